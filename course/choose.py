"""Which measure fits which product: what the user does with the ranked
list decides which numbers to watch. The page ``lessons/choose.py`` draws
it; the words are in ``ui/words/choose.py``.

>>> [fit.product for fit in FITS][:3]
['one_answer', 'rag_context', 'candidates']
>>> BY_PRODUCT["rag_context"].measures
('success', 'recall')
"""

from __future__ import annotations

from dataclasses import dataclass

from metrics.lists.curves import r_precision
from metrics.lists.reader_models import expected_reciprocal_rank, rank_biased_precision


@dataclass(frozen=True)
class Fit:
    """One kind of product: what its users do with the list, the measures
    (ids of :data:`metrics.measures.ON_LISTS`, shown on the sidebar's list)
    and the lessons that teach them."""

    product: str
    measures: tuple[str, ...]
    lessons: tuple[str, ...]
    #: Measures of :data:`EXTRA` shown too (not in ON_LISTS).
    extra: tuple[str, ...] = ()
    #: The K this kind of product usually has: how many results its user sees
    #: at once or its system passes on (None: no cutoff, the whole list).
    seen: int | None = 10
    #: Measures whose cutoff the product fixes, whatever K is (Hit@1: is the
    #: one answer right?); the others are taken at K.
    at: tuple[tuple[str, int], ...] = ()

    def cutoff(self, measure: str, k: int) -> int:
        """The cutoff ``measure`` is taken at for this product, with K = ``k``.

        >>> BY_PRODUCT["one_answer"].cutoff("success", 5), BY_PRODUCT["one_answer"].cutoff("recip_rank", 5)
        (1, 5)
        """
        return dict(self.at).get(measure, k)


#: Measures beyond :data:`metrics.measures.ON_LISTS` a product may show,
#: each a function of :mod:`metrics.lists` on one list.
EXTRA = {"rbp": rank_biased_precision, "err": expected_reciprocal_rank, "r_precision": r_precision}


FITS = (  # fmt: skip
    Fit(
        "one_answer", ("recip_rank", "success"), ("reciprocal_rank",), seen=5, at=(("success", 1),)
    ),
    Fit("rag_context", ("success", "recall"), ("precision_recall",), seen=5),
    Fit("candidates", ("recall",), ("precision_recall",), seen=100),
    Fit("short_list", ("ndcg_cut", "P"), ("ndcg", "precision_recall"), seen=10),
    Fit("graded", ("ndcg_cut", "ndcg_exp_cut"), ("ndcg", "reader_models"), ("err",), seen=10),
    Fit(
        "find_all",
        ("map_cut", "recall"),
        ("average_precision", "map", "r_precision"),
        ("r_precision",),
        seen=None,
    ),
    Fit("feed", (), ("reader_models",), ("rbp",), seen=None),
    Fit("offline_recsys", ("success", "ndcg_cut"), ("sampled",), seen=10),
)

BY_PRODUCT = {fit.product: fit for fit in FITS}
PRODUCTS = tuple(BY_PRODUCT)

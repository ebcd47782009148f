"""The conventions the lessons teach, as views of the one list of measures.

Every measure is described once, in :data:`metrics.trec_measures.MEASURES`
(like ir-measures' measure objects: name, plain name, the question it
answers, formula, parameters, rule for degenerate input, who computes it this
way); the command line, the batch engine and the batch page read it there.
A lesson works on a ranked list of item names rather than a run file, so each
entry here adds the function computing it on such a list, the lesson's own
pretty name and a short label, and points to its measure by name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from . import ap as _ap
from . import cumulative_gain as _dcg
from . import precision as _p
from . import rank as _rank
from . import trec_measures as _trec


@dataclass(frozen=True)
class Measure:
    """One convention a lesson teaches, on a ranked list of items.

    Its description (the question it answers, formula, rule for degenerate
    input, who computes it) is not repeated here: it is the command line's
    measure of the same name in :data:`metrics.trec_measures.MEASURES`, the
    one list of measures; this adds what a lesson needs on top.

    Attributes
    ----------
    id : str
        Stable identifier used in code and URLs.
    name : str
        The lesson's pretty name (no cutoff in it), e.g. "Precision@k".
    trec : str or None
        The measure in :data:`metrics.trec_measures.MEASURES` (``python -m
        metrics``) computing the same thing, at a cutoff when it takes one.
    function : callable
        ``function(ranking, judgments, k)`` returning the value.
    params : dict
        Keyword arguments passed to the library function for this convention.
    abbrev : str
        A short label for narrow places (table columns, chart legends);
        the name itself when empty.
    about : tuple of str
        Only for a convention the command line lacks (``trec`` None): its
        question, LaTeX, degenerate rule and who computes it.
    """

    id: str
    name: str
    trec: str | None
    function: Callable[..., float]
    params: dict = field(default_factory=dict)
    abbrev: str = ""
    about: tuple = ()

    def _described(self, field_name: str, position: int):
        if self.trec is None:
            return self.about[position]
        return getattr(_trec.MEASURES[self.trec], field_name)

    @property
    def short(self) -> str:
        """The one question it answers."""
        return self._described("question", 0)

    @property
    def formula(self) -> str:
        """LaTeX of the formula."""
        return self._described("tex", 1)

    @property
    def degenerate(self) -> str:
        """What it returns on degenerate input."""
        return self._described("degenerate", 2)

    @property
    def libraries(self) -> tuple[str, ...]:
        """Well-known tools that compute it exactly this way."""
        return self._described("computed_by", 3)

    @property
    def trec_name(self) -> str | None:
        """Its name for ``python -m metrics``, ``{k}`` standing for the cutoff."""
        if self.trec is None:
            return None
        return f"{self.trec}_{{k}}" if _trec.MEASURES[self.trec].cutoffs else self.trec

    @property
    def label(self) -> str:
        """The short label: :attr:`abbrev`, or the name."""
        return self.abbrev or self.name

    def __call__(self, ranking, judgments=None, k=None) -> float:
        """Compute the measure: ``measure(ranking, judgments, k)``."""
        return self.function(ranking, judgments, k, **self.params)


MEASURES: dict[str, Measure] = {
    m.id: m
    for m in [
        Measure("precision", "Precision@k", "P", _p.precision_at_k),
        Measure(
            "precision_min_len", "Precision@k ÷ min(k, length)", "P_minlen", _p.precision_at_k,
            {"denominator": "min_k_len"},
        ),
        Measure("recall", "Recall@k", "recall", _p.recall_at_k),
        Measure("hit", "Hit@k", "success", _p.hit_at_k),
        Measure("f1", "F1@k", "F1", _p.f1_at_k),
        Measure("rr", "Reciprocal rank", "recip_rank", _rank.reciprocal_rank),
        Measure(
            "ap_mean_p", "“Mean of P@i” (a common mistake)", "ap_meanP", _ap.average_precision,
            {"convention": "mean_p"}, "mean of P@i ✗",
        ),
        Measure(
            "ap_m", "Standard AP (÷ all relevant, m)", "map_cut", _ap.average_precision,
            {"convention": "m"}, "AP ÷ m",
        ),
        Measure(
            "ap_min_m_k", "Truncated AP@K (÷ min(m, K))", "ap_trunc", _ap.average_precision,
            {"convention": "min_m_k"}, "AP ÷ min(m,K)",
        ),
        Measure(
            "ap_hits", "AP over the found ones (÷ hits)", "ap_hits", _ap.average_precision,
            {"convention": "hits"}, "AP ÷ hits",
        ),
        Measure(
            "dcg", "DCG@k", None, _dcg.dcg,
            about=(
                "Graded gain, each rank's worth shrinking with log2(rank + 1).",
                r"DCG@K = \sum_{i=1}^{K} \frac{g_i}{\log_2(i+1)}",
                "An empty list scores 0.",
                ("trec_eval (inside ndcg)", "ranx", "scikit-learn dcg_score"),
            ),
        ),
        Measure("ndcg", "nDCG@k (linear gain)", "ndcg_cut", _dcg.ndcg),
        Measure(
            "ndcg_exp", "nDCG@k (exponential gain)", "ndcg_exp_cut", _dcg.ndcg,
            {"gain": "exponential"},
        ),
        Measure(
            "ndcg_list_idcg", "nDCG@k with IDCG from the list (bug)", "ndcg_listidcg_cut", _dcg.ndcg,
            {"ideal": "ranking"},
        ),
    ]
}  # fmt: skip

#: The four AP conventions, as the side-by-side comparison shows them.
AP_MEASURES: tuple[Measure, ...] = tuple(MEASURES[f"ap_{c}"] for c in _ap.AP_CONVENTIONS)


def every_measure(ranking, judgments=None, k=None):
    """Every measure of :data:`MEASURES` on one query, as a table with the
    columns ``id``, ``name``, ``value`` and ``libraries``.

    >>> t = every_measure(list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5)
    >>> round(float(t.set_index("id").loc["ap_m", "value"]), 4)
    0.3333
    """
    import pandas as pd

    return pd.DataFrame(
        [
            {"id": m.id, "name": m.name, "value": m(ranking, judgments, k),
             "libraries": "; ".join(m.libraries)}
            for m in MEASURES.values()
        ]
    )  # fmt: skip

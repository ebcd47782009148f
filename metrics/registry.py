"""The conventions the lessons teach, as views of the one list of measures.

Every measure is described once, in :data:`metrics.trec_measures.MEASURES`
(like ir-measures' measure objects: name, plain name, the question it
answers, formula, parameters, rule for degenerate input, who computes it this
way); the command line, the batch engine and the batch page read it there.
A lesson works on a ranked list of item names rather than a run file, so each
entry here adds the function computing it on such a list, the lesson's own
pretty name and a short label, and carries its measure's name: a convention
has one name (``ap_trunc``), on the command line, in the lessons, the word
tables and the tests.
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

    Its name is the name of the command line's measure computing the same
    thing (``python -m metrics -m ap_trunc.10``), the one name the code, the
    word tables and the tests use for it. Its description (the question it
    answers, formula, rule for degenerate input, who computes it) is not
    repeated here: it is read from that measure in
    :data:`metrics.trec_measures.MEASURES`, the one list of measures; this
    adds what a lesson needs on top.

    Attributes
    ----------
    id : str
        The measure's name in :data:`metrics.trec_measures.MEASURES`
        (without the cutoff), e.g. ``"ap_trunc"``.
    name : str
        The lesson's pretty name (no cutoff in it), e.g. "Precision@k".
    function : callable
        ``function(ranking, judgments, k)`` returning the value.
    params : dict
        Keyword arguments passed to the library function for this convention
        (for AP, ``convention``: what the sum is divided by).
    abbrev : str
        A short label for narrow places (table columns, chart legends);
        the name itself when empty.
    """

    id: str
    name: str
    function: Callable[..., float]
    params: dict = field(default_factory=dict)
    abbrev: str = ""

    @property
    def described(self) -> _trec.TrecMeasure:
        """The command line's measure of this name, which describes it."""
        return _trec.MEASURES[self.id]

    @property
    def short(self) -> str:
        """The one question it answers."""
        return self.described.question

    @property
    def formula(self) -> str:
        """LaTeX of the formula."""
        return self.described.tex

    @property
    def degenerate(self) -> str:
        """What it returns on degenerate input."""
        return self.described.degenerate

    @property
    def libraries(self) -> tuple[str, ...]:
        """Well-known tools that compute it exactly this way."""
        return self.described.computed_by

    @property
    def trec_name(self) -> str:
        """Its name for ``python -m metrics``, ``{k}`` standing for the cutoff."""
        return f"{self.id}_{{k}}" if self.described.cutoffs else self.id

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
        Measure("P", "Precision@k", _p.precision_at_k),
        Measure(
            "P_minlen", "Precision@k ÷ min(k, length)", _p.precision_at_k,
            {"denominator": "min_k_len"},
        ),
        Measure("recall", "Recall@k", _p.recall_at_k),
        Measure("success", "Hit@k", _p.hit_at_k),
        Measure("F1", "F1@k", _p.f1_at_k),
        Measure("recip_rank", "Reciprocal rank", _rank.reciprocal_rank),
        Measure(
            "ap_meanP", "“Mean of P@i” (a common mistake)", _ap.average_precision,
            {"convention": "mean_p"}, "mean of P@i (wrong)",
        ),
        Measure(
            "map_cut", "Standard AP (÷ all relevant, m)", _ap.average_precision,
            {"convention": "m"}, "AP ÷ m",
        ),
        Measure(
            "ap_trunc", "Truncated AP@K (÷ min(m, K))", _ap.average_precision,
            {"convention": "min_m_k"}, "AP ÷ min(m,K)",
        ),
        Measure(
            "ap_hits", "AP over the found ones (÷ hits)", _ap.average_precision,
            {"convention": "hits"}, "AP ÷ hits",
        ),
        Measure("dcg_cut", "DCG@k", _dcg.dcg),
        Measure("ndcg_cut", "nDCG@k (linear gain)", _dcg.ndcg),
        Measure("ndcg_exp_cut", "nDCG@k (exponential gain)", _dcg.ndcg, {"gain": "exponential"}),
        Measure(
            "ndcg_listidcg_cut", "nDCG@k with IDCG from the list (bug)", _dcg.ndcg,
            {"ideal": "ranking"},
        ),
    ]
}  # fmt: skip

#: The four AP conventions, as the side-by-side comparison shows them.
AP_MEASURES: tuple[Measure, ...] = tuple(
    m for c in _ap.AP_CONVENTIONS for m in MEASURES.values() if m.params.get("convention") == c
)


def every_measure(ranking, judgments=None, k=None):
    """Every measure of :data:`MEASURES` on one query, as a table with the
    columns ``id``, ``name``, ``value`` and ``libraries``.

    >>> t = every_measure(list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5)
    >>> round(float(t.set_index("id").loc["map_cut", "value"]), 4)
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

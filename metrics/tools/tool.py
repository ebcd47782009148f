"""One tool's conventions, as the registry (:mod:`metrics.tools.registry`)
states them: the rules in words, and the fields that reproduce them with
this library (:mod:`metrics.tools.predict`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Tool:
    """One tool's conventions.

    The text fields describe the rule; the remaining fields say how to
    reproduce it with this library (``None`` = the tool has no such metric).
    """

    id: str
    name: str
    precision: str
    ap: str
    no_relevant: str
    ndcg: str
    ties: str
    source: str
    #: A note on the source in words (versions, where releases differ).
    note: str = ""
    #: Where a tool that is not run here was read: file and commit or
    #: release (a tool in the record was run; see :func:`checked`).
    read_at: str = ""
    sees_unretrieved: bool = True  # False: only labels of the listed candidates
    p_denominator: str | None = "k"
    ap_convention: str | None = "m"
    ap_cutoff: bool = True  # False: AP over the whole list (no K)
    no_relevant_ap: float | None = 0.0  # None: the query is left out
    ndcg_gain: str | None = "linear"  # "linear", "exponential", "binary"
    has_rr: bool = True
    has_recall: bool = True
    #: How tied scores are ordered: "trec" (document name Z to A), "file"
    #: (the order given); None: unspecified, random or not documented.
    tie_order: str | None = None
    #: Scores read as 32-bit floats (True), doubles (False); None: either
    #: (trec_eval 10 reads doubles, pytrec_eval's trec_eval 9 floats).
    float32: bool | None = None
    #: The lowest relevant grade; None: an option (trec_eval -l).
    relevance_level: int | None = 1
    #: A judged query the run lacks: "skip" (left out), "zero" (scored 0),
    #: "refuse" (the tool stops with an error: trec_eval 10.0 without -c);
    #: None: not documented.
    missing: str | None = None
    #: A query only the run has (nobody judged it): "skip" (left out, as
    #: trec_eval does), "empty" (scored as a query with nothing relevant:
    #: tools that take one label per candidate, and trectools, which
    #: averages over the run's queries); None: not documented.
    run_only: str | None = None
    #: Numbers (:data:`metrics.tools.cases.NUMBERS`) whose tied scores go
    #: another way than :attr:`tie_order` (trectools' nDCG: document name A
    #: to Z, ``"docno_asc"``).
    tie_order_by: Mapping[str, str] = field(default_factory=dict, compare=False)
    #: Numbers whose scores are read otherwise than :attr:`float32` says
    #: (ir-measures' RR@k, through its msmarco provider, reads doubles).
    float32_by: Mapping[str, bool] = field(default_factory=dict, compare=False)
    #: What the tool prints when it leaves every query out of the mean
    #: (None: nothing, or NaN; torchmetrics: 0).
    none_scored: float | None = None
    #: The fewest documents a list may have for the tool's nDCG: fewer, and
    #: it stops with an error (scikit-learn's ndcg_score: 2).
    ndcg_min_items: int = 1
    #: True: the tool has RR cut at K (ir-measures' RR@k, ranx's mrr@k).
    has_rr_cut: bool = False
    #: False: a relevant item scored 0 or less never counts as relevant
    #: (torchmetrics 1.8 and later, in AP, precision, recall and RR).
    counts_nonpositive: bool = True
    #: The numbers (:data:`metrics.tools.cases.NUMBERS`) in which tied
    #: scores share their gain or precision instead of being ordered.
    averages_ties: tuple[str, ...] = ()
    #: False: the tool has AP only at a cutoff.
    ap_whole: bool = True
    #: True: a query with nothing relevant scores 1 on every measure, not
    #: only AP (torchmetrics with empty_target_action='pos').
    empty_all_one: bool = False
    #: The tool's own names for its measures, by family (``map``: AP ÷ m,
    #: ``ap_trunc``, ``ap_hits``, ``P``, ``P_minlen``, ``ndcg``,
    #: ``ndcg_exp``, ``rr``): what pages print beside a value.
    labels: Mapping[str, tuple[str, ...]] = field(default_factory=dict, compare=False)
    #: Every way a page's prose may write the tool's name (the first is
    #: :attr:`name`'s short form); a name on a page that no tool spells so
    #: fails the tests (``tests/test_tool_names.py``).
    spellings: tuple[str, ...] = ()

    def label(self, family: str) -> tuple[str, ...]:
        """How pages name the tool's measure of one family (empty: none)."""
        return tuple(self.labels.get(family, ()))

    def ties_of(self, number: str) -> str | None:
        """How the tool orders tied scores for one number (``"nDCG@k"``).

        >>> from metrics.tools.registry import BY_ID
        >>> BY_ID["trectools"].ties_of("nDCG@k"), BY_ID["trectools"].ties_of("AP")
        ('docno_asc', 'trec')
        """
        return self.tie_order_by.get(number, self.tie_order)

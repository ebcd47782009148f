"""Tools pages name beside one measure whose rules the app does not model
(:class:`Named`): the conventions table and the search of /disagree leave
them out, and each says what was read in its source, and where. The
modelled tools are :mod:`metrics.tools.registry`'s.

>>> [t.id for t in ALSO_NAMED][:2]
['gdeval', 'cwl_eval']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Named:
    """A tool pages name beside one measure, whose rules the app does not
    model (the conventions table and the search of /disagree leave it out):
    what was read in its source, and where.
    """

    id: str
    name: str
    #: What its source says, in words (the rules a page may quote).
    rules: str
    source: str
    read_at: str
    spellings: tuple[str, ...]
    labels: Mapping[str, tuple[str, ...]] = field(default_factory=dict, compare=False)

    def label(self, family: str) -> tuple[str, ...]:
        """How pages name the tool's measure of one family (empty: none)."""
        return tuple(self.labels.get(family, ()))


ALSO_NAMED: tuple[Named, ...] = (
    Named(
        "gdeval", "gdeval.pl (TREC Web track)",
        "ndcg@k and err@k: gain 2^g − 1, grades up to 4 (MAX_JUDGMENT); a topic with no positive "
        "judgment is not reported; ties: score descending, then docno descending",
        "the TREC 2010 Web track's gdeval.pl, version 1.2a, as ir-measures ships it",
        "ir_measures/bin/gdeval.pl at commit 2666546",
        ("gdeval.pl", "gdeval"),
        labels={"ndcg_exp": ("gdeval.pl of the TREC Web track (which leaves out queries with "
                             "nothing relevant)",)},
    ),
    Named(
        "cwl_eval", "cwl_eval",
        "the C/W/L framework's measures; NDCG-k@K takes gains as given, from 0 to 1 "
        "(--max_gain only checks them), and weights the first K ranks 1/log2(i + 1) scaled to "
        "sum to 1, so its ideal is K items of gain 1 however few are relevant (cwl-eval 1.0.12 "
        "is run beside trec_eval in tests/test_threads.py); ir-measures' RBP(rel=N) makes grades "
        "binary at N and reads at most 1,000 documents a query (max_n=1000)",
        "ireval/cwl, through terrierteam/ir_measures: ir_measures/providers/cwl_eval.py",
        "ir_measures/providers/cwl_eval.py at commit 0711210",
        ("cwl_eval", "cwl-eval"),
    ),
    Named(
        "beir", "BEIR",
        "R_cap@k: relevant in the top k ÷ min(relevant, k); a query with nothing relevant divides "
        "by 0 (ZeroDivisionError); scores sorted with Python's sorted (ties keep the run's order)",
        "beir-cellar/beir: beir/retrieval/custom_metrics.py (recall_cap)",
        "beir/retrieval/custom_metrics.py at commit 05b79e7",
        ("BEIR",),
        labels={"relative_P": ("BEIR R_cap@k (which stops with an error, not 0, when R = 0)",)},
    ),
)  # fmt: skip

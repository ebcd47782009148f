"""A measure as each tool names it, read for "why do our numbers differ?":
its family and cutoff, whatever the tool's spelling or case.

trec_eval's names (``map_cut.10``, ``P_5``) and ir-measures' (``AP@10``,
``nDCG@10``, ``RR``…) are read by :func:`metrics.evaluator.explain_space.reference_of`
through the command line's own parser; this module reads, case-insensitive,
the rest: ranx's (``map@10``, ``ndcg@10``, ``mrr``, ``precision@10``),
ir-measures' with options (``AP(rel=2)@10``; the option is noted, not
searched), torchmetrics' classes with ``top_k`` (``RetrievalMAP(top_k=10)``),
Kaggle's (``mapk@10``; ``mapk`` alone is its default k = 10), and
scikit-learn's functions (``average_precision_score``, ``ndcg_score(k=10)``).

>>> tool_measure("map@10"), tool_measure("MRR"), tool_measure("RetrievalMAP(top_k=10)")
(('map', 10), ('rr', None), ('map', 10))
>>> tool_measure("mapk"), tool_measure("ndcg_score(k=5)"), tool_measure("RR@10")
(('map', 10), ('ndcg', 5), ('rr', 10))
>>> tool_measure("bleu") is None
True
"""

from __future__ import annotations

import re

#: Each tool's base names (lower case) and their family. A name takes a
#: cutoff as ``@K``, ``(top_k=K)``, ``(k=K)`` or ``_K``.
BASES = {
    # ranx, ir-measures, and the common spellings
    "map": "map", "ap": "map", "average_precision": "map",
    "ndcg": "ndcg", "ndcg_burges": "ndcg",
    "mrr": "rr", "rr": "rr", "recip_rank": "rr", "reciprocal_rank": "rr",
    "precision": "P", "p": "P",
    "recall": "recall", "r": "recall",
    # trec_eval's, in another case (Map_cut.10)
    "map_cut": "map", "ndcg_cut": "ndcg", "set_p": "P", "set_recall": "recall",
    # torchmetrics
    "retrievalmap": "map", "retrieval_average_precision": "map",
    "retrievalnormalizeddcg": "ndcg", "retrieval_normalized_dcg": "ndcg",
    "retrievalmrr": "rr", "retrieval_reciprocal_rank": "rr",
    "retrievalprecision": "P", "retrieval_precision": "P",
    "retrievalrecall": "recall", "retrieval_recall": "recall",
    # Kaggle's ml_metrics (apk, mapk: k = 10 by default)
    "apk": "map", "mapk": "map",
    # scikit-learn
    "average_precision_score": "map", "ndcg_score": "ndcg",
}  # fmt: skip

#: Names whose tool cuts at a default K when given none.
DEFAULT_K = {"apk": 10, "mapk": 10}

#: Every form :func:`tool_measure` reads, for a message that lists them.
FORMS = (
    "trec_eval: map, map_cut.10, P.10, ndcg_cut.10, recip_rank, recall.100",
    "ir-measures: AP, AP@10, AP(rel=2)@10, P@10, nDCG@10, RR, RR@10, R@100",
    "ranx: map, map@10, precision@10, ndcg@10, ndcg_burges@10, mrr, mrr@10, recall@100",
    "torchmetrics: RetrievalMAP(top_k=10), RetrievalPrecision(top_k=10), "
    "RetrievalNormalizedDCG(top_k=10), RetrievalMRR(top_k=10)",
    "Kaggle: apk@10, mapk@10, mapk (= mapk@10)",
    "scikit-learn: average_precision_score, ndcg_score, ndcg_score(k=10)",
)

_NAME = re.compile(
    r"""^(?P<base>[a-z_]+)              # the tool's name for the measure
        (?:\((?P<options>[^)]*)\))?      # (top_k=10), (k=10), (rel=2), ()
        (?:(?:@|_|\.)(?P<cut>\d+))?$     # @10, _10, .10
    """,
    re.VERBOSE,
)


class UnknownMeasure(ValueError):
    """A measure's name none of the tools spells so; ``name`` is as typed."""

    def __init__(self, name: str):
        self.name = name
        super().__init__(
            f"measure: {name!r} cannot be explained; the search reads these names, in any "
            "case: " + "; ".join(FORMS)
        )


def level_of(text: str) -> int:
    """The lowest relevant grade a measure's name asks for: ir-measures'
    ``rel=N`` (``AP(rel=2)@10``); 1 otherwise.

    >>> level_of("AP(rel=2)@10"), level_of("map_cut.10")
    (2, 1)
    """
    found = re.search(r"\brel\s*=\s*(\d+)", str(text))
    return int(found[1]) if found else 1


def tool_measure(text: str) -> tuple[str, int | None] | None:
    """A measure's family and cutoff from a tool's own name for it (any
    case); None when no tool spells it so."""
    found = _NAME.match(re.sub(r"\s+", "", str(text)).lower())
    if not found or found["base"] not in BASES:
        return None
    cut = int(found["cut"]) if found["cut"] else None
    for option in filter(None, (found["options"] or "").split(",")):
        key, _, value = option.partition("=")
        if key in ("top_k", "k") and value.isdigit():
            if cut is not None and cut != int(value):
                return None  # two cutoffs
            cut = int(value)
        elif key not in ("rel", "adaptive_k", "empty_target_action", "ignore_ties"):
            return None
    if cut is None:
        cut = DEFAULT_K.get(found["base"])
    if cut is not None and cut < 1:
        return None
    return BASES[found["base"]], cut

"""The current scenario scored the way each well-known tool would score it.

The tools and their rules are the registry's (:mod:`metrics.tools.registry`),
each checked against what the tool printed (:mod:`metrics.tools.record`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..tools.registry import BY_ID, TOOLS, Tool
from .ap import average_precision
from .cumulative_gain import ndcg
from .precision import precision_at_k
from .rank import reciprocal_rank

__all__ = ["BY_ID", "TOOLS", "Tool", "score_like"]


def score_like(
    tool: Tool, ranking: Sequence[str], judgments: Mapping[str, float], k: int | None = None
) -> dict[str, float | None]:
    """The scenario scored as ``tool`` would score it: P@k, AP, nDCG@k, RR.

    ``None`` means the tool has no such metric, or leaves this query out.

    Examples
    --------
    Worked example 1 (m = 3, Z never retrieved), K = 5:

    >>> s = score_like(BY_ID["trec_eval"], list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5)
    >>> {name: round(v, 4) for name, v in s.items()}
    {'P@k': 0.4, 'AP': 0.3333, 'nDCG@k': 0.4982, 'RR': 0.5}

    scikit-learn only sees the five listed items, so Z does not exist for it:

    >>> round(score_like(BY_ID["sklearn"], list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5)["AP"], 4)
    0.5
    """
    seen = dict(judgments)
    if not tool.sees_unretrieved:
        listed = set(ranking)
        seen = {i: g for i, g in judgments.items() if i in listed}
    if tool.ndcg_gain == "binary":
        graded = {i: (1 if g >= 1 else 0) for i, g in seen.items()}
    else:
        graded = seen
    has_relevant = any(g >= 1 for g in seen.values())

    out: dict[str, float | None] = {}
    out["P@k"] = (
        precision_at_k(ranking, seen, k, denominator=tool.p_denominator)
        if tool.p_denominator
        else None
    )
    if not has_relevant and tool.no_relevant_ap != 0.0:
        out["AP"] = tool.no_relevant_ap
    elif tool.ap_convention:
        out["AP"] = average_precision(
            ranking, seen, k if tool.ap_cutoff else None, convention=tool.ap_convention
        )
    else:
        out["AP"] = None
    if tool.ndcg_gain is None or (not has_relevant and tool.no_relevant_ap is None):
        out["nDCG@k"] = None
    else:
        gain = "exponential" if tool.ndcg_gain == "exponential" else "linear"
        out["nDCG@k"] = ndcg(ranking, graded, k, gain=gain)
    out["RR"] = reciprocal_rank(ranking, seen, k) if tool.has_rr else None
    if not has_relevant and tool.no_relevant_ap is None:
        out = {name: None for name in out}
    return out

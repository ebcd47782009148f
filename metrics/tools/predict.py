r"""What the registry says each tool prints for a case of the corpus.

The registry's rules (:mod:`metrics.tools.registry`) turned into numbers
with this library's teaching functions: the tool's tie order and score
precision give the ranking; its view of the judgments (every judged item, or
only the listed candidates), its relevance rule for items scored 0 or less,
its divisor and gain give each query's value; its rules for a query with
nothing relevant, for a judged query the run lacks and for a query only the
run has give the mean. Where
the registry makes no claim (an option, or an order the tool does not
promise), the number is :data:`UNCLAIMED`.

Tied scores that a tool averages (scikit-learn; torchmetrics' nDCG) share
their gain (nDCG) or form one threshold (AP):

.. math:: DCG@K = \sum_{\text{groups } G} \bar g_G \sum_{i \in G, i \le K} \frac{1}{\log_2(i + 1)}

>>> from metrics.tools.cases import CASES
>>> from metrics.tools.registry import BY_ID
>>> predict(BY_ID["ranx"], CASES["ties_by_name"])["RR"]
1.0
>>> predict(BY_ID["trec_eval"], CASES["ties_by_name"])["RR"]
0.3333333333333333
>>> predict(BY_ID["trec_eval"], CASES["missing_query"])["AP"]
'unclaimed'
"""

from __future__ import annotations

import math

import numpy as np

from ..lists.ap import average_precision
from ..lists.cumulative_gain import ndcg
from ..lists.precision import precision_at_k
from ..lists.rank import reciprocal_rank
from .cases import NUMBERS
from .registry import Tool

#: A number the registry makes no claim about for this case.
UNCLAIMED = "unclaimed"


def numbers_of(tool: Tool) -> tuple[str, ...]:
    """The numbers of :data:`metrics.tools.cases.NUMBERS` the tool has.

    >>> from metrics.tools.registry import BY_ID
    >>> numbers_of(BY_ID["sklearn"]), numbers_of(BY_ID["ml_metrics"])
    (('AP', 'nDCG@k'), ('AP@k',))
    """
    has = {
        "P@k": tool.p_denominator is not None,
        "AP": tool.ap_convention is not None and tool.ap_whole,
        "AP@k": tool.ap_convention is not None and tool.ap_cutoff,
        "nDCG@k": tool.ndcg_gain is not None,
        "RR": tool.has_rr,
    }
    return tuple(n for n in NUMBERS if has[n])


def predict(tool: Tool, case: dict) -> dict[str, float | str | None]:
    """Each number the tool has, as the registry says the tool prints it
    for ``case``: the mean over the queries the tool scores (None: it scores
    none), or :data:`UNCLAIMED`."""
    names = numbers_of(tool)
    values: dict[str, list[float]] = {n: [] for n in names}
    unclaimed: set[str] = set()
    qrels, run, k = case["qrels"], case["run"], case["k"]
    for qid in dict.fromkeys([*qrels, *run]):
        if qid not in qrels:
            if tool.run_only is None:
                unclaimed.update(names)
                continue
            if tool.run_only == "skip":
                continue
            # "empty": scored as a query whose every judgment is 0
        if qid not in run:
            if tool.missing is None:
                unclaimed.update(names)
            elif tool.missing == "zero":
                for n in names:
                    values[n].append(0.0)
            continue
        got = _query(tool, run[qid], qrels.get(qid, {}), k, names)
        for n in names:
            if got[n] == UNCLAIMED:
                unclaimed.add(n)
            elif got[n] is not None:
                values[n].append(got[n])
    return {
        n: UNCLAIMED if n in unclaimed else (sum(v) / len(v) if v else None)
        for n, v in values.items()
    }


def _query(tool: Tool, docs: list, judged: dict, k: int, names: tuple[str, ...]) -> dict:
    scores = [float(s) for _, s in docs]
    if tool.float32 is not False:
        narrow = [float(np.float32(s)) for s in scores]
        if tool.float32 is None and _order(docs, narrow, "trec") != _order(docs, scores, "trec"):
            return dict.fromkeys(names, UNCLAIMED)
        if tool.float32:
            scores = narrow
    tied = len(set(scores)) < len(scores)
    listed = [d for d, _ in docs]
    seen = dict(judged) if tool.sees_unretrieved else {d: judged.get(d, 0) for d in listed}
    relevant = dict(seen)
    if not tool.counts_nonpositive:
        relevant.update({d: 0 for d, s in zip(listed, scores, strict=True) if s <= 0})
    if not any(g >= 1 for g in seen.values()):
        if tool.no_relevant_ap is None:
            return dict.fromkeys(names)
        if tool.no_relevant_ap == 1.0:
            return {n: 1.0 if tool.empty_all_one or n.startswith("AP") else 0.0 for n in names}
    out: dict[str, float | str] = {}
    for n in names:
        ties = tool.ties_of(n)
        if tied and n in tool.averages_ties:
            out[n] = _averaged(n, tool, listed, scores, relevant, seen, k)
        elif tied and ties is None:
            out[n] = UNCLAIMED
        else:
            out[n] = _value(n, tool, _order(docs, scores, ties or "trec"), relevant, seen, k)
    return out


def _order(docs: list, scores: list[float], tie_order: str) -> list[str]:
    """The ranking: score descending, ties by document name Z to A
    (``trec``), A to Z (``docno_asc``) or in the file's order (``file``)."""
    place = range(len(docs))
    if tie_order == "trec":
        keyed = sorted(place, key=lambda i: (scores[i], docs[i][0]), reverse=True)
    elif tie_order == "docno_asc":
        keyed = sorted(place, key=lambda i: (-scores[i], docs[i][0]))
    else:
        keyed = sorted(place, key=lambda i: -scores[i])
    return [docs[i][0] for i in keyed]


def _value(n: str, tool: Tool, ranking: list, relevant: dict, seen: dict, k: int) -> float:
    if n == "P@k":
        return precision_at_k(ranking, relevant, k, denominator=tool.p_denominator)
    if n == "AP":
        whole = "m" if tool.ap_convention == "min_m_k" else tool.ap_convention
        return average_precision(ranking, relevant, None, convention=whole)
    if n == "AP@k":
        return average_precision(ranking, relevant, k, convention=tool.ap_convention)
    if n == "nDCG@k":
        gain = "exponential" if tool.ndcg_gain == "exponential" else "linear"
        graded = {d: int(g >= 1) for d, g in seen.items()} if tool.ndcg_gain == "binary" else seen
        return ndcg(ranking, graded, k, gain=gain)
    return reciprocal_rank(ranking, relevant)


def _averaged(n: str, tool: Tool, listed, scores, relevant: dict, seen: dict, k: int) -> float:
    """AP with tied scores as one threshold, or nDCG@k with tied gains
    averaged (scikit-learn's ``_tie_averaged_dcg``), over the listed items:
    the forms :mod:`metrics.evaluator.explain_ties` computes for the search."""
    from ..evaluator.explain_ties import shared_ap, shared_dcg, tie_groups

    order, group = tie_groups(np.array(scores, dtype=float))
    if n == "AP":
        rel = np.array([relevant.get(listed[i], 0) >= 1 for i in order], dtype=float)
        return shared_ap(rel, group, int(rel.sum()))
    if n != "nDCG@k":
        raise ValueError(f"n: {n!r} has no tie-averaged form here")
    grades = np.array([seen.get(listed[i], 0) for i in order], dtype=float)
    dcg = float(shared_dcg(grades, group)[min(k, len(grades)) - 1]) if len(grades) else 0.0
    ideal = sorted(seen.values(), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return float(dcg / idcg) if idcg else 0.0

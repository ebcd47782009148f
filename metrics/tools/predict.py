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
>>> predict(BY_ID["trec_eval"], CASES["missing_query"])["AP"]  # without -c, it stops
'refused'
>>> predict(BY_ID["recommenders"], CASES["float32"])["AP@k"]  # doubles or floats: not said
'unclaimed'
>>> predict(BY_ID["torchmetrics"], CASES["ties_by_name"])["RR"].high
1.0
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ..lists.ap import average_precision
from ..lists.cumulative_gain import ndcg
from ..lists.precision import precision_at_k
from ..lists.rank import reciprocal_rank
from .cases import NUMBERS
from .registry import Tool
from .tie_mean import mean_over_orders

#: A number the registry makes no claim about for this case.
UNCLAIMED = "unclaimed"

#: A number the tool refuses to compute for this case (it stops with an
#: error: scikit-learn's ndcg_score on a list of one document).
REFUSED = "refused"

#: Every number the registry models: the corpus's, and RR cut at K (which
#: some tools compute apart from RR: ir-measures' RR@k).
MODELLED = (*NUMBERS, "RR@k")


@dataclass(frozen=True)
class Span:
    """The values a tool may print where it promises no order for tied
    scores: the lowest and the highest over every order of the tied items.

    >>> Span(0.25, 0.5).holds(0.4), Span(0.25, 0.5).holds(0.6)
    (True, False)
    """

    low: float
    high: float
    #: The mean over every order (:mod:`metrics.tools.tie_mean`); None where
    #: the divisor moves with the order (AP ÷ hits).
    mean: float | None = None

    def holds(self, value: float, tolerance: float = 1e-9) -> bool:
        """Whether ``value`` lies in the span, give or take ``tolerance``."""
        return self.low - tolerance <= value <= self.high + tolerance


def fits(claim: float | Span | str | None, printed: float | None, tolerance: float = 1e-6) -> bool:
    """Whether a number a tool printed is what the registry claims: equal
    within ``tolerance``, inside the claimed :class:`Span`, both None (no
    query scored), or a number the registry makes no claim about.

    >>> fits(0.5, 0.5000001), fits(Span(0.2, 0.4), 0.5), fits(UNCLAIMED, 0.9), fits(None, 0.0)
    (True, False, True, False)
    """
    if claim == UNCLAIMED:
        return True
    if claim == REFUSED:
        return False
    if claim is None or printed is None:
        return claim is printed
    if isinstance(claim, Span):
        return claim.holds(printed, tolerance)
    return math.isclose(claim, printed, abs_tol=tolerance)


def numbers_of(tool: Tool, every: bool = False) -> tuple[str, ...]:
    """The numbers of :data:`metrics.tools.cases.NUMBERS` the tool has
    (``every``: of :data:`MODELLED`).

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
        "RR@k": tool.has_rr_cut,
    }
    return tuple(n for n in (MODELLED if every else NUMBERS) if has[n])


def predict(
    tool: Tool, case: dict, names: tuple[str, ...] | None = None, memo: dict | None = None
) -> dict:
    """Each number the tool has, as the registry says the tool prints it
    for ``case``: the mean over the queries the tool scores (None: it scores
    none), a :class:`Span` where tied scores may go any way, or
    :data:`UNCLAIMED`. ``names``: only these numbers; ``memo``: a dict kept
    across calls on one case (every tool of the registry), so each list's
    scores and orders are worked out once."""
    names = numbers_of(tool) if names is None else names
    per = per_query(tool, case, names, memo)
    out: dict[str, float | Span | str | None] = {}
    for n in names:
        got = [q[n] for q in per.values() if q[n] is not None]
        if any(v == REFUSED for v in got):
            out[n] = REFUSED
        elif any(v == UNCLAIMED for v in got):
            out[n] = UNCLAIMED
        elif not got:
            out[n] = tool.none_scored
        elif any(isinstance(v, Span) for v in got):
            low = [v.low if isinstance(v, Span) else v for v in got]
            high = [v.high if isinstance(v, Span) else v for v in got]
            means = [v.mean if isinstance(v, Span) else v for v in got]
            mean = None if None in means else sum(means) / len(means)
            out[n] = Span(sum(low) / len(low), sum(high) / len(high), mean)
        else:
            out[n] = sum(got) / len(got)
    return out


def per_query(
    tool: Tool, case: dict, names: tuple[str, ...], memo: dict | None = None
) -> dict[str, dict]:
    """Each query's value of each number as the registry says ``tool``
    computes it: ``{qid: {number: value}}``, a value None where the tool
    leaves the query out of its mean; a query the tool leaves out of every
    mean is not in the answer."""
    qrels, run, k = case["qrels"], case["run"], case["k"]
    out: dict[str, dict] = {}
    for qid in dict.fromkeys([*qrels, *run]):
        if qid not in qrels:
            if tool.run_only is None:
                out[qid] = dict.fromkeys(names, UNCLAIMED)
                continue
            if tool.run_only == "skip":
                continue
            # "empty": scored as a query whose every judgment is 0
        if qid not in run:
            if tool.missing is None:
                out[qid] = dict.fromkeys(names, UNCLAIMED)
            elif tool.missing == "refuse":
                out[qid] = dict.fromkeys(names, REFUSED)
            elif tool.missing == "zero":  # as an empty ranking (its rule for empty queries too)
                out[qid] = _query(tool, [], qrels[qid], k, names, memo)
            continue
        out[qid] = _query(tool, run[qid], qrels.get(qid, {}), k, names, memo)
    return out


def _scores(tool: Tool, docs: list, n: str, memo: dict) -> list[float] | str:
    """The scores as ``tool`` reads them for number ``n``: doubles, 32-bit
    floats, or :data:`UNCLAIMED` where it may read either and the two
    orders differ."""
    wide = tool.float32_by.get(n, tool.float32)
    key = ("scores", id(docs), wide)
    if key not in memo:
        scores = [float(s) for _, s in docs]
        if wide is not False:
            narrow = np.asarray(scores, dtype=np.float32).astype(float).tolist()
            if wide is None and _order(docs, narrow, "trec") != _order(docs, scores, "trec"):
                scores = UNCLAIMED
            elif wide:
                scores = narrow
        memo[key] = scores
    return memo[key]


def _query(
    tool: Tool, docs: list, judged: dict, k: int, names: tuple[str, ...], memo: dict | None = None
) -> dict:
    out = _values(tool, docs, judged, k, names, {} if memo is None else memo)
    if 1 < tool.ndcg_min_items and len(docs) < tool.ndcg_min_items and "nDCG@k" in names:
        out["nDCG@k"] = REFUSED
    return out


def _values(
    tool: Tool, docs: list, judged: dict, k: int, names: tuple[str, ...], memo: dict
) -> dict:
    listed = [d for d, _ in docs]
    seen = dict(judged) if tool.sees_unretrieved else {d: judged.get(d, 0) for d in listed}
    if not any(g >= 1 for g in seen.values()):
        if tool.no_relevant_ap is None:
            return dict.fromkeys(names)
        if tool.no_relevant_ap == 1.0:
            return {n: 1.0 if tool.empty_all_one or n.startswith("AP") else 0.0 for n in names}
    out: dict[str, float | Span | str] = {}
    for n in names:
        scores = _scores(tool, docs, n, memo)
        if scores == UNCLAIMED:
            out[n] = UNCLAIMED
            continue
        relevant = dict(seen)
        if not tool.counts_nonpositive and not n.startswith("nDCG"):
            relevant.update({d: 0 for d, s in zip(listed, scores, strict=True) if s <= 0})
        tied = len(set(scores)) < len(scores)
        ties = tool.ties_of(n)
        if tied and n in tool.averages_ties:
            out[n] = _averaged(n, tool, listed, scores, relevant, seen, k)
        elif tied and ties is None:
            graded = n.startswith("nDCG")
            grades = seen if graded else relevant
            # The orders depend on the grades the tool sees: shared by tools that see alike.
            key = ("extreme", id(docs), id(scores), k, tool.sees_unretrieved,
                   graded or tool.counts_nonpositive)  # fmt: skip
            if key not in memo:
                memo[key] = extreme_orders(listed, scores, grades, k)
            values = [fast_value(n, tool, ranking, relevant, seen, k) for ranking in memo[key]]
            how = {"P": tool.p_denominator, "AP": tool.ap_convention, "gain": tool.ndcg_gain}
            mean = mean_over_orders(n, listed, scores, relevant, seen, k, how)
            out[n] = Span(min(values), max(values), mean)
        else:
            key = ("order", id(docs), id(scores), ties or "trec")
            if key not in memo:
                memo[key] = _order(docs, scores, ties or "trec")
            out[n] = fast_value(n, tool, memo[key], relevant, seen, k)
    return out


def extreme_orders(listed: list, scores: list[float], grades: dict, k: int) -> list[list]:
    """Orders of tied items among which every number modelled here takes
    its lowest and its highest value: each tie's most relevant first, and
    last; and, for the tie the cutoff ``k`` splits, each count of relevant
    items it can leave inside the cut, first and last among the places
    inside (AP ÷ hits is not monotone there: one more hit changes the
    divisor).

    >>> extreme_orders(["a", "b", "c"], [1.0, 1.0, 1.0], {"a": 1}, 3)[:2]
    [['a', 'b', 'c'], ['b', 'c', 'a']]
    """
    groups: dict[float, list] = {}
    for d, s in zip(listed, scores, strict=True):
        groups.setdefault(s, []).append(d)
    ordered = [groups[s] for s in sorted(groups, reverse=True)]

    def grade(d) -> float:
        return float(grades.get(d, 0))

    best = [sorted(g, key=lambda d: -grade(d)) for g in ordered]
    worst = [sorted(g, key=grade) for g in ordered]
    out = [sum(best, []), sum(worst, [])]
    start = 0
    for i, group in enumerate(ordered):
        inside = k - start
        if 0 < inside < len(group):
            hits = [d for d in group if grade(d) >= 1]
            misses = [d for d in group if grade(d) < 1]
            for r in range(max(0, len(hits) - (len(group) - inside)), min(len(hits), inside) + 1):
                fill = inside - r
                for first in (True, False):
                    if first:
                        head = hits[:r] + misses[:fill]
                    else:
                        head = misses[:fill] + hits[:r]
                    tail = hits[r:] + misses[fill:]
                    for around in (best, worst):
                        out.append(sum(around[:i], []) + head + tail + sum(around[i + 1 :], []))
        start += len(group)
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
    """One number of one ranked list, as the teaching library computes it
    (:mod:`metrics.lists`; :func:`fast_value` is the same in plain Python,
    checked against it in ``tests/test_tool_models_random.py``)."""
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
    if n == "RR@k":
        return reciprocal_rank(ranking[:k], relevant)
    return reciprocal_rank(ranking, relevant)


def fast_value(n: str, tool: Tool, ranking: list, relevant: dict, seen: dict, k: int) -> float:
    """:func:`_value` without the teaching library's tables: sums left to
    right as it adds them, the same divisors and the same rules for a zero
    divisor (0)."""
    if n in ("RR", "RR@k"):
        top = ranking if n == "RR" else ranking[:k]
        return next((1.0 / i for i, d in enumerate(top, 1) if relevant.get(d, 0) >= 1), 0.0)
    if n == "nDCG@k":
        binary = tool.ndcg_gain == "binary"
        exponential = tool.ndcg_gain == "exponential"

        def gain(g: float) -> float:
            g = (1 if g >= 1 else 0) if binary else max(g, 0)
            return 2.0**g - 1.0 if exponential else float(g)

        dcg = 0.0
        for i, d in enumerate(ranking[:k], 1):
            dcg += gain(seen.get(d, 0)) / math.log2(i + 1)
        best = sorted((g for g in seen.values() if g > 0), reverse=True)[:k]
        ideal = 0.0
        for i, g in enumerate(best, 1):
            ideal += gain(g) / math.log2(i + 1)
        return dcg / ideal if ideal else 0.0
    depth = len(ranking) if n == "AP" else k
    rels = [relevant.get(d, 0) >= 1 for d in ranking[:depth]]
    hits = sum(rels)
    if n == "P@k":
        d = k if tool.p_denominator == "k" else min(k, len(ranking))
        return hits / d if d else 0.0
    total, found = 0.0, 0
    for i, rel in enumerate(rels, 1):
        if rel:
            found += 1
            total += found / i
    m = sum(1 for g in relevant.values() if g >= 1)
    convention = tool.ap_convention
    if n == "AP" and convention == "min_m_k":
        convention = "m"
    divisor = {"m": m, "min_m_k": min(m, depth), "hits": hits}[convention]
    return total / divisor if divisor and depth else 0.0


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

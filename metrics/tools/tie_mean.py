r"""A number's mean over every order of tied items, without listing the
orders (McSherry and Najork, "Computing information retrieval performance
measures efficiently in the presence of tied scores", ECIR 2008): what a
tool that breaks ties at random (TF-Ranking's shuffle) prints on average,
and the middle of the span of a tool whose order is unspecified.

By linearity of expectation, each rank of a tie group of g items, r of them
relevant, c relevant items above the group and a items above it in all, is
relevant with chance r / g, and, given that it is, has on average
:math:`c + 1 + (p - a - 1)(r - 1)/(g - 1)` relevant items at or above it
(rank p). So P@K, DCG@K (each item's gain the group's mean gain), AP ÷ m
and AP ÷ min(m, K) have exact means; RR's first relevant rank in its group
has :math:`P(X = j) = \binom{g - j}{r - 1} / \binom{g}{r}`. AP ÷ hits divides
by a number the order changes: no mean is given (None).

>>> round(mean_over_orders("RR", ["a", "b", "c"], [1.0] * 3, {"a": 1}, {"a": 1}, 3, {}), 4)
0.6111
"""

from __future__ import annotations

import math


def _groups(listed: list, scores: list[float]) -> list[list]:
    groups: dict[float, list] = {}
    for d, s in zip(listed, scores, strict=True):
        groups.setdefault(s, []).append(d)
    return [groups[s] for s in sorted(groups, reverse=True)]


def mean_over_orders(
    n: str, listed: list, scores: list[float], relevant: dict, seen: dict, k: int, how: dict
) -> float | None:
    """The mean of number ``n`` over every order of the tied items.

    ``how``: the tool's ``p_denominator``, ``ap_convention`` and
    ``ndcg_gain`` (``{"P": "k", "AP": "m", "gain": "linear"}``).
    """
    groups = _groups(listed, scores)
    rel = [[relevant.get(d, 0) >= 1 for d in g] for g in groups]
    if n in ("RR", "RR@k"):
        cut = len(listed) if n == "RR" else k
        start = 0
        for g, flags in zip(groups, rel, strict=True):
            size, r = len(g), sum(flags)
            if r:
                ways = math.comb(size, r)
                return sum(
                    math.comb(size - j, r - 1) / ways / (start + j)
                    for j in range(1, size - r + 2)
                    if start + j <= cut
                )  # fmt: skip
            start += size
        return 0.0
    if n == "nDCG@k":
        gain = how.get("gain", "linear")

        def value(grade: float) -> float:
            grade = (1 if grade >= 1 else 0) if gain == "binary" else max(grade, 0)
            return 2.0**grade - 1.0 if gain == "exponential" else float(grade)

        dcg, start = 0.0, 0
        for g in groups:
            mean_gain = sum(value(seen.get(d, 0)) for d in g) / len(g)
            for p in range(start + 1, min(start + len(g), k) + 1):
                dcg += mean_gain / math.log2(p + 1)
            start += len(g)
        best = sorted((x for x in seen.values() if x > 0), reverse=True)[:k]
        ideal = sum(value(x) / math.log2(i + 1) for i, x in enumerate(best, 1))
        return dcg / ideal if ideal else 0.0
    depth = len(listed) if n == "AP" else k
    if n == "P@k":
        hits, start = 0.0, 0
        for g, flags in zip(groups, rel, strict=True):
            inside = min(max(depth - start, 0), len(g))
            hits += sum(flags) * inside / len(g)
            start += len(g)
        d = k if how.get("P", "k") == "k" else min(k, len(listed))
        return hits / d if d else 0.0
    convention = how.get("AP", "m")
    if n == "AP" and convention == "min_m_k":
        convention = "m"
    if convention not in ("m", "min_m_k"):
        return None  # ÷ hits: the divisor moves with the order
    total, start, above = 0.0, 0, 0
    for g, flags in zip(groups, rel, strict=True):
        size, r = len(g), sum(flags)
        for p in range(start + 1, min(start + size, depth) + 1):
            if r:
                before = (p - start - 1) * (r - 1) / (size - 1) if size > 1 else 0.0
                total += (r / size) * (above + 1 + before) / p
        start, above = start + size, above + r
    m = sum(1 for x in relevant.values() if x >= 1)
    divisor = m if convention == "m" else min(m, depth)
    return total / divisor if divisor and depth else 0.0

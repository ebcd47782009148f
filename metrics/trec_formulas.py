"""Every trec_eval measure's formula, one query at a time, as trec_eval 10.0 computes it.

This is the reference engine of ``python -m metrics``: each function below is
a line-by-line reading of trec_eval's ``m_<name>.c`` (usnistgov/trec_eval,
10.0), so that the printed numbers agree with trec_eval byte for byte (the
tests diff trec_eval's own ``test/out.*`` files). The vectorised engine in
:mod:`metrics.batch` computes the most used measures much faster; the command
line uses it when every requested measure has a kernel there and no option
needs this engine, and the tests check that both agree.

Each function is ``f(judged, options, params)``: it takes one query's
ranking as trec_eval sees it (:class:`metrics.trec_judged.Judged`, where
``-1`` is a document not in the qrels and ``-2`` one judged with a negative
grade; most measures treat both as not relevant), the options and the
measure's parameters, and returns a value, or one value per cutoff. A
document is relevant when its grade is at least the relevance level (``-l``,
default 1). The conventions trec_eval does not have (``ap_trunc``,
``P_minlen``, …) are at the end, on the same footing.

Each measure's name, description, formula, rule for degenerate input and who
computes it are in :data:`metrics.trec_measures.MEASURES`, the one list of
measures, in trec_eval's order; the preference measures are in
:mod:`metrics.trec_prefs`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cmp_to_key

from .floats import added
from .trec_judged import NONPOOL, UNJUDGED, Judged, Options, atol, judge, lround  # noqa: F401 (judge: doctests)

MIN_GEO_MEAN = 0.00001  #: floor of a value before its logarithm (gm_map, gm_bpref)
INFAP_EPSILON = 0.00001


def _div(top: float, bottom: float) -> float:
    """C's double division: x / 0 is ±inf, 0 / 0 is -nan (x86-64)."""
    if bottom:
        return top / bottom
    return -math.nan if top == 0 or math.isnan(top) else math.copysign(math.inf, top)


# ---------------------------------------------------------------------------
# Gains for the nDCG family (trec_eval's gain_init.c).


@dataclass
class _Gain:
    level: int
    gain: float
    count: int = 0


def _valid_int(text: str) -> bool:
    return bool(re.fullmatch(r"[+-]?\d+", text))


def gains(j: Judged, pairs: Sequence[tuple[str, float]]) -> list[_Gain]:
    """Each grade's gain, lowest gain first: ``grade=gain`` pairs from the
    measure's parameters, any other grade's gain is the grade itself."""
    out = [_Gain(atol(name), value) for name, value in pairs if _valid_int(name)]
    for level in range(j.num_rel_levels):
        known = next((g for g in out if g.level == level), None)
        if known:
            known.count = j.rel_levels[level]
        else:
            out.append(_Gain(level, float(level), j.rel_levels[level]))
    # trec_eval compares gains by their difference cast to int (qsort, stable here).
    return sorted(out, key=cmp_to_key(lambda a, b: int(a.gain - b.gain)))


def gain_lookup(table: list[_Gain]) -> dict[int, float]:
    """grade → gain (the first entry for a grade counts, as trec_eval's
    get_gain finds it); a grade not in the table has gain 0."""
    lookup: dict[int, float] = {}
    for g in table:
        lookup.setdefault(g.level, g.gain)
    return lookup


class _Ideal:
    """Walks the ideal ranking: the best gain first, as many as judged."""

    def __init__(self, table: list[_Gain]):
        self.table, self.level, self.seen = table, len(table) - 1, 0
        self.gain = table[self.level].gain if self.level >= 0 else 0.0

    def step(self) -> float:
        self.seen += 1
        while self.level >= 0 and self.seen > self.table[self.level].count:
            self.seen = 1
            self.level -= 1
            self.gain = self.table[self.level].gain if self.level >= 0 else 0.0
        return self.gain


# ---------------------------------------------------------------------------
# The measures: ``f(j, options, params)`` → a value, or one value per cutoff.


def _is_rel(r: int, o: Options) -> bool:
    return r >= o.level


def _cut(j: Judged, cutoffs, o: Options, at: Callable[[int, int], float]) -> list[float]:
    """trec_eval's cutoff loop: ``at(i, rel_so_far)`` at each cutoff i; a
    cutoff past the end of the ranking sees every retrieved document."""
    values = [0.0] * len(cutoffs)
    index, rel_so_far = 0, 0
    for i, r in enumerate(j.rels):
        if i == cutoffs[index]:
            values[index] = at(i, rel_so_far)
            index += 1
            if index == len(cutoffs):
                return values
        rel_so_far += r >= o.level
    for rest in range(index, len(cutoffs)):
        values[rest] = at(cutoffs[rest], rel_so_far)
    return values


def num_ret(j, o, p):
    return float(j.num_ret)


def num_rel(j, o, p):
    return float(j.num_rel)


def num_rel_ret(j, o, p):
    return float(j.num_rel_ret)


def _ap_sum(j: Judged, o: Options, stop: int | None = None) -> tuple[float, int]:
    total, rel_so_far = 0.0, 0
    for i, r in enumerate(j.rels[:stop]):
        if r >= o.level:
            rel_so_far += 1
            total += rel_so_far / (i + 1)
    return total, rel_so_far


def ap(j, o, p):
    total, found = _ap_sum(j, o)
    return total / j.num_rel if found else 0.0


def gm_ap(j, o, p):
    total, found = _ap_sum(j, o)
    if found:
        total = total / j.num_rel
    return math.log(max(total, MIN_GEO_MEAN))


def r_prec(j, o, p):
    look = min(j.num_ret, j.num_rel)
    if not look:
        return 0.0
    return sum(_is_rel(r, o) for r in j.rels[:look]) / j.num_rel


def _bpref(j: Judged, o: Options) -> float:
    num_nonrel = sum(j.rel_levels[: max(o.level, 0)])
    nonrel_so_far, total = 0, 0.0
    for r in j.rels:
        if r < 0:
            continue
        if r < o.level:
            nonrel_so_far += 1
        elif nonrel_so_far > 0:
            total += 1.0 - min(nonrel_so_far, j.num_rel) / min(num_nonrel, j.num_rel)
        else:
            total += 1.0
    return total / j.num_rel if j.num_rel else total


def bpref(j, o, p):
    return _bpref(j, o)


def gm_bpref(j, o, p):
    return math.log(max(_bpref(j, o), MIN_GEO_MEAN))


def recip_rank(j, o, p):
    first = next((i for i, r in enumerate(j.rels) if _is_rel(r, o)), None)
    return 0.0 if first is None else 1.0 / (first + 1)


def _interpolated(j: Judged, o: Options, fractions) -> list[float]:
    """Interpolated precision where recall reaches each fraction (the
    highest precision at any rank at or after that point)."""
    if o.version9:
        cutoffs = [int(f * j.num_rel + 0.9) for f in fractions]
    else:
        cutoffs = [lround(f * j.num_rel) for f in fractions]
    values = [0.0] * len(cutoffs)
    current = len(cutoffs) - 1
    while current >= 0 and cutoffs[current] > j.num_rel_ret:
        current -= 1
    int_precis = _div(j.num_rel_ret, j.num_ret)
    rel_so_far = j.num_rel_ret
    i = j.num_ret
    while i > 0 and rel_so_far > 0:
        precis = rel_so_far / i
        if int_precis < precis:
            int_precis = precis
        if _is_rel(j.rels[i - 1], o):
            while current >= 0 and rel_so_far == cutoffs[current]:
                values[current] = int_precis
                current -= 1
            rel_so_far -= 1
        i -= 1
    while current >= 0:
        values[current] = int_precis
        current -= 1
    return values


def iprec_at_recall(j, o, p):
    return _interpolated(j, o, p)


def eleven_pt_avg(j, o, p):
    if not p:
        raise ValueError("measure 11pt_avg needs at least one recall level")
    # trec_eval adds the levels from the last to the first.
    return added(reversed(_interpolated(j, o, p))) / len(p)


def precision(j, o, p):
    return _cut(j, p, o, lambda i, rel: rel / i)


def recall(j, o, p):
    if not j.num_rel:
        return [0.0] * len(p)
    return _cut(j, p, o, lambda i, rel: rel / j.num_rel)


def relative_precision(j, o, p):
    if not j.num_rel:
        return [0.0] * len(p)
    return _cut(j, p, o, lambda i, rel: rel / min(i, j.num_rel))


def success(j, o, p):
    return _cut(j, p, o, lambda i, rel: 1.0 if rel else 0.0)


def ap_cut(j, o, p):
    if not j.num_rel:
        return [0.0] * len(p)
    values = [0.0] * len(p)
    index, rel_so_far, total = 0, 0, 0.0
    for i, r in enumerate(j.rels):
        if i == p[index]:
            values[index] = total / j.num_rel
            index += 1
            if index == len(p):
                return values
        if r >= o.level:
            rel_so_far += 1
            total += rel_so_far / (i + 1)
    for rest in range(index, len(p)):
        values[rest] = total / j.num_rel
    return values


def unjudged(j, o, p):
    values = [0.0] * len(p)
    index, unj = 0, 0
    for i, r in enumerate(j.rels):
        if i == p[index]:
            values[index] = unj / i
            index += 1
            if index == len(p):
                return values
        unj += r in (NONPOOL, UNJUDGED)
    for rest in range(index, len(p)):
        values[rest] = unj / p[rest]
    return values


def relstring(j, o, p):
    def char(r: int) -> str:
        if r > 9:
            return ">"
        if r >= 0:
            return str(r)
        return {NONPOOL: "-", UNJUDGED: "."}.get(r, "<")

    return "".join(char(r) for r in j.rels[: max(int(p[0]), 0)])


def inf_ap(j, o, p):
    nonrel, rel, unj, total = 0, 0, 0, 0.0
    for i, r in enumerate(j.rels):
        if r == NONPOOL:
            continue
        if r == UNJUDGED:
            unj += 1
            continue
        if r < o.level:
            nonrel += 1
            continue
        rel += 1
        if i == 0:
            total += 1.0
        else:
            fj = float(i)
            total += 1.0 / (fj + 1.0) + (fj / (fj + 1.0)) * ((rel - 1 + nonrel + unj) / fj) * (
                (rel - 1 + INFAP_EPSILON) / (rel - 1 + nonrel + 2 * INFAP_EPSILON)
            )
    return total / j.num_rel if j.num_rel else total


def r_prec_mult(j, o, p):
    cutoffs = [int(f * j.num_rel + 0.9) for f in p]
    values = [0.0] * len(cutoffs)
    current = len(cutoffs) - 1
    while current >= 0 and cutoffs[current] > j.num_ret:
        values[current] = _div(j.num_rel_ret, cutoffs[current])
        current -= 1
    rel_so_far = j.num_rel_ret
    i = j.num_ret
    while i > 0 and rel_so_far > 0:
        precis = rel_so_far / i
        while current >= 0 and i == cutoffs[current]:
            values[current] = precis
            current -= 1
        if _is_rel(j.rels[i - 1], o):
            rel_so_far -= 1
        i -= 1
    return values


def utility(j, o, p):
    if len(p) != 4:
        raise ValueError("measure utility needs exactly 4 coefficients")
    return (
        p[0] * j.num_rel_ret
        + p[1] * (j.num_ret - j.num_rel_ret)
        + p[2] * (j.num_rel - j.num_rel_ret)
        + p[3] * (o.num_docs_in_coll + j.num_rel_ret - j.num_ret - j.num_rel)
    )


def bin_g(j, o, p):
    total, rel_so_far = 0.0, 0
    for i, r in enumerate(j.rels):
        if _is_rel(r, o):
            rel_so_far += 1
            total += 1.0 / math.log2(3 + i - rel_so_far)
    return total / j.num_rel if rel_so_far else 0.0


def g(j, o, p):
    table = gains(j, p)
    lookup = gain_lookup(table)
    ideal = _Ideal(table)
    results_g = sum_results = sum_ideal = sum_cost = 0.0
    min_cost = 1.0
    i = 0
    while i < j.num_ret and ideal.gain > 0.0:
        gain = lookup.get(j.rels[i], 0.0)
        sum_results += gain
        ideal_gain = ideal.step()
        if ideal_gain > 0.0:
            sum_ideal += ideal_gain
        sum_cost += ideal_gain if ideal_gain >= min_cost else min_cost
        if gain != 0:
            results_g += gain / math.log2(2 + sum_cost - sum_results)
        i += 1
    while i < j.num_ret:
        gain = lookup.get(j.rels[i], 0.0)
        sum_results += gain
        sum_cost += min_cost
        if gain != 0:
            results_g += gain / math.log2(2 + sum_cost - sum_results)
        i += 1
    while ideal.gain > 0.0:
        ideal_gain = ideal.step()
        if ideal_gain > 0.0:
            sum_ideal += ideal_gain
    return results_g / sum_ideal if sum_ideal > 0.0 else 0.0


def _dcgs(j: Judged, p) -> tuple[float, float]:
    """DCG of the ranking and of the ideal ranking (all judgments), whole lists."""
    table = gains(j, p)
    lookup = gain_lookup(table)
    ideal = _Ideal(table)
    dcg_value = ideal_dcg = 0.0
    i = 0
    while i < j.num_ret or ideal.gain > 0.0:
        if i < j.num_ret:
            gain = lookup.get(j.rels[i], 0.0)
            if gain != 0:
                dcg_value += gain / math.log2(i + 2)
        if ideal.gain > 0.0:
            ideal_gain = ideal.step()
            if ideal_gain > 0.0:
                ideal_dcg += ideal_gain / math.log2(i + 2)
        i += 1
    return dcg_value, ideal_dcg


def ndcg(j, o, p):
    dcg_value, ideal_dcg = _dcgs(j, p)
    return dcg_value / ideal_dcg if ideal_dcg > 0.0 else 0.0


def dcg(j, o, p):
    return _dcgs(j, p)[0]


def ideal_dcg(j, o, p):
    return _dcgs(j, p)[1]


def ndcg_rel(j, o, p):
    table = gains(j, p)
    lookup = gain_lookup(table)
    ideal = _Ideal(table)
    results_dcg = ideal_dcg_value = total = 0.0
    num_rel_ret = n_rel = 0
    i = 0
    while i < j.num_ret and ideal.gain > 0.0:
        gain = lookup.get(j.rels[i], 0.0)
        if gain != 0:
            results_dcg += gain / math.log2(i + 2)
        ideal_gain = ideal.step()
        if ideal_gain > 0.0:
            n_rel += 1
            ideal_dcg_value += ideal_gain / math.log2(i + 2)
        if gain > 0:
            total += _div(results_dcg, ideal_dcg_value)
            num_rel_ret += 1
        i += 1
    while i < j.num_ret:
        gain = lookup.get(j.rels[i], 0.0)
        if gain != 0:
            results_dcg += gain / math.log2(i + 2)
        if gain > 0:
            total += _div(results_dcg, ideal_dcg_value)
            num_rel_ret += 1
        i += 1
    while ideal.gain > 0.0:
        ideal_gain = ideal.step()
        if ideal_gain > 0.0:
            n_rel += 1
            ideal_dcg_value += ideal_gain / math.log2(i + 2)
        i += 1
    total += (n_rel - num_rel_ret) * _div(results_dcg, ideal_dcg_value)
    return total / n_rel if total > 0.0 else 0.0


def r_ndcg(j, o, p):
    table = gains(j, p)
    if j.num_rel == 0:
        return 0.0
    lookup = gain_lookup(table)
    ideal = _Ideal(table)
    old_gain = ideal.gain
    results_dcg = ideal_dcg_value = total = 0.0
    changes = 0
    i = 0
    while i < j.num_ret and ideal.gain > 0.0:
        gain = lookup.get(j.rels[i], 0.0)
        ideal_gain = ideal.step()
        if old_gain != ideal_gain:
            if ideal_dcg_value > 0.0:
                total += results_dcg / ideal_dcg_value
                changes += 1
            old_gain = ideal_gain
        if gain != 0:
            results_dcg += gain / math.log2(i + 2)
        if ideal_gain > 0.0:
            ideal_dcg_value += ideal_gain / math.log2(i + 2)
        i += 1
    if i < j.num_ret:
        while i < j.num_ret:
            gain = lookup.get(j.rels[i], 0.0)
            if gain != 0:
                results_dcg += gain / math.log2(i + 2)
            i += 1
        if ideal_dcg_value > 0.0:
            total += results_dcg / ideal_dcg_value
            changes += 1
    while ideal.gain > 0.0:
        ideal_gain = ideal.step()
        if old_gain != ideal_gain:
            if ideal_dcg_value > 0.0:
                total += results_dcg / ideal_dcg_value
                changes += 1
            old_gain = ideal_gain
        if ideal_gain > 0.0:
            ideal_dcg_value += ideal_gain / math.log2(i + 2)
        i += 1
    return _div(total, changes)


def ndcg_cut(j, o, p):
    """nDCG at each cutoff; the gain is the grade itself (no parameters)."""
    values = [0.0] * len(p)
    index, total = 0, 0.0
    for i, r in enumerate(j.rels):
        if i == p[index]:
            values[index] = total
            index += 1
            if index == len(p):
                break
        if r > 0:
            total += r / math.log2(i + 2)
    for rest in range(index, len(p)):
        values[rest] = total
    index, level, count, ideal = 0, j.num_rel_levels - 1, 0, 0.0
    i = 0
    while True:
        count += 1
        while level > 0 and count > j.rel_levels[level]:
            level -= 1
            count = 1
        if level <= 0:
            break
        if i == p[index]:
            if ideal > 0.0:
                values[index] /= ideal
            index += 1
            if index == len(p):
                return values
        ideal += level / math.log2(i + 2)
        i += 1
    for rest in range(index, len(p)):
        if ideal > 0.0:
            values[rest] /= ideal
    return values


def set_p(j, o, p):
    return j.num_rel_ret / j.num_ret if j.num_ret else 0.0


def set_relative_p(j, o, p):
    if j.num_ret and j.num_rel:
        return j.num_rel_ret / min(j.num_ret, j.num_rel)
    return 0.0


def set_recall(j, o, p):
    return j.num_rel_ret / j.num_rel if j.num_rel else 0.0


def set_map(j, o, p):
    if j.num_ret and j.num_rel:
        return (j.num_rel_ret * j.num_rel_ret) / (j.num_ret * j.num_rel)
    return 0.0


def set_f(j, o, p):
    if not j.num_rel_ret:
        return 0.0
    prec, rec, beta = j.num_rel_ret / j.num_ret, j.num_rel_ret / j.num_rel, p[0]
    return (beta + 1.0) * prec * rec / (beta * prec + rec)


def num_nonrel_judged_ret(j, o, p):
    return float(j.num_ret - j.num_nonpool - j.num_unjudged_in_pool - j.num_rel_ret)


#: rbp's persistence when no ``p=`` is given (trec_eval's default).
RBP_PERSISTENCE = 0.9


def _persistence(pairs) -> float:
    return next((value for name, value in pairs if name == "p"), RBP_PERSISTENCE)


def rbp(j, o, p):
    persistence = _persistence(p)
    table = gains(j, p)
    # trec_eval leaves min and max uninitialised; they behave as 0 and 1.
    low = min([0.0, *(t.gain for t in table)])
    high = max([1.0, *(t.gain for t in table)])
    if low < 0 or high > 1:
        for t in table:
            t.gain = (t.gain - low) / (high - low)
    lookup = gain_lookup(table)
    total, weight = 0.0, 1.0
    for r in j.rels:
        gain = lookup.get(r, 0.0)
        if gain != 0:
            total += gain * weight
        weight *= persistence
    return (1.0 - persistence) * total


def rbp_resid(j, o, p):
    persistence = _persistence(p)
    unj, total, weight = 0, 0.0, 1.0
    for r in j.rels:
        if r < 0:
            unj += 1
            total += weight
        weight *= persistence
    return weight + (1 - persistence) * total if unj else 0.0


# ---------------------------------------------------------------------------
# Judgment groups (``-R qrels_jg``): a query judged by several people, each
# set of judgments one group; a measure is computed with each group's
# judgments, then averaged over the groups.


def over_groups(measure: Callable) -> Callable:
    """``measure`` computed with each judgment group's judgments (one
    :class:`Judged` per group, in the groups' byte order) and averaged over
    the groups, as trec_eval's ``*_avgjg`` measures do: each group's value
    added in turn to 0, the sum then divided by the number of groups.

    Two judges, one finding both retrieved documents relevant, the other
    only the second, give P@2 = (1 + 1/2) / 2:

    >>> both, second = judge({"a": 1, "b": 1}, [("a", 2.0), ("b", 1.0)]), judge(
    ...     {"a": 0, "b": 1}, [("a", 2.0), ("b", 1.0)])
    >>> over_groups(precision)((both, second), Options(), (2,))
    [0.75]
    """

    def compute(groups: Sequence[Judged], o: Options, p: tuple) -> float | list[float]:
        totals: list[float] | None = None
        got: float | list[float] = 0.0
        for j in groups:
            got = measure(j, o, p)
            values = got if isinstance(got, list) else [got]
            totals = [0.0 + v for v in values] if totals is None else [
                t + v for t, v in zip(totals, values)
            ]  # fmt: skip
        totals = totals or [0.0]
        if len(groups) > 1:
            totals = [t / len(groups) for t in totals]
        return totals if isinstance(got, list) else totals[0]

    return compute


def yaap(j, o, p):
    """Robertson's "yet another AP": log((1 + S) / (1 + R - S)), S the sum of
    P@i over the relevant ranks i (AP x R)."""
    total, _ = _ap_sum(j, o)
    return math.log((1.0 + total) / (1.0 + j.num_rel - total))


# ---------------------------------------------------------------------------
# Conventions trec_eval does not have, on the same footing (``-m ap_trunc.10``).


def _hits(j: Judged, k: int, o: Options) -> int:
    return sum(_is_rel(r, o) for r in j.rels[:k])


def precision_min_len(j, o, p):
    return [_hits(j, k, o) / min(k, j.num_ret) if j.num_ret else 0.0 for k in p]


def f1(j, o, p):
    out = []
    for k in p:
        hits = _hits(j, k, o)
        prec, rec = hits / k, hits / j.num_rel if j.num_rel else 0.0
        out.append(2 * prec * rec / (prec + rec) if prec + rec > 0 else 0.0)
    return out


def ap_truncated(j, o, p):
    return [_ap_sum(j, o, k)[0] / min(j.num_rel, k) if j.num_rel else 0.0 for k in p]


def ap_over_hits(j, o, p):
    out = []
    for k in p:
        total, found = _ap_sum(j, o, k)
        out.append(total / found if found else 0.0)
    return out


def ap_mean_of_precisions(j, o, p):
    out = []
    for k in p:
        total, hits = 0.0, 0
        for i in range(k):  # ranks past the end of a short list keep the last count
            hits += i < j.num_ret and _is_rel(j.rels[i], o)
            total += hits / (i + 1)
        out.append(total / k)
    return out


def _ndcg_at(j: Judged, k: int, gain: Callable[[int], float], ideal_from_list: bool) -> float:
    got = [max(r, 0) for r in j.rels]
    if ideal_from_list:
        best = sorted(got, reverse=True)
    else:
        best = sorted((g for g, n in enumerate(j.rel_levels) for _ in range(n)), reverse=True)
    dcg_k = added(gain(g) / math.log2(i + 2) for i, g in enumerate(got[:k]))
    ideal_k = added(gain(g) / math.log2(i + 2) for i, g in enumerate(best[:k]))
    return dcg_k / ideal_k if ideal_k > 0 else 0.0


def dcg_cut(j, o, p):
    """DCG of the top k, gain = grade (negative grades give nothing)."""
    return [added(max(g, 0) / math.log2(i + 2) for i, g in enumerate(j.rels[:k])) for k in p]


def ndcg_exponential(j, o, p):
    return [_ndcg_at(j, k, lambda g: 2.0**g - 1, False) for k in p]


def ndcg_list_ideal(j, o, p):
    return [_ndcg_at(j, k, float, True) for k in p]

"""Every trec_eval measure, one query at a time, computed as trec_eval 10.0 does.

This is the reference engine of ``python -m metrics``: each function below is
a line-by-line reading of trec_eval's ``m_<name>.c`` (usnistgov/trec_eval,
10.0), so that the printed numbers agree with trec_eval byte for byte (the
tests diff trec_eval's own ``test/out.*`` files). The vectorised engine in
:mod:`metrics.batch` computes the most used measures much faster; the command
line uses it when every requested measure has a kernel there and no option
needs this engine, and the tests check that both agree.

The ranking of one query is first turned into trec_eval's ``RES_RELS``
(:class:`Judged`): the relevance value of each retrieved document in rank
order, where a document not in the qrels is ``-1`` (not in the pool) and one
judged with a negative grade is ``-2`` (in the pool, unjudged). Most measures
treat both as not relevant. A document is relevant when its grade is at least
the relevance level (``-l``, default 1).

Every measure has a name, a short description, its formula, the rule for
degenerate input, who computes it and how its value is averaged over queries,
in :data:`MEASURES`, in trec_eval's order (the order the output uses).
Reading ``-m`` arguments, the evaluation loop and the output lines are in
:mod:`metrics.trec_engine`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cmp_to_key

from .floats import added

NONPOOL = -1  #: retrieved, not in the qrels (trec_eval's RELVALUE_NONPOOL)
UNJUDGED = -2  #: in the qrels with a negative grade (RELVALUE_UNJUDGED)
MIN_GEO_MEAN = 0.00001  #: floor of a value before its logarithm (gm_map, gm_bpref)
INFAP_EPSILON = 0.00001
MAX_DOCS = 2_147_483_647  #: trec_eval's MAXLONG, the default of -M
BOGUS_DOCNO = "ceci_nest_pas_un_docno"  #: what -c retrieves for a query missing from the run


@dataclass(frozen=True)
class Options:
    """trec_eval's command-line options that change the numbers.

    Attributes
    ----------
    level : int
        ``-l``: the lowest grade that counts as relevant.
    max_docs : int
        ``-M``: only the first ``max_docs`` documents of each ranking count.
    judged_only : bool
        ``-J``: documents not in the qrels are removed before ranking.
    num_docs_in_coll : int
        ``-N``: collection size (only ``utility``'s fourth coefficient uses it).
    complete : bool
        ``-c``: average over every query in the qrels; a query missing from
        the run is scored as if it retrieved one unknown document.
    version9 : bool
        trec_eval 9.x's rule (pytrec_eval, ir-measures) for turning a recall
        level into a number of relevant documents in ``iprec_at_recall`` and
        ``11pt_avg``: ``int(f * R + 0.9)``; 10.0 rounds, ``lround(f * R)``.
    judgment_groups : bool
        ``-R qrels_jg``: the qrels' second column names a judgment group
        (one judge's set of judgments); only the ``*_avgjg`` measures, which
        average over the groups, can be computed.
    preferences : bool
        ``-R prefs`` or ``-R qrels_prefs``: the judgments are preferences
        (:mod:`metrics.trec_prefs`); only the ``prefs_*`` measures can be
        computed.
    """

    level: int = 1
    max_docs: int = MAX_DOCS
    judged_only: bool = False
    num_docs_in_coll: int = 0
    complete: bool = False
    version9: bool = False
    judgment_groups: bool = False
    preferences: bool = False


@dataclass(frozen=True)
class Judged:
    """One query's ranking as trec_eval sees it (its ``RES_RELS``).

    ``rels[i]`` is the relevance value of the document at rank ``i + 1``
    (``-1`` not in the qrels, ``-2`` judged with a negative grade);
    ``rel_levels[g]`` counts the judged documents of grade ``g >= 0``.
    """

    rels: tuple[int, ...]
    num_ret: int
    num_rel: int
    num_rel_ret: int
    num_nonpool: int
    num_unjudged_in_pool: int
    rel_levels: tuple[int, ...]

    @property
    def num_rel_levels(self) -> int:
        """One more than the highest grade any judged document has."""
        return max((g + 1 for g, n in enumerate(self.rel_levels) if n), default=0)


def judge(
    judgments: dict[str, int], ranking: Sequence[tuple[str, float]], options: Options = Options()
) -> Judged:
    """Order a ranking as trec_eval does and look up each document's grade.

    Documents are ordered by score, highest first; equal scores by docno in
    *decreasing* byte order. Then ``-M`` keeps the first documents and ``-J``
    drops those not judged.

    >>> j = judge({"b": 1, "c": 0, "x": 2}, [("a", 0.5), ("b", 0.5), ("c", 0.9)])
    >>> j.rels, j.num_rel, j.num_rel_ret
    ((0, 1, -1), 2, 1)
    """
    ordered = sorted(ranking, key=lambda d: d[0].encode("utf-8"), reverse=True)
    ordered.sort(key=lambda d: -d[1])
    ordered = ordered[: max(options.max_docs, 0)]
    rels = []
    for docno, _ in ordered:
        grade = judgments.get(docno)
        rels.append(NONPOOL if grade is None else UNJUDGED if grade < 0 else grade)
    if options.judged_only:
        rels = [r for r in rels if r >= 0]
    top = max((g for g in judgments.values() if g >= 0), default=-1)
    levels = [0] * (top + 1)
    for g in judgments.values():
        if g >= 0:
            levels[g] += 1
    return Judged(
        rels=tuple(rels),
        num_ret=len(rels),
        num_rel=sum(levels[options.level :]) if options.level >= 0 else sum(levels),
        num_rel_ret=sum(1 for r in rels if r >= options.level and r >= 0),
        num_nonpool=rels.count(NONPOOL),
        num_unjudged_in_pool=rels.count(UNJUDGED),
        rel_levels=tuple(levels),
    )


# ---------------------------------------------------------------------------
# Number parsing as C's atol / atof / lround do it.

_ATOF = re.compile(r"\s*[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)")
_ATOL = re.compile(r"\s*[+-]?\d+")


def atof(text: str) -> float:
    """C's ``atof``: the longest number at the start, else 0.0.

    >>> atof(".25"), atof("23.4x"), atof("p")
    (0.25, 23.4, 0.0)
    """
    match = _ATOF.match(text)
    return float(match.group()) if match else 0.0


def atol(text: str) -> int:
    """C's ``atol``: the whole number at the start, else 0 (``"23.4"`` → 23)."""
    match = _ATOL.match(text)
    return int(match.group()) if match else 0


def lround(x: float) -> int:
    """C's ``lround``: halves round away from zero (2.5 → 3)."""
    whole = math.floor(abs(x))
    whole += abs(x) - whole >= 0.5
    return int(math.copysign(whole, x))


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
# The table of measures.

#: How a measure's parameters are read and its output lines named:
#: ``single`` no parameters; ``cut_long`` whole-number cutoffs (``P_10``);
#: ``cut_double`` fractions (``iprec_at_recall_0.10``); ``param_double``
#: numbers, named by the text given (``utility_2,-1,0,0``); ``param_pair``
#: ``name=value`` pairs (``ndcg_1=3,2=9``).
KINDS = ("single", "cut_long", "cut_double", "param_double", "param_pair")


@dataclass(frozen=True)
class TrecMeasure:
    """One trec_eval measure (or family with parameters).

    Attributes
    ----------
    name : str
        trec_eval's name.
    short : str
        What it measures, in one line (the command line's ``--help``).
    compute : callable
        ``compute(judged, options, params)``: a value, or one per cutoff.
    kind : str
        One of :data:`KINDS`.
    defaults : tuple
        Parameters used when ``-m`` gives none.
    integer : bool
        Printed as a whole number.
    average : str
        The ``all`` line: ``mean`` over queries, ``sum``, ``gm`` (geometric
        mean, ``exp`` of the mean log), ``count`` (num_q), ``none`` (runid,
        relstring: not averaged).
    per_query : bool
        Printed for each query with ``-q``.
    degenerate : str
        What a query with no relevant document, or no retrieved one, gets.
    in_trec_eval : bool
        trec_eval has it under this name (else one of this library's
        conventions, on the same footing).
    formula : str
        The formula in plain text: R relevant judged, N judged non-relevant,
        n retrieved, rel(i) 1 when rank i is relevant, P@i precision at i.
    computed_by : tuple of str
        Tools that compute it exactly this way (with their own names for it).
    title : str
        Its name in plain words, ``{k}`` standing for the cutoff: the label
        the app's pages show ("Truncated AP@{k}").
    question : str
        The one question it answers, for someone who has never heard of it.
    tex : str
        The formula in LaTeX, as the lessons show it, where a lesson does.
    groups : bool
        Computed over judgment groups (``-R qrels_jg``): ``compute`` takes
        one :class:`Judged` per group.
    prefs : bool
        Computed from preferences (``-R prefs``): ``compute`` takes a
        :class:`metrics.trec_prefs.Preferences`.
    """

    name: str
    short: str
    compute: Callable
    kind: str = "single"
    defaults: tuple = ()
    integer: bool = False
    average: str = "mean"
    per_query: bool = True
    degenerate: str = "no relevant document scores 0"
    in_trec_eval: bool = True
    formula: str = ""
    computed_by: tuple[str, ...] = ()
    title: str = ""
    question: str = ""
    tex: str = ""
    groups: bool = False
    prefs: bool = False

    @property
    def cutoffs(self) -> tuple[int, ...]:
        """Default cutoffs of a ``cut_long`` family (``P``: 5, 10, …); else ()."""
        return self.defaults if self.kind == "cut_long" else ()


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


_CUTS = (5, 10, 15, 20, 30, 100, 200, 500, 1000)
_RECALLS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
_RPREC_MULTS = (0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0)

from . import trec_prefs as _prefs  # noqa: E402 (it needs Options, above)

MEASURES: dict[str, TrecMeasure] = {
    m.name: m
    for m in [
        TrecMeasure("runid", "the run's tag (last field of the run file)", None, average="none", per_query=False, degenerate="-"),
        TrecMeasure("num_q", "number of queries averaged over", None, integer=True, average="count", per_query=False, degenerate="-"),
        TrecMeasure("num_ret", "documents retrieved (summed in 'all')", num_ret, integer=True, average="sum", degenerate="-"),
        TrecMeasure("num_rel", "relevant documents judged (summed in 'all')", num_rel, integer=True, average="sum", degenerate="-"),
        TrecMeasure("num_rel_ret", "relevant documents retrieved (summed in 'all')", num_rel_ret, integer=True, average="sum", degenerate="-"),
        TrecMeasure("map", "average precision, / all relevant documents", ap),
        TrecMeasure("gm_map", "geometric mean of AP over queries (AP floored at 0.00001)", gm_ap, average="gm", per_query=False),
        TrecMeasure("Rprec", "precision after R documents, R = relevant documents", r_prec),
        TrecMeasure("bpref", "how often judged relevant documents come before judged non-relevant ones", bpref),
        TrecMeasure("recip_rank", "1 / rank of the first relevant document", recip_rank),
        TrecMeasure("iprec_at_recall", "interpolated precision at recall levels", iprec_at_recall, "cut_double", _RECALLS),
        TrecMeasure("P", "precision at k, / k even when fewer than k were retrieved", precision, "cut_long", _CUTS),
        TrecMeasure("relstring", "grades of the first N documents as a string (per query only)", relstring, "param_double", (10.0,), average="none", degenerate="''"),
        TrecMeasure("recall", "relevant in the top k / all relevant", recall, "cut_long", _CUTS),
        TrecMeasure("infAP", "inferred AP (for sampled judgments)", inf_ap),
        TrecMeasure("gm_bpref", "geometric mean of bpref over queries", gm_bpref, average="gm", per_query=False),
        TrecMeasure("Rprec_mult", "precision after R x f documents", r_prec_mult, "cut_double", _RPREC_MULTS),
        TrecMeasure("utility", "a*rel_ret + b*nonrel_ret + c*rel_not_ret + d*nonrel_not_ret", utility, "param_double", (1.0, -1.0, 0.0, 0.0), degenerate="-"),
        TrecMeasure("11pt_avg", "mean interpolated precision at 11 recall levels", eleven_pt_avg, "param_double", _RECALLS),
        TrecMeasure("binG", "binary gain, discounted by log2 of the non-relevant seen", bin_g),
        TrecMeasure("G", "normalised cumulative gain with a cost model", g, "param_pair"),
        TrecMeasure("dcg", "DCG of the whole ranking (gain = grade, or -m dcg.grade=gain)", dcg, "param_pair"),
        TrecMeasure("ideal_dcg", "DCG of the best order of all judged documents", ideal_dcg, "param_pair"),
        TrecMeasure("ndcg", "nDCG of the whole ranking, IDCG from all judgments", ndcg, "param_pair"),
        TrecMeasure("ndcg_rel", "nDCG averaged over the relevant documents", ndcg_rel, "param_pair"),
        TrecMeasure("Rndcg", "nDCG averaged where the ideal gain changes", r_ndcg, "param_pair"),
        TrecMeasure("ndcg_cut", "nDCG at k, gain = grade, IDCG from all judgments", ndcg_cut, "cut_long", _CUTS),
        TrecMeasure("map_cut", "AP of the top k, / all relevant documents", ap_cut, "cut_long", _CUTS),
        TrecMeasure("relative_P", "relevant in the top k / min(k, relevant)", relative_precision, "cut_long", _CUTS),
        TrecMeasure("success", "1 if a relevant document is in the top k", success, "cut_long", (1, 5, 10)),
        TrecMeasure("set_P", "relevant retrieved / retrieved", set_p),
        TrecMeasure("set_relative_P", "relevant retrieved / min(retrieved, relevant)", set_relative_p),
        TrecMeasure("set_recall", "relevant retrieved / relevant", set_recall),
        TrecMeasure("set_map", "set_P x set_recall", set_map),
        TrecMeasure("set_F", "F-measure of set_P and set_recall (beta = 1)", set_f, "param_double", (1.0,)),
        TrecMeasure("num_nonrel_judged_ret", "judged non-relevant documents retrieved (summed)", num_nonrel_judged_ret, integer=True, average="sum", degenerate="-"),
        TrecMeasure("prefs_num_prefs_poss", "preferences possible (summed in 'all'; -R prefs)", _prefs.num_prefs_poss, integer=True, average="sum", prefs=True),
        TrecMeasure("prefs_num_prefs_ful", "preferences fulfilled (summed in 'all'; -R prefs)", _prefs.num_prefs_ful, integer=True, average="sum", prefs=True),
        TrecMeasure("prefs_num_prefs_ful_ret", "preferences fulfilled between retrieved documents (summed; -R prefs)", _prefs.num_prefs_ful_ret, integer=True, average="sum", prefs=True),
        TrecMeasure("prefs_simp", "preferences fulfilled / possible (-R prefs)", _prefs.simple("all"), prefs=True),
        TrecMeasure("prefs_pair", "per document pair, the share fulfilled, averaged over pairs (-R prefs)", _prefs.pairs("rin"), prefs=True),
        TrecMeasure("prefs_avgjg", "fulfilled / possible per judgment group, averaged over groups (-R prefs)", _prefs.averaged("all"), prefs=True),
        TrecMeasure("prefs_avgjg_Rnonrel", "prefs_avgjg with as many non-relevant as relevant documents (-R prefs)", _prefs.rnonrel(False), prefs=True),
        TrecMeasure("prefs_simp_ret", "prefs_simp between retrieved documents only (-R prefs)", _prefs.simple("ret"), prefs=True),
        TrecMeasure("prefs_pair_ret", "prefs_pair between retrieved documents only (-R prefs)", _prefs.pairs("r"), prefs=True),
        TrecMeasure("prefs_avgjg_ret", "prefs_avgjg between retrieved documents only (-R prefs)", _prefs.averaged("ret"), prefs=True),
        TrecMeasure("prefs_avgjg_Rnonrel_ret", "prefs_avgjg_Rnonrel between retrieved documents only (-R prefs)", _prefs.rnonrel(True), prefs=True),
        TrecMeasure("prefs_simp_imp", "prefs_simp without pairs neither retrieved (-R prefs)", _prefs.simple("imp"), prefs=True),
        TrecMeasure("prefs_pair_imp", "prefs_pair without pairs neither retrieved (-R prefs)", _prefs.pairs("ri"), prefs=True),
        TrecMeasure("prefs_avgjg_imp", "prefs_avgjg without pairs neither retrieved (-R prefs)", _prefs.averaged("imp"), prefs=True),
        TrecMeasure("map_avgjg", "AP averaged over judgment groups (-R qrels_jg)", over_groups(ap), groups=True),
        TrecMeasure("P_avgjg", "P at k averaged over judgment groups (-R qrels_jg)", over_groups(precision), "cut_long", _CUTS, groups=True),
        TrecMeasure("Rprec_mult_avgjg", "Rprec_mult averaged over judgment groups (-R qrels_jg)", over_groups(r_prec_mult), "cut_double", _RPREC_MULTS, groups=True),
        TrecMeasure("yaap", "Robertson's 'yet another AP', log((1 + S) / (1 + R - S))", yaap, degenerate="R = 0: 0"),
        TrecMeasure("rbp", "rank-biased precision, persistence p = 0.9", rbp, "param_pair"),
        TrecMeasure("rbp_resid", "rank-biased precision's residual from unjudged documents", rbp_resid, "param_pair"),
        TrecMeasure("unj", "fraction of the top k not judged", unjudged, "cut_long", (5, 10, 20)),
    ]
}  # fmt: skip

#: trec_eval's nicknames for sets of measures.
NICKNAMES = {
    "official": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map",
                 "Rprec", "bpref", "recip_rank", "iprec_at_recall", "P"),
    "all_trec": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map",
                 "Rprec", "bpref", "recip_rank", "iprec_at_recall", "P", "relstring",
                 "recall", "unj", "rbp", "rbp_resid", "infAP", "gm_bpref", "utility",
                 "11pt_avg", "ndcg", "relative_P", "Rprec_mult", "success", "map_cut",
                 "ndcg_cut", "ndcg_rel", "Rndcg", "binG", "G", "set_P", "set_recall",
                 "set_relative_P", "set_map", "set_F", "num_nonrel_judged_ret"),
    "set": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "utility", "set_P",
            "set_recall", "set_relative_P", "set_map", "set_F"),
    "qrels_jg": ("runid", "num_q", "map_avgjg", "P_avgjg", "Rprec_mult_avgjg"),
    "all_prefs": ("runid", "num_q", "prefs_num_prefs_poss", "prefs_num_prefs_ful",
                  "prefs_num_prefs_ful_ret", "prefs_simp", "prefs_pair", "prefs_avgjg",
                  "prefs_avgjg_Rnonrel", "prefs_simp_ret", "prefs_pair_ret", "prefs_avgjg_ret",
                  "prefs_avgjg_Rnonrel_ret", "prefs_simp_imp", "prefs_pair_imp",
                  "prefs_avgjg_imp"),
    "prefs": ("runid", "num_q", "prefs_num_prefs_poss", "prefs_num_prefs_ful",
              "prefs_num_prefs_ful_ret", "prefs_simp", "prefs_pair", "prefs_avgjg"),
}  # fmt: skip


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


for _m in [
    TrecMeasure("P_minlen", "precision at k / min(k, documents retrieved)", precision_min_len, "cut_long", _CUTS),
    TrecMeasure("F1", "harmonic mean of P_k and recall_k", f1, "cut_long", _CUTS),
    TrecMeasure("ap_trunc", "truncated AP@k / min(m, k) (Kaggle apk)", ap_truncated, "cut_long", _CUTS),
    TrecMeasure("ap_hits", "AP@k / relevant found in the top k (torchmetrics top_k)", ap_over_hits, "cut_long", _CUTS),
    TrecMeasure("ap_meanP", "WRONG 'AP': mean of P@1..P@k, kept for teaching", ap_mean_of_precisions, "cut_long", _CUTS),
    TrecMeasure("dcg_cut", "DCG@k, gain = grade (not normalised)", dcg_cut, "cut_long", _CUTS),
    TrecMeasure("ndcg_exp_cut", "nDCG@k with exponential gain 2^grade - 1 (Burges)", ndcg_exponential, "cut_long", _CUTS),
    TrecMeasure("ndcg_listidcg_cut", "nDCG@k with IDCG from the retrieved list only (the classic bug)", ndcg_list_ideal, "cut_long", _CUTS),
]:  # fmt: skip
    MEASURES[_m.name] = TrecMeasure(**{**_m.__dict__, "in_trec_eval": False})


_TE = ("trec_eval 10.0",)
_PT = ("trec_eval 10.0", "pytrec_eval (trec_eval 9)")
_TE9 = (*_PT, "ir-measures")
_AP = (
    "trec_eval map / map_cut_k",
    "pytrec_eval (trec_eval 9)",
    "ir-measures AP",
    "ranx map",
    "TF-Ranking MeanAveragePrecisionMetric",
)
#: Formula, rule for degenerate input and who computes it, by measure.
_DOCS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "runid": ("the tag field of the run file's last line", "-", _PT),
    "num_q": ("number of queries evaluated (with -c: every query in the qrels)", "-", _TE9),
    "num_ret": ("n", "-", _TE9),
    "num_rel": ("R (with -c, 'all' counts every grade > 0 in the qrels)", "-", _TE9),
    "num_rel_ret": ("sum_i rel(i)", "-", _TE9),
    "map": ("AP = (1/R) sum_i rel(i) P@i", "R = 0 or nothing relevant retrieved: 0", _AP),
    "gm_map": ("exp(mean over queries of log max(AP, 0.00001))", "AP = 0 counts as 0.00001", _PT),
    "Rprec": ("(relevant in the top R) / R", "R = 0 or n = 0: 0", _TE9),
    "bpref": ("(1/R) sum over relevant retrieved d of 1 - min(N above d, R) / min(N, R)", "R = 0: 0; unjudged documents are skipped", _TE9),
    "recip_rank": ("1 / rank of the first relevant document", "nothing relevant retrieved: 0", ("trec_eval recip_rank", "pytrec_eval (trec_eval 9)", "ir-measures RR", "ranx mrr")),
    "iprec_at_recall": ("max P@j over ranks j at or after the point where round(f x R) relevant were found", "R = 0: 0; 9.x (pytrec_eval, ir-measures IPrec) used int(f x R + 0.9)", _TE),
    "P": ("(relevant in the top k) / k", "divides by k even when n < k; n = 0: 0", ("trec_eval P_k", "pytrec_eval (trec_eval 9)", "ir-measures P", "ranx precision")),
    "relstring": ("the grade of each of the first N documents: 0-9, '>' above 9, '-' not judged, '.' judged negative", "-", _TE),
    "recall": ("(relevant in the top k) / R", "R = 0: 0", ("trec_eval recall_k", "pytrec_eval (trec_eval 9)", "ir-measures R", "ranx recall")),
    "infAP": ("AP estimated from sampled judgments (Yilmaz & Aslam 2006); equals AP when judgments are complete", "R = 0: 0", _TE9),
    "gm_bpref": ("exp(mean over queries of log max(bpref, 0.00001))", "bpref = 0 counts as 0.00001", _PT),
    "Rprec_mult": ("(relevant in the top int(f x R + 0.9)) / that rank", "R = 0: 0", _PT),
    "utility": ("a x rel_ret + b x nonrel_ret + c x rel_not_ret + d x (-N collection rest)", "-", _PT),
    "11pt_avg": ("mean of iprec_at_recall over the recall levels (default 0, 0.1, ..., 1)", "R = 0: 0", _TE),
    "binG": ("(1/R) sum over relevant d at rank i of 1 / log2(2 + non-relevant above d)", "R = 0: 0", _PT),
    "G": ("cumulative gain with a cost model (trec_eval's m_G.c), / ideal", "no gain: 0", _PT),
    "dcg": ("sum_i gain(i) / log2(i + 1)", "-", _TE),
    "ideal_dcg": ("DCG of all judged documents, best grade first", "-", _TE),
    "ndcg": ("DCG / ideal DCG, gain = grade (or -m ndcg.grade=gain)", "no positive grade: 0", (*_TE9, "ranx ndcg")),
    "ndcg_rel": ("mean over relevant documents of nDCG at their ranks", "no positive grade: 0", _PT),
    "Rndcg": ("mean of nDCG where the ideal gain changes (ranks R_g)", "R = 0: 0", _PT),
    "ndcg_cut": ("DCG@k / ideal DCG@k, gain = grade, ideal from all judgments", "no positive grade: 0", ("trec_eval ndcg / ndcg_cut_k", "pytrec_eval (trec_eval 9)", "ir-measures nDCG", "ranx ndcg", "scikit-learn ndcg_score")),
    "map_cut": ("(1/R) sum_{i<=k} rel(i) P@i", "R = 0: 0", _AP),
    "relative_P": ("(relevant in the top k) / min(k, R)", "R = 0: 0", _PT),
    "success": ("1 if a relevant document is in the top k, else 0", "nothing relevant retrieved: 0", ("trec_eval success_k", "pytrec_eval (trec_eval 9)", "ir-measures Success", "ranx hit_rate")),
    "set_P": ("relevant retrieved / n", "n = 0: 0", _TE9),
    "set_relative_P": ("relevant retrieved / min(n, R)", "n = 0 or R = 0: 0", _TE9),
    "set_recall": ("relevant retrieved / R", "R = 0: 0", _TE9),
    "set_map": ("set_P x set_recall", "n = 0 or R = 0: 0", _TE9),
    "set_F": ("(b + 1) P R / (b P + R) of set_P and set_recall, b = 1", "nothing relevant retrieved: 0", _TE9),
    "num_nonrel_judged_ret": ("retrieved documents judged with a grade below the level", "-", _PT),
    "rbp": ("(1 - p) sum_i gain(i) p^(i-1), gains scaled into [0, 1], p = 0.9", "-", _TE),
    "rbp_resid": ("rbp's possible gain from unjudged documents: p^n + (1 - p) sum over unjudged p^(i-1)", "no unjudged document: 0", _TE),
    "unj": ("(documents not judged in the top k) / k", "-", _TE),
    "prefs_num_prefs_poss": ("sum over judges of the preferences they state (A over B, B not tied with A)", "-", _TE),
    "prefs_num_prefs_ful": ("preferences A over B the run fulfils: A above B, or A retrieved and B not", "-", _TE),
    "prefs_num_prefs_ful_ret": ("preferences fulfilled with A and B both retrieved", "-", _TE),
    "prefs_simp": ("fulfilled / possible, over every stated preference", "no preference: 0", _TE),
    "prefs_pair": ("mean over document pairs of the share of the pair's preferences fulfilled", "no pair: 0", _TE),
    "prefs_avgjg": ("mean over judges of fulfilled / possible", "nothing fulfilled: 0", _TE),
    "prefs_avgjg_Rnonrel": ("prefs_avgjg with each judge's non-relevant documents cut or padded to its R", "nothing fulfilled: 0", _TE),
    "prefs_simp_ret": ("fulfilled / possible over preferences between retrieved documents", "no such preference: 0", _TE),
    "prefs_pair_ret": ("prefs_pair over pairs both retrieved", "no such pair: 0", _TE),
    "prefs_avgjg_ret": ("prefs_avgjg over preferences between retrieved documents", "nothing fulfilled: 0", _TE),
    "prefs_avgjg_Rnonrel_ret": ("prefs_avgjg_Rnonrel over retrieved documents", "nothing fulfilled: 0", _TE),
    "prefs_simp_imp": ("prefs_simp leaving out pairs neither retrieved", "no such preference: 0", _TE),
    "prefs_pair_imp": ("prefs_pair leaving out pairs neither retrieved", "no such pair: 0", _TE),
    "prefs_avgjg_imp": ("prefs_avgjg leaving out pairs neither retrieved", "nothing fulfilled: 0", _TE),
    "map_avgjg": ("mean over the judgment groups of AP with each group's judgments", "a group with nothing relevant retrieved: 0", _TE),
    "P_avgjg": ("mean over the judgment groups of P@k with each group's judgments", "divides by k even when n < k", _TE),
    "Rprec_mult_avgjg": ("mean over the judgment groups of Rprec_mult with each group's judgments", "a group with R = 0: 0", _TE),
    "yaap": ("log((1 + S) / (1 + R - S)), S = sum_i rel(i) P@i (Robertson, ECIR 2012)", "R = 0: log(1) = 0", _TE),
    "P_minlen": ("(relevant in the top k) / min(k, n)", "n = 0: 0", ("torchmetrics RetrievalPrecision(adaptive_k=True)",)),
    "F1": ("2 P@k R@k / (P@k + R@k)", "nothing relevant in the top k: 0", ("ranx f1",)),
    "ap_trunc": ("(1/min(R, k)) sum_{i<=k} rel(i) P@i", "R = 0: 0", ("Kaggle ml_metrics apk / mapk", "Microsoft recommenders map_at_k", "RecBole MAP")),
    "ap_hits": ("(1/hits@k) sum_{i<=k} rel(i) P@i", "nothing relevant in the top k: 0", ("torchmetrics RetrievalMAP(top_k=K)",)),
    "ap_meanP": ("(1/k) sum_{i<=k} P@i: a misreading of AP", "n = 0: 0", ("no well-known library: a misreading found in tutorials and hand-written code",)),
    "dcg_cut": ("sum_{i<=k} max(grade(i), 0) / log2(i + 1)", "n = 0: 0", ("ranx dcg", "scikit-learn dcg_score", "(without a cutoff: trec_eval 10.0 dcg)")),
    "ndcg_exp_cut": ("DCG@k / ideal DCG@k with gain 2^grade - 1", "no positive grade: 0", ("ranx ndcg_burges", "LightGBM / XGBoost ndcg (but 1, not 0, for a query with nothing relevant)", "TF-Ranking NDCGMetric")),
    "ndcg_listidcg_cut": ("DCG@k / DCG@k of the retrieved documents sorted by grade", "nothing relevant retrieved: 0", ("hand-written code that sorts the returned list to get the ideal",)),
}  # fmt: skip
for _name, (_formula, _degenerate, _by) in _DOCS.items():
    MEASURES[_name] = replace(
        MEASURES[_name], formula=_formula, degenerate=_degenerate, computed_by=_by
    )

_SUM = r"\sum_{i=1}^{K} \mathrm{rel}(i)\, P@i"
#: Plain name ({k}: the cutoff), the question it answers and its LaTeX, for
#: the measures the app's pages show.
_PLAIN: dict[str, tuple[str, str, str]] = {
    "num_q": ("Queries", "", ""),
    "num_ret": ("Documents retrieved", "", ""),
    "num_rel": ("Relevant documents judged", "", ""),
    "num_rel_ret": ("Relevant documents retrieved", "", ""),
    "map": ("Standard AP, whole list", "", ""),
    "Rprec": ("R-precision (precision at rank R, R = relevant documents)", "", ""),
    "bpref": ("bpref (relevant ranked above judged non-relevant)", "", ""),
    "ndcg": ("nDCG, whole list", "", ""),
    "recip_rank": (
        "Reciprocal rank", "How far down is the first relevant item?",
        r"RR = \frac{1}{\text{rank of the first relevant item}}",
    ),
    "P": (
        "Precision@{k}", "What fraction of the top k items are relevant?",
        r"P@k = \frac{\text{hits}@k}{k}",
    ),
    "P_minlen": (
        "Precision@{k} ÷ min(k, length)", "Precision that does not punish a list shorter than k.",
        r"P@k = \frac{\text{hits}@k}{\min(k, n)}",
    ),
    "recall": (
        "Recall@{k}", "What fraction of all relevant items made it into the top k?",
        r"R@k = \frac{\text{hits}@k}{m}",
    ),
    "success": (
        "Hit@{k}", "Is there at least one relevant item in the top k?",
        r"\mathrm{Hit}@k = [\,\text{hits}@k > 0\,]",
    ),
    "F1": (
        "F1@{k}", "One number balancing precision and recall at k.",
        r"F_1@k = \frac{2\,P@k\,R@k}{P@k + R@k}",
    ),
    "ap_meanP": (
        "“Mean of P@i”@{k} (wrong)",
        "Averages the precision at every rank, relevant or not: a misreading.",
        r"\frac{1}{K}\sum_{i=1}^{K} P@i",
    ),
    "map_cut": (
        "Standard AP@{k}", "Average precision over all relevant items, found or not.",
        rf"AP@K = \frac{{1}}{{m}} {_SUM}",
    ),
    "ap_trunc": (
        "Truncated AP@{k}", "Average precision that can still reach 1 when m is larger than K.",
        rf"AP@K = \frac{{1}}{{\min(m, K)}} {_SUM}",
    ),
    "ap_hits": (
        "AP@{k} ÷ hits", "Average precision over the relevant items that were found only.",
        rf"AP@K = \frac{{1}}{{\text{{hits}}@K}} {_SUM}",
    ),
    "ndcg_cut": (
        "nDCG@{k}", "DCG as a fraction of the best possible DCG, gain = grade.",
        r"nDCG@K = \frac{DCG@K}{IDCG@K}, \quad g = \text{grade}",
    ),
    "dcg_cut": (
        "DCG@{k}", "Graded gain, each rank's worth shrinking with log2(rank + 1).",
        r"DCG@K = \sum_{i=1}^{K} \frac{g_i}{\log_2(i+1)}",
    ),
    "ndcg_exp_cut": (
        "nDCG@{k}, exponential gain", "nDCG with gain 2^grade − 1, which rewards top grades much more.",
        r"nDCG@K = \frac{DCG@K}{IDCG@K}, \quad g = 2^{\text{grade}} - 1",
    ),
    "ndcg_listidcg_cut": (
        "nDCG@{k}, IDCG from the list (bug)",
        "The classic bug: the ideal order is built from the retrieved list only.",
        r"nDCG@K = \frac{DCG@K}{IDCG_{\text{list}}@K}",
    ),
}  # fmt: skip
for _name, (_title, _question, _tex) in _PLAIN.items():
    MEASURES[_name] = replace(MEASURES[_name], title=_title, question=_question, tex=_tex)

r"""DCG and nDCG: graded gain, discounted by log2 of the rank.

.. math:: DCG@K = \sum_{i=1}^{K} \frac{g(\mathrm{grade}_i)}{\log_2(i + 1)},
          \qquad nDCG@K = \frac{DCG@K}{IDCG@K}

trec_eval's dcg, ideal_dcg, ndcg (whole list, gains as parameters, shared by
the three) and ndcg_cut (gain = grade), and the conventions trec_eval lacks:
dcg_cut, exponential gain (ndcg_exp_cut) and the ideal taken from the
returned list (ndcg_listidcg_cut, the classic bug). The gain table and the
ideal ranking the nDCG family shares (trec_eval's ``gain_init.c``) are here
too; :mod:`metrics.measures.graded` uses them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cmp_to_key

import numpy as np

from ..floats import added
from ..judged import GradeRefused, atol
from ..tools.names import NOT_A_TOOL, labels
from ..tools.registry import BY_ID
from .base import CUTS, TREC_EVAL, WITH_IR_MEASURES, Measure, OnList, log2_of, ratio


@dataclass
class Gain:
    """One grade's gain and how many judged documents have it."""

    level: int
    gain: float
    count: int = 0


def _valid_int(text: str) -> bool:
    return bool(re.fullmatch(r"[+-]?\d+", text))


def gains(judged, pairs: Sequence[tuple[str, float]]) -> list[Gain]:
    """trec_eval's ``setup_gains`` (gain_init.c): each grade's gain, lowest
    gain first: ``grade=gain`` pairs from the measure's parameters, any
    other grade's gain is the grade itself."""

    out = [Gain(atol(name), value) for name, value in pairs if _valid_int(name)]
    for level in range(judged.num_rel_levels):
        known = next((g for g in out if g.level == level), None)
        if known:
            known.count = judged.rel_levels[level]
        else:
            out.append(Gain(level, float(level), judged.rel_levels[level]))
    # trec_eval compares gains by their difference cast to int (qsort, stable here).
    return sorted(out, key=cmp_to_key(lambda a, b: int(a.gain - b.gain)))


def gain_lookup(table: list[Gain]) -> dict[int, float]:
    """grade → gain (the first entry for a grade counts, as trec_eval's
    ``get_gain`` finds it); a grade not in the table has gain 0."""
    lookup: dict[int, float] = {}
    for g in table:
        lookup.setdefault(g.level, g.gain)
    return lookup


class IdealWalk:
    """Walks the ideal ranking: the best gain first, as many as judged."""

    def __init__(self, table: list[Gain]):
        self.table, self.level, self.seen = table, len(table) - 1, 0
        self.gain = table[self.level].gain if self.level >= 0 else 0.0

    def step(self) -> float:
        self.seen += 1
        while self.level >= 0 and self.seen > self.table[self.level].count:
            self.seen = 1
            self.level -= 1
            self.gain = self.table[self.level].gain if self.level >= 0 else 0.0
        return self.gain


def _dcgs(judged, params) -> tuple[float, float]:
    """DCG of the ranking and of the ideal ranking (all judgments), whole lists."""
    table = gains(judged, params)
    lookup = gain_lookup(table)
    ideal = IdealWalk(table)
    dcg_value = ideal_dcg_value = 0.0
    i = 0
    while i < judged.num_ret or ideal.gain > 0.0:
        if i < judged.num_ret:
            gain = lookup.get(judged.rels[i], 0.0)
            if gain != 0:
                dcg_value += gain / math.log2(i + 2)
        if ideal.gain > 0.0:
            ideal_gain = ideal.step()
            if ideal_gain > 0.0:
                ideal_dcg_value += ideal_gain / math.log2(i + 2)
        i += 1
    return dcg_value, ideal_dcg_value


def ndcg(judged, options, params):
    """trec_eval's ``m_ndcg.c``: DCG / ideal DCG of the whole ranking, the
    gains from the parameters (a grade's gain is the grade by default).
    No positive gain judged → 0."""
    dcg_value, ideal_dcg_value = _dcgs(judged, params)
    return dcg_value / ideal_dcg_value if ideal_dcg_value > 0.0 else 0.0


def ndcg_run_cut(judged, options, params):
    """trec_eval's ``m_ndcg.c`` read with ``-M k``: the run cut at k, the
    ideal from every judgment *uncut*, gain = grade (``ndcg_cut``'s ideal
    is cut at k too, so the two differ once more than k items are
    relevant). No positive grade → 0.

    >>> from metrics.judged import judge
    >>> j = judge({"a": 1, "b": 1, "c": 1}, [("x", 3.0), ("a", 2.0), ("b", 1.0)])
    >>> [round(v, 4) for v in ndcg_run_cut(j, None, [1, 2])]
    [0.0, 0.2961]

    At k = 2: DCG = 1/log2(3) = 0.6309, the ideal of all three relevant
    1 + 0.6309 + 0.5 = 2.1309 (``ndcg_cut.2``'s ideal stops at 1.6309: 0.3869).
    """
    out = []
    for k in params:
        cut = replace(judged, rels=judged.rels[:k], num_ret=min(k, judged.num_ret))
        out.append(ndcg(cut, options, ()))
    return out


def dcg(judged, options, params):
    """trec_eval's ``m_ndcg.c`` (as dcg): the ranking's DCG, whole list."""
    return _dcgs(judged, params)[0]


def ideal_dcg(judged, options, params):
    """trec_eval's ``m_ndcg.c`` (as ideal_dcg): DCG of every judged
    document, best grade first."""
    return _dcgs(judged, params)[1]


def ndcg_cut(judged, options, params):
    """trec_eval's ``m_ndcg_cut.c``: nDCG at each cutoff k, the gain the
    grade itself, the ideal from every judgment. No positive grade → 0."""
    values = [0.0] * len(params)
    index, total = 0, 0.0
    for i, grade in enumerate(judged.rels):
        if i == params[index]:
            values[index] = total
            index += 1
            if index == len(params):
                break
        if grade > 0:
            total += grade / math.log2(i + 2)
    for rest in range(index, len(params)):
        values[rest] = total
    index, level, count, ideal = 0, judged.num_rel_levels - 1, 0, 0.0
    i = 0
    while True:
        count += 1
        while level > 0 and count > judged.rel_levels[level]:
            level -= 1
            count = 1
        if level <= 0:
            break
        if i == params[index]:
            if ideal > 0.0:
                values[index] /= ideal
            index += 1
            if index == len(params):
                return values
        ideal += level / math.log2(i + 2)
        i += 1
    for rest in range(index, len(params)):
        if ideal > 0.0:
            values[rest] /= ideal
    return values


def _ndcg_at(judged, k: int, gain: Callable[[int], float], ideal_from_list: bool) -> float:
    got = [max(grade, 0) for grade in judged.rels]
    if ideal_from_list:
        best = sorted(got, reverse=True)
    else:
        best = sorted((g for g, n in enumerate(judged.rel_levels) for _ in range(n)), reverse=True)
    dcg_k = added(gain(g) / math.log2(i + 2) for i, g in enumerate(got[:k]))
    ideal_k = added(gain(g) / math.log2(i + 2) for i, g in enumerate(best[:k]))
    return dcg_k / ideal_k if ideal_k > 0 else 0.0


def dcg_cut(judged, options, params):
    """ranx's ``dcg``: DCG of the top k, gain = grade (negative grades give
    nothing). Nothing retrieved → 0."""
    return [
        added(max(g, 0) / math.log2(i + 2) for i, g in enumerate(judged.rels[:k])) for k in params
    ]


#: The highest grade whose gain 2^grade − 1 is a 64-bit float.
MAX_EXP_GRADE = 1023


def _exp_gain_fits(top: int) -> None:
    """Refuse a grade whose gain 2^grade − 1 no float holds (it became
    inf, and nDCG inf / inf, NaN)."""
    if top > MAX_EXP_GRADE:
        raise GradeRefused("grade_exp", measure="ndcg_exp_cut", grade=top, limit=MAX_EXP_GRADE)


def ndcg_exponential(judged, options, params):
    """Burges' nDCG@k (ranx ``ndcg_burges``): gain 2^grade − 1, the ideal
    from every judgment. No positive grade → 0; a grade above 1023 (whose
    gain no float holds) is refused."""
    _exp_gain_fits(judged.num_rel_levels - 1)
    return [_ndcg_at(judged, k, lambda g: 2.0**g - 1, False) for k in params]


def ndcg_list_ideal(judged, options, params):
    """The classic bug: nDCG@k whose ideal is the returned list re-sorted.
    Nothing relevant retrieved → 0."""
    return [_ndcg_at(judged, k, float, True) for k in params]


# ---------------------------------------------------------------------------
# Kernels: every query at once (metrics.evaluator.vectorised.Evaluated).


def dcg_of_each(e, k=None, gain="linear", ideal=None) -> np.ndarray:
    """Every query's DCG of its top ``k``: of the ranking, of every judgment
    best first (``ideal="judgments"``) or of the ranking re-sorted
    (``ideal="ranking"``)."""

    def discounted():
        grade, q, rank = np.maximum(e.grade, 0), e.q, e.rank
        if ideal == "judgments":
            grade, rank = np.maximum(e.ideal_grade, 0), e.ideal_rank
        elif ideal == "ranking":
            grade = grade[np.lexsort((-grade, q))]
        if gain == "exponential":
            _exp_gain_fits(int(grade.max(initial=0)))
        g = 2.0**grade - 1 if gain == "exponential" else grade.astype(float)
        return g / log2_of(rank + 1)

    return e.total_at(("dcg", gain, ideal), discounted, k, ideal=ideal == "judgments")


def _ndcg_kernel(e, k):
    return ratio(dcg_of_each(e, k), dcg_of_each(e, k, ideal="judgments"))


_NDCG = OnList("cumulative_gain", "ndcg")
_GAINS_SHARED = "ndcg_gains"  # trec_eval's m_ndcg.c: one parameter block for three

MEASURES = [
    Measure(
        "dcg", "DCG of the whole ranking (gain = grade, or -m dcg.grade=gain)", dcg,
        "param_pair", kernel=lambda e, k: dcg_of_each(e), degenerate="-",
        formula="sum_i gain(i) / log2(i + 1)", computed_by=TREC_EVAL, shares=_GAINS_SHARED,
    ),
    Measure(
        "ideal_dcg", "DCG of the best order of all judged documents", ideal_dcg, "param_pair",
        kernel=lambda e, k: dcg_of_each(e, ideal="judgments"), degenerate="-",
        formula="DCG of all judged documents, best grade first", computed_by=TREC_EVAL,
        shares=_GAINS_SHARED,
    ),
    Measure(
        "ndcg", "nDCG of the whole ranking, IDCG from all judgments", ndcg, "param_pair",
        kernel=_ndcg_kernel, formula="DCG / ideal DCG, gain = grade (or -m ndcg.grade=gain)",
        degenerate="no positive grade: 0", computed_by=(*WITH_IR_MEASURES, *BY_ID["ranx"].label("ndcg")),
        title="nDCG, whole list", ir_name="nDCG", shares=_GAINS_SHARED, upload=True,
    ),
    Measure(
        "ndcg_cut", "nDCG at k, gain = grade, IDCG from all judgments", ndcg_cut, "cut_long",
        CUTS, kernel=_ndcg_kernel,
        formula="DCG@k / ideal DCG@k, gain = grade, ideal from all judgments",
        degenerate="no positive grade: 0",
        computed_by=labels("ndcg"),
        title="nDCG@{k}", question="DCG as a fraction of the best possible DCG, gain = grade.",
        tex=r"nDCG@K = \frac{DCG@K}{IDCG@K}, \quad g = \text{grade}", ir_name="nDCG@",
        upload=True, on_list=_NDCG, lesson_name="nDCG@k (linear gain)",
        label="nDCG@k (linear gain)",
    ),
    Measure(
        "dcg_cut", "DCG@k, gain = grade (not normalised)", dcg_cut, "cut_long", CUTS,
        kernel=dcg_of_each, in_trec_eval=False,
        formula="sum_{i<=k} max(grade(i), 0) / log2(i + 1)", degenerate="n = 0: 0",
        computed_by=(*labels("dcg"), *labels("dcg_whole")),
        title="DCG@{k}",
        question="Graded gain, each rank's worth shrinking with log2(rank + 1).",
        tex=r"DCG@K = \sum_{i=1}^{K} \frac{g_i}{\log_2(i+1)}",
        on_list=OnList("cumulative_gain", "dcg"), lesson_name="DCG@k", label="DCG@k",
    ),
    Measure(
        "ndcg_M_cut", "nDCG@k as trec_eval -M k -m ndcg prints it: the run cut at k, the ideal "
        "not", ndcg_run_cut, "cut_long", CUTS, in_trec_eval=False,
        kernel=lambda e, k: ratio(dcg_of_each(e, k), dcg_of_each(e, ideal="judgments")),
        formula="DCG@k / ideal DCG of every judgment (no cutoff), gain = grade",
        degenerate="no positive grade: 0", computed_by=labels("ndcg_M"),
        title="nDCG@{k}, the ideal not cut (trec_eval -M)",
        question="nDCG as trec_eval prints it when told to read only the top k (-M k): the "
        "ideal ranking is not cut at k.",
    ),
    Measure(
        "ndcg_exp_cut", "nDCG@k with exponential gain 2^grade - 1 (Burges)", ndcg_exponential,
        "cut_long", CUTS, in_trec_eval=False,
        kernel=lambda e, k: ratio(
            dcg_of_each(e, k, "exponential"), dcg_of_each(e, k, "exponential", "judgments")
        ),
        formula="DCG@k / ideal DCG@k with gain 2^grade - 1", degenerate="no positive grade: 0",
        computed_by=labels("ndcg_exp"),
        title="nDCG@{k}, exponential gain",
        question="nDCG with gain 2^grade − 1, which rewards top grades much more.",
        tex=r"nDCG@K = \frac{DCG@K}{IDCG@K}, \quad g = 2^{\text{grade}} - 1", upload=True,
        on_list=_NDCG, list_options={"gain": "exponential"},
        lesson_name="nDCG@k (exponential gain)", label="nDCG@k (exponential gain)",
    ),
    Measure(
        "ndcg_listidcg_cut", "nDCG@k with IDCG from the retrieved list only (the classic bug)",
        ndcg_list_ideal, "cut_long", CUTS, in_trec_eval=False,
        kernel=lambda e, k: ratio(dcg_of_each(e, k), dcg_of_each(e, k, ideal="ranking")),
        formula="DCG@k / DCG@k of the retrieved documents sorted by grade",
        degenerate="nothing relevant retrieved: 0",
        computed_by=(NOT_A_TOOL[1], *labels("ndcg_list")),
        title="nDCG@{k}, IDCG from the list (bug)",
        question="The classic bug: the ideal order is built from the retrieved list only.",
        tex=r"nDCG@K = \frac{DCG@K}{IDCG_{\text{list}}@K}", upload=True, on_list=_NDCG,
        list_options={"ideal": "ranking"}, lesson_name="nDCG@k with IDCG from the list (bug)",
        label="nDCG@k with IDCG from the list (bug)",
    ),
]  # fmt: skip

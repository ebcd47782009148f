"""Judgment groups (``-R qrels_jg``): a query judged by several people, each
set of judgments one group; a measure is computed with each group's
judgments, then averaged over the groups (map_avgjg, P_avgjg,
Rprec_mult_avgjg)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .average_precision import ap
from .base import CUTS, TREC_EVAL, Measure
from .precision import RPREC_MULTS, precision, r_prec_mult


def over_groups(measure: Callable, source: str = "") -> Callable:
    """``measure`` computed with each judgment group's judgments (one judged
    list per group, in the groups' byte order) and averaged over the groups,
    as trec_eval's ``*_avgjg`` measures do (``source``, ``m_map_avgjg.c`` and its kin):
    each group's value added in turn to 0, the sum then divided by the
    number of groups.

    Two judges, one finding both retrieved documents relevant, the other
    only the second, give P@2 = (1 + 1/2) / 2:

    >>> from metrics.judged import Options, judge
    >>> both, second = judge({"a": 1, "b": 1}, [("a", 2.0), ("b", 1.0)]), judge(
    ...     {"a": 0, "b": 1}, [("a", 2.0), ("b", 1.0)])
    >>> over_groups(precision)((both, second), Options(), (2,))
    [0.75]
    """

    def compute(groups: Sequence, options, params: tuple) -> float | list[float]:
        totals: list[float] | None = None
        got: float | list[float] = 0.0
        for judged in groups:
            got = measure(judged, options, params)
            values = got if isinstance(got, list) else [got]
            totals = [0.0 + v for v in values] if totals is None else [
                t + v for t, v in zip(totals, values)
            ]  # fmt: skip
        totals = totals or [0.0]
        if len(groups) > 1:
            totals = [t / len(groups) for t in totals]
        return totals if isinstance(got, list) else totals[0]

    compute.__doc__ = (
        f"trec_eval's ``{source}``: {measure.__name__} computed with each judgment "
        "group's judgments and averaged over the groups (``-R qrels_jg``); a group "
        "scores as that measure does on degenerate input."
    )
    return compute


MEASURES = [
    Measure(
        "map_avgjg", "AP averaged over judgment groups (-R qrels_jg)", over_groups(ap, "m_map_avgjg.c"),
        groups=True, formula="mean over the judgment groups of AP with each group's judgments",
        degenerate="a group with nothing relevant retrieved: 0", computed_by=TREC_EVAL,
    ),
    Measure(
        "P_avgjg", "P at k averaged over judgment groups (-R qrels_jg)", over_groups(precision, "m_P_avgjg.c"),
        "cut_long", CUTS, groups=True,
        formula="mean over the judgment groups of P@k with each group's judgments",
        degenerate="divides by k even when n < k", computed_by=TREC_EVAL,
    ),
    Measure(
        "Rprec_mult_avgjg", "Rprec_mult averaged over judgment groups (-R qrels_jg)",
        over_groups(r_prec_mult, "m_Rprec_mult_avgjg.c"), "cut_double", RPREC_MULTS, groups=True,
        formula="mean over the judgment groups of Rprec_mult with each group's judgments",
        degenerate="a group with R = 0: 0", computed_by=TREC_EVAL,
    ),
]  # fmt: skip

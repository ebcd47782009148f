"""The preference measures (``-R prefs``, ``-R qrels_prefs``), read line by
line from trec_eval's ``m_prefs_*.c``, on a query's preferences against the
ranking (:class:`metrics.evaluator.preferences.Preferences`).

A preference "A over B" is *fulfilled* when the run ranks A above B. The
measures are ratios of fulfilled to possible preferences, counted over all
of them (``_simp``), over document pairs (``_pair``, each pair once however
many judges state it) or per judge then averaged (``_avgjg``); ``_ret``
counts only pairs both retrieved, ``_imp`` leaves out pairs neither
retrieved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..floats import added
from .base import TREC_EVAL, Measure

if TYPE_CHECKING:
    from ..evaluator.preferences import Group, Preferences


def _ratio(top: float, bottom: float) -> float:
    """C's division of two counts: x / 0 is inf (nan for 0 / 0)."""
    if bottom:
        return top / bottom
    return float("nan") if top == 0 else float("inf")


def num_prefs_poss(preferences: Preferences, options, params) -> float:
    """trec_eval's ``m_prefs_num_prefs_poss.c``: the preferences the judges state."""
    return float(sum(g.poss_ret + g.poss_imp + g.poss_notoccur for g in preferences.groups))


def num_prefs_ful(preferences: Preferences, options, params) -> float:
    """trec_eval's ``m_prefs_num_prefs_ful.c``: the preferences the run fulfils."""
    return float(sum(g.ful_ret + g.ful_imp for g in preferences.groups))


def num_prefs_ful_ret(preferences: Preferences, options, params) -> float:
    """trec_eval's ``m_prefs_num_prefs_ful_ret.c``: those fulfilled between
    retrieved documents."""
    return float(sum(g.ful_ret for g in preferences.groups))


#: Which preferences a measure counts, as (fulfilled, possible) of a group:
#: all of them, only those between retrieved documents (``_ret``), or all
#: but those between documents neither retrieved (``_imp``).
_SCOPES = {
    "all": (
        lambda g: g.ful_ret + g.ful_imp,
        lambda g: g.poss_ret + g.poss_imp + g.poss_notoccur,
    ),
    "ret": (lambda g: g.ful_ret, lambda g: g.poss_ret),
    "imp": (lambda g: g.ful_ret + g.ful_imp, lambda g: g.poss_ret + g.poss_imp),
}


def _simple(preferences: Preferences, scope: str) -> float:
    """Fulfilled / possible over every preference of every group."""
    ful, poss = _SCOPES[scope]
    f = sum(ful(g) for g in preferences.groups)
    q = sum(poss(g) for g in preferences.groups)
    return f / q if q else 0.0


def _avg(preferences: Preferences, scope: str) -> float:
    """Fulfilled / possible per group, averaged over the groups (0 unless
    the sum is positive, as trec_eval has it)."""
    ful, poss = _SCOPES[scope]
    total = 0.0
    for g in preferences.groups:
        q = poss(g)
        if q:
            total += ful(g) / q
    return total / len(preferences.groups) if total > 0.0 else 0.0


def simple(scope: str):
    """trec_eval's ``m_prefs_simp.c`` (``_ret``, ``_imp``): fulfilled / possible
    over the preferences of ``scope`` (a key of :data:`_SCOPES`). None → 0."""

    def reading(preferences: Preferences, options, params) -> float:
        return _simple(preferences, scope)

    reading.__doc__ = simple.__doc__
    return reading


def averaged(scope: str):
    """trec_eval's ``m_prefs_avgjg.c`` (``_ret``, ``_imp``): fulfilled / possible
    per judge over ``scope``, averaged over the judges. Nothing fulfilled → 0."""

    def reading(preferences: Preferences, options, params) -> float:
        return _avg(preferences, scope)

    reading.__doc__ = averaged.__doc__
    return reading


def _pairs(preferences: Preferences, areas: str) -> float:
    """Each document pair once: the share of its statements that the run
    fulfils, averaged over pairs; ``areas`` picks the pairs: "r" both
    retrieved, "i" one retrieved, "n" neither (counted, never fulfilled).
    Added one at a time in trec_eval's loop order: both retrieved, then one,
    by the smaller internal rank, then the larger."""
    c, ret, n = preferences.counts, preferences.judged_ret, preferences.judged
    stated = np.triu((c + c.T) > 0, k=1)  # pairs i < j with a preference
    shares, pairs = [], 0
    for area, rows, cols in (("r", (0, ret), (0, ret)), ("i", (0, ret), (ret, n)),
                             ("n", (ret, n), (ret, n))):  # fmt: skip
        if area not in areas:
            continue
        i, j = np.nonzero(stated[rows[0] : rows[1], cols[0] : cols[1]])
        i, j = i + rows[0], j + cols[0]
        pairs += len(i)
        if area != "n":
            ij, ji = c[i, j].astype(float), c[j, i].astype(float)
            shares.append(ij / (ij + ji))
    if not pairs:
        return 0.0
    return added(x for part in shares for x in part.tolist()) / pairs


def pairs(areas: str):
    """trec_eval's ``m_prefs_pair.c`` (``_ret``, ``_imp``): the share of each
    document pair's preferences fulfilled, averaged over the pairs of
    ``areas`` (see :func:`_pairs`). No pair → 0."""

    def reading(preferences: Preferences, options, params) -> float:
        return _pairs(preferences, areas)

    reading.__doc__ = pairs.__doc__
    return reading


def _recalculate(g: Group, ret: int, only_retrieved: bool) -> tuple[int, int]:
    """trec_eval's recalculate(): the group's preferences with only its
    first R non-relevant documents (R: its relevant ones, retrieved ones
    with ``only_retrieved``)."""
    ful = poss = 0
    if g.ecs is not None:
        keep = g.num_rel_ret if only_retrieved else g.num_rel
        nonrel = g.ecs[-1][1][:keep]  # the last class, first in rank order

        def docs(ranks: list[int]) -> list[int]:
            if not only_retrieved:
                return ranks
            out = []
            for r in ranks:  # as C's loop: stops at the first not retrieved
                if r >= ret:
                    break
                out.append(r)
            return out

        def count(p1: int, p2: int) -> None:
            nonlocal ful, poss
            if only_retrieved:
                fulfilled = p1 < p2
            else:
                fulfilled = p1 < p2 and p1 < ret
            if fulfilled:
                ful += 1
            else:
                poss += 1

        for a in range(len(g.ecs)):
            for b in range(a + 1, len(g.ecs) - 1):
                for p1 in docs(g.ecs[a][1]):
                    for p2 in docs(g.ecs[b][1]):
                        count(p1, p2)
        for a in range(len(g.ecs)):
            for p1 in docs(g.ecs[a][1]):
                for p2 in docs(nonrel):
                    count(p1, p2)
        return ful, poss + ful
    rel, prefers = g.rel, g.prefers
    n = len(rel)
    seen, first_discarded = 0, n
    limit = ret if only_retrieved else n
    for i in range(limit):
        if rel[i] == 0.0:
            seen += 1
            if seen == g.num_rel + 1:  # trec_eval compares with num_rel here
                first_discarded = i
                break
    else:
        first_discarded = limit

    def kept(i: int) -> bool:
        return not (i >= first_discarded and rel[i] == 0.0)

    def has(i: int, j: int) -> bool:
        return bool(prefers[i] >> j & 1)

    for i in range(ret):
        if not kept(i):
            continue
        for j in range(i):
            if kept(j) and has(i, j):
                poss += 1
        for j in range(i + 1, ret):
            if kept(j) and has(i, j):
                ful += 1
        if not only_retrieved:
            for j in range(ret, n):
                if kept(j) and has(i, j):
                    ful += 1
    if not only_retrieved:
        for i in range(ret, n):
            if not kept(i):
                continue
            for j in range(n):
                if kept(j) and has(i, j):
                    poss += 1
    return ful, poss + ful


def _rnonrel(preferences: Preferences, only_retrieved: bool) -> float:
    total = 0.0
    for g in preferences.groups:
        if only_retrieved:
            r, n = g.num_rel_ret, g.num_nonrel_ret
        else:
            r, n = g.num_rel, g.num_nonrel
        if r >= n:
            if only_retrieved:
                ful, poss = g.ful_ret, g.poss_ret
            else:
                ful = g.ful_ret + g.ful_imp
                poss = g.poss_ret + g.poss_imp + g.poss_notoccur
            ful += g.num_rel_ret * (r - n)
            poss += g.num_rel * (r - n)
        else:
            ful, poss = _recalculate(g, preferences.judged_ret, only_retrieved)
        total += _ratio(ful, poss)
    return total / len(preferences.groups) if total > 0.0 else 0.0


def rnonrel(only_retrieved: bool):
    """trec_eval's ``m_prefs_avgjg_Rnonrel.c`` (``_ret`` with
    ``only_retrieved``): prefs_avgjg with each judge's non-relevant documents
    cut or padded to its R. Nothing fulfilled → 0."""

    def reading(preferences: Preferences, options, params) -> float:
        return _rnonrel(preferences, only_retrieved)

    reading.__doc__ = rnonrel.__doc__
    return reading


def _measure(name: str, short: str, reading, formula: str, degenerate: str, **more) -> Measure:
    return Measure(
        name, f"{short} (-R prefs)", reading, prefs=True, formula=formula,
        degenerate=degenerate, computed_by=TREC_EVAL, **more,
    )  # fmt: skip


MEASURES = [
    _measure("prefs_num_prefs_poss", "preferences possible (summed in 'all')", num_prefs_poss,
             "sum over judges of the preferences they state (A over B, B not tied with A)", "-",
             integer=True, average="sum"),
    _measure("prefs_num_prefs_ful", "preferences fulfilled (summed in 'all')", num_prefs_ful,
             "preferences A over B the run fulfils: A above B, or A retrieved and B not", "-",
             integer=True, average="sum"),
    _measure("prefs_num_prefs_ful_ret", "preferences fulfilled between retrieved documents (summed)",
             num_prefs_ful_ret, "preferences fulfilled with A and B both retrieved", "-",
             integer=True, average="sum"),
    _measure("prefs_simp", "preferences fulfilled / possible", simple("all"),
             "fulfilled / possible, over every stated preference", "no preference: 0"),
    _measure("prefs_pair", "per document pair, the share fulfilled, averaged over pairs",
             pairs("rin"), "mean over document pairs of the share of the pair's preferences "
             "fulfilled", "no pair: 0"),
    _measure("prefs_avgjg", "fulfilled / possible per judgment group, averaged over groups",
             averaged("all"), "mean over judges of fulfilled / possible", "nothing fulfilled: 0"),
    _measure("prefs_avgjg_Rnonrel", "prefs_avgjg with as many non-relevant as relevant documents",
             rnonrel(False), "prefs_avgjg with each judge's non-relevant documents cut or padded "
             "to its R", "nothing fulfilled: 0"),
    _measure("prefs_simp_ret", "prefs_simp between retrieved documents only", simple("ret"),
             "fulfilled / possible over preferences between retrieved documents",
             "no such preference: 0"),
    _measure("prefs_pair_ret", "prefs_pair between retrieved documents only", pairs("r"),
             "prefs_pair over pairs both retrieved", "no such pair: 0"),
    _measure("prefs_avgjg_ret", "prefs_avgjg between retrieved documents only", averaged("ret"),
             "prefs_avgjg over preferences between retrieved documents", "nothing fulfilled: 0"),
    _measure("prefs_avgjg_Rnonrel_ret", "prefs_avgjg_Rnonrel between retrieved documents only",
             rnonrel(True), "prefs_avgjg_Rnonrel over retrieved documents", "nothing fulfilled: 0"),
    _measure("prefs_simp_imp", "prefs_simp without pairs neither retrieved", simple("imp"),
             "prefs_simp leaving out pairs neither retrieved", "no such preference: 0"),
    _measure("prefs_pair_imp", "prefs_pair without pairs neither retrieved", pairs("ri"),
             "prefs_pair leaving out pairs neither retrieved", "no such pair: 0"),
    _measure("prefs_avgjg_imp", "prefs_avgjg without pairs neither retrieved", averaged("imp"),
             "prefs_avgjg leaving out pairs neither retrieved", "nothing fulfilled: 0"),
]  # fmt: skip

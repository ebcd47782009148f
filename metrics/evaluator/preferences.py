"""Preference judgments (trec_eval's ``-R prefs`` and ``-R qrels_prefs``)
against a ranking, read line by line from trec_eval's ``form_prefs_counts.c``:
what the ``prefs_*`` measures (:mod:`metrics.measures.prefs`) count.

A preference file says, per query, which documents a judge prefers to which:
``qid jg jsg docno rel_level`` per line. Within one judgment sub-group (jsg)
a document with a higher ``rel_level`` is preferred to one with a lower
level; a judgment group (jg, one judge) gathers its sub-groups. ``-R
qrels_prefs`` reads an ordinary qrels file this way (jg: the second column,
one sub-group per group), so a grade-2 document is preferred to a grade-1 one.

A preference "A over B" is *fulfilled* when the run ranks A above B. When
only A was retrieved it is fulfilled by implication, when only B it fails,
and when neither it did not occur. The measures are ratios of fulfilled to
possible preferences, counted over all of them (``_simp``), over document
pairs (``_pair``, each pair once however many judges state it) or per judge
then averaged (``_avgjg``); ``_ret`` counts only pairs both retrieved,
``_imp`` leaves out pairs neither retrieved.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..judged import Options


@dataclass
class Group:
    """One judgment group's preferences and their counts (trec_eval's JG).

    ``ecs`` (equivalence classes, when the group has one sub-group): each
    level's documents as internal ranks, levels from high to low; else
    ``prefers`` (a transitively closed preference relation: ``prefers[i]``
    is a bit set of the documents i is preferred to) and ``rel`` (each
    document's level, -1 where the group does not judge it).
    """

    ecs: list[tuple[float, list[int]]] | None = None
    prefers: list[int] | None = None
    rel: list[float] | None = None
    ful_ret: int = 0
    poss_ret: int = 0
    ful_imp: int = 0
    poss_imp: int = 0
    poss_notoccur: int = 0
    num_rel: int = 0
    num_rel_ret: int = 0
    num_nonrel: int = 0
    num_nonrel_ret: int = 0


@dataclass
class Preferences:
    """A query's preferences against a ranking (trec_eval's RESULTS_PREFS).

    Documents are numbered by internal rank: the judged documents the run
    retrieved first, in rank order (``0 … judged_ret - 1``), then the judged
    documents it did not retrieve, in byte order of their names.
    ``counts[i, j]`` is how many groups prefer i to j.
    """

    groups: list[Group]
    judged: int
    judged_ret: int
    counts: np.ndarray


def _key(text: str) -> bytes:
    return text.encode("utf-8")


def form_preferences(
    rows: Sequence[tuple[str, str, str, float]],
    ranking: Sequence[tuple[str, float]],
    options: Options | None = None,
) -> Preferences:
    """``rows``: a query's ``(jg, jsg, docno, rel_level)``; ``ranking``: its
    ``(docno, score)``, ordered here as trec_eval orders a run for
    preferences: by score, equal scores by docno in *increasing* byte order
    (the reverse of every other measure's rule).

    >>> p = form_preferences([("u", "0", "a", 1.0), ("u", "0", "b", 0.0)], [("b", 2.0), ("a", 1.0)])
    >>> (p.judged, p.judged_ret, p.groups[0].ful_ret, p.groups[0].poss_ret)
    (2, 2, 0, 1)
    """
    # Ties go to the *smaller* docno here: form_prefs_counts.c's comp_sim_docno
    # compares the names the other way round from form_res_rels.c's.
    ordered = sorted(ranking, key=lambda d: _key(d[0]))
    ordered.sort(key=lambda d: -d[1])
    ordered = ordered[: max((options or Options()).max_docs, 0)]
    names = [d for d, _ in ordered]
    if len(set(names)) < len(names):
        seen: set[str] = set()
        twice = next(d for d in sorted(names, key=_key) if d in seen or seen.add(d))
        raise ValueError(f"document {twice!r} is listed twice in the run")
    judged_names = {docno for _, _, docno, _ in rows}
    retrieved = [d for d in names if d in judged_names]
    rank = {d: i for i, d in enumerate(retrieved)}
    for d in sorted(judged_names - set(retrieved), key=_key):
        rank[d] = len(rank)
    entries = sorted(
        ((jg, jsg, level, rank[docno], docno) for jg, jsg, docno, level in rows),
        key=lambda e: (_key(e[0]), _key(e[1]), -e[2], e[3]),
    )
    n = len(rank)
    out = Preferences([], n, len(retrieved), np.zeros((n, n), dtype=np.int32))
    start = 0
    while start < len(entries):
        end = start
        while end < len(entries) and entries[end][0] == entries[start][0]:
            end += 1
        mine = entries[start:end]
        if len({e[1] for e in mine}) > 1:
            out.groups.append(_array_group(mine, out))
        else:
            out.groups.append(_class_group(mine, out))
        start = end
    return out


def _class_group(entries: list, out: Preferences) -> Group:
    """One sub-group: equivalence classes by level (trec_eval's form_jg_ec
    and add_ec_pref_to_jg, its pair loops counted with sorted arrays).

    Each document of a class is preferred to each one of every lower class:
    fulfilled when it ranks higher and the lower one was retrieved, fulfilled
    by implication when only it was retrieved, not occurring when neither
    was; else possible only."""
    g = Group(ecs=[])
    for _, _, level, r, _ in entries:
        if not g.ecs or g.ecs[-1][0] != level:
            g.ecs.append((level, []))
        g.ecs[-1][1].append(r)
    ret = out.judged_ret
    arrays = [np.asarray(docs, dtype=np.int64) for _, docs in g.ecs]
    for a, (level, docs) in enumerate(g.ecs):
        found = int(np.count_nonzero(arrays[a] < ret))
        if level > 0.0:
            g.num_rel_ret += found
            g.num_rel += len(docs)
        else:
            g.num_nonrel_ret += found
            g.num_nonrel += len(docs)
        upper = arrays[a]
        up_ret, up_out = upper[upper < ret], upper[upper >= ret]
        for lower in arrays[a + 1 :]:
            if np.intersect1d(upper, lower).size:
                raise ValueError("a document has two levels in one judgment sub-group")
            out.counts[np.ix_(upper, lower)] += 1
            low_ret = np.sort(lower[lower < ret])
            low_out = lower.size - low_ret.size
            # retrieved above retrieved: fulfilled when the preferred one is higher
            above = low_ret.size * up_ret.size - int(
                np.searchsorted(low_ret, up_ret, side="right").sum()
            )
            g.ful_ret += above
            g.poss_ret += up_ret.size * low_ret.size - above
            g.ful_imp += up_ret.size * low_out
            g.poss_imp += up_out.size * low_ret.size
            g.poss_notoccur += up_out.size * low_out
    g.poss_ret += g.ful_ret
    g.poss_imp += g.ful_imp
    return g


def _array_group(entries: list, out: Preferences) -> Group:
    """Several sub-groups: a preference array, closed transitively
    (trec_eval's form_jg_pa, add_transitives and add_pa_pref_to_jg)."""
    n = out.judged
    rel = [-1.0] * n
    prefers = [0] * n
    for i, (_, jsg, level, r, docno) in enumerate(entries):
        if (rel[r] > 0.0 and level == 0.0) or (rel[r] == 0.0 and level > 0.0):
            raise ValueError(f"document {docno!r} has both 0 and a level above 0")
        rel[r] = level
        j = i + 1
        while j < len(entries) and entries[j][1] == jsg and entries[j][2] == level:
            j += 1
        while j < len(entries) and entries[j][1] == jsg:
            prefers[r] |= 1 << entries[j][3]
            j += 1
    for k in range(n):  # transitive closure (Warshall), as trec_eval's squaring reaches
        bit = 1 << k
        for i in range(n):
            if prefers[i] & bit:
                prefers[i] |= prefers[k]
    for i in range(n):
        prefers[i] &= ~(1 << i)
    for i in range(n):
        if prefers[i]:
            for j in range(i + 1, n):
                if prefers[i] >> j & 1 and prefers[j] >> i & 1:
                    raise ValueError("the preferences of one judgment group contradict each other")
    g = Group(prefers=prefers, rel=rel)
    ret = out.judged_ret
    for i in range(n):
        if rel[i] > 0.0:
            g.num_rel += 1
            g.num_rel_ret += i < ret
        elif rel[i] == 0.0:
            g.num_nonrel += 1
            g.num_nonrel_ret += i < ret
    for i in range(n):
        row = prefers[i]
        j = 0
        while row:
            if row & 1:
                out.counts[i, j] += 1
                if i < ret:
                    if j < i:
                        g.poss_ret += 1
                    elif j < ret:
                        g.ful_ret += 1
                    else:
                        g.ful_imp += 1
                elif j < ret:
                    g.poss_imp += 1
                else:
                    g.poss_notoccur += 1
            row >>= 1
            j += 1
    g.poss_ret += g.ful_ret
    g.poss_imp += g.ful_imp
    return g

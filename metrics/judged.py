"""One query's ranking as trec_eval sees it, and the options that change it.

trec_eval does not compute a measure on the run file's lines: it first sorts
each query's documents (score descending, then docno descending), applies
``-M`` and ``-J``, and turns the ranking into ``RES_RELS`` (:class:`Judged`):
the relevance value of each retrieved document in rank order, where a
document not in the qrels is ``-1`` (not in the pool) and one judged with a
negative grade is ``-2`` (in the pool, unjudged). Every measure in
:mod:`metrics.measures` and :mod:`metrics.evaluator.preferences` starts from it.

:class:`Options` holds the command-line options that change the numbers;
:func:`atof`, :func:`atol` and :func:`lround` read and round numbers as C
does, so that measure parameters mean what they mean to trec_eval.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

NONPOOL = -1  #: retrieved, not in the qrels (trec_eval's RELVALUE_NONPOOL)
UNJUDGED = -2  #: in the qrels with a negative grade (RELVALUE_UNJUDGED)
MAX_DOCS = 2_147_483_647  #: trec_eval's MAXLONG, the default of -M
#: The highest grade :func:`judge` counts: it keeps a count per grade from 0
#: up, as trec_eval does (which does not finish on a grade of 3,000,000,000).
MAX_LEVEL = 1_000_000
BOGUS_DOCNO = "ceci_nest_pas_un_docno"  #: what -c retrieves for a query missing from the run

#: Grades a reading cannot take, by code: the words (with ``grade`` and
#: ``limit``) the command line prints and the app shows in the reader's
#: language (ui/words/batch.py).
GRADE_MESSAGES = {
    "grade_counted": "judgments: grade {grade} is above {limit:,}, the highest this reading "
    "counts grade by grade (as trec_eval does); without -J, -l, -M, -R or a measure's "
    "parameters, grades up to 2^53 are read",
    "grade_exp": "{measure}: grade {grade} gives a gain 2^grade − 1 too large for a number; "
    "exponential gain takes grades up to {limit}",
}


class GradeRefused(ValueError):
    """A grade a reading cannot take (code a key of :data:`GRADE_MESSAGES`),
    with its parameters, so the app can say it in the reader's language.

    >>> err = GradeRefused("grade_exp", measure="ndcg_exp_cut", grade=2000, limit=1023)
    >>> str(err), err.code
    ('ndcg_exp_cut: grade 2000 gives a gain 2^grade − 1 too large for a number; exponential gain takes grades up to 1023', 'grade_exp')
    """

    name, line, row = "", None, None  # no place in a file: the grade's reading refuses it

    def __init__(self, code: str, **params):
        self.code, self.params = code, params
        super().__init__(GRADE_MESSAGES[code].format(**params))


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
        (:mod:`metrics.evaluator.preferences`); only the ``prefs_*`` measures can be
        computed.
    ties : {"descending", "ascending", "input"}
        How documents of equal score are ordered: by docno in decreasing byte
        order (trec_eval), increasing (ir-measures' own Judged@k), or as the
        run gives them (ir-measures' cwl_eval provider, ranx). Not a trec_eval
        option: the Python API's ``conventions`` sets it.
    """

    level: int = 1
    max_docs: int = MAX_DOCS
    judged_only: bool = False
    num_docs_in_coll: int = 0
    complete: bool = False
    version9: bool = False
    judgment_groups: bool = False
    preferences: bool = False
    ties: str = "descending"


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
    if options.ties == "input":
        ordered = list(ranking)
    else:
        by_name = lambda d: d[0].encode("utf-8")  # noqa: E731
        ordered = sorted(ranking, key=by_name, reverse=options.ties == "descending")
    ordered.sort(key=lambda d: -d[1])  # stable: equal scores keep the order above
    ordered = ordered[: max(options.max_docs, 0)]
    rels = []
    for docno, _ in ordered:
        grade = judgments.get(docno)
        rels.append(NONPOOL if grade is None else UNJUDGED if grade < 0 else grade)
    if options.judged_only:
        rels = [r for r in rels if r >= 0]
    top = max((g for g in judgments.values() if g >= 0), default=-1)
    if top > MAX_LEVEL:
        raise GradeRefused("grade_counted", grade=top, limit=MAX_LEVEL)
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

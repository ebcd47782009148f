"""The queries behind a gap: for two readings of one family (two ways of
computing the numbers two tools printed), the queries the two treat
differently, each with its value under each and how much of the gap it
alone explains.

A reading's mean is ``sum(value) / count`` over the queries it counts (a
query with nothing relevant may be left out, scored 0 or scored 1; a query
the run lacks may be left out or scored 0: :mod:`metrics.evaluator.explain`'s
rules; a query only the run has may be left out or counted as one with
nothing relevant). A query's part of the gap ``mean_a - mean_b`` is how far the second
mean moves when that one query is computed as the first reading computes it
(its value, or its place in the mean): all of the gap when it is the only
query the two treat differently.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..judged import Options
from .explain_space import FAMILIES, WHOLE_AT_LONGEST, Answer, Pair, Reading, cwl_scaled
from .explain_ties import averaged
from .requests import parse_requests
from .vectorised import evaluate_columns, frame_columns, vectorised_columns


@dataclass(frozen=True)
class QueryShare:
    """One query the two readings treat differently: its value under each
    (``None``: left out of that mean) and ``share``, how far the second mean
    moves toward the first when this query alone is computed the first way."""

    qid: str
    first: float | None
    second: float | None
    share: float


@dataclass(frozen=True)
class Inputs:
    """What the search read, kept to recompute one reading query by query:
    the judgments, the listed flags of each judgment (retrieved or not), the
    run under each (order, float32) and the pair each ranking equals, the
    queries the run lacks and the longest list."""

    qrels: pd.DataFrame
    listed: np.ndarray
    runs: dict
    run_of: dict
    missing: tuple[str, ...]
    longest: int
    #: The run as read (its own scores): where tied scores share.
    original: pd.DataFrame | None = None
    #: The queries only the run has (nobody judged them).
    run_only: tuple[str, ...] = ()


def per_query(reading: Reading, inputs: Inputs) -> tuple[dict[str, float | None], int]:
    """Each query's value under ``reading`` (``None``: left out of its mean)
    and how many queries its mean counts."""
    family, level = reading.family, reading.level
    q = inputs.qrels
    if not reading.seen:
        q = q.assign(grade=np.where(inputs.listed, q["grade"].to_numpy(), 0))
    if family == "ndcg" and reading.variant == "binary":
        q = q.assign(grade=(q["grade"].to_numpy() >= 1).astype(np.int64))
    shares = reading.order == "average"  # tied queries below, the rest as ranked
    run = inputs.runs[inputs.run_of[("trec" if shares else reading.order, reading.float32)]]
    column = _column(reading, inputs.longest)
    options = Options(level=level)
    names = vectorised_columns(parse_requests([column]), options)
    qids, got, _ = evaluate_columns(
        frame_columns(q, "grade"), frame_columns(run, "score"), names, options
    )
    per = np.asarray(got[column], dtype=float)
    if family == "ndcg" and reading.variant == "cwl":
        per = cwl_scaled(per, reading.k, float(inputs.qrels["grade"].max()))
    if shares:
        ties = averaged(family, q, inputs.original, reading.float32, level, list(qids),
                        {reading.k: column})  # fmt: skip
        if ties is not None:
            per = np.where(np.isnan(ties[column]), per, ties[column])
    if family == "rr" and reading.k is not None:
        per = np.where(per >= 1.0 / reading.k, per, 0.0)
    has = set(q.loc[q["grade"] >= (level if family != "ndcg" else 1), "qid"])
    values: dict[str, float | None] = {}
    for qid, value in zip(qids, per, strict=True):
        values[str(qid)] = _ruled(float(value), qid not in has, reading.empty)
    for qid in inputs.missing:
        empty = qid not in has if reading.seen else True
        values[str(qid)] = None if reading.missing == "skip" else _ruled(0.0, empty, reading.empty)
    for qid in inputs.run_only:  # as a query with nothing relevant, or left out
        values[str(qid)] = None if reading.run_only == "skip" else _ruled(0.0, True, reading.empty)
    return values, sum(v is not None for v in values.values())


def _ruled(value: float, empty: bool, rule: str) -> float | None:
    if not empty or rule == "zero":
        return value
    return None if rule == "skip" else 1.0


def _column(reading: Reading, longest: int) -> str:
    if reading.family == "rr":
        return "recip_rank"
    whole, cut = FAMILIES[reading.family][reading.variant]
    if reading.k is None:
        if whole is not None:
            return whole
        assert (reading.family, reading.variant) in WHOLE_AT_LONGEST, reading
        return f"{cut}_{longest}"
    return f"{cut}_{reading.k}"


def queries_behind(
    first: Reading, second: Reading, inputs: Inputs, top: int = 3
) -> tuple[QueryShare, ...]:
    """The ``top`` queries the two readings treat differently, the largest
    part of the gap first.

    Query 2 has nothing relevant: scored 0 it halves the mean (0.25); left
    out, the mean is query 1's alone (0.5). It explains the whole gap:

    >>> from metrics.evaluator.explain import explain_lists
    >>> e = explain_lists([(["A", "B"], {"B": 1}), (["A"], {"B": 0})], "0.25 0.5", "map")
    >>> [(s.qid, s.first, s.second, s.share) for s in e.pairs[0].queries]
    [('2', 0.0, None, -0.25)]
    """
    a, _ = per_query(first, inputs)
    b, count_b = per_query(second, inputs)
    total_b = sum(v for v in b.values() if v is not None)
    mean_b = total_b / count_b if count_b else 0.0
    out = []
    for qid in dict.fromkeys([*a, *b]):
        va, vb = a.get(qid), b.get(qid)
        if va == vb:
            continue
        total = total_b - (vb or 0.0) + (va or 0.0)
        count = count_b - (vb is not None) + (va is not None)
        moved = (total / count if count else 0.0) - mean_b
        out.append(QueryShare(qid, va, vb, moved))
    out.sort(key=lambda s: -abs(s.share))
    return tuple(out[:top])


def separations(answers: Sequence[Answer], inputs: Inputs | None = None) -> tuple[Pair, ...]:
    """For every pair of numbers that both have readings, the fewest
    conventions that separate a reading of one from a reading of the other
    (each among its best: 300 for two numbers, 100 for more), with the
    queries behind each gap when ``inputs`` are given."""
    best_of = 300 if len(answers) <= 2 else 100
    out = []
    for i, first in enumerate(answers):
        for j in range(i + 1, len(answers)):
            second = answers[j]
            if not first.matches or not second.matches:
                continue
            best = None
            for a in first.matches[:best_of]:
                for b in second.matches[:best_of]:
                    apart = a.reading.differences(b.reading)
                    key = (len(apart), len(a.differences) + len(b.differences))
                    if best is None or key < best[0]:
                        best = (key, apart, (a, b))
            queries = (
                queries_behind(best[2][0].reading, best[2][1].reading, inputs) if inputs else ()
            )
            out.append(Pair(i, j, best[1], best[2], queries))
    return tuple(out)

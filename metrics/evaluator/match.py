"""Each retrieved document's grade, found by matching the run's document
names with the judgments' query by query, and a document listed twice for
one evaluated query refused (trec_eval's "duplicate docs"): the step of the
vectorised engine (:class:`metrics.evaluator.vectorised.Evaluated`) that
reads the files' names.

Names are numbered a block of whole queries at a time (a name only matters
inside its own query), so the table of names stays small even for tens of
millions of distinct names. The run is matched in its own line order,
which needs nothing of the ranking: it runs beside the tie order
(:func:`metrics.evaluator.order.tie_order`), on another core, and a file
whose lines are grouped by query (as runs are written) gives each block
its names as a slice of the column, with no copy.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa

from .blocks import duplicate_rows, query_blocks
from .files import Columns, TrecFormatError, arrow_rows
from .order import number_names
from .parallel import each_block


def grades_by_line(
    run: Columns,
    q_run: np.ndarray,
    qrels: Columns,
    judged: tuple[np.ndarray, np.ndarray, np.ndarray],
    qids: list[str],
    grade_type: type = np.int32,
) -> np.ndarray:
    """Per line of the run, its document's grade for its query, or the
    least number of ``grade_type`` when it is not judged (a grade of -1 can
    be judged; no grade is that small: see
    :attr:`~metrics.evaluator.vectorised.Evaluated.grade_type`).

    ``q_run`` numbers each run line's query among the evaluated ``qids``
    (-1: not evaluated); ``judged`` is the judgments of evaluated queries
    grouped by query (their lines in the qrels, queries, grades). Both
    files' names should be one chunk each (Arrow's take on many chunks was
    20 times slower). A document twice for an evaluated query, in either
    file, raises :class:`~metrics.evaluator.files.TrecFormatError` naming
    the first such line.

    >>> from metrics.evaluator.files import Source, read_columns
    >>> qrels = read_columns(Source("q", b"a 0 x 2\\nb 0 x 1\\n"), "qrels")
    >>> run = read_columns(Source("r", b"b Q0 x 1 1 s\\na Q0 y 1 1 s\\na Q0 x 2 0 s\\n"), "run")
    >>> judged = (np.array([0, 1]), np.array([0, 1]), np.array([2, 1]))
    >>> grades_by_line(run, np.array([1, 0, 0]), qrels, judged, ["a", "b"]).tolist()
    [1, -2147483648, 2]
    """
    judged_rows, q_judged, g_judged = judged
    n = len(qids)
    unjudged = np.iinfo(grade_type).min
    grade = np.full(len(q_run), unjudged, dtype=grade_type)
    rows, group_q, run_start = _by_query(q_run, n)
    rel_start = np.r_[0, np.cumsum(np.bincount(q_judged, minlength=n))]
    rel_count = np.diff(rel_start)[group_q]

    def block(bounds: tuple[int, int]) -> tuple[list, list]:  # its own lines only
        a, b = bounds
        queries = group_q[a:b]
        mine = (
            np.arange(run_start[a], run_start[b])
            if rows is None
            else rows[run_start[a] : run_start[b]]
        )
        lengths = rel_count[a:b]
        first = np.repeat(rel_start[queries] - (np.cumsum(lengths) - lengths), lengths)
        at = first + np.arange(len(first))  # positions in judged_rows, query by query
        jrows = judged_rows[at]
        codes, _ = number_names(_names(qrels.docno, jrows), _names(run.docno, mine), names=False)
        doc_rel, doc_run = codes[: len(jrows)], codes[len(jrows) :]
        g_rel = np.repeat(np.arange(b - a), lengths)  # the query, numbered in the block
        g_run = np.repeat(np.arange(b - a), np.diff(run_start[a : b + 1]))
        twice_rel, twice_run = [], []
        if not qrels.unique:
            at_rel = duplicate_rows(g_rel, doc_rel)
            twice_rel = list(zip(jrows[at_rel].tolist(), queries[g_rel[at_rel]].tolist()))
        if not run.unique:  # the run's lines are in file order within each query
            at_run = duplicate_rows(g_run, doc_run)
            twice_run = list(zip(mine[at_run].tolist(), queries[g_run[at_run]].tolist()))
        if len(jrows) and len(mine):
            width = int(codes.max(initial=0)) + 1
            keys = g_rel.astype(np.int64) * width + doc_rel
            by_key = np.argsort(keys, kind="stable")
            keys = keys[by_key]
            wanted = g_run.astype(np.int64) * width + doc_run
            pos = np.minimum(np.searchsorted(keys, wanted), len(keys) - 1)
            grade[mine] = np.where(keys[pos] == wanted, g_judged[at][by_key][pos], unjudged)
        return twice_rel, twice_run

    counts = np.diff(run_start) + rel_count  # lines of both files, by query
    results = each_block(block, query_blocks(counts))
    for side, columns in ((0, qrels), (1, run)):
        twice = [pair for result in results for pair in result[side]]
        if twice:
            row, query = min(twice)
            raise TrecFormatError(
                "duplicate", columns.source, **columns.where(row),
                docno=str(columns.docno[row].as_py()), qid=qids[query],
            )  # fmt: skip
    return grade


def _by_query(q_run: np.ndarray, n: int) -> tuple[np.ndarray | None, np.ndarray, np.ndarray]:
    """The run's lines of evaluated queries grouped by query, in file order
    within each: ``(lines, query of each group, each group's first
    position in lines, and the end)``. ``lines`` is None when they are the
    file's own (every line evaluated, each query's lines together, as runs
    are written): no array as long as the run is made. Queries judged but
    not in the run come last, with no lines, so their judgments are still
    checked.

    >>> lines, groups, starts = _by_query(np.array([1, 1, -1, 0, 1]), 3)
    >>> lines.tolist(), groups.tolist(), starts.tolist()
    ([0, 1, 4, 3], [1, 0, 2], [0, 3, 4, 4])
    >>> _by_query(np.array([1, 1, 0]), 3)
    (None, array([1, 0, 2]), array([0, 2, 3, 3]))
    """
    small = np.int32 if len(q_run) < 2**31 else np.int64  # half the memory
    every = bool(len(q_run)) and q_run.min() >= 0
    lines = None if every else np.flatnonzero(q_run >= 0).astype(small)
    q = q_run if lines is None else q_run[lines]
    starts = np.flatnonzero(q[1:] != q[:-1]) + 1
    starts = np.r_[0, starts] if len(q) else starts
    present = np.bincount(q, minlength=n) > 0
    if len(starts) != np.count_nonzero(present):  # a query's lines are apart: group them
        lines = np.arange(len(q_run), dtype=small) if lines is None else lines
        first_line = np.full(n, len(q_run))
        np.minimum.at(first_line, q, lines)
        seen = np.argsort(first_line[q], kind="stable")  # queries in order of first line
        lines, q = lines[seen], q[seen]
        starts = np.r_[0, np.flatnonzero(q[1:] != q[:-1]) + 1]
    groups = np.r_[q[starts], np.flatnonzero(~present)].astype(np.int64)
    ends = np.full(len(groups) - len(starts), len(q))
    return lines, groups, np.r_[starts, ends, len(q)].astype(np.int64)


def _names(column: pa.ChunkedArray, rows: np.ndarray) -> pa.ChunkedArray:
    """The names at ``rows``: a slice when the rows are consecutive and in
    order (no copy).

    >>> names = pa.chunked_array([pa.array(["a", "b", "c"])])
    >>> _names(names, np.array([1, 2])).to_pylist(), _names(names, np.array([1, 0])).to_pylist()
    (['b', 'c'], ['b', 'a'])
    """
    first, end = (int(rows[0]), int(rows[-1]) + 1) if len(rows) else (0, 0)
    if end - first == len(rows) and (len(rows) < 2 or bool((np.diff(rows) == 1).all())):
        return column.slice(first, len(rows))
    return column.take(arrow_rows(rows))

"""What follows reading a qrels and a run file: the evaluated queries
walked one at a time as trec_eval pairs them (:func:`each_query`), a
document listed twice for one of them refused, the run's scores at single
precision where asked, and the run in trec_eval's order for the pages. The
files themselves are read by :mod:`metrics.evaluator.readers`.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pandas as pd

from .blocks import duplicate_rows, query_blocks
from .files import TrecFormatError, single_precision


def duplicate_error(df: pd.DataFrame, position: int) -> TrecFormatError:
    """The error for row ``position`` of ``df``, which repeats a (query, document) pair."""
    row = df.iloc[position]
    where = {"line": int(row["line"])} if "line" in row else {"row": position + 1}
    return TrecFormatError(
        "duplicate", df.attrs.get("source", "file"), **where, docno=row["docno"], qid=row["qid"]
    )


def single_precision_scores(run: pd.DataFrame) -> pd.DataFrame:
    """The run with its scores rounded to single precision, as trec_eval 9
    (inside pytrec_eval and ir-measures) reads them: near-equal scores then
    tie, and the tie goes to the document name (``--float32-scores``).

    >>> run = pd.DataFrame({"qid": ["q", "q"], "docno": ["a", "b"], "score": [1 + 1e-9, 1.0]})
    >>> single_precision_scores(run)["score"].tolist()
    [1.0, 1.0]
    """
    return run.assign(score=single_precision(run["score"].to_numpy(float)))


def order_run(run: pd.DataFrame) -> pd.DataFrame:
    """Order each query's documents the way trec_eval does: score descending,
    ties broken by docno descending; adds a 1-based ``rank`` column.

    >>> run = pd.DataFrame({"qid": ["q"] * 3, "docno": ["a", "b", "c"], "score": [1.0, 1.0, 2.0]})
    >>> order_run(run)[["docno", "rank"]].values.tolist()
    [['c', 1], ['b', 2], ['a', 3]]
    """
    out = run.sort_values(
        ["qid", "score", "docno"], ascending=[True, False, False], kind="stable"
    ).reset_index(drop=True)
    out["rank"] = out.groupby("qid", sort=False).cumcount() + 1
    return out


def check_duplicates(df: pd.DataFrame, q_codes: np.ndarray) -> None:
    """A document listed twice for an evaluated query, in a run or in qrels,
    is an error (trec_eval's "duplicate docs"); ``q_codes`` numbers each row's
    query, -1 for rows of queries not evaluated (not checked: trec_eval checks
    both files query by query, as it evaluates them). Names are numbered
    a block of whole queries at a time, so the table of names stays small even
    for a run of millions of distinct names (a pair can only repeat inside its
    own query).

    >>> run = pd.DataFrame({"qid": ["a", "a", "b", "b"], "docno": ["x", "x", "y", "y"],
    ...                     "line": [1, 2, 3, 4]})
    >>> check_duplicates(run, np.array([-1, -1, 0, 0]))
    Traceback (most recent call last):
    ...
    metrics.evaluator.files.TrecFormatError: file line 4: document 'y' is listed twice for query 'b'
    """
    rows = np.flatnonzero(q_codes >= 0)
    if not len(rows):
        return
    rows = rows[np.argsort(q_codes[rows], kind="stable")]  # by query, in file order
    counts = np.bincount(q_codes[rows])
    before = np.r_[0, np.cumsum(counts)]
    repeats = []
    for first, end in query_blocks(counts):
        mine = rows[before[first] : before[end]]
        codes, _ = pd.factorize(df["docno"].iloc[mine])
        repeats += mine[duplicate_rows(q_codes[mine], codes)].tolist()
    if repeats:
        raise duplicate_error(df, min(repeats))


def _by_group(jgs: list[str], docs: list[str], grades: list[int]) -> dict[str, dict[str, int]]:
    """``{jg: {docno: grade}}``, the groups in byte order (trec_eval's order)."""
    out: dict[str, dict[str, int]] = {}
    for jg, doc, grade in zip(jgs, docs, grades):
        out.setdefault(jg, {})[doc] = grade
    return {jg: out[jg] for jg in sorted(out, key=lambda g: g.encode("utf-8"))}


def each_query(
    qrels: pd.DataFrame, run: pd.DataFrame, complete: bool = False
) -> Iterator[tuple[str, dict, list[tuple[str, float]] | None]]:
    """Judgments and ranking of each evaluated query, for the per-query
    engine, one query at a time in trec_eval's order (qid by byte order):
    ``(qid, {docno: grade}, [(docno, score), ...])``, the ranking in file
    order, None for a query only in the qrels.

    The evaluated queries are those with judgments and a ranking, or
    (``complete``, ``-c``) every query with judgments. A document listed
    twice for one of them is refused first, as trec_eval does; duplicates in
    queries not evaluated are no error. Python objects for a 5-million-line
    run take about 1.4 GB, so only one block of queries
    (:data:`metrics.evaluator.blocks.BLOCK_ROWS` lines) is made into them at a time.

    Qrels with judgment groups (a ``jg`` column, :func:`read_qrels` with
    ``groups``) give ``{jg: {docno: grade}}`` instead, the groups in byte
    order; preferences (:func:`read_prefs`) a list of ``(jg, jsg, docno,
    rel_level)``.

    >>> qrels = pd.DataFrame({"qid": ["b", "a", "z", "z"], "docno": ["x", "y", "w", "w"],
    ...                       "grade": [1, 0, 1, 0]})
    >>> run = pd.DataFrame({"qid": ["a", "b", "b"], "docno": ["y", "x", "v"], "score": [1.0, 2.0, 3.0]})
    >>> list(each_query(qrels, run))
    [('a', {'y': 0}, [('y', 1.0)]), ('b', {'x': 1}, [('x', 2.0), ('v', 3.0)])]
    >>> list(each_query(qrels, run, complete=True))
    Traceback (most recent call last):
    ...
    metrics.evaluator.files.TrecFormatError: file row 4: document 'w' is listed twice for query 'z'
    """
    q_rel, rel_names = pd.factorize(qrels["qid"].astype(str))
    q_run, run_names = pd.factorize(run["qid"].astype(str))
    judged = np.asarray(rel_names, dtype=object)
    in_run = pd.Index(run_names).get_indexer(judged)  # each judged query's code in the run
    keep = np.ones(len(judged), bool) if complete else in_run >= 0
    chosen = np.flatnonzero(keep)
    chosen = chosen[np.argsort(judged[chosen].astype(str))]  # str order is byte order
    # Duplicates in evaluated queries only, as trec_eval checks them.
    position = np.full(len(judged), -1)
    position[chosen] = np.arange(len(chosen))
    groups = "jg" in qrels.columns
    prefs = "jsg" in qrels.columns
    if not groups:  # with groups: checked when read, per group
        check_duplicates(qrels, position[q_rel])
    run_position = np.full(len(run_names), -1)
    run_position[in_run[chosen][in_run[chosen] >= 0]] = position[chosen][in_run[chosen] >= 0]
    check_duplicates(run, run_position[q_run])
    # Rows of both files grouped by evaluated query (file order inside one).
    q_rel, q_run = position[q_rel], run_position[q_run]
    rel_rows = np.flatnonzero(q_rel >= 0)
    rel_rows = rel_rows[np.argsort(q_rel[rel_rows], kind="stable")]
    run_rows = np.flatnonzero(q_run >= 0)
    run_rows = run_rows[np.argsort(q_run[run_rows], kind="stable")]
    rel_start = np.r_[0, np.cumsum(np.bincount(q_rel[rel_rows], minlength=len(chosen)))]
    run_start = np.r_[0, np.cumsum(np.bincount(q_run[run_rows], minlength=len(chosen)))]
    ranked = np.diff(run_start) > 0
    for first, end in query_blocks(np.diff(rel_start) + np.diff(run_start)):
        rows = rel_rows[rel_start[first] : rel_start[end]]
        docs = qrels["docno"].iloc[rows].astype(str).tolist()
        grades = qrels["grade"].iloc[rows].tolist() if not prefs else []
        jgs = qrels["jg"].iloc[rows].tolist() if groups else []
        if prefs:
            jsgs = qrels["jsg"].iloc[rows].tolist()
            levels = qrels["rel_level"].iloc[rows].tolist()
        rows = run_rows[run_start[first] : run_start[end]]
        names = run["docno"].iloc[rows].astype(str).tolist()
        scores = run["score"].iloc[rows].tolist()
        r0, j0 = run_start[first], rel_start[first]
        for q in range(first, end):
            a, b = rel_start[q] - j0, rel_start[q + 1] - j0
            if prefs:  # (jg, jsg, docno, rel_level) rows
                judgments = list(zip(jgs[a:b], jsgs[a:b], docs[a:b], levels[a:b]))
            elif groups:
                judgments = _by_group(jgs[a:b], docs[a:b], grades[a:b])
            else:
                judgments = dict(zip(docs[a:b], grades[a:b]))
            a, b = run_start[q] - r0, run_start[q + 1] - r0
            ranking = list(zip(names[a:b], scores[a:b])) if ranked[q] else None
            yield str(judged[chosen[q]]), judgments, ranking

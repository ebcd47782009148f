"""Many queries at once, vectorised: the engine behind ``python -m metrics``.

It computes the same formulas as the single-query functions (the tests check
that value by value, to the last bit) but over whole columns with numpy, so
10,000 queries of 100 documents take well under a second. This module reads
and numbers the columns every measure shares (:class:`_Batch`); each
measure's kernel is in :mod:`metrics.batch_measures`, and the results print
through :mod:`metrics.trec_output`.
Query handling follows trec_eval:

* a query is evaluated when it has judgments **and** a ranking; queries only
  in the run are ignored, queries only in the qrels are ignored too unless
  ``complete=True`` (trec_eval ``-c``), where they score as an empty ranking;
* a query whose judgments hold no relevant document is evaluated and scores 0
  on every relevance measure (it counts in the mean);
* documents are ordered by score, ties by docno descending (see
  :mod:`metrics.trec`);
* ``all`` is the mean over evaluated queries, summed in query order as
  trec_eval does; ``num_ret``, ``num_rel`` and ``num_rel_ret`` are summed.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from .batch_measures import compute, log2_of, nth, ratio
from .trec_engine import Request, parse_requests
from .trec_files import (
    MESSAGES,
    Columns,
    TrecFormatError,
    arrow_rows,
    duplicate_rows,
    numpy_of,
    query_blocks,
    single_precision,
)
from .trec_judged import MAX_DOCS, Options
from .trec_measures import MEASURES as _MEASURES
from .trec_measures import NICKNAMES, TrecMeasure

if TYPE_CHECKING:
    import pandas as pd

#: trec_eval's default cutoffs for P, recall, map_cut and ndcg_cut.
DEFAULT_CUTOFFS = (5, 10, 15, 20, 30, 100, 200, 500, 1000)


#: The measures this engine computes, in output order: every measure of
#: :data:`metrics.trec_measures.MEASURES`, where each is described once
#: (name, help, default cutoffs, how "all" is formed), but runid (the run's
#: tag, which the command line prints) and the judgment-group measures
#: (``-R qrels_jg``, per-query engine only). This engine only adds a kernel for
#: each (:func:`metrics.batch_measures.compute`), checked against that
#: module's per-query functions; with other parameters than trec_eval's
#: defaults a measure goes to the per-query engine.
FAMILIES: dict[str, TrecMeasure] = {
    name: m for name, m in _MEASURES.items() if name != "runid" and not (m.groups or m.prefs)
}

#: This engine's default: trec_eval's "official" set but runid (the run's tag,
#: which the command line prints itself).
DEFAULT_MEASURES = tuple(m for m in NICKNAMES["official"] if m != "runid")


class NoQueryInCommon(ValueError):
    """No query has both judgments and a ranking (code ``no_common``, so the
    app can say it in the reader's language)."""

    code, name, line, row, params = "no_common", "", None, None, {}

    def __init__(self):
        super().__init__(MESSAGES["no_common"])


def vectorised_columns(requests: list[Request], options: Options | None = None) -> list[str] | None:
    """This engine's columns for requests from
    :func:`metrics.trec_engine.parse_requests`, or None when one of them
    (a measure with other parameters than trec_eval's defaults) or an option
    (``-J``, ``-l`` or ``-M`` below 1) needs the per-query engine.

    >>> from metrics.trec_engine import parse_requests
    >>> vectorised_columns(parse_requests(["map", "P.10"]))
    ['map', 'P_10']
    >>> vectorised_columns(parse_requests(["rbp.p=0.8"])) is None  # not the default p
    True
    """
    options = options or Options()
    if options.level < 1 or options.max_docs < 1 or options.judged_only:
        return None  # where trec_eval's C can divide 0 by 0 (-nan): the per-query engine
    if options.judgment_groups or options.preferences:
        return None  # -R qrels_jg, -R prefs: the per-query engine
    columns = []
    for r in requests:
        if r.measure.name == "runid":
            continue  # the run's tag, printed by the command line
        if r.measure.name not in FAMILIES:
            return None
        if r.measure.kind not in ("cut_long", "cut_double") and (
            r.names != (r.measure.name,) or r.params != r.measure.defaults
        ):
            return None  # parameters this engine does not take (ndcg.1=3; dcg sharing them)
        if r.measure.name in ("iprec_at_recall", "11pt_avg") and options.version9:
            return None  # trec_eval 9's recall-level rule: per-query engine only
        columns += r.names
    return columns


def parse_measures(specs: list[str] | tuple[str, ...] | None) -> list[str]:
    """Turn ``-m`` arguments into this engine's column names, in output order.

    Accepts what the command line accepts (:func:`metrics.trec_engine.parse_requests`):
    trec_eval's form (``P.5,10``, ``ndcg_cut.10``), the printed form (``P_5``),
    a family alone (its default cutoffs) and ``official``.

    >>> parse_measures(["ndcg_cut_10", "map", "P.10,5"])
    ['map', 'P_5', 'P_10', 'ndcg_cut_10']
    >>> parse_measures(["Q_5"])
    Traceback (most recent call last):
    ...
    ValueError: unknown measure 'Q_5'; see --help for the list
    >>> parse_measures(["ndcg.1=3,2=9"])
    Traceback (most recent call last):
    ...
    ValueError: measure 'ndcg_1=3,2=9' is computed by the command line's per-query engine only
    """
    requests = parse_requests(list(specs or DEFAULT_MEASURES))
    columns = vectorised_columns(requests)
    if columns is None:
        slow = [r.names[0] for r in requests if vectorised_columns([r]) is None]
        raise ValueError(
            f"measure {slow[0]!r} is computed by the command line's per-query engine only"
        )
    return columns


def _group_ranks(groups: np.ndarray, n_groups: int) -> tuple[np.ndarray, np.ndarray]:
    """1-based rank of each row inside its group (rows sorted by group), and
    the start row of each row's group."""
    counts = np.bincount(groups, minlength=n_groups)
    starts = (np.cumsum(counts) - counts)[groups]
    ranks = np.arange(1, len(groups) + 1, dtype=np.int64)
    ranks -= starts
    return ranks.astype(np.int32), starts


def _tie_order(
    q: np.ndarray, score: np.ndarray, docno: Callable[[np.ndarray], list[str]]
) -> np.ndarray:
    """trec_eval's order: query, then score descending, ties by docno descending.

    Sorting a million document names is slow and ties are rare, so only the
    tied rows are sorted by name, and only their names are fetched
    (``docno(rows)``); Python's ``str`` order is byte order, the order of C's
    ``strcmp``."""
    by_score = np.argsort(-score)  # equal scores are put in name order below
    # A stable sort by query keeps the score order inside each query; with
    # fewer than 65,536 queries a 16-bit key lets numpy use its radix sort.
    key = q.astype(np.uint16) if q.max(initial=0) < 65_536 else q
    order = by_score[np.argsort(key[by_score], kind="stable")]
    del by_score, key  # millions of rows: free what is done with
    qs = q[order]
    same = qs[1:] == qs[:-1]
    del qs
    ss = score[order]
    same &= ss[1:] == ss[:-1]
    del ss
    if same.any():
        tied = np.zeros(len(order), bool)
        tied[1:] |= same
        tied[:-1] |= same
        rows = np.flatnonzero(tied)
        block = np.cumsum(tied & ~np.r_[False, same])[rows]
        names = docno(order[rows])
        by_name = sorted(range(len(rows)), key=names.__getitem__, reverse=True)
        perm = sorted(by_name, key=block.__getitem__)  # stable: keeps name order
        order[rows] = order[rows][perm]
    return order


def _text(names: pa.ChunkedArray) -> list[pa.Array]:
    """A column's chunks as ``large_string`` (names read as numbers in a frame
    built by hand become text, as trec_eval reads every name as text)."""
    return [c if c.type == pa.large_string() else c.cast(pa.large_string()) for c in names.chunks]


def _number(*columns: pa.ChunkedArray) -> tuple[np.ndarray, list[str]]:
    """One numbering of the rows of one or more columns of names (the same
    name, the same int32), and the names in order of their numbers."""
    both = pa.chunked_array([c for names in columns for c in _text(names)], type=pa.large_string())
    encoded = pc.dictionary_encode(both).combine_chunks()
    return numpy_of(encoded.indices, np.int32), encoded.dictionary.to_pylist()


def _one_chunk(column: pa.ChunkedArray) -> pa.ChunkedArray:
    return pa.chunked_array([column.combine_chunks()]) if column.num_chunks > 1 else column


def arrow_names(names: pd.Series) -> pa.ChunkedArray:
    """A frame's column of names (a pandas Series) as an Arrow column, with no
    copy for the readers' text columns; a column Arrow cannot type at once
    (mixed values) is made text first."""
    try:
        return pa.chunked_array(pa.array(names))
    except (pa.ArrowException, TypeError):
        return pa.chunked_array(pa.array(names.astype(str).astype(object)))


def frame_columns(frame: pd.DataFrame, value: str) -> Columns:
    """A frame of :mod:`metrics.trec` (``qid``, ``docno``, ``value``, maybe
    ``line``) as this engine's :class:`~metrics.trec_files.Columns`."""
    return Columns(
        arrow_names(frame["qid"]), arrow_names(frame["docno"]), frame[value].to_numpy(),
        frame.attrs.get("source", "file"),
        frame["line"].to_numpy() if "line" in frame.columns else None,
    )  # fmt: skip


class _Batch:
    """Columns shared by every measure, for the evaluated queries.

    Built from the judgments and the run as
    :class:`~metrics.trec_files.Columns`, whose name columns it empties as
    soon as it is done with them (on a large run they are most of the
    memory): pass columns nobody else needs."""

    def __init__(self, qrels: Columns, run: Columns, options: Options):
        complete, level = options.complete, options.level
        self.level = level  # the lowest relevant grade (trec_eval's -l)
        codes, q_names = _number(run.qid, qrels.qid)
        q_run, q_rel = codes[: len(run.value)], codes[len(run.value) :]
        del codes
        run.qid = qrels.qid = None
        # Evaluated queries, in trec_eval's order (qid by byte order).
        judged = np.zeros(len(q_names), bool)
        judged[q_rel] = True
        ranked = np.zeros(len(q_names), bool)
        ranked[q_run] = True
        chosen = np.flatnonzero(judged & (ranked | complete))
        chosen = chosen[np.argsort(np.asarray(q_names, dtype=object)[chosen].astype(str))]
        self.qids = [str(q_names[c]) for c in chosen]
        self.n = len(chosen)
        # int32 where values stay small: millions of rows, so half the memory.
        position = np.full(len(q_names), -1, dtype=np.int32)
        position[chosen] = np.arange(self.n, dtype=np.int32)
        q_run, q_rel = position[q_run], position[q_rel]
        # The run's rows of evaluated queries, in trec_eval's order.
        ranked_rows = np.flatnonzero(q_run >= 0)

        def docno(rows: np.ndarray, ranked_rows=ranked_rows) -> list[str]:
            return [str(d) for d in run.docno.take(arrow_rows(ranked_rows[rows])).to_pylist()]

        if len(ranked_rows) == len(q_run):  # every query evaluated: no copies
            order = _tie_order(q_run, np.asarray(run.value, dtype=float), docno)
        else:
            score = np.asarray(run.value, dtype=float)[ranked_rows]
            order = ranked_rows[_tie_order(q_run[ranked_rows], score, docno)]
            del score
        run.value = None  # the scores: done with
        order = order.astype(np.int32) if len(order) < 2**31 else order  # half the memory
        self.q = q_run[order]
        del docno, ranked_rows, q_run
        # The judgments of evaluated queries, grouped by query.
        kept = np.flatnonzero(q_rel >= 0)
        judged_rows = kept[np.argsort(q_rel[kept], kind="stable")]
        q_judged, g_judged = q_rel[judged_rows], np.asarray(qrels.value)[judged_rows]
        del kept, q_rel
        self.grade = self._grades(run, order, qrels, judged_rows, q_judged, g_judged)
        del order, judged_rows
        if options.max_docs < MAX_DOCS:  # -M: the first N documents of each ranking
            keep = _group_ranks(self.q, self.n)[0] <= options.max_docs
            self.q, self.grade, self.found = self.q[keep], self.grade[keep], self.found[keep]
        self.rank, start = _group_ranks(self.q, self.n)
        self.rel = (self.grade >= level).astype(np.int32)
        cum = np.cumsum(self.rel, dtype=np.int64)
        self.hits = (cum - (cum - self.rel)[start] if len(cum) else cum).astype(np.int32)
        del cum, start
        self.counts = np.bincount(self.q, minlength=self.n)  # documents retrieved, by query
        self.first = np.cumsum(self.counts) - self.counts  # each query's first row
        self.num_ret = self.counts.astype(float)
        # Judged grades of evaluated queries, best first, for the ideal DCG.
        self.num_rel = np.bincount(q_judged, weights=g_judged >= level, minlength=self.n)
        # trec_eval's -c 'all' line of num_rel counts every grade above 0,
        # whatever -l says (its judged-relevant count from the qrels)
        self.num_graded = np.bincount(q_judged, weights=g_judged > 0, minlength=self.n)
        nonrel = (g_judged >= 0) & (g_judged < level)
        self.num_nonrel = np.bincount(q_judged, weights=nonrel, minlength=self.n)
        self._best = None
        ideal = np.lexsort((-g_judged, q_judged))
        self.ideal_q, self.ideal_grade = q_judged[ideal], g_judged[ideal]
        self.ideal_rank, _ = _group_ranks(self.ideal_q, self.n)
        self.ideal_counts = np.bincount(self.ideal_q, minlength=self.n)
        self.ideal_first = np.cumsum(self.ideal_counts) - self.ideal_counts

    def _grades(self, run, order, qrels, judged_rows, q_judged, g_judged) -> np.ndarray:
        """The grade of each retrieved document (-1 when not judged), and the
        duplicate checks of both files (a document twice for one evaluated
        query is an error, as in trec_eval).

        Names are matched a block of whole queries at a time (a name only
        matters inside its own query), so the table of names stays small even
        for tens of millions of distinct names. Both files' rows are grouped
        by query: ``order`` for the run, ``judged_rows`` for the qrels. The
        document names are emptied at the end."""
        # One chunk each: Arrow's take on a column of many chunks (its CSV
        # reader makes one a MB) was 20 times slower, 1.4 s on 5 million lines.
        run.docno, qrels.docno = _one_chunk(run.docno), _one_chunk(qrels.docno)
        grade = np.full(len(order), -1, dtype=np.int32)
        self.found = np.zeros(len(order), bool)  # in the qrels (a grade of -1 is judged)
        run_start = np.r_[0, np.cumsum(np.bincount(self.q, minlength=self.n))]
        rel_start = np.r_[0, np.cumsum(np.bincount(q_judged, minlength=self.n))]
        twice_run, twice_rel = [], []  # (row in its file, query)
        counts = np.diff(run_start) + np.diff(rel_start)  # rows of both files, by query
        for a, b in query_blocks(counts):
            r0, r1, j0, j1 = run_start[a], run_start[b], rel_start[a], rel_start[b]
            rows, jrows = order[r0:r1], judged_rows[j0:j1]
            codes, _ = _number(
                qrels.docno.take(arrow_rows(jrows)), run.docno.take(arrow_rows(rows))
            )
            doc_rel, doc_run = codes[: j1 - j0], codes[j1 - j0 :]
            q_rel, q_run = q_judged[j0:j1] - a, self.q[r0:r1] - a
            at = duplicate_rows(q_rel, doc_rel)
            twice_rel += zip(jrows[at].tolist(), (q_rel[at] + a).tolist())
            if len(duplicate_rows(q_run, doc_run)):  # which row repeats: in file order
                by_line = np.argsort(rows, kind="stable")
                at = by_line[duplicate_rows(q_run[by_line], doc_run[by_line])]
                twice_run += zip(rows[at].tolist(), (q_run[at] + a).tolist())
            width = int(codes.max(initial=0)) + 1
            keys = q_rel.astype(np.int64) * width + doc_rel
            by_key = np.argsort(keys, kind="stable")
            keys = keys[by_key]
            wanted = q_run.astype(np.int64) * width + doc_run
            pos = np.minimum(np.searchsorted(keys, wanted), max(len(keys) - 1, 0))
            if len(keys):
                found = keys[pos] == wanted
                grade[r0:r1] = np.where(found, g_judged[j0:j1][by_key][pos], -1)
                self.found[r0:r1] = found
        for twice, columns in ((twice_rel, qrels), (twice_run, run)):
            if twice:
                row, query = min(twice)
                raise TrecFormatError(
                    "duplicate", columns.source, **columns.where(row),
                    docno=str(columns.docno[row].as_py()), qid=self.qids[query],
                )  # fmt: skip
        run.docno = qrels.docno = None
        return grade

    def total(self, weights: np.ndarray, k: int | None = None, q=None, rank=None) -> np.ndarray:
        """Per-query sum of ``weights`` over ranks ≤ k."""
        q = self.q if q is None else q
        rank = self.rank if rank is None else rank
        if k is not None:
            weights = np.where(rank <= k, weights, 0.0)
        return np.bincount(q, weights=weights, minlength=self.n)

    def hits_at(self, depth: np.ndarray) -> np.ndarray:
        """Per query, the relevant documents in its top ``depth`` (one depth
        per query; a list shorter than that counts whole)."""
        depth = np.minimum(depth, self.counts).astype(np.int64)
        return nth(self.hits, self.first, depth).astype(float)

    def judged_nonrelevant(self) -> np.ndarray:
        """Retrieved documents judged with a grade from 0 to below the level."""
        return (self.grade >= 0) & (self.grade < self.level)

    def bpref(self) -> np.ndarray:
        """For each relevant document: 1 - (judged non-relevant above it) /
        min(judged non-relevant, R), both capped at R; summed, / R.
        (Computed on the relevant rows only: a fraction of the run.)"""
        if not len(self.q):
            return np.zeros(self.n)
        judged_nonrel = np.cumsum(self.judged_nonrelevant(), dtype=np.int32)
        before = np.where(self.first > 0, judged_nonrel[np.maximum(self.first - 1, 0)], 0)
        at = np.flatnonzero(self.rel == 1)
        q = self.q[at]
        above = judged_nonrel[at] - before[q]
        del judged_nonrel
        r, n = self.num_rel[q], self.num_nonrel[q]
        with np.errstate(divide="ignore", invalid="ignore"):
            term = np.where(above > 0, 1.0 - np.minimum(above, r) / np.minimum(n, r), 1.0)
        return ratio(np.bincount(q, weights=term, minlength=self.n), self.num_rel)

    def interpolated_precision(self, fraction: float) -> np.ndarray:
        """trec_eval 10.0's iprec_at_recall: the best precision at or after
        the rank where round(fraction x R) relevant documents are found."""
        x = fraction * self.num_rel
        whole = np.floor(x)
        cut = (whole + (x - whole >= 0.5)).astype(np.int64)  # C's lround
        found = self.total(self.rel).astype(np.int64)
        best = self.best_precision_from()  # by (query, k-th relevant)
        out = np.zeros(self.n)
        has = (cut >= 1) & (cut <= found)
        out[has] = best[self.rel_start[has] + cut[has] - 1]
        zero = (cut == 0) & (found > 0)
        out[zero] = best[self.rel_start[zero]]
        return out

    def best_precision_from(self) -> np.ndarray:
        """For the k-th relevant document retrieved by each query, the highest
        precision at its rank or any later relevant one (computed once)."""
        if self._best is None:
            at = np.flatnonzero(self.rel == 1)
            precision = self.hits[at] / self.rank[at]
            counts = np.bincount(self.q[at], minlength=self.n)
            self.rel_start = np.cumsum(counts) - counts
            best = precision.copy()
            for start, count in zip(self.rel_start.tolist(), counts.tolist()):
                if count > 1:
                    part = best[start : start + count]
                    best[start : start + count] = np.maximum.accumulate(part[::-1])[::-1]
            self._best = best
        return self._best

    def starts_of_rows(self) -> np.ndarray:
        """Each retrieved row's query's first row."""
        return self.first[self.q]

    def ap_sum(self, k=None):
        return self.total(self.rel * self.hits / self.rank, k)

    def running(self, values: np.ndarray, rank: np.ndarray | None = None) -> np.ndarray:
        """Per query, the running sum of ``values`` down the ranking (or the
        ideal ranking, with ``rank=self.ideal_rank``), added one rank at a
        time as C adds them (a cumulative sum over all rows minus each
        query's start would differ in the last bit)."""
        rank = self.rank if rank is None else rank
        out = np.zeros(len(values))
        if not len(values):
            return out
        by_rank = np.argsort(rank, kind="stable")
        ends = np.cumsum(np.bincount(rank))
        for r in range(1, len(ends)):
            rows = by_rank[ends[r - 1] : ends[r]]
            out[rows] = values[rows] if r == 1 else out[rows - 1] + values[rows]
        return out

    def ideal_beside(self) -> np.ndarray:
        """For each retrieved row, the grade the ideal ranking (every judged
        grade, best first) has at the same rank; 0 past its end, and 0 for
        a negative grade."""
        depth = np.where(self.rank <= self.ideal_counts[self.q], self.rank, 0)
        return np.maximum(nth(self.ideal_grade, self.ideal_first[self.q], depth), 0)

    def top_grade(self) -> np.ndarray:
        """Each query's highest judged grade (-1 when none is 0 or more)."""
        top = np.full(self.n, -1, dtype=np.int64)
        np.maximum.at(top, self.ideal_q, self.ideal_grade)
        return top

    def dcg(self, k=None, gain="linear", ideal=None):
        grade = np.maximum(self.grade, 0)
        q, rank = self.q, self.rank
        if ideal == "judgments":
            grade, q, rank = np.maximum(self.ideal_grade, 0), self.ideal_q, self.ideal_rank
        elif ideal == "ranking":
            order = np.lexsort((-grade, q))
            grade, q = grade[order], q[order]
        g = 2.0**grade - 1 if gain == "exponential" else grade.astype(float)
        return self.total(g / log2_of(rank + 1), k, q, rank)


def split_column(column: str) -> tuple[str, int | float | None]:
    """``"ndcg_cut_10"`` → ``("ndcg_cut", 10)``; ``"map"`` → ``("map", None)``;
    ``"iprec_at_recall_0.10"`` → ``("iprec_at_recall", 0.1)``."""
    if column in FAMILIES:
        return column, None
    family, _, k = column.rpartition("_")
    return family, float(k) if FAMILIES[family].kind == "cut_double" else int(k)


def measure_of(column: str) -> TrecMeasure:
    """The measure behind a column: ``"P_10"`` → ``FAMILIES["P"]``."""
    return FAMILIES[split_column(column)[0]]


def evaluate_columns(
    qrels: Columns, run: Columns, columns: list[str], options: Options | None = None
) -> tuple[list[str], dict[str, np.ndarray], dict[str, float]]:
    """The engine itself, without pandas: the evaluated queries (trec_eval's
    order), each column's per-query values and the ``all`` values, under
    trec_eval's options (``complete`` -c, ``level`` -l, ``max_docs`` -M).
    ``columns`` are names from :func:`parse_measures`; the name columns of
    ``qrels`` and ``run`` are emptied as they are used (see :class:`_Batch`).

    >>> from metrics.trec_files import Source, read_columns
    >>> qrels = read_columns(Source("q", b"q1 0 b 1\\nq1 0 z 1\\n"), "qrels")
    >>> run = read_columns(Source("r", b"q1 Q0 a 1 3 s\\nq1 Q0 b 2 2 s\\n"), "run")
    >>> qids, values, summary = evaluate_columns(qrels, run, ["map", "P_2"])
    >>> qids, values["map"].tolist(), summary
    (['q1'], [0.25], {'map': 0.25, 'P_2': 0.5})
    """
    options = options or Options()
    b = _Batch(qrels, run, options)
    if not b.n:
        raise NoQueryInCommon()
    values = {c: compute(b, *split_column(c)) for c in columns}
    summary = {}
    for c in columns:
        average = measure_of(c).average
        if average == "none":  # relstring: per query only
            continue
        total = 0.0
        for v in values[c].tolist():  # in query order, one by one, as trec_eval adds them
            total += v
        if c == "num_rel" and options.complete:
            total = float(b.num_graded.sum())  # whole numbers: exact
        if average == "gm":
            summary[c] = math.exp(total / b.n)
        else:
            summary[c] = total if average in ("sum", "count") else total / b.n
    return b.qids, values, summary


def evaluate(
    qrels: pd.DataFrame,
    run: pd.DataFrame,
    measures: list[str] | tuple[str, ...] | None = None,
    *,
    complete: bool = False,
    float32_scores: bool = False,
) -> tuple[pd.DataFrame, dict[str, float]]:
    """Evaluate a run against qrels (pandas frames from :mod:`metrics.trec`).

    Parameters
    ----------
    qrels, run : pandas.DataFrame
        Columns ``qid``, ``docno`` and ``grade`` (int) or ``score`` (float);
        a ``line`` column, if there, names the file's line in error messages.
    measures : list of str, optional
        Anything :func:`parse_measures` takes; default: trec_eval's official set.
    complete : bool, default False
        trec_eval's ``-c``: queries only in the qrels count, scoring 0.
    float32_scores : bool, default False
        Scores are compared as doubles, as trec_eval 10.0 reads them. With
        ``float32_scores`` they are first rounded to single precision, as
        trec_eval 9.x (inside pytrec_eval and ir-measures) reads them: scores
        that differ only past float's precision (1 + 1e-9 and 1) then tie,
        and the tie is broken by docno.

    Returns
    -------
    (pandas.DataFrame, dict)
        The per-query table (index ``qid`` in trec_eval's order, one column
        per measure) and the ``all`` values.

    Examples
    --------
    >>> import pandas as pd
    >>> qrels = pd.DataFrame({"qid": ["q1", "q1"], "docno": ["b", "z"], "grade": [1, 1]})
    >>> run = pd.DataFrame({"qid": ["q1"] * 3, "docno": ["a", "b", "c"], "score": [3.0, 2.0, 1.0]})
    >>> per_query, summary = evaluate(qrels, run, ["map", "P_2", "recip_rank"])
    >>> per_query.loc["q1"].tolist()
    [0.25, 0.5, 0.5]
    """
    import pandas as pd  # only here: the command line's path never loads pandas

    columns = parse_measures(measures)
    run_columns = frame_columns(run, "score")
    if float32_scores:
        run_columns.value = single_precision(run_columns.value)
    qids, values, summary = evaluate_columns(
        frame_columns(qrels, "grade"), run_columns, columns, Options(complete=complete)
    )
    return pd.DataFrame(values, index=pd.Index(qids, name="qid")), summary

"""The vectorised engine: every query at once, with numpy.

It computes what the per-query engine computes (the tests check that value
by value, to the last bit) over whole columns, so 10,000 queries of 100
documents take well under a second. This module reads and numbers the
columns every measure shares (:class:`Evaluated`); each measure's kernel is
beside its other code in :mod:`metrics.measures`
(:attr:`~metrics.measures.base.Measure.kernel`), and the results print
through :mod:`metrics.evaluator.output`. Query handling follows trec_eval:

* a query is evaluated when it has judgments **and** a ranking; queries only
  in the run are ignored, queries only in the qrels are ignored too unless
  ``complete=True`` (trec_eval ``-c``), where they score as an empty ranking;
* a query whose judgments hold no relevant document is evaluated and scores 0
  on every relevance measure (it counts in the mean);
* documents are ordered by score, ties by docno descending
  (:mod:`metrics.evaluator.order`);
* the ``all`` line is formed by the rule both engines share
  (:func:`metrics.evaluator.per_query.all_value`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import numpy as np
import pyarrow as pa

from ..judged import MAX_DOCS, Options
from ..measures import MEASURES
from ..measures.base import Measure, nth
from .files import NOT_JUDGED, Columns, NoQueryInCommon, arrow_text
from .match import grades_by_line
from .order import group_ranks, name_fetcher, number_names, scored, tie_order
from .parallel import both
from .per_query import all_value
from .requests import Request

if TYPE_CHECKING:
    import pandas as pd


def vectorised_columns(requests: list[Request], options: Options | None = None) -> list[str] | None:
    """This engine's columns for requests from
    :func:`metrics.evaluator.requests.parse_requests`, or None when one of
    them (a measure without a kernel, or with other parameters than its
    defaults) or an option (``-J``, ``-l`` or ``-M`` below 1, ``-R``) needs
    the per-query engine.

    >>> from metrics.evaluator.requests import parse_requests
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
        if r.measure.kernel is None:
            return None
        if r.measure.kind not in ("cut_long", "cut_double") and (
            r.names != (r.measure.name,) or r.params != r.measure.defaults
        ):
            return None  # parameters this engine does not take (ndcg.1=3; dcg sharing them)
        columns += r.names
    return columns


def arrow_names(names: pd.Series) -> pa.ChunkedArray:
    """A frame's column of names (a pandas Series) as an Arrow column, with no
    copy for the readers' text columns; a column Arrow cannot type at once
    (mixed values) is made text first."""
    try:
        return pa.chunked_array(pa.array(names))
    except (pa.ArrowException, TypeError):
        return pa.chunked_array(pa.array(names.astype(str).astype(object)))


def frame_columns(frame: pd.DataFrame, value: str) -> Columns:
    """A frame of :mod:`metrics.evaluator.readers` (``qid``, ``docno``, ``value``, maybe
    ``line``) as this engine's :class:`~metrics.evaluator.files.Columns`."""
    return Columns(
        arrow_names(frame["qid"]), arrow_names(frame["docno"]), frame[value].to_numpy(),
        frame.attrs.get("source", "file"),
        frame["line"].to_numpy() if "line" in frame.columns else None,
    )  # fmt: skip


class Evaluated:
    """Columns shared by every measure, for the evaluated queries: each
    retrieved document's query (``q``), rank, grade (-1 when not judged),
    whether it is in the qrels (``found``), relevant (``rel``) and the
    relevant documents so far (``hits``); per query, the documents retrieved
    (``counts``, ``num_ret``), relevant judged (``num_rel``) and judged
    non-relevant (``num_nonrel``); and the judgments best first
    (``ideal_q``, ``ideal_grade``, ``ideal_rank``). A kernel keeps what it
    computes once per evaluation in ``cache``.

    Built from the judgments and the run as
    :class:`~metrics.evaluator.files.Columns`, whose name columns it empties as
    soon as it is done with them (on a large run they are most of the
    memory): pass columns nobody else needs."""

    def __init__(self, qrels: Columns, run: Columns, options: Options):
        complete, level = options.complete, options.level
        self.level = level  # the lowest relevant grade (trec_eval's -l)
        self.version9 = options.version9  # trec_eval 9's recall-level rule
        codes, q_names = number_names(run.qid, qrels.qid)
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
        if not isinstance(run.docno, list):
            run.docno = arrow_text(run.docno)
        docno = name_fetcher(run.docno, ranked_rows)

        # The judgments of evaluated queries, grouped by query.
        kept = np.flatnonzero(q_rel >= 0)
        judged_rows = kept[np.argsort(q_rel[kept], kind="stable")]
        q_judged, g_judged = q_rel[judged_rows], np.asarray(qrels.value)[judged_rows]
        del kept, q_rel
        # Grades in 32 bits (half the memory), unless a grade needs 64 (a
        # grade of 3,000,000,000 wrapped to a negative one: not relevant).
        small = np.iinfo(np.int32)
        wide = bool(len(g_judged)) and (g_judged.max() > small.max or g_judged.min() <= small.min)
        self.grade_type = np.int64 if wide else np.int32
        every = len(ranked_rows) == len(q_run)  # every query evaluated: no copies
        q_ranked = q_run if every else q_run[ranked_rows]
        score = np.asarray(run.value, dtype=float)
        score = score if every else score[ranked_rows]
        run.value = None  # the scores: done with (``score`` holds them)
        # Grades first, so only ties whose rows differ in what the measures
        # read of them (grade, judged or not) are put in name order, and only
        # their names are fetched (:func:`~metrics.evaluator.order.tie_order`):
        # on 10,000 x 100 with 41 distinct scores, 95,000 rows of a million.
        if run.grade is not None:  # looked up already (the drop-in's dict of judgments)
            looked = np.asarray(run.grade) if every else np.asarray(run.grade)[ranked_rows]
            unjudged = NOT_JUDGED
            order = tie_order(q_ranked, score, docno, options.ties, classes=looked)
        else:
            # Files: the names are matched line by line on another core
            # while the run is put in score order.
            qrels.docno = arrow_text(qrels.docno)
            judgments = (judged_rows, q_judged, g_judged)
            looked, (order, tied) = both(
                partial(grades_by_line, run, q_run, qrels, judgments, self.qids, self.grade_type),
                partial(scored, q_ranked, score),
                rows=len(q_run),
            )
            del judgments
            looked = looked if every else looked[ranked_rows]
            unjudged = np.iinfo(self.grade_type).min
            order = tie_order(
                q_ranked, score, docno, options.ties, classes=looked, order=order, tied=tied
            )
            del tied
        looked = looked[order]
        self.found = looked != unjudged
        self.grade = np.where(self.found, looked, -1).astype(self.grade_type, copy=False)
        del looked, score, q_ranked
        order = order if every else ranked_rows[order]
        order = order.astype(np.int32) if len(order) < 2**31 else order  # half the memory
        self.q = q_run[order]
        del docno, ranked_rows, q_run
        run.grade = run.docno = qrels.docno = None
        del order, judged_rows
        if options.max_docs < MAX_DOCS:  # -M: the first N documents of each ranking
            keep = group_ranks(self.q, self.n)[0] <= options.max_docs
            self.q, self.grade, self.found = self.q[keep], self.grade[keep], self.found[keep]
        self.rank, start = group_ranks(self.q, self.n)
        self.rel = (self.grade >= level).astype(np.int32)
        # Each row's hits so far in its query: 32-bit throughout (rows of the
        # run's length, each allocated afresh: fewer bytes, less time).
        self.hits = np.cumsum(self.rel, dtype=np.int32 if len(self.rel) < 2**31 else np.int64)
        if len(self.hits):
            self.hits -= (self.hits - self.rel)[start]
        del start
        self.counts = np.bincount(self.q, minlength=self.n)  # documents retrieved, by query
        self.first = np.cumsum(self.counts) - self.counts  # each query's first row
        # Relevant documents retrieved, by query (the hits at each list's end).
        self.rel_ret = nth(self.hits, self.first, self.counts).astype(float)
        self.num_ret = self.counts.astype(float)
        # Judged grades of evaluated queries, best first, for the ideal DCG.
        self.num_rel = np.bincount(q_judged, weights=g_judged >= level, minlength=self.n)
        # trec_eval's -c 'all' line of num_rel counts every grade above 0,
        # whatever -l says (its judged-relevant count from the qrels)
        self.num_graded = np.bincount(q_judged, weights=g_judged > 0, minlength=self.n)
        nonrel = (g_judged >= 0) & (g_judged < level)
        self.num_nonrel = np.bincount(q_judged, weights=nonrel, minlength=self.n)
        self.cache: dict = {}
        ideal = np.lexsort((-g_judged, q_judged))
        self.ideal_q, self.ideal_grade = q_judged[ideal], g_judged[ideal]
        self.ideal_rank, _ = group_ranks(self.ideal_q, self.n)
        self.ideal_counts = np.bincount(self.ideal_q, minlength=self.n)
        self.ideal_first = np.cumsum(self.ideal_counts) - self.ideal_counts

    def total(self, weights: np.ndarray, k: int | None = None, q=None, rank=None) -> np.ndarray:
        """Per-query sum of ``weights`` over ranks ≤ k."""
        q = self.q if q is None else q
        rank = self.rank if rank is None else rank
        if k is not None:
            weights = np.where(rank <= k, weights, 0.0)
        return np.bincount(q, weights=weights, minlength=self.n)

    def total_at(self, key, weights, k: int | None = None, ideal: bool = False) -> np.ndarray:
        """Per query, the sum of the weights ``weights()`` gives over ranks ≤ k
        (every rank when None), over the ranking or, with ``ideal``, over the
        judgments best first. The weights are computed once per evaluation and
        their running sums kept under ``key``, so each further cutoff (a
        measure's 5, 10, 15, …, 1000) reads one row per query. The running
        sums add one rank at a time, as C does, so each equals :meth:`total`'s
        sum to the last bit. A whole-list sum keeps only its value per query
        (map and gm_map both read it), not the running sums (a
        5-million-line run's default measures would carry two more arrays of
        its length)."""
        if k is None and key not in self.cache:
            whole = ("whole list", key, ideal)
            if whole not in self.cache:
                self.cache[whole] = (
                    self.total(weights(), q=self.ideal_q, rank=self.ideal_rank)
                    if ideal
                    else self.total(weights())
                )
            return self.cache[whole].copy()
        if key not in self.cache:
            rank = self.ideal_rank if ideal else self.rank
            self.cache[key] = self.running(weights(), rank)
        first, counts = (
            (self.ideal_first, self.ideal_counts) if ideal else (self.first, self.counts)
        )
        depth = counts if k is None else np.minimum(counts, k)
        return nth(self.cache[key], first, depth).astype(float)

    def forget_rows(self) -> None:
        """Let go of what kernels kept that is as long as the run (running
        sums, rows grouped by rank): once a measure's cutoffs are done, the
        next measure would only add to the peak. Per-query values stay."""

        def long(value) -> bool:
            parts = value if isinstance(value, tuple) else (value,)
            return any(isinstance(v, np.ndarray) and len(v) >= len(self.q) > 0 for v in parts)

        for key in [k for k, v in self.cache.items() if long(v)]:
            del self.cache[key]

    def hits_at(self, depth: np.ndarray) -> np.ndarray:
        """Per query, the relevant documents in its top ``depth`` (one depth
        per query; a list shorter than that counts whole)."""
        depth = np.minimum(depth, self.counts).astype(np.int64)
        return nth(self.hits, self.first, depth).astype(float)

    def judged_nonrelevant(self) -> np.ndarray:
        """Retrieved documents judged with a grade from 0 to below the level."""
        return (self.grade >= 0) & (self.grade < self.level)

    def running(self, values: np.ndarray, rank: np.ndarray | None = None) -> np.ndarray:
        """Per query, the running sum of ``values`` down the ranking (or the
        ideal ranking, with ``rank=self.ideal_rank``), added one rank at a
        time as C adds them (a cumulative sum over all rows minus each
        query's start would differ in the last bit).

        Each query's rows are laid out as one row of a table (query × rank)
        and summed along it with numpy's ``cumsum``, which adds in order,
        one element after another; when the lists' lengths differ so much
        that the table would be more than twice the rows, rank by rank."""
        rank = self.rank if rank is None else rank
        if not len(values):
            return np.zeros(0)
        q = self.ideal_q if rank is self.ideal_rank else self.q
        width = int(rank.max())
        if self.n * width == len(values):  # every list as long: the rows are the table
            return np.cumsum(values.reshape(self.n, width), axis=1, dtype=float).ravel()
        if self.n * width <= 2 * len(values):
            at = q.astype(np.int64) * width + (rank - 1)
            table = np.zeros(self.n * width)
            table[at] = values
            return np.cumsum(table.reshape(self.n, width), axis=1).ravel()[at]
        # The rows grouped by rank: once per evaluation for the ranking and the ideal.
        key = {id(self.rank): "rank", id(self.ideal_rank): "ideal rank"}.get(id(rank))
        grouped = self.cache.get(("by rank", key))
        if grouped is None:
            by_rank = np.argsort(rank, kind="stable")
            by_rank = by_rank.astype(np.int32) if len(by_rank) < 2**31 else by_rank
            grouped = by_rank, np.cumsum(np.bincount(rank))
            if key is not None:
                self.cache[("by rank", key)] = grouped
        by_rank, ends = grouped
        out = np.zeros(len(values))
        for r in range(1, len(ends)):
            rows = by_rank[ends[r - 1] : ends[r]]
            out[rows] = values[rows] if r == 1 else out[rows - 1] + values[rows]
        return out


def split_column(column: str) -> tuple[str, int | float | None]:
    """``"ndcg_cut_10"`` → ``("ndcg_cut", 10)``; ``"map"`` → ``("map", None)``;
    ``"iprec_at_recall_0.10"`` → ``("iprec_at_recall", 0.1)``.

    >>> split_column("ndcg_cut_10"), split_column("map"), split_column("iprec_at_recall_0.10")
    (('ndcg_cut', 10), ('map', None), ('iprec_at_recall', 0.1))
    """
    if column in MEASURES:
        return column, None
    name, _, k = column.rpartition("_")
    return name, float(k) if MEASURES[name].kind == "cut_double" else int(k)


def measure_of(column: str) -> Measure:
    """The measure behind an output column: ``"P_10"`` → ``MEASURES["P"]``."""
    return MEASURES[split_column(column)[0]]


def evaluate_columns(
    qrels: Columns,
    run: Columns,
    columns: list[str],
    options: Options | None = None,
    built: Callable[[], None] | None = None,
) -> tuple[list[str], dict[str, np.ndarray], dict[str, float]]:
    """The engine itself, without pandas: the evaluated queries (trec_eval's
    order), each column's per-query values and the ``all`` values, under
    trec_eval's options (``complete`` -c, ``level`` -l, ``max_docs`` -M).
    ``columns`` are output names of measures that have a kernel
    (:func:`vectorised_columns`); the name columns of ``qrels`` and ``run``
    are emptied as they are used (see :class:`Evaluated`). ``built`` is
    called once the shared columns are built, before the first measure.

    >>> from metrics.evaluator.files import Source, read_columns
    >>> qrels = read_columns(Source("q", b"q1 0 b 1\\nq1 0 z 1\\n"), "qrels")
    >>> run = read_columns(Source("r", b"q1 Q0 a 1 3 s\\nq1 Q0 b 2 2 s\\n"), "run")
    >>> qids, values, summary = evaluate_columns(qrels, run, ["map", "P_2"])
    >>> qids, values["map"].tolist(), summary
    (['q1'], [0.25], {'map': 0.25, 'P_2': 0.5})
    """
    options = options or Options()
    e = Evaluated(qrels, run, options)
    if not e.n:
        raise NoQueryInCommon()
    if built is not None:
        built()
    values = {}
    for i, c in enumerate(columns):
        name, cutoff = split_column(c)
        if i and name != split_column(columns[i - 1])[0]:
            e.forget_rows()  # a new measure: what the last one kept goes
        values[c] = MEASURES[name].kernel(e, cutoff)
    graded = float(e.num_graded.sum()) if options.complete else None  # whole numbers: exact
    summary = {}
    for c in columns:
        measure = measure_of(c)
        if measure.average == "none":  # relstring: per query only
            continue
        # In query order, one by one, as trec_eval adds them: a running sum
        # (numpy's sum adds in pairs, which can round differently).
        running = np.cumsum(np.asarray(values[c], dtype=float))
        total = float(running[-1]) if len(running) else 0.0
        summary[c] = all_value(measure, c, total, e.n, graded)
    return e.qids, values, summary

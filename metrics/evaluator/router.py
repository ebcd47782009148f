"""The router: each requested measure to the engine that has it.

The vectorised engine (:mod:`metrics.evaluator.vectorised`) computes every
measure that has a kernel, with its default parameters, when the options
allow; the per-query engine (:mod:`metrics.evaluator.per_query`) computes
the rest, query by query, fed one block of queries at a time
(:func:`metrics.evaluator.readers.each_query`). A measure without a kernel
simply runs on the per-query engine.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping

import numpy as np
import pandas as pd

from ..judged import Options
from .per_query import evaluate_each
from .readers import each_query, single_precision_scores
from .requests import Request, parse_requests
from .vectorised import evaluate_columns, frame_columns, vectorised_columns


def evaluate_requests(
    qrels: pd.DataFrame,
    run: pd.DataFrame,
    requests: list[Request],
    options: Options | None = None,
    run_id: str = "",
    emit: Callable[[str, list[tuple[str, object]]], None] | None = None,
    keep: bool = True,
    zscores: Mapping[tuple[str, str], tuple[float, float]] | None = None,
) -> tuple[list[tuple[str, list[tuple[str, object]]]], list[tuple[str, object]]]:
    """Requests (:func:`metrics.evaluator.requests.parse_requests`) on frames
    of :mod:`metrics.evaluator.readers`, each measure on the engine that has
    it: the vectorised one for the measures it has, with their default
    parameters, when the options allow; the per-query one for the rest, fed
    one block of queries at a time. Returns what
    :func:`metrics.evaluator.per_query.evaluate` returns, in the requests'
    order.
    With ``emit``, each query's values go to it as soon as they are known
    and are not kept (the per-query lists are then empty): the command line
    prints them as trec_eval does, without holding them all. With ``keep``
    False and no ``emit``, only the ``all`` values are wanted. With
    ``zscores`` (trec_eval's ``-Z``), every measure goes to the per-query
    engine, which turns each value into a Z-score before averaging.

    >>> qrels = pd.DataFrame({"qid": ["q"] * 2, "docno": ["b", "z"], "grade": [1, 1]})
    >>> run = pd.DataFrame({"qid": ["q"] * 2, "docno": ["a", "b"], "score": [2.0, 1.0]})
    >>> per_query, summary = evaluate_requests(qrels, run, parse_requests(["map", "rbp"]))
    >>> [(name, round(value, 4)) for name, value in per_query[0][1]]  # rbp: per query
    [('map', 0.25), ('rbp', 0.09)]
    """
    options = options or Options()
    fast = [
        r for r in requests
        if r.measure.name != "runid" and zscores is None
        and vectorised_columns([r], options) is not None
    ]  # fmt: skip
    is_fast = {id(r) for r in fast}
    slow = [r for r in requests if id(r) not in is_fast]
    qids: list[str] = []
    arrays: dict = {}
    summary: dict[str, object] = {}
    if fast:
        columns = [n for r in fast for n in r.names]
        qids, arrays, summary = evaluate_columns(
            frame_columns(qrels, "grade"), frame_columns(run, "score"), columns, options
        )
    rows: list[tuple[str, list[tuple[str, object]]]] = []
    # Each fast column as Python values once (a float each, relstring's
    # text), not one numpy scalar converted per query and measure.
    fast_values = {n: _items(arrays[n]) for r in fast for n in r.names} if keep or emit else {}
    order = [(n, id(r) in is_fast) for r in requests for n in r.names]

    def done(i: int, qid: str, own: dict[str, object]) -> None:
        """Query ``i``'s values in the requests' order, to ``emit`` or kept."""
        if emit is None and not keep:
            rows.append((qid, []))
            return
        row = [
            (n, fast_values[n][i] if quick else own[n])
            for n, quick in order
            if quick or n in own
        ]  # fmt: skip
        if emit is None:
            rows.append((qid, row))
        else:
            emit(qid, row)
            rows.append((qid, []))

    if any(r.measure.reading is not None for r in slow) or not fast:
        seen = itertools.count()

        def merge(qid: str, own: list[tuple[str, object]]) -> None:
            i = next(seen)
            if fast and (i >= len(qids) or qids[i] != qid):  # pragma: no cover
                raise RuntimeError("the two engines evaluated different queries")
            done(i, qid, dict(own))

        queries = each_query(qrels, run, options.complete)
        summary.update(
            evaluate_each(queries, slow, options, run_id, emit=merge, zscores=zscores)[1]
        )
    else:
        for i, qid in enumerate(qids):
            done(i, qid, {})
        if any(r.measure.name == "runid" for r in slow):
            summary["runid"] = run_id
    return rows, [(n, summary[n]) for r in requests for n in r.names if n in summary]


def _items(column: np.ndarray) -> list:
    """An engine's column as Python values: floats (relstring's are text).

    >>> _items(np.array([1, 2])), _items(np.array(["1-"], dtype=object))
    ([1.0, 2.0], ['1-'])
    """
    return column.tolist() if column.dtype == object else column.astype(float).tolist()


def evaluate_frames(
    qrels: pd.DataFrame,
    run: pd.DataFrame,
    measures: list[str] | tuple[str, ...] | None = None,
    *,
    complete: bool = False,
    float32_scores: bool = False,
) -> tuple[pd.DataFrame, dict[str, float]]:
    """Evaluate a run against qrels (frames of :mod:`metrics.evaluator.readers`
    or :mod:`metrics.evaluator.uploads`), any measure on the engine that has
    it: the upload page's evaluation.

    Parameters
    ----------
    qrels, run : pandas.DataFrame
        Columns ``qid``, ``docno`` and ``grade`` (int) or ``score`` (float);
        a ``line`` column, if there, names the file's line in error messages.
    measures : list of str, optional
        ``-m`` arguments (:func:`metrics.evaluator.requests.parse_requests`);
        default: trec_eval's official set (without ``runid``).
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
        per output name) and the ``all`` values, each formed as the command
        line's ``all`` line (a sum for num_ret…, the number of queries for
        num_q).

    Examples
    --------
    >>> qrels = pd.DataFrame({"qid": ["q1", "q1"], "docno": ["b", "z"], "grade": [1, 1]})
    >>> run = pd.DataFrame({"qid": ["q1"] * 3, "docno": ["a", "b", "c"], "score": [3.0, 2.0, 1.0]})
    >>> per_query, summary = evaluate_frames(qrels, run, ["map", "P_2", "recip_rank"])
    >>> per_query.loc["q1"].tolist()
    [0.25, 0.5, 0.5]

    A measure the vectorised engine has no kernel for, or parameters it does
    not take, run on the per-query engine, with nothing to ask:

    >>> evaluate_frames(qrels, run, ["rbp.p=0.5"])[1]
    {'rbp_p=0.5': 0.25}
    """
    wanted = [m for m in (measures or DEFAULT) if m != "runid"]
    requests = [r for r in parse_requests(wanted) if r.measure.name != "runid"]
    if float32_scores:
        run = single_precision_scores(run)
    options = Options(complete=complete)
    columns = vectorised_columns(requests, options)
    if columns is not None:  # the common case, without Python objects per query
        qids, values, summary = evaluate_columns(
            frame_columns(qrels, "grade"), frame_columns(run, "score"), columns, options
        )
        return pd.DataFrame(values, index=pd.Index(qids, name="qid")), summary
    rows, summary = evaluate_requests(qrels, run, requests, options)
    names = [n for r in requests for n in r.names]
    table = pd.DataFrame(  # num_q has no value of its own per query: 1, as its kernel says
        [[dict(values).get(n, 1.0) for n in names] for _, values in rows],
        index=pd.Index([qid for qid, _ in rows], name="qid"), columns=names,
    )  # fmt: skip
    return table, dict(summary)


#: What :func:`evaluate_frames` computes when no measure is named: trec_eval's
#: ``official`` set.
DEFAULT = ("official",)

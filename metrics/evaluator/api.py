"""``evaluate(qrels, run, measures)`` in pytrec_eval's shapes: the Python API.

pytrec_eval takes ``{qid: {docno: grade}}`` judgments and a
``{qid: {docno: score}}`` run and returns ``{qid: {measure: value}}``. This
does the same with this library's engines (trec_eval 10.0's numbers by
default), and also takes pandas DataFrames and ir-measures' names.
"""

from __future__ import annotations

import dataclasses
import functools
import gc
import itertools
from collections.abc import Iterable, Mapping
from numbers import Real

import numpy as np
import pandas as pd
import pyarrow as pa

from ..judged import Options
from .conventions import Rules, checked, rules_of
from .files import MAX_GRADE, MESSAGES, NOT_JUDGED, Columns, arrow_text, single_precision
from .readers import single_precision_scores
from .requests import Request, expand_nicknames, measure_name, parse_requests
from .router import _items, evaluate_requests
from .vectorised import evaluate_columns, vectorised_columns

#: Column names a DataFrame may use (pytrec_eval / trec_eval's, ir-measures').
_COLUMNS = {
    "qid": ("qid", "query_id"),
    "docno": ("docno", "doc_id"),
    "grade": ("grade", "relevance"),
    "score": ("score",),
}


def _frame(data: Mapping | pd.DataFrame, value: str, what: str) -> pd.DataFrame:
    """``{qid: {docno: value}}`` or a DataFrame, as a frame with columns
    ``qid``, ``docno`` and ``value``."""
    if isinstance(data, pd.DataFrame):
        names = {}
        for column, accepted in _COLUMNS.items():
            found = next((c for c in accepted if c in data.columns), None)
            if found is not None:
                names[found] = column
        frame = data.rename(columns=names)
        missing = {"qid", "docno", value} - set(frame.columns)
        if missing:
            raise ValueError(f"{what}: the DataFrame has no column {sorted(missing)}")
        frame = frame[["qid", "docno", value]].astype({"qid": str, "docno": str})
        return _checked(frame.reset_index(drop=True), value, what)
    if not isinstance(data, Mapping):
        raise TypeError(f"{what}: expected {{qid: {{docno: {value}}}}} or a DataFrame")
    # Columns straight from the dicts' views, walked in C (itertools.chain,
    # numpy's conversion) rather than a Python tuple per line: 10,000 queries
    # x 100 documents took 0.9 s as rows, most of the API's time.
    inner = _inner(data)
    counts = np.fromiter(map(len, inner), np.int64, len(inner))
    qids = _texts(list(data))
    docnos = _texts(list(itertools.chain.from_iterable(inner)))
    values = list(itertools.chain.from_iterable(docs.values() for docs in inner))
    kinds = set(map(type, values))  # a handful of types, found in C
    if all(issubclass(k, Real | np.number) and not issubclass(k, bool | np.bool_) for k in kinds):
        column = pd.Series(np.array(values, dtype=float))
    else:  # None, text, True…: _checked names the first
        column = pd.Series(values, dtype=object)
    frame = pd.DataFrame(
        {
            "qid": pd.Series(np.repeat(np.array(qids, dtype=object), counts), dtype=object),
            "docno": pd.Series(docnos, dtype=object),
            value: column,
        }
    )
    return _checked(frame, value, what)


def _made(data, value: str, what: str, judgments: Mapping | None = None) -> Columns | None:
    """What :func:`_columns` makes of a dict (the engine empties the columns
    it is given, so each evaluation takes its own ``dataclasses.replace``
    of them); None for a DataFrame or a value to refuse."""
    return _columns(data, value, what, judgments) if isinstance(data, Mapping) else None


def _inner(data: Mapping) -> list:
    """The inner dicts of ``{qid: {docno: value}}``, ``{}`` for a query whose
    value is not a mapping. Types are checked per kind, not per query
    (``isinstance`` against ``Mapping`` took 10 ms over 10,000 queries)."""
    inner = list(data.values())
    if set(map(type, inner)) <= {dict}:
        return inner
    return [docs if isinstance(docs, Mapping) else {} for docs in inner]


def _all_text(judgments: Mapping) -> bool:
    """Every query and document name of ``{qid: {docno: grade}}`` is ``str``
    (a run's grades can then be looked up in it, name for name), every
    query's value a mapping; types gathered per kind, as in :func:`_inner`."""
    inner = list(judgments.values())
    return (
        set(map(type, judgments)) <= {str}
        and (set(map(type, inner)) <= {dict} or all(isinstance(d, Mapping) for d in inner))
        and set(map(type, itertools.chain.from_iterable(inner))) <= {str}
    )


def _columns(
    data: Mapping, value: str, what: str, judgments: Mapping | None = None
) -> Columns | None:
    """``{qid: {docno: value}}`` straight as the vectorised engine's columns,
    without a pandas frame: the names as Arrow text (the query names once
    each, repeated inside Arrow), the values as numbers. None when a value
    is not a plain number, a score is NaN or a grade not a whole number:
    :func:`_frame` then names the first, as it does for every input.

    ``judgments``, for a run: ``{qid: {docno: grade}}`` whose names are all
    text. Each row's grade is then looked up in it here, in C (a dict's
    ``get`` per row), instead of the engine matching names, and the
    document names stay a list (Arrow text only where scores tie); a run
    with a name that is not text goes the usual way, as its names become
    text first."""
    inner = _inner(data)
    values = list(itertools.chain.from_iterable(docs.values() for docs in inner))
    kinds = set(map(type, values))
    if not all(
        issubclass(k, Real | np.number) and not issubclass(k, bool | np.bool_) for k in kinds
    ):
        return None
    numbers = np.fromiter(values, float, len(values))  # half np.array's time
    if np.isnan(numbers).any() or (
        value == "grade"
        and not (
            np.isfinite(numbers) & (numbers == np.round(numbers)) & (np.abs(numbers) <= MAX_GRADE)
        ).all()
    ):
        return None
    counts = np.fromiter(map(len, inner), np.int64, len(inner))
    # Each query's name once, its rows pointing at it. A run's stay so (the
    # engine numbers the queries from the names alone: making 10 million
    # names and numbering them again was 0.6 s of a 2,000 x 5,000 run); the
    # judgments' become text per row, as their frame may be needed.
    at = pa.array(np.repeat(np.arange(len(inner), dtype=np.int32), counts))
    qids = pa.DictionaryArray.from_arrays(at, pa.array(_texts(list(data)), pa.large_string()))
    if value == "grade":
        qids = qids.cast(pa.large_string())
    if judgments is not None:
        looked = _looked_up(data, inner, judgments, len(values))
        if looked is not None:
            grade, docnos = looked
            return Columns(
                pa.chunked_array([qids]), docnos, numbers, what, unique=True, grade=grade
            )
    docnos = _texts(list(itertools.chain.from_iterable(inner)))
    if value == "grade":
        # The judgments' names stay a list: a run's grades are looked up
        # in the dict, so the engine needs them as Arrow text only where it
        # matches names (files.arrow_text; 10 ms of a 300,000-judgment
        # evaluator's 40 ms to make).
        return Columns(
            pa.chunked_array([qids]), docnos, numbers.astype(np.int64), what, unique=True
        )
    return Columns(pa.chunked_array([qids]), arrow_text(docnos), numbers, what, unique=True)


def _looked_up(data: Mapping, inner: list, judgments: Mapping, rows: int) -> tuple | None:
    """Each run row's grade from ``judgments`` (:data:`NOT_JUDGED` where
    none) and the run's document names; None when a name is not text."""
    docnos = list(itertools.chain.from_iterable(inner))
    if not set(map(type, docnos)) <= {str} or not set(map(type, data)) <= {str}:
        return None
    none: dict = {}
    grades = itertools.chain.from_iterable(
        map(judgments.get(q, none).get, docs, itertools.repeat(NOT_JUDGED))
        for q, docs in zip(data, inner)
    )
    return np.fromiter(grades, np.int64, rows), docnos


def _texts(names: list) -> list[str]:
    """Names as text (``str``), converted only where one is not already."""
    return names if set(map(type, names)) <= {str} else [str(n) for n in names]


def _checked(frame: pd.DataFrame, value: str, what: str) -> pd.DataFrame:
    """The frame with its ``value`` column as numbers, or the first bad value
    refused, as the file readers refuse it: a value that is not a number
    (text, None, True) is a ``TypeError``; a NaN score, which has no place in
    the order, and a grade that is not a whole number are ``ValueError``s.
    Each names the query and the document.

    >>> _checked(pd.DataFrame({"qid": ["q"], "docno": ["d"], "score": [float("nan")]}),
    ...          "score", "run")
    Traceback (most recent call last):
    ...
    ValueError: run: query 'q', document 'd': score nan is NaN (not a number), which has no place in the order of the documents: give it a number, or -inf to rank it last
    """
    column = frame[value]

    def where(row: int) -> str:
        return f"{what}: query {frame['qid'].iat[row]!r}, document {frame['docno'].iat[row]!r}"

    if pd.api.types.is_bool_dtype(column) or not pd.api.types.is_numeric_dtype(column):
        kinds = column.map(
            lambda v: isinstance(v, Real | np.number) and not isinstance(v, bool | np.bool_)
        )
        if not kinds.all():
            row = int(np.flatnonzero(~kinds.to_numpy(bool))[0])
            shown = column.iat[row]
            shown = shown.item() if isinstance(shown, np.generic) else shown
            raise TypeError(f"{where(row)}: {value} {shown!r} is not a number")
    numbers = column.to_numpy(dtype=float)
    bad = np.isnan(numbers)
    if value == "grade":
        bad |= ~np.isfinite(numbers) | (numbers != np.round(numbers))
        big = ~bad & (np.abs(numbers) > MAX_GRADE)  # as int64, 1e20 wraps to a negative
        bad |= big
    if bad.any():
        row = int(np.flatnonzero(bad)[0])
        shown = column.iat[row]
        shown = shown.item() if isinstance(shown, np.generic) else shown
        if value == "grade" and big[row]:
            raise ValueError(
                f"{where(row)}: " + MESSAGES["too_large"].format(column=value, value=shown)
            )
        if value == "grade":
            raise ValueError(f"{where(row)}: grade {shown!r} is not a whole number")
        raise ValueError(f"{where(row)}: " + MESSAGES["nan"].format(column=value, value=shown))
    kind = np.int64 if value == "grade" else float
    if column.dtype != kind:
        frame = frame.assign(**{value: numbers.astype(kind)})
    frame.attrs["source"] = what  # later messages name it, as a file's name its file
    return frame


def _without_gc_pauses(function):
    """Python's cyclic garbage collector paused while ``function`` makes its
    million small objects (lines in, values out), and restored after: it
    found nothing to free there and took 0.2 of 1.5 s at 10,000 queries x
    100 documents."""

    @functools.wraps(function)
    def paused(*args, **kwargs):
        was = gc.isenabled()
        gc.disable()
        try:
            return function(*args, **kwargs)
        finally:
            if was:
                gc.enable()

    return paused


@_without_gc_pauses
def evaluate(
    qrels: Mapping | pd.DataFrame,
    run: Mapping | pd.DataFrame,
    measures: Iterable[str],
    *,
    float32_scores: bool = False,
    level: int = 1,
    complete: bool = False,
    conventions: str = "trec_eval",
) -> dict[str, dict[str, float]]:
    """Per-query values, as pytrec_eval's ``RelevanceEvaluator.evaluate``.

    Parameters
    ----------
    qrels : dict ``{qid: {docno: grade}}`` or DataFrame
        Judgments; grade ≥ 1 is relevant. A DataFrame has columns
        ``qid, docno, grade`` (or ir-measures' ``query_id, doc_id, relevance``).
    run : dict ``{qid: {docno: score}}`` or DataFrame
        Scores; documents are ranked by score, ties by docno in decreasing
        order (trec_eval's rule).
    measures : iterable of str
        Any trec_eval measure (``map``, ``P_10``, ``ndcg_cut.10``, ``bpref``,
        ``iprec_at_recall``, ``ndcg.1=3,2=9``) or an ir-measures name
        (``AP``, ``P@10``, ``nDCG@10``, ``R@1000``, ``RR``, ``Bpref``,
        ``P(rel=2)@10``: ``rel=`` is the lowest relevant grade), or a
        nickname of trec_eval 10.0's (``official``, ``all_trec``, ``set``),
        which stands for its measures.
    float32_scores : bool, default False
        Behave as trec_eval 9.x inside pytrec_eval: scores read as single
        precision (near-equal scores tie), and 9.x's rule for recall
        levels in ``iprec_at_recall`` and ``11pt_avg``.
    level : int, default 1
        The lowest grade that counts as relevant (pytrec_eval's
        ``relevance_level``, trec_eval's ``-l``), unless a measure names its
        own (``P(rel=2)@10``).
    complete : bool, default False
        Also score every judged query the run lacks (trec_eval's ``-c``: as
        if it retrieved one unjudged document, so 0 for most measures). A
        mean over the answer is then what ``trec_eval -c`` prints; without
        it, the mean over the queries both inputs have, as plain
        ``trec_eval`` prints it.
    conventions : {"trec_eval", "ir_measures"}, default "trec_eval"
        Whose numbers: trec_eval 10.0's, or ir-measures' (0.4.3), each
        measure as the provider ir-measures hands it to computes it
        (:mod:`metrics.evaluator.conventions`): scores in single precision
        through pytrec_eval, Judged@k's ties by name increasing, RBP(rel=N)'s
        in the run's order; every judged query answered, 0 where the run
        lacks it. It sets ``float32_scores`` and ``complete`` itself, and
        refuses the measures ir-measures cannot compute the same way.

    Returns
    -------
    dict
        ``{qid: {measure: value}}`` for every query with both judgments and a
        ranking (queries in one only are left out, as trec_eval does), or
        with ``complete`` every judged query. Each
        measure is keyed by the name it was asked for; a family without a
        cutoff (``P``) gives one key per default cutoff (``P_5``, ``P_10``, …).

    Examples
    --------
    >>> qrels = {"q1": {"b": 1, "z": 1}}
    >>> run = {"q1": {"a": 3.0, "b": 2.0, "c": 1.0}}
    >>> evaluate(qrels, run, ["map", "P@2", "RR"])
    {'q1': {'map': 0.25, 'P@2': 0.5, 'RR': 0.5}}
    >>> evaluate({**qrels, "q2": {"x": 1}}, run, ["map"], complete=True)
    {'q1': {'map': 0.25}, 'q2': {'map': 0.0}}
    """
    asked = expand_nicknames(measures)
    conventions = checked(conventions)
    default = Rules(float32=bool(float32_scores))
    rules = {name: rules_of(name, conventions) for name in asked}
    if conventions == "trec_eval":
        rules = dict.fromkeys(asked, default)
    # Dicts go straight to the vectorised engine's columns (no pandas) when
    # every value is a plain number; frames are made only if needed.
    judged = _made(qrels, "grade", "qrels")
    lookup = qrels if judged is not None and _all_text(qrels) else None
    made = judged, _made(run, "score", "run", lookup)
    frames: dict[bool, list[pd.DataFrame]] = {}  # by float32

    def as_frames(float32: bool) -> list[pd.DataFrame]:
        if float32 not in frames:
            made = [_frame(qrels, "grade", "qrels"), _frame(run, "score", "run")]
            if float32:
                made[1] = single_precision_scores(made[1])
            frames[float32] = made
        return frames[float32]

    by_level: dict[tuple[int, Rules], list[str]] = {}  # a level and rules, each run once
    for name in asked:
        own = measure_name(name)[1]
        by_level.setdefault((level if own is None else own, rules[name]), []).append(name)
    # level's output name → its keys in the answer (two names can ask for one
    # output: "map" and "AP", "RBP" and "RBP(p=0.8)")
    rename: dict[tuple[int, Rules], dict[str, list[str]]] = {}
    keys_of: dict[str, list[str]] = {}  # each asked name's keys in the answer
    found: dict[str, dict[str, float]] = {}  # {qid: {key: value}} from the per-query engine
    columns: dict[str, np.ndarray] = {}  # {key: values}, for ``qids``, from the vectorised one
    qids: list[str] = []
    zeroed: set[str] = set()  # keys that are 0 for a judged query the run lacks
    for i, ((lvl, rule), names) in enumerate(by_level.items()):
        requests = []
        for name in names:
            # One output keeps the name it was asked by; a family gives its names.
            (request,) = parse_requests([measure_name(name)[0]])
            outputs = [n for n in request.names if request.measure.reading is not None]
            keys = {outputs[0]: name} if len(outputs) == 1 else {n: n for n in outputs}
            for output, key in keys.items():
                rename.setdefault((lvl, rule), {}).setdefault(output, []).append(key)
            keys_of[name] = list(keys.values())
            requests.append(request)
        options = Options(
            level=lvl, version9=rule.float32, complete=complete or rule.missing_zero,
            ties=rule.ties,
        )  # fmt: skip
        names_of = rename[lvl, rule]
        if rule.missing_zero:
            zeroed.update(key for name in names for key in keys_of[name])
        fast = None if None in made else vectorised_columns(requests, options)
        if fast is not None:  # columns in, columns out, every query at once
            # The engine empties the columns it is given as it goes; the last
            # level gets the originals, so a run's columns are let go then
            # (holding them made the engine's own allocations slower).
            last = i == len(by_level) - 1
            given = made if last else [dataclasses.replace(m) for m in made]
            if rule.float32:
                given[1].value = single_precision(given[1].value)
            qids, arrays, _ = evaluate_columns(*given, fast, options)
            columns.update({key: arrays[n] for n in fast for key in names_of.get(n, ())})
            continue
        per_query = _per_query(*as_frames(rule.float32), requests, options)
        for qid, values in per_query.items():
            row = found.setdefault(qid, {})
            row.update({key: v for n, v in values.items() for key in names_of.get(n, ())})
    order = list(dict.fromkeys(k for name in asked for k in keys_of[name]))
    if not found:  # every level vectorised: each query's values straight from the columns
        keys = [k for k in order if k in columns]
        return _zeroed(answer(qids, keys, [columns[k] for k in keys]), zeroed, run)
    for k, values in columns.items():  # some levels went query by query: merge
        for qid, v in zip(qids, _items(values)):
            found.setdefault(qid, {})[k] = v
    return _zeroed(
        {
            qid: {k: found[qid][k] for k in order if k in found[qid]}
            for qid in sorted(found, key=lambda q: q.encode("utf-8"))
        },
        zeroed, run,
    )  # fmt: skip


def _zeroed(answer: dict, keys: set[str], run: Mapping | pd.DataFrame) -> dict:
    """``answer`` with ``keys`` 0 for every query the run ranks no document
    for (ir-measures' value for a judged query the run lacks).

    >>> _zeroed({"q1": {"NumRel": 2.0}, "q2": {"NumRel": 1.0}}, {"NumRel"}, {"q1": {"a": 1.0}})
    {'q1': {'NumRel': 2.0}, 'q2': {'NumRel': 0.0}}
    """
    if not keys:
        return answer
    if isinstance(run, pd.DataFrame):
        ranked = set(_frame(run, "score", "run")["qid"])
    else:
        ranked = {str(q) for q, docs in run.items() if len(docs)}
    for qid, row in answer.items():
        if qid not in ranked:
            row.update({k: 0.0 for k in keys if isinstance(row.get(k), float)})
    return answer


def answer(qids: list[str], keys: list[str], columns: list[np.ndarray]) -> dict[str, dict]:
    """``{qid: {key: value}}`` from one column per key (a value per query):
    the numbers as one table, a row per query, made Python floats in one
    call; a column of text (relstring's) put in its place in each row after.

    >>> answer(["q1", "q2"], ["map", "relstring"],
    ...        [np.array([0.5, 1.0]), np.array(["01", "1"], dtype=object)])
    {'q1': {'map': 0.5, 'relstring': '01'}, 'q2': {'map': 1.0, 'relstring': '1'}}
    """
    text = [i for i, c in enumerate(columns) if c.dtype == object]
    numbers = [c for c in columns if c.dtype != object]
    rows = np.stack(numbers, axis=1).astype(float).tolist() if numbers else [[] for _ in qids]
    for i in text:
        for row, value in zip(rows, columns[i].tolist()):
            row.insert(i, value)
    return dict(zip(qids, map(dict, map(zip, itertools.repeat(keys), rows))))


def _per_query(qrels: pd.DataFrame, run: pd.DataFrame, requests: list[Request], options: Options):
    """``{qid: {output name: value}}``, from :func:`evaluate_requests`."""
    per_query, _ = evaluate_requests(qrels, run, requests, options)
    return {qid: {n: v for n, v in values} for qid, values in per_query}

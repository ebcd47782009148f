"""``evaluate(qrels, run, measures)`` in pytrec_eval's shapes: the Python API.

pytrec_eval takes ``{qid: {docno: grade}}`` judgments and a
``{qid: {docno: score}}`` run and returns ``{qid: {measure: value}}``. This
does the same with this library's engines (trec_eval 10.0's numbers by
default), and also takes pandas DataFrames and ir-measures' names.
"""

from __future__ import annotations

import functools
import gc
import itertools
import math
import re
from collections.abc import Iterable, Mapping
from numbers import Real

import numpy as np
import pandas as pd

from ..judged import Options
from ..measures import MEASURES, NICKNAMES
from .files import MESSAGES
from .readers import duplicate_error, load, read_qrels, read_run, single_precision_scores
from .requests import Request, measure_name, parse_requests
from .router import evaluate_requests

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
    inner = [docs if isinstance(docs, Mapping) else {} for docs in data.values()]
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
    if bad.any():
        row = int(np.flatnonzero(bad)[0])
        shown = column.iat[row]
        shown = shown.item() if isinstance(shown, np.generic) else shown
        if value == "grade":
            raise ValueError(f"{where(row)}: grade {shown!r} is not a whole number")
        raise ValueError(f"{where(row)}: " + MESSAGES["nan"].format(column=value, value=shown))
    kind = np.int64 if value == "grade" else float
    if column.dtype != kind:
        frame = frame.assign(**{value: numbers.astype(kind)})
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
        ``P(rel=2)@10``: ``rel=`` is the lowest relevant grade).
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
        mean over the answer is then what ir-measures' ``calc_aggregate``
        and ``trec_eval -c`` print; without it, the mean over the queries
        both inputs have, as plain ``trec_eval`` prints it.

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
    asked = list(measures)
    qrels_frame, run_frame = _frame(qrels, "grade", "qrels"), _frame(run, "score", "run")
    if float32_scores:
        run_frame = single_precision_scores(run_frame)
    by_level: dict[int, list[str]] = {}
    for name in asked:
        own = measure_name(name)[1]
        by_level.setdefault(level if own is None else own, []).append(name)
    rename: dict[int, dict[str, str]] = {}  # level's output name → key in the answer
    keys_of: dict[str, list[str]] = {}  # each asked name's keys in the answer
    found: dict[str, dict[str, float]] = {}
    for lvl, names in by_level.items():
        requests = []
        for name in names:
            # One output keeps the name it was asked by; a family gives its names.
            (request,) = parse_requests([measure_name(name)[0]])
            outputs = [n for n in request.names if request.measure.reading is not None]
            keys = {outputs[0]: name} if len(outputs) == 1 else {n: n for n in outputs}
            rename.setdefault(lvl, {}).update(keys)
            keys_of[name] = list(keys.values())
            requests.append(request)
        options = Options(level=lvl, version9=float32_scores, complete=complete)
        for qid, values in _per_query(qrels_frame, run_frame, requests, options).items():
            row = found.setdefault(qid, {})
            row.update({rename[lvl][n]: v for n, v in values.items() if n in rename[lvl]})
    order = list(dict.fromkeys(k for name in asked for k in keys_of[name]))
    return {
        qid: {k: found[qid][k] for k in order if k in found[qid]}
        for qid in sorted(found, key=lambda q: q.encode("utf-8"))
    }


def _per_query(qrels: pd.DataFrame, run: pd.DataFrame, requests: list[Request], options: Options):
    """``{qid: {output name: value}}``, from :func:`evaluate_requests`."""
    per_query, _ = evaluate_requests(qrels, run, requests, options)
    return {qid: {n: v for n, v in values} for qid, values in per_query}


#: pytrec_eval's ``supported_nicknames``: trec_eval's names for sets of measures.
supported_nicknames = {name: set(members) for name, members in NICKNAMES.items()}

#: pytrec_eval's ``supported_measures``: every measure this library computes
#: by its trec_eval name (trec_eval 10.0's, and the conventions it lacks).
supported_measures = set(MEASURES)

_PARAMS = re.compile(r"[._](?P<params>[0-9]+(?:\.[0-9]+)?(?:,[0-9]+(?:\.[0-9]+)?)*)$")


def _combined(measures: Iterable[str]) -> list[str]:
    """pytrec_eval's reading of its measure names: nicknames expanded, and
    the cutoffs of one measure given several times gathered (``P.5`` and
    ``P_10`` → ``P.5,10``; ``P`` beside ``P_5`` → ``P.5``, as there). Other
    spellings (``ndcg.1=3,2=9``, ir-measures' ``nDCG@10``) pass through.

    >>> _combined(["P.5", "P_10", "map", "P"])
    ['P.5,10', 'map']
    """
    cutoffs: dict[str, list[str]] = {}
    out: list[str] = []
    for spec in measures:
        spec = measure_name(spec)[0]
        if spec in NICKNAMES:
            out += [m for m in NICKNAMES[spec] if m not in out]
            continue
        match = _PARAMS.search(spec)
        base = spec[: match.start()] if match else spec
        if base in MEASURES and (match or spec == base):
            cutoffs.setdefault(base, [])
            cutoffs[base] += [c for c in (match["params"].split(",") if match else [])
                              if c not in cutoffs[base]]  # fmt: skip
            if base not in out:
                out.append(base)
        else:
            out.append(spec)
    return [f"{m}.{','.join(sorted(cutoffs[m], key=float))}" if cutoffs.get(m) else m for m in out]


class RelevanceEvaluator:
    """pytrec_eval's ``RelevanceEvaluator``, computed by this library.

    ``RelevanceEvaluator(qrels, measures).evaluate(run)`` takes and returns
    what pytrec_eval's does: ``{qid: {docno: grade}}`` judgments, a set of
    measure names (trec_eval's, nicknames such as ``official``, or
    ir-measures' ``nDCG@10``), a ``{qid: {docno: score}}`` run, and
    ``{qid: {name: float}}`` for the queries in both, keyed by trec_eval's
    printed names (``P_5``, ``ndcg_cut_10``, ``map_cut_5``). As in
    pytrec_eval, ``runid`` is 0.0, ``num_q`` 1.0 and ``relstring`` 0.0 in
    every query (a float cannot hold them; :func:`evaluate` gives the
    relevance string itself).

    Parameters
    ----------
    query_relevance : dict ``{qid: {docno: grade}}`` or DataFrame
        Judgments; checked once, here.
    measures : iterable of str
        As pytrec_eval takes them; one measure's cutoffs given several
        times are gathered (``{"P.5", "P_10"}`` → ``P_5``, ``P_10``).
    relevance_level : int, default 1
        The lowest grade that counts as relevant (trec_eval's ``-l``).
    judged_docs_only_flag : bool, default False
        Drop documents without a judgment before ranking (trec_eval's ``-J``).
    float32_scores : bool, default True
        pytrec_eval's numbers: trec_eval 9.x reads scores as single
        precision (scores equal in float32 tie, the tie going to the docno)
        and turns a recall level f into ``int(f * R + 0.9)`` relevant
        documents. ``False`` gives trec_eval 10.0's numbers, as
        :func:`evaluate` and the command line do by default.

    Examples
    --------
    >>> evaluator = RelevanceEvaluator({"q1": {"b": 1, "z": 1}}, {"map", "P_5", "runid"})
    >>> evaluator.evaluate({"q1": {"a": 3.0, "b": 2.0, "c": 1.0}})
    {'q1': {'runid': 0.0, 'map': 0.25, 'P_5': 0.2}}
    """

    def __init__(
        self,
        query_relevance: Mapping | pd.DataFrame,
        measures: Iterable[str],
        relevance_level: int = 1,
        judged_docs_only_flag: bool = False,
        *,
        float32_scores: bool = True,
    ) -> None:
        self._qrels = _frame(query_relevance, "grade", "query_relevance")
        names = _combined(measures)
        try:
            self._requests = parse_requests(names)
        except ValueError as err:
            raise ValueError(f"unsupported measure: {err}") from None
        self._options = Options(
            level=int(relevance_level), judged_only=bool(judged_docs_only_flag),
            version9=float32_scores,
        )  # fmt: skip
        self._float32 = float32_scores

    @_without_gc_pauses
    def evaluate(self, scores: Mapping | pd.DataFrame) -> dict[str, dict[str, float]]:
        """``{qid: {measure: value}}`` for every query judged and ranked."""
        if not len(scores):
            return {}
        run = _frame(scores, "score", "scores")
        if self._float32:
            run = single_precision_scores(run)
        values = _per_query(self._qrels, run, self._requests, self._options)
        constant = {"runid": 0.0, "num_q": 1.0, "relstring": 0.0}  # as pytrec_eval
        plan = [(n, constant.get(r.measure.name)) for r in self._requests for n in r.names]
        return {
            qid: {
                n: fixed if fixed is not None else float(own[n])
                for n, fixed in plan
                if fixed is not None or n in own
            }
            for qid, own in ((q, values[q]) for q in sorted(values, key=lambda q: q.encode()))
        }


def parse_qrel(lines: Iterable[str]) -> dict[str, dict[str, int]]:
    """pytrec_eval's ``parse_qrel``: qrels lines (an open file) as
    ``{qid: {docno: grade}}``, read by :func:`metrics.evaluator.readers.read_qrels`
    (which names the line of a bad grade or a repeated document).

    >>> parse_qrel(["q1 0 d1 1\\n", "q1 0 d2 0\\n"])
    {'q1': {'d1': 1, 'd2': 0}}
    """
    frame = read_qrels(load("".join(lines).encode("utf-8"), "qrels"))
    return _nested(frame, "grade")


def parse_run(lines: Iterable[str]) -> dict[str, dict[str, float]]:
    """pytrec_eval's ``parse_run``: run lines (an open file) as
    ``{qid: {docno: score}}``, read by :func:`metrics.evaluator.readers.read_run`.

    >>> parse_run(["q1 Q0 d1 1 2.5 sys\\n"])
    {'q1': {'d1': 2.5}}
    """
    frame = read_run(load("".join(lines).encode("utf-8"), "run"))
    repeated = frame.duplicated(["qid", "docno"]).to_numpy()
    if repeated.any():
        raise duplicate_error(frame, int(np.flatnonzero(repeated)[0]))
    return _nested(frame, "score")


def _nested(frame: pd.DataFrame, value: str) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for qid, docno, v in zip(frame["qid"], frame["docno"], frame[value].tolist()):
        out.setdefault(qid, {})[docno] = v
    return out


def compute_aggregated_measure(measure: str, values: Iterable[float]) -> float:
    """pytrec_eval's ``compute_aggregated_measure``: the mean over queries;
    ``num_*`` measures summed, ``gm_*`` the exponential of the mean (their
    per-query values are already logarithms). Over the queries given: a
    query missing from ``values`` is not counted (trec_eval's ``-c`` counts
    it as 0).

    >>> compute_aggregated_measure("map", [0.5, 0.25]), compute_aggregated_measure("num_ret", [3, 4])
    (0.375, 7.0)
    """
    values = [float(v) for v in values]
    if measure.startswith("num_"):
        return float(math.fsum(values))
    mean = math.fsum(values) / len(values)
    return float(math.exp(mean)) if measure.startswith("gm_") else float(mean)


def calc_aggregate(measures: Iterable, qrels: Mapping | pd.DataFrame, run: Mapping | pd.DataFrame):
    """ir-measures' ``calc_aggregate``: each measure's mean over **every
    judged query**, a query the run lacks counting (trec_eval's ``-c``; most
    measures 0 there). Measures are ir-measures' objects (``nDCG@10``) or
    names, and key the answer as given.

    >>> calc_aggregate(["AP", "P@2"], {"q1": {"b": 1}, "q2": {"x": 1}}, {"q1": {"a": 2.0, "b": 1.0}})
    {'AP': 0.25, 'P@2': 0.25}
    """
    asked = list(measures)
    names = [str(m) for m in asked]
    per_query = evaluate(qrels, run, names, complete=True)
    return {
        m: math.fsum(values[name] for values in per_query.values()) / len(per_query)
        if per_query else math.nan
        for m, name in zip(asked, names)
    }  # fmt: skip

"""pytrec_eval's and ir-measures' interfaces, on this library's engines.

``RelevanceEvaluator`` with pytrec_eval's keys, types and numbers (and its
``supported_measures``, ``parse_qrel``, ``parse_run``,
``compute_aggregated_measure``), and ir-measures' ``calc_aggregate``: code
written for either runs unchanged against ``metrics``. The checking of
inputs and the engines are :mod:`metrics.evaluator.api`'s.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Iterable, Mapping

import numpy as np
import pandas as pd

from ..judged import Options
from ..measures import MEASURES, NICKNAMES
from .api import _all_text, _columns, _frame, _per_query, _without_gc_pauses, answer, evaluate
from .files import Columns, NoQueryInCommon, arrow_text, single_precision
from .readers import duplicate_error, load, read_qrels, read_run, single_precision_scores
from .requests import Request, measure_name, parse_requests
from .vectorised import arrow_names, evaluate_columns, vectorised_columns

#: What pytrec_eval gives every query for the measures a float cannot hold.
_CONSTANT = {"runid": 0.0, "num_q": 1.0, "relstring": 0.0}

#: Measures trec_eval 10.0 added to its ``all_trec``; trec_eval 9.x, inside
#: pytrec_eval, has none of them. Asked by name they are given; a nickname
#: gives pytrec_eval's keys, so code written for it sees what it saw there.
NEW_IN_TREC_EVAL_10 = frozenset({"rbp", "rbp_resid", "unj"})

#: pytrec_eval's ``supported_nicknames``: trec_eval 9.x's names for sets of
#: measures (10.0's command line, ``python -m metrics``, adds the measures above).
supported_nicknames = {
    name: set(members) - NEW_IN_TREC_EVAL_10 for name, members in NICKNAMES.items()
}

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
            out += [m for m in NICKNAMES[spec] if m not in out and m not in NEW_IN_TREC_EVAL_10]
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
    ``{qid: {name: float}}`` for the queries in both (``{}`` when none is,
    as there), keyed by trec_eval's
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
        # Dicts of plain numbers straight to columns; anything else (a
        # DataFrame, a value to refuse) through a checked frame, at once.
        made = (
            _columns(query_relevance, "grade", "query_relevance")
            if isinstance(query_relevance, Mapping)
            else None
        )
        self._made = made
        self._frame = None if made else _frame(query_relevance, "grade", "query_relevance")
        if self._frame is not None:  # refused here, where the judgments are given
            self._frame.attrs["source"] = "query_relevance"
            _refuse_repeats(self._frame)
        #: The judgments as a dict of their own (a dict changed later changes
        #: nothing), for looking each run row's grade up, when every name is
        #: text; None otherwise (the engine then matches the names).
        self._lookup = (
            {q: dict(docs) for q, docs in query_relevance.items()}
            if made is not None and _all_text(query_relevance)
            else None
        )
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
        #: Each output name, and the value pytrec_eval gives every query for it
        #: (None: computed).
        self._plan = [(n, _CONSTANT.get(r.measure.name)) for r in self._requests for n in r.names]
        # When the vectorised engine computes everything asked: its columns,
        # and the judgments as its columns' parts (they are emptied as used).
        computed = [r for r in self._requests if r.measure.name not in _CONSTANT]
        self._fast = vectorised_columns(computed, self._options) if computed else None
        if self._fast is not None and made is None:
            frame = self._frame
            self._made = Columns(
                arrow_names(frame["qid"]), arrow_names(frame["docno"]),
                frame["grade"].to_numpy(), "query_relevance",
            )  # fmt: skip

    @property
    def _qrels(self) -> pd.DataFrame:
        """The judgments as a frame, made from the columns when first needed
        (the per-query engine's input); a dict changed later changes nothing."""
        if self._frame is None:
            made = self._made
            self._frame = pd.DataFrame(
                {"qid": made.qid.to_pandas(), "docno": arrow_text(made.docno).to_pandas(),
                 "grade": made.value}
            )  # fmt: skip
        return self._frame

    @_without_gc_pauses
    def evaluate(self, scores: Mapping | pd.DataFrame) -> dict[str, dict[str, float]]:
        """``{qid: {measure: value}}`` for every query judged and ranked."""
        if not len(scores):
            return {}
        run = (
            _columns(scores, "score", "scores", self._lookup)
            if self._fast and isinstance(scores, Mapping)
            else None
        )
        if run is not None:  # the vectorised engine alone, on columns made in C
            if self._float32:
                run.value = single_precision(run.value)
            qids, arrays = self._vectorised(run)
            shown = [(n, fixed) for n, fixed in self._plan if fixed is not None or n in arrays]
            return answer(
                qids, [n for n, _ in shown],
                [arrays[n] if fixed is None else np.full(len(qids), fixed, float)
                 for n, fixed in shown],
            )  # fmt: skip
        run = _frame(scores, "score", "scores")
        if self._float32:
            run = single_precision_scores(run)
        try:
            values = _per_query(self._qrels, run, self._requests, self._options)
        except NoQueryInCommon:
            return {}  # as pytrec_eval: no query both judged and ranked
        return {
            qid: {
                n: fixed if fixed is not None else float(own[n])
                for n, fixed in self._plan
                if fixed is not None or n in own
            }
            for qid, own in ((q, values[q]) for q in sorted(values, key=lambda q: q.encode()))
        }

    def _vectorised(self, run: Columns) -> tuple[list[str], dict[str, np.ndarray]]:
        """The queries (in trec_eval's order) and each column's values."""
        made = self._made  # each evaluation its own Columns: the engine empties them
        qrels = dataclasses.replace(made)
        try:
            qids, arrays, _ = evaluate_columns(qrels, run, self._fast, self._options)
        except NoQueryInCommon:
            return [], {}
        return qids, arrays


def parse_qrel(lines: Iterable[str]) -> dict[str, dict[str, int]]:
    """pytrec_eval's ``parse_qrel``: qrels lines (an open file) as
    ``{qid: {docno: grade}}``, read by :func:`metrics.evaluator.readers.read_qrels`
    (which names the line of a bad grade).

    A document judged twice for one query is refused, naming the line, the
    query and the document, as every other reader refuses it: in a dict the
    second judgment would silently replace the first (pytrec_eval keeps the
    last).

    >>> parse_qrel(["q1 0 d1 1\\n", "q1 0 d2 0\\n"])
    {'q1': {'d1': 1, 'd2': 0}}
    >>> parse_qrel(["q1 0 d1 1\\n", "q1 0 d1 0\\n"])
    Traceback (most recent call last):
    ...
    metrics.evaluator.files.TrecFormatError: qrels line 2: document 'd1' is listed twice for query 'q1'
    """
    frame = read_qrels(load(_bytes(lines), "qrels"))
    _refuse_repeats(frame)
    return _nested(frame, "grade")


def parse_run(lines: Iterable[str]) -> dict[str, dict[str, float]]:
    """pytrec_eval's ``parse_run``: run lines (an open file) as
    ``{qid: {docno: score}}``, read by :func:`metrics.evaluator.readers.read_run`.

    >>> parse_run(["q1 Q0 d1 1 2.5 sys\\n"])
    {'q1': {'d1': 2.5}}
    """
    frame = read_run(load(_bytes(lines), "run"))
    _refuse_repeats(frame)
    return _nested(frame, "score")


def _bytes(lines: Iterable[str | bytes]) -> bytes:
    """The lines as the file's bytes: text as UTF-8, with the bytes a file
    opened with ``errors="surrogateescape"`` (as ``sys.stdin`` is) could not
    decode given back as they were, so the reader names the line that is not
    UTF-8; lines read in binary as they are.

    >>> _bytes(["q1 0 d\\udcff 1\\n"]), _bytes([b"q1 0 d 1\\n"])
    (b'q1 0 d\\xff 1\\n', b'q1 0 d 1\\n')
    """
    parts = [line if isinstance(line, bytes) else line.encode("utf-8", "surrogateescape")
             for line in lines]  # fmt: skip
    return b"".join(parts)


def _refuse_repeats(frame: pd.DataFrame) -> None:
    """The first line that repeats a (query, document) pair, refused: a dict
    keeps one value per document."""
    repeated = frame.duplicated(["qid", "docno"]).to_numpy()
    if repeated.any():
        raise duplicate_error(frame, int(np.flatnonzero(repeated)[0]))


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


def calc_aggregate(
    measures: Iterable,
    qrels: Mapping | pd.DataFrame,
    run: Mapping | pd.DataFrame,
    *,
    conventions: str = "trec_eval",
):
    """ir-measures' ``calc_aggregate``: each measure over **every judged
    query**, a query the run lacks counting (trec_eval's ``-c``; most
    measures 0 there): the mean, or for the counts (``NumRet``, ``NumRel``,
    ``NumRelRet``, ``num_q``) the sum, as ir-measures and trec_eval's
    ``all`` line give them. Measures are ir-measures' objects (``nDCG@10``)
    or names, and key the answer as given. ``conventions="ir_measures"``
    gives ir-measures' own numbers (:func:`metrics.evaluate`'s
    ``conventions``); the default, trec_eval 10.0's.

    >>> calc_aggregate(["AP", "P@2"], {"q1": {"b": 1}, "q2": {"x": 1}}, {"q1": {"a": 2.0, "b": 1.0}})
    {'AP': 0.25, 'P@2': 0.25}
    >>> calc_aggregate(["NumRel"], {"q1": {"b": 1}, "q2": {"x": 1}}, {"q1": {"a": 2.0, "b": 1.0}})
    {'NumRel': 2.0}
    """
    # A nickname stands for its measures, each keyed by its own name (and
    # without runid and relstring, which are not numbers to aggregate).
    asked: list = []
    for given in measures:
        if str(given) in NICKNAMES:
            asked += [m for m in NICKNAMES[str(given)] if m not in ("runid", "relstring")]
        else:
            asked.append(given)
    per_query = evaluate(
        qrels, run, [str(m) for m in asked], complete=True, conventions=conventions
    )
    if conventions == "ir_measures":  # its order of adding, to the last bit
        per_query = {q: per_query[q] for q in _ir_measures_order(qrels, run) if q in per_query}
    out = {}
    for m in asked:
        (request,) = parse_requests([measure_name(str(m))[0]])
        # A family asked without a cutoff (P) is one key per default cutoff.
        keys = {str(m): m} if len(request.names) == 1 else {n: n for n in request.names}
        for name, key in keys.items():
            if name == "num_q":  # trec_eval's all line: how many queries were scored
                out[key] = float(len(per_query))
                continue
            out[key] = _aggregate(request, [row[name] for row in per_query.values()])
    return out


def _ir_measures_order(qrels: Mapping | pd.DataFrame, run: Mapping | pd.DataFrame) -> list[str]:
    """The order ir-measures' providers give queries in, which its mean adds
    them in: the run's queries as the run lists them, then the judged
    queries the run lacks, as the judgments list them.

    >>> _ir_measures_order({"b": {}, "c": {}, "a": {}}, {"c": {}, "a": {}})
    ['c', 'a', 'b']
    """

    def listed(data: Mapping | pd.DataFrame, value: str, what: str) -> list[str]:
        if isinstance(data, pd.DataFrame):
            return [str(q) for q in pd.unique(_frame(data, value, what)["qid"])]
        return [str(q) for q in data]

    return list(dict.fromkeys(listed(run, "score", "run") + listed(qrels, "grade", "qrels")))


def _aggregate(request: Request, values: list[float]) -> float:
    """One measure's aggregate as ir-measures gives it."""
    if request.measure.average in ("sum", "count"):
        return float(math.fsum(values))  # whole numbers: exact in any order
    if not values:
        return math.nan
    total = 0.0  # one at a time, in the order given, as ir-measures' MeanAgg adds
    for v in values:
        total += v
    mean = total / len(values)  # gm_*: the logarithms' mean, as trec_eval
    return math.exp(mean) if request.measure.average == "gm" else mean

"""``evaluate(qrels, run, measures)`` in pytrec_eval's shapes.

pytrec_eval takes ``{qid: {docno: grade}}`` judgments and a
``{qid: {docno: score}}`` run and returns ``{qid: {measure: value}}``. This
does the same with this library's engine (trec_eval 10.0's numbers by
default), and also takes pandas DataFrames and ir-measures' names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

import pandas as pd

from .batch import evaluate as evaluate_frames
from .batch import vectorised_columns
from .trec import by_query, single_precision_scores
from .trec_engine import Request, parse_requests
from .trec_engine import evaluate as evaluate_queries
from .trec_measures import Options

#: ir-measures' names → trec_eval's; ``{k}`` is the cutoff (or recall level).
IR_MEASURES = {
    "AP": "map", "AP@": "map_cut.{k}", "nDCG": "ndcg", "nDCG@": "ndcg_cut.{k}",
    "P@": "P.{k}", "R@": "recall.{k}", "RR": "recip_rank", "Success@": "success.{k}",
    "NumRet": "num_ret", "NumRel": "num_rel", "NumRelRet": "num_rel_ret",
    "Rprec": "Rprec", "Bpref": "bpref", "infAP": "infAP", "IPrec@": "iprec_at_recall.{k}",
    "SetP": "set_P", "SetR": "set_recall", "SetF": "set_F", "SetAP": "set_map",
}  # fmt: skip

#: ir-measures' measures whose ``rel=`` (the lowest relevant grade, trec_eval's
#: ``-l``) this library takes; nDCG has no such parameter there.
_REL_OK = {"AP", "AP@", "P@", "R@", "RR", "Success@", "NumRel", "NumRelRet", "Rprec",
           "Bpref", "infAP", "IPrec@", "SetP", "SetR", "SetF", "SetAP"}  # fmt: skip

_IR_NAME = re.compile(r"^(?P<name>[A-Za-z]+)(?:\((?P<params>[^)]*)\))?(?:@(?P<k>\d+(?:\.\d+)?))?$")

#: Column names a DataFrame may use (pytrec_eval / trec_eval's, ir-measures').
_COLUMNS = {
    "qid": ("qid", "query_id"),
    "docno": ("docno", "doc_id"),
    "grade": ("grade", "relevance"),
    "score": ("score",),
}


def measure_name(name: str) -> tuple[str, int | None]:
    """A measure's trec_eval spelling and its relevance level, if it names one.

    trec_eval names (``P_10``, ``P.10``, ``bpref``) stay as they are;
    ir-measures names (``nDCG@10``, ``AP``, ``R@1000``, ``RR``,
    ``P(rel=2)@10``) are translated, ``rel=`` giving the level.

    >>> measure_name("nDCG@10"), measure_name("AP"), measure_name("P_5")
    (('ndcg_cut.10', None), ('map', None), ('P_5', None))
    >>> measure_name("P(rel=2)@10")
    ('P.10', 2)
    >>> measure_name("nDCG(rel=2)@10")
    Traceback (most recent call last):
    ...
    ValueError: measures: 'nDCG(rel=2)@10' has parameters this library does not take (it takes rel=N on AP, P, R, RR, Success, NumRel, NumRelRet, Rprec, Bpref, infAP, IPrec, SetP, SetR, SetF, SetAP)
    """
    match = _IR_NAME.match(name)
    key = match and match["name"] + ("@" if match["k"] else "")
    if not match or key not in IR_MEASURES:
        return name, None
    level = None
    params = (match["params"] or "").replace(" ", "")
    if params:
        rel = re.fullmatch(r"rel=(-?\d+)", params)
        if not rel or key not in _REL_OK:
            takes = ", ".join(dict.fromkeys(k.rstrip("@") for k in IR_MEASURES if k in _REL_OK))
            raise ValueError(
                f"measures: {name!r} has parameters this library does not take "
                f"(it takes rel=N on {takes})"
            )
        level = int(rel[1])
    return IR_MEASURES[key].format(k=match["k"]), level


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
        return frame[["qid", "docno", value]].astype({"qid": str, "docno": str})
    if not isinstance(data, Mapping):
        raise TypeError(f"{what}: expected {{qid: {{docno: {value}}}}} or a DataFrame")
    rows = [
        (str(qid), str(doc), v)
        for qid, docs in data.items()
        for doc, v in (docs.items() if isinstance(docs, Mapping) else ())
    ]
    return pd.DataFrame(rows, columns=["qid", "docno", value])


def evaluate(
    qrels: Mapping | pd.DataFrame,
    run: Mapping | pd.DataFrame,
    measures: Iterable[str],
    *,
    float32_scores: bool = False,
    level: int = 1,
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

    Returns
    -------
    dict
        ``{qid: {measure: value}}`` for every query with both judgments and a
        ranking (queries in one only are left out, as trec_eval does). Each
        measure is keyed by the name it was asked for; a family without a
        cutoff (``P``) gives one key per default cutoff (``P_5``, ``P_10``, …).

    Examples
    --------
    >>> qrels = {"q1": {"b": 1, "z": 1}}
    >>> run = {"q1": {"a": 3.0, "b": 2.0, "c": 1.0}}
    >>> evaluate(qrels, run, ["map", "P@2", "RR"])
    {'q1': {'map': 0.25, 'P@2': 0.5, 'RR': 0.5}}
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
            outputs = [n for n in request.names if request.measure.compute is not None]
            keys = {outputs[0]: name} if len(outputs) == 1 else {n: n for n in outputs}
            rename.setdefault(lvl, {}).update(keys)
            keys_of[name] = list(keys.values())
            requests.append(request)
        options = Options(level=lvl, version9=float32_scores)
        for qid, values in _per_query(qrels_frame, run_frame, requests, options).items():
            row = found.setdefault(qid, {})
            row.update({rename[lvl][n]: v for n, v in values.items() if n in rename[lvl]})
    order = list(dict.fromkeys(k for name in asked for k in keys_of[name]))
    return {
        qid: {k: found[qid][k] for k in order if k in found[qid]}
        for qid in sorted(found, key=lambda q: q.encode("utf-8"))
    }


def _per_query(qrels: pd.DataFrame, run: pd.DataFrame, requests: list[Request], options: Options):
    """``{qid: {output name: value}}``: the vectorised engine when it has
    every measure, else trec_eval's per-query functions."""
    columns = vectorised_columns(requests, options)
    if columns is not None:
        table, _ = evaluate_frames(qrels, run, columns)
        return {
            qid: {c: float(v) for c, v in row.items()}
            for qid, row in table.to_dict(orient="index").items()
        }
    per_query, _ = evaluate_queries(*by_query(qrels, run, options.complete), requests, options)
    return {qid: dict(values) for qid, values in per_query}

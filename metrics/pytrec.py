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
from .batch import parse_measures

#: ir-measures' names → this library's (trec_eval's) names; ``{k}`` is the cutoff.
IR_MEASURES = {
    "AP": "map", "AP@": "map_cut_{k}", "nDCG": "ndcg", "nDCG@": "ndcg_cut_{k}",
    "P@": "P_{k}", "R@": "recall_{k}", "RR": "recip_rank", "Success@": "success_{k}",
    "NumRet": "num_ret", "NumRel": "num_rel", "NumRelRet": "num_rel_ret",
}  # fmt: skip

_IR_NAME = re.compile(r"^(?P<name>[A-Za-z]+)(?P<params>\([^)]*\))?(?:@(?P<k>\d+))?$")

#: Column names a DataFrame may use (pytrec_eval / trec_eval's, ir-measures').
_COLUMNS = {
    "qid": ("qid", "query_id"),
    "docno": ("docno", "doc_id"),
    "grade": ("grade", "relevance"),
    "score": ("score",),
}


def measure_name(name: str) -> str:
    """A trec_eval name (``P_10``, ``P.10``, ``map``) as it is, or an
    ir-measures name (``nDCG@10``, ``AP``, ``R@1000``, ``RR``) translated.

    >>> measure_name("nDCG@10"), measure_name("AP"), measure_name("P_5")
    ('ndcg_cut_10', 'map', 'P_5')
    >>> measure_name("P(rel=2)@10")
    Traceback (most recent call last):
    ...
    ValueError: measures: 'P(rel=2)@10' has parameters; only rel=1 (the default) is supported
    """
    match = _IR_NAME.match(name)
    if match and (match["name"] + ("@" if match["k"] else "")) in IR_MEASURES:
        if match["params"] and match["params"].replace(" ", "") != "(rel=1)":
            raise ValueError(
                f"measures: {name!r} has parameters; only rel=1 (the default) is supported"
            )
        key = match["name"] + ("@" if match["k"] else "")
        return IR_MEASURES[key].format(k=match["k"])
    return name


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
        trec_eval names (``map``, ``P_10``, ``ndcg_cut.10``) or ir-measures
        names (``AP``, ``P@10``, ``nDCG@10``, ``R@1000``, ``RR``).
    float32_scores : bool, default False
        Read scores as single precision, as trec_eval 9.x inside
        pytrec_eval does (near-equal scores tie).

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
    columns: dict[str, str] = {}
    for name in asked:
        # One column keeps the name it was asked by; a family gives its columns.
        family = parse_measures([measure_name(name)])
        for column in family:
            columns[column] = name if len(family) == 1 else column
    table, _ = evaluate_frames(
        _frame(qrels, "grade", "qrels"), _frame(run, "score", "run"), list(columns),
        float32_scores=float32_scores,
    )  # fmt: skip
    table = table.rename(columns=columns)[list(columns.values())]  # in the order asked
    return {
        qid: {name: float(value) for name, value in row.items()}
        for qid, row in table.to_dict(orient="index").items()
    }

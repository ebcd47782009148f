"""Each tool run on the corpus (:mod:`metrics.tools.cases`) the way its users
call it, printing the numbers it gives.

This file imports nothing of this package, so it also runs as a script in a
Python where only the tool is installed (Kaggle's ml_metrics needs an old
setuptools to install; torchmetrics needs torch)::

    python oracles/runners.py ml_metrics < cases.json > printed.json

A runner returns, per case, ``{number: value}`` for the numbers the tool
has (see :data:`metrics.tools.cases.NUMBERS`), each the mean over the queries
the tool scores as its users average them; a case the tool refuses gives
``{"error": "..."}``. A case with ``"rr_cut": true`` also asks for RR cut
at K (``"RR@k"``) from the tools that have it. Nothing here decides what a tool *should* print: that
is the registry's claim (:mod:`metrics.tools.registry`), checked against
what these runners printed.
"""

from __future__ import annotations

import json
import math
import sys
import warnings

NUMBERS = ("P@k", "AP", "AP@k", "nDCG@k", "RR")


def _mean(values: list) -> float | None:
    values = [v for v in values if v is not None and not math.isnan(v)]
    return sum(values) / len(values) if values else None


def _sorted_run(docs: list) -> list:
    """A query's documents by score, highest first; ties keep the file's order
    (what a user's own ``sorted(..., reverse=True)`` does)."""
    return [d for d, _ in sorted(docs, key=lambda pair: -pair[1])]


def run_pytrec_eval(case: dict) -> dict:
    import pytrec_eval

    k = case["k"]
    run = {q: dict(docs) for q, docs in case["run"].items()}
    names = {f"P.{k}", "map", f"map_cut.{k}", f"ndcg_cut.{k}", "recip_rank"}
    per_query = pytrec_eval.RelevanceEvaluator(case["qrels"], names).evaluate(run)
    keys = {"P@k": f"P_{k}", "AP": "map", "AP@k": f"map_cut_{k}", "nDCG@k": f"ndcg_cut_{k}",
            "RR": "recip_rank"}  # fmt: skip
    return {n: _mean([v[key] for v in per_query.values()]) for n, key in keys.items()}


def run_ir_measures(case: dict) -> dict:
    import ir_measures

    k = case["k"]
    run = {q: dict(docs) for q, docs in case["run"].items()}
    names = {"P@k": f"P@{k}", "AP": "AP", "AP@k": f"AP@{k}", "nDCG@k": f"nDCG@{k}", "RR": "RR"}
    if case.get("rr_cut"):
        names["RR@k"] = f"RR@{k}"
    measures = {n: ir_measures.parse_measure(m) for n, m in names.items()}
    got = ir_measures.calc_aggregate(list(measures.values()), case["qrels"], run)
    return {n: float(got[m]) for n, m in measures.items()}


def run_ranx(case: dict, ndcg: str = "ndcg") -> dict:
    """ranx's evaluate; ``ndcg="ndcg_burges"``: its nDCG with gain 2^g − 1."""
    from ranx import Qrels, Run, evaluate

    try:
        from .warm import ranx_ready
    except ImportError:  # run as a script (python oracles/runners.py ranx)
        from warm import ranx_ready

    ranx_ready()

    k = case["k"]
    names = {"P@k": f"precision@{k}", "AP": "map", "AP@k": f"map@{k}", "nDCG@k": f"{ndcg}@{k}",
             "RR": "mrr"}  # fmt: skip
    if case.get("rr_cut"):
        names["RR@k"] = f"mrr@{k}"
    qrels = Qrels(case["qrels"])
    run = Run({q: dict(docs) for q, docs in case["run"].items()})
    got = evaluate(qrels, run, list(names.values()), make_comparable=True)
    return {n: float(got[m]) for n, m in names.items()}


def run_sklearn(case: dict) -> dict:
    """scikit-learn's ``average_precision_score`` and ``ndcg_score(k=K)``
    per query over the documents the run lists (their labels from the
    judgments, 0 if unjudged), averaged over the run's queries."""
    import numpy as np
    from sklearn.metrics import average_precision_score, ndcg_score

    k = case["k"]
    ap, ndcg = [], []
    for q, docs in case["run"].items():
        judged = case["qrels"].get(q, {})
        grades = np.array([judged.get(d, 0) for d, _ in docs], dtype=float)
        scores = np.array([s for _, s in docs], dtype=float)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ap.append(float(average_precision_score(grades >= 1, scores)))
        ndcg.append(float(ndcg_score([grades], [scores], k=k)))
    return {"AP": _mean(ap), "nDCG@k": _mean(ndcg)}


def run_ml_metrics(case: dict) -> dict:
    """Kaggle's ``mapk``: per query the relevant documents as "actual" and the
    run sorted by score as "predicted"; every judged query is a user."""
    from ml_metrics import mapk

    k = case["k"]
    actual, predicted = [], []
    for q, judged in case["qrels"].items():
        actual.append([d for d, g in judged.items() if g >= 1])
        predicted.append(_sorted_run(case["run"].get(q, [])))
    return {"AP@k": float(mapk(actual, predicted, k))}


def run_torchmetrics(case: dict, empty: str = "neg", adaptive_k: bool = False) -> dict:
    """torchmetrics' retrieval metrics with their defaults, the run's
    documents as candidates (``indexes`` = the query), targets from the
    judgments; or with one option changed: ``empty_target_action``
    (``empty``) for every metric, ``adaptive_k`` for precision."""
    import torch
    from torchmetrics.retrieval import (
        RetrievalMAP,
        RetrievalMRR,
        RetrievalNormalizedDCG,
        RetrievalPrecision,
    )

    k = case["k"]
    preds, target, grades, indexes = [], [], [], []
    for i, (q, docs) in enumerate(case["run"].items()):
        judged = case["qrels"].get(q, {})
        for d, s in docs:
            preds.append(s)
            grades.append(judged.get(d, 0))
            target.append(judged.get(d, 0) >= 1)
            indexes.append(i)
    p = torch.tensor(preds, dtype=torch.float32)
    t = torch.tensor(target)
    g = torch.tensor(grades, dtype=torch.long)
    idx = torch.tensor(indexes)
    e = {"empty_target_action": empty}
    metrics = {
        "P@k": (RetrievalPrecision(top_k=k, adaptive_k=adaptive_k, **e), t),
        "AP": (RetrievalMAP(**e), t), "AP@k": (RetrievalMAP(top_k=k, **e), t),
        "nDCG@k": (RetrievalNormalizedDCG(top_k=k, **e), g), "RR": (RetrievalMRR(**e), t),
    }  # fmt: skip
    if case.get("rr_cut"):
        metrics["RR@k"] = (RetrievalMRR(top_k=k, **e), t)
    return {n: float(m(p, y, indexes=idx)) for n, (m, y) in metrics.items()}


def _candidates(case: dict):
    """The run's queries as learning-to-rank groups: each listed document's
    label from the judgments (0 if unjudged) and its score, in the file's
    order."""
    import numpy as np

    labels, scores, sizes = [], [], []
    for q, docs in case["run"].items():
        judged = case["qrels"].get(q, {})
        labels += [float(judged.get(d, 0)) for d, _ in docs]
        scores += [float(s) for _, s in docs]
        sizes.append(len(docs))
    return np.array(labels), np.array(scores), sizes


def run_xgboost(case: dict) -> dict:
    """XGBoost's ``ndcg@K`` evaluation metric of the scores given as the
    margin (no tree trained: ``num_boost_round=0``), the run's queries as
    groups, as a validation set is scored during training."""
    import numpy as np
    import xgboost as xgb

    k = case["k"]
    labels, scores, sizes = _candidates(case)
    data = xgb.DMatrix(np.zeros((len(labels), 1)), label=labels, base_margin=scores)
    data.set_group(sizes)
    booster = xgb.train({"objective": "rank:ndcg", "eval_metric": f"ndcg@{k}"}, data, 0)
    return {"nDCG@k": float(booster.eval(data).rsplit(":", 1)[1])}


def run_lightgbm(case: dict) -> dict:
    """LightGBM's ``ndcg`` metric at ``eval_at=[K]`` of the scores given as
    the initial score, after one round that cannot split (every tree a
    single leaf: the order stays the scores')."""
    import lightgbm as lgb
    import numpy as np

    k = case["k"]
    labels, scores, sizes = _candidates(case)
    data = lgb.Dataset(np.zeros((len(labels), 1)), label=labels, group=sizes, init_score=scores)
    seen: dict = {}
    params = {"objective": "lambdarank", "metric": "ndcg", "eval_at": [k], "verbosity": -1,
              "min_data_in_leaf": 10**9, "min_sum_hessian_in_leaf": 1e300}  # fmt: skip
    lgb.train(params, data, 1, valid_sets=[data], valid_names=["d"],
              callbacks=[lgb.record_evaluation(seen)])  # fmt: skip
    return {"nDCG@k": float(seen["d"][f"ndcg@{k}"][-1])}


def run_trectools(case: dict) -> dict:
    """trectools' ``TrecEval`` with its defaults (``trec_eval=True``) on
    the run and judgments written as TREC files and read with ``TrecRun``
    and ``TrecQrel``, as its users read theirs: ``get_precision(depth=K)``,
    ``get_map(depth=1000)``, ``get_map(depth=K)``, ``get_ndcg(depth=K)``,
    ``get_reciprocal_rank()``."""
    import tempfile
    from pathlib import Path

    from trectools import TrecEval, TrecQrel, TrecRun

    k = case["k"]
    with tempfile.TemporaryDirectory() as where:
        run_file, qrels_file = Path(where, "run.txt"), Path(where, "qrels.txt")
        run_file.write_text("".join(
            f"{q} Q0 {d} {rank} {s!r} run\n"
            for q, docs in case["run"].items() for rank, (d, s) in enumerate(docs, start=1)
        ))  # fmt: skip
        qrels_file.write_text("".join(
            f"{q} 0 {d} {g}\n" for q, judged in case["qrels"].items() for d, g in judged.items()
        ))  # fmt: skip
        with warnings.catch_warnings():  # pandas 3's notes on trectools' own calls
            warnings.simplefilter("ignore")
            te = TrecEval(TrecRun(str(run_file)), TrecQrel(str(qrels_file)))
            got = {
                "P@k": te.get_precision(depth=k), "AP": te.get_map(depth=1000),
                "AP@k": te.get_map(depth=k), "nDCG@k": te.get_ndcg(depth=k),
                "RR": te.get_reciprocal_rank(),
            }  # fmt: skip
            if case.get("rr_cut"):
                got["RR@k"] = te.get_reciprocal_rank(depth=k)
    return {n: float(v) for n, v in got.items()}


RUNNERS = {
    "pytrec_eval": run_pytrec_eval,
    "ir_measures": run_ir_measures,
    "ranx": run_ranx,
    "sklearn": run_sklearn,
    "ml_metrics": run_ml_metrics,
    "torchmetrics": run_torchmetrics,
    "trectools": run_trectools,
    # One option changed, each a tool of its own in the registry (VARIANTS).
    "torchmetrics_skip": lambda case: run_torchmetrics(case, empty="skip"),
    "torchmetrics_pos": lambda case: run_torchmetrics(case, empty="pos"),
    "torchmetrics_adaptive_k": lambda case: run_torchmetrics(case, adaptive_k=True),
    "ranx_burges": lambda case: run_ranx(case, ndcg="ndcg_burges"),
    "xgboost": run_xgboost,
    "lightgbm": run_lightgbm,
}

#: The package each runner imports, as PyPI names it (for its version).
PACKAGES = {
    "pytrec_eval": "pytrec-eval-terrier", "ir_measures": "ir-measures", "ranx": "ranx",
    "sklearn": "scikit-learn", "ml_metrics": "ml_metrics", "torchmetrics": "torchmetrics",
    "torchmetrics_skip": "torchmetrics", "torchmetrics_pos": "torchmetrics",
    "torchmetrics_adaptive_k": "torchmetrics", "ranx_burges": "ranx", "trectools": "trectools",
    "xgboost": "xgboost-cpu", "lightgbm": "lightgbm",
}  # fmt: skip


def run_all(tool: str, cases: dict) -> dict:
    """Every case through one tool: ``{case: {number: value}}``, or
    ``{case: {"error": "Type: message"}}`` where the tool refused it."""
    out = {}
    for name, case in cases.items():
        try:
            got = RUNNERS[tool](case)
        except Exception as error:  # the tool's own refusal is what we record
            got = {"error": f"{type(error).__name__}: {error}"[:300]}
        out[name] = {n: (None if v is None else round(v, 10)) for n, v in got.items()}
    return out


def version(tool: str) -> str:
    from importlib.metadata import version as of

    return of(PACKAGES[tool])


if __name__ == "__main__":
    tool = sys.argv[1]
    json.dump(
        {"version": version(tool), "printed": run_all(tool, json.load(sys.stdin))}, sys.stdout
    )

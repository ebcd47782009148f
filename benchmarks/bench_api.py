"""The Python API in-process beside pytrec_eval: time for the same nested
dicts, at the shapes pipelines meet (a benchmark, not a test).

    python benchmarks/bench_api.py            # 10,000 queries x 100 and 2,000 x 5,000
    python benchmarks/bench_api.py --small    # 10,000 x 100 only
    python benchmarks/bench_api.py --small --graded41 --onetie   # some shapes only

Each runs with distinct scores; with scores in steps of 0.25 from 0 to 10
(41 values, as rounded or whole scores give), where nearly every document
ties with another and the tie goes by document name; and, at 10,000 x 100,
with those 41 values on documents that are all judged (ties of every size
mixing grades: the shape a practitioner measured at 1.39-1.63x), and with
one tie per query.

For each shape and measure set (trec_eval's official set, and every measure
pytrec_eval computes) it prints the best of two runs of pytrec_eval's
``RelevanceEvaluator(...).evaluate``, this library's drop-in with
pytrec_eval's numbers (``float32_scores=True``, the default) and
``metrics.evaluate`` (trec_eval 10.0's numbers), and each as a multiple of
pytrec_eval's time; it checks that the drop-in gives pytrec_eval's keys and
values (to 1e-9).
"""

from __future__ import annotations

import itertools
import sys
import time
from pathlib import Path

import numpy as np
import pytrec_eval

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import metrics  # noqa: E402

OFFICIAL = ["map", "P", "ndcg_cut", "recip_rank", "Rprec", "bpref", "iprec_at_recall",
            "num_ret", "num_rel", "num_rel_ret", "gm_map"]  # fmt: skip
EVERY = sorted(pytrec_eval.supported_measures - {"utility"})  # pytrec_eval's utility is broken


#: The score shapes: distinct scores; 41 values in steps of 0.25 with a few
#: judged documents; the same 41 values with every document judged (ties of
#: every size, mixing grades); every document judged and one tie per query.
TIES = ("distinct", "steps", "graded41", "onetie")


def collection(queries: int, depth: int, tied: bool | str = False, seed: int = 0):
    ties = {False: "distinct", True: "steps"}.get(tied, tied)
    rng = np.random.default_rng(seed)
    pool = max(1000, 2 * depth)
    run = {}
    for q in range(queries):
        docs = rng.choice(pool, depth, replace=False)
        if ties == "distinct":
            scores = rng.random(depth)
        elif ties == "onetie":
            scores = np.ones(depth)
        else:
            scores = rng.integers(0, 41, depth) * 0.25
        run[f"q{q}"] = dict(zip((f"d{d}" for d in docs), scores.tolist()))
    if ties in ("graded41", "onetie"):  # every document judged, grades 0-2
        qrels = {q: {d: int(g) for d, g in zip(docs, rng.integers(0, 3, depth))}
                 for q, docs in run.items()}  # fmt: skip
    else:
        qrels = {
            f"q{q}": {f"d{d}": int(g) for d, g in zip(rng.choice(pool, 30, replace=False),
                                                       rng.integers(0, 3, 30))}
            for q in range(queries)
        }  # fmt: skip
    return qrels, run


def best(f, repeat: int = 2) -> tuple[float, object]:
    times, out = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        out = f()
        times.append(time.perf_counter() - start)
    return min(times), out


def main() -> None:
    shapes = [(10_000, 100)] + ([] if "--small" in sys.argv else [(2_000, 5_000)])
    metrics.evaluate({"q": {"a": 1}}, {"q": {"a": 1.0}}, ["map"])  # the imports, once
    kinds = [t for t in TIES if f"--{t}" in sys.argv] or list(TIES)
    for (queries, depth), ties in itertools.product(shapes, kinds):
        if depth > 100 and ties in ("graded41", "onetie"):
            continue  # every document judged: the tie shapes at 10,000 x 100
        qrels, run = collection(queries, depth, ties)
        shape = f"{queries:,} x {depth:,}, {ties}"
        for label, measures in (("official", OFFICIAL), ("every pytrec_eval measure", EVERY)):
            ref_time, ref = best(
                lambda q=qrels, r=run, m=measures: pytrec_eval.RelevanceEvaluator(
                    q, set(m)
                ).evaluate(r)
            )
            drop_time, drop = best(
                lambda q=qrels, r=run, m=measures: metrics.RelevanceEvaluator(q, set(m)).evaluate(r)
            )
            api_time, _ = best(lambda q=qrels, r=run, m=measures: metrics.evaluate(q, r, m))
            assert drop.keys() == ref.keys()
            worst = max(abs(drop[q][m] - v) for q in ref for m, v in ref[q].items()
                        if v == v)  # fmt: skip
            print(
                f"{shape:20s} {label:26s} pytrec_eval {ref_time:6.2f} s | "
                f"drop-in {drop_time:6.2f} s ({drop_time / ref_time:.2f}x) | "
                f"evaluate {api_time:6.2f} s ({api_time / ref_time:.2f}x) | "
                f"largest difference {worst:.1e}",
                flush=True,
            )


if __name__ == "__main__":
    main()

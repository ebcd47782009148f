"""The search behind "why do our numbers differ?" at the page's goal shape:
50 queries of 100 items (a benchmark, not a test; the goal is 2 s).

    python benchmarks/bench_explain.py            # 50 x 100, with and without ties
    python benchmarks/bench_explain.py --large    # also 500 x 1,000

For each measure family it prints the best of three runs of
``explain_numbers``, the combinations searched and the engine calls'
share; "lists" is the app's case (ranked lists, no scores, so no tie
order or score precision to try), "scores with ties" a run whose scores
tie and differ only past float precision (six tie orders to try).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from metrics.evaluator.explain import explain_lists, explain_numbers  # noqa: E402


def collection(queries: int, depth: int, seed: int = 7):
    rng = np.random.default_rng(seed)
    qrels, run, lists = {}, {}, []
    for q in range(queries):
        docs = [f"d{j}" for j in rng.choice(depth * 3, depth, replace=False)]
        judged = {
            f"d{j}": int(rng.choice([0, 1, 1, 2, 3]))
            for j in rng.choice(depth * 3, 40, replace=False)
        }
        if q % 10 == 9:
            judged = {d: 0 for d in judged}  # nothing relevant
        qrels[f"q{q}"] = judged
        scores = np.round(rng.random(depth), 2)  # ties
        scores[::7] += 1e-9  # equal only in float32
        run[f"q{q}"] = dict(zip(docs, scores.tolist()))
        lists.append((docs, judged))
    qrels[f"q{queries}"] = {"x": 1}  # judged, never ranked
    return qrels, run, lists


def best_of(fn, *args, times: int = 3):
    out, took = None, []
    for _ in range(times):
        t = time.perf_counter()
        out = fn(*args)
        took.append(time.perf_counter() - t)
    return out, min(took)


def main() -> None:
    shapes = [(50, 100)] + ([(500, 1000)] if "--large" in sys.argv else [])
    print(f"{'shape':>10} {'input':>18} {'measure':>12} {'seconds':>8} {'combinations':>13}")
    for queries, depth in shapes:
        qrels, run, lists = collection(queries, depth)
        for measure in ("map_cut.10", "P.10", "ndcg_cut.10", "recip_rank", "recall.100"):
            e, t = best_of(explain_lists, lists, "0.41 0.52", measure)
            print(
                f"{queries:>4} x {depth:<5} {'lists':>18} {measure:>12} {t:8.2f} {e.combinations:13,}"
            )
            e, t = best_of(explain_numbers, qrels, run, "0.41 0.52", measure)
            print(
                f"{queries:>4} x {depth:<5} {'scores with ties':>18} {measure:>12} {t:8.2f} {e.combinations:13,}"
            )


if __name__ == "__main__":
    main()

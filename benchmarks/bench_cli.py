"""Speed of the batch engine against pytrec_eval-terrier and ranx.

Synthetic data: 10,000 queries x 100 retrieved documents, graded judgments
(0-3) for 30 documents per query (20 of them retrieved). Every tool reads the
same TREC files and computes map, ndcg_cut_10, P_10 and recip_rank; each time
includes reading the files. Prints seconds and ratios (a benchmark, not a test).

    pip install -r requirements-bench.txt && python benchmarks/bench_cli.py
    python benchmarks/bench_cli.py --shapes   # the scale shapes, with peak memory

``--shapes`` times ours and pytrec_eval, each in a fresh process (so its peak
memory is its own), three times in turn, and prints the medians; on 10,000 x
100, 5,000 x 1,000 with document names shared across queries, and 50,000 x
100; with ``TREC_EVAL=/path/to/trec_eval`` (10.0,
e.g. built from tests/data/trec_eval/source.tar.gz with make) trec_eval too.
"""

from __future__ import annotations

import os
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

N_QUERIES, DEPTH = 10_000, 100
MEASURES = ["map", "ndcg_cut_10", "P_10", "recip_rank"]
_CUTOFF = re.compile(r"_(\d+)$")  # P_10 → P.10, trec_eval's spelling


def make_files(
    folder: Path, n_queries: int = N_QUERIES, depth: int = DEPTH, shared: bool = False
) -> tuple[Path, Path]:
    """A qrels and a run file; with ``shared``, every query retrieves from one
    pool of document names (as a real collection does), not names of its own."""
    rnd = random.Random(7)
    pool = [f"doc{i}" for i in range(depth * 20)]
    qrels_path, run_path = folder / "qrels.txt", folder / "run.txt"
    with qrels_path.open("w") as qrels, run_path.open("w") as run:
        for q in range(n_queries):
            docs = rnd.sample(pool, depth) if shared else [f"doc{q}_{i}" for i in range(depth)]
            judged = rnd.sample(docs, 20) + [f"doc{q}_x{i}" for i in range(10)]
            qrels.write("".join(f"q{q} 0 {d} {rnd.choice([0, 0, 1, 2, 3])}\n" for d in judged))
            run.write(
                "".join(
                    f"q{q} Q0 {d} {r + 1} {rnd.random():.6f} bench\n" for r, d in enumerate(docs)
                )
            )
    return qrels_path, run_path


def ours(qrels_path, run_path):
    """The command line's path (``python -m metrics``), without printing."""
    # Imported here, so a process that runs only pytrec_eval does not carry
    # pyarrow in its peak memory.
    from metrics.evaluator.cli import read_columns
    from metrics.evaluator.files import load
    from metrics.evaluator.vectorised import evaluate_columns

    qrels, run = read_columns(load(qrels_path), load(run_path))
    return evaluate_columns(qrels, run, MEASURES)[2]


def pytrec(qrels_path, run_path):
    import pytrec_eval

    with open(qrels_path) as q, open(run_path) as r:
        qrels, run = pytrec_eval.parse_qrel(q), pytrec_eval.parse_run(r)
    evaluator = pytrec_eval.RelevanceEvaluator(qrels, {"map", "ndcg_cut.10", "P.10", "recip_rank"})
    results = evaluator.evaluate(run)
    return {m: statistics.fmean(v[m] for v in results.values()) for m in MEASURES}


def ranx_first_call(qrels_path, run_path):
    from ranx import Qrels, Run
    from ranx import evaluate as ranx_evaluate

    qrels = Qrels.from_file(str(qrels_path), kind="trec")
    run = Run.from_file(str(run_path), kind="trec")
    return ranx_evaluate(qrels, run, ["map", "ndcg@10", "precision@10", "mrr"])


def timed(fn, *args, repeat=3):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn(*args)
        times.append(time.perf_counter() - start)
    return min(times), result


SHAPES = ((10_000, 100, False), (5_000, 1_000, True), (50_000, 100, False))


def _child(tool: str, qrels_path: str, run_path: str) -> None:
    """Run one tool once in this (fresh) process; print seconds and peak MB."""
    import resource

    if tool == "trec_eval":  # the C program, in a process of its own
        import subprocess

        start = time.perf_counter()
        subprocess.run(
            [os.environ["TREC_EVAL"], *("-m" + _CUTOFF.sub(r".\1", m) for m in MEASURES),
             qrels_path, run_path],
            check=True, capture_output=True,
        )  # fmt: skip
        seconds = time.perf_counter() - start
        peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(f"{seconds:.3f} {peak_mb:.0f}")
        return
    # Each tool's imports happen before the clock starts (they count in memory).
    __import__("metrics.evaluator.cli" if tool == "ours" else "pytrec_eval")
    if tool == "ours":  # as the command line does
        from metrics.evaluator.cli import release_freed_memory

        release_freed_memory()
    start = time.perf_counter()
    {"ours": ours, "pytrec": pytrec}[tool](qrels_path, run_path)
    seconds = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{seconds:.3f} {peak_mb:.0f}")


def shapes(rounds: int = 3) -> None:
    """Each tool ``rounds`` times per shape, the tools taking turns (so a slow
    spell of this machine falls on all of them); the median of each."""
    import subprocess

    for n_queries, depth, shared in SHAPES:
        with tempfile.TemporaryDirectory() as tmp:
            qrels_path, run_path = make_files(Path(tmp), n_queries, depth, shared)
            label = f"{n_queries:,} x {depth:,}" + (" (shared names)" if shared else "")
            tools = (
                ("ours", "pytrec", "trec_eval")
                if os.environ.get("TREC_EVAL")
                else ("ours", "pytrec")
            )
            runs: dict[str, list[tuple[float, float]]] = {tool: [] for tool in tools}
            for _ in range(rounds):
                for tool in tools:
                    out = subprocess.run(
                        [sys.executable, __file__, "--child", tool, str(qrels_path), str(run_path)],
                        capture_output=True, text=True, check=True,
                    ).stdout.split()  # fmt: skip
                    runs[tool].append((float(out[0]), float(out[1])))
            for tool, taken in runs.items():
                seconds = statistics.median(t for t, _ in taken)
                peak = statistics.median(m for _, m in taken)
                print(
                    f"{label:<32} {tool:<9} {seconds:7.2f} s   peak {peak:6.0f} MB"
                    f"   (median of {rounds}; seconds {min(t for t, _ in taken):.2f}"
                    f"-{max(t for t, _ in taken):.2f})"
                )


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        return _child(*sys.argv[2:5])
    if sys.argv[1:2] == ["--shapes"]:
        return shapes()
    with tempfile.TemporaryDirectory() as tmp:
        qrels_path, run_path = make_files(Path(tmp))
        print(f"data: {N_QUERIES:,} queries x {DEPTH} documents, measures {', '.join(MEASURES)}")
        t_ours, ours_summary = timed(ours, qrels_path, run_path)
        t_pytrec, pytrec_summary = timed(pytrec, qrels_path, run_path)
        print(f"ours (read files + evaluate), best of 3:        {t_ours:7.2f} s")
        print(f"pytrec_eval (parse + evaluate), best of 3:      {t_pytrec:7.2f} s")
        try:
            t_ranx, _ = timed(ranx_first_call, qrels_path, run_path, repeat=1)
            print(f"ranx first call (read + numba compile + eval):  {t_ranx:7.2f} s")
            print(f"ratio ranx first call / ours:                   {t_ranx / t_ours:7.2f}x")
        except ImportError:
            print("ranx not installed: pip install -r requirements-bench.txt")
        print(f"ratio pytrec_eval / ours:                       {t_pytrec / t_ours:7.2f}x")
        worst = max(abs(ours_summary[m] - pytrec_summary[m]) for m in MEASURES)
        print(f"largest difference of the means vs pytrec_eval: {worst:.2e}")


if __name__ == "__main__":
    main()

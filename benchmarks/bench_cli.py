"""Speed of the batch engine against pytrec_eval-terrier and ranx.

Synthetic data: 10,000 queries x 100 retrieved documents, graded judgments
(0-3) for 30 documents per query (20 of them retrieved). Every tool reads the
same TREC files and computes map, ndcg_cut_10, P_10 and recip_rank; each time
includes reading the files. Prints seconds and ratios (a benchmark, not a test).

    pip install -r requirements-bench.txt && python benchmarks/bench_cli.py
    python benchmarks/bench_cli.py --shapes   # the scale shapes, with peak memory

``--shapes`` runs the command line itself (``python -m metrics``, printing to
/dev/null), pytrec_eval (parse + evaluate, in one Python process) and, with
``TREC_EVAL=/path/to/trec_eval`` (10.0, e.g. built from
tests/data/trec_eval/source.tar.gz with make), trec_eval: each run in a fresh
process, so its peak memory is its own; the tools take turns, ``--rounds``
times (3), and the medians print, with the ratios to trec_eval and
pytrec_eval. Shapes: 10,000 x 100, 2,000 x 5,000, 100,000 x 100, 5,000 x
1,000 whose document names are drawn from 5 million (mostly unique; scores
of two decimals, so many ties broken by name), and 10,000 x 100 whose
scores go in steps of 0.25 from 0 to 10 (41 values, as rounded or whole
scores give: nearly every document ties, broken by name); measure sets: trec_eval's
default (no ``-m``; pytrec_eval's ``official``) and ``-m all_trec``
(pytrec_eval's ``all_trec``). ``--only 10,000`` keeps the shapes whose label
holds that text.
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
    folder: Path, n_queries: int = N_QUERIES, depth: int = DEPTH, names: str = "own"
) -> tuple[Path, Path]:
    """A qrels and a run file. ``names``: ``"own"``, each query's documents
    named for it; ``"tied"``, the same with scores in steps of 0.25 (41
    values: nearly every document ties with another); ``"graded41"``, the
    same 41 values with every document judged (ties of every size, mixing
    grades); ``"onetie"``, every document judged and the whole list one tie;
    ``"shared"``, every query retrieves from one pool of
    ``20 x depth`` names (as a real collection does); ``"unique"``, names
    drawn from 5 million, so most appear once, with scores of two decimals
    (many ties, which trec_eval breaks by name)."""
    rnd = random.Random(7)
    pool = [f"doc{i}" for i in range(depth * 20)] if names == "shared" else []
    decimals = 2 if names == "unique" else 6
    qrels_path, run_path = folder / "qrels.txt", folder / "run.txt"
    with qrels_path.open("w") as qrels, run_path.open("w") as run:
        for q in range(n_queries):
            if names == "shared":
                docs = rnd.sample(pool, depth)
            elif names == "unique":
                docs = [f"d{i}" for i in rnd.sample(range(5_000_000), depth)]
            else:
                docs = [f"doc{q}_{i}" for i in range(depth)]
            judged = rnd.sample(docs, 20) + [f"doc{q}_x{i}" for i in range(10)]
            if names in ("graded41", "onetie"):  # every document judged: ties mix grades
                judged = docs + [f"doc{q}_x{i}" for i in range(10)]
            qrels.write("".join(f"q{q} 0 {d} {rnd.choice([0, 0, 1, 2, 3])}\n" for d in judged))
            run.write(
                "".join(
                    f"q{q} Q0 {d} {r + 1} {_score(rnd, names, decimals)} bench\n"
                    for r, d in enumerate(docs)
                )
            )
    return qrels_path, run_path


def _score(rnd: random.Random, names: str, decimals: int) -> str:
    if names in ("tied", "graded41"):  # 0, 0.25, ..., 10: 41 values
        return f"{rnd.randrange(41) * 0.25:.2f}"
    if names == "onetie":  # every document of the query one score
        return "1.0"
    return f"{rnd.random():.{decimals}f}"


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


SHAPES = ((10_000, 100, "own"), (2_000, 5_000, "own"), (100_000, 100, "own"),
          (5_000, 1_000, "unique"), (10_000, 100, "tied"), (10_000, 100, "graded41"),
          (10_000, 100, "onetie"))  # fmt: skip
MEASURE_SETS = ("default", "all_trec")
_LABELS = {"unique": " (unique names)", "tied": " (scores in steps of 0.25)",
           "graded41": " (41 score values, every document judged)",
           "onetie": " (one tie per query, every document judged)"}  # fmt: skip


def _pytrec_child(qrels_path: str, run_path: str, measures: str) -> None:
    """pytrec_eval on two files: parse, evaluate (its ``official`` set for
    trec_eval's default, or ``all_trec``), in this process."""
    import pytrec_eval

    wanted = pytrec_eval.supported_nicknames["official" if measures == "default" else measures]
    with open(qrels_path) as q, open(run_path) as r:
        qrels, run = pytrec_eval.parse_qrel(q), pytrec_eval.parse_run(r)
    pytrec_eval.RelevanceEvaluator(qrels, set(wanted)).evaluate(run)


def _child(tool: str, qrels_path: str, run_path: str, measures: str) -> None:
    """Run one tool once (a fresh process); print seconds and peak MB."""
    import resource
    import subprocess

    start = time.perf_counter()
    if tool == "pytrec":
        _pytrec_child(qrels_path, run_path, measures)
        usage = resource.RUSAGE_SELF
    else:  # the command lines, each a process of its own, printing to /dev/null
        command = (
            [os.environ["TREC_EVAL"]] if tool == "trec_eval" else [sys.executable, "-m", "metrics"]
        )
        options = [] if measures == "default" else ["-m", measures]
        subprocess.run(
            [*command, *options, qrels_path, run_path], check=True,
            stdout=subprocess.DEVNULL, cwd=Path(__file__).resolve().parent.parent,
        )  # fmt: skip
        usage = resource.RUSAGE_CHILDREN
    seconds = time.perf_counter() - start
    print(f"{seconds:.3f} {resource.getrusage(usage).ru_maxrss / 1024:.0f}")


def shapes(rounds: int = 3, only: str = "") -> None:
    """Each tool ``rounds`` times per shape and measure set, the tools taking
    turns (so a slow spell of this machine falls on all of them); the median
    of each, and its ratios to trec_eval and pytrec_eval."""
    import subprocess

    tools = ("ours", "pytrec", "trec_eval") if os.environ.get("TREC_EVAL") else ("ours", "pytrec")
    print(f"{'shape':<34} {'measures':<9} {'tool':<9} {'time':>8} {'peak':>9}   ratios of ours")
    for n_queries, depth, names in SHAPES:
        label = f"{n_queries:,} x {depth:,}" + _LABELS.get(names, "")
        if only not in label:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            qrels_path, run_path = make_files(Path(tmp), n_queries, depth, names)
            for measures in MEASURE_SETS:
                runs: dict[str, list[tuple[float, float]]] = {tool: [] for tool in tools}
                for _ in range(rounds):
                    for tool in tools:
                        out = subprocess.run(
                            [sys.executable, __file__, "--child", tool, str(qrels_path),
                             str(run_path), measures],
                            capture_output=True, text=True, check=True,
                        ).stdout.split()  # fmt: skip
                        runs[tool].append((float(out[0]), float(out[1])))
                median = {
                    tool: (statistics.median(t for t, _ in r), statistics.median(m for _, m in r))
                    for tool, r in runs.items()
                }
                for tool, (seconds, peak) in median.items():
                    ratios = ""
                    if tool == "ours":
                        ratios = "   ".join(
                            f"time {seconds / median[o][0]:.2f}x, memory {peak / median[o][1]:.2f}x"
                            f" of {o}"
                            for o in tools[1:]
                        )
                    print(
                        f"{label:<34} {measures:<9} {tool:<9} {seconds:7.2f}s {peak:6.0f} MB   "
                        f"{ratios}",
                        flush=True,
                    )


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        return _child(*sys.argv[2:6])
    if sys.argv[1:2] == ["--shapes"]:
        import argparse

        parser = argparse.ArgumentParser(prog="bench_cli.py --shapes")
        parser.add_argument("--rounds", type=int, default=3)
        parser.add_argument("--only", default="", help="keep shapes whose label holds this")
        args = parser.parse_args(sys.argv[2:])
        return shapes(args.rounds, args.only)
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

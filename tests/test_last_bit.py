"""To the last bit: where trec_eval adds, takes a logarithm or rounds, this
library does the same operations in the same order, so a value that sits on
a rounding boundary prints the same fourth decimal everywhere: on the
command line, in both of its engines and in the lessons."""

import random
from pathlib import Path

import pytest

from metrics.evaluator import per_query as engine
from metrics.evaluator.cli import main
from metrics.evaluator.requests import parse_requests


def test_11pt_avg_adds_the_levels_from_the_last_as_trec_eval_does(capsys):
    """Under -l2 this query's eleven levels add up to 0.06125 x 11: added
    from the first level, the mean is 0.06125 and prints 0.0612; trec_eval adds
    from the last and prints 0.0613 (one query of a 10,000-query run where
    every other line already matched)."""
    folder = Path(__file__).resolve().parent / "data" / "rounding"
    args = ["-q", "-l2", "-m", "11pt_avg", str(folder / "qrels.txt"), str(folder / "run.txt")]
    assert main(args) == 0
    assert capsys.readouterr().out.splitlines()[0] == "11pt_avg              \tq6793\t0.0613"


def test_both_engines_agree_to_the_last_bit_on_logarithms_and_long_lists():
    """The vectorised engine takes log2, log and exp from C's maths library,
    as trec_eval and the per-query engine do: numpy's own differ in the last
    bit for a few values in a thousand (log2 first at 1621, so at rank 1,620
    of a long list), which can move a printed fourth decimal."""
    import pandas as pd

    from metrics.evaluator.router import evaluate_frames as evaluate

    rnd = random.Random(2)  # a seed whose means of logs numpy's exp gets wrong too
    judgments, rankings = {}, {}
    for q in range(1500):
        docs = [f"d{i}" for i in range(rnd.randrange(2, 9))]
        judgments[f"q{q}"] = {d: rnd.choice([0, 1, 2]) for d in docs if rnd.random() < 0.6}
        rankings[f"q{q}"] = [(d, rnd.random()) for d in docs]
        judgments[f"q{q}"].setdefault("unretrieved", 1)
    rankings["long"] = [(f"d{i:04d}", float(-i)) for i in range(1, 1701)]
    judgments["long"] = {"d1620": 1, "d0003": 0, "zz": 1}
    # AP = (1/1 + 2/17 + 3/24) / 3, whose numpy log differs from C's
    rankings["gm"] = [(f"d{i:02d}", float(-i)) for i in range(1, 25)]
    judgments["gm"] = {"d01": 1, "d17": 1, "d24": 1}
    measures = ["gm_map", "gm_bpref", "ndcg", "binG", "ndcg_cut.2000"]
    qrels = pd.DataFrame(
        [(q, d, g) for q, docs in judgments.items() for d, g in docs.items()],
        columns=["qid", "docno", "grade"],
    )
    run = pd.DataFrame(
        [(q, d, s) for q, docs in rankings.items() for d, s in docs],
        columns=["qid", "docno", "score"],
    )
    table, summary = evaluate(qrels, run, measures)
    per_query, all_values = engine.evaluate(judgments, rankings, parse_requests(measures))
    for qid, values in per_query:
        assert dict(values) == table.loc[qid].to_dict(), qid
    assert dict(all_values) == summary


def test_the_lessons_values_equal_trec_evals_to_the_last_bit():
    """A lesson's AP (÷ m), nDCG@k and MAP are trec_eval's map, ndcg_cut and
    'all' map to the last bit (added in the same order), so a value on a
    rounding boundary prints the same fourth decimal in a lesson as on the
    command line."""
    from metrics import average_precision, mean_average_precision, ndcg

    rnd = random.Random(8)
    queries, judgments, rankings = {}, {}, {}
    for q in range(300):
        items = [f"i{n}" for n in range(rnd.randrange(8, 60))]
        judged = {i: rnd.choice([0, 1, 1, 2, 3]) for i in items if rnd.random() < 0.7}
        judged.update({f"x{n}": 1 for n in range(rnd.randrange(3))})  # never retrieved
        qid = f"q{q:03d}"
        queries[qid] = (items, judged)
        judgments[qid] = judged
        rankings[qid] = [(item, float(len(items) - r)) for r, item in enumerate(items)]
    k = 1000
    per_query, summary = engine.evaluate(
        judgments, rankings, parse_requests(["map", f"ndcg_cut.{k}"])
    )
    for qid, values in per_query:
        items, judged = queries[qid]
        assert average_precision(items, judged, k=len(items)) == dict(values)["map"], qid
        assert ndcg(items, judged, k=k) == dict(values)[f"ndcg_cut_{k}"], qid
    assert mean_average_precision(queries, k=k) == dict(summary)["map"]


@pytest.mark.parametrize("k", [10, 25, 100])
def test_every_lesson_convention_equals_the_command_lines_to_the_last_bit(k):
    """Each convention a lesson teaches (truncated AP, AP ÷ hits, the mean of
    P@i, P@k for a short list, F1, the nDCG variants…) gives exactly the
    number ``python -m metrics -m <its id>.k`` computes."""
    import pandas as pd

    from metrics.evaluator.router import evaluate_frames as evaluate
    from metrics.measures import ON_LISTS as MEASURES

    rnd = random.Random(3)
    qrels_rows, run_rows, lists = [], [], {}
    for q in range(300):
        items = [f"i{n}" for n in range(rnd.randrange(1, 60))]
        judged = {i: rnd.choice([0, 1, 1, 2, 3]) for i in items if rnd.random() < 0.7}
        judged.update({f"x{n}": 1 for n in range(rnd.randrange(3))})
        judged = judged or {"nobody": 0}
        qid = f"q{q:03d}"
        qrels_rows += [(qid, d, g) for d, g in judged.items()]
        run_rows += [(qid, d, float(len(items) - r)) for r, d in enumerate(items)]
        lists[qid] = (items, judged)
    conventions = {
        f"{m.name}_{k}": m for m in MEASURES.values() if m.name not in ("recip_rank", "dcg_cut")
    }
    table, _ = evaluate(
        pd.DataFrame(qrels_rows, columns=["qid", "docno", "grade"]),
        pd.DataFrame(run_rows, columns=["qid", "docno", "score"]),
        list(conventions),
    )
    for qid in table.index:
        for column, measure in conventions.items():
            assert table.loc[qid, column] == measure(*lists[qid], k), (qid, column)


@pytest.mark.parametrize("seed", range(8))
def test_the_all_trec_kernels_added_last_equal_trec_evals_code_to_the_last_bit(seed):
    """G, rbp, rbp_resid, ndcg_rel, Rndcg, infAP, relstring, dcg and ideal_dcg, vectorised, against the
    line-by-line reading of trec_eval's C (queries with only relevant, only
    non-relevant and mixed judgments, gaps between grades, lists shorter and
    longer than the ideal one, tied scores)."""
    import pandas as pd

    from metrics.evaluator.router import evaluate_frames as evaluate

    rnd = random.Random(seed)
    judgments, rankings = {}, {}
    pool = [f"d{i}" for i in range(60)]
    for q in range(40):
        grades = (
            [-1, 0, 0, 1, 1, 2, 3, 5] if q % 7 not in (3, 5) else [1, 2] if q % 7 == 3 else [0, -1]
        )
        judged = rnd.sample(pool, rnd.randrange(1, 30 if q % 7 not in (3, 5) else 5))
        judgments[f"q{q}"] = {d: rnd.choice(grades) for d in judged}
        ranked = rnd.sample(pool, rnd.randrange(1, 50))
        rankings[f"q{q}"] = [(d, rnd.choice([1.0, 0.5, rnd.random()])) for d in ranked]
    measures = ["G", "rbp", "rbp_resid", "ndcg_rel", "Rndcg", "infAP", "relstring", "dcg",
                "ideal_dcg"]  # fmt: skip
    table, summary = evaluate(
        pd.DataFrame([(q, d, g) for q, ds in judgments.items() for d, g in ds.items()],
                     columns=["qid", "docno", "grade"]),
        pd.DataFrame([(q, d, s) for q, ds in rankings.items() for d, s in ds],
                     columns=["qid", "docno", "score"]),
        measures,
    )  # fmt: skip
    per_query, all_values = engine.evaluate(judgments, rankings, parse_requests(measures))
    for qid, values in per_query:
        assert dict(values) == table.loc[qid].to_dict(), qid
    assert dict(all_values) == summary


@pytest.mark.parametrize("level", [1, 2, 3])
def test_every_measure_of_all_trec_at_any_relevance_level_equals_trec_evals_code(level):
    """The whole of all_trec through ``metrics.evaluate`` (the vectorised
    engine, -l as given) against trec_eval's per-query reading, bit for bit."""
    from metrics import evaluate
    from metrics.judged import Options

    rnd = random.Random(level)
    judgments, rankings = {}, {}
    pool = [f"d{i}" for i in range(50)]
    for q in range(60):
        judged = rnd.sample(pool, rnd.randrange(1, 25))
        judgments[f"q{q}"] = {d: rnd.choice([-1, 0, 0, 1, 2, 3, 4]) for d in judged}
        ranked = rnd.sample(pool, rnd.randrange(1, 40))
        rankings[f"q{q}"] = [(d, rnd.choice([1.0, 0.5, rnd.random()])) for d in ranked]
    requests = [r for r in parse_requests(["all_trec"]) if r.measure.name != "runid"]
    per_query, _ = engine.evaluate(judgments, rankings, requests, Options(level=level))
    run = {q: dict(docs) for q, docs in rankings.items()}
    got = evaluate(judgments, run, [n for r in requests for n in r.names], level=level)
    for qid, values in per_query:
        assert got[qid] == dict(values), qid


@pytest.mark.parametrize("seed", range(4))
def test_a_cutoffs_sum_from_the_kept_running_sums_equals_adding_to_that_rank(seed):
    """The vectorised engine adds a measure's weights once, rank by rank, and
    reads every cutoff (5, 10, …, 1000) off those running sums: each equals
    the sum over ranks ≤ k added afresh, to the last bit, over the ranking
    and over the ideal (judgments best first), lists shorter than k whole;
    with lists of any length and (seed 3) every list as long."""
    import numpy as np

    from metrics.evaluator.files import Source, read_columns
    from metrics.evaluator.vectorised import Evaluated
    from metrics.judged import Options

    rnd = random.Random(seed)
    qrels_lines, run_lines = [], []
    for q in range(60):
        docs = [f"d{i}" for i in range(25 if seed == 3 else rnd.randrange(0, 40))]
        judged = 1.0 if seed == 3 else 0.5
        qrels_lines += [f"q{q} 0 {d} {rnd.randrange(4)}" for d in docs if rnd.random() < judged]
        qrels_lines.append(f"q{q} 0 x 1")
        run_lines += [f"q{q} Q0 {d} 1 {rnd.random():.3f} r" for d in docs]
    e = Evaluated(
        read_columns(Source("qrels", "\n".join(qrels_lines).encode()), "qrels"),
        read_columns(Source("run", "\n".join(run_lines).encode()), "run"),
        Options(),
    )
    weights = np.array([rnd.random() / rnd.randrange(1, 9) for _ in range(len(e.q))])
    ideal = np.array([rnd.random() / 3 for _ in range(len(e.ideal_q))])
    for k in (1, 2, 3, 5, 10, 15, 39, 40, 1000, None):
        kept = e.total_at("w", lambda: weights, k)
        assert kept.tobytes() == e.total(weights, k).tobytes(), k
        kept = e.total_at("ideal", lambda: ideal, k, ideal=True)
        assert kept.tobytes() == e.total(ideal, k, e.ideal_q, e.ideal_rank).tobytes(), k


@pytest.mark.parametrize("lengths", ["even", "uneven"])
def test_rows_by_query_then_score_are_the_one_sort_of_them_all(lengths):
    """Each query's scores sorted on their own (a table of query × position)
    or, for lists of very unequal length, all at once: either way the rows
    come by query, then score descending, with infinite scores in place."""
    import numpy as np

    from metrics.evaluator.order import by_score

    rnd = np.random.default_rng(3)
    sizes = [50] * 40 if lengths == "even" else [1] * 40 + [400]
    q = np.repeat(np.arange(len(sizes)), sizes)
    rnd.shuffle(q)
    score = rnd.choice([-np.inf, -1.5, 0.0, 0.25, 3.0, np.inf, 1e300], len(q))
    score += rnd.integers(0, 1_000_000, len(q)) * (score == 0.25) * 1e-9  # mostly not tied
    order = by_score(q, score)
    assert sorted(order.tolist()) == list(range(len(q)))
    assert np.array_equal(q[order], np.sort(q))
    expected = np.lexsort((-score, q))
    assert np.array_equal(score[order], score[expected])  # ties may come in any order


def _graded_collection(seed: int):
    """80 queries, grades -3..12, scores tied in steps and ≤ 0 too."""
    rnd = random.Random(seed)
    pool = [f"d{i}" for i in range(60)]
    qrels, run = {}, {}
    for q in range(80):
        judged = rnd.sample(pool, rnd.randrange(1, 30))
        qrels[f"q{q}"] = {d: rnd.choice([-3, 0, 0, 1, 1, 2, 3, 12]) for d in judged}
        ranked = rnd.sample(pool, rnd.randrange(1, 50))
        run[f"q{q}"] = {d: rnd.choice([1.0, 0.5, 0.25, rnd.random(), -rnd.random()])
                        for d in ranked}  # fmt: skip
    return qrels, run


#: Seeds whose collection trec_eval 10.0 runs to the end. It stops with a
#: segmentation fault, whatever the measure, on seeds 2, 3, 8 and 10: each has
#: a query whose every judgment is negative (-3), not the first query; its own
#: fault, outside this test's question (the command line computes them).
FINISHED_SEEDS = [0, 1, 4, 5]


@pytest.mark.parametrize("seed", FINISHED_SEEDS)
def test_every_per_query_value_of_all_trec_equals_trec_eval_10_to_the_last_bit(
    seed, trec_eval_digits, tmp_path
):
    """trec_eval 10.0 itself, printing 17 significant digits, against both
    engines (dicts take the vectorised one, DataFrames the per-query one):
    every measure of all_trec, every query. ndcg_rel was 1 ulp off on about
    one query in ten (n x dcg / ideal there, n x (dcg / ideal) here)."""
    import subprocess

    import pandas as pd

    from metrics import evaluate

    qrels, run = _graded_collection(seed)
    (tmp_path / "qrels").write_text(
        "".join(f"{q} 0 {d} {g}\n" for q, docs in qrels.items() for d, g in docs.items())
    )
    (tmp_path / "run").write_text(
        "".join(f"{q} Q0 {d} 1 {s!r} r\n" for q, docs in run.items() for d, s in docs.items())
    )
    done = subprocess.run(
        [trec_eval_digits, "-q", "-m", "all_trec", str(tmp_path / "qrels"), str(tmp_path / "run")],
        capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0, f"trec_eval stopped ({done.returncode}): pick another seed"
    frames = [
        pd.DataFrame([(q, d, v) for q, docs in data.items() for d, v in docs.items()],
                     columns=["qid", "docno", column])
        for data, column in ((qrels, "grade"), (run, "score"))
    ]  # fmt: skip
    for ours in (evaluate(qrels, run, ["all_trec"]), evaluate(*frames, ["all_trec"])):
        compared = 0
        for line in done.stdout.splitlines():
            name, qid, printed = line.split()
            if qid == "all" or name in ("runid", "num_q", "relstring"):
                continue
            assert f"{ours[qid][name]:.17g}" == printed, (qid, name)
            compared += 1
        assert compared >= 80 * 90  # every query, 95 numbers each

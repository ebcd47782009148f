"""Reference implementations as oracles: pytrec_eval-terrier (trec_eval's own
C code) for everything trec_eval defines, scikit-learn for nDCG, and our
single-query functions for the vectorised batch engine."""

import random

import numpy as np
import pandas as pd
import pytest
import pytrec_eval
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import ndcg_score

from metrics import ndcg
from metrics.evaluator.output import format_table
from metrics.evaluator.readers import load, order_run, read_qrels, read_run
from metrics.evaluator.router import evaluate_frames as evaluate
from metrics.evaluator.vectorised import split_column
from metrics.measures import ON_LISTS as MEASURES

from .strategies import queries

TREC_MEASURES = {
    "map", "recip_rank", "ndcg", "P.1,3,5,10", "recall.1,3,5,10", "success.1,5,10",
    "map_cut.1,3,5,10", "ndcg_cut.1,3,5,10", "num_ret", "num_rel", "num_rel_ret",
}  # fmt: skip


def random_collection(seed, n_queries=30):
    """Qrels and run text with ties, shared names across queries, no-relevant
    queries, queries in only one file, negative grades and unjudged docs."""
    rnd = random.Random(seed)
    qrels, run = [], []
    docs = [f"d{i}" for i in range(25)] + ["B", "a", "b", "Z10", "Z9"]
    for q in range(n_queries):
        qid = f"q{q}"
        judged = rnd.sample(docs, rnd.randint(1, 12))
        grades = [rnd.choice([-1, 0, 0, 1, 1, 2, 3]) for _ in judged]
        if q % 7 == 3:
            grades = [0 for _ in judged]  # no relevant document at all
        if q % 11 != 5:  # q5, q16, q27: in the run only
            qrels += [f"{qid} 0 {d} {g}" for d, g in zip(judged, grades)]
        if q % 13 != 4:  # q4, q17: in the qrels only
            retrieved = rnd.sample(docs, rnd.randint(1, 20))
            scores = [rnd.choice([1.0, 2.0, 2.5, 3.0, rnd.random()]) for _ in retrieved]
            run += [
                f"{qid} Q0 {d} {i} {s!r} tag" for i, (d, s) in enumerate(zip(retrieved, scores))
            ]
    rnd.shuffle(run)  # trec_eval must not depend on line order
    return "\n".join(qrels) + "\n", "\n".join(run) + "\n"


def _dicts(qrels_text, run_text):
    """The two files as pytrec_eval's dicts: {qid: {docno: grade}}, {qid: {docno: score}}."""
    qrels, run = {}, {}
    for line in qrels_text.split("\n"):
        if line:
            q, _, d, g = line.split()
            qrels.setdefault(q, {})[d] = int(g)
    for line in run_text.split("\n"):
        if line:
            q, _, d, _, s, _ = line.split()
            run.setdefault(q, {})[d] = float(s)
    return qrels, run


def pytrec(qrels_text, run_text, measures=TREC_MEASURES):
    qrels, run = _dicts(qrels_text, run_text)
    return pytrec_eval.RelevanceEvaluator(qrels, measures).evaluate(run)


def ours(qrels_text, run_text, measures):
    qrels = read_qrels(load(qrels_text.encode(), "qrels"))
    run = read_run(load(run_text.encode(), "run"))
    return evaluate(qrels, run, measures)


@pytest.mark.parametrize("seed", range(8))
def test_cli_engine_matches_pytrec_eval_query_by_query(seed):
    qrels_text, run_text = random_collection(seed)
    expected = pytrec(qrels_text, run_text)
    names = sorted(next(iter(expected.values())))
    table, summary = ours(qrels_text, run_text, names)
    assert sorted(table.index) == sorted(expected)
    for qid, values in expected.items():
        for name, value in values.items():
            assert table.loc[qid, name] == pytest.approx(value, abs=1e-12), (qid, name)
    for name in names:
        if name in ("num_ret", "num_rel", "num_rel_ret"):
            total = sum(v[name] for v in expected.values())
        else:
            total = sum(expected[q][name] for q in sorted(expected)) / len(expected)
        assert summary[name] == pytest.approx(total, abs=1e-12)


def test_tied_scores_are_broken_by_docno_descending_like_trec_eval():
    qrels_text = "q 0 b 1\n"
    run_text = "q Q0 a 1 1.0 t\nq Q0 b 2 1.0 t\nq Q0 c 3 1.0 t\n"
    table, _ = ours(qrels_text, run_text, ["recip_rank"])
    assert table.loc["q", "recip_rank"] == pytest.approx(0.5)  # order c, b, a
    assert pytrec(qrels_text, run_text, {"recip_rank"})["q"]["recip_rank"] == pytest.approx(0.5)


def test_tie_order_is_byte_order_so_uppercase_sorts_low():
    run = read_run(load(b"q Q0 a 1 1 t\nq Q0 B 2 1 t\nq Q0 c 3 1 t\n", "run"))
    assert order_run(run)["docno"].tolist() == ["c", "a", "B"]


def test_rank_column_is_ignored():
    qrels_text = "q 0 x 1\n"
    a, _ = ours(qrels_text, "q Q0 x 1 0.1 t\nq Q0 y 2 0.9 t\n", ["recip_rank"])
    b, _ = ours(qrels_text, "q Q0 x 2 0.1 t\nq Q0 y 1 0.9 t\n", ["recip_rank"])
    assert a.loc["q", "recip_rank"] == b.loc["q", "recip_rank"] == 0.5


def test_printed_output_matches_trec_eval_format():
    qrels_text, run_text = random_collection(1, n_queries=6)
    expected = pytrec(qrels_text, run_text, {"map", "P.5"})
    table, summary = ours(qrels_text, run_text, ["map", "P_5"])
    lines = format_table(table, summary, per_query=True).splitlines()
    want = []
    for qid in sorted(expected):
        want += [f"{'map':<22}\t{qid}\t{expected[qid]['map']:6.4f}"]
        want += [f"{'P_5':<22}\t{qid}\t{expected[qid]['P_5']:6.4f}"]
    mean = sum(expected[q]["map"] for q in sorted(expected)) / len(expected)
    assert lines[: len(want)] == want
    assert lines[len(want)] == f"{'map':<22}\tall\t{mean:6.4f}"


@settings(max_examples=150, deadline=None)
@given(st.lists(queries(max_len=12), min_size=1, max_size=6))
def test_batch_engine_equals_single_query_functions(qs):
    """Every measure, trec_eval's and ours, computed both ways."""
    qrels_rows, run_rows, expected = [], [], {}
    for i, (ranking, judgments, _) in enumerate(qs):
        qid = f"q{i}"
        qrels_rows += [(qid, d, g) for d, g in judgments.items()] or [(qid, "nobody", 0)]
        run_rows += [(qid, d, float(len(ranking) - r)) for r, d in enumerate(ranking)]
        expected[qid] = (ranking, judgments or {"nobody": 0})
    qrels = pd.DataFrame(qrels_rows, columns=["qid", "docno", "grade"])
    run = pd.DataFrame(run_rows, columns=["qid", "docno", "score"])
    if run.empty:
        return
    k = 3
    pairs = {  # every lesson convention the batch engine computes, by its column
        f"{m.name}_{k}": m
        for m in MEASURES.values()
        if m.name not in ("recip_rank", "dcg_cut")  # recip_rank: whole list, below
    }  # fmt: skip
    table, _ = evaluate(qrels, run, list(pairs) + ["map", "ndcg", "recip_rank"])
    for qid in table.index:
        ranking, judgments = expected[qid]
        for column, measure in pairs.items():
            family, cutoff = split_column(column)
            assert table.loc[qid, column] == pytest.approx(measure(ranking, judgments, cutoff)), (
                qid,
                column,
            )
        assert table.loc[qid, "map"] == pytest.approx(MEASURES["map_cut"](ranking, judgments))
        assert table.loc[qid, "ndcg"] == pytest.approx(MEASURES["ndcg_cut"](ranking, judgments))
        assert table.loc[qid, "recip_rank"] == pytest.approx(
            MEASURES["recip_rank"](ranking, judgments)
        )


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=2, max_size=12), st.integers(1, 12), st.randoms())
def test_ndcg_matches_scikit_learn_when_every_judged_item_is_ranked(grades, k, rnd):
    items = [f"i{n}" for n in range(len(grades))]
    ranking = items[:]
    rnd.shuffle(ranking)
    scores = {item: len(ranking) - r for r, item in enumerate(ranking)}  # no ties
    judgments = dict(zip(items, grades))
    expected = ndcg_score(np.array([grades]), np.array([[scores[i] for i in items]]), k=k)
    if sum(grades) == 0:
        expected = 0.0  # scikit-learn also returns 0 here, but warns
    assert ndcg(ranking, judgments, k) == pytest.approx(expected)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.integers(0, 3), min_size=2, max_size=12),
    st.lists(st.integers(1, 3), min_size=1, max_size=4),
    st.integers(1, 12),
)
def test_scikit_learn_given_only_the_returned_list_computes_the_list_ideal(grades, unretrieved, k):
    """scikit-learn takes one label per candidate: handed the returned list
    alone, it never sees the judged items that were not retrieved, and its
    nDCG is the list-IDCG one (listed so under "who computes it")."""
    ranking = [f"i{n}" for n in range(len(grades))]
    judgments = dict(zip(ranking, grades)) | {f"z{n}": g for n, g in enumerate(unretrieved)}
    scores = np.array([[len(ranking) - r for r in range(len(ranking))]], dtype=float)
    expected = ndcg_score(np.array([grades]), scores, k=k) if sum(grades) else 0.0
    measure = MEASURES["ndcg_listidcg_cut"]
    assert measure(ranking, judgments, k) == pytest.approx(expected)
    assert any("scikit-learn ndcg_score" in tool for tool in measure.computed_by)


@pytest.mark.parametrize("seed", range(4))
def test_the_dict_api_matches_pytrec_eval(seed):
    from metrics import evaluate as evaluate_dicts

    qrels_text, run_text = random_collection(seed)
    expected = pytrec(qrels_text, run_text, {"map", "ndcg_cut.10", "P.5", "recip_rank"})
    qrels, run = _dicts(qrels_text, run_text)
    got = evaluate_dicts(qrels, run, ["map", "ndcg_cut_10", "P_5", "recip_rank"])
    assert got.keys() == expected.keys()
    for qid, values in expected.items():
        for name, value in values.items():
            assert got[qid][name] == pytest.approx(value, abs=1e-12), (qid, name)


def test_ir_measures_names_are_understood():
    from metrics import evaluate as evaluate_dicts

    qrels, run = _dicts(*random_collection(3))
    by_trec = evaluate_dicts(qrels, run, ["map", "ndcg_cut_10", "P_5", "recall_1000", "recip_rank"])
    by_ir = evaluate_dicts(qrels, run, ["AP", "nDCG@10", "P@5", "R@1000", "RR"])
    for qid in by_trec:
        assert list(by_ir[qid].values()) == list(by_trec[qid].values())
    frame = pd.DataFrame(
        [(q, d, g) for q, docs in qrels.items() for d, g in docs.items()],
        columns=["query_id", "doc_id", "relevance"],
    )
    assert evaluate_dicts(frame, run, ["AP"]) == {q: {"AP": v["AP"]} for q, v in by_ir.items()}


NEAR_TIES = (
    "q 0 b 1\n",
    "q Q0 a 1 1.000000001 t\nq Q0 b 2 1.0 t\nq Q0 c 3 0.30000000000000004 t\nq Q0 d 4 0.3 t\n",
)


def test_scores_are_doubles_by_default_as_in_trec_eval_10():
    table, _ = ours(*NEAR_TIES, ["recip_rank"])
    assert table.loc["q", "recip_rank"] == 0.5  # a (1 + 1e-9) is above b (1.0)


def test_float32_scores_reproduce_pytrec_eval_on_near_ties():
    qrels = read_qrels(load(NEAR_TIES[0].encode(), "qrels"))
    run = read_run(load(NEAR_TIES[1].encode(), "run"))
    table, _ = evaluate(qrels, run, ["recip_rank"], float32_scores=True)
    expected = pytrec(*NEAR_TIES, {"recip_rank"})["q"]["recip_rank"]
    assert expected == 1.0  # in float, a and b tie, and b wins the tie by docno
    assert table.loc["q", "recip_rank"] == expected


@pytest.mark.parametrize("seed", range(4))
def test_float32_scores_match_pytrec_eval_with_near_equal_scores(seed):
    rnd = random.Random(seed)
    qrels_text, run_text = random_collection(seed)
    lines = []
    for line in run_text.split("\n"):
        if line:
            q, q0, d, r, s, tag = line.split()
            # nudge scores below float's precision, so float32 ties them again
            lines.append(f"{q} {q0} {d} {r} {float(s) + rnd.choice([0, 1e-9, 2e-9])!r} {tag}")
    run_text = "\n".join(lines) + "\n"
    expected = pytrec(qrels_text, run_text)
    qrels = read_qrels(load(qrels_text.encode(), "qrels"))
    run = read_run(load(run_text.encode(), "run"))
    names = sorted(next(iter(expected.values())))
    table, _ = evaluate(qrels, run, names, float32_scores=True)
    for qid, values in expected.items():
        for name, value in values.items():
            assert table.loc[qid, name] == pytest.approx(value, abs=1e-12), (qid, name)


#: Every measure pytrec_eval computes per query (runid and relstring are not numbers).
PYTREC_ALL = set(pytrec_eval.supported_measures) - {"runid", "relstring", "num_q"}


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("level", [1, 2])
def test_every_trec_eval_measure_matches_pytrec_eval_in_trec_eval_9_mode(seed, level):
    from metrics import evaluate as evaluate_dicts

    qrels_text, run_text = random_collection(seed)
    qrels, run = _dicts(qrels_text, run_text)
    expected = pytrec_eval.RelevanceEvaluator(qrels, PYTREC_ALL, relevance_level=level).evaluate(
        run
    )
    got = evaluate_dicts(qrels, run, sorted(PYTREC_ALL), float32_scores=True, level=level)
    assert got.keys() == expected.keys()
    checked = set()
    for qid, values in expected.items():
        for name, value in values.items():
            assert got[qid][name] == pytest.approx(value, abs=1e-12), (qid, name)
            checked.add(name.split("_")[0])
    assert {"bpref", "infAP", "Rndcg", "iprec", "11pt", "G", "binG", "utility"} <= checked


def test_trec_eval_10_rounds_recall_levels_where_9_truncated():
    # 7 relevant, recall level 0.3: 9.x takes int(2.1 + 0.9) = 3 relevant
    # documents, 10.0 takes round(2.1) = 2.
    from metrics import evaluate as evaluate_dicts

    qrels = {"q": {f"r{i}": 1 for i in range(7)}}
    run = {"q": {"r0": 9, "x1": 8, "r1": 7, "x2": 6, "x3": 5, "x4": 4, "r2": 3}}
    v10 = evaluate_dicts(qrels, run, ["iprec_at_recall.0.3"])["q"]["iprec_at_recall.0.3"]
    v9 = evaluate_dicts(qrels, run, ["iprec_at_recall.0.3"], float32_scores=True)
    assert v10 == pytest.approx(2 / 3)  # best precision once 2 are found: at rank 3
    assert v9["q"]["iprec_at_recall.0.3"] == pytest.approx(3 / 7)  # 3 found at rank 7
    expected = pytrec_eval.RelevanceEvaluator(qrels, {"iprec_at_recall"}).evaluate(run)
    assert expected["q"]["iprec_at_recall_0.30"] == pytest.approx(3 / 7)


@pytest.mark.parametrize("seed", range(3))
def test_ir_measures_rel_parameter_is_trec_eval_relevance_level(seed):
    from metrics import evaluate as evaluate_dicts

    qrels, run = _dicts(*random_collection(seed))
    expected = pytrec_eval.RelevanceEvaluator(
        qrels, {"P.10", "map", "recip_rank", "bpref"}, relevance_level=2
    ).evaluate(run)
    got = evaluate_dicts(
        qrels, run, ["P(rel=2)@10", "AP(rel=2)", "RR(rel=2)", "Bpref(rel=2)", "AP"]
    )
    for qid, values in expected.items():
        assert got[qid]["P(rel=2)@10"] == pytest.approx(values["P_10"], abs=1e-12)
        assert got[qid]["AP(rel=2)"] == pytest.approx(values["map"], abs=1e-12)
        assert got[qid]["RR(rel=2)"] == pytest.approx(values["recip_rank"], abs=1e-12)
        assert got[qid]["Bpref(rel=2)"] == pytest.approx(values["bpref"], abs=1e-12)
    assert list(next(iter(got.values()))) == [
        "P(rel=2)@10",
        "AP(rel=2)",
        "RR(rel=2)",
        "Bpref(rel=2)",
        "AP",
    ]


@pytest.mark.parametrize("block_rows", [3, 7, 100_000])
def test_ties_sorted_a_block_at_a_time_give_trec_evals_order(monkeypatch, block_rows):
    """Tied rows are ordered by name about ``BLOCK_ROWS`` at a time (a tie
    never split between blocks): the order is still query, score descending,
    then docno descending in byte order, however small the blocks."""
    import numpy as np
    import pyarrow as pa

    from metrics.evaluator import order
    from metrics.evaluator.files import arrow_rows

    monkeypatch.setattr(order, "BLOCK_ROWS", block_rows)
    rnd = np.random.default_rng(block_rows)
    for _ in range(100):
        n = int(rnd.integers(1, 60))
        q = rnd.integers(0, 4, n)
        score = rnd.choice([0.0, 1.0, 2.0, np.inf], n)
        names = [f"d{rnd.integers(0, 30)}x{i}" for i in range(n)]
        column = pa.array(names, pa.large_string())
        got = order.tie_order(q, score, lambda rows, c=column: c.take(arrow_rows(rows)))
        by_name = sorted(range(n), key=lambda i: names[i].encode(), reverse=True)
        assert got.tolist() == sorted(by_name, key=lambda i: (q[i], -score[i]))


@pytest.mark.parametrize("block_rows", [3, 100_000])
def test_ties_of_one_class_left_as_they_are_read_the_same(monkeypatch, block_rows):
    """Given each row's class (what the measures read of it: its grade, or
    unjudged), only ties that mix classes are put in name order: the
    classes, rank by rank, are trec_eval's, and only the mixed ties' names
    are fetched."""
    import numpy as np
    import pyarrow as pa

    from metrics.evaluator import order
    from metrics.evaluator.files import arrow_rows

    monkeypatch.setattr(order, "BLOCK_ROWS", block_rows)
    rnd = np.random.default_rng(block_rows)
    for _ in range(200):
        n = int(rnd.integers(1, 60))
        q = rnd.integers(0, 4, n)
        score = rnd.choice([0.0, 1.0, 2.0], n)
        classes = rnd.choice([-(2**63), 0, 1, 2], n, p=[0.7, 0.1, 0.1, 0.1])
        column = pa.array([f"d{rnd.integers(0, 30)}x{i}" for i in range(n)], pa.large_string())
        fetched = []

        def docno(rows, c=column, fetched=fetched):
            fetched.extend(rows.tolist())
            return c.take(arrow_rows(rows))

        full = order.tie_order(q, score, lambda rows, c=column: c.take(arrow_rows(rows)))
        got = order.tie_order(q, score, docno, classes=classes, order=order.by_score(q, score))
        assert classes[got].tolist() == classes[full].tolist()
        assert q[got].tolist() == q[full].tolist()
        for row in fetched:  # a fetched name is in a tie of two classes
            tie = (q == q[row]) & (score == score[row])
            assert len(set(classes[tie].tolist())) > 1

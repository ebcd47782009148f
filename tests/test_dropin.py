"""``metrics.RelevanceEvaluator``: pytrec_eval's usage runs unchanged against
it (``import metrics as pytrec_eval``) and gives pytrec_eval's keys, types
and numbers."""

import json
import math
import random
import re

import pytest
import pytrec_eval as reference
from hypothesis import given, settings
from hypothesis import strategies as st

import metrics as pytrec_eval  # the drop-in, under the name the examples use


def test_pytrec_eval_readme_example_runs_unchanged():
    # pytrec_eval's README, as written there.
    qrel = {
        "q1": {"d1": 0, "d2": 1, "d3": 0},
        "q2": {"d2": 1, "d3": 1},
    }
    run = {
        "q1": {"d1": 1.0, "d2": 0.0, "d3": 1.5},
        "q2": {"d1": 1.5, "d2": 0.2, "d3": 0.5},
    }
    evaluator = pytrec_eval.RelevanceEvaluator(qrel, {"map", "ndcg"})
    printed = json.dumps(evaluator.evaluate(run), indent=1)
    expected = reference.RelevanceEvaluator(qrel, {"map", "ndcg"}).evaluate(run)
    got = json.loads(printed)
    assert got.keys() == expected.keys()
    for qid in expected:
        assert got[qid] == pytest.approx(expected[qid])


def test_pytrec_eval_trec_eval_example_runs_unchanged(tmp_path):
    # pytrec_eval's examples/trec_eval.py, its body as written there.
    (tmp_path / "qrel").write_text("q1 0 d1 1\nq1 0 d2 0\nq2 0 d3 2\nq2 0 d1 1\n")
    (tmp_path / "run").write_text(
        "q1 Q0 d1 1 1.5 r\nq1 Q0 d2 2 0.5 r\nq2 Q0 d1 1 2.0 r\nq2 Q0 d3 2 1.0 r\n"
    )
    out = []
    for module in (pytrec_eval, reference):
        with open(tmp_path / "qrel") as f_qrel:
            qrel = module.parse_qrel(f_qrel)
        with open(tmp_path / "run") as f_run:
            run = module.parse_run(f_run)
        evaluator = module.RelevanceEvaluator(
            qrel, module.supported_measures & reference.supported_measures
        )
        results = evaluator.evaluate(run)
        lines = []
        for query_id, query_measures in sorted(results.items()):
            for measure, value in sorted(query_measures.items()):
                lines.append((measure, query_id, value))
        for measure in sorted(query_measures.keys()):
            lines.append(
                (measure, "all", module.compute_aggregated_measure(
                    measure, [query_measures[measure] for query_measures in results.values()]))
            )  # fmt: skip
        out.append(lines)
    ours, theirs = out
    assert [(m, q) for m, q, _ in ours] == [(m, q) for m, q, _ in theirs]
    assert [v for *_, v in ours] == pytest.approx([v for *_, v in theirs])


def test_runid_num_q_and_relstring_are_floats_as_in_pytrec_eval():
    qrel, run = {"q": {"a": 1}}, {"q": {"a": 1.0, "b": 0.5}}
    ours = pytrec_eval.RelevanceEvaluator(qrel, {"runid", "num_q", "relstring"}).evaluate(run)
    assert ours == {"q": {"runid": 0.0, "num_q": 1.0, "relstring": 0.0}}
    assert ours == reference.RelevanceEvaluator(qrel, {"runid", "num_q", "relstring"}).evaluate(run)


def test_cutoffs_given_several_times_are_gathered_as_in_pytrec_eval():
    qrel, run = {"q": {"a": 1}}, {"q": {"a": 1.0, "b": 0.5}}
    for measures in ({"P", "P_5"}, {"P.5", "P_10"}, {"map_cut.5", "map"}, {"ndcg_cut.5,10"}):
        ours = pytrec_eval.RelevanceEvaluator(qrel, measures).evaluate(run)
        theirs = reference.RelevanceEvaluator(qrel, measures).evaluate(run)
        assert ours == theirs, measures


def test_an_unknown_measure_is_a_value_error():
    with pytest.raises(ValueError, match="unsupported measure"):
        pytrec_eval.RelevanceEvaluator({"q": {"a": 1}}, {"Q_5"})


def test_an_empty_run_gives_an_empty_answer():
    assert pytrec_eval.RelevanceEvaluator({"q": {"a": 1}}, {"map"}).evaluate({}) == {}


@pytest.mark.parametrize("judged_only", [False, True])  # the vectorised engine, the per-query one
def test_a_run_of_unjudged_queries_gives_an_empty_answer_as_in_pytrec_eval(judged_only):
    qrels, run = {"q1": {"a": 1}}, {"q2": {"a": 1.0}}
    assert reference.RelevanceEvaluator(qrels, {"map"}, 1, judged_only).evaluate(run) == {}
    assert pytrec_eval.RelevanceEvaluator(qrels, {"map"}, 1, judged_only).evaluate(run) == {}


COMMON = sorted(reference.supported_measures - {"utility"})  # pytrec_eval's utility is broken


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_dicts_straight_to_the_engine_give_what_dataframes_through_pandas_give(seed):
    """Dicts of plain numbers go to the vectorised engine as columns, without
    pandas; a DataFrame goes through the frames every input once took. Both
    answers are the same: the drop-in's, and ``evaluate``'s with measures at
    two relevance levels (one of them per query: rbp with its own p)."""
    import pandas as pd

    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(15)] + ["문서", "d.1", "07"]
    qrels = {f"q{q}": {d: rnd.choice([0, 1, 2, 3, -1]) for d in rnd.sample(docs, rnd.randint(1, 9))}
             for q in rnd.sample(range(9), rnd.randint(1, 6))}  # fmt: skip
    run = {f"q{q}": {d: rnd.choice([1.0, 0.5, rnd.random(), 2]) for d in rnd.sample(docs, rnd.randint(1, 12))}
           for q in rnd.sample(range(9), rnd.randint(1, 6))}  # fmt: skip
    run["q0"] = {"d1": 1.0}  # at least one query in both
    qrels.setdefault("q0", {"d1": 1})

    def frame(data, value):
        rows = [(q, d, v) for q, docs in data.items() for d, v in docs.items()]
        return pd.DataFrame(rows, columns=["qid", "docno", value])

    via_dicts = pytrec_eval.RelevanceEvaluator(qrels, COMMON).evaluate(run)
    via_frames = pytrec_eval.RelevanceEvaluator(frame(qrels, "grade"), COMMON).evaluate(
        frame(run, "score")
    )
    assert via_dicts == via_frames
    # A run as a DataFrame goes query by query: the drop-in's judgments, kept
    # as columns, become its frame then; a dict changed afterwards changes nothing.
    evaluator = pytrec_eval.RelevanceEvaluator(qrels, COMMON)
    qrels["q0"]["d1"] = 0
    assert evaluator.evaluate(frame(run, "score")) == via_dicts
    qrels["q0"]["d1"] = 1
    asked = ["map", "P(rel=2)@5", "nDCG@10", "relstring", "rbp.p=0.8", "RR(rel=2)"]
    for complete in (False, True):
        a = pytrec_eval.evaluate(qrels, run, asked, complete=complete)
        b = pytrec_eval.evaluate(
            frame(qrels, "grade"), frame(run, "score"), asked, complete=complete
        )
        assert a == b
        assert list(a) == sorted(a, key=lambda q: q.encode())
        assert all(list(row) == asked for row in a.values())  # keyed as asked, in that order


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), level=st.sampled_from([1, 2]), judged=st.booleans())
def test_random_collections_match_pytrec_eval(seed, level, judged):
    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(12)]
    qrel = {f"q{q}": {d: rnd.choice([0, 1, 2, -1]) for d in rnd.sample(docs, rnd.randint(1, 8))}
            for q in range(rnd.randint(1, 4))}  # fmt: skip
    for judgments in qrel.values():  # pytrec_eval loops forever on a query
        first = next(iter(judgments))  # graded only below 0 (with -J)
        judgments[first] = max(judgments[first], 0)
    run = {f"q{q}": {d: rnd.choice([1.0, 0.5, rnd.random(), 1 + 1e-9])
                     for d in rnd.sample(docs, rnd.randint(1, 10))}
           for q in range(rnd.randint(1, 4))}  # fmt: skip
    ours = pytrec_eval.RelevanceEvaluator(qrel, COMMON, level, judged).evaluate(run)
    theirs = reference.RelevanceEvaluator(qrel, COMMON, level, judged).evaluate(run)
    assert ours.keys() == theirs.keys()
    for qid in theirs:
        assert ours[qid].keys() == theirs[qid].keys(), qid
        for name, value in theirs[qid].items():
            assert type(ours[qid][name]) is float
            both_nan = math.isnan(value) and math.isnan(ours[qid][name])  # 0/0 under -J
            assert both_nan or math.isclose(ours[qid][name], value, rel_tol=1e-12, abs_tol=1e-15), (
                qid, name,
            )  # fmt: skip


def test_ir_measures_readme_example_runs_unchanged():
    # ir-measures' README: calc_aggregate over measure objects, every judged
    # query counted (a query the run lacks scores 0).
    import ir_measures
    from ir_measures import AP, RR, P, R, nDCG

    qrels = {
        "Q0": {"D0": 0, "D1": 1},
        "Q1": {"D0": 0, "D3": 2},
        "Q2": {"D5": 1},
    }
    run = {
        "Q0": {"D0": 1.2, "D1": 1.0},
        "Q1": {"D0": 2.4, "D3": 3.6},
    }
    measures = [nDCG @ 10, P @ 5, P(rel=2) @ 5, AP, RR, R @ 1000]
    ours = pytrec_eval.calc_aggregate(measures, qrels, run)
    theirs = ir_measures.calc_aggregate(measures, qrels, run)
    assert ours.keys() == theirs.keys()
    for m in measures:
        assert ours[m] == pytest.approx(theirs[m], rel=1e-12), m


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_calc_aggregate_matches_ir_measures_on_random_collections(seed):
    import ir_measures
    from ir_measures import AP, RR, P, Rprec, nDCG

    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(10)]
    qrels = {f"q{q}": {d: rnd.choice([0, 1, 2]) for d in rnd.sample(docs, rnd.randint(1, 6))}
             for q in range(rnd.randint(1, 5))}  # fmt: skip
    run = {f"q{q}": {d: float(rnd.randint(0, 5)) + rnd.random() for d in rnd.sample(docs, 6)}
           for q in range(rnd.randint(1, 5))}  # fmt: skip
    measures = [AP, nDCG @ 5, P @ 3, RR, Rprec]
    ours = pytrec_eval.calc_aggregate(measures, qrels, run)
    theirs = ir_measures.calc_aggregate(measures, qrels, run)
    for m in measures:
        assert ours[m] == pytest.approx(theirs.get(m, 0.0), rel=1e-9, abs=1e-12), m


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_binary_rbp_matches_ir_measures_through_cwl_eval(seed):
    # ir-measures' only RBP is cwl-eval's, with rel=: each document judged
    # rel or above gains 1. Lists shorter than cwl-eval's 1,000, no ties.
    import ir_measures
    from ir_measures import RBP

    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(12)]
    qrels = {f"q{q}": {d: rnd.choice([0, 1, 2, 3]) for d in rnd.sample(docs, rnd.randint(1, 8))}
             for q in range(rnd.randint(1, 5))}  # fmt: skip
    run = {f"q{q}": {d: float(i) + rnd.random() for i, d in enumerate(rnd.sample(docs, 8))}
           for q in range(rnd.randint(1, 5))}  # fmt: skip
    measures = [RBP(rel=1), RBP(p=0.5, rel=2), RBP(p=0.95, rel=3)]
    ours = pytrec_eval.calc_aggregate(measures, qrels, run)
    theirs = ir_measures.calc_aggregate(measures, qrels, run)
    for m in measures:
        assert ours[m] == pytest.approx(theirs.get(m, 0.0), rel=1e-9, abs=1e-12), m


def test_rbp_without_rel_is_trec_evals_graded_rbp_at_ir_measures_persistence():
    # ir-measures reads RBP without rel= as graded (and has no provider for
    # it); graded RBP is trec_eval's rbp, its p 0.8 unless given.
    qrels = {"q1": {"a": 3, "b": 1, "c": 0}}
    run = {"q1": {"b": 3.0, "c": 2.0, "a": 1.0, "d": 0.5}}
    ours = pytrec_eval.evaluate(qrels, run, ["RBP", "RBP(p=0.5)"])["q1"]
    # b gains 1/3, a 3/3: (1 - p)(1/3 + p^2)
    assert ours["RBP"] == pytest.approx(0.2 * (1 / 3 + 0.64))
    assert ours["RBP(p=0.5)"] == pytest.approx(0.5 * (1 / 3 + 0.25))
    # p = 0.9 is trec_eval's own rbp (its default), under either name
    both = pytrec_eval.evaluate(qrels, run, ["RBP(p=0.9)", "rbp"])["q1"]
    assert both["RBP(p=0.9)"] == both["rbp"] == pytest.approx(0.1 * (1 / 3 + 0.81))


@pytest.mark.parametrize(
    "name", ["RBP@10", "RBP(q=1)", "RBP(p=x)", "RBP(rel=1.5)", "RBP(p=0.8,p=0.9)"]
)
def test_rbp_spellings_it_cannot_read_are_refused_by_name(name):
    with pytest.raises(ValueError, match=re.escape(repr(name))):
        pytrec_eval.evaluate({"q1": {"a": 1}}, {"q1": {"a": 1.0}}, [name])


def test_two_names_for_one_measure_each_get_their_value():
    # "map" and ir-measures' "AP" ask for the same output: both are answered.
    qrels, run = {"q1": {"a": 1, "b": 0}}, {"q1": {"b": 2.0, "a": 1.0}}
    assert pytrec_eval.evaluate(qrels, run, ["map", "AP"]) == {"q1": {"map": 0.5, "AP": 0.5}}
    assert pytrec_eval.calc_aggregate(["map", "AP"], qrels, run) == {"map": 0.5, "AP": 0.5}


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_tied_scores_are_ordered_as_pytrec_eval_orders_them(seed):
    # Three score values for up to ten documents: most scores tie, and the
    # tie goes by document name, descending (the names are looked up, then
    # made text only where scores tie).
    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(10)] + ["문서", "d10a"]
    qrels = {f"q{q}": {d: rnd.choice([0, 1, 2]) for d in rnd.sample(docs, rnd.randint(1, 6))}
             for q in range(rnd.randint(1, 4))}  # fmt: skip
    run = {f"q{q}": {d: rnd.choice([0.0, 0.5, 1.0]) for d in rnd.sample(docs, rnd.randint(1, 10))}
           for q in range(rnd.randint(1, 4))}  # fmt: skip
    measures = {"map", "P_3", "recip_rank", "ndcg_cut_3", "Rprec"}
    ours = pytrec_eval.RelevanceEvaluator(qrels, measures).evaluate(run)
    theirs = reference.RelevanceEvaluator(qrels, measures).evaluate(run)
    assert ours.keys() == theirs.keys()
    for qid in theirs:
        assert ours[qid] == pytest.approx(theirs[qid], rel=1e-12), qid


def test_a_name_that_is_not_text_matches_the_judgments_by_its_text():
    # A document 5 in the run is the judged "5", as every name is read as text.
    evaluator = pytrec_eval.RelevanceEvaluator({"q1": {"5": 1, "a": 0}}, {"map"})
    assert evaluator.evaluate({"q1": {5: 2.0, "a": 1.0}}) == {"q1": {"map": 1.0}}
    assert evaluator.evaluate({"q1": {"5": 2.0, "a": 3.0}}) == {"q1": {"map": 0.5}}


def test_evaluate_answers_in_the_order_asked_with_relstrings_text_in_its_place():
    qrels, run = (
        {"q1": {"a": 1, "b": 0}, "q2": {"x": 2}},
        {"q1": {"b": 2.0, "a": 1.0}, "q2": {"x": 1.0}},
    )
    got = pytrec_eval.evaluate(qrels, run, ["map", "relstring", "num_ret"])
    assert got == {"q1": {"map": 0.5, "relstring": "01", "num_ret": 2.0},
                   "q2": {"map": 1.0, "relstring": "2", "num_ret": 1.0}}  # fmt: skip
    assert [list(v) for v in got.values()] == [["map", "relstring", "num_ret"]] * 2
    assert all(type(v) is float for q in got.values() for k, v in q.items() if k != "relstring")


@pytest.mark.parametrize("reader, lines", [
    ("parse_qrel", ["q1 0 d2 1\n", "q2 0 d1 1\n", "q2 0 d1 0\n"]),
    ("parse_run", ["q1 Q0 d2 1 2.0 s\n", "q2 Q0 d1 1 2.0 s\n", "q2 Q0 d1 2 1.0 s\n"]),
])  # fmt: skip
def test_a_document_read_twice_for_one_query_is_refused_by_both_parsers(reader, lines):
    """pytrec_eval's parse_qrel keeps the last judgment silently (here q2's
    d1 would have become not relevant); every reader here refuses it."""
    from metrics.evaluator.files import TrecFormatError

    with pytest.raises(
        TrecFormatError, match=r"line 3: document 'd1' is listed twice for query 'q2'"
    ):
        getattr(pytrec_eval, reader)(lines)


def test_judgments_repeated_in_a_dataframe_are_refused_naming_the_query_and_document():
    import pandas as pd

    from metrics.evaluator.files import TrecFormatError

    qrels = pd.DataFrame({"qid": ["q1", "q1", "q1"], "docno": ["a", "a", "b"], "grade": [1, 0, 1]})
    run = pd.DataFrame({"qid": ["q1", "q1"], "docno": ["a", "b"], "score": [2.0, 1.0]})
    twice = r"row 2: document 'a' is listed twice for query 'q1'"
    with pytest.raises(TrecFormatError, match="query_relevance " + twice):
        pytrec_eval.RelevanceEvaluator(qrels, {"map"}).evaluate(run)
    with pytest.raises(TrecFormatError, match="qrels " + twice):  # named, not "file"
        pytrec_eval.calc_aggregate(["AP"], qrels, run)
    repeated = pd.concat([run, run.iloc[:1]], ignore_index=True)
    with pytest.raises(TrecFormatError, match=r"run row 3: document 'a' is listed twice"):
        pytrec_eval.evaluate(qrels.iloc[[0, 2]], repeated, ["map"])


@pytest.mark.parametrize("measures", [{"all_trec"}, {"all_trec", "map"}, {"official"}, {"set"}])
def test_a_nickname_gives_exactly_pytrec_evals_keys(measures):
    """all_trec gave five keys per query pytrec_eval does not (rbp, rbp_resid,
    unj_5/10/20: trec_eval 10.0's); asked by name they are still given."""
    qrels = {"q1": {"a": 1, "b": 0, "c": 2}, "q2": {"a": 1}}
    run = {"q1": {"a": 1.0, "b": 2.0, "d": 0.5}, "q2": {"b": 1.0, "a": 0.5}}
    ours = pytrec_eval.RelevanceEvaluator(qrels, measures).evaluate(run)
    theirs = reference.RelevanceEvaluator(qrels, measures).evaluate(run)
    assert {q: sorted(v) for q, v in ours.items()} == {q: sorted(v) for q, v in theirs.items()}
    assert pytrec_eval.supported_nicknames == reference.supported_nicknames
    asked = pytrec_eval.RelevanceEvaluator(qrels, {"all_trec", "rbp", "unj"}).evaluate(run)
    assert {"rbp", "unj_5"} <= set(asked["q1"])

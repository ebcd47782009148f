"""``conventions="ir_measures"``: ir-measures' own numbers, checked against
ir-measures itself (0.4.3, with pytrec_eval-terrier and cwl-eval, as its
default pipeline runs them); and ``calc_aggregate``'s counts summed, as
ir-measures and trec_eval's ``all`` line give them."""

import math
import random
import re
import subprocess

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import metrics
from metrics.evaluator.conventions import PYTREC_EVAL_MEASURES

ir_measures = pytest.importorskip("ir_measures")

#: 21 measures over every provider ir-measures' default pipeline uses here:
#: pytrec_eval (most), its own judged (Judged@k) and cwl_eval (RBP(rel=N)).
MEASURES = ["AP", "AP@5", "P@3", "P(rel=2)@3", "R@5", "nDCG", "nDCG@5", "RR", "Rprec", "Bpref",
            "infAP", "Success@3", "SetP", "SetR", "SetF", "IPrec@0.3", "NumRet", "NumRel",
            "NumRelRet", "Judged@3", "RBP(rel=1)"]  # fmt: skip


def collection(seed: int):
    """Judgments with grades 0-2 (and an unjudged pool), a run whose scores
    tie often (whole numbers, and 1 + 1e-9 beside 1, equal in float32),
    queries judged but not ranked and ranked but not judged."""
    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(9)]
    qrels = {f"q{q}": {d: rnd.choice([0, 1, 2]) for d in rnd.sample(docs, rnd.randint(1, 6))}
             for q in range(rnd.randint(1, 5))}  # fmt: skip
    scores = [1.0, 1.0 + 1e-9, 2.0, 3.0, 0.5]
    run = {}
    for q in range(rnd.randint(1, 6)):
        ranked = rnd.sample(docs, rnd.randint(1, 7))
        run[f"q{q}"] = {d: rnd.choice(scores) for d in ranked}
    return qrels, run


def theirs_per_query(measures, qrels, run) -> dict:
    parsed = [ir_measures.parse_measure(m) for m in measures]
    by = {str(p): m for p, m in zip(parsed, measures)}
    out: dict = {}
    for metric in ir_measures.iter_calc(parsed, qrels, run):
        out.setdefault(metric.query_id, {})[by[str(metric.measure)]] = metric.value
    return out


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_every_query_equals_ir_measures_own_per_query_values(seed):
    qrels, run = collection(seed)
    ours = metrics.evaluate(qrels, run, MEASURES, conventions="ir_measures")
    theirs = theirs_per_query(MEASURES, qrels, run)
    assert ours.keys() == theirs.keys()
    for qid, row in theirs.items():
        for m, value in row.items():
            assert ours[qid][m] == pytest.approx(value, rel=1e-12, abs=1e-15), (qid, m)
    # The same from DataFrames, which take the per-query engine: its ties follow too.
    frames = [pd.DataFrame([(q, d, v) for q, docs in data.items() for d, v in docs.items()],
                           columns=["query_id", "doc_id", column])
              for data, column in ((qrels, "relevance"), (run, "score"))]  # fmt: skip
    assert metrics.evaluate(*frames, MEASURES, conventions="ir_measures") == ours


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_calc_aggregate_equals_ir_measures_calc_aggregate(seed):
    qrels, run = collection(seed)
    parsed = [ir_measures.parse_measure(m) for m in MEASURES]
    ours = metrics.calc_aggregate(parsed, qrels, run, conventions="ir_measures")
    theirs = ir_measures.calc_aggregate(parsed, qrels, run)
    for m in parsed:
        assert ours[m] == pytest.approx(theirs[m], rel=1e-12, abs=1e-15), m


def test_each_provider_rule_changes_a_number_the_default_gives_otherwise():
    # One case per rule, where trec_eval 10.0's number differs from ir-measures'.
    # Judged@1: d2 and d1 tie; ir-measures ranks d1 first (names increasing), and only d1 is judged.
    qrels, run = {"q": {"d1": 0}}, {"q": {"d1": 1.0, "d2": 1.0}}
    assert metrics.evaluate(qrels, run, ["Judged@1"])["q"]["Judged@1"] == 0.0
    assert metrics.evaluate(qrels, run, ["Judged@1"], conventions="ir_measures")["q"][
        "Judged@1"] == 1.0  # fmt: skip
    # RBP(rel=1): cwl_eval keeps the run's order for tied scores (a before b
    # here), trec_eval puts the larger name first (b).
    qrels, run = {"q": {"a": 1}}, {"q": {"a": 1.0, "b": 1.0}}
    ir = metrics.evaluate(qrels, run, ["RBP(rel=1)"], conventions="ir_measures")["q"]
    assert ir["RBP(rel=1)"] == pytest.approx(theirs_per_query(["RBP(rel=1)"], qrels, run)["q"][
        "RBP(rel=1)"])  # fmt: skip
    assert ir["RBP(rel=1)"] == pytest.approx(0.2)  # a at rank 1: 1 - p
    assert metrics.evaluate(qrels, run, ["RBP(rel=1)"])["q"]["RBP(rel=1)"] == pytest.approx(
        0.2 * 0.8
    )  # a at rank 2
    # AP: 1 + 1e-9 and 1 tie in float32, and the tie goes to the larger name (z, not relevant).
    qrels, run = {"q": {"a": 1}}, {"q": {"a": 1.0 + 1e-9, "z": 1.0}}
    assert metrics.evaluate(qrels, run, ["AP"])["q"]["AP"] == 1.0
    assert metrics.evaluate(qrels, run, ["AP"], conventions="ir_measures")["q"]["AP"] == 0.5
    # NumRel of a judged query the run lacks: 0 in ir-measures, its count under trec_eval -c.
    qrels, run = {"q": {"a": 1}, "r": {"b": 1}}, {"q": {"a": 1.0}}
    assert metrics.evaluate(qrels, run, ["NumRel"], complete=True)["r"]["NumRel"] == 1.0
    assert metrics.evaluate(qrels, run, ["NumRel"], conventions="ir_measures")["r"][
        "NumRel"] == 0.0  # fmt: skip


def test_counts_are_summed_by_calc_aggregate_as_ir_measures_and_trec_eval_sum_them(
    tmp_path, trec_eval
):
    qrels = {"q1": {"a": 1, "b": 0, "c": 2}, "q2": {"x": 1, "y": 1}, "q3": {"z": 1}}
    run = {"q1": {"a": 1.0, "b": 1.0, "d": 0.5}, "q2": {"x": 0.3, "w": 0.9}}
    counts = ["NumRet", "NumRel", "NumRelRet"]
    parsed = [ir_measures.parse_measure(m) for m in counts]
    theirs = ir_measures.calc_aggregate(parsed, qrels, run)
    ours = metrics.calc_aggregate(parsed, qrels, run, conventions="ir_measures")
    assert {str(m): ours[m] for m in parsed} == {str(m): theirs[m] for m in parsed}
    assert ours[parsed[0]] == 5.0  # was 5 / 3, a mean, before
    # The default: trec_eval -c's all line, which counts q3's relevant document.
    (tmp_path / "q").write_text("".join(f"{q} 0 {d} {g}\n" for q, j in qrels.items()
                                        for d, g in j.items()))  # fmt: skip
    (tmp_path / "r").write_text("".join(f"{q} Q0 {d} 1 {s} r\n" for q, r in run.items()
                                        for d, s in r.items()))  # fmt: skip
    printed = subprocess.run(
        [trec_eval, "-c", "-m", "num_ret", "-m", "num_rel", "-m", "num_rel_ret", "-m", "gm_map",
         str(tmp_path / "q"), str(tmp_path / "r")],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    line = {m: float(v) for m, _, v in (row.split() for row in printed.splitlines())}
    default = metrics.calc_aggregate(["num_ret", "num_rel", "num_rel_ret", "gm_map"], qrels, run)
    assert default == pytest.approx(line, abs=5e-5)
    assert default["num_rel"] == 5.0


@pytest.mark.parametrize(
    "name, said",
    [("ERR@10", "gdeval.pl"), ("RBP", "graded RBP"), ("RBP(p=0.5)", "graded RBP"),
     ("unj", "no provider"), ("ndcg_exp_cut.10", "no provider")],
)  # fmt: skip
def test_a_measure_ir_measures_cannot_compute_so_is_refused_by_name(name, said):
    with pytest.raises(ValueError, match=re.escape(repr(name)) + ".*" + re.escape(said)):
        metrics.evaluate({"q": {"a": 1}}, {"q": {"a": 1.0}}, [name], conventions="ir_measures")


@pytest.mark.parametrize("bad", ["ir-measures", "pytrec_eval", None, 1])
def test_unknown_conventions_are_refused_naming_the_parameter_and_the_value(bad):
    with pytest.raises(ValueError, match=r"^conventions: " + re.escape(repr(bad))):
        metrics.evaluate({"q": {"a": 1}}, {"q": {"a": 1.0}}, ["AP"], conventions=bad)
    with pytest.raises(ValueError, match=r"^conventions: "):
        metrics.calc_aggregate(["AP"], {"q": {"a": 1}}, {"q": {"a": 1.0}}, conventions=bad)


def test_the_measures_said_to_be_pytrec_evals_are_pytrec_evals():
    import pytrec_eval

    assert PYTREC_EVAL_MEASURES == set(pytrec_eval.supported_measures)


def test_default_stays_trec_eval_10():
    qrels, run = collection(7)
    assert metrics.evaluate(qrels, run, ["AP", "nDCG@5"]) == metrics.evaluate(
        qrels, run, ["AP", "nDCG@5"], conventions="trec_eval"
    )
    assert not math.isnan(metrics.calc_aggregate(["AP"], qrels, run)["AP"])

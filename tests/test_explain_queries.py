"""Per-query numbers as each tool's users have them (trec_eval 10.0's -q
text, pytrec_eval's dict as JSON, ranx's scores as JSON, ir-measures'
iter_calc, a qid,value CSV), read and explained query by query: the tool
that printed them agrees on every query, and the answer says so first."""

from __future__ import annotations

import json
import subprocess

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from metrics.evaluator.cli import main
from metrics.evaluator.explain_queries import explain_queries, read_per_query
from metrics.tools.registry import BY_ID

from .test_tool_models_random import random_case

#: Query 1 has a, b, c tied (a relevant); 2 a list shorter than K; 3 nothing
#: relevant; 4 a relevant item never retrieved.
QRELS = {"1": {"a": 1, "b": 0, "c": 0}, "2": {"A": 1, "B": 1, "C": 1}, "3": {"x": 0},
         "4": {"B": 1, "D": 1, "Z": 1}}  # fmt: skip
RUN = {"1": {"a": 1.0, "b": 1.0, "c": 1.0}, "2": {"A": 2.0, "B": 1.0}, "3": {"x": 1.0, "y": 0.5},
       "4": {"A": 5.0, "B": 4.0, "C": 3.0, "D": 2.0, "E": 1.0}}  # fmt: skip


def _agreeing(given: dict, measure: str) -> list[str]:
    return [f.name for f in explain_queries(QRELS, RUN, given, measure) if f.all_agree]


def test_pytrec_evals_dict_as_json_is_answered_by_pytrec_eval():
    import pytrec_eval

    got = pytrec_eval.RelevanceEvaluator(QRELS, {"recip_rank", "P.3"}).evaluate(RUN)
    given = read_per_query(json.dumps(got), "recip_rank")
    assert given["1"] == "0.3333333333333333"
    assert BY_ID["pytrec_eval"].name in _agreeing(given, "recip_rank")
    assert BY_ID["ranx"].name not in _agreeing(given, "recip_rank")  # ranx: the file's order


def test_ranx_scores_and_ir_measures_lines_are_answered_by_their_tool():
    import ir_measures
    from ranx import Qrels, Run, evaluate

    from oracles.warm import ranx_ready

    ranx_ready()  # kernels compiled once by scripts/test.sh

    run = Run(RUN)
    evaluate(Qrels(QRELS), run, ["mrr"])
    scores = json.dumps({m: {q: float(v) for q, v in d.items()} for m, d in run.scores.items()})
    assert BY_ID["ranx"].name in _agreeing(read_per_query(scores, "mrr"), "mrr")
    lines = "\n".join(str(m) for m in ir_measures.iter_calc([ir_measures.RR @ 2], QRELS, RUN))
    given = read_per_query(lines, "RR@2")
    assert BY_ID["ir_measures"].name in _agreeing(given, "RR@2")


def test_trec_evals_q_output_is_answered_by_trec_eval_10(trec_eval, tmp_path):
    (tmp_path / "qrels").write_text(
        "".join(f"{q} 0 {d} {g}\n" for q, docs in QRELS.items() for d, g in docs.items())
    )
    (tmp_path / "run").write_text("".join(
        f"{q} Q0 {d} {i} {s} r\n" for q, docs in RUN.items() for i, (d, s) in enumerate(docs.items(), 1)
    ))  # fmt: skip
    out = subprocess.run(
        [trec_eval, "-q", "-m", "map", "-m", "P.3", str(tmp_path / "qrels"), str(tmp_path / "run")],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    (tmp_path / "per_query.txt").write_text(out)
    given = read_per_query(out, "map")
    assert set(given) == {"1", "2", "3", "4"}
    assert BY_ID["trec_eval"].name in _agreeing(given, "map")
    code = main(["--explain", str(tmp_path / "per_query.txt"), "-m", "P.3",
                 str(tmp_path / "qrels"), str(tmp_path / "run")])  # fmt: skip
    assert code == 0


def test_a_csv_of_qid_and_value_with_a_header_is_read():
    assert read_per_query("qid,value\n1,0.5\n2,0.25\n") == {"1": "0.5", "2": "0.25"}


@pytest.mark.parametrize(
    "text, says",
    [
        ("", "the file is empty"),
        ("1,0.5\nnot a line at all here\n", "line 2"),
        ("1,1.7\n", "query 1: '1.7' is not a number from 0 to 1"),
        ("map\t1\t0.5\nP_5\t1\t0.2\n", "holds 2 measures"),
        ("{", "not JSON"),
    ],
)
def test_bad_per_query_output_is_refused_naming_what_is_wrong(text, says):
    with pytest.raises(ValueError, match=says):
        read_per_query(text)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rnd=st.randoms(use_true_random=False))
def test_each_installed_tools_per_query_output_is_answered_by_that_tool(rnd):
    """Random collections (ties of every size, scores of 0 and below, empty
    queries): pytrec_eval's and ranx's per-query numbers are each matched, on
    every query, by their own tool's model."""
    import pytrec_eval
    from ranx import Qrels, Run, evaluate

    from oracles.warm import ranx_ready

    ranx_ready()  # kernels compiled once by scripts/test.sh

    case = random_case(rnd)
    qrels = {q: d for q, d in case["qrels"].items() if d}
    run = {q: dict(docs) for q, docs in case["run"].items()}
    k = case["k"]
    got = pytrec_eval.RelevanceEvaluator(qrels, {f"P.{k}", "recip_rank"}).evaluate(run)
    for measure, key in ((f"P.{k}", f"P_{k}"), ("recip_rank", "recip_rank")):
        given = {q: repr(v[key]) for q, v in got.items()}
        if given:
            names = [f.name for f in explain_queries(qrels, run, given, measure) if f.all_agree]
            assert BY_ID["pytrec_eval"].name in names, (measure, case)
    common = {q: run[q] for q in run if q in qrels}
    if not common or not any(g >= 1 for d in qrels.values() for g in d.values()):
        return
    ranx_run = Run(common)
    evaluate(Qrels(qrels), ranx_run, [f"precision@{k}"], make_comparable=True)
    scores = {q: repr(float(v)) for q, v in ranx_run.scores[f"precision@{k}"].items()}
    fits = explain_queries(qrels, common, scores, f"precision@{k}")
    assert BY_ID["ranx"].name in [f.name for f in fits if f.all_agree], case


def test_per_query_numbers_beside_a_mean_are_explained_first(tmp_path, capsys):
    (tmp_path / "q").write_text("1 0 a 1\n1 0 b 0\n2 0 c 1\n2 0 d 0\n")
    (tmp_path / "r").write_text("1 Q0 a 1 1.0 r\n1 Q0 b 2 1.0 r\n2 Q0 c 1 2.0 r\n2 Q0 d 2 1.0 r\n")
    (tmp_path / "per.json").write_text('{"1": {"recip_rank": 1.0}, "2": {"recip_rank": 1.0}}')
    args = ["--explain", str(tmp_path / "per.json"), "--explain", "1.0", "-m", "recip_rank"]
    assert main([*args, str(tmp_path / "q"), str(tmp_path / "r")]) == 0
    out = capsys.readouterr().out
    assert out.index("Each query's number") < out.index("trec_eval's recip_rank")
    assert "every one of them is what ranx" in out

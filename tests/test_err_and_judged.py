"""ERR@k (expected reciprocal rank) and Judged@k (the share of the top k with
a judgment): worked examples by hand, their rules for degenerate input, both
engines, the command line, the Python API, the upload page, and ir-measures
as the oracle (its ``judged`` provider, and gdeval.pl for ERR where perl runs)."""

import random
import shutil

import pandas as pd
import pytest

from metrics import evaluate
from metrics.evaluator.cli import main
from metrics.evaluator.router import evaluate_frames
from metrics.judged import Options, judge
from metrics.measures import MEASURES
from metrics.measures.judged import judged_share
from metrics.measures.reader import err

#: The worked example: a (grade 2) at rank 1, x (not judged) at 2, c (grade 1) at 3.
QRELS = "1 0 a 2\n1 0 b 0\n1 0 c 1\n"
RUN = "1 Q0 a 1 3 r\n1 Q0 x 2 2 r\n1 Q0 c 3 1 r\n"


def _judged(qrels: str, run: str):
    grades = {d: int(g) for _, _, d, g in (line.split() for line in qrels.splitlines())}
    ranking = [(d, float(s)) for _, _, d, _, s, _ in (line.split() for line in run.splitlines())]
    return judge(grades, ranking)


def test_err_of_the_worked_example_by_hand():
    """a satisfies with (2² − 1) / 2⁴ = 3/16 and is read for sure: 3/16 / 1.
    x satisfies nobody. c satisfies with 1/16, reached with 1 − 3/16 = 13/16:
    1/16 × 13/16 / 3. ERR@3 = 3/16 + 13/768 = 0.204427…"""
    expected = 3 / 16 + (1 / 16) * (13 / 16) / 3
    got = err(_judged(QRELS, RUN), Options(), (1, 2, 3, 10))
    assert got == pytest.approx([3 / 16, 3 / 16, expected, expected])
    assert round(expected, 5) == 0.20443  # what ir-measures (gdeval.pl) prints


def test_err_grades_above_four_count_as_four_and_nothing_relevant_is_zero():
    top = _judged("q 0 a 9\n", "q Q0 a 1 1 r\n")
    assert err(top, Options(), (1,)) == [15 / 16]
    nothing = _judged("q 0 a 0\nq 0 b -1\n", "q Q0 a 1 2 r\nq Q0 b 2 1 r\n")
    assert err(nothing, Options(), (5,)) == [0.0]


def test_err_ignores_the_relevance_level():
    """ERR reads grades, not relevant / not relevant: -l changes nothing."""
    judged = _judged(QRELS, RUN)
    assert err(judged, Options(level=2), (3,)) == err(judged, Options(level=1), (3,))


def test_judged_of_the_worked_example_by_hand():
    """Top 2: a judged, x not: 1/2. Top 10 of a 3-document list: 2 of 3
    (ir-measures divides by the list's length when it is shorter than k)."""
    assert judged_share(_judged(QRELS, RUN), Options(), (1, 2, 10)) == [1.0, 0.5, 2 / 3]


def test_judged_counts_a_negative_grade_as_judged_and_an_empty_list_as_zero():
    """A document in the qrels with grade -1 has a judgment (ir-measures);
    trec_eval's unj calls it unjudged. With -M0 nothing is left: 0."""
    judged = _judged("q 0 a -1\n", "q Q0 a 1 2 r\nq Q0 b 2 1 r\n")
    assert judged_share(judged, Options(), (2,)) == [0.5]
    assert MEASURES["unj"].reading(judged, Options(), (2,)) == [1.0]
    empty = judge({"a": 1}, [("a", 1.0)], Options(max_docs=0))
    assert judged_share(empty, Options(), (5,)) == [0.0]


@pytest.fixture
def files(tmp_path):
    (tmp_path / "q").write_text(QRELS)
    (tmp_path / "r").write_text(RUN)
    return str(tmp_path / "q"), str(tmp_path / "r")


@pytest.mark.parametrize(
    "names", [["-m", "ERR@3", "-m", "Judged@2"], ["-m", "Judged.2", "-m", "ERR.3"]]
)
def test_the_command_line_takes_both_by_ir_measures_and_trec_eval_names(files, capsys, names):
    assert main(["-q", *names, *files]) == 0
    assert capsys.readouterr().out == (
        "ERR_3                 \t1\t0.2044\nJudged_2              \t1\t0.5000\n"
        "ERR_3                 \tall\t0.2044\nJudged_2              \tall\t0.5000\n"
    )


def test_describe_names_the_ir_measures_name_and_the_rule(capsys):
    assert main(["--describe", "ERR", "--describe", "Judged"]) == 0
    out = capsys.readouterr().out
    assert "ir-measures:  ERR@k" in out and "ir-measures:  Judged@k" in out
    assert "grades above 4 count as 4" in out and "not in trec_eval" in out


def test_the_python_api_takes_both_by_ir_measures_names():
    qrels = {"1": {"a": 2, "b": 0, "c": 1}}
    run = {"1": {"a": 3.0, "x": 2.0, "c": 1.0}}
    got = evaluate(qrels, run, ["ERR@3", "Judged@2"])["1"]
    assert got == pytest.approx({"ERR@3": 3 / 16 + 13 / 768, "Judged@2": 0.5})


def _random(seed: int, ties: bool) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Numeric query ids (gdeval.pl's rule), grades 0–4, every query with
    something relevant (gdeval.pl leaves the others out)."""
    rnd = random.Random(seed)
    qrels, run = [], []
    docs = [f"d{i}" for i in range(40)]
    for q in range(1, rnd.randint(2, 12)):
        judged = rnd.sample(docs, rnd.randint(1, 20))
        grades = [rnd.choice([0, 0, 1, 2, 3, 4]) for _ in judged]
        grades[0] = max(grades[0], 1)
        qrels += [(str(q), d, g) for d, g in zip(judged, grades)]
        picked = rnd.sample(docs, rnd.randint(1, 30))
        scores = rnd.sample(
            range(10_000), len(picked)
        )  # distinct: ir-measures breaks ties otherwise
        if ties:
            scores = [rnd.choice([1, 2, 3]) for _ in picked]
        run += [(str(q), d, float(s)) for d, s in zip(picked, scores)]
    return (
        pd.DataFrame(qrels, columns=["qid", "docno", "grade"]),
        pd.DataFrame(run, columns=["qid", "docno", "score"]),
    )


def _ir_measures(measures, qrels: pd.DataFrame, run: pd.DataFrame) -> dict:
    import ir_measures

    got = {}
    for m in ir_measures.iter_calc(
        measures,
        qrels.rename(columns={"qid": "query_id", "docno": "doc_id", "grade": "relevance"}),
        run.rename(columns={"qid": "query_id", "docno": "doc_id"}),
    ):
        got[(m.query_id, str(m.measure))] = m.value
    return got


@pytest.mark.parametrize("seed", range(8))
def test_judged_equals_ir_measures_on_random_runs(seed):
    import ir_measures

    qrels, run = _random(seed, ties=False)
    cutoffs = (1, 3, 5, 10, 20)
    theirs = _ir_measures([ir_measures.Judged @ k for k in cutoffs], qrels, run)
    table, _ = evaluate_frames(qrels, run, [f"Judged.{','.join(map(str, cutoffs))}"])
    for qid in table.index:
        for k in cutoffs:
            assert table.loc[qid, f"Judged_{k}"] == pytest.approx(
                theirs[(qid, f"Judged@{k}")], abs=1e-12
            ), (qid, k)


@pytest.mark.skipif(not shutil.which("perl"), reason="ir-measures runs gdeval.pl with perl")
@pytest.mark.parametrize("seed", range(6))
def test_err_equals_ir_measures_gdeval_on_random_runs(seed):
    """gdeval.pl prints five decimals (ours is compared rounded the same way)
    and breaks ties by docno, decreasing, as trec_eval does: ties allowed."""
    import ir_measures

    qrels, run = _random(100 + seed, ties=seed % 2 == 1)
    cutoffs = (1, 5, 10, 20)
    theirs = _ir_measures([ir_measures.ERR @ k for k in cutoffs], qrels, run)
    table, _ = evaluate_frames(qrels, run, [f"ERR.{','.join(map(str, cutoffs))}"])
    for qid in table.index:
        for k in cutoffs:
            ours = float(f"{table.loc[qid, f'ERR_{k}']:.5f}")
            assert ours == theirs[(qid, f"ERR@{k}")], (qid, k)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("complete", [False, True])
def test_both_engines_give_the_same_err_and_judged_to_the_last_bit(seed, complete):
    from metrics.evaluator.per_query import evaluate_each
    from metrics.evaluator.readers import each_query
    from metrics.evaluator.requests import parse_requests

    qrels, run = _random(200 + seed, ties=True)
    qrels = pd.concat([qrels, pd.DataFrame([("999", "z", 2)], columns=qrels.columns)])
    wanted = ["ERR.1,3,10", "Judged.1,3,10"]
    fast = evaluate_frames(qrels, run, wanted, complete=complete)[0]  # vectorised
    rows, _ = evaluate_each(
        each_query(qrels, run, complete), parse_requests(wanted), Options(complete=complete)
    )
    slow = {qid: dict(values) for qid, values in rows}
    assert list(fast.index) == list(slow)
    for qid in fast.index:
        for column in fast.columns:
            assert fast.loc[qid, column] == slow[qid][column], (qid, column)


def test_the_upload_page_offers_both_with_plain_titles():
    from .test_more_lessons import BATCH, open_page

    at = open_page(BATCH)
    at.button(key="batch_samples_button").click().run()
    at.multiselect(key="batch_measures").set_value(["map", "ERR", "Judged"]).run()
    assert not at.exception
    text = " ".join(h.value for h in at.get("html"))
    assert "ERR@10 (expected reciprocal rank)" in text
    assert "Judged@10 (share of the top 10 with a judgment)" in text

"""Grades far outside 0-3: each is read as trec_eval's rules read it, or
refused by name where no number can hold what it gives, never printed as a
wrapped grade, a nan or left to fill memory."""

import pytest

import metrics
from metrics.evaluator.cli import main


def test_a_grade_beyond_32_bits_is_relevant_and_its_own_gain(tmp_path, capsys):
    """A grade of 3,000,000,000 wrapped to a negative 32-bit number and
    read as not relevant: map 0 for a list whose only relevant document is
    first. (trec_eval 10.0 does not finish on such a file: it sizes a table
    by the highest grade.) Its nDCG uses the grade itself as the gain."""
    from metrics.lists.cumulative_gain import ndcg

    qrels, run = tmp_path / "qrels", tmp_path / "run"
    qrels.write_text("q1 0 a 3000000000\nq1 0 b 1\nq1 0 c 0\n")
    run.write_text("q1 Q0 b 1 3 r\nq1 Q0 a 2 2 r\nq1 Q0 c 3 1 r\n")
    assert main(["-m", "map", "-m", "P.2", "-m", "ndcg", str(qrels), str(run)]) == 0
    got = {line.split()[0]: float(line.split()[2]) for line in capsys.readouterr().out.splitlines()}
    assert got["map"] == 1.0 and got["P_2"] == 1.0
    want = ndcg(["b", "a", "c"], {"a": 3_000_000_000, "b": 1, "c": 0}, None)
    assert got["ndcg"] == pytest.approx(want, abs=5e-5) and want < 0.999
    by_api = metrics.evaluate(
        {"q1": {"a": 3_000_000_000, "b": 1, "c": 0}},
        {"q1": {"b": 3.0, "a": 2.0, "c": 1.0}},
        ["ndcg"],
    )
    assert by_api["q1"]["ndcg"] == pytest.approx(want, rel=1e-12)


def test_a_grade_whose_exponential_gain_no_float_holds_is_refused_by_name(tmp_path, capsys):
    """2^grade − 1 is a float only up to grade 1023: above, nDCG with
    exponential gain was inf / inf, printed as nan. It is refused, naming
    the grade; grade 1023 still computes. A reading that counts grade by
    grade (-J) refuses a grade above 1,000,000 rather than filling memory."""
    qrels, run = tmp_path / "qrels", tmp_path / "run"
    run.write_text("q1 Q0 a 1 2 r\nq1 Q0 b 2 1 r\n")
    qrels.write_text("q1 0 a 1024\nq1 0 b 1\n")
    assert main(["-m", "ndcg_exp_cut.10", str(qrels), str(run)]) == 2
    assert "grade 1024 gives a gain 2^grade − 1 too large" in capsys.readouterr().err
    qrels.write_text("q1 0 a 1023\nq1 0 b 1\n")
    assert main(["-m", "ndcg_exp_cut.10", str(qrels), str(run)]) == 0
    assert capsys.readouterr().out.split() == ["ndcg_exp_cut_10", "all", "1.0000"]
    qrels.write_text("q1 0 a 3000000000\nq1 0 b 1\n")
    assert main(["-J", "-m", "map", str(qrels), str(run)]) == 2
    assert "grade 3000000000 is above 1,000,000" in capsys.readouterr().err

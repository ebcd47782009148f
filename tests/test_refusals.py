"""Every path refuses what it cannot read, the same way.

A NaN score in any spelling, a null-like word, an empty field, in a run's
scores or a qrels' grades, must never be read as 0 (Arrow's CSV reader takes
``NaN``, ``NA``, ``null``, ``""``… as nulls whose buffer holds 0; the fast
path once read them so). The same bad line goes to the command line's fast
path (no ``-m``, ``-m all_trec``, ``-m map``, ``-c``, ``-l``, ``-M``), its
per-query engine (a parameterised measure, ``-J``), the upload page's
readers and the Python API: each refuses it, naming the file, the line and
the field (the API: the query and the document), and the command line
prints nothing on standard output and exits 2.
"""

import math
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from metrics.evaluator import cli
from metrics.evaluator.api import evaluate
from metrics.evaluator.readers import TrecFormatError, load
from metrics.evaluator.uploads import read_judgments_file, read_run_file

#: What C's atof or a spreadsheet writes where a number should be.
BAD_SCORES = ["NaN", "nan", "-nan", "NAN", "+nan", "-NaN", "NA", "null", "N/A", "#N/A",
              "1.#IND", "1.#QNAN", "None", "n/a", "NULL", "-", ""]  # fmt: skip
BAD_GRADES = [*BAD_SCORES, "1.5", "inf"]

#: The command line's option sets: the vectorised engine's and the per-query one's.
OPTION_SETS = [[], ["-m", "all_trec"], ["-m", "map"], ["-c"], ["-l", "2"], ["-M", "3"], ["-q"],
               ["-m", "P.2"], ["-J"], ["-m", "rbp.p=0.8"], ["--float32-scores"]]  # fmt: skip


def _qrels_lines(n: int) -> list[str]:
    return [f"q{i % 3} 0 d{i} {i % 2}" for i in range(n)]


def _run_lines(n: int) -> list[str]:
    return [f"q{i % 3} Q0 d{i} {i + 1} {n - i}.5 tag" for i in range(n)]


def _cli(argv: list[str], capsys) -> tuple[int, str, str]:
    code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def _refused_everywhere(qrels: str, run: str, bad: str, line: int, field: str, capsys) -> None:
    with tempfile.TemporaryDirectory() as folder:
        q, r = Path(folder, "qrels.txt"), Path(folder, "run.txt")
        q.write_text(qrels)
        r.write_text(run)
        messages = set()
        for options in OPTION_SETS:
            code, out, err = _cli([*options, str(q), str(r)], capsys)
            assert (code, out) == (2, ""), (options, out, err)
            assert f"{bad} line {line}: " in err, (options, err)
            assert field in err, (options, err)
            messages.add(err.split(f"{folder}/", 1)[1])
        assert len(messages) == 1, messages  # the same refusal on every path
        reader = read_run_file if bad == "run.txt" else read_judgments_file
        with pytest.raises(TrecFormatError) as refused:
            reader(load(Path(folder, bad).read_bytes(), bad))
        assert f"{str(refused.value)}\n" == messages.pop().removeprefix("python -m metrics: ")


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    value=st.sampled_from(BAD_SCORES),
    rows=st.integers(1, 8),
    data=st.data(),
    trailing=st.booleans(),
)
def test_a_bad_score_is_refused_on_every_path(value, rows, data, trailing, capsys):
    lines = _run_lines(rows)
    at = data.draw(st.integers(0, rows - 1))
    fields = lines[at].split(" ")
    fields[4] = value
    lines[at] = " ".join(fields)
    run = "\n".join(lines) + ("\n" if trailing else "")
    qrels = "\n".join(_qrels_lines(rows)) + "\n"
    _refused_everywhere(qrels, run, "run.txt", at + 1, "score" if value else "fields", capsys)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    value=st.sampled_from(BAD_GRADES),
    rows=st.integers(1, 8),
    data=st.data(),
    trailing=st.booleans(),
)
def test_a_bad_grade_is_refused_on_every_path(value, rows, data, trailing, capsys):
    lines = _qrels_lines(rows)
    at = data.draw(st.integers(0, rows - 1))
    lines[at] = lines[at].rsplit(" ", 1)[0] + " " + value  # "" leaves a trailing space
    qrels = "\n".join(lines) + ("\n" if trailing else "")
    run = "\n".join(_run_lines(rows)) + "\n"
    _refused_everywhere(qrels, run, "qrels.txt", at + 1, "grade" if value else "fields", capsys)


#: Grades trec_eval's atol reads as something else than they say, silently
#: (0x10 as 0, 1e3 as 1, digits of other scripts as 0), and grades past
#: 2^53. Before, Arrow read "0x10" as 16, pandas "1e3" as 1000, Python "２"
#: as 2, and a 20-digit grade was a traceback.
MISREAD_GRADES = ["0x10", "1e3", "1E2", "２", "٣", "99999999999999999999", "9007199254740993"]


@pytest.mark.parametrize("value", MISREAD_GRADES)
@pytest.mark.parametrize("at", [0, 2])
@pytest.mark.parametrize("sep", [" ", "\t"])  # Arrow's reader; pandas' C parser
def test_a_grade_atol_would_misread_is_refused_on_every_path(value, at, sep, capsys):
    lines = _qrels_lines(4)
    lines[at] = lines[at].rsplit(" ", 1)[0] + " " + value
    lines = [line.replace(" ", sep) for line in lines]
    run = "\n".join(_run_lines(4)) + "\n"
    _refused_everywhere("\n".join(lines) + "\n", run, "qrels.txt", at + 1, "grade", capsys)


@pytest.mark.parametrize("value", ["２", "٣.5", "1٣"])
def test_a_score_in_digits_atof_does_not_read_is_refused_on_every_path(value, capsys):
    # atof reads "２" as 0; Python's float read it as 2.
    lines = _run_lines(3)
    fields = lines[1].split(" ")
    fields[4] = value
    lines[1] = " ".join(fields)
    qrels = "\n".join(_qrels_lines(3)) + "\n"
    _refused_everywhere(qrels, "\n".join(lines) + "\n", "run.txt", 2, "score", capsys)


@pytest.mark.parametrize("value", [10**20, 2**63 - 1, -(2**63), 1e20, 2**53 + 2])
def test_the_api_refuses_a_grade_past_two_to_the_53(value):
    # 2**63 - 1 went through a double to int64 and came out negative: not relevant, silently.
    with pytest.raises(ValueError, match=r"qrels: query 'q', document 'a': grade .* is too large"):
        evaluate({"q": {"a": value, "b": 1}}, {"q": {"a": 1.0, "b": 2.0}}, ["num_rel"])
    assert evaluate({"q": {"a": 2**53, "b": 1}}, {"q": {"a": 1.0}}, ["num_rel"]) == {
        "q": {"num_rel": 2.0}
    }


@pytest.mark.parametrize("value", ["1e20", "99999999999999999999"])
def test_a_csv_grade_past_two_to_the_53_is_refused_not_wrapped(value):
    # As int64 it wrapped to -9223372036854775808: a grade below 0, silently.
    with pytest.raises(TrecFormatError, match=r"j.csv line 3: grade .* is too large"):
        read_judgments_file(load(f"query,item,grade\nq1,d1,1\nq1,d2,{value}\n".encode(), "j.csv"))


def test_nan_score_is_not_read_as_zero_on_the_fast_path(capsys):
    """The issue's case: map 0.6500 where trec_eval reads 0.5500 before NaN was refused."""
    with tempfile.TemporaryDirectory() as folder:
        q, r = Path(folder, "q"), Path(folder, "r")
        q.write_text("1 0 a 1\n1 0 b 1\n")
        r.write_text("1 Q0 a 1 NaN t\n1 Q0 c 2 -1 t\n1 Q0 b 3 -2 t\n")
        code, out, err = _cli([str(q), str(r)], capsys)
    assert (code, out) == (2, "")
    assert err.endswith("r line 1: score 'NaN' is NaN (not a number), which has no place in the "
                        "order of the documents: give it a number, or -inf to rank it last\n")  # fmt: skip


@pytest.mark.parametrize("value", [math.nan, None, "1.0", True, float("nan")])
def test_the_api_refuses_a_score_that_is_not_a_number(value):
    with pytest.raises((TypeError, ValueError), match=r"run: query 'q', document 'a': score"):
        evaluate({"q": {"a": 1}}, {"q": {"a": value, "b": 1.0}}, ["map"])


@pytest.mark.parametrize("value", [math.nan, None, "1", 1.5, math.inf])
def test_the_api_refuses_a_grade_that_is_not_a_whole_number(value):
    with pytest.raises((TypeError, ValueError), match=r"qrels: query 'q', document 'a': grade"):
        evaluate({"q": {"a": value}}, {"q": {"a": 1.0}}, ["map"])


def test_the_api_refuses_nan_in_a_dataframe_too():
    import pandas as pd

    run = pd.DataFrame({"query_id": ["q"], "doc_id": ["a"], "score": [math.nan]})
    with pytest.raises(ValueError, match="score nan is NaN"):
        evaluate({"q": {"a": 1}}, run, ["P@1"])


def test_the_api_takes_whole_float_grades_and_integer_scores():
    assert evaluate({"q": {"a": 1.0}}, {"q": {"a": 2, "b": 1}}, ["map"]) == {"q": {"map": 1.0}}


@pytest.mark.parametrize("value", ["-1", "-5"])
def test_a_negative_max_retrieved_is_refused(value, capsys):
    with pytest.raises(SystemExit) as stopped:
        cli.main(["-M", value, "q", "r"])
    out, err = capsys.readouterr()
    assert (stopped.value.code, out) == (2, "")
    assert f"-M/--Max_retrieved_per_topic: {value} is below 0" in err


@pytest.mark.parametrize("value", ["x", "1.5", ""])
def test_a_bad_option_value_is_refused(value, capsys):
    for option in ("-M", "-l", "-N"):
        with pytest.raises(SystemExit) as stopped:
            cli.main([option, value, "q", "r"])
        out, err = capsys.readouterr()
        assert (stopped.value.code, out) == (2, "")
        assert "invalid int value" in err

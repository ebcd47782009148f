"""The last bits a notebook user met on the drop-in (issue 66, item 5):
trec_eval's nicknames taken by :func:`metrics.evaluate` and
``calc_aggregate``; ir-measures' order of adding under its conventions,
to the last bit; a repeated judgment refused where the judgments are given;
text that is not UTF-8 named; and ``| head`` ending as trec_eval ends."""

import random
import subprocess
import sys

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import metrics
from metrics.evaluator.dropin import RelevanceEvaluator, parse_qrel, parse_run
from metrics.evaluator.files import TrecFormatError
from metrics.measures import NICKNAMES

from .browser import ROOT

NICKS = ["official", "all_trec", "set"]


def collection(seed: int, queries: int = 30):
    """Judgments and a run over the same 30 names, each listed in a shuffled
    order of its own (so neither is sorted), with queries in one only,
    grades 0-2 and scores that tie."""
    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(12)]
    names = [f"q{i}" for i in range(queries)]
    qrels = {q: {d: rnd.choice([0, 1, 2]) for d in rnd.sample(docs, rnd.randint(1, 8))}
             for q in rnd.sample(names, queries - 5)}  # fmt: skip
    run = {q: {d: rnd.choice([0.5, 1.0, 2.0, rnd.random()]) for d in rnd.sample(docs, rnd.randint(1, 10))}
           for q in rnd.sample(names, queries - 3)}  # fmt: skip
    return qrels, run


def _files(tmp_path, qrels, run):
    (tmp_path / "qrels").write_text(
        "".join(f"{q} 0 {d} {g}\n" for q, docs in qrels.items() for d, g in docs.items())
    )
    (tmp_path / "run").write_text(
        "".join(f"{q} Q0 {d} 1 {s!r} r\n" for q, docs in run.items() for d, s in docs.items())
    )
    return str(tmp_path / "qrels"), str(tmp_path / "run")


@pytest.mark.parametrize("nick", NICKS)
def test_a_nickname_asked_of_evaluate_is_its_measures(nick):
    qrels, run = collection(1)
    assert metrics.evaluate(qrels, run, [nick]) == metrics.evaluate(qrels, run, NICKNAMES[nick])


@pytest.mark.parametrize("nick", NICKS)
def test_calc_aggregate_of_a_nickname_prints_trec_evals_all_line(nick, trec_eval, tmp_path):
    """Every number of ``trec_eval -c -m NICK``'s ``all`` lines, from
    ``calc_aggregate([NICK])`` (runid and relstring, not numbers, are left out)."""
    qrels, run = collection(2)
    printed = subprocess.run(
        [trec_eval, "-c", "-m", nick, *_files(tmp_path, qrels, run)],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    ours = metrics.calc_aggregate([nick], qrels, run)
    lines = [line.split() for line in printed.splitlines()]
    assert {name for name, _, _ in lines} - set(ours) == {"runid"}
    for name, _, value in lines:
        if name != "runid":
            shown = f"{ours[name]:.0f}" if name.startswith("num_") else f"{ours[name]:.4f}"
            assert shown == value, name


#: Every measure of the ir-measures tests: each query's value equal to the
#: last bit (RBP(rel=1) since cwl_eval's own arithmetic is used: 1 / the sum
#: of p's powers for 1 - p, over 1,000 ranks), so the means are too.
EXACT = ["AP", "AP@5", "P@3", "P(rel=2)@3", "R@5", "nDCG", "nDCG@5", "RR", "Rprec", "Bpref", "RBP(rel=1)",
         "infAP", "Success@3", "SetP", "SetR", "SetF", "IPrec@0.3", "NumRet", "NumRel",
         "NumRelRet", "Judged@3"]  # fmt: skip


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_calc_aggregate_under_ir_measures_adds_as_ir_measures_adds_to_the_last_bit(seed):
    """ir-measures adds the run's queries in the run's order, then the judged
    queries the run lacks in the judgments' order; added in sorted order the
    means were 1e-16 apart on most measures."""
    ir_measures = pytest.importorskip("ir_measures")
    qrels, run = collection(seed)
    parsed = [ir_measures.parse_measure(m) for m in EXACT]
    theirs = ir_measures.calc_aggregate(parsed, qrels, run)
    ours = metrics.calc_aggregate(parsed, qrels, run, conventions="ir_measures")
    assert {str(m): ours[m] for m in parsed} == {str(m): theirs[m] for m in parsed}
    frames = [pd.DataFrame([(q, d, v) for q, docs in data.items() for d, v in docs.items()],
                           columns=["query_id", "doc_id", column])
              for data, column in ((qrels, "relevance"), (run, "score"))]  # fmt: skip
    from_frames = metrics.calc_aggregate(parsed, *frames, conventions="ir_measures")
    assert {str(m): from_frames[m] for m in parsed} == {str(m): theirs[m] for m in parsed}


def test_the_drop_in_refuses_a_repeated_judgment_when_it_is_given():
    judgments = pd.DataFrame({"query_id": ["q1", "q1"], "doc_id": ["a", "a"], "relevance": [1, 0]})
    with pytest.raises(
        TrecFormatError, match="query_relevance row 2: document 'a' is listed twice"
    ):
        RelevanceEvaluator(judgments, {"map"})


@pytest.mark.parametrize("parse", [parse_qrel, parse_run])
def test_text_that_is_not_utf8_is_named_by_its_line(parse):
    """A file opened with ``errors="surrogateescape"`` (as ``sys.stdin`` is)
    keeps the bytes it could not decode; they are named, line and all."""
    line = "q1 0 a 1\n" if parse is parse_qrel else "q1 Q0 a 1 1.0 r\n"
    bad = line.replace("a", "caf\udce9", 1)
    with pytest.raises(TrecFormatError, match="line 2: not UTF-8 text"):
        parse([line, bad])


def test_output_cut_short_by_head_ends_with_trec_evals_status(trec_eval, tmp_path):
    """``| head -1`` under ``set -o pipefail``: both end with 141 (a process
    ended by SIGPIPE), and print the same first line."""
    qrels, run = collection(3, queries=3000)
    files = _files(tmp_path, qrels, run)
    ours = f"{sys.executable} -m metrics"
    shown = {}
    for tool in (trec_eval, ours):
        done = subprocess.run(
            ["bash", "-o", "pipefail", "-c", f"{tool} -q -m all_trec {' '.join(files)} | head -1"],
            capture_output=True, text=True, cwd=ROOT,
        )  # fmt: skip
        assert done.returncode == 141, (tool, done.returncode, done.stderr)
        assert done.stderr == "", tool
        shown[tool] = done.stdout
    assert shown[trec_eval] == shown[ours]

"""Where other tools would print other numbers: each check fires exactly
when the conventions part ways, and its "other tools" mean is the one those
tools compute."""

import warnings

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from metrics.evaluator.disagreements import CHECKS, _file_order, disagreements
from metrics.evaluator.router import evaluate_frames as evaluate


def frames(judged: dict, ranked: dict) -> tuple[pd.DataFrame, pd.DataFrame]:
    """``{qid: {docno: grade}}`` and ``{qid: [(docno, score), ...]}`` as frames."""
    qrels = pd.DataFrame(
        [(q, d, g) for q, docs in judged.items() for d, g in docs.items()],
        columns=["qid", "docno", "grade"],
    )
    run = pd.DataFrame(
        [(q, d, s) for q, docs in ranked.items() for d, s in docs],
        columns=["qid", "docno", "score"],
    )
    run["line"] = np.arange(1, len(run) + 1)
    return qrels, run


def found(qrels, run, k=5, **options) -> dict:
    return {f.code: f for f in disagreements(qrels, run, k, **options)}


def test_scores_equal_in_single_precision_give_pytrec_evals_map():
    """1 and 1 + 1e-9 differ as doubles (trec_eval 10) but tie as floats
    (trec_eval 9 inside pytrec_eval): the tie then goes to the larger docno."""
    import pytrec_eval

    judged = {"q": {"a": 1, "b": 0}}
    ranked = {"q": [("a", 1.0 + 1e-9), ("b", 1.0)]}
    qrels, run = frames(judged, ranked)
    f = found(qrels, run)["float32"]
    assert (f.queries, f.ours) == (1, pytest.approx(1.0))
    oracle = pytrec_eval.RelevanceEvaluator(judged, {"map"}).evaluate(
        {"q": {d: s for d, s in ranked["q"]}}
    )
    assert f.theirs == pytest.approx(oracle["q"]["map"]) == pytest.approx(0.5)


def test_relevant_documents_never_retrieved_give_scikit_learns_ap_on_the_candidates():
    from sklearn.metrics import average_precision_score

    judged = {"q1": {"a": 1, "c": 1, "z": 1}, "q2": {"x": 1, "y": 0}}
    ranked = {"q1": [("a", 3.0), ("b", 2.0), ("c", 1.0)], "q2": [("y", 2.0), ("x", 1.0)]}
    qrels, run = frames(judged, ranked)
    f = found(qrels, run)["unretrieved"]
    assert (f.queries, f.examples) == (1, ("q1",))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        sklearn = [
            average_precision_score(
                [judged[q].get(d, 0) >= 1 for d, _ in docs], [s for _, s in docs]
            )
            for q, docs in ranked.items()
        ]
    assert f.theirs == pytest.approx(np.mean(sklearn))
    assert f.ours == pytest.approx(((1 + 2 / 3) / 3 + 1 / 2) / 2)


def test_ties_in_the_files_order_give_the_order_the_file_lists():
    """d2 before d1 in trec_eval (decreasing docno); d1 first in the file."""
    qrels, run = frames({"q": {"d1": 1, "d2": 0}}, {"q": [("d1", 1.0), ("d2", 1.0)]})
    f = found(qrels, run)["ties"]
    assert (f.ours, f.theirs) == (pytest.approx(0.5), pytest.approx(1.0))
    assert _file_order(run)["docno"].tolist() == ["d1", "d2"]


def test_a_query_with_nothing_relevant_is_left_out_of_the_other_mean():
    qrels, run = frames({"a": {"x": 1}, "b": {"y": 0}}, {"a": [("x", 1.0)], "b": [("y", 1.0)]})
    f = found(qrels, run)["no_relevant"]
    assert (f.queries, f.examples, f.ours, f.theirs) == (1, ("b",), 0.5, 1.0)


def test_short_lists_many_relevant_and_grades_compare_their_conventions():
    judged = {"q": {f"d{i}": 2 for i in range(8)}}
    qrels, run = frames(judged, {"q": [("d0", 2.0), ("d1", 1.0)]})
    f = found(qrels, run, k=5)
    assert (f["short"].ours, f["short"].theirs) == (pytest.approx(2 / 5), pytest.approx(1.0))
    assert f["many_relevant"].ours == pytest.approx(2 / 8)
    assert f["many_relevant"].theirs == pytest.approx(2 / 5)
    assert f["graded"].measure == "ndcg_cut_5"


def test_a_relevant_document_scored_zero_or_less_is_counted():
    qrels, run = frames({"q1": {"a": 1}, "q2": {"b": 1}}, {"q1": [("a", -0.5)], "q2": [("b", 0.5)]})
    f = found(qrels, run)["nonpositive"]
    assert (f.queries, f.examples, f.ours, f.measure) == (1, ("q1",), None, "")


def test_a_query_nobody_judged_gives_trectools_map():
    """trec_eval leaves out q3, which only the run has; trectools (run here)
    divides by every query in the run, so q3 counts as 0."""
    from oracles.runners import RUNNERS

    judged = {"q1": {"a": 1, "b": 0}, "q2": {"c": 1}}
    ranked = {"q1": [("a", 2.0), ("b", 1.0)], "q2": [("x", 2.0), ("c", 1.0)],
              "q3": [("a", 1.0)], "q4": [("b", 1.0)]}  # fmt: skip
    f = found(*frames(judged, ranked))["run_only"]
    case = {"qrels": judged, "run": ranked, "k": 5}
    assert (f.queries, f.examples, f.measure) == (2, ("q3", "q4"), "map")
    assert f.ours == pytest.approx(RUNNERS["pytrec_eval"](case)["AP"])
    assert f.theirs == pytest.approx(RUNNERS["trectools"](case)["AP"])
    assert "trectools" in f.tools and "pytrec_eval (trec_eval 9)" not in f.tools
    assert "run_only" not in found(*frames(judged, {q: ranked[q] for q in ("q1", "q2")}))


def test_grades_beyond_exponential_gain_are_counted_not_computed():
    """Above grade 1023, 2^grade − 1 is no float: the graded check names the
    queries without a mean (it raised before, and the upload page's check
    stopped)."""
    f = found(*frames({"q": {"a": 3_000_000_000, "b": 1}}, {"q": [("a", 2.0), ("b", 1.0)]}))
    assert (f["graded"].queries, f["graded"].ours, f["graded"].theirs) == (1, None, None)
    f = found(*frames({"q": {"a": 1023, "b": 1}}, {"q": [("b", 2.0), ("a", 1.0)]}))
    assert f["graded"].theirs is not None and f["graded"].theirs < 1


def test_every_check_has_words_in_both_languages():
    from ui.words.batch import EN, KO

    for words in (EN, KO):
        assert set(words["disagree_checks"]) == set(CHECKS)


_DOCS = [f"d{i}" for i in range(6)]


@st.composite
def files(draw):
    judged, ranked = {}, {}
    for q in range(draw(st.integers(1, 3))):
        judged[f"q{q}"] = draw(
            st.dictionaries(st.sampled_from(_DOCS), st.integers(0, 3), min_size=1)
        )
        docs = draw(st.lists(st.sampled_from(_DOCS), unique=True, min_size=1))
        scores = draw(
            st.lists(
                st.sampled_from([-1.0, 0.0, 1.0, 2.0, 2.5]), min_size=len(docs), max_size=len(docs)
            )
        )
        ranked[f"q{q}"] = list(zip(docs, scores))
    return judged, ranked, draw(st.integers(1, 7))


@settings(max_examples=60, deadline=None)
@given(files())
def test_when_no_check_fires_the_conventions_agree(case):
    """A check stays silent only when its two conventions give the same
    mean on these files; when it speaks, its means are trec_eval's and the
    other convention's."""
    judged, ranked, k = case
    qrels, run = frames(judged, ranked)
    f = found(qrels, run, k)
    longest = max(len(d) for d in ranked.values())
    cols = ["map", f"P_{k}", f"P_minlen_{k}", f"ndcg_cut_{k}", f"ndcg_exp_cut_{k}",
            f"map_cut_{k}", f"ap_trunc_{k}", f"ap_hits_{longest}"]  # fmt: skip
    table, means = evaluate(qrels, run, cols)
    _, file_order = evaluate(qrels, _file_order(run), ["map"])
    pairs = {
        "ties": ("map", file_order["map"]),
        "unretrieved": ("map", means[f"ap_hits_{longest}"]),
        "no_relevant": ("map", table.loc[table.index.isin(
            [q for q, d in judged.items() if any(g >= 1 for g in d.values())]), "map"].mean()),
        "short": (f"P_{k}", means[f"P_minlen_{k}"]),
        "graded": (f"ndcg_cut_{k}", means[f"ndcg_exp_cut_{k}"]),
        "many_relevant": (f"map_cut_{k}", means[f"ap_trunc_{k}"]),
    }  # fmt: skip
    for code, (measure, other) in pairs.items():
        if code in f:
            assert f[code].ours == pytest.approx(means[measure])
            if code != "no_relevant" or not pd.isna(other):
                assert f[code].theirs == pytest.approx(other)
        elif not pd.isna(other):
            assert means[measure] == pytest.approx(other), code


def test_each_checks_tools_are_named_beside_the_measure_they_compute():
    """Three checks name the tools that compute another measure of the list
    (P ÷ min(k, length), exponential-gain nDCG, truncated AP); the same tools
    must stand beside that measure, so the two lists cannot drift apart."""
    from metrics import MEASURES

    for code, measure in (
        ("short", "P_minlen"),
        ("graded", "ndcg_exp_cut"),
        ("many_relevant", "ap_trunc"),
    ):
        beside = " ".join(MEASURES[measure].computed_by)
        for tool in CHECKS[code].tools:
            assert tool.split()[0] in beside, (code, tool, beside)

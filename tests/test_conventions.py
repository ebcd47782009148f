"""The conventions table, checked against the tools we can run here."""

import warnings

import numpy as np
import pytest
import pytrec_eval
from hypothesis import given, settings
from sklearn.metrics import average_precision_score, ndcg_score

from metrics.lists.conventions import BY_ID, TOOLS, score_like
from metrics.tools.record import checked_by

from .strategies import queries


def test_every_tool_cites_where_its_rules_come_from():
    for tool in TOOLS:
        assert tool.source and tool.precision and tool.ap and tool.ndcg and tool.ties


@settings(max_examples=150, deadline=None)
@given(queries())
def test_trec_eval_row_matches_pytrec_eval(query):
    ranking, judgments, k = query
    if not ranking:
        return
    k = k or len(ranking)
    qrels = {"q": {d: int(g) for d, g in judgments.items()} or {"none": 0}}
    run = {"q": {d: float(len(ranking) - i) for i, d in enumerate(ranking)}}
    got = pytrec_eval.RelevanceEvaluator(
        qrels, {f"P.{k}", f"map_cut.{k}", f"ndcg_cut.{k}", "recip_rank"}
    ).evaluate(run)["q"]
    ours = score_like(BY_ID["trec_eval"], ranking, judgments, k)
    assert ours["P@k"] == pytest.approx(got[f"P_{k}"])
    assert ours["AP"] == pytest.approx(got[f"map_cut_{k}"])
    assert ours["nDCG@k"] == pytest.approx(got[f"ndcg_cut_{k}"])
    # trec_eval's recip_rank has no cutoff; compare within the list
    assert score_like(BY_ID["trec_eval"], ranking, judgments)["RR"] == pytest.approx(
        got["recip_rank"]
    )


@settings(max_examples=150, deadline=None)
@given(queries())
def test_scikit_learn_row_matches_scikit_learn(query):
    ranking, judgments, k = query
    if len(ranking) < 2:
        return
    y_true = np.array([[judgments.get(i, 0) for i in ranking]])
    y_true = np.maximum(y_true, 0)
    scores = np.array([[len(ranking) - r for r in range(len(ranking))]], dtype=float)
    ours = score_like(BY_ID["sklearn"], ranking, judgments, k)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ap = average_precision_score((y_true[0] >= 1).astype(int), scores[0])
    assert ours["AP"] == pytest.approx(ap)
    assert ours["nDCG@k"] == pytest.approx(ndcg_score(y_true, scores, k=k))


def test_kaggle_apk_gives_one_to_a_user_with_nothing_relevant():
    """As ml_metrics 0.1.4 (PyPI) does: ``if not actual: return 1.0``. The
    GitHub source returns 0.0 since 2015, and the rule's text must say so."""
    assert "0.1.4" in BY_ID["ml_metrics"].no_relevant
    assert "0.0" in BY_ID["ml_metrics"].no_relevant
    assert score_like(BY_ID["ml_metrics"], list("abc"), {}, 3)["AP"] == 1.0
    assert score_like(BY_ID["trec_eval"], list("abc"), {}, 3)["AP"] == 0.0


def test_recommender_libraries_leave_out_a_user_with_nothing_relevant():
    for tool in ("recommenders", "recbole", "evidently"):
        assert set(score_like(BY_ID[tool], list("abc"), {}, 3).values()) == {None}


def test_tools_that_see_only_the_list_ignore_relevant_items_never_retrieved():
    ranking, judged = list("ABCDE"), {"B": 1, "D": 1, "Z": 1}
    assert score_like(BY_ID["trec_eval"], ranking, judged, 5)["AP"] == pytest.approx(1 / 3)
    assert score_like(BY_ID["tf_ranking"], ranking, judged, 5)["AP"] == pytest.approx(0.5)
    assert score_like(BY_ID["torchmetrics"], ranking, judged, 5)["AP"] == pytest.approx(0.5)


def test_who_computes_each_convention_agrees_with_the_conventions_table():
    """The "who computes it" lists beside each measure and the conventions
    table are written apart; a tool the table gives an unusual rule must be
    named beside the measure that computes that rule (and a tool that reads
    every judgment and divides AP by m, beside the standard AP)."""
    from metrics import MEASURES

    def named(tool, measure):
        first = tool.name.split()[0]
        return any(entry.startswith(first) for entry in MEASURES[measure].computed_by)

    for tool in TOOLS:
        if tool.ap_convention == "min_m_k":
            assert named(tool, "ap_trunc"), tool.name
        if tool.ap_convention == "hits":
            assert named(tool, "ap_hits"), tool.name
        if tool.ap_convention == "m" and tool.sees_unretrieved:
            assert named(tool, "map_cut"), tool.name
        if tool.p_denominator == "min_k_len":
            assert named(tool, "P_minlen"), tool.name
        if tool.ndcg_gain == "exponential":
            assert named(tool, "ndcg_exp_cut"), tool.name


def _ranx_rr(order: list[str]) -> float:
    from ranx import Qrels, Run, evaluate

    from oracles.warm import ranx_ready

    ranx_ready()  # kernels compiled once by scripts/test.sh

    qrels = Qrels({"q1": {"a": 1}})
    return float(evaluate(qrels, Run({"q1": {doc: 1.0 for doc in order}}), "mrr"))


def test_ranx_keeps_the_runs_order_for_tied_scores_as_the_table_says():
    """Run, not assumed: ranx was taken for trec_eval's tie rule (the table
    said "not documented", which the search read as "any order"), so
    /disagree named ranx beside a number ranx does not print."""
    from metrics.evaluator.explain import Reading
    from metrics.evaluator.explain_tools import tool_fits

    assert _ranx_rr(["c", "b", "a"]) == pytest.approx(1 / 3)  # trec_eval's rule: a first, 1
    assert _ranx_rr(["a", "b", "c"]) == 1.0
    assert BY_ID["ranx"].tie_order == "file" and checked_by("ranx") == "ranx 0.3.21"
    # no query missing from the run, so ranx's rule for one decides nothing
    no_missing = {"missing": {"skip": "skip", "zero": "skip"}}
    assert tool_fits(BY_ID["ranx"], Reading("rr", "", None, order="file"), no_missing)
    assert not tool_fits(BY_ID["ranx"], Reading("rr", "", None, order="trec"), no_missing)


def test_microsoft_recommenders_is_never_named_for_reciprocal_rank():
    """Its python_evaluation.py has no MRR (read at commit 0a1b98f)."""
    from metrics.evaluator.explain import Reading
    from metrics.evaluator.explain_tools import tool_fits

    assert not BY_ID["recommenders"].has_rr
    assert not tool_fits(BY_ID["recommenders"], Reading("rr", "", None, order="file"))
    assert score_like(BY_ID["recommenders"], list("ABC"), {"B": 1}, 3)["RR"] is None

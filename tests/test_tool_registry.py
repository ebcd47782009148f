"""Every tool the app names was run: the registry's claims against what each
tool printed (metrics/tools/record.json), and the tools that install here
run again now."""

from __future__ import annotations

import fcntl
from dataclasses import replace
from importlib.metadata import version

import pytest

from metrics.tools.cases import CASES, NUMBERS
from metrics.tools.predict import fits, numbers_of, predict
from metrics.tools.record import record
from metrics.tools.registry import BY_ID, TOOLS, VARIANTS
from oracles.installs import python_for, run_here, run_in
from oracles.runners import PACKAGES

from .conftest import _shared_folder

RECORDED = sorted(record()["tools"])
#: The tools CI runs again: installed beside the project (requirements-test.txt).
BESIDE = ["pytrec_eval", "ir_measures", "ranx", "sklearn", "ranx_burges", "trectools"]


def _differences(tool, printed: dict) -> list[str]:
    out = []
    for case, got in printed.items():
        claimed = predict(tool, CASES[case])
        if set(claimed) != set(got):
            out.append(
                f"{case}: the registry says {sorted(claimed)}, the tool printed {sorted(got)}"
            )
            continue
        for number, value in got.items():
            if not fits(claimed[number], value):
                out.append(f"{case} {number}: registry {claimed[number]}, printed {value}")
    return out


@pytest.mark.parametrize("tool_id", RECORDED)
def test_every_number_the_registry_claims_is_what_the_tool_printed(tool_id):
    printed = record()["tools"][tool_id]["printed"]
    assert _differences(BY_ID[tool_id], printed) == []


@pytest.mark.parametrize(
    "tool_id, change",
    [
        ("ranx", {"tie_order": "trec"}),
        ("pytrec_eval", {"tie_order": "file"}),
        ("ranx", {"missing": "skip"}),
        ("ir_measures", {"float32": False}),
        ("pytrec_eval", {"float32": False}),
        ("sklearn", {"averages_ties": (), "tie_order": "trec"}),
        ("sklearn", {"sees_unretrieved": True}),
        ("torchmetrics", {"counts_nonpositive": True}),
        ("torchmetrics", {"ap_convention": "m"}),
        ("ml_metrics", {"no_relevant_ap": 0.0}),
        ("ml_metrics", {"ap_convention": "m"}),
        ("ranx", {"ndcg_gain": "exponential"}),
        ("pytrec_eval", {"p_denominator": "min_k_len"}),
        ("torchmetrics_pos", {"empty_all_one": False}),
        ("torchmetrics_skip", {"no_relevant_ap": 0.0}),
        ("trectools", {"run_only": "skip"}),
        ("trectools", {"tie_order_by": {}}),
        ("trectools", {"tie_order": "docno_asc"}),
        ("pytrec_eval", {"run_only": "empty"}),
        ("sklearn", {"run_only": "skip"}),
        ("torchmetrics_pos", {"run_only": "skip"}),
    ],
)
def test_a_wrong_claim_is_caught_by_the_corpus(tool_id, change):
    """Each decision is isolated by some case: a registry that said otherwise
    would fail the test above."""
    printed = record()["tools"][tool_id]["printed"]
    assert _differences(replace(BY_ID[tool_id], **change), printed) != []


def test_the_record_holds_every_case_and_number_of_the_corpus():
    for tool_id, entry in record()["tools"].items():
        assert sorted(entry["printed"]) == sorted(CASES), f"{tool_id}: run scripts/record_tools.py"
        for case, got in entry["printed"].items():
            assert "error" not in got, f"{tool_id} refused {case}: {got['error']}"
            assert set(got) == set(numbers_of(BY_ID[tool_id])) <= set(NUMBERS)


def test_every_tool_is_either_run_or_says_where_it_was_read():
    for tool in (*TOOLS, *VARIANTS):
        if tool.id in record()["tools"]:
            assert not tool.read_at, f"{tool.id} was run: it needs no 'read at'"
        else:
            # read at a commit, or run by a test of its own (trec_eval's -M, from source)
            assert "commit" in tool.read_at or "tests/" in tool.read_at, (
                f"{tool.id}: say at which commit it was read, or which test runs it"
            )


@pytest.mark.parametrize("tool_id", BESIDE)
def test_each_tool_installed_here_prints_today_what_the_record_says(tool_id):
    entry = record()["tools"][tool_id]
    assert version(PACKAGES[tool_id]) == entry["version"], (
        f"{PACKAGES[tool_id]} is no longer {entry['version']}: run scripts/record_tools.py"
    )
    assert run_here(tool_id, CASES)["printed"] == entry["printed"]


@pytest.fixture(scope="session")
def ml_metrics_python(tmp_path_factory):
    """Kaggle's ml_metrics 0.1.4 as published on PyPI, in a venv of its own
    (it needs setuptools < 58), made once per run."""
    shared = _shared_folder(tmp_path_factory)
    with open(shared / "ml_metrics.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return python_for("ml_metrics", shared / "tool-venvs")


@pytest.mark.xdist_group("ml_metrics")
def test_kaggles_apk_as_published_prints_today_what_the_record_says(ml_metrics_python):
    entry = record()["tools"]["ml_metrics"]
    got = run_in(ml_metrics_python, "ml_metrics", CASES)
    assert got == {"version": entry["version"], "printed": entry["printed"]}


@pytest.mark.xdist_group("ml_metrics")
def test_kaggles_apk_skips_a_repeated_prediction_as_the_registry_says(ml_metrics_python):
    """benhamner/Metrics pull request 54: ``apk([1, 1, 1], [1, 1, 1], 3)`` is
    not 1. The registry says apk skips a repeated prediction (and divides by
    min(len(actual), k)): 1/3 here, and 1 once the lists hold no repeats."""
    import subprocess

    code = (
        "from ml_metrics import apk; "
        "print(apk([1, 1, 1], [1, 1, 1], 3), apk([1, 2, 3], [1, 2, 3], 3))"
    )
    done = subprocess.run(
        [str(ml_metrics_python), "-c", code], capture_output=True, text=True, check=True
    )
    repeated, distinct = map(float, done.stdout.split())
    assert repeated == pytest.approx(1 / 3) and distinct == 1.0
    assert "a repeated prediction is skipped" in BY_ID["ml_metrics"].ties


@pytest.mark.parametrize("measure", ["map_cut", "ap_trunc", "ap_hits", "ap_meanP"])
def test_the_ap_card_and_the_disagree_search_name_the_same_tools_for_one_value(measure):
    """They used to contradict each other: the AP lesson named Kaggle's apk
    and Microsoft recommenders beside AP ÷ min(m, K), while /disagree said of
    the same value "no tool computes it this way" (it held apk's rule for a
    query with nothing relevant against a list that has none)."""
    from metrics import MEASURES
    from metrics.evaluator.explain import explain_lists
    from metrics.tools.names import owners

    ranking = list("ABCDEFGHIJ")
    judged = {"A": 1, "C": 1, "D": 1, "F": 1, "H": 1, "I": 1, "J": 1}  # m = 7 > K = 5
    m = MEASURES[measure]
    value = m.on_list(ranking, judged, 5, **m.list_options) if m.on_list else None
    if value is None:
        from metrics.lists.ap import average_precision

        value = average_precision(ranking, judged, 5, convention="mean_p")
    variant = m.list_options.get("convention", "mean_p" if measure == "ap_meanP" else "m")
    explained = explain_lists([(ranking, judged)], f"{value:.6f}", "map_cut.5")
    (match,) = [
        x for x in explained.answers[0].matches if x.reading.variant == variant and x.reading.k == 5
    ]
    by_name = {t.name: t.id for t in TOOLS}
    named_on_card = {owners()[label] for label in m.computed_by if label in owners()}
    assert {by_name[n] for n in match.tools} == named_on_card


def test_docs_tools_md_is_the_registry_and_the_record():
    from pathlib import Path

    from metrics.tools.doc import tools_markdown

    page = Path(__file__).parents[1] / "docs" / "tools.md"
    assert page.read_text(encoding="utf-8") == tools_markdown() + "\n", (
        "docs/tools.md is stale: run scripts/record_tools.py (or write tools_markdown() to it)"
    )


def test_an_option_is_named_only_where_the_tools_defaults_do_not_give_the_number():
    """torchmetrics leaves a query with nothing relevant out of the mean only
    with empty_target_action='skip': /disagree names the option where the
    data has such a query, and the tool alone where it has none."""
    from metrics.evaluator.explain import Reading
    from metrics.evaluator.explain_tools import tools_for

    skip = Reading("map", "hits", 10, order="file", float32=True, seen=False, empty="skip")
    empty = {"empty_by": {(1, False): True}}
    assert "torchmetrics (empty_target_action='skip')" in tools_for(skip, empty)
    assert "torchmetrics" not in tools_for(skip, empty)
    assert tools_for(skip, {"empty_by": {}}) == ("torchmetrics",)
    burges = Reading("ndcg", "exponential", 10, order="file", missing="zero")
    assert tools_for(burges, {"empty_by": {}}) == ("ranx (ndcg_burges)",)
    assert "ranx" in tools_for(Reading("ndcg", "linear", 10, order="file", missing="zero"), {})
    # Kaggle's apk: 1.0 for an empty query as released on PyPI, 0.0 as on GitHub (read there).
    # (No query is missing from the run: a missing query's rule decides nothing.)
    apk = Reading("map", "min_m_k", 10, order="file")
    empty_query = {"empty_by": {(1, True): True}, "missing": {"skip": "skip", "zero": "skip"}}
    assert tools_for(apk, empty_query) == (
        "Kaggle apk as on GitHub since 2015 (and the notebooks that copy it)",
    )
    assert "Kaggle ml_metrics (apk / mapk)" in tools_for(replace(apk, empty="one"), empty_query)


def test_scikit_learns_ndcg_with_ignore_ties_has_no_tie_order_to_model():
    """The registry says ndcg_score(ignore_ties=True) takes tied scores in
    the order numpy's argsort leaves, reversed: never the file's order, and
    its reverse only where numpy's sort happens to keep tied items in place
    (its SIMD sorts do not), so no tool entry can model it. Measured on
    lists of eight with scores 0-3 and one relevant item: the rank
    scikit-learn gives the relevant item, against each order's."""
    import numpy as np
    from sklearn.metrics import ndcg_score

    assert "ignore_ties=True" in BY_ID["sklearn"].ties
    rng = np.random.default_rng(7)
    differs = {"file": 0, "reverse": 0}
    stable_here = True
    for _ in range(200):
        scores = rng.integers(0, 4, 8).astype(float)
        truth = np.zeros(8)
        truth[rng.integers(8)] = 1
        got = ndcg_score([truth], [scores], ignore_ties=True)
        relevant = int(np.flatnonzero(truth)[0])
        for name, sign in (("file", -1), ("reverse", 1)):
            ranking = sorted(range(8), key=lambda i, s=sign: (-scores[i], s * i))
            expected = 1 / np.log2(ranking.index(relevant) + 2)
            differs[name] += not np.isclose(got, expected)
        stable_here &= list(np.argsort(scores)) == sorted(range(8), key=lambda i: (scores[i], i))
    assert differs["file"], differs
    # Its reverse exactly where this machine's numpy keeps tied items in place.
    assert (differs["reverse"] == 0) == stable_here, (differs, stable_here)

"""The three lessons past the seeds: R-precision and the PR curve, RBP and
ERR, sampled metrics. Each value equals the command line's to the last bit,
and the worked examples equal hand calculations."""

from __future__ import annotations

import math
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from course import link
from metrics.lists.curves import (
    eleven_point_average,
    interpolated_precision,
    pr_curve_table,
    r_precision,
)
from metrics.lists.reader_models import (
    err_table,
    expected_reciprocal_rank,
    rank_biased_precision,
    rbp_residual,
    rbp_table,
)
from metrics.lists.sampled import (
    by_sample_size,
    full_ranks,
    sampled_hit_chance,
    sampled_table,
    summary,
)

EX1 = (["A", "B", "C", "D", "E"], {"B": 1, "D": 1, "Z": 1})
GRADED = (["A", "B", "C", "D", "E"], {"A": 0, "B": 3, "C": 1, "D": 2})


def trec_files(tmp_path, ranking, judgments, unlabelled="not_relevant"):
    """The list as a qrels and a run file, written here independently of
    metrics.lists.as_trec: rank 1 the highest score; unlabelled items on the
    list judged 0 unless they are to stay unjudged."""
    qrels = dict(judgments)
    if unlabelled == "not_relevant":
        for item in ranking:
            qrels.setdefault(item, 0)
    q = tmp_path / "qrels"
    q.write_text("".join(f"q1 0 {d} {g}\n" for d, g in qrels.items()))
    r = tmp_path / "run"
    r.write_text("".join(f"q1 Q0 {d} {i} {100 - i} x\n" for i, d in enumerate(ranking, 1)))
    return q, r


def cli(*args) -> dict[str, str]:
    out = subprocess.run(
        [sys.executable, "-m", "metrics", "-q", *map(str, args)],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    return {p[0]: p[2] for p in (line.split() for line in out.splitlines()) if p[1] == "q1"}


def api(tmp_path, ranking, judgments, measures, unlabelled="not_relevant", depth=None):
    """The Python API's per-query values (floats, not the printed 4 decimals)."""
    from metrics import evaluate

    qrels = dict(judgments)
    if unlabelled == "not_relevant":
        for item in ranking[:depth]:
            qrels.setdefault(item, 0)
    if not qrels:  # trec_eval has no such query: nothing judged
        return None
    top = ranking[:depth]
    run = {"q1": {d: float(100 - i) for i, d in enumerate(top, 1)}}
    return evaluate({"q1": qrels}, run, measures)["q1"]


# --- worked examples, checked by hand ----------------------------------------------


def test_r_precision_worked_example_is_one_of_the_top_three():
    # R = 3 (B, D, Z); the top 3 is A, B, C: one relevant → 1/3.
    assert r_precision(*EX1) == pytest.approx(1 / 3)


def test_eleven_point_average_worked_example_counts_unreached_levels_as_zero():
    # Levels 0 … 0.8 need at most 2 relevant: the best precision from rank 4
    # on is 2/4 = 0.5; 0.9 and 1.0 need Z, never retrieved: 0. 9 × 0.5 / 11.
    assert eleven_point_average(*EX1) == pytest.approx(4.5 / 11)


def test_ap_is_the_area_under_the_raw_curve():
    # P@2 = 1/2 and P@4 = 2/4 at the relevant ranks, each over R = 3.
    t = pr_curve_table(*EX1)
    assert t["area_sum"].iloc[-1] == pytest.approx((0.5 + 0.5) / 3)


def test_interpolated_precision_never_rises_with_recall():
    t = pr_curve_table(["A", "B", "C", "D", "E", "F"], {"A": 1, "D": 1, "F": 1})
    heights = t["interpolated"].tolist()
    assert heights == sorted(heights, reverse=True)


def test_rbp_worked_example_by_hand():
    # Grades 0, 3, 1, 2, 0 scaled by 3: gains 0, 1, 1/3, 2/3, 0; p = 0.9:
    # 0.1 × (1 × 0.9 + 1/3 × 0.81 + 2/3 × 0.729).
    by_hand = 0.1 * (0.9 + 0.81 / 3 + 2 * 0.729 / 3)
    assert rank_biased_precision(*GRADED) == pytest.approx(by_hand)


def test_err_worked_example_by_hand():
    # R = (2^g − 1)/16: 0, 7/16, 1/16, 3/16, 0 down the list.
    r = [0, 7 / 16, 1 / 16, 3 / 16, 0]
    total, still = 0.0, 1.0
    for k, rk in enumerate(r, 1):
        total += still * rk / k
        still *= 1 - rk
    assert expected_reciprocal_rank(*GRADED) == pytest.approx(total)
    assert total == pytest.approx(
        7 / 32 + (9 / 16) * (1 / 16) / 3 + (9 / 16) * (15 / 16) * (3 / 16) / 4
    )


def test_rbp_residual_counts_unjudged_items_and_the_tail():
    ranking, judged = ["A", "B", "C"], {"A": 0, "B": 1}
    # C unjudged at rank 3: (1 − 0.5) × 0.5² + 0.5³.
    assert rbp_residual(ranking, judged, p=0.5, unlabelled="unjudged") == pytest.approx(0.25)
    assert rbp_residual(ranking, judged, p=0.5) == 0.0  # trec_eval: nothing unjudged → 0


def test_rbp_readme_example_with_unmarked_items_unjudged():
    # The app keeps no grade-0 label: A and C, not marked relevant, are unjudged.
    ranking, judged = ["A", "B", "C"], {"B": 1}
    assert rank_biased_precision(ranking, judged, p=0.5, unlabelled="unjudged") == 0.25
    by_hand = (1 - 0.5) * (1 + 0.5**2) + 0.5**3
    assert rbp_residual(ranking, judged, p=0.5, unlabelled="unjudged") == pytest.approx(by_hand)
    assert by_hand == 0.75


def test_rbp_rejects_a_persistence_outside_zero_one():
    with pytest.raises(ValueError, match="p must be between 0 and 1"):
        rank_biased_precision(*EX1, p=1.0)
    with pytest.raises(TypeError, match="p must be a number"):
        rank_biased_precision(*EX1, p="0.9")


def test_step_tables_end_on_the_value():
    assert rbp_table(*GRADED, p=0.8)["rbp"].iloc[-1] == rank_biased_precision(*GRADED, p=0.8)
    assert err_table(*GRADED)["err"].iloc[-1] == expected_reciprocal_rank(*GRADED)


# --- the command line's numbers, to the last bit ------------------------------------

CASES = [EX1, GRADED, (["x", "y", "z", "w"], {"w": 2, "q": 1}), (["a"], {})]


@pytest.mark.parametrize("ranking, judgments", CASES)
def test_curve_values_equal_the_api_bit_for_bit(tmp_path, ranking, judgments):
    got = api(tmp_path, ranking, judgments, ["Rprec", "11pt_avg", "map", "iprec_at_recall"])
    assert r_precision(ranking, judgments) == got["Rprec"]
    assert eleven_point_average(ranking, judgments) == got["11pt_avg"]
    assert pr_curve_table(ranking, judgments)["area_sum"].iloc[-1] == pytest.approx(got["map"])
    levels = interpolated_precision(ranking, judgments)
    assert levels == [got[f"iprec_at_recall_{f:.2f}"] for f in (i / 10 for i in range(11))]


@pytest.mark.parametrize("ranking, judgments", CASES)
@pytest.mark.parametrize("unlabelled", ["not_relevant", "unjudged"])
def test_reader_values_equal_the_api_bit_for_bit(tmp_path, ranking, judgments, unlabelled):
    got = api(
        tmp_path, ranking, judgments, ["rbp.p=0.8", "rbp_resid.p=0.8", f"ERR@{len(ranking)}"],
        unlabelled,
    )  # fmt: skip
    if got is None:  # nothing judged at all: the lesson says 0, as for no relevant item
        got = {"rbp.p=0.8": 0.0, "rbp_resid.p=0.8": 1.0, f"ERR@{len(ranking)}": 0.0}
    assert (
        rank_biased_precision(ranking, judgments, p=0.8, unlabelled=unlabelled) == got["rbp.p=0.8"]
    )
    assert rbp_residual(ranking, judgments, p=0.8, unlabelled=unlabelled) == got["rbp_resid.p=0.8"]
    assert expected_reciprocal_rank(ranking, judgments) == got[f"ERR@{len(ranking)}"]


def test_lesson_values_equal_the_printed_command_line(tmp_path):
    q, r = trec_files(tmp_path, *GRADED)
    printed = cli(
        "-M", 4, "-m", "Rprec", "-m", "11pt_avg", "-m", "rbp.p=0.8", "-m", "ERR.4", q, r
    )  # fmt: skip
    ranking, judgments = GRADED
    assert printed["Rprec"] == f"{r_precision(ranking, judgments, 4):.4f}"
    assert printed["11pt_avg"] == f"{eleven_point_average(ranking, judgments, 4):.4f}"
    assert printed["rbp_p=0.8"] == f"{rank_biased_precision(ranking, judgments, 4, p=0.8):.4f}"
    assert printed["ERR_4"] == f"{expected_reciprocal_rank(ranking, judgments, 4):.4f}"


grades = st.dictionaries(st.sampled_from("ABCDEFGH"), st.integers(0, 3), max_size=8)
orders = st.permutations(list("ABCDEFGH")).map(lambda xs: xs[:6])


@settings(max_examples=60, deadline=None)
@given(order=orders, judged=grades)
def test_reader_and_curve_values_stay_in_zero_one(order, judged):
    for value in (
        r_precision(order, judged), eleven_point_average(order, judged),
        rank_biased_precision(order, judged), expected_reciprocal_rank(order, judged),
    ):  # fmt: skip
        assert 0.0 <= value <= 1.0


# --- sampled metrics --------------------------------------------------------------------


@pytest.mark.parametrize("rank, n, k", [(1, 100, 10), (80, 100, 10), (500, 50, 5), (999, 998, 10)])
def test_sampled_hit_chance_equals_scipy_hypergeometric(rank, n, k):
    from scipy.stats import hypergeom

    oracle = hypergeom.cdf(k - 1, 999, rank - 1, n)
    assert sampled_hit_chance(rank, n, k) == pytest.approx(oracle, rel=1e-9, abs=1e-12)


def test_every_negative_drawn_is_the_full_hit():
    assert [sampled_hit_chance(r, 999, 10) for r in (1, 10, 11, 1000)] == [1.0, 1.0, 0.0, 0.0]


def test_fewer_negatives_than_k_is_always_a_hit():
    assert sampled_hit_chance(1000, 5, 10) == 1.0


def test_sampled_hit_at_ten_orders_the_rankers_the_other_way_round():
    s = summary(sampled_table(1, 100))
    assert s["a"]["full"] > s["b"]["full"]
    assert s["a"]["expected"] < s["b"]["expected"]
    assert s["a"]["sampled"] < s["b"]["sampled"]


def test_simulation_mean_is_close_to_the_exact_expectation():
    # 20 seeds × 50 users: the simulated share within 0.05 of the expectation.
    for name in ("a", "b"):
        sims = [summary(sampled_table(seed, 100))[name] for seed in range(1, 21)]
        simulated = sum(s["sampled"] for s in sims) / len(sims)
        expected = sum(s["expected"] for s in sims) / len(sims)
        assert abs(simulated - expected) < 0.05


def test_a_seed_reproduces_its_catalogue_and_sample():
    assert sampled_table(7, 100).equals(sampled_table(7, 100))
    assert not full_ranks(7).equals(full_ranks(8))
    # The catalogue does not depend on n: only the sample does.
    assert sampled_table(7, 50)["rank_a"].equals(sampled_table(7, 100)["rank_a"])


def test_by_sample_size_ends_on_the_full_hit():
    t = by_sample_size(3, (100, 999))
    full = summary(sampled_table(3, 100))
    last = t[t["negatives"] == 999].set_index("ranker")["hit"]
    assert last["a"] == pytest.approx(full["a"]["full"])
    assert last["b"] == pytest.approx(full["b"]["full"])


def test_sampled_sizes_are_checked():
    with pytest.raises(ValueError, match="negatives must be at most"):
        sampled_hit_chance(3, 1000, 10)
    with pytest.raises(ValueError, match="rank must be between"):
        sampled_hit_chance(0, 100, 10)


# --- links --------------------------------------------------------------------------------


def test_reader_link_carries_p_model_and_unlabelled():
    read = link.read(
        {"ranking": ["A,B"], "qrels": ["B:1"], "p": ["0.5"], "model": ["err"],
         "unlabelled": ["unjudged"], "step": ["2"]}, "reader_models",
    )  # fmt: skip
    assert read.choices == {"p": "0.5", "model": "err", "unlabelled": "unjudged"}
    assert read.step == 2
    assert link.write(read)["p"] == "0.5"


def test_sampled_link_carries_seed_and_negatives_but_no_list():
    read = link.read({"seed": ["7"], "negatives": ["20"], "step": ["3"]}, "sampled")
    assert read.choices == {"seed": "7", "negatives": "20"} and read.step == 3
    written = link.write(
        link.Link("sampled", read.scenario or EX1_SCENARIO(), choices=read.choices)
    )
    assert "ranking" not in written and written["seed"] == "7"


def test_a_bad_seed_in_a_link_is_named_and_the_default_kept():
    read = link.read({"seed": ["x9"]}, "sampled")
    assert read.choices == {} and read.problems[0][1].field == "seed"


def EX1_SCENARIO():
    from course.scenario import Scenario

    return Scenario(tuple(EX1[0]), tuple(EX1[1].items()))


def test_rbp_default_persistence_matches_trec_eval():
    assert math.isclose(
        rank_biased_precision(*EX1), api(None, EX1[0], EX1[1], ["rbp"])["rbp"], rel_tol=0
    )

"""The paired tests against SciPy, and the randomization test's sanity."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import special, stats

from metrics.stats import betainc, compare, t_test_p_value

scores = st.lists(st.floats(0, 1, allow_nan=False), min_size=3, max_size=40)


@given(st.floats(0.1, 50), st.floats(0.1, 50), st.floats(0, 1))
def test_incomplete_beta_matches_scipy(a, b, x):
    assert betainc(a, b, x) == pytest.approx(special.betainc(a, b, x), abs=1e-9)


@given(st.floats(-50, 50), st.integers(1, 500))
def test_t_p_value_matches_scipy(t, df):
    assert t_test_p_value(t, df) == pytest.approx(2 * stats.t.sf(abs(t), df), abs=1e-9)


@settings(max_examples=60, deadline=None)
@given(scores, st.randoms())
def test_paired_t_test_interval_and_effect_size_match_scipy(a, rnd):
    b = [min(1.0, max(0.0, x + rnd.uniform(-0.3, 0.3))) for x in a]
    d = np.array(b) - np.array(a)
    if np.std(d) < 1e-9:
        return
    ours = compare(a, b, trials=200)
    theirs = stats.ttest_rel(b, a)
    assert ours.t_statistic == pytest.approx(theirs.statistic, rel=1e-9)
    assert ours.t_p_value == pytest.approx(theirs.pvalue, abs=1e-9)
    low, high = stats.t.interval(0.95, len(d) - 1, loc=d.mean(), scale=stats.sem(d))
    assert ours.t_interval == pytest.approx((low, high), abs=1e-7)
    assert ours.effect_size == pytest.approx(d.mean() / d.std(ddof=1))
    assert ours.mean_a == pytest.approx(np.mean(a)) and ours.mean_b == pytest.approx(np.mean(b))
    lo, hi = ours.bootstrap_interval
    assert lo <= d.mean() + 1e-12 and d.mean() - 1e-12 <= hi


def test_identical_runs_are_all_ties_with_p_one():
    c = compare([0.1, 0.5, 0.9], [0.1, 0.5, 0.9], trials=500)
    assert (c.wins, c.ties, c.losses) == (0, 3, 0)
    assert c.t_p_value == 1.0
    assert c.randomization_p_value == 1.0


def test_a_clear_improvement_has_small_p_values():
    rng = np.random.default_rng(1)
    a = rng.uniform(0, 0.5, 50)
    c = compare(a, a + 0.2, trials=2000)
    assert c.wins == 50
    assert c.t_p_value == 0.0 or c.t_p_value < 1e-6
    assert c.randomization_p_value == pytest.approx(1 / 2001)


def test_randomization_agrees_roughly_with_the_t_test_on_normal_differences():
    rng = np.random.default_rng(7)
    a = rng.uniform(0.3, 0.7, 60)
    b = a + rng.normal(0.02, 0.1, 60)
    c = compare(a, b, trials=20_000)
    assert math.isclose(c.randomization_p_value, c.t_p_value, abs_tol=0.05)


def test_randomization_p_is_reproducible():
    assert compare([0.1, 0.4, 0.2], [0.3, 0.5, 0.1]) == compare([0.1, 0.4, 0.2], [0.3, 0.5, 0.1])


def test_fewer_than_two_queries_is_refused():
    with pytest.raises(ValueError, match="at least 2 queries"):
        compare([0.5], [0.6])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.floats(-1, 1, allow_nan=False), min_size=2, max_size=10))
def test_exact_sign_flip_p_counts_every_flip(d):
    import itertools

    from metrics.stats import exact_sign_flip_p

    observed = abs(np.mean(d)) - 1e-12
    flips = list(itertools.product((-1, 1), repeat=len(d)))
    expected = sum(abs(np.mean(np.array(s) * d)) >= observed for s in flips) / len(flips)
    assert exact_sign_flip_p(d) == pytest.approx(expected)


def test_twenty_queries_or_fewer_get_the_exact_test():
    rng = np.random.default_rng(1)
    a, b = rng.random(20), rng.random(20)
    assert compare(a, b).exact and compare(a, b).trials == 2**20
    assert not compare(rng.random(21), rng.random(21), trials=300).exact


def test_a_tiny_p_value_is_written_as_an_upper_bound():
    from metrics.stats import format_p

    assert format_p(1e-9) == "< 0.0001" and format_p(0.5) == "0.5"


@given(st.lists(st.floats(0, 1, allow_nan=False), min_size=1, max_size=12))
def test_holm_matches_its_definition(p):
    from metrics.stats import holm

    m = len(p)
    order = sorted(range(m), key=p.__getitem__)
    for rank, i in enumerate(order):
        expected = max(min(1.0, (m - j) * p[order[j]]) for j in range(rank + 1))
        assert holm(p)[i] == pytest.approx(expected)
    assert all(a >= b - 1e-12 for a, b in zip(holm(p), p))

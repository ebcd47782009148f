"""The run comparison (course.comparison): SciPy's paired t-test, sign-flip
test and bootstrap, with this app's rules for degenerate input."""

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from scipy import stats

from course.comparison import EXACT_UP_TO, compare, format_p, holm

scores = st.lists(st.floats(0, 1, allow_nan=False), min_size=3, max_size=40)


@settings(max_examples=60, deadline=None)
@given(scores, st.randoms())
def test_paired_t_test_interval_and_effect_size_are_the_textbook_ones(a, rnd):
    b = [min(1.0, max(0.0, x + rnd.uniform(-0.3, 0.3))) for x in a]
    d = np.array(b) - np.array(a)
    if np.std(d) < 1e-9:
        return
    ours = compare(a, b, trials=200)
    t = d.mean() / (d.std(ddof=1) / math.sqrt(len(d)))
    assert ours.t_statistic == pytest.approx(t, rel=1e-9)
    assert ours.t_p_value == pytest.approx(2 * stats.t.sf(abs(t), len(d) - 1), abs=1e-9)
    half = stats.t.ppf(0.975, len(d) - 1) * d.std(ddof=1) / math.sqrt(len(d))
    assert ours.t_interval == pytest.approx((d.mean() - half, d.mean() + half), abs=1e-7)
    assert ours.effect_size == pytest.approx(d.mean() / d.std(ddof=1))
    assert ours.mean_a == pytest.approx(np.mean(a)) and ours.mean_b == pytest.approx(np.mean(b))
    lo, hi = ours.bootstrap_interval
    assert lo <= d.mean() + 1e-12 and d.mean() - 1e-12 <= hi


def test_identical_runs_are_all_ties_with_p_one():
    c = compare([0.1, 0.5, 0.9], [0.1, 0.5, 0.9], trials=500)
    assert (c.wins, c.ties, c.losses) == (0, 3, 0)
    assert c.t_p_value == 1.0 and c.t_statistic == 0.0
    assert c.randomization_p_value == 1.0
    assert c.t_interval == c.bootstrap_interval == (0.0, 0.0)


def test_the_same_gain_on_every_query_has_an_infinite_t_and_p_zero():
    c = compare([0.25, 0.5, 0.75], [0.5, 0.75, 1.0])  # exactly 0.25 each
    assert c.t_statistic == math.inf and c.t_p_value == 0.0
    assert c.t_interval == c.bootstrap_interval == (0.25, 0.25)


def test_a_clear_improvement_has_small_p_values():
    """Two-sided, as SciPy forms it: twice the smaller tail, each tail with
    the observed pattern counted (1 / 2001 with 2,000 random flips)."""
    rng = np.random.default_rng(1)
    a = rng.uniform(0, 0.5, 50)
    c = compare(a, a + 0.2, trials=2000)
    assert c.wins == 50
    assert c.t_p_value == 0.0 or c.t_p_value < 1e-6
    assert c.randomization_p_value == pytest.approx(2 / 2001)


def test_randomization_agrees_roughly_with_the_t_test_on_normal_differences():
    rng = np.random.default_rng(7)
    a = rng.uniform(0.3, 0.7, 60)
    b = a + rng.normal(0.02, 0.1, 60)
    c = compare(a, b, trials=20_000)
    assert math.isclose(c.randomization_p_value, c.t_p_value, abs_tol=0.05)


def test_randomization_p_is_reproducible():
    rng = np.random.default_rng(3)
    a, b = rng.random(30), rng.random(30)
    assert compare(a, b) == compare(a, b)


def test_fewer_than_two_queries_is_refused():
    with pytest.raises(ValueError, match="at least 2 queries"):
        compare([0.5], [0.6])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.floats(-1, 1, allow_nan=False), min_size=2, max_size=10))
@example([0, 1e-12, -0.5847308489758202, 0.548828125, -0.6374971533326401, -0.27634315288926226, 0, 0.95])  # fmt: skip
# (that one nearly cancels: SciPy's float tolerance said 0.9375)
@example([1.0, 1e-300, -1.0])  # flips of 1e-300 change the mean by less than float rounding
def test_the_exact_sign_flip_p_is_the_share_of_every_flip_at_least_as_far_out(d):
    exact = [Fraction(x) for x in d]
    observed = abs(sum(exact))
    flips = list(itertools.product((-1, 1), repeat=len(d)))
    expected = sum(abs(sum(s * x for s, x in zip(signs, exact))) >= observed for signs in flips)
    got = compare(np.zeros(len(d)), np.array(d))
    assert got.exact and got.trials == 2 ** len(d)
    assert got.randomization_p_value == expected / len(flips)


def test_up_to_fourteen_queries_get_the_exact_test():
    rng = np.random.default_rng(1)
    a, b = rng.random(EXACT_UP_TO), rng.random(EXACT_UP_TO)
    assert EXACT_UP_TO == 14
    assert compare(a, b).exact and compare(a, b).trials == 2**14
    assert not compare(rng.random(15), rng.random(15), trials=300).exact


def test_a_tiny_p_value_is_written_as_an_upper_bound():
    assert format_p(1e-9) == "< 0.0001" and format_p(0.5) == "0.5"


@given(st.lists(st.floats(0, 1, allow_nan=False), min_size=1, max_size=12))
def test_holm_matches_its_definition(p):
    m = len(p)
    order = sorted(range(m), key=p.__getitem__)
    for rank, i in enumerate(order):
        expected = max(min(1.0, (m - j) * p[order[j]]) for j in range(rank + 1))
        assert holm(p)[i] == pytest.approx(expected)
    assert all(a >= b - 1e-12 for a, b in zip(holm(p), p))

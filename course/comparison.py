"""Comparing two runs query by query: wins, ties, losses, intervals and two
paired tests, taken from :mod:`scipy.stats` except the exact sign flips.

Both tests ask the same question: *if the two systems were equally good, how
often would a mean difference at least this large appear just by chance?*
That probability is the p-value; small values (say below 0.05) mean the
difference is unlikely to be luck.

* paired t-test (``scipy.stats.ttest_rel``): assumes the per-query
  differences are roughly normal;
* sign-flip (randomization) test: makes no such assumption; it flips the
  sign of each query's difference, every way up to :data:`EXACT_UP_TO`
  queries (in exact arithmetic), else at random
  (``scipy.stats.permutation_test``)
  (Smucker, Allan and Carterette, CIKM 2007, recommend it for IR evaluation).
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass

import numpy as np
from scipy import stats


@dataclass(frozen=True)
class Comparison:
    """The outcome of comparing run B to run A on one measure."""

    n: int
    wins: int  # B better than A
    ties: int
    losses: int
    mean_difference: float  # mean of B − A
    t_statistic: float
    t_p_value: float
    randomization_p_value: float
    trials: int
    mean_a: float = math.nan
    mean_b: float = math.nan
    effect_size: float = math.nan  # mean difference / its standard deviation (Cohen's d_z)
    t_interval: tuple[float, float] = (math.nan, math.nan)  # 95 % CI of the mean difference
    bootstrap_interval: tuple[float, float] = (math.nan, math.nan)  # 95 %, percentile bootstrap
    exact: bool = False  # the sign-flip p-value enumerates every flip (n <= EXACT_UP_TO)


#: Up to this many queries the sign-flip test tries all 2^n flips, summed
#: exactly (3 ms at 14 queries, one measure; the page tests every measure at
#: once); above, it draws random flips.
EXACT_UP_TO = 14


def sign_flip_p(d, *, trials: int = 10_000, seed: int = 0) -> tuple[float, int, bool]:
    """Two-sided p-value of the sign-flip test of the mean of ``d``, the
    number of sign patterns tried and whether that was every one of them.

    Up to :data:`EXACT_UP_TO` differences every flip is summed exactly (each
    float is a ratio of integers with a power-of-two denominator), so a flip
    whose mean equals the observed one in exact arithmetic always counts as
    "at least as far out". SciPy's exact test compares float means within a
    tolerance relative to the observed mean, which rounding beats when the
    differences nearly cancel: ``[0, 1e-12, -0.58…, 0.55…, -0.64…, -0.28…, 0,
    0.95]`` gave 0.9375 instead of 0.96875. Above, ``trials`` random flips
    through :func:`scipy.stats.permutation_test`.

    >>> sign_flip_p([0.1, 0.2, 0.3])  # only all-plus and all-minus reach 0.2 (of 8)
    (0.25, 8, True)
    """
    d = np.asarray(d, dtype=float)
    if len(d) <= EXACT_UP_TO:
        return _exact_sign_flip_p(d), 2 ** len(d), True
    result = stats.permutation_test(
        (d,), np.mean, vectorized=True, permutation_type="samples", alternative="two-sided",
        n_resamples=trials, batch=1 << 16, rng=seed,
    )  # fmt: skip
    return float(result.pvalue), trials, False


def _exact_sign_flip_p(d: np.ndarray) -> float:
    """Share of all 2^n sign patterns whose sum is at least as far from 0 as
    the observed sum, counted in exact integer arithmetic."""
    ratios = [float(x).as_integer_ratio() for x in d]
    scale = max(den for _, den in ratios)  # every denominator is a power of two
    sums = [0]
    for num, den in ratios:
        v = num * (scale // den)
        sums = [s + v for s in sums] + [s - v for s in sums]
    observed = abs(sum(num * (scale // den) for num, den in ratios))
    return sum(abs(s) >= observed for s in sums) / len(sums)


def bootstrap_interval(d, *, resamples: int = 10_000, seed: int = 0) -> tuple[float, float]:
    """95 % percentile-bootstrap interval of the mean of ``d`` (queries drawn
    with replacement; a fixed ``seed``, so a page shows the same interval).

    >>> bootstrap_interval([0.2, 0.2, 0.2])
    (0.2, 0.2)
    """
    d = np.asarray(d, dtype=float)
    if np.ptp(d) == 0:  # every resample has the same mean
        return float(d[0]), float(d[0])
    result = stats.bootstrap(
        (d,), np.mean, n_resamples=resamples, method="percentile", rng=seed,
        confidence_level=0.95,
    )  # fmt: skip
    return float(result.confidence_interval.low), float(result.confidence_interval.high)


def format_p(p: float) -> str:
    """A p-value for reading: four decimals, and ``< 0.0001`` rather than 0.

    >>> format_p(0.0), format_p(0.04512), format_p(1.0)
    ('< 0.0001', '0.0451', '1')
    """
    if p < 1e-4:
        return "< 0.0001"
    return f"{p:.4f}".rstrip("0").rstrip(".")


def compare(
    a, b, *, trials: int = 10_000, seed: int = 0, tie_tolerance: float = 1e-12
) -> Comparison:
    """Compare per-query scores ``b`` against ``a`` (same queries, same order).

    A query whose scores differ by less than ``tie_tolerance`` is a tie.
    Degenerate input: when every difference is the same, the t statistic
    is 0 (all zero: p = 1) or infinite (p = 0), and both intervals are that
    difference. The sign-flip test tries every flip up to
    :data:`EXACT_UP_TO` queries; above, ``trials`` random flips with a fixed
    ``seed``, so a page shows the same p-value every time.

    Examples
    --------
    >>> c = compare([0.2, 0.4, 0.5, 0.3], [0.3, 0.6, 0.5, 0.5])
    >>> (c.wins, c.ties, c.losses), round(c.mean_difference, 4), round(c.t_p_value, 4)
    ((3, 1, 0), 0.125, 0.0796)
    """
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    if a.shape != b.shape or a.ndim != 1:
        raise ValueError("a and b must be lists of per-query scores of the same length")
    if len(a) < 2:
        raise ValueError(f"need at least 2 queries to compare, got {len(a)}")
    d = b - a
    n = len(d)
    mean, sd = float(d.mean()), float(d.std(ddof=1))
    if sd == 0:  # SciPy's t-test gives nan here
        t = 0.0 if mean == 0 else math.copysign(math.inf, mean)
        p_t, t_interval = (1.0 if mean == 0 else 0.0), (mean, mean)
    else:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # precision loss, all but equal
            test = stats.ttest_rel(b, a)
        t, p_t = float(test.statistic), float(test.pvalue)
        low, high = test.confidence_interval(0.95)
        t_interval = (float(low), float(high))
    p_flip, tried, exact = sign_flip_p(d, trials=trials, seed=seed)
    return Comparison(
        n=n, wins=int((d > tie_tolerance).sum()), ties=int((abs(d) <= tie_tolerance).sum()),
        losses=int((d < -tie_tolerance).sum()), mean_difference=mean, t_statistic=t,
        t_p_value=p_t, randomization_p_value=p_flip, trials=tried,
        mean_a=float(a.mean()), mean_b=float(b.mean()),
        effect_size=mean / sd if sd > 0 else (0.0 if mean == 0 else math.copysign(math.inf, mean)),
        t_interval=t_interval, bootstrap_interval=bootstrap_interval(d, seed=seed), exact=exact,
    )  # fmt: skip


def holm(p_values) -> list[float]:
    """Holm's step-down adjustment of p-values for testing several measures
    at once: the smallest is multiplied by the number of tests, the next by
    one fewer, and so on, never decreasing, never above 1 (SciPy has no
    Holm; its ``false_discovery_control`` controls another error rate).

    >>> [round(p, 4) for p in holm([0.01, 0.04, 0.03])]
    [0.03, 0.06, 0.06]
    """
    p = list(p_values)
    order = sorted(range(len(p)), key=p.__getitem__)
    adjusted, running = [0.0] * len(p), 0.0
    for position, i in enumerate(order):
        running = max(running, min(1.0, (len(p) - position) * p[i]))
        adjusted[i] = running
    return adjusted

"""Comparing two runs query by query: wins, ties, losses and two paired tests.

Both tests ask the same question: *if the two systems were equally good, how
often would a mean difference at least this large appear just by chance?*
That probability is the p-value; small values (say below 0.05) mean the
difference is unlikely to be luck.

* paired t-test: assumes the per-query differences are roughly normal;
* randomization (permutation) test: makes no such assumption; it flips the
  sign of each query's difference at random many times (Smucker, Allan and
  Carterette, CIKM 2007, recommend it for IR evaluation).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np


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


#: Up to this many queries the sign-flip test enumerates all 2^n flips.
EXACT_UP_TO = 20


def t_critical(df: int, level: float = 0.95) -> float:
    """The two-sided critical value of Student's t: P(|T| > t) = 1 − level.

    >>> round(t_critical(10), 4), round(t_critical(1000), 3)
    (2.2281, 1.962)
    """
    low, high = 0.0, 1e3
    for _ in range(200):  # bisection on the p-value, which falls as t grows
        mid = (low + high) / 2
        if t_test_p_value(mid, df) > 1 - level:
            low = mid
        else:
            high = mid
    return (low + high) / 2


def exact_sign_flip_p(d) -> float:
    """Two-sided p-value of the sign-flip test over every one of the 2^n
    sign patterns (no randomness): the share whose |mean| is at least the
    observed |mean|.

    >>> exact_sign_flip_p([0.1, 0.2, 0.3])  # only the all-plus and all-minus patterns reach it
    0.25
    """
    d = np.asarray(d, dtype=float)
    n = len(d)
    observed = abs(d.mean()) - 1e-12
    extreme = 0
    bits = np.arange(n, dtype=np.int64)
    for start in range(0, 2**n, 1 << 16):
        patterns = np.arange(start, min(2**n, start + (1 << 16)), dtype=np.int64)
        signs = ((patterns[:, None] >> bits) & 1) * 2 - 1
        extreme += int((np.abs(signs @ d) / n >= observed).sum())
    return extreme / 2**n


def bootstrap_interval(d, *, resamples: int = 10_000, seed: int = 0) -> tuple[float, float]:
    """95 % percentile-bootstrap interval of the mean of ``d`` (queries drawn
    with replacement; a fixed ``seed``, so a page shows the same interval)."""
    d = np.asarray(d, dtype=float)
    rng = np.random.default_rng(seed)
    means = np.empty(resamples)
    for start in range(0, resamples, 1000):
        size = min(1000, resamples - start)
        means[start : start + size] = d[rng.integers(0, len(d), size=(size, len(d)))].mean(axis=1)
    low, high = np.quantile(means, [0.025, 0.975])
    return float(low), float(high)


def format_p(p: float) -> str:
    """A p-value for reading: four decimals, and ``< 0.0001`` rather than 0.

    >>> format_p(0.0), format_p(0.04512), format_p(1.0)
    ('< 0.0001', '0.0451', '1')
    """
    if p < 1e-4:
        return "< 0.0001"
    return f"{p:.4f}".rstrip("0").rstrip(".")


def _betacf(a: float, b: float, x: float) -> float:
    """Continued fraction of the incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c if abs(1.0 + aa / c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c if abs(1.0 + aa / c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-15:
            break
    return h


def betainc(a: float, b: float, x: float, y: float | None = None) -> float:
    """Regularized incomplete beta function I_x(a, b); ``y`` = 1 − x, when
    the caller knows it more precisely than ``1 - x`` would give.

    >>> round(betainc(2, 3, 0.4), 6)
    0.5248
    """
    y = 1.0 - x if y is None else y
    if x <= 0:
        return 0.0
    if y <= 0:
        return 1.0
    log_front = (
        math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log(y)
    )
    front = math.exp(log_front)
    if x < (a + 1) / (a + b + 2):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, y) / b


def t_test_p_value(t: float, df: int) -> float:
    """Two-sided p-value of Student's t with ``df`` degrees of freedom.

    >>> round(t_test_p_value(2.0, 10), 6)
    0.073388
    """
    if math.isnan(t):
        return 1.0
    if math.isinf(t):
        return 0.0
    return betainc(df / 2, 0.5, df / (df + t * t), t * t / (df + t * t))


def compare(
    a, b, *, trials: int = 10_000, seed: int = 0, tie_tolerance: float = 1e-12
) -> Comparison:
    """Compare per-query scores ``b`` against ``a`` (same queries, same order).

    A query whose scores differ by less than ``tie_tolerance`` is a tie.
    The sign-flip test enumerates every flip up to :data:`EXACT_UP_TO`
    queries (exact); above, it draws ``trials`` random flips with a fixed
    ``seed``, so a page shows the same p-value every time. The result also
    holds both means, the effect size d_z = mean(B − A) / sd(B − A) and two
    95 % intervals of the mean difference: Student's t and the percentile
    bootstrap.

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
    wins = int((d > tie_tolerance).sum())
    losses = int((d < -tie_tolerance).sum())
    mean = float(d.mean())
    sd = float(d.std(ddof=1))
    if sd == 0:
        t = 0.0 if mean == 0 else math.copysign(math.inf, mean)
    else:
        t = mean / (sd / math.sqrt(n))
    exact = n <= EXACT_UP_TO
    if exact:
        p_flip = exact_sign_flip_p(d)
    else:
        rng = np.random.default_rng(seed)
        observed = abs(mean) - 1e-12
        extreme, done = 0, 0
        chunk = max(1, min(trials, 2_000_000 // n))
        while done < trials:
            size = min(chunk, trials - done)
            signs = rng.integers(0, 2, size=(size, n), dtype=np.int8) * 2 - 1
            extreme += int((np.abs(signs @ d) / n >= observed).sum())
            done += size
        p_flip = (extreme + 1) / (trials + 1)
    half = t_critical(n - 1) * sd / math.sqrt(n)
    return Comparison(
        n=n, wins=wins, ties=n - wins - losses, losses=losses, mean_difference=mean,
        t_statistic=t, t_p_value=t_test_p_value(t, n - 1),
        randomization_p_value=p_flip, trials=2**n if exact else trials,
        mean_a=float(a.mean()), mean_b=float(b.mean()),
        effect_size=mean / sd if sd > 0 else (0.0 if mean == 0 else math.copysign(math.inf, mean)),
        t_interval=(mean - half, mean + half), bootstrap_interval=bootstrap_interval(d, seed=seed),
        exact=exact,
    )  # fmt: skip


def holm(p_values) -> list[float]:
    """Holm's step-down adjustment of p-values for testing several measures
    at once: the smallest is multiplied by the number of tests, the next by
    one fewer, and so on, never decreasing, never above 1.

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

r"""Sampled metrics (Krichene & Rendle, KDD 2020, "On Sampled Metrics for
Item Recommendation").

A recommender is often scored per user on one held-out item. Ranking it
against the whole catalogue of N items gives its *full* rank r; many papers
instead rank it against n negatives drawn at random, and count a hit when it
lands in the top k of those n + 1. The sampled rank is 1 + X, where X (the
sampled negatives that outrank it) follows a hypergeometric law: n drawn,
without replacement, from N − 1 negatives of which r − 1 outrank it. So

.. math::

    P(\text{sampled hit@}k \mid r) = \sum_{x=0}^{k-1}
        \frac{\binom{r-1}{x}\binom{N-r}{n-x}}{\binom{N-1}{n}}

which is far from the full hit [r ≤ k]: an item at full rank 80 of 1,000
is a miss at k = 10, but among 100 sampled negatives only about 8 outrank
it, so it is a sampled hit three times in four. Sampled Hit@k rewards the middle
of the ranking, and can order two rankers the other way round from the
full Hit@k.
"""

from __future__ import annotations

import math
import re

import numpy as np
import pandas as pd

from ..coded_error import CodedError

#: The generated catalogue: items, users, and each ranker's mix of full
#: ranks: (share of users whose item it puts in the top 10, the range of
#: full ranks of the others).
CATALOGUE = 1000


class SampledInputError(CodedError):
    """Sizes or ranks the sampled metrics cannot use (:class:`CodedError`);
    ``what`` names the field (``catalogue``, ``negatives``, ``K``, ``ranks``)."""

    CODES = {
        "not_whole": ("what", "given"),
        "not_whole_at": ("what", "given", "number"),
        "no_ranks": (),
        "too_many_ranks": ("most", "n"),
        "too_many_negatives": ("most", "given"),
        "full_rank": ("most",),
        "sampled_rank": ("most",),
    }


USERS = 50
RANKERS = {"a": (0.30, (11, CATALOGUE)), "b": (0.12, (11, 150))}


def _check_sizes(negatives: int, k: int, catalogue: int) -> None:
    for name, value in (("negatives", negatives), ("k", k), ("catalogue", catalogue)):
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 1:
            raise ValueError(f"{name} must be a whole number of at least 1, got {value!r}")
    if negatives > catalogue - 1:
        raise SampledInputError(
            "too_many_negatives",
            f"negatives must be at most catalogue − 1 = {catalogue - 1}, got {negatives!r}",
            most=catalogue - 1, given=negatives,
        )  # fmt: skip


def sampled_hit_chance(rank: int, negatives: int, k: int, catalogue: int = CATALOGUE) -> float:
    r"""The chance that an item at full rank ``rank`` is a sampled hit@k
    against ``negatives`` drawn from the other ``catalogue − 1`` items.

    .. math:: \sum_{x=0}^{k-1} \binom{r-1}{x}\binom{N-r}{n-x} \Big/ \binom{N-1}{n}

    Exact (whole-number arithmetic, one division). With every negative
    drawn (n = N − 1) it is the full hit, 1 or 0.

    Examples
    --------
    >>> sampled_hit_chance(1, 100, 10)
    1.0
    >>> round(sampled_hit_chance(80, 100, 10), 3)
    0.742
    >>> sampled_hit_chance(80, 999, 10)
    0.0
    """
    _check_sizes(negatives, k, catalogue)
    if not 1 <= rank <= catalogue:
        raise ValueError(f"rank must be between 1 and {catalogue}, got {rank!r}")
    above, below = rank - 1, catalogue - rank
    ways = sum(
        math.comb(above, x) * math.comb(below, negatives - x) for x in range(min(k, negatives + 1))
    )
    return ways / math.comb(catalogue - 1, negatives)


def full_ranks(seed: int, users: int = USERS, catalogue: int = CATALOGUE) -> pd.DataFrame:
    """Each user's held-out item's full rank under two generated rankers.

    Ranker A puts 30 % of the items in its top 10 and scatters the rest over
    the whole catalogue; ranker B gets only 12 % into its top 10 but keeps
    the rest near the top (ranks 11–150). Full Hit@10 prefers A. Columns
    ``user``, ``rank_a``, ``rank_b``; the same ``seed`` gives the same ranks.

    Examples
    --------
    >>> t = full_ranks(1)
    >>> len(t), bool(t["rank_b"].max() <= 150)
    (50, True)
    """
    rng = np.random.default_rng([seed, 0])
    out = {"user": np.arange(1, users + 1)}
    for name, (top, (low, high)) in RANKERS.items():
        in_top = rng.random(users) < top
        out[f"rank_{name}"] = np.where(
            in_top, rng.integers(1, 11, users), rng.integers(low, min(high, catalogue) + 1, users)
        )
    return pd.DataFrame(out)


def sampled_table(
    seed: int, negatives: int, k: int = 10, users: int = USERS, catalogue: int = CATALOGUE
) -> pd.DataFrame:
    """One row per user, for both rankers: the full rank, the full hit, the
    sampled negatives drawn above the item (a simulation with ``seed``), the
    sampled rank, the sampled hit and its exact chance.

    Columns, for each ranker ``a`` and ``b``: ``rank_*``, ``hit_*``,
    ``above_*``, ``sampled_rank_*``, ``sampled_hit_*``, ``chance_*``.

    Examples
    --------
    >>> t = sampled_table(1, 100)
    >>> bool((t["sampled_rank_a"] <= t["rank_a"]).all())
    True
    """
    _check_sizes(negatives, k, catalogue)
    t = full_ranks(seed, users, catalogue)
    rng = np.random.default_rng([seed, 1])
    for name in RANKERS:
        rank = t[f"rank_{name}"].to_numpy()
        t[f"hit_{name}"] = (rank <= k).astype(int)
        above = rng.hypergeometric(rank - 1, catalogue - rank, negatives)
        t[f"above_{name}"] = above
        t[f"sampled_rank_{name}"] = above + 1
        t[f"sampled_hit_{name}"] = (above + 1 <= k).astype(int)
        t[f"chance_{name}"] = [sampled_hit_chance(int(r), negatives, k, catalogue) for r in rank]
    return t


def summary(table: pd.DataFrame) -> dict[str, dict[str, float]]:
    """Hit@k per ranker three ways: ``full``, ``sampled`` (this simulation)
    and ``expected`` (the exact mean over samples).

    >>> s = summary(sampled_table(1, 100))
    >>> s["a"]["full"] > s["b"]["full"], s["a"]["expected"] < s["b"]["expected"]
    (True, True)
    """
    return {
        name: {
            "full": float(table[f"hit_{name}"].mean()),
            "sampled": float(table[f"sampled_hit_{name}"].mean()),
            "expected": float(table[f"chance_{name}"].mean()),
        }
        for name in RANKERS
    }


def by_sample_size(
    seed: int, sizes: tuple[int, ...], k: int = 10, users: int = USERS,
    catalogue: int = CATALOGUE,
) -> pd.DataFrame:  # fmt: skip
    """The expected sampled Hit@k of both rankers at each number of
    negatives (columns ``negatives``, ``ranker``, ``hit``), the full Hit@k
    being the last size, ``catalogue − 1``.

    >>> t = by_sample_size(1, (100, 999))
    >>> t[t["negatives"] == 999]["hit"].round(2).tolist()
    [0.26, 0.06]
    """
    ranks = full_ranks(seed, users, catalogue)
    rows = []
    for n in sizes:
        for name in RANKERS:
            chances = [sampled_hit_chance(int(r), n, k, catalogue) for r in ranks[f"rank_{name}"]]
            rows.append((n, name, sum(chances) / len(chances)))
    return pd.DataFrame(rows, columns=["negatives", "ranker", "hit"])


# --- your own numbers ----------------------------------------------------------

#: The largest catalogue × (negatives + 1) the correction is computed for
#: (its table of chances has that many cells).
MAX_CELLS = 50_000_000


def _sampled_rank_chances(ranks: np.ndarray, negatives: int, catalogue: int) -> np.ndarray:
    """P(sampled rank = j + 1 | full rank r) for each r in ``ranks`` (rows)
    and j = 0 … negatives (columns): hypergeometric, as above."""
    from scipy.special import gammaln

    def log_comb(a, b):
        with np.errstate(invalid="ignore"):
            out = gammaln(a + 1) - gammaln(b + 1) - gammaln(a - b + 1)
        return np.where((b < 0) | (b > a), -np.inf, out)

    x = np.arange(negatives + 1, dtype=float)[None, :]
    above = (ranks - 1).astype(float)[:, None]
    below = (catalogue - ranks).astype(float)[:, None]
    logs = log_comb(above, x) + log_comb(below, negatives - x)
    return np.exp(logs - log_comb(np.float64(catalogue - 1), np.float64(negatives)))


def corrected_hit_values(negatives: int, k: int, catalogue: int, gamma: float = 0.01) -> np.ndarray:
    r"""Krichene & Rendle's corrected metric: the value to count for a user
    whose item comes at sampled rank j (j = 1 … n + 1), in place of the
    sampled hit [j ≤ k].

    The values x minimise, over every full rank r a user's item can have
    (each equally likely),

    .. math:: \sum_{r=1}^{N} \Big( \mathrm{E}[x_{\tilde r} \mid r] - [r \le k] \Big)^2
              + \gamma \, \mathrm{Var}[x_{\tilde r} \mid r]

    (the bias of the estimate, and γ times its variance: KDD 2020, section
    5, "minimal bias and variance"; γ = 0 is their bias-minimising
    correction). Solved in closed form:
    ((1 − γ) AᵀA + γ D) x = Aᵀb, with A[r, j] = P(sampled rank j | r),
    b[r] = [r ≤ k] and D = diag(Σ_r A[r, j]).

    Degenerate rule: with every negative drawn (n = N − 1) the sampled rank
    is the full rank and x is the full hit itself.

    Examples
    --------
    >>> corrected_hit_values(4, 2, 5).round(6).tolist()
    [1.0, 1.0, 0.0, 0.0, 0.0]

    Ranker B of this lesson (seed 1) has a full Hit@10 of 0.06 and an
    expected sampled Hit@10 of 0.67; the correction's expectation is back
    near 0.06:

    >>> b = full_ranks(1)["rank_b"].tolist()
    >>> round(own_numbers(100, 10, 1000, full=b)["corrected"], 3)
    0.061
    """
    _check_sizes(negatives, k, catalogue)
    if not 0 <= gamma <= 1:
        raise ValueError(f"gamma must be between 0 and 1, got {gamma!r}")
    if catalogue * (negatives + 1) > MAX_CELLS:
        raise ValueError(
            f"catalogue × (negatives + 1) must be at most {MAX_CELLS:,} for the correction, "
            f"got {catalogue:,} × {negatives + 1:,}"
        )
    gram = np.zeros((negatives + 1, negatives + 1))
    right = np.zeros(negatives + 1)
    mass = np.zeros(negatives + 1)
    step = max(1, MAX_CELLS // 50 // (negatives + 1))
    for start in range(1, catalogue + 1, step):
        ranks = np.arange(start, min(start + step, catalogue + 1))
        a = _sampled_rank_chances(ranks, negatives, catalogue)
        gram += a.T @ a
        right += a.T @ (ranks <= k).astype(float)
        mass += a.sum(axis=0)
    system = (1 - gamma) * gram + gamma * np.diag(mass)
    return np.linalg.lstsq(system, right, rcond=None)[0]


def own_numbers(
    negatives: int, k: int, catalogue: int, *, full: list[int] | None = None,
    sampled: list[int] | None = None, gamma: float = 0.01,
) -> dict[str, float | None]:  # fmt: skip
    """Hit@k from a team's own ranks, every way the lesson shows it.

    Parameters
    ----------
    full : list of int, optional
        Each user's held-out item's rank among the whole catalogue.
    sampled : list of int, optional
        Each user's rank among the ``negatives`` sampled items plus it.

    Returns
    -------
    dict
        ``full`` (Hit@k against everything), ``expected`` (the sampled
        Hit@k's exact mean over every draw of negatives), ``sampled`` (the
        Hit@k the sampled ranks give), ``corrected`` (Krichene & Rendle's
        estimate of the full Hit@k: from the sampled ranks, or else its
        expectation over the draws, from the full ranks); None where the
        ranks given cannot say.

    Examples
    --------
    >>> own = own_numbers(100, 10, 1000, full=[3, 80, 80, 400])
    >>> own["full"], round(own["expected"], 3), own["sampled"]
    (0.25, 0.621, None)
    >>> own_numbers(100, 10, 1000, sampled=[1, 12, 101])["sampled"]
    0.3333333333333333
    """
    _check_sizes(negatives, k, catalogue)
    out: dict[str, float | None] = dict.fromkeys(("full", "expected", "sampled", "corrected"))
    if full:
        ranks = np.asarray(full)
        if ranks.min() < 1 or ranks.max() > catalogue:
            raise SampledInputError(
                "full_rank", f"full ranks must be between 1 and {catalogue:,}", most=catalogue
            )
        out["full"] = float((ranks <= k).mean())
        out["expected"] = float(
            np.mean([sampled_hit_chance(int(r), negatives, k, catalogue) for r in ranks])
        )
    if sampled:
        ranks = np.asarray(sampled)
        if ranks.min() < 1 or ranks.max() > negatives + 1:
            raise SampledInputError(
                "sampled_rank",
                f"sampled ranks must be between 1 and negatives + 1 = {negatives + 1}",
                most=negatives + 1,
            )
        out["sampled"] = float((ranks <= k).mean())
    if full or sampled:
        x = corrected_hit_values(negatives, k, catalogue, gamma)
        if sampled:
            out["corrected"] = float(x[np.asarray(sampled) - 1].mean())
        else:
            chances = _sampled_rank_chances(np.asarray(full), negatives, catalogue)
            out["corrected"] = float((chances @ x).mean())
    return out


def full_hit_range(
    sampled_hit: float, negatives: int, k: int, catalogue: int
) -> tuple[float, float]:
    """Every full Hit@k a sampled Hit@k (its expectation) is compatible with.

    A sampled hit is certain at full ranks 1 … k; past them its chance falls
    from p(k + 1) to p(N). The highest full Hit@k puts users either in the
    top k or last; the lowest puts them at ranks 1 and k + 1 (or all at
    rank k + 1 or below when that is enough). Degenerate rule: with every
    negative drawn the range is the figure itself.

    >>> lo, hi = full_hit_range(0.62, 100, 10, 1000)
    >>> lo, round(hi, 4)
    (0.0, 0.62)
    >>> full_hit_range(0.5, 999, 10, 1000)
    (0.5, 0.5)
    """
    _check_sizes(negatives, k, catalogue)
    if not 0 <= sampled_hit <= 1:
        raise ValueError(f"sampled_hit must be between 0 and 1, got {sampled_hit!r}")
    if k >= catalogue:
        return (1.0, 1.0)
    after = sampled_hit_chance(k + 1, negatives, k, catalogue)
    last = sampled_hit_chance(catalogue, negatives, k, catalogue)
    low = 0.0 if sampled_hit <= after else (sampled_hit - after) / (1 - after)
    high = 1.0 if sampled_hit >= 1 else max(0.0, (sampled_hit - last) / (1 - last))
    return (min(low, 1.0), min(high, 1.0))


#: The most ranks (users) a list of ranks may hold.
MAX_RANKS = 100_000


def read_ranks(text: str, what: str = "ranks") -> list[int]:
    r"""Whole numbers typed or read from a file: one line of numbers
    separated by commas or spaces, or one per line (a CSV's last column, a
    first line of column names skipped).

    >>> read_ranks("3, 80 80\n"), read_ranks("user,rank\nu1,3\nu2,80\n")
    ([3, 80, 80], [3, 80])
    >>> read_ranks("3, x")
    Traceback (most recent call last):
    ...
    metrics.lists.sampled.SampledInputError: ranks: 'x' (number 2) is not a whole number of at least 1
    """
    lines = [line.strip() for line in str(text).strip().splitlines() if line.strip()]
    if len(lines) > 1:
        fields = [re.split(r"[,;\t ]+", line)[-1] for line in lines]
        if not re.fullmatch(r"\d+", fields[0]):
            fields = fields[1:]  # column names
    else:
        fields = [f for f in re.split(r"[,;\s]+", lines[0]) if f] if lines else []
    if not fields:
        raise SampledInputError("no_ranks", f"{what}: give at least one whole number, such as 3")
    if len(fields) > MAX_RANKS:
        raise SampledInputError(
            "too_many_ranks", f"{what}: at most {MAX_RANKS:,} numbers, got {len(fields):,}",
            most=MAX_RANKS, n=len(fields),
        )  # fmt: skip
    out = []
    for number, field in enumerate(fields, start=1):
        if not re.fullmatch(r"\d+", field) or int(field) < 1:
            raise SampledInputError(
                "not_whole_at",
                f"{what}: {field[:20]!r} (number {number}) is not a whole number of at least 1",
                what=what, given=field[:20], number=number,
            )  # fmt: skip
        out.append(int(field))
    return out


def read_whole(text: str, what: str, default: int) -> int:
    """A typed whole number of at least 1 (thousands commas allowed; empty
    gives ``default``), or ValueError naming ``what``.

    >>> read_whole("1,000", "catalogue", 10), read_whole(" ", "K", 10)
    (1000, 10)
    >>> read_whole("0", "K", 10)
    Traceback (most recent call last):
    ...
    metrics.lists.sampled.SampledInputError: K: '0' is not a whole number of at least 1
    """
    text = str(text).strip().replace(",", "")
    if not text:
        return default
    if not text.isdigit() or int(text) < 1:
        raise SampledInputError(
            "not_whole", f"{what}: {text[:20]!r} is not a whole number of at least 1",
            what=what, given=text[:20],
        )  # fmt: skip
    return int(text)

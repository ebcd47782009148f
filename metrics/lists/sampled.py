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

import numpy as np
import pandas as pd

#: The generated catalogue: items, users, and each ranker's mix of full
#: ranks: (share of users whose item it puts in the top 10, the range of
#: full ranks of the others).
CATALOGUE = 1000
USERS = 50
RANKERS = {"a": (0.30, (11, CATALOGUE)), "b": (0.12, (11, 150))}


def _check_sizes(negatives: int, k: int, catalogue: int) -> None:
    for name, value in (("negatives", negatives), ("k", k), ("catalogue", catalogue)):
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 1:
            raise ValueError(f"{name} must be a whole number of at least 1, got {value!r}")
    if negatives > catalogue - 1:
        raise ValueError(
            f"negatives must be at most catalogue − 1 = {catalogue - 1}, got {negatives!r}"
        )


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

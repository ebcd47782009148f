"""Reciprocal rank: how far down the first relevant item is."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pandas as pd

from .core import Query, prepare, step_table


def first_relevant_rank(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
) -> int | None:
    """Rank of the first relevant item in the top k, or ``None`` if there is none.

    >>> first_relevant_rank(["A", "B", "C"], {"C": 1})
    3
    """
    q = prepare(ranking, judgments, k)
    return next((i for i, rel in enumerate(q.rels, start=1) if rel), None)


def reciprocal_rank(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
) -> float:
    r"""One over the rank of the first relevant item in the top k.

    .. math:: RR@k = \frac{1}{\mathrm{rank}_1} \quad \text{where }
              \mathrm{rank}_1 = \min\{\, i \le k : \mathrm{rel}(i) = 1 \,\}

    Everything after the first relevant item is ignored. No relevant item in
    the top k → 0.0 (trec_eval ``recip_rank``, ranx ``mrr``, ir-measures
    ``RR``).

    Examples
    --------
    The first relevant item is at rank 2, so RR = 1/2:

    >>> reciprocal_rank(["A", "B", "C", "D"], {"B": 1, "D": 1})
    0.5

    Cut at k = 1, no relevant item is left:

    >>> reciprocal_rank(["A", "B", "C", "D"], {"B": 1, "D": 1}, k=1)
    0.0
    """
    first = first_relevant_rank(ranking, judgments, k)
    return 1.0 / first if first else 0.0


def reciprocal_curve(depth: int) -> pd.DataFrame:
    """RR if the first relevant item were at rank 1…``depth`` (columns ``rank``, ``rr``).

    >>> reciprocal_curve(4)["rr"].tolist()
    [1.0, 0.5, 0.3333333333333333, 0.25]
    """
    ranks = list(range(1, max(depth, 1) + 1))
    return pd.DataFrame({"rank": ranks, "rr": [1.0 / r for r in ranks]})


def reciprocal_rank_table(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
) -> pd.DataFrame:
    """Step table: ``rank``, ``item``, ``rel``, ``first`` (True on the first
    relevant rank) and ``rr`` (reciprocal rank of the top i so far).

    The last row's ``rr`` is RR@K.

    >>> reciprocal_rank_table(["A", "B", "C"], {"B": 1, "C": 1})["rr"].tolist()
    [0.0, 0.5, 0.5]
    """
    t = step_table(ranking, judgments, k)[["rank", "item", "grade", "rel", "hits"]].copy()
    t["first"] = (t["rel"] == 1) & (t["hits"] == 1)
    first = t.loc[t["first"], "rank"]
    t["rr"] = 0.0
    if len(first):
        t.loc[t["rank"] >= first.iloc[0], "rr"] = 1.0 / first.iloc[0]
    return t

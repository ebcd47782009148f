r"""DCG, IDCG and nDCG: graded relevance, discounted by rank.

.. math::

    DCG@K = \sum_{i=1}^{K} \frac{g(\mathrm{grade}_i)}{\log_2(i + 1)},
    \qquad nDCG@K = \frac{DCG@K}{IDCG@K}

with gain :math:`g(x) = x` ("linear", trec_eval ``ndcg``/``ndcg_cut``,
pytrec_eval, ranx ``ndcg``, scikit-learn ``ndcg_score``) or
:math:`g(x) = 2^x - 1` ("exponential", Burges et al. 2005; ranx
``ndcg_burges``, LightGBM/XGBoost ``ndcg``, TF-Ranking's default). IDCG@K is
the DCG@K of the best possible order of **all judged items** (``ideal=
"judgments"``); taking the ideal order of the retrieved list only
(``ideal="ranking"``) is a classic bug: relevant items that were never
retrieved vanish from the ideal, and a poor list can score a perfect 1.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pandas as pd

from ..floats import added
from .core import GAINS, Query, discount_of, gain_of, prepare, step_table
from .validation import check_choice

#: Where the ideal ordering comes from.
IDEAL_SOURCES = ("judgments", "ranking")


def dcg(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
    *,
    gain: str = "linear",
) -> float:
    r"""Discounted cumulative gain of the top K.

    .. math:: DCG@K = \sum_{i=1}^{K} \frac{g(\mathrm{grade}_i)}{\log_2(i+1)}

    Unjudged and negative grades give no gain. An empty list → 0.0.

    Examples
    --------
    Grades ``3, 2, 3, 0, 1, 2`` (worked example 8):

    >>> ranking = ["d1", "d2", "d3", "d4", "d5", "d6"]
    >>> judged = {"d1": 3, "d2": 2, "d3": 3, "d4": 0, "d5": 1, "d6": 2}
    >>> round(dcg(ranking, judged), 6), round(dcg(ranking, judged, gain="exponential"), 6)
    (6.861127, 13.848264)
    """
    check_choice(gain, GAINS, "gain")
    table = step_table(ranking, judgments, k, gain=gain)
    return float(table["dcg"].iloc[-1]) if len(table) else 0.0  # the running sum


def ideal_grades(q: Query, ideal: str = "judgments") -> list[float]:
    """The grades of the best possible order, rank 1 first, cut at K.

    ``ideal="judgments"``: every judged grade > 0, retrieved or not (correct).
    With ``k=None`` the ideal list is not cut, as trec_eval ``ndcg`` does.
    ``ideal="ranking"``: only the grades of the retrieved list, best first, cut
    at K (the bug, as in the widely copied ``ndcg_at_k(r, k)`` recipe that
    sorts the list's own relevance values).

    >>> ideal_grades(prepare(["a", "b"], {"b": 2, "z": 3}))
    [3, 2]
    >>> ideal_grades(prepare(["a", "b"], {"b": 2, "z": 3}), "ranking")
    [2]
    """
    check_choice(ideal, IDEAL_SOURCES, "ideal")
    if ideal == "ranking":
        listed = [q.judgments.get(item, 0) for item in q.ranking]
        best = sorted((g for g in listed if g > 0), reverse=True)
    else:
        best = sorted((g for g in q.judgments.values() if g > 0), reverse=True)
    return best if q.k is None else best[: q.k]


def idcg(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
    *,
    gain: str = "linear",
    ideal: str = "judgments",
) -> float:
    r"""DCG@K of the ideal ordering.

    .. math:: IDCG@K = \sum_{i=1}^{K} \frac{g(\mathrm{grade}^{*}_i)}{\log_2(i+1)}

    where :math:`\mathrm{grade}^{*}` are the grades sorted from best to worst.

    Examples
    --------
    >>> ranking = ["d1", "d2", "d3", "d4", "d5", "d6"]
    >>> judged = {"d1": 3, "d2": 2, "d3": 3, "d4": 0, "d5": 1, "d6": 2}
    >>> round(idcg(ranking, judged, k=6), 6)
    7.140995

    A judged grade-3 item ``d7`` that was not retrieved raises the ideal:

    >>> round(idcg(ranking, {**judged, "d7": 3}, k=6), 6)
    8.384055
    """
    check_choice(gain, GAINS, "gain")
    q = prepare(ranking, judgments, k)
    best = ideal_grades(q, ideal)
    return added(gain_of(g, gain) / discount_of(i) for i, g in enumerate(best, start=1))


def ndcg(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
    *,
    gain: str = "linear",
    ideal: str = "judgments",
) -> float:
    r"""Normalised DCG: DCG@K divided by the ideal IDCG@K.

    .. math:: nDCG@K = \frac{DCG@K}{IDCG@K}

    Parameters
    ----------
    gain : {"linear", "exponential"}, default "linear"
        g(x) = x (trec_eval) or 2^x − 1 (Burges et al.).
    ideal : {"judgments", "ranking"}, default "judgments"
        Source of the ideal ordering; ``"ranking"`` reproduces the common bug.

    Returns
    -------
    float
        In [0, 1]. No item with a positive grade (IDCG = 0) → 0.0, as trec_eval.

    Examples
    --------
    >>> ranking = ["d1", "d2", "d3", "d4", "d5", "d6"]
    >>> judged = {"d1": 3, "d2": 2, "d3": 3, "d4": 0, "d5": 1, "d6": 2, "d7": 3}
    >>> round(ndcg(ranking, judged, k=6), 6)
    0.818354

    The bug forgets ``d7`` and reports a better score:

    >>> round(ndcg(ranking, judged, k=6, ideal="ranking"), 6)
    0.960808
    """
    ideal_value = idcg(ranking, judgments, k, gain=gain, ideal=ideal)
    return dcg(ranking, judgments, k, gain=gain) / ideal_value if ideal_value else 0.0


def discount_curve(depth: int) -> pd.DataFrame:
    """The weight 1 / log2(rank + 1) of ranks 1…``depth`` (columns ``rank``, ``value``).

    >>> discount_curve(3)["value"].round(4).tolist()
    [1.0, 0.6309, 0.5]
    """
    ranks = list(range(1, max(depth, 1) + 1))
    return pd.DataFrame({"rank": ranks, "value": [1 / discount_of(r) for r in ranks]})


def dcg_table(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
    *,
    gain: str = "linear",
) -> pd.DataFrame:
    """Step table of DCG: ``rank``, ``item``, ``grade``, ``gain``, ``discount``
    (log2(rank+1)), ``discounted_gain`` and ``dcg`` (running sum).

    The last row's ``dcg`` is DCG@K.

    >>> dcg_table(["a", "b"], {"a": 1, "b": 1})["dcg"].tolist()
    [1.0, 1.6309297535714575]
    """
    return step_table(ranking, judgments, k, gain=gain)[
        ["rank", "item", "grade", "gain", "discount", "discounted_gain", "dcg"]
    ].copy()


def ideal_table(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
    *,
    gain: str = "linear",
    ideal: str = "judgments",
) -> pd.DataFrame:
    """Step table of the ideal ordering, same columns as :func:`dcg_table`
    (``item`` is the judged item holding that grade; the last ``dcg`` is IDCG@K).

    >>> ideal_table(["a", "b"], {"b": 2, "z": 3})[["item", "grade"]].values.tolist()
    [['z', 3], ['b', 2]]
    """
    check_choice(gain, GAINS, "gain")
    q = prepare(ranking, judgments, k)
    best = ideal_grades(q, ideal)
    if ideal == "ranking":
        pool = sorted(
            ((i, q.judgments.get(i, 0)) for i in q.ranking), key=lambda p: p[1], reverse=True
        )
    else:
        pool = sorted(
            ((i, g) for i, g in q.judgments.items() if g > 0),
            key=lambda p: p[1],
            reverse=True,
        )
    items = [name for name, _ in pool] + [""] * len(best)
    rows, total = [], 0.0
    for rank, grade in enumerate(best, start=1):
        g, d = gain_of(grade, gain), discount_of(rank)
        total += g / d
        rows.append([rank, items[rank - 1], grade, g, d, g / d, total])
    return pd.DataFrame(
        rows,
        columns=["rank", "item", "grade", "gain", "discount", "discounted_gain", "dcg"],
    )

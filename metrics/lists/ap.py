r"""Average precision, four ways.

Every convention sums the same thing, the precision at each relevant rank
within the top K,

.. math:: S = \sum_{i=1}^{K} \mathrm{rel}(i) \cdot P@i ,

and differs only in what it divides by:

========== ====================================== ==============================
convention divisor                                who computes it this way
========== ====================================== ==============================
``m``      m, all relevant items (retrieved or    trec_eval ``map``/``map_cut``,
           not)                                   pytrec_eval, ir-measures, ranx,
                                                  TF-Ranking
``min_m_k`` min(m, K), "truncated AP@K"           Kaggle ``ml_metrics.apk``,
                                                  Microsoft recommenders, RecBole
``hits``   the relevant items found in the top K  torchmetrics ``RetrievalMAP``
                                                  with ``top_k``
``mean_p`` not a divisor: (P@1 + … + P@K) / K      no library: a common misreading
========== ====================================== ==============================

Each convention is a measure of its own, named as on the command line
(``python -m metrics -m ap_trunc.10``) and in :data:`metrics.MEASURES`:
``m`` is ``map_cut``, ``min_m_k`` is ``ap_trunc``, ``hits`` is ``ap_hits``
and ``mean_p`` is ``ap_meanP``; ``convention`` only says what the sum is
divided by.

The last one is wrong and is kept to teach why: it counts the precision at
ranks where nothing relevant was found, so a list earns credit for
non-relevant items that follow relevant ones and can reach 1 only if every
position is relevant.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pandas as pd

from ..floats import added
from .core import Query, prepare, step_table
from .validation import check_choice

#: The four AP conventions, in the order the app shows them.
AP_CONVENTIONS = ("mean_p", "m", "min_m_k", "hits")


def average_precision(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
    *,
    convention: str = "m",
) -> float:
    r"""Average precision of one ranked list under one convention.

    .. math::

        AP@K = \frac{1}{D} \sum_{i=1}^{K} \mathrm{rel}(i) \cdot P@i,
        \qquad D = m \;|\; \min(m, K) \;|\; \mathrm{hits}@K

    and, for the wrong ``"mean_p"``, :math:`\frac{1}{K}\sum_{i=1}^{K} P@i`.

    Parameters
    ----------
    ranking : sequence of str
        Items in rank order, rank 1 first.
    judgments : mapping of str to number
        Grade per item; grade ≥ 1 is relevant. Relevant items missing from the
        ranking count in m.
    k : int or None, default None
        Cutoff K; ``None`` means the whole list (K = list length).
    convention : {"m", "min_m_k", "hits", "mean_p"}, default "m"
        What to divide by; see the module docstring for who uses which.

    Returns
    -------
    float
        In [0, 1]. A zero divisor (no relevant item, or no hit) → 0.0, as
        trec_eval does for a query without relevant documents. An empty list
        → 0.0.

    Examples
    --------
    Ranking ``A, B, C, D, E``; ``B`` and ``D`` are relevant, and so is ``Z``,
    which was never retrieved (m = 3). Relevant ranks 2 and 4 have
    P@2 = 1/2 and P@4 = 2/4, so S = 1:

    >>> ranking, judged = ["A", "B", "C", "D", "E"], {"B": 1, "D": 1, "Z": 1}
    >>> round(average_precision(ranking, judged, k=5), 6)           # S / 3
    0.333333
    >>> average_precision(ranking, judged, k=5, convention="hits")  # S / 2
    0.5

    The wrong one averages P@1..P@5 = 0, 1/2, 1/3, 2/4, 2/5:

    >>> round(average_precision(ranking, judged, k=5, convention="mean_p"), 6)
    0.346667
    """
    check_choice(convention, AP_CONVENTIONS, "convention")
    q = prepare(ranking, judgments, k)
    return _from_table(step_table(q), q, convention)


def _from_table(t: pd.DataFrame, q: Query, convention: str) -> float:
    if convention == "mean_p":
        return added(t["precision"].tolist()) / len(t) if len(t) else 0.0
    d = _divisor(q, convention)
    # S is the table's running sum (as trec_eval adds it), the last row's value
    return float(t["sum_rel_precision"].iloc[-1]) / d if d and len(t) else 0.0


def _divisor(q: Query, convention: str) -> int:
    return {"m": q.m, "min_m_k": min(q.m, q.depth), "hits": q.hits, "mean_p": q.depth}[convention]


def divisor(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
    *,
    convention: str = "m",
) -> int:
    """The number a convention divides the sum by (K for ``"mean_p"``).

    >>> divisor(["A", "B"], {"B": 1, "Z": 1}, convention="hits")
    1
    """
    check_choice(convention, AP_CONVENTIONS, "convention")
    return _divisor(prepare(ranking, judgments, k), convention)


def average_precision_variants(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
) -> dict[str, float]:
    """All four conventions at once, keyed as in :data:`AP_CONVENTIONS`.

    >>> v = average_precision_variants(["A", "C", "E", "B", "D"], {"B": 1, "D": 1, "Z": 1}, k=5)
    >>> {name: round(value, 6) for name, value in v.items()}
    {'mean_p': 0.13, 'm': 0.216667, 'min_m_k': 0.216667, 'hits': 0.325}
    """
    q = prepare(ranking, judgments, k)
    t = step_table(q)  # one table serves all four
    return {c: _from_table(t, q, c) for c in AP_CONVENTIONS}


def average_precision_table(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
) -> pd.DataFrame:
    """Step table of AP: ``rank``, ``item``, ``grade``, ``rel``, ``hits``,
    ``precision`` (P@i), ``rel_precision`` (rel(i)·P@i), ``sum_rel_precision``
    (S so far) and ``ap`` (AP ÷ m of the top i so far).

    The last row's ``ap`` is AP@K ÷ m; its ``sum_rel_precision`` is the S
    every convention divides.

    >>> t = average_precision_table(["A", "B", "C", "D", "E"], {"B": 1, "D": 1, "Z": 1})
    >>> t["rel_precision"].tolist()
    [0.0, 0.5, 0.0, 0.5, 0.0]
    >>> round(float(t["ap"].iloc[-1]), 6)
    0.333333
    """
    q = prepare(ranking, judgments, k)
    t = step_table(q)[
        ["rank", "item", "grade", "rel", "hits", "precision", "rel_precision",
         "sum_rel_precision"]
    ].copy()  # fmt: skip
    t["ap"] = t["sum_rel_precision"] / q.m if q.m else 0.0
    return t

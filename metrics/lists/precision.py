"""Precision@k, Recall@k, Hit@k and F1@k: how many of the top k are relevant.

All four look only at the *set* of the top k items, not at their order
inside it. Each takes ``ranking`` (item names, rank 1 first), ``judgments``
(item → grade; grade ≥ 1 is relevant) and a cutoff ``k`` (``None`` = the
whole list).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pandas as pd

from .core import Query, prepare, step_table
from .validation import check_choice

#: P@k denominators: trec_eval's k, or the length of a short list.
PRECISION_DENOMINATORS = ("k", "min_k_len")


def precision_at_k(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
    *,
    denominator: str = "k",
) -> float:
    r"""Fraction of the top k items that are relevant.

    .. math:: P@k = \frac{1}{k} \sum_{i=1}^{k} \mathrm{rel}(i)

    Parameters
    ----------
    ranking : sequence of str
        Items in rank order, rank 1 first.
    judgments : mapping of str to number
        Grade per item; grade ≥ 1 is relevant.
    k : int or None, default None
        Cutoff; ``None`` means the whole list.
    denominator : {"k", "min_k_len"}, default "k"
        ``"k"`` divides by k even when the list is shorter than k: the missing
        ranks count as misses (trec_eval ``P_k``, pytrec_eval, ranx,
        ir-measures). ``"min_k_len"`` divides by min(k, list length), so a
        short list is not punished (torchmetrics' ``RetrievalPrecision`` with
        ``adaptive_k=True``).

    Returns
    -------
    float
        In [0, 1]. An empty list scores 0.0.

    Examples
    --------
    Two of the first four items are relevant:

    >>> precision_at_k(["A", "B", "C", "D", "E"], {"B": 1, "D": 1}, k=4)
    0.5

    A list of two items, both relevant, cut at k = 5: trec_eval counts the
    three empty ranks as misses; the other convention does not.

    >>> precision_at_k(["A", "B"], {"A": 1, "B": 1}, k=5)
    0.4
    >>> precision_at_k(["A", "B"], {"A": 1, "B": 1}, k=5, denominator="min_k_len")
    1.0
    """
    check_choice(denominator, PRECISION_DENOMINATORS, "denominator")
    q = prepare(ranking, judgments, k)
    size = q.depth if denominator == "k" else min(q.depth, len(q.ranking))
    return q.hits / size if size else 0.0


def recall_at_k(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
) -> float:
    r"""Fraction of all relevant items that made it into the top k.

    .. math:: R@k = \frac{1}{m} \sum_{i=1}^{k} \mathrm{rel}(i)

    where m counts every relevant item in the judgments, retrieved or not.
    No relevant items (m = 0) → 0.0, as trec_eval ``recall_k``.

    Examples
    --------
    Three relevant items exist (``Z`` was never retrieved); two are in the top 5:

    >>> round(recall_at_k(["A", "B", "C", "D", "E"], {"B": 1, "D": 1, "Z": 1}, k=5), 6)
    0.666667
    """
    q = prepare(ranking, judgments, k)
    return q.hits / q.m if q.m else 0.0


def hit_at_k(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
) -> float:
    r"""1.0 if at least one relevant item is in the top k, else 0.0.

    .. math:: \mathrm{Hit}@k = \mathbb{1}\left[\sum_{i=1}^{k} \mathrm{rel}(i) > 0\right]

    Also called success@k (trec_eval ``success_k``). No relevant items → 0.0.

    Examples
    --------
    >>> hit_at_k(["A", "B", "C"], {"C": 1}, k=2), hit_at_k(["A", "B", "C"], {"C": 1}, k=3)
    (0.0, 1.0)
    """
    q = prepare(ranking, judgments, k)
    return 1.0 if q.hits else 0.0


def f1_at_k(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
) -> float:
    r"""Harmonic mean of P@k (÷ k) and R@k.

    .. math:: F_1@k = \frac{2 \cdot P@k \cdot R@k}{P@k + R@k}
              = \frac{2 \cdot \mathrm{hits}}{k + m}

    No hits (both zero) → 0.0.

    Examples
    --------
    Two hits in the top 5, three relevant items: 2·2 / (5 + 3) = 0.5.

    >>> f1_at_k(["A", "B", "C", "D", "E"], {"B": 1, "D": 1, "Z": 1}, k=5)
    0.5
    """
    p = precision_at_k(ranking, judgments, k)
    r = recall_at_k(ranking, judgments, k)
    return 2 * p * r / (p + r) if p + r else 0.0


def precision_recall_table(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: int | None = None,
) -> pd.DataFrame:
    """Step table for P@i, R@i, Hit@i and F1@i at every rank i from 1 to K.

    The last row's ``precision``, ``recall``, ``hit`` and ``f1`` are
    P@K, R@K, Hit@K and F1@K.

    Examples
    --------
    >>> t = precision_recall_table(["기쁨", "슬픔", "화남", "즐거움"], {"기쁨": 1, "즐거움": 1})
    >>> t["precision"].tolist(), t["recall"].tolist()
    ([1.0, 0.5, 0.3333333333333333, 0.5], [0.5, 0.5, 0.5, 1.0])
    """
    t = step_table(ranking, judgments, k)[
        ["rank", "item", "grade", "rel", "hits", "precision", "recall"]
    ].copy()
    t["hit"] = (t["hits"] > 0).astype(float)
    pr = t["precision"] + t["recall"]
    t["f1"] = (2 * t["precision"] * t["recall"] / pr.where(pr > 0, 1.0)).where(pr > 0, 0.0)
    return t

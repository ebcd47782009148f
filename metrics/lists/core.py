"""One query, made ready for every metric, and its whiteboard step table.

A *query* here is what a teacher writes on the board: a ranked list of item
names (rank 1 first) and the judgments, item → grade. Items that are judged
relevant but were never retrieved still count: they are why the number of
relevant items ``m`` can be larger than the hits in the list.

Every metric module starts with :func:`prepare`, and every step table is a
view of :func:`step_table`, so a value and its table can never disagree.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

import pandas as pd

from .validation import check_choice, check_judgments, check_k, check_ranking

#: A grade at or above this counts as relevant for the binary metrics
#: (trec_eval's default ``-l 1``).
RELEVANCE_LEVEL = 1

#: The two gain functions of DCG.
GAINS = ("linear", "exponential")


@dataclass(frozen=True)
class Query:
    """A validated query: ranking, judgments and cutoff.

    Attributes
    ----------
    ranking : list of str
        Item names in rank order, rank 1 first, no duplicates.
    judgments : dict of str to float
        Grade of every judged item; unjudged items have grade 0.
    k : int or None
        The cutoff the user asked for; ``None`` means the whole list.
    """

    ranking: list[str]
    judgments: dict[str, float]
    k: int | None

    @property
    def depth(self) -> int:
        """The cutoff K actually used: ``k``, or the list length if ``k`` is None."""
        return len(self.ranking) if self.k is None else self.k

    @cached_property
    def grades(self) -> list[float]:
        """Grade of each rank from 1 to K (0 past the end of a short list)."""
        found = [self.judgments.get(item, 0) for item in self.ranking[: self.depth]]
        return found + [0] * (self.depth - len(found))

    @cached_property
    def rels(self) -> list[int]:
        """rel(i) for each rank from 1 to K: 1 if relevant, else 0."""
        return [1 if g >= RELEVANCE_LEVEL else 0 for g in self.grades]

    @cached_property
    def relevant(self) -> list[str]:
        """Every relevant item of the judgments, retrieved or not."""
        return [item for item, g in self.judgments.items() if g >= RELEVANCE_LEVEL]

    @cached_property
    def m(self) -> int:
        """Number of relevant items in the judgments, retrieved or not."""
        return len(self.relevant)

    @property
    def hits(self) -> int:
        """Number of relevant items in the top K."""
        return sum(self.rels)

    @property
    def not_retrieved(self) -> list[str]:
        """Relevant items that are not in the ranking at all."""
        listed = set(self.ranking)
        return [item for item in self.relevant if item not in listed]


def prepare(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
) -> Query:
    """Validate the three inputs every metric takes and bundle them.

    Raises ``ValueError`` or ``TypeError`` naming the bad parameter.

    A :class:`Query` is already valid and passes through unchanged (with
    ``k`` replaced when one is given): validate once at the edge, then hand
    the query to every metric, so an app that shows ten metrics of one list
    checks that list once, not ten times.

    Examples
    --------
    >>> q = prepare(["A", "B", "C"], {"B": 1, "Z": 1}, k=2)
    >>> q.rels, q.m, q.hits, q.not_retrieved
    ([0, 1], 2, 1, ['Z'])
    >>> prepare(q) is q, prepare(q, k=3).depth
    (True, 3)
    """
    if isinstance(ranking, Query):
        if judgments is not None:
            raise TypeError("judgments: pass either a Query or a ranking with its judgments")
        return ranking if k is None else Query(ranking.ranking, ranking.judgments, check_k(k))
    return Query(check_ranking(ranking), check_judgments(judgments), check_k(k))


def gain_of(grade: float, gain: str = "linear") -> float:
    """Gain of one grade: the grade itself (linear), or 2^grade − 1 (exponential).

    Negative grades ("judged, not relevant") give no gain.

    Examples
    --------
    >>> gain_of(3), gain_of(3, "exponential"), gain_of(-1)
    (3, 7, 0)
    """
    g = max(grade, 0)
    return 2**g - 1 if gain == "exponential" else g


def discount_of(rank: int) -> float:
    """The DCG discount log2(rank + 1): 1 at rank 1, about 1.585 at rank 2.

    >>> discount_of(1), round(discount_of(2), 3)
    (1.0, 1.585)
    """
    return math.log2(rank + 1)


def step_table(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
    *,
    gain: str = "linear",
) -> pd.DataFrame:
    """The whiteboard table: one row per rank from 1 to K.

    Columns (labels for display are in :data:`metrics.labels.COLUMNS`):
    ``rank``, ``item`` (empty past the end of a short list), ``grade``,
    ``rel`` (1 if grade ≥ 1), ``hits`` (relevant so far), ``precision``
    (hits / rank), ``rel_precision`` (rel · precision), ``sum_rel_precision``,
    ``recall`` (hits / m; 0 when m = 0), ``gain``, ``discount``
    (log2(rank + 1)), ``discounted_gain`` and ``dcg`` (running sum).

    Examples
    --------
    Ranking ``A, B, C`` where only ``B`` is relevant:

    >>> t = step_table(["A", "B", "C"], {"B": 1})
    >>> t["item"].tolist(), t["rel"].tolist(), t["hits"].tolist()
    (['A', 'B', 'C'], [0, 1, 0], [0, 1, 1])
    >>> t["precision"].round(3).tolist()
    [0.0, 0.5, 0.333]
    """
    check_choice(gain, GAINS, "gain")
    q = prepare(ranking, judgments, k)
    m = q.m  # counted once, not once per row
    columns: dict[str, list] = {
        name: []
        for name in (
            "rank", "item", "grade", "rel", "hits", "precision", "rel_precision",
            "sum_rel_precision", "recall", "gain", "discount", "discounted_gain", "dcg",
        )
    }  # fmt: skip
    hits = 0
    sum_rp = 0.0
    dcg = 0.0
    for rank, grade in enumerate(q.grades, start=1):
        rel = 1 if grade >= RELEVANCE_LEVEL else 0
        hits += rel
        precision = hits / rank
        sum_rp += rel * precision
        g = gain_of(grade, gain)
        d = discount_of(rank)
        dcg += g / d
        row = (
            rank, q.ranking[rank - 1] if rank <= len(q.ranking) else "", grade, rel, hits,
            precision, rel * precision, sum_rp, hits / m if m else 0.0, g, d, g / d, dcg,
        )  # fmt: skip
        for column, value in zip(columns.values(), row):
            column.append(value)
    # Built column by column (several times faster than from row dicts).
    return pd.DataFrame(columns)


def best_and_worst_orders(
    ranking: Iterable[object], judgments: Mapping[object, object] | None
) -> tuple[list[str], list[str]]:
    """The same items reordered for the highest and the lowest score.

    The best order puts the items with the highest grades first; the worst
    puts every non-relevant item first and the relevant ones last, lowest
    grade first. Within a grade the list's own order is kept. Only the
    retrieved items move: relevant items that were never retrieved stay out,
    so for AP, nDCG, P@K, R@K and RR these two orders bound what any order
    of this list can score.

    Examples
    --------
    >>> best_and_worst_orders(["A", "B", "C", "D"], {"B": 1, "D": 3})
    (['D', 'B', 'A', 'C'], ['A', 'C', 'B', 'D'])
    """
    q = prepare(ranking, judgments)
    grade = [max(q.judgments.get(item, 0), 0) for item in q.ranking]
    order = sorted(range(len(q.ranking)), key=lambda i: -grade[i])
    worst = sorted(range(len(q.ranking)), key=lambda i: grade[i])
    return [q.ranking[i] for i in order], [q.ranking[i] for i in worst]

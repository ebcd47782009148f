"""One list on the board as trec_eval sees it, so a lesson's number is the
command line's to the last bit.

The board's list becomes a run (rank 1 the highest score) cut at K, as
``-M K`` cuts it, and its judgments become qrels. An item on the list that
was given no label is read one of two ways (:data:`UNLABELLED`):
``"not_relevant"`` (judged 0, as every other lesson reads it) or
``"unjudged"`` (left out of the qrels: trec_eval then knows nothing about
it, which only the measures of unjudged documents, such as ``rbp_resid``,
tell apart).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..judged import Judged, judge
from .core import Query, prepare
from .validation import check_choice

#: How an item on the list with no label is read, the default first.
UNLABELLED = ("not_relevant", "unjudged")


def as_judged(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
    *,
    unlabelled: str = "not_relevant",
) -> Judged:
    """The top K of the list and its judgments as trec_eval's ranking of one
    query (:class:`~metrics.judged.Judged`).

    Grades are whole numbers, as in a qrels file (2.0 → 2).

    Examples
    --------
    ``C`` has no label: read as not relevant it is 0, read as unjudged it is
    trec_eval's -1 (not in the pool):

    >>> as_judged(["A", "B", "C"], {"A": 0, "B": 2}).rels
    (0, 2, 0)
    >>> as_judged(["A", "B", "C"], {"A": 0, "B": 2}, unlabelled="unjudged").rels
    (0, 2, -1)
    >>> as_judged(["A", "B", "C"], {"B": 1, "Z": 1}, k=2).num_rel
    2
    """
    check_choice(unlabelled, UNLABELLED, "unlabelled")
    q = prepare(ranking, judgments, k)
    top = q.ranking[: q.depth]
    qrels = {str(item): int(grade) for item, grade in q.judgments.items()}
    if unlabelled == "not_relevant":
        for item in top:
            qrels.setdefault(str(item), 0)
    run = [(str(item), float(len(top) - i)) for i, item in enumerate(top)]
    return judge(qrels, run)

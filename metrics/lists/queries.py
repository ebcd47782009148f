"""Several queries at once: MAP and MRR, with the rule for queries that have
no relevant items made explicit.

A query set is a sequence of ``(ranking, judgments)`` pairs, or a mapping
from a query name to such a pair.

The rule for a query with no relevant item (m = 0) is ``no_relevant``:

* ``"zero"`` (default): the query scores 0 and counts in the mean. This is
  trec_eval's rule for every query that has judgments and a ranking, and so
  pytrec_eval's and ir-measures'.
* ``"skip"``: the query is left out of the mean (what many recommender
  libraries do when a user has no test items, e.g. RecBole and Microsoft
  recommenders, which only score users that have relevant items).

If every query is skipped the mean is 0.0.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pandas as pd

from ..floats import added
from ..measures import AP_MEASURES
from .ap import AP_CONVENTIONS
from .core import prepare
from .rank import reciprocal_rank
from .validation import check_choice

#: Rules for a query without relevant items.
NO_RELEVANT_RULES = ("zero", "skip")

#: The score columns of :func:`per_query_table`, named as their measures.
SCORE_COLUMNS = (*(m.name for m in AP_MEASURES), "recip_rank")


def _named(queries: Sequence | Mapping) -> list[tuple[str, object, object]]:
    if isinstance(queries, Mapping):
        pairs = list(queries.items())
    elif isinstance(queries, Sequence) and not isinstance(queries, (str, bytes)):
        pairs = [(f"q{i}", pair) for i, pair in enumerate(queries, start=1)]
    else:
        raise TypeError(
            f"queries must be a list of (ranking, judgments) pairs, got {queries!r:.60}"
        )
    named = []
    for name, pair in pairs:
        if not (isinstance(pair, Sequence) and len(pair) == 2):
            raise TypeError(f"query {name!r} must be a (ranking, judgments) pair")
        named.append((str(name), pair[0], pair[1]))
    return named


def per_query_table(
    queries: Sequence | Mapping,
    k: int | None = None,
    *,
    no_relevant: str = "zero",
) -> pd.DataFrame:
    """One row per query: ``query``, ``m``, ``hits``, the AP under every
    convention (one column per :data:`~metrics.measures.AP_MEASURES`, named
    as the measure: ``ap_meanP``, ``map_cut``, ``ap_trunc``, ``ap_hits``),
    ``recip_rank`` and ``counted`` (False where the ``no_relevant`` rule
    leaves the query out).

    Examples
    --------
    The two orders of worked example 1:

    >>> j = {"B": 1, "D": 1, "Z": 1}
    >>> t = per_query_table([(list("ABCDE"), j), (list("ACEBD"), j)], k=5)
    >>> t["ap_trunc"].round(6).tolist()
    [0.333333, 0.216667]
    """
    check_choice(no_relevant, NO_RELEVANT_RULES, "no_relevant")
    rows = []
    for name, ranking, judgments in _named(queries):
        q = prepare(ranking, judgments, k)
        row = {"query": name, "m": q.m, "hits": q.hits}
        for measure in AP_MEASURES:
            row[measure.name] = measure(q)
        row["recip_rank"] = reciprocal_rank(q)
        row["counted"] = bool(q.m) or no_relevant == "zero"
        rows.append(row)
    columns = ["query", "m", "hits", *SCORE_COLUMNS, "counted"]
    return pd.DataFrame(rows, columns=columns)


def _mean(table: pd.DataFrame, column: str) -> float:
    counted = table.loc[table["counted"], column].tolist()
    return added(counted) / len(counted) if counted else 0.0  # in query order, as trec_eval


def column_means(table: pd.DataFrame) -> dict[str, float]:
    """The mean of every score column of :func:`per_query_table` over the
    counted queries (0.0 when none is counted).

    >>> t = per_query_table([(["a"], {"a": 1}), (["b"], {})], no_relevant="skip")
    >>> column_means(t)["map_cut"], column_means(t)["recip_rank"]
    (1.0, 1.0)
    """
    return {c: _mean(table, c) for c in SCORE_COLUMNS}


def map_under_each_rule(table: pd.DataFrame, measure: str = "map_cut") -> dict[str, float]:
    """MAP of one per-query table under both ``no_relevant`` rules.

    >>> t = per_query_table([(["a"], {"a": 1}), (["b"], {})])
    >>> map_under_each_rule(t)
    {'zero': 0.5, 'skip': 1.0}
    """
    return {
        "zero": _mean(table.assign(counted=True), measure),
        "skip": _mean(table.assign(counted=table["m"] > 0), measure),
    }


def mean_average_precision(
    queries: Sequence | Mapping,
    k: int | None = None,
    *,
    convention: str = "m",
    no_relevant: str = "zero",
) -> float:
    r"""Mean of the per-query average precision.

    .. math:: MAP@K = \frac{1}{|Q|} \sum_{q \in Q} AP@K(q)

    where Q is every query (``no_relevant="zero"``) or only those with a
    relevant item (``"skip"``). ``convention`` is passed to
    :func:`~metrics.lists.ap.average_precision`.

    Examples
    --------
    Worked example 3: user 1 has AP 0.805556, user 2 has AP 0.325.

    >>> users = [(list("abcde"), {"a": 1, "c": 1, "d": 1}), (list("abcde"), {"d": 1, "e": 1})]
    >>> round(mean_average_precision(users), 6)
    0.565278

    A third user with nothing relevant pulls the mean down, unless skipped:

    >>> users.append((list("abcde"), {}))
    >>> round(mean_average_precision(users), 6), round(mean_average_precision(users, no_relevant="skip"), 6)
    (0.376852, 0.565278)
    """
    check_choice(convention, AP_CONVENTIONS, "convention")
    (measure,) = (m.name for m in AP_MEASURES if m.list_options["convention"] == convention)
    return _mean(per_query_table(queries, k, no_relevant=no_relevant), measure)


def mean_reciprocal_rank(
    queries: Sequence | Mapping,
    k: int | None = None,
    *,
    no_relevant: str = "zero",
) -> float:
    r"""Mean of the per-query reciprocal rank.

    .. math:: MRR@K = \frac{1}{|Q|} \sum_{q \in Q} RR@K(q)

    Examples
    --------
    First relevant items at ranks 1 and 4:

    >>> mean_reciprocal_rank([(["a", "b"], {"a": 1}), (list("wxyz"), {"z": 1})])
    0.625
    """
    return _mean(per_query_table(queries, k, no_relevant=no_relevant), "recip_rank")

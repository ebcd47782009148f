r"""Where does the reader stop? Two measures built on a person reading down
the list, on one list on the board.

Rank-biased precision (Moffat & Zobel 2008): after each item the reader
goes on with probability p (the persistence), so they reach rank i with
probability p^(i−1), and RBP is the gain they collect per item read:

.. math:: RBP = (1 - p) \sum_{i} g_i\, p^{\,i-1}

Items nobody judged could still add up to the *residual*: RBP is known to
lie between RBP and RBP + residual.

Expected reciprocal rank (Chapelle et al. 2009): the reader stops at the
first item that satisfies them; an item of grade g satisfies with
probability R = (2^g − 1)/2^4:

.. math:: ERR@K = \sum_{k=1}^{K} \frac{1}{k}\, R_k \prod_{i<k} (1 - R_i)

Every value is the command line's own function (``rbp``, ``rbp_resid``,
``ERR@k``) on the list as trec_eval sees it
(:func:`metrics.lists.as_trec.as_judged`), so it is ``python -m metrics``'s
number to the last bit.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pandas as pd

from ..judged import Options
from ..measures.reader import G_MAX, err, rbp, rbp_gains, rbp_resid, satisfaction
from .as_trec import as_judged
from .core import Query, prepare
from .validation import check_choice

__all__ = [
    "G_MAX", "err_table", "expected_reciprocal_rank", "rank_biased_precision",
    "rbp_residual", "rbp_table",
]  # fmt: skip


def _persistence(p: object) -> float:
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number between 0 and 1, got {p!r}")
    if not 0 < p < 1:
        raise ValueError(f"p must be between 0 and 1 (both left out), got {p!r}")
    return float(p)


def rank_biased_precision(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
    *,
    p: float = 0.9,
    unlabelled: str = "not_relevant",
) -> float:
    r"""Rank-biased precision with persistence ``p`` (trec_eval's ``rbp``).

    .. math:: RBP = (1 - p) \sum_{i=1}^{K} g_i\, p^{\,i-1}

    g_i is the grade of rank i scaled into [0, 1] by the highest grade
    judged (grade 3 of 3 → 1, grade 1 of 3 → 1/3). Nothing relevant in the
    top K → 0.0.

    Examples
    --------
    A patient reader (p = 0.9) values a hit at rank 2 at 0.1 × 0.9:

    >>> round(rank_biased_precision(["A", "B", "C"], {"B": 1}), 4)
    0.09
    >>> round(rank_biased_precision(["A", "B", "C"], {"B": 1}, p=0.5), 4)
    0.25
    """
    q = prepare(ranking, judgments, k)
    return rbp(as_judged(q, unlabelled=unlabelled), Options(), [("p", _persistence(p))])


def rbp_residual(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
    *,
    p: float = 0.9,
    unlabelled: str = "not_relevant",
) -> float:
    r"""What RBP could still gain (trec_eval's ``rbp_resid``): the weight of
    every unjudged item in the top K plus the weight of everything past it.

    .. math:: \text{residual} = p^{\,n} + (1 - p) \sum_{i \text{ unjudged}} p^{\,i-1}

    trec_eval's rule: when no item in the list is unjudged the residual is
    0.0, even though ranks past the list are unread (Moffat & Zobel count
    their p^n in every case).

    Examples
    --------
    C has no label; read as unjudged it could be worth (1 − 0.5)·0.5² + 0.5³:

    >>> rbp_residual(["A", "B", "C"], {"A": 0, "B": 1}, p=0.5, unlabelled="unjudged")
    0.25
    >>> rbp_residual(["A", "B", "C"], {"A": 0, "B": 1}, p=0.5)
    0.0
    """
    q = prepare(ranking, judgments, k)
    return rbp_resid(as_judged(q, unlabelled=unlabelled), Options(), [("p", _persistence(p))])


def expected_reciprocal_rank(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
) -> float:
    r"""Expected reciprocal rank at K (ir-measures' ``ERR@k``, gdeval.pl's rule).

    .. math:: ERR@K = \sum_{k=1}^{K} \frac{1}{k}\, R_k \prod_{i<k} (1 - R_i),
              \qquad R = \frac{2^{g} - 1}{2^{4}}

    Grades above 4 count as 4. A grade-1 item satisfies one reader in 16,
    so with "relevant or not" labels ERR stays small. Nothing relevant → 0.0.

    Examples
    --------
    One grade-4 item at rank 1 satisfies 15 readers in 16:

    >>> expected_reciprocal_rank(["A", "B"], {"A": 4})
    0.9375
    """
    q = prepare(ranking, judgments, k)
    return err(as_judged(q), Options(), [q.depth])[0]


def rbp_table(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
    *,
    p: float = 0.9,
    unlabelled: str = "not_relevant",
) -> pd.DataFrame:
    """Step table of RBP: one row per rank from 1 to K.

    Columns: ``rank``, ``item``, ``grade`` (-1 when unjudged), ``gain``
    (scaled into [0, 1]), ``reach`` (p^(i−1): the chance the reader gets
    this far), ``weight`` ((1 − p)·reach), ``contribution`` (gain × weight)
    and ``rbp`` (the running sum; the last row's is :func:`rank_biased_precision`).

    Examples
    --------
    >>> t = rbp_table(["A", "B", "C"], {"B": 1}, p=0.5)
    >>> t["reach"].tolist(), t["contribution"].tolist()
    ([1.0, 0.5, 0.25], [0.0, 0.25, 0.0])
    """
    check_choice(unlabelled, ("not_relevant", "unjudged"), "unlabelled")
    q = prepare(ranking, judgments, k)
    persistence = _persistence(p)
    judged = as_judged(q, unlabelled=unlabelled)
    lookup = rbp_gains(judged, [])
    rows, total, weight = [], 0.0, 1.0
    for rank in range(1, q.depth + 1):
        grade = judged.rels[rank - 1] if rank <= judged.num_ret else 0
        gain = lookup.get(grade, 0.0)
        if gain != 0:
            total += gain * weight
        rows.append((rank, q.ranking[rank - 1] if rank <= len(q.ranking) else "", max(grade, -1),
                     gain, weight, (1 - persistence) * weight,
                     (1 - persistence) * gain * weight, (1.0 - persistence) * total))  # fmt: skip
        weight *= persistence
    columns = ["rank", "item", "grade", "gain", "reach", "weight", "contribution", "rbp"]
    return pd.DataFrame(rows, columns=columns)


def err_table(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
) -> pd.DataFrame:
    """Step table of ERR: one row per rank from 1 to K.

    Columns: ``rank``, ``item``, ``grade``, ``satisfy`` (R, the chance this
    item satisfies the reader), ``reach`` (the chance the reader got this
    far, unsatisfied), ``stop`` (reach × R: the chance they stop here),
    ``contribution`` (stop / rank) and ``err`` (the running sum; the last
    row's is :func:`expected_reciprocal_rank`).

    Examples
    --------
    >>> t = err_table(["A", "B"], {"A": 4, "B": 4})
    >>> t["reach"].tolist(), t["stop"].tolist()
    ([1.0, 0.0625], [0.9375, 0.05859375])
    """
    q = prepare(ranking, judgments, k)
    judged = as_judged(q)
    rows, total, still = [], 0.0, 1.0
    for rank in range(1, q.depth + 1):
        grade = judged.rels[rank - 1] if rank <= judged.num_ret else 0
        r = satisfaction(grade)
        total += r * still / rank
        rows.append((rank, q.ranking[rank - 1] if rank <= len(q.ranking) else "", max(grade, 0),
                     r, still, r * still, r * still / rank, total))  # fmt: skip
        still *= 1 - r
    columns = ["rank", "item", "grade", "satisfy", "reach", "stop", "contribution", "err"]
    return pd.DataFrame(rows, columns=columns)

r"""R-precision and the precision–recall curve of one list.

Rank by rank the list gives a point (recall, precision): a relevant item
moves it right and up, a non-relevant one straight down, so the raw curve
zig-zags. The *interpolated* curve takes, at each recall level r, the best
precision at any recall of at least r, a staircase that never rises:

.. math::

    P_{interp}(r) = \max_{j \,:\, R@j \ge r} P@j, \qquad
    R\text{-precision} = P@R, \qquad
    AP = \sum_{i} P@i \,\Delta R@i

(R = the number of relevant items, retrieved or not; ΔR@i = 1/R at a
relevant rank, 0 elsewhere, so AP is the area under the raw curve.) The
values are the command line's own functions (``Rprec``,
``iprec_at_recall``, ``11pt_avg``, trec_eval 10.0's rules) on the list as
trec_eval sees it (:func:`metrics.lists.as_trec.as_judged`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pandas as pd

from ..judged import Options
from ..measures.precision import RECALLS, eleven_pt_avg, interpolated, r_prec
from .as_trec import as_judged
from .core import Query, prepare, step_table


def r_precision(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
) -> float:
    r"""Precision at rank R, R the number of relevant items.

    .. math:: R\text{-precision} = \frac{\text{hits}@R}{R}

    At rank R a perfect list has found every relevant item, so R-precision
    is also the recall at R. Only the top K count (``-M K``); no relevant
    item → 0.0 (trec_eval's ``Rprec``).

    Examples
    --------
    Three relevant items (B, D and Z, which was never retrieved), so R = 3;
    the top 3 holds one of them:

    >>> r_precision(["A", "B", "C", "D", "E"], {"B": 1, "D": 1, "Z": 1})
    0.3333333333333333
    """
    return r_prec(as_judged(ranking, judgments, k), Options(), ())


def interpolated_precision(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
    levels: tuple[float, ...] = RECALLS,
) -> list[float]:
    r"""The interpolated precision at each recall level (trec_eval's
    ``iprec_at_recall``, 10.0's rule: level f means round(f·R) relevant
    found).

    .. math:: P_{interp}(f) = \max_{j \ge i_f} P@j

    where i_f is the rank at which round(f·R) relevant items have been found.
    A level the list never reaches → 0.0; no relevant item → 0.0 everywhere.

    Examples
    --------
    >>> [round(v, 3) for v in interpolated_precision(["A", "B"], {"B": 1}, levels=(0.0, 1.0))]
    [0.5, 0.5]
    """
    return interpolated(as_judged(ranking, judgments, k), Options(), tuple(levels))


def eleven_point_average(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
) -> float:
    r"""The mean of the interpolated precision at recall 0, 0.1, …, 1
    (trec_eval's ``11pt_avg``).

    .. math:: \text{11-pt} = \frac{1}{11} \sum_{f \in \{0, 0.1, \dots, 1\}} P_{interp}(f)

    No relevant item → 0.0.

    Examples
    --------
    Z was never retrieved, so the levels 0.9 and 1 (all three relevant
    found) are never reached and count 0; the nine others are 0.5:

    >>> round(eleven_point_average(["A", "B", "C", "D", "E"], {"B": 1, "D": 1, "Z": 1}), 4)
    0.4091
    """
    return eleven_pt_avg(as_judged(ranking, judgments, k), Options(), RECALLS)


def pr_curve_table(
    ranking: Iterable[object] | Query,
    judgments: Mapping[object, object] | None = None,
    k: object = None,
) -> pd.DataFrame:
    """Step table of the curve: one row per rank from 1 to K.

    Columns: ``rank``, ``item``, ``rel``, ``hits``, ``precision`` (P@i),
    ``recall`` (R@i, hits over every relevant item), ``interpolated`` (the
    best precision at rank i or below, the staircase's height here),
    ``area`` (P@i / R at a relevant rank: the strip of area under the raw
    curve this rank adds) and ``area_sum`` (its running sum; the last row's
    is AP over all relevant items, trec_eval's ``map``).

    Examples
    --------
    >>> t = pr_curve_table(["A", "B", "C", "D", "E"], {"B": 1, "D": 1, "Z": 1})
    >>> t["recall"].round(3).tolist()
    [0.0, 0.333, 0.333, 0.667, 0.667]
    >>> t["interpolated"].round(3).tolist()
    [0.5, 0.5, 0.5, 0.5, 0.4]
    >>> round(float(t["area_sum"].iloc[-1]), 4)
    0.3333
    """
    q = prepare(ranking, judgments, k)
    t = step_table(q)[["rank", "item", "rel", "hits", "precision", "recall"]].copy()
    best, heights = 0.0, []
    for p in reversed(t["precision"].tolist()):
        best = max(best, p)
        heights.append(best)
    t["interpolated"] = heights[::-1]
    t["area"] = t["rel"] * t["precision"] / q.m if q.m else 0.0
    t["area_sum"] = t["area"].cumsum()
    return t

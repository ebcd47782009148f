"""The vectorised engine's measures: each one a few lines of numpy over the
columns the engine shares (:class:`metrics.batch._Batch`: each retrieved
document's query, rank, grade and running count of relevant documents, and
the judgments best first).

Each kernel computes what its per-query function in
:mod:`metrics.trec_formulas` computes (a reading of trec_eval's C), and to
the last bit: sums are formed in C's order (``bincount`` adds each query's
values in rank order; running sums go one rank at a time), and log2, log and
exp come from C's maths library (:func:`log2_of`, :func:`_libm`). The tests
compare both on random runs.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

from .trec_formulas import INFAP_EPSILON, MIN_GEO_MEAN, RBP_PERSISTENCE
from .trec_measures import MEASURES

if TYPE_CHECKING:
    from .batch import _Batch


def nth(values: np.ndarray, first: np.ndarray, depth: np.ndarray) -> np.ndarray:
    """The ``depth``-th row (1-based) of groups of rows starting at ``first``;
    0 where ``depth`` is 0.

    >>> nth(np.array([5, 6, 7, 8]), np.array([0, 2, 2]), np.array([2, 1, 0])).tolist()
    [6, 7, 0]
    """
    if not len(values):
        return np.zeros(len(depth), dtype=values.dtype)
    return np.where(depth > 0, values[np.maximum(first + depth - 1, 0)], 0)


_LOG2 = np.zeros(0)


def log2_of(whole: np.ndarray) -> np.ndarray:
    """log2 of whole numbers ≥ 1 as C's maths library gives it, as trec_eval
    (and :mod:`metrics.trec_formulas`) compute it. numpy's own ``log2``
    differs in the last bit for some numbers (1621 is the first, so a rank
    in a list of 1,620 or more), which can move a printed fourth decimal.

    >>> import math
    >>> bool(log2_of(np.array([1621]))[0] == math.log2(1621))  # numpy's: not here
    True
    """
    global _LOG2
    whole = np.asarray(whole, dtype=np.int64)
    top = int(whole.max(initial=1))
    if len(_LOG2) <= top:  # a table of every value up to the largest, once
        _LOG2 = np.array([-math.inf, *map(math.log2, range(1, 2 * top + 2))])
    return _LOG2[whole]


def _libm(function: Callable[[float], float], values: np.ndarray) -> np.ndarray:
    """``function`` (math.log) on each value: numpy's own log and exp differ
    from C's in the last bit for a few values in a thousand."""
    return np.fromiter(map(function, values.tolist()), dtype=float, count=len(values))


def ratio(top: np.ndarray, bottom: np.ndarray) -> np.ndarray:
    out = np.zeros_like(top, dtype=float)
    np.divide(top, bottom, out=out, where=bottom > 0)
    return out


def _set_measure(family: str, rel_ret: np.ndarray, ret: np.ndarray, rel: np.ndarray) -> np.ndarray:
    """The measures of the retrieved set as a whole (default parameters)."""
    if family == "utility":  # 1 x rel_ret - 1 x nonrel_ret (+ 0 x the rest)
        return (
            1.0 * rel_ret
            + -1.0 * (ret - rel_ret)
            + 0.0 * (rel - rel_ret)
            + 0.0 * (rel_ret - ret - rel)
        )
    if family == "set_P":
        return ratio(rel_ret, ret)
    if family == "set_recall":
        return ratio(rel_ret, rel)
    both = (ret > 0) & (rel > 0)
    if family == "set_relative_P":
        return np.where(both, ratio(rel_ret, np.minimum(ret, rel)), 0.0)
    if family == "set_map":
        return np.where(both, ratio(rel_ret * rel_ret, ret * rel), 0.0)
    precision, recall = ratio(rel_ret, ret), ratio(rel_ret, rel)  # set_F, beta = 1
    f = ratio((1.0 + 1.0) * precision * recall, 1.0 * precision + recall)
    return np.where(rel_ret > 0, f, 0.0)


def compute(b: _Batch, family: str, k: int | None) -> np.ndarray:
    def hits_k() -> np.ndarray:  # relevant documents in the top k
        return b.hits_at(np.full(b.n, k))

    if family == "num_q":
        return np.ones(b.n)
    if family == "num_ret":
        return b.num_ret
    if family == "num_rel":
        return b.num_rel
    if family == "num_rel_ret":
        return b.total(b.rel)
    if family in ("map", "map_cut"):
        return ratio(b.ap_sum(k), b.num_rel)
    if family == "recip_rank":
        first = (b.rel == 1) & (b.hits == 1)
        return b.total(np.where(first, 1.0 / b.rank, 0.0))
    if family == "gm_map":  # per query the log; "all" is exp of the mean
        return _libm(math.log, np.maximum(ratio(b.ap_sum(), b.num_rel), MIN_GEO_MEAN))
    if family == "Rprec":
        return ratio(b.hits_at(b.num_rel), b.num_rel)
    if family == "bpref":
        return b.bpref()
    if family == "iprec_at_recall":
        return b.interpolated_precision(k)
    if family == "11pt_avg":  # default levels; summed from the top, as trec_eval does
        total = np.zeros(b.n)
        for fraction in reversed(MEASURES["11pt_avg"].defaults):
            total = total + b.interpolated_precision(fraction)
        return total / len(MEASURES["11pt_avg"].defaults)
    if family == "yaap":  # log((1 + S) / (1 + R - S)), in C's order
        total = b.ap_sum()
        return _libm(math.log, (1.0 + total) / (1.0 + b.num_rel - total))
    if family == "gm_bpref":
        return _libm(math.log, np.maximum(b.bpref(), MIN_GEO_MEAN))
    if family == "Rprec_mult":
        at = (k * b.num_rel + 0.9).astype(np.int64)  # trec_eval's int(f x R + 0.9)
        return ratio(b.hits_at(at), at)
    if family == "binG":
        term = np.where(b.rel == 1, 1.0 / log2_of(2 + b.rank - b.hits), 0.0)
        return ratio(b.total(term), b.num_rel)
    if family in ("utility", "set_P", "set_relative_P", "set_recall", "set_map", "set_F"):
        return _set_measure(family, b.total(b.rel), b.num_ret, b.num_rel)
    if family == "num_nonrel_judged_ret":
        return b.total(b.judged_nonrelevant())
    if family == "relative_P":
        return ratio(hits_k(), np.minimum(float(k), b.num_rel))
    if family == "unj":
        return b.total(b.grade < 0, k) / k
    if family == "P":
        return hits_k() / k
    if family == "P_minlen":
        return ratio(hits_k(), np.minimum(b.num_ret, k))
    if family == "recall":
        return ratio(hits_k(), b.num_rel)
    if family == "success":
        return (hits_k() > 0).astype(float)
    if family == "F1":
        hits = hits_k()
        p, r = hits / k, ratio(hits, b.num_rel)
        return ratio(2 * p * r, p + r)
    if family == "ap_trunc":
        return ratio(b.ap_sum(k), np.minimum(b.num_rel, k))
    if family == "ap_hits":
        return ratio(b.ap_sum(k), hits_k())
    if family == "ap_meanP":
        # P@1 + ... + P@k added in rank order, as the lesson's table adds
        # them; ranks past the end of a short list keep the last hit count.
        total = np.zeros(b.n)
        for i in range(1, k + 1):
            total += b.hits_at(np.full(b.n, i)) / i
        return total / k
    if family == "G":  # trec_eval's m_G.c with its default gains (a grade's gain is the grade)
        gain = np.maximum(b.grade, 0).astype(float)
        cost = np.maximum(b.ideal_beside(), 1).astype(float)  # min_cost 1
        spent = b.running(cost) - b.running(gain)  # whole numbers: exact
        term = np.where(gain != 0, gain / log2_of((2 + spent).astype(np.int64)), 0.0)
        ideal = b.total(np.maximum(b.ideal_grade, 0).astype(float), q=b.ideal_q, rank=b.ideal_rank)
        return ratio(b.total(term), ideal)
    if family == "infAP":  # trec_eval's m_infap.c
        nonrel = b.judged_nonrelevant()
        unjudged = b.found & (b.grade < 0)
        at = np.flatnonzero(b.rel == 1)
        starts = b.starts_of_rows()
        above = {}
        for name, flags in (("nonrel", nonrel), ("unjudged", unjudged)):
            cum = np.cumsum(flags, dtype=np.int64)  # whole numbers: exact
            before = np.where(starts > 0, cum[np.maximum(starts - 1, 0)], 0)
            above[name] = (cum - flags - before)[at]
        fj = (b.rank[at] - 1).astype(float)
        r1 = b.hits[at].astype(np.int64) - 1
        nr, uj = above["nonrel"], above["unjudged"]
        with np.errstate(divide="ignore", invalid="ignore"):
            term = (
                1.0 / (fj + 1.0)
                + (fj / (fj + 1.0)) * ((r1 + nr + uj) / fj)
                * ((r1 + INFAP_EPSILON) / (r1 + nr + 2 * INFAP_EPSILON))
            )  # fmt: skip
        term = np.where(fj == 0, 1.0, term)
        total = np.bincount(b.q[at], weights=term, minlength=b.n)
        return np.where(b.num_rel > 0, ratio(total, b.num_rel), total)
    if family == "relstring":  # the first ten documents' grades as characters
        shown = int(MEASURES["relstring"].defaults[0])
        rows = np.flatnonzero(b.rank <= shown)
        chars = np.where(
            ~b.found[rows],
            "-",
            np.where(
                b.grade[rows] < 0, ".", np.where(b.grade[rows] > 9, ">", b.grade[rows].astype(str))
            ),
        )
        out = [""] * b.n
        for q, c in zip(b.q[rows].tolist(), chars.tolist()):
            out[q] += c
        return np.array(out, dtype=object)
    if family in ("ndcg_rel", "Rndcg"):  # default gains: a grade's gain is the grade
        gain = np.maximum(b.grade, 0).astype(float)
        results = b.running(np.where(gain != 0, gain / log2_of(b.rank + 1), 0.0))
        ideal_gain = np.maximum(b.ideal_grade, 0).astype(float)
        ideal = b.running(ideal_gain / log2_of(b.ideal_rank + 1), rank=b.ideal_rank)
        n_ret, n_ideal = b.counts, b.ideal_counts
        final = nth(results, b.first, n_ret)  # each query's DCG of its whole list
        full = b.total(ideal_gain / log2_of(b.ideal_rank + 1), q=b.ideal_q, rank=b.ideal_rank)
        positive = b.total((ideal_gain > 0).astype(float), q=b.ideal_q, rank=b.ideal_rank)
        if family == "ndcg_rel":
            # the ideal DCG beside each retrieved row (frozen past its end)
            beside = nth(ideal, b.ideal_first[b.q], np.minimum(b.rank, n_ideal[b.q]))
            with np.errstate(divide="ignore", invalid="ignore"):
                at_relevant = np.where(gain > 0, results / beside, 0.0)
                rest = (positive - b.total((gain > 0).astype(float))) * np.divide(final, full)
            total = b.total(at_relevant) + np.where(positive > 0, rest, np.nan)
            return np.where(total > 0, total / np.where(positive > 0, positive, 1), 0.0)
        # Rndcg: at each rank t where the ideal gain changes, the nDCG just above it
        g = b.ideal_grade
        first = b.ideal_rank == 1
        previous = np.r_[0, g[:-1]]
        change = (~first) & (g != previous) & (np.r_[0, np.maximum(g[:-1], 0)] > 0)
        # ... and at P + 1 when the judgments hold no grade-0 row to step onto
        end_rows = np.flatnonzero((ideal_gain > 0) & (b.ideal_rank == n_ideal[b.ideal_q]))
        t = np.r_[b.ideal_rank[change] - 1, b.ideal_rank[end_rows]]  # ranks just above
        q = np.r_[b.ideal_q[change], b.ideal_q[end_rows]]
        above_ideal = np.r_[np.flatnonzero(change) - 1, end_rows]
        above_results = nth(results, b.first[q], np.minimum(t, n_ret[q]))
        order = np.lexsort((t, q))
        terms = (above_results / ideal[above_ideal])[order]
        total = np.bincount(q[order], weights=terms, minlength=b.n)
        changes = np.bincount(q, minlength=b.n).astype(float)
        tail = (positive + 1 < n_ret) & (positive > 0)  # retrieved past the ideal's end
        total = np.where(tail, total + ratio(final, full), total)
        changes = changes + tail
        return np.where(b.num_rel > 0, ratio(total, changes), 0.0)  # none relevant: 0
    if family in ("rbp", "rbp_resid"):  # persistence p = 0.9, trec_eval's default
        p = RBP_PERSISTENCE
        weights = [1.0]
        for _ in range(int(b.rank.max(initial=0))):
            weights.append(weights[-1] * p)  # p^i by repeated products, as C
        weight = np.array(weights)
        if family == "rbp_resid":
            unjudged = b.grade < 0
            total = b.total(np.where(unjudged, weight[b.rank - 1], 0.0))
            last = weight[b.num_ret.astype(np.int64)]
            has = b.total(unjudged.astype(float)) > 0
            return np.where(has, last + (1 - p) * total, 0.0)
        top = b.top_grade()
        high = np.maximum(top, 1).astype(float)[b.q]  # gains scaled into [0, 1]
        gain = np.maximum(b.grade, 0).astype(float)
        gain = np.where(high > 1, (gain - 0.0) / (high - 0.0), gain)
        return (1.0 - p) * b.total(gain * weight[b.rank - 1])
    if family in ("dcg", "dcg_cut"):  # trec_eval's whole-list dcg; ours with a cutoff
        return b.dcg(k)
    if family == "ideal_dcg":
        return b.dcg(ideal="judgments")
    if family in ("ndcg", "ndcg_cut"):
        return ratio(b.dcg(k), b.dcg(k, ideal="judgments"))
    if family == "ndcg_exp_cut":
        return ratio(b.dcg(k, "exponential"), b.dcg(k, "exponential", "judgments"))
    if family == "ndcg_listidcg_cut":
        return ratio(b.dcg(k), b.dcg(k, ideal="ranking"))
    raise ValueError(f"unknown measure {family!r}")  # pragma: no cover

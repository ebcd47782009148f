"""trec_eval's other gain measures: binG, G (cumulative gain with a cost
model), ndcg_rel (nDCG averaged over the relevant documents) and Rndcg (nDCG
averaged where the ideal gain changes). They share the nDCG family's gain
table (:mod:`metrics.measures.dcg`)."""

from __future__ import annotations

import math

import numpy as np

from .base import TREC_EVAL_9, Measure, c_divide, log2_of, nth, ratio, relevant
from .dcg import IdealWalk, gain_lookup, gains


def bin_g(judged, options, params):
    """trec_eval's ``m_binG.c``: (1/R) Σ over relevant documents of
    1 / log2(2 + non-relevant above it). Nothing relevant retrieved → 0."""
    total, rel_so_far = 0.0, 0
    for i, grade in enumerate(judged.rels):
        if relevant(grade, options):
            rel_so_far += 1
            total += 1.0 / math.log2(3 + i - rel_so_far)
    return total / judged.num_rel if rel_so_far else 0.0


def g(judged, options, params):
    """trec_eval's ``m_G.c``: gain discounted by log2 of the cost spent
    beyond the gain found (each document costs its ideal gain, at least 1),
    over the ideal's total gain. No gain judged → 0."""
    table = gains(judged, params)
    lookup = gain_lookup(table)
    ideal = IdealWalk(table)
    results_g = sum_results = sum_ideal = sum_cost = 0.0
    min_cost = 1.0
    i = 0
    while i < judged.num_ret and ideal.gain > 0.0:
        gain = lookup.get(judged.rels[i], 0.0)
        sum_results += gain
        ideal_gain = ideal.step()
        if ideal_gain > 0.0:
            sum_ideal += ideal_gain
        sum_cost += ideal_gain if ideal_gain >= min_cost else min_cost
        if gain != 0:
            results_g += gain / math.log2(2 + sum_cost - sum_results)
        i += 1
    while i < judged.num_ret:
        gain = lookup.get(judged.rels[i], 0.0)
        sum_results += gain
        sum_cost += min_cost
        if gain != 0:
            results_g += gain / math.log2(2 + sum_cost - sum_results)
        i += 1
    while ideal.gain > 0.0:
        ideal_gain = ideal.step()
        if ideal_gain > 0.0:
            sum_ideal += ideal_gain
    return results_g / sum_ideal if sum_ideal > 0.0 else 0.0


def ndcg_rel(judged, options, params):
    """trec_eval's ``m_ndcg_rel.c``: nDCG at the rank of each relevant
    document, averaged over the relevant documents (those not retrieved
    count with the whole list's nDCG). No positive gain → 0."""
    table = gains(judged, params)
    lookup = gain_lookup(table)
    ideal = IdealWalk(table)
    results_dcg = ideal_dcg_value = total = 0.0
    num_rel_ret = n_rel = 0
    i = 0
    while i < judged.num_ret and ideal.gain > 0.0:
        gain = lookup.get(judged.rels[i], 0.0)
        if gain != 0:
            results_dcg += gain / math.log2(i + 2)
        ideal_gain = ideal.step()
        if ideal_gain > 0.0:
            n_rel += 1
            ideal_dcg_value += ideal_gain / math.log2(i + 2)
        if gain > 0:
            total += c_divide(results_dcg, ideal_dcg_value)
            num_rel_ret += 1
        i += 1
    while i < judged.num_ret:
        gain = lookup.get(judged.rels[i], 0.0)
        if gain != 0:
            results_dcg += gain / math.log2(i + 2)
        if gain > 0:
            total += c_divide(results_dcg, ideal_dcg_value)
            num_rel_ret += 1
        i += 1
    while ideal.gain > 0.0:
        ideal_gain = ideal.step()
        if ideal_gain > 0.0:
            n_rel += 1
            ideal_dcg_value += ideal_gain / math.log2(i + 2)
        i += 1
    # As C reads it: (double) count * results_dcg first, then / ideal_dcg.
    total += c_divide((n_rel - num_rel_ret) * results_dcg, ideal_dcg_value)
    return total / n_rel if total > 0.0 else 0.0


def r_ndcg(judged, options, params):
    """trec_eval's ``m_Rndcg.c``: nDCG just above each rank where the ideal
    gain changes, and at the end of the ranking, averaged. R = 0 → 0."""
    table = gains(judged, params)
    if judged.num_rel == 0:
        return 0.0
    lookup = gain_lookup(table)
    ideal = IdealWalk(table)
    old_gain = ideal.gain
    results_dcg = ideal_dcg_value = total = 0.0
    changes = 0
    i = 0
    while i < judged.num_ret and ideal.gain > 0.0:
        gain = lookup.get(judged.rels[i], 0.0)
        ideal_gain = ideal.step()
        if old_gain != ideal_gain:
            if ideal_dcg_value > 0.0:
                total += results_dcg / ideal_dcg_value
                changes += 1
            old_gain = ideal_gain
        if gain != 0:
            results_dcg += gain / math.log2(i + 2)
        if ideal_gain > 0.0:
            ideal_dcg_value += ideal_gain / math.log2(i + 2)
        i += 1
    if i < judged.num_ret:
        while i < judged.num_ret:
            gain = lookup.get(judged.rels[i], 0.0)
            if gain != 0:
                results_dcg += gain / math.log2(i + 2)
            i += 1
        if ideal_dcg_value > 0.0:
            total += results_dcg / ideal_dcg_value
            changes += 1
    while ideal.gain > 0.0:
        ideal_gain = ideal.step()
        if old_gain != ideal_gain:
            if ideal_dcg_value > 0.0:
                total += results_dcg / ideal_dcg_value
                changes += 1
            old_gain = ideal_gain
        if ideal_gain > 0.0:
            ideal_dcg_value += ideal_gain / math.log2(i + 2)
        i += 1
    return c_divide(total, changes)


# ---------------------------------------------------------------------------
# Kernels: every query at once, with the default gains (a grade's gain is
# the grade).


def _bin_g_kernel(e, k):
    rows = np.flatnonzero(e.rel == 1)  # the terms of the relevant rows (the rest add 0)
    term = 1.0 / log2_of(2 + e.rank[rows] - e.hits[rows])
    return ratio(np.bincount(e.q[rows], weights=term, minlength=e.n), e.num_rel)


def _g_kernel(e, k):
    # Only a positive gain adds a term, so only those rows are computed.
    rows = np.flatnonzero(e.grade > 0)
    q, rank, gain = e.q[rows], e.rank[rows], e.grade[rows].astype(float)
    # The cost spent down to each: the ideal ranking's costs (its grade, at
    # least 1) as far as that list goes, 1 a rank past it ...
    ideal_cost = e.running(np.maximum(e.ideal_grade, 1).astype(float), rank=e.ideal_rank)
    depth = np.minimum(rank, e.ideal_counts[q])
    cost = nth(ideal_cost, e.ideal_first[q], depth) + (rank - depth)
    # ... less the gain got so far (the query's positive gains down to it).
    # Whole numbers, so every sum is exact, in any order.
    got = np.cumsum(gain)
    starts = np.flatnonzero(np.r_[True, q[1:] != q[:-1]]) if len(q) else np.zeros(0, int)
    got -= np.repeat((got - gain)[starts], np.diff(np.r_[starts, len(q)]))
    term = gain / log2_of((2 + cost - got).astype(np.int64))
    ideal = e.total(np.maximum(e.ideal_grade, 0).astype(float), q=e.ideal_q, rank=e.ideal_rank)
    return ratio(np.bincount(q, weights=term, minlength=e.n), ideal)


def _running_dcgs(e):
    """Per row, the running DCG of the ranking and of the ideal ranking,
    each query's whole DCG and ideal DCG, and its count of positive grades.

    ndcg_rel and Rndcg each compute these, not one from the other's cache:
    the engine lets go of run-long arrays between measures
    (``forget_rows``), which keeps the peak memory down on a large run."""
    gain = np.maximum(e.grade, 0).astype(float)
    results = e.running(np.where(gain != 0, gain / log2_of(e.rank + 1), 0.0))
    ideal_gain = np.maximum(e.ideal_grade, 0).astype(float)
    ideal = e.running(ideal_gain / log2_of(e.ideal_rank + 1), rank=e.ideal_rank)
    final = nth(results, e.first, e.counts)  # each query's DCG of its whole list
    full = e.total(ideal_gain / log2_of(e.ideal_rank + 1), q=e.ideal_q, rank=e.ideal_rank)
    positive = e.total((ideal_gain > 0).astype(float), q=e.ideal_q, rank=e.ideal_rank)
    return gain, results, ideal, final, full, positive


def _ndcg_rel_kernel(e, k):
    gain, results, ideal, final, full, positive = _running_dcgs(e)
    # At the rows of positive gain only (a few of the run's): the running
    # DCG over the ideal DCG beside it (frozen past the ideal list's end).
    # Summing only those rows adds what the whole rows' sum would, in the
    # same order, less the zeros.
    rows = np.flatnonzero(gain > 0)
    q = e.q[rows]
    beside = nth(ideal, e.ideal_first[q], np.minimum(e.rank[rows], e.ideal_counts[q]))
    with np.errstate(divide="ignore", invalid="ignore"):
        at_relevant = results[rows] / beside
        found = np.bincount(q, minlength=e.n).astype(float)
        rest = np.divide((positive - found) * final, full)  # C's order: times, then over
    total = e.total(at_relevant, q=q) + np.where(positive > 0, rest, np.nan)
    return np.where(total > 0, total / np.where(positive > 0, positive, 1), 0.0)


def _r_ndcg_kernel(e, k):
    _, results, ideal, final, full, positive = _running_dcgs(e)
    n_ret, n_ideal = e.counts, e.ideal_counts
    # at each rank t where the ideal gain changes, the nDCG just above it
    grade = e.ideal_grade
    first = e.ideal_rank == 1
    previous = np.r_[0, grade[:-1]]
    change = (~first) & (grade != previous) & (np.r_[0, np.maximum(grade[:-1], 0)] > 0)
    # ... and at P + 1 when the judgments hold no grade-0 row to step onto
    ideal_gain = np.maximum(grade, 0)
    end_rows = np.flatnonzero((ideal_gain > 0) & (e.ideal_rank == n_ideal[e.ideal_q]))
    t = np.r_[e.ideal_rank[change] - 1, e.ideal_rank[end_rows]]  # ranks just above
    q = np.r_[e.ideal_q[change], e.ideal_q[end_rows]]
    above_ideal = np.r_[np.flatnonzero(change) - 1, end_rows]
    above_results = nth(results, e.first[q], np.minimum(t, n_ret[q]))
    order = np.lexsort((t, q))
    terms = (above_results / ideal[above_ideal])[order]
    total = np.bincount(q[order], weights=terms, minlength=e.n)
    changes = np.bincount(q, minlength=e.n).astype(float)
    tail = (positive + 1 < n_ret) & (positive > 0)  # retrieved past the ideal's end
    total = np.where(tail, total + ratio(final, full), total)
    changes = changes + tail
    return np.where(e.num_rel > 0, ratio(total, changes), 0.0)  # none relevant: 0


MEASURES = [
    Measure(
        "binG", "binary gain, discounted by log2 of the non-relevant seen", bin_g,
        kernel=_bin_g_kernel,
        formula="(1/R) sum over relevant d at rank i of 1 / log2(2 + non-relevant above d)",
        degenerate="R = 0: 0", computed_by=TREC_EVAL_9,
    ),
    Measure(
        "G", "normalised cumulative gain with a cost model", g, "param_pair", kernel=_g_kernel,
        formula="cumulative gain with a cost model (trec_eval's m_G.c), / ideal",
        degenerate="no gain: 0", computed_by=TREC_EVAL_9,
    ),
    Measure(
        "ndcg_rel", "nDCG averaged over the relevant documents", ndcg_rel, "param_pair",
        kernel=_ndcg_rel_kernel, formula="mean over relevant documents of nDCG at their ranks",
        degenerate="no positive grade: 0", computed_by=TREC_EVAL_9,
    ),
    Measure(
        "Rndcg", "nDCG averaged where the ideal gain changes", r_ndcg, "param_pair",
        kernel=_r_ndcg_kernel, formula="mean of nDCG where the ideal gain changes (ranks R_g)",
        degenerate="R = 0: 0", computed_by=TREC_EVAL_9,
    ),
]  # fmt: skip

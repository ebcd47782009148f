"""bpref and gm_bpref: how often judged relevant documents come before
judged non-relevant ones (Buckley & Voorhees 2004); unjudged documents are
skipped, so bpref suits incomplete judgments."""

from __future__ import annotations

import math

import numpy as np

from .base import MIN_GEO_MEAN, TREC_EVAL_9, WITH_IR_MEASURES, Measure, libm, ratio


def _bpref(judged, options) -> float:
    num_nonrel = sum(judged.rel_levels[: max(options.level, 0)])
    nonrel_so_far, total = 0, 0.0
    for grade in judged.rels:
        if grade < 0:
            continue
        if grade < options.level:
            nonrel_so_far += 1
        elif nonrel_so_far > 0:
            total += 1.0 - min(nonrel_so_far, judged.num_rel) / min(num_nonrel, judged.num_rel)
        else:
            total += 1.0
    return total / judged.num_rel if judged.num_rel else total


def bpref(judged, options, params):
    """trec_eval's ``m_bpref.c``: for each relevant retrieved document,
    1 − min(judged non-relevant above it, R) / min(N, R); summed, / R.
    R = 0 → 0."""
    return _bpref(judged, options)


def gm_bpref(judged, options, params):
    """trec_eval's ``m_gm_bpref.c``: log(max(bpref, 0.00001)) per query; the
    ``all`` line is exp of their mean."""
    return math.log(max(_bpref(judged, options), MIN_GEO_MEAN))


def bpref_of_each(e) -> np.ndarray:
    """bpref of every query, computed on the relevant rows only (a fraction
    of the run)."""
    if not len(e.q):
        return np.zeros(e.n)
    judged_nonrel = np.cumsum(e.judged_nonrelevant(), dtype=np.int32)
    before = np.where(e.first > 0, judged_nonrel[np.maximum(e.first - 1, 0)], 0)
    at = np.flatnonzero(e.rel == 1)
    q = e.q[at]
    above = judged_nonrel[at] - before[q]
    del judged_nonrel
    r, n = e.num_rel[q], e.num_nonrel[q]
    with np.errstate(divide="ignore", invalid="ignore"):
        term = np.where(above > 0, 1.0 - np.minimum(above, r) / np.minimum(n, r), 1.0)
    return ratio(np.bincount(q, weights=term, minlength=e.n), e.num_rel)


MEASURES = [
    Measure(
        "bpref", "how often judged relevant documents come before judged non-relevant ones",
        bpref, kernel=lambda e, k: bpref_of_each(e),
        formula="(1/R) sum over relevant retrieved d of 1 - min(N above d, R) / min(N, R)",
        degenerate="R = 0: 0; unjudged documents are skipped", computed_by=WITH_IR_MEASURES,
        title="bpref (relevant ranked above judged non-relevant)", ir_name="Bpref", ir_rel=True,
        upload=True,
    ),
    Measure(
        "gm_bpref", "geometric mean of bpref over queries", gm_bpref,
        kernel=lambda e, k: libm(math.log, np.maximum(bpref_of_each(e), MIN_GEO_MEAN)),
        average="gm", printed_per_query=False,
        formula="exp(mean over queries of log max(bpref, 0.00001))",
        degenerate="bpref = 0 counts as 0.00001", computed_by=TREC_EVAL_9,
    ),
]  # fmt: skip

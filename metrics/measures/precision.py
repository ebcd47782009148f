"""Precision and recall at a depth: P, recall, success (Hit), relative_P,
R-precision, Rprec_mult, interpolated precision (iprec_at_recall, 11pt_avg),
and the conventions trec_eval lacks (P_minlen, F1)."""

from __future__ import annotations

import numpy as np

from ..floats import added
from ..judged import lround
from ..tools.names import labels
from .base import (
    CUTS,
    TREC_EVAL,
    TREC_EVAL_9,
    WITH_IR_MEASURES,
    Measure,
    OnList,
    at_cutoffs,
    c_divide,
    hits_at,
    ratio,
    relevant,
)

#: trec_eval's default recall levels (iprec_at_recall, 11pt_avg).
RECALLS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
#: trec_eval's default multiples of R (Rprec_mult).
RPREC_MULTS = (0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0)


def precision(judged, options, params):
    """trec_eval's ``m_P.c``: relevant in the top k / k, at each cutoff k,
    dividing by k even when fewer were retrieved. Nothing retrieved → 0."""
    return at_cutoffs(judged, params, options, lambda i, rel: rel / i)


def recall(judged, options, params):
    """trec_eval's ``m_recall.c``: relevant in the top k / R. R = 0 → 0."""
    if not judged.num_rel:
        return [0.0] * len(params)
    return at_cutoffs(judged, params, options, lambda i, rel: rel / judged.num_rel)


def relative_precision(judged, options, params):
    """trec_eval's ``m_rel_P.c``: relevant in the top k / min(k, R). R = 0 → 0."""
    if not judged.num_rel:
        return [0.0] * len(params)
    return at_cutoffs(judged, params, options, lambda i, rel: rel / min(i, judged.num_rel))


def success(judged, options, params):
    """trec_eval's ``m_success.c``: 1 if a relevant document is in the top k.
    Nothing relevant retrieved → 0."""
    return at_cutoffs(judged, params, options, lambda i, rel: 1.0 if rel else 0.0)


def r_prec(judged, options, params):
    """trec_eval's ``m_Rprec.c``: relevant in the top R / R. R = 0 or
    nothing retrieved → 0."""
    look = min(judged.num_ret, judged.num_rel)
    if not look:
        return 0.0
    return sum(relevant(grade, options) for grade in judged.rels[:look]) / judged.num_rel


def r_prec_mult(judged, options, params):
    """trec_eval's ``m_Rprec_mult.c``: precision at rank int(f × R + 0.9)
    for each multiple f. R = 0 → 0 (C's 0 / 0 where that rank is 0)."""
    cutoffs = [int(f * judged.num_rel + 0.9) for f in params]
    values = [0.0] * len(cutoffs)
    current = len(cutoffs) - 1
    while current >= 0 and cutoffs[current] > judged.num_ret:
        values[current] = c_divide(judged.num_rel_ret, cutoffs[current])
        current -= 1
    rel_so_far = judged.num_rel_ret
    i = judged.num_ret
    while i > 0 and rel_so_far > 0:
        precis = rel_so_far / i
        while current >= 0 and i == cutoffs[current]:
            values[current] = precis
            current -= 1
        if relevant(judged.rels[i - 1], options):
            rel_so_far -= 1
        i -= 1
    return values


def interpolated(judged, options, fractions) -> list[float]:
    """trec_eval's ``m_iprec_at_recall.c``: at each recall level f, the
    highest precision at any rank at or after the one where round(f × R)
    relevant documents are found (9.x: int(f × R + 0.9)). R = 0 → 0."""

    if options.version9:
        cutoffs = [int(f * judged.num_rel + 0.9) for f in fractions]
    else:
        cutoffs = [lround(f * judged.num_rel) for f in fractions]
    values = [0.0] * len(cutoffs)
    current = len(cutoffs) - 1
    while current >= 0 and cutoffs[current] > judged.num_rel_ret:
        current -= 1
    int_precis = c_divide(judged.num_rel_ret, judged.num_ret)
    rel_so_far = judged.num_rel_ret
    i = judged.num_ret
    while i > 0 and rel_so_far > 0:
        precis = rel_so_far / i
        if int_precis < precis:
            int_precis = precis
        if relevant(judged.rels[i - 1], options):
            while current >= 0 and rel_so_far == cutoffs[current]:
                values[current] = int_precis
                current -= 1
            rel_so_far -= 1
        i -= 1
    while current >= 0:
        values[current] = int_precis
        current -= 1
    return values


def eleven_pt_avg(judged, options, params):
    """trec_eval's ``m_11pt_avg.c``: the mean of :func:`interpolated` over
    the levels, added from the last to the first. R = 0 → 0."""
    if not params:
        raise ValueError("measure 11pt_avg needs at least one recall level")
    return added(reversed(interpolated(judged, options, params))) / len(params)


def precision_min_len(judged, options, params):
    """torchmetrics' ``adaptive_k``: relevant in the top k / min(k, n).
    Nothing retrieved → 0."""
    return [
        hits_at(judged, k, options) / min(k, judged.num_ret) if judged.num_ret else 0.0
        for k in params
    ]


def f1(judged, options, params):
    """ranx's ``f1``: 2 P@k R@k / (P@k + R@k). Nothing relevant in the top k → 0."""
    out = []
    for k in params:
        hits = hits_at(judged, k, options)
        prec, rec = hits / k, hits / judged.num_rel if judged.num_rel else 0.0
        out.append(2 * prec * rec / (prec + rec) if prec + rec > 0 else 0.0)
    return out


# ---------------------------------------------------------------------------
# Kernels: every query at once (metrics.evaluator.vectorised.Evaluated).


def _hits_k(e, k) -> np.ndarray:
    return e.hits_at(np.full(e.n, k))


def best_precision_from(e) -> np.ndarray:
    """For the k-th relevant document retrieved by each query, the highest
    precision at its rank or any later relevant one (computed once per
    evaluation, kept in ``e.cache``)."""
    if "best_precision" not in e.cache:
        at = np.flatnonzero(e.rel == 1)
        precision_at = e.hits[at] / e.rank[at]
        counts = np.bincount(e.q[at], minlength=e.n)
        starts = np.cumsum(counts) - counts
        best = precision_at.copy()
        for start, count in zip(starts.tolist(), counts.tolist()):
            if count > 1:
                part = best[start : start + count]
                best[start : start + count] = np.maximum.accumulate(part[::-1])[::-1]
        e.cache["best_precision"] = best, starts
    return e.cache["best_precision"]


def interpolated_precision(e, fraction: float) -> np.ndarray:
    """trec_eval 10.0's iprec_at_recall at one level for every query: the
    best precision at or after the rank where round(fraction × R) relevant
    documents are found (trec_eval 9, ``e.version9``: int(fraction × R + 0.9))."""
    x = fraction * e.num_rel
    if getattr(e, "version9", False):
        cut = (x + 0.9).astype(np.int64)  # 9.x's (long) (f * R + 0.9)
    else:
        whole = np.floor(x)
        cut = (whole + (x - whole >= 0.5)).astype(np.int64)  # C's lround
    found = e.rel_ret.astype(np.int64)
    best, starts = best_precision_from(e)
    out = np.zeros(e.n)
    has = (cut >= 1) & (cut <= found)
    out[has] = best[starts[has] + cut[has] - 1]
    zero = (cut == 0) & (found > 0)
    out[zero] = best[starts[zero]]
    return out


def _eleven_pt_kernel(e, k):  # default levels; summed from the top, as trec_eval does
    total = np.zeros(e.n)
    for fraction in reversed(RECALLS):
        total = total + interpolated_precision(e, fraction)
    return total / len(RECALLS)


def _rprec_mult_kernel(e, k):
    at = (k * e.num_rel + 0.9).astype(np.int64)  # trec_eval's int(f x R + 0.9)
    return ratio(e.hits_at(at), at)


def _f1_kernel(e, k):
    hits = _hits_k(e, k)
    p, r = hits / k, ratio(hits, e.num_rel)
    return ratio(2 * p * r, p + r)


_P = OnList("precision", "precision_at_k")

MEASURES = [
    Measure(
        "Rprec", "precision after R documents, R = relevant documents", r_prec,
        kernel=lambda e, k: ratio(e.hits_at(e.num_rel), e.num_rel),
        formula="(relevant in the top R) / R", degenerate="R = 0 or n = 0: 0",
        computed_by=WITH_IR_MEASURES,
        title="R-precision (precision at rank R, R = relevant documents)", ir_name="Rprec",
        ir_rel=True, upload=True,
    ),
    Measure(
        "iprec_at_recall", "interpolated precision at recall levels", interpolated, "cut_double",
        RECALLS, kernel=interpolated_precision,
        formula="max P@j over ranks j at or after the point where round(f x R) relevant were found",
        degenerate="R = 0: 0; 9.x (pytrec_eval, ir-measures IPrec) used int(f x R + 0.9)",
        computed_by=TREC_EVAL, ir_name="IPrec@", ir_rel=True,
    ),
    Measure(
        "P", "precision at k, / k even when fewer than k were retrieved", precision, "cut_long",
        CUTS, kernel=lambda e, k: _hits_k(e, k) / k, formula="(relevant in the top k) / k",
        degenerate="divides by k even when n < k; n = 0: 0",
        computed_by=labels("P"),
        title="Precision@{k}", question="What fraction of the top k items are relevant?",
        tex=r"P@k = \frac{\text{hits}@k}{k}", ir_name="P@", ir_rel=True, upload=True,
        on_list=_P, lesson_name="Precision@k", label="Precision@k",
    ),
    Measure(
        "recall", "relevant in the top k / all relevant", recall, "cut_long", CUTS,
        kernel=lambda e, k: ratio(_hits_k(e, k), e.num_rel),
        formula="(relevant in the top k) / R", degenerate="R = 0: 0",
        computed_by=labels("recall"),
        title="Recall@{k}", question="What fraction of all relevant items made it into the top k?",
        tex=r"R@k = \frac{\text{hits}@k}{m}", ir_name="R@", ir_rel=True, upload=True,
        on_list=OnList("precision", "recall_at_k"), lesson_name="Recall@k", label="Recall@k",
    ),
    Measure(
        "Rprec_mult", "precision after R x f documents", r_prec_mult, "cut_double", RPREC_MULTS,
        kernel=_rprec_mult_kernel, formula="(relevant in the top int(f x R + 0.9)) / that rank",
        degenerate="R = 0: 0", computed_by=TREC_EVAL_9,
    ),
    Measure(
        "11pt_avg", "mean interpolated precision at 11 recall levels", eleven_pt_avg,
        "param_double", RECALLS, kernel=_eleven_pt_kernel,
        formula="mean of iprec_at_recall over the recall levels (default 0, 0.1, ..., 1)",
        degenerate="R = 0: 0", computed_by=TREC_EVAL,
    ),
    Measure(
        "relative_P", "relevant in the top k / min(k, relevant)", relative_precision, "cut_long",
        CUTS, kernel=lambda e, k: ratio(_hits_k(e, k), np.minimum(float(k), e.num_rel)),
        formula="(relevant in the top k) / min(k, R)", degenerate="R = 0: 0",
        computed_by=(*TREC_EVAL_9, *labels("relative_P")),
    ),
    Measure(
        "success", "1 if a relevant document is in the top k", success, "cut_long", (1, 5, 10),
        kernel=lambda e, k: (_hits_k(e, k) > 0).astype(float),
        formula="1 if a relevant document is in the top k, else 0",
        degenerate="nothing relevant retrieved: 0",
        computed_by=labels("success"),
        title="Hit@{k}", question="Is there at least one relevant item in the top k?",
        tex=r"\mathrm{Hit}@k = [\,\text{hits}@k > 0\,]", ir_name="Success@", ir_rel=True,
        upload=True, on_list=OnList("precision", "hit_at_k"), lesson_name="Hit@k", label="Hit@k",
    ),
    Measure(
        "P_minlen", "precision at k / min(k, documents retrieved)", precision_min_len,
        "cut_long", CUTS, kernel=lambda e, k: ratio(_hits_k(e, k), np.minimum(e.num_ret, k)),
        in_trec_eval=False, formula="(relevant in the top k) / min(k, n)", degenerate="n = 0: 0",
        computed_by=labels("P_minlen"),
        title="Precision@{k} ÷ min(k, length)",
        question="Precision that does not punish a list shorter than k.",
        tex=r"P@k = \frac{\text{hits}@k}{\min(k, n)}", upload=True, on_list=_P,
        list_options={"denominator": "min_k_len"}, lesson_name="Precision@k ÷ min(k, length)",
        label="Precision@k ÷ min(k, length)",
    ),
    Measure(
        "F1", "harmonic mean of P_k and recall_k", f1, "cut_long", CUTS, kernel=_f1_kernel,
        in_trec_eval=False, formula="2 P@k R@k / (P@k + R@k)",
        degenerate="nothing relevant in the top k: 0", computed_by=labels("f1"), title="F1@{k}",
        question="One number balancing precision and recall at k.",
        tex=r"F_1@k = \frac{2\,P@k\,R@k}{P@k + R@k}", upload=True,
        on_list=OnList("precision", "f1_at_k"), lesson_name="F1@k", label="F1@k",
    ),
]  # fmt: skip

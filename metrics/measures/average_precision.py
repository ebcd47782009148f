r"""Average precision and its kin: map, map_cut, gm_map, infAP, yaap, and the
conventions trec_eval lacks (ap_trunc, ap_hits, the wrong ap_meanP).

Every one sums the precision at each relevant rank,
:math:`S = \sum_i \mathrm{rel}(i)\, P@i`, and differs in what it divides by
(see :mod:`metrics.lists.ap` for the lesson's view of the four conventions).
"""

from __future__ import annotations

import math

import numpy as np

from ..judged import NONPOOL, UNJUDGED
from ..tools.names import NOT_A_TOOL, labels
from .base import (
    CUTS,
    MIN_GEO_MEAN,
    TREC_EVAL,
    TREC_EVAL_9,
    WITH_IR_MEASURES,
    Measure,
    OnList,
    libm,
    ratio,
    relevant,
)

#: infAP's smoothing constant (trec_eval's ``INFAP_EPSILON``).
INFAP_EPSILON = 0.00001


def _ap_sum(judged, options, stop: int | None = None) -> tuple[float, int]:
    """S over the top ``stop`` (all when None) and the relevant found there."""
    total, rel_so_far = 0.0, 0
    for i, grade in enumerate(judged.rels[:stop]):
        if relevant(grade, options):
            rel_so_far += 1
            total += rel_so_far / (i + 1)
    return total, rel_so_far


def ap(judged, options, params):
    """trec_eval's ``m_map.c``: S / R. Nothing relevant retrieved (or R = 0) → 0."""
    total, found = _ap_sum(judged, options)
    return total / judged.num_rel if found else 0.0


def gm_ap(judged, options, params):
    """trec_eval's ``m_gm_map.c``: log(max(AP, 0.00001)) per query; the
    ``all`` line is exp of their mean. AP = 0 counts as 0.00001."""
    total, found = _ap_sum(judged, options)
    if found:
        total = total / judged.num_rel
    return math.log(max(total, MIN_GEO_MEAN))


def ap_cut(judged, options, params):
    """trec_eval's ``m_map_cut.c``: S over the top k / R, at each cutoff k. R = 0 → 0."""
    if not judged.num_rel:
        return [0.0] * len(params)
    values = [0.0] * len(params)
    index, rel_so_far, total = 0, 0, 0.0
    for i, grade in enumerate(judged.rels):
        if i == params[index]:
            values[index] = total / judged.num_rel
            index += 1
            if index == len(params):
                return values
        if relevant(grade, options):
            rel_so_far += 1
            total += rel_so_far / (i + 1)
    for rest in range(index, len(params)):
        values[rest] = total / judged.num_rel
    return values


def inf_ap(judged, options, params):
    """trec_eval's ``m_infap.c``: AP estimated from sampled judgments
    (Yilmaz & Aslam 2006), documents not in the pool skipped. R = 0 → the
    sum itself (0 unless something relevant was retrieved)."""

    nonrel, rel, unj, total = 0, 0, 0, 0.0
    for i, grade in enumerate(judged.rels):
        if grade == NONPOOL:
            continue
        if grade == UNJUDGED:
            unj += 1
            continue
        if not relevant(grade, options):
            nonrel += 1
            continue
        rel += 1
        if i == 0:
            total += 1.0
        else:
            fj = float(i)
            total += 1.0 / (fj + 1.0) + (fj / (fj + 1.0)) * ((rel - 1 + nonrel + unj) / fj) * (
                (rel - 1 + INFAP_EPSILON) / (rel - 1 + nonrel + 2 * INFAP_EPSILON)
            )
    return total / judged.num_rel if judged.num_rel else total


def yaap(judged, options, params):
    """trec_eval's ``m_yaap.c``: Robertson's "yet another AP",
    log((1 + S) / (1 + R - S)). R = 0 → log(1) = 0."""
    total, _ = _ap_sum(judged, options)
    return math.log((1.0 + total) / (1.0 + judged.num_rel - total))


def ap_truncated(judged, options, params):
    """Kaggle's ``apk``: S over the top k / min(R, k). R = 0 → 0."""
    return [
        _ap_sum(judged, options, k)[0] / min(judged.num_rel, k) if judged.num_rel else 0.0
        for k in params
    ]


def ap_over_hits(judged, options, params):
    """torchmetrics' ``RetrievalMAP(top_k=k)``: S over the top k / the
    relevant found there. None found → 0."""
    out = []
    for k in params:
        total, found = _ap_sum(judged, options, k)
        out.append(total / found if found else 0.0)
    return out


def ap_mean_of_precisions(judged, options, params):
    """The misreading: (P@1 + … + P@k) / k, ranks past the end of a short
    list keeping the last count of relevant documents. Nothing retrieved → 0."""
    out = []
    for k in params:
        total, hits = 0.0, 0
        for i in range(k):
            hits += i < judged.num_ret and relevant(judged.rels[i], options)
            total += hits / (i + 1)
        out.append(total / k)
    return out


# ---------------------------------------------------------------------------
# Kernels: every query at once (metrics.evaluator.vectorised.Evaluated).


def ap_sum(e, k=None) -> np.ndarray:
    """Per query, S over the top ``k`` (every rank when None)."""
    return e.total_at("ap", lambda: e.rel * e.hits / e.rank, k)


def _ap_kernel(e, k):
    return ratio(ap_sum(e, k), e.num_rel)


def _gm_ap_kernel(e, k):  # per query the log; "all" is exp of the mean
    return libm(math.log, np.maximum(ratio(ap_sum(e), e.num_rel), MIN_GEO_MEAN))


def _yaap_kernel(e, k):  # log((1 + S) / (1 + R - S)), in C's order
    total = ap_sum(e)
    return libm(math.log, (1.0 + total) / (1.0 + e.num_rel - total))


def _inf_ap_kernel(e, k):
    nonrel = e.judged_nonrelevant()
    unjudged = e.found & (e.grade < 0)
    at = np.flatnonzero(e.rel == 1)
    starts = e.first[e.q[at]]  # each relevant row's query's first row
    above = {}
    for name, flags in (("nonrel", nonrel), ("unjudged", unjudged)):
        cum = np.cumsum(flags, dtype=np.int64)  # whole numbers: exact
        before = np.where(starts > 0, cum[np.maximum(starts - 1, 0)], 0)
        above[name] = cum[at] - flags[at] - before  # at the relevant rows only
    fj = (e.rank[at] - 1).astype(float)
    r1 = e.hits[at].astype(np.int64) - 1
    nr, uj = above["nonrel"], above["unjudged"]
    with np.errstate(divide="ignore", invalid="ignore"):
        term = (
            1.0 / (fj + 1.0)
            + (fj / (fj + 1.0)) * ((r1 + nr + uj) / fj)
            * ((r1 + INFAP_EPSILON) / (r1 + nr + 2 * INFAP_EPSILON))
        )  # fmt: skip
    term = np.where(fj == 0, 1.0, term)
    total = np.bincount(e.q[at], weights=term, minlength=e.n)
    return np.where(e.num_rel > 0, ratio(total, e.num_rel), total)


def _mean_p_kernel(e, k):
    # P@1 + ... + P@k added in rank order, as the lesson's table adds them;
    # ranks past the end of a short list keep the last hit count. The sum so
    # far is kept on ``e``, so cutoffs asked in increasing order (every K
    # from 1 to 100, as the explain search asks) add each rank once.
    done, total = getattr(e, "mean_p_sums", (0, np.zeros(e.n)))
    if done > k:
        done, total = 0, np.zeros(e.n)
    total = total.copy()
    for i in range(done + 1, k + 1):
        total += e.hits_at(np.full(e.n, i)) / i
    e.mean_p_sums = (k, total)
    return total / k


_AP_TOOLS = labels("map", whole=True)
_SUM = r"\sum_{i=1}^{K} \mathrm{rel}(i)\, P@i"
_AP = OnList("ap", "average_precision")

MEASURES = [
    Measure(
        "map", "average precision, / all relevant documents", ap, kernel=_ap_kernel,
        formula="AP = (1/R) sum_i rel(i) P@i", degenerate="R = 0 or nothing relevant retrieved: 0",
        computed_by=_AP_TOOLS, title="Standard AP, whole list", ir_name="AP", ir_rel=True,
        upload=True,
    ),
    Measure(
        "gm_map", "geometric mean of AP over queries (AP floored at 0.00001)", gm_ap,
        kernel=_gm_ap_kernel, average="gm", printed_per_query=False,
        formula="exp(mean over queries of log max(AP, 0.00001))",
        degenerate="AP = 0 counts as 0.00001", computed_by=TREC_EVAL_9,
    ),
    Measure(
        "infAP", "inferred AP (for sampled judgments)", inf_ap, kernel=_inf_ap_kernel,
        formula="AP estimated from sampled judgments (Yilmaz & Aslam 2006); equals AP when "
        "judgments are complete",
        degenerate="R = 0: 0", computed_by=WITH_IR_MEASURES, ir_name="infAP", ir_rel=True,
    ),
    Measure(
        "map_cut", "AP of the top k, / all relevant documents", ap_cut, "cut_long", CUTS,
        kernel=_ap_kernel, formula="(1/R) sum_{i<=k} rel(i) P@i", degenerate="R = 0: 0",
        computed_by=labels("map"), title="Standard AP@{k}",
        question="Average precision over all relevant items, found or not.",
        tex=rf"AP@K = \frac{{1}}{{m}} {_SUM}", ir_name="AP@", ir_rel=True, upload=True,
        on_list=_AP, list_options={"convention": "m"},
        lesson_name="Standard AP (÷ all relevant, m)", label="AP ÷ m",
    ),
    Measure(
        "yaap", "Robertson's 'yet another AP', log((1 + S) / (1 + R - S))", yaap,
        kernel=_yaap_kernel,
        formula="log((1 + S) / (1 + R - S)), S = sum_i rel(i) P@i (Robertson, ECIR 2012)",
        degenerate="R = 0: log(1) = 0", computed_by=TREC_EVAL,
    ),
    Measure(
        "ap_trunc", "truncated AP@k / min(m, k) (Kaggle apk)", ap_truncated, "cut_long", CUTS,
        kernel=lambda e, k: ratio(ap_sum(e, k), np.minimum(e.num_rel, k)), in_trec_eval=False,
        formula="(1/min(R, k)) sum_{i<=k} rel(i) P@i", degenerate="R = 0: 0",
        computed_by=labels("ap_trunc"),
        title="Truncated AP@{k}",
        question="Average precision that can still reach 1 when m is larger than K.",
        tex=rf"AP@K = \frac{{1}}{{\min(m, K)}} {_SUM}", upload=True, on_list=_AP,
        list_options={"convention": "min_m_k"}, lesson_name="Truncated AP@K (÷ min(m, K))",
        label="AP ÷ min(m,K)",
    ),
    Measure(
        "ap_hits", "AP@k / relevant found in the top k (torchmetrics top_k)", ap_over_hits,
        "cut_long", CUTS, kernel=lambda e, k: ratio(ap_sum(e, k), e.hits_at(np.full(e.n, k))),
        in_trec_eval=False, formula="(1/hits@k) sum_{i<=k} rel(i) P@i",
        degenerate="nothing relevant in the top k: 0",
        computed_by=labels("ap_hits"), title="AP@{k} ÷ hits",
        question="Average precision over the relevant items that were found only.",
        tex=rf"AP@K = \frac{{1}}{{\text{{hits}}@K}} {_SUM}", upload=True, on_list=_AP,
        list_options={"convention": "hits"}, lesson_name="AP over the found ones (÷ hits)",
        label="AP ÷ hits",
    ),
    Measure(
        "ap_meanP", "WRONG 'AP': mean of P@1..P@k, kept for teaching", ap_mean_of_precisions,
        "cut_long", CUTS, kernel=_mean_p_kernel, in_trec_eval=False,
        formula="(1/k) sum_{i<=k} P@i: a misreading of AP", degenerate="n = 0: 0",
        computed_by=NOT_A_TOOL[:1],
        title="“Mean of P@i”@{k} (wrong)",
        question="Averages the precision at every rank, relevant or not: a misreading.",
        tex=r"\frac{1}{K}\sum_{i=1}^{K} P@i", upload=True, on_list=_AP,
        list_options={"convention": "mean_p"}, lesson_name="“Mean of P@i” (a common mistake)",
        label="mean of P@i (wrong)",
    ),
]  # fmt: skip

"""Measures of the retrieved set as a whole, order ignored: set_P,
set_recall, set_relative_P, set_map, set_F and utility."""

from __future__ import annotations

import numpy as np

from .base import TREC_EVAL_9, WITH_IR_MEASURES, Measure, ratio


def set_p(judged, options, params):
    """trec_eval's ``m_set_P.c``: relevant retrieved / retrieved. n = 0 → 0."""
    return judged.num_rel_ret / judged.num_ret if judged.num_ret else 0.0


def set_relative_p(judged, options, params):
    """trec_eval's ``m_set_rel_P.c``: relevant retrieved / min(n, R).
    n = 0 or R = 0 → 0."""
    if judged.num_ret and judged.num_rel:
        return judged.num_rel_ret / min(judged.num_ret, judged.num_rel)
    return 0.0


def set_recall(judged, options, params):
    """trec_eval's ``m_set_recall.c``: relevant retrieved / R. R = 0 → 0."""
    return judged.num_rel_ret / judged.num_rel if judged.num_rel else 0.0


def set_map(judged, options, params):
    """trec_eval's ``m_set_map.c``: set_P × set_recall. n = 0 or R = 0 → 0."""
    if judged.num_ret and judged.num_rel:
        return (judged.num_rel_ret * judged.num_rel_ret) / (judged.num_ret * judged.num_rel)
    return 0.0


def set_f(judged, options, params):
    """trec_eval's ``m_set_F.c``: (β + 1) P R / (β P + R) of set_P and
    set_recall, β the parameter (1). Nothing relevant retrieved → 0."""
    if not judged.num_rel_ret:
        return 0.0
    prec, rec = judged.num_rel_ret / judged.num_ret, judged.num_rel_ret / judged.num_rel
    beta = params[0]
    return (beta + 1.0) * prec * rec / (beta * prec + rec)


def utility(judged, options, params):
    """trec_eval's ``m_utility.c``: a × rel_ret + b × nonrel_ret + c ×
    rel_not_ret + d × nonrel_not_ret, the four coefficients the parameters
    (default 1, -1, 0, 0); the last needs ``-N`` (collection size)."""
    if len(params) != 4:
        raise ValueError("measure utility needs exactly 4 coefficients")
    return (
        params[0] * judged.num_rel_ret
        + params[1] * (judged.num_ret - judged.num_rel_ret)
        + params[2] * (judged.num_rel - judged.num_rel_ret)
        + params[3] * (options.num_docs_in_coll + judged.num_rel_ret - judged.num_ret
                       - judged.num_rel)
    )  # fmt: skip


def _counts(e) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return e.rel_ret, e.num_ret, e.num_rel


def _utility_kernel(e, k):  # 1 x rel_ret - 1 x nonrel_ret (+ 0 x the rest), in C's order
    rel_ret, ret, rel = _counts(e)
    return (
        1.0 * rel_ret + -1.0 * (ret - rel_ret) + 0.0 * (rel - rel_ret) + 0.0 * (rel_ret - ret - rel)
    )


def _both(e, value) -> np.ndarray:
    rel_ret, ret, rel = _counts(e)
    return np.where((ret > 0) & (rel > 0), value(rel_ret, ret, rel), 0.0)


def _set_f_kernel(e, k):  # beta = 1
    rel_ret, ret, rel = _counts(e)
    precision, recall = ratio(rel_ret, ret), ratio(rel_ret, rel)
    f = ratio((1.0 + 1.0) * precision * recall, 1.0 * precision + recall)
    return np.where(rel_ret > 0, f, 0.0)


MEASURES = [
    Measure(
        "utility", "a*rel_ret + b*nonrel_ret + c*rel_not_ret + d*nonrel_not_ret", utility,
        "param_double", (1.0, -1.0, 0.0, 0.0), kernel=_utility_kernel, degenerate="-",
        formula="a x rel_ret + b x nonrel_ret + c x rel_not_ret + d x (-N collection rest)",
        computed_by=TREC_EVAL_9,
    ),
    Measure(
        "set_P", "relevant retrieved / retrieved", set_p,
        kernel=lambda e, k: ratio(e.rel_ret, e.num_ret), formula="relevant retrieved / n",
        degenerate="n = 0: 0", computed_by=WITH_IR_MEASURES, ir_name="SetP", ir_rel=True,
    ),
    Measure(
        "set_relative_P", "relevant retrieved / min(retrieved, relevant)", set_relative_p,
        kernel=lambda e, k: _both(e, lambda rr, n, r: ratio(rr, np.minimum(n, r))),
        formula="relevant retrieved / min(n, R)", degenerate="n = 0 or R = 0: 0",
        computed_by=WITH_IR_MEASURES,
    ),
    Measure(
        "set_recall", "relevant retrieved / relevant", set_recall,
        kernel=lambda e, k: ratio(e.rel_ret, e.num_rel), formula="relevant retrieved / R",
        degenerate="R = 0: 0", computed_by=WITH_IR_MEASURES, ir_name="SetR", ir_rel=True,
    ),
    Measure(
        "set_map", "set_P x set_recall", set_map,
        kernel=lambda e, k: _both(e, lambda rr, n, r: ratio(rr * rr, n * r)),
        formula="set_P x set_recall", degenerate="n = 0 or R = 0: 0",
        computed_by=WITH_IR_MEASURES, ir_name="SetAP", ir_rel=True,
    ),
    Measure(
        "set_F", "F-measure of set_P and set_recall (beta = 1)", set_f, "param_double", (1.0,),
        kernel=_set_f_kernel,
        formula="(b + 1) P R / (b P + R) of set_P and set_recall, b = 1",
        degenerate="nothing relevant retrieved: 0", computed_by=WITH_IR_MEASURES,
        ir_name="SetF", ir_rel=True,
    ),
]  # fmt: skip

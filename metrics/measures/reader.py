r"""Where does the reader stop? Measures built on a model of a person reading
down the list: rank-biased precision (rbp, Moffat & Zobel 2008: a patient
reader goes on with probability p), its residual (rbp_resid: what unjudged
documents could still add) and expected reciprocal rank (ERR, Chapelle et
al. 2009: the reader stops at the first document that satisfies them).

.. math::

    RBP = (1 - p) \sum_{i} g_i\, p^{\,i-1}, \qquad
    ERR@K = \sum_{k=1}^{K} \frac{1}{k} R_k \prod_{i<k} (1 - R_i),
    \quad R = \frac{2^{g} - 1}{2^{g_{max}}}
"""

from __future__ import annotations

import functools

import numpy as np

from ..tools.names import labels
from .base import CUTS, TREC_EVAL, Measure
from .dcg import gain_lookup, gains

#: rbp's persistence when no ``p=`` is given (trec_eval's default).
RBP_PERSISTENCE = 0.9

#: ir-measures' default persistence for ``RBP`` (0.8, not trec_eval's 0.9).
IR_RBP_PERSISTENCE = 0.8

#: ERR's highest grade: a grade g satisfies the reader with probability
#: (2^g − 1) / 2^G_MAX. 4, as gdeval.pl of the TREC Web track (and so
#: ir-measures' ERR@k) has it; grades above are read as 4.
G_MAX = 4


def _persistence(pairs, default: float = RBP_PERSISTENCE) -> float:
    return next((value for name, value in pairs if name == "p"), default)


def rbp_gains(judged, params) -> dict[int, float]:
    """rbp's gain of each grade (``m_rbp.c``): the grade, or ``grade=gain``
    from the parameters, scaled into [0, 1] as (gain − low) / (high − low)
    when any lies outside, low starting at 0 and high at 1; a grade not
    judged (below 0) gains 0.

    >>> from metrics.judged import judge
    >>> rbp_gains(judge({"a": 3, "b": 1, "c": 0}, [("a", 1.0)]), [])
    {0: 0.0, 1: 0.3333333333333333, 2: 0.6666666666666666, 3: 1.0}
    """
    table = gains(judged, params)
    low = min([0.0, *(t.gain for t in table)])
    high = max([1.0, *(t.gain for t in table)])
    if low < 0 or high > 1:
        for t in table:
            t.gain = (t.gain - low) / (high - low)
    return gain_lookup(table)


def rbp(judged, options, params):
    """trec_eval's ``m_rbp.c``: (1 − p) Σ gain(i) p^(i−1), the gains scaled
    into [0, 1] when any lies outside (p from ``p=``, default 0.9). trec_eval
    leaves the scale's min and max unset; here they start at 0 and 1. Nothing
    relevant retrieved → 0."""
    persistence = _persistence(params)
    lookup = rbp_gains(judged, params)
    total, weight = 0.0, 1.0
    for grade in judged.rels:
        gain = lookup.get(grade, 0.0)
        if gain != 0:
            total += gain * weight
        weight *= persistence
    return (1.0 - persistence) * total


def rbp_binary(judged, options, params):
    """ir-measures' ``RBP(p=…, rel=N)`` (cwl-eval's): (1 − p) Σ rel(i) p^(i−1),
    where a document judged N or above (``rel=``, the relevance level -l)
    gains 1 whatever its grade, any other 0 (p from ``p=``, default 0.8, as
    in ir-measures), over the first 1,000 ranks as cwl_eval reads them, in
    its arithmetic (:func:`_cwl_weights`). Nothing relevant retrieved → 0.

    >>> from metrics.judged import Options, judge
    >>> listed = judge({"a": 2, "b": 1, "c": 0}, [("b", 3.0), ("c", 2.0), ("a", 1.0)])
    >>> round(rbp_binary(listed, Options(level=1), [("p", 0.8)]), 4)  # 0.2 (1 + 0.8^2)
    0.328
    """
    persistence = _persistence(params, IR_RBP_PERSISTENCE)
    gains = np.zeros(CWL_DEPTH)
    for i, grade in enumerate(judged.rels[:CWL_DEPTH]):
        if grade >= options.level:
            gains[i] = 1.0
    return float(np.dot(_cwl_weights(persistence), gains))


#: cwl_eval's depth (ir-measures' ``max_n=1000``): the gains are cut, or
#: padded with 0, to this many ranks.
CWL_DEPTH = 1000


@functools.lru_cache(maxsize=8)
def _cwl_weights(persistence: float):
    """cwl_eval's weight of each rank for RBP, computed as it computes them
    (``CWLMetric.w_vector``: the products of p, their sum, 1 over it), so
    that its dot product with the gains is cwl_eval's to the last bit: the
    weight of rank 1 is 1 / (1 + p + … + p^999), which is 1 − p only up to
    rounding."""
    continuing = np.dot(np.ones(CWL_DEPTH), persistence)[:-1]
    products = np.pad(np.cumprod(continuing), (1, 0), "constant", constant_values=1.0)
    first = np.divide(1.0, np.sum(products))
    weights = np.append(first, np.multiply(products[1:], first))
    weights.setflags(write=False)
    return weights


def rbp_resid(judged, options, params):
    """trec_eval's ``m_rbp_resid.c``: what rbp could still gain from the
    unjudged documents and the ranks past the list, p^n + (1 − p) Σ over
    unjudged p^(i−1). No unjudged document retrieved → 0."""
    persistence = _persistence(params)
    unj, total, weight = 0, 0.0, 1.0
    for grade in judged.rels:
        if grade < 0:
            unj += 1
            total += weight
        weight *= persistence
    return weight + (1 - persistence) * total if unj else 0.0


def satisfaction(grade: int) -> float:
    """ERR's chance that a document of ``grade`` satisfies the reader:
    (2^g − 1) / 2^G_MAX, g between 0 and :data:`G_MAX`.

    >>> satisfaction(0), satisfaction(1), satisfaction(4), satisfaction(9)
    (0.0, 0.0625, 0.9375, 0.9375)
    """
    return (2.0 ** min(max(grade, 0), G_MAX) - 1) / 2.0**G_MAX


def err(judged, options, params):
    """Expected reciprocal rank at each cutoff k (Chapelle et al. 2009), as
    gdeval.pl computes it: Σ R_i × (the chance the reader got that far) / i,
    over the top k. Grades are taken as they are (``-l`` changes nothing);
    not judged, or judged below 0, satisfies nobody. Nothing relevant → 0."""
    out = []
    for k in params:
        total, still = 0.0, 1.0  # still: the chance the reader reaches rank i
        for i, grade in enumerate(judged.rels[:k]):
            r = satisfaction(grade)
            total += r * still / (i + 1)
            still *= 1 - r
        out.append(total)
    return out


# ---------------------------------------------------------------------------
# Kernels: every query at once (metrics.evaluator.vectorised.Evaluated).


def _weights(e, persistence: float) -> np.ndarray:
    weights = [1.0]
    for _ in range(int(e.rank.max(initial=0))):
        weights.append(weights[-1] * persistence)  # p^i by repeated products, as C
    return np.array(weights)


def _top_grade(e) -> np.ndarray:
    """Each query's highest judged grade (-1 when none is 0 or more)."""
    top = np.full(e.n, -1, dtype=np.int64)
    np.maximum.at(top, e.ideal_q, e.ideal_grade)
    return top


def _rbp_kernel(e, k):
    p = RBP_PERSISTENCE
    weight = _weights(e, p)
    high = np.maximum(_top_grade(e), 1).astype(float)[e.q]  # gains scaled into [0, 1]
    gain = np.maximum(e.grade, 0).astype(float)
    gain = np.where(high > 1, (gain - 0.0) / (high - 0.0), gain)
    return (1.0 - p) * e.total(gain * weight[e.rank - 1])


def _rbp_resid_kernel(e, k):
    p = RBP_PERSISTENCE
    weight = _weights(e, p)
    unjudged = e.grade < 0
    total = e.total(np.where(unjudged, weight[e.rank - 1], 0.0))
    last = weight[e.num_ret.astype(np.int64)]
    has = e.total(unjudged.astype(float)) > 0
    return np.where(has, last + (1 - p) * total, 0.0)


def _err_kernel(e, k):
    r = (2.0 ** np.clip(e.grade, 0, G_MAX) - 1) / 2.0**G_MAX
    still = np.ones(len(r))  # the chance the reader reaches each row
    by_rank = np.argsort(e.rank, kind="stable")
    ends = np.cumsum(np.bincount(e.rank)) if len(r) else np.zeros(1, dtype=np.int64)
    for rank in range(2, len(ends)):
        rows = by_rank[ends[rank - 1] : ends[rank]]
        still[rows] = still[rows - 1] * (1 - r[rows - 1])  # one rank at a time, as C
    return e.total(r * still / e.rank, k)


MEASURES = [
    Measure(
        "rbp", "rank-biased precision, persistence p = 0.9", rbp, "param_pair",
        kernel=_rbp_kernel, degenerate="-",
        formula="(1 - p) sum_i gain(i) p^(i-1), gains scaled into [0, 1], p = 0.9",
        computed_by=TREC_EVAL,
    ),
    Measure(
        "rbp_resid", "rank-biased precision's residual from unjudged documents", rbp_resid,
        "param_pair", kernel=_rbp_resid_kernel,
        formula="rbp's possible gain from unjudged documents: p^n + (1 - p) sum over unjudged "
        "p^(i-1)",
        degenerate="no unjudged document: 0", computed_by=TREC_EVAL,
    ),
    Measure(
        "RBP", "rank-biased precision with one gain per relevant document (ir-measures' "
        "RBP(p, rel=N))", rbp_binary, "param_pair", in_trec_eval=False,
        formula="(1 - p) sum_i rel(i) p^(i-1) over ranks 1-1,000 (cwl_eval's depth), "
        "rel(i) = 1 when grade >= rel (-l), p = 0.8",
        degenerate="nothing relevant retrieved: 0",
        computed_by=labels("rbp_rel"),
        ir_name="RBP", ir_rel=True,
    ),
    Measure(
        "ERR", "expected reciprocal rank at k: the reader stops at a satisfying document",
        err, "cut_long", CUTS, kernel=_err_kernel, in_trec_eval=False,
        formula="sum_{i<=k} (1/i) R_i prod_{j<i} (1 - R_j), R = (2^grade - 1) / 2^4 "
        "(Chapelle et al. 2009)",
        degenerate="nothing relevant: 0; grades above 4 count as 4, below 0 as 0",
        computed_by=labels("err"),
        title="ERR@{k} (expected reciprocal rank)",
        question="If the reader stops at the first item that satisfies them, how early do they "
        "stop, on average, as one over the rank?",
        tex=r"ERR@K = \sum_{k=1}^{K} \frac{1}{k}\, R_k \prod_{i<k} (1 - R_i), \quad "
        r"R = \frac{2^{g} - 1}{2^{4}}",
        ir_name="ERR@", upload=True,
    ),
]  # fmt: skip

"""Counts: the run's tag, the queries, and the documents retrieved, judged
relevant, retrieved and relevant, retrieved and judged non-relevant. Each is
summed over the queries in the ``all`` line (``num_q`` counts them)."""

from __future__ import annotations

import numpy as np

from .base import TREC_EVAL_9, WITH_IR_MEASURES, Measure


def num_ret(judged, options, params):
    """trec_eval's ``m_num_ret.c``: documents retrieved (after -M and -J)."""
    return float(judged.num_ret)


def num_rel(judged, options, params):
    """trec_eval's ``m_num_rel.c``: documents judged relevant (grade ≥ -l)."""
    return float(judged.num_rel)


def num_rel_ret(judged, options, params):
    """trec_eval's ``m_num_rel_ret.c``: relevant documents retrieved."""
    return float(judged.num_rel_ret)


def num_nonrel_judged_ret(judged, options, params):
    """trec_eval's ``m_num_nonrel_judged_ret.c``: retrieved documents judged
    with a grade from 0 to below the level."""
    return float(
        judged.num_ret - judged.num_nonpool - judged.num_unjudged_in_pool - judged.num_rel_ret
    )


MEASURES = [
    Measure(
        "runid", "the run's tag (last field of the run file)", None, average="none",
        printed_per_query=False, degenerate="-",
        formula="the tag field of the run file's last line", computed_by=TREC_EVAL_9,
    ),
    Measure(
        "num_q", "number of queries averaged over", None, kernel=lambda e, k: np.ones(e.n),
        integer=True, average="count", printed_per_query=False, degenerate="-",
        formula="number of queries evaluated (with -c: every query in the qrels)",
        computed_by=WITH_IR_MEASURES, title="Queries", upload=True,
    ),
    Measure(
        "num_ret", "documents retrieved (summed in 'all')", num_ret,
        kernel=lambda e, k: e.num_ret, integer=True, average="sum", degenerate="-",
        formula="n", computed_by=WITH_IR_MEASURES, title="Documents retrieved",
        ir_name="NumRet", upload=True,
    ),
    Measure(
        "num_rel", "relevant documents judged (summed in 'all')", num_rel,
        kernel=lambda e, k: e.num_rel, integer=True, average="sum", degenerate="-",
        formula="R (with -c, 'all' counts every grade > 0 in the qrels)",
        computed_by=WITH_IR_MEASURES, title="Relevant documents judged", ir_name="NumRel",
        ir_rel=True, upload=True,
    ),
    Measure(
        "num_rel_ret", "relevant documents retrieved (summed in 'all')", num_rel_ret,
        kernel=lambda e, k: e.rel_ret.copy(), integer=True, average="sum", degenerate="-",
        formula="sum_i rel(i)", computed_by=WITH_IR_MEASURES,
        title="Relevant documents retrieved", ir_name="NumRelRet", ir_rel=True, upload=True,
    ),
    Measure(
        "num_nonrel_judged_ret", "judged non-relevant documents retrieved (summed)",
        num_nonrel_judged_ret, kernel=lambda e, k: e.total(e.judged_nonrelevant()),
        integer=True, average="sum", degenerate="-",
        formula="retrieved documents judged with a grade below the level",
        computed_by=TREC_EVAL_9,
    ),
]  # fmt: skip

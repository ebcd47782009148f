"""Reciprocal rank: one over the rank of the first relevant document."""

from __future__ import annotations

import numpy as np

from ..tools.names import labels
from .base import Measure, OnList, relevant


def recip_rank(judged, options, params):
    """trec_eval's ``m_recip_rank.c``: 1 / rank of the first relevant
    document. Nothing relevant retrieved → 0."""
    first = next((i for i, grade in enumerate(judged.rels) if relevant(grade, options)), None)
    return 0.0 if first is None else 1.0 / (first + 1)


def _kernel(e, k):
    first = np.flatnonzero((e.rel == 1) & (e.hits == 1))  # at most one row per query
    out = np.zeros(e.n)
    out[e.q[first]] = 1.0 / e.rank[first]
    return out


MEASURES = [
    Measure(
        "recip_rank", "1 / rank of the first relevant document", recip_rank, kernel=_kernel,
        formula="1 / rank of the first relevant document",
        degenerate="nothing relevant retrieved: 0",
        computed_by=labels("rr"),
        title="Reciprocal rank", question="How far down is the first relevant item?",
        tex=r"RR = \frac{1}{\text{rank of the first relevant item}}", ir_name="RR", ir_rel=True,
        upload=True, on_list=OnList("rank", "reciprocal_rank"), lesson_name="Reciprocal rank",
        label="Reciprocal rank",
    ),
]  # fmt: skip

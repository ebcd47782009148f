"""How much of the ranking was judged: Judged@k (the share of the top k with
a judgment, the first thing to check before trusting any number on a new
run), unj (the share without one) and relstring (the grades of the top
documents as characters)."""

from __future__ import annotations

import numpy as np

from ..judged import NONPOOL, UNJUDGED
from ..tools.names import labels
from .base import CUTS, TREC_EVAL, Measure, ratio


def unjudged(judged, options, params):
    """trec_eval's ``m_unjudged.c``: documents in the top k that are not in
    the qrels (or are with a negative grade) / k, at each cutoff k, dividing
    by k even when fewer were retrieved."""

    values = [0.0] * len(params)
    index, unj = 0, 0
    for i, grade in enumerate(judged.rels):
        if i == params[index]:
            values[index] = unj / i
            index += 1
            if index == len(params):
                return values
        unj += grade in (NONPOOL, UNJUDGED)
    for rest in range(index, len(params)):
        values[rest] = unj / params[rest]
    return values


def judged_share(judged, options, params):
    """ir-measures' ``Judged@k``: documents in the top k that are in the
    qrels (any grade, negative ones too) / min(k, documents retrieved).
    Nothing retrieved → 0."""

    out = []
    for k in params:
        top = judged.rels[:k]
        out.append(sum(grade != NONPOOL for grade in top) / len(top) if top else 0.0)
    return out


def relstring(judged, options, params):
    """trec_eval's ``m_relstring.c``: the grade of each of the first N
    documents as a character: 0–9, '>' above 9, '-' not in the qrels, '.'
    judged with a negative grade. Printed per query only."""

    def char(grade: int) -> str:
        if grade > 9:
            return ">"
        if grade >= 0:
            return str(grade)
        return {NONPOOL: "-", UNJUDGED: "."}.get(grade, "<")

    return "".join(char(grade) for grade in judged.rels[: max(int(params[0]), 0)])


def _relstring_kernel(e, k):  # the first ten documents' grades as characters
    shown = 10
    rows = np.flatnonzero(e.rank <= shown)  # grouped by query, in rank order
    grade = e.grade[rows]
    codes = np.where(
        ~e.found[rows],
        ord("-"),
        np.where(grade < 0, ord("."), np.where(grade > 9, ord(">"), ord("0") + grade)),
    )
    text = codes.astype(np.uint8).tobytes().decode("ascii")  # one character per row
    ends = np.cumsum(np.bincount(e.q[rows], minlength=e.n)).tolist()
    return np.array([text[a:b] for a, b in zip([0, *ends[:-1]], ends)], dtype=object)


MEASURES = [
    Measure(
        "relstring", "grades of the first N documents as a string (per query only)", relstring,
        "param_double", (10.0,), kernel=_relstring_kernel, average="none", degenerate="''",
        formula="the grade of each of the first N documents: 0-9, '>' above 9, '-' not judged, "
        "'.' judged negative",
        computed_by=TREC_EVAL,
    ),
    Measure(
        "unj", "fraction of the top k not judged", unjudged, "cut_long", (5, 10, 20),
        # Running sums kept once, each cutoff read off them (5, 10, 20).
        kernel=lambda e, k: e.total_at("unj", lambda: (e.grade < 0).astype(float), k) / k,
        degenerate="-",
        formula="(documents not judged in the top k) / k", computed_by=TREC_EVAL,
    ),
    Measure(
        "Judged", "fraction of the top k that has a judgment (ir-measures' Judged@k)",
        judged_share, "cut_long", CUTS, in_trec_eval=False,
        kernel=lambda e, k: ratio(e.total(e.found.astype(float), k), np.minimum(e.counts, k)),
        formula="(documents of the top k in the qrels) / min(k, n)", degenerate="n = 0: 0",
        computed_by=labels("judged"),
        title="Judged@{k} (share of the top {k} with a judgment)",
        question="How much of the top k was judged at all? Check it before trusting any other "
        "number.",
        tex=r"\mathrm{Judged}@k = \frac{\text{judged items in the top } k}{\min(k, n)}",
        ir_name="Judged@", upload=True,
    ),
]  # fmt: skip

"""trec_eval's output format, defined once for both engines.

Each line is ``measure<TAB>query<TAB>value``, the measure's name padded to
22 characters; ``all`` lines come last. A value prints as trec_eval's C
prints it: ``%6.4f`` for a real number, a whole number for counts
(``num_ret``: C prints the ``long`` it holds, cutting any fraction), the
string for ``runid``, the string in single quotes for ``relstring``, and
``nan`` / ``-nan`` right-aligned in six places where trec_eval's C divides 0
by 0 (``-M0``, or ``-J`` on a query whose retrieved documents are all
unjudged).

The vectorised engine (:mod:`metrics.evaluator.vectorised`) hands over columns, one array
of values per measure; the per-query engine (:mod:`metrics.evaluator.per_query`)
hands over each query's ``(name, value)`` pairs. Both go through
:func:`line`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, TextIO

from ..measures import MEASURES
from .vectorised import measure_of

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd

    from ..measures.base import Measure
    from .requests import Request

#: Queries formatted at a time by :func:`write_columns`.
CHUNK = 1000


def value_text(value: float | str, measure: Measure, zscore: bool = False) -> str:
    """One value as trec_eval prints it; with ``zscore`` (``-Z``) every
    number, counts too, as ``%6.4f``.

    >>> value_text(0.25, MEASURES["map"]), value_text(3.0, MEASURES["num_ret"])
    ('0.2500', '3')
    >>> value_text("1-0", MEASURES["relstring"]), value_text(float("nan"), MEASURES["map"])
    ("'1-0'", '   nan')
    """
    if measure.name == "relstring":
        return f"'{value}'"
    if isinstance(value, str):  # runid
        return value
    if measure.integer and not zscore:
        return str(int(value))
    if math.isnan(value):
        return f"{'-nan' if math.copysign(1, value) < 0 else 'nan':>6}"
    return f"{value:6.4f}"


def line(name: str, qid: str, value: float | str, measure: Measure, zscore: bool = False) -> str:
    """``name<TAB>qid<TAB>value`` and a newline, the name padded to 22; with
    ``zscore`` (``-Z``), a ``Z`` before the name, except on ``runid`` and
    ``relstring`` lines, which are not numbers.

    >>> line("P_5", "q1", 0.4, MEASURES["P"])
    'P_5                   \\tq1\\t0.4000\\n'
    >>> line("num_ret", "q1", -2.5, MEASURES["num_ret"], zscore=True)
    'Znum_ret               \\tq1\\t-2.5000\\n'
    """
    mark = "Z" if zscore and measure.name not in ("runid", "relstring") else ""
    return f"{mark}{name:<22}\t{qid}\t{value_text(value, measure, zscore)}\n"


def format_columns(
    qids: Sequence[str],
    values: dict[str, np.ndarray],
    summary: dict[str, float],
    *,
    per_query: bool = False,
    summary_lines: bool = True,
    run_id: str | None = None,
) -> str:
    """The vectorised engine's results (:func:`metrics.evaluator.vectorised.evaluate_columns`)
    as trec_eval prints them; with ``run_id``, the ``runid`` line first among
    the ``all`` lines.

    >>> import numpy as np
    >>> print(format_columns(["q1"], {"map": np.array([0.25])}, {"map": 0.25}, per_query=True), end="")
    map                   \tq1\t0.2500
    map                   \tall\t0.2500
    """
    kind = {c: measure_of(c) for c in values}
    out = []
    if per_query:
        shown = [c for c in values if kind[c].printed_per_query]
        rows = zip(*(values[c].tolist() for c in shown))
        for qid, row in zip(qids, rows):
            out += [line(c, qid, v, kind[c]) for c, v in zip(shown, row)]
    if summary_lines:
        if run_id is not None:
            out.append(line("runid", "all", run_id, MEASURES["runid"]))
        out += [line(c, "all", summary[c], kind[c]) for c in values if c in summary]
    return "".join(out)


def write_columns(
    out: TextIO,
    qids: Sequence[str],
    values: dict[str, np.ndarray],
    summary: dict[str, float],
    *,
    per_query: bool = False,
    summary_lines: bool = True,
    run_id: str | None = None,
) -> None:
    """:func:`format_columns` written to ``out`` a thousand queries at a
    time: with ``per_query``, 50,000 queries of all_trec are 6 million
    lines, 250 MB of text, never held whole.

    >>> import io
    >>> import numpy as np
    >>> out = io.StringIO()
    >>> write_columns(out, ["q1"], {"map": np.array([0.25])}, {"map": 0.25}, per_query=True)
    >>> out.getvalue().count("map")
    2
    """
    if per_query:
        for a in range(0, len(qids), CHUNK):
            part = {c: v[a : a + CHUNK] for c, v in values.items()}
            out.write(
                format_columns(qids[a : a + CHUNK], part, {}, per_query=True, summary_lines=False)
            )
    if summary_lines:
        out.write(format_columns([], values, summary, run_id=run_id))


def format_table(table: pd.DataFrame, summary: dict[str, float], **options) -> str:
    """:func:`format_columns` for the table :func:`metrics.evaluator.router.evaluate_frames`
    returns (the batch page shows it)."""
    values = {c: table[c].to_numpy() for c in table.columns}
    return format_columns(list(table.index), values, summary, **options)


def format_results(
    per_query: Iterable[tuple[str, Iterable[tuple[str, float | str]]]],
    summary: Iterable[tuple[str, float | str]],
    requests: Sequence[Request],
    *,
    per_query_lines: bool,
    summary_lines: bool = True,
    zscore: bool = False,
) -> str:
    """The per-query engine's results (:func:`metrics.evaluator.per_query.evaluate_each`:
    each query's ``(name, value)`` pairs, then the ``all`` pairs) as trec_eval
    prints them; ``zscore``: the values are Z-scores (``-Z``)."""
    kind = {name: r.measure for r in requests for name in r.names}
    out = []
    if per_query_lines:
        for qid, values in per_query:
            out += [
                line(n, qid, v, kind[n], zscore) for n, v in values if kind[n].printed_per_query
            ]
    if summary_lines:
        out += [line(n, "all", v, kind[n], zscore) for n, v in summary]
    return "".join(out)

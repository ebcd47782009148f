"""Per-query numbers, the strongest evidence for "why do our numbers
differ?": a tool's output query by query, as its users have it, read and
compared with what each modelled tool prints for each query on the same
files (:func:`metrics.tools.predict.per_query`).

A mean of 11 queries printed to four decimals is matched by many readings;
11 numbers, one per query, are matched by the tool that printed them and
rarely by another.

Formats read (:func:`read_per_query`):

=================== ===========================================================
trec_eval ``-q``    ``measure  qid  value`` lines (the ``all`` line is skipped)
ir-measures         ``qid  measure  value`` lines, or ``Metric(query_id='1',
                    measure=AP@10, value=0.5)`` as ``iter_calc`` prints them
CSV or TSV          ``qid,value`` (a header row is skipped)
JSON                ``{qid: value}``, pytrec_eval's ``{qid: {measure: value}}``
                    or ranx's ``{measure: {qid: value}}``
=================== ===========================================================

>>> read_per_query("map\\t1\\t0.5000\\nmap\\tall\\t0.5000\\n")
{'1': '0.5000'}
>>> read_per_query('{"1": {"map": 0.5}, "2": {"map": 0.25}}')
{'1': '0.5', '2': '0.25'}
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass

import pandas as pd

from ..tools.predict import REFUSED, UNCLAIMED, Span, per_query
from ..tools.registry import BASE_OF
from .explain_errors import ExplainInputError
from .explain_models import modelled_case, modelled_tools
from .explain_names import level_of
from .explain_space import parse_number, reference_of
from .explain_text import names_text as _names

_METRIC = re.compile(
    r"Metric\(query_id='(?P<qid>[^']*)',\s*measure=(?P<measure>[^,]+),\s*value=(?P<value>[^)]+)\)"
)
_NUMBER = re.compile(r"^-?\d*\.?\d+(?:[eE]-?\d+)?$")


def read_per_query(text: str | bytes, measure: str | None = None) -> dict[str, str]:
    """Each query's number as printed: ``{qid: number as text}``.

    Where the output holds several measures, ``measure`` (as trec_eval or
    the tool names it, ``map`` or ``AP@10``) picks one; where it holds one,
    that one.

    Raises
    ------
    ValueError
        Naming the line that cannot be read, or the measures to choose from.
    """
    if isinstance(text, bytes):
        text = text.decode("utf-8-sig")
    text = text.strip()
    if not text:
        raise ExplainInputError("per_query_empty", "per-query numbers: the file is empty")
    if text[0] in "{[":
        return _from_json(text, measure)
    rows: list[tuple[str, str, str]] = []  # (measure, qid, value)
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        found = _METRIC.search(line)
        if found:
            rows.append((found["measure"].strip(), found["qid"], found["value"].strip()))
            continue
        parts = [p.strip() for p in re.split(r"[,\t ]+", line.strip()) if p.strip()]
        if len(parts) == 2 and _NUMBER.match(parts[1]):
            rows.append(("", parts[0], parts[1]))
        elif len(parts) == 3 and _NUMBER.match(parts[2]):
            first, second = parts[0], parts[1]
            # trec_eval writes measure, qid; ir-measures' command line qid, measure
            named_first = _is_measure(first) and not _is_measure(second)
            rows.append((first, second, parts[2]) if named_first else (second, first, parts[2]))
        elif number == 1:
            continue  # a header row
        else:
            raise ExplainInputError(
                "per_query_line",
                f"per-query numbers, line {number}: {line.strip()[:80]!r} is not "
                "'measure qid value', 'qid,value' or Metric(...)",
                line=number, text=line.strip()[:80],
            )  # fmt: skip
    return _pick(rows, measure)


def _is_measure(text: str) -> bool:
    try:
        reference_of(text)
    except ValueError:
        return False
    return True


def _from_json(text: str, measure: str | None) -> dict[str, str]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ExplainInputError(
            "per_query_json", f"per-query numbers: not JSON ({error.msg}, line {error.lineno})",
            line=error.lineno,
        ) from None  # fmt: skip
    if not isinstance(data, Mapping):
        raise ExplainInputError(
            "per_query_json_object", "per-query numbers: JSON must be an object, {qid: value}"
        )
    rows = []
    for key, value in data.items():
        if isinstance(value, Mapping):  # {qid: {measure: v}} or {measure: {qid: v}}
            for inner, v in value.items():
                if _is_measure(str(key)) and not _is_measure(str(inner)):
                    rows.append((str(key), str(inner), str(v)))
                else:
                    rows.append((str(inner), str(key), str(v)))
        else:
            rows.append(("", str(key), str(value)))
    return _pick(rows, measure)


def _pick(rows: list[tuple[str, str, str]], measure: str | None) -> dict[str, str]:
    names = list(dict.fromkeys(m for m, _, _ in rows))
    if len(names) > 1:
        wanted = _same_measure(names, measure)
        if wanted is None:
            raise ExplainInputError(
                "per_query_measures",
                f"per-query numbers: the file holds {len(names)} measures "
                f"({', '.join(names[:8])}); name the one to explain",
                n=len(names), names=", ".join(names[:8]),
            )  # fmt: skip
        rows = [r for r in rows if r[0] == wanted]
    out = {qid: value for _, qid, value in rows if qid != "all"}
    if not out:
        raise ExplainInputError(
            "per_query_none", "per-query numbers: no query's number in the file"
        )
    for qid, value in out.items():
        try:
            parse_number(value)
        except ValueError:
            raise ExplainInputError(
                "per_query_value",
                f"per-query numbers, query {qid}: {value!r} is not a number from 0 to 1",
                qid=qid, value=value,
            ) from None  # fmt: skip
    return out


def _same_measure(names: list[str], measure: str | None) -> str | None:
    """The name among ``names`` that means ``measure`` (``map_cut_10`` for
    ``map_cut.10``)."""
    if measure is None:
        return None
    if measure in names:
        return measure
    try:
        wanted = reference_of(measure)
    except ValueError:
        return None
    same = []
    for name in names:
        try:
            if (
                reference_of(
                    name.replace("_", ".", 1)
                    if name.startswith(("P_", "map_cut_", "ndcg_cut_"))
                    else name
                )
                == wanted
            ):
                same.append(name)
        except ValueError:
            continue
    return same[0] if len(same) == 1 else None


@dataclass(frozen=True)
class QueryFit:
    """How one tool's model fares against the per-query numbers: the queries
    it agrees on, those it prints otherwise (qid, given, the tool's), those
    given that it leaves out of its mean, and those it scores that were not
    given."""

    name: str
    agree: int
    differ: tuple[tuple[str, str, float | Span], ...]
    left_out: tuple[str, ...]
    extra: tuple[str, ...]
    #: Of the queries it agrees on, those only inside its span (tied scores
    #: in an order it does not promise).
    in_span: int = 0

    @property
    def all_agree(self) -> bool:
        """It prints every query's number given (none only inside a span)."""
        return not self.differ and not self.left_out and not self.in_span

    @property
    def consistent(self) -> bool:
        """Every query's number lies in what it may print, some in a span."""
        return not self.differ and not self.left_out and bool(self.in_span)


def explain_queries(
    qrels: Mapping | pd.DataFrame, run: Mapping | pd.DataFrame, given: Mapping[str, str],
    measure: str,
) -> tuple[QueryFit, ...]:  # fmt: skip
    """Every modelled tool against per-query numbers ``{qid: number as
    text}``, best first: those that agree on every query, then by how many
    they agree on. A query counts as agreeing when the tool's number rounds
    to it at the decimals given (inside its span where ties may go any way).

    >>> qrels = {"1": {"a": 1}, "2": {"b": 1}}
    >>> run = {"1": {"a": 1.0, "b": 1.0}, "2": {"a": 1.0, "b": 1.0}}
    >>> fits = explain_queries(qrels, run, {"1": "1.0", "2": "0.5"}, "recip_rank")
    >>> [f.name for f in fits if f.all_agree], [f.name for f in fits if f.consistent][:1]
    (['ranx'], ['torchmetrics'])
    """
    from .api import _frame

    family, k = reference_of(measure)
    number, case = modelled_case(
        _frame(qrels, "grade", "qrels"), _frame(run, "score", "run"), family, k, level_of(measure)
    )
    if number is None:
        raise ValueError(f"measure: {measure!r} has no per-query model of the tools here")
    parsed = {qid: parse_number(v) for qid, v in given.items()}
    out: list[QueryFit] = []
    seen: dict[str, tuple] = {}
    memo: dict = {}  # each list's scores and orders, shared by the tools
    for tool in modelled_tools(number, level_of(measure)):
        values = {q: v[number] for q, v in per_query(tool, case, (number,), memo).items()}
        if any(v in (UNCLAIMED, REFUSED) for v in values.values()):
            continue
        key = tuple(sorted((q, str(v)) for q, v in values.items()))
        if seen.get(BASE_OF.get(tool.id, "")) == key:
            continue  # an option that changes nothing here
        seen[tool.id] = key
        agree, in_span, differ, left_out = 0, 0, [], []
        for qid, (value, decimals) in parsed.items():
            got = values.get(qid)
            if got is None:
                left_out.append(qid)
            elif _rounds_to(got, value, decimals):
                agree += 1
                in_span += isinstance(got, Span) and got.low != got.high
            else:
                differ.append((qid, given[qid], got))
        extra = tuple(q for q, v in values.items() if v is not None and q not in parsed)
        out.append(QueryFit(tool.name, agree, tuple(differ), tuple(left_out), extra, in_span))
    out.sort(key=lambda f: (not f.all_agree, not f.consistent, -f.agree, len(f.extra)))
    return tuple(out)


def _rounds_to(got: float | Span, value: float, decimals: int) -> bool:
    tolerance = 0.5 * 10.0**-decimals + 1e-12
    if isinstance(got, Span):
        return got.holds(value, tolerance)
    return abs(got - value) <= tolerance


def queries_text(fits: tuple[QueryFit, ...], given: Mapping[str, str]) -> str:
    """The per-query answer in plain English, as ``--explain`` prints it."""
    n = len(given)
    lines = [f"Each query's number ({n} quer{'y' if n == 1 else 'ies'} given):"]
    agree = [f.name for f in fits if f.all_agree]
    if agree:
        verb = "prints" if len(agree) == 1 else "print"
        lines.append(f"  every one of them is what {_names(agree)} {verb}.")
    else:
        lines.append("  no tool of the registry prints every one of them.")
    spans: dict[int, list[str]] = {}
    for f in fits:
        if f.consistent:
            spans.setdefault(f.in_span, []).append(f.name)
    for count, names in spans.items():
        one = len(names) == 1
        lines.append(
            f"  {_names(names)} {'is' if one else 'are'} consistent with every one: "
            f"{'it promises' if one else 'they promise'} no order for tied scores, and that order "
            f"decides {count} of the numbers."
        )
    for f in [f for f in fits if not f.all_agree and not f.consistent][:3]:
        parts = [f"{f.name} agrees on {f.agree} of {n}"]
        for qid, typed, got in f.differ[:3]:
            shown = f"{got.low:.4f} to {got.high:.4f}" if isinstance(got, Span) else f"{got:.4f}"
            parts.append(f"query {qid}: {typed} given, {shown} by {f.name}")
        if f.left_out:
            parts.append(
                f"it leaves out quer{'y' if len(f.left_out) == 1 else 'ies'} {', '.join(f.left_out[:5])}"
            )
        lines.append("  " + "; ".join(parts) + ".")
    return "\n".join(lines)

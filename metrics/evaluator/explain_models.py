"""The tools first: what each tool of the registry prints on the user's own
files, from its model (:func:`metrics.tools.predict.predict`, checked
against the tools themselves on random collections in
``tests/test_tool_models_random.py``), and which of them print a number
someone typed.

A tool that promises no order for tied scores (torch.topk, a random
shuffle) has a :class:`~metrics.tools.predict.Span`: it is *consistent* with
a number inside it, never said to print it. And how likely a chance match
is: with thousands of readings searched, a number typed to four decimals is
often hit by one that has nothing to do with the tool that printed it
(:func:`chance`).

>>> qrels = {"1": {"a": 1, "b": 0, "c": 0}}
>>> run = {"1": {"a": 1.0, "b": 1.0, "c": 1.0}}
>>> said = tool_numbers(qrels, run, "rr", None)
>>> [(t.name, t.value) for t in said if t.name in ("trec_eval 10.0", "ranx")]
[('trec_eval 10.0', 0.3333333333333333), ('ranx', 1.0)]
>>> who_prints(said, 1.0, 4)[0][:2]
('ranx',)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from ..tools.predict import REFUSED, UNCLAIMED, Span, numbers_of, predict
from ..tools.record import checked_by
from ..tools.registry import BASE_OF, BY_ID, TOOLS, VARIANTS
from .explain_space import Answer, Match

#: The modelled number of a family: (without a cutoff, with one).
NUMBER = {"map": ("AP", "AP@k"), "P": (None, "P@k"), "ndcg": (None, "nDCG@k"),
          "rr": ("RR", "RR@k")}  # fmt: skip

#: A reading alone settles a number only where fewer than this share of
#: the numbers near it would be matched by some reading by chance.
SETTLES = 0.2

#: How far around a number :func:`chance` looks.
WINDOW = 0.05


@dataclass(frozen=True)
class ToolNumber:
    """What one tool (with its defaults, or one option changed) prints on
    the files: a number, or the span over the orders of tied items."""

    id: str
    name: str
    value: float | Span

    def prints(self, number: float, decimals: int) -> bool:
        """Whether the tool prints ``number`` as typed (rounded to its
        decimals); a span never prints one number."""
        if isinstance(self.value, Span):
            return False
        return abs(self.value - number) <= 0.5 * 10.0**-decimals + 1e-12

    def consistent(self, number: float, decimals: int) -> bool:
        """Whether ``number`` lies in the tool's span (at the decimals typed)."""
        return isinstance(self.value, Span) and self.value.holds(
            number, 0.5 * 10.0**-decimals + 1e-12
        )


def _case(qrels: Mapping | pd.DataFrame, run: Mapping | pd.DataFrame, k: int) -> dict:
    """The files as the registry's model reads them: judgments by query, each
    query's ranked items in the file's order."""
    if isinstance(qrels, pd.DataFrame):
        judged: dict = {}
        for q, d, g in zip(qrels["qid"], qrels["docno"], qrels["grade"], strict=True):
            judged.setdefault(str(q), {})[str(d)] = int(g)
    else:
        judged = {str(q): {str(d): int(g) for d, g in docs.items()} for q, docs in qrels.items()}
    if isinstance(run, pd.DataFrame):
        ranked: dict = {}
        for q, d, s in zip(run["qid"], run["docno"], run["score"], strict=True):
            ranked.setdefault(str(q), []).append((str(d), float(s)))
    else:
        ranked = {str(q): [(str(d), float(s)) for d, s in docs.items()] for q, docs in run.items()}
    return {"qrels": judged, "run": ranked, "k": k}


def modelled_case(
    qrels: Mapping | pd.DataFrame, run: Mapping | pd.DataFrame, family: str, k: int | None,
    level: int = 1,
) -> tuple[str | None, dict]:  # fmt: skip
    """The number a family's tools print cut at ``k`` (None: the family has
    no model here), and the files as the models read them: grades below
    ``level`` not relevant (ir-measures' ``rel=2``); nDCG of the whole list
    as nDCG cut past every list and every judgment."""
    number = NUMBER.get(family, (None, None))[k is not None]
    case = _case(qrels, run, k or 1)
    if level > 1 and family != "ndcg":  # the option's reading: below it, not relevant
        case["qrels"] = {
            q: {d: (g if g >= level else 0) for d, g in docs.items()}
            for q, docs in case["qrels"].items()
        }  # fmt: skip
    if family == "ndcg" and k is None:
        number = "nDCG@k"
        case["k"] = max(1, *(len(d) for d in (*case["run"].values(), *case["qrels"].values())))
    return number, case


def modelled_tools(number: str, level: int = 1):
    """The registry's tools and variants that have ``number`` (at
    ``level`` above 1, only those with trec_eval's ``-l`` option)."""
    for tool in (*TOOLS, *VARIANTS):
        if number in numbers_of(tool, every=True) and (level == 1 or tool.relevance_level is None):
            yield tool


def tool_numbers(
    qrels: Mapping | pd.DataFrame, run: Mapping | pd.DataFrame, family: str, k: int | None,
    level: int = 1,
) -> tuple[ToolNumber, ...]:  # fmt: skip
    """Every modelled tool's number for ``family`` cut at ``k`` (None: the
    whole list) on these files; a tool with one option changed only where
    its number differs from the tool's with its defaults. Tools without the
    measure, or whose number the registry cannot claim here (an option it
    does not know, a refusal), are left out. ``level`` above 1 (ir-measures'
    ``rel=2``): only the tools with that option (trec_eval's ``-l``), grades
    below it read as 0."""
    number, case = modelled_case(qrels, run, family, k, level)
    if number is None:
        return ()
    out: dict[str, ToolNumber] = {}
    memo: dict = {}  # each list's scores and orders, shared by the tools
    for tool in modelled_tools(number, level):
        value = predict(tool, case, (number,), memo)[number]
        if value in (UNCLAIMED, REFUSED) or value is None:
            continue
        base = out.get(BASE_OF.get(tool.id, ""))
        if base is not None and base.value == value:
            continue
        out[tool.id] = ToolNumber(tool.id, tool.name, value)
    return tuple(out.values())


def who_prints(
    said: Sequence[ToolNumber], number: float, decimals: int
) -> tuple[tuple[str, ...], tuple[ToolNumber, ...]]:
    """The tools that print ``number`` (names), and those consistent with it
    (their spans hold it)."""
    prints = tuple(t.name for t in said if t.prints(number, decimals))
    consistent = tuple(t for t in said if t.consistent(number, decimals))
    return prints, consistent


def chance(values: np.ndarray, number: float, decimals: int) -> float:
    """How likely a number near ``number`` is matched by some reading by
    chance: the share of the numbers within :data:`WINDOW` of it that lie
    within the rounding tolerance of one of ``values`` (all readings'
    values). Near 1: almost any number there is matched by something.

    >>> round(chance(np.array([0.40, 0.41, 0.45]), 0.41, 2), 2)
    0.3
    """
    tolerance = 0.5 * 10.0**-decimals
    low, high = number - WINDOW, number + WINDOW
    values = np.asarray(values, dtype=float)
    near = np.sort(values[(values >= low - tolerance) & (values <= high + tolerance)])
    covered, end = 0.0, low
    for v in near:
        start, stop = max(v - tolerance, end), min(v + tolerance, high)
        if stop > start:
            covered += float(stop - start)
            end = stop
    return float(covered / (high - low))


def backed_by_a_tool(a) -> bool:
    """Whether an answer's cause rests on a tool that prints its number with
    that reading (else on the reading alone)."""
    return any(set(m.tools) & set(a.printed_by) for m in a.rests_on)


def tool_name(tool_id: str) -> str:
    """A modelled tool's name."""
    return BY_ID[tool_id].name


def _ran(tool) -> bool:
    return checked_by(tool.id) is not None or "tests/" in tool.read_at


#: The modelled tools never run here, only read in their source (by name):
#: an answer that names one for a number says so.
READ_ONLY = frozenset(t.name for t in (*TOOLS, *VARIANTS) if not _ran(t))


def weighed(answer: Answer, said, at_k: np.ndarray, ref_k: int | None) -> Answer:
    """An answer with the tools first: the modelled tools that print its
    number (their readings first among the matches), those consistent with
    it, how likely a chance match is among the readings that cut where the
    measure's name says (``at_k``: their values), and whether the readings
    settle it: one of them gives the number, and a chance match there is
    unlikely (below :data:`SETTLES`). A reading cut elsewhere than the name
    says is never the cause by itself."""
    printed_by, consistent = who_prints(said, answer.number, answer.decimals)

    def backed(m: Match) -> bool:
        return bool(set(m.tools) & set(printed_by)) and m.reading.k == ref_k

    matches = sorted(answer.matches, key=lambda m: (not backed(m), m.reading.k != ref_k))
    likely = chance(at_k, answer.number, answer.decimals)
    named_k = [m for m in matches if m.reading.k == ref_k]
    settled = len(named_k) == 1 and likely < SETTLES
    rests_on = tuple(m for m in matches if backed(m)) or tuple(named_k if settled else ())
    return replace(
        answer, matches=tuple(matches), printed_by=printed_by, consistent=consistent,
        chance=likely, settled=settled, rests_on=rests_on,
    )  # fmt: skip

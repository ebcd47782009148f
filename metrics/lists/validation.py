"""Validation of user input, done once, at the edge.

Every public metric calls these checks first, so the formulas themselves can
assume clean input. Each check raises ``ValueError`` (a meaningless value) or
``TypeError`` (a value of the wrong kind) whose message names the parameter
and echoes the bad value, so a page can show it to the user as it is.

The rules, and why:

* **ranking** – a sequence of item names (strings; numbers are turned into
  strings). Names are stripped of surrounding spaces. An empty name or a
  duplicated item is an error: trec_eval refuses a run that lists one document
  twice for a query ("duplicate docs"), and a ranked list in which one item
  sits at two ranks has no single meaning. An empty ranking is allowed: every
  metric of an empty list is 0.0.
* **judgments** – a mapping item → grade. Grades are numbers (``int`` or
  ``float``, not ``bool``, not text, finite). Grade ≥ 1 means relevant for the
  binary metrics, as trec_eval's default relevance level; graded metrics use
  the grade as the gain. A negative grade is accepted and means "judged, not
  relevant" with zero gain, exactly as trec_eval treats ``-1`` in a qrels file.
* **k** – ``None`` (the whole list) or a whole number from 1 to 10,000
  (:func:`check_k`, the one rule for K in the library and the app). A ``k``
  larger than the list is allowed (P@k still divides by k, as trec_eval does).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from numbers import Integral, Real

#: Longest ranking the library accepts from one query. Long enough for any
#: lesson, short enough that a pasted novel cannot stall the app.
MAX_RANKING_LENGTH = 10_000

#: Longest item name, in characters.
MAX_ITEM_LENGTH = 200


def _show(value: object, limit: int = 60) -> str:
    """Echo a bad value in an error message, shortened if it is long."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_item(item: object, name: str = "item") -> str:
    """Return ``item`` as a clean item name or raise.

    Examples
    --------
    >>> check_item("  B ")
    'B'
    >>> check_item(7)
    '7'
    """
    if isinstance(item, bool) or not isinstance(item, (str, Integral)):
        raise TypeError(f"{name} must be a text name, got {_show(item)}")
    text = str(item).strip()
    if not text:
        raise ValueError(f"{name} is empty: every item needs a name")
    if len(text) > MAX_ITEM_LENGTH:
        raise ValueError(f"{name} {_show(text)} is longer than {MAX_ITEM_LENGTH} characters")
    return text


def check_ranking(ranking: Iterable[object], name: str = "ranking") -> list[str]:
    """Return the ranking as a list of clean, distinct item names or raise.

    Examples
    --------
    >>> check_ranking(["A", " B", "C "])
    ['A', 'B', 'C']
    >>> check_ranking(["A", "B", "A"])
    Traceback (most recent call last):
    ...
    ValueError: ranking lists item 'A' twice (ranks 1 and 3); each item may appear once
    """
    if isinstance(ranking, (str, bytes)) or not isinstance(ranking, Iterable):
        raise TypeError(f"{name} must be a list of item names, got {_show(ranking)}")
    items = list(ranking)
    if len(items) > MAX_RANKING_LENGTH:
        raise ValueError(
            f"{name} has {len(items):,} items; the most allowed is {MAX_RANKING_LENGTH:,}"
        )
    seen: dict[str, int] = {}
    clean: list[str] = []
    for rank, raw in enumerate(items, start=1):
        item = check_item(raw, name=f"{name} item at rank {rank}")
        if item in seen:
            raise ValueError(
                f"{name} lists item {_show(item)} twice (ranks {seen[item]} and "
                f"{rank}); each item may appear once"
            )
        seen[item] = rank
        clean.append(item)
    return clean


def check_grade(grade: object, name: str = "grade") -> float:
    """Return a grade as a finite number or raise.

    Examples
    --------
    >>> check_grade(2)
    2
    >>> check_grade("high")
    Traceback (most recent call last):
    ...
    TypeError: grade must be a number, got 'high'
    """
    if isinstance(grade, bool) or not isinstance(grade, Real):
        raise TypeError(f"{name} must be a number, got {_show(grade)}")
    if not math.isfinite(grade):
        raise ValueError(f"{name} must be a finite number, got {_show(grade)}")
    return grade


def check_judgments(
    judgments: Mapping[object, object] | None, name: str = "judgments"
) -> dict[str, float]:
    """Return judgments as ``{item: grade}`` with clean names or raise.

    ``None`` means "nothing is relevant".

    Examples
    --------
    >>> check_judgments({"B": 1, " D": 2})
    {'B': 1, 'D': 2}
    """
    if judgments is None:
        return {}
    if not isinstance(judgments, Mapping):
        raise TypeError(f"{name} must map item names to grades, got {_show(judgments)}")
    clean: dict[str, float] = {}
    for raw_item, raw_grade in judgments.items():
        item = check_item(raw_item, name=f"{name} item")
        if item in clean:
            raise ValueError(f"{name} list item {_show(item)} twice")
        clean[item] = check_grade(raw_grade, name=f"{name} grade of {_show(item)}")
    return clean


#: The largest cutoff K: the one rule for K, shared by the library, the
#: app's K field and the links it writes. K may run past the end of a list
#: (P@k still divides by k), but not past the longest list accepted.
MAX_K = MAX_RANKING_LENGTH

_WHOLE = re.compile(r"\s*[+-]?\d+\s*")


def check_k(k: object, name: str = "k") -> int | None:
    """Return the cutoff ``k`` (``None`` = the whole list) or raise.

    K is a whole number from 1 to :data:`MAX_K`: an ``int``, a float with
    no fraction (``3.0``, as a spreadsheet gives it) or the text of a whole
    number (``"5"``, as a link gives it). Anything else raises ``TypeError``
    (not a whole number) or ``ValueError`` (out of range), naming ``k``.

    Examples
    --------
    >>> check_k(5), check_k(3.0), check_k(" 7 "), check_k(None)
    (5, 3, 7, None)
    >>> check_k(0)
    Traceback (most recent call last):
    ...
    ValueError: k must be between 1 and 10,000, got 0
    >>> check_k("2.5")
    Traceback (most recent call last):
    ...
    TypeError: k must be a whole number or None, got '2.5'
    """
    if k is None:
        return None
    if isinstance(k, str) and _WHOLE.fullmatch(k):
        k = int(k)
    elif isinstance(k, float) and k.is_integer():
        k = int(k)
    if isinstance(k, bool) or not isinstance(k, Integral):
        raise TypeError(f"{name} must be a whole number or None, got {_show(k)}")
    if not 1 <= k <= MAX_K:
        raise ValueError(f"{name} must be between 1 and {MAX_K:,}, got {k}")
    return int(k)


def check_choice(value: object, choices: Iterable[str], name: str) -> str:
    """Return ``value`` if it is one of ``choices`` or raise.

    Examples
    --------
    >>> check_choice("m", ["m", "hits"], "denominator")
    'm'
    """
    options = list(choices)
    if value not in options:
        listed = ", ".join(repr(c) for c in options)
        raise ValueError(f"{name} must be one of {listed}, got {_show(value)}")
    return value  # type: ignore[return-value]

"""One teaching scenario (a ranking, its judgments, a cutoff) and its text forms.

The app's typed input and its shareable URL use the same plain forms:

* ranking: items separated by commas, rank 1 first: ``A, B, C, D, E``;
* judgments: ``item:grade`` separated by commas, grade 0–3; a bare item means
  grade 1 and grade-0 items may be left out: ``B:1, D:2, Z`` (here ``Z`` is
  relevant but not in the ranking);
* k: a whole number, or empty for the whole list.

A comma always separates items, so an item name cannot contain one; the text
after an item's **last** colon is its grade when it looks like a number.
Parsers raise ``ValueError`` whose message starts with the field's name, so
the app can show it next to that field.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from functools import cached_property

from metrics.lists.core import Query, prepare
from metrics.lists.validation import MAX_ITEM_LENGTH, check_k
from metrics.lists.validation import MAX_K as LIBRARY_MAX_K

#: Grades the app offers (0 = not relevant).
GRADES = (0, 1, 2, 3)

#: Longest list the app accepts (the library itself takes up to 10,000).
MAX_ITEMS = 1_000

#: Largest cutoff: the library's rule for K (:func:`metrics.lists.validation.check_k`).
MAX_K = LIBRARY_MAX_K

#: Most queries in a MAP lesson's set (and read from a link).
MAX_QUERIES = 50

_NUMBER = re.compile(r"\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*")

#: Why a typed input cannot be read, by code; ``{fields}`` are filled from the
#: error's ``params``. The app shows them in the user's language by code.
MESSAGES = {
    "empty_list": "the list is empty; type at least one item, e.g. A, B, C",
    "too_many": "{n:,} items is too many; the most is {limit:,}",
    "empty_rank": "rank {rank} is empty; remove the extra comma",
    "too_long_at": "the item at rank {rank} is longer than {limit} characters",
    "semicolon": "{item!r} contains ';', which links use to separate queries",
    "twice": "{item!r} appears twice (ranks {first} and {rank}); each item may appear once",
    "no_name": "{part!r} has a grade but no item name",
    "too_long": "an item name is longer than {limit} characters",
    "grade_not_number": "the grade of {item!r} is {grade!r}, not a number; use 0, 1, 2 or 3",
    "grade_out_of_range": "the grade of {item!r} is {grade}; grades are 0, 1, 2 or 3",
    "graded_twice": "{item!r} is graded twice",
    "too_many_judged": "more than {limit:,} items",
    "k_not_whole": "{text!r} is not a whole number",
    "k_out_of_range": "{k} is out of range; K goes from 1 to {limit:,}",
    "query_shape": "query {number} should look like 'A,B,C;B:1'",
    "query_bad": "query {number}: {message}",
    "too_many_queries": "the link has {n:,} queries; only the first {limit} are kept",
    "choice_unknown": "{value!r} is not one of {allowed}",
}


class InputError(ValueError):
    """A typed input that cannot be read.

    ``field`` names the input (``ranking``, ``judgments``, ``k``), ``code``
    says why (a key of :data:`MESSAGES`) and ``params`` fill its message; the
    text of the error is ``"field: message"`` in English.

    >>> err = InputError("k", "k_out_of_range", k=0, limit=10)
    >>> str(err), err.code, err.params
    ('k: 0 is out of range; K goes from 1 to 10', 'k_out_of_range', {'k': 0, 'limit': 10})
    """

    def __init__(self, field: str, code: str, **params: object):
        self.field, self.code, self.params = field, code, params
        super().__init__(f"{field}: " + MESSAGES[code].format(**params))


@dataclass(frozen=True)
class Scenario:
    """A ranking, its judgments and the cutoff K (``None`` = list length)."""

    ranking: tuple[str, ...]
    qrels: tuple[tuple[str, int], ...] = ()
    k: int | None = None
    name: str = field(default="", compare=False)

    @property
    def judgments(self) -> dict[str, int]:
        """The judgments as a dict, item → grade."""
        return dict(self.qrels)

    @property
    def depth(self) -> int:
        """K as used: ``k`` or the list length."""
        return len(self.ranking) if self.k is None else self.k

    @cached_property
    def query(self) -> Query:
        """The scenario as the metrics see it (one definition of relevant, m, …),
        validated once: pass it to any metric instead of ranking, judgments, k."""
        return prepare(self.ranking, self.judgments, self.k)

    @property
    def relevant(self) -> list[str]:
        """Every relevant item, retrieved or not."""
        return self.query.relevant

    @property
    def m(self) -> int:
        """Number of relevant items, retrieved or not."""
        return self.query.m

    @property
    def not_retrieved(self) -> list[str]:
        """Relevant items that are not in the ranking."""
        return self.query.not_retrieved

    def with_changes(self, **changes) -> Scenario:
        """A copy with some fields replaced, judgments kept tidy."""
        data = {"ranking": self.ranking, "qrels": self.qrels, "k": self.k, **changes}
        data["ranking"] = tuple(data["ranking"])
        data["qrels"] = tidy_qrels(dict(data["qrels"]), data["ranking"])
        return Scenario(**data)

    def with_ranking(self, ranking, **changes) -> Scenario:
        """A copy with a new list. A K that covered the whole list follows
        the new list (``k`` becomes ``None``); any other K stays.

        >>> Scenario(("A", "B"), k=2).with_ranking(["A", "B", "C"]).depth
        3
        >>> Scenario(("A", "B", "C"), k=2).with_ranking(["A", "B", "C", "D"]).k
        2
        """
        k = None if self.k is None or self.k == len(self.ranking) else self.k
        return self.with_changes(ranking=ranking, k=k, **changes)

    def digest(self, *, with_k: bool = True) -> str:
        """A short stable fingerprint (for widget keys); ``with_k=False``
        ignores the cutoff, for widgets that do not show it."""
        text = "\x1f".join(self.ranking) + "\x1e" + "\x1f".join(f"{i}:{g}" for i, g in self.qrels)
        cutoff = f"\x1e{self.k}" if with_k else ""
        return hashlib.sha1(f"{text}{cutoff}".encode()).hexdigest()[:12]


def tidy_qrels(judgments: dict[str, int], ranking: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """Judgments as pairs: ranked items in rank order, then the others; grade-0
    items that are not ranked are dropped (they change nothing).

    >>> tidy_qrels({"Z": 1, "B": 2, "Q": 0}, ("A", "B"))
    (('B', 2), ('Z', 1))
    """
    listed = [(i, judgments[i]) for i in ranking if judgments.get(i, 0) > 0]
    ranked = set(ranking)  # built once: rebuilt per item it made this quadratic
    others = [(i, g) for i, g in judgments.items() if i not in ranked and g > 0]
    return tuple(listed + others)


def parse_ranking(text: str) -> tuple[str, ...]:
    """``"A, B, C"`` → ``("A", "B", "C")``.

    >>> parse_ranking(" 기쁨, 슬픔 ,화남 ")
    ('기쁨', '슬픔', '화남')
    >>> parse_ranking("A, B\\nC\\n")
    ('A', 'B', 'C')
    >>> parse_ranking("A, B, A")
    Traceback (most recent call last):
    ...
    course.scenario.InputError: ranking: 'A' appears twice (ranks 1 and 3); each item may appear once
    """
    if not isinstance(text, str):
        raise TypeError(f"ranking: expected text, got {type(text).__name__}")
    # A comma or a new line between items (a list pasted from a column).
    parts = [p.strip() for p in re.split(r",|\r?\n", text.strip())]
    if parts and parts[-1] == "":
        parts.pop()  # allow a trailing comma
    if not parts or parts == [""]:
        raise InputError("ranking", "empty_list")
    if len(parts) > MAX_ITEMS:
        raise InputError("ranking", "too_many", n=len(parts), limit=MAX_ITEMS)
    seen: dict[str, int] = {}
    for rank, item in enumerate(parts, start=1):
        if not item:
            raise InputError("ranking", "empty_rank", rank=rank)
        if len(item) > MAX_ITEM_LENGTH:
            raise InputError("ranking", "too_long_at", rank=rank, limit=MAX_ITEM_LENGTH)
        if ";" in item:
            raise InputError("ranking", "semicolon", item=item)
        if item in seen:
            raise InputError("ranking", "twice", item=item, first=seen[item], rank=rank)
        seen[item] = rank
    return tuple(parts)


def parse_qrels(text: str) -> dict[str, int]:
    """``"B:1, D:2, Z"`` → ``{"B": 1, "D": 2, "Z": 1}``.

    >>> parse_qrels("B:1, D:2, Z, Q:0")
    {'B': 1, 'D': 2, 'Z': 1, 'Q': 0}
    >>> parse_qrels("B:high")
    Traceback (most recent call last):
    ...
    course.scenario.InputError: judgments: the grade of 'B' is 'high', not a number; use 0, 1, 2 or 3
    """
    if not isinstance(text, str):
        raise TypeError(f"judgments: expected text, got {type(text).__name__}")
    out: dict[str, int] = {}
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        item, sep, grade_text = part.rpartition(":")
        if not sep:
            item, grade_text = part, "1"
        item = item.strip()
        if not item:
            raise InputError("judgments", "no_name", part=part)
        if len(item) > MAX_ITEM_LENGTH:
            raise InputError("judgments", "too_long", limit=MAX_ITEM_LENGTH)
        if ";" in item:
            raise InputError("judgments", "semicolon", item=item)
        if not _NUMBER.fullmatch(grade_text):
            raise InputError("judgments", "grade_not_number", item=item, grade=grade_text.strip())
        grade = float(grade_text)
        if grade not in GRADES:
            raise InputError("judgments", "grade_out_of_range", item=item, grade=grade_text.strip())
        if item in out:
            raise InputError("judgments", "graded_twice", item=item)
        out[item] = int(grade)
        if len(out) > 2 * MAX_ITEMS:
            raise InputError("judgments", "too_many_judged", limit=2 * MAX_ITEMS)
    return out


def parse_k(text: str | int | None, length: int | None = None) -> int | None:
    """``"5"`` → 5; empty → None (the whole list). The rule is the library's
    (:func:`metrics.lists.validation.check_k`: a whole number from 1 to
    10,000), its refusal worded for the field.

    >>> parse_k("5"), parse_k(""), parse_k(None), parse_k(7)
    (5, None, None, 7)
    >>> parse_k("0")
    Traceback (most recent call last):
    ...
    course.scenario.InputError: k: 0 is out of range; K goes from 1 to 10,000
    """
    if text is None or (isinstance(text, str) and not text.strip()):
        return None
    try:
        return check_k(text)
    except TypeError:
        raise InputError("k", "k_not_whole", text=str(text).strip()[:20]) from None
    except ValueError:
        raise InputError("k", "k_out_of_range", k=int(text), limit=MAX_K) from None


def format_ranking(ranking: tuple[str, ...] | list[str]) -> str:
    """``("A", "B")`` → ``"A, B"``."""
    return ", ".join(ranking)


def format_qrels(qrels: tuple[tuple[str, int], ...] | dict[str, int]) -> str:
    """Judgments → ``"B:1, D:2"`` (grade-0 items left out)."""
    pairs = qrels.items() if isinstance(qrels, dict) else qrels
    return ", ".join(f"{i}:{g}" for i, g in pairs if g > 0)

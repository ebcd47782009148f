"""A typed answer, read and judged: a number as people type it (a fraction,
a percentage, a decimal comma), whether it is close enough to count as
right, and which known mistake a wrong one matches. The quiz, a lesson's
"Guess before you look" and a room's guesses all read answers so."""

from __future__ import annotations

import re

#: How close a typed number must be to count as right (answers rounded to
#: two decimals are accepted).
TOLERANCE = 0.005


def close(given: float, value: float) -> bool:
    """Within :data:`TOLERANCE`, where a value rounded to two decimals at an
    exact half (0.525 typed as 0.53 or 0.52) counts as close, although in
    binary floating point it is off by 0.005000000000000004.

    >>> close(0.53, 0.525), close(0.52, 0.525), close(0.531, 0.525)
    (True, True, False)
    """
    return abs(given - value) <= TOLERANCE + 1e-9


_FRACTION = re.compile(r"\s*([+-]?\d+(?:\.\d*)?|[+-]?\.\d+)\s*(?:/\s*(\d+(?:\.\d*)?)\s*)?")


def parse_number(text: str) -> float:
    """A typed number: ``0.33``, ``.5``, ``1/3``, ``2 / 4``, a percentage
    (``50%`` is 0.5) or a decimal comma (``0,5``, as Korean and most of
    Europe write it; a comma is a decimal point only where there is no point).

    >>> parse_number("1/3") == 1 / 3, parse_number(" .5 "), parse_number("2 / 4")
    (True, 0.5, 0.5)
    >>> parse_number("50%"), parse_number("0,25"), parse_number("12.5 %")
    (0.5, 0.25, 0.125)
    >>> parse_number("a third")
    Traceback (most recent call last):
    ...
    ValueError: answer: 'a third' is not a number; type e.g. 0.25, 25% or 1/4
    """
    raw = (text or "").strip()
    percent = raw.endswith("%")
    number = raw[:-1].strip() if percent else raw
    if number.count(",") == 1 and "." not in number:
        number = number.replace(",", ".")
    match = _FRACTION.fullmatch(number)
    if not match:
        raise ValueError(f"answer: {raw[:30]!r} is not a number; type e.g. 0.25, 25% or 1/4")
    top, bottom = float(match.group(1)), match.group(2)
    if bottom is not None and float(bottom) == 0:
        raise ValueError("answer: a fraction cannot divide by 0")
    value = top if bottom is None else top / float(bottom)
    return value / 100 if percent else value


def read_differently(text: str) -> bool:
    """The typed answer is not written as the plain number it was read as
    (a fraction, a percentage, a decimal comma): the page then says how it
    read it.

    >>> read_differently("0.5"), read_differently("50%"), read_differently("1/4")
    (False, True, True)
    """
    return bool(re.search(r"[%,/]", text or ""))


def diagnose(given: float, truth: float, mistakes: dict[str, float]) -> str | None:
    """Which known mistake a wrong number matches, if any: the key of the
    first value in ``mistakes`` within :data:`TOLERANCE` of ``given`` (and
    not also equal to the truth).

    >>> diagnose(0.5, 1 / 3, {"hits": 0.5, "mean_p": 0.3467})
    'hits'
    >>> diagnose(0.9, 1 / 3, {"hits": 0.5}) is None
    True
    """
    for key, value in mistakes.items():
        if close(given, value) and not close(value, truth):
            return key
    return None

"""English counts that agree with their number: a template writes
``{n} item(s)`` once, and :class:`English` picks "1 item" or "3 items" when
the values are in (as :mod:`ui.words.josa` picks Korean particles).

>>> English("{n} item(s) in the list; relevant at rank(s) {ranks}.").format(n=1, ranks="2, 5")
'1 item in the list; relevant at ranks 2, 5.'
>>> English("{n} item(s) in the list; relevant at rank(s) {ranks}.").format(n=3, ranks="4")
'3 items in the list; relevant at rank 4.'
"""

from __future__ import annotations

import re

# A number, maybe one word between ("2 empty rank(s)"), then the noun.
_NUMBER = r"\d+(?:,\d{3})*(?:\.\d+)?"  # 1, 2,000, 0.5
_AFTER_NUMBER = re.compile(rf"\b({_NUMBER}) ((?:[a-z]+ )?)([a-z]+)\(s\)")
# The noun, then the numbers it counts ("rank(s) 2, 5" or "rank(s) 4").
_BEFORE_NUMBERS = re.compile(rf"\b([a-z]+)\(s\) ({_NUMBER}(?:(?:, | and ){_NUMBER})*)")


def resolve(text: str) -> str:
    """``text`` with each ``word(s)`` beside a number made singular or plural."""

    def after(match: re.Match) -> str:
        number, between, noun = match.groups()
        return f"{number} {between}{noun}{'' if number == '1' else 's'}"

    def before(match: re.Match) -> str:
        noun, numbers = match.groups()
        many = bool(re.search(r", \d| and \d", numbers))
        return f"{noun}{'s' if many else ''} {numbers}"

    return _BEFORE_NUMBERS.sub(before, _AFTER_NUMBER.sub(after, text))


class English(str):
    """An English template whose :meth:`format` makes its counts agree."""

    __slots__ = ()

    def format(self, *args, **kwargs) -> str:
        return resolve(str.format(self, *args, **kwargs))


def english(value):
    """A table's values made ready: templates with a ``(s)`` as :class:`English`;
    tuples, lists and dicts entry by entry."""
    if isinstance(value, str):
        return English(value) if "{" in value and "(s)" in value else value
    if isinstance(value, tuple | list):
        return type(value)(english(v) for v in value)
    if isinstance(value, dict):
        return {k: english(v) for k, v in value.items()}
    return value

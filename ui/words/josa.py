"""Korean particles that depend on the word before them.

Korean writes 을/를, 이/가, 은/는, 과/와, 으로/로 and 이라고/라고 according to
the sound the word before ends in: a consonant (책을, 3을 "삼을") or a vowel
(사과를, 2를 "이를"). A template cannot know which: its number or item comes
later. So the Korean templates carry both forms, ``{value}을(를)``, and once
the values are in, :func:`resolve` keeps the one that fits wherever the
sound is known:

* a Hangul syllable, from its final consonant;
* a digit, as Korean reads it (0 영, 1 일, 2 이, 3 삼, … 9 구), a fraction
  by its numerator, which is read last (1/2 이분의 일), and a percent sign
  (퍼센트);
* a single Latin letter, by its name (K 케이, M 엠, L 엘), and so an
  acronym (AP 에이피, IDCG 아이디시지, nDCG), by its last letter;
* a Latin word, by how Korean writes English loanwords: a final m, n or ng
  (파이썬, 롱) and a final k, c, t, p or b after a vowel (북, 타이타닉, 톱)
  close the syllable; a final l is ㄹ (골); any other ending, or one of those
  after another consonant (검프, 베스트), ends in a vowel (하버, 버스, 포드);
* a closing bracket, by the word before the opening one (RBP(p = 0.9)는,
  as Korean attaches the particle to the word before a parenthesis).

Where none of these applies (a symbol), the form after a consonant is
written, so a page never shows both forms.

>>> resolve("m = 3(으)로 나눕니다; 0.5을(를) 줍니다; 'A'이(가) 두 번; Titanic은(는) 적합")
"m = 3으로 나눕니다; 0.5를 줍니다; 'A'가 두 번; Titanic은 적합"
>>> resolve("Harbor은(는), Forrest Gump은(는), RBP(p = 0.9)은(는), C++을(를)")
'Harbor는, Forrest Gump는, RBP(p = 0.9)는, C++을'

"""

from __future__ import annotations

import re

from .glossary import fill

#: Each two-form particle: (after a consonant, after a vowel, after ㄹ).
_FORMS = {
    "을(를)": ("을", "를", "을"),
    "이(가)": ("이", "가", "이"),
    "은(는)": ("은", "는", "은"),
    "과(와)": ("과", "와", "과"),
    "(으)로": ("으로", "로", "로"),
    "(이)라고": ("이라고", "라고", "이라고"),
}
_MARKER = re.compile("|".join(re.escape(m) for m in _FORMS))

#: How Korean reads each digit, and each Latin letter's name.
_DIGITS = "영일이삼사오육칠팔구"
_LETTERS = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyz",
        "에이 비 씨 디 이 에프 지 에이치 아이 제이 케이 엘 엠 엔 오 피 큐 알 에스 티 유 브이 더블유 "
        "엑스 와이 제트".split(),
        strict=True,
    )
)

_FRACTION = re.compile(r"(\d+)/\d+$")
_WORD = re.compile(r"[A-Za-z]+$")
_OPENS = {")": "(", "]": "["}

#: Marks that may close the word before a particle: bold and quotes. (Not a
#: bracket: Korean attaches the particle to the word before a parenthesis,
#: 수(5)가, so after one the sound is left unknown.)
_CLOSING = "*'\"’”`\\"

CONSONANT, VOWEL, RIEUL = 0, 1, 2


def _syllable(char: str) -> int | None:
    """The ending sound of one Hangul syllable, or None for another character."""
    code = ord(char) - 0xAC00
    if not 0 <= code < 11172:
        return None
    final = code % 28
    return VOWEL if final == 0 else RIEUL if final == 8 else CONSONANT


def ending(text: str) -> int | None:
    """The sound ``text`` ends in when read aloud in Korean, where it is known.

    >>> [ending(w) for w in ("책", "사과", "3", "12", "서울", "**0.75**", "K", "mapk")]
    [0, 1, 0, 1, 2, 1, 1, 1]
    >>> ending("1/2"), ending("2/5")  # 이분의 일, 오분의 이
    (2, 1)
    >>> [ending(w) for w in ("AP", "nDCG", "MRR", "Titanic", "Harbor", "Python", "goal", "Gump")]
    [1, 1, 2, 0, 1, 0, 2, 1]
    >>> ending("R-정밀도 (P@R)"), ending("#")
    (1, None)
    """
    stripped = text.rstrip(_CLOSING)
    if not stripped:
        return None
    if stripped[-1] in _OPENS:  # RBP(p = 0.9): the word before the bracket
        opening = stripped.rfind(_OPENS[stripped[-1]])
        return ending(stripped[:opening].rstrip()) if opening > 0 else None
    fraction = _FRACTION.search(stripped)
    if fraction:  # a/b is read "b분의 a": the numerator comes last
        stripped = fraction.group(1)
    last = stripped[-1]
    if last.isdigit() and last.isascii():
        return _syllable(_DIGITS[int(last)][-1])
    if last == "%":
        return VOWEL  # 퍼센트
    word = _WORD.search(stripped)
    if word:
        return _latin(word.group())
    return _syllable(last)


def _latin(word: str) -> int:
    """How a Latin word ends when read in Korean (see the module's rules)."""
    if len(word) == 1 or any(c.isupper() for c in word[1:]):  # a letter, an acronym
        return _syllable(_LETTERS[word[-1].lower()][-1])
    w = word.lower()
    if w.endswith(("m", "n")):
        return CONSONANT
    if w.endswith("l"):
        return RIEUL
    if w[-1] in "kctpb" and (len(w) == 1 or w[-2] in "aeiou" or w.endswith("ck")):
        return CONSONANT
    return VOWEL


def resolve(text: str) -> str:
    """Keep, of each two-form particle in ``text``, the form the word before
    it takes (after a symbol, whose sound is not known, the form after a
    consonant)."""

    def one(match: re.Match) -> str:
        sound = ending(text[: match.start()])
        return _FORMS[match.group()][CONSONANT if sound is None else sound]

    return _MARKER.sub(one, text)


class Korean(str):
    """A Korean template whose :meth:`format` resolves its particles once the
    values are in.

    >>> Korean("{n}개 항목 중 상위 {k}개만 셉니다. K를 {n}(으)로 하세요.").format(n=3, k=2)
    '3개 항목 중 상위 2개만 셉니다. K를 3으로 하세요.'
    """

    __slots__ = ()

    def format(self, *args, **kwargs) -> str:
        return resolve(str.format(self, *args, **kwargs))


def korean(value):
    """A table's values made ready: the glossary's terms put in (``[[run]]``
    → 런), a formula's `` = `` kept whole at a line end (non-breaking
    spaces: on a phone "S =" ended one line and "0입니다" began the next),
    templates (with ``{``) as :class:`Korean`, fixed text resolved now,
    tuples, lists and dicts entry by entry.

    >>> korean("누적 합은 S = {s}입니다.").format(s=0)
    '누적 합은 S\xa0=\xa00입니다.'
    """
    if isinstance(value, str):
        value = fill(value).replace(" = ", "\u00a0=\u00a0")
        return Korean(value) if "{" in value else resolve(value)
    if isinstance(value, tuple | list):
        return type(value)(korean(v) for v in value)
    if isinstance(value, dict):
        return {k: korean(v) for k, v in value.items()}
    return value

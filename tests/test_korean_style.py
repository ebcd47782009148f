"""The house rules for Korean text (``ui/words/KOREAN.md``), checked where a
rule can be checked: over every Korean text of every words module."""

import re

from .test_words import _korean_texts

HANGUL = re.compile(r"[가-힣]")


def _texts():
    return [(where, text) for where, text in _korean_texts() if HANGUL.search(text)]


def _sentences(text: str):
    """The text cut at full stops, question marks and line ends (a decimal
    point is not a cut)."""
    return [s.strip() for s in re.split(r"(?<=[.?!])(?!\d)\s+|\n", text) if s.strip()]


def test_every_sentence_ends_in_the_formal_form_not_the_plain_one():
    """합니다/하세요/해 주세요, never 한다/다르다/했다 (봅시다 is formal)."""
    plain = re.compile(r"(?<![니요시])다[.!]?\**\)?$")
    found = [(where, s) for where, text in _texts() for s in _sentences(text) if plain.search(s)]
    assert not found, found


def test_a_question_asks_politely():
    """…할까요?, not …할까? (a title too)."""
    found = [(where, m.group()) for where, text in _texts()
             for m in re.finditer(r"[가-힣]+까\?", text)]  # fmt: skip
    assert not found, found


def test_no_colon_or_dash_joins_two_clauses():
    """A finished clause is followed by a full stop: not "…했습니다 — …입니다"
    nor "…없습니다: …입니다". A colon after a label, or before a list, a
    formula or a message, stays."""
    dash = re.compile(r"[가-힣]다\.? — ")
    colon = re.compile(r"[가-힣]다: [^.\n]*[가-힣]니다")
    found = [(where, text) for where, text in _texts() if dash.search(text) or colon.search(text)]
    assert not found, found


def test_a_step_sentence_ends_as_a_sentence_not_in_a_formula():
    """The walk's step sentences end in Korean (…= 0.4입니다), not in a bare
    formula (…= 0.4.)."""
    found = []
    for where, text in _texts():
        key = next((str(part) for part in reversed(where) if isinstance(part, str)), "")
        if key.startswith("step"):
            end = re.sub(r"\([^()]*\)[\s.*]*$", "", text)  # a closing bracket's aside
            end = re.sub(r"[\s.*)]+$", "", end)
            if not HANGUL.search(end[-1:]):
                found.append((where, text[-60:]))
    assert not found, found


def test_the_rules_can_fail():
    """Each rule finds the habit it names, in the review's own examples."""
    plain = re.compile(r"(?<![니요시])다[.!]?\**\)?$")
    assert plain.search("이름은 같아도 계산은 다르다") and not plain.search("다릅니다.")
    assert re.search(r"[가-힣]다\.? — ", "불러왔습니다 — 위의 모든 지표가 이 사례의 값입니다.")
    assert re.search(r"[가-힣]다: [^.\n]*[가-힣]니다", "없습니다: 다른 것입니다.")
    assert not re.search(r"[가-힣]다: [^.\n]*[가-힣]니다", "뺍니다: q1, q2")

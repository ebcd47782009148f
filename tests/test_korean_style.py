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
    nor "…없습니다: …입니다", nor "…못했습니다: {message}" (a message is a
    sentence). A colon after a label, or before a list or a formula, stays."""
    dash = re.compile(r"[가-힣]다\.? — ")
    colon = re.compile(r"[가-힣]다: [^.\n]*[가-힣]니다")
    message = re.compile(r"[가-힣]다: \{message\}")  # a message is a sentence of its own
    found = [(where, text) for where, text in _texts()
             if dash.search(text) or colon.search(text) or message.search(text)]  # fmt: skip
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


#: Latin terms the Korean pages write, and how their Korean reading ends: in
#: a consonant (MAP 맵, m 엠), in ㄹ (RR 알알, ERR 이알알, which take 로), or
#: in a vowel (AP 에이피, nDCG 엔디씨지, K 케이, P@k 피 앳 케이).
READINGS = {
    "MAP": "consonant", "m": "consonant", "MRR": "rieul", "RR": "rieul", "ERR": "rieul",
    "AP": "vowel", "nDCG": "vowel", "DCG": "vowel", "IDCG": "vowel", "RBP": "vowel",
    "K": "vowel", "P@k": "vowel", "R@k": "vowel", "Hit@k": "vowel", "F1": "vowel",
    "AP@K": "vowel",
}  # fmt: skip
#: The particles each ending must not take.
_WRONG = {
    "consonant": ("는", "가", "를", "와", "로"),
    "rieul": ("는", "가", "를", "와", "으로"),
    "vowel": ("은", "이", "을", "과", "으로"),
}
_PARTICLE = r"(?:\*\*)?(은|는|이|가|을|를|과|와|으로|로)(?![가-힣])"


def _misread(text: str) -> list[str]:
    found = []
    for term, ending in READINGS.items():
        for m in re.finditer(r"(?<![A-Za-z@])" + re.escape(term) + _PARTICLE, text):
            if m.group(1) in _WRONG[ending]:
                found.append(text[max(0, m.start() - 15) : m.end() + 5])
    return found


def test_a_particle_after_a_latin_term_follows_its_korean_reading():
    """MAP은 (맵), nDCG는 (엔디씨지), RR로 (알알): a particle written after a
    fixed Latin term is the one its Korean reading takes."""
    assert _misread("MAP는 매크로 평균입니다") and _misread("nDCG은 큽니다")  # the rule can fail
    assert _misread("RR으로 나눕니다") and not _misread("RR로 나눕니다")  # 알알 takes 로
    assert not _misread("MAP은 매크로 평균이고 nDCG는 등급을 봅니다")
    found = [(where, bad) for where, text in _texts() for bad in _misread(text)]
    assert not found, found

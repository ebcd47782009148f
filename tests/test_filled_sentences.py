"""The sentences a learner reads once the app has put its numbers in, in
both languages (``ui/words/KOREAN.md``, rules 1, 3 and 8): every Korean
sentence ends in a verb, never in a bare formula or number ("…나눠 1.0.",
"정답: 0.3583"); no code name takes a particle directly (a phone shows a gap
between the code's box and 가); every ``**`` that opens bold closes it (not
"**역순위(MRR)**와", which Markdown leaves as raw stars); no particle is left
in two forms once the numbers are in. The quiz's explanations are checked
filled with the numbers of many generated questions, the rest as written.
"""

import re
import string

import pytest

from course.quiz import KINDS, make_question
from ui.quiz_why import why
from ui.words.quiz import T as QUIZ

from .test_korean_style import _sentences
from .test_words import _texts, _word_tables

HANGUL = re.compile(r"[가-힣]")
#: Placeholders filled with words, not numbers (a verb: 높습니다, 낮습니다).
WORD_FIELDS = {"direction"}
PARTICLE = r"(이|가|은|는|을|를|와|과|으로|로|의|에서|에|도|만|이나|나)"


def formula_endings(text: str) -> list[str]:
    """Korean sentences of ``text`` that end in a formula, a number or a
    placeholder for one, not in a Korean word. A line without a final
    stop (a label, a heading, a button) is not a sentence; a link reads as
    its text; an aside in brackets at the end is set aside."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    for field in WORD_FIELDS:
        text = text.replace("{" + field + "}", "높습니다")
    found = []
    for s in _sentences(text):
        if not HANGUL.search(s) or not re.search(r"[.!?]\**\)?$", s):
            continue
        end = re.sub(r"\([^()]*\)[\s.*]*$", "", s)
        end = re.sub(r"[\s.*)!?]+$", "", end)
        if end and not HANGUL.search(end[-1]):
            found.append(s)
    return found


def unclosed_bold(text: str) -> list[str]:
    """``**`` runs that CommonMark cannot pair: a run closes bold only when
    it is right-flanking (not after a space; after punctuation only when a
    space, punctuation or the end follows), and opens only when
    left-flanking (the mirror rule). ``**역순위(MRR)**와`` is neither after
    ``)``: the stars show."""
    found = []
    punct = set(string.punctuation) | set("“”‘’·…—–")
    for line in text.split("\n"):
        opened = False
        for m in re.finditer(r"(?<!\*)\*\*(?!\*)", line):
            before = line[m.start() - 1] if m.start() else " "
            after = line[m.end()] if m.end() < len(line) else " "
            left = not after.isspace() and (
                after not in punct or before.isspace() or before in punct
            )  # fmt: skip
            right = not before.isspace() and (
                before not in punct or after.isspace() or after in punct
            )  # fmt: skip
            if opened and right:
                opened = False
            elif not opened and left:
                opened = True
            else:
                found.append(line[max(0, m.start() - 20) : m.end() + 20])
        if opened:
            found.append(line[-40:])
    return found


def _every_text():
    """Every text of every words module in both languages, its numbers put
    in (a placeholder reads as the number 1, as bold around it is read once
    filled)."""
    for module, name, words in _word_tables():
        for lang in ("en", "ko"):
            for path, text in _texts(dict(words.table(lang))):
                yield (module, name, lang, *path), text


def _korean_texts():
    return [(where, text) for where, text in _every_text() if where[2] == "ko"]


def _questions(n: int = 25):
    """Questions of every kind, as the quiz generates them."""
    seen = {}
    for seed in range(400):
        for number in range(len(KINDS)):
            q = make_question(seed, number)
            if len(seen.setdefault(q.kind, [])) < n:
                seen[q.kind].append(q)
        if len(seen) == len(KINDS) and all(len(qs) == n for qs in seen.values()):
            break
    assert set(seen) == set(KINDS), set(KINDS) - set(seen)
    return [q for qs in seen.values() for q in qs]


def test_no_korean_sentence_ends_in_a_bare_formula_or_number():
    found = [(where, s) for where, text in _korean_texts() for s in formula_endings(text)]
    assert not found, found


def english_formula_endings(text: str) -> list[str]:
    """English sentences of ``text`` whose last clause (after the last
    comma, colon, semicolon or dash) is a bare formula: it holds ``=`` or
    follows a colon, and has no word but so, and, or, then ("…, so AP =
    0.4.", "Full Hit@10: A 0.4, B 0.5."). A measure's name is not a word
    (AP, K, Hit@10); a command in backticks is one; a numbered list's
    marker and "e.g." end no sentence."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.replace("e.g.", "eg").replace("i.e.", "ie")
    found = []
    for line in text.split("\n"):
        line = re.sub(r"^\s*(\d+\.|[-*])\s+", "", line)
        for s in re.split(r"(?<=[.?!])(?!\d)\s+", line):
            s = s.strip()
            if not re.search(r"[.!?]\**\)?$", s) or not re.search(r"[A-Za-z]{2,}", s):
                continue
            inner = re.sub(r"`[^`]*`", "code", re.sub(r"\([^()]*\)", "", s.strip("()")))
            tail = re.split(r"[,:;—]\s", inner)[-1]
            after_colon = inner.rsplit(": ", 1)[-1] if ": " in inner else None
            if not _words(tail) and ("=" in tail or (after_colon and not _words(after_colon))):
                found.append(s)
    return found


def _words(clause: str) -> set[str]:
    """The English words of ``clause``: not a measure's name (AP, K,
    Hit@10), nor so, and, or, then, which join a formula to what it ends."""
    return set(re.findall(r"\b[A-Za-z][a-z]+\b", clause)) - {"so", "and", "or", "then"}


#: English placeholders filled with words (an item's name, tools, a list of
#: labelled counts), not with a number.
WORDS_EN = {"item", "items", "text", "names", "tools", "what", "parts", "name", "decision"}


def test_no_english_sentence_ends_in_a_bare_formula():
    """The English rule the quiz's explanations keep, held for every text:
    "Relevant at ranks 2, 5, 7: AP = 0.4429." reads as a label, not as a
    sentence; "…, so AP comes to 0.4429." does."""
    found = [
        (where, s)
        for where, text in _every_text()
        if where[2] == "en"
        for s in english_formula_endings(
            re.sub(r"\{([^{}]*)\}", lambda f: "word" if f[1] in WORDS_EN else "1", text)
        )
    ]
    assert not found, found
    assert english_formula_endings("Relevant at ranks 2, 5, 7: AP = 0.4429.")
    assert english_formula_endings("That was the last user. Full Hit@10: A 1, B 0.")
    assert english_formula_endings("trec_eval divides by 5: P@5 = 2/5 = 0.4; R@5 = 1.")
    assert not english_formula_endings("Relevant at ranks 2, 5 and 7, so AP comes to 0.4429.")
    assert not english_formula_endings("Type a number, e.g. 0.4, 40% or 2/5.")


def test_every_bold_marker_closes_in_both_languages():
    filled = ((where, re.sub(r"\{[^{}]*\}", "1", text)) for where, text in _every_text())
    found = [(where, bad) for where, text in filled for bad in unclosed_bold(text)]
    assert not found, found


def test_no_code_name_takes_a_particle_directly():
    """`python -m metrics` 명령이, not `python -m metrics`가: the code's box
    and its particle part on a phone."""
    glued = re.compile(r"`[^`\n]+`" + PARTICLE + r"(?=[\s,.)])")
    found = [(where, m.group()) for where, text in _korean_texts() for m in glued.finditer(text)]
    assert not found, found
    # ... nor is its noun said twice ("옵션 `-M` 옵션을")
    twice = re.compile(r"(옵션|지표|함수|명령|열) `[^`\n]+` \1")
    assert not [(w, m.group()) for w, text in _korean_texts() for m in twice.finditer(text)]


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_quiz_explanation_filled_with_its_numbers_reads_as_sentences(lang):
    words = QUIZ.table(lang)
    for q in _questions():
        text = why(q, words)
        assert "{" not in text and "[[" not in text, text
        assert not unclosed_bold(text), text
        assert not re.search(r"[가-힣]\)?(을\(를\)|이\(가\)|은\(는\)|과\(와\)|\(으\)로)", text), (
            text
        )
        if lang == "ko":
            assert not formula_endings(text), (q.kind, formula_endings(text))
        else:  # no English sentence ends in a bare formula: "…, so AP = 0.4." nor "…: 1.0."
            for s in re.split(r"(?<=[.?!])(?!\d)\s+", text):
                inner = re.sub(r"\([^()]*\)", "", s.strip("()"))  # asides set aside
                tail = re.split(r"[,:;]\s", inner)[-1]
                words_in_it = set(re.findall(r"\b[a-z]{2,}\b", tail)) - {"so", "and", "or", "then"}
                assert words_in_it, (q.kind, s)


def test_the_rules_find_the_readings_examples():
    """Each rule finds what the native reading of 2026-11-28 found."""
    assert formula_endings("상한 재현율은 min(m, K)로 나눠 1.0.")
    assert formula_endings("정답입니다! 정답: 0.3583.")
    assert formula_endings(
        "적합 순위 {ranks}마다 0.5 × 0.5^(k−1)을 더합니다.\n빈 순위를 세므로 P@{k} = {hits}/{k}."
    )
    assert not formula_endings("P@5는 2/5 = 0.4입니다. 라벨(예: 0.5).")
    assert unclosed_bold("볼 지표: **역순위(MRR)**와 **Hit@1**입니다.")
    assert not unclosed_bold("**평균 역순위**(MRR)와 **Hit@1**입니다. **m = 3**(으)로")
    assert re.search(r"`[^`\n]+`" + PARTICLE + r"(?=[\s,.)])", "`python -m metrics`가 출력")


def test_a_question_ends_in_a_question_mark_and_in_the_polite_form():
    """보고할까요?, not 보고할까요 without its mark, nor the written-style 있는가?"""
    bare = re.compile(r"까요(?=[\s)*]*$)|까요(?=\)[^?])")
    plain = re.compile(r"(는|인|은|던)가\?(?![”’\"])")  # a quoted question may ask so
    found = [(where, text[-50:]) for where, text in _korean_texts()
             for line in text.split("\n") if bare.search(line) or plain.search(line)]  # fmt: skip
    assert not found, found
    assert bare.search("어떤 숫자를 보고할까요") and bare.search("(어디서 멈출까요)")
    assert plain.search("몇 위에 있는가?") and not bare.search("MRR일까요, Hit@5일까요?")


def test_the_quizs_verdict_filled_with_numbers_ends_each_korean_sentence_in_the_formal_form():
    """ "아쉽네요. 입력한 답: 0.9 · 정답: 0.3583 (정답보다 0.5417 높음)" was a
    label line in 해요체 ending in a noun; each sentence now ends in 합니다."""
    words = QUIZ.table("ko")
    for direction in ("high", "low"):
        off = words["off"].format(diff="0.5417", direction=words[direction])
        lines = [
            words["wrong"].format(given="0.9", answer="0.3583", off=off),
            words["right"].format(answer="0.3583"),
        ]
        for line in lines:
            plain = line.replace("**", "")
            sentences = [s for s in re.split(r"(?<=[.!?])\s+", plain.strip()) if s]
            assert all(re.search(r"(니다|세요)[.!?]$", s) for s in sentences), plain
            assert ":" not in plain and "요." not in plain.replace("세요.", ""), plain

"""The quiz: every question's answer is what the library computes, answers are
checked fairly, and the page keeps score and links into the lessons."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from streamlit.testing.v1 import AppTest

from course.quiz import KINDS, MISTAKES, check, link, make_question, mistake, parse_number
from metrics import average_precision, ndcg, precision_at_k, reciprocal_rank
from ui.render import num

APP = str(Path(__file__).resolve().parent.parent / "app.py")
QUIZ = "lessons/quiz.py"

seeds = st.integers(min_value=1, max_value=10**6)
numbers = st.integers(min_value=0, max_value=200)


@given(seeds, numbers)
@settings(max_examples=300, deadline=None)
def test_every_question_is_answerable_and_its_answer_checks_as_right(seed, number):
    q = make_question(seed, number)
    assert q.kind == KINDS[number % len(KINDS)]
    assert 1 <= q.step <= q.scenario.depth
    if q.is_number:
        assert 0.0 <= q.answer <= 1.0
        assert check(q, str(q.answer)).correct
        assert not check(q, str(q.answer + 0.02)).correct
    else:
        assert q.answer in q.choices
        assert check(q, q.answer).correct
        assert not any(check(q, c).correct for c in q.choices if c != q.answer)


@given(seeds, numbers)
@settings(max_examples=200, deadline=None)
def test_every_answer_is_the_value_the_library_computes(seed, number):
    q = make_question(seed, number)
    s = q.scenario
    r, j, k = s.ranking, s.judgments, s.k
    expected = {
        "ap_m": lambda: average_precision(r, j, k),
        "ap_trunc": lambda: average_precision(r, j, k, convention="min_m_k"),
        "p_short": lambda: precision_at_k(r, j, k),
        "rr": lambda: reciprocal_rank(r, j, k),
        "ndcg": lambda: ndcg(r, j, k),
    }
    if q.kind in expected:
        assert q.answer == pytest.approx(expected[q.kind](), abs=5e-5)
    elif q.kind == "idcg_source":
        assert q.values["judgments"] == pytest.approx(ndcg(r, j, k), abs=5e-5)
        assert q.values["ranking"] == pytest.approx(ndcg(r, j, k, ideal="ranking"), abs=5e-5)
    elif q.kind == "which_convention":
        shown = average_precision(r, j, k, convention=q.answer)
        assert q.values["shown"] == pytest.approx(shown, abs=5e-5)
    elif q.kind == "which_order":
        first = average_precision(r, j, k)
        second = average_precision(q.other.ranking, q.other.judgments, q.other.k)
        assert (first > second) == (q.answer == "first") and first != second


@given(seeds, numbers)
@settings(max_examples=300, deadline=None)
def test_each_known_mistake_gives_another_answer_that_is_checked_as_wrong(seed, number):
    """A question aimed at a misconception must tell it apart: the number the
    mistake gives, typed in full or rounded to two decimals, is never taken
    as right, and is named as that mistake. (The truncated-AP question used
    to have m <= K four times in ten, where it equals the standard AP, and
    the standard-AP question sometimes took the mean of P@i as right.)"""
    q = make_question(seed, number)
    for key, said in MISTAKES.get(q.kind, {}).items():
        wrong = q.values[key]
        for typed in (str(wrong), f"{wrong:.2f}"):
            assert not check(q, typed).correct, (q.kind, key, q.answer, typed)
            assert mistake(q, float(typed)) == said, (q.kind, key, q.answer, typed)
    if q.kind == "ap_trunc":
        assert q.scenario.m > q.scenario.k  # more relevant items than K


#: The AP conventions a mistake's words may hold up, by the kind of question:
#: the one asked (where the words name a divisor), never the other one.
NAMED = {
    ("ap_m", "hits"): ("standard AP", "표준 AP"),
    ("ap_trunc", "hits"): ("min(m, K)", "min(m, K)"),
    ("ap_trunc", "m"): ("min(m, K)", "min(m, K)"),
}
NEVER = {"ap_m": ("truncated", "절단"), "ap_trunc": ("standard AP", "표준 AP")}


@pytest.mark.parametrize(
    "kind, key", [(kind, key) for kind, said in sorted(MISTAKES.items()) for key in said]
)
def test_each_mistakes_feedback_names_the_convention_its_question_asked(kind, key):
    """A truncated AP@K answer divided by the hits was told "standard AP
    divides by m" (one text per mistake, whatever the question asked, in
    both languages). Now each kind's mistake is explained against what that
    kind asks, in English and Korean."""
    from ui.words.mistakes import EN, KO

    said = MISTAKES[kind][key]
    q = next(
        q for q in (make_question(s, n) for s in range(50) for n in range(24)) if q.kind == kind
    )
    assert mistake(q, float(q.values[key])) == said
    for lang, text in enumerate((EN[said], KO[said])):
        if (kind, key) in NAMED:
            assert NAMED[kind, key][lang] in text, text
        if kind in NEVER:
            assert NEVER[kind][lang] not in text, text


def test_the_same_seed_gives_the_same_quiz():
    assert [make_question(42, n) for n in range(8)] == [make_question(42, n) for n in range(8)]
    assert [make_question(42, n) for n in range(8)] != [make_question(43, n) for n in range(8)]


def test_as_many_questions_in_a_row_as_there_are_kinds_cover_every_kind():
    assert {make_question(5, n).kind for n in range(3, 3 + len(KINDS))} == set(KINDS)


def test_answers_rounded_to_two_decimals_or_typed_as_fractions_count():
    q = make_question(1, 0)  # AP ÷ m
    assert check(q, f"{q.answer:.2f}").correct
    assert parse_number("2/4") == 0.5


def test_an_answer_ending_in_a_half_counts_rounded_either_way():
    """AP = 0.525 rounded to 0.53 (half up) or 0.52 (half even) is right;
    both used to be checked as wrong, off by 0.005000000000000004."""
    q = next(
        q
        for q in (make_question(s, 0) for s in range(1, 500))
        if round(q.answer * 1000) % 10 == 5 and q.answer == round(q.answer, 3)
    )
    up, down = round(q.answer + 0.005, 2), round(q.answer - 0.005, 2)
    assert check(q, f"{up:.2f}").correct and check(q, f"{down:.2f}").correct, q.answer
    assert not check(q, f"{up + 0.01:.2f}").correct


def test_a_wrong_answer_that_divides_by_the_hits_is_named_as_that_mistake():
    q = next(q for q in (make_question(s, 0) for s in range(1, 50)) if q.values["hits"] != q.answer)
    verdict = check(q, str(q.values["hits"]))
    assert not verdict.correct
    assert mistake(q, verdict.given) == "hits"


def test_a_typed_word_is_refused_with_a_message():
    with pytest.raises(ValueError, match="not a number"):
        check(make_question(1, 0), "a third")


def test_the_link_opens_the_lesson_at_the_step_that_matters():
    q = make_question(3, 4)  # reciprocal rank
    assert q.lesson == "reciprocal_rank"
    from urllib.parse import parse_qs, urlsplit

    address = urlsplit(link(q, lang="ko"))
    assert address.path == "/reciprocal_rank"
    params = parse_qs(address.query)
    assert params["step"] == [str(q.values["first"])] and params["lang"] == ["ko"]


def open_quiz(seed: str = "7") -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["seed"] = seed
    at.switch_page(QUIZ)
    at.run()
    assert not at.exception, at.exception
    return at


def caption(at: AppTest) -> str:
    return at.caption[0].value


def test_quiz_page_checks_an_answer_keeps_score_and_moves_on():
    at = open_quiz()
    assert "Quiz" in at.title[0].value
    assert caption(at) == "Question 1 · score 0 of 0 answered"
    q = make_question(7, 0)
    at.text_input(key="quiz_answer_7_0").set_value(str(q.answer)).run()
    at.button(key="quiz_check").click().run()
    assert at.success and f"**{num(q.answer)}**" in at.success[0].value
    assert caption(at) == "Question 1 · score 1 of 1 answered"
    at.button(key="quiz_check").click().run()  # checking again does not count twice
    assert caption(at) == "Question 1 · score 1 of 1 answered"
    at.button(key="quiz_next").click().run()
    assert caption(at) == "Question 2 · score 1 of 1 answered"
    assert not at.success and not at.error
    second = make_question(7, 1)
    wrong = next(c for c in second.choices if c != second.answer)
    at.radio(key="quiz_answer_7_1").set_value(wrong).run()
    at.button(key="quiz_check").click().run()
    assert at.error and caption(at) == "Question 2 · score 1 of 2 answered"
    assert at.query_params["seed"] == "7"


def test_the_quiz_link_names_its_question_and_reopens_it():
    """``q`` (from 1) is in the address and follows Next; a link with it
    opens that question (a room's teacher moves the phones this way)."""
    at = open_quiz()
    assert at.query_params["q"] == "1"
    at.button(key="quiz_next").click().run()
    assert at.query_params["q"] == "2"
    again = AppTest.from_file(APP, default_timeout=60)
    again.query_params.update({"seed": "7", "q": "5"})
    again.switch_page(QUIZ)
    again.run()
    assert not again.exception
    assert caption(again) == "Question 5 · score 0 of 0 answered"
    assert again.query_params["q"] == "5"
    for bad in ("0", "x", "99999"):  # not a question: the quiz starts at the first
        other = AppTest.from_file(APP, default_timeout=60)
        other.query_params.update({"seed": "7", "q": bad})
        other.switch_page(QUIZ)
        other.run()
        assert not other.exception
        assert caption(other) == "Question 1 · score 0 of 0 answered"
        assert other.query_params["q"] == "1"


def test_how_far_off_is_taken_from_the_exact_answer_not_the_rounded_one():
    """1/3 against an answer of 2/3 is a third too low (0.3333), not the
    difference of the two rounded numbers (0.6667 − 0.3333 = 0.3334)."""
    q = make_question(3, 3)
    assert q.answer == pytest.approx(2 / 3)
    verdict = check(q, "1/3")
    assert not verdict.correct and num(abs(verdict.off_by)) == "0.3333"
    assert num(q.answer) == "0.6667"  # shown rounded, as every value is


def test_quiz_page_refuses_a_word_with_a_message_and_keeps_what_was_typed():
    at = open_quiz()
    at.text_input(key="quiz_answer_7_0").set_value("a half").run()
    at.button(key="quiz_check").click().run()
    assert "not a number" in at.warning[0].value
    assert at.text_input(key="quiz_answer_7_0").value == "a half"
    assert caption(at) == "Question 1 · score 0 of 0 answered"


def test_quiz_page_shows_every_kind_of_question():
    at = open_quiz("11")
    for number in range(len(KINDS)):
        q = make_question(11, number)
        assert q.kind == KINDS[number]
        assert not at.exception, at.exception
        if q.is_number:
            at.text_input(key=f"quiz_answer_11_{number}").set_value("0").run()
        else:
            at.radio(key=f"quiz_answer_11_{number}").set_value(q.choices[0]).run()
        at.button(key="quiz_check").click().run()
        assert at.info, q.kind  # the why
        assert not at.exception, at.exception
        at.button(key="quiz_next").click().run()


@given(seeds, st.integers(0, 40))
@settings(max_examples=40, deadline=None)
def test_a_which_decisions_question_is_answered_by_the_explain_search(seed, n):
    """The number a "which decisions" question shows is found by the search
    behind "why do our numbers differ?", with the right choice's decisions
    among the readings that give it, and no other choice's."""
    from course.quiz import DECISIONS
    from metrics.evaluator.explain import explain_lists

    q = make_question(seed, KINDS.index("which_decision") + n * len(KINDS))
    s, empty = q.scenario, q.other
    e = explain_lists(
        [(s.ranking, dict(s.qrels)), (empty.ranking, dict(empty.qrels))],
        f"{q.values['shown']:.4f}", f"map_cut.{s.k}",
    )  # fmt: skip
    found = {
        (m.reading.variant, m.reading.empty)
        for m in e.answers[0].matches
        if set(m.differences) <= {"variant", "empty"}  # the question's two decisions only
    }
    assert DECISIONS[q.answer] in found
    assert not (found & {d for key, d in DECISIONS.items() if key != q.answer})
    assert "numbers=" in link(q) and link(q).startswith("/disagree?")

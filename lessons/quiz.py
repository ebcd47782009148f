"""Quiz: questions from small random lists, checked with feedback and a link
into the lesson that explains the answer. ``?seed=`` reproduces a quiz."""

import random

import streamlit as st

from course.quiz import check, link, make_question, mistake, read_differently
from ui import room, room_quiz, state
from ui.quiz_why import why
from ui.render import md, num
from ui.text import items
from ui.words.common import T as C
from ui.words.mistakes import T as MISTAKES
from ui.words.quiz import T

SEED, NUMBER, SCORE, FEEDBACK = "quiz_seed", "quiz_number", "quiz_score", "quiz_feedback"
#: The highest question number a link may ask for (a quiz has no end).
MAX_QUESTION = 10_000


def start(seed: int) -> None:
    st.session_state[SEED] = seed
    st.query_params["seed"] = str(seed)
    st.query_params["q"] = "1"
    st.session_state[NUMBER] = 0
    st.session_state[SCORE] = {"right": 0, "answered": 0}
    st.session_state.pop(FEEDBACK, None)


def go_to(number: int) -> None:
    """Question ``number`` (0 is the first): the link says which (``q=``,
    from 1), so a shared link, or a room's teacher, opens that question."""
    st.session_state[NUMBER] = number
    st.query_params["q"] = str(number + 1)
    st.session_state.pop(FEEDBACK, None)


wanted, asked = st.query_params.get("seed", ""), st.query_params.get("q", "")
if SEED not in st.session_state or (wanted.isdigit() and int(wanted) != st.session_state[SEED]):
    start(int(wanted) if wanted.isdigit() else random.randrange(1, 100_000))
if (
    asked.isdigit()
    and 1 <= int(asked) <= MAX_QUESTION
    and int(asked) - 1 != st.session_state[NUMBER]
):
    go_to(int(asked) - 1)  # a link's question (Back, Forward, a room's teacher)
seed, number = st.session_state[SEED], st.session_state[NUMBER]
if st.query_params.get("seed") != str(seed):
    st.query_params["seed"] = str(seed)
if st.query_params.get("q") != str(number + 1):
    st.query_params["q"] = str(number + 1)
question = make_question(seed, number)
score = st.session_state[SCORE]
answer_key = f"quiz_answer_{seed}_{number}"


def on_check() -> None:
    given = st.session_state.get(answer_key)
    if given in (None, ""):
        st.session_state[FEEDBACK] = {"number": number, "error": T["no_answer"]}
        return
    try:
        verdict = check(question, given)
    except ValueError:
        st.session_state[FEEDBACK] = {
            "number": number,
            "error": T["not_a_number"].format(text=md(given)),
        }
        return
    first_try = st.session_state.get(FEEDBACK, {}).get("verdict") is None
    if first_try:  # only the first checked answer of a question counts
        score["answered"] += 1
        score["right"] += int(verdict.correct)
        room_quiz.quiz_answered(seed, number, verdict.correct, str(given))  # a room counts it too
    st.session_state[FEEDBACK] = {"number": number, "verdict": verdict, "typed": given}


def on_next() -> None:
    go_to(number + 1)


def show_list(label: str, scenario) -> None:
    st.markdown(f"**{label}** {items(scenario.ranking)}")


def show_labels(scenario) -> None:
    graded = question.kind in ("ndcg", "idcg_source")
    shown = [f"{i}:{g}" if graded else i for i, g in scenario.qrels]
    missing = scenario.not_retrieved
    note = T["not_retrieved"].format(items=items(missing)) if missing else ""
    st.markdown(f"**{T['grades' if graded else 'relevant']}** {items(shown)}{note}")


def choice_label(choice: str) -> str:
    if question.kind == "which_convention":
        return T[f"conv_{choice}"]
    if question.kind == "which_decision":
        return T[f"decision_{choice}"]
    if question.kind == "which_order":
        return T[f"order_{choice}"]
    if question.kind == "sampled":
        return T[f"sampled_{choice}"]
    return num(question.values[choice])


presenting = state.presenting()
st.title(T["title"])
if not presenting:  # in present mode the teacher says it
    st.markdown(T["intro"])
with st.container(horizontal=True, vertical_alignment="center"):
    st.caption(T["progress"].format(n=number + 1, right=score["right"], answered=score["answered"]))
    if not presenting and not room.following():
        st.button(
            C["present"], icon=":material/slideshow:", key="quiz_present",
            on_click=state.set_presenting, args=(True,), help=T["present_help"],
        )  # fmt: skip
room_quiz.quiz_panel(seed, number)  # a room's answers, when the quiz is played as one

s = question.scenario
with st.container(border=True):
    shown = num(question.values.get("shown", 0))
    st.markdown(
        T[f"q_{question.kind}"].format(k=s.depth, shown=shown, rank=question.values.get("rank"))
    )
    if question.kind == "which_decision":  # two queries, each with its labels
        show_list(T["query_1"], s)
        show_labels(s)
        show_list(T["query_2"], question.other)
        st.markdown(T["query_2_empty"])
    elif question.other is not None:
        show_list(T["first_list"], s)
        show_list(T["second_list"], question.other)
    elif question.kind != "sampled":  # its question says it all: no list of its own
        show_list(T["ranking"], s)
    if question.kind not in ("sampled", "which_decision"):
        show_labels(s)
        st.markdown(T["k"].format(k=s.depth))
    if question.is_number:
        st.text_input(T["answer_number"], key=answer_key)
    else:
        st.radio(
            T["answer_choice"],
            question.choices,
            format_func={c: choice_label(c) for c in question.choices}.get,
            index=None,
            key=answer_key,
        )
    with st.container(horizontal=True):
        st.button(T["check"], type="primary", on_click=on_check, key="quiz_check")
        # A phone in a room keeps to the teacher's question: no Next of its
        # own (one ran ahead to Q4 while the teacher was on Q3, and stayed).
        if room.following():
            st.caption(T["next_by_teacher"])
        else:
            st.button(T["next"], on_click=on_next, key="quiz_next", icon=":material/arrow_forward:")

feedback = st.session_state.get(FEEDBACK)
if feedback and feedback["number"] == number:
    if "error" in feedback:
        st.warning(feedback["error"])
    else:
        verdict = feedback["verdict"]
        typed = feedback.get("typed", "")
        if question.is_number and read_differently(typed):
            st.caption(T["read_as"].format(text=md(typed.strip()), value=num(verdict.given)))
        answer = num(question.answer) if question.is_number else choice_label(question.answer)
        if verdict.correct:
            st.success(T["right"].format(answer=answer))
        else:
            given = num(verdict.given) if question.is_number else choice_label(verdict.given)
            off = ""
            if verdict.off_by is not None:
                direction = T["high"] if verdict.off_by > 0 else T["low"]
                off = T["off"].format(diff=num(abs(verdict.off_by)), direction=direction)
            st.error(T["wrong"].format(given=given, answer=answer, off=off))
            known = mistake(question, verdict.given) if question.is_number else None
            if known:
                st.markdown(MISTAKES[known])
        st.info(why(question, T))
        with st.container(horizontal=True):
            st.link_button(
                T["open_disagree"]
                if question.kind == "which_decision"
                else T["open_lesson"].format(step=question.step),
                link(question, lang=state.language(), root=state.root()),
                icon=":material/school:",
            )
            if question.other is not None and question.kind != "which_decision":
                st.link_button(
                    T["open_other"],
                    link(question, question.other, lang=state.language(), root=state.root()),
                )

room_quiz.quiz_open(seed, number)  # the quiz played as a room
if presenting:
    st.button(
        C["present_leave"], icon=":material/close:", key="present_leave",
        on_click=state.set_presenting, args=(False,),
    )  # fmt: skip
else:
    st.divider()
    st.caption(T["seed_note"].format(seed=seed))
    st.button(T["new_quiz"], on_click=start, args=(random.randrange(1, 100_000),), key="quiz_new")

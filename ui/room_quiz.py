"""The quiz played as a room: the teacher's button that opens one, the
panel above each question (who joined, how many answered and how many are
right) and a phone's first checked answer, counted. The room itself (store,
panel, codes) is :mod:`ui.room`."""

from __future__ import annotations

from urllib.parse import urlencode

import streamlit as st

from course.rooms import MAX_ANSWER, RoomError

from .room import (
    LEARNER,
    POLL,
    QUIZ,
    TEACHER,
    join_link,
    joined,
    open_button,
    qr_png,
    store,
    teachers_room,
)
from .words.room import T


def quiz_question(seed: int, number: int) -> str:
    """The room's name for one of the quiz's questions (a seed makes the
    questions; the number picks one)."""
    return f"{QUIZ}:{seed}:{number}"


def quiz_open(seed: int, number: int) -> None:
    """At the foot of the quiz: play it with a room (a teacher's session;
    a phone already in a room opens none)."""
    if TEACHER in st.session_state or LEARNER in st.session_state:
        return
    open_button(T["quiz_open"], "room_open_quiz", QUIZ, _quiz_query(seed, number))


def quiz_panel(seed: int, number: int) -> None:
    """The quiz played as a room, above the question (on the projector's
    first screen): every phone kept on this question (the teacher's Next
    moves them), the room's answers counted and how many are right."""
    held = st.session_state.get(TEACHER)
    if held is None:
        return
    code, token = held
    if teachers_room(code, token, QUIZ, _quiz_query(seed, number)) is None:
        return
    with st.container(border=True):
        joined(code)
        quiz_count(code, quiz_question(seed, number), number + 1)
        st.caption(T["quiz_follow"])
        with st.popover(T["qr"], icon=":material/qr_code_2:"):
            st.image(qr_png(join_link(code)), width=260)


def _quiz_query(seed: int, number: int) -> str:
    return urlencode({"seed": seed, "q": number + 1})


@st.fragment(run_every=POLL)
def quiz_count(code: str, question: str, number: int) -> None:
    """The room's answers to this question as they come in."""
    try:
        room = store().room(code)
        given = store().answers(code, question)
    except RoomError:
        return
    if not given:
        st.markdown(T["quiz_none"].format(number=number))
        return
    right = sum(1 for text in given if text.startswith("right"))
    st.markdown(
        T["quiz_count"].format(
            number=number, n=len(given), of=room.learners, right=right,
            share=f"{right / len(given):.0%}",
        )
    )  # fmt: skip


def quiz_answered(seed: int, number: int, correct: bool, given: str) -> None:
    """A learner's first checked answer to a quiz question, for the room
    (nothing when the phone follows no room, or the room closed)."""
    held = st.session_state.get(LEARNER)
    if held is None:
        return
    code, learner = held
    value = f"{'right' if correct else 'wrong'} {given}"[:MAX_ANSWER]
    try:
        store().answer(code, learner, quiz_question(seed, number), value)
    except RoomError:
        pass  # the follow box says when the room has closed

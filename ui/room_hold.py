"""What a room holds back, and when: while the room has not revealed a
page's answer (or cannot be read), the walkthrough's key values, its last
step and running sums wait on the projector and every phone; a teacher out
of present mode sees the walkthrough alone. The room itself is
:mod:`ui.room`."""

from __future__ import annotations

import time

import streamlit as st

from course.rooms import RoomError

from . import state
from .room import NOW, QUESTION, TEACHER, following, said, store


def address_pending() -> bool:
    from .room_link import pending

    return pending()


def unread() -> bool:
    """This session is in a room (or its address names one) that cannot be
    read just now: the database away, a room being taken back after a
    reload. Every value the room is to guess then waits."""
    return address_pending() or room_here() is UNREAD


def _look(page: str):
    """This page's question and the room, read once (a teacher's look is a
    read of the store); or, without a question or a room to read, whether
    everything waits: ``False`` with neither, ``True`` while it cannot be
    read."""
    asked = st.session_state.get(QUESTION.format(page=page))
    if asked is None:
        return False
    room = room_here()
    if room is None or room is UNREAD:
        return room is UNREAD or address_pending()
    return asked[0], room


def answer_hidden(page: str) -> bool:
    """True while the room has asked this page's question and not revealed
    it: the projector and the phones then show no value that answers it
    (the lesson's key values, its final line), so the room guesses first.
    True too while the room cannot be read (:func:`unread`)."""
    look = _look(page)
    if isinstance(look, bool):
        return look
    question, room = look
    return room.question == question and not room.revealed


def values_wait(page: str) -> bool:
    """True while a room is open here and has not revealed this page's
    question (for this list): the lesson's key values beside the steps wait,
    so the room does not read the answer before it is asked for a guess."""
    look = _look(page)
    if isinstance(look, bool):
        return look
    question, room = look
    return not (room.question == question and room.revealed)


def holding(page: str) -> bool:
    """A teacher's session out of present mode (to change the list or K,
    or another lesson) with a room open whose values wait on this page: the
    lesson shows its walkthrough alone, as the projector did, so leaving
    present mode gives nothing away."""
    return TEACHER in st.session_state and not state.presenting() and values_wait(page)


def last_step_held(page: str) -> bool:
    """The walkthrough's last step (its final line and value) waits, as
    the key values do (:func:`values_wait`), for the teacher to ask and
    reveal, or to show it without asking (:func:`show_unasked`)."""
    return values_wait(page)


def show_unasked(page: str) -> None:
    """The teacher shows this page's answer without asking the room: asked
    and revealed at once, so the projector and every phone show it."""
    held = st.session_state.get(TEACHER)
    asked = st.session_state.get(QUESTION.format(page=page))
    if held is None or asked is None:
        return
    code, token = held
    if said(store().ask)(code, token, asked[0]):
        said(store().reveal)(code, token)


#: A room this session is in that could not be read (:func:`room_here`).
UNREAD = object()


def room_here():
    """The room this session is in: as this run's look found it on a
    phone (:data:`UNREAD` when that look could not read it); from the store
    for the teacher (:data:`UNREAD` while the database is away); ``None``
    without one, or when it has closed."""
    if following():
        room = st.session_state.get(NOW)
        return UNREAD if room is None and st.session_state.get(NOW + "_away") else room
    if TEACHER in st.session_state:
        away = st.session_state.get(AWAY_AT)
        if away is not None and time.monotonic() - away < AWAY_MEMO:
            return UNREAD  # it was away a moment ago: wait, rather than 3 s per look
        try:
            room = store().room(st.session_state[TEACHER][0])
        except RoomError as err:
            if err.code != "store":
                return None
            st.session_state[AWAY_AT] = time.monotonic()
            return UNREAD
        st.session_state.pop(AWAY_AT, None)
        return room
    return None


#: When the teacher's last look here found the database away, and how many
#: seconds it counts as away without a new look: a look that waits for the
#: database costs up to the pool's 3 s, and one run of the walkthrough
#: looks several times (the values, the sums, the last step). The teacher's
#: panel looks for itself every two seconds and says when it is back.
AWAY_AT, AWAY_MEMO = "room_away_at", 5.0

"""A projector whose address lost its room asks before it shows anything.

Once a room is open the projector's address names it (``room=``), but the
tab's history still holds the addresses from before the room: the lesson's
link as it was opened. Back past them and Forward again starts a new
session from such an address, with no room in it, and the lesson would draw
every value it has, the answer the room is guessing included, on the wall
(it did, in 2 of 3 tries). Opening the same link in another tab of the same
browser is the same new session.

So a new session whose address names no room, on the page and list a room
of this browser's teacher shows (the token in a cookie of the browser,
:func:`ui.room_link.keep_token`), draws nothing of the page but a question:
back to the room, at the room's step, or on without it (then the page is
the teacher's own, answer and all, as any link is). A closed or expired
room asks nothing. A cookie is the browser's, not the tab's: a second tab
is asked too, and says which it is."""

from __future__ import annotations

from urllib.parse import parse_qs

import streamlit as st

from course.rooms import Room, RoomError, tidy_code

from . import state
from .room import LEARNER, QUIZ, TEACHER, TRIED, same_but_step, shown_query, spaced_code, store
from .room_link import COOKIE, ROOM, pending
from .words.room import T

#: Rooms this session was asked about and went on without, and rooms found closed.
DECLINED, GONE = "room_offer_declined", "room_offer_gone"


def _teachers_rooms():
    """The rooms whose teacher's token this browser keeps: (code, token)."""
    cookies = st.context.cookies
    prefix = COOKIE.format(code="")
    if not hasattr(cookies, "items"):
        return
    for name, token in cookies.items():
        if name.startswith(prefix) and isinstance(token, str) and token:
            yield tidy_code(name[len(prefix) :]), token


def _shows(room: Room, page: str) -> bool:
    """Whether ``room`` shows what this session's address asks for: the
    same lesson and list (any step), or the same quiz."""
    if room.page != page:
        return False
    if page == QUIZ:
        seed = st.query_params.get("seed", "")
        return bool(seed) and parse_qs(room.query).get("seed") == [seed]
    return same_but_step(room.query, shown_query(page))


def _match(page: str) -> tuple[Room, str] | None:
    """The newest open room of this browser's teacher showing this page and
    list, with its token; None when there is none (or the rooms cannot be
    read now: nothing to hold back then that the address would name)."""
    ss = st.session_state
    declined, gone = ss.setdefault(DECLINED, set()), ss.setdefault(GONE, set())
    found = []
    for code, token in _teachers_rooms():
        if code in declined or code in gone:
            continue
        try:
            if not store().is_teacher(code, token):
                gone.add(code)
                continue
            room = store().room(code)
        except RoomError as err:
            if err.code != "store":
                gone.add(code)
            continue
        if _shows(room, page):
            found.append((room, token))
    return max(found, key=lambda pair: pair[0].opened, default=None)


def held(page: str) -> bool:
    """Draw the question instead of the page, when this session's address
    lost the room this browser's teacher runs on it; True when it did (the
    frame then draws nothing more)."""
    ss = st.session_state
    if page not in state.PRESENT_PAGES and page != QUIZ:
        return False
    if TEACHER in ss or LEARNER in ss or st.query_params.get(ROOM) or pending():
        return False
    found = _match(page)
    if found is None:
        return False
    room, token = found
    code = spaced_code(room.code)
    st.title(T["offer_title"])
    st.markdown(T["offer"].format(code=code, n=room.learners))
    st.button(
        T["offer_back"].format(code=code), type="primary", key="room_offer_back",
        icon=":material/groups:", on_click=_back, args=(room, token, page),
    )  # fmt: skip
    st.button(T["offer_without"], key="room_offer_without", on_click=_without, args=(room.code,))
    return True


def _back(room: Room, token: str, page: str) -> None:
    """Button callback: this tab is the room's projector again, at the
    room's step (or question)."""
    st.session_state[TEACHER] = (room.code, token)
    st.session_state[TRIED] = room.code
    state.set_presenting(True)
    asked = parse_qs(room.query)
    if page == QUIZ:
        st.query_params["q"] = asked.get("q", ["1"])[0]
        return
    step = asked.get("step", [""])[0]
    if step.isdigit():
        state.set_step(page, int(step))


def _without(code: str) -> None:
    """Button callback: this tab goes on without the room (it stays open)."""
    st.session_state[DECLINED].add(code)

"""A learner's phone in a room: joining, following the teacher's page and
step (the walkthrough looks at the room by itself), the guess field, and
leaving. The teacher's side and what both share are :mod:`ui.room`."""

from __future__ import annotations

import contextlib
from pathlib import Path
from urllib.parse import parse_qs, parse_qsl

import streamlit as st

from course.answers import parse_number
from course.link import STEP_PAGES, step_value
from course.rooms import RoomError, tidy_code

from . import state
from .render import md
from .room import (
    LEARNER,
    NOW,
    POLL,
    QUESTION,
    SEEN,
    TRIED,
    following,
    said,
    same_but_step,
    spaced_code,
    still_open,
    store,
)
from .scroll import scroll_to
from .words.room import T


def join(code_text: str, learner: str = "") -> str | None:
    """A learner joins the room (with ``learner``, the id a reloaded join
    link holds: the same learner again); None (and the message drawn) when
    the code opens none."""
    from . import room_link

    held = st.session_state.get(LEARNER)
    if held is not None and held[0] == tidy_code(code_text):
        return held[0]  # already in it (this session joined, or took it back)
    try:
        code, learner = room_link.seat(code_text, learner)
    except RoomError as err:
        st.error(T.get(f"error_{err.code}", T["error_store"]))
        return None
    st.session_state[LEARNER] = (code, learner)
    st.session_state[SEEN] = 0
    # In the address at once: a reload of the join page is the same phone.
    st.query_params[room_link.ME] = learner
    return code


def follow() -> None:
    """On a learner's phone: look at the room every :data:`POLL` seconds and
    follow the teacher's page and step; the guess field when asked. On a
    lesson with a walkthrough the walkthrough itself looks
    (:func:`walkthrough`), so a press of the teacher's Next reruns only the
    walkthrough on each phone rather than its whole lesson."""
    if not following() or state.page() in STEP_PAGES:
        return
    _follow()


def enter() -> None:
    """On the join page, once joined: straight to the teacher's page and
    step, in the join page's own run. Not through the polling fragment
    (:func:`follow`): a look of that fragment's that landed after the
    switch drew into the next page's tree, and a class joining at once on
    a busy server went blank ("Bad delta path index")."""
    if following():
        # It moves to the teacher's page (a switch ends this run); when the
        # room cannot be read, the fragment keeps looking every POLL seconds.
        if not _follow_once():
            follow()


def walkthrough(draw):
    """A lesson's walkthrough as a fragment (a press of Next reruns it
    alone). On a phone that follows a room it also looks at the room every
    :data:`POLL` seconds, above the step: the room's box (the guess field
    when asked), the teacher's step, and a move to another lesson or list
    (a whole page) when the teacher makes one."""
    import functools

    if not following():
        return st.fragment(draw)

    @functools.wraps(draw)
    def run() -> None:
        if following() and not _follow_once():
            return  # the room has just closed (said): the next run is her own lesson
        draw()

    return st.fragment(run, run_every=POLL)


def stopped_early() -> None:
    """A lesson that ends before its walkthrough (no rank to show) still
    follows the room, with the box of its own."""
    from streamlit.runtime.scriptrunner import get_script_run_ctx

    ctx = get_script_run_ctx()
    if following() and not (ctx and ctx.current_fragment_id):
        _follow()


def leave() -> None:
    """Button callback: a learner leaves the room (the lesson becomes her own;
    the room counts one phone fewer at once)."""
    held = st.session_state.pop(LEARNER, None)
    if held is not None:
        st.session_state[TRIED] = held[0]  # its address names it until the next run
        said(store().leave)(*held)


@st.fragment(run_every=POLL)
def _follow() -> None:
    _follow_once()


def _still_here(code: str, learner: str) -> None:
    """Tell the room this phone is still in it, every :data:`SEEN_EVERY`
    seconds (it counts the phones seen within a minute)."""
    import time

    from course.rooms import SEEN_EVERY

    now = time.time()
    if now - st.session_state.get("room_seen_at", 0.0) >= SEEN_EVERY:
        st.session_state["room_seen_at"] = now
        with contextlib.suppress(RoomError):  # a note missed: the next one, 20 s on, counts
            store().seen(code, learner, now)


def _follow_once() -> bool:
    """Look at the room once: follow a move of the teacher's (the step on
    this page, or a whole other page), then draw the room's box. False when
    the room has closed."""
    code, learner = st.session_state[LEARNER]
    room = still_open(LEARNER, code)
    st.session_state[NOW] = room  # what this run's walkthrough hides (answer_hidden)
    # Not read, but still in it (the database away): every value waits.
    away = room is None and LEARNER in st.session_state
    st.session_state[NOW + "_away"] = away
    if room is None:
        if away and st.session_state.get(LAST) is not None:
            # The box as last read stays, its guess field with what is typed
            # in it (a form's field not drawn is emptied); a Send says the
            # room cannot be reached, and the text stays to be sent again.
            _box(code, learner, st.session_state[LAST], away=True)
        return False
    st.session_state[LAST] = room
    _still_here(code, learner)
    if room.version != st.session_state.get(SEEN):
        where = st.session_state.get("room_where")
        moved = where != (room.page, room.query)
        st.session_state[SEEN] = room.version
        here = room.page == state.page() and room.page in STEP_PAGES
        if moved and here and where is not None and same_but_step(where[1], room.query):
            # Only the step: this walkthrough draws it (no page run).
            st.session_state["room_where"] = (room.page, room.query)
            state.set_step(room.page, step_value(dict(parse_qsl(room.query)).get("step")) or 1)
        elif moved:
            _keep_answers_on_their_way(code, learner, None)  # before the page goes
            if room.page in STEP_PAGES and (where is None or where[0] != room.page):
                st.session_state[JUMP] = room.page  # a new lesson, not a new step
            st.session_state["room_where"] = (room.page, room.query)
            st.session_state["url_read"] = False  # read the teacher's link afresh
            params = parse_qs(room.query, keep_blank_values=True)
            # The room in the address from the page's first moment: a
            # reload or a reconnect comes back as this learner.
            params.update({"room": [code], "learner": [learner]})
            st.switch_page(f"lessons/{room.page}.py", query_params=params)
    jump = st.session_state.pop(JUMP, None)
    if jump == room.page:  # one of STEP_PAGES: the teacher's step, with the room's box
        st.session_state[SCROLLED_FOR] = room.page
    if st.session_state.get(SCROLLED_FOR) == room.page:
        # Drawn on every run of this lesson, not only the first: on a busy
        # phone the script's code may load after the next poll, which would
        # have taken a once-drawn script away unrun. Unchanged, it runs once.
        scroll_to(FOLLOW_BOX)
    _box(code, learner, room)
    return True


def _box(code: str, learner: str, room, away: bool = False) -> None:
    """The phone's box: the room it follows, and the teacher's question
    with its guess field while the question is open (``away``: the room as
    last read, its database away for now)."""
    with st.container(border=True, key=FOLLOW_BOX):
        _remember(code, learner)
        st.caption(T["following"].format(code=spaced_code(code)))
        asked = st.session_state.get(QUESTION.format(page=room.page))
        own = asked is not None and asked[0] == room.question
        # A lesson's question is answered here even when this page names it
        # otherwise (or has not named it yet): a phone given no field had no
        # way to answer and no word why. (The quiz has a field of its own.)
        is_open = bool(room.question) and (own or room.page in STEP_PAGES)
        drawn = room.question if is_open and not room.revealed else None
        if not away:
            _keep_answers_on_their_way(code, learner, drawn)
        if not is_open:
            return
        if room.revealed:
            st.markdown(T["revealed"])
            return
        st.markdown(asked[1] if own else T["question_on_screen"])
        sent = st.session_state.get(f"room_sent_{room.question}")
        if not sent:  # up to the field (drawn until sent; it runs once, see above)
            scroll_to(FOLLOW_BOX)
        unsent = f"room_unsent_{room.question}"
        with st.form(key=f"room_form_{room.question}", border=False):
            text = st.text_input(T["guess"], key=f"room_guess_{room.question}")
            if st.form_submit_button(T["send"], key=f"{SEND}{room.question}"):
                try:
                    parse_number(text)
                    store().answer(code, learner, room.question, text)
                    st.session_state[f"room_sent_{room.question}"] = text
                    st.session_state.pop(unsent, None)
                    sent = text
                except RoomError as err:  # the database away: said in words, the text kept
                    if err.code == "store":
                        # Said below on every run until a send gets through:
                        # drawn once, the next look (within POLL seconds)
                        # took the line away before a phone could read it.
                        st.session_state[unsent] = True
                    else:
                        st.error(
                            T["guess_bad"].format(
                                message=T.get(f"error_{err.code}", T["error_store"])
                            )
                        )
                except ValueError:  # after RoomError, which is one
                    st.error(T["guess_not_number"].format(text=md(text.strip()[:30])))
        if sent:
            st.success(T["sent"].format(text=sent))
        elif st.session_state.get(unsent):
            st.error(T["guess_away"])


def _remember(code: str, learner: str) -> None:
    """Keep this phone's learner id in its tab (``ui/room_me.js``): Back past
    the join link and Forward again opens the bare join link afresh, a new
    learner; the tab then comes back as the one it was (one answer per
    phone). A fixed script; the code and id are the store's own letters.
    Drawn again unchanged, it does not run again."""
    import json

    me = {"code": "".join(c for c in code if c.isalnum()),
          "me": "".join(c for c in learner if c.isalnum() or c in "-_")}  # fmt: skip
    st.html(f"<script>window.__roomMe = {json.dumps(me)};\n{_ME_JS}</script>",
            unsafe_allow_javascript=True)  # fmt: skip


_ME_JS = (Path(__file__).parent / "room_me.js").read_text(encoding="utf-8")
#: Where the session keeps the room as its phone last read it (drawn again
#: while the database is away).
LAST = "room_last_read"
#: The key of a question's Send button (the question's name follows).
SEND = "room_send_"
#: Where the session keeps the lesson its phone has just been moved to: its
#: first run shows the teacher's step rather than the top of the lesson.
JUMP = "room_jump"
#: The phone's box (following, the guess field); the lesson whose first run
#: scrolled to it.
FOLLOW_BOX, SCROLLED_FOR = "room_follow_box", "room_scrolled_for"


def _keep_answers_on_their_way(code: str, learner: str, drawn: str | None) -> None:
    """Keep an answer whose Send was pressed on the form the phone showed,
    but which reached the server after the room moved on (the teacher
    revealed, or asked the next question): it was given before the phone
    could know, so it counts. Under load a press waits its turn, and these
    answers were lost without a word. ``drawn`` is the question whose form
    this run draws (its Send is handled there)."""
    for key in [k for k in st.session_state if isinstance(k, str) and k.startswith(SEND)]:
        question = key.removeprefix(SEND)
        if question == drawn or st.session_state.get(key) is not True:
            continue
        text = st.session_state.get(f"room_guess_{question}") or ""
        try:
            parse_number(text)
            store().answer(code, learner, question, text)
        except RoomError as err:  # before ValueError, which it is
            if err.code == "store":
                st.error(T["guess_away"])
            else:
                st.error(
                    T["guess_bad"].format(message=T.get(f"error_{err.code}", T["error_store"]))
                )
            continue
        except ValueError:  # the page's words, not the parser's English
            st.error(T["guess_not_number"].format(text=md(text.strip()[:30])))
            continue
        st.session_state[f"room_sent_{question}"] = text
        st.success(T["sent_late"].format(text=text))

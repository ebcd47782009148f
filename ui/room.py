"""A room in the app: what the teacher and the learners share (the store,
the session's keys, whether the answer is hidden) and the teacher's side:
the panel in present mode (open a room, its code, link and QR code, who has
answered, the reveal) and the quiz played as a room. A learner's phone
following the teacher is :mod:`ui.learner`. The store is
:mod:`course.rooms`; these modules only draw and poll it."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode

import streamlit as st

from course.answers import diagnose, parse_number
from course.link import NO_SCENARIO
from course.rooms import RoomError, Rooms, open_store

from . import state
from .render import num
from .scroll import scroll_to
from .words.mistakes import SHORT
from .words.room import T

#: Where the session keeps its room: the teacher's (code, token) or the
#: learner's (code, learner id); the version of the room last followed.
TEACHER, LEARNER, SEEN = "room_teacher", "room_learner", "room_seen"
#: Each page's guess, as the page asked it (question, what, truth, mistakes).
QUESTION = "room_question_{page}"
#: The quiz's page (a room plays it too: :mod:`ui.room_quiz`).
QUIZ = "quiz"
#: Seconds between two looks at the room (a learner's phone, the teacher's count).
POLL = 2.0
#: The room as a phone's run last looked at it.
NOW = "room_now"
#: The room's code this session left or saw close: its address may still
#: name it for a moment, and it is not taken back (:mod:`ui.room_link`).
TRIED = "room_tried"


@st.cache_resource
def store() -> Rooms:
    """The rooms of this server. ``RANKING_ROOMS_DB`` says where they are
    kept: a file several server processes on one machine share, or a
    ``postgresql://`` URL processes on several machines share; by default a
    file in the system's temporary folder. Expired rooms are deleted every
    :data:`course.rooms.PURGE_EVERY` seconds. A database that cannot be reached
    raises :class:`RoomError` (``store``), and the next call tries again."""
    from course.rooms import purge_every, rooms_location

    rooms = open_store(rooms_location())
    purge_every(rooms)  # expired rooms go on a timer, not only when one opens
    return rooms


@st.cache_resource
def check_at_start() -> None:
    """Once per server process, on its first page: open the rooms' store on
    a thread of its own, so a database set up wrong (a role, the schema, a
    password) is in the server's log before a teacher opens a room, and no
    page waits for it."""
    import logging
    import threading

    def check() -> None:
        try:
            store()
        except RoomError as err:
            logging.getLogger("course.rooms").error(
                "rooms: cannot be used (%s): %s", err.why or "connect", err
            )

    threading.Thread(target=check, name="rooms-check", daemon=True).start()


def join_link(code: str) -> str:
    """The address a learner opens: this app's ``/join?room=CODE`` under
    the address phones reach (:func:`ui.state.link.reachable_address`: the
    public one when configured, else the machine's network address)."""
    from urllib.parse import urlsplit

    from .state.link import reachable_address

    where = urlsplit(reachable_address()[0])
    origin = f"{where.scheme}://{where.netloc}" if where.netloc else ""
    return f"{origin}{state.root()}join?room={code}"


#: The start command that serves the app where phones can reach it.
REACHABLE_START = "python -m streamlit run app.py --server.address 0.0.0.0"


def phones_cannot_join() -> None:
    """In the room's box, when the app is served on this computer only:
    phones cannot open the link, and the one start command that fixes it."""
    from .state.link import reachable_address

    if not reachable_address()[1]:
        st.warning(T["join_local"].format(command=REACHABLE_START), icon=":material/wifi_off:")


def shown_query(page: str) -> str:
    """What the teacher shows, as a link's query (no present mode, no
    language: each learner keeps her own).

    The page's own link, step and choices, written by :mod:`course.link`."""
    from dataclasses import replace

    from course import link as links

    shown = replace(state.current_link(), present=False, lang=None)
    return urlencode(links.write(shown), doseq=True)


def remember_question(page: str, question: str, what: str, truth: float, mistakes: dict) -> None:
    """A page's guess, for a room to ask (called by :func:`ui.lesson.predict`).

    Kept under the lesson's own page, which the room and the teacher's panel
    look up; ``page`` (the guess's own name: the Sampled lesson names it by
    its sample, ``sampled_1_100``) goes into the question's id, with the
    list's fingerprint where the page's link carries the list: a phone opens
    the room's link and names its question from it, so a list the teacher
    typed on another lesson, which the Sampled lesson neither reads nor
    links, must not name the question (the phones were given no field)."""
    digest = "-" if state.page() in NO_SCENARIO else state.scenario().digest()
    st.session_state[QUESTION.format(page=state.page())] = (
        f"{page}:{digest}",
        question,
        what,
        truth,
        mistakes,
    )


def question_of(page: str) -> str:
    """The question the page's guess asks (empty when it asks none)."""
    asked = st.session_state.get(QUESTION.format(page=page))
    return asked[1] if asked else ""


def banner() -> None:
    """In present mode (or on the quiz) with a room open: its code and link
    at the top of the projector, where the room can read them (the controls
    stay at the foot of the walkthrough, or of the quiz)."""
    held = st.session_state.get(TEACHER)
    if held is None or not (state.presenting() or state.page() == QUIZ):
        return
    code = held[0]
    st.markdown(T["banner"].format(code=spaced_code(code), link=join_link(code)))
    phones_cannot_join()
    from .room_link import keep_token

    keep_token(*held)  # a reload of the projector takes the room back


def teacher_panel(page: str) -> None:
    """In present mode, inside the walkthrough (so it follows every Next):
    open a room, or show it, keep it on this step, ask and reveal."""
    if not state.presenting():
        return
    held = st.session_state.get(TEACHER)
    if held is None:
        open_button(T["open"], "room_open", page, shown_query(page))
        return
    code, token = held
    room = teachers_room(code, token, page, shown_query(page))
    if room is None:
        return
    asked = st.session_state.get(QUESTION.format(page=page))
    with st.container(border=True):
        joined(code)
        st.caption(T["join_at"].format(link=join_link(code)))
        with st.container(horizontal=True):
            with st.popover(T["qr"], icon=":material/qr_code_2:"):
                st.image(qr_png(join_link(code)), width=260)
            st.button(
                T["close"], key="room_close", icon=":material/logout:", on_click=close,
                args=(code, token), help=T["close_help"],
            )  # fmt: skip
        if asked is None:
            return
        question_id, question, what, truth, mistakes = asked
        if room.question != question_id:
            # A callback: the walkthrough's rerun that follows already hides
            # the values the room is to guess.
            st.button(
                T["ask"], key="room_ask", icon=":material/help:", on_click=said(store().ask),
                args=(code, token, question_id),
            )  # fmt: skip
            return
        answers_panel(code, token, question_id, what, truth, mistakes)


#: The room as the teacher's walkthrough last drew it to its end: (page,
#: question, revealed).
DRAWN = "room_drawn"


def seen_by_teacher() -> tuple | None:
    """The room as this run of the teacher's walkthrough reads it (None on a
    phone or without a room); kept by :func:`drawn` once the run ends."""
    from .room_hold import UNREAD, room_here

    if following() or TEACHER not in st.session_state:
        return None
    room = room_here()
    return None if room is None or room is UNREAD else (room.page, room.question, room.revealed)


def drawn(seen: tuple | None) -> None:
    """The walkthrough has drawn all of ``seen`` (its last line ran)."""
    if seen is not None:
        st.session_state[DRAWN] = seen


def _redraw_if_moved(room) -> None:
    """A poll of the room (a fragment inside the walkthrough) that finds it
    asked or revealed since the walkthrough last ran to its end reruns the
    page. On a busy machine the walkthrough's run after a press of Ask can
    be cut short by a poll's: the phones had the question, while the
    projector kept that run's stale Next button under it (a load run of the
    browser tests caught it)."""
    now = (room.page, room.question, room.revealed)
    last = st.session_state.get(DRAWN)
    if last is not None and last[0] == room.page and last != now:
        if st.session_state.get(DRAWN + "_again") != now:  # once per state: never a loop
            st.session_state[DRAWN + "_again"] = now
            st.rerun()


@st.fragment(run_every=POLL)
def joined(code: str) -> None:
    """The room's code and how many phones have joined, growing by itself."""
    try:
        room = store().room(code)
    except RoomError as err:
        # Said, not greyed out with a stale count: the room is kept, and
        # the next look (every POLL seconds) says when it is back.
        if err.code == "store":
            st.warning(T["teacher_waiting"].format(code=spaced_code(code)))
        else:
            st.warning(T["closed"])
        st.session_state[UNREACHED] = True
        return
    if st.session_state.pop(UNREACHED, False):
        st.toast(T["rooms_back"])
    _redraw_if_moved(room)
    st.markdown(T["room_line"].format(code=spaced_code(code), n=room.learners))


@st.fragment(run_every=POLL)
def answers_panel(code, token, question_id, what, truth, mistakes) -> None:
    """The room's answers as they come in; the reveal and what the room thought."""
    try:
        room = store().room(code)
    except RoomError:
        return  # said by the room's line above (joined)
    _redraw_if_moved(room)  # revealed: the whole page (the walkthrough held back till now)
    given = store().answers(code, question_id)
    st.markdown(T["count"].format(n=len(given), of=room.learners))
    if not room.revealed:
        st.button(
            T["reveal"], key="room_reveal", type="primary", on_click=said(store().reveal),
            args=(code, token),
        )  # fmt: skip
        return
    with st.container(key=REVEALED):
        _revealed(given, what, truth, mistakes)
    # To the answer and the guesses: drawn on every poll (a once-drawn script
    # could be taken away by the next poll before a busy browser loaded its
    # code); unchanged, it runs once.
    scroll_to(REVEALED)


#: The room's rooms could not be read at the last look (the teacher's panel).
UNREACHED = "room_unreached"

#: The teacher's block of the revealed answer and the room's guesses (its key).
REVEALED = "room_revealed"


def _revealed(given: list[str], what: str, truth: float, mistakes: dict) -> None:
    """The true value, the room's guesses as a chart, and how many were right
    or made a known mistake."""
    numbers = []
    for text in given:
        try:
            numbers.append(parse_number(text))
        except ValueError:
            continue
    st.markdown(T["truth"].format(what=what, truth=num(truth)))
    if numbers:
        from . import charts
        from .render import chart

        chart(charts.guesses(numbers, truth, T["chart_x"], T["chart_y"]), "room_guesses")
        counted: dict[str, int] = {}
        for n in numbers:
            known = diagnose(n, truth, mistakes)
            if known:
                counted[known] = counted.get(known, 0) + 1
        right = sum(1 for n in numbers if abs(n - truth) <= 0.005 + 1e-9)
        lines = [T["right"].format(n=right, of=len(numbers))]
        lines += [T["mistake"].format(n=c, what=SHORT[k]) for k, c in counted.items()]
        st.markdown("\n".join(f"- {line}" for line in lines))


def open_button(label: str, key: str, page: str, query: str) -> None:
    """The teacher's button that opens a room on this page and its choices
    (or says why none opened)."""
    if st.button(label, icon=":material/groups:", key=key):
        from .room_link import client_address

        try:
            st.session_state[TEACHER] = store().open_room(page, query, owner=client_address())
        except RoomError as err:
            st.error(T.get(f"error_{err.code}", T["error_store"]))
            if err.why:  # the setup's fault, named (a teacher can pass it on)
                st.caption(T[f"store_why_{err.why}"])
            return
        st.rerun()  # the whole page: the room's box goes to the top of the projector


def teachers_room(code: str, token: str, page: str, query: str):
    """The teacher's room, moved to what the teacher's page now shows (the
    teacher moved on: so does the room); None, said, when it has closed."""
    room = still_open(TEACHER, code)
    if room is not None and (room.page, room.query) != (page, query):
        # Another step of the same list keeps the question (and its reveal).
        same_list = room.page == page and same_but_step(room.query, query)
        try:
            store().move(code, token, page=page, query=query, keep_question=same_list)
            room = store().room(code)
        except RoomError as err:  # the database away for now: the room stays as it was
            st.warning(T.get(f"error_{err.code}", T["error_store"]))
    return room


def close(code: str, token: str) -> None:
    """Button callback: the teacher ends the room (every phone is told)."""
    if said(store().close_room)(code, token) is not None:
        st.session_state.pop(TEACHER, None)
        st.session_state[TRIED] = code  # the address names it until the next run


def same_but_step(query: str, other: str) -> bool:
    """Two of the room's queries that differ at most in their step."""
    drop = [(k, v) for k, v in parse_qsl(query, keep_blank_values=True) if k != "step"]
    return drop == [(k, v) for k, v in parse_qsl(other, keep_blank_values=True) if k != "step"]


def said(call):
    """A store call made by a button (a callback): a room that cannot do it
    (its database unreachable, the room closed) is said in a toast, not a
    traceback; the next press tries again."""
    import functools

    @functools.wraps(call)
    def pressed(*args, **kwargs):
        try:
            return call(*args, **kwargs)
        except RoomError as err:
            st.toast(T.get(f"error_{err.code}", T["error_store"]))
            return None

    return pressed


def still_open(key: str, code: str):
    """The session's room (the teacher's or the learner's, held under
    ``key``), or None, said, and let go when it has closed."""
    try:
        return store().room(code)
    except RoomError as err:
        if err.code == "store":  # the database is away for now: keep the room
            if key == LEARNER:  # a phone looks again by itself: it says so, not "try again"
                import time

                at = time.strftime("%H:%M:%S")
                st.warning(T["room_waiting"].format(code=spaced_code(code), at=at))
            else:
                st.warning(T["error_store"])
            return None
        st.session_state.pop(key, None)
        st.session_state[TRIED] = code  # not taken back from the address again
        st.warning(T["closed"])
        return None


def spaced_code(code: str) -> str:
    return f"{code[:3]} {code[3:]}"


def qr_png(link: str) -> bytes:
    import io

    import segno

    out = io.BytesIO()
    segno.make(link, error="m").save(out, kind="png", scale=8, border=2)
    return out.getvalue()


def following() -> bool:
    """A learner's phone in a room (not the teacher's projector): its lesson
    shows the teacher's walkthrough alone, at the teacher's step."""
    return LEARNER in st.session_state and not state.presenting()

"""The room in the link and the server, not in one tab's memory.

A session's state lives in one server process's memory: a reload, a
reconnect after the process restarted, or a reconnect that reaches another
process starts a new session from the address bar alone. So a session in a
room writes the room into its address (``room=CODE``; a phone also its
anonymous learner id, ``learner=…``), and a new session whose address names
a room takes it back (:func:`restore`):

* a phone, by its learner id: the same learner, with its answers
  (:meth:`course.rooms.Rooms.rejoin`);
* the projector (no learner id), by the teacher's token, kept in a cookie
  of this browser (:func:`keep_token`), never in the address (it is on the
  wall);
* any other browser opening an address with ``room=`` (the projector's,
  copied): a new learner of that room, never its teacher.

While a session's address names a room that cannot be read yet (the
database away, the first moments of a session), the room is *pending*:
every value the room is to guess waits (:func:`pending`), the page says why,
and it looks again every :data:`ui.room.POLL` seconds.

Wrong join codes are counted per client address (:data:`TRIES`), behind a
proxy by the address the proxy forwards (:func:`client_address`)."""

from __future__ import annotations

import time

import streamlit as st

from course.rooms import RoomError, tidy_code
from course.throttle import Throttle

from .room import LEARNER, POLL, SEEN, TEACHER, TRIED, spaced_code, store
from .words.room import T

#: The address's parameters: the room's code, a phone's learner id.
ROOM, ME = "room", "learner"
#: A room the address names that could not be read yet (its code).
PENDING = "room_pending"
#: The cookie that keeps a teacher's token in this browser (per room).
COOKIE = "ranking_room_{code}"
#: Wrong join codes a client address may try per minute (a class behind one
#: address mistypes too; a guesser is slowed to this).
TRIES = Throttle(limit=30, window=60.0)


def client_address() -> str:
    """The address a request comes from: the connection's own, or, when the
    connection is from this machine (a proxy on it, as the deploy recipes
    have), the last address the proxy forwarded (``X-Forwarded-For``, which
    nginx's ``$proxy_add_x_forwarded_for`` ends with the client's);
    ``"local"`` for a browser on this machine."""
    ip = st.context.ip_address
    if isinstance(ip, str) and ip:
        return ip
    headers = st.context.headers
    forwarded = headers.get("X-Forwarded-For") if hasattr(headers, "get") else None
    if isinstance(forwarded, str) and forwarded.split(",")[-1].strip():
        return forwarded.split(",")[-1].strip()
    return "local"


def params() -> dict[str, str]:
    """What this session's address holds of its room (written with the rest
    of the link by :func:`ui.state.write_url`)."""
    held = st.session_state.get(TEACHER)
    if held is not None:
        return {ROOM: held[0]}
    held = st.session_state.get(LEARNER)
    if held is not None:
        return {ROOM: held[0], ME: held[1]}
    code = st.session_state.get(PENDING)
    if code:
        kept = {ROOM: code}
        learner = st.query_params.get(ME)
        return {**kept, ME: learner} if learner else kept
    return {}


def write() -> None:
    """On a page whose link is not the lesson's (the quiz, home, join),
    keep the room in the address as :func:`params` says, the rest as is."""
    wanted = params()
    for name in (ROOM, ME):
        if name in wanted and st.query_params.get(name) != wanted[name]:
            st.query_params[name] = wanted[name]
        elif name not in wanted and name in st.query_params and not pending():
            if st.session_state.get(TRIED) or TEACHER in st.session_state:
                del st.query_params[name]  # a room left or closed


def keep_token(code: str, token: str) -> None:
    """Keep the teacher's token in this browser (a cookie of this app's
    path, for as long as the room lives), so a reload of the projector, or a
    reconnect to another server process, takes the room back. A fixed
    script; the code and token are the store's own letters."""
    from course.rooms import TTL

    from .state import root

    name = COOKIE.format(code=tidy_code(code))
    value = "".join(c for c in token if c.isalnum() or c in "-_")
    st.html(
        f"<script>document.cookie = '{name}={value}; path={root()}; max-age={TTL}; "
        "SameSite=Lax';</script>",
        unsafe_allow_javascript=True,
    )


def _token(code: str) -> str | None:
    """The teacher's token this browser keeps for ``code`` (None without one)."""
    cookies = st.context.cookies
    token = cookies.get(COOKIE.format(code=tidy_code(code))) if hasattr(cookies, "get") else None
    return token if isinstance(token, str) and token else None


def restore(page: str) -> None:
    """A new session whose address names a room takes it back (see the
    module's words); nothing to do in a session that holds one, or on the
    join page (it joins by itself)."""
    if TEACHER in st.session_state or LEARNER in st.session_state or page == "join":
        return
    code = tidy_code(st.query_params.get(ROOM, ""))
    if not code or st.session_state.get(TRIED) == code:
        st.session_state.pop(PENDING, None)
        return
    try:
        _take_back(code)
    except RoomError as err:
        if err.code == "store":  # away for now: hold the answer back, look again
            st.session_state[PENDING] = code
            return
        st.session_state[TRIED] = code
        st.session_state.pop(PENDING, None)
        st.session_state["room_restore_said"] = err.code
        return
    st.session_state[TRIED] = code
    st.session_state.pop(PENDING, None)


def _take_back(code: str) -> None:
    # A phone's address names its learner: that first (a teacher trying a
    # phone's view in another tab of her own browser stays a phone there).
    learner = st.query_params.get(ME, "")
    rejoined = bool(learner) and store().rejoin(code, learner)
    if rejoined:
        let_go_of_the_one_just_seated(code, learner)
    elif st.query_params.get(DROP):
        # The learner the tab was is no longer the room's (it left): the tab
        # stays the one it was just seated as, rather than a third.
        learner = _taken_drop()
        rejoined = store().rejoin(code, learner)
    token = None if rejoined else _token(code)
    if token and store().is_teacher(code, token):
        st.session_state[TEACHER] = (code, token)
        return
    if not rejoined:
        # Another browser with the room's code (a copied projector link, a
        # phone that left): a new learner, never the teacher.
        code, learner = seat(code)
    st.session_state[LEARNER] = (code, learner)
    st.session_state[SEEN] = 0
    # A phone follows the teacher; present mode is the teacher's alone.
    st.session_state.pop("present", None)
    if "present" in st.query_params:
        del st.query_params["present"]


def join(code: str) -> str:
    """A new learner in room ``code`` (:class:`RoomError` as the store's
    join, or ``too_many_tries`` when this client address has tried too many
    wrong codes this minute)."""
    where = client_address()
    if TRIES.exhausted(where):
        raise RoomError("too_many_tries", "rooms: too many wrong codes from this address")
    try:
        return store().join(code)
    except RoomError as err:
        if err.code in ("unknown", "expired"):
            TRIES.add(where)
        raise


def seat(code: str, learner: str = "") -> tuple[str, str]:
    """This phone's place in room ``code``: the room's code and a learner
    id, the same learner when ``learner`` is one of the room's (a reloaded
    join link), else a new one (:func:`join`)."""
    if learner and store().rejoin(code, learner):
        let_go_of_the_one_just_seated(code, learner)
        return tidy_code(code), learner
    return tidy_code(code), join(code)  # a wrong code is counted against this address


#: The address's parameter naming a learner this tab was seated as a moment
#: ago, before it came back as the one it was (``ui/room_me.js``).
DROP = "drop"


def let_go_of_the_one_just_seated(code: str, kept: str) -> None:
    """A tab that came back as learner ``kept`` (its id in the address)
    after the bare join link seated it anew (Back past the join link, then
    Forward): the room lets go of that new learner at once, so the count is
    one phone, not two. Only from a session that rejoined as another of the
    room's learners; a learner's id is known to its own tab alone."""
    dropped = _taken_drop()
    if dropped and dropped != kept:
        try:
            store().leave(code, dropped)
        except RoomError:  # the database away: that learner is counted until it is not seen
            pass


def _taken_drop() -> str:
    """The address's ``drop=`` learner, taken off the address (it never
    shows in a link the tab shares)."""
    dropped = st.query_params.get(DROP, "")
    if DROP in st.query_params:
        del st.query_params[DROP]
    return dropped


def pending() -> bool:
    """This session's address names a room that could not be read yet."""
    return bool(st.session_state.get(PENDING))


def said() -> None:
    """What became of the room the address named: waiting for the rooms to
    be reached (looked at again every :data:`POLL` seconds, the page then
    redrawn), or closed."""
    why = st.session_state.pop("room_restore_said", None)
    if why is not None:
        st.warning(T.get(f"error_{why}", T["closed"]))
    if pending():
        _waiting()


@st.fragment(run_every=POLL)
def _waiting() -> None:
    code = st.session_state.get(PENDING)
    if not code:
        return
    try:
        store().room(code)
    except RoomError as err:
        if err.code == "store":
            st.warning(
                T["room_waiting"].format(code=spaced_code(code), at=time.strftime("%H:%M:%S"))
            )
            return
    st.rerun()  # reachable (or closed): the whole page takes the room back

"""The walkthrough alone: present mode (the projector's look, the way out,
the audience's link), a phone following a room, and what waits for a
room's reveal (the key values, the running sums, the whole walkthrough
while the room guesses). Each lesson reaches these through :mod:`ui.lesson`."""

from __future__ import annotations

import streamlit as st

from . import room_hold, state
from .render import values_html
from .words.common import T as C

#: Present mode's look: no sidebar, the walkthrough on the first screen of a
#: 1,280 × 720 projector in type readable from the back of the room; on a
#: narrow screen (a phone) the ordinary sizes, so no column is cut.
_PRESENT_CSS = (
    "<style>[data-testid='stSidebar'],[data-testid='stSidebarCollapsedControl'],"
    "[data-testid='stExpandSidebarButton'],[data-testid='stHeader']{display:none !important}"
    "[data-testid='stMainBlockContainer']{padding-top:1rem;padding-bottom:1rem}"
    "[data-testid='stMain'] h1{font-size:2.1rem;padding:0.25rem 0 0.3rem}"
    "@media (min-width:900px){"
    "[data-testid='stMain'] p,[data-testid='stMain'] li{font-size:1.3rem;line-height:1.45}"
    "[data-testid='stMain'] p{margin-bottom:0.45rem}"
    ".steps table{font-size:1.3rem}.steps th,.steps td{padding:5px 10px}"
    ".steps th{white-space:normal;vertical-align:bottom}"
    "[data-testid='stTable'] table{font-size:1.1rem}"
    "[data-testid='stTable'] th,[data-testid='stTable'] td{padding:0.25rem 0.5rem}"
    ".steps{max-height:none}"
    # The key values beside the story: two a row, smaller than a headline.
    "[data-testid='stColumn'] .values{display:grid;grid-template-columns:1fr 1fr;gap:0.2rem 1rem}"
    "[data-testid='stColumn'] .values .note{line-height:1.25}"
    "[data-testid='stColumn'] .values .value{font-size:1.7rem;line-height:1.2}"
    "[data-testid='stColumn'] .values .label{font-size:1rem}}"
    # A projector under a browser's toolbars (1,280 × 633): a size smaller,
    # so the second row of values is on the slide too.
    "@media (min-width:900px) and (max-height:680px){"
    "[data-testid='stMain'] h1{font-size:1.8rem;padding:0 0 0.2rem}"
    "[data-testid='stMain'] p,[data-testid='stMain'] li{font-size:1.12rem;line-height:1.35}"
    ".steps table{font-size:1.1rem}.steps th,.steps td{padding:3px 8px}"
    "[data-testid='stColumn'] .values .value{font-size:1.4rem}"
    "[data-testid='stColumn'] .values .label{font-size:0.9rem}}"
    "</style>"
)


def walk_only() -> bool:
    """The walkthrough alone: in present mode (the projector), and on a
    learner's phone following a room (the teacher's step, no choices or
    sections of its own)."""
    from . import room

    return (
        state.presenting()
        or room.following()
        or room_hold.holding(state.page())
        or room_hold.address_pending()
    )


def guessing() -> None:
    """The walkthrough while the room guesses: its step table, sentences and
    values are the computation the room is asked to do, so none is drawn
    (as "Guess before you look" keeps the rest of the page back for one
    learner). The projector shows the question, and the teacher's panel
    (the answers so far, the reveal); a phone has the question in its
    room's box, with the field for its guess."""
    from . import room

    # Its key tells the present-mode keys to wait too (ui/press_listener.js).
    with st.container(border=True, key="room_guessing"):
        if room_hold.unread():  # the room is away: nothing is asked, everything waits
            st.caption(C["hidden_unread"])
        else:
            if state.presenting():
                st.markdown(room.question_of(state.page()))
            st.caption(C["hidden_walk"])
    audience_link()


def answer_hidden() -> bool:
    """The room has asked this page's question and not revealed it: no
    value that answers it is shown (:func:`ui.room_hold.answer_hidden`)."""

    return room_hold.answer_hidden(state.page())


def present_style() -> None:
    """The page's look in present mode (fixed CSS, no user text)."""
    st.html(_PRESENT_CSS)


def audience_link() -> None:
    """In present mode, at the foot of the walkthrough (inside it, so it
    follows each step) and folded away: the keys, and the link that opens
    this very list and step, written readably (not percent-encoded)."""
    if not state.presenting():
        return
    from urllib.parse import unquote

    from . import room

    room.teacher_panel(state.page())
    with st.expander(C["present_link_heading"]):
        st.caption(C["present_keys"])
        st.code(unquote(state.share_link()), language=None, wrap_lines=True)
        host = state.local_host()
        if host:
            st.caption(C["link_local_only"].format(host=host))


def present_footer() -> None:
    """In present mode, after the walkthrough: the way out; the rest of the
    lesson is not drawn (nor on a phone following a room: the way out of
    the room instead)."""
    if not walk_only():
        return
    from . import room

    if room.following():
        from . import learner

        st.button(
            C["room_leave"], icon=":material/logout:", key="room_leave", on_click=learner.leave
        )
        st.stop()
    if room_hold.holding(state.page()):  # the teacher left present mode with a room open
        st.caption(C["room_hold"])
        st.button(
            C["present_back"], icon=":material/slideshow:", key="present_back", type="primary",
            on_click=state.set_presenting, args=(True,),
        )  # fmt: skip
        st.stop()
    if not state.presenting():  # a room the address names, not read yet: said above
        st.stop()
    st.button(
        C["present_leave"], icon=":material/close:", key="present_leave",
        on_click=state.set_presenting, args=(False,),
    )  # fmt: skip
    st.stop()


def present_values(values) -> None:
    """In present mode (and on a phone following a room), the lesson's key
    values beside the story (each ``(label, value)``, or ``(label, value,
    explanation[, note])``); on the ordinary page they are drawn above the
    walkthrough instead. With a room open they wait until the room's answer
    is revealed (:func:`ui.room_hold.values_wait`)."""
    if not walk_only() or values_held():
        return
    values_row([tuple(v) if len(v) >= 3 else (v[0], v[1], "") for v in values])


def values_held() -> bool:
    """With a room open that has not revealed its answer to this page's
    question (:func:`ui.room_hold.values_wait`), the line that says the key values
    wait, drawn where they would be; ``True`` then."""
    from . import room

    if not room_hold.values_wait(state.page()):
        return False
    if room_hold.holding(state.page()):  # out of present mode: its own line says why (footer)
        return True
    if state.presenting():
        st.caption(C["values_wait_teacher"].format(ask=room.T["ask"]))
    else:
        st.caption(C["values_wait_phone"])
    return True


#: The step tables' running sums: with the divisor in the header, each is
#: one division from the answer, so they wait with the values (:func:`sums_wait`).
RUNNING = ("sum_rel_precision", "dcg", "rr", "rbp", "err")


def sums_wait() -> bool:
    """While a room's values wait (:func:`ui.room_hold.values_wait`), the
    walkthrough's running sums wait too: the held step (one before the
    answer) otherwise shows the whole sum, one division from the answer."""

    return room_hold.values_wait(state.page())


def waits_line(key: str = "sums_wait") -> str:
    """The small grey line that says what waits for the reveal (``key``:
    the running sum, or a lesson's counts)."""
    return f":small[:gray[{C[key]}]]"


def running_sum(sentence: str) -> str:
    """A walkthrough's running-sum sentence, or, while the values wait
    (:func:`sums_wait`), the line that says it waits for the reveal."""
    return waits_line() if sums_wait() else sentence


def values_row(values: list[tuple[str, str, str]]) -> None:
    """Headline numbers side by side: (label, value, explanation) each.

    One HTML element rather than a row of ``st.metric``: it is redrawn on
    every edit, and one element costs the browser far less than eight."""
    st.html(values_html(values))

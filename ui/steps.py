"""The step-through control: reveal a step table one rank at a time."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

import streamlit as st

from . import state
from .room import following
from .room_hold import last_step_held, show_unasked
from .words.steps import T

#: The control's actions, with their icons, in reading order.
#: In present mode the keyboard steps too (the browser's names of the keys).
KEYS = {"first": "Home", "back": "ArrowLeft", "next": "ArrowRight", "all": "End"}

ACTIONS = {
    "first": ":material/first_page:",
    "back": ":material/chevron_left:",
    "next": ":material/chevron_right:",
    "all": ":material/last_page:",
}


#: The step at which a walkthrough first shows its answer, when it is not
#: the last (R-precision's, at rank R): set by :func:`step_control`.
_ANSWER = "step_{page}_answer_at"


def _answer_step(page: str, total: int) -> int:
    return min(total, st.session_state.get(_ANSWER.format(page=page)) or total)


def _limit(page: str, total: int) -> int:
    """The last step a press may reach: with a room waiting for its guess,
    the one before the answer (:func:`ui.room_hold.last_step_held`): the
    last step, or the one a lesson names (``answer_at``); step 1 when that
    is step 1, whose values then wait (the lesson's ``waits`` columns)."""
    answer = _answer_step(page, total)
    if not last_step_held(page):
        return total
    # At step 1 (R-precision with R = 1) the step itself shows, its values waiting.
    return max(1, answer - 1)


def _move(page: str, action: str, total: int) -> None:
    """One press, one move, from the position as it is *now* and within the
    steps open *now* (not as they were when the buttons were drawn: a press
    made just after the room's reveal reaches the answer)."""
    limit = _limit(page, total)
    now = state.step(page, limit)
    target = {"first": 1, "back": now - 1, "next": now + 1, "all": limit}[action]
    state.set_step(page, max(1, min(target, limit)))


#: Counted presses: in a browser the control's clicks and keys are numbered
#: by a listener (``ui/press_listener.js``) and sent as a log by a component
#: (``ui/presses.js``), so presses made during one run are not merged into
#: one, as a button's are. The buttons stay the widgets (a press before the
#: script has loaded, and AppTest, use them).
_HERE = Path(__file__).parent
_LISTENER = (
    f"window.__stepKeys = {json.dumps({key: action for action, key in KEYS.items()})};\n"
    f"window.__stepActions = {json.dumps(list(ACTIONS))};\n"
    + (_HERE / "press_listener.js").read_text(encoding="utf-8")
)
_presses = st.components.v2.component(
    "step_presses", js=_LISTENER + (_HERE / "presses.js").read_text(encoding="utf-8")
)


def _seen(page: str) -> str:
    return f"step_{page}_seen"


def _pressed(page: str, total: int) -> None:
    """Apply the logged presses not applied yet, in the order they were made."""
    log = st.session_state[f"step_{page}_presses"]["presses"]["log"]
    for number, action in log:
        if number > st.session_state.get(_seen(page), 0) and action in ACTIONS:
            _move(page, action, total)
            st.session_state[_seen(page)] = number


def listen_early() -> None:
    """The presses' listener at the top of the page, before the lesson
    computes anything (a script of the app's own, no user data): a key (in
    present mode) or a press of a step button made while the page is still
    being drawn, or before the control's component has loaded, waits in the
    log for the step control rather than being lost or merged."""
    with st.container(key="step_listener"):  # drawn as nothing (ui/style.py)
        st.html(f"<script>{_LISTENER}</script>", unsafe_allow_javascript=True)


def step_control(page: str, total: int, label: str = "", answer_at: int | None = None) -> int:
    """One row of buttons (Start, Back, Next, Show all) to move through
    ``total`` steps, and "Step i of n"; returns how many are revealed.
    ``answer_at``: the step that first shows the answer, when it is not the
    last (with a room waiting for its guess, presses stop one before it).

    Buttons, not a segmented control: a segmented control keeps its choice
    selected, so a second press of Next would unselect it instead of moving.
    A lesson opened fresh starts at step 1; the position lives under a
    non-widget key named after the page (it survives page switches) and is
    part of the shareable link (``step=4``).
    """
    st.session_state[_ANSWER.format(page=page)] = answer_at
    presenting = state.presenting()
    # With a room waiting for its guess, the last step (the answer) waits
    # too: Next, Show all, End and a link's step= stop one short of it.
    limit = _limit(page, total)
    held = limit < total
    current = state.step(page, limit)
    # A link asked for a rank past K, or the held last step. A phone keeps
    # the teacher's step: it shows it once the room's answer is revealed.
    if current != state.step(page) and not following():
        state.set_step(page, current)
    if st.query_params.get("step") != str(current):
        # A press of a step button reruns only the lesson's walkthrough (a
        # fragment), so the link is brought up to date here.
        state.write_url()
    if label and not presenting:
        st.markdown(f"**{label}**")
    with st.container(
        horizontal=True, vertical_alignment="center", gap="small", key=f"step_{page}_controls"
    ):  # the key: a phone in a room scrolls here (ui/learner.py)
        if following():  # a phone in a room: the teacher's Next moves it, no buttons
            st.markdown(T["progress"].format(step=current, total=total) + T["following"])
            return current
        for action, icon in ACTIONS.items():
            at_end = current == (1 if action in ("first", "back") else limit)
            st.button(
                T[action], icon=icon, key=f"step_{page}_{action}", on_click=_move,
                args=(page, action, total), disabled=at_end, help=T[f"{action}_help"],
            )  # fmt: skip
        st.markdown(T["progress"].format(step=current, total=total))
        _presses(
            key=f"step_{page}_presses", width=1,
            data={"page": page, "seq": st.session_state.get(_seen(page), 0)},
            on_presses_change=partial(_pressed, page, total),
        )  # fmt: skip
    if held and current == limit:
        with st.container(horizontal=True, vertical_alignment="center", key=f"step_{page}_held"):
            answer = _answer_step(page, total)
            st.caption(T["held" if answer > current else "held_here"].format(total=answer))
            st.button(
                T["show_unasked"], key=f"step_{page}_unasked", on_click=show_unasked,
                args=(page,), icon=":material/visibility:",
            )  # fmt: skip
    return current

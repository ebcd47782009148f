"""The step-through control: reveal a step table one rank at a time."""

from __future__ import annotations

import streamlit as st

from . import state
from .words.steps import T

#: The control's actions, with their icons, in reading order.
#: In present mode the keyboard steps too.
KEYS = {"first": "Home", "back": "Left", "next": "Right", "all": "End"}

ACTIONS = {
    "first": ":material/first_page:",
    "back": ":material/chevron_left:",
    "next": ":material/chevron_right:",
    "all": ":material/last_page:",
}


def _move(page: str, action: str, total: int) -> None:
    """Button callback: one press, one move, from the position as it is
    *now* (not as it was when the buttons were drawn), so presses that
    arrive before the page has redrawn still move one step each."""
    now = state.step(page, total)
    target = {"first": 1, "back": now - 1, "next": now + 1, "all": total}[action]
    state.set_step(page, max(1, min(target, total)))


def step_control(page: str, total: int, label: str = "") -> int:
    """One row of buttons (Start, Back, Next, Show all) to move through
    ``total`` steps, and "Step i of n"; returns how many are revealed.

    Buttons, not a segmented control: a segmented control keeps its choice
    selected, so a second press of Next would unselect it instead of moving.
    A lesson opened fresh starts at step 1; the position lives under a
    non-widget key named after the page (it survives page switches) and is
    part of the shareable link (``step=4``).
    """
    presenting = state.presenting()
    current = state.step(page, total)
    if current != state.step(page):  # a link asked for a rank past K
        state.set_step(page, current)
    if st.query_params.get("step") != str(current):
        # A press of a step button reruns only the lesson's walkthrough (a
        # fragment), so the link is brought up to date here.
        state.write_url()
    if label and not presenting:
        st.markdown(f"**{label}**")
    with st.container(horizontal=True, vertical_alignment="center", gap="small"):
        for action, icon in ACTIONS.items():
            at_end = current == (1 if action in ("first", "back") else total)
            st.button(
                T[action], icon=icon, key=f"step_{page}_{action}", on_click=_move,
                args=(page, action, total), disabled=at_end, help=T[f"{action}_help"],
                shortcut=KEYS[action] if presenting else None,
            )  # fmt: skip
        st.markdown(T["progress"].format(step=current, total=total))
    return current

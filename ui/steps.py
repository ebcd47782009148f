"""The step-through control: reveal a step table one rank at a time."""

from __future__ import annotations

import streamlit as st

from .words.steps import T

#: The control's actions, with their icons, in reading order.
ACTIONS = {
    "first": ":material/first_page:",
    "back": ":material/chevron_left:",
    "next": ":material/chevron_right:",
    "all": ":material/last_page:",
}


def step_control(name: str, total: int, label: str = "") -> int:
    """One row of actions (start, back, next, show all) to move through
    ``total`` steps; returns how many are revealed.

    A single segmented control whose choice acts like a button press and is
    cleared at once. The position lives under a non-widget key, so it
    survives page switches; it starts at "all revealed" so a shared link
    shows everything at once.
    """
    key = f"step_{name}"
    current = st.session_state.get(key)
    current = total if current is None else max(1, min(current, total))

    def act() -> None:
        action = st.session_state.pop(f"{key}_action", None)
        moves = {"first": 1, "back": current - 1, "next": current + 1, "all": None}
        if action in moves:
            st.session_state[key] = moves[action]

    progress = T["progress"].format(step=current, total=total)
    st.segmented_control(
        f"{label} — {progress}" if label else progress,
        list(ACTIONS),
        format_func=lambda a: f"{ACTIONS[a]} {T[a]}",
        key=f"{key}_action",
        on_change=act,
    )
    return current

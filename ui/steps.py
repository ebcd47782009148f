"""The step-through control: reveal a step table one rank at a time."""

from __future__ import annotations

import streamlit as st

from .words.steps import T


def step_control(name: str, total: int) -> int:
    """Buttons to move through ``total`` steps; returns how many are revealed.

    The position lives under a non-widget key, so it survives page switches;
    it starts at "all revealed" so a shared link shows everything at once.
    """
    key = f"step_{name}"
    current = st.session_state.get(key)
    current = total if current is None else max(1, min(current, total))

    def go(to: int | None) -> None:
        st.session_state[key] = to

    cols = st.columns([1, 1, 1, 1, 2])
    buttons = [
        ("first", ":material/first_page:", 1, current <= 1),
        ("back", ":material/chevron_left:", max(current - 1, 1), current <= 1),
        ("next", ":material/chevron_right:", min(current + 1, total), current >= total),
        ("all", ":material/last_page:", None, current >= total),
    ]
    for col, (name_, icon, to, disabled) in zip(cols, buttons):
        col.button(
            T[name_], icon=icon, key=f"{key}_{name_}", on_click=go, args=(to,),
            disabled=disabled, width="stretch",
        )  # fmt: skip
    cols[4].markdown(T["progress"].format(step=current, total=total))
    return current

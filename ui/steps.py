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
    cols[0].button(T["first"], key=f"{key}_first", on_click=go, args=(1,), disabled=current <= 1, width="stretch")
    cols[1].button(T["back"], key=f"{key}_back", on_click=go, args=(max(current - 1, 1),), disabled=current <= 1, width="stretch")
    cols[2].button(T["next"], key=f"{key}_next", on_click=go, args=(min(current + 1, total),), disabled=current >= total, width="stretch")
    cols[3].button(T["all"], key=f"{key}_all", on_click=go, args=(None,), disabled=current >= total, width="stretch")
    cols[4].markdown(T["progress"].format(step=current, total=total))
    return current

"""The frame every single-list lesson shares: its opening, guarded
computation, and its closing formulas with the source of the function used."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import streamlit as st

from metrics.scenario import Scenario

from . import state
from .render import table, values_html
from .text import scenario_summary
from .words.common import T as C


def opening(words: dict[str, str], *, summary: bool = True) -> Scenario:
    """Title, one-sentence intuition and (optionally) the scenario in brief."""
    s = state.scenario()
    st.title(words["title"])
    st.markdown(words["intuition"])
    with st.expander(C["glossary"], expanded=True):
        st.markdown(words["symbols"])
    if summary:
        st.markdown(scenario_summary(s))
    return s


def computed(compute: Callable[[], Any]) -> Any:
    """Run ``compute``; a ``ValueError`` becomes a message and ends the page."""
    try:
        return compute()
    except ValueError as err:
        st.error(C["error"].format(message=err))
        st.stop()


def sections(page: str, labels: dict[str, str]) -> str:
    """A row of section buttons above the lesson; returns the chosen one's
    name (a key of ``labels``). Only that section is then built.

    A segmented control rather than ``st.tabs``: an edit redraws one
    section, not the whole lesson, and the browser redraws a segmented
    control in a fraction of the time it takes for tabs. The choice is
    remembered under a non-widget key, so it survives a visit to another
    page.
    """
    key, last = f"{page}_section_pick", f"{page}_section"
    if st.session_state.get(key) not in labels:
        remembered = st.session_state.get(last)
        st.session_state[key] = remembered if remembered in labels else next(iter(labels))

    def remember() -> None:
        st.session_state[last] = st.session_state[key]

    st.segmented_control(
        C["sections_label"], list(labels), format_func=labels.get, key=key, required=True,
        on_change=remember, label_visibility="collapsed", width="stretch",
    )  # fmt: skip
    return st.session_state[key]


def values_row(values: list[tuple[str, str, str]]) -> None:
    """Headline numbers side by side: (label, value, explanation) each.

    One HTML element rather than a row of ``st.metric``: it is redrawn on
    every edit, and one element costs the browser far less than eight."""
    st.html(values_html(values))


def step_table(page: str, visible, beginner: list[str], highlight, bar: str | None = None) -> None:
    """The walkthrough's table: the few columns the story needs, or every
    column when the learner asks for them (a toggle above the table)."""
    every = st.toggle(C["every_column"], key=f"{page}_every_column", help=C["every_column_help"])
    table(visible if every else visible[beginner], highlight=highlight, bar=bar)


def require_rows(steps) -> None:
    """End the page with a short note when there is no rank to show."""
    if steps.empty:
        st.info(C["empty"])
        st.stop()


def closing(words: dict[str, str], latex: str | list[str], function: Callable) -> None:
    """The formulas, every symbol in words, and the code that computed it all."""
    st.header(words["formula_heading"])
    for formula in [latex] if isinstance(latex, str) else latex:
        st.latex(formula)
    st.markdown(words["symbols"])
    with st.expander(C["source_heading"]):
        st.code(inspect.getsource(function), language="python")

"""The frame every single-list lesson shares: its opening, guarded
computation, and its closing formulas with the source of the function used."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import streamlit as st

from metrics.scenario import Scenario

from . import state
from .render import values_html
from .text import scenario_summary
from .words.common import T as C


def opening(words: dict[str, str], *, summary: bool = True) -> Scenario:
    """Title, one-sentence intuition and (optionally) the scenario in brief."""
    s = state.scenario()
    st.title(words["title"])
    st.markdown(words["intuition"] + ("\n\n" + scenario_summary(s) if summary else ""))
    return s


def computed(compute: Callable[[], Any]) -> Any:
    """Run ``compute``; a ``ValueError`` becomes a message and ends the page."""
    try:
        return compute()
    except ValueError as err:
        st.error(C["error"].format(message=err))
        st.stop()


def sections(page: str, labels: dict[str, str]) -> tuple[str, Any]:
    """Tabs of which only the open one is built; returns its name and container.

    Streamlit's lazy tabs (``on_change``): an edit redraws one tab, not the
    whole lesson, which keeps every edit quick. The open tab is remembered
    under a non-widget key, so it survives a visit to another page.
    """
    key, last = f"{page}_tabs", f"{page}_section"
    names, shown = list(labels), list(labels.values())

    def remember() -> None:
        if st.session_state.get(key) in shown:
            st.session_state[last] = names[shown.index(st.session_state[key])]

    default = None if key in st.session_state else labels.get(st.session_state.get(last, ""))
    tabs = st.tabs(shown, key=key, on_change=remember, default=default)
    for name, tab in zip(names, tabs):
        if tab.open:
            return name, tab
    return names[0], tabs[0]


def values_row(values: list[tuple[str, str, str]]) -> None:
    """Headline numbers side by side: (label, value, explanation) each.

    One HTML element rather than a row of ``st.metric``: it is redrawn on
    every edit, and one element costs the browser far less than eight."""
    st.html(values_html(values))


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

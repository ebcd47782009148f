"""The frame every single-list lesson shares: its opening, guarded
computation, and its closing formulas with the source of the function used."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import streamlit as st

from metrics.scenario import Scenario

from . import state
from .text import scenario_summary
from .words.common import T as C


def opening(words: dict[str, str], *, summary: bool = True) -> Scenario:
    """Title, one-sentence intuition and (optionally) the scenario in brief."""
    s = state.scenario()
    st.title(words["title"])
    st.markdown(words["intuition"])
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

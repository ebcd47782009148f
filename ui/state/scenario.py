"""The one scenario every page shares, kept under non-widget keys.

``st.session_state["scenario"]`` always holds the last *valid* scenario.
Widgets only propose changes; a proposal that fails validation leaves the
scenario as it was and records a message for the field that made it.
"""

from __future__ import annotations

import streamlit as st

from course.examples import BY_ID
from course.scenario import Scenario

SCENARIO = "scenario"
ERRORS = "input_errors"
REVISION = "scenario_revision"

#: What a newcomer sees first: worked example 1, ranking A.
DEFAULT = BY_ID["ex1a"].scenario


def scenario() -> Scenario:
    """The current, valid scenario."""
    return st.session_state.get(SCENARIO, DEFAULT)


def revision() -> int:
    """Increases whenever the scenario changes (widgets key on it)."""
    return st.session_state.get(REVISION, 0)


def set_scenario(new: Scenario) -> None:
    """Replace the scenario (if it changed) and bump the revision."""
    if new != scenario():
        st.session_state[SCENARIO] = new
        st.session_state[REVISION] = revision() + 1


def errors() -> dict[str, str]:
    """Messages per input field (``ranking``, ``qrels``, ``k``, ``url``, …)."""
    return st.session_state.setdefault(ERRORS, {})


def set_error(field: str, message: str | None) -> None:
    """Record (or clear, with ``None``) the message of one field."""
    if message:
        errors()[field] = message
    else:
        errors().pop(field, None)


def load_example(example_id: str) -> None:
    """Button callback: put a ready-made example into the shared input."""
    set_scenario(BY_ID[example_id].scenario)
    for field in ("ranking", "qrels", "k", "drag"):
        set_error(field, None)

"""The one scenario every page shares, kept under non-widget keys, and the URL
that reproduces it.

``st.session_state["scenario"]`` always holds the last *valid* scenario.
Widgets only propose changes; a proposal that fails validation leaves the
scenario as it was and records a message for the field that made it.
"""

from __future__ import annotations

import streamlit as st

from metrics.examples import BY_ID
from metrics.scenario import Scenario, from_params, to_params

SCENARIO = "scenario"
ERRORS = "input_errors"
REVISION = "scenario_revision"
URL_READ = "url_read"

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


def read_url_once() -> None:
    """On a session's first run, load the scenario from the URL, if it has one.

    A bad URL leaves the default scenario and records why, per field, with the
    URL's own text kept for the input fields so nothing is lost.
    """
    if st.session_state.get(URL_READ):
        return
    st.session_state[URL_READ] = True
    params = {k: st.query_params.get(k) for k in ("ranking", "qrels", "k")}
    if not params["ranking"]:
        return
    try:
        set_scenario(from_params({k: v for k, v in params.items() if v is not None}))
    except ValueError as err:
        field, _, message = str(err).partition(": ")
        field = {"ranking": "ranking", "judgments": "qrels", "k": "k"}.get(field, "url")
        set_error(field, message or str(err))
        st.session_state["url_text"] = params


def write_url() -> None:
    """Make the address bar reproduce the current scenario exactly."""
    wanted = to_params(scenario())
    current = {k: st.query_params.get(k) for k in ("ranking", "qrels", "k")}
    if {k: v for k, v in current.items() if v is not None} != wanted:
        st.query_params.from_dict(wanted)


def load_example(example_id: str) -> None:
    """Button callback: put a ready-made example into the shared input."""
    set_scenario(BY_ID[example_id].scenario)
    for field in ("ranking", "qrels", "k", "drag"):
        set_error(field, None)

"""The page an address asks for when the app has no page of that name."""

from __future__ import annotations

import streamlit as st


def unknown_path(known: set[str]) -> str | None:
    """The address's page name when it is none of the ``known`` pages' (the
    frame's own addresses: ``"nothing"`` for ``/nothing``), else None; kept
    in the session for the page that says so.

    Streamlit keeps the name asked for in its pages manager, which it reads
    only inside :func:`st.navigation`; a change of that internal returns None,
    and Streamlit's own "Page not found" shows again.
    """
    try:
        from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx

        name = get_script_run_ctx().pages_manager.intended_page_name or ""
    except Exception:  # pragma: no cover - a Streamlit internals change
        return None
    # a name st.Page takes as an address: one segment, no spaces at its ends
    if not name or name in known or "/" in name or name != name.strip():
        return None
    st.session_state["not_found_path"] = name
    return name

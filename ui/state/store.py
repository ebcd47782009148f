"""What the upload page keeps in the server's memory: one
:class:`course.memory.Store` for the whole server, and this session's
token in it (everything the session held is let go when it ends)."""

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

from course import memory

OWNER = "batch_owner"


@st.cache_resource(show_spinner=False)
def server_store() -> memory.Store:
    """Every session's uploads and results, within one set of limits: one
    file's is Streamlit's own ``server.maxUploadSize`` (what the uploader
    states), the session's and the server's come from the environment
    (``RANKING_SESSION_MB``, ``RANKING_SERVER_MB``)."""
    return memory.Store(memory.Limits.from_settings(st.get_option("server.maxUploadSize")))


def owner() -> memory.Owner:
    """This session's token in :func:`server_store`."""
    if OWNER not in st.session_state:
        st.session_state[OWNER] = server_store().owner()
    return st.session_state[OWNER]


def let_go(files: list) -> None:
    """Have Streamlit drop the bytes of uploads this page refused (else it
    keeps them until the session ends)."""
    ctx = get_script_run_ctx()
    manager = getattr(ctx, "uploaded_file_mgr", None) if ctx else None
    if hasattr(manager, "remove_file"):  # Streamlit's in-memory manager
        for file in files:
            manager.remove_file(session_id=ctx.session_id, file_id=file.file_id)

"""Uploading files within the server's bounds (:mod:`course.memory`): each
file counted as it arrives, refused with its size and the limit when it does
not fit. The upload page and "why do our numbers differ?" both use it."""

import streamlit as st

from course import batch, memory
from ui.render import md
from ui.state.store import let_go, owner, server_store
from ui.words.batch import T

REFUSED = "batch_refused"  # the message for a file just refused
ROUND = "batch_upload_round"  # uploaders drawn afresh after a refusal


def in_the_page_language() -> None:
    """Every file uploader of the page in the page's language, in place of
    Streamlit's English "Upload" and "200MB per file" (call before them)."""
    from ui.style import uploader_words

    uploader_words(
        T["upload_button"], T["upload_limit"].format(mb=st.get_option("server.maxUploadSize")),
        T["upload_drop"],
    )  # fmt: skip


def said_why_refused() -> None:
    """The message for a file the last run refused, once."""
    if REFUSED in st.session_state:
        st.error(st.session_state.pop(REFUSED))


def refuse(files: list, uploader: str, file, error: memory.TooBig) -> None:
    """Refuse ``file``: Streamlit lets go of the bytes of its uploader's
    ``files``, that uploader is drawn afresh (empty, the others keep
    theirs) and the next run says why, naming the limit."""
    st.session_state[REFUSED] = T[f"too_big_{error.which}"].format(
        name=md(file.name), size=memory.in_words(error.size), limit=memory.in_words(error.limit)
    )
    let_go(files)
    rounds = st.session_state.setdefault(ROUND, {})
    rounds[uploader] = rounds.get(uploader, 0) + 1
    st.rerun()


def no_room(error: memory.TooBig) -> None:
    """Say that reading the files found no room (the session's bound, or the
    server busy with others' files past the wait)."""
    st.error(T[f"no_room_{error.which}"].format(
        size=memory.in_words(error.size), limit=memory.in_words(error.limit)
    ))  # fmt: skip


def checked(files: list, uploader: str) -> list[batch.File]:
    """An uploader's files, each counted against the bounds (one slot each),
    or the uploader refused (see :func:`refuse`)."""
    kept = []
    for i, file in enumerate(files):
        slot = ("upload", uploader, i)
        try:
            server_store().admit(owner(), slot, file.size, file.file_id)
        except memory.TooBig as error:
            for j in range(len(files)):
                server_store().release(owner(), ("upload", uploader, j))
            refuse(files, uploader, file, error)
        kept.append(batch.File(file.getvalue(), file.name, file.file_id))
    # What this uploader no longer has no longer counts.
    for key in server_store().keys(owner()):
        if key[:2] == ("upload", uploader) and key[2] >= len(files):
            server_store().release(owner(), key)
    return kept


def uploader(label: str, name: str, many: bool = False) -> list[batch.File]:
    """A file uploader (``name`` keys it: ``batch_judgments``…), its files
    counted against the bounds."""
    turn = st.session_state.get(ROUND, {}).get(name, 0)
    files = st.file_uploader(label, key=f"batch_{name}_{turn}", accept_multiple_files=many)
    return checked(list(files or []) if many else [files] if files else [], name)

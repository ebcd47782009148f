"""Bring one of the app's own blocks into view once it is drawn (a fixed
script, ``ui/room_scroll.js``): a phone to its room's box, the projector to
the revealed answer, /disagree to its answer, the sidebar to a field's
message."""

from __future__ import annotations

import json
from pathlib import Path

import streamlit as st


def scroll_to(key: str, why: str = "", *, nearest: bool = False) -> None:
    """Scroll to the block keyed ``key`` once it is drawn: on a phone, the
    room's box with the teacher's step under it (after joining, a move to
    another lesson, a question asked); on the projector, the revealed
    answer and the room's guesses; on "why do our numbers differ?", the
    answer to new numbers. The script is ``ui/room_scroll.js``, fixed:
    ``key`` is one of the app's own. Drawn again unchanged, it does not run
    again; a new ``why`` (a digest of what was asked) makes it run anew.
    ``nearest``: only as far as brings the block's foot into view (a
    message under a field of the sidebar, the field staying in view)."""
    where = json.dumps({"target": f".st-key-{key}", "why": why, "nearest": nearest})
    st.html(
        f"<script>window.__roomScroll = {where};\n{_SCROLL_JS}</script>",
        unsafe_allow_javascript=True,
    )


_SCROLL_JS = (Path(__file__).parent / "room_scroll.js").read_text(encoding="utf-8")

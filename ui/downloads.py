"""The "Download table" menu under a lesson's tables; the files themselves
are written by :mod:`ui.export` (no Streamlit there)."""

from __future__ import annotations

import streamlit as st

from .words.common import T as C


def downloads(frame, name: str, *, labelled: bool = False) -> None:
    """A "Download table" menu: CSV, Markdown and LaTeX (booktabs). Each
    file is made only when its button is pressed (and pressing it does not
    rerun the page). ``labelled``: the columns are metrics' step-table
    columns, given their display names."""
    from . import export
    from .words.columns import T as COLUMNS

    shown = frame.rename(columns=dict(COLUMNS)) if labelled else frame
    with st.popover(C["download_table"], icon=":material/download:"):
        for kind, make, mime in (
            ("csv", export.table_csv, "text/csv"),
            ("md", export.table_markdown, "text/markdown"),
            ("tex", export.table_latex, "application/x-tex"),
        ):
            st.download_button(
                C[f"download_{kind}"], lambda make=make: make(shown), file_name=f"{name}.{kind}",
                mime=mime, on_click="ignore", key=f"dl_{name}_{kind}",
            )  # fmt: skip

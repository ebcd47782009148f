"""Small rendering helpers: safe Markdown for user text, numbers, tables."""

from __future__ import annotations

import re
from fractions import Fraction

import pandas as pd
import streamlit as st

from .words.columns import T as COLUMNS

# Everything Markdown, Streamlit's directives (:red[…], :material/…:) or KaTeX
# ($…$) could read as syntax.
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>$~:&^=\"'])")

HIGHLIGHT = "background-color: #fff3bf"


def md(text: object) -> str:
    """User text made literal inside Markdown: every special character escaped.

    >>> md("**B** $x$")
    '\\\\*\\\\*B\\\\*\\\\* \\\\$x\\\\$'
    """
    return _MD_SPECIAL.sub(r"\\\1", str(text))


def num(x: float, places: int = 4) -> str:
    """A value rounded for reading: ``0.3333``, ``0.5``, ``1``.

    >>> num(1 / 3), num(0.5), num(1.0), num(0.27500000001)
    ('0.3333', '0.5', '1', '0.275')
    """
    text = f"{x:.{places}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def frac(top: float, bottom: float) -> str:
    """``"2/4"`` for whole numbers, else the rounded ratio.

    >>> frac(2, 4), frac(1.5, 2)
    ('2/4', '0.75')
    """
    if float(top).is_integer() and float(bottom).is_integer():
        return f"{int(top)}/{int(bottom)}"
    return num(top / bottom)


def exact(x: float) -> str:
    """A close simple fraction when there is one (``1/3``), else the number."""
    f = Fraction(x).limit_denominator(1000)
    if abs(float(f) - x) < 1e-12 and f.denominator != 1:
        return f"{f.numerator}/{f.denominator}"
    return num(x)


def table(
    df: pd.DataFrame,
    highlight: pd.Series | None = None,
    *,
    key: str | None = None,
    height: int | str = "auto",
) -> None:
    """Show a metrics step table with display labels; rows where
    ``highlight`` is True are tinted."""
    shown = df.rename(columns=COLUMNS)
    formats = {c: "{:.4f}" for c in shown.columns if shown[c].dtype.kind == "f"}
    styler = shown.style.format(formats)
    if highlight is not None:
        mask = highlight.to_numpy()
        styler = styler.apply(
            lambda row: [HIGHLIGHT if mask[row.name] else "" for _ in row], axis=1
        )
    st.dataframe(styler, hide_index=True, key=key, height=height, width="stretch")


def errors_below(message: str | None) -> None:
    """A short message right under the field it is about."""
    if message:
        st.error(message, icon=":material/error:")

"""Small rendering helpers: safe Markdown for user text, numbers, tables."""

from __future__ import annotations

import html
import re
from fractions import Fraction
from typing import TYPE_CHECKING

import pandas as pd
import streamlit as st

from .words.columns import HELP as COLUMN_HELP
from .words.columns import T as COLUMNS
from .words.common import T as C

if TYPE_CHECKING:  # Altair loads only on pages that draw a chart (see ui.charts)
    import altair as alt

# Everything Markdown, Streamlit's directives (:red[…], :material/…:) or KaTeX
# ($…$) could read as syntax.
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>$~:&^=\"'])")

HIGHLIGHT = "background-color: #fff3bf"


#: What GitHub-flavoured Markdown turns into a link even when escaped
#: (``http://``, ``www.``, ``a@b.c``): the autolinker reads the text after
#: escapes are resolved, so an invisible word joiner goes inside each.
_AUTOLINK = re.compile(r"(:)(?=//)|(?i:(www))(?=\.)|(@)")
WORD_JOINER = "\u2060"


def md(text: object) -> str:
    """User text made literal inside Markdown: every special character
    escaped, and nothing that could become a link.

    >>> md("**B** $x$")
    '\\\\*\\\\*B\\\\*\\\\* \\\\$x\\\\$'
    >>> md("http://a.b").replace(WORD_JOINER, "~")
    'http\\\\:~//a\\\\.b'
    """
    text = _AUTOLINK.sub(lambda m: m.group() + WORD_JOINER, str(text))
    return _MD_SPECIAL.sub(r"\\\1", text)


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


#: Looks like Streamlit's own tables; long tables scroll inside their box.
_TABLE_CSS = (
    "<style>.steps{max-height:420px;overflow:auto;border:1px solid #e6e9ef;border-radius:6px}"
    ".steps table{border-collapse:collapse;width:100%;font-size:0.875rem}"
    ".steps th{position:sticky;top:0;background:#f8f9fb;font-weight:600;color:#555}"
    ".steps th,.steps td{padding:4px 10px;border-bottom:1px solid #e6e9ef;text-align:right;"
    "white-space:nowrap}.steps td.text,.steps th.text{text-align:left}"
    ".steps td.bar{min-width:5rem}"
    ".steps tr.gap td{text-align:center;color:#6c757d;font-size:0.8rem;padding:1px 10px}"
    f".steps tr.on td{{{HIGHLIGHT}}}"
    # On a phone the beginner table fits the screen: headers wrap, cells
    # tighten. A table of every column does not fit: its headers keep one
    # line (never a syllable a line) and the table scrolls sideways.
    "@media (max-width:640px){.steps table{font-size:0.75rem}"
    ".steps th{white-space:normal;vertical-align:bottom}.steps.wide th{white-space:nowrap}"
    ".steps th,.steps td{padding:3px 4px}.steps td.bar{min-width:2.75rem}}</style>"
)


#: Above this many columns a step table is too wide for a phone: it scrolls.
WIDE = 7

#: In-cell bars: the chart's relevant green and not-relevant grey, lighter.
BAR_ON, BAR_OFF = "#8ce99a", "#dee2e6"


def _bar_open(value: float, colour: str) -> str:
    """A right-aligned number cell whose background is filled to ``value``
    (a number, never user text, so it is safe in the style attribute)."""
    filled = f"{100 * min(max(float(value), 0.0), 1.0):.1f}%"
    return (
        f'<td class="bar" style="background-image:linear-gradient(90deg,{colour} {filled},'
        f'transparent {filled})">'
    )


def _cell(value: object, kind: str) -> str:
    if kind == "f":
        return f"{value:.4f}"
    if kind == "b":
        return "✓" if value else ""
    return str(value)


def table_html(
    df: pd.DataFrame,
    highlight: pd.Series | None = None,
    bar: str | None = None,
    gaps: dict[int, int] | None = None,
) -> str:
    """A step table as a plain HTML table with display labels; rows where
    ``highlight`` is True are tinted. Every cell and label is escaped, so item
    names are text, never markup.

    ``bar`` names a column of values in [0, 1] drawn as a bar inside each of
    its cells (green on tinted rows, grey on the others): a chart read along
    the table. ``gaps`` marks rows left out: ``{i: n}`` puts a row saying
    that ``n`` ranks are not shown before the ``i``-th row.

    Each header carries its explanation as a tooltip:

    >>> frame = pd.DataFrame({"item": ["<b>x</b>"], "precision": [0.5]})
    >>> print(table_html(frame, pd.Series([True])).split("</style>")[1])
    <div class="steps"><table><thead><tr><th title="The item at this rank, as you typed it." class="text">item</th><th title="Precision at k: the relevant items in the top k divided by k (the bar shows it; green where the item is relevant).">P@k</th></tr></thead><tbody><tr class="on"><td class="text">&lt;b&gt;x&lt;/b&gt;</td><td>0.5000</td></tr></tbody></table></div>

    With ``bar="precision"`` the P@k cell is half filled:

    >>> print(table_html(frame, pd.Series([True]), bar="precision").split("<tbody>")[1])
    <tr class="on"><td class="text">&lt;b&gt;x&lt;/b&gt;</td><td class="bar" style="background-image:linear-gradient(90deg,#8ce99a 50.0%,transparent 50.0%)">0.5000</td></tr></tbody></table></div>
    """
    kinds = [df[c].dtype.kind for c in df.columns]
    # Numbers read right-aligned; text (item names) left-aligned.
    opens = ["<{}>" if k in "biuf" else '<{} class="text">' for k in kinds]
    # Each header explains itself on hover (its title attribute).
    head = "".join(
        o.format("th").replace("<th", f'<th title="{html.escape(COLUMN_HELP.get(name, ""))}"', 1)
        + html.escape(str(COLUMNS.get(name, name)))
        + "</th>"
        for name, o in zip(df.columns, opens)
    )
    marks = highlight.to_numpy() if highlight is not None else [False] * len(df)
    at = list(df.columns).index(bar) if bar is not None else -1
    body = []
    for i, (on, row) in enumerate(zip(marks, zip(*(df[c].tolist() for c in df.columns)))):
        if gaps and gaps.get(i):
            said = html.escape(C["rows_left_out"].format(n=gaps[i]))
            body.append(f'<tr class="gap"><td colspan="{len(df.columns)}">⋮ {said}</td></tr>')
        cells = "".join(
            (_bar_open(v, BAR_ON if on else BAR_OFF) if i == at else o.format("td"))
            + html.escape(_cell(v, k))
            + "</td>"
            for i, (v, k, o) in enumerate(zip(row, kinds, opens))
        )
        body.append(f'<tr class="on">{cells}</tr>' if on else f"<tr>{cells}</tr>")
    wide = " wide" if len(df.columns) > WIDE else ""
    return (
        f'{_TABLE_CSS}<div class="steps{wide}"><table><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table></div>"
    )


def table(df: pd.DataFrame, highlight: pd.Series | None = None, bar: str | None = None) -> None:
    """Show a metrics step table (see :func:`table_html`).

    Rendered as HTML rather than ``st.dataframe``: a lesson redraws its tables
    on every edit, and a plain table costs the browser a fraction of a data
    grid. Safe because :func:`table_html` escapes every value.
    """
    st.html(table_html(df, highlight, bar))


_SCROLL_HINT_CSS = (
    "<style>.scroll-hint{display:none;font-size:0.8rem;color:#6c757d;margin:0 0 0.25rem}"
    "@media (max-width:640px){.scroll-hint{display:block}}</style>"
)


def scroll_hint(text: str) -> None:
    """A line shown on a phone only, above a table wider than its screen:
    the columns off to the right are there (``text`` is the app's own words)."""
    st.html(f'{_SCROLL_HINT_CSS}<div class="scroll-hint">{html.escape(text)}</div>')


_VALUES_CSS = (
    "<style>.values{display:flex;flex-wrap:wrap;gap:0.5rem 1.75rem;margin:0.25rem 0}"
    ".values .label{font-size:0.875rem;color:#31333f}"
    ".values .value{font-size:2.25rem;line-height:1.3;color:#31333f}"
    ".values .metric{max-width:13rem}"
    ".values .note{font-size:0.75rem;color:#6c757d}"
    "@media (max-width:640px){.values{gap:0.75rem 1rem}.values .metric{flex:1 1 40%}"
    ".values .value{font-size:1.6rem}}</style>"
)


def values_html(values: list[tuple[str, ...]]) -> str:
    """Headline numbers in one row, each ``(label, value, explanation)`` or
    ``(label, value, explanation, note)``; the explanation shows on hover,
    the note in small type under the value. Everything is escaped.

    >>> print(values_html([("AP ÷ m", "0.5", "Over <all> relevant items")]).split("</style>")[1])
    <div class="values"><div class="metric" title="Over &lt;all&gt; relevant items"><div class="label">AP ÷ m</div><div class="value">0.5</div></div></div>
    """
    cells = "".join(
        f'<div class="metric" title="{html.escape(tip)}"><div class="label">{html.escape(label)}'
        f'</div><div class="value">{html.escape(value)}</div>'
        + (f'<div class="note">{html.escape(rest[0])}</div>' if rest else "")
        + "</div>"
        for label, value, tip, *rest in values
    )
    return f'{_VALUES_CSS}<div class="values">{cells}</div>'


_RANGE_CSS = (
    "<style>.range{position:relative;height:3.8rem;margin:0.25rem 2.5rem}"
    ".range .track,.range .span{position:absolute;top:1.6rem;height:6px;border-radius:3px}"
    ".range .track{left:0;right:0;background:#e9ecef}.range .span{background:#74c0fc}"
    ".range .mark{position:absolute;top:1.35rem;transform:translateX(-50%);display:flex;"
    "flex-direction:column;align-items:center;font-size:0.75rem;color:#495057;white-space:nowrap}"
    ".range .mark b{width:2px;height:0.9rem;background:#495057}"
    ".range .mark.now{top:0;flex-direction:column-reverse;color:#c2410c;font-weight:600}"
    # The now mark's bar stops just below the track, above the labels' row.
    ".range .mark.now b{width:4px;height:1.1rem;background:#e8590c}"
    # An end's label runs away from the other end (left of the low mark,
    # right of the high one) where there is room; centred, the two overlapped
    # when the band is narrow. Where both must run the same way, one label
    # takes a second row, its mark's line reaching down to it: the one whose
    # line then passes nobody's label (the low one when both run right).
    ".range .mark.to-left{transform:translateX(calc(-100% + 1px));align-items:flex-end}"
    ".range .mark.to-right{transform:translateX(-1px);align-items:flex-start}"
    ".range.two-rows{height:5rem}.range .mark.lower{top:2.5rem}"
    ".range .mark.lower b{height:2rem;margin-top:-1.15rem}</style>"
)


def range_html(low: float, high: float, now: float, low_label: str, high_label: str,
               now_label: str) -> str:  # fmt: skip
    """A 0–1 scale with the range [low, high] shaded and marks at both ends
    and at ``now``. Only numbers and the (escaped) labels reach the HTML.

    >>> "left:25.0%" in range_html(0.25, 0.75, 0.5, "worst", "best", "yours")
    True

    The end labels run apart; a narrow band near one end takes two rows,
    the label that runs over the other mark's place in the lower one:

    >>> 'class="range two-rows"' in range_html(0.4, 0.6, 0.4, "a", "b", "c")
    False
    >>> low_end = range_html(0.1, 0.2, 0.1, "a", "b", "c")
    >>> 'class="range two-rows"' in low_end, 'class="mark to-right lower"' in low_end
    (True, True)
    >>> 'class="mark to-left lower"' in range_html(0.8, 0.9, 0.9, "a", "b", "c")
    True
    """

    def at(x: float) -> str:
        return f"{100 * min(max(float(x), 0.0), 1.0):.1f}%"

    def mark(x: float, label: str, extra: str = "") -> str:
        return (
            f'<div class="mark{extra}" style="left:{at(x)}"><b></b>'
            f"{html.escape(label)} {html.escape(num(x))}</div>"
        )

    # Which way each end's label runs (see _RANGE_CSS): away from the other
    # end where the scale leaves room, else the other way; a high label that
    # would then run into the low one goes to a second row.
    low_side = " to-left" if low >= 0.3 else " to-right"
    high_side = " to-right" if high <= 0.7 else " to-left"
    apart = low_side == " to-left" and high_side == " to-right"
    two_rows = not apart and high - low < 0.45
    # Both running right: the low label, below, is passed by no line; the
    # high mark's short line stops above it. Otherwise the high label goes down.
    low_down = two_rows and low_side == high_side == " to-right"
    high_down = two_rows and not low_down
    width = f"{100 * max(min(high, 1.0) - max(low, 0.0), 0.0):.1f}%"
    return (
        f'{_RANGE_CSS}<div class="range{" two-rows" if two_rows else ""}">'
        f'<div class="track"></div><div class="span" style="left:{at(low)};width:{width}"></div>'
        f"{mark(low, low_label, low_side + (' lower' if low_down else ''))}"
        f"{mark(high, high_label, high_side + (' lower' if high_down else ''))}"
        f"{mark(now, now_label, ' now')}</div>"
    )


def chart(built: alt.TopLevelMixin, name: str = "chart", *, stretch: bool = True) -> None:
    """Show an Altair chart from :mod:`ui.charts`, full width (or at its own
    size, ``stretch=False``), with a menu to take it away as PNG or SVG
    (made only when asked for).

    Its Vega-Lite spec is handed over without Altair's schema validation
    (the builders are fixed code, validated once in the tests): validating
    took longer than everything else an edit recomputes.
    """
    from . import export
    from .words.common import T as C

    spec = built.to_dict(validate=False)
    st.vega_lite_chart(spec, width="stretch" if stretch else "content")
    with st.popover(C["download_chart"], icon=":material/download:"):
        st.download_button(
            C["download_png"], lambda: export.chart_png(spec), file_name=f"{name}.png",
            mime="image/png", on_click="ignore", key=f"dl_{name}_png",
        )  # fmt: skip
        st.download_button(
            C["download_svg"], lambda: export.chart_svg(spec), file_name=f"{name}.svg",
            mime="image/svg+xml", on_click="ignore", key=f"dl_{name}_svg",
        )  # fmt: skip


def errors_below(message: str | None) -> None:
    """A short message right under the field it is about."""
    if message:
        st.error(message, icon=":material/error:")

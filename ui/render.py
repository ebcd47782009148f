"""Small rendering helpers: safe Markdown for user text, numbers, tables."""

from __future__ import annotations

import html
import json
import re
from fractions import Fraction
from typing import TYPE_CHECKING

import pandas as pd
import streamlit as st

from .words.columns import HELP as COLUMN_HELP
from .words.columns import T as COLUMNS

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


def table_html(df: pd.DataFrame, highlight: pd.Series | None = None, bar: str | None = None) -> str:
    """A step table as a plain HTML table with display labels; rows where
    ``highlight`` is True are tinted. Every cell and label is escaped, so item
    names are text, never markup.

    ``bar`` names a column of values in [0, 1] drawn as a bar inside each of
    its cells (green on tinted rows, grey on the others): a chart read along
    the table.

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
    for on, row in zip(marks, zip(*(df[c].tolist() for c in df.columns))):
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


#: The last column's long unbroken words (``RetrievalPrecision(adaptive_k=True)``)
#: wrap inside ``st.table`` cells instead of pushing the table past a phone's
#: edge. Only the last column: numbers elsewhere must not break.
_WRAP_LAST_COLUMN_CSS = (
    "<style>[data-testid='stTable'] :is(td,th):last-child,"
    "[data-testid='stTable'] :is(td,th):last-child *{overflow-wrap:anywhere!important}"
    # Streamlit caps a cell's text at 400 px: the last column wrapped there
    # with half its width empty beside it.
    "[data-testid='stTable'] :is(td,th):last-child [data-testid='stMarkdownContainer']"
    "{max-width:none!important}</style>"
)
#: And every cell (not the row names), for tables of words only (``ignore_ties=False;``), from
#: a tablet's width up: there the table then fits its page. On a phone a wide
#: one scrolls sideways instead of squeezing six columns to a few letters each.
_WRAP_EVERY_COLUMN_CSS = _WRAP_LAST_COLUMN_CSS + (
    "<style>@media (min-width:640px){[data-testid='stTable'] td,"
    "[data-testid='stTable'] td *{overflow-wrap:anywhere!important}}</style>"
)


#: Beside a last column that wraps, short row names stay on one line (from a
#: tablet's width up; on a phone they wrap with the rest).
_ROW_NAMES_ONE_LINE_CSS = (
    "<style>@media (min-width:640px){[data-testid='stTable'] tbody th,[data-testid='stTable'] tbody th *"
    "{white-space:nowrap!important}}</style>"
)


def wrap_long_words_in_tables(every_column: bool = False) -> None:
    """Let long words in the ``st.table`` tables of this page wrap: in the
    last column (the row names kept on one line), or (``every_column``, for
    tables without numbers) in all."""
    st.html(
        _WRAP_EVERY_COLUMN_CSS if every_column else _WRAP_LAST_COLUMN_CSS + _ROW_NAMES_ONE_LINE_CSS
    )


def wide_or_narrow(name: str):
    """Two containers: the first shown on screens wider than a phone, the
    second on a phone (a media query on their keys' classes; fixed CSS, no
    user text). For a table too wide to read at 390 px, drawn a second way."""
    st.html(
        f"<style>@media (max-width:640px){{.st-key-{name}_wide{{display:none!important}}}}"
        f"@media (min-width:641px){{.st-key-{name}_narrow{{display:none!important}}}}</style>"
    )
    return st.container(key=f"{name}_wide"), st.container(key=f"{name}_narrow")


#: ``st.page_link`` keeps its label on one line and clips it: on a phone a
#: question-long label lost its end. Page links in the page body wrap instead.
_WRAP_PAGE_LINKS_CSS = (
    "<style>[data-testid='stMain'] [data-testid='stPageLink'] :is(span,p)"
    "{white-space:normal!important}</style>"
)


#: Korean breaks lines between words, never inside one ("한 단계/씩" read as
#: two words): every text of a Korean page, the sidebar's too. A word longer
#: than its box (an item name) still wraps rather than run off the screen.
_KOREAN_CSS = (
    "<style>:is([data-testid='stAppViewContainer'],[data-testid='stSidebar']),"
    ":is([data-testid='stAppViewContainer'],[data-testid='stSidebar']) *"
    "{word-break:keep-all !important;overflow-wrap:anywhere}</style>"
)


_SCROLL_HINT_CSS = (
    "<style>.scroll-hint{display:none;font-size:0.8rem;color:#6c757d;margin:0 0 0.25rem}"
    "@media (max-width:640px){.scroll-hint{display:block}}</style>"
)


def scroll_hint(text: str) -> None:
    """A line shown on a phone only, above a table wider than its screen:
    the columns off to the right are there (``text`` is the app's own words)."""
    st.html(f'{_SCROLL_HINT_CSS}<div class="scroll-hint">{html.escape(text)}</div>')


#: The frame's layout. The lessons' navigation is at the top of the page
#: (``st.navigation(position="top")``), leaving the sidebar to the ranked
#: list; on a phone Streamlit moves the navigation into the sidebar, above
#: the list, so there the list comes first: one tap on ">>" shows it.
_FRAME_CSS = (
    # The sidebar's list starts near the top (its own header is only the
    # "close" button), so K and a message under it fit a 720 px screen.
    "<style>[data-testid='stSidebarUserContent']{padding-top:0.5rem}"
    # The page starts just under the top bar (Streamlit leaves 128 px, twice
    # the bar's height; on a phone 96 px under a 60 px bar): about 55 px more
    # of each page on a 1,280 x 720 screen. Present mode sets its own.
    "[data-testid='stMainBlockContainer']{padding-top:4.5rem}"
    # A formula wider than a phone scrolls sideways rather than being cut.
    ".katex-display{overflow-x:auto;overflow-y:hidden;padding:2px 0}"
    # In a table a word is never cut in two (q1/7, 0.2/092, 쿼/리,
    # retrieval_average_precisi/on on a phone): the column grows, and the
    # table scrolls sideways if it must. Beats the Korean pages' rule.
    ":is([data-testid='stTable'],[data-testid='stMarkdownContainer']) :is(td,th),"
    ":is([data-testid='stTable'],[data-testid='stMarkdownContainer']) :is(td,th) *"
    "{overflow-wrap:normal !important}"
    # The ranked list's box hugs what is typed: one line for a short list,
    # growing line by line (to 12 lines, then it scrolls). The browser sizes
    # it (field-sizing), not Streamlit's height="content", which measures
    # once and sometimes while the sidebar is still narrow: a five-item list
    # then kept a three-line box (84 px, not 45) and pushed K's message past
    # a 720 px screen.
    "[data-testid='stSidebar'] textarea{field-sizing:content;height:auto !important;resize:none;"
    "min-height:2.5rem;max-height:18rem}"
    "[data-testid='stSidebar'] [data-testid='stTextAreaRootElement']{height:auto !important}"
    # Every chosen chip of a multiselect shows (the last row was cut off).
    "[data-testid='stMultiSelect'] div{max-height:none !important}"
    "[data-testid='stSidebarHeader']{height:2rem;margin-bottom:0;padding-top:0.75rem}"
    # The step control's press counter (ui/presses.js) draws nothing: no gap.
    "[class*='st-key-step_'][class$='_presses']{display:none}"
    "@media (max-width:640px){[data-testid='stMainBlockContainer']{padding-top:4rem}"
    "[data-testid='stSidebarContent']"
    "{display:flex;flex-direction:column}"
    "[data-testid='stSidebarHeader']{order:0}[data-testid='stSidebarUserContent']{order:1}"
    "[data-testid='stSidebarNav']{order:2}}</style>"
)


def frame_style() -> None:
    """The frame's layout (fixed CSS, no user text)."""
    st.html(_FRAME_CSS)


def korean_style() -> None:
    """Korean line breaking (fixed CSS, no user text)."""
    st.html(_KOREAN_CSS)


def wrap_page_links() -> None:
    """Let the labels of this page's ``st.page_link`` links wrap."""
    st.html(_WRAP_PAGE_LINKS_CSS)


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


#: Streamlit's file uploader writes its button ("Upload") and its limit
#: ("200MB per file") in English whatever the page's language, and has no
#: parameter for either; these rules draw the page's own words in their place
#: (the words are this app's, never the user's).
_UPLOADER_CSS = """<style>
[data-testid="stFileUploaderDropzone"] button [data-testid="stMarkdownContainer"] p,
[data-testid="stFileUploaderDropzoneInstructions"] span {{ font-size: 0; }}
[data-testid="stFileUploaderDropzone"] button [data-testid="stMarkdownContainer"] p::after
{{ content: {button}; font-size: 14px; }}
[data-testid="stFileUploaderDropzoneInstructions"] span::after
{{ content: {limit}; font-size: 14px; }}
[data-testid="stFileUploaderDropzone"] > div:not([data-testid]) > span {{ font-size: 0; }}
[data-testid="stFileUploaderDropzone"] > div:not([data-testid]) > span::after
{{ content: {drop}; font-size: 14px; }}
</style>"""


def uploader_words(button: str, limit: str, drop: str) -> None:
    """Show ``button``, ``limit`` and ``drop`` in every file uploader of the
    page instead of Streamlit's English "Upload", "200MB per file" and, while
    a file is dragged over it, "Drag and drop a file here"."""
    quoted = {
        name: json.dumps(words, ensure_ascii=False)
        for name, words in (("button", button), ("limit", limit), ("drop", drop))
    }
    st.html(_UPLOADER_CSS.format(**quoted))

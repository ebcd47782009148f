"""The app's own CSS: the frame's layout, Korean line breaking, tables whose
long words wrap, and Streamlit's English replaced by the page's words. Each
rule is fixed text (a page's words go in as JSON strings), never user text;
each function draws one ``st.html`` block of it."""

from __future__ import annotations

import json

import streamlit as st

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
#: question-long label lost its end (the home page's questions, the
#: conventions page's link to /disagree). Page links in the page body wrap
#: instead, on every page (the frame's style).
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
    "{word-break:keep-all !important;overflow-wrap:anywhere}"
    # Streamlit's own English, which it gives no parameter for, drawn in
    # Korean: the keyboard's "Skip to main content" link, and the phone
    # menu's "View 5 more" / "View less" (the menu is open when its last
    # page, the upload page, is listed).
    "[data-testid='stSkipToContent'],[data-testid='stSidebarNavViewButton']{font-size:0}"
    "[data-testid='stSkipToContent']::after{content:'본문으로 건너뛰기';font-size:14px}"
    "[data-testid='stSidebarNavViewButton']::after{content:'메뉴 더 보기';font-size:14px}"
    "[data-testid='stSidebarNav']:has(a[href*='/batch']) "
    "[data-testid='stSidebarNavViewButton']::after{content:'메뉴 접기'}"
    # And the hint under a field being typed in ("Press Enter to apply",
    # "… to submit form" in a form, "Press Ctrl+Enter to apply" under a
    # text area): its first part, a counter such as 3/12 kept after it.
    "[data-testid='InputInstructions']>span:first-child{font-size:0}"
    "[data-testid='InputInstructions']>span:first-child::after"
    "{content:'Enter로 적용합니다';font-size:12px}"
    "[data-testid='stForm'] [data-testid='InputInstructions']>span:first-child::after"
    "{content:'Enter로 보냅니다'}"
    "[data-testid='stTextArea'] [data-testid='InputInstructions']>span:first-child::after"
    "{content:'Ctrl(⌘)+Enter로 적용합니다'}</style>"
)


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
    "[class*='st-key-step_'][class$='_presses'],"
    "[data-testid='stLayoutWrapper']:has(> .st-key-step_listener){display:none}"
    "@media (max-width:640px){[data-testid='stMainBlockContainer']{padding-top:4rem}"
    "[data-testid='stSidebarContent']"
    "{display:flex;flex-direction:column}"
    "[data-testid='stSidebarHeader']{order:0}[data-testid='stSidebarUserContent']{order:1}"
    "[data-testid='stSidebarNav']{order:2}}</style>"
)


def frame_style() -> None:
    """The frame's layout, page links that wrap (fixed CSS, no user text)."""
    st.html(_FRAME_CSS + _WRAP_PAGE_LINKS_CSS)


def korean_style() -> None:
    """Korean line breaking (fixed CSS, no user text)."""
    st.html(_KOREAN_CSS)


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

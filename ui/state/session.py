"""What else a session chooses: its language, present mode, each lesson's
walkthrough step, and each page's choices (nDCG's gain, MAP's rule, the open
section…), every one kept under a non-widget key, so it survives a visit to
another page, and every one part of the link (:mod:`ui.state.link`)."""

from __future__ import annotations

import streamlit as st

from course.link import CHOICES, FIELDS, NO_SCENARIO, PRESENT_PAGES, STEP_PAGES, choices_of

from ..words import lang

PAGE = "current_page"
PRESENT = "present"


def page() -> str:
    """The page this run draws (its ``url_path``)."""
    return st.session_state.get(PAGE, "")


def step(on: str, total: int | None = None) -> int:
    """The walkthrough position on page ``on`` (1 when the lesson is fresh),
    kept within 1…``total`` when ``total`` is given."""
    now = st.session_state.get(f"step_{on}") or 1
    return max(1, min(now, total)) if total else now


def set_step(on: str, value: int) -> None:
    st.session_state[f"step_{on}"] = int(value)


def _key(on: str, name: str) -> str:
    """Where a choice lives: the sidebar's are one for every page."""
    return f"choice_*_{name}" if name in CHOICES["*"] else f"choice_{on}_{name}"


def choice(on: str, name: str) -> str:
    """Page ``on``'s choice ``name`` (its default until one is made)."""
    allowed = choices_of(on)[name]
    value = st.session_state.get(_key(on, name))
    return value if value in allowed else allowed[0]


def set_choice(on: str, name: str, value: str) -> None:
    st.session_state[_key(on, name)] = value


def choices(on: str) -> dict[str, str]:
    """Every choice of page ``on`` (the sidebar's too), as the link holds them."""
    return {name: choice(on, name) for name in choices_of(on)}


def field(on: str, name: str) -> str:
    """Page ``on``'s typed field ``name`` (:data:`course.link.FIELDS`), as typed."""
    return st.session_state.get(f"field_{on}_{name}", "")


def set_field(on: str, name: str, text: str) -> None:
    st.session_state[f"field_{on}_{name}"] = text


def fields(on: str) -> dict[str, str]:
    """Every typed field of page ``on`` that is not empty, as the link holds them."""
    return {name: field(on, name) for name in FIELDS.get(on, {}) if field(on, name)}


RUN_OPEN, CUT_SHORT = "run_open", "run_cut_short"


def begin_run() -> None:
    """Note, at the top of ``app.py``, that a full run has begun, and whether
    the one before it ended early: a press arriving mid-run stops it where
    it is (or ``st.rerun()``, ``st.stop()``), and a widget it had registered
    but not yet sent stays unknown to the browser, which then draws it with
    its empty default when the next run sends it without a value, and sends
    that default back as an edit with the following press. (Reproduced: the
    judgments emptied, ``qrels=`` in the link, after a press landed while
    their field was being registered; ``tests/test_run_cut_short.py``.)"""
    st.session_state[CUT_SHORT] = bool(st.session_state.get(RUN_OPEN))
    st.session_state[RUN_OPEN] = True


def end_run() -> None:
    """Note, at the end of ``app.py``, that the run drew everything."""
    st.session_state[RUN_OPEN] = False


def show(key: str, value: object) -> None:
    """Put ``value`` in widget ``key`` (before the widget is drawn) when it
    is not already its value, and after a run cut short (:func:`begin_run`)
    even when it is, so the browser is told the value again."""
    if st.session_state.get(key) != value or st.session_state.get(CUT_SHORT):
        st.session_state[key] = value


def choose_language() -> str:
    """The session's language for this run: ``lang`` in the link when it
    names one; else what the session already chose; on a first visit, the
    browser's language (``st.context.locale``); else English."""
    wanted = st.query_params.get("lang")
    if wanted in lang.LANGUAGES:
        st.session_state[lang.KEY] = wanted
    elif lang.KEY not in st.session_state:
        locale = (st.context.locale or "").lower()
        st.session_state[lang.KEY] = "ko" if locale.startswith("ko") else lang.DEFAULT
    return st.session_state[lang.KEY]


def language() -> str | None:
    """The session's language for a link: None for the default."""
    code = st.session_state.get(lang.KEY, lang.DEFAULT)
    return None if code == lang.DEFAULT else code


def set_language(code: str) -> None:
    """Switch the session's language and say so in the link at once."""
    st.session_state[lang.KEY] = code
    write_language()


def write_language() -> None:
    """Keep ``lang`` in the address bar on pages without a scenario: ``lang=ko``
    for Korean, none for the default."""
    code = language()
    if code is None and "lang" in st.query_params:
        del st.query_params["lang"]
    elif code is not None and st.query_params.get("lang") != code:
        st.query_params["lang"] = code


def with_language(params: dict[str, str]) -> dict[str, str]:
    """``params`` plus the session's language, for a link the app writes."""
    code = language()
    return params if code is None else {**params, "lang": code}


def choose_presenting() -> bool:
    """Present mode (``present=1`` in the link): the walkthrough alone, in
    large type, the sidebar out of the way, for teaching a meeting."""
    if st.query_params.get(PRESENT) == "1":
        st.session_state[PRESENT] = True
    return presenting()


def presenting() -> bool:
    return bool(st.session_state.get(PRESENT))


def set_presenting(on: bool) -> None:
    """Button callback: start or leave present mode (the link says which)."""
    st.session_state[PRESENT] = on
    if on:
        st.query_params[PRESENT] = "1"
    elif PRESENT in st.query_params:
        del st.query_params[PRESENT]


__all__ = ["NO_SCENARIO", "PRESENT_PAGES", "STEP_PAGES"]

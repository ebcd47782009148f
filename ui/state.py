"""The one scenario every page shares, kept under non-widget keys, and the URL
that reproduces it.

``st.session_state["scenario"]`` always holds the last *valid* scenario.
Widgets only propose changes; a proposal that fails validation leaves the
scenario as it was and records a message for the field that made it.
"""

from __future__ import annotations

import streamlit as st

from course.examples import BY_ID
from course.scenario import (
    MAX_QUERIES,
    InputError,
    Scenario,
    format_query,
    from_params,
    parse_k,
    parse_query,
    to_params,
)

from .text import input_message
from .words import lang

SCENARIO = "scenario"
ERRORS = "input_errors"
REVISION = "scenario_revision"
URL_READ = "url_read"
URL_SHOWN, URL_STATE = "url_shown", "url_state"

#: What a newcomer sees first: worked example 1, ranking A.
DEFAULT = BY_ID["ex1a"].scenario

QUERIES, ACTIVE = "map_queries", "map_active"

#: Ready-made query sets for the MAP lesson (ids of examples).
QUERY_SETS = {"ex1": ("ex1a", "ex1b"), "ex3": ("ex3u1", "ex3u2"), "ex4": ("ex4q1", "ex4q2")}


def scenario() -> Scenario:
    """The current, valid scenario."""
    return st.session_state.get(SCENARIO, DEFAULT)


def revision() -> int:
    """Increases whenever the scenario changes (widgets key on it)."""
    return st.session_state.get(REVISION, 0)


def set_scenario(new: Scenario) -> None:
    """Replace the scenario (if it changed) and bump the revision."""
    if new != scenario():
        st.session_state[SCENARIO] = new
        st.session_state[REVISION] = revision() + 1


def errors() -> dict[str, str]:
    """Messages per input field (``ranking``, ``qrels``, ``k``, ``url``, …)."""
    return st.session_state.setdefault(ERRORS, {})


def set_error(field: str, message: str | None) -> None:
    """Record (or clear, with ``None``) the message of one field."""
    if message:
        errors()[field] = message
    else:
        errors().pop(field, None)


#: Pages with a step-through walkthrough; their step is part of the link.
STEP_PAGES = ("precision_recall", "average_precision", "reciprocal_rank", "ndcg")
PAGE = "current_page"


def step(page: str, total: int | None = None) -> int:
    """The walkthrough position on ``page`` (1 when the lesson is fresh),
    kept within 1…``total`` when ``total`` is given."""
    now = st.session_state.get(f"step_{page}") or 1
    return max(1, min(now, total)) if total else now


def set_step(page: str, value: int) -> None:
    st.session_state[f"step_{page}"] = int(value)


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


def set_language(code: str) -> None:
    """Switch the session's language and say so in the link at once."""
    st.session_state[lang.KEY] = code
    write_language()


def write_language() -> None:
    """Keep ``lang`` in the address bar: ``lang=ko`` for Korean, none for
    the default. Every link the app writes carries it (:func:`with_language`)."""
    code = st.session_state.get(lang.KEY, lang.DEFAULT)
    if code == lang.DEFAULT and "lang" in st.query_params:
        del st.query_params["lang"]
    elif code != lang.DEFAULT and st.query_params.get("lang") != code:
        st.query_params["lang"] = code


def with_language(params: dict[str, str]) -> dict[str, str]:
    """``params`` plus the session's language, for a link the app writes."""
    code = st.session_state.get(lang.KEY, lang.DEFAULT)
    return params if code == lang.DEFAULT else {**params, "lang": code}


PRESENT = "present"


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


def share_link() -> str:
    """The link that reproduces what is on screen, for the audience (never
    in present mode)."""
    from urllib.parse import urlencode

    params = {k: st.query_params.get_all(k) for k in st.query_params if k != PRESENT}
    query = urlencode({k: v if len(v) > 1 else v[0] for k, v in params.items()}, doseq=True)
    return f"{st.context.url or ''}?{query}" if query else (st.context.url or "")


def _url_now() -> dict[str, str | list[str]]:
    """The scenario's parameters as the address bar holds them now."""
    now = {
        k: st.query_params.get_all(k)
        for k in ("ranking", "qrels", "k", "q", "active", "step", "lang", PRESENT)
    }
    return {k: (v if k == "q" else v[0]) for k, v in now.items() if v}


def _state_now() -> tuple:
    """What the URL encodes, as this session holds it now."""
    page = st.session_state.get(PAGE)
    return scenario(), tuple(_stored()), active(), step(page) if page in STEP_PAGES else None


def read_url(page: str = "") -> None:
    """Load the scenario from the URL on a session's first run, and again
    when the address bar holds another scenario than the one last written
    there while the session's own state is unchanged since: the browser's
    Back and Forward buttons. The page then follows the link, so the link
    always shows what the page shows. An edit made in this run wins (it is
    written to the URL next), and a page switch, which drops the
    parameters, keeps the scenario.

    A bad URL leaves the default scenario and records why, per field, with the
    URL's own text kept for the input fields so nothing is lost; a bad K
    alone keeps the link's list and judgments, with K the whole list.
    """
    st.session_state[PAGE] = page
    now = _url_now()
    if st.session_state.get(URL_READ):
        if now == st.session_state.get(URL_SHOWN) or not ("ranking" in now or "q" in now):
            return
        if _state_now() != st.session_state.get(URL_STATE):
            return
        for field in ("ranking", "qrels", "k", "url", "url_part", "url_k"):
            set_error(field, None)
    st.session_state[URL_READ] = True
    st.session_state[URL_SHOWN] = now
    params = {k: st.query_params.get(k) for k in ("ranking", "qrels", "k")}
    wanted_step = st.query_params.get("step", "")
    if page in STEP_PAGES and wanted_step.isdigit() and int(wanted_step) >= 1:
        set_step(page, int(wanted_step))
    links = st.query_params.get_all("q")
    if links:
        read, refused = [], []
        if len(links) > MAX_QUERIES:
            refused.append(
                InputError("queries", "too_many_queries", n=len(links), limit=MAX_QUERIES)
            )
        for n, text in enumerate(links[:MAX_QUERIES], start=1):
            try:
                read.append(parse_query(text, n))
            except ValueError as err:
                refused.append(err)
        if not read:
            set_error("url", input_message(refused[0]))
        else:  # the readable queries stay; the first one left out is named
            if refused:
                set_error("url_part", input_message(refused[0]))
            st.session_state[QUERIES] = read
            wanted = st.query_params.get("active", "0") or "0"
            index = min(int(wanted), len(read) - 1) if wanted.isdigit() else 0
            st.session_state[ACTIVE] = index
            if not params["ranking"]:  # the active query is the shared scenario
                try:
                    k = parse_k(params["k"])
                except ValueError as err:  # a bad K alone: K is the whole list
                    set_error("k", input_message(err))
                    set_error("url_k", input_message(err))
                    k = None
                set_scenario(read[index].with_changes(k=k))
    if not params["ranking"]:
        return
    given = {k: v for k, v in params.items() if v is not None}
    try:
        set_scenario(from_params(given))
    except ValueError as err:
        field = str(err).partition(": ")[0]
        field = {"ranking": "ranking", "judgments": "qrels", "k": "k"}.get(field, "url")
        set_error(field, input_message(err))
        if field == "k":  # the list and its judgments are fine: K = the whole list
            set_error("url_k", input_message(err))
            set_scenario(from_params({k: v for k, v in given.items() if k != "k"}))
        else:  # the page says so too: the field's message is in the sidebar
            set_error("url", input_message(err))
            st.session_state["url_text"] = params


def write_url(with_queries: bool = False) -> None:
    """Make the address bar reproduce the current scenario exactly (and, on
    the MAP lesson, the whole query set)."""
    wanted: dict[str, str | list[str]] = dict(to_params(scenario()))
    page = st.session_state.get(PAGE)
    if page in STEP_PAGES:
        wanted["step"] = str(step(page))
    wanted = with_language(wanted)
    if presenting() and page in STEP_PAGES:
        wanted[PRESENT] = "1"
    if with_queries:
        wanted["q"] = [format_query(q) for q in queries()]
        wanted["active"] = str(active())
    if _url_now() != wanted:
        st.query_params.from_dict(wanted)
    st.session_state[URL_SHOWN] = wanted
    st.session_state[URL_STATE] = _state_now()


def active() -> int:
    """Index of the query the shared input edits on the MAP lesson."""
    return min(st.session_state.get(ACTIVE, 0), len(_stored()) - 1)


def _stored() -> list[Scenario]:
    """The stored query set; at first the user's own query, then one
    example query that differs from it (labelled as an example)."""
    stored = st.session_state.get(QUERIES)
    if stored:
        return stored
    own = scenario()
    other = next(
        BY_ID[i].scenario
        for i in ("ex1b", "ex1a")
        if BY_ID[i].scenario.ranking != own.ranking or BY_ID[i].scenario.qrels != own.qrels
    )
    return [Scenario(own.ranking, own.qrels), Scenario(other.ranking, other.qrels)]


def queries() -> list[Scenario]:
    """The MAP query set; its active query always *is* the shared scenario."""
    stored = list(_stored())
    current = scenario()
    stored[active()] = Scenario(current.ranking, current.qrels)
    return stored


def switch_query(index: int) -> None:
    """Make query ``index`` the one the shared input edits."""
    stored = queries()
    st.session_state[QUERIES] = stored
    st.session_state[ACTIVE] = index
    set_scenario(stored[index].with_changes(k=scenario().k))


def set_queries(new: list[Scenario], index: int = 0) -> None:
    """Replace the whole query set (keeps the current K)."""
    st.session_state[QUERIES] = list(new)
    st.session_state[ACTIVE] = index
    set_scenario(new[index].with_changes(k=scenario().k))


def load_query_set(set_id: str) -> None:
    """Button callback: a ready-made query set, with its K."""
    examples = [BY_ID[i].scenario for i in QUERY_SETS[set_id]]
    st.session_state[QUERIES] = [Scenario(e.ranking, e.qrels) for e in examples]
    st.session_state[ACTIVE] = 0
    set_scenario(examples[0])


def load_example(example_id: str) -> None:
    """Button callback: put a ready-made example into the shared input."""
    set_scenario(BY_ID[example_id].scenario)
    for field in ("ranking", "qrels", "k", "drag"):
        set_error(field, None)

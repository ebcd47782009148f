"""The address bar: read into the session on a first visit and on the
browser's Back and Forward, written after every change, so the link always
reproduces what the page shows. The format itself is :mod:`course.link`."""

from __future__ import annotations

import streamlit as st

from course import link as links
from course.link import PRESENT_PAGES, STEP_PAGES, choices_of

from ..text import input_message
from . import queries as query_set
from .scenario import scenario, set_error, set_scenario
from .session import (
    PAGE,
    PRESENT,
    choices,
    fields,
    language,
    page,
    presenting,
    set_choice,
    set_field,
    set_step,
    step,
)

URL_READ = "url_read"
URL_SHOWN, URL_STATE = "url_shown", "url_state"

#: Which input field a link's problem belongs to (by the error's ``field``).
_FIELDS = {"ranking": "ranking", "judgments": "qrels", "k": "k"}

#: Every message a link can leave, cleared when another link is read.
_NOTICES = ("url", "url_part", "url_k", "url_choice")


def _url_now() -> dict[str, list[str]]:
    """The address bar's parameters as they are now."""
    return {k: st.query_params.get_all(k) for k in st.query_params}


def shown_state() -> tuple:
    """What the link encodes, as this session holds it now: the list, MAP's
    queries, the step, the page's choices and typed fields (everything a
    number on the page depends on)."""
    on = page()
    return (
        scenario(), tuple(query_set.stored()), query_set.active(),
        step(on) if on in STEP_PAGES else None, tuple(choices(on).items()), tuple(fields(on).items()),
    )  # fmt: skip


def _shown(params: dict[str, str | list[str]]) -> dict[str, list[str]]:
    return {k: v if isinstance(v, list) else [v] for k, v in params.items()}


def read_url(on: str = "") -> None:
    """Load what the link holds on a session's first run, and again when the
    address bar holds another link than the one last written while the
    session's own state is unchanged since: the browser's Back and Forward
    buttons. The page then follows the link, so the link always shows what
    the page shows. An edit made in this run wins (it is written to the URL
    next), and a page switch, which drops the parameters, keeps the state.

    What a link cannot carry is recorded per field (:data:`_FIELDS`) and
    once for the page (:data:`_NOTICES`), with the link's own text kept for
    the input fields, so nothing is lost."""
    st.session_state[PAGE] = on
    now = _url_now()
    if st.session_state.get(URL_READ):
        if now == st.session_state.get(URL_SHOWN) or not (
            "ranking" in now or "q" in now or any(f in now for f in links.FIELDS.get(on, {}))
        ):
            return
        if shown_state() != st.session_state.get(URL_STATE):
            return
        for field in ("ranking", "qrels", "k", *_NOTICES):
            set_error(field, None)
    st.session_state[URL_READ] = True
    st.session_state[URL_SHOWN] = now
    link = links.read(now, on)
    for name, allowed in choices_of(on).items():  # what the link leaves out is the default
        set_choice(on, name, link.choices.get(name, allowed[0]))
    if link.step is not None:
        set_step(on, link.step)
    for name in links.FIELDS.get(on, {}):  # what the link leaves out is empty
        set_field(on, name, link.fields.get(name, ""))
    if link.queries:
        st.session_state[query_set.QUERIES] = list(link.queries)
        st.session_state[query_set.ACTIVE] = link.active
    if link.scenario is not None:
        set_scenario(link.scenario)
    for notice, err in link.problems:
        message = input_message(err)
        set_error(notice, message)
        if err.field in _FIELDS:
            set_error(_FIELDS[err.field], message)
    if link.texts:
        st.session_state["url_text"] = link.texts


def current_link() -> links.Link:
    """This session's state as a :class:`course.link.Link` of this page."""
    on = page()
    carried = on == "map" or (on in links.QUERY_PAGES and query_set.queries_kept() is not None)
    return links.Link(
        page=on, scenario=scenario(),
        queries=tuple(query_set.queries()) if carried else (),
        active=query_set.active() if carried else 0,
        fields=fields(on),
        step=step(on) if on in STEP_PAGES else None, lang=language(),
        present=presenting() and on in PRESENT_PAGES,
        choices=choices(on),
    )  # fmt: skip


def write_url() -> None:
    """Make the address bar reproduce the current page exactly, and the
    room this session is in (:mod:`ui.room_link`: a reload takes it back)."""
    from ..room_link import params as room_params

    wanted = _shown({**links.write(current_link()), **room_params()})
    if _url_now() != wanted:
        st.query_params.from_dict(wanted)
    st.session_state[URL_SHOWN] = wanted
    st.session_state[URL_STATE] = shown_state()


def root() -> str:
    """The path the app is served at (``/`` or ``--server.baseUrlPath``'s)."""
    return links.root_path(st.get_option("server.baseUrlPath") or "")


def app_address() -> str:
    """This page's address as a link should give it: the configured public
    address (``browser.serverAddress``) in place of a local one."""
    return links.public_base(
        st.context.url or "", st.get_option("browser.serverAddress"),
        st.get_option("browser.serverPort"),
    )  # fmt: skip


def reachable_address() -> tuple[str, bool]:
    """This page's address as phones on the network open it, and whether
    they can: the public address when one is configured; served on every
    interface (Streamlit's default, no ``server.address``), the machine's
    network address, as Streamlit's own "Network URL"; served on loopback
    only, the local address and ``False``."""
    from urllib.parse import urlsplit

    from streamlit import net_util

    address = app_address()
    if not links.local_only(address):
        return address, True
    served = st.get_option("server.address")
    # 0.0.0.0 and :: are every interface (the README's class command), not loopback.
    if served and served not in ("0.0.0.0", "::") and links.local_only(f"//{served}"):
        return address, False
    ip = net_util.get_internal_ip()
    if not ip:
        return address, False
    port = urlsplit(address).port or st.get_option("server.port")
    return links.public_base(address, ip, port), True


def local_host() -> str | None:
    """The host name when links to this app open only on this machine
    (served on localhost and no public address configured), else None."""
    from urllib.parse import urlsplit

    address = app_address()
    return urlsplit(address).hostname if links.local_only(address) else None


def share_link() -> str:
    """The link that reproduces what is on screen (never in present mode)."""
    from urllib.parse import urlencode

    # Neither present mode nor a room: a link shared is a page, not a seat.
    params = {k: v for k, v in _url_now().items() if k not in (PRESENT, "room", "learner")}
    query = urlencode({k: v if len(v) > 1 else v[0] for k, v in params.items()}, doseq=True)
    base = app_address()
    return f"{base}?{query}" if query else base

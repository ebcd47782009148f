"""The shared ranking input: type it, tick or grade it, drag it, cut it at K.

Rendered by ``app.py`` in the sidebar of every lesson, so it keeps its state
across pages. Widgets only *propose* a change; :mod:`ui.state` keeps the last
valid scenario, so a bad entry shows a message and changes nothing else.
"""

from __future__ import annotations

import hashlib
import re

import pandas as pd
import streamlit as st

from course.scenario import (
    GRADES,
    MAX_K,
    Scenario,
    format_qrels,
    format_ranking,
    parse_k,
    parse_qrels,
    parse_ranking,
)

from . import state
from .render import errors_below
from .text import input_message, sentence
from .words.inputs import T

#: Longest list the drag view offers (longer lists are typed).
DRAG_LIMIT = 40

#: Calm, readable drag boxes (the component's default is a saturated red).
DRAG_STYLE = """
.sortable-component { border: none; padding: 0; }
.sortable-container { background-color: #f1f3f5; border-radius: 6px; }
.sortable-container-header { font-size: 0.85rem; font-weight: 600; color: #343a40; }
.sortable-item, .sortable-item:hover {
  background-color: #ffffff; color: #212529; border: 1px solid #ced4da;
  font-size: 0.9rem; height: auto; min-height: 1.9rem;
}
"""

RANKING, QRELS, K, GRADED, MODE = "in_ranking", "in_qrels", "in_k", "in_graded", "in_mode"
TABLE_OPEN = "in_labels_open"


def _remember_table() -> None:
    st.session_state[TABLE_OPEN] = bool(st.session_state.get(f"{TABLE_OPEN}_widget"))


def _sync(key: str, value: object) -> None:
    """Show ``value`` in widget ``key`` unless the widget already reflects it.

    The widget is overwritten only when the part of the scenario it shows
    changed elsewhere, so an entry the user is still mending is kept. Either
    way its text is handed to the browser on every run, never left to the
    field's empty default, which a run cut short (:func:`ui.state.begin_run`)
    once sent back as an edit that emptied the judgments."""
    marker = f"{key}__shown"
    if st.session_state.get(marker) != value or key not in st.session_state:
        st.session_state[key] = value
        st.session_state[marker] = value
    else:
        st.session_state[key] = st.session_state[key]


def _mark(key: str, value: object) -> None:
    st.session_state[f"{key}__shown"] = value


def _on_text(key: str, field: str, parse, change: str, shown) -> None:
    """Apply a typed field (ranking or judgments) if it parses; else record
    its message and leave the scenario, and the typed text, as they are."""
    s = state.scenario()
    try:
        value = parse(st.session_state[key])
    except ValueError as err:
        state.set_error(field, sentence(input_message(err)))
        return
    state.set_error(field, None)
    new = s.with_ranking(value) if change == "ranking" else s.with_changes(**{change: value})
    _mark(key, shown(new))
    state.set_scenario(new)


def _text_field(name: str, on_change_args: tuple, errs: dict[str, str]) -> None:
    """A typed field (``ranking`` or ``qrels``) with its message right under it.

    The ranked list is a text area that grows with what is typed, so a long
    list can be read back whole (a one-line field showed about 38
    characters); a new line separates items as a comma does."""
    field = st.text_area if name == "ranking" else st.text_input
    sizing = {"height": "content"} if name == "ranking" else {}
    field(
        T[f"{name}_label"], key=on_change_args[0], on_change=_on_text, args=on_change_args,
        help=T[f"{name}_help"], **sizing,
    )  # fmt: skip
    errors_below(errs.get(name))


_ON_RANKING = (RANKING, "ranking", parse_ranking, "ranking", lambda n: format_ranking(n.ranking))
_ON_QRELS = (QRELS, "qrels", parse_qrels, "qrels", lambda n: format_qrels(n.qrels))


def _on_k() -> None:
    """K's one rule (:func:`course.scenario.parse_k`, the library's): a whole
    number from 1 to 10,000; an empty field keeps K as it was."""
    value = st.session_state[K]
    if value is None:
        state.set_error("k", sentence(T["k_range"].format(limit=MAX_K)))
        return
    try:
        k = parse_k(value)
    except ValueError as err:
        state.set_error("k", sentence(input_message(err)))
        return
    state.set_error("k", None)
    state.set_scenario(state.scenario().with_changes(k=k))


def _refused_k_in_field() -> bool:
    """True while the K field holds what was typed there and refused (it
    stays, beside its message, to be mended); a link's refused K is not in
    the field, which shows the K in use."""
    if K not in st.session_state or not state.errors().get("k"):
        return False
    value = st.session_state[K]
    if value is None:
        return True
    try:
        parse_k(value)
    except ValueError:
        return True
    return False


def _on_labels() -> None:
    """The labels' mode, chosen: "relevant or not" makes every grade above 1
    a 1 (the page then shows and uses relevant / not relevant; the browser's
    Back brings the grades back)."""
    mode = st.session_state[GRADED]
    state.set_choice(state.page(), "labels", mode)
    s = state.scenario()
    if mode == "binary" and any(g > 1 for _, g in s.qrels):
        state.set_scenario(s.with_changes(qrels={i: min(g, 1) for i, g in s.qrels}))


def _table_rows(s: Scenario) -> list[str]:
    return list(s.ranking) + s.not_retrieved


def _label_table(s: Scenario, graded: bool) -> None:
    rows = _table_rows(s)
    judged = s.judgments
    frame = pd.DataFrame(
        {
            T["col_rank"]: [str(r) for r in range(1, len(s.ranking) + 1)]
            + [T["not_retrieved_rank"]] * len(s.not_retrieved),
            T["col_item"]: rows,
        }
    )
    if graded:
        frame["grade"] = [judged.get(i, 0) for i in rows]
        config = {
            "grade": st.column_config.SelectboxColumn(
                T["col_grade"], options=list(GRADES), required=True
            )
        }
    else:
        frame["relevant"] = [judged.get(i, 0) > 0 for i in rows]
        config = {"relevant": st.column_config.CheckboxColumn(T["col_relevant"])}
    key = f"in_table_{s.digest(with_k=False)}_{int(graded)}"
    edited = st.data_editor(
        frame,
        key=key,
        hide_index=True,
        disabled=[T["col_rank"], T["col_item"]],
        column_config=config,
        width="stretch",
        height=min(36 * (len(rows) + 1) + 3, 400),
    )
    column = "grade" if graded else "relevant"
    changed = edited[column].to_numpy() != frame[column].to_numpy()
    if changed.any():
        for item, value in zip(edited[T["col_item"]][changed], edited[column][changed]):
            if graded:
                judged[item] = 0 if value is None else int(value)
            else:
                judged[item] = max(judged.get(item, 0), 1) if value else 0
        state.set_error("qrels", None)
        state.set_scenario(s.with_changes(qrels=judged))
        st.rerun()
    if s.not_retrieved:
        st.caption(T["table_note"])


def _membership(boxes: list[dict]) -> tuple:
    """Which items each box holds, whatever their order inside it."""
    return tuple(tuple(sorted(b["items"])) for b in boxes)


def _drag_key(name: str, shown: tuple, items: list[str]) -> str:
    """The component's key: stable while it already shows ``shown``; new
    when what it should show changed elsewhere, so it starts again from the
    current scenario (the component reads its boxes only when created).

    Each component compares only what it displays: reordering the list does
    not rebuild the label boxes, and labelling does not rebuild the list.
    Rebuilding one loads a fresh iframe, the slowest part of a drag."""
    seen, epoch = f"drag_{name}_seen", f"drag_{name}_epoch"
    if st.session_state.get(seen) != shown:
        st.session_state[epoch] = st.session_state.get(epoch, 0) + 1
        st.session_state[seen] = shown
    digest = hashlib.sha1("\x1f".join(sorted(items)).encode()).hexdigest()[:10]
    return f"drag_{name}_{st.session_state[epoch]}_{digest}"


def _accept_drag(name: str, new: Scenario, shown: tuple) -> None:
    """Take a dropped change; ``shown`` is what the component now displays."""
    st.session_state[f"drag_{name}_seen"] = shown
    state.set_scenario(new)
    st.rerun()


def _sort_items(boxes: list[dict], key: str) -> list[dict] | None:
    """The drag component (streamlit-sortables), loaded on first use: typing
    never pays for it."""
    from streamlit_sortables import sort_items

    return sort_items(
        boxes, multi_containers=True, direction="vertical", custom_style=DRAG_STYLE, key=key
    )


def _drag_order(s: Scenario) -> None:
    st.caption(T["drag_intro"])
    boxes = [
        {"header": T["drag_ranked"], "items": list(s.ranking)},
        {"header": T["drag_tray"], "items": s.not_retrieved},
    ]
    # The ranked box's order matters; the tray is a set.
    shown = (tuple(s.ranking), tuple(sorted(s.not_retrieved)))
    key = _drag_key("order", shown, _table_rows(s))
    result = _sort_items(boxes, key)
    if not result:
        return
    ranking, tray = list(result[0]["items"]), list(result[1]["items"])
    dropped = (tuple(ranking), tuple(sorted(tray)))
    if dropped == shown:
        return
    if not ranking:
        st.session_state["drag_order_seen"] = None  # start the widget again
        state.set_error("drag", T["drag_empty"])
        st.rerun()
    judgments = s.judgments
    for item in tray:
        judgments[item] = max(judgments.get(item, 0), 1)
    state.set_error("drag", None)
    _accept_drag("order", s.with_ranking(ranking, qrels=judgments), dropped)


def _natural(item: str) -> list:
    """Sort key reading digits as numbers: ``i2`` before ``i10``."""
    return [
        (0, int(p), "") if p.isdigit() else (1, 0, p.casefold()) for p in re.split(r"(\d+)", item)
    ]


def _drag_labels(s: Scenario, graded: bool) -> None:
    st.caption(T["drag_labels_intro"])
    judged = s.judgments
    # Items sit in their boxes in a fixed (natural) order, not in rank
    # order, so reordering the list leaves these boxes as they are.
    rows = sorted(_table_rows(s), key=_natural)
    levels = GRADES if graded else (0, 1)
    headers = [T["drag_bin_0"]] + [
        T["drag_bin_grade"].format(grade=g) if graded else T["drag_bin_1_binary"]
        for g in levels[1:]
    ]
    boxes = [
        {"header": h, "items": [i for i in rows if min(judged.get(i, 0), levels[-1]) == g]}
        for h, g in zip(headers, levels)
    ]
    shown = _membership(boxes)
    key = _drag_key(f"labels{int(graded)}", shown, rows)
    result = _sort_items(boxes, key)
    if not result or _membership(result) == shown:
        return  # nothing dropped, or only moved within a box
    for box, grade in zip(result, levels):
        for item in box["items"]:
            if not graded and grade == 1:
                judged[item] = max(judged.get(item, 0), 1)
            else:
                judged[item] = grade
    _accept_drag(f"labels{int(graded)}", s.with_changes(qrels=judged), _membership(result))


def language_switch() -> None:
    """English / 한국어 at the foot of the sidebar; the choice lives under a
    non-widget key (:func:`ui.state.choose_language`) and in the link."""
    from .words import lang
    from .words.frame import T as FRAME

    key = "lang_pick"
    st.session_state[key] = st.session_state.get(lang.KEY, lang.DEFAULT)
    st.sidebar.radio(
        FRAME["language"], lang.LANGUAGES, format_func=lang.NAMES.get, key=key, horizontal=True,
        on_change=lambda: state.set_language(st.session_state[key]),
    )  # fmt: skip


def link_notice() -> None:
    """Say, once and at the top of the page, what a link could not carry.

    Drawn in the page itself rather than the sidebar, which a phone keeps
    closed: someone who opens a colleague's link there must see why the
    page differs from what was sent. The field's own message stays beside
    the field in the sidebar until it is fixed."""
    errs = state.errors()
    for key in ("url", "url_part", "url_k", "url_choice"):
        if key in errs:
            st.warning(T[f"{key}_bad"].format(message=errs.pop(key)))


def scenario_input() -> Scenario:
    """Render the shared input in the sidebar; return the valid scenario.

    ``app.py`` has already read the URL this run (:func:`ui.state.read_url`)."""
    s = state.scenario()
    pending = st.session_state.pop("url_text", None)
    _sync(RANKING, format_ranking(s.ranking))
    _sync(QRELS, format_qrels(s.qrels))
    # K is written into its widget on every run (not only when it changed):
    # the browser then always shows the scenario's K, even where it has just
    # drawn the widget anew, and never sends back the widget's own default.
    on_map = state.page() == "map"  # MAP scores every query at one K
    depth = state.set_k() if on_map else s.depth
    if not _refused_k_in_field():
        st.session_state[K] = float(depth if depth >= 1 else 1)
    if pending:  # a bad link: show its own text so it can be fixed
        st.session_state[RANKING] = pending.get("ranking") or st.session_state[RANKING]
        st.session_state[QRELS] = pending.get("qrels") or st.session_state[QRELS]
    # Options are ids ("type"/"drag", "binary"/"graded") shown in the
    # session's language, so a language switch keeps the choice. The mode
    # shown is the mode used: grades above 1 (typed, dragged, or in a link)
    # are graded labels, whatever was chosen before.
    if any(g > 1 for _, g in s.qrels):
        state.set_choice(state.page(), "labels", "graded")
    st.session_state[GRADED] = state.choice(state.page(), "labels")
    errs = state.errors()
    with st.sidebar:
        st.markdown(f"### {T['heading']}\n:small[:gray[{T['intro']}]]")
        # Every widget keeps its place in the sidebar whichever way of
        # editing is shown: the parts that come and go sit in containers.
        # (A widget that moves is drawn anew by the browser, which on a busy
        # machine showed K's default, 1, and then sent it as an edit.)
        # Only the chosen way of editing is built, so typing never pays for
        # the drag components (iframes) and dragging never for the table.
        mode = st.radio(
            T["mode_label"], ["type", "drag"], key=MODE, horizontal=True,
            label_visibility="collapsed",
            format_func={"type": T["tab_type"], "drag": T["tab_drag"]}.get,
        )  # fmt: skip
        ranking_slot = st.container()
        graded = (
            st.radio(
                T["labels_mode"],
                ["binary", "graded"],
                key=GRADED,
                horizontal=True,
                format_func={"binary": T["mode_binary"], "graded": T["mode_graded"]}.get,
                on_change=_on_labels,
            )  # fmt: skip
            == "graded"
        )
        if graded and any(g > 1 for _, g in s.qrels):
            st.caption(T["labels_binary_note"])
        with st.container():
            if mode == "type":
                with ranking_slot:
                    _text_field("ranking", _ON_RANKING, errs)
                _text_field("qrels", _ON_QRELS, errs)
                # Built only while open (a lazy expander), so edits elsewhere
                # don't pay for the table; remembered across pages.
                opened = st.session_state.get(TABLE_OPEN, False)
                box = st.expander(
                    T["table_label"], expanded=opened, key=f"{TABLE_OPEN}_widget",
                    on_change=_remember_table,
                )  # fmt: skip
                if box.open:
                    with box:
                        _label_table(s, graded)
            elif len(_table_rows(s)) > DRAG_LIMIT:
                st.info(T["drag_too_long"].format(limit=DRAG_LIMIT))
            else:
                errors_below(errs.get("drag"))
                _drag_order(s)
                _drag_labels(s, graded)
        # No min or max: the browser would refuse 0 or 100000 itself, with
        # an English "!" seen only on hover, and send nothing; here every
        # value typed comes to K's one rule, whose message shows under it.
        # A float, so 3.5 is not rounded to 3 on its way.
        st.number_input(
            T["k_label"],
            value=None,
            step=1.0,
            format="%g",
            key=K,
            on_change=_on_k,
            help=T["k_help"],
        )
        with st.container(key="k_message"):
            # The page below still shows the last K that was kept: say so.
            kept = T["k_kept"].format(k=s.depth) if errs.get("k") else ""
            errors_below(f"{errs['k']} {kept}" if errs.get("k") else None)
        if errs.get("k"):
            # A long list puts the field low in the sidebar: its message
            # would sit below a laptop's screen, only a red border showing.
            from .scroll import scroll_to

            scroll_to("k_message", f"{st.session_state.get(K)!r}:{errs['k']}", nearest=True)
        if s.k is None and on_map:
            st.caption(T["k_whole_map"].format(n=depth))
        elif s.k is None:
            st.caption(T["k_whole"].format(n=len(s.ranking)))
        elif s.k < len(s.ranking):
            st.caption(T["k_shorter"].format(k=s.k, n=len(s.ranking)))
        elif s.k > len(s.ranking):
            st.caption(T["k_longer"].format(k=s.k, n=len(s.ranking)))
    return s

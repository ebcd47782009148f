"""The frame every single-list lesson shares: its opening, guarded
computation, and its closing formulas with the source of the function used."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pandas as pd
import streamlit as st

from course.scenario import Scenario

from . import state
from .downloads import downloads  # noqa: F401 (each lesson's lesson.downloads)
from .present import (  # noqa: F401 (each lesson's lesson.walk_only, .running_sum, …)
    RUNNING,
    answer_hidden,
    audience_link,
    guessing,
    present_footer,
    present_style,
    present_values,
    running_sum,
    sums_wait,
    values_held,
    values_row,
    waits_line,
    walk_only,
)
from .render import (
    WIDE,
    scroll_hint,
    table,
    table_html,
)
from .text import scenario_summary
from .tries import GUESS_MODE, predict, what_if  # noqa: F401 (each lesson's lesson.predict, .what_if)
from .words.common import T as C


def opening(words: dict[str, str], *, summary: bool = True) -> Scenario:
    """Title, one-sentence intuition, the symbols in plain words and
    (optionally) the scenario in brief; in present mode, no glossary."""
    s = state.scenario()
    st.title(words["title"])
    if not state.presenting():  # in present mode the teacher says it
        st.markdown(words["intuition"])
        glossary(words["symbols"])
    if summary:
        shown = scenario_summary(s)
        if state.presenting():  # one paragraph: the lines it saves keep the values on screen
            shown = shown.replace("  \n", " · ")
        st.markdown(shown)
    return s


def walkthrough(draw: Callable[[], None]) -> Callable[[], None]:
    """Decorator of a lesson's walkthrough: a fragment (a press of Next
    reruns it alone); on a phone following a room, the room's box above it
    and the teacher's step (:func:`ui.learner.walkthrough`). While the room
    guesses, the walkthrough waits (:func:`guessing`)."""
    import functools

    from . import learner, room

    @functools.wraps(draw)
    def run() -> None:
        seen = room.seen_by_teacher()
        if answer_hidden():
            guessing()
        else:
            draw()
        room.drawn(seen)  # not reached when a poll cuts this run short

    return learner.walkthrough(run)


def toolbar(page: str, handout: Callable[[], str] | None) -> None:
    """Take the lesson away: a Markdown handout (where the page has one), and
    present mode."""
    if walk_only():
        return
    with st.container(horizontal=True, vertical_alignment="center"):
        if handout is not None:
            st.download_button(
                C["handout"], handout, file_name=f"{page}_handout.md", mime="text/markdown",
                on_click="ignore", icon=":material/description:", key=f"{page}_handout",
                help=C["handout_help"],
            )  # fmt: skip
        st.button(
            C["present"], icon=":material/slideshow:", key=f"{page}_present",
            on_click=state.set_presenting, args=(True,), help=C["present_help"],
        )  # fmt: skip


def handout(
    title: str,
    values: list[tuple[str, str]],
    steps,
    formulas: list[str],
    choices: list[tuple[str, str]] = (),
) -> Callable[[], str]:
    """The lesson as a Markdown handout (the scenario, what was chosen on the
    page that changes its numbers, its headline values, the step table, the
    formulas and the link that reproduces it all), made when the button is
    pressed. The press is served outside the page's run, so everything that
    belongs to the session (its language, scenario and link) is read now."""
    from . import export
    from .words.columns import T as COLUMNS

    words, columns = dict(C.table()), dict(COLUMNS.table())
    summary, link = scenario_summary(state.scenario()), state.share_link()
    host = state.local_host()
    note = words["link_local_only"].format(host=host) if host else None

    def make() -> str:
        chosen = [(words["handout_choices"], "\n".join(f"- {k}: {v}" for k, v in choices))]
        sections = [
            (words["handout_scenario"], summary),
            *(chosen if choices else []),
            (words["handout_values"], "\n".join(f"- {k}: **{v}**" for k, v in values)),
            (words["handout_steps"], export.table_markdown(steps.rename(columns=columns))),
            (words["handout_formulas"], "\n\n".join(f"$$\n{f}\n$$" for f in formulas)),
        ]
        return export.handout(title, sections, link, words["handout_link"], note)

    return make


GLOSSARY_OPEN = "glossary_open"


def glossary(symbols: str) -> None:
    """The lesson's symbols in plain words, in an expander that starts open;
    closing it once closes it on every lesson (remembered per session)."""

    def remember() -> None:
        st.session_state[GLOSSARY_OPEN] = st.session_state["glossary_widget"]

    with st.expander(
        C["glossary"], expanded=st.session_state.get(GLOSSARY_OPEN, True), key="glossary_widget",
        on_change=remember,
    ):  # fmt: skip
        st.markdown(symbols)


def computed(compute: Callable[[], Any]) -> Any:
    """Run ``compute``; a ``ValueError`` becomes a message and ends the page."""
    try:
        return compute()
    except ValueError as err:
        from . import learner

        st.error(C["error"].format(message=err))
        learner.stopped_early()  # a phone in a room still follows the teacher
        st.stop()


def typed(page: str, name: str, label: str, *, area: bool = False, **options) -> str:
    """A typed field of the page (:data:`course.link.FIELDS`): the text as
    typed, kept under a non-widget key and part of the link, like
    :func:`choose`; the page checks it and says what it cannot read, and
    the field keeps what was typed."""
    key = f"{page}_{name}_field"
    now = state.field(page, name)
    state.show(key, now)  # a link just read, a first visit, a run cut short

    def remember() -> None:
        state.set_field(page, name, st.session_state[key])

    widget = st.text_area if area else st.text_input
    widget(label, key=key, on_change=remember, **options)
    return state.field(page, name)


def choose(
    page: str, name: str, labels: dict[str, str], label: str, *, kind: str = "radio", **options
) -> str:
    """A choice of the page that changes its numbers or what is open (nDCG's
    gain, MAP's rule, the open section, RBP's p…), drawn as a radio, a
    segmented control or a slider; returns the chosen option (a key of ``labels``).

    The choice lives under a non-widget key (:func:`ui.state.choice`), so it
    survives a visit to another page, and is part of the link: a press
    updates it before the page reruns, and the link follows in the same run.
    A segmented control (or pills, which wrap as separate chips on a phone,
    where a segmented control's joined buttons broke apart) is always
    ``required``: pressing the chosen option again keeps it, rather than
    choosing nothing."""
    key = f"{page}_{name}_pick"
    now = state.choice(page, name)
    if walk_only():  # the walkthrough alone: the choice holds, unseen
        return now
    state.show(key, now)

    def remember() -> None:
        state.set_choice(page, name, st.session_state[key])

    if kind == "slider":  # options in ``labels``' order (RBP's p, low to high)
        st.select_slider(
            label, list(labels), format_func=labels.get, key=key, on_change=remember, **options
        )
    elif kind in ("segmented", "pills"):  # pills wrap as separate chips on a phone
        widget = st.segmented_control if kind == "segmented" else st.pills
        widget(
            label, list(labels), format_func=labels.get, key=key, required=True,
            on_change=remember, **options,
        )  # fmt: skip
    else:
        st.radio(
            label, list(labels), format_func=labels.get, key=key, on_change=remember, **options
        )
    return state.choice(page, name)


def sections(page: str, labels: dict[str, str]) -> str:
    """A row of section buttons above the lesson; returns the chosen one's
    name (a key of ``labels``). Only that section is then built, and it is
    part of the link (``section=whatif``).

    A segmented control rather than ``st.tabs``: an edit redraws one
    section, not the whole lesson, and the browser redraws a segmented
    control in a fraction of the time it takes for tabs."""
    return choose(
        page, "section", labels, C["sections_label"], kind="segmented",
        label_visibility="collapsed", width="stretch",
    )  # fmt: skip


def stage() -> tuple:
    """Where a walkthrough's parts go: ``(left, right)``. In present mode the
    table on the left and, beside it, the step's sentence, the lesson's key
    values and (at the last step) the final value, so all of it is on the
    first screen of a 1,280 × 720 projector (one under the other, the table
    and then the story, were 250 px too tall); on a phone the columns stack.
    Otherwise one container: the table, then the story."""
    if state.presenting():
        return tuple(st.columns([3, 2], gap="medium"))
    here = st.container()
    return here, here


def tell(story: str, values) -> None:
    """The walkthrough's right side: the step's sentences, then, in present
    mode, the lesson's key values (:func:`present_values`) and the link for
    the audience (:func:`audience_link`)."""
    st.markdown(story)
    present_values(values)
    audience_link()


#: Present mode shows the walkthrough's latest ranks, so the table and the
#: step's sentence fit a projector's first screen however long the list.
PRESENT_ROWS = 7


def present_rows(n: int, highlight=None, keep=None, limit: int = PRESENT_ROWS) -> list[int]:
    """The positions of the rows present mode shows of ``n``, in order: the
    rows the step's sentence needs first (the latest rank, ``keep``, then the
    highlighted ranks, latest first: the hits AP sums), then the latest others;
    as many as fit in ``limit`` rows with a half-row mark for each run of
    ranks left out.

    >>> present_rows(12, [i in (1, 3, 6, 8, 11) for i in range(12)])
    [1, 3, 6, 8, 11]
    >>> present_rows(12)  # the latest six, and a mark above them
    [6, 7, 8, 9, 10, 11]
    >>> present_rows(4)
    [0, 1, 2, 3]
    """
    marked = [] if highlight is None else [i for i, on in enumerate(highlight) if on]
    needed = [n - 1, *([keep] if keep is not None and 0 <= keep < n else [])]
    needed = list(dict.fromkeys(needed + sorted(marked, reverse=True)))[:limit]
    # The other rows fill what is left, latest first; a mark for ranks left
    # out takes about half a row's height, so the rows and their marks
    # together take no more than ``limit`` rows (the needed ones always shown).
    shown = sorted(needed)
    for i in range(n - 1, -1, -1):
        more = sorted({*shown, i})
        if len(more) > limit or len(more) + sum(1 for g in skipped(more, n) if g) / 2 > limit:
            break
        shown = more
    return shown


def skipped(shown: list[int], n: int) -> list[int]:
    """How many rows are left out before each shown row (and none after the
    last, which is the latest rank).

    >>> skipped([1, 3, 6, 8, 9, 10, 11], 12)
    [1, 1, 2, 1, 0, 0, 0]
    """
    return [i - (shown[j - 1] + 1 if j else 0) for j, i in enumerate(shown)]


#: The walkthrough's table as last drawn in present mode or on a phone
#: following a room: (what it shows, its HTML).
_WALK_TABLE = "walk_table_kept"


def step_table(
    page: str,
    visible,
    beginner: list[str],
    highlight,
    bar: str | None = None,
    keep=None,
    waits: tuple[str, ...] = (),
) -> None:
    """The walkthrough's table: the few columns the story needs, or every
    column when the learner asks for them (a toggle above the table), with
    the table to take away. ``keep``: the index of a row present mode must
    show among its latest ranks (reciprocal rank's first relevant one, the
    row its value comes from). ``waits``: columns of this lesson's that are
    one step from the room's answer besides the running sums (P@k's hits,
    R-precision's P@k), which wait with them."""
    if walk_only():  # the story's columns, the latest ranks, nothing to press
        if sums_wait():  # a running sum is one division from the answer: it waits
            beginner = [c for c in beginner if c not in RUNNING and c not in waits]
            bar = bar if bar in beginner else None
        # Kept from the last run while what it shows is the same: a phone in
        # a room redraws its walkthrough each time it looks at the room.
        key = (page, state.language(), state.shown_state(), len(visible), tuple(beginner), bar)
        kept = st.session_state.get(_WALK_TABLE)
        if kept is None or kept[0] != key:
            on = None if highlight is None else highlight.reindex(visible.index).to_numpy()
            keep_at = visible.index.get_loc(keep) if keep in visible.index else None
            at = present_rows(len(visible), on, keep_at, PRESENT_ROWS)
            rows = visible.iloc[at]
            marks = None if on is None else pd.Series(on[at], index=rows.index)
            gaps = {i: n for i, n in enumerate(skipped(at, len(visible))) if n}
            kept = (key, table_html(rows[beginner], highlight=marks, bar=bar, gaps=gaps))
            st.session_state[_WALK_TABLE] = kept
        st.html(kept[1])
        return
    with st.container(horizontal=True, vertical_alignment="center"):
        every = st.toggle(
            C["every_column"], key=f"{page}_every_column", help=C["every_column_help"]
        )
        downloads(visible, f"{page}_steps", labelled=True)
    shown = visible if every else visible[beginner]
    if len(shown.columns) > WIDE:
        scroll_hint(C["scroll_hint"])
    table(shown, highlight=highlight, bar=bar)


def require_rows(steps) -> None:
    """End the page with a short note when there is no rank to show."""
    if steps.empty:
        from . import learner

        st.info(C["empty"])
        learner.stopped_early()  # a phone in a room still follows the teacher
        st.stop()


def closing(words: dict[str, str], latex: str | list[str], function: Callable) -> None:
    """The formulas, every symbol in words, and the code that computed it all."""
    st.header(words["formula_heading"])
    for formula in [latex] if isinstance(latex, str) else latex:
        # One equation per line: side by side they ran past a phone's edge.
        for equation in formula.split(r"\qquad"):
            st.latex(equation.strip())
    st.markdown(words["symbols"])
    # Drawn only once opened: the highlighted source was a fifth of the
    # browser's script time on a lesson's page (most readers never open it).
    source = st.expander(C["source_heading"], key="closing_source", on_change="rerun")
    if source.open:
        with source:
            st.caption(C["source_note"])  # in Korean: the code's own words stay English
            st.code(inspect.getsource(function), language="python")

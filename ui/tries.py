"""A learner's own tries in a lesson: "Guess before you look" (the page
waits for the guess, then says how far off it was and which known mistake it
matches) and "what if" (the best and the worst order of the same items, one
click to load either). The frame of a lesson is :mod:`ui.lesson`."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from course.answers import close, diagnose, parse_number, read_differently
from metrics.lists.core import best_and_worst_orders

from . import state
from .render import errors_below, md, num, range_html
from .words.common import T as C
from .words.mistakes import T as MISTAKES

GUESS_MODE = "guess_mode"


def predict(page: str, question: str, what: str, truth: float, mistakes: dict[str, float]) -> None:
    """ "Guess before you look": when the learner turns it on (once, for
    every lesson), the rest of the page waits until they press Reveal, with
    or without a guess; the reveal says how far off the guess was and which
    known mistake it matches. Off, it is one toggle and changes nothing."""
    from . import room

    room.remember_question(page, question, what, truth, mistakes)  # a room may ask it
    from .lesson import walk_only

    if walk_only():
        return
    toggle = f"{page}_guess_toggle"
    st.session_state[toggle] = st.session_state.get(GUESS_MODE, False)

    def remember() -> None:
        st.session_state[GUESS_MODE] = st.session_state[toggle]

    if not st.toggle(
        C["guess_toggle"], key=toggle, on_change=remember, help=C["guess_toggle_help"]
    ):
        return
    digest = f"{page}:{state.scenario().digest()}"
    revealed_key = f"{page}_revealed"
    revealed = st.session_state.get(revealed_key) == digest
    with st.container(border=True):
        st.markdown(question)
        text = st.text_input(C["guess_label"], key=f"{page}_guess_{digest}")
        given = None
        if text.strip():
            try:
                given = parse_number(text)
                if read_differently(text):
                    st.caption(C["guess_read_as"].format(text=md(text.strip()), value=num(given)))
            except ValueError:
                errors_below(C["guess_not_number"].format(text=md(text.strip())))
        if not revealed:
            st.button(
                C["reveal"], key=f"{page}_reveal", type="primary",
                on_click=lambda: st.session_state.__setitem__(revealed_key, digest),
            )  # fmt: skip
            st.stop()
        values = {"what": what, "truth": num(truth)}
        if given is None:
            st.markdown(C["guess_none"].format(**values))
        elif close(given, truth):
            st.success(C["guess_right"].format(given=num(given), **values))
        else:
            direction = C["guess_high"] if given > truth else C["guess_low"]
            st.warning(
                C["guess_off"].format(
                    given=num(given), diff=num(abs(given - truth)), direction=direction, **values
                )
            )
            known = diagnose(given, truth, mistakes)
            st.markdown(MISTAKES[known] if known else C["guess_why"])


def what_if(page: str, what: str, score: Callable[[list[str]], float], now: float) -> None:
    """The best and the worst order of the same items under the same labels,
    their values (the range ``what`` can take here), and one click to load
    either. ``score(order)`` computes the value of an order."""
    s = state.scenario()
    best, worst = best_and_worst_orders(s.ranking, s.judgments)
    high, low = score(best), score(worst)
    st.subheader(C["whatif_heading"])
    st.markdown(C["whatif_body"].format(what=what, best=num(high), worst=num(low), now=num(now)))
    st.html(range_html(low, high, now, C["whatif_worst"], C["whatif_best"], C["whatif_now"]))
    with st.container(horizontal=True):
        for name, order, value in (("best", best, high), ("worst", worst, low)):
            st.button(
                C[f"whatif_load_{name}"].format(what=what, value=num(value)),
                key=f"{page}_whatif_{name}", disabled=list(s.ranking) == order,
                on_click=state.set_scenario, args=(s.with_changes(ranking=order),),
            )  # fmt: skip

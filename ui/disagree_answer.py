"""The tools-first parts of the /disagree answer: who prints each number on
the user's data, what every modelled tool prints there, and each query's
numbers against every tool (:mod:`metrics.evaluator.explain_models`,
:mod:`metrics.evaluator.explain_queries`). The page draws the rest."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from metrics.evaluator.explain_models import READ_ONLY
from metrics.lists.conventions import TOOLS
from metrics.tools.named import ALSO_NAMED
from metrics.tools.predict import Span
from ui.render import num
from ui.words.conventions import where_checked
from ui.words.disagree import T


def tools_line(names: tuple) -> None:
    """The tools a reading's rules name, and how each was checked."""
    if not names:
        st.caption(T["tools_none"])
        return
    st.markdown(T["tools"].format(tools=", ".join(f"**{n}**" for n in names)))
    # How each tool's rules were checked: run here (which version), or read.
    sources = [f"{t.name}: {where_checked(t)}" for t in TOOLS if t.name in names]
    st.caption(" · ".join(sources))


def _named(names) -> str:
    """Tool names in a sentence, each read only in its source said so."""
    return ", ".join(T["read_only"].format(name=n) if n in READ_ONLY else n for n in names)


def tools_first(found, what: str) -> None:
    """Who prints the number on these lists or files, before any reading:
    the tools whose model gives it, then those whose span over the orders of
    tied items holds it."""
    if found.printed_by:
        key = "printed_by_one" if len(found.printed_by) == 1 else "printed_by"
        st.success(T[key].format(tools=_named(found.printed_by), what=what))
    spans: dict = {}
    for t in found.consistent:
        spans.setdefault(t.value, []).append(t.name)
    for span, names in spans.items():
        key = "consistent_one" if len(names) == 1 else "consistent"
        shown = {"low": num(span.low), "high": num(span.high)}
        said = T[key].format(tools=_named(names), what=what, **shown)
        if span.mean is not None:  # McSherry and Najork: what a random order gives on average
            said += " " + T["span_mean"].format(mean=num(span.mean))
        st.info(said)
    if not found.printed_by and not found.consistent:
        st.markdown(T["no_tool"].format(what=what))


def _shown(value) -> str:
    if isinstance(value, Span):
        return T["range"].format(low=num(value.low), high=num(value.high))
    return num(value)


def tools_table(answer, what: str) -> None:
    """What each modelled tool prints on these lists or files."""
    if not answer.tools:
        return
    st.subheader(T["tools_heading"].format(what=what))
    st.dataframe(
        pd.DataFrame({
            T["col_tool"]: [_named([t.name]) for t in answer.tools],
            T["col_prints"]: [_shown(t.value) for t in answer.tools],
        }),
        hide_index=True, width="stretch",
    )  # fmt: skip
    st.caption(T["tools_caption"])


def not_tried(max_k: int) -> None:
    """What the search does not try: the one list, in the page's language."""
    others = ", ".join(t.name for t in ALSO_NAMED)
    st.caption(T["not_tried"].format(max_k=f"{max_k:,}", others=others))


def per_query_box(name: str, given: dict, fits) -> None:
    """A tool's per-query output against every modelled tool, first."""
    n = len(given)
    with st.container(border=True):
        st.markdown(f"#### {T['per_query_heading'].format(name=name, n=n)}")
        agree = [f.name for f in fits if f.all_agree]
        if agree:
            key = "per_query_all_one" if len(agree) == 1 else "per_query_all"
            st.success(T[key].format(tools=_named(agree)))
        else:
            st.warning(T["per_query_none"])
        spans: dict[int, list[str]] = {}
        for f in fits:
            if f.consistent:
                spans.setdefault(f.in_span, []).append(f.name)
        for count, names in spans.items():
            key = "per_query_span" if len(names) == 1 else "per_query_span_many"
            st.info(T[key].format(tools=_named(names), n=count))
        rest = [f for f in fits if not f.all_agree and not f.consistent][:5]
        if rest:
            st.dataframe(
                pd.DataFrame({
                    T["col_tool"]: [_named([f.name]) for f in rest],
                    T["col_agrees"]: [f"{f.agree} / {n}" for f in rest],
                    T["col_first_apart"]: [
                        T["apart"].format(qid=f.differ[0][0], given=f.differ[0][1],
                                          got=_shown(f.differ[0][2]))
                        if f.differ else T["left_out"].format(qids=", ".join(f.left_out[:3]))
                        for f in rest
                    ],
                }),
                hide_index=True, width="stretch",
            )  # fmt: skip

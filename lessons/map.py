"""Lesson: MAP over several queries (or users)."""

import hashlib

import pandas as pd
import streamlit as st

from course.examples import example_of
from course.scenario import MAX_QUERIES, format_qrels, format_ranking
from metrics import AP_MEASURES, average_precision_table, per_query_table
from metrics.lists.queries import column_means, map_under_each_rule
from ui import charts, lesson, state
from ui.render import HIGHLIGHT, chart, num, scroll_hint, table, values_html
from ui.text import items, terms
from ui.words.common import T as C
from ui.words.examples import T as EXAMPLE_WORDS
from ui.words.map import T
from ui.words.measures import T as NAMES

s = state.scenario()
qs = state.queries()
active = state.active()
presenting = state.presenting()
st.title(T["title"])
if not presenting:  # in present mode the teacher says it
    st.markdown(T["intuition"])
    lesson.glossary(T["symbols"])
    lesson.toolbar("map", None)
    st.caption(T["sets_label"])
    with st.container(horizontal=True):
        for set_id in state.QUERY_SETS:
            st.button(
                T[f"set_{set_id}"],
                on_click=state.load_query_set,
                args=(set_id,),
                key=f"map_set_{set_id}",
            )


def add_query() -> None:
    current = state.queries()
    state.set_queries(current + [current[state.active()]], len(current))


def remove_query() -> None:
    current = state.queries()
    index = state.active()
    state.set_queries(current[:index] + current[index + 1 :], max(0, index - 1))


if not presenting:
    left, right, _ = st.columns([1, 1, 3])
    left.button(
        T["add"],
        on_click=add_query,
        disabled=len(qs) >= MAX_QUERIES,
        key="map_add",
        icon=":material/add:",
    )
    right.button(
        T["remove"],
        on_click=remove_query,
        disabled=len(qs) <= 1,
        key="map_remove",
        icon=":material/delete:",
    )
    st.info(T["editing"].format(n=active + 1, total=len(qs)))

rule = lesson.choose(
    "map", "rule", {r: T[f"rule_{r}"] for r in ("zero", "skip")}, T["rule_label"], horizontal=True
)


examples = [example_of(q) for q in qs]
labels = [
    T["query_label"].format(n=i + 1, tag=T["tag_example"] if e else T["tag_yours"])
    for i, e in enumerate(examples)
]
named = {f"q{i}": (q.ranking, q.judgments) for i, q in enumerate(qs, start=1)}
# One K for the whole set: the sidebar's, or else the longest list, so every
# query is scored at the same depth and "MAP@K" names one K.
set_k = state.set_k()
per_query = lesson.computed(lambda: per_query_table(named, set_k, no_relevant=rule))
means = column_means(per_query)
lengths = [len(q.ranking) for q in qs]
n_short = sum(n < set_k for n in lengths)
st.markdown(
    T["set_k"].format(k=set_k, why=T["set_k_longest"] if s.k is None else "")
    + (
        " " + T["set_k_shorter_one" if n_short == 1 else "set_k_shorter"].format(n_short=n_short)
        if n_short
        else ""
    )
)

counted = per_query.loc[per_query["counted"], "map_cut"]
st.html(values_html([(T["map_label"], num(means["map_cut"]), T["map_tip"])]))
st.markdown(
    T["map_sum"].format(
        terms=terms([num(v) for v in counted]),
        n=len(counted),
        value=num(means["map_cut"]),
        k=set_k,
    )
)
if not presenting:
    st.markdown(T["report"])
    st.page_link("lessons/choose.py", label=C["choose_pointer"], icon=":material/help:")
empty = int((per_query["m"] == 0).sum())
by_rule = map_under_each_rule(per_query)


def key_comparison() -> None:
    """The four conventions' means, and what the rule for empty queries does."""
    st.caption(T["means_heading"].format(k=set_k))
    lesson.values_row(
        [(NAMES[m.name]["name"], num(means[m.name]), NAMES[m.name]["short"]) for m in AP_MEASURES]
    )
    if empty:
        st.markdown(
            T["rule_effect"].format(
                zero=num(by_rule["zero"]),
                skip=num(by_rule["skip"]),
                n_empty=empty,
                n=len(qs),
            )
        )
    else:
        st.caption(T["rule_same"])


if presenting:  # the queries beside the value and its conventions, on one screen
    left, right = lesson.stage()
    with left:
        # A plain HTML table, drawn at once: Streamlit's own table showed a
        # grey placeholder on the slide for up to a second while it loaded.
        table(
            pd.DataFrame(
                {
                    # Which queries are the app's examples, as on the page below.
                    T["col_query"]: labels,
                    T["col_ranking"]: [format_ranking(q.ranking) for q in qs],
                    T["col_relevant"]: [format_qrels(q.qrels) for q in qs],
                    NAMES["map_cut"]["label"]: [num(v) for v in per_query["map_cut"]],
                    T["col_counted"]: ["✓" if c else "–" for c in per_query["counted"]],
                }
            )
        )
    with right:
        key_comparison()
    lesson.present_footer()
key_comparison()

st.header(T["table_heading"])
#: The step table's columns the story needs ("Show every column" adds the
#: rest): the AP lesson's, and the query's AP so far.
BEGINNER = ["rank", "item", "rel", "precision", "rel_precision", "sum_rel_precision", "ap"]
# Each AP column as wide as its short label (pixels), so no header is cut.
AP_WIDTHS = {"ap_meanP": 136, "map_cut": 72, "ap_trunc": 100, "ap_hits": 76}
shown = pd.DataFrame(
    {
        T["col_query"]: labels,
        T["col_ranking"]: [format_ranking(q.ranking) for q in qs],
        T["col_relevant"]: [format_qrels(q.qrels) for q in qs],
        T["col_items"]: [T["shorter"].format(n=n) if n < set_k else str(n) for n in lengths],
        T["col_m"]: per_query["m"],
        T["col_hits"]: per_query["hits"],
        **{NAMES[m.name]["label"]: per_query[m.name] for m in AP_MEASURES},
        T["col_rr"]: per_query["recip_rank"],
        T["col_counted"]: per_query["counted"],
    }
)
lesson.downloads(shown, "map_per_query")
scroll_hint(C["scroll_hint"])  # on a phone the AP columns are to the right
digest = hashlib.sha1("_".join(q.digest() for q in qs).encode()).hexdigest()[:12]
event = st.dataframe(
    shown.style.format({NAMES[m.name]["label"]: "{:.4f}" for m in AP_MEASURES} | {T["col_rr"]: "{:.4f}"}).apply(
        lambda row: [HIGHLIGHT if row.name == active else "" for _ in row], axis=1
    ),
    # A click on any cell of a row selects its query (a row's checkbox too).
    hide_index=True, on_select="rerun", selection_mode=["single-row", "single-cell"],
    key=f"map_table_{digest}_{active}", width="stretch",
    column_config={
        T["col_query"]: st.column_config.TextColumn(width=92, help=T["help_query"]),
        T["col_ranking"]: st.column_config.TextColumn(width=72, help=T["help_ranking"]),
        T["col_relevant"]: st.column_config.TextColumn(width=72, help=T["help_relevant"]),
        T["col_items"]: st.column_config.TextColumn(width=56, help=T["help_items"]),
        T["col_m"]: st.column_config.NumberColumn(width=36, help=T["help_m"]),
        T["col_hits"]: st.column_config.NumberColumn(width=56, help=T["help_hits"]),
        **{NAMES[m.name]["label"]: st.column_config.NumberColumn(width=AP_WIDTHS[m.name], help=NAMES[m.name]["short"])
           for m in AP_MEASURES},
        T["col_rr"]: st.column_config.NumberColumn(width=48, help=T["help_rr"]),
        T["col_counted"]: st.column_config.CheckboxColumn(width=90, help=T["help_counted"]),
    },
)  # fmt: skip
named_examples = [
    T["example_note"].format(label=label, title=EXAMPLE_WORDS[e][0])
    for label, e in zip(labels, examples)
    if e
]
st.caption(T["sidebar_note"].format(label=labels[active]) + " " + " ".join(named_examples))
chosen = event.selection if event and event.selection else {}
rows = list(chosen.get("rows", [])) + [row for row, _ in chosen.get("cells", [])]
if rows and rows[0] != active:
    state.switch_query(rows[0])
    st.rerun()

st.subheader(T["chart_heading"])
long = per_query.melt(
    id_vars=["query"], value_vars=[m.name for m in AP_MEASURES],
    var_name="convention", value_name="value",
)  # fmt: skip
long["query"] = long["query"].map(dict(zip(per_query["query"], labels)))
long["convention"] = long["convention"].map({m.name: NAMES[m.name]["label"] for m in AP_MEASURES})
chart(
    charts.grouped_bars(long, T["chart_y"], [NAMES[m.name]["label"] for m in AP_MEASURES]),
    "map_per_query",
)

st.subheader(T["query_heading"].format(label=f"q{active + 1}"))
st.markdown(items(qs[active].ranking))
active_steps = average_precision_table(s.ranking, s.judgments, set_k)
lesson.step_table("map", active_steps, BEGINNER, highlight=None)

st.header(T["formula_heading"])
st.latex(r"MAP@K = \frac{1}{|Q|}\sum_{q \in Q} AP@K(q)")
st.markdown(T["symbols"])

"""The edge-case lab: one click loads a case; every metric at once."""

import pandas as pd
import streamlit as st

from course.examples import BY_ID
from course.scenario import parse_ranking
from metrics.evaluator.readers import order_run
from metrics.evaluator.router import evaluate_frames
from metrics.measures import MEASURES, every_measure
from metrics.measures.base import reads_only_k
from ui import state
from ui.render import num
from ui.style import wrap_long_words_in_tables
from ui.text import input_message, scenario_summary, sentence, soft_breaks
from ui.words.common import T as C
from ui.words.edge_cases import T
from ui.words.measures import T as NAMES
from ui.words.measures import libraries

s = state.scenario()
st.title(T["title"])
wrap_long_words_in_tables()  # the tools' names, on a phone
st.markdown(T["intuition"])


def measures_frame(query) -> tuple[pd.DataFrame, list[str]]:
    """Every measure of one query, each beside who computes it so (trec_eval's
    entry names the measure that prints the value at the query's K); and the
    measures whose trec_eval label reads only the top K (``-M K``)."""
    t = every_measure(query)
    k, n = query.depth, len(query.ranking)
    frame = pd.DataFrame(
        {
            T["col_metric"]: t["id"].map(lambda i: NAMES[i]["name"]),
            T["col_value"]: t["value"].map(num),
            T["col_libraries"]: [
                soft_breaks("; ".join(libraries(MEASURES[i], k, n))) for i in t["id"]
            ],
        }
    )
    cut = [
        NAMES[i]["name"]
        for i in t["id"]
        if any(reads_only_k(entry, k, n) for entry in MEASURES[i].computed_by)
    ]
    return frame, cut


def show(query) -> None:
    """The table, and what ``-M`` means where a trec_eval label uses it."""
    frame, cut = measures_frame(query)
    st.table(frame.set_index(T["col_metric"]))
    if cut:
        st.caption(T["cut_note"].format(k=query.depth, measures=", ".join(cut)))


st.header(T["current_heading"])
st.markdown(scenario_summary(s))
try:
    show(s.query)
except ValueError as err:
    st.error(C["error"].format(message=err))

st.header(T["gallery_heading"])
for case_id, (title, surprise) in T["cases"].items():
    example = BY_ID[case_id].scenario
    with st.container(border=True):
        st.subheader(title)
        st.markdown(surprise)
        left, right = st.columns([1, 3])
        if left.button(
            T["load"], key=f"edge_load_{case_id}", on_click=state.load_example, args=(case_id,)
        ):
            st.success(T["loaded"])
        with right.expander(T["show_values"]):
            show(example.query)

with st.container(border=True):
    st.subheader(T["dup_heading"])
    st.markdown(T["dup_body"])
    try:
        parse_ranking("A, B, A")
    except ValueError as err:
        st.error(sentence(input_message(err)))

with st.container(border=True):
    st.subheader(T["ties_heading"])
    st.markdown(T["ties_body"])
    for relevant in ("b", "z"):
        docs = ["a", relevant, "c"] if relevant == "b" else ["a", "c", relevant]
        run = pd.DataFrame({"qid": ["q"] * 3, "docno": docs, "score": [1.0, 1.0, 1.0]})
        qrels = pd.DataFrame({"qid": ["q"], "docno": [relevant], "grade": [1]})
        table_, _ = evaluate_frames(qrels, run, ["recip_rank"])
        order = ", ".join(order_run(run)["docno"])
        st.markdown(
            "- " + T["ties_row"].format(name=relevant, order=order, rr=num(table_.iloc[0, 0]))
        )
    st.caption(T["ties_note"])

"""Home: what ranking metrics are for, how to use the app, ready-made examples."""

import streamlit as st

from course.examples import BY_ID, EXAMPLES
from ui import state
from ui.render import md
from ui.words.common import T as C
from ui.words.examples import T as EXAMPLE_WORDS
from ui.words.home import T

st.title(T["title"])
st.markdown(T["what"])

st.header(T["start_heading"])
st.caption(T["start_intro"])
for question, page, icon in (
    ("q_choose", "choose", ":material/help:"),
    ("q_ap", "average_precision", ":material/looks_one:"),
    ("q_report", "average_precision", ":material/looks_two:"),
    ("q_disagree", "disagree", ":material/compare_arrows:"),
    ("q_map", "map", ":material/looks_3:"),
    ("q_ndcg", "ndcg", ":material/looks_4:"),
    ("q_sampled", "sampled", ":material/looks_5:"),
    ("q_quiz", "quiz", ":material/quiz:"),
):
    st.page_link(f"lessons/{page}.py", label=T[question], icon=icon)

st.header(T["how_heading"])
st.markdown(T["how"])
host = state.local_host()
if host:  # "copy the link and send it" opens nothing for them
    st.caption(C["link_local_only"].format(host=host))

st.header(T["examples_heading"])
st.caption(T["examples_intro"])
ids = [e.id for e in EXAMPLES]
choice = st.selectbox(
    T["example_picker"],
    ids,
    format_func={i: EXAMPLE_WORDS[i][0] for i in ids}.get,
    key="home_example",
)
example = BY_ID[choice]
st.markdown(md(EXAMPLE_WORDS[choice][1]))
st.caption(T["example_symbols"])
if st.button(T["example_open"], type="primary", key="home_open"):
    state.load_example(choice)
    st.switch_page(f"lessons/{example.page}.py")

st.header(T["signature_heading"])
st.markdown(T["signature"])
if st.button(T["open_ap"], key="home_open_ap"):
    st.switch_page("lessons/average_precision.py")

"""Conventions: each tool's rules, and the current scenario scored as each would."""

import pandas as pd
import streamlit as st

from metrics.lists.conventions import TOOLS, score_like
from metrics.tools.record import checked_by
from ui import state
from ui.render import num
from ui.style import wide_or_narrow, wrap_long_words_in_tables
from ui.text import scenario_summary, soft_breaks
from ui.words.common import T as C
from ui.words.conventions import NOTES, RULES, T, where_checked

s = state.scenario()
st.title(T["title"])
ran = sum(1 for t in TOOLS if checked_by(t.id))
st.markdown(T["intuition"].format(n=len(TOOLS), ran=ran, read=len(TOOLS) - ran))
st.page_link("lessons/disagree.py", label=T["to_disagree"], icon=":material/compare_arrows:")

rules = pd.DataFrame(
    {
        T["col_tool"]: [t.name for t in TOOLS],
        T["col_precision"]: [RULES[t.id][0] for t in TOOLS],
        T["col_ap"]: [RULES[t.id][1] for t in TOOLS],
        T["col_no_relevant"]: [RULES[t.id][2] for t in TOOLS],
        T["col_ndcg"]: [RULES[t.id][3] for t in TOOLS],
        T["col_ties"]: [RULES[t.id][4] for t in TOOLS],
    }
)
wrap_long_words_in_tables(every_column=True)  # nothing cut off at 1,400 px
# Identifiers in the rules wrap at their joints, never mid-word (the tools'
# names stay as they are written).
rules = rules.assign(**{c: rules[c].map(soft_breaks) for c in rules.columns[1:]})
wide, narrow = wide_or_narrow("rules")
with wide:
    st.table(rules.set_index(T["col_tool"]))
with narrow:  # six columns cannot be read at 390 px: one decision at a time
    for column in rules.columns[1:]:
        st.markdown(f"**{column}**")
        st.table(rules[[T["col_tool"], column]].set_index(T["col_tool"]))
# Where each rule was read, in a table of its own: as a seventh column it
# was pushed out of sight at 1,400 px.
st.subheader(T["sources_heading"])
checked = [
    "; ".join([t.source] + ([NOTES[t.id]] if t.note else []) + [where_checked(t)]) for t in TOOLS
]
sources = pd.DataFrame(
    {T["col_tool"]: [t.name for t in TOOLS], T["col_source"]: [soft_breaks(c) for c in checked]}
)
st.table(sources.set_index(T["col_tool"]))

st.header(T["sees_heading"])
st.markdown(T["sees_body"])

st.header(T["newer_heading"])
st.markdown(T["newer_body"])

st.header(T["versions_heading"])
st.markdown(T["versions_body"])

st.header(T["scored_heading"])
st.markdown(scenario_summary(s))
try:
    scored = [score_like(t, s.ranking, s.judgments, s.k) for t in TOOLS]
except ValueError as err:
    st.error(C["error"].format(message=err))
    st.stop()


def show(value):
    return T["dash"] if value is None else num(value)


st.dataframe(
    pd.DataFrame(
        {
            T["col_tool"]: [t.name for t in TOOLS],
            T["col_p"]: [show(x["P@k"]) for x in scored],
            T["col_ap_value"]: [show(x["AP"]) for x in scored],
            T["col_ndcg_value"]: [show(x["nDCG@k"]) for x in scored],
            T["col_rr"]: [show(x["RR"]) for x in scored],
        }
    ),
    hide_index=True,
    width="stretch",
)
st.caption(T["scored_caption"].format(k=s.depth))

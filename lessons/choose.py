"""Which metric for our product? What the user does with the list, the
measures that follow, why, and what to check before comparing numbers; the
recommended measures computed on the sidebar's list."""

import pandas as pd
import streamlit as st

from course.choose import BY_PRODUCT, EXTRA, PRODUCTS
from metrics.measures import ON_LISTS
from ui import state
from ui.render import num
from ui.words.choose import T
from ui.words.frame import T as FRAME
from ui.words.measures import T as NAMES

ON = "choose"
FIELD = "choose_product"


def name_at(measure: str, k: int) -> str:
    """A measure's name with the cutoff it is taken at (Hit@1, RR@5)."""
    if measure == "recip_rank":
        return T["rr_at"].format(k=k)
    return NAMES[measure]["title"].format(k=k)


s = state.scenario()
st.title(T["title"])
st.markdown(T["intuition"])

state.show(FIELD, state.choice(ON, "product"))
st.radio(
    T["question"], PRODUCTS, key=FIELD,
    format_func=lambda p: T["products"][p]["name"],
    on_change=lambda: state.set_choice(ON, "product", st.session_state[FIELD]),
)  # fmt: skip
fit = BY_PRODUCT[state.choice(ON, "product")]
words = T["products"][fit.product]

with st.container(border=True):
    for part in ("pick", "which_k", "why", "watch"):  # a label on its line, then its sentences
        st.markdown(f"**{T[part]}**  \n{words[part]}")
    if fit.measures or fit.extra:
        k = s.depth
        shown = [
            (name_at(m, fit.cutoff(m, k)), ON_LISTS[m](s.ranking, s.judgments, fit.cutoff(m, k)))
            for m in fit.measures
        ]
        shown += [(T["extra"][m], EXTRA[m](s.query)) for m in fit.extra]
        st.caption(T["values"].format(k=k))
        st.table(
            pd.DataFrame(
                {
                    T["col_measure"]: [n for n, _ in shown],
                    T["col_value"]: [num(v) for _, v in shown],
                }
            ).set_index(T["col_measure"])
        )
        if fit.seen is not None and fit.seen != k:
            st.caption(T["values_seen"].format(seen=fit.seen, k=k))
    st.markdown(f"**{T['lessons']}**")
    for lesson in fit.lessons:
        st.page_link(
            f"lessons/{lesson}.py", label=FRAME[f"page_{lesson}"], icon=":material/school:"
        )

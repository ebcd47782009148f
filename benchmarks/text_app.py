"""The bare app (``bare_app.py``) plus 40 short sentences of static text,
the least a lesson page draws below its input. bench_app.py times the same
K change on it: what a page of plain text costs over the floor, before any
table, chart, widget or computation."""

import streamlit as st

k = st.number_input("Cutoff K", min_value=1, max_value=10_000, value=5, step=1)
st.markdown(f"K = {k}.")
for i in range(40):
    st.markdown(f"Sentence {i + 1}: a short line of plain text, as a lesson has many.")

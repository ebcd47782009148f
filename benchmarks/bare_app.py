"""The floor no Streamlit app can beat: one number input and one line of
text. bench_app.py serves it beside the real app and times the same K
change on both."""

import streamlit as st

k = st.number_input("Cutoff K", min_value=1, max_value=10_000, value=5, step=1)
st.markdown(f"K = {k}.")

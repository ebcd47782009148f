"""Placeholder frame; the lessons arrive with the app issue."""

import streamlit as st

st.set_page_config(page_title="Ranking metrics, step by step", page_icon="📐")
st.title("Ranking metrics, step by step")
st.write("The lessons are on their way.")

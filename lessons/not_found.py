"""An address that names no page: said in the page's language, with the way
to the lessons (in place of Streamlit's English "Page not found")."""

import streamlit as st

from ui.words.frame import T

st.title(T["not_found_title"])
st.markdown(T["not_found_body"].format(path=st.session_state.get("not_found_path", "")))
st.page_link("lessons/home.py", label=T["not_found_home"], icon=":material/home:")

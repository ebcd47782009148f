"""Join a teacher's room from a phone: /join?room=CODE, or the code typed."""

import streamlit as st

from ui import learner
from ui.words.room import T

st.title(T["join_title"])
code = st.query_params.get("room", "")
if not code:
    st.markdown(T["join_intro"])
    with st.form("join_form", border=False):
        typed = st.text_input(T["join_code"], key="join_code", max_chars=12)
        if st.form_submit_button(T["join_button"], type="primary"):
            code = typed
if code:
    joined = learner.join(code, st.query_params.get("learner", ""))
    if joined:
        st.success(T["joined"].format(code=joined))
        learner.enter()

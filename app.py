"""The frame: page config, navigation, and the shared ranking input."""

import streamlit as st

from ui import state
from ui.inputs import scenario_input
from ui.words.frame import T

st.set_page_config(page_title=T["app_title"], page_icon="📐", layout="wide")

HOME = st.Page("lessons/home.py", title=T["page_home"], url_path="home", default=True)
LESSONS = [
    st.Page("lessons/precision_recall.py", title=T["page_precision_recall"], url_path="precision_recall"),
    st.Page("lessons/average_precision.py", title=T["page_average_precision"], url_path="average_precision"),
]
page = st.navigation(
    {T["section_start"]: [HOME], T["section_lessons"]: LESSONS}
)

# Every lesson shares one scenario, typed or dragged in the sidebar; the URL
# always reproduces it (page switches drop query parameters, so write them
# on every run).
state.read_url_once()
if page in LESSONS:
    scenario_input()
    state.write_url()
page.run()

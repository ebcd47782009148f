"""The frame: page config, navigation, and the shared ranking input."""

import streamlit as st

from ui import state
from ui.inputs import language_switch, link_notice, scenario_input
from ui.lesson import present_style
from ui.render import korean_style
from ui.words.frame import T

# The language first: every word below is looked up in it.
language = state.choose_language()
st.set_page_config(page_title=T["app_title"], page_icon="📐", layout="wide")
if language == "ko":
    korean_style()

HOME = st.Page("lessons/home.py", title=T["page_home"], url_path="home", default=True)
LESSONS = [
    st.Page(
        "lessons/precision_recall.py", title=T["page_precision_recall"], url_path="precision_recall"
    ),
    st.Page(
        "lessons/average_precision.py",
        title=T["page_average_precision"],
        url_path="average_precision",
    ),
    st.Page(
        "lessons/reciprocal_rank.py", title=T["page_reciprocal_rank"], url_path="reciprocal_rank"
    ),
    st.Page("lessons/map.py", title=T["page_map"], url_path="map"),
    st.Page("lessons/ndcg.py", title=T["page_ndcg"], url_path="ndcg"),
]
EXPLORE = [
    st.Page("lessons/edge_cases.py", title=T["page_edge_cases"], url_path="edge_cases"),
    st.Page("lessons/conventions.py", title=T["page_conventions"], url_path="conventions"),
]
BATCH = st.Page("lessons/batch.py", title=T["page_batch"], url_path="batch")
QUIZ = st.Page("lessons/quiz.py", title=T["page_quiz"], url_path="quiz")
page = st.navigation(
    {
        T["section_start"]: [HOME],
        T["section_lessons"]: [*LESSONS, QUIZ],
        T["section_explore"]: [*EXPLORE, BATCH],
    }
)

# Every lesson shares one scenario, typed or dragged in the sidebar; the URL
# always reproduces it (page switches drop query parameters, so write them
# on every run).
state.read_url(page.url_path)
presenting = state.choose_presenting() and page.url_path in state.STEP_PAGES
if presenting:  # the sidebar is hidden: nothing to build there
    present_style()
if page in LESSONS or page in EXPLORE:
    if not presenting:
        scenario_input()
    state.write_url()
    link_notice()
else:
    state.write_language()
if not presenting:
    language_switch()
page.run()

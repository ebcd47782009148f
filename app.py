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


def lesson_page(name: str) -> st.Page:
    return st.Page(f"lessons/{name}.py", title=T[f"page_{name}"], url_path=name)


GROUPS = {
    "section_basics": ["precision_recall", "reciprocal_rank"],
    "section_order": ["average_precision", "map", "ndcg", "r_precision"],
    "section_reader": ["reader_models"],
    "section_pitfalls": ["sampled", "edge_cases", "conventions"],
}
PAGES = {name: lesson_page(name) for names in GROUPS.values() for name in names}
BATCH = lesson_page("batch")
QUIZ = lesson_page("quiz")
page = st.navigation(
    {
        T["section_start"]: [HOME],
        **{T[group]: [PAGES[name] for name in names] for group, names in GROUPS.items()},
        T["section_practice"]: [QUIZ, BATCH],
    },
    expanded=True,  # every page in view: folded, the last three hid behind "View more"
)

# Every lesson shares one scenario, typed or dragged in the sidebar; the URL
# always reproduces it (page switches drop query parameters, so write them
# on every run).
state.read_url(page.url_path)
presenting = state.choose_presenting() and page.url_path in state.STEP_PAGES
if presenting:  # the sidebar is hidden: nothing to build there
    present_style()
if page.url_path in PAGES:
    if not presenting and page.url_path not in state.NO_SCENARIO:  # its own data, no list
        scenario_input()
    state.write_url()
    link_notice()
else:
    state.write_language()
if not presenting:
    language_switch()
page.run()

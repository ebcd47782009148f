"""The frame: page config, navigation, and the shared ranking input."""

import os

import streamlit as st

from course.link import STEP_PAGES
from ui import learner, room, room_link, room_offer, state
from ui.inputs import language_switch, link_notice, scenario_input
from ui.not_found import unknown_path
from ui.present import present_style
from ui.steps import listen_early
from ui.style import frame_style, korean_style
from ui.words.frame import T

# A server shares its cores among its sessions: each evaluation on one
# thread (two held 45 MB more for a 1-million-line upload, for no gain in
# time, and every upload's memory counts against the server's bound).
os.environ.setdefault("METRICS_THREADS", "1")
state.begin_run()
# The language first: every word below is looked up in it.
language = state.choose_language()
st.set_page_config(page_title=T["app_title"], page_icon="📐", layout="wide")
frame_style()
if language == "ko":
    korean_style()

# Home lives at "/" (the default page's own path is never in an address).
HOME = st.Page("lessons/home.py", title=T["page_home"], url_path="front", default=True)
# "/home" (what a person types after seeing the other pages' addresses) and
# "/welcome" open it too, rather than Streamlit's English "Page not found".
HOME_BY_NAME = [
    st.Page("lessons/home.py", title=T["page_home"], url_path=name, visibility="hidden")
    for name in ("home", "welcome")
]
# Where a learner's phone joins the teacher's room (the link on the projector).
JOIN = st.Page("lessons/join.py", title=T["page_join"], url_path="join", visibility="hidden")


def lesson_page(name: str) -> st.Page:
    return st.Page(f"lessons/{name}.py", title=T[f"page_{name}"], url_path=name)


GROUPS = {
    "section_basics": ["choose", "precision_recall", "reciprocal_rank"],
    "section_order": ["average_precision", "map", "ndcg", "r_precision"],
    "section_reader": ["reader_models"],
    "section_pitfalls": ["disagree", "sampled", "edge_cases", "conventions"],
}
PAGES = {name: lesson_page(name) for names in GROUPS.values() for name in names}
BATCH = lesson_page("batch")
QUIZ = lesson_page("quiz")
# Any other address gets a page of ours that says so in the page's language,
# rather than Streamlit's English "Page not found" dialog over Home.
UNKNOWN = unknown_path(
    {"front", *(p.url_path for p in (*HOME_BY_NAME, JOIN, *PAGES.values(), BATCH, QUIZ))}
)
NOT_FOUND = (
    [st.Page("lessons/not_found.py", title=T["not_found_title"], url_path=UNKNOWN, visibility="hidden")]
    if UNKNOWN
    else []
)  # fmt: skip
page = st.navigation(
    {
        T["section_start"]: [HOME, *HOME_BY_NAME, JOIN, *NOT_FOUND],
        **{T[group]: [PAGES[name] for name in names] for group, names in GROUPS.items()},
        T["section_practice"]: [QUIZ, BATCH],
    },
    # At the top: the sidebar is left to the ranked list, on the first screen
    # (below 13 lesson links it started at y = 984 on a 1,280 x 720 screen).
    position="top",
)

# Every lesson shares one scenario, typed or dragged in the sidebar; the URL
# always reproduces it (page switches drop query parameters, so write them
# on every run).
state.read_url(page.url_path)
# A new session whose address names a room (a reload, a reconnect, another
# server process) takes it back before anything is drawn.
room_link.restore(page.url_path)
room.check_at_start()  # a rooms' database set up wrong is in the log from the start
presenting = state.choose_presenting() and page.url_path in state.PRESENT_PAGES
if page.url_path in STEP_PAGES:  # presses and keys heard from the page's first moments
    listen_early()
if presenting:  # the sidebar is hidden: nothing to build there
    present_style()
if room_offer.held(page.url_path):  # its room lost from the address: nothing shown yet
    state.end_run()
    st.stop()
if page.url_path in PAGES:
    if not presenting and page.url_path not in state.NO_SCENARIO:  # its own data, no list
        scenario_input()
    state.write_url()
    link_notice()
else:
    state.write_language()
    room_link.write()  # the quiz (and home) keep the room in their address too
if not presenting:
    language_switch()
room_link.said()  # the room the address names: waiting for it, or closed
if (
    page.url_path in PAGES or page.url_path == "quiz"
):  # a learner in a room: her page follows the teacher's
    learner.follow()
    room.banner()  # a teacher's open room: its code on the projector
page.run()
state.end_run()

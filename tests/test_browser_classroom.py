"""The app as a class meets it on a server: behind a path prefix
(``--server.baseUrlPath``) and across a dropped connection."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .browser import EX1, Server, fresh, goto, settled, wait_metrics

pytestmark = pytest.mark.browser


def test_behind_a_path_prefix_the_pages_and_the_links_they_write_stay_under_it(
    chromium_browser, tmp_path
):
    """Served at /class/: a lesson opens by its link, the upload page's
    'open' link of a worst query opens the AP lesson under /class/ too (an
    address from the host's root would land on nothing), and so does the
    quiz's link to the lesson that explains an answer."""
    prefixed = Server(tmp_path / "streamlit.log", path="class")
    context = chromium_browser.new_context(viewport={"width": 1400, "height": 1100})
    try:
        prefixed.wait_healthy()
        page = context.new_page()
        goto(page, prefixed, f"/average_precision?{EX1}")
        wait_metrics(page, ["0.3467", "0.3333", "0.3333", "0.5"])
        goto(page, prefixed, "/batch")
        page.get_by_role("button", name="Use the sample files").click()
        settled(page)
        opener = page.get_by_role("link", name="open").first
        expect(opener).to_have_attribute("href", re.compile(r"^/class/average_precision\?"))
        with context.expect_page() as opened:
            opener.click()
        lesson = opened.value
        expect(lesson).to_have_url(re.compile(r"/class/average_precision\?"))
        expect(lesson.get_by_role("heading", name="Average Precision", exact=True)).to_be_visible(
            timeout=60_000
        )
        # The quiz's link into the lesson that explains the answer, too.
        goto(page, prefixed, "/quiz?seed=7")
        answer = page.get_by_role("textbox", name=re.compile("Your answer"))
        answer.fill("0")
        answer.press("Enter")
        fresh(page).get_by_role("button", name="Check").click()
        explains = page.get_by_role("link", name=re.compile("Open this list"))
        expect(explains).to_have_attribute("href", re.compile(r"^/class/average_precision\?"))
    finally:
        context.close()
        prefixed.stop()


def test_a_session_whose_connection_drops_comes_back_to_the_scenario_in_its_address(
    chromium_browser, tmp_path
):
    """The learner retypes the list; the server restarts (every session on it
    is gone); the page reconnects by itself and shows her list, read from
    its address bar, not the example it started from."""
    log = tmp_path / "streamlit.log"
    first = Server(log)
    first.wait_healthy()
    page = chromium_browser.new_page()
    second = None
    try:
        goto(page, first, f"/average_precision?{EX1}")
        box = page.get_by_role("textbox", name="Ranked items, rank 1 first")
        box.fill("A, C, E, B, D")
        box.press("Control+Enter")
        wait_metrics(page, ["0.13", "0.2167", "0.2167", "0.325"])
        expect(page).to_have_url(re.compile(r"ranking=A%2CC%2CE%2CB%2CD"))
        first.stop()
        expect(page.get_by_test_id("stMain")).to_be_visible()
        with page.expect_websocket(timeout=60_000):  # the page reconnects by itself
            second = Server(log, port=first.port)
            second.wait_healthy()
        # The page on screen is the one drawn before the drop, and Streamlit's
        # page does not rerun on reconnecting: the first press starts the new
        # session, which reads the address (her list; the press itself may be
        # overridden by the address's K, which the notes report).
        k = page.get_by_role("spinbutton", name="Cutoff K")
        k.fill("3")
        k.press("Enter")
        # Its run has ended once K shows the address's 5 again or the page
        # answers K = 3 (her list has nothing relevant in its top 3).
        page.wait_for_function(
            """() => {
                const k = document.querySelector('input[aria-label="Cutoff K"]');
                const v = [...document.querySelectorAll('.values .value')].map(e => e.innerText);
                return k.value === "5" || v.every(x => x === "0");
            }""",
            timeout=30_000,
        )
        settled(page)
        # From then on every press is answered, from her list.
        k.fill("4")
        k.press("Enter")
        wait_metrics(page, ["0.0625", "0.0833", "0.0833", "0.25"])  # her list at K = 4
        expect(page).to_have_url(re.compile(r"ranking=A%2CC%2CE%2CB%2CD.*k=4"))
    finally:
        page.close()
        for server in (first, second):
            if server:
                server.stop()

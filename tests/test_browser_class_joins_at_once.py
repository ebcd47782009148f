"""A class joining at once on a busy machine, in Chromium: thirty phones
open the join link together, spread over two app processes that share the
rooms in PostgreSQL (as behind the nginx recipe, where users met the blank
page), while eight bounded spinning processes
keep the machine's cores busy; every phone reaches the teacher's lesson and
follows it (none blank, none with a page error), and the teacher's count has
each of them once."""

import re
import subprocess
import sys

import pytest
from playwright.sync_api import expect

from .browser import Server, open_room

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("class_at_once")]

LIST = "ranking=A,B,C,D,E&qrels=B:1,D:1,Z:1&k=5"
PHONES = 30
#: A bounded load: each burner spins for at most this many seconds, then stops.
BUSY_SECONDS = 30


@pytest.fixture(scope="module")
def servers(tmp_path_factory, postgres):
    """Two app processes sharing one rooms store, a PostgreSQL database."""
    folder = tmp_path_factory.mktemp("class")
    env = {"RANKING_ROOMS_DB": postgres.database("class_at_once")}
    both = [Server(folder / f"streamlit{i}.log", env=env) for i in range(2)]
    for srv in both:
        srv.wait_healthy()
    yield both
    for srv in both:
        srv.stop()


def _busy() -> list[subprocess.Popen]:
    spin = (
        f"import time\nend = time.monotonic() + {BUSY_SECONDS}\nwhile time.monotonic() < end: pass"
    )
    return [subprocess.Popen([sys.executable, "-c", spin]) for _ in range(8)]


def test_thirty_phones_joining_at_once_on_a_busy_machine_all_follow(chromium_browser, servers):
    server = servers[0]
    teacher = chromium_browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    teacher.goto(f"{server.url}/average_precision?{LIST}&present=1")
    main = teacher.get_by_test_id("stMain")
    code = open_room(teacher)

    phones = chromium_browser.new_context(viewport={"width": 390, "height": 844})
    pages = [phones.new_page() for _ in range(PHONES)]
    errors: list[str] = []
    for page in pages:
        page.on("pageerror", lambda err: errors.append(str(err)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    burners = _busy()
    try:
        for i, page in enumerate(pages):  # back to back, spread over both processes
            page.goto(f"{servers[i % 2].url}/join?room={code}", wait_until="commit")
        for page in pages:
            expect(page.locator("body")).not_to_contain_text("Bad delta")
            follow = page.get_by_test_id("stMain").get_by_text("You follow room").first
            expect(follow).to_be_visible(timeout=120_000)
            expect(page).to_have_url(re.compile(r"/average_precision\?.*learner="))
            expect(page.get_by_test_id("stException")).to_have_count(0)
    finally:
        for burner in burners:
            burner.kill()
    assert not [e for e in errors if "delta" in e.lower()], errors
    expect(main.get_by_text(f"{PHONES} joined")).to_be_visible(timeout=30_000)
    phones.close()

"""A class joining at once on a busy machine: thirty phones open the join
link together, spread over two app processes that share the rooms in
PostgreSQL (as behind the nginx recipe, where users met the blank page),
while eight bounded spinning processes keep the machine's cores busy.
Twenty are Chromium tabs, ten speak Streamlit's websocket protocol as a
browser does (tests/stream_phone.py: the same runs on the server at a
fraction of a tab's CPU). With the old join page (the switch through the
polling fragment) twenty tabs still meet the blank page (seen again on
2026-11-29); ten did not, in one try. Every phone reaches the teacher's lesson and
follows it (no tab blank or with a page error, no protocol phone with an
exception or a closed connection), and the teacher's count has each of
them once."""

import asyncio
import re
import subprocess
import sys
import threading

import pytest
from playwright.sync_api import expect

from .browser import Server, open_room
from .stream_phone import Learner, follow

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("class_at_once")]

LIST = "ranking=A,B,C,D,E&qrels=B:1,D:1,Z:1&k=5"
TABS, PROTOCOL_PHONES = 20, 10
#: A bounded load: each burner spins for at most this many seconds, then stops.
BUSY_SECONDS = 30
#: The longest the protocol phones are given to reach the lesson.
JOINING_SECONDS = 120


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


class ProtocolPhones:
    """``n`` protocol phones joining room ``code`` at once over ``urls`` in
    turn, each following the room until :meth:`stop` (a thread of their own,
    beside the test's browser)."""

    def __init__(self, urls: list[str], code: str, n: int):
        self.learners = [Learner(i) for i in range(n)]
        self._urls, self._code = urls, code
        self.all_joined = threading.Event()  # every join's run has ended (or failed)
        self._left = n
        self._loop = asyncio.new_event_loop()
        self._stop = asyncio.Event()
        self._thread = threading.Thread(target=self._loop.run_until_complete, args=(self._all(),))
        self._thread.start()

    async def _all(self) -> None:
        urls = self._urls
        await asyncio.gather(
            *(follow(urls[i % len(urls)], self._code, p, self._stop, self._joined)
              for i, p in enumerate(self.learners))
        )  # fmt: skip

    def _joined(self) -> None:  # in the phones' own thread, one loop: no race
        self._left -= 1
        if self._left == 0:
            self.all_joined.set()

    def following(self) -> int:
        """How many have reached the teacher's lesson as a learner."""
        return sum("learner=" in p.query and not p.errors for p in self.learners)

    def errors(self) -> list[str]:
        return [f"phone {p.number}: {e}" for p in self.learners for e in p.errors]

    def stop(self) -> None:
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout=2 * JOINING_SECONDS)


def test_thirty_phones_joining_at_once_on_a_busy_machine_all_follow(chromium_browser, servers):
    server = servers[0]
    teacher = chromium_browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    teacher.goto(f"{server.url}/average_precision?{LIST}&present=1")
    main = teacher.get_by_test_id("stMain")
    code = open_room(teacher)

    phones = chromium_browser.new_context(viewport={"width": 390, "height": 844})
    pages = [phones.new_page() for _ in range(TABS)]
    errors: list[str] = []
    for page in pages:
        page.on("pageerror", lambda err: errors.append(str(err)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    burners = _busy()
    protocol = None
    try:
        protocol = ProtocolPhones([srv.url for srv in servers], code, PROTOCOL_PHONES)
        for i, page in enumerate(pages):  # back to back, spread over both processes
            page.goto(f"{servers[i % 2].url}/join?room={code}", wait_until="commit")
        for page in pages:
            expect(page.locator("body")).not_to_contain_text("Bad delta")
            follow_ = page.get_by_test_id("stMain").get_by_text("You follow room").first
            expect(follow_).to_be_visible(timeout=120_000)
            expect(page).to_have_url(re.compile(r"/average_precision\?.*learner="))
            expect(page.get_by_test_id("stException")).to_have_count(0)
        assert protocol.all_joined.wait(JOINING_SECONDS), (protocol.following(), protocol.errors())
        assert protocol.errors() == []
        assert protocol.following() == PROTOCOL_PHONES
        expect(main.get_by_text(f"{TABS + PROTOCOL_PHONES} joined")).to_be_visible(timeout=30_000)
    finally:
        for burner in burners:
            burner.kill()
        if protocol is not None:
            protocol.stop()
    assert not [e for e in errors if "delta" in e.lower()], errors

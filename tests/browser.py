"""Starting the real app and a headless Chromium for the browser tests."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_ARGS = [
    "--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]  # fmt: skip


def find_chromium() -> str | None:
    """A Chromium to drive, in a sensible order: $CHROMIUM_PATH, the system's
    (Debian's chromium, Ubuntu's chromium-browser, Google Chrome), else None
    (Playwright's own download, where the machine allows it)."""
    for candidate in (
        os.environ.get("CHROMIUM_PATH"),
        "/usr/bin/chromium",
        "/usr/bin/chromium-browser",
        shutil.which("chromium"),
        shutil.which("chromium-browser"),
        shutil.which("google-chrome"),
    ):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """``streamlit run app.py`` (or ``script``) on a free loopback port, stopped on exit."""

    def __init__(
        self, log: Path, env: dict[str, str] | None = None, script: Path | None = None,
        port: int | None = None, path: str = "",
    ):  # fmt: skip
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}" + (f"/{path}" if path else "")
        self.log = log
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            [
                sys.executable, "-m", "streamlit", "run", str(script or ROOT / "app.py"),
                f"--server.port={self.port}", "--server.headless=true",
                "--server.address=127.0.0.1", "--browser.gatherUsageStats=false",
                "--server.fileWatcherType=none",
                *([f"--server.baseUrlPath={path}"] if path else []),
            ],
            cwd=ROOT, stdout=log.open("a"), stderr=subprocess.STDOUT,
            env={**os.environ, **(env or {})},
        )  # fmt: skip

    def wait_healthy(self, timeout: float = 60) -> float:
        """Poll /_stcore/health; return seconds since start."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"streamlit exited; see {self.log}")
            try:
                with urllib.request.urlopen(f"{self.url}/_stcore/health", timeout=2) as r:
                    if r.status == 200:
                        return time.perf_counter() - self.started
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("streamlit did not become healthy")

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def launch(playwright):
    return playwright.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS)


#: Run before a tab's pages: on the tab's first page of an origin, its
#: localStorage is emptied (sessionStorage, which is the tab's own and lasts
#: across reloads, remembers that it was).
FRESH_STORAGE = """
try {
    if (!sessionStorage.getItem("__test_tab")) {
        localStorage.clear();
        sessionStorage.setItem("__test_tab", "1");
    }
} catch (e) {}
"""


class Chromium:
    """The browser tests' Chromium: one profile on disk per test process, so
    the app's scripts are compiled once and their compiled code kept (V8's
    code cache, which a fresh incognito context never keeps). Measured on
    the AP lesson: a page opened in 1.9 s of Chromium's CPU in a new context
    each time, in 1.1 s here (wall 1.3 s against 0.8 s); browser tests are
    mostly opening pages, and Chromium was 85 % of their CPU.

    Each tab is still a Streamlit session of its own (a session is one
    websocket), and starts with the empty storage a new context has:
    Streamlit keeps the sidebar's state, its width and the theme in the
    origin's localStorage, which the profile's tabs share, so a tab's first
    page clears it (:data:`FRESH_STORAGE`; a reload in the same tab keeps
    it, as in a person's browser). It offers
    what the tests used of Playwright's Browser: ``new_context(viewport=…)``
    gives a group of tabs of that size, closed together; ``new_page``. A
    context that asks for more than a size (a ``locale``) is a real new
    context of an ordinary Chromium, started when first asked for."""

    def __init__(self, playwright, profile: Path):
        self._playwright = playwright
        self.profile = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=find_chromium(), args=CHROMIUM_ARGS,
            viewport={"width": 1400, "height": 1100},
        )  # fmt: skip
        self._plain = None
        self._first_pages = set(self.profile.pages)  # the blank tab it starts with

    def close_tabs_left_open(self) -> int:
        """Close every tab a test opened and left open; how many there were.
        A tab left open stays a live session: a room's page asks its room
        every two seconds, and a page whose server stopped tries to reconnect,
        through every later test of the process."""
        left = [p for p in self.profile.pages if p not in self._first_pages]
        for page in left:
            page.close()
        return len(left)

    def new_context(self, viewport: dict | None = None, **options):
        if options:
            if self._plain is None:
                self._plain = launch(self._playwright)
            return self._plain.new_context(viewport=viewport, **options)
        return Tabs(self, viewport)

    def new_page(self, viewport: dict | None = None):
        """One tab (closed with ``page.close()``)."""
        return Tabs(self, viewport).new_page()

    def close(self) -> None:
        self.profile.close()
        if self._plain is not None:
            self._plain.close()


class Tabs:
    """Tabs of one size in the shared profile, standing for a context: its
    ``close()`` closes them and every tab they opened (a link with a new
    tab as its target)."""

    def __init__(self, chromium: Chromium, viewport: dict | None):
        self.browser, self.viewport = chromium, viewport
        self.pages: list = []
        self._timeout: float | None = None

    def new_page(self):
        page = self.browser.profile.new_page()
        page.add_init_script(FRESH_STORAGE)
        if self.viewport:
            page.set_viewport_size(self.viewport)
        if self._timeout is not None:
            page.set_default_timeout(self._timeout)
        self.pages.append(page)
        return page

    def set_default_timeout(self, timeout: float) -> None:
        self._timeout = timeout
        for page in self.pages:
            page.set_default_timeout(timeout)

    def expect_page(self, **options):
        return self.browser.profile.expect_page(**options)

    def close(self) -> None:
        ours = set(self.pages)
        for page in list(self.browser.profile.pages):
            if page in ours or page.opener() in ours:
                page.close()


#: Worked example 1, ranking A, as a link.
EX1 = "ranking=A,B,C,D,E&qrels=B:1,D:1,Z:1&k=5"

# Headline numbers: st.metric values, and those of a row drawn by
# ui.render.values_html (the Average Precision and MAP pages).
METRIC_VALUES = '[data-testid="stMetricValue"], .values .value'


def goto(page, server: Server, path: str) -> None:
    """Open ``path`` and wait until the page's title is drawn and Streamlit
    has finished running (the first run after start-up can take seconds)."""
    from playwright.sync_api import expect

    page.goto(f"{server.url}{path}")
    page.get_by_test_id("stMain").locator("h1").first.wait_for(timeout=60_000)
    expect(page.get_by_test_id("stStatusWidget")).to_have_count(0, timeout=30_000)


def open_lesson(page, title: str) -> None:
    """Go to a lesson as a person does: on a wide screen its section in the
    navigation at the top, then the lesson in the menu that opens; on a phone
    (the navigation is in the sidebar, below the list) the sidebar's link."""
    top = page.get_by_test_id("stTopNav")
    if not top.is_visible():
        page.get_by_test_id("stSidebarNav").get_by_text(title, exact=True).click()
        return
    links = page.get_by_test_id("stTopNavDropdownLink")
    link = links.filter(has=page.get_by_text(title, exact=True))
    for section in top.get_by_test_id("stTopNavSection").all():
        section.click()
        links.first.wait_for(state="visible")  # the section's menu is open, however slowly
        if link.count():
            link.first.click()
            return
        page.keyboard.press("Escape")
        links.first.wait_for(state="hidden")
    raise AssertionError(f"no lesson {title!r} in the navigation")


def settled(page) -> None:
    """Wait until Streamlit has finished the run a press started."""
    from playwright.sync_api import expect

    expect(page.get_by_test_id("stStatusWidget")).to_have_count(0, timeout=30_000)


def presses_applied(page, timeout: float = 60_000) -> None:
    """Wait until every press of a step control made so far has been applied
    by a finished run: the page's press log (``ui/press_listener.js``) is
    empty once Python has acknowledged its last number, and the app is not
    running. A reading taken after this is the page's final state for those
    presses, however slow the machine (no fixed wait, no race with a run
    that has not started yet)."""
    page.wait_for_function(
        """() => {
            const store = window.__stepPresses;
            const waiting = store ? Object.values(store.pages).some((p) => p.log.length) : false;
            const app = document.querySelector('[data-testid="stApp"]');
            return !waiting && app && app.dataset.testScriptState === "notRunning"
                && !document.querySelector('[data-testid="stStatusWidget"]');
        }""",
        timeout=timeout,
    )


def progress(page, total: int | str = r"\d+"):
    """The lesson's "Step i of n" line, as the current run drew it.

    While a run is under way Streamlit keeps the previous run's elements on
    screen, greyed (``data-stale="true"``), until the run ends. A press that
    changes the layout (Present mode, another page) can therefore show the
    old line and the new one together for a moment; only the new one counts.
    """
    import re

    return fresh(page).get_by_text(re.compile(rf"^Step \d+ of {total}$"))


def fresh(page):
    """The main area's elements drawn by the current run, not the greyed
    (``data-stale="true"``) ones a run that has not finished still shows.

    Press a button through this: while a run redraws the page, a button that
    moved can be on screen twice, the old copy and the new, and a press of
    the old one is lost (or Playwright's strict mode refuses the click)."""
    return page.locator(
        '[data-testid="stMain"] [data-testid="stElementContainer"]:not([data-stale="true"])'
    )


def table_overflow(table, timeout: float = 30.0) -> int:
    """How far an ``st.table`` reaches past its scrolling box once the page's
    layout has settled (> 0: cut off, scrolls sideways). Polls for up to
    ``timeout`` seconds, as the layout can still move just after a run ends
    (styles and fonts arriving); returns the last figure."""
    import time

    deadline = time.monotonic() + timeout
    while True:
        overflow = table.evaluate(
            "t => t.querySelector('table').offsetWidth"
            " - t.querySelector('table').parentElement.clientWidth"
        )
        if overflow <= 0 or time.monotonic() > deadline:
            return overflow
        time.sleep(0.2)


def metric_values(page) -> list[str]:
    return page.locator(METRIC_VALUES).all_inner_texts()


def wait_metrics(page, expected: list[str]) -> None:
    from playwright.sync_api import expect

    expect(page.locator(METRIC_VALUES)).to_have_text(expected, timeout=20_000)


#: The batch page's uploaders, in page order, by the start of their labels.
UPLOADERS = ("Judgments", "Run A", "Run B", "More runs")


def upload(page, index: int, path, labels: tuple[str, ...] = UPLOADERS) -> None:
    """Give the batch page's uploader ``index`` (see :data:`UPLOADERS`; other
    ``labels`` for another language) a file, found by its label, and wait
    until it shows the file and the page has finished its run (uploading into
    a page still redrawing could otherwise land in another uploader)."""
    import re

    from playwright.sync_api import expect

    box = page.get_by_role("region", name=re.compile("^" + re.escape(labels[index])))
    idle(page)
    box.locator("input[type=file]").set_input_files(str(path))
    expect(box).to_contain_text(Path(path).name[:7], timeout=30_000)
    idle(page)


def idle(page, quiet: float = 1.0, timeout: float = 30.0) -> None:
    """Wait until the app has been idle for ``quiet`` seconds: no script run
    (the ``data-test-script-state`` Streamlit sets on the app) and no status
    widget. An upload shows its file at once but starts its run up to half a
    second later on a loaded machine; a file given to another uploader in
    that gap could land in an uploader the run was redrawing (a CI run lost
    one), so waiting for one idle moment is not enough."""
    import time

    app = page.get_by_test_id("stApp")
    status = page.get_by_test_id("stStatusWidget")
    deadline = time.monotonic() + timeout
    since = None
    while time.monotonic() < deadline:
        busy = app.get_attribute("data-test-script-state") != "notRunning" or status.count()
        now = time.monotonic()
        since = None if busy else since or now
        if since and now - since >= quiet:
            return
        time.sleep(0.05)
    raise AssertionError(f"the app was still running after {timeout} s")


def rests_on_screen(locator, low: float, high: float, timeout: float = 60.0) -> float | None:
    """Where ``locator``'s top comes to rest between ``low`` and ``high`` px
    from the top of the screen (two readings 0.5 s apart), without scrolling
    to it; where it last was if it never does. A page that scrolls to a block
    (a room's phone, a new answer) does so once the block's script has loaded,
    up to a second or more after the block is drawn on a busy machine, and
    keeps aligning while the page above it finishes."""
    import time

    deadline, last = time.monotonic() + timeout, None
    while time.monotonic() < deadline:
        box = locator.bounding_box() if locator.count() else None
        now = None if box is None else round(box["y"])
        if now is not None and now == last and low <= now <= high:
            return now
        last = now
        time.sleep(0.5)
    return last


def wheel_up(page) -> None:
    """Scroll the main area up with the mouse wheel, as a person does
    before pressing a control above what is on screen.

    A page that brings a block into view (/disagree's answer, a room's box:
    ``ui/room_scroll.js``) keeps aligning it until it has held still for
    2 s, or until the person touches, scrolls or types. Playwright's own
    scroll to a control is none of these: the page would scroll back under
    the pointer before the press lands (a CI run's radio press was lost so).
    The wheel ends the page's scroll, as it does for a person."""
    main = page.get_by_test_id("stMain").bounding_box()
    page.mouse.move(main["x"] + main["width"] / 2, main["y"] + min(main["height"], 600) / 2)
    page.mouse.wheel(0, -10_000)


def open_room(page, button: str = "Open a room for the class",
              line: str = r"Room (\w{3}) (\w{3})") -> str:  # fmt: skip
    """On a page in present mode, press ``button`` and read the room's code
    from its line (``line``, the code's two halves as groups)."""
    import re

    from playwright.sync_api import expect

    main = page.get_by_test_id("stMain")
    fresh(page).get_by_role("button", name=button).click()
    shown = main.get_by_text(re.compile(line)).last
    expect(shown).to_be_visible()
    return "".join(re.search(line, shown.inner_text()).groups())

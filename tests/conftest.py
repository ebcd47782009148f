"""Fixtures shared by the suite: one app server and one headless Chromium
per test process (pytest-xdist runs one per core), a fresh tab per test
(a failed test's page kept in test-artifacts/), trec_eval 10.0 built once
per run, and a PostgreSQL server per test process that asks for one."""

from __future__ import annotations

import fcntl
import os
import re
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from .browser import ROOT, Chromium, Server

SHOTS = ROOT / "test-artifacts"

# Data, not tests. Collected for doctests, tests/data/slow_judgments/sitecustomize.py
# was imported into the test process itself and held the first judgments
# field of every AppTest session for two seconds (minutes of the suite).
collect_ignore_glob = ["data/*"]


@pytest.fixture(autouse=True)
def _threads_as_the_machine_gives(monkeypatch):
    """Each test starts with the engine's default thread count: the app
    sets ``METRICS_THREADS=1`` for its server, and an AppTest runs it in
    this process."""
    monkeypatch.delenv("METRICS_THREADS", raising=False)


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """The app as ``streamlit run`` serves it. Every test opens its own tab,
    a session of its own; a module that needs other settings has its own."""
    srv = Server(tmp_path_factory.mktemp("server") / "streamlit.log")
    srv.wait_healthy()
    yield srv
    srv.stop()


#: The longest a browser test waits for what it expects (a ceiling, not a
#: wait: an expectation returns as soon as it holds). Playwright's default of
#: 5 s failed tests by chance while both cores were busy.
PATIENCE_MS = 30_000


@pytest.fixture(scope="session")
def chromium_browser(tmp_path_factory):
    """This test process's Chromium (tests/browser.py: one profile, so the
    app's scripts are compiled once; each tab a session of its own)."""
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=PATIENCE_MS)
    with sync_playwright() as p:
        b = Chromium(p, tmp_path_factory.mktemp("chromium-profile"))
        yield b
        b.close()


@pytest.fixture(autouse=True)
def _each_test_a_new_visitor(request):
    """A browser test starts without the cookies of the tests before it in
    this process's Chromium (one profile: tabs share its cookies). A
    teacher's cookie names her open room, and a new session on that room's
    page and list asks whether to go back to it (ui/room_offer.py): a later
    test's projector would be asked about an earlier test's room.
    Every tab the test opened and left open is closed too
    (:meth:`Chromium.close_tabs_left_open`)."""
    yield
    if "chromium_browser" in request.fixturenames:
        browser = request.getfixturevalue("chromium_browser")
        browser.close_tabs_left_open()
        browser.profile.clear_cookies()


def _tab(chromium_browser, request, width: int, height: int):
    context = chromium_browser.new_context(viewport={"width": width, "height": height})
    context.set_default_timeout(PATIENCE_MS)
    pg = context.new_page()
    dialogs = []
    pg.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    pg.dialogs = dialogs
    yield pg
    if _failed(request.node):  # what the page showed when it failed
        SHOTS.mkdir(exist_ok=True)
        name = re.sub(r"[^\w.-]+", "_", request.node.name)
        pg.screenshot(path=str(SHOTS / f"{name}.png"))
    context.close()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test, for :func:`_failed`."""
    report = yield
    setattr(item, f"_report_{report.when}", report)
    return report


def _failed(node) -> bool:
    """Whether the test failed (its setup or its body; asked at teardown).
    A passing test takes no screenshot: one costs the browser 0.2–0.35
    CPU-s, about 25 s of the suite on two cores."""
    return any(
        getattr(getattr(node, f"_report_{w}", None), "failed", False) for w in ("setup", "call")
    )


@pytest.fixture
def tab(chromium_browser, request):
    """A 1,400 × 1,100 desktop tab."""
    yield from _tab(chromium_browser, request, 1400, 1100)


@pytest.fixture
def phone(chromium_browser, request):
    """A 390 × 844 phone-sized tab."""
    yield from _tab(chromium_browser, request, 390, 844)


TREC_EVAL_SOURCE = ROOT / "tests" / "data" / "trec_eval" / "source.tar.gz"


def _shared_folder(tmp_path_factory) -> Path:
    """A folder every process of this run sees (pytest-xdist's workers each
    have a base folder of their own, inside one for the run)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def _build_trec_eval(tmp_path_factory, name: str, digits: bool = False) -> str:
    """trec_eval 10.0 built from its source with make and a C compiler, once
    per run (the first process to ask builds it while the others wait on a
    lock); with ``digits``, its printed values at 17 significant digits
    instead of 4 decimals (``%.17g`` for ``%6.4f``: every bit of a double)."""
    if not (shutil.which("make") and (shutil.which("cc") or shutil.which("gcc"))):
        pytest.skip("no C compiler to build trec_eval 10.0 (scripts/test.sh installs one)")
    shared = _shared_folder(tmp_path_factory)
    folder = shared / name
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (folder / "trec_eval").exists():
            with tarfile.open(TREC_EVAL_SOURCE) as archive:
                try:
                    archive.extractall(folder, filter="data")
                except TypeError:  # Python before 3.11.4 has no filter (our own archive: safe)
                    archive.extractall(folder)
            if digits:
                for source in ("meas_print_single.c", "meas_print_final.c"):
                    path = folder / source
                    path.write_text(path.read_text().replace("%6.4f", "%.17g"))
            subprocess.run(["make", "-s"], cwd=folder, check=True, capture_output=True)
    return str(folder / "trec_eval")


@pytest.fixture(scope="session")
def trec_eval(tmp_path_factory) -> str:
    """A trec_eval 10.0 binary: $TREC_EVAL, or built from its source."""
    if os.environ.get("TREC_EVAL"):
        return os.environ["TREC_EVAL"]
    return _build_trec_eval(tmp_path_factory, "trec_eval_10")


@pytest.fixture(scope="session")
def trec_eval_digits(tmp_path_factory) -> str:
    """trec_eval 10.0 printing every value to the last bit (17 significant
    digits): the same computation, only its printing changed."""
    return _build_trec_eval(tmp_path_factory, "trec_eval_10_digits", digits=True)


@pytest.fixture(scope="session")
def postgres():
    """A PostgreSQL server of this test process's own (tests/postgres.py),
    started when a test first asks; ``postgres.database(name)`` makes an
    empty database and gives its URL."""
    from .postgres import Postgres

    server = Postgres()
    yield server
    server.stop()


@pytest.fixture
def rooms(tmp_path, monkeypatch):
    """The app's rooms in a SQLite file of this test's own (the app's store
    made afresh before and after), and that store for the test to look at."""
    from course.rooms import RoomStore
    from ui import room

    monkeypatch.setenv("RANKING_ROOMS_DB", str(tmp_path / "rooms.db"))
    room.store.clear()
    yield RoomStore(tmp_path / "rooms.db")
    room.store.clear()

"""Fixtures of the browser tests: one app server and one headless Chromium
per test module, and a fresh tab per test (screenshot kept in test-artifacts/)."""

from __future__ import annotations

import re

import pytest

from .browser import ROOT, Server, launch

SHOTS = ROOT / "test-artifacts"

# Data, not tests. Collected for doctests, tests/data/slow_judgments/sitecustomize.py
# was imported into the test process itself and held the first judgments
# field of every AppTest session for two seconds (minutes of the suite).
collect_ignore_glob = ["data/*"]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = Server(tmp_path_factory.mktemp("server") / "streamlit.log")
    srv.wait_healthy()
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def chromium_browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


def _tab(chromium_browser, request, width: int, height: int):
    context = chromium_browser.new_context(viewport={"width": width, "height": height})
    pg = context.new_page()
    dialogs = []
    pg.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    pg.dialogs = dialogs
    yield pg
    SHOTS.mkdir(exist_ok=True)
    name = re.sub(r"[^\w.-]+", "_", request.node.name)
    pg.screenshot(path=str(SHOTS / f"{name}.png"))
    context.close()


@pytest.fixture
def tab(chromium_browser, request):
    """A 1,400 × 1,100 desktop tab."""
    yield from _tab(chromium_browser, request, 1400, 1100)


@pytest.fixture
def phone(chromium_browser, request):
    """A 390 × 844 phone-sized tab."""
    yield from _tab(chromium_browser, request, 390, 844)

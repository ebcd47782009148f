"""A run cut short never empties a field.

A fresh-clone CI run once ended with the judgments gone: quick presses of
nDCG's gain on a cold server, and the page showed "Relevant items" empty,
DCG, IDCG and nDCG 0 0 0, the link ``qrels=``. The cause, reproduced here: a
press that arrives while a run is registering the judgments field stops
that run before the field is sent. The next run sends the field without
its value (Streamlit keeps the value, but believes the browser has it), so
the browser draws it with its empty default and sends that back with the
following press, as if typed. Now a run after one cut short hands every
field its value again (:func:`ui.state.begin_run`).

These tests speak Streamlit's own websocket protocol, as a browser does: a
``rerun_script`` holding every widget value the browser has, and what the
server sends back. The server's first registration of the judgments field
in a session is held two seconds (``tests/data/slow_judgments``), so the
press lands in that window every time."""

from __future__ import annotations

import asyncio
import concurrent.futures
import os

import pytest
import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

from .browser import ROOT, Server

#: A live server of its own, started once (pytest-xdist keeps a group in one process).
pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("slow_server")]

GRADED = "ranking=d1,d2,d3,d4,d5,d6&qrels=d1:3,d2:2,d3:3,d5:1,d6:2,d7:3&k=6"
RANKING, QRELS = "d1, d2, d3, d4, d5, d6", "d1:3, d2:2, d3:3, d5:1, d6:2, d7:3"
LABELS = {"ranking": "Ranked items, rank 1 first", "qrels": "Relevant items"}


@pytest.fixture(scope="module")
def slow_server(tmp_path_factory):
    hook = str(ROOT / "tests" / "data" / "slow_judgments")
    path = os.pathsep.join(p for p in (hook, os.environ.get("PYTHONPATH")) if p)
    folder = tmp_path_factory.mktemp("server")
    srv = Server(
        folder / "streamlit.log",
        env={"PYTHONPATH": path, "SLOW_JUDGMENTS_HELD": str(folder / "held")},
    )
    srv.held = folder / "held"  # written when the hold begins
    srv.wait_healthy()
    yield srv
    srv.stop()


class Browser:
    """One session: the address bar and the widget values the browser holds
    (a value the server sends; else what the browser had, else the field's
    default, which is what it draws)."""

    def __init__(self, ws, query: str):
        self.ws, self.query, self.held, self.ids = ws, query, {}, {}

    async def run(self, page: str, *, until: str = "") -> None:
        """A rerun of ``page``; read to the run's end, or with ``until`` only
        until that kind of element arrives (a press sent then stops the run)."""
        message = BackMsg()
        message.rerun_script.query_string = self.query
        message.rerun_script.page_name = page
        for widget_id, value in self.held.items():
            state = message.rerun_script.widget_states.widgets.add()
            state.id, state.string_value = widget_id, value
        await self.ws.send(message.SerializeToString())
        while True:
            reply = ForwardMsg()
            reply.ParseFromString(await asyncio.wait_for(self.ws.recv(), 60))
            kind = reply.WhichOneof("type")
            if kind == "page_info_changed":
                self.query = reply.page_info_changed.query_string
            elif kind == "delta" and reply.delta.WhichOneof("type") == "new_element":
                which = reply.delta.new_element.WhichOneof("type")
                if which in ("text_input", "text_area"):
                    field = getattr(reply.delta.new_element, which)
                    self.ids[field.label] = field.id
                    if field.set_value or field.id not in self.held:
                        self.held[field.id] = field.value if field.set_value else field.default
                if which == until:
                    return
            elif kind == "script_finished":
                return

    def shows(self, name: str) -> str:
        return self.held[self.ids[LABELS[name]]]


def _in_a_thread(session) -> None:
    """``asyncio.run`` in a thread of its own: the browser tests' Chromium,
    one per test process, keeps Playwright's event loop running in this one."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, session).result(timeout=300)


async def _session(url: str, runs) -> None:
    address = url.replace("http", "ws") + "/_stcore/stream"
    async with websockets.connect(address, subprotocols=["streamlit"], max_size=None) as ws:
        await runs(Browser(ws, GRADED))


def test_a_press_during_the_judgments_registration_loses_nothing(slow_server):
    async def runs(browser: Browser) -> None:
        slow_server.held.unlink(missing_ok=True)
        await browser.run("ndcg", until="text_area")  # the list is sent; the judgments are held
        began = asyncio.get_running_loop().time()
        while not slow_server.held.exists():  # until the hold has begun (it lasts 2 s)
            assert asyncio.get_running_loop().time() - began < 60, "the hold never began"
            await asyncio.sleep(0.01)
        await browser.run("ndcg")  # a press, mid-run: the first run stops
        assert browser.shows("qrels") == QRELS  # drawn with its text, not empty
        await browser.run("ndcg")  # the next press sends what the browser shows
        assert (browser.shows("ranking"), browser.shows("qrels")) == (RANKING, QRELS)
        assert "qrels=d1%3A3%2Cd2%3A2" in browser.query

    _in_a_thread(_session(slow_server.url, runs))


def test_presses_on_runs_that_end_keep_the_fields(server):
    async def runs(browser: Browser) -> None:
        for _ in range(3):  # the first visit, then two presses elsewhere
            await browser.run("ndcg")
            assert (browser.shows("ranking"), browser.shows("qrels")) == (RANKING, QRELS)
        assert "qrels=d1%3A3%2Cd2%3A2" in browser.query

    _in_a_thread(_session(server.url, runs))

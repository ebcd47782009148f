"""The shared input's fields hand the browser their text on every run.

A fresh-clone CI run once ended with the judgments gone: three quick presses
of nDCG's gain on a cold server, and the page showed "Relevant items" empty,
DCG, IDCG and nDCG 0 0 0, the link ``qrels=``. A field the browser draws anew
shows its element's value when the element carries one, else its empty
default, and sends that default back with the next press as if typed. So
every run now carries each field's text (as K's number always did), however
the runs before it ended. These tests speak Streamlit's own websocket
protocol, as a browser does, and read what each run sends."""

from __future__ import annotations

import asyncio

import pytest
import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

pytestmark = pytest.mark.browser  # a live server

GRADED = "ranking=d1,d2,d3,d4,d5,d6&qrels=d1:3,d2:2,d3:3,d5:1,d6:2,d7:3&k=6"
RANKING, QRELS = "d1, d2, d3, d4, d5, d6", "d1:3, d2:2, d3:3, d5:1, d6:2, d7:3"


class Browser:
    """One session: what the server sent in its last run, per widget label."""

    def __init__(self, ws):
        self.ws, self.query, self.fields, self.held = ws, "", {}, {}

    async def run(self, page: str, *, cut_short: bool = False) -> None:
        """Send a rerun holding every widget value the browser has; read to
        the run's end (or, ``cut_short``, only to its first element)."""
        message = BackMsg()
        message.rerun_script.query_string = self.query
        message.rerun_script.page_name = page
        for widget_id, value in self.held.items():
            state = message.rerun_script.widget_states.widgets.add()
            state.id, state.string_value = widget_id, value
        await self.ws.send(message.SerializeToString())
        self.fields = {}
        while True:
            reply = ForwardMsg()
            reply.ParseFromString(await asyncio.wait_for(self.ws.recv(), 60))
            kind = reply.WhichOneof("type")
            if kind == "page_info_changed":
                self.query = reply.page_info_changed.query_string
            elif kind == "delta" and reply.delta.WhichOneof("type") == "new_element":
                if cut_short:
                    return
                element = reply.delta.new_element
                which = element.WhichOneof("type")
                if which in ("text_input", "text_area"):
                    field = getattr(element, which)
                    self.fields[field.label] = (field.set_value, field.value)
                    if field.set_value:
                        self.held[field.id] = field.value
            elif kind == "script_finished":
                return


async def _session(url: str, runs) -> Browser:
    address = url.replace("http", "ws") + "/_stcore/stream"
    async with websockets.connect(address, subprotocols=["streamlit"], max_size=None) as ws:
        browser = Browser(ws)
        browser.query = GRADED
        await runs(browser)
        return browser


def test_every_run_hands_the_browser_the_lists_and_the_judgments_text(server):
    async def runs(browser: Browser) -> None:
        for _ in range(3):  # the first visit, then two presses elsewhere
            await browser.run("ndcg")
            assert browser.fields["Ranked items, rank 1 first"] == (True, RANKING)
            assert browser.fields["Relevant items"] == (True, QRELS)

    asyncio.run(_session(server.url, runs))


def test_a_run_cut_short_by_a_quick_press_leaves_the_next_one_carrying_the_text(server):
    async def runs(browser: Browser) -> None:
        await browser.run("ndcg", cut_short=True)  # a press arrives mid-run
        await browser.run("ndcg", cut_short=True)
        await browser.run("ndcg")
        await browser.run("ndcg")
        assert browser.fields["Relevant items"] == (True, QRELS)
        assert "qrels=d1%3A3" in browser.query

    asyncio.run(_session(server.url, runs))

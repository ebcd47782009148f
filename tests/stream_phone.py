"""A phone that speaks Streamlit's own websocket protocol, as a browser does
(``/_stcore/stream``): a ``BackMsg`` ``rerun_script`` in (the page, the
query string, widget states, a fragment id), ``ForwardMsg`` out, a run
ending with ``script_finished``. It costs a few kilobytes and almost no CPU,
so a test or a benchmark can put a class of them in a room beside a few
real Chromium tabs (``benchmarks/bench_room.py``,
``tests/test_browser_class_joins_at_once.py``)."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field

import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

#: Seconds a phone waits for a run's answer before it counts an error.
TIMEOUT = 30.0
DONE = (
    ForwardMsg.ScriptFinishedStatus.FINISHED_SUCCESSFULLY,
    ForwardMsg.ScriptFinishedStatus.FINISHED_FRAGMENT_RUN_SUCCESSFULLY,
)


@dataclass
class Learner:
    """One phone: what it shows and what it measured."""

    number: int
    page_hash: str = ""
    query: str = ""
    fragment: str = ""
    interval: float = 0.0
    guess_field: str = ""
    send_button: str = ""
    shown_step: int = 0
    requests: list[float] = field(default_factory=list)
    moves: dict[int, float] = field(default_factory=dict)  # step → when shown
    errors: list[str] = field(default_factory=list)
    sent: bool = False
    sent_at: float = 0.0
    next_look: float = 0.0  # when the browser's timer asks for the next look


def read(learner: Learner, message: ForwardMsg) -> int | None:
    """Note what a message changes; the run's status when it ends one."""
    kind = message.WhichOneof("type")
    if kind == "new_session":
        learner.page_hash = message.new_session.page_script_hash
    elif kind == "page_info_changed":
        learner.query = message.page_info_changed.query_string
        step = dict(p.split("=", 1) for p in learner.query.split("&") if "=" in p).get("step")
        if step and step.isdigit() and int(step) != learner.shown_step:
            learner.shown_step = int(step)
            learner.moves.setdefault(int(step), time.monotonic())
    elif kind == "auto_rerun":
        now = message.auto_rerun.fragment_id, message.auto_rerun.interval
        if now != (learner.fragment, learner.interval):  # the browser starts a new timer
            learner.fragment, learner.interval = now
            learner.next_look = time.monotonic() + learner.interval
    elif kind == "delta" and message.delta.WhichOneof("type") == "new_element":
        element = message.delta.new_element
        which = element.WhichOneof("type")
        if which == "text_input" and "room_guess_" in element.text_input.id:
            learner.guess_field = element.text_input.id
        elif which == "button" and element.button.is_form_submitter:
            learner.send_button = element.button.id
        elif which == "exception":
            learner.errors.append("exception: " + element.exception.message[:80])
    elif kind == "script_finished":
        return message.script_finished
    return None


async def request(ws, learner: Learner, rerun: BackMsg) -> None:
    """Send one rerun; read until its run has ended (a page switch's run too)."""
    started = time.monotonic()
    await ws.send(rerun.SerializeToString())
    while True:
        raw = await asyncio.wait_for(ws.recv(), TIMEOUT)
        message = ForwardMsg()
        message.ParseFromString(raw)
        if read(learner, message) in DONE:
            break
    learner.requests.append(time.monotonic() - started)


def rerun(learner: Learner, *, fragment: bool = False, widgets=()) -> BackMsg:
    message = BackMsg()
    rerun = message.rerun_script
    rerun.query_string = learner.query
    rerun.page_script_hash = learner.page_hash
    if fragment:
        rerun.fragment_id = learner.fragment
        rerun.is_auto_rerun = not widgets
    for widget_id, kind, value in widgets:
        state = rerun.widget_states.widgets.add()
        state.id = widget_id
        setattr(state, kind, value)
    return message


async def next_look(learner: Learner) -> None:
    """Wait for the phone's next look at the room, on the browser's clock:
    Streamlit's page starts a ``setInterval`` when the fragment's
    ``auto_rerun`` arrives (``handleAutoRerun`` in Streamlit 1.67's
    frontend), so the looks keep their times whether or not the last one
    has been answered; a look due while another was on its way goes at once
    (the server merges a second one into the waiting one). Waiting 2 s
    after each answer instead, as this harness did, let phones delayed
    together fall into step and ask all at once."""
    interval = learner.interval or 2.0
    if not learner.next_look:
        learner.next_look = time.monotonic() + interval
    await asyncio.sleep(max(0.0, learner.next_look - time.monotonic()))
    missed = max(0.0, time.monotonic() - learner.next_look)
    learner.next_look += interval * (1 + int(missed // interval))


async def join(url: str, code: str, learner: Learner) -> websockets.ClientConnection:
    """Open a phone's connection to the app at ``url`` and run the join page
    for room ``code`` (it switches to the teacher's page, a run that ends
    with the switched page's ``script_finished``)."""
    ws = await websockets.connect(
        f"{url.replace('http', 'ws')}/_stcore/stream", subprotocols=["streamlit"], max_size=None
    )
    first = BackMsg()
    first.rerun_script.query_string = f"room={code}"
    first.rerun_script.page_name = "join"
    try:
        await request(ws, learner, first)
    except BaseException:
        await ws.close()  # not left open when the join's run never ends
        raise
    return ws


async def follow(
    url: str, code: str, learner: Learner, stop: asyncio.Event, joined=lambda: None
) -> None:
    """A phone that joins room ``code`` and looks at it every time its page
    asks (2 s), until ``stop``; what went wrong is in ``learner.errors``.
    ``joined()`` is called once the join's run has ended, or failed."""
    try:
        try:
            ws = await join(url, code, learner)
        finally:
            joined()
        async with ws:
            while not stop.is_set():
                await next_look(learner)
                await request(ws, learner, rerun(learner, fragment=bool(learner.fragment)))
    except TimeoutError:
        learner.errors.append(f"no answer within {TIMEOUT:.0f} s")
    except (websockets.ConnectionClosed, OSError) as err:
        learner.errors.append(f"closed: {err}")

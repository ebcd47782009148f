"""A room of N learners, driven through Streamlit's own websocket protocol.

Each learner is one websocket to ``/_stcore/stream`` speaking what a browser
speaks: a ``BackMsg`` ``rerun_script`` (the page, the query string, widget
states, a fragment id) in, ``ForwardMsg`` out, a run ending with
``script_finished``. So a learner costs this harness a few kilobytes and
almost no CPU, and the figures are the server's (the earlier harness, forty
Chromium tabs on the machine's second core, measured itself).

A learner does what the phone does (``ui/learner.py``): opens
``/join?room=CODE``, follows the room's page (the join page switches to the
teacher's lesson), re-runs the follow fragment every time the server's
``auto_rerun`` asks (2 s), follows each move of the teacher to a new page
and step, and when asked types a guess into the room's form and sends it.
The teacher acts on the room's store directly, as the teacher's session
does (``course.rooms``): eight steps of a lesson, one every
:data:`STEP_EVERY` seconds, a question at step four, the reveal at the end.

Printed for N = 1, 10, 40, 100, 200 learners joining one room:
  * the server's time per request (send to ``script_finished``): the
    learners' polls, page moves and answers; p50 / p95 / max, and the p95
    as a multiple of one learner alone (goals: 40 ≤ 3×, 200 ≤ 10×);
  * a move's delay: from the teacher's press to each learner's page
    showing the new step (a poll's wait included: up to 2 s by design);
  * errors (no answer within 30 s, a closed socket, an exception shown);
    answers lost (sent but not in the store: must be 0; a phone sends only
    from a form it was shown before the reveal, and such an answer counts
    even when it reaches the server after the reveal);
  * the server's CPU and its peak resident memory.

With ``--tabs K``, K real Chromium tabs (Debian's ``/usr/bin/chromium``,
headless, on this script's core) join the same room beside the websocket
phones and follow it as a person's phone does; for each, the delay from the
teacher's press to the tab's page showing the new step ("Step k of 8"),
printed apart: what the protocol phones cannot show (the browser's own
drawing) is seen on a few.

The server runs on core 0 and this script on core 1 (``taskset``), as in
``bench_classroom.py``: a one-core server.

    python benchmarks/bench_room.py                 # N = 1, 10, 40, 100, 200
    python benchmarks/bench_room.py --learners 1,40
    python benchmarks/bench_room.py --servers 2     # two processes, one store
    python benchmarks/bench_room.py --servers 2 --store postgresql   # … in PostgreSQL
    python benchmarks/bench_room.py --learners 40 --tabs 3   # and three Chromium tabs
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_classroom import SERVER_CORE, Rss, pin_server  # noqa: E402

from course.rooms import Rooms, open_store  # noqa: E402
from tests.browser import Server  # noqa: E402
from tests.stream_phone import Learner, next_look, request, rerun  # noqa: E402

#: The teacher's list: eight items, so the walkthrough has eight steps.
LIST = "ranking=A,B,C,D,E,F,G,H&qrels=B:1,E:2,G:1,H:3,Y:1&k=8"
PAGE = "average_precision"
#: Seconds between two presses of the teacher's Next (reading the step).
STEP_EVERY = 3.0
#: Seconds the teacher leaves the room to answer before the reveal.
ANSWERING = 8.0
#: Learners arrive over this many seconds (a class opening the link).
ARRIVAL = 5.0
HARNESS_CORE = 1 - SERVER_CORE


async def learner_run(url: str, code: str, learner: Learner, answer: str, stop: asyncio.Event):
    await asyncio.sleep(random.uniform(0, ARRIVAL))
    try:
        async with websockets.connect(
            f"{url.replace('http', 'ws')}/_stcore/stream", subprotocols=["streamlit"], max_size=None
        ) as ws:
            first = BackMsg()
            first.rerun_script.query_string = f"room={code}"
            first.rerun_script.page_name = "join"
            await request(ws, learner, first)
            while not stop.is_set():
                await next_look(learner)
                if learner.guess_field and learner.send_button and not learner.sent:
                    await asyncio.sleep(random.uniform(0.5, 2.0))  # typing
                    learner.sent, learner.sent_at = True, time.monotonic()
                    widgets = [
                        (learner.guess_field, "string_value", answer),
                        (learner.send_button, "trigger_value", True),
                    ]
                    await request(ws, learner, rerun(learner, fragment=True, widgets=widgets))
                    continue
                await request(ws, learner, rerun(learner, fragment=bool(learner.fragment)))
    except TimeoutError:
        learner.errors.append("no answer within 30 s")
    except websockets.ConnectionClosed as err:
        learner.errors.append(f"closed: {err}")


async def tab_run(browser, url: str, code: str, shown: dict[int, float], stop: asyncio.Event):
    """A Chromium tab that joins the room and notes when each step shows."""
    await asyncio.sleep(random.uniform(0, ARRIVAL))
    page = await browser.new_page(viewport={"width": 390, "height": 844})
    try:
        await page.goto(f"{url}/join?room={code}", wait_until="domcontentloaded")
        while not stop.is_set():
            text = await page.evaluate("document.body.innerText")
            for step in range(1, 9):
                if step not in shown and f"Step {step} of 8" in text:
                    shown[step] = time.monotonic()
            await asyncio.sleep(0.05)
    finally:
        await page.close()


def figures(values: list[float]) -> str:
    if not values:
        return "—"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"p50 {statistics.median(ordered) * 1000:6.0f}  p95 {p95 * 1000:6.0f}  "
        f"max {ordered[-1] * 1000:6.0f} ms"
    )


async def room(
    urls: list[str], store: Rooms, n: int, rss: list[Rss], browser=None, tabs: int = 0
) -> dict:
    code, token = store.open_room(PAGE, f"{LIST}&step=1")
    learners = [Learner(i) for i in range(n)]
    stop = asyncio.Event()
    answers = {le.number: random.choice(["0.3", "0.35", "1/3", "0.25", "0.4"]) for le in learners}
    for r in rss:
        r.reset()
    cpu = [r.cpu() for r in rss]
    tasks = [
        asyncio.create_task(
            learner_run(urls[le.number % len(urls)], code, le, answers[le.number], stop)
        )
        for le in learners
    ]
    tab_shown: list[dict[int, float]] = [{} for _ in range(tabs)]
    tasks += [
        asyncio.create_task(tab_run(browser, urls[i % len(urls)], code, tab_shown[i], stop))
        for i in range(tabs)
    ]
    await asyncio.sleep(ARRIVAL + 3)
    pressed: dict[int, float] = {}
    for step in range(2, 9):  # the teacher's Next, seven times: steps 1…8
        store.move(code, token, page=PAGE, query=f"{LIST}&step={step}")
        pressed[step] = time.monotonic()
        await asyncio.sleep(STEP_EVERY)
        if step == 4:  # a guess: the room answers, then the reveal
            store.ask(code, token, _question())
            await asyncio.sleep(ANSWERING)
            store.reveal(code, token)
            revealed = time.monotonic()
            asked = store.room(code).question
            await asyncio.sleep(STEP_EVERY)
    stop.set()
    await asyncio.gather(*tasks)
    stored = len(store.answers(code, asked))
    # A phone sends only from a form it was shown before the reveal; a Send
    # that reaches the server after it still counts (ui/learner.py), so every
    # answer sent must be stored. "Late": sent after the reveal's moment,
    # the phone not having shown it yet (its look at the room waited its turn).
    sent = sum(le.sent for le in learners)
    late = sum(le.sent and le.sent_at >= revealed for le in learners)
    delays = [le.moves[s] - t for le in learners for s, t in pressed.items() if s in le.moves]
    missed = sum(1 for le in learners for s in pressed if s not in le.moves)
    return {
        "n": n,
        "tabs": tabs,
        "tab_delays": [
            shown[s] - t for shown in tab_shown for s, t in pressed.items() if s in shown
        ],
        "tab_missed": sum(1 for shown in tab_shown for s in pressed if s not in shown),
        "requests": [t for le in learners for t in le.requests],
        "delays": delays,
        "missed": missed,
        "errors": [e for le in learners for e in le.errors],
        "sent": sent,
        "late": late,
        "lost": sent - stored,
        "cpu": sum(r.cpu() for r in rss) - sum(cpu),
        "peak": [r.peak for r in rss],
    }


def _question() -> str:
    """The question id the lesson's page asks (``ui.room.remember_question``):
    the page and its scenario's digest, as the teacher's session has it."""
    from urllib.parse import parse_qs

    from course.link import read

    return f"{PAGE}:{read(parse_qs(LIST), PAGE).scenario.digest()}"


def report(result: dict, alone: dict | None) -> None:
    n = result["n"]
    requests = sorted(result["requests"])
    p95 = requests[min(len(requests) - 1, int(0.95 * len(requests)))] if requests else 0
    ratio = ""
    if alone and alone["requests"]:
        base = sorted(alone["requests"])
        base95 = base[min(len(base) - 1, int(0.95 * len(base)))]
        ratio = f"  = {p95 / base95:.1f}× one alone"
    print(f"N = {n:3d}  requests {len(requests):5d}  {figures(requests)}{ratio}", flush=True)
    print(f"         a move shown on each phone after  {figures(result['delays'])}"
          f"  (steps not seen: {result['missed']})")  # fmt: skip
    print(f"         errors {len(result['errors'])}  answers sent {result['sent']}"
          f" ({result['late']} after the reveal, from a form shown before it), lost {result['lost']}"
          f"  server CPU {result['cpu']:.1f} s  peak RSS "
          + " + ".join(f"{p:.0f}" for p in result["peak"]) + " MB", flush=True)  # fmt: skip
    if result["tabs"]:
        print(f"         {result['tabs']} Chromium tabs: a move shown after  "
              f"{figures(result['tab_delays'])}  (steps not seen: {result['tab_missed']})")  # fmt: skip
    for error in sorted(set(result["errors"]))[:3]:
        print(f"         e.g. {error}")


async def main_async(counts: list[int], servers: int, tabs: int = 0, where: str = "") -> None:
    if not tabs:
        return await _measure(counts, servers, None, 0, where)
    from playwright.async_api import async_playwright

    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path="/usr/bin/chromium")
        try:
            await _measure(counts, servers, browser, tabs, where)
        finally:
            await browser.close()


async def _measure(counts: list[int], servers: int, browser, tabs: int, where: str) -> None:
    folder = Path(tempfile.mkdtemp())
    db = where or str(folder / "rooms.db")
    print(f"rooms kept in {'PostgreSQL' if '://' in db else 'a SQLite file'}")
    started = [
        Server(folder / f"streamlit{i}.log", env={"RANKING_ROOMS_DB": str(db)})
        for i in range(servers)
    ]
    try:
        for number, s in enumerate(started):
            s.wait_healthy()
            # One process: core 0, this script core 1. Two: one core each,
            # and this script wherever there is room.
            pin_server(s.proc.pid, number % 2)
        rss = [Rss(s.proc.pid) for s in started]
        store = open_store(db)
        # Warm every server: its first run loads every module a learner uses.
        await room([s.url for s in started], store, servers, rss)
        alone = None
        for n in counts:
            result = await room([s.url for s in started], store, n, rss, browser, tabs)
            report(result, alone)
            alone = alone or (result if n == 1 else None)
    finally:
        for s in started:
            s.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--learners", default="1,10,40,100,200")
    parser.add_argument("--servers", type=int, default=1)
    parser.add_argument("--tabs", type=int, default=0, help="real Chromium tabs beside them")
    parser.add_argument(
        "--store", default="sqlite",
        help="sqlite (a file, the default); postgresql (a PostgreSQL server of its own, "
        "started here as the tests start one); or a postgresql:// URL",
    )  # fmt: skip
    args = parser.parse_args()
    if args.servers == 1:
        os.sched_setaffinity(0, {HARNESS_CORE})
    random.seed(7)
    learners = [int(n) for n in args.learners.split(",")]
    postgres = None
    where = "" if args.store == "sqlite" else args.store
    if args.store == "postgresql":
        from tests.postgres import Postgres

        postgres = Postgres()
        where = postgres.url
    try:
        asyncio.run(main_async(learners, args.servers, args.tabs, where))
    finally:
        if postgres:
            postgres.stop()


if __name__ == "__main__":
    main()

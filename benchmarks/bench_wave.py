"""N sessions rerun one page at the same moment: what a teacher's press
costs a room when every phone redraws the page, and Streamlit's own floor.

Each session is a websocket to ``/_stcore/stream`` speaking what a browser
speaks (``bench_room.py``'s protocol): it opens the page, then, when all
are open, every session sends the same rerun at once and times it to its
``script_finished``. One session alone reruns twenty times in a row instead.
Two pages: ``benchmarks/bare_app.py`` (one number input and one line: no
Streamlit page can cost less) and the app's Average Precision lesson at
step 4 of the room's list (what a phone runs after each press of the
teacher's, ``ui/learner.py``). Printed: p50 / p95 / max per run, the p95 as a
multiple of one session alone, and the server's CPU per run. The server
runs on core 0 and this script on core 1, as in ``bench_room.py``.

    python benchmarks/bench_wave.py                   # N = 1, 40, 100, 200
    python benchmarks/bench_wave.py --sessions 1,200
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path

import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_classroom import SERVER_CORE, pin_server  # noqa: E402
from bench_room import LIST, PAGE  # noqa: E402

from tests.browser import Server  # noqa: E402

HERE = Path(__file__).resolve().parent
PAGES = {
    "bare page": (HERE / "bare_app.py", "", ""),
    "lesson page": (None, PAGE, f"{LIST}&step=4"),
}
ALONE = 20


async def session(url: str, page: str, query: str, go: asyncio.Event, ready: list, runs: int,
                  times: list[float]) -> None:  # fmt: skip
    async with websockets.connect(
        f"{url.replace('http', 'ws')}/_stcore/stream", subprotocols=["streamlit"], max_size=None
    ) as ws:

        async def run(message: BackMsg) -> tuple[float, str]:
            started, page_hash = time.monotonic(), ""
            await ws.send(message.SerializeToString())
            while True:
                reply = ForwardMsg()
                reply.ParseFromString(await ws.recv())
                kind = reply.WhichOneof("type")
                if kind == "new_session":
                    page_hash = reply.new_session.page_script_hash
                elif kind == "script_finished":
                    return time.monotonic() - started, page_hash

        first = BackMsg()
        first.rerun_script.query_string, first.rerun_script.page_name = query, page
        _, page_hash = await run(first)
        ready.append(True)
        await go.wait()
        again = BackMsg()
        again.rerun_script.query_string = query
        again.rerun_script.page_script_hash = page_hash
        for _ in range(runs):
            times.append((await run(again))[0])


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().split()
    return (int(fields[13]) + int(fields[14])) / os.sysconf("SC_CLK_TCK")


async def wave(url: str, pid: int, page: str, query: str, n: int) -> dict:
    go, ready, times = asyncio.Event(), [], []
    runs = ALONE if n == 1 else 1
    tasks = [
        asyncio.create_task(session(url, page, query, go, ready, runs, times)) for _ in range(n)
    ]
    while len(ready) < n:
        await asyncio.sleep(0.1)
    await asyncio.sleep(1.0)
    before = cpu_seconds(pid)
    go.set()
    await asyncio.gather(*tasks)
    p95 = statistics.quantiles(times, n=20)[18]
    return {
        "p50": statistics.median(times), "p95": p95, "max": max(times),
        "cpu": (cpu_seconds(pid) - before) / len(times),
    }  # fmt: skip


async def main_async(counts: list[int]) -> None:
    os.sched_setaffinity(0, {1 - SERVER_CORE})
    for label, (script, page, query) in PAGES.items():
        server = Server(Path(os.devnull), script=script)
        try:
            server.wait_healthy()
            pin_server(server.proc.pid)
            await wave(server.url, server.proc.pid, page, query, 5)  # warm: modules loaded
            alone = None
            for n in counts:
                r = await wave(server.url, server.proc.pid, page, query, n)
                alone = alone or r["p95"]
                print(
                    f"{label:<12} N = {n:>3}  p50 {1000 * r['p50']:5.0f}  p95 {1000 * r['p95']:5.0f}"
                    f"  max {1000 * r['max']:5.0f} ms  p95 {r['p95'] / alone:4.1f}x one alone"
                    f"  server CPU {1000 * r['cpu']:4.1f} ms a run",
                    flush=True,
                )
        finally:
            server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", default="1,40,100,200")
    args = parser.parse_args()
    counts = [int(n) for n in args.sessions.split(",")]
    if counts[0] != 1:
        counts.insert(0, 1)  # the ratios are to one session alone
    asyncio.run(main_async(counts))


if __name__ == "__main__":
    main()

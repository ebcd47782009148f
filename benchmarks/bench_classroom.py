"""A class on one server: N learners open the app at once.

Starts the app as a user would (``streamlit run app.py`` with the
repository's ``.streamlit/config.toml``), then, in one headless Chromium,
opens N sessions at once (a browser context each) for N = 1, 10, 20, 40.
Each session follows a learner's script, with a short pause between presses
(0.5-1.5 s, seeded):

  open a shared Average Precision link (its own list of 8 items), press
  Next five times, change K, retype the list, open MAP, open nDCG; one
  session in five (and the one session alone, so that its server has
  loaded every module the others use) then uploads the sample files on
  the upload page.

Each press is timed in the page, as ``bench_app.py`` does (from the input
event to the frame in which the new text is on screen, Streamlit's running
indicator gone and nothing stale), and in the server (from the press's
rerun request to the end of its script run, waits for other sessions'
runs included; ``server_timing/sitecustomize.py``). Printed per N: p50 /
p95 / max of the edits (K, retyped list, Next), of the server's runs, of
the first page, of the page switches and of the upload; the p95 as a
multiple of one session alone (same run); the server's CPU; errors (a press not
answered within 60 s, an exception on the page); sessions that showed
another session's list; edits lost (K or the list not as typed, or not in
the address); the server's RSS (peak during the phase, and after the
phase's tabs closed). At the end, the RSS once Streamlit has dropped the
closed sessions (it keeps a closed tab's session two minutes for a
reconnection).

``--uploads`` runs instead the case of six large uploads: six sessions each
upload a 137 MB run and its 6 MB judgments (``bench_cli.make_files``),
while four sessions follow the learner's script; printed: what each upload
met (numbers, a refusal, a wait), the server's peak RSS against its bounds
(course/memory.py), and the four learners' figures.

    python benchmarks/bench_classroom.py            # N = 1, 10, 20, 40
    python benchmarks/bench_classroom.py --sessions 1,10
    python benchmarks/bench_classroom.py --uploads
    python benchmarks/bench_classroom.py --uploads --upload-mb 60   # the Dockerfile's limit

In a class each learner's browser runs on her own machine; here they share
the machine with the server. So the server is pinned to one core and every
Chromium tab to the other: the server's figures are those of a one-core
server (stricter than the two-core goal), and the pages' figures an upper
bound, forty tabs drawn by one core.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from playwright.async_api import async_playwright

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
from bench_app import _MARK_EDITS, _SETTLED, percentile  # noqa: E402

from tests.browser import CHROMIUM_ARGS, Server, find_chromium  # noqa: E402

SAMPLES = HERE.parent / "samples"
#: Background tabs must not be slowed: every session is someone's front tab.
FLAGS = [
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
]
TIMEOUT = 60_000
#: Forty tabs drawing Streamlit's first page on one core take their time:
#: the harness waits up to five minutes before it counts an error.
FIRST_PAGE = 300_000
#: The server's own time per script run (see server_timing/sitecustomize.py).
RUN_TIMES = Path(tempfile.mkdtemp()) / "run_times.txt"
TIMING = {"PYTHONPATH": str(HERE / "server_timing"), "BENCH_RUN_TIMES": str(RUN_TIMES)}
#: glibc's allocator as the Dockerfile sets it (README, "Deploy for a class"):
#: memory freed after a large file is read goes back to the system.
MALLOC = {"MALLOC_ARENA_MAX": "2", "MALLOC_MMAP_THRESHOLD_": "131072"}
#: A learner reads the step's sentence before the next press (seconds), and
#: the class opens the link within the first seconds, not the same instant.
PAUSE, ARRIVAL = (2.0, 5.0), 30.0


#: In a class each learner's browser runs on her own machine; here forty
#: tabs would starve the server of CPU. So the server runs on core 0 and
#: everything else (Chromium, Playwright, this script) on core 1: the
#: server's figures are those of a one-core server, the pages' an upper
#: bound (forty tabs drawn by one core).
SERVER_CORE, BROWSER_CORE = 0, 1


def pin_server(pid: int, core: int = SERVER_CORE) -> None:
    """Every thread of the server, now and later, on ``core``."""
    for task in os.listdir(f"/proc/{pid}/task"):
        os.sched_setaffinity(int(task), {core})


def pinned_chromium() -> str:
    """Chromium on :data:`BROWSER_CORE` (its processes inherit it)."""
    wrapper = Path(tempfile.mkdtemp()) / "chromium"
    wrapper.write_text(f'#!/bin/sh\nexec taskset -c {BROWSER_CORE} "{find_chromium()}" "$@"\n')
    wrapper.chmod(0o755)
    return str(wrapper)


class Rss:
    """The server's resident memory, sampled every 0.1 s in a thread."""

    def __init__(self, pid: int):
        self.pid, self.peak, self._stop = pid, 0.0, threading.Event()
        threading.Thread(target=self._run, daemon=True).start()

    def now(self) -> float:
        """MB, now."""
        with open(f"/proc/{self.pid}/status") as f:
            return int(f.read().split("VmRSS:")[1].split()[0]) / 1024

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.peak = max(self.peak, self.now())
            except (OSError, IndexError):
                return
            time.sleep(0.1)

    def cpu(self) -> float:
        """CPU seconds the server has used (user + system)."""
        with open(f"/proc/{self.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def reset(self) -> None:
        self.peak = self.now()

    def stop(self) -> None:
        self._stop.set()


@dataclass
class Session:
    """One learner: her list, and what she met."""

    number: int
    edits: list[float] = field(default_factory=list)
    opens: list[float] = field(default_factory=list)  # wall clock: link -> first full page
    switches: list[float] = field(default_factory=list)
    uploads: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    crossed: int = 0  # pages that showed another session's list
    lost: list[str] = field(default_factory=list)  # edits not on screen or not in the address

    @property
    def names(self) -> list[str]:
        return [f"s{self.number}x{j}" for j in range(8)]


async def settle(page, text: str, timeout: float = TIMEOUT) -> float:
    """Milliseconds from the last input event to the frame in which ``text``
    is on screen and the page is settled (see bench_app.py)."""
    handle = await page.wait_for_function(
        _SETTLED, arg={"text": text, "gone": False}, polling="raf", timeout=timeout
    )
    return await handle.json_value()


async def check(page, me: Session) -> None:
    """Count a page that shows another session's list, or an exception."""
    body = await page.locator("body").inner_text()
    others = {int(n) for n in re.findall(r"\bs(\d+)x\d", body)} - {me.number}
    if others:
        me.crossed += 1
    if await page.get_by_test_id("stException").count():
        me.errors.append("exception on the page")


async def in_address(page, part: str) -> bool:
    """Whether the address holds ``part`` within 5 s (it is written at the
    end of the run that drew the page)."""
    try:
        await page.wait_for_url(re.compile(re.escape(part)), timeout=5_000)
        return True
    except Exception:
        return False


async def open_lesson(page, title: str) -> None:
    """A lesson opened from the navigation at the top: its section, then the lesson."""
    link = page.get_by_test_id("stTopNavDropdownLink").filter(
        has=page.get_by_text(title, exact=True)
    )
    for section in await page.get_by_test_id("stTopNavSection").all():
        await section.click()
        try:
            await link.first.wait_for(state="visible", timeout=1_500)
        except Exception:
            await page.keyboard.press("Escape")
            continue
        await link.first.click()
        return
    raise LookupError(title)


async def timed(me: Session, kind: list[float], page, text: str, action) -> None:
    """Do ``action`` (a press), then time it until ``text`` settles."""
    try:
        await action()
        kind.append(await settle(page, text))
        await check(page, me)
    except Exception as error:  # a press not answered in time, a missing control
        me.errors.append(f"{text!r}: {type(error).__name__}")


async def learner(context, url: str, me: Session, rnd: random.Random, upload: bool) -> None:
    async def pause():
        await asyncio.sleep(rnd.uniform(*PAUSE))

    await asyncio.sleep(rnd.uniform(0, ARRIVAL))
    page = await context.new_page()
    page.set_default_timeout(TIMEOUT)
    names = me.names
    ranking, qrels = ",".join(names), f"{names[1]}:1,{names[3]}:1,{names[6]}:1"
    start = time.perf_counter()
    try:
        await page.goto(
            f"{url}/average_precision?ranking={ranking}&qrels={qrels}", timeout=FIRST_PAGE
        )
        await settle(page, "Step 1 of 8", FIRST_PAGE)
        me.opens.append((time.perf_counter() - start) * 1000)
    except Exception as error:
        me.errors.append(f"first page: {type(error).__name__}")
        return
    main = page.get_by_test_id("stMain")
    for step in range(2, 7):
        await pause()
        button = main.get_by_role("button", name="Next", exact=True)
        await timed(me, me.edits, page, f"Step {step} of 8", button.click)
    await pause()
    k = page.get_by_role("spinbutton", name="Cutoff K")
    await k.fill("4")
    await timed(me, me.edits, page, "K = 4.", lambda: k.press("Enter"))
    if await k.input_value() != "4":
        me.lost.append("K not as typed")
    if not await in_address(page, "k=4"):
        me.lost.append("K not in the address")
    await pause()
    box = page.get_by_role("textbox", name="Ranked items, rank 1 first")
    retyped = list(reversed(names))
    await box.fill(", ".join(retyped))
    await timed(
        me,
        me.edits,
        page,
        f"Ranking: {retyped[0]}, {retyped[1]},",
        lambda: box.press("Control+Enter"),
    )
    if not await in_address(page, f"ranking={retyped[0]}%2C{retyped[1]}"):
        me.lost.append("list not in the address")
    sidebar = page.get_by_test_id("stSidebar")
    for title, shown in (
        ("MAP (several queries)", "MAP: mean average precision"),
        ("nDCG (graded)", "nDCG: graded relevance"),
    ):
        await pause()
        await timed(me, me.switches, page, shown, lambda title=title: open_lesson(page, title))
        try:  # the page's title comes first; her list further down
            await page.wait_for_function(
                "t => document.body.innerText.includes(t)", arg=retyped[0], timeout=10_000
            )
        except Exception:
            me.lost.append(f"{title}: her list gone")
    if upload:
        try:
            await upload_samples(page, me, sidebar, pause)
        except Exception as error:
            me.errors.append(f"upload: {type(error).__name__}")


async def upload_samples(page, me: Session, sidebar, pause) -> None:
    """The upload page, the sample judgments and run uploaded: wall-clock
    time from the first file given to the means on screen."""
    await pause()
    await timed(me, me.switches, page, "Upload", lambda: open_lesson(page, "Your own data"))
    files = page.get_by_test_id("stFileUploader")
    start = time.perf_counter()
    await files.nth(0).locator("input[type=file]").set_input_files(str(SAMPLES / "qrels.txt"))
    await asyncio.sleep(0.5)
    await files.nth(1).locator("input[type=file]").set_input_files(str(SAMPLES / "run_bm25.txt"))
    await settle(page, "Means over")
    me.uploads.append((time.perf_counter() - start) * 1000)
    await check(page, me)


def figures(values: list[float]) -> str:
    if not values:
        return "      -"
    return (
        f"{statistics.median(values):6.0f} / {percentile(values, 0.95):6.0f} / {max(values):6.0f}"
    )


async def phase(browser, url: str, n: int, rss: Rss, seed: int) -> dict:
    rss.reset()
    cpu = rss.cpu()
    RUN_TIMES.write_text("")
    contexts = [
        await browser.new_context(viewport={"width": 1280, "height": 800}) for _ in range(n)
    ]
    for context in contexts:
        await context.add_init_script(_MARK_EDITS)
    sessions = [Session(seed + i) for i in range(n)]
    rnd = random.Random(seed)
    started = time.perf_counter()
    await asyncio.gather(*(
        learner(c, url, s, random.Random(rnd.random()), upload=i % 5 == 4 or n == 1)
        for i, (c, s) in enumerate(zip(contexts, sessions))
    ))  # fmt: skip
    took = time.perf_counter() - started
    peak = rss.peak
    for context in contexts:
        await context.close()
    await asyncio.sleep(3)
    return summary(
        sessions, took=took, peak=peak, closed=rss.now(), cpu=rss.cpu() - cpu,
        server=[float(x) for x in RUN_TIMES.read_text().split()],
    )  # fmt: skip


def summary(sessions: list[Session], **figures) -> dict:
    """What the sessions met, pooled, for :func:`report`."""
    pooled = {kind: [x for s in sessions for x in getattr(s, kind)]
              for kind in ("edits", "opens", "switches", "uploads", "errors", "lost")}  # fmt: skip
    return {
        "n": len(sessions), **pooled, "crossed": sum(s.crossed for s in sessions),
        "presses": sum(len(s.edits) + len(s.switches) + len(s.opens) for s in sessions),
        **figures,
    }  # fmt: skip


def report(result: dict, alone: dict | None) -> None:
    ratio = ""
    if alone and alone["edits"] and result["edits"]:
        ratio = f"  p95 = {percentile(result['edits'], 0.95) / percentile(alone['edits'], 0.95):.1f}x alone"
    print(f"N = {result['n']:>2} sessions ({result['took']:.0f} s)")
    print(
        f"  edits (K, list, Next)  n={len(result['edits']):>4}  p50/p95/max ms {figures(result['edits'])}{ratio}"
    )
    if result.get("server"):
        ratio = ""
        if alone and alone.get("server"):
            ratio = f"  p95 = {percentile(result['server'], 0.95) / percentile(alone['server'], 0.95):.1f}x alone"
        print(
            f"  server, per run        n={len(result['server']):>4}  p50/p95/max ms"
            f" {figures(result['server'])}{ratio}"
        )
    print(
        f"  link -> first page     n={len(result['opens']):>4}  p50/p95/max ms {figures(result['opens'])}"
    )
    print(
        f"  page switches          n={len(result['switches']):>4}  p50/p95/max ms {figures(result['switches'])}"
    )
    if result["uploads"]:
        print(
            f"  sample upload -> means n={len(result['uploads']):>4}  p50/p95/max ms {figures(result['uploads'])}"
        )
    print(
        f"  errors {len(result['errors'])}, another's list shown {result['crossed']},"
        f" edits lost {len(result['lost'])}"
        + (
            f"  ({'; '.join(sorted(set(result['errors'] + result['lost']))[:4])})"
            if result["errors"] or result["lost"]
            else ""
        )
    )
    if "cpu" in result and result["presses"]:
        print(
            f"  server CPU {result['cpu']:.1f} s in {result['took']:.0f} s"
            f" ({result['cpu'] / result['took'] * 100:.0f}% of one core),"
            f" {result['cpu'] / result['presses'] * 1000:.0f} ms per press"
        )
    print(
        f"  server RSS: peak {result['peak']:.0f} MB, after the tabs closed {result['closed']:.0f} MB"
    )


async def classroom(counts: list[int]) -> None:
    server = Server(Path(tempfile.mkdtemp()) / "streamlit.log", env={**TIMING, **MALLOC})
    server.wait_healthy()
    pin_server(server.proc.pid)
    rss = Rss(server.proc.pid)
    print(f"machine: {os.cpu_count()} cores; server RSS at start {rss.now():.0f} MB")
    async with async_playwright() as p:
        browser = await p.chromium.launch(
            executable_path=pinned_chromium(), args=[*CHROMIUM_ARGS, *FLAGS]
        )
        # A first visit warms Python's imports, as the first learner would.
        await phase(browser, server.url, 1, rss, seed=900)
        alone = None
        for n in counts:
            result = await phase(browser, server.url, n, rss, seed=1000 * n)
            if n == 1:
                alone = result
                one_session_rss = result["peak"]
            report(result, alone)
        print("waiting 130 s: Streamlit keeps a closed tab's session 2 minutes for a reconnection")
        await asyncio.sleep(130)
        # One more visit, closed: Streamlit lets go of expired sessions when
        # sessions come and go.
        await phase(browser, server.url, 1, rss, seed=901)
        await asyncio.sleep(5)
        after = rss.now()
        await browser.close()
    if alone:
        print(
            f"server RSS once the sessions are dropped: {after:.0f} MB"
            f" ({(after / one_session_rss - 1) * 100:+.0f}% against one session's"
            f" {one_session_rss:.0f} MB)"
        )
    rss.stop()
    server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", default="1,10,20,40")
    parser.add_argument("--uploads", action="store_true")
    parser.add_argument(
        "--upload-mb", type=int, default=None,
        help="with --uploads: the server's upload limit, and each run file just under it",
    )  # fmt: skip
    args = parser.parse_args()
    os.sched_setaffinity(0, {BROWSER_CORE})  # this script and Playwright's driver
    if args.uploads:
        from bench_uploads import large_uploads

        asyncio.run(large_uploads(args.upload_mb))
    else:
        asyncio.run(classroom([int(n) for n in args.sessions.split(",")]))


if __name__ == "__main__":
    main()

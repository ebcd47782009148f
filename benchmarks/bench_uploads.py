"""Six large uploads at once, while four learners follow the lessons: what
each upload meets (its numbers, a refusal naming the limit, a wait), the
server's RSS against its bounds (course/memory.py), and the learners'
figures. Run through ``python benchmarks/bench_classroom.py --uploads``
(the learners' script, the RSS sampler and the pinning are that file's).
"""

from __future__ import annotations

import asyncio
import random
import re
import tempfile
import time
from pathlib import Path

from bench_classroom import (
    _MARK_EDITS,
    CHROMIUM_ARGS,
    FLAGS,
    MALLOC,
    TIMEOUT,
    TIMING,
    Rss,
    Server,
    Session,
    learner,
    pin_server,
    pinned_chromium,
    report,
    summary,
)
from playwright.async_api import async_playwright


async def uploader(context, url: str, qrels: Path, run: Path, said: list[str]) -> None:
    page = await context.new_page()
    await page.goto(f"{url}/batch")
    await page.get_by_test_id("stFileUploader").first.wait_for(timeout=TIMEOUT)
    files = page.get_by_test_id("stFileUploader")
    start = time.perf_counter()
    await files.nth(0).locator("input[type=file]").set_input_files(str(qrels))
    await asyncio.sleep(1)
    await files.nth(1).locator("input[type=file]").set_input_files(str(run))
    try:
        await page.wait_for_function(
            """() => !document.querySelector('[data-testid="stStatusWidget"]')
                && (document.body.innerText.includes('Means over')
                    || document.body.innerText.includes('was not taken')
                    || document.body.innerText.includes('found no room'))""",
            polling=500, timeout=300_000,
        )  # fmt: skip
        body = await page.locator("body").inner_text()
        took = time.perf_counter() - start
        if "Means over" in body:
            said.append(f"means after {took:.0f} s")
        else:
            said.append(
                f"refused after {took:.0f} s: "
                + re.search(r"(was not taken|found no room)[^.]*", body).group(0)
            )
    except Exception as error:
        said.append(f"no answer: {type(error).__name__}")


#: Bytes per line of ``bench_cli.make_files``' run (``q1234 Q0 doc1234_56 57 0.123456 bench``).
RUN_LINE = 39.5


async def large_uploads(upload_mb: int | None = None) -> None:
    """Six uploads at once. With ``upload_mb``, the server's upload limit
    (``server.maxUploadSize``) is set to it, as the Dockerfile's class
    configuration does, and each run file is just under it."""
    from bench_cli import make_files

    from course.memory import SERVER_MB, SESSION_MB

    folder = Path(tempfile.mkdtemp())
    depth = 350 if upload_mb is None else int(upload_mb * 2**20 * 0.95 / (10_000 * RUN_LINE))
    qrels, run = make_files(folder, n_queries=10_000, depth=depth)
    size = (qrels.stat().st_size + run.stat().st_size) / 2**20
    limit = {} if upload_mb is None else {"STREAMLIT_SERVER_MAX_UPLOAD_SIZE": str(upload_mb)}
    if upload_mb is not None:
        print(f"upload limit (server.maxUploadSize): {upload_mb} MB per file")
    server = Server(folder / "streamlit.log", env={**TIMING, **MALLOC, **limit})
    server.wait_healthy()
    pin_server(server.proc.pid)
    rss = Rss(server.proc.pid)
    start_rss = rss.now()
    print(
        f"six sessions upload {run.stat().st_size / 2**20:.0f} MB + {qrels.stat().st_size / 2**20:.0f} MB"
        f" ({size:.0f} MB each) while four follow the lessons; bounds: session {SESSION_MB:.0f} MB,"
        f" server {SERVER_MB:.0f} MB; RSS at start {start_rss:.0f} MB"
    )
    async with async_playwright() as p:
        browser = await p.chromium.launch(
            executable_path=pinned_chromium(), args=[*CHROMIUM_ARGS, *FLAGS]
        )
        rss.reset()
        said: list[str] = []
        contexts = [await browser.new_context() for _ in range(10)]
        for context in contexts:
            await context.add_init_script(_MARK_EDITS)
        learners = [Session(i) for i in range(4)]
        await asyncio.gather(
            *(uploader(c, server.url, qrels, run, said) for c in contexts[:6]),
            *(learner(c, server.url, s, random.Random(s.number), upload=False)
              for c, s in zip(contexts[6:], learners)),
        )  # fmt: skip
        for line in said:
            print(f"  upload: {line}")
        await asyncio.sleep(5)
        settled_rss = rss.now()
        for context in contexts:
            await context.close()
        await asyncio.sleep(5)
        print(
            f"server RSS: with the accepted uploads read {settled_rss:.0f} MB;"
            f" 5 s after every tab closed {rss.now():.0f} MB"
        )
        result = summary(learners, took=0, peak=rss.peak, closed=rss.now())
        print("the four learners meanwhile:")
        report(result, None)
        print(
            f"server RSS peak {rss.peak:.0f} MB = start {start_rss:.0f} MB"
            f" + {rss.peak - start_rss:.0f} MB (server bound {SERVER_MB:.0f} MB)"
        )
        await browser.close()
    rss.stop()
    server.stop()

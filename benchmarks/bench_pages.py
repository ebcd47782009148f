"""What opening each lesson costs the browser, in headless Chromium.

Each lesson is opened by its address (worked example 1, at 1,280 x 720) in
a new tab, five times after one warm-up; the page's own main-thread figures
are read from Chromium's Performance domain 1.5 s after Streamlit's run has
ended (charts finish drawing after it): the time its tasks took (scripts,
style, layout, paint) and, of that, the time in scripts. On a phone these
figures are several times larger; the tests' run time is mostly this too.

With ``--reference REV`` the same pages are opened, in the same run, on the
app as it was at git revision REV (checked out in a temporary worktree) and
printed beside it.

    python benchmarks/bench_pages.py [--reference REV] [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.browser import EX1, Chromium, Server, goto  # noqa: E402

PAGES = ["choose", "precision_recall", "reciprocal_rank", "average_precision", "map", "ndcg",
         "r_precision", "reader_models", "disagree", "sampled", "edge_cases", "conventions",
         "quiz"]  # fmt: skip


def measure(server: Server, chromium: Chromium, repeat: int) -> dict[str, tuple[float, float]]:
    """Median (task seconds, script seconds) per page."""
    out = {}
    for name in PAGES:
        tasks, scripts = [], []
        for i in range(repeat + 1):
            page = chromium.new_page(viewport={"width": 1280, "height": 720})
            cdp = page.context.new_cdp_session(page)
            cdp.send("Performance.enable")
            goto(page, server, f"/{name}?{EX1}")
            time.sleep(1.5)
            got = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
            page.close()
            if i:  # the first opening warms the code cache
                tasks.append(got["TaskDuration"])
                scripts.append(got["ScriptDuration"])
        out[name] = (statistics.median(tasks), statistics.median(scripts))
    return out


def run(app_root: Path, repeat: int, log: Path) -> dict[str, tuple[float, float]]:
    server = _server_in(app_root, log)
    try:
        server.wait_healthy()
        with sync_playwright() as p, tempfile.TemporaryDirectory() as profile:
            chromium = Chromium(p, Path(profile))
            try:
                return measure(server, chromium, repeat)
            finally:
                chromium.close()
    finally:
        server.stop()


def _server_in(app_root: Path, log: Path) -> Server:
    """A Server whose process runs in ``app_root`` (its lessons and ui)."""
    import tests.browser as browser

    saved = browser.ROOT
    browser.ROOT = app_root
    try:
        return Server(log)
    finally:
        browser.ROOT = saved


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", help="a git revision to measure beside this checkout")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    logs = Path(tempfile.mkdtemp())
    here = run(ROOT, args.repeat, logs / "here.log")
    there = None
    if args.reference:
        tree = Path(tempfile.mkdtemp()) / "reference"
        subprocess.run(["git", "worktree", "add", "-q", "--detach", str(tree), args.reference],
                       cwd=ROOT, check=True)  # fmt: skip
        try:
            there = run(tree, args.repeat, logs / "reference.log")
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT)
    print(f"Chromium main-thread time per page opening, median of {args.repeat} (seconds)")
    head = f"{'page':18} {'tasks':>7} {'scripts':>8}"
    print(head + (f" | {'ref tasks':>9} {'ref scripts':>11} {'ratio':>6}" if there else ""))
    for name, (task, script) in here.items():
        line = f"{name:18} {task:7.2f} {script:8.2f}"
        if there:
            rt, rs = there[name]
            line += f" | {rt:9.2f} {rs:11.2f} {task / rt:6.2f}"
        print(line)
    total = sum(t for t, _ in here.values())
    print(f"{'all pages':18} {total:7.2f}" + (
        f"          | {sum(t for t, _ in there.values()):9.2f}" if there else ""))  # fmt: skip


if __name__ == "__main__":
    main()

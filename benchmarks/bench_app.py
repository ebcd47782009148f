"""How fast the Average Precision page answers an edit, in a real browser.

Starts ``streamlit run app.py``, opens the page in headless Chromium and
times, from the keystroke/drop to the new numbers on screen (and Streamlit's
"running" indicator gone):
  * a K change, a retyped list and a drag, on a 10-item list (20 each);
  * a K change and a retyped list on a 1,000-item list (10 each);
  * from ``streamlit run`` to the first fully rendered page.
  * on the batch page, uploading 10,000 queries x 100 documents (the
    command-line benchmark's files) until the means are on screen.
Prints median and p95 per case (a benchmark, not a test).

    python benchmarks/bench_app.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from tests.browser import Server, launch  # noqa: E402

# The cheap checks come first: reading innerText forces a layout, and doing
# that on every frame while the page is still updating would slow the very
# thing being measured.
_DONE = """(text) => !document.querySelector('[data-testid="stStatusWidget"]')
    && !document.querySelector('[data-stale="true"]')
    && document.body.innerText.includes(text)"""


def settle(page, text: str) -> None:
    """Wait (checking on every animation frame) until ``text`` is on screen,
    Streamlit's running indicator is gone and no element is stale."""
    page.wait_for_function(_DONE, arg=text, polling="raf", timeout=60_000)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def report(name: str, seconds: list[float]) -> None:
    ms = [s * 1000 for s in seconds]
    print(
        f"{name:<38} n={len(ms):>3}  median {statistics.median(ms):7.0f} ms   p95 {percentile(ms, 0.95):7.0f} ms"
    )


def k_changes(page, n_items: int, rounds: int) -> list[float]:
    box = page.get_by_role("spinbutton", name="Cutoff K")
    times = []
    for i in range(rounds):
        k = 2 + i % (n_items - 2)
        box.fill(str(k))
        start = time.perf_counter()
        box.press("Enter")
        settle(page, f"K = {k}.")
        times.append(time.perf_counter() - start)
    return times


def retypes(page, n_items: int, rounds: int) -> list[float]:
    box = page.get_by_role("textbox", name="Ranked items, rank 1 first")
    times = []
    for i in range(rounds):
        names = [f"i{(j + i) % n_items}" for j in range(n_items)]
        box.fill(", ".join(names))
        start = time.perf_counter()
        box.press("Enter")
        settle(page, f"Ranking: {names[0]}, {names[1]},")
        times.append(time.perf_counter() - start)
    return times


def drags(page, rounds: int) -> list[float]:
    page.get_by_test_id("stSidebar").get_by_text("Drag it", exact=True).click()
    times = []
    for _ in range(rounds):
        frame = page.frame_locator("iframe[title='streamlit_sortables.sortable_items']").first
        items = frame.locator(".sortable-item")
        first = items.nth(0).inner_text()
        src, dst = items.nth(0).bounding_box(), items.nth(1).bounding_box()
        page.mouse.move(src["x"] + src["width"] / 2, src["y"] + src["height"] / 2)
        page.mouse.down()
        page.mouse.move(dst["x"] + dst["width"] / 2, dst["y"] + dst["height"] - 2, steps=10)
        start = time.perf_counter()
        page.mouse.up()
        page.wait_for_function(
            "(first) => !document.querySelector('[data-testid=\"stStatusWidget\"]')"
            " && !document.body.innerText.includes('Ranking: ' + first + ',')",
            arg=first,
            polling="raf",
            timeout=60_000,
        )
        times.append(time.perf_counter() - start)
    page.get_by_test_id("stSidebar").get_by_text("Type it", exact=True).click()
    return times


def batch_upload(page, server) -> float:
    import tempfile

    from bench_cli import make_files

    folder = Path(tempfile.mkdtemp())
    qrels, run = make_files(folder)
    page.goto(f"{server.url}/batch")
    page.get_by_text("Upload a judgments file").wait_for()
    start = time.perf_counter()
    uploaders = page.get_by_test_id("stFileUploader")
    uploaders.nth(0).locator("input[type=file]").set_input_files(str(qrels))
    uploaders.nth(1).locator("input[type=file]").set_input_files(str(run))
    settle(page, "Means over 10,000 queries")
    page.get_by_test_id("stMetricValue").first.wait_for()
    return time.perf_counter() - start


def main() -> None:
    log = Path("/tmp/bench_app_streamlit.log")
    with sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        server = Server(log)
        healthy = server.wait_healthy()
        print(f"{'streamlit run -> server healthy':<38} {healthy * 1000:7.0f} ms")
        ten = ",".join(f"i{j}" for j in range(10))
        page.goto(f"{server.url}/average_precision?ranking={ten}&qrels=i1:1,i3:1,i7:1,z:1")
        settle(page, "Step by step")
        first_page = time.perf_counter() - server.started
        print(f"{'streamlit run -> first full page':<38} {first_page * 1000:7.0f} ms")
        report("10 items: K change", k_changes(page, 10, 20))
        report("10 items: retyped list", retypes(page, 10, 20))
        report("10 items: drag", drags(page, 20))
        thousand = ",".join(f"i{j}" for j in range(1000))
        page.goto(f"{server.url}/average_precision?ranking={thousand}&qrels=i1:1,i30:1,i700:1")
        settle(page, "Step by step")
        report("1,000 items: K change", k_changes(page, 1000, 10))
        report("1,000 items: retyped list", retypes(page, 1000, 10))
        print(
            f"{'batch: upload 10,000 x 100 -> means':<38} {batch_upload(page, server) * 1000:7.0f} ms"
        )
        server.stop()
        browser.close()


if __name__ == "__main__":
    main()

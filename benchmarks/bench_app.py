"""How fast the Average Precision page answers an edit, in a real browser.

Starts ``streamlit run app.py``, opens the page in headless Chromium and
times, in the page, from the key press or drop to the new numbers on screen
with Streamlit's "running" indicator gone and no element stale (the time
around the harness's calls is printed beside it):
  * a K change, a retyped list, a drag and a press of the walkthrough's
    Next, on a 10-item list (20 each);
  * a K change and a retyped list on a 1,000-item list (10 each), and on a
    1,000-item list with 500 items judged relevant;
  * the same K change on a bare one-widget Streamlit app served in the same
    run (``bare_app.py``): the floor no Streamlit app can beat. Each case is
    also printed as a multiple of that floor (goals: an edit within 4x its
    median and 5x its p95, at 10 items and at 1,000 items with 500
    relevant; a press of Next within 3x);
  * for calibration, the same K change on that bare app plus 40 sentences
    of static text (``text_app.py``): what plain text alone costs;
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

# Times are taken inside the browser, on one clock for the page and its
# frames (performance.timeOrigin + now): from the input event's own time
# stamp (Enter in a field, or the drop inside the drag component's iframe,
# which posts it to the page)
# to the animation frame in which the page is settled. That is what a person
# sees. The wall-clock time around Playwright's calls is printed beside it:
# it adds the harness's own round trips (sending the key press, polling the
# page), which a person does not wait for.
_MARK_EDITS = """
const mark = (e) => {
  const at = performance.timeOrigin + e.timeStamp;
  if (window === window.top) window.__edit = at; else window.top.postMessage({benchEdit: at}, '*');
};
if (window === window.top) {
  window.__edit = null;
  window.addEventListener('message', (e) => { if (e.data && e.data.benchEdit) window.__edit = e.data.benchEdit; });
}
window.addEventListener('keydown', (e) => { if (e.key === 'Enter') mark(e); }, true);
window.addEventListener('pointerup', mark, true);
"""

# The cheap checks come first: reading innerText forces a layout, and doing
# that on every frame while the page is still updating would slow the very
# thing being measured.
_SETTLED = """(arg) => !document.querySelector('[data-testid="stStatusWidget"]')
    && !document.querySelector('[data-stale="true"]')
    && document.body.innerText.includes(arg.text) !== arg.gone
    && performance.timeOrigin + performance.now() - (window.__edit ?? 0)"""


def settle(page, text: str, gone: bool = False) -> float:
    """Wait, checking in the page on every animation frame, until ``text``
    is on screen (or, with ``gone``, off it), Streamlit's running indicator
    is gone and no element is stale; return milliseconds since the last
    edit event, measured in the page."""
    handle = page.wait_for_function(
        _SETTLED, arg={"text": text, "gone": gone}, polling="raf", timeout=60_000
    )
    return handle.json_value()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


class Floor:
    """The bare one-widget app in a second tab. Before each timed edit of
    the real app, a case makes one K change here too, so both are measured
    in the same moments of this machine's slow and fast spells."""

    def __init__(self, page, app_page):
        self.page, self.app_page, self.edits, self.times = page, app_page, 0, []

    def edit(self) -> None:
        # A tab in the background gets one animation frame a second, so the
        # tab being timed is always the one in front.
        self.page.bring_to_front()
        k = 2 + self.edits % 8
        self.edits += 1
        box = self.page.get_by_role("spinbutton", name="Cutoff K")
        box.fill(str(k))
        start = time.perf_counter()
        box.press("Enter")
        in_page = settle(self.page, f"K = {k}.")
        self.times.append((in_page, (time.perf_counter() - start) * 1000))
        self.app_page.bring_to_front()

    def take(self) -> list[tuple[float, float]]:
        taken, self.times = self.times, []
        return taken


def report(name: str, timed: list[tuple[float, float]], floor: list[tuple[float, float]]) -> None:
    """``timed``: (in-page ms, wall-clock ms around the harness's calls) of
    the real app; ``floor``: the bare app's, taken alternately with them."""
    page_ms, wall_ms = [t[0] for t in timed], [t[1] for t in timed]
    median, p95 = statistics.median(page_ms), percentile(page_ms, 0.95)
    base = [t[0] for t in floor]
    base_median, base_p95 = statistics.median(base), percentile(base, 0.95)
    print(
        f"{name:<38} n={len(timed):>3}  median {median:5.0f} ms  p95 {p95:5.0f} ms"
        f"  | bare app {base_median:3.0f} / {base_p95:3.0f} ms"
        f"  = {median / base_median:.1f}x / {p95 / base_p95:.1f}x"
        f"  (with harness: {statistics.median(wall_ms):.0f} / {percentile(wall_ms, 0.95):.0f})"
    )


def k_changes(page, n_items: int, rounds: int, floor: Floor) -> list[tuple[float, float]]:
    box = page.get_by_role("spinbutton", name="Cutoff K")
    times = []
    for i in range(rounds):
        floor.edit()
        k = 2 + i % (n_items - 2)
        box.fill(str(k))
        start = time.perf_counter()
        box.press("Enter")
        in_page = settle(page, f"K = {k}.")
        times.append((in_page, (time.perf_counter() - start) * 1000))
    return times


def retypes(page, n_items: int, rounds: int, floor: Floor) -> list[tuple[float, float]]:
    box = page.get_by_role("textbox", name="Ranked items, rank 1 first")
    times = []
    for i in range(rounds):
        floor.edit()
        names = [f"i{(j + i) % n_items}" for j in range(n_items)]
        box.fill(", ".join(names))
        start = time.perf_counter()
        box.press("Control+Enter")
        in_page = settle(page, f"Ranking: {names[0]}, {names[1]},")
        times.append((in_page, (time.perf_counter() - start) * 1000))
    return times


def drags(page, rounds: int, floor: Floor) -> list[tuple[float, float]]:
    page.get_by_test_id("stSidebar").get_by_text("Drag it", exact=True).click()
    times = []
    for _ in range(rounds):
        floor.edit()
        frame = page.frame_locator("iframe[title='streamlit_sortables.sortable_items']").first
        items = frame.locator(".sortable-item")
        first = items.nth(0).inner_text()
        items.nth(1).scroll_into_view_if_needed()  # below the sidebar's lesson list
        src, dst = items.nth(0).bounding_box(), items.nth(1).bounding_box()
        page.mouse.move(src["x"] + src["width"] / 2, src["y"] + src["height"] / 2)
        page.mouse.down()
        page.mouse.move(dst["x"] + dst["width"] / 2, dst["y"] + dst["height"] - 2, steps=10)
        start = time.perf_counter()
        page.mouse.up()
        in_page = settle(page, f"Ranking: {first},", gone=True)
        times.append((in_page, (time.perf_counter() - start) * 1000))
    page.get_by_test_id("stSidebar").get_by_text("Type it", exact=True).click()
    return times


def next_presses(page, total: int, rounds: int, floor: Floor) -> list[tuple[float, float]]:
    """Press the walkthrough's Next button (Start when at the end, untimed)."""
    main = page.get_by_test_id("stMain")
    times, at = [], 1
    for _ in range(rounds):
        if at == total:
            main.get_by_role("button", name="Start", exact=True).click()
            settle(page, f"Step 1 of {total}")
            at = 1
        floor.edit()
        button = main.get_by_role("button", name="Next", exact=True)
        start = time.perf_counter()
        button.click()
        at += 1
        in_page = settle(page, f"Step {at} of {total}")
        times.append((in_page, (time.perf_counter() - start) * 1000))
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
    page.locator(".values .value").first.wait_for()
    return time.perf_counter() - start


def serve(context, script: str, ready: str):
    """One of the side apps beside this file, served and opened in a new
    tab until ``ready`` is on screen; returns its server and tab."""
    server = Server(
        Path(f"/tmp/bench_{Path(script).stem}_streamlit.log"),
        script=Path(__file__).with_name(script),
    )
    server.wait_healthy()
    page = context.new_page()
    page.goto(server.url)
    settle(page, ready)
    return server, page


def main() -> None:
    log = Path("/tmp/bench_app_streamlit.log")
    with sync_playwright() as p:
        browser = launch(p)
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        context.add_init_script(_MARK_EDITS)
        bare, bare_page = serve(context, "bare_app.py", "K = 5.")
        page = context.new_page()
        floor = Floor(bare_page, page)
        server = Server(log)  # started now, so the start-up figures are its own
        healthy = server.wait_healthy()
        print(f"{'streamlit run -> server healthy':<38} {healthy * 1000:7.0f} ms")
        ten = ",".join(f"i{j}" for j in range(10))
        page.goto(f"{server.url}/average_precision?ranking={ten}&qrels=i1:1,i3:1,i7:1,z:1")
        settle(page, "Step by step")
        first_page = time.perf_counter() - server.started
        print(f"{'streamlit run -> first full page':<38} {first_page * 1000:7.0f} ms")
        text, text_page = serve(context, "text_app.py", "Sentence 40")
        text_floor = Floor(bare_page, text_page)
        timed = k_changes(text_page, 10, 20, text_floor)
        report("bare app + 40 sentences: K change", timed, text_floor.take())
        text_page.close()
        text.stop()
        page.bring_to_front()
        report("10 items: K change", k_changes(page, 10, 20, floor), floor.take())
        report("10 items: retyped list", retypes(page, 10, 20, floor), floor.take())
        report("10 items: drag", drags(page, 20, floor), floor.take())
        page.goto(f"{server.url}/average_precision?ranking={ten}&qrels=i1:1,i3:1,i7:1,z:1")
        settle(page, "Step 1 of 10")
        report("10 items: Next in the walkthrough", next_presses(page, 10, 20, floor), floor.take())
        thousand = ",".join(f"i{j}" for j in range(1000))
        page.goto(f"{server.url}/average_precision?ranking={thousand}&qrels=i1:1,i30:1,i700:1")
        settle(page, "Step by step")
        report("1,000 items: K change", k_changes(page, 1000, 10, floor), floor.take())
        report("1,000 items: retyped list", retypes(page, 1000, 10, floor), floor.take())
        half = ",".join(f"i{j}:1" for j in range(0, 1000, 2))
        page.goto(f"{server.url}/average_precision?ranking={thousand}&qrels={half}")
        settle(page, "Step by step")
        report(
            "1,000 items, 500 relevant: K change", k_changes(page, 1000, 10, floor), floor.take()
        )
        report("1,000 items, 500 relevant: retyped", retypes(page, 1000, 10, floor), floor.take())
        print(
            f"{'batch: upload 10,000 x 100 -> means':<38} {batch_upload(page, server) * 1000:7.0f} ms"
        )
        server.stop()
        bare.stop()
        browser.close()


if __name__ == "__main__":
    main()

"""No lost press (issue 33, item 6): in Chromium, Next pressed quickly several
times, the arrow keys in present mode, and the first press after a page
opens each move exactly one step, on a lesson's first visit and later.

Streamlit merges a button's presses that arrive during one run into one;
the step control sends its presses as a numbered log (``ui/presses.js``), so
none is merged away. Before it, five quick presses reached step 3 or 4."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .browser import goto, presses_applied, progress, settled

pytestmark = pytest.mark.browser

#: Ten ranks, so five and more presses fit before the end.
TEN = "ranking=A,B,C,D,E,F,G,H,I,J&qrels=B:1,E:2,G:1,H:3,J:1,Z:1&k=10"
LESSONS = ["average_precision", "r_precision", "ndcg", "reader_models", "precision_recall"]


def can_hear_keys(page: Page) -> None:
    """Wait for the keys' listener (the frame draws it at the top of a page
    in present mode; Streamlit runs its script 0.1–0.4 s after the page's
    text shows, measured): before it, nothing on the page hears a key."""
    page.wait_for_function(
        "() => window.__stepPresses && window.__stepPresses.listening", timeout=60_000
    )


def quickly(page: Page, name: str, times: int) -> None:
    """``times`` presses of the button ``name``, none waiting for the page."""
    button = page.get_by_test_id("stMain").get_by_role("button", name=name, exact=True)
    for _ in range(times):
        button.click()


@pytest.mark.parametrize("lesson", LESSONS)
def test_five_quick_presses_of_next_on_a_first_visit_move_five_steps(tab, server, lesson):
    goto(tab, server, f"/{lesson}?{TEN}")
    expect(progress(tab)).to_have_text("Step 1 of 10")
    quickly(tab, "Next", 5)
    presses_applied(tab)  # every press applied by a finished run: the final state
    expect(progress(tab)).to_have_text("Step 6 of 10")
    expect(tab).to_have_url(re.compile(r"step=6(&|$)"))
    quickly(tab, "Back", 3)
    presses_applied(tab)
    expect(progress(tab)).to_have_text("Step 3 of 10")
    quickly(tab, "Next", 4)  # a later round counts as well
    presses_applied(tab)
    expect(progress(tab)).to_have_text("Step 7 of 10")


@pytest.mark.parametrize("lesson", ["average_precision", "r_precision"])
def test_a_double_click_on_next_moves_two_steps(tab, server, lesson):
    """Two presses a few milliseconds apart, as a double click makes them:
    both arrive while the first one's run is going."""
    goto(tab, server, f"/{lesson}?{TEN}")
    next_ = tab.get_by_test_id("stMain").get_by_role("button", name="Next", exact=True)
    for step in (3, 5, 7):
        next_.dblclick()
        presses_applied(tab)
        expect(progress(tab)).to_have_text(f"Step {step} of 10")


def test_a_burst_of_presses_within_one_run_each_count(tab, server):
    """Four presses dispatched at once, all inside one run of the page."""
    goto(tab, server, f"/ndcg?{TEN}")
    tab.get_by_test_id("stMain").get_by_role("button", name="Next", exact=True).evaluate(
        "b => { for (let i = 0; i < 4; i++) b.click(); }"
    )
    presses_applied(tab)
    expect(progress(tab)).to_have_text("Step 5 of 10")


def test_quick_keys_past_either_end_stop_there(tab, server):
    """The buttons at an end are disabled; the keys are not, and a key press
    past the last (or the first) step changes nothing."""
    goto(tab, server, f"/average_precision?{TEN}&step=8&present=1")
    can_hear_keys(tab)
    expect(progress(tab)).to_have_text("Step 8 of 10")
    for _ in range(4):
        tab.keyboard.press("ArrowRight")
    presses_applied(tab)
    expect(progress(tab)).to_have_text("Step 10 of 10")
    tab.keyboard.press("ArrowLeft")
    presses_applied(tab)
    expect(progress(tab)).to_have_text("Step 9 of 10")
    tab.keyboard.press("Home")
    for _ in range(3):
        tab.keyboard.press("ArrowLeft")
    tab.keyboard.press("ArrowRight")
    presses_applied(tab)
    expect(progress(tab)).to_have_text("Step 2 of 10")


def test_the_sampled_lessons_quick_presses_each_count(tab, server):
    goto(tab, server, "/sampled")
    step = progress(tab, 50)
    expect(step).to_have_text("Step 1 of 50")
    quickly(tab, "Next", 5)
    presses_applied(tab)
    expect(step).to_have_text("Step 6 of 50")


def test_the_first_press_after_a_page_opens_moves_one_step(tab, server):
    """Pressed as soon as the button is there, not when the run has ended."""
    for _ in range(3):
        tab.goto(f"{server.url}/r_precision?{TEN}")
        next_ = tab.get_by_test_id("stMain").get_by_role("button", name="Next", exact=True)
        next_.click(timeout=60_000)
        presses_applied(tab)
        expect(progress(tab)).to_have_text("Step 2 of 10")


def test_quick_keys_in_present_mode_each_move_one_step(tab, server):
    goto(tab, server, f"/average_precision?{TEN}&present=1")
    can_hear_keys(tab)
    expect(progress(tab)).to_have_text("Step 1 of 10")
    for _ in range(5):
        tab.keyboard.press("ArrowRight")
    presses_applied(tab)
    expect(progress(tab)).to_have_text("Step 6 of 10")
    for _ in range(2):
        tab.keyboard.press("ArrowLeft")
    presses_applied(tab)
    expect(progress(tab)).to_have_text("Step 4 of 10")
    tab.keyboard.press("End")
    presses_applied(tab)
    expect(progress(tab)).to_have_text("Step 10 of 10")
    tab.keyboard.press("Home")
    presses_applied(tab)
    expect(progress(tab)).to_have_text("Step 1 of 10")
    expect(tab).to_have_url(re.compile(r"step=1(&|$)"))


def test_the_keys_move_nothing_while_a_field_is_being_typed_in(tab, server):
    """Outside present mode the arrows belong to the fields (the K field, the list)."""
    goto(tab, server, f"/average_precision?{TEN}")
    k = tab.get_by_role("spinbutton", name="Cutoff K")
    k.click()
    tab.keyboard.press("ArrowRight")
    tab.keyboard.press("End")
    settled(tab)
    expect(progress(tab)).to_have_text("Step 1 of 10")


def test_keys_pressed_as_soon_as_present_mode_can_hear_them_each_count(tab, server):
    """The keys' listener is the frame's, drawn before the lesson runs; keys
    pressed the moment it is there (not when the run has ended) count.
    (Before it, nothing on the page can hear a key.)"""
    for _ in range(2):
        tab.goto(f"{server.url}/average_precision?{TEN}&present=1")
        can_hear_keys(tab)
        for _ in range(3):
            tab.keyboard.press("ArrowRight")
        presses_applied(tab)
        expect(progress(tab)).to_have_text("Step 4 of 10")


#: Two presses of Next the moment the button is in the page, before anything
#: else of the page has loaded: the earliest a person (or a double click on
#: a busy laptop) can press.
AT_ONCE = """
new MutationObserver((_, watch) => {
  const next = document.querySelector('.st-key-step_%s_next button');
  if (next && !next.disabled) {
    watch.disconnect();
    next.click();
    next.click();
    window.__pressedAtOnce = true;
  }
}).observe(document, {subtree: true, childList: true});
"""


@pytest.mark.parametrize("lesson", ["ndcg", "average_precision"])
def test_two_presses_the_moment_next_appears_both_count(tab, server, lesson):
    """Before the step control's script had loaded, its buttons' presses
    went to Streamlit, which merges a button's presses within one run into
    one: this pair moved one step, every time (6 of 6). The listener is now
    the page's own, drawn before the lesson, and numbers them."""
    tab.add_init_script(AT_ONCE % lesson)
    tab.goto(f"{server.url}/{lesson}?{TEN}")
    tab.wait_for_function("() => window.__pressedAtOnce")
    presses_applied(tab)
    expect(progress(tab)).to_have_text("Step 3 of 10")

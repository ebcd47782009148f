"""The three lessons past the seeds, pressed in Chromium the way a person
presses: each control several times in a row, the page read after each
press, and the link that results opened in a fresh tab."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from metrics.lists.reader_models import expected_reciprocal_rank, rank_biased_precision
from metrics.lists.sampled import sampled_table, summary
from ui.render import num

from .browser import EX1, fresh, goto, idle, progress, settled

pytestmark = pytest.mark.browser

GRADED = "ranking=A,B,C,D,E&qrels=A:0,B:3,C:1,D:2"
GRADED_LIST = (list("ABCDE"), {"A": 0, "B": 3, "C": 1, "D": 2})


def press(page: Page, name: str) -> None:
    fresh(page).get_by_role("button", name=name, exact=True).click()
    idle(page)  # the press's run may start late: the next field typed in must be the new one


def values(page: Page):
    return page.locator(".values .value")


def test_r_precision_walk_reaches_rank_r_one_press_at_a_time(tab, server):
    goto(tab, server, f"/r_precision?{EX1}")
    expect(values(tab)).to_have_text(["0.3333", "0.4091", "0.3333"])
    expect(progress(tab, 5)).to_have_text("Step 1 of 5")
    for step in (2, 3, 4):
        press(tab, "Next")
        expect(progress(tab, 5)).to_have_text(f"Step {step} of 5")
        expect(tab).to_have_url(re.compile(rf"step={step}(&|$)"))
        if step == 3:  # R = 3 (B, D and Z): the sentence names R-precision here
            expect(
                tab.get_by_text("This is rank R = 3: R-precision = 1/3 = 0.3333")
            ).to_be_visible()
    press(tab, "Back")
    expect(progress(tab, 5)).to_have_text("Step 3 of 5")
    press(tab, "Show all")
    expect(tab.get_by_text("That was the last rank (K = 5)")).to_be_visible()
    # The staircase chart and the 11 levels are drawn.
    expect(tab.locator("[data-testid='stVegaLiteChart']").first).to_be_visible()
    expect(tab.get_by_test_id("stTable")).to_contain_text("0.9")


def test_reader_slider_model_and_labels_go_into_the_link(tab, server, chromium_browser):
    goto(tab, server, f"/reader_models?{GRADED}")
    ranking, judged = GRADED_LIST
    expect(values(tab).first).to_have_text(num(rank_biased_precision(ranking, judged, p=0.9)))
    thumb = tab.get_by_role("slider")
    for p in ("0.95", "0.99"):  # one key press, one option further
        thumb.focus()
        thumb.press("ArrowRight")
        settled(tab)
        expect(tab).to_have_url(re.compile(rf"p={re.escape(p)}(&|$)"))
        expect(values(tab).first).to_have_text(
            num(rank_biased_precision(ranking, judged, p=float(p)))
        )
    tab.get_by_text("ERR (stops when satisfied)").click()
    settled(tab)
    expect(tab).to_have_url(re.compile(r"model=err"))
    for step in (2, 3):
        press(tab, "Next")
        expect(progress(tab, 5)).to_have_text(f"Step {step} of 5")
    expect(tab.get_by_text(re.compile(r"^Rank 3: C \(grade 1\) satisfies"))).to_be_visible()
    tab.get_by_text("were never judged").click()
    settled(tab)
    expect(tab).to_have_url(re.compile(r"unlabelled=unjudged"))
    # The run writes the link before it has drawn every value: read them
    # once it has ended (one CI run read the old middle value, 0.0196 for
    # 0.9902, just after the link changed).
    expect(tab.get_by_test_id("stApp")).to_have_attribute("data-test-script-state", "notRunning")
    shown = values(tab).all_inner_texts()
    # The link, opened in a fresh tab, shows the same values, model and step.
    other = chromium_browser.new_page(viewport={"width": 1400, "height": 1100})
    other.goto(tab.url)
    expect(progress(other, 5)).to_have_text("Step 3 of 5", timeout=60_000)
    expect(values(other)).to_have_text(shown)
    expect(other.get_by_text(re.compile(r"^Rank 3: C \(grade 1\) satisfies"))).to_be_visible()
    assert shown[2] == num(expected_reciprocal_rank(ranking, judged))
    other.close()


def test_sampled_each_press_draws_the_next_sample_and_the_link_keeps_it(
    tab, server, chromium_browser
):
    goto(tab, server, "/sampled")
    for seed in (2, 3, 4):
        tab.get_by_role("button", name=re.compile("^Draw another sample")).click()
        settled(tab)
        expect(tab).to_have_url(re.compile(rf"seed={seed}(&|$)"))
        expect(tab.get_by_role("button", name=re.compile(rf"Sample {seed}\)$"))).to_be_visible()
    s = summary(sampled_table(4, 100))
    table = tab.get_by_test_id("stTable").first
    expect(table).to_contain_text(num(s["a"]["full"]))
    expect(table).to_contain_text(num(s["b"]["expected"]))
    for step in (2, 3):
        press(tab, "Next")
        expect(progress(tab, 50)).to_have_text(f"Step {step} of 50")
    expect(tab).to_have_url(re.compile(r"step=3"))
    other = chromium_browser.new_page(viewport={"width": 1400, "height": 1100})
    other.goto(tab.url)
    expect(progress(other, 50)).to_have_text("Step 3 of 50", timeout=60_000)
    expect(other.get_by_role("button", name=re.compile(r"Sample 4\)$"))).to_be_visible()
    other.close()


@pytest.mark.parametrize(
    "path, title",
    [
        (f"/r_precision?{EX1}&lang=ko", "R-정밀도와 정밀도–재현율 곡선"),
        (f"/reader_models?{GRADED}&lang=ko", "사용자는 어디서 멈출까요? RBP와 ERR"),
        ("/sampled?lang=ko", "샘플링 평가의 함정"),
    ],
)
def test_new_lessons_in_korean_on_a_phone_step_and_fit(phone, server, path, title):
    goto(phone, server, path)
    expect(phone.get_by_role("heading", name=title)).to_be_visible()
    main = phone.get_by_test_id("stMain")
    step = main.get_by_text(re.compile(r"^\d+단계 중 \d+단계$"))
    first = step.inner_text()
    main.get_by_role("button", name="다음", exact=True).click()
    settled(phone)
    expect(step).not_to_have_text(first)
    assert not phone.get_by_test_id("stException").count()
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 390


def test_quiz_asks_the_new_kinds_and_links_into_their_lessons(tab, server):
    from course.quiz import KINDS, make_question

    goto(tab, server, "/quiz?seed=7")
    caption = tab.get_by_text(re.compile(r"^Question \d+ · score"))
    first_new = KINDS.index("rprec")
    for number in range(2, first_new + 2):  # Next, pressed again and again
        press(tab, "Next question")
        expect(caption).to_have_text(f"Question {number} · score 0 of 0 answered")
    answer = tab.get_by_role("textbox", name=re.compile("Your answer"))
    rprec = make_question(7, first_new)
    answer.fill(str(rprec.answer))
    answer.press("Enter")
    press(tab, "Check")
    expect(tab.get_by_text(f"Right! The answer is {num(rprec.answer)}.")).to_be_visible()
    press(tab, "Next question")
    rbp = make_question(7, first_new + 1)
    answer.fill(str(rbp.values["no_one_minus_p"]))  # the factor (1 - p) forgotten
    answer.press("Enter")
    press(tab, "Check")
    expect(tab.get_by_text("You left out the factor (1 − p)", exact=False)).to_be_visible()
    href = tab.get_by_role("link", name=re.compile("Open this list")).get_attribute("href")
    assert "p=0.5" in href and "/reader_models?" in href
    press(tab, "Next question")
    sampled = make_question(7, first_new + 2)
    label = {"hit": "More likely a hit", "miss": "More likely a miss"}[sampled.answer]
    tab.get_by_text(label, exact=True).click()
    press(tab, "Check")
    expect(tab.get_by_text(f"Right! The answer is {label}.")).to_be_visible()
    expect(caption).to_have_text(f"Question {first_new + 3} · score 2 of 3 answered")
    goto(tab, server, href)  # the RBP question's list, in its lesson, at p = 0.5
    expect(values(tab).first).to_have_text(num(rbp.answer))
    expect(tab.get_by_role("slider")).to_have_attribute("aria-valuetext", "0.5")


def test_conventions_rules_read_one_decision_at_a_time_on_a_phone(phone, tab, server):
    goto(phone, server, "/conventions")
    wide = phone.locator(".st-key-rules_wide")
    narrow = phone.locator(".st-key-rules_narrow [data-testid='stTable']")
    expect(wide).to_be_hidden()
    expect(narrow).to_have_count(5)
    expect(narrow.first).to_contain_text("trec_eval")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    expect(phone.get_by_role("heading", name=re.compile("newer lessons' measures"))).to_be_visible()
    goto(tab, server, "/conventions")  # at 1,400 px, the one table of every rule
    expect(tab.locator(".st-key-rules_wide [data-testid='stTable']")).to_be_visible()
    expect(tab.locator(".st-key-rules_narrow")).to_be_hidden()


def test_reader_handout_says_p_and_its_link_reopens_the_same_values(tab, server, chromium_browser):
    from pathlib import Path

    goto(tab, server, f"/reader_models?{GRADED}&p=0.7&unlabelled=unjudged")
    ranking, judged = GRADED_LIST
    rbp = num(rank_biased_precision(ranking, judged, p=0.7, unlabelled="unjudged"))
    expect(values(tab).first).to_have_text(rbp)
    with tab.expect_download() as download:
        fresh(tab).get_by_role("button", name="Handout (Markdown)").click()
    handout = Path(download.value.path()).read_text()
    assert "- Persistence p (RBP): 0.7" in handout
    assert "- Items not marked relevant: were never judged" in handout
    assert f"RBP (p = 0.7): **{rbp}**" in handout
    (link,) = re.findall(r"\]\((http[^)]+)\)", handout)
    assert "p=0.7" in link and "unlabelled=unjudged" in link
    other = chromium_browser.new_page(viewport={"width": 1400, "height": 1100})
    other.goto(link)
    expect(values(other)).to_have_text(values(tab).all_inner_texts(), timeout=60_000)
    other.close()


def test_readme_example_links_show_their_hand_calculated_values(tab, server):
    goto(tab, server, "/reader_models?ranking=A,B,C&qrels=B:1&p=0.5&unlabelled=unjudged")
    expect(values(tab)).to_have_text(["0.25", "1", num(1 / 16 / 2)])  # ERR: (1/16) / 2
    goto(tab, server, "/r_precision?ranking=A,B,C,D,E&qrels=B:1,D:1,Z:1")
    expect(values(tab)).to_have_text(["0.3333", "0.4091", "0.3333"])
    goto(tab, server, f"/reader_models?{GRADED}")
    expect(values(tab)).to_have_text(["0.1656", "0.1656", "0.2552"])


def test_r_precision_guess_and_what_if_each_press_counts(tab, server):
    goto(tab, server, f"/r_precision?{EX1}")
    tab.get_by_text("Guess before you look").click()
    settled(tab)
    expect(values(tab)).to_have_count(0)
    guess = tab.get_by_role("textbox", name=re.compile("Your guess"))
    guess.fill("0.4")  # P@5: precision at K, not at R
    guess.press("Enter")
    press(tab, "Reveal")
    expect(tab.get_by_text("You took precision at K", exact=False)).to_be_visible()
    expect(values(tab)).to_have_text(["0.3333", "0.4091", "0.3333"])
    tab.get_by_text("Guess before you look").click()  # off again, for the next lessons
    settled(tab)
    # A, B, C, D, E with B, D relevant: the best order puts B and D first.
    press(tab, "Load the best order (R-precision (P@R) = 0.6667)")
    expect(values(tab).first).to_have_text("0.6667")
    expect(tab.get_by_role("textbox", name="Ranked items, rank 1 first")).to_have_value(
        "B, D, A, C, E"
    )
    press(tab, "Load the worst order (R-precision (P@R) = 0)")
    expect(values(tab).first).to_have_text("0")
    press(tab, "Load the best order (R-precision (P@R) = 0.6667)")
    expect(values(tab).first).to_have_text("0.6667")

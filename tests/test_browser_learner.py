"""The learner's path in headless Chromium, pressed the way a person presses:
each control several times in a row, the page read back after each press.

AppTest sets widget values directly, so it cannot see a control that drops
clicks; these tests click."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from course.quiz import make_question
from metrics import AP_CONVENTIONS, average_precision_variants
from ui.render import num

from .browser import EX1, fresh, goto, open_lesson, progress, settled, table_overflow, wait_metrics

pytestmark = pytest.mark.browser

LESSONS = ["average_precision", "precision_recall", "reciprocal_rank", "ndcg"]


def press(page: Page, name: str) -> None:
    fresh(page).get_by_role("button", name=name, exact=True).click()
    settled(page)


@pytest.mark.parametrize("lesson", LESSONS)
def test_each_press_of_next_and_back_moves_exactly_one_step(tab, server, lesson):
    goto(tab, server, f"/{lesson}?{EX1}")
    expect(progress(tab)).to_have_text("Step 1 of 5")
    for step in (2, 3, 4, 5):
        press(tab, "Next")
        expect(progress(tab)).to_have_text(f"Step {step} of 5")
        expect(tab).to_have_url(re.compile(rf"step={step}(&|$)"))
    for step in (4, 3):
        press(tab, "Back")
        expect(progress(tab)).to_have_text(f"Step {step} of 5")
    press(tab, "Show all")
    expect(progress(tab)).to_have_text("Step 5 of 5")
    expect(tab.get_by_text("That was the last rank (K = 5)")).to_be_visible()
    press(tab, "Start")
    expect(progress(tab)).to_have_text("Step 1 of 5")
    press(tab, "Next")
    expect(progress(tab)).to_have_text("Step 2 of 5")


def test_rapid_presses_of_next_each_count(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    expect(progress(tab)).to_have_text("Step 1 of 5")
    main = tab.get_by_test_id("stMain")
    for _ in range(3):  # no waiting between the presses
        main.get_by_role("button", name="Next", exact=True).click()
    expect(progress(tab)).to_have_text("Step 4 of 5")
    expect(main.get_by_text("Rank 4: D is relevant")).to_be_visible()


def test_a_link_with_a_step_opens_the_walkthrough_at_that_rank(tab, server):
    goto(tab, server, f"/average_precision?{EX1}&step=4")
    expect(progress(tab)).to_have_text("Step 4 of 5")
    expect(tab.get_by_test_id("stMain").locator(".steps tbody tr")).to_have_count(4)


def test_the_last_step_ends_on_the_value(tab, server):
    goto(tab, server, f"/average_precision?{EX1}&step=5")
    expect(tab.get_by_text("which gives AP = 1 / 3 = 0.3333")).to_be_visible()


def test_show_every_column_adds_the_intermediate_columns(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    header = tab.get_by_test_id("stMain").locator(".steps th")
    expect(header).to_have_count(6)
    expect(header.filter(has_text="P@k").first).to_have_attribute("title", re.compile("Precision"))
    tab.get_by_text("Show every column").click()
    expect(header).to_have_count(9)


def test_guess_before_you_look_hides_the_answer_until_reveal(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    tab.get_by_text("Guess before you look").click()
    settled(tab)
    expect(tab.locator(".values .value")).to_have_count(0)
    guess = tab.get_by_role("textbox", name=re.compile("Your guess"))
    guess.fill("0.5")
    guess.press("Enter")
    press(tab, "Reveal")
    expect(
        tab.get_by_text("You guessed 0.5; Standard AP = 0.3333 — 0.1667 too high.")
    ).to_be_visible()
    expect(tab.get_by_text("You divided by the hits")).to_be_visible()
    wait_metrics(tab, ["0.3467", "0.3333", "0.3333", "0.5"])
    # The choice holds on the next lesson too; turning it off shows everything again.
    open_lesson(tab, "Precision & Recall")
    expect(tab.get_by_role("button", name="Reveal")).to_be_visible()
    tab.get_by_text("Guess before you look").click()
    wait_metrics(tab, ["0.4", "0.6667", "1", "0.5"])


def test_what_if_loads_the_best_and_the_worst_order(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    tab.get_by_test_id("stMain").get_by_text("What if?", exact=True).click()
    settled(tab)
    press(tab, "Load the best order (Standard AP = 0.6667)")
    # B, D, A, C, E: P@k = 1, 1, 2/3, 2/4, 2/5; S = 2, m = 3, hits = 2
    wait_metrics(tab, ["0.7133", "0.6667", "0.6667", "1"])
    expect(tab.get_by_role("textbox", name="Ranked items, rank 1 first")).to_have_value(
        "B, D, A, C, E"
    )
    press(tab, "Load the worst order (Standard AP = 0.2167)")
    wait_metrics(tab, ["0.13", "0.2167", "0.2167", "0.325"])


def test_k_follows_a_retyped_list_that_it_covered(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    box = tab.get_by_role("textbox", name="Ranked items, rank 1 first")
    box.fill(", ".join(f"i{n}" for n in range(30)))
    box.press("Control+Enter")
    expect(tab.get_by_role("spinbutton", name="Cutoff K")).to_have_value("30")
    expect(tab.get_by_text("K follows the list length (30).")).to_be_visible()
    k = tab.get_by_role("spinbutton", name="Cutoff K")
    k.fill("5")
    k.press("Enter")
    expect(tab.get_by_text("Only the top 5 of your 30 items count.")).to_be_visible()


@pytest.mark.parametrize("lesson", LESSONS)
def test_typed_links_in_item_names_stay_plain_text(tab, server, lesson):
    goto(tab, server, f"/{lesson}?{EX1}&step=5")
    box = tab.get_by_role("textbox", name="Ranked items, rank 1 first")
    box.fill("[link](http://a.b), www.example.com, mail@example.com, B")
    box.press("Control+Enter")
    main = tab.get_by_test_id("stMain")
    expect(main.get_by_text("[link](http", exact=False).first).to_be_visible()
    assert main.locator("a[href*='a.b'], a[href*='example.com'], a[href^='mailto:']").count() == 0


def test_quiz_checks_answers_keeps_score_and_links_into_the_lesson(tab, server):
    goto(tab, server, "/quiz?seed=7")
    expect(tab.get_by_role("heading", name="Quiz: test yourself")).to_be_visible()
    caption = fresh(tab).get_by_text(re.compile(r"^Question \d+ · score"))
    expect(caption).to_have_text("Question 1 · score 0 of 0 answered")
    first = make_question(7, 0)
    answer = tab.get_by_role("textbox", name=re.compile("Your answer"))
    answer.fill(num(first.answer))  # as shown, four decimals
    answer.press("Enter")
    press(tab, "Check")
    expect(tab.get_by_text(f"Right! The answer is {num(first.answer)}.")).to_be_visible()
    expect(caption).to_have_text("Question 1 · score 1 of 1 answered")
    link = tab.get_by_role("link", name=re.compile("Open this list in the lesson"))
    expect(link).to_have_attribute("href", re.compile(r"/average_precision\?.*step=\d"))
    for number in (2, 3, 4):  # next, several times in a row
        press(tab, "Next question")
        expect(caption).to_have_text(f"Question {number} · score 1 of 1 answered")
        expect(tab.get_by_text("Right!")).to_have_count(0)
    expect(tab).to_have_url(re.compile(r"seed=7"))


def test_quiz_link_opens_the_lesson_at_the_step(tab, server):
    question = make_question(7, 0)
    goto(tab, server, "/quiz?seed=7")
    answer = tab.get_by_role("textbox", name=re.compile("Your answer"))
    answer.fill("0")
    answer.press("Enter")
    press(tab, "Check")
    href = tab.get_by_role("link", name=re.compile("Open this list")).get_attribute("href")
    goto(tab, server, href)
    expect(progress(tab)).to_have_text(f"Step {question.step} of {question.scenario.depth}")
    s = question.scenario
    values = average_precision_variants(s.ranking, s.judgments, s.k)
    wait_metrics(tab, [num(values[c]) for c in AP_CONVENTIONS])  # standard AP is the answer
    assert num(values["m"]) == num(question.answer)


def test_map_shows_the_headline_and_labels_the_example_query(tab, server):
    goto(tab, server, "/map?ranking=x,y,z&qrels=y:1")
    expect(tab.locator(".values .label").first).to_have_text(re.compile("^MAP"))
    expect(tab.get_by_text("q2 · example is the ready-made example", exact=False)).to_be_visible()


def test_graded_example_from_home_opens_the_ndcg_lesson(tab, server):
    goto(tab, server, "/")
    picker = tab.get_by_test_id("stSelectbox")
    picker.scroll_into_view_if_needed()  # below the first screen: scrolled to, as a person does
    picker.click()
    tab.get_by_role("option", name="Graded relevance (0–3)").click()
    # A person presses once the page shows the example chosen: the run the
    # choice started has ended (under load the press once came before it
    # ended and opened nothing; see the note).
    expect(tab.get_by_text(re.compile(r"^Grades 3, 2, 3, 0, 1, 2"))).to_be_visible()
    settled(tab)
    press(tab, "Load it and open the lesson")
    expect(tab.get_by_role("heading", name=re.compile("^nDCG"))).to_be_visible()
    wait_metrics(tab, ["6.8611", "7.141", "0.9608"])


@pytest.mark.parametrize("lesson", LESSONS + ["map", "quiz"])
def test_on_a_phone_nothing_hides_sideways(phone, server, lesson):
    goto(phone, server, f"/{lesson}?{EX1}&step=5" if lesson != "quiz" else "/quiz?seed=3")
    width = phone.evaluate("document.documentElement.clientWidth")
    assert phone.evaluate("document.documentElement.scrollWidth") <= width
    if lesson == "average_precision":  # P@k and the running sum S are on screen
        for name in ("P@k", "running sum S"):
            box = phone.locator(".steps th", has_text=name).first.bounding_box()
            assert box and box["x"] + box["width"] <= width, name
    if lesson in ("average_precision", "map"):  # the step table needs no sideways scroll
        steps = phone.locator(".steps").last
        expect(steps).to_be_attached()
        assert steps.evaluate("e => e.scrollWidth <= e.clientWidth"), (
            "the step table scrolls sideways"
        )
    if lesson in ("precision_recall", "ndcg", "reciprocal_rank", "map"):  # formulas at the end
        formulas = phone.locator(".katex-display")
        expect(formulas.last.locator(".katex-html")).to_be_attached()  # typeset
        widths = formulas.evaluate_all("fs => fs.map(f => [f.scrollWidth, f.clientWidth])")
        assert all(w <= box for w, box in widths), (
            f"a formula runs past the screen's edge: {widths}"
        )


def test_on_a_phone_a_link_that_could_not_be_read_says_so_in_the_page(phone, server):
    """A phone keeps the sidebar closed, so the note about a link sits at the
    top of the page; fixing K in the sidebar, twice in a row, takes it away."""
    goto(phone, server, "/average_precision?ranking=X,B,Y&qrels=B:1,Z:1&k=0")
    main = phone.get_by_test_id("stMain")
    note = main.get_by_test_id("stAlert").filter(has_text="The link's K could not be read")
    expect(note).to_contain_text("0 is out of range")
    assert note.bounding_box()["y"] < 844  # on the first screen
    expect(main).to_contain_text("Ranking: X, B, Y")
    phone.get_by_test_id("stExpandSidebarButton").click()
    k = phone.get_by_role("spinbutton", name="Cutoff K")
    for value in ("2", "3"):
        k.fill(value)
        k.press("Enter")
        settled(phone)
        expect(note).to_have_count(0)
        expect(phone).to_have_url(re.compile(f"k={value}"))
    goto(phone, server, "/average_precision?ranking=A,B,A&qrels=A:1&lang=ko")
    expect(main.get_by_test_id("stAlert").first).to_contain_text(
        "링크의 시나리오를 읽을 수 없습니다. 'A'가 두 번 나옵니다"
    )


def test_on_a_phone_the_edge_case_table_fits_and_keeps_numbers_whole(phone, server):
    """The "who computes it" column wraps its long tool names inside the
    table's box; the values are not broken across lines."""
    goto(phone, server, f"/edge_cases?{EX1}")
    table = phone.get_by_test_id("stTable").first
    # The table inside its scrolling box: as wide as the box, not wider.
    assert table_overflow(table) <= 0
    value = table.locator("td", has_text=re.compile(r"^0\.3333$")).first.locator("p")
    line = value.evaluate("p => parseFloat(getComputedStyle(p).lineHeight) || 24")
    assert value.bounding_box()["height"] < 1.5 * line  # one line of text
    # As read (the zero-width breaks where a long name may wrap are invisible).
    assert "RetrievalPrecision" in table.inner_text().replace("\u200b", "")


def test_moving_between_chart_pages_logs_no_infinite_extent_warning(tab, server):
    warnings = []
    tab.on("console", lambda m: warnings.append(m.text) if "Infinite extent" in m.text else None)
    goto(tab, server, f"/precision_recall?{EX1}")
    for name in (
        "nDCG (graded)",
        "MAP (several queries)",
        "Reciprocal rank & MRR",
        "Precision & Recall",
    ):
        open_lesson(tab, name)
        settled(tab)
        expect(tab.get_by_test_id("stVegaLiteChart").first).to_be_visible()
    for path in ("/ndcg", "/map", "/reciprocal_rank"):  # and by address, as a person types it
        goto(tab, server, f"{path}?{EX1}")
        expect(tab.get_by_test_id("stVegaLiteChart").first).to_be_visible()
    assert warnings == []


def test_typed_markup_in_refused_input_is_echoed_literally(tab, server):
    """A message that quotes what the user typed shows it as typed: a
    duplicated ``**b**`` is not bold, a ``$y$`` grade or guess is not maths,
    on the sidebar's fields, the guess and the quiz's answer."""
    goto(tab, server, f"/average_precision?{EX1}")
    ranking = tab.get_by_role("textbox", name="Ranked items, rank 1 first")
    ranking.fill("**b**, $x$, **b**")
    ranking.press("Control+Enter")
    errors = tab.get_by_test_id("stAlert")
    expect(errors.filter(has_text="appears twice")).to_contain_text(
        "'**b**' appears twice (ranks 1 and 3)"
    )
    relevant = tab.get_by_role("textbox", name="Relevant items")
    relevant.fill("A:1, $y$:x")
    relevant.press("Enter")
    expect(errors.filter(has_text="the grade of")).to_contain_text(
        "the grade of '$y$' is 'x', not a number"
    )
    tab.get_by_text("Guess before you look").click()
    settled(tab)
    guess = tab.get_by_role("textbox", name=re.compile("Your guess"))
    guess.fill("$g$ **0.3**")
    guess.press("Enter")
    expect(errors.filter(has_text="is not a number;")).to_contain_text(
        "‘$g$ **0.3**’ is not a number"
    )
    goto(tab, server, "/quiz?seed=7")
    answer = tab.get_by_role("textbox", name=re.compile("Your answer"))
    answer.fill("**1** $z$")
    answer.press("Enter")
    press(tab, "Check")
    expect(errors.filter(has_text="is not a number")).to_contain_text("‘**1** $z$’ is not a number")
    assert tab.locator(".katex").count() == 0


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_map_table_headers_fit_their_columns(tab, server, lang):
    """The data grid clips a header wider than its column, with no ellipsis:
    each header, measured in the page's own font, fits the width the MAP
    lesson gives its column."""
    import json

    from .test_korean import open_in

    widths = {
        name: config["width"]
        for name, config in json.loads(open_in(lang, "map").dataframe[0].proto.columns).items()
        if "width" in config  # the hidden index has none
    }
    goto(tab, server, f"/map?lang={lang}")
    cells = tab.get_by_test_id("stDataFrame").locator("table th")
    expect(cells.first).to_be_attached()
    headers = [h.strip() for h in cells.all_text_contents()]
    assert set(widths) <= set(headers)
    measured = tab.evaluate(
        """async names => {
            await document.fonts.ready;
            const font = getComputedStyle(document.body).fontFamily;
            const ctx = document.createElement("canvas").getContext("2d");
            ctx.font = `400 14px ${font}`;  // the grid's header font (theme size sm)
            return names.map(n => ctx.measureText(n).width);
        }""",
        list(widths),
    )
    padding = 8 + 4  # the grid's cellHorizontalPadding on the left, and a little air
    cut = {n: (round(w), widths[n]) for n, w in zip(widths, measured) if w + padding > widths[n]}
    assert not cut, f"headers wider than their columns (text px, column px): {cut}"
    # ... and the columns together fit the page: no header hides off to the right.
    scroller = tab.get_by_test_id("stDataFrame").locator(".dvn-scroller").first
    assert scroller.evaluate("e => e.scrollWidth - e.clientWidth") <= 0


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_on_a_phone_home_shows_each_question_whole(phone, server, lang):
    """Page links keep one line by default and clip the rest: the first
    question lost "...different numbers?" at 390 px. Each label fits its box."""
    goto(phone, server, f"/?lang={lang}")
    links = phone.get_by_test_id("stMain").get_by_test_id("stPageLink")
    expect(links).to_have_count(8)  # seven questions and the quiz
    _expect_whole_labels(phone)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("page", ["conventions", "reciprocal_rank", "map"])
def test_on_a_phone_a_link_to_another_page_shows_its_label_whole(phone, server, lang, page):
    """The conventions page's "Two tools printed two numbers? Find the
    decisions behind each" ran off a 390 px screen: every page's links wrap,
    not only home's."""
    goto(phone, server, f"/{page}?lang={lang}")
    links = phone.get_by_test_id("stMain").get_by_test_id("stPageLink")
    expect(links.first).to_be_visible()
    _expect_whole_labels(phone)


#: The page links whose label is cut at its box's edge.
_CLIPPED = """() => [...document.querySelectorAll(
    "[data-testid=stMain] [data-testid=stPageLink] p")].filter(
    p => p.closest("span").scrollWidth > p.closest("span").clientWidth).map(p => p.innerText)"""


def _expect_whole_labels(phone) -> None:
    try:  # the page's styles can land just after the links are drawn
        phone.wait_for_function(f"() => ({_CLIPPED})().length == 0")
    except Exception:
        pytest.fail(f"labels cut off: {phone.evaluate(_CLIPPED)}")

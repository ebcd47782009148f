"""The real app in headless Chromium: open each page by URL, type, drag, and
read the numbers on screen. Screenshots land in test-artifacts/."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .browser import (
    EX1,
    goto,
    idle,
    open_lesson,
    table_overflow,
    wait_metrics,
)

pytestmark = pytest.mark.browser


def test_home_opens_and_lists_the_examples(tab, server):
    goto(tab, server, "/")
    expect(tab.get_by_role("heading", name="Ranking metrics, step by step")).to_be_visible()
    expect(tab.get_by_text("Ready-made examples")).to_be_visible()


def test_average_precision_by_url_shows_the_scenario_with_no_click(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    expect(tab.get_by_role("heading", name="Average Precision", exact=True)).to_be_visible()
    wait_metrics(tab, ["0.3467", "0.3333", "0.3333", "0.5"])


def test_precision_recall_by_url_shows_the_numbers(tab, server):
    goto(tab, server, "/precision_recall?ranking=A,B&qrels=A:1,B:1&k=5")
    wait_metrics(tab, ["0.4", "1", "1", "0.5714"])


def test_typing_a_list_changes_the_numbers_and_the_url(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    wait_metrics(tab, ["0.3467", "0.3333", "0.3333", "0.5"])
    box = tab.get_by_role("textbox", name="Ranked items, rank 1 first")
    box.fill("A, C, E, B, D")
    box.press("Control+Enter")
    wait_metrics(tab, ["0.13", "0.2167", "0.2167", "0.325"])
    expect(tab).to_have_url(re.compile(r"ranking=A%2CC%2CE%2CB%2CD"))


def test_back_button_shows_the_previous_scenario_and_its_link(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    box = tab.get_by_role("spinbutton", name="Cutoff K")
    box.fill("2")
    box.press("Enter")
    expect(tab).to_have_url(re.compile(r"k=2"))
    wait_metrics(tab, ["0.25", "0.1667", "0.25", "0.5"])
    tab.go_back()
    expect(tab).to_have_url(re.compile(r"k=5"))
    wait_metrics(tab, ["0.3467", "0.3333", "0.3333", "0.5"])
    expect(box).to_have_value("5")


def drag_mode(tab) -> None:
    """Switch the sidebar to drag boxes, and wait for the run that draws them
    to end before anything measures where they are."""
    tab.get_by_test_id("stSidebar").get_by_text("Drag it", exact=True).click()
    idle(tab)


def test_dragging_one_item_to_the_top_changes_the_numbers(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    drag_mode(tab)
    frame = tab.frame_locator("iframe[title='streamlit_sortables.sortable_items']").first
    items = frame.locator(".sortable-item")
    expect(items).to_have_count(6)
    # the sidebar's lesson list is above the drag box: scroll to it, as a person does
    items.nth(5).scroll_into_view_if_needed()
    source, target = items.nth(3).bounding_box(), items.nth(0).bounding_box()  # D to the top
    tab.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
    tab.mouse.down()
    tab.mouse.move(target["x"] + target["width"] / 2, target["y"] + 4, steps=20)
    tab.mouse.up()
    # D, A, B, C, E: relevant at ranks 1 and 3, S = 1 + 2/3, m = 3
    wait_metrics(tab, ["0.6133", "0.5556", "0.5556", "0.8333"])
    expect(tab).to_have_url(re.compile(r"ranking=D%2CA%2CB%2CC%2CE"))


def test_dragging_an_item_into_the_relevant_box_changes_the_numbers(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    drag_mode(tab)
    labels = tab.frame_locator("iframe[title='streamlit_sortables.sortable_items']").nth(1)
    items = labels.locator(".sortable-item")
    expect(items).to_have_text(["A", "C", "E", "B", "D", "Z"])  # not relevant | relevant
    items.nth(1).scroll_into_view_if_needed()
    source, target = items.nth(1).bounding_box(), items.nth(4).bounding_box()  # C onto D
    tab.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
    tab.mouse.down()
    tab.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=20)
    tab.mouse.up()
    # B, C, D, Z relevant (m = 4): ranks 2, 3, 4, S = 1/2 + 2/3 + 3/4
    wait_metrics(tab, ["0.5033", "0.4792", "0.4792", "0.6389"])


def test_ap_sections_open_in_the_browser(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    main = tab.get_by_test_id("stMain")
    expect(main.locator(".steps td.bar")).to_have_count(1)  # a fresh lesson: step 1
    main.get_by_role("button", name="Show all").click()
    expect(main.locator(".steps td.bar")).to_have_count(5)  # P@k drawn in the table
    main.get_by_text("Four ways side by side", exact=True).click()
    expect(main.get_by_text("Who computes it this way", exact=False)).to_have_count(4)
    expect(main.get_by_test_id("stVegaLiteChart")).to_have_count(2)
    main.get_by_text("Formulas and code", exact=True).click()
    expect(main.get_by_role("heading", name="The formulas, symbol by symbol")).to_be_visible()
    main.get_by_text("The code that computed this", exact=True).click()
    expect(main.get_by_text("def average_precision(", exact=False)).to_be_visible()


def test_bad_input_shows_a_message_and_keeps_the_numbers(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    box = tab.get_by_role("textbox", name="Ranked items, rank 1 first")
    box.fill("A, B, A")
    box.press("Control+Enter")
    expect(tab.get_by_text("'A' appears twice")).to_be_visible()
    wait_metrics(tab, ["0.3467", "0.3333", "0.3333", "0.5"])
    expect(box).to_have_value("A, B, A")
    expect(tab.get_by_text("Traceback")).to_have_count(0)


def test_scenario_and_url_survive_switching_lessons(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    open_lesson(tab, "Precision & Recall")
    expect(tab).to_have_url(re.compile(r"/precision_recall\?ranking=A%2CB%2CC%2CD%2CE"))
    wait_metrics(tab, ["0.4", "0.6667", "1", "0.5"])


@pytest.mark.parametrize(
    "path",
    [
        "/average_precision",
        "/precision_recall",
        "/reciprocal_rank",
        "/map",
        "/ndcg",
        "/edge_cases",
        "/conventions",
    ],
)
def test_typed_markup_appears_literally_and_nothing_runs(tab, server, path):
    hostile = "<img src=x onerror=alert(1)>, <script>alert(2)</script>, **bold**, $x$"
    goto(tab, server, f"{path}?{EX1}")
    box = tab.get_by_role("textbox", name="Ranked items, rank 1 first")
    box.fill(hostile)
    box.press("Control+Enter")
    shown = (
        tab.get_by_test_id("stMarkdownContainer")
        .filter(has_text="<img src=x onerror=alert(1)>")
        .first
    )
    expect(shown).to_be_visible()
    expect(shown).to_contain_text("<script>alert(2)</script>")
    expect(shown).to_contain_text("**bold**")
    expect(shown).to_contain_text("$x$")
    assert tab.dialogs == []
    assert tab.locator("img[src='x']").count() == 0


@pytest.mark.parametrize(
    "path, expected",
    [
        ("/reciprocal_rank?ranking=A,B,C,D&qrels=C:1,D:1", ["0.3333"]),
        (
            "/map?q=A,B,C,D,E;B:1,D:1,Z:1&q=A,C,E,B,D;B:1,D:1,Z:1&k=5",
            ["0.275", "0.2383", "0.275", "0.275", "0.4125"],  # MAP first
        ),
        (
            "/ndcg?ranking=d1,d2,d3,d4,d5,d6&qrels=d1:3,d2:2,d3:3,d5:1,d6:2,d7:3&k=6",
            ["6.8611", "8.3841", "0.8184"],
        ),
    ],
)
def test_more_lessons_by_url_show_their_numbers(tab, server, path, expected):
    goto(tab, server, path)
    wait_metrics(tab, expected)


def test_map_link_keeps_the_query_set_after_an_edit(tab, server):
    goto(tab, server, "/map?q=a,b,c,d,e;a:1,c:1,d:1&q=a,b,c,d,e;d:1,e:1&k=5")
    wait_metrics(tab, ["0.5653", "0.4167", "0.5653", "0.5653", "0.5653"])
    box = tab.get_by_role("textbox", name="Relevant items")
    box.fill("a:1, c:1")
    box.press("Enter")
    expect(tab).to_have_url(
        re.compile(r"q=a%2Cb%2Cc%2Cd%2Ce%3Ba%3A1%2Cc%3A1&q=a%2Cb%2Cc%2Cd%2Ce%3Bd%3A1%2Ce%3A1")
    )


def test_edge_case_lab_loads_a_case(tab, server):
    goto(tab, server, "/edge_cases")
    card = (
        tab.get_by_test_id("stVerticalBlock")
        .filter(has=tab.get_by_role("heading", name="No relevant item at all"))
        .last
    )
    button = card.get_by_role("button", name="Load this case")
    button.scroll_into_view_if_needed()
    expect(tab.get_by_test_id("stStatusWidget")).to_have_count(0)
    button.click()
    expect(tab.get_by_text("Loaded — every metric above is for this case now.")).to_be_visible()
    expect(tab.get_by_role("textbox", name="Relevant items")).to_have_value("")


def test_edge_case_lab_table_uses_the_width_of_the_page(tab, server):
    """At 1,400 px "who computes it" runs past Streamlit's 400 px cap on a
    cell's text, and each metric's name stays on one line."""
    goto(tab, server, "/edge_cases")
    table = tab.locator("[data-testid=stTable]").first
    expect(table).to_be_visible()
    sizes = table.evaluate(
        """t => [...t.querySelectorAll('tbody tr')].map(r => {
             const name = r.querySelector('th p'), who = r.lastElementChild.querySelector('p');
             return [name.getClientRects().length, parseFloat(getComputedStyle(name).lineHeight),
                     name.getBoundingClientRect().height, who.getBoundingClientRect().width];
           })"""
    )
    assert len(sizes) >= 12
    assert max(width for *_, width in sizes) > 500, sizes
    assert all(height < 1.5 * line for _, line, height, _ in sizes), sizes


def test_conventions_page_lists_every_tool(tab, server):
    goto(tab, server, f"/conventions?{EX1}")
    for name in (
        "pytrec_eval (trec_eval 9)",
        "Kaggle ml_metrics (apk / mapk)",
        "TF-Ranking",
        "Evidently",
    ):
        expect(tab.get_by_text(name, exact=True).first).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_conventions_tables_fit_the_page_with_nothing_cut_off(tab, phone, server, lang):
    """At 1,400 px both tables fit (long words such as ``ignore_ties=False;``
    wrap); on a phone the rules come as one two-column table per decision, and
    every table a reader sees there fits too."""
    goto(tab, server, f"/conventions?lang={lang}")
    shown = tab.locator("[data-testid=stTable]:visible")
    expect(shown).to_have_count(2)
    rules, sources = shown.all()
    assert table_overflow(rules) <= 0 and table_overflow(sources) <= 0
    goto(phone, server, f"/conventions?lang={lang}")
    shown = phone.locator("[data-testid=stTable]:visible")
    expect(shown).to_have_count(6)  # five decisions, then where we checked
    assert all(table_overflow(table) <= 0 for table in shown.all())

"""The first screen, in Chromium as a person sees it: the ranked list on it
on every lesson, a bad K typed into its field answered beside it, /home
opening Home, and no English menu of Streamlit's on a Korean page."""

import re
import time

import pytest
from playwright.sync_api import expect

from .browser import EX1, fresh, goto, settled

pytestmark = pytest.mark.browser

#: Every lesson that takes the shared list (the sampled lesson has its own data).
LESSONS = ["precision_recall", "reciprocal_rank", "average_precision", "map", "ndcg",
           "r_precision", "reader_models", "edge_cases", "conventions"]  # fmt: skip
LABEL = {"en": "Ranked items, rank 1 first", "ko": "순위 목록 (1위부터)"}
K_LABEL = {"en": "Cutoff K", "ko": "상위 K (컷오프)"}


@pytest.fixture(params=[(1280, 720), (1400, 1000)], ids=["1280x720", "1400x1000"])
def laptop(chromium_browser, request):
    """A 1,280 × 720 laptop, or a projector; and a 1,400 × 1,000 desktop:
    for what the main area holds, whose layout follows the width."""
    from .conftest import _tab

    yield from _tab(chromium_browser, request, *request.param)


@pytest.fixture
def sidebar_laptop(chromium_browser, request):
    """A 1,280 × 720 laptop, for what the sidebar holds or what no size
    changes. The sidebar is 300 px wide and laid out alike at every desktop
    size (measured: the list's field at y = 242 and K's at 557, at
    1,280 × 720, 1,400 × 1,000 and 1,920 × 1,080, in both languages), so
    its first screen is shortest here; a larger desktop only adds height."""
    from .conftest import _tab

    yield from _tab(chromium_browser, request, 1280, 720)


#: A font size of at least 20 px, as the browser computes it ("20px",
#: "22.4px"): readable from the back of a room.
AT_LEAST_20_PX = re.compile(r"^(?:[2-9]\d|\d{3,})(?:\.\d+)?px$")


def _on_first_screen(page, locator, timeout: float = 20.0) -> None:
    """The box whole on the first screen once the run that drew it has ended
    and the layout has settled (a box measured mid-run can sit a few lines
    lower for a moment, while the page's style arrives): polled, and the last
    box is the one reported."""
    import time

    settled(page)
    height = page.viewport_size["height"]
    deadline = time.monotonic() + timeout
    while True:
        box = locator.bounding_box()
        fits = box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height
        if fits or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert fits, box


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_ranked_list_is_on_the_first_screen_of_every_lesson(sidebar_laptop, server, lang):
    for lesson in LESSONS:
        goto(sidebar_laptop, server, f"/{lesson}?{EX1}&lang={lang}")
        field = sidebar_laptop.get_by_role("textbox", name=LABEL[lang])
        expect(field).to_be_visible()
        _on_first_screen(sidebar_laptop, field)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_ranked_list_is_one_tap_away_on_a_phone(phone, server, lang):
    goto(phone, server, f"/average_precision?{EX1}&lang={lang}")
    phone.get_by_test_id("stExpandSidebarButton").click()
    field = phone.get_by_role("textbox", name=LABEL[lang])
    # Whole on the screen once the sidebar has slid in, above the lessons'
    # links, which follow it.
    expect(field).to_be_in_viewport(ratio=1)
    assert phone.get_by_test_id("stSidebarUserContent").evaluate(
        "e => e.getBoundingClientRect().top"
    ) < phone.get_by_test_id("stSidebarNav").evaluate("e => e.getBoundingClientRect().top")


@pytest.mark.parametrize(
    "lang, typed, message",
    [
        ("en", "0", "0 is out of range; K goes from 1 to 10,000"),
        ("en", "100000", "100000 is out of range; K goes from 1 to 10,000"),
        ("en", "3.5", "'3.5' is not a whole number"),
        ("en", "", "K goes from 1 to 10,000"),
        ("ko", "0", "범위를 벗어납니다"),
        ("ko", "3.5", "정수가 아닙니다"),
    ],
)
def test_a_bad_k_typed_in_its_field_is_answered_beside_it(
    sidebar_laptop, server, lang, typed, message
):
    goto(sidebar_laptop, server, f"/average_precision?{EX1}&lang={lang}")
    k = sidebar_laptop.get_by_role("spinbutton", name=K_LABEL[lang])
    for _ in range(2):  # typed again, the same answer
        k.fill(typed)
        k.press("Enter")
        shown = sidebar_laptop.get_by_test_id("stSidebar").get_by_text(message)
        expect(shown).to_be_visible()
        _on_first_screen(sidebar_laptop, shown)
        expect(k).to_have_value(typed)  # what was typed stays, to be mended
        expect(sidebar_laptop).not_to_have_url(re.compile(r"[?&]k=(0|100000|3\.5)\b"))
    k.fill("4")
    k.press("Enter")
    expect(sidebar_laptop.get_by_test_id("stSidebar").get_by_text(message)).to_have_count(0)
    expect(sidebar_laptop).to_have_url(re.compile(r"[?&]k=4\b"))


#: Ten items with long names: the sidebar's list field grows, and the K
#: field comes low, its message below a laptop's screen before.
LONG = (
    "ranking="
    + ",".join(f"product-page-{n:04d}-summer-sale" for n in range(1, 11))
    + ("&qrels=product-page-0002-summer-sale:1,product-page-0007-summer-sale:1")
)


@pytest.mark.parametrize(
    "lang, message", [("en", "0 is out of range"), ("ko", "범위를 벗어납니다")]
)
def test_a_bad_k_under_a_long_list_is_answered_on_the_first_screen(
    sidebar_laptop, server, lang, message
):
    goto(sidebar_laptop, server, f"/average_precision?{LONG}&lang={lang}")
    k = sidebar_laptop.get_by_role("spinbutton", name=K_LABEL[lang])
    for typed in ("0", "-3"):  # typed again: brought into view again
        sidebar_laptop.get_by_test_id("stSidebarContent").evaluate("e => e.scrollTo(0, 0)")
        k.fill(typed)
        k.press("Enter")
        shown = sidebar_laptop.get_by_test_id("stSidebar").get_by_text(
            message if typed == "0" else message.replace("0", "-3", 1)
        )
        expect(shown).to_be_visible()
        _on_first_screen(sidebar_laptop, shown)
        _on_first_screen(sidebar_laptop, k)  # the field stays in view above it
        expect(k).to_have_value(typed)


@pytest.mark.parametrize("name", ["home", "welcome"])
@pytest.mark.parametrize("lang, title", [("en", "Ranking metrics, step by step"),
                                         ("ko", "랭킹 지표, 하나씩 차근차근")])  # fmt: skip
def test_home_opens_by_its_name_too(sidebar_laptop, server, lang, title, name):
    goto(sidebar_laptop, server, f"/{name}?lang={lang}")
    expect(sidebar_laptop.get_by_role("heading", name=title)).to_be_visible()
    settled(sidebar_laptop)  # Streamlit's dialog would come with the run's end
    expect(sidebar_laptop.get_by_text("Page not found")).to_have_count(0)


@pytest.mark.parametrize("lang, title, home", [("en", "No page at this address", "Go to Home"),
                                               ("ko", "이 주소에는 페이지가 없습니다", "홈으로 가기")])  # fmt: skip
def test_an_address_that_names_no_page_says_so_in_the_pages_language(
    sidebar_laptop, server, lang, title, home
):
    goto(sidebar_laptop, server, f"/nothing?lang={lang}")
    expect(sidebar_laptop.get_by_role("heading", name=title)).to_be_visible()
    expect(sidebar_laptop.get_by_text("/nothing")).to_be_visible()  # the address asked for, echoed
    settled(sidebar_laptop)  # Streamlit's dialog would come with the run's end
    expect(sidebar_laptop.get_by_text("Page not found")).to_have_count(0)
    sidebar_laptop.get_by_role("link", name=home).click()
    expect(sidebar_laptop.get_by_role("heading", name=("랭킹 지표, 하나씩 차근차근" if lang == "ko"
                                              else "Ranking metrics, step by step"))).to_be_visible()  # fmt: skip


def test_no_english_menu_of_streamlits_on_a_korean_page(sidebar_laptop, server):
    goto(sidebar_laptop, server, f"/average_precision?{EX1}&lang=ko")
    expect(sidebar_laptop.get_by_test_id("stMainMenu")).to_have_count(0)
    for english in ("Print", "Record a screencast", "Made with Streamlit"):
        expect(sidebar_laptop.get_by_text(english, exact=True)).to_have_count(0)


def test_the_hint_under_a_field_being_typed_in_is_korean_on_a_korean_page(sidebar_laptop, server):
    """Streamlit writes "Press Enter to apply" (under a text area "Press
    Ctrl+Enter to apply", in a form "Press Enter to submit form") under a
    field being typed in, in English whatever the page's language; a Korean
    page draws its own words there, and keeps the counter of a field with a
    length limit (the join page's code)."""
    page = sidebar_laptop
    hint = (
        "e => { const first = e.querySelector('span');"
        " return [getComputedStyle(first).fontSize,"
        " getComputedStyle(first, '::after').content, e.innerText]; }"
    )
    goto(page, server, f"/average_precision?{EX1}&lang=ko")
    page.get_by_role("textbox", name=LABEL["ko"]).fill("A, B, C")  # typed, not applied
    shown = page.get_by_test_id("stSidebar").get_by_test_id("InputInstructions")
    expect(shown).to_be_visible()
    size, words, _ = shown.evaluate(hint)
    assert size == "0px" and words == '"Ctrl(⌘)+Enter로 적용합니다"', (size, words)
    goto(page, server, "/join?lang=ko")
    page.get_by_test_id("stMain").get_by_role("textbox").first.fill("ABC")
    shown = page.get_by_test_id("stMain").get_by_test_id("InputInstructions")
    expect(shown).to_be_visible()
    size, words, text = shown.evaluate(hint)
    assert size == "0px" and words == '"Enter로 보냅니다"', (size, words)  # a form's
    assert "3/12" in text  # the counter stays


def test_a_handout_link_made_on_localhost_says_it_opens_only_here(sidebar_laptop, server):
    goto(sidebar_laptop, server, f"/average_precision?{EX1}")
    with sidebar_laptop.expect_download() as download:
        sidebar_laptop.get_by_role("button", name="Handout (Markdown)").click()
    text = open(download.value.path(), encoding="utf-8").read()
    assert "opens only on the computer running the app" in text
    assert "--browser.serverAddress" in text


#: A list of eight with grades, so every lesson has a story to the last rank.
EIGHT = "ranking=A,B,C,D,E,F,G,H&qrels=B:1,E:2,G:1,H:3,Y:1,Z:1"
#: Each lesson in present mode at its last step: the final value's sentence
#: and the lesson's key comparison.
FINAL = {
    "average_precision": (
        r"which gives AP = 1\.8286 / 6 = 0\.3048",
        "AP over the found ones (÷ hits)",
    ),
    "ndcg": (r"which gives nDCG@8 = 2\.6844 / 5\.9356 = 0\.4522", "nDCG@K"),
    "reader_models": (r"That was the last rank \(K = 8\), which gives RBP = 0\.1393", "ERR@8"),
    "r_precision": (r"That was the last rank", "R-precision"),
}


@pytest.mark.parametrize("lesson", list(FINAL))
def test_present_mode_ends_on_the_value_and_its_comparison_on_a_projectors_first_screen(
    laptop, server, lesson
):
    final, comparison = FINAL[lesson]
    goto(laptop, server, f"/{lesson}?{EIGHT}&k=8&step=8&present=1")
    main = laptop.get_by_test_id("stMain")
    sentence = main.get_by_text(re.compile(final))
    expect(sentence).to_be_visible()
    _on_first_screen(laptop, sentence)
    _on_first_screen(laptop, main.locator(".steps"))
    label = main.locator(".values .label").filter(has_text=comparison).first
    expect(label).to_be_visible()
    _on_first_screen(laptop, label)
    # A rank's cell (the marks of ranks left out are small on purpose), read
    # from the element on the page (one a run has just replaced has no style).
    expect(main.locator(".steps tbody tr:not(.gap) td").first).to_have_css(
        "font-size", AT_LEAST_20_PX
    )


def test_map_has_a_present_mode_with_its_value_on_the_first_screen(laptop, server):
    goto(laptop, server, "/map")
    fresh(laptop).get_by_role("button", name="Present").click()
    expect(laptop).to_have_url(re.compile(r"[?&]present=1"))
    main = laptop.get_by_test_id("stMain")
    value = main.locator(".values .value").first
    expect(value).to_have_text("0.275")
    _on_first_screen(laptop, value)
    expect(laptop.get_by_test_id("stSidebar")).to_be_hidden()
    for text in ("MAP@5 = (0.3333 + 0.2167) / 2", "AP over the found ones (÷ hits)"):
        shown = main.get_by_text(text).first
        expect(shown).to_be_visible()
        _on_first_screen(laptop, shown)
    main.get_by_role("button", name="Leave present mode").click()
    expect(laptop).not_to_have_url(re.compile(r"[?&]present=1"))
    expect(laptop.get_by_test_id("stSidebar")).to_be_visible()


def test_the_sampled_lessons_comparison_is_beside_its_walkthrough_in_present_mode(laptop, server):
    goto(laptop, server, "/sampled?step=8&present=1")
    main = laptop.get_by_test_id("stMain")
    flips = main.get_by_text("The order flips.")
    expect(flips).to_be_visible()
    _on_first_screen(laptop, flips)
    _on_first_screen(laptop, main.get_by_test_id("stTable"))


@pytest.mark.parametrize("size", [(1280, 720), (390, 844)], ids=["1280x720", "390"])
def test_a_page_starts_just_under_the_top_bar(chromium_browser, server, request, size):
    """Streamlit leaves 128 px above a page (96 px on a phone); the title
    starts within 20 px under the bar instead, clear of it."""
    from .conftest import _tab

    for tab in _tab(chromium_browser, request, *size):
        for path in ("/precision_recall", "/"):
            goto(tab, server, f"{path}?lang=ko")
            settled(tab)
            deadline = time.monotonic() + 20  # the page's style arrives with its run
            while True:
                bar = tab.get_by_test_id("stHeader").bounding_box()
                title = tab.locator("h1").first.bounding_box()
                below = bar["y"] + bar["height"]
                fits = below <= title["y"] <= below + 20
                if fits or time.monotonic() > deadline:
                    break
                time.sleep(0.2)
            assert fits, (path, bar, title)


def test_the_ranked_lists_box_follows_its_width_and_what_is_typed(sidebar_laptop, server):
    """Streamlit's own sizing measured the box once, sometimes while the
    sidebar was still narrow: a five-item list then kept a three-line box
    (84 px, not 45) on about one load in three. Here the sidebar is drawn
    narrow, then widened: the box goes back to one line; and it grows and
    shrinks with what is typed."""
    narrow = "[data-testid=stSidebar]{width:120px !important;min-width:120px !important}"
    sidebar_laptop.add_init_script(
        "document.addEventListener('DOMContentLoaded', () => {"
        f"const s = document.createElement('style'); s.id = 'narrow'; s.textContent = '{narrow}';"
        "document.head.appendChild(s); });"
    )
    goto(sidebar_laptop, server, f"/average_precision?{EX1}&lang=ko")
    box = sidebar_laptop.locator("[data-testid=stSidebar] textarea")
    expect(box).to_be_visible()
    settled(sidebar_laptop)
    assert box.bounding_box()["height"] > 50, box.bounding_box()  # wrapped while narrow
    sidebar_laptop.evaluate("document.getElementById('narrow').remove()")
    # The box follows the wider sidebar on its next layout: waited for, not timed.
    sidebar_laptop.wait_for_function("b => b.offsetHeight < 50", arg=box.element_handle())
    assert box.bounding_box()["height"] < 50, box.bounding_box()
    box.fill(", ".join(f"item{i}" for i in range(40)))
    assert box.bounding_box()["height"] > 150, box.bounding_box()
    box.fill("A, B")
    assert box.bounding_box()["height"] < 50, box.bounding_box()


#: Each lesson's present mode at its last step (Sampled's and MAP's own data).
LAST_STEP = {
    **{lesson: f"{EIGHT}&k=8&step=8" for lesson in
       ("average_precision", "ndcg", "reader_models", "r_precision", "precision_recall",
        "reciprocal_rank")},
    "sampled": "step=50", "map": "",
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_present_mode_keeps_the_point_whole_in_a_browser_window_on_a_projector(
    chromium_browser, server, request, lang
):
    """1,280 × 633: a 720-pixel projector less a browser's tabs and address
    bar. At the last step of every lesson the step table, every key value
    with its tool labels and (Sampled) the box saying the order flips are
    whole on the first screen."""
    from .conftest import _tab

    for tab in _tab(chromium_browser, request, 1280, 633):
        for lesson, query in LAST_STEP.items():
            goto(tab, server, f"/{lesson}?{query}&present=1&lang={lang}")
            main = tab.get_by_test_id("stMain")
            expect(main.locator(".steps, .values").first).to_be_visible()
            settled(tab)
            boxes = main.locator(".steps, .values .metric, [data-testid='stAlert']")
            assert boxes.count() >= (1 if lesson == "map" else 2), lesson
            for box in boxes.all():
                _on_first_screen(tab, box)


def test_present_mode_keeps_reciprocal_ranks_decisive_row_on_screen(laptop, server):
    """The table shows the first relevant rank, which gives RR its value,
    however far above the latest ranks it is, and marks the ranks left out
    above it and between."""
    ten = "ranking=A,B,C,D,E,F,G,H,I,J&qrels=B:1,H:1&k=10"
    goto(laptop, server, f"/reciprocal_rank?{ten}&step=10&present=1")
    rows = laptop.get_by_test_id("stMain").locator(".steps tbody tr")
    expect(rows.locator("xpath=self::tr[not(@class='gap')]/td[1]")).to_have_text(
        ["2", "6", "7", "8", "9", "10"]
    )
    expect(rows.and_(laptop.locator("tr.gap"))).to_have_text(
        ["⋮ 1 rank not shown", "⋮ 3 ranks not shown"]
    )
    _on_first_screen(laptop, laptop.get_by_test_id("stMain").locator(".steps"))


@pytest.mark.parametrize("lang, present, check, leave", [
    ("en", "Present", "Check", "Leave present mode"),
    ("ko", "발표 모드", "확인", "발표 모드 끝내기"),
])  # fmt: skip
def test_the_quiz_has_a_present_mode_with_its_question_large_on_the_first_screen(
    laptop, server, lang, present, check, leave
):
    goto(laptop, server, f"/quiz?seed=7&q=2&lang={lang}")
    main = laptop.get_by_test_id("stMain")
    main.get_by_role("button", name=present, exact=True).click()
    expect(laptop).to_have_url(re.compile(r"[?&]present=1"))
    expect(laptop.get_by_test_id("stSidebar")).to_be_hidden()
    expect(laptop).to_have_url(re.compile(r"[?&]q=2\b"))  # the same question
    button = main.get_by_role("button", name=check, exact=True)
    _on_first_screen(laptop, button)
    question = main.locator("[data-testid='stMarkdownContainer'] p").filter(has_text="?").first
    expect(question).to_have_css("font-size", AT_LEAST_20_PX)  # readable from the back
    main.get_by_role("button", name=leave).click()
    expect(laptop).not_to_have_url(re.compile(r"[?&]present=1"))
    expect(laptop.get_by_test_id("stSidebar")).to_be_visible()

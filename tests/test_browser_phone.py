"""On a 390 px phone, read in Korean (and the RBP bar at 1,400 px too):
nothing is cut off and no word is split at a line end."""

import pytest
from playwright.sync_api import expect

from .browser import EX1, goto, idle

pytestmark = pytest.mark.browser


def test_every_formula_of_the_r_precision_page_fits_or_scrolls(phone, server):
    goto(phone, server, "/r_precision?lang=ko")
    formulas = phone.locator(".katex-display")
    expect(formulas.first).to_be_visible()
    for i in range(formulas.count()):
        fits, scrolls = formulas.nth(i).evaluate(
            "e => [e.scrollWidth <= e.clientWidth + 1, getComputedStyle(e).overflowX === 'auto']"
        )
        assert scrolls, i  # never cut off
        if "AP" in formulas.nth(i).inner_text():
            assert fits, i  # the AP formula, two equations, fits a phone


#: For a range bar: each end label's text box, and every mark's line, as
#: [left, top, right, bottom] ("now" marks have a line, no end label).
_RANGE_BOXES = """range => {
    const box = r => [r.left, r.top, r.right, r.bottom];
    const marks = [...range.querySelectorAll('.mark')];
    return marks.map(m => {
        const text = document.createRange();
        text.selectNodeContents(m);
        text.setStartAfter(m.querySelector('b'));
        return {now: m.classList.contains('now'), text: box(text.getBoundingClientRect()),
                line: box(m.querySelector('b').getBoundingClientRect())};
    });
}"""


def _meet(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("width", [390, 1400])
@pytest.mark.parametrize(
    "ranking", ["A,B,C,D,E,F,G,H", "A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P", "B,E,A,C,D"]
)
def test_the_rbp_bands_labels_are_neither_overlapped_nor_crossed(
    chromium_browser, server, width, ranking
):
    # The two end labels never overlap, no mark's line runs through a label,
    # and every label stays on the screen.
    context = chromium_browser.new_context(viewport={"width": width, "height": 900})
    try:
        page = context.new_page()
        goto(
            page,
            server,
            f"/reader_models?ranking={ranking}&qrels=B:1,E:1&unlabelled=unjudged&lang=ko",
        )
        bar = page.locator(".range").locator("visible=true").first
        expect(bar.locator(".mark:not(.now)")).to_have_count(2)
        marks = bar.evaluate(_RANGE_BOXES)
        ends = [m for m in marks if not m["now"]]
        assert not _meet(ends[0]["text"], ends[1]["text"]), ends
        for i, end in enumerate(ends):
            others = [m for m in marks if m is not end]
            assert not any(_meet(m["line"], end["text"]) for m in others), (i, marks)
            assert end["text"][0] >= 0 and end["text"][2] <= width, end
    finally:
        context.close()


def test_the_upload_pages_tables_and_picker_cut_nothing_on_a_phone(phone, server):
    goto(phone, server, "/batch?lang=ko")
    phone.get_by_role("button", name="예제 파일 사용").click()
    idle(phone)
    worst = phone.get_by_test_id("stMarkdownContainer").locator("table").filter(has_text="열기")
    expect(worst).to_be_visible()
    # Query, value and link stay on one line each (q1/7, 0.2/092, 쿼/리 before).
    single = worst.evaluate(
        """t => [...t.querySelectorAll('tbody tr')].every(r => [...r.children].slice(0, 3).every(c => {
               const line = parseFloat(getComputedStyle(c).lineHeight) || 24;
               const range = document.createRange(); range.selectNodeContents(c);
               return range.getClientRects().length <= 1 || range.getBoundingClientRect().height < 1.5 * line;
           }))"""
    )
    assert single
    picker = phone.get_by_test_id("stMultiSelect").first
    tags = picker.get_by_test_id("stMultiSelectTagsContainer")
    expect(tags).to_be_visible()
    # Every chosen chip shows: nothing of the chips is scrolled out of sight.
    hidden = picker.evaluate(
        "e => [e, ...e.querySelectorAll('*')].some(x => x.scrollHeight > x.clientHeight + 1"
        " && getComputedStyle(x).overflowY !== 'visible')"
    )
    assert not hidden


def test_conventions_identifiers_are_never_split_on_a_phone(phone, server):
    goto(phone, server, "/conventions?lang=ko")
    cell = (
        phone.get_by_test_id("stTable").locator("td").filter(has_text="precision").locator(
            "visible=true"
        ).first
    )  # fmt: skip
    expect(cell).to_be_visible()
    # Every word of every visible rule sits on one line, each part between
    # its joints (where it may break) whole.
    split = _across_two_lines(
        phone, r"w => w.split('\u200b').flatMap(p => p.split(/(?<=[_(\/=])/)).filter(Boolean)"
    )
    assert split == [], split


def test_short_tool_names_in_the_edge_case_lab_stay_whole_on_a_phone(phone, server):
    """pytrec_eval, trec_eval, map_cut_5… fit a phone's column whole: none
    breaks across two lines (only longer names break, at their joints; a
    hyphen is a break as in any text: ir-/measures)."""
    goto(phone, server, f"/edge_cases?{EX1}")
    expect(phone.get_by_test_id("stTable").first).to_be_visible()
    split = _across_two_lines(
        phone,
        r"w => { const bare = w.replace(/\u200b/g, '').replace(/[;,]$/, '');"
        r" return bare.length > 12 || bare.includes('-') ? [] : [w]; }",
    )
    assert split == [], split


def _across_two_lines(page, pieces: str) -> list[str]:
    """The pieces of the visible table cells' words that span two lines:
    ``pieces`` is a JavaScript function from a word (a run of text without
    white space, zero-width breaks kept) to the pieces of it that must each
    sit on one line. A piece's rectangles are one per line it spans."""
    return page.evaluate(
        r"""(pieces) => {
            const of = eval(pieces), out = [];
            for (const td of document.querySelectorAll('[data-testid=stTable] td')) {
                if (!td.offsetParent) continue;
                const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                    const re = /\S+/g; let m;
                    while ((m = re.exec(node.textContent))) {
                        for (const part of of(m[0])) {
                            const start = node.textContent.indexOf(part, m.index);
                            const range = document.createRange();
                            range.setStart(node, start); range.setEnd(node, start + part.length);
                            const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
                            if (tops.size > 1) out.push(part.replace(/\u200b/g, ''));
                        }
                    }
                }
            }
            return out;
        }""",
        pieces,
    )


def test_streamlits_own_menu_and_skip_link_read_in_korean_on_a_phone(phone, server):
    """The phone menu's "View 5 more" / "View less" and the keyboard's "Skip
    to main content" are Streamlit's English with no parameter: drawn in
    Korean, pressed open and shut twice."""
    goto(phone, server, f"/ndcg?{EX1}&lang=ko")

    def drawn(testid: str, words: str) -> None:
        """Wait until the element's own text is hidden and ``words`` drawn
        in its place (the page's style arrives with the run)."""
        phone.wait_for_function(
            """([id, words]) => { const e = document.querySelector(`[data-testid='${id}']`);
                return e && getComputedStyle(e).fontSize === '0px'
                    && getComputedStyle(e, '::after').content === `"${words}"`; }""",
            arg=[testid, words],
        )

    drawn("stSkipToContent", "본문으로 건너뛰기")
    phone.get_by_test_id("stExpandSidebarButton").first.click()
    more = phone.get_by_test_id("stSidebarNavViewButton")
    expect(more).to_be_visible()
    for _ in range(2):
        drawn("stSidebarNavViewButton", "메뉴 더 보기")
        more.click()
        expect(phone.get_by_test_id("stSidebarNav").locator("a[href*='/batch']")).to_have_count(1)
        drawn("stSidebarNavViewButton", "메뉴 접기")
        more.click()
        expect(phone.get_by_test_id("stSidebarNav").locator("a[href*='/batch']")).to_have_count(0)

"""In headless Chromium: the downloads hold the numbers on screen, Present
mode steps with the keyboard, and the app reads as Korean with lang=ko."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pandas as pd
import pytest
from playwright.sync_api import Page, expect

from .browser import EX1, fresh, goto, open_lesson, progress, settled, wait_metrics

pytestmark = pytest.mark.browser


def download(page: Page, menu: str, button: str) -> Path:
    trigger = page.get_by_test_id("stMain").get_by_role("button", name=menu).first
    # Charts draw after the run ends and push what is below them down: wait
    # until the page's height holds still (else the menu could open where the
    # button had been, below the screen)...
    page.wait_for_function(
        """() => new Promise(done => {
            const height = () => document.querySelector('[data-testid=stMain]').scrollHeight;
            const first = height();
            setTimeout(() => done(height() === first), 400);
        })""",
        polling=100,
    )
    # ... then in the middle of the screen, so the menu opens with room for
    # its items (at the bottom edge they were drawn below the viewport).
    trigger.evaluate("e => e.scrollIntoView({block: 'center'})")
    trigger.click()
    with page.expect_download() as caught:
        page.get_by_role("button", name=button).click()
    return Path(caught.value.path())


def test_the_step_table_downloads_hold_the_numbers_on_screen(tab, server):
    goto(tab, server, f"/average_precision?{EX1}&step=5")
    expect(tab.locator(".steps td.bar")).to_have_count(5)
    shown = tab.locator(".steps td.bar").all_inner_texts()  # P@k on screen
    csv = pd.read_csv(download(tab, "Download table", "CSV (spreadsheets)"), encoding="utf-8-sig")
    assert [f"{v:.4f}" for v in csv["P@k"]] == shown
    tab.keyboard.press("Escape")
    markdown = download(tab, "Download table", "Markdown (wikis, notes)").read_text()
    tab.keyboard.press("Escape")
    latex = download(tab, "Download table", "LaTeX, booktabs (papers)").read_text()
    for value in shown:
        assert f"| {value} |" in markdown and f"& {value} &" in latex


def test_the_handout_holds_the_four_values_the_steps_and_the_link(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    with tab.expect_download() as caught:
        tab.get_by_role("button", name="Handout (Markdown)").click()
    text = Path(caught.value.path()).read_text()
    for value in ("0.3467", "0.3333", "0.5"):
        assert f"**{value}**" in text
    assert "| 4 | D |" in text
    assert re.search(r"\(http://127\.0\.0\.1:\d+/average_precision\?ranking=A%2CB", text)


def test_a_chart_downloads_as_png_and_svg(tab, server):
    goto(tab, server, f"/precision_recall?{EX1}")
    png = download(tab, "Download chart", "PNG image (slides)").read_bytes()
    assert png.startswith(b"\x89PNG")
    tab.keyboard.press("Escape")
    svg = download(tab, "Download chart", "SVG drawing (scales to any size)").read_text()
    assert "<svg" in svg


def test_present_mode_steps_with_the_arrow_keys_and_gives_the_audience_link(tab, server):
    goto(tab, server, f"/average_precision?{EX1}")
    tab.get_by_role("button", name="Present").click()
    settled(tab)
    expect(tab.get_by_test_id("stSidebar")).to_be_hidden()
    expect(tab).to_have_url(re.compile(r"present=1"))
    expect(progress(tab)).to_have_text("Step 1 of 5")
    for step in (2, 3, 4):
        tab.keyboard.press("ArrowRight")
        expect(progress(tab)).to_have_text(f"Step {step} of 5")
    tab.keyboard.press("ArrowLeft")
    expect(progress(tab)).to_have_text("Step 3 of 5")
    tab.keyboard.press("End")
    expect(progress(tab)).to_have_text("Step 5 of 5")
    # The link is drawn just after "Step 5 of 5": wait for it, then read it.
    expect(tab.get_by_test_id("stCode")).to_contain_text("step=5")
    assert "present" not in tab.get_by_test_id("stCode").inner_text()
    tab.get_by_role("button", name="Leave present mode").click()
    expect(tab.get_by_test_id("stSidebar")).to_be_visible()


def test_korean_pages_and_the_language_switch(tab, server):
    goto(tab, server, f"/average_precision?{EX1}&lang=ko")
    expect(tab.get_by_role("heading", name="평균 정밀도 (AP)")).to_be_visible()
    wait_metrics(tab, ["0.3467", "0.3333", "0.3333", "0.5"])  # the same numbers
    fresh(tab).get_by_role("button", name="다음", exact=True).click()
    expect(tab.get_by_text("5단계 중 2단계")).to_be_visible()
    open_lesson(tab, "nDCG (등급 적합도)")
    expect(
        tab.get_by_role("heading", name=re.compile(r"^nDCG\(정규화 할인 누적 이득\)"))
    ).to_be_visible()
    expect(tab).to_have_url(re.compile(r"lang=ko"))
    tab.get_by_test_id("stSidebar").get_by_text("English", exact=True).click()
    expect(tab.get_by_role("heading", name=re.compile("^nDCG: graded"))).to_be_visible()
    expect(tab).not_to_have_url(re.compile(r"lang=ko"))


def test_korean_downloads_keep_hangul(tab, server):
    goto(tab, server, "/average_precision?ranking=기쁨,슬픔,화남&qrels=기쁨:1&lang=ko&step=3")
    csv = download(tab, "표 내려받기", "CSV (스프레드시트)").read_bytes()
    table = pd.read_csv(io.BytesIO(csv), encoding="utf-8-sig")
    assert "항목" in table.columns and table["항목"].tolist() == ["기쁨", "슬픔", "화남"]


def test_a_query_missing_from_run_b_scores_zero_and_is_named(tab, server, tmp_path):
    from .browser import ROOT, upload

    samples = ROOT / "samples"
    lines = (samples / "run_neural.txt").read_text().splitlines()
    first = lines[0].split()[0]
    short = tmp_path / "run_b_without_one_query.txt"
    short.write_text("\n".join(line for line in lines if line.split()[0] != first) + "\n")
    goto(tab, server, "/batch")
    for index, path in enumerate((samples / "qrels.txt", samples / "run_bm25.txt", short)):
        upload(tab, index, path)
    expect(tab.get_by_text("Run B against run A")).to_be_visible(timeout=30_000)
    expect(tab.get_by_text("has no results for 1 judged query; it scores 0 there")).to_be_visible()
    expect(
        tab.get_by_text(re.compile(r"95% confidence interval of the mean difference"))
    ).to_be_visible()
    expect(tab.locator(".values .metric").filter(has_text="mean of A")).to_be_visible()
    expect(tab.get_by_text("p, Holm-adjusted", exact=True)).to_be_visible()
    tab.get_by_text("Compare only the queries both runs answered").click()
    expect(tab.get_by_text("it is left out of this comparison")).to_be_visible()


def test_a_korean_browser_gets_korean_without_lang_in_the_link(chromium_browser, server):
    context = chromium_browser.new_context(locale="ko-KR", viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    try:
        goto(page, server, "/")
        expect(page.get_by_role("heading", name="랭킹 지표, 하나씩 차근차근")).to_be_visible()
    finally:
        context.close()


def test_several_runs_side_by_side_with_holm_adjusted_pairs(tab, server, tmp_path):
    from .browser import ROOT, upload

    samples = ROOT / "samples"
    third = tmp_path / "run_c.txt"
    lines = (samples / "run_bm25.txt").read_text().splitlines()
    # Run C: run A with each query's list reversed.
    third.write_text(
        "\n".join(
            " ".join([*p[:4], str(-float(p[4])), "reversed"])
            for p in (line.split() for line in lines)
        )
        + "\n"
    )
    goto(tab, server, "/batch")
    for index, path in enumerate(
        (samples / "qrels.txt", samples / "run_bm25.txt", samples / "run_neural.txt", third)
    ):
        upload(tab, index, path)  # each waits for the page's rerun
    expect(tab.get_by_role("heading", name="Every run side by side")).to_be_visible(timeout=30_000)
    pairs = tab.get_by_test_id("stTable").last.locator("tbody tr")
    expect(pairs).to_have_count(3)  # B − A, C − A, C − B
    expect(pairs.first).to_contain_text("run_neural.txt − run_bm25.txt")


def test_a_broken_file_is_explained_in_korean(tab, server, tmp_path):
    from ui.words.batch import T

    from .browser import ROOT, upload

    KO = T.table("ko")
    labels = (KO["judgments"], KO["run_a"], KO["run_b"], KO["more_runs"])
    broken = tmp_path / "broken_run.txt"
    broken.write_text("q01 Q0 doc01_00 1 0.5 sys\nq01 Q0 doc01_01 2 high sys\n")
    goto(tab, server, "/batch?lang=ko")
    upload(tab, 0, ROOT / "samples" / "qrels.txt", labels)
    upload(tab, 1, broken, labels)
    expect(
        tab.get_by_text("broken_run.txt 2번째 줄: 점수(score) 'high'는 숫자가 아닙니다")
    ).to_be_visible(timeout=30_000)
    expect(tab.get_by_text("Traceback")).to_have_count(0)
    expect(tab.get_by_text("is not a number")).to_have_count(0)


def _drawn(locator) -> str:
    """What a person sees in an element whose own text is hidden: the
    text the page's CSS draws after it."""
    return locator.evaluate(
        "e => getComputedStyle(e).fontSize === '0px'"
        " ? getComputedStyle(e, '::after').content.replace(/^\"|\"$/g, '') : e.innerText"
    )


def test_batch_uploaders_read_korean_and_the_button_still_opens_the_file_picker(tab, server):
    """Streamlit writes "Upload" and "200MB per file" in English; in Korean
    the page draws its own words there, and pressing the button still asks
    for a file, which the page then reads."""
    from ui.words.batch import T

    from .browser import ROOT

    KO = T.table("ko")
    goto(tab, server, "/batch?lang=ko")
    box = tab.get_by_role("region", name=re.compile("^" + re.escape(KO["judgments"])))
    button = box.locator("button")
    # The page's words come with its style, which can land a frame after the rest.
    tab.wait_for_function(
        "e => getComputedStyle(e).fontSize === '0px'", arg=button.locator("p").element_handle()
    )
    assert _drawn(button.locator("p")) == "업로드"
    assert _drawn(box.get_by_test_id("stFileUploaderDropzoneInstructions").locator("span")) == (
        "파일당 200MB"
    )
    assert button.bounding_box()["width"] > 40  # the word takes its room: nothing collapsed
    # A file dragged over the box: Streamlit's "Drag and drop a file here" overlay.
    dragged = tab.evaluate_handle(
        "() => { const d = new DataTransfer(); d.items.add(new File(['x'], 'q.txt')); return d; }"
    )
    zone = box  # the labelled region is the drop zone itself
    zone.dispatch_event("dragenter", {"dataTransfer": dragged})
    overlay = zone.locator(":scope > div:not([data-testid]) > span")
    expect(overlay).to_have_count(1)
    assert _drawn(overlay) == "여기에 파일을 놓으세요"
    zone.dispatch_event("dragleave", {"dataTransfer": dragged})
    expect(overlay).to_have_count(0)
    with tab.expect_file_chooser() as chooser:
        button.click()
    chooser.value.set_files(str(ROOT / "samples" / "qrels.txt"))
    expect(box).to_contain_text("qrels.txt", timeout=30_000)
    settled(tab)
    expect(tab.get_by_text("Traceback")).to_have_count(0)
    tab.screenshot(path=str(ROOT / "test-artifacts" / "batch_uploader_ko.png"))


def test_batch_measure_picker_reads_korean_and_falls_back_to_map_when_emptied(tab, server):
    """The picker's list has no English "Select all"; emptied, it says in
    Korean what happens (map), and the means show map alone."""
    goto(tab, server, "/batch?lang=ko")
    tab.get_by_role("button", name="예제 파일 사용").click()
    expect(tab.get_by_text("쿼리 30개의 평균")).to_be_visible(timeout=30_000)
    picker = tab.get_by_test_id("stMultiSelect").first
    picker.locator("input").click()
    expect(tab.get_by_role("option").first).to_be_visible()
    expect(tab.get_by_role("option", name="Select all")).to_have_count(0)
    tab.keyboard.press("Escape")
    picker.get_by_role("button", name=re.compile("Clear all", re.I)).click()
    expect(picker.locator("input")).to_have_attribute(
        "placeholder", "하나 이상 고르세요 (고르지 않으면 map)", timeout=30_000
    )
    settled(tab)
    means = tab.locator(".values").first.locator(".metric")  # plain name, mean, trec_eval's name
    expect(means).to_have_count(1, timeout=30_000)
    expect(means.first).to_contain_text("trec_eval 이름: map")
    expect(means.first).to_contain_text("0.6351")

"""The upload page in headless Chromium: files given to its uploaders as a
person gives them, the evaluation and the comparison on screen, and every
bad file or bound refused in words while the rest of the page works on."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .browser import (
    ROOT,
    UPLOADERS,
    Server,
    goto,
    upload,
)

pytestmark = pytest.mark.browser


SAMPLES = ROOT / "samples"


def test_batch_upload_evaluates_compares_and_survives_a_bad_file(tab, server, tmp_path):
    goto(tab, server, "/batch")
    upload(tab, 0, SAMPLES / "qrels.txt")
    upload(tab, 1, SAMPLES / "run_bm25.txt")
    expect(tab.get_by_text("Means over 30 queries")).to_be_visible(timeout=30_000)
    card = tab.locator(".values .metric").filter(has_text="Standard AP, whole list").first
    expect(card).to_contain_text("0.6351")
    expect(card).to_contain_text("trec_eval's name: map")
    upload(tab, 2, SAMPLES / "run_neural.txt")
    expect(tab.get_by_text("Run B against run A")).to_be_visible(timeout=30_000)
    expect(tab.get_by_text("What p means.")).to_be_visible()
    menu = tab.get_by_test_id("stMain").get_by_role("button", name="Download table").first
    menu.evaluate("e => e.scrollIntoView({block: 'center'})")  # room below for its items
    menu.click()
    with tab.expect_download() as download:
        tab.get_by_role("button", name="CSV (spreadsheets)").click()
    lines = Path(download.value.path()).read_text(encoding="utf-8-sig").splitlines()
    assert lines[0].startswith("qid,map,recip_rank,P_10") and len(lines) == 31
    tab.keyboard.press("Escape")
    bad = tmp_path / "broken_run.txt"
    bad.write_text("q01 Q0 doc01_00 1 0.5 sys\nq01 Q0 doc01_01 2 high sys\n")
    upload(tab, 1, bad)
    expect(tab.get_by_text("broken_run.txt line 2: score 'high' is not a number")).to_be_visible(
        timeout=30_000
    )
    expect(tab.get_by_text("Showing the last results that could be computed.")).to_be_visible()
    expect(tab.get_by_text("Means over 30 queries")).to_be_visible()
    expect(tab.get_by_text("Traceback")).to_have_count(0)


def test_batch_measure_picker_adds_bpref_and_r_precision_one_at_a_time(tab, server):
    goto(tab, server, "/batch")
    tab.get_by_role("button", name="Use the sample files").click()
    expect(tab.get_by_text("Means over 30 queries")).to_be_visible(timeout=30_000)
    picker = tab.get_by_test_id("stMultiSelect").first
    # trec_eval 10.0 prints bpref 0.7785 and Rprec 0.5360 for the sample files
    for name, value in (("bpref", "0.7785"), ("R-precision", "0.536")):
        picker.locator("input").click()
        tab.keyboard.type(name)
        tab.get_by_role("option", name=name).first.click()
        metric = tab.locator(".values .metric").filter(has_text=name).first
        expect(metric).to_contain_text(value, timeout=30_000)
        tab.keyboard.press("Escape")
    table = tab.get_by_test_id("stDataFrame").first
    for trec_name in ("· bpref", "· Rprec"):
        expect(table.locator("th").filter(has_text=trec_name).first).to_be_attached()
    expect(tab.get_by_text("Traceback")).to_have_count(0)


def test_batch_other_tools_check_opens_closes_and_opens_again_on_each_press(tab, server):
    """The lazy expander: each press of its header opens or closes it, and
    each opening shows the sample files' four situations with both means."""
    goto(tab, server, "/batch")
    tab.get_by_role("button", name="Use the sample files").click()
    expect(tab.get_by_text("Means over 30 queries")).to_be_visible(timeout=30_000)
    header = tab.get_by_test_id("stMain").get_by_text("Would other tools print the same numbers?")
    cards = tab.get_by_text("Computed the other way by:")
    for press in range(1, 4):
        header.click()
        if press % 2:
            expect(cards).to_have_count(4, timeout=30_000)
            expect(
                tab.get_by_text("0.6351 as trec_eval computes it, 0.7455 the other way")
            ).to_be_visible()
        else:
            expect(cards).to_have_count(0, timeout=30_000)
    expect(tab.get_by_text("Traceback")).to_have_count(0)


def test_batch_accepts_csv_and_refuses_a_binary_file(tab, server, tmp_path):
    goto(tab, server, "/batch")
    binary = tmp_path / "judged.bin"
    binary.write_bytes(bytes(range(256)) * 4)
    upload(tab, 0, binary)
    upload(tab, 1, SAMPLES / "run_bm25.csv")
    expect(tab.get_by_text("judged.bin: this is a binary file, not a text file")).to_be_visible(
        timeout=30_000
    )
    upload(tab, 0, SAMPLES / "judgments.csv")
    expect(tab.locator(".values .metric").filter(has_text="name: map").first).to_contain_text(
        "0.6351", timeout=30_000
    )


def give(page, index: int, path) -> None:
    """Hand uploader ``index`` a file without waiting for it to stay (a
    refused file does not)."""
    box = page.get_by_role("region", name=re.compile("^" + re.escape(UPLOADERS[index])))
    box.locator("input[type=file]").set_input_files(str(path))


def test_the_uploader_states_the_one_file_limit_and_refuses_above_it(chromium_browser, tmp_path):
    small = Server(tmp_path / "streamlit.log", env={"STREAMLIT_SERVER_MAX_UPLOAD_SIZE": "1"})
    try:
        small.wait_healthy()
        page = chromium_browser.new_page()
        goto(page, small, "/batch")
        expect(page.get_by_text("1MB per file").first).to_be_visible()
        big = tmp_path / "big.txt"
        big.write_bytes((SAMPLES / "qrels.txt").read_bytes() * 300)  # 1.2 MB
        give(page, 0, big)
        expect(page.get_by_text(re.compile("File must be 1(.0)?MB or smaller"))).to_be_visible()
        page.close()
    finally:
        small.stop()


def test_an_upload_past_the_sessions_bound_is_refused_naming_it_and_the_others_stay(
    chromium_browser, tmp_path
):
    """A session may hold 10 KB; qrels.txt (4 KB) needs about 12 KB to be
    read: refused with the limit named, the uploader emptied, run A kept."""
    small = Server(tmp_path / "streamlit.log", env={"RANKING_SESSION_MB": str(10 / 1024)})
    try:
        small.wait_healthy()
        page = chromium_browser.new_page()
        goto(page, small, "/batch")
        tiny = tmp_path / "**tiny** $x$.txt"  # the file's name, shown as it is
        tiny.write_text("q1 Q0 d1 1 1.0 r\n")
        upload(page, 1, tiny)
        give(page, 0, SAMPLES / "qrels.txt")
        expect(
            page.get_by_text(
                "qrels.txt (4 KB) was not taken: keeping and reading it takes about 6.5"
            )
        ).to_be_visible()
        expect(page.get_by_text("one session may hold 10 KB of files and results")).to_be_visible()
        judged = page.get_by_role("region", name=re.compile("^" + re.escape(UPLOADERS[0])))
        expect(judged).not_to_contain_text("qrels.txt")
        run_a = page.get_by_role("region", name=re.compile("^" + re.escape(UPLOADERS[1])))
        expect(run_a).to_contain_text("**tiny** $x$.txt")
        page.close()
    finally:
        small.stop()


def test_an_upload_past_the_servers_bound_is_refused_and_the_other_session_works_on(
    chromium_browser, tmp_path
):
    """The server holds 20 KB: one session's small files fit; a second
    session's qrels.txt (4 KB, 22 KB with its reading) does not; the first
    session goes on to its numbers."""
    small = Server(tmp_path / "streamlit.log", env={"RANKING_SERVER_MB": str(20 / 1024)})
    (tmp_path / "judged.txt").write_text("q1 0 d1 1\nq1 0 d2 1\n")
    (tmp_path / "run.txt").write_text("q1 Q0 d1 1 2.0 r\nq1 Q0 d3 2 1.0 r\n")
    try:
        small.wait_healthy()
        first, second = chromium_browser.new_page(), chromium_browser.new_page()
        goto(first, small, "/batch")
        upload(first, 0, tmp_path / "judged.txt")
        upload(first, 1, tmp_path / "run.txt")
        means = first.locator(".values .metric").filter(has_text="name: map").first
        expect(means).to_contain_text("0.5", timeout=30_000)
        goto(second, small, "/batch")
        give(second, 0, SAMPLES / "qrels.txt")
        expect(
            second.get_by_text("qrels.txt (4 KB) was not taken: with the files other sessions")
        ).to_be_visible()
        first.bring_to_front()
        box = first.get_by_role("spinbutton", name=re.compile("^Cutoff K"))
        box.fill("1")
        box.press("Enter")
        cut = first.locator(".values .metric").filter(has_text="name: P_1").first
        expect(cut).to_contain_text("1", timeout=30_000)
        first.close()
        second.close()
    finally:
        small.stop()


def test_file_names_and_query_ids_from_files_appear_literally(tab, server, tmp_path):
    """Names come from the user's files: a run called ``$x$ run.txt`` is not
    maths, a query ``**q9**`` is not bold and ``[x](http://a.b)`` is not a
    link, in the warnings and in the tables of several runs."""
    (tmp_path / "qrels.txt").write_text("q1 0 d1 1\nq1 0 d2 0\nq2 0 d1 1\nq3 0 d5 1\n")
    run_a = tmp_path / "$x$ run.txt"
    run_a.write_text(
        "q1 Q0 d1 1 2.0 s\nq1 Q0 d2 2 1.0 s\nq2 Q0 d1 1 1.0 s\nq3 Q0 d5 1 1.0 s\n"
        "**q9** Q0 d1 1 1.0 s\n[x](http://a.b) Q0 d1 1 1.0 s\n"
    )
    run_b = tmp_path / "**b**.txt"
    run_b.write_text("q1 Q0 d2 1 2.0 s\nq1 Q0 d1 2 1.0 s\n")
    run_c = tmp_path / "_c_.txt"
    run_c.write_text("q1 Q0 d2 1 2.0 s\nq2 Q0 d1 1 1.0 s\n")
    goto(tab, server, "/batch")
    upload(tab, 0, tmp_path / "qrels.txt")
    upload(tab, 1, run_a)
    upload(tab, 2, run_b)
    upload(tab, 3, run_c)
    alerts = tab.get_by_test_id("stAlert")
    # (an invisible word joiner keeps "http://" from turning into a link)
    expect(alerts.filter(has_text="Queries only in the run")).to_contain_text(
        "Queries only in the run $x$ run.txt were ignored, as trec_eval does (2): **q9**, [x](http:",
        timeout=30_000,
    )
    expect(alerts.filter(has_text="has no results")).to_contain_text(
        "**b**.txt has no results for 2 judged"
    )
    tables = tab.get_by_test_id("stTable")
    expect(tables.filter(has_text="run").last).to_contain_text("_c_.txt", timeout=30_000)
    expect(tables.filter(has_text="pair").last).to_contain_text("**b**.txt − $x$ run.txt")
    assert tab.locator("a[href^='http://a.b']").count() == 0
    assert tab.get_by_test_id("stMain").locator(".katex").count() == 0

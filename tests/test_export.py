"""What a person takes away holds the numbers the app shows: tables read back
from CSV, Markdown and LaTeX, charts as PNG and SVG (Korean included), the
handout, and Present mode."""

import io
import re
from pathlib import Path

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

from metrics import average_precision_table
from ui import charts, export
from ui.render import num

APP = str(Path(__file__).resolve().parent.parent / "app.py")
EX1 = (["A", "B", "C", "D", "E"], {"B": 1, "D": 1, "Z": 1}, 5)


def test_csv_reads_back_to_the_step_table():
    steps = average_precision_table(*EX1)
    back = pd.read_csv(io.BytesIO(export.table_csv(steps)), encoding="utf-8-sig")
    assert list(back.columns) == list(steps.columns)
    assert back["precision"].tolist() == pytest.approx(steps["precision"].tolist(), abs=5e-5)
    assert back["ap"].iloc[-1] == pytest.approx(1 / 3, abs=5e-5)


def test_csv_keeps_korean_item_names_for_spreadsheets():
    steps = average_precision_table(["기쁨", "슬픔"], {"기쁨": 1})
    data = export.table_csv(steps)
    assert data.startswith(b"\xef\xbb\xbf")  # the byte-order mark Excel needs for Hangul
    assert "기쁨" in data.decode("utf-8-sig")


def test_markdown_and_latex_hold_every_number_on_screen():
    steps = average_precision_table(*EX1)
    markdown, latex = export.table_markdown(steps), export.table_latex(steps)
    for value in steps["precision"]:
        assert f"{value:.4f}" in markdown and f"{value:.4f}" in latex
    assert markdown.count("\n") == len(steps) + 1
    assert "\\toprule" in latex and "\\bottomrule" in latex
    assert latex.count("\\\\") == len(steps) + 1


def test_latex_escapes_what_latex_would_read_as_commands():
    latex = export.table_latex(pd.DataFrame({"item": ["50% & $5_a#{~}^\\"]}))
    # pandas' Styler writes a control word and a space (\textasciitilde ), as LaTeX reads it
    assert r"50\% \& \$5\_a\#\{\textasciitilde \}\textasciicircum \textbackslash " in latex


def test_markdown_escapes_pipes_in_item_names():
    assert "a\\|b" in export.table_markdown(pd.DataFrame({"item": ["a|b"]}))


def test_charts_export_as_png_and_svg_with_hangul():
    steps = average_precision_table(*EX1)
    labels = {
        "x": "순위 k",
        "y": "P@k",
        "item": "항목",
        "relevant": "적합",
        "not_relevant": "부적합",
    }
    spec = charts.precision_by_rank(steps, labels).to_dict(validate=False)
    png = export.chart_png(spec)
    assert png.startswith(b"\x89PNG")
    svg = export.chart_svg(spec)
    assert svg.lstrip().startswith("<svg")
    assert "순위 k" in svg or "&#49692;" in svg  # the Korean axis title is in the drawing


def test_handout_holds_the_values_the_table_and_the_link():
    text = export.handout("AP", [("Values", "- AP: **0.3333**")], "http://x/ap?k=5", "Open")
    assert text.startswith("# AP") and "**0.3333**" in text and "(http://x/ap?k=5)" in text


def open_page(page: str, **params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for key, value in params.items():
        at.query_params[key] = value
    at.switch_page(f"lessons/{page}.py")
    at.run()
    assert not at.exception, at.exception
    return at


@pytest.mark.parametrize(
    "page", ["average_precision", "precision_recall", "reciprocal_rank", "ndcg"]
)
def test_every_lesson_offers_its_handout_and_its_tables(page):
    at = open_page(page, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    keys = [b.proto.id for b in at.get("download_button")]
    assert any("handout" in k for k in keys)
    assert sum("_steps_" in k for k in keys) == 3  # CSV, Markdown, LaTeX


@pytest.mark.parametrize(
    "page", ["average_precision", "precision_recall", "reciprocal_rank", "ndcg"]
)
def test_present_mode_shows_the_walkthrough_alone_and_the_way_out(page):
    at = open_page(page, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5", present="1")
    assert [b.key for b in at.button] == [
        f"step_{page}_first", f"step_{page}_back", f"step_{page}_next", f"step_{page}_all",
        "room_open", "present_leave",  # a room for the class, then the way out
    ]  # fmt: skip
    assert not at.get("vega_lite_chart")
    # One thing folded away at the foot: the audience's link, readable, not percent-encoded
    assert [e.label for e in at.expander] == [
        "Link for your audience (opens this list at this step)"
    ]
    assert any("ranking=A,B,C,D,E" in c.value and "present" not in c.value for c in at.code)
    assert not at.metric and not at.toggle  # the headline and the toggles wait outside present mode
    at.button(key=f"step_{page}_next").click().run()
    assert at.query_params["present"] == "1" and at.query_params["step"] == "2"
    at.button(key="present_leave").click().run()
    assert "present" not in at.query_params
    assert any(e.label == "The symbols in plain words" for e in at.expander)  # the glossary is back


def test_a_handout_is_generated_with_the_numbers_on_screen():
    from ui import lesson

    steps = average_precision_table(*EX1)
    at = open_page("average_precision", ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    assert not at.exception
    # Outside a session the handout's link is the bare query; its parts are what the page shows.
    text = export.handout(
        "Average Precision",
        [("Values", "- Standard AP: **0.3333**"), ("Steps", export.table_markdown(steps))],
        "?ranking=A", "Open",
    )  # fmt: skip
    assert num(1 / 3) in text and re.search(r"\| 2 \| B \|", text)
    assert callable(lesson.handout)

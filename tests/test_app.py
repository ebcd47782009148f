"""Every page through Streamlit's AppTest: renders, follows typed, ticked and
dragged input, loads a shared URL, and answers bad input with a message."""

import html
import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from course.examples import EXAMPLES
from ui.render import md

APP = str(Path(__file__).resolve().parent.parent / "app.py")
AP_PAGE, PR_PAGE, HOME = (
    "lessons/average_precision.py",
    "lessons/precision_recall.py",
    "lessons/home.py",
)


def open_page(page: str | None = None, **params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for key, value in params.items():
        at.query_params[key] = value
    at.run()
    if page:
        at.switch_page(page)
        at.run()
    assert not at.exception, at.exception
    return at


def metrics_shown(at: AppTest) -> list[str]:
    """Headline numbers: st.metric values, then those of a row drawn by
    ui.render.values_html (the Average Precision page)."""
    shown = [m.value for m in at.metric]
    for element in at.html:
        shown += map(html.unescape, re.findall(r'<div class="value">([^<]*)</div>', element.value))
    return shown


def sidebar_errors(at: AppTest) -> list[str]:
    return [e.value for e in at.sidebar.error]


def keys(at: AppTest, prefix: str) -> list[str]:
    return [k for k in at.session_state.keys() if str(k).startswith(prefix)]


@pytest.mark.parametrize("page", [HOME, AP_PAGE, PR_PAGE])
def test_every_page_renders_without_exception(page):
    at = open_page(page)
    assert at.title


def test_the_app_evaluates_on_one_thread_as_a_server_shares_its_cores():
    """Two threads per evaluation held 45 MB more for a 1-million-line
    upload, for no gain in time; the command line and the API keep both."""
    import os

    from metrics.evaluator.parallel import threads

    assert os.environ.get("METRICS_THREADS") is None  # conftest: the machine's default
    open_page()
    assert os.environ["METRICS_THREADS"] == "1" and threads() == 1


def test_url_scenario_loads_on_the_average_precision_page_with_no_click():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    # mean of P@i, ÷ m, ÷ min(m, K), ÷ hits
    assert metrics_shown(at) == ["0.3467", "0.3333", "0.3333", "0.5"]


def test_url_is_rewritten_to_reproduce_the_scenario():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    at.sidebar.text_area(key="in_ranking").set_value("A, C, E, B, D").run()
    assert at.query_params["ranking"] == "A,C,E,B,D"


def test_back_button_brings_the_page_back_to_the_link_it_shows():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    at.sidebar.number_input(key="in_k").set_value(2).run()
    assert at.query_params["k"] == "2"
    at.query_params["k"] = "5"  # the browser's Back button: the previous link
    at.run()
    assert at.sidebar.number_input(key="in_k").value == 5
    assert metrics_shown(at) == ["0.3467", "0.3333", "0.3333", "0.5"]
    assert at.query_params["k"] == "5"


def test_an_edit_wins_over_a_link_that_has_not_caught_up():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    at.sidebar.number_input(key="in_k").set_value(4).run()
    at.query_params["k"] = "5"  # an older link arrives with the next edit
    at.sidebar.number_input(key="in_k").set_value(2).run()
    assert at.sidebar.number_input(key="in_k").value == 2
    assert at.query_params["k"] == "2"


def test_typed_ranking_changes_the_numbers():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    at.sidebar.text_area(key="in_ranking").set_value("A, C, E, B, D").run()
    assert metrics_shown(at) == ["0.13", "0.2167", "0.2167", "0.325"]


def test_typed_relevant_items_change_the_numbers():
    at = open_page(AP_PAGE, ranking="a,b,c,d,e", qrels="c:1", k="5")
    assert metrics_shown(at)[:2] == ["0.1567", "0.3333"]
    at.sidebar.text_input(key="in_qrels").set_value("a, c").run()
    assert metrics_shown(at)[:2] == ["0.6133", "0.8333"]


def open_label_table(at: AppTest) -> None:
    """The tick/grade table is built only while its expander is open."""
    assert not keys(at, "in_table_")
    at.session_state["in_labels_open_widget"] = True
    at.run()


def test_ticking_a_box_in_the_label_table_changes_the_numbers():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    open_label_table(at)
    (table_key,) = keys(at, "in_table_")
    at.session_state[table_key] = {
        "edited_rows": {0: {"relevant": True}},
        "added_rows": [],
        "deleted_rows": [],
    }
    at.run()
    assert not at.exception
    # A, B, D relevant (m = 4): S = 1 + 2/2 + 3/4 = 2.75
    assert metrics_shown(at)[1] == "0.6875"
    assert at.sidebar.text_input(key="in_qrels").value == "A:1, B:1, D:1, Z:1"


def drag_mode(at: AppTest) -> AppTest:
    at.sidebar.radio(key="in_mode").set_value("drag").run()
    assert not at.exception
    return at


def test_dragging_an_item_to_the_top_changes_the_numbers():
    at = drag_mode(open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5"))
    (drag_key,) = [k for k in keys(at, "drag_order_") if not k.endswith(("_seen", "_epoch"))]
    at.session_state[drag_key] = [
        {"header": "Ranked list (rank 1 at the top)", "items": ["D", "A", "B", "C", "E"]},
        {"header": "Relevant, not retrieved", "items": ["Z"]},
    ]
    at.run()
    assert not at.exception
    at.sidebar.radio(key="in_mode").set_value("type").run()
    assert at.sidebar.text_area(key="in_ranking").value == "D, A, B, C, E"
    # relevant at ranks 1 and 3: S = 1 + 2/3
    assert metrics_shown(at)[1] == "0.5556"


def test_dragging_an_item_into_the_tray_makes_it_relevant_but_not_retrieved():
    at = drag_mode(open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1", k="5"))
    (drag_key,) = [k for k in keys(at, "drag_order_") if not k.endswith(("_seen", "_epoch"))]
    at.session_state[drag_key] = [
        {"header": "Ranked list (rank 1 at the top)", "items": ["A", "B", "C", "D"]},
        {"header": "Relevant, not retrieved", "items": ["E"]},
    ]
    at.run()
    at.sidebar.radio(key="in_mode").set_value("type").run()
    assert at.sidebar.text_input(key="in_qrels").value == "B:1, D:1, E:1"
    assert any("E not retrieved" in m.value for m in at.markdown)


def drag_widget(at: AppTest, name: str) -> str:
    (key,) = [k for k in keys(at, f"drag_{name}_") if not k.endswith(("_seen", "_epoch"))]
    return key


def test_dragging_an_item_into_the_relevant_box_changes_the_numbers():
    at = drag_mode(open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5"))
    at.session_state[drag_widget(at, "labels0")] = [
        {"header": "Not relevant", "items": ["E", "A"]},
        {"header": "Relevant", "items": ["C", "B", "D", "Z"]},
    ]
    at.run()
    assert not at.exception
    # relevant at ranks 2, 3, 4 of 4 relevant: S = 1/2 + 2/3 + 3/4
    assert metrics_shown(at)[1] == "0.4792"
    at.sidebar.radio(key="in_mode").set_value("type").run()
    assert at.sidebar.text_input(key="in_qrels").value == "B:1, C:1, D:1, Z:1"


def test_reordering_the_list_leaves_the_label_boxes_as_they_are():
    at = drag_mode(open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5"))
    labels = drag_widget(at, "labels0")
    at.session_state[drag_widget(at, "order")] = [
        {"header": "Ranked list (rank 1 at the top)", "items": ["D", "B", "A", "C", "E"]},
        {"header": "Relevant, not retrieved", "items": ["Z"]},
    ]
    at.run()
    assert metrics_shown(at)[1] == "0.6667"  # relevant at ranks 1 and 2: (1 + 1) / 3
    assert drag_widget(at, "labels0") == labels  # same component: no new iframe


def test_cutoff_k_changes_the_numbers():
    at = open_page(PR_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    at.sidebar.number_input(key="in_k").set_value(2).run()
    assert metrics_shown(at)[0] == "0.5"  # P@2


def test_k_defaults_to_the_list_length():
    at = open_page(PR_PAGE, ranking="A,B,C", qrels="A:1")
    assert at.sidebar.number_input(key="in_k").value == 3
    at.sidebar.text_area(key="in_ranking").set_value("A, B, C, D").run()
    assert at.sidebar.number_input(key="in_k").value == 4


@pytest.mark.parametrize(
    "field, bad, message",
    [
        ("in_ranking", "", "the list is empty"),
        ("in_ranking", "A, B, A", "'A' appears twice"),
        ("in_ranking", ", ".join(f"x{i}" for i in range(1001)), "too many"),
        ("in_qrels", "B:high", "not a number"),
        ("in_qrels", "B:7", "grades are 0, 1, 2 or 3"),
    ],
)
def test_bad_input_shows_a_message_and_keeps_the_last_scenario(field, bad, message):
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    widget = at.sidebar.text_area if field == "in_ranking" else at.sidebar.text_input
    widget(key=field).set_value(bad).run()
    assert not at.exception
    assert any(message in e for e in sidebar_errors(at))
    assert metrics_shown(at) == ["0.3467", "0.3333", "0.3333", "0.5"]
    widget = at.sidebar.text_area if field == "in_ranking" else at.sidebar.text_input
    assert widget(key=field).value == bad  # what was typed is kept


def test_fixing_bad_input_clears_the_message():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    at.sidebar.text_area(key="in_ranking").set_value("A, A").run()
    assert sidebar_errors(at)
    at.sidebar.text_area(key="in_ranking").set_value("A, C, E, B, D").run()
    assert not sidebar_errors(at)


@pytest.mark.parametrize(
    "params, message",
    [
        ({"ranking": "A,B,A", "qrels": "A:1"}, "appears twice"),
        ({"ranking": "A,B", "qrels": "A:x"}, "not a number"),
    ],
)
def test_a_bad_link_shows_why_and_falls_back_to_the_default(params, message):
    at = open_page(AP_PAGE, **params)
    assert any(message in e for e in sidebar_errors(at))
    assert metrics_shown(at) == ["0.3467", "0.3333", "0.3333", "0.5"]
    # Said in the page too: a phone keeps the sidebar closed.
    (warning,) = [w.value for w in at.main.warning]
    assert message in warning and "Showing the default example instead" in warning


@pytest.mark.parametrize("k, message", [("0", "out of range"), ("many", "not a whole number")])
def test_a_link_whose_only_fault_is_k_keeps_its_list_with_k_the_whole_list(k, message):
    """Only K is wrong: the link's own list and judgments are shown (K = the
    list's length), with why K was not taken beside K."""
    at = open_page(AP_PAGE, ranking="X,B,Y", qrels="B:1,Z:1", k=k)
    assert any(message in e for e in sidebar_errors(at))
    assert at.sidebar.text_area(key="in_ranking").value == "X, B, Y"
    assert at.sidebar.number_input(key="in_k").value == 3
    # AP@3 = (1/2) / 2 relevant; mean of P@i = (0 + 1/2 + 1/3) / 3
    assert metrics_shown(at) == ["0.2778", "0.25", "0.25", "0.5"]
    assert at.query_params["ranking"] == "X,B,Y"
    (warning,) = [w.value for w in at.main.warning]
    assert message in warning and "K is the whole list for now" in warning


def test_a_links_note_in_the_page_is_said_once_and_the_fields_message_stays():
    """The note at the top of the page is about the link just opened: the next
    edit takes it away, while K's own message stays until K is fixed."""
    at = open_page(AP_PAGE, ranking="X,B,Y", qrels="B:1,Z:1", k="0")
    assert len(at.main.warning) == 1
    at.sidebar.text_input(key="in_qrels").set_value("B:1").run()
    assert not at.main.warning
    assert any("out of range" in e for e in sidebar_errors(at))
    assert metrics_shown(at) == ["0.2778", "0.5", "0.5", "0.5"]


def test_a_query_set_link_whose_only_fault_is_k_keeps_every_query():
    """On the MAP lesson a bad K used to replace the link's first query with
    the default example; the queries are the user's, K is only the cutoff."""
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["q"] = ["X,B,Y;B:1", "C,D;D:1"]
    at.query_params["k"] = "0"
    at.switch_page("lessons/map.py")
    at.run()
    assert not at.exception
    assert any("out of range" in e for e in sidebar_errors(at))
    assert at.sidebar.text_area(key="in_ranking").value == "X, B, Y"
    assert at.query_params["q"] == ["X,B,Y;B:1", "C,D;D:1"]
    (warning,) = [w.value for w in at.main.warning]
    assert "out of range" in warning


def test_a_query_set_link_with_one_bad_query_keeps_the_others_and_says_which():
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["q"] = ["X,B,Y;B:1", "A,A;A:1", "C,D;D:1"]
    at.switch_page("lessons/map.py")
    at.run()
    assert not at.exception
    (warning,) = [w.value for w in at.main.warning]
    assert "left out" in warning and "query 2: 'A' appears twice" in warning
    assert at.sidebar.text_area(key="in_ranking").value == "X, B, Y"
    assert at.query_params["q"] == ["X,B,Y;B:1", "C,D;D:1"]


def test_the_scenario_survives_a_page_switch():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    at.sidebar.text_area(key="in_ranking").set_value("E, D, C, B, A").run()
    at.switch_page(PR_PAGE)
    at.run()
    assert at.sidebar.text_area(key="in_ranking").value == "E, D, C, B, A"
    assert metrics_shown(at)[0] == "0.4"


def step(at: AppTest, page: str, action: str) -> None:
    at.button(key=f"step_{page}_{action}").click().run()
    assert not at.exception, at.exception


def progress(at: AppTest) -> str:
    (shown,) = [m.value for m in at.markdown if m.value.startswith("Step **")]
    return shown.replace("*", "")


def section(at: AppTest, name: str) -> None:
    at.button_group(key="average_precision_section_pick").set_value(name).run()
    assert not at.exception, at.exception


def test_ap_opens_on_the_walkthrough_with_p_at_k_drawn_in_the_table():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    assert at.button_group(key="average_precision_section_pick").value == "walk"
    assert any("Rank 1: A is not relevant" in m.value for m in at.markdown)  # a fresh lesson
    step(at, "average_precision", "all")
    assert any("Rank 5: E is not relevant" in m.value for m in at.markdown)
    (steps,) = [h.value for h in at.html if 'class="steps"' in h.value]
    # P@2 = 0.5 at a relevant rank: half a green bar; P@5 = 0.4: 40 % of a grey one.
    assert "#8ce99a 50.0%" in steps and "#dee2e6 40.0%" in steps
    assert not at.get("vega_lite_chart")  # the chart is in "Four ways side by side"


def test_ap_side_by_side_shows_each_convention_its_sum_value_and_libraries():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    section(at, "side")
    text = "\n".join(m.value for m in at.markdown)
    # Example 1: S = 1/2 + 2/4 = 1, m = 3, hits = 2, K = 5.
    for written, value in (("(0/1 + 1/2 + 1/3 + 2/4 + 2/5) / 5", "0.3467"),
                           ("(1/2 + 2/4) / 3", "0.3333"), ("(1/2 + 2/4) / 2", "0.5")):  # fmt: skip
        assert f"{md(written)} = **{value}**" in text
    for library in ("trec_eval map", "Kaggle ml_metrics apk", "torchmetrics RetrievalMAP"):
        assert md(library) in text
    assert len(at.get("vega_lite_chart")) == 2  # P@k by rank, and the four values as bars
    assert "Rank 2" not in text  # the walkthrough is not built


def test_ap_why_section_explains_light_and_heavy_users_and_m_over_k():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    section(at, "why")
    assert [s.value for s in at.subheader] == [
        "Why “mean of P@i” is wrong",
        "When ÷ m and ÷ min(m, K) differ",
    ]
    assert "m = 3" in at.info[0].value


def test_ap_formulas_section_shows_the_math_and_the_code_it_ran():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    section(at, "formulas")
    assert any("AP_{\\div m}" in x.value for x in at.latex)
    assert not at.code  # the code is drawn once its section is opened
    at.session_state["closing_source"] = True
    at.run()
    assert "def average_precision(" in at.code[0].value


def test_the_chosen_ap_section_survives_a_page_switch():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    section(at, "side")
    at.switch_page(PR_PAGE).run()
    at.switch_page(AP_PAGE).run()
    assert at.button_group(key="average_precision_section_pick").value == "side"


def test_home_loads_an_example_and_opens_its_lesson():
    at = open_page()
    at.selectbox(key="home_example").set_value("ex7").run()
    at.button(key="home_open").click().run()
    assert not at.exception
    assert at.title[0].value.startswith("Precision & Recall")
    assert at.sidebar.text_area(key="in_ranking").value == "기쁨, 슬픔, 화남, 즐거움, 중립, 지루함"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_home_explains_in_plain_words_every_symbol_its_example_notes_use(lang):
    """The examples' one-line notes are written with symbols (AP ÷ m, P@i…);
    a newcomer reads them on Home, before any lesson has explained them."""
    import re

    from ui.words.examples import T as NOTES
    from ui.words.lang import KEY

    symbols = {
        "AP": r"(?<!M)AP\b", "m": r"\bm\s=|÷ m\b", "K": r"\bK\b|@K", "hits": r"\bhits(?![a-z])",
        "P@i": r"P@", "nDCG": r"nDCG", "IDCG": r"\bIDCG",
    }  # fmt: skip
    used = {
        name
        for note in (words[1] for words in NOTES.table(lang).values())
        for name, pattern in symbols.items()
        if re.search(pattern, note)
    }
    assert used == set(symbols)  # the notes do use them all
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state[KEY] = lang
    at.run()
    for example in ("ex1a", "ex8b"):  # the caption stays whichever example is picked
        at.selectbox(key="home_example").set_value(example).run()
        (caption,) = [c.value for c in at.caption if "**AP**" in c.value]
        assert all(f"**{name}**" in caption for name in used), caption
        assert ("기호 풀이" in caption) == (lang == "ko")


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.id)
def test_every_example_renders_on_both_lessons(example):
    at = open_page()
    at.selectbox(key="home_example").set_value(example.id).run()
    at.button(key="home_open").click().run()
    for page in (AP_PAGE, PR_PAGE):
        at.switch_page(page)
        at.run()
        assert not at.exception, (example.id, page)


def test_user_text_is_shown_literally_not_as_markdown():
    at = open_page(AP_PAGE)
    at.sidebar.text_area(key="in_ranking").set_value("**bold**, $x$, :red[hi]").run()
    at.sidebar.text_input(key="in_qrels").set_value("**bold**").run()
    summary = next(m.value for m in at.markdown if "**Ranking:**" in m.value)
    assert r"\*\*bold\*\*" in summary and r"\$x\$" in summary and r"\:red\[hi\]" in summary

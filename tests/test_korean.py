"""The whole app in Korean: every page opened with ``lang=ko`` reads as Korean,
the language survives page switches and edits, and the numbers are the same
as in English."""

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from .test_app import metrics_shown

APP = str(Path(__file__).resolve().parent.parent / "app.py")
HANGUL = re.compile(r"[\uac00-\ud7a3]")
EX1 = {"ranking": "A,B,C,D,E", "qrels": "B:1,D:1,Z:1", "k": "5"}
PAGES = [
    "home", "precision_recall", "average_precision", "reciprocal_rank", "map", "ndcg",
    "quiz", "edge_cases", "conventions", "batch", "choose",
]  # fmt: skip


def open_in(lang: str, page: str, **params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for key, value in {**params, "lang": lang}.items():
        at.query_params[key] = value
    at.switch_page(f"lessons/{page}.py")
    at.run()
    assert not at.exception, at.exception
    return at


def _all_text(at: AppTest) -> str:
    parts = [e.value for e in (*at.title, *at.header, *at.subheader, *at.markdown, *at.caption)]
    return "\n".join(str(p) for p in parts)


@pytest.mark.parametrize("page", PAGES)
def test_every_page_reads_as_korean_with_lang_ko(page):
    at = open_in("ko", page, **EX1)
    assert HANGUL.search(at.title[0].value), at.title[0].value
    text = _all_text(at)
    assert "[[" not in text, text[text.index("[[") - 40 :][:80]  # every glossary term put in
    lines = [line for line in text.splitlines() if len(line) > 30]
    korean = [line for line in lines if HANGUL.search(line)]
    assert len(korean) >= 0.8 * len(lines), [line for line in lines if line not in korean][:5]
    assert at.query_params["lang"] == "ko"


@pytest.mark.parametrize("page", ["average_precision", "precision_recall", "ndcg", "map"])
def test_the_numbers_are_the_same_in_both_languages(page):
    assert metrics_shown(open_in("ko", page, **EX1)) == metrics_shown(open_in("en", page, **EX1))


def test_korean_survives_a_page_switch_and_an_edit():
    at = open_in("ko", "average_precision", **EX1)
    at.switch_page("lessons/ndcg.py")
    at.run()
    assert HANGUL.search(at.title[0].value)
    assert at.query_params["lang"] == "ko"
    at.sidebar.number_input(key="in_k").set_value(3).run()
    assert at.query_params["lang"] == "ko" and at.query_params["k"] == "3"


def test_the_sidebar_switch_changes_the_language_and_the_link():
    at = open_in("en", "average_precision", **EX1)
    assert at.title[0].value == "Average Precision"
    at.sidebar.radio(key="lang_pick").set_value("ko").run()
    assert at.title[0].value == "평균 정밀도 (AP)"
    assert at.query_params["lang"] == "ko"
    at.sidebar.radio(key="lang_pick").set_value("en").run()
    assert at.title[0].value == "Average Precision"
    assert "lang" not in at.query_params


def test_two_sessions_keep_their_own_language():
    korean = open_in("ko", "home")
    english = AppTest.from_file(APP, default_timeout=60)
    english.run()
    assert HANGUL.search(korean.title[0].value)
    assert english.title[0].value == "Ranking metrics, step by step"


def test_links_the_app_writes_keep_korean():
    at = open_in("ko", "quiz", seed="7")
    at.text_input(key="quiz_answer_7_0").set_value("0").run()
    at.button(key="quiz_check").click().run()
    links = [b.proto.url for b in at.get("link_button")]
    assert links and all("lang=ko" in url for url in links)


def test_a_refused_input_is_explained_in_korean_and_kept():
    at = open_in("ko", "average_precision", **EX1)
    at.sidebar.text_area(key="in_ranking").set_value("A, B, A").run()
    (message,) = [e.value for e in at.sidebar.error]
    assert message == "'A'가 두 번 나옵니다(1위와 3위). 항목은 한 번씩만 쓸 수 있습니다."
    assert at.sidebar.text_area(key="in_ranking").value == "A, B, A"
    assert metrics_shown(at) == ["0.3467", "0.3333", "0.3333", "0.5"]  # the last valid list


def test_the_edge_case_labs_refused_list_is_explained_in_korean():
    at = open_in("ko", "edge_cases", **EX1)
    (message,) = [e.value for e in at.main.error]
    assert message == "'A'가 두 번 나옵니다(1위와 3위). 항목은 한 번씩만 쓸 수 있습니다."


def test_a_bad_query_in_a_map_link_is_explained_in_korean_and_names_the_query():
    at = open_in("ko", "map", q=["A,B;B:1", "A,B,A;B:1"], active="0")
    (warning,) = [e.value for e in at.main.warning]
    assert "쿼리 2: 'A'가 두 번 나옵니다(1위와 3위)" in warning, warning
    at = open_in("en", "map", q=["A,B;B:1", "A,B,A;B:1"], active="0")
    (warning,) = [e.value for e in at.main.warning]
    assert "query 2: 'A' appears twice (ranks 1 and 3)" in warning, warning


def test_where_each_tools_rules_were_checked_reads_in_korean():
    at = open_in("ko", "conventions", **EX1)
    from ui.words.conventions import T

    source = T.table("ko")["col_source"]
    (table,) = [t for t in at.table if source in t.value.columns]  # the sources table
    cells = table.value[source].tolist()
    english = ("checked", "since", "on PyPI", "on GitHub", "computed by", "provider")
    # File paths stay as they are (ir_measures/providers/msmarco_provider.py).
    words = [re.sub(r"\S*[/_]\S*", "", c) for c in cells]
    assert not [c for c in words if any(w in c for w in english)], cells
    # every tool says in Korean whether it was run here or read in its source
    assert all(HANGUL.search(c) for c in cells), cells
    from metrics.tools.registry import TOOLS as REGISTRY

    assert len(cells) == len(REGISTRY), cells


def test_every_input_message_has_a_korean_wording_with_the_same_fields():
    from course.scenario import MESSAGES
    from ui.words.inputs import T

    for code, english in MESSAGES.items():
        korean = T.table("ko")[f"err_{code}"]
        assert HANGUL.search(korean), code
        assert T.table("en")[f"err_{code}"] == english


def test_the_lists_of_who_computes_it_are_korean_where_they_are_words():
    """Tool names stay as they are; the entries that are prose (the misreading
    no library makes, LightGBM's exception…) are translated."""
    from metrics.evaluator.disagreements import CHECKS
    from metrics.measures import ON_LISTS as MEASURES
    from ui.words.measures import TOOLS

    english = {entry for m in MEASURES.values() for entry in m.computed_by}
    english |= {entry for c in CHECKS.values() for entry in c.tools}  # the upload page's
    # A tool's name ("Kaggle ml_metrics apk / mapk") has at most four words.
    prose = {entry for entry in english if len(entry.replace(" / ", " ").split()) >= 5}
    assert prose and prose == set(TOOLS.table("en")), prose ^ set(TOOLS.table("en"))
    at = open_in("ko", "edge_cases", ranking="A,B", qrels="B:1", k="2")
    # As read: the zero-width breaks (where a long name may wrap) are invisible.
    cells = "\n".join(str(v) for t in at.table for v in t.value.to_numpy().ravel())
    cells = cells.replace("\u200b", "")
    assert "튜토리얼이나 직접 짠 코드에서 보이는 오해입니다." in cells
    assert "no well-known library" not in cells
    assert "ranx ndcg_burges" in cells


def test_the_edge_case_labs_minus_m_note_is_korean():
    at = open_in("ko", "edge_cases", ranking="A,B,C,D,E,F,G,H", qrels="B:1,E:1", k="5")
    notes = [c.value for c in at.caption if "-M 5" in c.value]
    assert len(notes) == 1, [c.value for c in at.caption]
    assert "위에서 5개만 읽도록" in notes[0] and "컷오프" in notes[0], notes[0]
    assert not re.search(r"\b(only|top|items|cutoff)\b", notes[0]), notes[0]


def _code_opened(at: AppTest, label: str):
    """The code section, opened as a reader opens it (it is drawn only then)."""
    (code,) = [e for e in at.expander if e.label == label]
    assert not code.caption  # closed: nothing drawn yet
    at.session_state["closing_source"] = True
    at.run()
    (code,) = [e for e in at.expander if e.label == label]
    return code


def test_the_code_section_says_in_korean_that_the_codes_own_words_are_english():
    code = _code_opened(open_in("ko", "precision_recall", **EX1), "이 값을 계산한 코드")
    assert any("영어로 둡니다" in c.value for c in code.caption)
    code = _code_opened(open_in("en", "precision_recall", **EX1), "The code that computed this")
    assert [c.value for c in code.caption] == ["The library's own function, as the app runs it."]


def test_who_else_prints_another_number_on_the_upload_page_names_tools_in_korean_words():
    """The upload page's "do other tools print the same number?" cards: tool
    names stay, the notes beside them (TF-Ranking's, LightGBM's, gdeval.pl's)
    are Korean, as on Edge cases."""
    from metrics.evaluator.disagreements import CHECKS
    from ui.words.measures import TOOLS

    korean = TOOLS.table("ko")
    shown = [korean.get(t, t) for c in CHECKS.values() for t in c.tools]
    english = [t for t in shown if len(t.replace(" / ", " ").split()) >= 5 and not HANGUL.search(t)]
    assert not english, english

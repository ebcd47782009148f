"""Links carry everything on screen: the one link format (course.link) read
and written, and, through the app, every choice that changes a number or
what is open, there and back."""

import re

import pytest
from streamlit.testing.v1 import AppTest

from course import link as links
from course.scenario import Scenario

from .test_app import APP, metrics_shown


def open_at(page: str, **params: str) -> AppTest:
    """The app opened at ``page``'s address, as a browser opens a link."""
    at = AppTest.from_file(APP, default_timeout=60)
    for key, value in params.items():
        at.query_params[key] = value
    at.switch_page(page)
    at.run()
    assert not at.exception, at.exception
    return at


def test_reading_what_was_written_gives_the_same_link():
    s = Scenario(("A", "B", "C"), (("B", 2), ("Z", 1)), 2)
    written = links.Link("ndcg", s, step=2, lang="ko", choices={"gain": "exponential"})
    params = {k: v if isinstance(v, list) else [v] for k, v in links.write(written).items()}
    back = links.read(params, "ndcg")
    assert (back.scenario, back.step, back.lang, back.choices) == (
        s,
        2,
        "ko",
        {"gain": "exponential"},
    )
    assert not back.problems


def test_a_default_is_left_out_and_grades_above_one_say_graded_themselves():
    s = Scenario(("A", "B"), (("B", 3),))
    written = links.write(links.Link("ndcg", s, choices={"gain": "linear", "labels": "graded"}))
    assert "gain" not in written and "labels" not in written


def test_a_choice_the_page_does_not_have_is_named_and_left_at_its_default():
    read = links.read({"ranking": ["A"], "gain": ["cubic"]}, "ndcg")
    assert read.choices == {} and read.problems[0][0] == "url_choice"
    assert read.problems[0][1].field == "gain"
    assert "gain" not in links.read({"ranking": ["A"], "gain": ["exponential"]}, "map").choices


NDCG, MAP, AP = "lessons/ndcg.py", "lessons/map.py", "lessons/average_precision.py"
GRADED = {"ranking": "d1,d2,d3,d4,d5,d6", "qrels": "d1:3,d2:2,d3:3,d5:1,d6:2,d7:3", "k": "6"}


@pytest.mark.parametrize(
    "page, key, kind, value, param",
    [
        (NDCG, "ndcg_gain_pick", "radio", "exponential", "gain"),
        (NDCG, "ndcg_ideal_pick", "radio", "ranking", "ideal"),
        (MAP, "map_rule_pick", "radio", "skip", "rule"),
        (AP, "average_precision_section_pick", "button_group", "whatif", "section"),
    ],
)
def test_each_choice_goes_into_the_link_and_the_link_brings_it_back(page, key, kind, value, param):
    at = open_at(page, **GRADED)
    before = metrics_shown(at)
    getattr(at, kind)(key=key).set_value(value).run()
    assert at.query_params[param] == value
    shown = metrics_shown(at)
    if page == NDCG:
        assert shown != before  # the gain and the ideal change nDCG
    fresh = open_at(page, **{k: at.query_params[k] for k in at.query_params})
    assert getattr(fresh, kind)(key=key).value == value
    assert metrics_shown(fresh) == shown


def test_ndcg_values_follow_the_gain_and_the_ideal_in_the_link():
    linear = open_at(NDCG, **GRADED)
    exponential = open_at(NDCG, **GRADED, gain="exponential")
    bug = open_at(NDCG, **GRADED, ideal="ranking")
    assert "0.8184" in metrics_shown(linear)  # worked example 8b: ideal from every judgment
    assert "0.7813" in metrics_shown(exponential)
    assert "0.9608" in metrics_shown(bug)  # the classic bug forgets d7
    assert any("classic bug" in w.value for w in bug.warning)


def test_map_rule_in_the_link_changes_the_mean():
    queries = {"q": ["a,b;a:1", "c,d;"]}  # the second query has nothing relevant
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["q"] = queries["q"]
    at.switch_page(MAP)
    at.run()
    zero = metrics_shown(at)[0]
    at2 = AppTest.from_file(APP, default_timeout=60)
    at2.query_params["q"] = queries["q"]
    at2.query_params["rule"] = "skip"
    at2.switch_page(MAP)
    at2.run()
    assert (zero, metrics_shown(at2)[0]) == ("0.5", "1")


def test_typed_grades_above_one_switch_the_labels_to_grades():
    """The sidebar shows the mode it uses: grades typed into the
    relevant-or-not mode turn it to "Grades 0–3"."""
    at = open_at(AP, ranking="A,B,C", qrels="B:1", k="3")
    assert at.sidebar.radio(key="in_graded").value == "binary"
    at.sidebar.text_input(key="in_qrels").set_value("B:3, C:1").run()
    assert at.sidebar.radio(key="in_graded").value == "graded"


def test_choosing_relevant_or_not_makes_every_grade_above_one_a_one():
    at = open_at(AP, ranking="A,B,C", qrels="B:3,C:1", k="3")
    assert at.sidebar.radio(key="in_graded").value == "graded"
    at.sidebar.radio(key="in_graded").set_value("binary").run()
    assert at.query_params["qrels"] == "B:1,C:1"
    assert at.sidebar.radio(key="in_graded").value == "binary"


def test_a_link_with_more_queries_than_the_lesson_holds_keeps_the_first_and_says_so():
    from course.scenario import MAX_QUERIES

    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["q"] = [f"X{n},B;B:1" for n in range(MAX_QUERIES + 3)]
    at.switch_page("lessons/map.py")
    at.run()
    assert not at.exception
    (warning,) = [w.value for w in at.main.warning]
    assert (
        f"the link has {MAX_QUERIES + 3} queries; only the first {MAX_QUERIES} are kept" in warning
    )
    assert len(at.query_params["q"]) == MAX_QUERIES


@pytest.mark.parametrize("short, said", [(1, "1 of the queries is shorter than K; its empty ranks"),
                                          (2, "2 of the queries are shorter than K; their empty ranks")])  # fmt: skip
def test_maps_count_of_short_queries_agrees_in_number(short, said):
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["q"] = ["A,B,C,D;B:1"] + ["A,B;B:1"] * short
    at.query_params["k"] = "4"
    at.switch_page(MAP)
    at.run()
    assert not at.exception
    assert any(said in m.value for m in at.markdown)


def test_map_in_present_mode_labels_the_example_query_as_an_example():
    """Present mode mixed an example query into the teacher's own (MAP 0.2704)
    with no "example" label, as the ordinary page has."""
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["ranking"] = "d1,d2,d3,d4,d5"
    at.query_params["qrels"] = "d2:1,d5:1"
    at.query_params["present"] = "1"
    at.switch_page(MAP)
    at.run()
    assert not at.exception
    # the slide's table is plain HTML (drawn at once, no placeholder)
    (table,) = [e.proto.body for e in at.get("html") if "<table" in e.proto.body]
    rows = re.findall(r"<tr[^>]*><td[^>]*>([^<]*)</td>", table)
    assert rows == ["q1 · yours", "q2 · example"]

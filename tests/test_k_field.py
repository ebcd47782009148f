"""K typed into its field follows K's one rule, as in a link: a value
outside 1 to 10,000, a fraction or nothing gets a message beside the field,
the value typed stays in it, and the page keeps the K it had, which the
message names."""

import pytest

from .test_app import AP_PAGE, metrics_shown, open_page, sidebar_errors


def shown_errors(at) -> list[str]:
    """The sidebar's messages as they read (Markdown's escapes removed)."""
    return [e.replace("\\", "") for e in sidebar_errors(at)]


@pytest.mark.parametrize(
    "typed, message",
    [
        (0, "0 is out of range; K goes from 1 to 10,000."),
        (100000, "100000 is out of range; K goes from 1 to 10,000."),
        (3.5, "'3.5' is not a whole number."),
        (None, "K goes from 1 to 10,000."),
    ],
)
def test_a_bad_k_in_the_field_is_refused_beside_it_and_kept(typed, message):
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    before = metrics_shown(at)
    at.sidebar.number_input(key="in_k").set_value(typed).run()
    assert not at.exception
    # the message says too which K the page below still shows
    assert shown_errors(at) == [f"{message} The page still shows the values at K = 5."]
    assert at.sidebar.number_input(key="in_k").value == typed
    assert metrics_shown(at) == before  # the page keeps K = 5
    at.sidebar.number_input(key="in_k").set_value(4).run()
    assert sidebar_errors(at) == []
    assert at.query_params["k"] == "4"


def test_a_whole_k_typed_as_a_decimal_is_taken():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    at.sidebar.number_input(key="in_k").set_value(3.0).run()
    assert sidebar_errors(at) == []
    assert at.query_params["k"] == "3"


def test_a_bad_k_is_explained_in_korean():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5", lang="ko")
    at.sidebar.number_input(key="in_k").set_value(3.5).run()
    assert shown_errors(at) == [
        "'3.5'는 정수가 아닙니다. 페이지에는 아직 K\u00a0=\u00a05일 때의 값이 보입니다."
    ]

"""What a Korean product manager met on her first walk through the app
(issue 25): labels that said something false, and the fixes, through
AppTest. The browser-level parts are in test_browser_learner.py."""

import pytest

from .test_app import metrics_shown, open_page
from .test_links import open_at

MAP, PR = "lessons/map.py", "lessons/precision_recall.py"

#: Her first customer: six items recommended, 모자 and 텀블러 bought (and
#: 선글라스, never recommended); then a four-item and a five-item customer.
SHOP = [
    "운동화,양말,모자,가방,텀블러,우산;모자:1,텀블러:1,선글라스:1",
    "양말,가방,모자,우산;가방:1,텀블러:1",
    "모자,텀블러,양말,우산,가방;모자:1",
]


def text_of(at) -> str:
    return " ".join(m.value for m in at.markdown)


def open_map(**params):
    from streamlit.testing.v1 import AppTest

    from .test_app import APP

    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["q"] = SHOP
    for key, value in params.items():
        at.query_params[key] = value
    at.switch_page(MAP)
    at.run()
    assert not at.exception, at.exception
    return at


def ap_column(at) -> list[float]:
    table = next(df.value for df in at.dataframe if "AP ÷ m" in df.value.columns)
    return [round(float(v), 4) for v in table["AP ÷ m"]]


def test_map_scores_every_query_at_one_k_and_says_which():
    """Editing the four-item customer (active=1) used to label the mean
    MAP@4 while the six-item customer was scored over six ranks (0.2444)."""
    at = open_map(active="1")
    text = text_of(at)
    assert "**K = 6 for every query**" in text and "MAP@6 =" in text
    assert "MAP@4" not in text
    assert ap_column(at)[0] == 0.2444  # AP@6 of the first customer
    table = next(df.value for df in at.dataframe if "items" in df.value.columns)
    assert list(table["items"]) == ["6", "4 < K", "5 < K"]
    at.sidebar.number_input(key="in_k").set_value(4).run()
    assert "MAP@4 =" in text_of(at) and "**K = 4 for every query**" in text_of(at)
    assert ap_column(at)[0] == 0.1111  # the same customer at K = 4: only 모자 counts


def test_the_label_does_not_follow_the_query_being_edited():
    assert "MAP@6 =" in text_of(open_map(active="2"))  # the five-item customer
    assert "MAP@6 =" in text_of(open_map(active="0"))


@pytest.mark.parametrize(
    "params, warned",
    [({"ranking": "A,B", "qrels": "A:1", "k": "5"}, True),
     ({"ranking": "A,B,C,D,E", "qrels": "A:1", "k": "5"}, False),
     ({"ranking": "A,B,C,D,E,F,G", "qrels": "A:1", "k": "3"}, False)],
)  # fmt: skip
def test_the_short_list_warning_appears_only_for_a_list_shorter_than_k(params, warned):
    at = open_at(PR, **params)
    shown = [w.value for w in at.warning if "shorter than K" in w.value]
    assert bool(shown) == warned
    assert any("not shorter than K" in i.value for i in at.info) != warned
    assert metrics_shown(at)  # the page drew its numbers


@pytest.mark.parametrize("typed", ["50%", "0,5", "1/2", "50 %"])
def test_the_quiz_takes_a_percent_sign_and_a_decimal_comma_and_says_how_it_read_them(typed):
    from course.quiz import check, make_question

    question = next(
        q for q in (make_question(seed, 0) for seed in range(1, 400)) if q.answer == 0.5
    )
    assert check(question, typed).correct
    from .test_quiz import open_quiz

    seed = next(seed for seed in range(1, 400) if make_question(seed, 0).answer == 0.5)
    at = open_quiz(str(seed))
    at.text_input(key=f"quiz_answer_{seed}_0").set_value(typed).run()
    at.button(key="quiz_check").click().run()
    assert any("read as **0.5**" in c.value for c in at.caption), typed
    assert any(s.value.startswith("Right!") for s in at.success)


@pytest.mark.parametrize("typed, shown", [("0.33", "0.33"), ("0.32", "0.32"), ("13/40", "0.325")])
def test_a_guess_rounded_to_two_decimals_at_a_half_is_right(typed, shown):
    """Worked example 3, user 2: AP = 0.325. A guess of 0.33 (rounded half up)
    or 0.32 used to read "0.005 too high/low", off by float rounding."""
    at = open_page("lessons/average_precision.py", ranking="a,b,c,d,e", qrels="d:1,e:1", k="5")
    at.toggle(key="average_precision_guess_toggle").set_value(True).run()
    (box,) = [t for t in at.text_input if t.label.startswith("Your guess")]
    box.set_value(typed).run()
    at.button(key="average_precision_reveal").click().run()
    assert not at.exception
    assert [s.value for s in at.success] == [
        f"You guessed {shown}: right! Standard AP = **0.325**."
    ]
    assert not at.warning

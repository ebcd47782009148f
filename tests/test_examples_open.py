"""Every ready-made example on Home opens the lesson it promises and shows the
value its note promises."""

import re

import pytest

from course.examples import EXAMPLES
from ui.render import num
from ui.words.examples import T as WORDS
from ui.words.frame import T as FRAME

from .test_app import HOME, metrics_shown, open_page

TITLES = {
    "average_precision": "Average Precision",
    "precision_recall": "Precision & Recall @k",
    "ndcg": "nDCG: graded relevance, discounted by rank",
}


def promised(note: str) -> str:
    """The first value the note promises (``… = 0.333333``), as the page rounds it."""
    # "m = 3" and "K = 5" describe the list ("AP ÷ m = 0.6" does not); the
    # first other value is the promise.
    values = re.sub(r"(?<!÷ )\b[mK] = \d+", "", note)
    match = re.search(
        r"(?:= |drops to |returns |gives |agree on |comes to |rises to |is |are )(\d+(?:\.\d+)?)(?![\d/])",
        values,
    )
    assert match, note
    return num(float(match.group(1)))


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.id)
def test_each_example_opens_its_lesson_and_shows_the_promised_value(example):
    at = open_page(HOME)
    at.selectbox(key="home_example").set_value(example.id).run()
    at.button(key="home_open").click().run()
    assert not at.exception, at.exception
    assert at.title[0].value == TITLES[example.page]
    # The headline numbers at the top of the lesson carry the promised value.
    assert promised(WORDS[example.id][1]) in metrics_shown(at), metrics_shown(at)


def test_graded_examples_open_the_ndcg_lesson():
    assert {e.id for e in EXAMPLES if e.page == "ndcg"} == {"ex8", "ex8b"}
    assert FRAME["page_ndcg"].startswith("nDCG")

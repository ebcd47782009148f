"""The walkthrough through AppTest: one press of a step button, one step; a
fresh lesson starts at step 1; the step is in the link; the last step ends
on the value. (tests/test_browser_learner.py presses the same buttons in a
real browser, several times in a row.)"""

import pytest
from streamlit.testing.v1 import AppTest

from .test_app import AP_PAGE, APP, open_page, progress, step


def test_step_control_starts_at_rank_one_and_moves_one_rank_per_press():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    assert progress(at) == "Step 1 of 5"
    assert at.query_params["step"] == "1"
    assert any(m.value.startswith("Rank 1: A is not relevant") for m in at.markdown)
    assert at.button(key="step_average_precision_back").disabled
    step(at, "average_precision", "next")
    assert any(
        m.value.startswith("Rank 2: B is relevant — 1 relevant in the top 2, so P@2 = 1/2 = 0.5")
        for m in at.markdown
    )
    step(at, "average_precision", "next")  # the same button twice in a row moves twice
    assert progress(at) == "Step 3 of 5"
    assert any(m.value.startswith("Rank 3: C is not relevant") for m in at.markdown)
    step(at, "average_precision", "back")
    assert any(m.value.startswith("Rank 2: B is relevant") for m in at.markdown)
    assert at.query_params["step"] == "2"
    step(at, "average_precision", "all")
    assert progress(at) == "Step 5 of 5"
    assert at.button(key="step_average_precision_next").disabled
    # The last step ends on the value: S = 1/2 + 2/4 = 1, m = 3.
    assert any(
        "**S = 1**, and m = 3 relevant items in all, which gives **AP = 1 / 3 = 0.3333**" in m.value
        for m in at.markdown
    )
    step(at, "average_precision", "first")
    assert progress(at) == "Step 1 of 5"


def test_a_link_with_a_step_opens_the_walkthrough_at_that_rank():
    at = AppTest.from_file(APP, default_timeout=60)
    for key, value in {
        "ranking": "A,B,C,D,E",
        "qrels": "B:1,D:1,Z:1",
        "k": "5",
        "step": "4",
    }.items():
        at.query_params[key] = value
    at.switch_page(AP_PAGE)  # a deep link: the first run is already the lesson
    at.run()
    assert progress(at) == "Step 4 of 5"
    assert any(m.value.startswith("Rank 4: D is relevant") for m in at.markdown)


@pytest.mark.parametrize(
    ("page", "final"),
    [
        ("precision_recall", "**P@5 = 2/5 = 0.4** and **R@5 = 2/3 = 0.6667**"),
        ("reciprocal_rank", "the first relevant item is at rank 2, which gives **RR = 1/2 = 0.5**"),
        ("ndcg", "which gives **nDCG@5 = 1.0616 / 2.1309 = 0.4982**"),
    ],
)
def test_every_walkthrough_moves_one_rank_per_press_and_ends_on_its_value(page, final):
    at = open_page(f"lessons/{page}.py", ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    assert progress(at) == "Step 1 of 5"
    for expected in range(2, 6):
        step(at, page, "next")
        assert progress(at) == f"Step {expected} of 5"
    assert any(final in m.value for m in at.markdown)

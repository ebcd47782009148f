""" "Which metric for our product?": every product leads to measures the
library computes and lessons that exist, in both languages; the choice is in
the link, and the values shown are the library's on the sidebar's list."""

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from course.choose import EXTRA, FITS, PRODUCTS
from metrics.measures import ON_LISTS, every_measure
from ui.words.choose import EN, KO

ROOT = Path(__file__).resolve().parent.parent
APP = str(ROOT / "app.py")


def test_every_product_names_measures_and_lessons_that_exist():
    for fit in FITS:
        assert set(fit.measures) <= set(ON_LISTS) and set(fit.extra) <= set(EXTRA), fit
        assert fit.lessons and all((ROOT / "lessons" / f"{x}.py").exists() for x in fit.lessons)


def test_every_product_is_written_in_both_languages():
    for words in (EN, KO):
        assert set(words["products"]) == set(PRODUCTS)
        for product in PRODUCTS:
            assert set(words["products"][product]) == {"name", "pick", "which_k", "why", "watch"}


def open_choose(**params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for key, value in params.items():
        at.query_params[key] = value
    at.switch_page("lessons/choose.py")
    at.run()
    assert not at.exception, at.exception
    return at


@pytest.mark.parametrize("product", PRODUCTS)
def test_a_link_opens_its_product_and_shows_the_librarys_values(product):
    at = open_choose(product=product, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    assert at.radio(key="choose_product").value == product
    fit = next(f for f in FITS if f.product == product)
    judged = {"B": 1, "D": 1, "Z": 1}
    from metrics.lists.curves import r_precision
    from metrics.lists.reader_models import expected_reciprocal_rank, rank_biased_precision

    extra = {
        "rbp": rank_biased_precision,
        "err": expected_reciprocal_rank,
        "r_precision": r_precision,
    }
    at_k = {
        m: every_measure(list("ABCDE"), judged, fit.cutoff(m, 5)).set_index("id")
        for m in fit.measures
    }
    want = [float(at_k[m].loc[m, "value"]) for m in fit.measures]
    want += [extra[m](list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5) for m in fit.extra]
    assert want  # every product shows at least one value on the list
    shown = at.table[0].value.iloc[:, 0].tolist()
    assert shown == [f"{v:.4g}" for v in want]
    assert any(EN["products"][product]["why"][:40] in m.value for m in at.markdown)


def test_choosing_a_product_puts_it_in_the_link_and_korean_reads_it():
    at = open_choose()
    at.radio(key="choose_product").set_value("rag_context").run()
    assert at.query_params["product"] == "rag_context"
    ko = open_choose(product="rag_context", lang="ko")
    assert ko.title[0].value == KO["title"]
    assert any("Hit@5" in m.value for m in ko.markdown)


def test_each_product_says_which_k_and_a_chatbot_showing_five_answers_gets_mrr_at_5_and_hit_at_1():
    """The teacher's "ten songs on screen" question: every product says which K
    follows from what its user sees, and the values are taken there. A chatbot
    whose first right answer is at rank 2: RR@5 = 0.5 and Hit@1 = 0 (Hit@5 would
    say 1, calling rank 2 as good as rank 1)."""
    for fit in FITS:
        assert "K" in EN["products"][fit.product]["which_k"], fit.product
        assert "K" in KO["products"][fit.product]["which_k"], fit.product
    at = open_choose(product="one_answer", ranking="A,B,C,D,E", qrels="B:1", k="5")
    table = at.table[0].value.iloc[:, 0]
    assert table.to_dict() == {"RR@5 (its mean over queries is MRR@5)": "0.5", "Hit@1": "0"}
    assert not any("usually has K" in c.value for c in at.caption)  # K = 5 is a chatbot's five
    at = open_choose(product="short_list", ranking="A,B,C,D,E", qrels="B:1", k="3")
    assert list(at.table[0].value.index) == ["nDCG@3", "Precision@3"]
    assert any("usually has K = 10, and your list's K is 3" in c.value for c in at.caption)

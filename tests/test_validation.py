"""Bad input is refused once, at the edge, with a message naming the parameter."""

import math

import pytest

from metrics import average_precision, ndcg, precision_at_k, reciprocal_rank
from metrics.lists.queries import mean_average_precision


def test_ap_no_relevant_items_is_zero():
    assert average_precision(["A", "B"], {"A": 0}) == 0.0
    assert average_precision(["A", "B"], {}, convention="hits") == 0.0


def test_empty_ranking_scores_zero_everywhere():
    assert precision_at_k([], {"A": 1}) == 0.0
    assert reciprocal_rank([], {"A": 1}) == 0.0
    assert ndcg([], {"A": 1}) == 0.0
    assert average_precision([], {"A": 1}, convention="mean_p") == 0.0


def test_duplicated_item_names_both_ranks():
    with pytest.raises(ValueError, match=r"ranking lists item 'B' twice \(ranks 2 and 4\)"):
        precision_at_k(["A", "B", "C", "B"], {})


@pytest.mark.parametrize("k", [0, -3, 10_001])
def test_k_outside_one_to_ten_thousand_is_refused(k):
    with pytest.raises(ValueError, match=rf"k must be between 1 and 10,000, got {k}"):
        precision_at_k(["A"], {}, k)


@pytest.mark.parametrize("k", ["2.5", "five", 2.5, True])
def test_k_of_the_wrong_kind_is_a_type_error(k):
    with pytest.raises(TypeError, match="k must be a whole number"):
        precision_at_k(["A"], {}, k)


@pytest.mark.parametrize("k", [5, 5.0, "5", " 5 "])
def test_k_as_a_whole_float_or_a_links_text_is_the_same_k(k):
    """One rule for K: the library, the K field and a link's ``k=5``."""
    assert precision_at_k(list("ABCDE"), {"A": 1}, k) == 0.2


def test_k_larger_than_the_list_divides_by_k():
    assert precision_at_k(["A", "B"], {"A": 1}, k=10) == pytest.approx(0.1)


@pytest.mark.parametrize("grade", ["high", None, True])
def test_non_numeric_grade_names_the_item(grade):
    with pytest.raises(TypeError, match=r"judgments grade of 'B' must be a number"):
        precision_at_k(["A"], {"B": grade})


@pytest.mark.parametrize("grade", [math.nan, math.inf])
def test_non_finite_grade_is_refused(grade):
    with pytest.raises(ValueError, match="must be a finite number"):
        ndcg(["A"], {"A": grade})


def test_negative_grade_is_judged_not_relevant_with_no_gain():
    assert ndcg(["A", "B"], {"A": -1, "B": 2}) == pytest.approx((2 / math.log2(3)) / 2)
    assert precision_at_k(["A", "B"], {"A": -1, "B": 2}) == 0.5


def test_empty_item_name_is_refused():
    with pytest.raises(ValueError, match="ranking item at rank 2 is empty"):
        precision_at_k(["A", "  "], {})


def test_a_string_is_not_a_ranking():
    with pytest.raises(TypeError, match="ranking must be a list of item names"):
        precision_at_k("ABC", {})


def test_unknown_convention_lists_the_choices():
    with pytest.raises(ValueError, match="convention must be one of 'mean_p', 'm'"):
        average_precision(["A"], {}, convention="median")


def test_map_skip_rule_leaves_out_queries_without_relevant_items():
    queries = [(["a"], {"a": 1}), (["b"], {})]
    assert mean_average_precision(queries) == 0.5
    assert mean_average_precision(queries, no_relevant="skip") == 1.0
    assert mean_average_precision([(["b"], {})], no_relevant="skip") == 0.0


def test_a_validated_query_passes_through_prepare_unchanged():
    from metrics import prepare

    q = prepare(["A", "B"], {"B": 1})
    assert prepare(q) is q
    assert prepare(q, k=1).depth == 1


def test_a_query_with_separate_judgments_is_refused_naming_the_parameter():
    from metrics import prepare

    with pytest.raises(TypeError, match="judgments"):
        prepare(prepare(["A"], {"A": 1}), {"A": 1})


def test_an_edit_on_the_ap_lesson_validates_the_list_once(monkeypatch):
    from pathlib import Path

    from streamlit.testing.v1 import AppTest

    import metrics.lists.core as core

    calls = []
    real = core.check_ranking
    monkeypatch.setattr(core, "check_ranking", lambda *a, **k: calls.append(1) or real(*a, **k))
    at = AppTest.from_file(str(Path(__file__).resolve().parent.parent / "app.py"))
    for key, value in {"ranking": "A,B,C,D,E", "qrels": "B:1,D:1,Z:1", "k": "5"}.items():
        at.query_params[key] = value
    at.switch_page("lessons/average_precision.py")
    at.run(timeout=60)
    calls.clear()
    at.sidebar.number_input(key="in_k").set_value(4).run(timeout=60)
    assert not at.exception
    assert len(calls) == 1

"""Invariants that hold for every input (Hypothesis)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from metrics import (
    AP_CONVENTIONS,
    average_precision,
    average_precision_table,
    dcg_table,
    hit_at_k,
    ndcg,
    precision_at_k,
    precision_recall_table,
    prepare,
    recall_at_k,
    reciprocal_rank,
    reciprocal_rank_table,
    step_table,
)
from metrics.lists.cumulative_gain import idcg, ideal_table
from metrics.measures import ON_LISTS as MEASURES

from .strategies import ITEMS, queries


@given(queries())
def test_every_measure_is_between_zero_and_one(query):
    for measure in MEASURES.values():
        if measure.name != "dcg_cut":  # DCG is not normalised
            assert 0.0 <= measure(*query) <= 1.0 + 1e-12, measure.name


@given(queries())
def test_precision_times_k_equals_hits(query):
    ranking, judgments, k = query
    q = prepare(ranking, judgments, k)
    assert precision_at_k(*query) * q.depth == pytest.approx(q.hits)


@given(queries(), st.integers(1, 12))
def test_recall_never_drops_as_k_grows(query, k):
    ranking, judgments, _ = query
    assert recall_at_k(ranking, judgments, k + 1) >= recall_at_k(ranking, judgments, k)


@given(queries())
def test_truncated_ap_is_at_least_ap_over_m(query):
    assert (
        average_precision(*query, convention="min_m_k")
        >= average_precision(*query, convention="m") - 1e-12
    )


@given(queries())
def test_ap_over_hits_is_at_least_truncated_ap(query):
    assert (
        average_precision(*query, convention="hits")
        >= average_precision(*query, convention="min_m_k") - 1e-12
    )


@given(queries(), st.lists(st.sampled_from([f"x{i}" for i in range(5)]), unique=True))
def test_appending_non_relevant_items_after_the_last_relevant_leaves_ap_unchanged(query, tail):
    ranking, judgments, _ = query
    longer = ranking + tail  # the x-items are never judged
    for convention in ("m", "hits"):
        assert average_precision(longer, judgments, convention=convention) == pytest.approx(
            average_precision(ranking, judgments, convention=convention)
        )


@given(st.dictionaries(st.sampled_from(ITEMS), st.sampled_from([1, 2, 3]), min_size=1))
def test_perfect_ranking_scores_one(judgments):
    best_first = sorted(judgments, key=judgments.get, reverse=True)
    for convention in AP_CONVENTIONS:
        assert average_precision(best_first, judgments, convention=convention) == pytest.approx(1)
    assert ndcg(best_first, judgments) == pytest.approx(1)
    assert ndcg(best_first, judgments, gain="exponential") == pytest.approx(1)
    assert reciprocal_rank(best_first, judgments) == 1
    assert precision_at_k(best_first, judgments) == 1
    assert recall_at_k(best_first, judgments) == 1


@given(queries())
def test_each_step_table_ends_on_its_value(query):
    ranking, judgments, k = query
    q = prepare(*query)
    if q.depth == 0:
        return
    assert average_precision_table(*query)["ap"].iloc[-1] == pytest.approx(
        average_precision(*query)
    )
    t = precision_recall_table(*query)
    assert t["precision"].iloc[-1] == pytest.approx(precision_at_k(*query))
    assert t["recall"].iloc[-1] == pytest.approx(recall_at_k(*query))
    assert t["hit"].iloc[-1] == hit_at_k(*query)
    assert reciprocal_rank_table(*query)["rr"].iloc[-1] == pytest.approx(reciprocal_rank(*query))
    assert dcg_table(*query)["dcg"].iloc[-1] == pytest.approx(MEASURES["dcg_cut"](*query))
    assert len(step_table(*query)) == q.depth


@given(queries())
def test_ideal_table_ends_on_idcg(query):
    table = ideal_table(*query)
    expected = idcg(*query)
    assert (table["dcg"].iloc[-1] if len(table) else 0.0) == pytest.approx(expected)


@given(queries())
def test_idcg_from_judgments_is_never_below_idcg_from_the_list(query):
    assert idcg(*query) >= idcg(*query, ideal="ranking") - 1e-12


@given(queries())
def test_every_measure_gives_the_same_value_for_a_validated_query(query):
    q = prepare(*query)
    for measure in MEASURES.values():
        assert measure(q) == pytest.approx(measure(*query)), measure.name


@given(queries())
def test_best_and_worst_orders_bound_ap_and_ndcg(query):
    from metrics.lists.core import best_and_worst_orders

    ranking, judgments, k = query
    best, worst = best_and_worst_orders(ranking, judgments)
    assert sorted(best) == sorted(worst) == sorted(prepare(ranking, judgments).ranking)
    for score in (average_precision, ndcg):
        now = score(ranking, judgments, k)
        assert score(worst, judgments, k) - 1e-12 <= now <= score(best, judgments, k) + 1e-12


@given(queries())
def test_precision_and_recall_move_as_the_chart_caption_says(query):
    """The P&R lesson's caption: recall never falls as K grows; precision
    rises at a relevant rank and falls at a non-relevant one, unless it is
    already 1 or 0."""
    t = precision_recall_table(*query)
    rows = list(t.itertuples())
    for before, now in zip(rows, rows[1:]):
        assert now.recall >= before.recall
        if now.rel and before.precision < 1:
            assert now.precision > before.precision
        elif now.rel:
            assert now.precision == pytest.approx(1.0)
        elif before.precision > 0:
            assert now.precision < before.precision
        else:
            assert now.precision == 0

"""Every value of ../shared/worked-examples.md (copied here so CI needs no
file outside the repo), as exact tests."""

import pytest

from metrics import (
    average_precision,
    dcg,
    idcg,
    mean_average_precision,
    ndcg,
    precision_recall_table,
)

EX1_JUDGED = {"B": 1, "D": 1, "Z": 1}
RANK_A = ["A", "B", "C", "D", "E"]
RANK_B = ["A", "C", "E", "B", "D"]


def ap(ranking, judged, k, convention):
    return average_precision(ranking, judged, k, convention=convention)


@pytest.mark.parametrize(
    "ranking, convention, expected",
    [
        (RANK_A, "m", 0.333333),
        (RANK_A, "min_m_k", 0.333333),
        (RANK_A, "hits", 0.5),
        (RANK_A, "mean_p", 0.346667),
        (RANK_B, "m", 0.216667),
        (RANK_B, "min_m_k", 0.216667),
        (RANK_B, "hits", 0.325),
        (RANK_B, "mean_p", 0.13),
    ],
)
def test_example1_same_items_two_orders(ranking, convention, expected):
    assert ap(ranking, EX1_JUDGED, 5, convention) == pytest.approx(expected, abs=5e-7)


def test_example1_map_at_5_truncated_is_0_275():
    queries = [(RANK_A, EX1_JUDGED), (RANK_B, EX1_JUDGED)]
    assert mean_average_precision(queries, 5, convention="min_m_k") == pytest.approx(0.275)


MOVIES = ["Forrest Gump", "Titanic", "Seven", "The lion king", "The Truman show", "Jaws"]
MOVIES_JUDGED = {m: 1 for m in ["Forrest Gump", "The lion king", "Jaws", "X1", "X2"]}


def test_example2_movies_m5_three_found():
    assert ap(MOVIES, MOVIES_JUDGED, 6, "m") == pytest.approx(0.4)
    assert ap(MOVIES, MOVIES_JUDGED, 6, "hits") == pytest.approx(0.666667, abs=5e-7)
    assert ap(MOVIES, MOVIES_JUDGED, 6, "mean_p") == pytest.approx(0.538889, abs=5e-7)


def test_example2_movies_reordered():
    reordered = ["Forrest Gump", "The lion king", "Jaws", "Titanic", "Seven", "The Truman show"]
    assert ap(reordered, MOVIES_JUDGED, 6, "m") == pytest.approx(0.6)
    assert ap(reordered, MOVIES_JUDGED, 6, "mean_p") == pytest.approx(0.808333, abs=5e-7)


def test_example2_relevant_only_at_ranks_4_and_6_is_0_116667_not_0_11():
    judged = {m: 1 for m in ["The lion king", "Jaws", "X1", "X2", "X3"]}
    assert ap(MOVIES, judged, 6, "m") == pytest.approx(0.116667, abs=5e-7)


USER1 = (list("abcde"), {"a": 1, "c": 1, "d": 1})
USER2 = (list("abcde"), {"d": 1, "e": 1})


def test_example3_two_users():
    assert ap(*USER1, 5, "m") == pytest.approx(0.805556, abs=5e-7)
    assert ap(*USER2, 5, "m") == pytest.approx(0.325)
    assert mean_average_precision([USER1, USER2], 5) == pytest.approx(0.565278, abs=5e-7)


def _relevant_at(ranks, length):
    ranking = [f"d{i}" for i in range(1, length + 1)]
    return ranking, {f"d{r}": 1 for r in ranks}


def test_example4_two_queries():
    q1 = _relevant_at([1, 3, 6, 9, 10], 10)
    q2 = _relevant_at([2, 5, 7], 10)
    assert ap(*q1, 10, "m") == pytest.approx(0.622222, abs=5e-7)
    assert ap(*q2, 10, "m") == pytest.approx(0.442857, abs=5e-7)
    assert mean_average_precision([q1, q2], 10) == pytest.approx(0.532540, abs=5e-7)


def test_example5_heavy_user_ap_over_m_capped_at_half():
    ranking = [f"r{i}" for i in range(10)]
    judged = {f"r{i}": 1 for i in range(20)}
    assert ap(ranking, judged, 10, "m") == pytest.approx(0.5)
    for convention in ("min_m_k", "hits", "mean_p"):
        assert ap(ranking, judged, 10, convention) == pytest.approx(1.0)


def test_example6_light_and_heavy_user():
    ranking = list("abcde")
    assert ap(ranking, {"c": 1}, 5, "m") == pytest.approx(1 / 3)
    assert ap(ranking, {"c": 1}, 5, "mean_p") == pytest.approx(0.156667, abs=5e-7)
    assert ap(ranking, {"a": 1, "c": 1}, 5, "m") == pytest.approx(0.833333, abs=5e-7)
    assert ap(ranking, {"a": 1, "c": 1}, 5, "mean_p") == pytest.approx(0.613333, abs=5e-7)


def test_example7_korean_emotions_precision_and_recall():
    ranking = ["기쁨", "슬픔", "화남", "즐거움", "중립", "지루함"]
    t = precision_recall_table(ranking, {"기쁨": 1, "즐거움": 1}, 6)
    assert t["precision"].tolist() == pytest.approx([1, 1 / 2, 1 / 3, 2 / 4, 2 / 5, 2 / 6])
    assert t["recall"].tolist() == pytest.approx([1 / 2, 1 / 2, 1 / 2, 1, 1, 1])


DOCS = ["d1", "d2", "d3", "d4", "d5", "d6"]
GRADES = {"d1": 3, "d2": 2, "d3": 3, "d4": 0, "d5": 1, "d6": 2}


@pytest.mark.parametrize(
    "gain, dcg6, idcg6, ndcg6",
    [("linear", 6.861127, 7.140995, 0.960808), ("exponential", 13.848264, 14.595391, 0.948811)],
)
def test_example8_graded_ndcg(gain, dcg6, idcg6, ndcg6):
    assert dcg(DOCS, GRADES, 6, gain=gain) == pytest.approx(dcg6, abs=5e-7)
    assert idcg(DOCS, GRADES, 6, gain=gain) == pytest.approx(idcg6, abs=5e-7)
    assert ndcg(DOCS, GRADES, 6, gain=gain) == pytest.approx(ndcg6, abs=5e-7)


@pytest.mark.parametrize(
    "gain, idcg6, ndcg6", [("linear", 8.384055, 0.818354), ("exponential", 17.725304, 0.781271)]
)
def test_example8_unretrieved_grade3_lowers_ndcg_unless_idcg_from_list(gain, idcg6, ndcg6):
    judged = {**GRADES, "d7": 3}
    assert idcg(DOCS, judged, 6, gain=gain) == pytest.approx(idcg6, abs=5e-7)
    assert ndcg(DOCS, judged, 6, gain=gain) == pytest.approx(ndcg6, abs=5e-7)
    # the classic bug: IDCG from the retrieved list leaves nDCG unchanged
    assert ndcg(DOCS, judged, 6, gain=gain, ideal="ranking") == pytest.approx(
        ndcg(DOCS, GRADES, 6, gain=gain)
    )

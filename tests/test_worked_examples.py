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


# --- The same values through the command line, on both of its engines --------

MOVIES = ["Forrest Gump", "Titanic", "Seven", "The lion king", "The Truman show", "Jaws"]

#: (query, ranking, judgments, -m arguments, expected value of each printed line)
CLI_CASES = [
    ("ex1a", RANK_A, EX1_JUDGED, ["map_cut.5", "ap_trunc.5", "ap_hits.5", "ap_meanP.5"],
     [0.333333, 0.333333, 0.5, 0.346667]),
    ("ex1b", RANK_B, EX1_JUDGED, ["map_cut.5", "ap_trunc.5", "ap_hits.5", "ap_meanP.5"],
     [0.216667, 0.216667, 0.325, 0.13]),
    ("ex2", [m.replace(" ", "_") for m in MOVIES],
     {"Forrest_Gump": 1, "The_lion_king": 1, "Jaws": 1, "X1": 1, "X2": 1},
     ["map_cut.6", "ap_hits.6", "ap_meanP.6"], [0.4, 0.666667, 0.538889]),
    ("ex5", [f"r{i}" for i in range(10)], {f"r{i}": 1 for i in range(20)},
     ["map_cut.10", "recall.10", "relative_P.10", "ap_trunc.10", "ap_hits.10", "ap_meanP.10"],
     [0.5, 0.5, 1.0, 1.0, 1.0, 1.0]),
    ("ex6", list("abcde"), {"c": 1}, ["map_cut.5", "ap_meanP.5"], [0.333333, 0.156667]),
    ("ex8", [f"d{i}" for i in range(1, 7)], {"d1": 3, "d2": 2, "d3": 3, "d5": 1, "d6": 2},
     ["ndcg_cut.6", "dcg_cut.6", "ndcg_exp_cut.6"], [0.960808, 6.861127, 0.948811]),
    ("ex8b", [f"d{i}" for i in range(1, 7)],
     {"d1": 3, "d2": 2, "d3": 3, "d5": 1, "d6": 2, "d7": 3},
     ["ndcg_cut.6", "ndcg_exp_cut.6", "ndcg_listidcg_cut.6"], [0.818354, 0.781271, 0.960808]),
]  # fmt: skip


@pytest.mark.parametrize("engine", [[], ["-M", "1000000"]], ids=["vectorised", "per-query"])
@pytest.mark.parametrize(
    "qid, ranking, judged, measures, expected",
    CLI_CASES,
    ids=lambda c: c if isinstance(c, str) else "",
)
def test_worked_examples_through_the_command_line(
    tmp_path, capsys, engine, qid, ranking, judged, measures, expected
):
    from metrics.evaluator.cli import main

    (tmp_path / "q").write_text("".join(f"{qid} 0 {d} {g}\n" for d, g in judged.items()))
    (tmp_path / "r").write_text(
        "".join(f"{qid} Q0 {d} {i + 1} {len(ranking) - i} t\n" for i, d in enumerate(ranking))
    )
    args = [
        *engine,
        "-q",
        "-n",
        *(f"-m{m}" for m in measures),
        str(tmp_path / "q"),
        str(tmp_path / "r"),
    ]
    assert main(args) == 0
    printed = [float(line.split("\t")[2]) for line in capsys.readouterr().out.splitlines()]
    assert printed == [pytest.approx(v, abs=5e-5) for v in expected]


def test_worked_example_3_and_4_maps_through_the_command_line(tmp_path, capsys):
    from metrics.evaluator.cli import main

    def query(qid, relevant_ranks, m, depth):
        docs = [f"{qid}d{i}" for i in range(1, depth + 1)]
        judged = [docs[r - 1] for r in relevant_ranks] + [
            f"{qid}x{i}" for i in range(m - len(relevant_ranks))
        ]
        return judged, docs

    for queries, expected in (
        ([("u1", [1, 3, 4], 3, 5), ("u2", [4, 5], 2, 5)], "0.5653"),
        ([("q1", [1, 3, 6, 9, 10], 5, 10), ("q2", [2, 5, 7], 3, 10)], "0.5325"),
    ):
        qrels, run = [], []
        for qid, ranks, m, depth in queries:
            judged, docs = query(qid, ranks, m, depth)
            qrels += [f"{qid} 0 {d} 1" for d in judged]
            run += [f"{qid} Q0 {d} {i} {depth - i} t" for i, d in enumerate(docs)]
        (tmp_path / "q").write_text("\n".join(qrels) + "\n")
        (tmp_path / "r").write_text("\n".join(run) + "\n")
        assert main(["-m", "map", str(tmp_path / "q"), str(tmp_path / "r")]) == 0
        assert capsys.readouterr().out == f"map                   \tall\t{expected}\n"

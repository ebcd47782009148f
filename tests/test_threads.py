"""Questions people asked in the trackers of the tools this app names
(``../shared/reviews/why-numbers-differ-threads.md``), each as a small
collection with the two numbers they met: the search of /disagree and
``--explain`` must find the decision that separates them and name the
tools behind each number."""

import pytest

import metrics
from metrics.evaluator.explain import explain_numbers
from oracles.runners import RUNNERS

#: A graded query with more relevant items than K = 5.
GRADED = {"q": {f"d{i}": g for i, g in enumerate([3, 2, 2, 1, 1, 1, 0, 3, 2, 1, 2, 3])}}
GRADED_RUN = {
    "q": {f"d{i}": 1.0 - j / 20 for j, i in enumerate([6, 0, 5, 1, 9, 3, 10, 2, 4, 7, 8, 11])}
}
#: 30 relevant items, 20 retrieved, every other one relevant.
MANY = {"q": {f"d{i}": 1 for i in range(30)}}
MANY_RUN = {"q": {f"d{i}": 1.0 - i / 100 for i in range(0, 40, 2)}}
#: Eight relevant items, three of them at the top of a list of eight.
EIGHT = {"q": {f"r{i}": 1 for i in range(8)}}
EIGHT_RUN = {
    "q": {**{f"r{i}": 10.0 - i for i in range(3)}, **{f"x{i}": 1.0 - i / 10 for i in range(5)}}
}
#: Grades 3, 1, 2, 0 ranked b, a, d, c.
GAINS = {"q": {"a": 3, "b": 1, "c": 2, "d": 0}}
GAINS_RUN = {"q": {"b": 4.0, "a": 3.0, "d": 2.0, "c": 1.0}}
TIED = {"q": {"a": 1, "b": 0, "c": 2, "d": 1}}
TIED_RUN = [("a", 1.0), ("b", 1.0), ("c", 1.0), ("d", 0.5)]


#: BEIR issue 105: one relevant document a query, so MAP should equal MRR;
#: query 1's three documents tie, the relevant one first in the file.
ONE_EACH = {"1": {"a": 1}, "2": {"y": 1}}
ONE_EACH_RUN = {"1": [("a", 1.0), ("b", 1.0), ("c", 1.0)], "2": [("x", 2.0), ("y", 1.0)]}
#: RankGPT issue 18: graded judgments, two relevant items never retrieved.
RERANKED = {"q": {"a": 1, "b": 3, "c": 0, "d": 2, "z1": 3, "z2": 2}}
RERANKED_RUN = {"q": {"a": 4.0, "b": 3.0, "c": 2.0, "d": 1.0}}


#: trectools issue 24: query 3 is in the run but nobody judged it.
RUN_ONLY = {"1": {"a": 1, "b": 0}, "2": {"x": 1, "y": 0}}
RUN_ONLY_RUN = {
    "1": [("a", 2.0), ("b", 1.0)], "2": [("x", 2.0), ("y", 1.0)], "3": [("a", 1.0), ("b", 0.5)],
}  # fmt: skip
#: trectools issue 18 (its files are a gist out of reach here): three tied
#: documents, the relevant one first by name; trectools' get_ndcg keeps
#: TrecRun's order (docid A to Z), trec_eval breaks the tie Z to A.
NAMED_TIE = {"q": {"a": 1, "b": 0, "c": 0}}
NAMED_TIE_RUN = [("c", 1.0), ("b", 1.0), ("a", 1.0)]


def _trectools_beside_pytrec_eval(qrels, run, number: str, k: int = 3) -> str:
    """The same files through pytrec_eval and trectools (each run by its
    runner in oracles/runners.py)."""
    case = {"qrels": qrels, "run": run, "k": k}
    return f"{RUNNERS['pytrec_eval'](case)[number]:.4f} {RUNNERS['trectools'](case)[number]:.4f}"


def _map_beside_beirs_mrr() -> str:
    """pytrec_eval's MAP beside BEIR's MRR, which sorts each query's scores
    with Python's ``sorted`` (ties keep the run's order: ranx's ``mrr``
    orders them so too, and is run here in its place)."""
    case = {"qrels": ONE_EACH, "run": ONE_EACH_RUN, "k": 3}
    return f"{RUNNERS['pytrec_eval'](case)['AP']:.4f} {RUNNERS['ranx'](case)['RR']:.4f}"


def _hand_written_ndcg(qrels: dict, ranking: list[str], k: int) -> float:
    """RankGPT's hand-written nDCG@k: gain 2^g - 1, the ideal from the
    reranked candidates' own labels (not from every judgment)."""
    import math

    gains = [2 ** qrels.get(d, 0) - 1 for d in ranking]
    dcg = sum(g / math.log2(i + 2) for i, g in enumerate(gains[:k]))
    ideal = sorted(gains, reverse=True)[:k]
    return dcg / sum(g / math.log2(i + 2) for i, g in enumerate(ideal))


def _ndcg_beside_rankgpts() -> str:
    ours = metrics.evaluate(RERANKED, RERANKED_RUN, ["ndcg_cut.3"])["q"]["ndcg_cut.3"]
    ranking = sorted(RERANKED_RUN["q"], key=RERANKED_RUN["q"].get, reverse=True)
    return f"{ours:.4f} {_hand_written_ndcg(RERANKED['q'], ranking, 3):.4f}"


def _ours(qrels, run, first: str, second: str) -> str:
    got = metrics.evaluate(qrels, run, [first, second])["q"]
    return f"{got[first]:.4f} {got[second]:.4f}"


def _sklearn_beside_pytrec_eval() -> str:
    case = {"qrels": TIED, "run": {"q": TIED_RUN}, "k": 3}
    return f"{RUNNERS['pytrec_eval'](case)['nDCG@k']:.4f} {RUNNERS['sklearn'](case)['nDCG@k']:.4f}"


#: thread: (qrels, run, the two numbers, the measure, the decision, a tool
#: named for each number)
THREADS = {
    "usnistgov/trec_eval issue 22 (a document's name changes nDCG)": (
        {"q": {"d2": 1}},
        {"q": {"d1": 1.0, "d2": 1.0}},
        lambda: "1.0000 0.6309",
        "ndcg_cut.10",
        "order",
        ("pytrec_eval (trec_eval 9)", "ranx"),
    ),
    "cvangysel/pytrec_eval issue 56 (every score 1: map 1.0, 1/3 expected)": (
        {"q": {"c": 1}},
        {"q": {"a": 1.0, "b": 1.0, "c": 1.0}},
        lambda: "1.0000 0.3333",
        "map",
        "order",
        ("pytrec_eval (trec_eval 9)", "ranx"),
    ),
    "cvangysel/pytrec_eval issue 40 (-M 5 -m ndcg against ndcg_cut.5)": (
        GRADED,
        GRADED_RUN,
        lambda: _ours(GRADED, GRADED_RUN, "ndcg_cut.5", "ndcg_M_cut.5"),
        "ndcg_cut.5",
        "variant",
        ("pytrec_eval (trec_eval 9)", "trec_eval (-M K -m ndcg)"),
    ),
    "usnistgov/trec_eval issue 11 (ndcg against ndcg_cut_20 on 20 retrieved)": (
        MANY,
        MANY_RUN,
        lambda: _ours(MANY, MANY_RUN, "ndcg", "ndcg_cut.20"),
        "ndcg",
        "k",
        ("pytrec_eval (trec_eval 9)", "pytrec_eval (trec_eval 9)"),
    ),
    "castorini/anserini issue 92 (gdeval's 2^g - 1 against trec_eval's linear gain)": (
        GAINS,
        GAINS_RUN,
        lambda: _ours(GAINS, GAINS_RUN, "ndcg_cut.3", "ndcg_exp_cut.3"),
        "ndcg_cut.3",
        "variant",
        ("pytrec_eval (trec_eval 9)", "ranx (ndcg_burges)"),
    ),
    "benhamner/Metrics issues 49-59 (apk divides by min(m, k))": (
        EIGHT,
        EIGHT_RUN,
        lambda: _ours(EIGHT, EIGHT_RUN, "map_cut.3", "ap_trunc.3"),
        "map_cut.3",
        "variant",
        ("pytrec_eval (trec_eval 9)", "Kaggle ml_metrics (apk / mapk)"),
    ),
    "statisticianinstilettos/recmetrics PR 51 (mapk rewritten: AP@K ÷ the hits in the top K)": (
        EIGHT,
        EIGHT_RUN,
        lambda: _ours(EIGHT, EIGHT_RUN, "ap_trunc.5", "ap_hits.5"),
        "map_cut.5",
        "variant",
        ("Kaggle ml_metrics (apk / mapk)", "recmetrics on GitHub (mapk is not in release 0.1.5)"),
    ),
    "beir-cellar/beir issue 105 (one relevant a query: MAP and MRR differ on ties)": (
        ONE_EACH,
        {q: dict(docs) for q, docs in ONE_EACH_RUN.items()},
        _map_beside_beirs_mrr,
        "map",
        "order",
        ("pytrec_eval (trec_eval 9)", "ranx"),
    ),
    "sunnweiwei/RankGPT issue 18 (2^g - 1, the ideal from the reranked candidates)": (
        RERANKED,
        RERANKED_RUN,
        _ndcg_beside_rankgpts,
        "ndcg_cut.3",
        ("variant", "seen"),
        ("pytrec_eval (trec_eval 9)", "TF-Ranking"),
    ),
    "apache/spark PR 24458, meta-toolkit/meta PR 73 (AP@K: min(relevant, K) or every relevant)": (
        EIGHT,
        EIGHT_RUN,
        lambda: _ours(EIGHT, EIGHT_RUN, "map_cut.5", "ap_trunc.5"),
        "map_cut.5",
        "variant",
        ("pytrec_eval (trec_eval 9)", "Microsoft recommenders"),
    ),
    "cvangysel/pytrec_eval issue 51 (scikit-learn's ndcg_score on tied scores)": (
        TIED,
        {"q": dict(TIED_RUN)},
        _sklearn_beside_pytrec_eval,
        "ndcg_cut.3",
        "order",
        ("pytrec_eval (trec_eval 9)", "scikit-learn"),
    ),
    "Lightning-AI/torchmetrics issue 2449 (top_k ignored: every top_k gave the whole list's nDCG)": (
        GAINS,
        GAINS_RUN,
        lambda: _ours(GAINS, GAINS_RUN, "ndcg_cut.2", "ndcg"),
        "ndcg_cut.2",
        "k",
        ("pytrec_eval (trec_eval 9)", "torchmetrics"),
    ),
    "joaopalotti/trectools issue 24 (the mean over every query in the run)": (
        RUN_ONLY,
        {q: dict(docs) for q, docs in RUN_ONLY_RUN.items()},
        lambda: _trectools_beside_pytrec_eval(RUN_ONLY, RUN_ONLY_RUN, "AP"),
        "map",
        "run_only",
        ("pytrec_eval (trec_eval 9)", "trectools"),
    ),
    "joaopalotti/trectools issue 18 (nDCG apart from pytrec_eval's on the same files)": (
        NAMED_TIE,
        {"q": dict(NAMED_TIE_RUN)},
        lambda: _trectools_beside_pytrec_eval(NAMED_TIE, {"q": NAMED_TIE_RUN}, "nDCG@k"),
        "ndcg_cut.3",
        "order",
        ("pytrec_eval (trec_eval 9)", "trectools"),
    ),
}


@pytest.mark.parametrize("thread", list(THREADS))
def test_each_thread_is_explained_by_its_decision_and_its_tools(thread):
    qrels, run, numbers, measure, decision, tools = THREADS[thread]
    e = explain_numbers(qrels, run, numbers(), measure)
    decisions = decision if isinstance(decision, tuple) else (decision,)
    if e.pairs:
        assert e.pairs[0].separating == decisions, (e.pairs[:1], numbers())
    else:  # a number no tool prints, and more than chance cannot settle: no cause stated
        first, second = (a.matches[0].reading for a in e.answers)
        assert first.differences(second) == decisions, (first, second)
        assert "cannot settle" in e.text()
    for answer, tool in zip(e.answers, tools, strict=True):
        named = {t for m in answer.matches for t in m.tools}
        assert tool in named, (answer.given, sorted(named))


def test_scholars_ties_in_the_models_favour_are_found_beside_scikit_learns():
    """elixir-nx/scholar issue 360: a model that scores every document 1.0
    gets nDCG 1.0 from Scholar, whose ``dcg`` sorts tied scores by their
    labels (the most relevant first), and 0.690979 from scikit-learn's
    ``ndcg_score``, which shares the tie's gain. Scholar is not run here
    (Elixir); its order is one the search tries, and names no tool."""
    from sklearn.metrics import ndcg_score

    grades = [10, 0, 0, 1, 5]
    qrels = {"q": {f"d{i}": g for i, g in enumerate(grades)}}
    run = {"q": {f"d{i}": 1.0 for i in range(5)}}
    sklearn = float(ndcg_score([grades], [[1.0] * 5]))
    assert f"{sklearn:.6f}" == "0.690979"  # as the thread says
    e = explain_numbers(qrels, run, f"1.000000 {sklearn:.6f}", "ndcg")
    best, shared = e.answers
    whole = [m for m in best.matches if m.reading.k is None]  # ndcg_score's whole list
    assert whole and all(m.reading.order == "best" and not m.tools for m in whole)
    assert best.matches[0].reading.order == "best"
    assert "scikit-learn" in shared.printed_by
    # No tool prints 1.0 (Scholar is not modelled), so nothing is stated as
    # what separates the two unless the number settles it.
    assert not e.pairs or e.pairs[0].separating == ("order",)


def test_trectools_orders_ties_the_same_every_run_but_not_the_same_in_every_measure():
    """joaopalotti/trectools issue 26: pandas' unstable sort made tied runs
    score differently from run to run. In 0.0.50 (run here) ``TrecRun``
    sorts by score and then docid, so two runs agree; but ``get_ndcg`` keeps
    that order (docid A to Z) while ``get_map`` and the others sort again,
    Z to A, as the registry says: on one tied list, RR 1/3 and nDCG 1."""
    case = {"qrels": NAMED_TIE, "run": {"q": NAMED_TIE_RUN}, "k": 3}
    first, second = RUNNERS["trectools"](case), RUNNERS["trectools"](case)
    assert first == second
    assert first["RR"] == pytest.approx(1 / 3) and first["nDCG@k"] == 1.0


def test_cwl_evals_ndcg_beside_trec_evals_is_found_by_its_ideal(tmp_path):
    """ireval/cwl issue 20: cwl_eval's NDCG-k takes gains in 0-1 (the
    thread divided the grades by the highest, 2) and, as its ideal, K items
    of gain 1, however few are relevant, so it parts from trec_eval's
    ndcg_cut where a query has few relevant items. cwl_eval (installed with
    the tests) is run here; the search finds its number by that gain and
    ideal, and what separates the two is the gain and ideal alone."""
    import subprocess
    import sys
    from pathlib import Path

    grades = {"q": {"a": 2, "b": 0, "c": 1, "d": 0}, "q2": {"x": 2, "y": 2, "z": 2, "w": 1}}
    ranked = {"q": ["b", "a", "d", "c"], "q2": ["x", "w", "y"]}
    (tmp_path / "qrels").write_text(
        "".join(f"{q} 0 {d} {g / 2}\n" for q, docs in grades.items() for d, g in docs.items())
    )
    (tmp_path / "run").write_text("".join(
        f"{q} Q0 {d} {i} {len(docs) - i} r\n" for q, docs in ranked.items()
        for i, d in enumerate(docs, start=1)
    ))  # fmt: skip
    (tmp_path / "metrics").write_text("NDCGCWLMetric(3)\n")
    program = Path(sys.executable).with_name("cwl-eval")  # its console script
    done = subprocess.run(
        [str(program), "qrels", "run", "-m", "metrics"],
        cwd=tmp_path, capture_output=True, text=True, check=True,
    )  # fmt: skip
    cwl = [float(line.split()[2]) for line in done.stdout.splitlines()]
    assert len(cwl) == 2
    run = {q: {d: float(len(docs) - i) for i, d in enumerate(docs)} for q, docs in ranked.items()}
    ours = metrics.evaluate(grades, run, ["ndcg_cut.3"])
    trec = sum(v["ndcg_cut.3"] for v in ours.values()) / 2
    e = explain_numbers(grades, run, f"{trec:.4f} {sum(cwl) / 2:.4f}", "ndcg_cut.3")
    assert e.answers[1].matches[0].reading.variant == "cwl"
    assert e.answers[1].matches[0].reading.k == 3
    # cwl_eval is not a modelled tool: its reading separates the two only
    # where the number settles it.
    assert e.answers[1].settled == bool(e.pairs)
    assert not e.pairs or e.pairs[0].separating == ("variant",)

"""`--explain` on numbers the real libraries printed: the libraries installed
beside the project (pytrec_eval, ir-measures, ranx, scikit-learn, trectools)
are run on one collection with tied scores, a list shorter than K, a query
with nothing relevant, relevant items never retrieved and a query only the
run has; wherever two of them disagree,
the search explains every number and names the tool that printed it (or,
for a tool that shares the gain of tied items, says so and names the tied
queries)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from metrics.evaluator.cli import main
from metrics.evaluator.explain import explain_numbers
from metrics.tools.registry import BY_ID
from oracles.runners import RUNNERS

#: Query 1: a, b, c tied in the file's order (trec_eval ranks them c, b, a),
#: a and d relevant; 2: two returned, three relevant (shorter than K = 3);
#: 3: nothing relevant; 4: Z relevant and never returned; 5: nobody judged it.
CASE = {
    "qrels": {
        "1": {"a": 1, "b": 0, "c": 0, "d": 1},
        "2": {"A": 1, "B": 1, "C": 1},
        "3": {"x": 0, "y": 0},
        "4": {"B": 1, "D": 1, "Z": 1},
    },
    "run": {
        "1": [("a", 1.0), ("b", 1.0), ("c", 1.0), ("e", 0.5), ("d", 0.25)],
        "2": [("A", 2.0), ("B", 1.0)],
        "3": [("x", 3.0), ("y", 2.0), ("z", 1.0)],
        "4": [("A", 5.0), ("B", 4.0), ("C", 3.0), ("D", 2.0), ("E", 1.0)],
        "5": [("A", 2.0), ("B", 1.0)],
    },
    "k": 3,
}
TOOLS = ("pytrec_eval", "ir_measures", "ranx", "sklearn", "trectools")
MEASURES = {
    "AP@k": "map_cut.3",
    "AP": "map",
    "P@k": "P.3",
    "nDCG@k": "ndcg_cut.3",
    "RR": "recip_rank",
}


@pytest.fixture(scope="module")
def printed() -> dict[str, dict[str, float]]:
    return {tool: RUNNERS[tool](CASE) for tool in TOOLS}


def _disagreeing(printed) -> dict[str, dict[str, str]]:
    """For each number two tools print differently: {tool: number as printed}."""
    out = {}
    for number in MEASURES:
        said = {t: f"{v[number]:.6f}" for t, v in printed.items() if v.get(number) is not None}
        if len(set(said.values())) > 1:
            out[number] = said
    return out


def test_the_libraries_disagree_on_this_collection(printed):
    pairs = _disagreeing(printed)
    assert set(pairs) >= {"AP@k", "AP", "P@k", "nDCG@k", "RR"}
    assert pairs["AP"]["ranx"] != pairs["AP"]["pytrec_eval"]  # ranx keeps the file's tie order
    # trectools counts query 5 (only the run has it) as 0
    assert pairs["P@k"]["trectools"] != pairs["P@k"]["pytrec_eval"]


@pytest.mark.parametrize("number", ["AP@k", "AP", "P@k", "nDCG@k", "RR"])
def test_explain_names_the_tool_that_printed_each_number(printed, number):
    said = _disagreeing(printed)[number]
    run = {q: dict(docs) for q, docs in CASE["run"].items()}
    e = explain_numbers(CASE["qrels"], run, sorted(set(said.values())), MEASURES[number])
    by_number = {a.given: a for a in e.answers}
    for tool, value in said.items():
        name = BY_ID[tool].name
        answer = by_number[value]
        named = {t for m in answer.matches for t in m.tools}
        # Every tool is named, scikit-learn too: its ties share their gain
        # (no order gives its number), and the search tries sharing as well.
        assert name in named, (tool, value, sorted(named))
        # The tools first: the tool that printed it heads the answer.
        assert name in answer.printed_by, (tool, value, answer.printed_by)
        # And every tool installed here that the answer says prints it does.
        for other, got in printed.items():
            if BY_ID[other].name in answer.printed_by and got.get(number) is not None:
                assert f"{got[number]:.6f}" == value, (other, got[number], value)
        if name in e.shares_ties:
            assert "1" in e.tied_queries
            assert f"Tied scores in query 1: {', '.join(e.shares_ties)}" in e.text()


def test_the_command_line_explains_ranx_beside_pytrec_eval(printed, tmp_path, capsys):
    qrels = tmp_path / "qrels"
    run = tmp_path / "run"
    qrels.write_text(
        "".join(f"{q} 0 {d} {g}\n" for q, docs in CASE["qrels"].items() for d, g in docs.items())
    )
    run.write_text(
        "".join(
            f"{q} Q0 {d} {i} {s} r\n"
            for q, docs in CASE["run"].items()
            for i, (d, s) in enumerate(docs, 1)
        )
    )
    numbers = f"{printed['pytrec_eval']['AP']:.6f},{printed['ranx']['AP']:.6f}"
    assert main(["--explain", numbers, "-m", "map", str(qrels), str(run)]) == 0
    out = capsys.readouterr().out
    assert "pytrec_eval (trec_eval 9)" in out and "ranx" in out
    assert "What separates" in out and "tied scores" in out.lower()


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_scikit_learns_numbers_on_tied_scores_are_found_and_named(seed):
    """Random collections whose scores tie often: scikit-learn's AP and
    nDCG@k (ties sharing) are each matched by a reading that names it."""
    import random

    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(8)]
    qrels = {f"q{q}": {d: rnd.choice([0, 1, 2]) for d in rnd.sample(docs, rnd.randint(2, 6))}
             for q in range(rnd.randint(1, 4))}  # fmt: skip
    run = {q: [(d, float(rnd.randint(0, 3))) for d in rnd.sample(docs, rnd.randint(3, 8))]
           for q in qrels}  # fmt: skip
    got = RUNNERS["sklearn"]({"qrels": qrels, "run": run, "k": 3})
    flat = {q: dict(ranked) for q, ranked in run.items()}
    for number, measure in (("AP", "map"), ("nDCG@k", "ndcg_cut.3")):
        e = explain_numbers(qrels, flat, f"{got[number]:.6f}", measure)
        named = {t for m in e.answers[0].matches for t in m.tools}
        assert BY_ID["sklearn"].name in named, (number, got[number], seed)


@pytest.mark.parametrize("number", ["P@k", "nDCG@k", "RR"])
def test_a_query_with_nothing_relevant_scored_one_is_named_torchmetrics_pos(number):
    """torchmetrics with ``empty_target_action='pos'`` scores query 3 (nothing
    relevant) 1 on every measure, not only AP. Its numbers come from the
    registry's model of it (checked against torchmetrics 1.9.0 on random
    collections: tests/test_tool_models_random.py); torch.topk promises no
    order for query 1's tied scores, so a number may be a span. The answer
    names it for its number (as printing it, or consistent with it), and
    never torchmetrics with its defaults."""
    from metrics.tools.predict import Span, predict

    tool = BY_ID["torchmetrics_pos"]
    value = predict(tool, CASE)[number]
    typed = value.low if isinstance(value, Span) else value
    run = {q: dict(docs) for q, docs in CASE["run"].items()}
    e = explain_numbers(CASE["qrels"], run, [f"{typed:.6f}"], MEASURES[number])
    (answer,) = e.answers
    named = {*answer.printed_by, *(t.name for t in answer.consistent)}
    assert tool.name in named, (answer.printed_by, answer.consistent)
    assert BY_ID["torchmetrics"].name not in named


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_trectools_numbers_on_random_runs_are_found_and_named(seed):
    """Random collections with tied scores and queries only the run has:
    each number trectools prints (run here) is matched by a reading that
    names it (its nDCG's ties A to Z, its other measures' Z to A; a query
    nobody judged counted as 0)."""
    import random

    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(8)]
    qrels = {f"q{q}": {d: rnd.choice([0, 1, 2]) for d in rnd.sample(docs, rnd.randint(2, 6))}
             for q in range(rnd.randint(1, 3))}  # fmt: skip
    qrels = {q: j for q, j in qrels.items() if any(g >= 1 for g in j.values())} or {"q0": {"d0": 1}}
    ranked = [*qrels, *(f"u{i}" for i in range(rnd.randint(0, 2)))]  # u: nobody judged them
    run = {q: [(d, float(rnd.randint(0, 3))) for d in rnd.sample(docs, rnd.randint(3, 8))]
           for q in ranked}  # fmt: skip
    got = RUNNERS["trectools"]({"qrels": qrels, "run": run, "k": 3})
    flat = {q: dict(pairs) for q, pairs in run.items()}
    for number, measure in MEASURES.items():
        e = explain_numbers(qrels, flat, f"{got[number]:.6f}", measure)
        named = {t for m in e.answers[0].matches for t in m.tools}
        assert "trectools" in named, (number, got[number], seed)

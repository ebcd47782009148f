"""Every installable tool run on random collections that could prove the
registry wrong: ties of every size, at the cut and away from it, scores of
0 and below, scores equal only as 32-bit floats, queries with nothing
relevant, judged queries the run lacks, queries only the run has, relevant
items never retrieved. What the registry's model says the tool prints
(:func:`metrics.tools.predict.predict`: a number, or the span over every
order of tied items where the tool promises none) must hold what the tool
printed, case by case.

The corpus (``metrics/tools/cases.py``) isolates one decision per case; these
collections mix them, as users' data does.
"""

from __future__ import annotations

import fcntl
import random
import subprocess
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from metrics.tools.predict import REFUSED, UNCLAIMED, fits, numbers_of, predict
from metrics.tools.registry import BY_ID
from oracles.installs import python_for, run_in
from oracles.runners import RUNNERS

from .conftest import _shared_folder

#: Score pools: few distinct values make ties of every size; 0.1 and
#: 0.1000000001 are apart as doubles and equal as 32-bit floats.
POOLS = (
    (1.0,), (1.0, 2.0), (0.0, -1.0, 1.0), (0.5, 0.25, 0.75, 0.5),
    (0.1, 0.1000000001, 0.2), (3.0, 2.0, 1.0, 0.0, -0.5), (1.0, 1.0 + 1e-9),
)  # fmt: skip
DOCS = tuple("abcdefghijkl")


def random_case(rnd: random.Random) -> dict:
    """A collection of 1 to 4 queries, each with judgments, a run or both,
    and a cutoff K from 1 to 8."""
    qrels, run = {}, {}
    for q in range(rnd.randint(1, 4)):
        qid = f"q{q}"
        shape = rnd.random()
        if shape > 0.1:  # judged (else: only the run has it)
            judged = rnd.sample(DOCS, rnd.randint(1, 8))
            grades = (0,) if rnd.random() < 0.15 else (0, 0, 1, 1, 2, 3)
            qrels[qid] = {d: rnd.choice(grades) for d in judged}
        if shape < 0.9 or qid not in qrels:  # ranked (else: the run lacks it)
            pool = rnd.choice(POOLS)
            listed = rnd.sample(DOCS, rnd.randint(1, 10))
            run[qid] = [(d, rnd.choice(pool)) for d in listed]
    if not set(qrels) & set(run):  # one query judged and ranked, at least
        qrels["both"] = {"a": 1, "b": 0}
        run["both"] = [("b", 1.0), ("a", rnd.choice((1.0, 0.5)))]
    return {"qrels": qrels, "run": run, "k": rnd.randint(1, 8), "rr_cut": True}


def mismatches(
    tool_id: str, case: dict, printed: dict, tool=None, tolerance: float = 1e-6
) -> list[str]:
    """Each number the tool printed that the registry's model does not hold
    (``tolerance``: half the last decimal the tool prints)."""
    tool = tool or BY_ID[tool_id]
    claimed = predict(tool, case, numbers_of(tool, every=True))
    if "error" in printed:
        if REFUSED in claimed.values():
            return []
        return [f"{tool_id} refused the case: {printed['error']}"]
    out = []
    for number, value in printed.items():
        value = None if value != value else value  # NaN: no query scored
        want = claimed.get(number, "not modelled")
        if want == UNCLAIMED:  # a tool run here has a rule for everything it prints
            out.append(f"{tool_id} {number}: printed {value}, the registry makes no claim")
            continue
        if number not in claimed or not fits(want, value, tolerance):
            out.append(f"{tool_id} {number}: printed {value}, the registry says {want}")
    return out


def _cases(seed: int, n: int) -> dict:
    rnd = random.Random(seed)
    return {f"c{i}": random_case(rnd) for i in range(n)}


IN_PROCESS = ["pytrec_eval", "ir_measures", "ranx", "ranx_burges", "sklearn", "trectools"]


@pytest.mark.parametrize("tool_id", IN_PROCESS)
@settings(
    max_examples=int(__import__("os").environ.get("TOOL_EXAMPLES", 60)),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(rnd=st.randoms(use_true_random=False))
def test_the_registry_models_what_each_tool_prints_on_random_collections(tool_id, rnd):
    case = random_case(rnd)
    try:
        printed = RUNNERS[tool_id](case)
    except Exception as error:  # a refusal is a finding too, with the case
        printed = {"error": f"{type(error).__name__}: {error}"}
    # No query scored: some tools print NaN where the registry says None.
    printed = {n: None if v != v else v for n, v in printed.items()}
    assert mismatches(tool_id, case, printed) == [], case


@pytest.fixture(scope="session")
def tool_python(tmp_path_factory):
    """The Python of a tool that installs apart (torchmetrics with CPU torch,
    Kaggle's ml_metrics 0.1.4), made once per machine run."""
    shared = _shared_folder(tmp_path_factory)

    def make(tool: str):
        with open(shared / f"{tool}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            return python_for(tool, shared / "tool-venvs")

    return make


APART = [
    "torchmetrics",
    "torchmetrics_skip",
    "torchmetrics_pos",
    "ml_metrics",
    "xgboost",
    "lightgbm",
]


@pytest.mark.xdist_group("tool_venvs")
@pytest.mark.parametrize("tool_id", APART)
def test_the_registry_models_what_each_tool_apart_prints_on_random_collections(
    tool_id, tool_python
):
    cases = _cases(62, 150)
    printed = run_in(tool_python(tool_id), tool_id, cases)["printed"]
    wrong = {
        name: (cases[name], bad)
        for name, got in printed.items()
        if (bad := mismatches(tool_id, cases[name], got))
    }
    assert not wrong, next(iter(wrong.items()))
    if tool_id == "torchmetrics":
        # The registry once said torchmetrics keeps the file's order of tied
        # scores: torch.topk does so for 3 tied items, not for more.
        old = replace(BY_ID[tool_id], tie_order="file")
        caught = [n for n, got in printed.items() if mismatches(tool_id, cases[n], got, old)]
        assert len(caught) > 10


def _trec_eval_all(binary: str, case: dict, folder, zero: bool) -> dict:
    """trec_eval 10.0's ``all`` line for the five numbers (``-c``: a
    judged query the run lacks scores 0)."""
    k = case["k"]
    qrels, run = folder / "qrels", folder / "run"
    qrels.write_text("".join(
        f"{q} 0 {d} {g}\n" for q, judged in case["qrels"].items() for d, g in judged.items()
    ))  # fmt: skip
    run.write_text("".join(
        f"{q} Q0 {d} {r} {s!r} t\n"
        for q, docs in case["run"].items() for r, (d, s) in enumerate(docs, start=1)
    ))  # fmt: skip
    names = {f"P_{k}": "P@k", "map": "AP", f"map_cut_{k}": "AP@k", f"ndcg_cut_{k}": "nDCG@k",
             "recip_rank": "RR"}  # fmt: skip
    args = [binary, *(["-c"] if zero else []), "-m", f"P.{k}", "-m", "map", "-m",
            f"map_cut.{k}", "-m", f"ndcg_cut.{k}", "-m", "recip_rank", str(qrels), str(run)]  # fmt: skip
    done = subprocess.run(args, capture_output=True, text=True, check=True, timeout=60)
    out = {}
    for line in done.stdout.splitlines():
        measure, qid, value = line.split()
        if qid == "all" and measure in names:
            out[names[measure]] = float(value)
    return out


def test_the_registry_models_what_trec_eval_10_prints_on_random_collections(trec_eval, tmp_path):
    """trec_eval 10.0 built from source, with and without ``-c`` (without
    it, a judged query the run lacks stops trec_eval: exit status 4)."""
    wrong = []
    for name, case in _cases(10, 150).items():
        case = {**case, "rr_cut": False}
        for tool in (BY_ID["trec_eval"], BY_ID["trec_eval_c"]):
            try:
                printed = _trec_eval_all(trec_eval, case, tmp_path, tool.missing == "zero")
            except subprocess.CalledProcessError as error:
                printed = {"error": f"exit status {error.returncode}: {error.stderr.strip()}"}
            wrong += [
                (name, tool.id, case, b)
                for b in mismatches(tool.id, case, printed, tool, 5e-5 + 1e-9)
            ]
    assert not wrong, wrong[0]


def test_a_tie_order_the_registry_gets_wrong_is_caught_on_random_collections():
    """The check can fail: ranx said to break ties as trec_eval does."""
    wrong = replace(BY_ID["ranx"], tie_order="trec")
    cases = _cases(5, 40)
    caught = [
        name for name, case in cases.items()
        if mismatches("ranx", case, RUNNERS["ranx"](case), wrong)
    ]  # fmt: skip
    assert caught


def test_an_unspecified_order_is_a_span_that_holds_every_order():
    case = {"qrels": {"1": {"a": 1}}, "run": {"1": [("c", 1.0), ("b", 1.0), ("a", 1.0)]}, "k": 2}
    got = predict(BY_ID["torchmetrics"], case, ("RR", "AP@k"))
    assert (got["RR"].low, got["RR"].high) == (1 / 3, 1.0)
    assert got["RR"].mean == pytest.approx((1 + 1 / 2 + 1 / 3) / 3)
    assert (got["AP@k"].low, got["AP@k"].high, got["AP@k"].mean) == (0.0, 1.0, None)  # ÷ hits


@settings(max_examples=200, deadline=None)
@given(
    scores=st.lists(st.sampled_from((1.0, 1.0, 2.0, 3.0)), min_size=1, max_size=7),
    judged=st.dictionaries(st.sampled_from((*DOCS[:7], "z")), st.integers(-1, 2), max_size=8),
    k=st.integers(1, 8),
    tool_id=st.sampled_from(["trec_eval", "recbole", "tf_ranking", "evidently"]),
)
def test_the_mean_over_tie_orders_is_the_mean_of_every_order(scores, judged, k, tool_id):
    """McSherry and Najork's means (metrics/tools/tie_mean.py) against every
    order of the tied items, listed and averaged."""
    import itertools

    from metrics.tools.predict import fast_value
    from metrics.tools.tie_mean import _groups, mean_over_orders

    tool = BY_ID[tool_id]
    listed = list(DOCS[: len(scores)])
    orders = list(itertools.product(*(itertools.permutations(g) for g in _groups(listed, scores))))
    how = {"P": tool.p_denominator, "AP": tool.ap_convention, "gain": tool.ndcg_gain}
    for n in numbers_of(tool, every=True):
        got = mean_over_orders(n, listed, scores, judged, judged, k, how)
        if got is None:
            assert n == "AP@k" and tool.ap_convention == "hits"
            continue
        values = [fast_value(n, tool, [d for g in o for d in g], judged, judged, k) for o in orders]
        assert got == pytest.approx(sum(values) / len(values), abs=1e-12), n


@settings(max_examples=300, deadline=None)
@given(
    ranking=st.lists(st.sampled_from(DOCS), unique=True, max_size=10),
    judged=st.dictionaries(st.sampled_from(DOCS), st.integers(-1, 3), max_size=8),
    k=st.integers(1, 12),
    tool_id=st.sampled_from(sorted(BY_ID)),
)
def test_the_models_plain_python_sums_equal_the_teaching_library(ranking, judged, k, tool_id):
    """predict's kernels (:func:`fast_value`) against the teaching library's
    tables (:func:`_value`), number by number, for each tool's divisor and
    gain; grades from -1 (judged, not relevant) to 3."""
    from metrics.tools.predict import _value, fast_value

    tool = BY_ID[tool_id]
    for n in numbers_of(tool, every=True):
        want = _value(n, tool, ranking, judged, judged, k)
        assert fast_value(n, tool, ranking, judged, judged, k) == pytest.approx(want, abs=1e-12), n

""" "Why do our numbers differ?" answered only as far as the evidence goes,
tried as a user would: two real libraries print two numbers on a random
collection (ties of every size, at the cut, scores of 0 and below, queries
with nothing relevant, judged queries the run lacks, queries only the run
has), and the answer is asked for both.

- The tools first: each number's answer names the library that printed it
  (as printing it, or, where its tie order is unspecified, as consistent
  with it), and every library installed here that it says prints the number
  does, when run.
- Coincidences called coincidences: what separates two numbers is stated
  only from readings a tool or the number itself grounds; a number no tool
  prints, matched by many readings, states no cause.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from metrics.evaluator.explain import explain_numbers
from metrics.tools.registry import BY_ID
from oracles.runners import RUNNERS

from .test_tool_models_random import random_case

INSTALLED = ("pytrec_eval", "ir_measures", "ranx", "sklearn", "trectools")
MEASURE = {"P@k": "P.{k}", "AP": "map", "AP@k": "map_cut.{k}", "nDCG@k": "ndcg_cut.{k}",
           "RR": "recip_rank", "RR@k": "RR@{k}"}  # fmt: skip


def _printed(case: dict) -> dict[str, dict[str, str]]:
    """Each number as each installed library prints it (6 decimals)."""
    out: dict[str, dict[str, str]] = {}
    for tool in INSTALLED:
        try:
            got = RUNNERS[tool](case)
        except Exception:  # a refusal (scikit-learn on a list of one): nothing printed
            continue
        for number, value in got.items():
            if value is not None and value == value:
                out.setdefault(number, {})[tool] = f"{value:.6f}"
    return out


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rnd=st.randoms(use_true_random=False), pick=st.integers(0, 10**6))
def test_each_number_two_libraries_print_is_answered_by_the_library_that_printed_it(rnd, pick):
    case = random_case(rnd)
    printed = _printed(case)
    apart = {n: said for n, said in printed.items() if len(set(said.values())) > 1}
    if not apart:
        return
    number = sorted(apart)[pick % len(apart)]
    said = apart[number]
    values = sorted(set(said.values()))[:2]
    run = {q: dict(docs) for q, docs in case["run"].items()}
    e = explain_numbers(case["qrels"], run, values, MEASURE[number].format(k=case["k"]))
    by_value = {a.given: a for a in e.answers}
    for tool, value in said.items():
        if value not in by_value:
            continue
        answer = by_value[value]
        named = {*answer.printed_by, *(t.name for t in answer.consistent)}
        assert BY_ID[tool].name in named, (tool, number, value, case)
        for other, got in said.items():
            if BY_ID[other].name in answer.printed_by:
                assert got == value, (other, got, value, number, case)
    for pair in e.pairs:
        assert e.answers[pair.first].rests_on and e.answers[pair.second].rests_on


def test_a_number_no_tool_prints_states_no_cause_where_many_readings_give_it():
    """A number typed to 4 decimals that no modelled tool prints, on a
    collection where thousands of readings are searched, several of which
    give it: the answer lists them, calls them what they are (not the
    cause), says how likely a chance match is, and states nothing as what
    separates it from trec_eval's number."""
    rnd = random.Random(3)
    qrels = {f"q{i}": {f"d{j}": rnd.choice((0, 0, 1, 2)) for j in range(12)} for i in range(8)}
    run = {q: {f"d{j}": float(rnd.randint(0, 6)) for j in range(12)} for q in qrels}
    coarse = explain_numbers(qrels, run, ["0.4"], "map_cut.10")
    printed = [t.value for t in coarse.tools if not hasattr(t.value, "low")]
    for m in coarse.answers[0].matches:
        typed = f"{m.value:.4f}"
        if any(f"{v:.4f}" == typed for v in printed):
            continue
        e = explain_numbers(qrels, run, [f"{coarse.trec_value:.4f}", typed], "map_cut.10")
        trec, other = e.answers
        if len(other.matches) > 1 and not other.settled:
            break
    else:
        raise AssertionError("no number several readings give and no tool prints")
    assert "trec_eval 10.0" in trec.printed_by
    assert not other.printed_by and not other.rests_on
    assert not e.pairs
    text = e.text()
    assert "none is stated as the cause" in text and "cannot settle" in text
    assert f"What separates {trec.given} from {other.given}: one decision" not in text

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


def _trap() -> dict:
    """One collection of 11 queries with every ordinary trap, as a user met
    them: ties mixing relevant and not (away from the cut and at it), a
    relevant item never retrieved, a query with nothing relevant, more
    relevant items than K, a judged query the run lacks, a query only the
    run has, relevant items scored below 0, scores 1 and 1 + 1e-9, grades."""
    d = [f"d{i:02d}" for i in range(20)]
    qrels = {
        "1": {"d00": 1, "d01": 0, "d02": 1, "d05": 1},
        "2": {x: int(i % 3 == 0) for i, x in enumerate(d[:14])},
        "3": {"d00": 1, "d02": 1, "d19": 1}, "4": {"d00": 0, "d01": 0},
        "5": {x: 1 for x in d[:12]}, "6": {"d00": 1}, "8": {"d03": 1, "d04": 1},
        "9": {"d01": 1}, "10": {"d00": 1, "d01": 3, "d02": 0, "d03": 2}, "11": {"d01": 1, "d03": 1},
    }  # fmt: skip
    run = {
        "1": [("d00", 3.0), ("d01", 2.0), ("d02", 2.0), ("d03", 2.0), ("d04", 1.0), ("d05", 0.5)],
        "2": [(x, 10.0 - i if i < 7 else 1.0) for i, x in enumerate(d[:14])],
        "3": [(x, 5.0 - i) for i, x in enumerate(d[:5])],
        "4": [("d00", 2.0), ("d01", 1.0), ("d02", 0.5)],
        "5": [(x, 20.0 - i) for i, x in enumerate(d[:15])],
        "7": [("d00", 1.0), ("d01", 0.5)],
        "8": [("d00", 1.0), ("d01", 0.0), ("d03", -0.5), ("d04", -1.0)],
        "9": [("d00", 1.0), ("d01", 1.0 + 1e-9), ("d02", 0.5)],
        "10": [("d00", 4.0), ("d01", 3.0), ("d02", 2.0), ("d03", 1.0)],
        "11": [(x, 5.0 - i) for i, x in enumerate(d[:5])],
    }  # fmt: skip
    return {"qrels": qrels, "run": run, "k": 10, "rr_cut": True}


def test_on_a_collection_with_every_trap_each_library_is_named_for_its_number():
    """Every pair of numbers two installed libraries print apart on the trap
    collection: each number's answer names its library (prints it, or is
    consistent with it), names no library that prints something else, and
    states what separates two numbers only from grounded readings."""
    case = _trap()
    printed = _printed(case)
    run = {q: dict(docs) for q, docs in case["run"].items()}
    pairs = 0
    for number, said in printed.items():
        values = sorted(set(said.values()))
        for i, first in enumerate(values):
            for second in values[i + 1 :]:
                pairs += 1
                e = explain_numbers(
                    case["qrels"], run, [first, second], MEASURE[number].format(k=10)
                )
                for answer in e.answers:
                    named = {*answer.printed_by, *(t.name for t in answer.consistent)}
                    for tool, value in said.items():
                        if value == answer.given:
                            assert BY_ID[tool].name in named, (number, tool, value)
                        else:
                            assert BY_ID[tool].name not in answer.printed_by, (number, tool, value)
                for pair in e.pairs:
                    assert e.answers[pair.first].rests_on and e.answers[pair.second].rests_on
    assert pairs >= 10, pairs


def test_ir_measures_rel_option_is_read_and_only_tools_with_it_are_named():
    """``AP(rel=2)@10``: grade 2 and above relevant, as ir-measures (and
    trec_eval's -l 2) computes it; tools without that option are not named
    for a number they cannot print."""
    import ir_measures

    qrels = {"1": {"a": 1, "b": 2, "c": 0}, "2": {"x": 2, "y": 1}}
    run = {"1": {"a": 3.0, "b": 2.0, "c": 1.0}, "2": {"y": 2.0, "x": 1.0}}
    measure = ir_measures.parse_measure("AP(rel=2)@10")
    value = f"{ir_measures.calc_aggregate([measure], qrels, run)[measure]:.4f}"
    (answer,) = explain_numbers(qrels, run, [value], "AP(rel=2)@10").answers
    assert "ir-measures" in answer.printed_by
    assert "ranx" not in answer.printed_by and "trectools" not in answer.printed_by
    assert "with -l 2" in explain_numbers(qrels, run, [value], "AP(rel=2)@10").text()


def test_an_answer_that_states_a_cause_says_how_likely_a_chance_match_and_what_it_rests_on():
    """Worked example 1's AP@5 typed as trec_eval prints it (1/3) and as
    AP ÷ hits (0.5): each answer states its conventions and, beside them,
    how likely a chance match is and what the cause rests on, the tool that
    prints the number (0.5: about every number near it is matched by some
    way, so the number alone could not say). Before, only an answer that
    stated no cause gave its chance."""
    qrels = {"1": {"B": 1, "D": 1, "Z": 1}}
    run = {"1": {"A": 5.0, "B": 4.0, "C": 3.0, "D": 2.0, "E": 1.0}}
    e = explain_numbers(qrels, run, ["0.333", "0.5"], "map_cut.5")
    text = " ".join(e.text().split())
    for answer in e.answers:
        assert answer.rests_on and answer.printed_by
        assert (
            f"About {answer.chance:.0%} of the numbers near {answer.given} are matched by some "
            f"way of computing by chance. The cause above rests on the tools that print "
            f"{answer.given}, not on the number alone."
        ) in text
    assert e.answers[1].chance > 0.5  # the number alone would not settle 0.5


def test_a_cause_resting_on_one_reading_alone_says_the_threshold_is_a_choice():
    """An answer settled by one reading that no tool prints with it says
    how likely a chance match is and that the 20 % line is chosen."""
    from dataclasses import replace

    from metrics.evaluator.explain_models import SETTLES
    from metrics.evaluator.explain_text import _chance_line

    qrels = {"1": {"B": 1, "D": 1, "Z": 1}}
    run = {"1": {"A": 5.0, "B": 4.0, "C": 3.0, "D": 2.0, "E": 1.0}}
    answer = replace(explain_numbers(qrels, run, ["0.333"], "map_cut.5").answers[0], printed_by=())
    assert " ".join(_chance_line(answer).split()) == (
        f"About {answer.chance:.0%} of the numbers near 0.333 are matched by some way of "
        f"computing by chance. One way alone is taken as the cause only below {SETTLES:.0%}, a "
        "threshold chosen, not derived from the data."
    )

"""The search behind "why do our numbers differ?" (metrics.evaluator.explain):
a value computed under any combination of conventions is found, with that
combination among the readings; trec_eval 10.0's own value is found with no
convention changed; the tools it names follow the conventions data."""

import math
import subprocess

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from metrics.evaluator.cli import main
from metrics.evaluator.explain import (
    FAMILIES,
    Reading,
    explain_lists,
    explain_numbers,
    parse_number,
    reference_of,
    tool_fits,
)
from metrics.lists.ap import average_precision
from metrics.lists.conventions import BY_ID, TOOLS
from metrics.lists.cumulative_gain import ndcg
from metrics.lists.precision import precision_at_k, recall_at_k
from metrics.lists.rank import reciprocal_rank
from metrics.tools.registry import VARIANTS
from tests.test_trec_eval_binary import _random_files

# --- an independent computation: the teaching library, list by list ----------


def _ordered(docs: dict, order: str, float32: bool) -> list[str]:
    """One query's documents ranked under a tie order, in plain Python."""
    items = list(docs.items())  # the file's order
    score = {d: float(np.float32(s)) if float32 else s for d, s in items}
    if order == "trec":
        return sorted(score, key=lambda d: (score[d], d.encode()), reverse=True)
    if order == "file":
        return sorted(score, key=lambda d: -score[d])  # stable: the file's order
    return sorted(score, key=lambda d: (-score[d], d))


def _one(reading: Reading, ranking: list[str], judged: dict, top: int = 1) -> tuple[float, bool]:
    """A query's value under ``reading`` and whether it has nothing relevant
    (``top``: the highest grade of every query, for cwl_eval's NDCG-k)."""
    r = reading
    if not r.seen:
        judged = {d: g for d, g in judged.items() if d in ranking}
    if r.family == "ndcg":
        grades = (
            {d: (1 if g >= 1 else 0) for d, g in judged.items()}
            if r.variant == "binary"
            else judged
        )
        empty = not any(g > 0 for g in grades.values())
        gain = "exponential" if r.variant == "exponential" else "linear"
        if r.variant == "linear_uncut":  # trec_eval -M K -m ndcg: the list cut, the ideal not
            return ndcg(ranking[: r.k], grades, None), empty
        if r.variant == "cwl":  # gains ÷ the highest grade; the ideal K items of gain 1
            dcg = sum(
                max(grades.get(d, 0), 0) / math.log2(i + 2) for i, d in enumerate(ranking[: r.k])
            )
            return dcg / (max(top, 1) * sum(1 / math.log2(i + 2) for i in range(r.k))), empty
        return ndcg(ranking, grades, r.k, gain=gain), empty
    binary = {d: (1 if g >= r.level else 0) for d, g in judged.items()}
    empty = not any(binary.values())
    if r.family == "map":
        return average_precision(ranking, binary, r.k, convention=r.variant), empty
    if r.family == "P":
        return precision_at_k(ranking, binary, r.k, denominator=r.variant), empty
    if r.family == "rr":
        return reciprocal_rank(ranking, binary, r.k), empty
    return recall_at_k(ranking, binary, r.k), empty


def _any_empty(reading: Reading, qrels: dict, run: dict) -> bool:
    """Whether a query the mean takes has nothing relevant under ``reading``."""
    counted = [
        _one(reading, _ordered(run[q], reading.order, reading.float32), j, _top(qrels))[1] if q in run else
        (not reading.seen) or not any(g >= (1 if reading.family == "ndcg" else reading.level) for g in j.values())
        for q, j in qrels.items() if q in run or reading.missing == "zero"
    ]  # fmt: skip
    return any(counted)


def _top(qrels: dict) -> int:
    return max(g for judged in qrels.values() for g in judged.values())


def _value(reading: Reading, qrels: dict, run: dict) -> float | None:
    """The family's mean under ``reading``, by the rules for empty and missing queries."""
    values = []
    for qid, judged in qrels.items():
        if qid in run:
            v, empty = _one(
                reading, _ordered(run[qid], reading.order, reading.float32), judged, _top(qrels)
            )
        elif reading.missing == "zero":
            v, empty = (
                0.0,
                (not reading.seen)
                or not any(
                    g >= (1 if reading.family == "ndcg" else reading.level) for g in judged.values()
                ),
            )
        else:
            continue
        if empty and reading.empty == "skip":
            continue
        values.append(1.0 if empty and reading.empty == "one" else v)
    return sum(values) / len(values) if values else None


NAMES = ["a", "b", "c", "d", "e", "f", "Z", "가"]


@st.composite
def query_sets(draw):
    qrels, run = {}, {}
    for q in range(draw(st.integers(1, 5))):
        qid = f"q{q}"
        judged = draw(
            st.dictionaries(st.sampled_from(NAMES), st.integers(0, 3), min_size=1, max_size=6)
        )
        qrels[qid] = judged
        if q and draw(st.booleans()) and draw(st.booleans()):
            continue  # judged, never ranked
        listed = draw(st.lists(st.sampled_from(NAMES), min_size=1, max_size=7, unique=True))
        scores = draw(
            st.lists(st.sampled_from([1.0, 2.0, 2.0 + 1e-9, 3.0, 0.5]), min_size=len(listed),
                     max_size=len(listed))
        )  # fmt: skip
        run[qid] = dict(zip(listed, scores))
    return qrels, run


@st.composite
def readings(draw, longest: int):
    family = draw(st.sampled_from(sorted(FAMILIES)))
    variant = draw(st.sampled_from(sorted(FAMILIES[family])))
    whole_ok = (family, variant) not in {
        ("map", "min_m_k"),
        ("map", "mean_p"),
        ("ndcg", "exponential"),
        ("ndcg", "linear_uncut"),
        ("ndcg", "cwl"),
    }
    k = draw(st.sampled_from(([None] if whole_ok else []) + list(range(1, longest + 1))))
    level = 1 if family == "ndcg" else draw(st.sampled_from([1, 2]))
    empty = draw(st.sampled_from(["zero", "skip", "one"] if family == "map" else ["zero", "skip"]))
    return Reading(
        family, variant, k, draw(st.sampled_from(["trec", "file", "docno_asc"])), draw(st.booleans()),
        level, draw(st.booleans()), empty, draw(st.sampled_from(["skip", "zero"])),
    )  # fmt: skip


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_value_made_under_any_conventions_is_found_with_those_conventions(data):
    qrels, run = data.draw(query_sets())
    longest = max(len(docs) for docs in run.values())
    reading = data.draw(readings(longest))
    value = _value(reading, qrels, run)
    if value is None:  # every query left out: no number to explain
        return
    e = explain_numbers(qrels, run, f"{value:.6f}", f"{reading.family}")
    found = {m.reading for m in e.answers[0].matches}
    # An option that changes nothing in these inputs is reported as the
    # option it equals (the order of a list without ties is trec_eval's).
    canonical = Reading(
        reading.family, reading.variant, reading.k, *e.same["run"][(reading.order, reading.float32)],
        e.same["level"][reading.level], e.same["seen"][reading.seen],
        reading.empty if _any_empty(reading, qrels, run) else "zero", e.same["missing"][reading.missing],
    )  # fmt: skip
    assert reading in found or canonical in found
    match = next(m for m in e.answers[0].matches if m.reading in (reading, canonical))
    assert match.value == pytest.approx(value, abs=1e-9)


# --- trec_eval 10.0 itself ---------------------------------------------------


def _all_line(binary: str, measure: str, qrels: str, run: str) -> str:
    out = subprocess.run(
        [binary, "-m", measure, qrels, run], capture_output=True, text=True, check=True
    )
    (line,) = [x for x in out.stdout.splitlines() if x.split()[1] == "all"]
    return line.split()[2]


@pytest.mark.parametrize("seed", range(8))
def test_trec_evals_own_value_is_found_with_no_convention_changed(trec_eval, tmp_path, seed):
    qrels, run = _random_files(tmp_path, seed, unranked=0.0)
    from metrics.evaluator.readers import read_qrels, read_run

    q, r = read_qrels(qrels), read_run(run)
    for measure in ("map", "map_cut.5", "P.10", "ndcg_cut.10", "recip_rank", "recall.20"):
        printed = _all_line(trec_eval, measure, qrels, run)
        e = explain_numbers(q, r, printed, measure)
        best = e.answers[0].matches[0]
        assert best.differences == (), (measure, printed, best)
        assert best.reading == e.reference
        assert f"{e.trec_value:.4f}" == printed


# --- what the answer says ----------------------------------------------------


def test_kaggle_divisor_with_empty_queries_left_out_is_named_with_its_tools():
    # Worked example 1 (m = 3, Z never retrieved) and a query with nothing relevant.
    queries = [(list("ABCDE"), {"B": 1, "D": 1, "Z": 1}), (list("ABC"), {"A": 0})]
    # AP@5 ÷ min(m, K) = (1/2 + 2/4) / 3 = 1/3 for the first; the second is left out.
    e = explain_lists(queries, ["0.17", "0.33"], "map_cut.5")
    trec, kaggle = e.answers
    assert trec.matches[0].differences == ()
    assert kaggle.matches[0].reading.empty == "skip"
    assert "empty" in e.separating
    named = {t for m in kaggle.matches for t in m.tools}
    assert "Microsoft recommenders" in named and "RecBole" in named


def test_a_number_nothing_gives_gets_the_nearest_readings():
    e = explain_lists([(list("ABCDE"), {"B": 1, "D": 1})], "0.9137", "map")
    (answer,) = e.answers
    assert answer.matches == ()
    assert len(answer.nearest) == 5
    gaps = [abs(m.value - 0.9137) for m in answer.nearest]
    assert gaps == sorted(gaps)
    assert "no combination searched gives it" in e.text()


def test_a_nearest_reading_is_printed_to_the_decimals_typed_and_called_no_match():
    e = explain_lists([(list("ABCDE"), {"B": 1, "D": 1})], "0.477021", "map")
    (answer,) = e.answers
    nearest = answer.nearest[0].value
    text = e.text()
    assert "none a match" in text
    assert f"= {nearest:.6f}, not 0.477021 (off by {abs(nearest - 0.477021):.6f})" in text


def test_every_pair_of_numbers_is_separated_not_only_the_first_two():
    queries = [
        (list("ABCDE"), {"B": 1, "D": 1, "Z": 1}),
        (list("AB"), {"A": 1}),
        (list("A"), {"B": 0}),
    ]
    e = explain_lists(queries, ["0.444", "0.667", "0.5"], "map_cut.5")
    assert [(p.first, p.second) for p in e.pairs] == [(0, 1), (0, 2), (1, 2)]
    assert e.pairs[0].separating == e.separating == ("empty",)
    for pair in e.pairs:
        a, b = pair.readings
        assert a in e.answers[pair.first].matches and b in e.answers[pair.second].matches
        assert a.reading.differences(b.reading) == pair.separating
    text = e.text()
    assert "What separates 0.444 from 0.5" in text and "What separates 0.667 from 0.5" in text


def test_a_number_many_readings_give_says_which_decisions_it_cannot_settle():
    e = explain_lists(
        [(list("ABCDE"), {"B": 1, "D": 1, "Z": 1}), (list("A"), {"B": 0})], "0.3", "map_cut.5"
    )
    (answer,) = e.answers
    open_ = answer.unsettled()
    assert len(answer.matches) > 1 and open_
    for name in open_:
        assert len({getattr(m.reading, name) for m in answer.matches}) > 1
    assert "alone cannot settle" in e.text()


def test_each_tool_is_named_for_its_own_conventions():
    ranking, judged = list("ABCDEF"), {"B": 2, "D": 1, "Z": 1, "F": 0}
    queries = [(ranking, judged), (list("AB"), {"C": 0})]
    for tool in TOOLS:
        for family, variant in (
            ("map", tool.ap_convention),
            ("P", tool.p_denominator),
            ("ndcg", tool.ndcg_gain),
        ):
            if variant is None:
                continue
            k = None if family == "map" and not tool.ap_cutoff else 4
            one = tool.no_relevant_ap == 1.0 and (family == "map" or tool.empty_all_one)
            empty = "skip" if tool.no_relevant_ap is None else ("one" if one else "zero")
            reading = Reading(family, variant, k, seen=tool.sees_unretrieved, empty=empty)
            from tests.test_explain import _value as value_of

            qrels = {str(i): j for i, (_, j) in enumerate(queries, 1)}
            run = {
                str(i): {d: float(len(r) - n) for n, d in enumerate(r)}
                for i, (r, _) in enumerate(queries, 1)
            }
            value = value_of(reading, qrels, run)
            e = explain_lists(queries, f"{value:.6f}", family)
            match = next(m for m in e.answers[0].matches if m.reading == reading)
            assert tool.name in match.tools, (tool.id, reading)


def test_the_tools_named_agree_with_the_conventions_data():
    queries = [(list("ABCDE"), {"B": 1, "D": 2, "Z": 1}), (list("ABC"), {"A": 0})]
    e = explain_lists(queries, ["0.3", "0.5", "0.2"], "map_cut.3")
    for answer in e.answers:
        for m in answer.matches:
            r = m.reading
            for name in m.tools:
                tool = next(t for t in (*TOOLS, *VARIANTS) if t.name == name)  # an option too
                assert tool.ap_convention == r.variant
                assert tool.sees_unretrieved == r.seen or e.same["seen"][False] is True
                assert tool.ap_cutoff or r.k is None
                rule = {0.0: "zero", None: "skip", 1.0: "one"}[tool.no_relevant_ap]
                assert rule == r.empty


def test_trec_eval_fits_its_reference_and_kaggle_does_not():
    assert tool_fits(BY_ID["trec_eval"], Reading("map", "m", 10))
    assert not tool_fits(BY_ID["ml_metrics"], Reading("map", "m", 10))
    kaggle = Reading("map", "min_m_k", 10, order="file", empty="one", missing="zero")
    assert tool_fits(BY_ID["ml_metrics"], kaggle)


@pytest.mark.parametrize(
    "text, message",
    [("abc", "numbers: 'abc' is not a number"), ("1.5", "numbers: '1.5' is not between 0 and 1"),
     ("", "numbers: give at least one number")],
)  # fmt: skip
def test_a_bad_number_is_refused_naming_it(text, message):
    with pytest.raises(ValueError, match=message):
        explain_lists([(["A"], {"A": 1})], text, "map")


def test_a_measure_it_cannot_explain_is_refused_naming_it():
    with pytest.raises(ValueError, match="measure: 'bpref' cannot be explained; the search reads"):
        reference_of("bpref")
    with pytest.raises(ValueError, match="names 2 cutoffs"):
        reference_of("P.5,10")


def test_a_percentage_keeps_its_decimals():
    assert parse_number("41.5%") == (0.415, 3)


def test_the_command_line_explains_a_number(tmp_path, capsys):
    qrels = tmp_path / "qrels"
    run = tmp_path / "run"
    qrels.write_text("q1 0 B 1\nq1 0 D 1\nq1 0 Z 1\nq2 0 A 0\n")
    run.write_text(
        "".join(f"q1 Q0 {d} {i} {5 - i} r\n" for i, d in enumerate("ABCDE")) + "q2 Q0 A 1 1 r\n"
    )
    assert (
        main(["--explain", "0.17", "--explain", "0.33", "-m", "map_cut.5", str(qrels), str(run)])
        == 0
    )
    out = capsys.readouterr().out
    assert "trec_eval's map_cut.5 of these inputs: 0.1667" in out
    assert "queries with nothing relevant are left out of the mean" in out
    assert "Searched" in out


def test_the_command_line_wants_one_measure_to_explain(tmp_path, capsys):
    (tmp_path / "q").write_text("q1 0 A 1\n")
    (tmp_path / "r").write_text("q1 Q0 A 1 1 r\n")
    with pytest.raises(SystemExit) as exit_:
        main(["--explain", "0.5", str(tmp_path / "q"), str(tmp_path / "r")])
    assert exit_.value.code == 2
    assert "--explain needs one measure" in capsys.readouterr().err
    assert main(["--explain", "x", "-m", "map", str(tmp_path / "q"), str(tmp_path / "r")]) == 2
    assert "numbers: 'x' is not a number" in capsys.readouterr().err


def test_each_querys_values_recomputed_give_every_readings_mean():
    """The queries behind a gap come from per-query values recomputed for a
    reading; their mean must be the reading's own value, whatever it changes."""
    from metrics.evaluator.explain_gap import per_query

    qrels = {
        "1": {"a": 1, "b": 0, "c": 2, "d": 1},
        "2": {"x": 0},
        "3": {"A": 1},
        "4": {"B": 1, "Z": 1},
    }
    run = {"1": {"a": 1.0, "b": 1.0, "c": 1.0, "e": 0.5, "d": 0.25}, "2": {"x": 1.0},
           "4": {"A": 2.0, "B": 1.0}}  # fmt: skip
    for measure in ("map", "map_cut.3", "P.3", "ndcg_cut.3", "recip_rank"):
        e = explain_numbers(qrels, run, "0.3 0.5", measure)
        inputs = e.inputs
        checked = 0
        for answer in e.answers:
            for m in answer.matches + answer.nearest:
                values, count = per_query(m.reading, inputs)
                mean = sum(v for v in values.values() if v is not None) / count
                assert mean == pytest.approx(m.value, abs=1e-12), (measure, m.reading)
                checked += 1
        assert checked > 5


def test_the_query_behind_a_gap_is_the_one_the_two_readings_treat_differently():
    e = explain_lists(
        [(list("ABCD"), {"B": 1, "D": 1}), (list("AB"), {"A": 0}), (list("ABC"), {"C": 1})],
        "0.2778 0.4167", "map",
    )  # fmt: skip
    (pair,) = e.pairs
    assert pair.separating == ("empty",)
    (only,) = pair.queries
    assert (only.qid, only.first, only.second) == ("2", 0.0, None)
    a, b = pair.readings
    assert only.share == pytest.approx(a.value - b.value)
    assert "query 2" in e.text()

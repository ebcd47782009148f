"""Matching the run's document names with the judgments
(:mod:`metrics.evaluator.match`) gives each line the grade a dictionary
lookup gives, whatever the order of the lines in either file, however the
queries are cut into blocks and on however many threads; and a document
listed twice is refused at its first repeat, as trec_eval refuses it."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from metrics.evaluator import blocks
from metrics.evaluator.files import Source, TrecFormatError, read_columns
from metrics.evaluator.match import grades_by_line

QUERIES = ["q1", "q2", "q10", "Q3"]
DOCS = ["a", "b", "c", "d10", "d9", "x.1"]


@st.composite
def collections(draw):
    """Qrels and run lines, each file in its own shuffled order."""
    judged = draw(
        st.dictionaries(
            st.tuples(st.sampled_from(QUERIES), st.sampled_from(DOCS)), st.integers(-2, 5)
        )
    )
    ranked = draw(st.lists(st.tuples(st.sampled_from(QUERIES), st.sampled_from(DOCS)), unique=True))
    qrels = draw(st.permutations(sorted(judged.items())))
    run = draw(st.permutations(ranked))
    return qrels, run


def _inputs(qrels_lines, run_lines):
    qrels_text = "".join(f"{q} 0 {d} {g}\n" for (q, d), g in qrels_lines)
    run_text = "".join(f"{q} Q0 {d} 1 1.0 s\n" for q, d in run_lines)
    qrels = read_columns(Source("qrels", qrels_text.encode()), "qrels")
    run = read_columns(Source("run", run_text.encode()), "run")
    # Evaluated: queries both judged and ranked, numbered in byte order.
    qids = sorted({q for (q, _), _ in qrels_lines} & {q for q, _ in run_lines})
    position = {q: i for i, q in enumerate(qids)}
    q_run = np.array([position.get(q, -1) for q, _ in run_lines], dtype=np.int32)
    q_rel = np.array([position.get(q, -1) for (q, _), _ in qrels_lines], dtype=np.int64)
    kept = np.flatnonzero(q_rel >= 0)
    judged_rows = kept[np.argsort(q_rel[kept], kind="stable")]
    grades = np.array([g for _, g in qrels_lines], dtype=np.int64)
    judged = (judged_rows, q_rel[judged_rows], grades[judged_rows])
    return run, q_run, qrels, judged, qids


@pytest.mark.parametrize("threads", ["1", "2"])
@pytest.mark.parametrize("block_rows", [1, 3, 100_000])
@settings(max_examples=60, deadline=None)
@given(collection=collections())
def test_each_line_gets_the_grade_a_dictionary_gives(collection, block_rows, threads):
    qrels_lines, run_lines = collection
    run, q_run, qrels, judged, qids = _inputs(qrels_lines, run_lines)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(blocks, "BLOCK_ROWS", block_rows)
        patch.setenv("METRICS_THREADS", threads)
        got = grades_by_line(run, q_run, qrels, judged, qids)
    lookup = dict(qrels_lines)
    unjudged = np.iinfo(np.int32).min
    expected = [
        lookup.get((q, d), unjudged) if q in qids else unjudged for q, d in run_lines
    ]  # lines of queries not evaluated are never read: the unjudged mark
    assert [g if q in qids else unjudged for g, (q, _) in zip(got.tolist(), run_lines)] == expected


@pytest.mark.parametrize("block_rows", [1, 100_000])
@settings(max_examples=40, deadline=None)
@given(collection=collections(), data=st.data())
def test_a_document_twice_is_refused_at_its_first_repeat(collection, data, block_rows):
    qrels_lines, run_lines = collection
    evaluated = {q for (q, _), _ in qrels_lines} & {q for q, _ in run_lines}
    candidates = [i for i, (q, _) in enumerate(run_lines) if q in evaluated]
    if not candidates:
        return
    repeated = run_lines[data.draw(st.sampled_from(candidates))]
    at = data.draw(st.integers(0, len(run_lines)))
    run_lines = run_lines[:at] + [repeated] + run_lines[at:]
    seen, first_repeat = set(), None
    for line, pair in enumerate(run_lines, start=1):
        if pair in seen and first_repeat is None:
            first_repeat = line
        seen.add(pair)
    run, q_run, qrels, judged, qids = _inputs(qrels_lines, run_lines)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(blocks, "BLOCK_ROWS", block_rows)
        with pytest.raises(TrecFormatError, match=f"line {first_repeat}: document"):
            grades_by_line(run, q_run, qrels, judged, qids)


def test_one_thread_and_two_give_the_same_numbers_on_a_run_long_enough_for_two():
    """Above parallel.WORTH_ROWS lines the names are matched on a second
    thread while the scores are sorted, and tied blocks are ordered on
    every core: every value is the one thread's, to the bit."""
    import random

    from metrics.evaluator.parallel import WORTH_ROWS
    from metrics.evaluator.requests import parse_requests
    from metrics.evaluator.vectorised import evaluate_columns, vectorised_columns

    rnd = random.Random(5)
    queries = 700
    depth = WORTH_ROWS // queries + 20  # lines: just past the threshold
    names = {q: rnd.sample(range(10 * depth), depth) for q in range(queries)}
    run = "".join(  # queries in no order; scores of 9 values: ties everywhere
        f"q{q} Q0 d{d} {i} {rnd.randrange(9) / 4} r\n"
        for q in rnd.sample(range(queries), queries)
        for i, d in enumerate(names[q])
    )
    qrels = "".join(  # 30 judged a query, 20 of them retrieved
        f"q{q} 0 d{d} {rnd.choice([-1, 0, 1, 2])}\n"
        for q in range(queries)
        for d in rnd.sample(names[q], 20) + [10 * depth + j for j in range(10)]
    )
    columns = vectorised_columns(parse_requests(["all_trec"]))
    got = {}
    for threads in ("1", "2"):
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("METRICS_THREADS", threads)
            pair = [
                read_columns(Source(k, t.encode()), k) for k, t in (("qrels", qrels), ("run", run))
            ]
            got[threads] = evaluate_columns(*pair, columns)
    assert len(run.splitlines()) >= WORTH_ROWS
    one, two = got["1"], got["2"]
    assert one[0] == two[0] and one[2] == two[2]
    assert all(np.array_equal(one[1][c], two[1][c]) for c in columns)
    assert 0.05 < one[2]["map"] < 0.95  # documents matched: a real number

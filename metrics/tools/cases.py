"""The corpus every tool is run on: small collections, each isolating one
decision that changes a number.

Each case is plain data (so :mod:`oracles.runners` can read it in
another Python, where only the tool is installed): judgments
``{qid: {docno: grade}}``, a run ``{qid: [(docno, score), ...]}`` in the
file's order, and the cutoff K. Every case records the same five numbers per
tool, each the mean over the queries the tool scores: ``P@k``, ``AP`` (the
whole list), ``AP@k``, ``nDCG@k`` and ``RR``.

Where a case comes from a question people asked in a tool's tracker,
``asked`` names the thread (``../shared/reviews/why-numbers-differ-threads.md``
groups them by decision).

>>> sorted(CASES)[:3]
['empty_query', 'float32', 'grade_two']
>>> CASES["ties_by_name"]["decision"]
'tie order'
"""

from __future__ import annotations

#: The numbers recorded for every case and tool.
NUMBERS = ("P@k", "AP", "AP@k", "nDCG@k", "RR")


def _case(decision: str, why: str, qrels: dict, run: dict, k: int, asked: str = "") -> dict:
    return {"decision": decision, "why": why, "qrels": qrels, "run": run, "k": k, "asked": asked}


_FIVE = [("A", 5.0), ("B", 4.0), ("C", 3.0), ("D", 2.0), ("E", 1.0)]

CASES: dict[str, dict] = {
    "plain": _case(
        "none (every tool should agree)",
        "five ranked documents, B and D relevant, nothing else judged relevant",
        {"1": {"B": 1, "D": 1, "A": 0}}, {"1": _FIVE}, 5,
    ),
    "unretrieved": _case(
        "relevant items the list never shows",
        "B and D relevant and retrieved, Z relevant and never retrieved (worked example 1)",
        {"1": {"B": 1, "D": 1, "Z": 1}}, {"1": _FIVE}, 5,
    ),
    "ties_by_name": _case(
        "tie order",
        "a, b, c all scored 1 in the file's order a, b, c; a relevant",
        {"1": {"a": 1, "b": 0, "c": 0}}, {"1": [("a", 1.0), ("b", 1.0), ("c", 1.0)]}, 3,
        "usnistgov/trec_eval#22; cvangysel/pytrec_eval#56; terrierteam/ir_measures#18; "
        "Lightning-AI/torchmetrics#2031 and scikit-learn/scikit-learn#9951 (tied gains averaged)",
    ),
    "ties_reversed": _case(
        "tie order",
        "c, b, a all scored 1 in the file's order c, b, a; a relevant",
        {"1": {"a": 1, "b": 0, "c": 0}}, {"1": [("c", 1.0), ("b", 1.0), ("a", 1.0)]}, 3,
    ),
    "short_list": _case(
        "a list shorter than K",
        "two documents returned, both relevant, K = 5",
        {"1": {"A": 1, "B": 1}}, {"1": [("A", 2.0), ("B", 1.0)]}, 5,
    ),
    "many_relevant": _case(
        "more relevant items than K",
        "four relevant, all four retrieved first, K = 2",
        {"1": {"A": 1, "B": 1, "C": 1, "D": 1}},
        {"1": [("A", 4.0), ("B", 3.0), ("C", 2.0), ("D", 1.0), ("E", 0.5)]}, 2,
        "benhamner/Metrics#49, #51, #57, #59; apache/spark#24458; meta-toolkit/meta#73",
    ),
    "graded": _case(
        "the gain of a grade",
        "grades 1, 3, 0 in ranked order; the grade-3 item second",
        {"1": {"A": 1, "B": 3, "C": 0}}, {"1": [("A", 3.0), ("B", 2.0), ("C", 1.0)]}, 3,
        "castorini/anserini#92; Georgetown-IR-Lab/OpenNIR#14",
    ),
    "empty_query": _case(
        "a query with nothing relevant",
        "query 1 ranks its relevant item first; query 2 has nothing relevant",
        {"1": {"A": 1, "B": 0}, "2": {"A": 0, "B": 0}},
        {"1": [("A", 2.0), ("B", 1.0)], "2": [("A", 2.0), ("B", 1.0)]}, 2,
    ),
    "missing_query": _case(
        "a judged query the run lacks",
        "query 1 ranks its relevant item first; query 2 is judged but not in the run",
        {"1": {"A": 1, "B": 0}, "2": {"A": 1}}, {"1": [("A", 2.0), ("B", 1.0)]}, 2,
    ),
    "run_only_query": _case(
        "a query only the run has",
        "query 1 ranks its relevant item first; query 2 is in the run but nobody judged it",
        {"1": {"A": 1, "B": 0}}, {"1": [("A", 2.0), ("B", 1.0)], "2": [("A", 2.0), ("B", 1.0)]}, 2,
        "joaopalotti/trectools#24, #18",
    ),
    "float32": _case(
        "score precision",
        "B scored 0.1 and A 0.1000000001, in that order: apart as doubles (A first), tied as "
        "32-bit floats (then B first by name Z to A, and by the file's order); A relevant",
        {"1": {"A": 1, "B": 0}}, {"1": [("B", 0.1), ("A", 0.1000000001)]}, 2,
    ),
    "nonpositive": _case(
        "a relevant item scored 0 or less",
        "A scored 2 (not relevant), B scored -1 (relevant)",
        {"1": {"A": 0, "B": 1}}, {"1": [("A", 2.0), ("B", -1.0)]}, 2,
    ),
    "grade_two": _case(
        "which grade counts as relevant",
        "A graded 1 ranked first, B graded 2 second",
        {"1": {"A": 1, "B": 2}}, {"1": [("A", 2.0), ("B", 1.0)]}, 2,
    ),
}  # fmt: skip

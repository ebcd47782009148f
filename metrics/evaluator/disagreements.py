"""Where other tools would print other numbers for the same qrels and run.

trec_eval's numbers are one set of conventions among several (see
:mod:`metrics.lists.conventions`). For a pair of files, each check below looks
for the situation in which tools part ways, counts the evaluated queries it
touches and, where the other convention gives another number, computes the
mean both ways with this library's engine:

============== ===================================== ============================
check          situation                              trec_eval vs the other way
============== ===================================== ============================
ties           equal scores in one query              ties by docno, decreasing /
                                                      in the file's order
float32        scores equal once rounded to float     trec_eval 10 (double) /
                                                      9.x (pytrec_eval, float)
unretrieved    relevant documents the run never lists AP / all relevant (map) /
                                                      AP / relevant retrieved
no_relevant    queries with nothing relevant judged   scored 0 and counted /
                                                      left out of the mean
run_only       queries the run has and nobody judged  left out of the mean /
                                                      scored 0 and counted
short          fewer than K documents returned        P@K / K / P@K / list length
graded         grades above 1                         nDCG@K, gain = grade /
                                                      gain = 2^grade - 1
many_relevant  more relevant documents than K         AP@K / m (map_cut) /
                                                      AP@K / min(m, K)
nonpositive    relevant documents scored 0 or less    counted as relevant / not
                                                      (torchmetrics 1.8 and later)
============== ===================================== ============================

Every check but ``run_only`` looks only at the queries trec_eval evaluates
(with ``complete``, every judged query). Grades of 1 and more are relevant.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..measures.dcg import MAX_EXP_GRADE
from ..tools.names import labels
from ..tools.registry import TOOLS
from .router import evaluate_frames as evaluate

#: Up to this many example queries are named per check.
EXAMPLES = 5


@dataclass(frozen=True)
class Check:
    """One convention tools do not share.

    ``measure`` is the column (``{k}``: the cutoff) whose mean moves ("" for
    a check that only counts); ``tools`` compute it the other way.
    """

    code: str
    measure: str
    #: Tool and function names only (the same in every language).
    tools: tuple[str, ...]


def _names(keep) -> tuple[str, ...]:
    return tuple(t.name for t in TOOLS if keep(t))


#: Each check's tools, from the registry (:mod:`metrics.tools.registry`).
CHECKS = {
    c.code: c
    for c in (
        Check("ties", "map", _names(lambda t: t.tie_order == "file")),
        Check("float32", "map", _names(lambda t: t.float32)),
        Check("unretrieved", "map", _names(lambda t: not t.sees_unretrieved)),
        Check("no_relevant", "map", _names(lambda t: t.no_relevant_ap is None)),
        Check("run_only", "map", _names(lambda t: t.run_only == "empty" and t.no_relevant_ap == 0.0)),
        Check("short", "P_{k}", labels("P_minlen")),
        Check("graded", "ndcg_cut_{k}", labels("ndcg_exp")),
        Check("many_relevant", "map_cut_{k}", labels("ap_trunc")),
        Check("nonpositive", "", _names(lambda t: not t.counts_nonpositive)),
    )
}  # fmt: skip


@dataclass(frozen=True)
class Finding:
    """A check that applies to the files: the queries it touches (how many,
    and a few of them), and the measure's mean as trec_eval gives it
    (``ours``) and as the other tools would (``theirs``; None where the
    check only counts)."""

    code: str
    queries: int
    examples: tuple[str, ...]
    measure: str = ""
    ours: float | None = None
    theirs: float | None = None

    @property
    def tools(self) -> tuple[str, ...]:
        return CHECKS[self.code].tools


def _queries(mask: pd.Series) -> tuple[int, tuple[str, ...]]:
    """How many queries ``mask`` (indexed by query) marks, and the first few."""
    hit = [str(q) for q in mask.index[mask.to_numpy()]]
    return len(hit), tuple(hit[:EXAMPLES])


def _tied(run: pd.DataFrame) -> pd.Series:
    """Per query: does it hold two documents with the same score?"""
    return run.duplicated(["qid", "score"], keep=False).groupby(run["qid"]).any()


def _file_order(run: pd.DataFrame) -> pd.DataFrame:
    """The run with its ties broken by the file's order instead of by docno:
    each document's score replaced by minus its place in that order."""
    line = run["line"] if "line" in run else pd.Series(np.arange(len(run)), index=run.index)
    ordered = run.assign(_line=line.to_numpy()).sort_values(
        ["qid", "score", "_line"], ascending=[True, False, True], kind="stable"
    )
    place = ordered.groupby("qid", sort=False).cumcount().to_numpy()
    return ordered.drop(columns="_line").assign(score=-place.astype(float))


def disagreements(
    qrels: pd.DataFrame, run: pd.DataFrame, k: int, *, complete: bool = False
) -> list[Finding]:
    """The checks of this module that apply to ``qrels`` and ``run``
    (frames of :mod:`metrics.evaluator.readers` or :mod:`metrics.evaluator.uploads`), in the order of
    :data:`CHECKS`, at cutoff ``k``.

    Examples
    --------
    One query; d3 is relevant but never retrieved, and d1 and d2 tie:

    >>> qrels = pd.DataFrame({"qid": ["q"] * 3, "docno": ["d1", "d2", "d3"], "grade": [1, 0, 1]})
    >>> run = pd.DataFrame({"qid": ["q"] * 2, "docno": ["d1", "d2"], "score": [1.0, 1.0]})
    >>> for f in disagreements(qrels, run, 5):
    ...     print(f.code, f.queries, f.measure, f.ours, f.theirs)
    ties 1 map 0.25 0.5
    unretrieved 1 map 0.25 0.5
    short 1 P_5 0.2 0.5

    trec_eval puts d2 first (ties go to the larger docno), so AP = (1/2) / 2;
    in the file's order d1 comes first: AP = 1 / 2. Tools that see only the
    retrieved documents divide by the one relevant among them: 0.5.
    """
    cut = {c: CHECKS[c].measure.format(k=k) for c in CHECKS}
    # 2^grade − 1 is a float only up to grade 1023: above, the check counts.
    exponential = int(qrels["grade"].max()) <= MAX_EXP_GRADE if len(qrels) else True
    base = ["map", "num_rel", "num_rel_ret", "num_ret", cut["short"], f"P_minlen_{k}",
            cut["graded"], cut["many_relevant"], f"ap_trunc_{k}"]  # fmt: skip
    base += [f"ndcg_exp_cut_{k}"] if exponential else []
    table, means = evaluate(qrels, run, base, complete=complete)
    qids = table.index
    evaluated_run = run[run["qid"].astype(str).isin(qids)]
    judged = qrels[qrels["qid"].astype(str).isin(qids)]
    found: list[Finding] = []

    def add(code: str, mask: pd.Series, ours=None, theirs=None) -> None:
        mask = mask.reindex(qids, fill_value=False).astype(bool)
        if mask.any():
            n, examples = _queries(mask)
            measure = cut[code] if ours is not None else ""
            found.append(Finding(code, n, examples, measure, ours, theirs))

    tied = _tied(evaluated_run)
    if tied.any():
        _, other = evaluate(qrels, _file_order(run), ["map"], complete=complete)
        add("ties", tied, means["map"], other["map"])
    rounded = evaluated_run.assign(score=evaluated_run["score"].astype(np.float32))
    newly_tied = _tied(rounded) & ~tied.reindex(_tied(rounded).index, fill_value=False)
    if newly_tied.any():
        _, other = evaluate(qrels, run, ["map"], complete=complete, float32_scores=True)
        add("float32", newly_tied, means["map"], other["map"])
    missing = table["num_rel_ret"] < table["num_rel"]
    if missing.any():
        # AP / relevant retrieved: AP ÷ hits over the whole list (K = the longest).
        whole = f"ap_hits_{max(int(table['num_ret'].max()), 1)}"
        _, other = evaluate(qrels, run, [whole], complete=complete)
        add("unretrieved", missing, means["map"], other[whole])
    empty = table["num_rel"] == 0
    if empty.any() and not empty.all():
        add("no_relevant", empty, means["map"], float(table.loc[~empty, "map"].mean()))
    unjudged = sorted(set(run["qid"].astype(str)) - set(qrels["qid"].astype(str)))
    if unjudged and len(table):  # each a query with nothing relevant: 0
        counted = means["map"] * len(table) / (len(table) + len(unjudged))
        found.append(Finding("run_only", len(unjudged), tuple(unjudged[:EXAMPLES]), "map",
                             means["map"], counted))  # fmt: skip
    short = table["num_ret"] < k
    add("short", short, means[cut["short"]], means[f"P_minlen_{k}"])
    graded = (judged["grade"] > 1).groupby(judged["qid"].astype(str)).any()
    if exponential:
        add("graded", graded, means[cut["graded"]], means[f"ndcg_exp_cut_{k}"])
    else:
        add("graded", graded)
    many = table["num_rel"] > k
    add("many_relevant", many, means[cut["many_relevant"]], means[f"ap_trunc_{k}"])
    relevant = judged.loc[judged["grade"] >= 1, ["qid", "docno"]].astype(str)
    scored = evaluated_run.assign(qid=evaluated_run["qid"].astype(str))
    low = scored[scored["score"] <= 0].merge(relevant, on=["qid", "docno"])
    add("nonpositive", pd.Series(True, index=pd.Index(low["qid"].unique())))
    return found

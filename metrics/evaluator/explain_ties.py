"""Tied scores in the search: the run under each tie order (a ranking made
into scores the engine sorts so), and tied scores that share instead of
being ordered (the tie order ``"average"``).

scikit-learn's ``average_precision_score`` takes a tie as one threshold (the
precision after the whole tie, for each relevant item in it), and its
``ndcg_score`` (and torchmetrics' nDCG) gives each tied item the mean gain
of its tie, with the discounts of the ranks the tie spans. No order of the
tied items gives these numbers, so the search computes them here, for the
queries that tie (every other query's value is any order's): AP over every
relevant item (``m``, no cutoff) and nDCG@k with gain = grade, each under
the judgments' variant the search is at (``seen=False``: only the listed
items, as those tools see them).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from .explain_space import ORDERS, SHARED
from .readers import single_precision_scores

#: The family's convention whose tie-sharing form tools print.
AVERAGED = {"map": "m", "ndcg": "linear"}


def averaged(
    family: str, qrels: pd.DataFrame, run: pd.DataFrame, float32: bool, level: int,
    qids: list[str], columns: dict[int | None, str],
) -> dict[str, np.ndarray] | None:  # fmt: skip
    """Each of ``columns``' per-query values (aligned with ``qids``) with
    tied scores sharing; NaN for a query with no tie. None when no query
    ties (at this precision), or the family has no such form.

    >>> qrels = pd.DataFrame({"qid": ["q"] * 2, "docno": ["a", "d"], "grade": [1, 1]})
    >>> run = pd.DataFrame({"qid": ["q"] * 4, "docno": list("abcd"),
    ...                     "score": [1.0, 1.0, 1.0, 0.5]})
    >>> got = averaged("map", qrels, run, False, 1, ["q"], {None: "map"})
    >>> round(float(got["map"][0]), 4)  # a tie of three holding a: 1/2 × 1/3, then d: 1/2 × 2/4
    0.4167
    """
    if family not in AVERAGED:
        return None
    if float32:
        run = single_precision_scores(run)
    ties = run.duplicated(["qid", "score"], keep=False)
    if not ties.any():
        return None
    tied = set(run.loc[ties, "qid"])
    at = {qid: i for i, qid in enumerate(qids)}
    out = {column: np.full(len(qids), np.nan) for column in columns.values()}
    judged = qrels[qrels["qid"].isin(tied)]
    grades = {
        qid: dict(zip(g["docno"], g["grade"], strict=True)) for qid, g in judged.groupby("qid")
    }
    for qid, docs in run[run["qid"].isin(tied)].groupby("qid", sort=False):
        if qid not in at:
            continue
        mine = grades.get(qid, {})
        order, group = tie_groups(docs["score"].to_numpy(float))
        grade = np.array([mine.get(d, 0) for d in docs["docno"].to_numpy(object)[order]], float)
        if family == "map":
            _ap(out, columns, at[qid], grade >= level, group, mine, level)
        else:
            _ndcg(out, columns, at[qid], np.maximum(grade, 0), group, mine)
    return out


def tie_groups(scores: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The items by score, highest first (a tie in the order given), and the
    number of each one's tie, counted from the top.

    >>> order, group = tie_groups(np.array([1.0, 2.0, 1.0, 0.5]))
    >>> order.tolist(), group.tolist()
    ([1, 0, 2, 3], [0, 1, 1, 2])
    """
    order = np.argsort(-scores, kind="stable")
    ranked = scores[order]
    starts = np.r_[0, np.flatnonzero(np.diff(ranked)) + 1]
    return order, np.repeat(np.arange(len(starts)), np.diff(np.r_[starts, len(ranked)]))


def shared_ap(relevant: np.ndarray, group: np.ndarray, m: int) -> float:
    """AP with each tie one threshold (scikit-learn's average_precision_score):
    the precision after a whole tie, for each relevant item in it, over ``m``
    relevant items; 0 when ``m`` is 0."""
    if not m:
        return 0.0
    new = np.bincount(group, weights=relevant)
    return float(np.sum(new / m * new.cumsum() / np.bincount(group).cumsum()))


def shared_dcg(gain: np.ndarray, group: np.ndarray) -> np.ndarray:
    """DCG at every depth, each tied item given its tie's mean gain
    (scikit-learn's ``_tie_averaged_dcg``): entry k - 1 is DCG@k."""
    mean = (np.bincount(group, weights=gain) / np.bincount(group))[group]
    return np.cumsum(mean / np.log2(np.arange(len(gain)) + 2.0))


def _ap(out, columns, i: int, relevant: np.ndarray, group: np.ndarray, mine: dict, level: int):
    """AP with each tie one threshold, over every relevant item judged."""
    out[columns[None]][i] = shared_ap(relevant, group, sum(g >= level for g in mine.values()))


def _ndcg(out, columns, i: int, gain: np.ndarray, group: np.ndarray, mine: dict):
    """nDCG@k with each tied item given its tie's mean gain (every k at once)."""
    ideal = sorted((max(g, 0) for g in mine.values()), reverse=True)
    ideal_discount = 1.0 / np.log2(np.arange(len(ideal)) + 2.0)
    dcg = shared_dcg(gain, group)
    idcg = np.cumsum(np.array(ideal, float) * ideal_discount) if ideal else np.zeros(0)
    for k, column in columns.items():
        depth = len(gain) if k is None else min(k, len(gain))
        best = (idcg[-1] if k is None else idcg[min(len(idcg), k) - 1]) if len(idcg) else 0.0
        got = dcg[depth - 1] if depth else 0.0
        out[column][i] = got / best if best > 0 else 0.0


def _rank_scores(
    run: pd.DataFrame, order: str, float32: bool, grades: np.ndarray | None = None
) -> pd.DataFrame:
    """The run with scores that make trec_eval's sort give ``order``'s
    ranking (``"best"`` needs each row's ``grades``)."""
    if float32:
        run = single_precision_scores(run)
    if order == "trec":
        return run
    score = run["score"].to_numpy(float)
    position = np.arange(len(run))
    names = run["docno"].to_numpy(object)
    qid_codes = pd.factorize(run["qid"])[0]
    if order == "file":
        ranked = np.lexsort((position, -score, qid_codes))
    elif order == "best":  # the highest grade first, then trec_eval's order
        name_rank = pd.Series(names).rank(method="dense").to_numpy()
        ranked = np.lexsort((-name_rank, -grades, -score, qid_codes))
    else:  # document name A to Z: rank of the name among all names, then the sort
        name_rank = pd.Series(names).rank(method="dense").to_numpy()
        ranked = np.lexsort((name_rank, -score, qid_codes))
    new = np.empty(len(run))
    new[ranked] = -np.arange(len(run), dtype=float)  # decreasing along the wanted order
    return run.assign(score=new)


def _ranking_key(run: pd.DataFrame) -> bytes:
    """Each query's documents in trec_eval's order, as bytes to compare."""
    ordered = run.sort_values(["qid", "score", "docno"], ascending=[True, False, False])
    return "\x00".join(ordered["qid"] + "\x01" + ordered["docno"]).encode()


def run_variants(
    run: pd.DataFrame, qrels: pd.DataFrame | None = None
) -> tuple[dict[tuple, pd.DataFrame], dict[tuple, tuple]]:
    """The run under each tie order and score precision, each distinct
    ranking once: ``{(order, float32): run}``, and for every pair the pair
    whose ranking it equals. The order ``"best"`` (each tie's highest grade
    first: code that sorts by score and then label) needs ``qrels``."""
    variants: dict[tuple, pd.DataFrame] = {}
    first_of: dict[bytes, tuple] = {}
    run_of: dict[tuple, tuple] = {}
    grades = None
    if qrels is not None:
        judged = qrels.set_index(["qid", "docno"])["grade"]
        at = pd.MultiIndex.from_frame(run[["qid", "docno"]])
        grades = judged.reindex(at).fillna(0).to_numpy(float)
    for float32 in SHARED["float32"]:
        for order in ORDERS:
            if order == "best" and grades is None:
                continue
            changed = _rank_scores(run, order, float32, grades)
            first = first_of.setdefault(_ranking_key(changed), (order, float32))
            run_of[(order, float32)] = first
            if first == (order, float32):
                variants[first] = changed
    return variants, run_of

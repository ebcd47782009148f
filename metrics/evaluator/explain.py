r"""Why two tools print different numbers: the conventions behind a number.

Give it the judgments, the run and the numbers tools printed for one measure
family; it computes the family's mean under every combination of the
conventions that change it, and names, for each number, the combinations
that reproduce it, fewest departures from trec_eval's first.

The conventions and their options are :mod:`metrics.evaluator.explain_space`.

Every value comes from the evaluator's own measures (:mod:`metrics.measures`:
``map_cut``, ``ap_trunc``, ``ap_hits``, ``ap_meanP``, ``P``, ``P_minlen``,
``ndcg_cut``, ``ndcg_exp_cut``, ``recip_rank``, ``recall``…) on inputs
changed to carry the convention (a tie order becomes scores; an unretrieved
item's grade becomes 0), then averaged by each rule for queries that have
nothing relevant or no ranking. A number given as ``0.41`` is reproduced by a
value that rounds to it at two decimals.

>>> qrels = {"1": {"B": 1, "D": 1, "Z": 1}, "2": {"A": 1}, "3": {"B": 0}}
>>> run = {"1": {"A": 5, "B": 4, "C": 3, "D": 2, "E": 1}, "2": {"A": 2, "B": 1}, "3": {"A": 1}}
>>> e = explain_numbers(qrels, run, ["0.444", "0.667"], "map_cut.5")
>>> round(e.trec_value, 4)
0.4444
>>> e.answers[0].matches[0].differences
()
>>> e.answers[1].matches[0].differences
('empty',)
>>> e.separating
('empty',)
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace

import numpy as np
import pandas as pd

from ..judged import Options
from ..tools.registry import TOOLS, VARIANTS
from .explain_errors import ExplainInputError
from .explain_gap import Inputs, separations
from .explain_models import tool_numbers, weighed
from .explain_names import level_of
from .explain_space import (  # noqa: F401 (the search space, re-exported)
    DECISIONS,
    FAMILIES,
    FAMILY_OF,
    LESSONS,
    MAX_K,
    ORDERS,
    SHARED,
    TREC_NAMES,
    WHOLE_AT_LONGEST,
    WORDS,
    Answer,
    Explanation,
    Match,
    Pair,
    Reading,
    cwl_scaled,
    parse_number,
    parse_numbers,
    query_frames,
    reference_of,
)
from .explain_ties import AVERAGED, averaged
from .explain_ties import run_variants as ranked_variants
from .explain_tools import NUMBER_OF, empty_rule, tool_fits, tools_for  # noqa: F401 (tool_fits: this module's API too)
from .requests import parse_requests
from .vectorised import evaluate_columns, frame_columns, vectorised_columns

#: The families in which some modelled tool scores a query with nothing
#: relevant 1 (the search tries that rule only there).
ONE_FAMILIES = frozenset(
    family for tool in (*TOOLS, *VARIANTS) for family in NUMBER_OF
    if empty_rule(tool, family) == "one"
)  # fmt: skip


def explain_numbers(
    qrels: Mapping | pd.DataFrame,
    run: Mapping | pd.DataFrame,
    numbers: str | Sequence,
    measure: str = "map",
    *,
    k: int | None = None,
    max_k: int = MAX_K,
    nearest: int = 5,
) -> Explanation:
    r"""Which conventions reproduce each number printed for ``measure``.

    Parameters
    ----------
    qrels, run : dict ``{qid: {docno: grade / score}}`` or DataFrame
        As for :func:`metrics.evaluate`; a run's scores decide its order (a
        tie by the convention searched).
    numbers : str or sequence
        The numbers the tools printed (``"0.41, 0.52"``, ``["0.41", 0.52]``,
        ``"41%"``); each is matched at the decimals it was given with.
    measure : str, default "map"
        The measure as named (``map``, ``map_cut.10``, ``P.10``,
        ``ndcg_cut.10``, ``recip_rank``, ``recall.100``, or ir-measures'
        ``AP@10``…): its family is searched; its cutoff counts as trec_eval's.
    k : int, optional
        The cutoff the tools were asked for, when ``measure`` names none
        (``recip_rank`` with ``k=10`` is RR@10); it counts as trec_eval's.
    max_k : int, default 1000
        The longest cutoff searched.
    nearest : int, default 5
        How many nearest readings to give for a number nothing reproduces.

    Returns
    -------
    Explanation
        For each number, every reading whose value rounds to it, ordered
        by how few conventions depart from trec_eval's (then by cutoff
        distance, then by closeness); degenerate rule: a reading that
        leaves every query out gives no value and matches nothing.

    Examples
    --------
    Two queries; the second has nothing relevant. trec_eval scores it 0:

    >>> qrels = {"a": {"x": 1, "y": 1}, "b": {"x": 0}}
    >>> run = {"a": {"x": 2.0, "z": 1.0, "y": 0.5}, "b": {"x": 1.0}}
    >>> e = explain_numbers(qrels, run, "0.42 0.83", "map")
    >>> [a.matches[0].reading.empty for a in e.answers]
    ['zero', 'skip']
    """
    from .api import _frame

    started = time.perf_counter()
    family, ref_k = reference_of(measure)
    if k is not None:
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise ValueError(f"k: expected a whole number of at least 1, got {k!r}")
        ref_k = k
    # No numbers (an empty sequence): only trec_eval's value and the spread.
    parsed = parse_numbers(numbers) if isinstance(numbers, str) or len(numbers) else []
    if not isinstance(max_k, int) or max_k < 1:
        raise ValueError(f"max_k: expected a whole number of at least 1, got {max_k!r}")
    qrels_frame, run_frame = _frame(qrels, "grade", "qrels"), _frame(run, "score", "run")
    qrels_frame["grade"] = qrels_frame["grade"].astype(np.int64)
    named_level = level_of(measure)  # ir-measures' rel=2: the tools' option, and the reference's
    said = tool_numbers(qrels_frame, run_frame, family, ref_k, named_level)
    ranked_qids = set(run_frame["qid"])
    judged_qids = set(qrels_frame["qid"])
    evaluated = ranked_qids & judged_qids
    if not evaluated:
        raise ExplainInputError(
            "nothing_in_common", "qrels, run: no query has both judgments and a ranking"
        )
    run_frame = run_frame[run_frame["qid"].isin(evaluated)].reset_index(drop=True)
    longest = int(run_frame.groupby("qid").size().max())
    last_k = min(longest, max_k)
    ks = list(range(1, last_k + 1))
    if ref_k is not None and ref_k not in ks:
        ks.append(ref_k)
    notes = []
    if longest > max_k:
        notes.append(f"cutoffs searched up to {max_k}; the longest list has {longest}")

    run_variants, run_of = ranked_variants(run_frame, qrels_frame)
    same: dict[str, dict] = {}
    same["run"] = run_of  # (order, float32) -> the pair computed for it
    same["order"] = {o: run_of[(o, False)][0] for o in ORDERS}
    same["float32"] = {f: run_of[("trec", f)][1] for f in SHARED["float32"]}
    levels, seens, listed = _judgment_variants(qrels_frame, run_frame, family, same)
    missing_qids = sorted(judged_qids - ranked_qids)
    run_only_qids = sorted(ranked_qids - judged_qids)
    variants = FAMILIES[family]
    wanted = {v: _columns_for(family, v, ks, longest) for v in variants}
    k_options: list[int | None] = sorted({k for cols in wanted.values() for k in cols} - {None})
    if family == "rr":
        k_options = ks
    k_options = [None, *k_options]

    readings: list[Reading] = []
    values: list[float] = []
    top = float(qrels_frame["grade"].max())
    for level in levels:
        for seen in seens:
            q = qrels_frame
            if not seen:
                q = q.assign(grade=np.where(listed, q["grade"].to_numpy(), 0))
            for reading, value in _readings(
                family, q, run_variants, wanted, k_options, missing_qids, level, seen, run_frame,
                len(run_only_qids), top,
            ):  # fmt: skip
                readings.append(reading)
                values.append(value)
    reference = Reading(
        family, next(iter(variants)), ref_k, level=2 if named_level > 1 and 2 in levels else 1
    )
    value_of = dict(zip(readings, values, strict=True))
    trec_value = value_of[reference]
    same["missing"] = {"skip": "skip", "zero": "zero" if missing_qids else "skip"}
    same["run_only"] = {"skip": "skip", "empty": "empty" if run_only_qids else "skip"}
    # Where the rule for empty queries decides a number other than through
    # queries only the run has (those count only in run_only "empty" readings).
    same["empty_by"] = {
        (r.level, r.seen): True for r in readings if r.empty != "zero" and r.run_only == "skip"
    }
    same["tied"] = bool(run_frame.duplicated(["qid", "score"]).any())
    tied = run_frame.loc[run_frame.duplicated(["qid", "score"], keep=False), "qid"]
    tied_queries = tuple(dict.fromkeys(tied.astype(str)))
    sharers = tuple(
        t.name for t in TOOLS if tied_queries and set(NUMBER_OF[family]) & set(t.averages_ties)
    )
    relevant = qrels_frame[qrels_frame["grade"] >= 1]
    scored = run_frame.merge(relevant[["qid", "docno"]], on=["qid", "docno"])
    same["nonpositive"] = bool((scored["score"] <= 0).any())
    covered = {
        "variant": tuple(variants), "k": tuple(k_options), "order": tuple(dict.fromkeys(same["order"].values())),
        "float32": tuple(dict.fromkeys(same["float32"].values())), "level": tuple(levels),
        "seen": tuple(seens), "empty": tuple(dict.fromkeys(r.empty for r in readings)),
        "missing": tuple(dict.fromkeys(r.missing for r in readings)),
        "run_only": tuple(dict.fromkeys(r.run_only for r in readings)),
    }  # fmt: skip
    array = np.array(values)
    answers = [
        _answer(given, number, decimals, array, readings, reference, same, ref_k, longest, nearest)
        for given, number, decimals in parsed
    ]
    at_k = array[np.array([r.k == ref_k for r in readings], dtype=bool)]
    answers = [weighed(a, said, at_k, ref_k) for a in answers]
    inputs = Inputs(
        qrels_frame, listed, run_variants, run_of, tuple(missing_qids), longest, run_frame,
        tuple(run_only_qids),
    )  # fmt: skip
    # What separates two numbers rests only on readings a tool or the
    # number itself grounds, never on a match that may be chance.
    pairs = separations([replace(a, matches=a.rests_on) for a in answers], inputs)
    separating, pair = (
        (pairs[0].separating, pairs[0].readings)
        if pairs and (pairs[0].first, pairs[0].second) == (0, 1)
        else ((), None)
    )
    counts, edges = np.histogram(array, bins=100, range=(0.0, 1.0))
    spread = tuple((round(float(edges[i]), 2), int(c)) for i, c in enumerate(counts) if c)
    return Explanation(
        family=family, reference=reference, trec_value=trec_value, answers=tuple(answers),
        separating=separating, pair=pair, covered=covered, same=same,
        combinations=len(readings),
        queries=len(evaluated) + len(missing_qids) + len(run_only_qids),
        seconds=time.perf_counter() - started, longest=longest, notes=tuple(notes),
        spread=spread, pairs=pairs, tied_queries=tied_queries, shares_ties=sharers, inputs=inputs,
        tools=said,
    )  # fmt: skip


def _judgment_variants(
    qrels_frame: pd.DataFrame, run_frame: pd.DataFrame, family: str, same: dict
) -> tuple[list[int], list[bool], np.ndarray]:
    """The judgments' variants: relevant from grade 1 or 2 (``levels``);
    unretrieved relevant items kept or given grade 0 (``seens``; the query
    stays judged); and which judgments the run retrieved (``listed``). Fills
    ``same``'s ``seen`` and ``level``: a variant that changes nothing here
    reads as the one it equals."""
    grades = qrels_frame["grade"].to_numpy()
    levels = [1]
    if family != "ndcg" and (grades == 1).any():  # else grade 2 changes nothing
        levels.append(2)
    retrieved = set(zip(run_frame["qid"], run_frame["docno"], strict=True))
    listed = np.fromiter(
        ((q, d) in retrieved for q, d in zip(qrels_frame["qid"], qrels_frame["docno"], strict=True)),
        bool, len(qrels_frame),
    )  # fmt: skip
    hidden = ~listed & (grades > 0)  # in a query the run lacks, too
    seens = [True, False] if hidden.any() else [True]
    same["seen"] = {True: True, False: False if hidden.any() else True}
    same["level"] = {1: 1, 2: 2 if len(levels) > 1 else 1}
    return levels, seens, listed


def _columns_for(family: str, variant: str, ks: list[int], longest: int) -> dict[int | None, str]:
    """The engine's columns for one ``variant``: K -> column; K ``None`` is
    the whole list."""
    whole, cut = FAMILIES[family][variant]
    out: dict[int | None, str] = {}
    if family == "rr":
        return {None: "recip_rank"}
    if whole is not None:
        out[None] = whole
    (request,) = parse_requests([f"{cut}.{','.join(map(str, ks))}"])
    for name in request.names:
        out[int(name.rsplit("_", 1)[1])] = name
    if (family, variant) in WHOLE_AT_LONGEST and longest in out:
        out[None] = out[longest]
    return out


def _readings(
    family: str, q: pd.DataFrame, run_variants: dict, wanted: dict, k_options: list,
    missing_qids: list, level: int, seen: bool, run: pd.DataFrame, n_run_only: int = 0,
    top: float = 1.0,
) -> Iterator[tuple[Reading, float]]:  # fmt: skip
    """Every reading of one judgments' variant ``q`` (at ``level``,
    ``seen``) and its mean: one engine call per run variant computes every
    convention's columns at once (binary gain reads other grades); then,
    where scores tie, the readings whose ties share (order ``"average"``,
    :mod:`metrics.evaluator.explain_ties`), from the run's own scores.
    ``n_run_only`` queries only the run has count, in the readings that
    count them, as queries with nothing relevant. ``top``: the judgments'
    highest grade (cwl_eval's gains are grades divided by it)."""
    groups: dict[bool, list[str]] = {}
    for variant in FAMILIES[family]:
        groups.setdefault(family == "ndcg" and variant == "binary", []).append(variant)
    for binary, group in groups.items():
        q_use = q.assign(grade=(q["grade"].to_numpy() >= 1).astype(np.int64)) if binary else q
        relevant = q_use[q_use["grade"] >= (level if family != "ndcg" else 1)]
        has_relevant = set(relevant["qid"])
        n_missing = len(missing_qids)
        missing_empty = (
            sum(1 for qid in missing_qids if qid not in has_relevant) if seen else n_missing
        )
        cols = list(dict.fromkeys(c for v in group for c in wanted[v].values()))
        options = Options(level=level)
        names = vectorised_columns(parse_requests(cols), options)
        for (order, float32), r in run_variants.items():
            qids, got, _ = evaluate_columns(
                frame_columns(q_use, "grade"), frame_columns(r, "score"), names, options
            )
            empty = np.array([qid not in has_relevant for qid in qids])
            base = {"order": order, "float32": float32, "level": level, "seen": seen}
            for variant in group:
                values = got
                if variant == "cwl":  # DCG@K made cwl_eval's NDCG-k
                    values = {c: cwl_scaled(got[c], k, top) for k, c in wanted[variant].items()}
                yield from _means(
                    family, variant, values, wanted[variant], k_options, empty,
                    n_missing, missing_empty, base, n_run_only,
                )  # fmt: skip
            shared = AVERAGED.get(family)
            if order != "trec" or shared not in group:
                continue
            cols = {k: c for k, c in wanted[shared].items() if family != "map" or k is None}
            ties = averaged(family, q_use, run, float32, level, qids, cols)
            if ties is not None:  # each tied query's value, the others' as ranked
                got = {c: np.where(np.isnan(v), got[c], v) for c, v in ties.items()}
                yield from _means(
                    family, shared, got, cols, k_options, empty, n_missing, missing_empty,
                    {**base, "order": "average"}, n_run_only,
                )  # fmt: skip


def _answer(
    given: str, number: float, decimals: int, array: np.ndarray, readings: list[Reading],
    reference: Reading, same: dict, ref_k: int | None, longest: int, nearest: int,
) -> Answer:  # fmt: skip
    """One printed number's answer: every reading whose value rounds to it at
    the decimals it was given with; when none does, the ``nearest``."""
    tolerance = 0.5 * 10.0**-decimals + 1e-9
    close = np.abs(array - number) <= tolerance
    found = [_match(readings[i], float(array[i]), reference, same) for i in np.flatnonzero(close)]
    found.sort(key=lambda m: _rank(m, number, ref_k, longest))
    near: list[Match] = []
    if not found:
        order = np.argsort(np.abs(array - number), kind="stable")[: nearest * 20]
        near = sorted(
            (_match(readings[i], float(array[i]), reference, same) for i in order),
            key=lambda m: (round(abs(m.value - number), 12), _rank(m, number, ref_k, longest)),
        )[:nearest]
    return Answer(given, number, decimals, tuple(found), tuple(near))


def explain_lists(
    queries: Sequence, numbers: str | Sequence, measure: str = "map", **kwargs
) -> Explanation:
    """:func:`explain_numbers` for a query set of ranked lists, each a
    ``(ranking, judgments)`` pair: the list's order is its ranking (no ties).

    >>> e = explain_lists([(["A", "B"], {"B": 1, "Z": 1})], "0.5", "map")
    >>> [(m.differences, m.tools) for m in e.answers[0].matches][:2]
    [(('seen',), ('scikit-learn', 'TF-Ranking')), (('variant', 'seen'), ('torchmetrics',))]
    """
    qrels, run = query_frames(queries)
    return explain_numbers(qrels, run, numbers, measure, **kwargs)


def _means(
    family: str, variant: str, got: dict, columns: dict, k_options: list, empty: np.ndarray,
    n_missing: int, missing_empty: int, base: dict, n_run_only: int = 0,
) -> Iterator[tuple[Reading, float]]:  # fmt: skip
    """Every reading one engine call gives for one convention of the family:
    each cutoff, each rule for queries with nothing relevant (only where some
    query has nothing relevant), for queries the run lacks (only where the
    run lacks some) and for queries only the run has (only where it has
    some: left out, or counted as queries with nothing relevant)."""
    for k in k_options:
        if family == "rr":  # RR@K from RR: 1/rank when rank <= K
            rr = got["recip_rank"]
            per = rr if k is None else np.where(rr >= 1.0 / k, rr, 0.0)
        elif k in columns:
            per = got[columns[k]]
        else:
            continue
        judged_empty = bool(empty.any() or missing_empty)
        for rule in SHARED["empty"]:
            if rule == "one" and family not in ONE_FAMILIES:
                continue
            for missing in SHARED["missing"] if n_missing else ("skip",):
                for run_only in SHARED["run_only"] if n_run_only else ("skip",):
                    if rule != "zero" and not judged_empty and run_only == "skip":
                        continue  # no query the rule applies to
                    counted = n_run_only if run_only == "empty" else 0
                    value = _mean(per, empty, rule, missing, n_missing, missing_empty, counted)
                    if value is not None:
                        yield Reading(family, variant, k, empty=rule, missing=missing,
                                      run_only=run_only, **base), value  # fmt: skip


def _mean(per, empty, rule, missing, n_missing, missing_empty, run_only=0) -> float | None:
    """The mean over queries under a rule for queries with nothing relevant
    (``zero``, ``skip``, ``one``) and for queries the run lacks (``skip``,
    ``zero``); ``run_only`` queries only the run has count as queries with
    nothing relevant."""
    extra = (n_missing if missing == "zero" else 0) + run_only
    extra_empty = (missing_empty if missing == "zero" else 0) + run_only
    if rule == "zero":
        count = len(per) + extra
        total = float(per.sum())
    elif rule == "skip":
        count = int((~empty).sum()) + extra - extra_empty
        total = float(per[~empty].sum())
    else:
        count = len(per) + extra
        total = float(per[~empty].sum()) + int(empty.sum()) + extra_empty
    return total / count if count else None


def _rank(m: Match, number: float, ref_k: int | None, longest: int) -> tuple:
    k = m.reading.k
    distance = 0 if k == ref_k else abs((k or longest) - (ref_k or longest)) + 1
    return (len(m.differences), distance, not m.tools, round(abs(m.value - number), 12))


def _match(reading: Reading, value: float, reference: Reading, same: dict) -> Match:
    return Match(reading, value, reading.differences(reference), tools_for(reading, same))

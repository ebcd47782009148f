"""The per-query engine: every query evaluated as trec_eval's main loop
(``trec_eval.c``) evaluates it, one at a time, by each measure's reading of
trec_eval's C (:attr:`~metrics.measures.base.Measure.reading`). It computes
any measure with any parameters and every option; the vectorised engine
(:mod:`metrics.evaluator.vectorised`) is faster where it applies, and
:mod:`metrics.evaluator.router` gives each measure to one of them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from ..judged import BOGUS_DOCNO, Options, judge
from ..measures.base import Measure
from .files import NoQueryInCommon
from .requests import Request, check_format

#: What trec_eval's ``-Z`` gives a value whose mean and standard deviation
#: are not in the Z-score file (``MISSING_ZSCORE_VALUE``).
MISSING_ZSCORE = -1000000.0


def zscore(value: float, reference: tuple[float, float] | None) -> float:
    """A query's value in standard deviations from the reference mean
    (trec_eval's ``-Z``, ``convert_zscores.c``).

    .. math:: z = \\frac{v - \\mu}{\\sigma}

    Degenerate input: no reference (the query or the measure is not in the
    Z-score file) → :data:`MISSING_ZSCORE`; σ = 0 → 0 when v = μ, else
    :data:`MISSING_ZSCORE`.

    A map of 0.3 where the reference runs average 0.2 with a standard
    deviation of 0.05 is two deviations above:

    >>> round(zscore(0.3, (0.2, 0.05)), 4), zscore(0.2, (0.2, 0.0)), zscore(0.3, None)
    (2.0, 0.0, -1000000.0)
    """
    if reference is None:
        return MISSING_ZSCORE
    mean, stddev = reference
    if stddev:
        return (value - mean) / stddev
    return 0.0 if value == mean else MISSING_ZSCORE


def _cleaned(name: str, value: object) -> object:
    """A value of a query the run lacks, under ``-c``, after trec_eval's
    clean-up of its made-up ranking (one unknown document, trec_eval.c):
    num_ret, utility, relstring and rbp_resid are reset when their printed
    name is exactly that (``strcmp``), every ``unj…`` whatever its cutoffs
    (``strncmp`` of 3 letters). So the lines named with parameters keep what
    the made-up document gives them: ``relstring_5`` is ``'-'`` (a document
    not in the qrels), ``utility_2,-1,0,0`` is -1 (one non-relevant
    document retrieved), ``rbp_resid_p=0.8`` is 1 (everything unjudged).

    >>> _cleaned("relstring", "-"), _cleaned("relstring_5", "-"), _cleaned("unj_5", 0.2)
    ('', '-', 0.0)
    """
    if name == "relstring":
        return ""
    if name in ("num_ret", "utility", "rbp_resid") or name.startswith("unj"):
        return 0.0
    return value


def evaluate(
    judgments: dict[str, dict[str, int]],
    rankings: dict[str, list[tuple[str, float]]],
    requests: Sequence[Request],
    options: Options | None = None,
    run_id: str = "",
) -> tuple[list[tuple[str, list[tuple[str, object]]]], list[tuple[str, object]]]:
    """Every requested measure for every query, and the ``all`` values.

    Queries are taken in byte order of their ids from the qrels; a query only
    in the run is ignored; one only in the qrels is ignored too (trec_eval
    9.x; 10.0 stops with an error) unless ``options.complete``.

    Returns ``(per_query, summary)``: ``per_query`` is a list of
    ``(qid, [(name, value), ...])`` and ``summary`` ``[(name, value), ...]``;
    a value is a float, or a string for ``runid`` and ``relstring``.

    >>> from metrics.evaluator.requests import parse_requests
    >>> per_query, summary = evaluate(
    ...     {"q1": {"b": 1, "z": 1}}, {"q1": [("a", 3.0), ("b", 2.0)]},
    ...     parse_requests(["map", "P.2"]))
    >>> per_query
    [('q1', [('map', 0.25), ('P_2', 0.5)])]
    """
    qids = sorted(judgments, key=lambda q: q.encode("utf-8"))
    queries = ((qid, judgments[qid], rankings.get(qid)) for qid in qids)
    return evaluate_each(queries, requests, options, run_id)


def evaluate_each(
    queries: Iterable[tuple[str, dict[str, int], list[tuple[str, float]] | None]],
    requests: Sequence[Request],
    options: Options | None = None,
    run_id: str = "",
    emit: Callable[[str, list[tuple[str, object]]], None] | None = None,
    zscores: Mapping[tuple[str, str], tuple[float, float]] | None = None,
) -> tuple[list[tuple[str, list[tuple[str, object]]]], list[tuple[str, object]]]:
    """:func:`evaluate` over ``(qid, judgments, ranking)`` triples, one query at
    a time, already in trec_eval's order (every query with judgments; the
    ranking None where the run has none), as
    :func:`metrics.evaluator.readers.each_query` makes them without holding every query's
    Python objects at once. With ``emit``, each query's values are handed to
    it as they are computed and not kept (``per_query`` then lists the
    evaluated queries with no values): a hundred values for each of 50,000
    queries take half a GB as Python objects. With ``zscores`` (trec_eval's
    ``-Z``: ``{(qid, measure name): (mean, stddev)}``), each value is
    replaced by its :func:`zscore` before it is printed or averaged."""
    options = options or Options()
    check_format(requests, options)
    totals: dict[str, float] = {}
    per_query = []
    n_judged = judged_relevant = 0
    for qid, judged, ranking in queries:
        n_judged += 1
        if options.preferences:
            groups = []
        else:
            groups = list(judged.values()) if options.judgment_groups else [judged]
        if options.complete:
            judged_relevant += sum(g > 0 for group in groups for g in group.values())
        bogus = ranking is None
        if bogus:
            if not options.complete:
                continue
            ranking = [(BOGUS_DOCNO, 1.0)]
        if options.preferences:  # the prefs_* measures
            from .preferences import form_preferences

            seen = form_preferences(judged, ranking, options)
        elif options.judgment_groups:  # one Judged per group (the *_avgjg measures)
            seen = tuple(judge(group, ranking, options) for group in groups)
        else:
            seen = judge(judged, ranking, options)
        values: list[tuple[str, object]] = []
        for r in requests:
            if r.measure.reading is None:  # runid, num_q: the engine's own
                continue
            got = r.measure.reading(seen, options, r.params)
            values += zip(r.names, got if isinstance(got, list) else [got])
        if bogus:
            values = [(n, _cleaned(n, v)) for n, v in values]
        if zscores is not None:
            values = [
                (n, v if isinstance(v, str) else zscore(v, zscores.get((qid, n))))
                for n, v in values
            ]
        for name, value in values:
            if not isinstance(value, str):
                totals[name] = totals.get(name, 0.0) + value
        if emit is not None:
            emit(qid, values)
        per_query.append((qid, values if emit is None else []))
    if not per_query:
        raise NoQueryInCommon()
    n = n_judged if options.complete else len(per_query)
    summary: list[tuple[str, object]] = []
    for r in requests:
        if r.measure.name == "runid":
            summary.append(("runid", run_id))
        graded = float(judged_relevant) if options.complete else None
        summary += [
            (name, all_value(r.measure, name, totals.get(name, 0.0), n, graded))
            for name in r.names
            if r.measure.average != "none"
        ]
    return per_query, summary


def all_value(
    measure: Measure, name: str, total: float, n: int, graded: float | None = None
) -> float:
    """The ``all`` line of output ``name`` of ``measure``, for both engines:
    :meth:`~metrics.measures.base.Measure.summarise` of ``total`` (the
    per-query values added in query order, one at a time) over ``n``
    queries; ``num_q`` is ``n`` itself. Under ``-c``, trec_eval's ``all``
    line of ``num_rel`` is ``graded``, every judgment with a grade above 0
    in the qrels, whatever ``-l`` says.

    >>> from metrics.measures import MEASURES
    >>> all_value(MEASURES["map"], "map", 1.5, 3), all_value(MEASURES["num_q"], "num_q", 0, 3)
    (0.5, 3.0)
    >>> all_value(MEASURES["num_rel"], "num_rel", 4.0, 2, graded=7.0)
    7.0
    """
    if measure.average == "count":
        return float(n)
    if name == "num_rel" and graded is not None:
        total = graded
    return measure.summarise(total, n)

"""The command line's per-query engine: reading ``-m`` arguments (trec_eval's
names, and ir-measures' through :func:`measure_name`), evaluating
every query as trec_eval's main loop does (its lines print through
:mod:`metrics.trec_output`).

The measures are described in :mod:`metrics.trec_measures` and computed
in :mod:`metrics.trec_formulas` and :mod:`metrics.trec_prefs`; the vectorised engine (:mod:`metrics.batch`)
takes the same requests when it has every measure asked for.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from .trec_formulas import MIN_GEO_MEAN
from .trec_judged import BOGUS_DOCNO, Options, atof, atol, judge
from .trec_measures import MEASURES, NICKNAMES, TrecMeasure


def describe(name: str) -> str:
    """A measure's description as the command line's ``--describe`` prints it.

    >>> print(describe("map"))
    map: average precision, / all relevant documents
      formula:      AP = (1/R) sum_i rel(i) P@i
      degenerate:   R = 0 or nothing relevant retrieved: 0
      'all' line:   mean over queries
      computed by:  trec_eval map / map_cut_k; pytrec_eval (trec_eval 9); ir-measures AP; ranx map; TF-Ranking MeanAveragePrecisionMetric (when given every judged item, not only the returned list)
    """
    m = MEASURES.get(_split_spec(name)[0])
    if m is None:
        raise ValueError(f"unknown measure {name!r}; see --help for the list")
    average = {"mean": "mean over queries", "sum": "sum over queries", "gm": "geometric mean",
               "count": "number of queries", "none": "not printed"}[m.average]  # fmt: skip
    return (
        f"{m.name}: {m.short}\n  formula:      {m.formula}\n  degenerate:   {m.degenerate}\n"
        f"  'all' line:   {average}\n  computed by:  {'; '.join(m.computed_by)}"
    )


# ---------------------------------------------------------------------------
# Reading -m arguments.


@dataclass(frozen=True)
class Request:
    """A measure to compute, with its parameters and its output names."""

    measure: TrecMeasure
    params: tuple
    names: tuple[str, ...]
    given: str | None = None  #: the parameters as given (``1=3,2=9``), if any


_PRINTED = re.compile(r"^(?P<name>.+?)_(?P<cutoffs>\d+(?:\.\d+)?(?:,\d+(?:\.\d+)?)*)$")


def _split_spec(spec: str) -> tuple[str, str | None, bool]:
    """``(name, parameters, printed form?)`` of one ``-m`` argument."""
    if spec not in MEASURES and spec not in NICKNAMES:
        match = _PRINTED.match(spec)  # the printed form: P_10, iprec_at_recall_0.30
        m = match and MEASURES.get(match["name"])
        if m and m.kind in ("cut_long", "cut_double"):
            return m.name, match["cutoffs"], True
    name, dot, params = spec.partition(".")
    if dot:
        if not params:
            raise ValueError(f"measure {spec!r} has a '.' but no parameters after it")
        return name, params, False
    return name, None, False


def _params(m: TrecMeasure, text: str | None) -> tuple[tuple, tuple[str, ...]]:
    if text is None:
        values: tuple = m.defaults
    elif m.kind == "single":
        raise ValueError(f"measure {m.name!r} takes no parameters")
    elif m.kind == "param_pair":
        pieces = text.split(",")
        if not all("=" in piece for piece in pieces):
            raise ValueError(
                f"measure {m.name!r}: parameters must be name=value pairs, not {text!r}"
            )
        values = tuple((piece.split("=", 1)[0], atof(piece.split("=", 1)[1])) for piece in pieces)
    else:
        read = atol if m.kind == "cut_long" else atof
        values = tuple(read(piece) for piece in text.split(","))
        if m.kind.startswith("cut"):
            values = tuple(sorted(values))
            if m.kind == "cut_long" and values[0] <= 0:
                raise ValueError(f"measure {m.name!r}: cutoffs must be at least 1, not {text!r}")
            if len(set(values)) < len(values):
                raise ValueError(f"measure {m.name!r}: the same cutoff twice in {text!r}")
    if m.kind == "cut_long":
        names = tuple(f"{m.name}_{k}" for k in values)
    elif m.kind == "cut_double":
        names = tuple(f"{m.name}_{v:3.2f}" for v in values)
    else:
        names = (m.name if text is None or m.kind == "single" else f"{m.name}_{text}",)
    return values, names


def parse_requests(specs: Sequence[str] | None) -> list[Request]:
    """``-m`` arguments → the measures to compute, in trec_eval's order.

    A measure is named as trec_eval names it (``P``, ``P.5,10``,
    ``ndcg.1=3,2=9``), by a nickname (``official``, ``all_trec``, ``set``)
    or in its printed form (``P_10``). Without ``-m``: ``official``.

    >>> [r.names for r in parse_requests(["P.10,5", "map"])]
    [('map',), ('P_5', 'P_10')]
    >>> parse_requests(["Q_5"])
    Traceback (most recent call last):
    ...
    ValueError: unknown measure 'Q_5'; see --help for the list
    """
    marked: set[str] = set()
    given: dict[str, str] = {}
    printed: dict[str, list[str]] = {}
    for spec in specs or ["official"]:
        name, params, is_printed = _split_spec(spec)
        if name in NICKNAMES:
            marked.update(NICKNAMES[name])
        elif name in MEASURES:
            marked.add(name)
        else:
            raise ValueError(f"unknown measure {spec!r}; see --help for the list")
        if is_printed:  # P_5 and P_10 add up (trec_eval has no such form)
            printed.setdefault(name, []).extend(params.split(","))
        elif params is not None:
            given.setdefault(name, params)  # trec_eval: the first -m P.x counts
    for name, cutoffs in printed.items():
        known = given.get(name, "").split(",") if name in given else []
        extra = [c for c in dict.fromkeys(cutoffs) if c not in known]
        given[name] = ",".join(known + extra)
    out = []
    block: dict[str, str] = {}  # a shared parameter block's latest parameters
    for name, m in MEASURES.items():
        if name in marked:
            text = given.get(name)
            if m.shares and text is not None:
                block[m.shares] = text
            elif m.shares:
                text = block.get(m.shares)  # named as the block stands when it comes
            out.append(Request(m, *_params(m, text), text))
    # Computed with the block's last parameters, whatever the line is named.
    return [
        Request(r.measure, _params(r.measure, block[r.measure.shares])[0], r.names,
                block[r.measure.shares])
        if r.measure.shares in block
        else r
        for r in out
    ]  # fmt: skip


def hidden_parameters(requests: Sequence[Request]) -> str | None:
    """A note for the reader when a line's name does not show the parameters
    it was computed with, or None.

    trec_eval's ``dcg``, ``ideal_dcg`` and ``ndcg`` share one set of gains
    (:attr:`~metrics.trec_measures.TrecMeasure.shares`): each line is named
    with the parameters given when trec_eval reached it, in its order, and
    all are computed with the last ones given. ``-m ndcg.1=3,2=9 -m dcg``
    prints a ``dcg`` line computed with gains 1=3,2=9 (trec_eval 10.0 then
    crashes after its first ``all`` line; this tool prints them all).

    >>> print(hidden_parameters(parse_requests(["ndcg.1=3,2=9", "dcg"])))
    dcg, ideal_dcg and ndcg share one set of gains, as in trec_eval: the line dcg is computed with 1=3,2=9
    >>> hidden_parameters(parse_requests(["ndcg.1=3,2=9"])) is None
    True
    """
    hidden, text = [], ""
    for r in requests:
        if r.measure.shares and r.given is not None:
            text = r.given
            hidden += [n for n in r.names if n != f"{r.measure.name}_{text}"]
    if not hidden:
        return None
    shared = ", ".join(n for n, m in MEASURES.items() if m.shares)
    shared = " and ".join(shared.rsplit(", ", 1))
    return (
        f"{shared} share one set of gains, as in trec_eval: the line"
        f"{'s' if len(hidden) > 1 else ''} {', '.join(hidden)} "
        f"{'are' if len(hidden) > 1 else 'is'} computed with {text}"
    )


# ---------------------------------------------------------------------------
# Evaluating and printing, as trec_eval's main loop does.

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


#: ir-measures' names → trec_eval's; ``{k}`` is the cutoff (or recall level).
IR_MEASURES = {
    "AP": "map", "AP@": "map_cut.{k}", "nDCG": "ndcg", "nDCG@": "ndcg_cut.{k}",
    "P@": "P.{k}", "R@": "recall.{k}", "RR": "recip_rank", "Success@": "success.{k}",
    "NumRet": "num_ret", "NumRel": "num_rel", "NumRelRet": "num_rel_ret",
    "Rprec": "Rprec", "Bpref": "bpref", "infAP": "infAP", "IPrec@": "iprec_at_recall.{k}",
    "SetP": "set_P", "SetR": "set_recall", "SetF": "set_F", "SetAP": "set_map",
}  # fmt: skip

#: ir-measures' measures whose ``rel=`` (the lowest relevant grade, trec_eval's
#: ``-l``) this library takes; nDCG has no such parameter there.
_REL_OK = {"AP", "AP@", "P@", "R@", "RR", "Success@", "NumRel", "NumRelRet", "Rprec",
           "Bpref", "infAP", "IPrec@", "SetP", "SetR", "SetF", "SetAP"}  # fmt: skip

_IR_NAME = re.compile(r"^(?P<name>[A-Za-z]+)(?:\((?P<params>[^)]*)\))?(?:@(?P<k>\d+(?:\.\d+)?))?$")


def measure_name(name: str) -> tuple[str, int | None]:
    """A measure's trec_eval spelling and its relevance level, if it names one.

    trec_eval names (``P_10``, ``P.10``, ``bpref``) stay as they are;
    ir-measures names (``nDCG@10``, ``AP``, ``R@1000``, ``RR``,
    ``P(rel=2)@10``) are translated, ``rel=`` giving the level.

    >>> measure_name("nDCG@10"), measure_name("AP"), measure_name("P_5")
    (('ndcg_cut.10', None), ('map', None), ('P_5', None))
    >>> measure_name("P(rel=2)@10")
    ('P.10', 2)
    >>> measure_name("nDCG(rel=2)@10")
    Traceback (most recent call last):
    ...
    ValueError: measures: 'nDCG(rel=2)@10' has parameters this library does not take (it takes rel=N on AP, P, R, RR, Success, NumRel, NumRelRet, Rprec, Bpref, infAP, IPrec, SetP, SetR, SetF, SetAP)
    """
    match = _IR_NAME.match(name)
    key = match and match["name"] + ("@" if match["k"] else "")
    if not match or key not in IR_MEASURES:
        return name, None
    level = None
    params = (match["params"] or "").replace(" ", "")
    if params:
        rel = re.fullmatch(r"rel=(-?\d+)", params)
        if not rel or key not in _REL_OK:
            takes = ", ".join(dict.fromkeys(k.rstrip("@") for k in IR_MEASURES if k in _REL_OK))
            raise ValueError(
                f"measures: {name!r} has parameters this library does not take "
                f"(it takes rel=N on {takes})"
            )
        level = int(rel[1])
    return IR_MEASURES[key].format(k=match["k"]), level


#: Measures that need no judgments of their own: allowed with any format.
_ANY_FORMAT = ("runid", "num_q")


def check_format(requests: Sequence[Request], options: Options) -> None:
    """The judgment-group measures (``*_avgjg``) need ``-R qrels_jg``, the
    preference measures (``prefs_*``) ``-R prefs`` or ``-R qrels_prefs``,
    and with either nothing else can be computed (as in trec_eval).

    >>> check_format(parse_requests(["map_avgjg"]), Options())
    Traceback (most recent call last):
    ...
    ValueError: measure map_avgjg needs judgment groups: give -R qrels_jg
    """
    if options.preferences:
        wrong = [r.measure.name for r in requests
                 if not r.measure.prefs and r.measure.name not in _ANY_FORMAT]  # fmt: skip
        if wrong:
            raise ValueError(
                "with -R prefs or -R qrels_prefs only the prefs_* measures (and runid, num_q: "
                f"-m all_prefs) can be computed, not {', '.join(wrong)}"
            )
    elif options.judgment_groups:
        wrong = [r.measure.name for r in requests
                 if not r.measure.groups and r.measure.name not in _ANY_FORMAT]  # fmt: skip
        if wrong:
            allowed = ", ".join(n for n, m in MEASURES.items() if m.groups)
            raise ValueError(
                f"with -R qrels_jg only {allowed} (and runid, num_q: -m qrels_jg) can be "
                f"computed, not {', '.join(wrong)}"
            )
    else:
        wrong = [r.measure.name for r in requests if r.measure.groups]
        if wrong:
            raise ValueError(f"measure {', '.join(wrong)} needs judgment groups: give -R qrels_jg")
        wrong = [r.measure.name for r in requests if r.measure.prefs]
        if wrong:
            raise ValueError(
                f"measure {', '.join(wrong)} needs preferences: give -R prefs or -R qrels_prefs"
            )


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
    :func:`metrics.trec.each_query` makes them without holding every query's
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
            from .trec_prefs import form_preferences

            j = form_preferences(judged, ranking, options)
        elif options.judgment_groups:  # one Judged per group (the *_avgjg measures)
            j = tuple(judge(group, ranking, options) for group in groups)
        else:
            j = judge(judged, ranking, options)
        values: list[tuple[str, object]] = []
        for r in requests:
            if r.measure.compute is None:
                continue
            got = r.measure.compute(j, options, r.params)
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
        raise ValueError("no query has both judgments (qrels) and a ranking (run)")
    n = n_judged if options.complete else len(per_query)
    summary: list[tuple[str, object]] = []
    for r in requests:
        m = r.measure
        if m.average == "none":
            if m.name == "runid":
                summary.append(("runid", run_id))
            continue
        if m.average == "count":
            summary.append(("num_q", float(n)))
            continue
        for name in r.names:
            total = totals.get(name, 0.0)
            if m.average == "sum":
                if name == "num_rel" and options.complete:
                    total = float(judged_relevant)
                summary.append((name, total))
            elif m.average == "gm":
                total += (n - len(per_query)) * math.log(MIN_GEO_MEAN)
                summary.append((name, math.exp(total / n)))
            else:
                summary.append((name, total / n))
    return per_query, summary

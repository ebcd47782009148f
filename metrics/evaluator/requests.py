"""What to compute: ``-m`` arguments (trec_eval's names, its nicknames and
printed forms, and ir-measures' names through :func:`measure_name`) read
into :class:`Request` objects, each a measure of :mod:`metrics.measures`
with its parameters and output names; ``--describe``; and which measures
each judgment format allows. Both engines take the same requests
(:mod:`metrics.evaluator.router` gives each measure to one).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..judged import Options, atof, atol
from ..measures import MEASURES, NICKNAMES
from ..measures.base import AVERAGES, Measure
from ..measures.reader import IR_RBP_PERSISTENCE


def describe(name: str) -> str:
    """A measure's description as the command line's ``--describe`` prints it.

    >>> print(describe("map"))
    map: average precision, / all relevant documents
      formula:      AP = (1/R) sum_i rel(i) P@i
      degenerate:   R = 0 or nothing relevant retrieved: 0
      'all' line:   mean over queries
      computed by:  trec_eval map / map_cut_k; pytrec_eval (trec_eval 9); ir-measures AP; ranx map; TF-Ranking MeanAveragePrecisionMetric (when given every judged item, not only the returned list); trectools get_map
      ir-measures:  AP
    """
    m = MEASURES.get(_split_spec(name)[0])
    if m is None:
        raise ValueError(f"unknown measure {name!r}; see --help for the list")
    lines = [
        f"{m.name}: {m.short}",
        f"  formula:      {m.formula}",
        f"  degenerate:   {m.degenerate}",
        f"  'all' line:   {AVERAGES[m.average]}",
        f"  computed by:  {'; '.join(m.computed_by)}",
    ]
    if m.ir_name:
        lines.append(f"  ir-measures:  {m.ir_name}{'k' if m.ir_name.endswith('@') else ''}")
    if not m.in_trec_eval:
        lines.append("  not in trec_eval: a convention of this library")
    return "\n".join(lines)


# ---------------------------------------------------------------------------
# Reading -m arguments.


@dataclass(frozen=True)
class Request:
    """A measure to compute, with its parameters and its output names."""

    measure: Measure
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


def _params(m: Measure, text: str | None) -> tuple[tuple, tuple[str, ...]]:
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


def expand_nicknames(measures: Iterable[str]) -> list[str]:
    """Each nickname (``official``, ``all_trec``, ``set``, …) as the
    measures it stands for, in trec_eval's order; every other name as given;
    each name once.

    >>> expand_nicknames(["P_5", "set"])[:4]
    ['P_5', 'runid', 'num_q', 'num_ret']
    >>> expand_nicknames(["map", "AP", "map"])
    ['map', 'AP']
    """
    out: list[str] = []
    for name in measures:
        out += list(NICKNAMES[name]) if isinstance(name, str) and name in NICKNAMES else [name]
    return list(dict.fromkeys(out))


def hidden_parameters(requests: Sequence[Request]) -> str | None:
    """A note for the reader when a line's name does not show the parameters
    it was computed with, or None.

    trec_eval's ``dcg``, ``ideal_dcg`` and ``ndcg`` share one set of gains
    (:attr:`~metrics.measures.base.Measure.shares`): each line is named
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


#: ir-measures' names → trec_eval's spelling (``{k}``: the cutoff or recall
#: level), from each measure's ``ir_name``: ``AP`` is map, ``AP@`` map_cut.
IR_MEASURES = {
    m.ir_name: f"{name}.{{k}}" if m.ir_name.endswith("@") else name
    for name, m in MEASURES.items()
    if m.ir_name
}

#: ir-measures' measures whose ``rel=`` (the lowest relevant grade, trec_eval's
#: ``-l``) this library takes; nDCG has no such parameter there.
_REL_OK = {m.ir_name for m in MEASURES.values() if m.ir_name and m.ir_rel}

_IR_NAME = re.compile(r"^(?P<name>[A-Za-z]+)(?:\((?P<params>[^)]*)\))?(?:@(?P<k>\d+(?:\.\d+)?))?$")


def measure_name(name: str) -> tuple[str, int | None]:
    """A measure's trec_eval spelling and its relevance level, if it names one.

    trec_eval names (``P_10``, ``P.10``, ``bpref``) stay as they are;
    ir-measures names (``nDCG@10``, ``AP``, ``R@1000``, ``RR``,
    ``P(rel=2)@10``) are translated, ``rel=`` giving the level.

    >>> measure_name("nDCG@10"), measure_name("AP"), measure_name("P_5")
    (('ndcg_cut.10', None), ('map', None), ('P_5', None))
    >>> measure_name("P(rel=2)@10"), measure_name("NumRet(rel=1)")
    (('P.10', 2), ('num_rel_ret', 1))
    >>> measure_name("RBP(p=0.9)"), measure_name("RBP(p=0.8, rel=1)")
    (('rbp.p=0.9', None), ('RBP.p=0.8', 1))
    >>> measure_name("nDCG(rel=2)@10")
    Traceback (most recent call last):
    ...
    ValueError: measures: 'nDCG(rel=2)@10' has parameters this library does not take (it takes rel=N on NumRel, NumRelRet, AP, Rprec, Bpref, RR, IPrec, P, R, infAP, Success, SetP, SetR, SetAP, SetF, RBP)
    """
    match = _IR_NAME.match(name)
    if match and match["name"] == "RBP":
        return _rbp_name(name, match["params"] or "", match["k"])
    key = match and match["name"] + ("@" if match["k"] else "")
    if not match or key not in IR_MEASURES:
        return name, None
    level = None
    params = (match["params"] or "").replace(" ", "")
    if key == "NumRet" and params:  # NumRet(rel=N): ir-measures' NumRelRet at level N
        key = "NumRelRet"
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


def _rbp_name(name: str, params: str, cutoff: str | None) -> tuple[str, int | None]:
    """ir-measures' ``RBP(p=…, rel=…)``. With ``rel=N`` it is binary (each
    document judged N or above gains 1: cwl-eval's, ir-measures' only
    provider), the measure ``RBP`` at level N; without it ir-measures means
    graded gains, which is trec_eval's ``rbp`` (gains scaled into [0, 1]).
    p is 0.8 unless given, as in ir-measures (trec_eval's own default is 0.9)."""
    if cutoff is not None:
        raise ValueError(
            f"measures: {name!r}: RBP takes no cutoff here (its weights p^(i-1) already fade "
            "down the list); give RBP(p=0.8) or RBP(p=0.8, rel=1)"
        )
    given: dict[str, str] = {}
    for piece in filter(None, params.replace(" ", "").split(",")):
        key, eq, value = piece.partition("=")
        if not eq or key not in ("p", "rel") or key in given:
            raise ValueError(
                f"measures: {name!r}: RBP takes p= (persistence) and rel= (the lowest "
                f"relevant grade), each once, not {piece!r}"
            )
        given[key] = value
    try:
        p = float(given.get("p", IR_RBP_PERSISTENCE))
        level = int(given["rel"]) if "rel" in given else None
    except ValueError:
        raise ValueError(f"measures: {name!r}: p must be a number and rel a whole number") from None
    return (f"rbp.p={p!r}", None) if level is None else (f"RBP.p={p!r}", level)


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

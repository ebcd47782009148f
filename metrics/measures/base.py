"""What a measure is: one :class:`Measure` object per measure, which every
consumer reads (the command line's parsing, ``--help`` and ``--describe``,
both engines, the Python API, the upload page's choices and labels, the
lessons' formulas and the functions they run on a list), and the small
helpers the measures' own code shares.

A measure is computed three ways, each written beside the others in its
family's file (:mod:`metrics.measures`):

* ``reading(judged, options, params)``: one query, as trec_eval's C computes
  it (a line-by-line reading of its ``m_<name>.c``), on the ranking as
  trec_eval sees it (:class:`metrics.judged.Judged`);
* ``kernel(evaluated, cutoff)``: every query at once with numpy, on the
  columns of :class:`metrics.evaluator.vectorised.Evaluated`, to the last bit
  the reading's number; optional: a measure without one runs on the
  per-query engine;
* ``on_list(ranking, judgments, k, **list_options)``: the teaching library's
  function on a ranked list of item names (:mod:`metrics.lists`), where a
  lesson teaches it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from ..judged import Judged, Options
from ..tools.names import labels

#: How a measure's parameters are read and its output lines named:
#: ``single`` no parameters; ``cut_long`` whole-number cutoffs (``P_10``);
#: ``cut_double`` fractions (``iprec_at_recall_0.10``); ``param_double``
#: numbers, named by the text given (``utility_2,-1,0,0``); ``param_pair``
#: ``name=value`` pairs (``ndcg_1=3,2=9``).
KINDS = ("single", "cut_long", "cut_double", "param_double", "param_pair")

#: How a measure's ``all`` line is formed from its per-query values.
AVERAGES = {
    "mean": "mean over queries",
    "sum": "sum over queries",
    "gm": "geometric mean",
    "count": "number of queries",
    "none": "not printed",
}

#: trec_eval's default cutoffs (P, recall, map_cut, ndcg_cut …).
CUTS = (5, 10, 15, 20, 30, 100, 200, 500, 1000)

#: The floor of a value before its logarithm (gm_map, gm_bpref; trec_eval's
#: ``MIN_GEO_MEAN``).
MIN_GEO_MEAN = 0.00001


@dataclass(frozen=True)
class Measure:
    """One measure: its names, words, formula, rules and code.

    Attributes
    ----------
    name : str
        The one name: trec_eval's (``map_cut``), or this library's for a
        convention trec_eval lacks (``ap_trunc``); the command line, the
        word tables, the lessons and the tests all use it.
    short : str
        What it measures, in one line (the command line's ``--help``).
    reading : callable or None
        ``reading(judged, options, params)``: one query's value, or one per
        cutoff, as trec_eval computes it; None for ``runid`` and ``num_q``,
        which the engines form themselves.
    kind : str
        One of :data:`KINDS`.
    defaults : tuple
        Parameters used when ``-m`` gives none (``P``: 5, 10, …).
    kernel : callable or None
        ``kernel(evaluated, cutoff)``: every query's value at once (numpy),
        with the default parameters; None: the per-query engine computes it.
    integer : bool
        Printed as a whole number.
    average : str
        How the ``all`` line is formed, a key of :data:`AVERAGES`
        (:meth:`summarise`).
    printed_per_query : bool
        Printed for each query with ``-q``.
    degenerate : str
        What a query with no relevant document, or none retrieved, gets.
    in_trec_eval : bool
        trec_eval has it under this name (else a convention of this library,
        on the same footing).
    formula : str
        The formula in plain text: R relevant judged, N judged non-relevant,
        n retrieved, rel(i) 1 when rank i is relevant, P@i precision at i.
    computed_by : tuple of str
        Tools that compute it exactly this way (with their own names for it).
    title : str
        Its name in plain words, ``{k}`` standing for the cutoff
        ("Truncated AP@{k}"): the upload page's label.
    question : str
        The one question it answers, for someone who has never heard of it.
    tex : str
        The formula in LaTeX, as the lessons show it.
    ir_name : str
        ir-measures' name for it: ``"AP"`` (no cutoff) or ``"AP@"`` (with
        one, ``AP@10``); empty when ir-measures has none.
    ir_rel : bool
        ir-measures' ``rel=`` (the lowest relevant grade) is taken.
    groups : bool
        Computed over judgment groups (``-R qrels_jg``): ``reading`` takes
        one judged list per group.
    prefs : bool
        Computed from preferences (``-R prefs``).
    shares : str
        A parameter block shared with other measures, as trec_eval's C has it
        (``dcg``, ``ideal_dcg`` and ``ndcg`` hold one set of gains).
    upload : bool
        Offered on the upload page ("Your own data").
    on_list : callable or None
        The teaching library's function on a ranked list of items,
        ``on_list(ranking, judgments, k, **list_options)``.
    list_options : dict
        Keyword arguments for ``on_list`` (for AP, ``convention``: what
        the sum is divided by).
    lesson_name : str
        The lessons' name for it, no cutoff ("Standard AP (÷ all relevant,
        m)"); the title without its cutoff when empty.
    label : str
        A short label for narrow places (table columns, chart legends).
    """

    name: str
    short: str
    reading: Callable | None
    kind: str = "single"
    defaults: tuple = ()
    kernel: Callable | None = None
    integer: bool = False
    average: str = "mean"
    printed_per_query: bool = True
    degenerate: str = "no relevant document scores 0"
    in_trec_eval: bool = True
    formula: str = ""
    computed_by: tuple[str, ...] = ()
    title: str = ""
    question: str = ""
    tex: str = ""
    ir_name: str = ""
    ir_rel: bool = False
    groups: bool = False
    prefs: bool = False
    shares: str = ""
    upload: bool = False
    on_list: Callable | None = None
    list_options: dict = field(default_factory=dict)
    lesson_name: str = ""
    label: str = ""

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"kind must be one of {KINDS}, got {self.kind!r}")
        if self.average not in AVERAGES:
            raise ValueError(f"average must be one of {tuple(AVERAGES)}, got {self.average!r}")

    @property
    def cutoffs(self) -> tuple[int, ...]:
        """Default cutoffs of a ``cut_long`` measure (``P``: 5, 10, …); else ()."""
        return self.defaults if self.kind == "cut_long" else ()

    @property
    def printed_name(self) -> str:
        """Its output name, ``{k}`` standing for the cutoff (``P_{k}``)."""
        return f"{self.name}_{{k}}" if self.cutoffs else self.name

    def column(self, k: int | None = None) -> str:
        """The output name at cutoff ``k`` (``P_10``), or the name alone."""
        return f"{self.name}_{k}" if self.cutoffs and k is not None else self.name

    def summarise(self, total: float, n: int) -> float:
        """The ``all`` line, from ``total`` (the per-query values added in
        query order, one at a time, as trec_eval adds them) over ``n``
        queries: the mean, the sum itself, or the geometric mean
        (``exp`` of the mean of the per-query logarithms the measure gives).
        The one rule both engines and the upload page use.

        >>> m = Measure("x", "", None)
        >>> m.summarise(1.5, 3), Measure("n", "", None, average="sum").summarise(4.0, 2)
        (0.5, 4.0)
        """
        if self.average == "gm":
            return math.exp(total / n)
        if self.average in ("sum", "count"):
            return total
        return total / n

    def __call__(self, ranking, judgments=None, k=None) -> float:
        """Compute it on one ranked list: ``measure(ranking, judgments, k)``."""
        if self.on_list is None:
            raise TypeError(f"measure {self.name!r} has no function on a list of items")
        return self.on_list(ranking, judgments, k, **self.list_options)


# ---------------------------------------------------------------------------
# Helpers of the per-query readings.


_TREC_FULL_OR_CUT = re.compile(r"^trec_eval (?P<full>\w+) / (?P<cut>\w+)_k$")
_TREC_AT_K = re.compile(r"^trec_eval (?P<name>\w+)_k$")
_TREC_WHOLE = re.compile(r"^trec_eval (?P<name>[a-z_]+)$")
_NAME_AT_K = re.compile(r"^(?P<tool>ir-measures|ranx) (?P<name>\w+)$")


def tool_at(entry: str, k: int, n: int) -> str:
    """A :attr:`Measure.computed_by` entry made true for one cutoff ``k`` on a
    list of ``n`` items: the measure that prints that value.

    trec_eval's ``map`` (``ndcg``) is the whole list's, ``map_cut_k`` the top
    k's: the two agree when k covers the list, and only then may a value be
    labelled ``map``. A trec_eval measure with no cutoff of its own
    (``recip_rank``) prints the top k's value when told to read only k
    documents a query (``-M k``). ir-measures and ranx write the cutoff as
    ``@k`` (``AP@5``, ``map@5``), which is right at every k (ir-measures'
    ``P`` has no meaning without it). Other entries are returned as they are.

    >>> tool_at("trec_eval map / map_cut_k", 5, 8)
    'trec_eval map_cut_5'
    >>> tool_at("trec_eval map / map_cut_k", 8, 8)
    'trec_eval map (= map_cut_8)'
    >>> tool_at("trec_eval P_k", 5, 8), tool_at("ranx map", 5, 8), tool_at("ir-measures RR", 5, 8)
    ('trec_eval P_5', 'ranx map@5', 'ir-measures RR@5')
    >>> tool_at("trec_eval recip_rank", 5, 8), tool_at("trec_eval recip_rank", 8, 8)
    ('trec_eval -M 5 recip_rank', 'trec_eval recip_rank')
    >>> tool_at("Kaggle ml_metrics apk / mapk", 5, 8)
    'Kaggle ml_metrics apk / mapk'
    """
    both = _TREC_FULL_OR_CUT.match(entry)
    if both:
        cut = f"{both['cut']}_{k}"
        return f"trec_eval {both['full']} (= {cut})" if k >= n else f"trec_eval {cut}"
    one = _TREC_AT_K.match(entry)
    if one:
        return f"trec_eval {one['name']}_{k}"
    whole = _TREC_WHOLE.match(entry)
    if whole:
        return f"trec_eval -M {k} {whole['name']}" if reads_only_k(entry, k, n) else entry
    named = _NAME_AT_K.match(entry)
    return f"{named['tool']} {named['name']}@{k}" if named else entry


def reads_only_k(entry: str, k: int, n: int) -> bool:
    """Whether trec_eval prints ``entry``'s value at cutoff ``k`` on ``n``
    items only when told to read the top k documents (``-M k``): a trec_eval
    measure with no cutoff of its own, and k below the list.

    >>> reads_only_k("trec_eval recip_rank", 5, 8), reads_only_k("trec_eval recip_rank", 8, 8)
    (True, False)
    >>> reads_only_k("trec_eval map / map_cut_k", 5, 8)
    False
    """
    return k < n and _TREC_WHOLE.match(entry) is not None


def relevant(grade: int, options: Options) -> bool:
    """trec_eval's test: a grade at or above the level ``-l``."""
    return grade >= options.level


def c_divide(top: float, bottom: float) -> float:
    """C's double division: x / 0 is ±inf, 0 / 0 is -nan (x86-64).

    >>> c_divide(1.0, 4.0), c_divide(1.0, 0.0)
    (0.25, inf)
    """
    if bottom:
        return top / bottom
    return -math.nan if top == 0 or math.isnan(top) else math.copysign(math.inf, top)


def at_cutoffs(
    judged: Judged, cutoffs, options: Options, at: Callable[[int, int], float]
) -> list[float]:
    """trec_eval's cutoff loop (``m_P.c`` and its kin): ``at(i, rel_so_far)``
    at each cutoff i, counting the relevant documents above it; a cutoff past
    the end of the ranking sees every retrieved document.

    >>> from metrics.judged import Options, judge
    >>> j = judge({"b": 1}, [("a", 2.0), ("b", 1.0)])
    >>> at_cutoffs(j, (1, 2, 5), Options(), lambda i, rel: rel / i)
    [0.0, 0.5, 0.2]
    """
    values = [0.0] * len(cutoffs)
    index, rel_so_far = 0, 0
    for i, grade in enumerate(judged.rels):
        if i == cutoffs[index]:
            values[index] = at(i, rel_so_far)
            index += 1
            if index == len(cutoffs):
                return values
        rel_so_far += grade >= options.level
    for rest in range(index, len(cutoffs)):
        values[rest] = at(cutoffs[rest], rel_so_far)
    return values


def hits_at(judged: Judged, k: int, options: Options) -> int:
    """Relevant documents in the top ``k``."""
    return sum(relevant(grade, options) for grade in judged.rels[:k])


# ---------------------------------------------------------------------------
# Helpers of the vectorised kernels.


def nth(values: np.ndarray, first: np.ndarray, depth: np.ndarray) -> np.ndarray:
    """The ``depth``-th row (1-based) of groups of rows starting at ``first``;
    0 where ``depth`` is 0.

    >>> nth(np.array([5, 6, 7, 8]), np.array([0, 2, 2]), np.array([2, 1, 0])).tolist()
    [6, 7, 0]
    """
    if not len(values):
        return np.zeros(len(depth), dtype=values.dtype)
    return np.where(depth > 0, values[np.maximum(first + depth - 1, 0)], 0)


_LOG2 = np.zeros(0)


def log2_of(whole: np.ndarray) -> np.ndarray:
    """log2 of whole numbers ≥ 1 as C's maths library gives it, as trec_eval
    (and the readings) compute it. numpy's own ``log2`` differs in the last
    bit for some numbers (1621 is the first, so a rank in a list of 1,620 or
    more), which can move a printed fourth decimal.

    >>> bool(log2_of(np.array([1621]))[0] == math.log2(1621))  # numpy's: not here
    True
    """
    global _LOG2
    whole = np.asarray(whole, dtype=np.int64)
    top = int(whole.max(initial=1))
    if len(_LOG2) <= top:  # a table of every value up to the largest, once
        _LOG2 = np.array([-math.inf, *map(math.log2, range(1, 2 * top + 2))])
    return _LOG2[whole]


def libm(function: Callable[[float], float], values: np.ndarray) -> np.ndarray:
    """``function`` (``math.log``) on each value: numpy's own log and exp
    differ from C's in the last bit for a few values in a thousand.

    >>> libm(math.log, np.array([1.0, math.e])).tolist()
    [0.0, 1.0]
    """
    return np.fromiter(map(function, values.tolist()), dtype=float, count=len(values))


def ratio(top: np.ndarray, bottom: np.ndarray) -> np.ndarray:
    """``top / bottom``, 0 where ``bottom`` is 0.

    >>> ratio(np.array([1.0, 2.0]), np.array([4.0, 0.0])).tolist()
    [0.25, 0.0]
    """
    out = np.zeros_like(top, dtype=float)
    np.divide(top, bottom, out=out, where=bottom > 0)
    return out


class OnList:
    """A function of the teaching library (:mod:`metrics.lists`), imported
    when first used: the command line, which never computes on a list of
    items, then never loads pandas.

    >>> f = OnList("precision", "precision_at_k")
    >>> f(["A", "B"], {"B": 1}, 2), f.function.__name__
    (0.5, 'precision_at_k')
    """

    def __init__(self, module: str, name: str):
        self.module, self.name = module, name

    @property
    def function(self) -> Callable:
        import importlib

        return getattr(importlib.import_module(f"..lists.{self.module}", __package__), self.name)

    def __call__(self, *args, **kwargs):
        return self.function(*args, **kwargs)

    def __repr__(self) -> str:
        return f"{__package__.rpartition('.')[0]}.lists.{self.module}.{self.name}"


#: Who computes a measure as trec_eval 10.0 does, by how far back.
TREC_EVAL = labels("trec_eval_10")
TREC_EVAL_9 = (*TREC_EVAL, *labels("trec_eval_9"))
WITH_IR_MEASURES = (*TREC_EVAL_9, *labels("ir_measures"))

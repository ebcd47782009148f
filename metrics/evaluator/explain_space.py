"""The search space of "why do our numbers differ?": each convention that
changes a family's number, its options in words, the lesson that teaches it,
and the shapes of the answer (:class:`Reading`, :class:`Match`,
:class:`Answer`, :class:`Explanation`); with the parsing of what people type
(numbers as printed, a measure's name).

=========== ================================================ ===================
convention  options (trec_eval's first)                       families
=========== ================================================ ===================
``variant`` AP: ÷ m, ÷ min(m, K), ÷ hits, the mean of P@i     map
            P@K: ÷ K, ÷ min(K, items returned)               P
            nDCG gain: grade, 2^grade − 1, 1 per relevant,   ndcg
            grade ÷ the highest with K such items ideal
``k``       the measure's own K, every K from 1 to the        all
            longest list, the whole list
``order``   ties: document name Z→A, the file's order, A→Z,   all (run has ties)
            the most relevant first
``float32`` scores read as doubles, as 32-bit floats          all (run has scores)
``level``   relevant from grade 1, from grade 2               map, P, rr, recall
``seen``    relevant items never retrieved count or not (one  all
            label per candidate); nDCG: the ideal ranking
            from all judgments or from the list
``empty``   queries with nothing relevant: 0, left out, 1     all (1: map only)
``missing`` queries the run lacks: left out, scored 0 (-c)    all
``run_only`` queries only the run has: left out, scored as a  all
            query with nothing relevant
=========== ================================================ ===================

The search itself is :mod:`metrics.evaluator.explain`; the answer's text,
:mod:`metrics.evaluator.explain_text`; which tools print a reading,
:mod:`metrics.evaluator.explain_tools`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from .explain_errors import ExplainInputError
from .requests import measure_name, parse_requests

#: Each family's conventions of its own (``variant``), trec_eval's first, and
#: the measure that computes each: (without a cutoff, with one).
FAMILIES: dict[str, dict[str, tuple[str | None, str]]] = {
    "map": {"m": ("map", "map_cut"), "min_m_k": (None, "ap_trunc"),
            "hits": (None, "ap_hits"), "mean_p": (None, "ap_meanP")},
    "P": {"k": ("set_P", "P"), "min_k_len": (None, "P_minlen")},
    "ndcg": {"linear": ("ndcg", "ndcg_cut"), "exponential": (None, "ndcg_exp_cut"),
             "binary": ("ndcg", "ndcg_cut"), "linear_uncut": (None, "ndcg_M_cut"),
             "cwl": (None, "dcg_cut")},  # DCG@K, then scaled: cwl_scaled
    "rr": {"": ("recip_rank", "recip_rank")},  # RR@K: 1/rank when rank <= K, from recip_rank
    "recall": {"": ("set_recall", "recall")},
}  # fmt: skip

#: Conventions whose value over the whole list is their value at the longest
#: list's length (AP ÷ hits: S and hits stop growing; P ÷ min(K, n): ÷ n).
WHOLE_AT_LONGEST = {("map", "hits"), ("P", "min_k_len")}

#: trec_eval's measures, as the command line names them, for each family (with and without K).
TREC_NAMES = {
    "map": ("map", "map_cut.{k}"), "P": ("set_P", "P.{k}"), "ndcg": ("ndcg", "ndcg_cut.{k}"),
    "rr": ("recip_rank", "recip_rank (cut at {k})"), "recall": ("set_recall", "recall.{k}"),
}  # fmt: skip

#: The families, by the names people give them.
FAMILY_OF = {
    "map": "map", "map_cut": "map", "ap_trunc": "map", "ap_hits": "map", "ap_meanP": "map",
    "P": "P", "set_P": "P", "P_minlen": "P", "ndcg": "ndcg", "ndcg_cut": "ndcg",
    "ndcg_exp_cut": "ndcg", "recip_rank": "rr", "recall": "recall", "set_recall": "recall",
}  # fmt: skip

#: Tie orders: trec_eval's (score, then document name Z→A), the file's
#: (score, then the order the lines came in), document name A→Z, and each
#: tie's highest grade first (code that sorts by score and then label: a
#: model that scores everything alike gets a perfect ranking).
ORDERS = ("trec", "file", "docno_asc", "best")
#: Conventions every family shares, trec_eval's option first.
SHARED = {
    "order": ORDERS, "float32": (False, True), "level": (1, 2), "seen": (True, False),
    "empty": ("zero", "skip", "one"), "missing": ("skip", "zero"), "run_only": ("skip", "empty"),
}  # fmt: skip

#: Every convention a reading has, in the order answers list them.
NAMES = ("variant", "k", "order", "float32", "level", "seen", "empty", "missing", "run_only")
#: The conventions that decide which queries a mean counts (the others, a
#: query's value).
COUNTING = ("empty", "missing", "run_only")

#: The longest cutoff searched.
MAX_K = 1000

#: What each convention's options mean, in words (the app has them in
#: Korean too, in ``ui/words/disagree.py``).
WORDS = {
    ("variant", "map", "m"): "AP divided by m, every relevant item judged",
    ("variant", "map", "min_m_k"): "AP divided by min(m, K)",
    ("variant", "map", "hits"): "AP divided by the relevant items found in the top K",
    ("variant", "map", "mean_p"): "the mean of P@1 … P@K (a misreading: not AP)",
    ("variant", "P", "k"): "P@K divided by K, even when fewer than K were returned",
    ("variant", "P", "min_k_len"): "P@K divided by min(K, items returned)",
    ("variant", "ndcg", "linear"): "gain = grade",
    ("variant", "ndcg", "exponential"): "gain = 2^grade − 1",
    ("variant", "ndcg", "binary"): "gain = 1 for every relevant item (grades ignored)",
    ("variant", "ndcg", "linear_uncut"): (
        "gain = grade, the run cut at K but its ideal not (trec_eval -M K -m ndcg)"
    ),
    ("variant", "ndcg", "cwl"): (
        "gain = grade ÷ the highest grade, the ideal K items of the highest grade however few "
        "there are (cwl_eval's NDCG-k)"
    ),
    ("order", "trec"): "tied scores broken by document name, Z to A",
    ("order", "file"): "tied scores kept in the file's order",
    ("order", "docno_asc"): "tied scores broken by document name, A to Z",
    ("order", "best"): "tied scores broken in the list's favour, the most relevant first (code "
    "that sorts by score and then by label)",
    ("order", "average"): "tied scores share: each tied item gets its tie's mean gain (AP: a tie "
    "counts as one threshold)",
    ("float32", False): "scores read as 64-bit doubles",
    ("float32", True): "scores read as 32-bit floats",
    ("level", 1): "grade 1 and above is relevant",
    ("level", 2): "only grade 2 and above is relevant",
    ("seen", True): "relevant items the list never shows still count",
    (
        "seen",
        False,
    ): "relevant items the list never shows are not counted (one label per candidate)",
    ("seen_ndcg", True): "the ideal ranking built from every judged item",
    ("seen_ndcg", False): "the ideal ranking built from the listed items only",
    ("empty", "zero"): "queries with nothing relevant score 0 and count",
    ("empty", "skip"): "queries with nothing relevant are left out of the mean",
    ("empty", "one"): "queries with nothing relevant score 1",
    ("missing", "skip"): "queries the run lacks are left out",
    ("missing", "zero"): "queries the run lacks score 0 (trec_eval -c)",
    ("run_only", "skip"): "queries only the run has (nobody judged them) are left out",
    ("run_only", "empty"): "queries only the run has (nobody judged them) count as queries with "
    "nothing relevant",
    ("k", None): "the whole list, no cutoff",
    ("k", "k"): "cut at K = {k}",
}

#: Each convention as a decision, in words (keys as :data:`LESSONS`).
DECISIONS = {
    "variant_map": "what AP is divided by", "variant_P": "what P@K is divided by",
    "variant_ndcg": "the gain of a grade, and whether the ideal is cut at K", "k_map": "where the list is cut",
    "k_P": "where the list is cut", "k_ndcg": "where the list is cut",
    "k_rr": "where the list is cut", "k_recall": "where the list is cut",
    "order": "how tied scores are ordered", "float32": "how precisely scores are read",
    "level": "which grade counts as relevant",
    "seen": "whether relevant items the list never shows count",
    "seen_ndcg": "where the ideal ranking comes from",
    "empty": "what a query with nothing relevant scores",
    "missing": "what a query the run lacks scores",
    "run_only": "what a query only the run has scores",
}  # fmt: skip

#: The lesson that teaches each convention (the app links there).
LESSONS = {
    "variant_map": "average_precision", "variant_P": "precision_recall", "variant_ndcg": "ndcg",
    "k_map": "average_precision", "k_P": "precision_recall", "k_ndcg": "ndcg",
    "k_rr": "reciprocal_rank", "k_recall": "precision_recall",
    "order": "conventions", "float32": "conventions", "level": "edge_cases",
    "seen": "conventions", "seen_ndcg": "ndcg", "empty": "map", "missing": "map",
    "run_only": "map",
}  # fmt: skip


@dataclass(frozen=True)
class Reading:
    """One way to compute a family's number: one option per convention.

    The defaults are trec_eval's; ``k`` None is the whole list.
    """

    family: str
    variant: str
    k: int | None
    order: str = "trec"
    float32: bool = False
    level: int = 1
    seen: bool = True
    empty: str = "zero"
    missing: str = "skip"
    run_only: str = "skip"

    def differences(self, reference: Reading) -> tuple[str, ...]:
        """The conventions on which this reading departs from ``reference``."""
        names = NAMES
        return tuple(n for n in names if getattr(self, n) != getattr(reference, n))

    def words(self, name: str, table: Mapping = WORDS) -> str:
        """One convention of this reading in words (``table``: English, or
        another language's table under the same keys)."""
        return table[self.key(name)].format(k=self.k)

    def key(self, name: str) -> tuple:
        """Where one convention's option is in :data:`WORDS`."""
        value = getattr(self, name)
        if name == "variant":
            return ("variant", self.family, value)
        if name == "k":
            return ("k", None if value is None else "k")
        if name == "seen" and self.family == "ndcg":
            return ("seen_ndcg", value)
        return (name, value)

    def lesson(self, name: str) -> str:
        """The lesson that teaches one convention (a key of :data:`LESSONS`)."""
        if name in ("variant", "k"):
            return f"{name}_{self.family}"
        return "seen_ndcg" if name == "seen" and self.family == "ndcg" else name


@dataclass(frozen=True)
class Match:
    """A reading and the value it gives; ``differences`` from trec_eval's."""

    reading: Reading
    value: float
    differences: tuple[str, ...]
    tools: tuple[str, ...] = ()


@dataclass(frozen=True)
class Answer:
    """One number: as given, its value, the decimals it was given with, the
    readings that reproduce it (best first) and, when none does, the nearest."""

    given: str
    number: float
    decimals: int
    matches: tuple[Match, ...]
    nearest: tuple[Match, ...] = ()
    #: The modelled tools that print this number on these files (their
    #: names), and those whose span over the orders of tied items holds it
    #: (:class:`metrics.evaluator.explain_models.ToolNumber`).
    printed_by: tuple[str, ...] = ()
    consistent: tuple = ()
    #: How likely a number near this one is matched by some reading by
    #: chance (:func:`metrics.evaluator.explain_models.chance`).
    chance: float = 0.0
    #: Whether the readings alone settle the cause: one reading gives the
    #: number, and it cuts where the measure's name says.
    settled: bool = False
    #: The readings the answer may rest on: those that cut where the
    #: measure's name says and name a tool whose model prints the number;
    #: else the one reading when it settles the number; otherwise none (a
    #: match there may be a coincidence). Set by the search.
    rests_on: tuple[Match, ...] = ()

    def unsettled(self) -> tuple[str, ...]:
        """The decisions on which the readings that give this number differ:
        what the number alone cannot settle (more decimals may).

        >>> r = Reading("map", "m", 5)
        >>> a = Answer("0.4", 0.4, 1, (Match(r, 0.41, ()), Match(Reading("map", "m", 6, order="file"), 0.42, ("k", "order"))))
        >>> a.unsettled()
        ('k', 'order')
        """
        names = NAMES
        return tuple(n for n in names if len({getattr(m.reading, n) for m in self.matches}) > 1)


@dataclass(frozen=True)
class Pair:
    """Two of the numbers given (their places among the answers), the fewest
    decisions that separate a reading of one from a reading of the other, and
    those two readings."""

    first: int
    second: int
    separating: tuple[str, ...]
    readings: tuple[Match, Match]
    #: The queries behind the gap (:func:`metrics.evaluator.explain_gap.queries_behind`).
    queries: tuple = ()


@dataclass(frozen=True)
class Explanation:
    """The search's answer: each number's readings, the decisions that
    separate the first two (``separating``, ``pair``) and every other pair
    (``pairs``), and what the search covered."""

    family: str
    reference: Reading
    trec_value: float
    answers: tuple[Answer, ...]
    separating: tuple[str, ...]
    pair: tuple[Match, Match] | None
    covered: dict[str, tuple]
    same: dict[str, dict]
    combinations: int
    queries: int
    seconds: float
    longest: int = 0
    notes: tuple[str, ...] = field(default=())
    #: How many combinations give a value in each hundredth from 0 to 1:
    #: (bin start, count) for the bins that have any.
    spread: tuple[tuple[float, int], ...] = ()
    #: Every pair of numbers that both have readings, in the order given.
    pairs: tuple[Pair, ...] = ()
    #: The queries whose run has tied scores, and the registry's tools that
    #: share tied items' gain or precision instead of ordering them: no tie
    #: order searched gives their numbers.
    tied_queries: tuple[str, ...] = ()
    shares_ties: tuple[str, ...] = ()
    #: Every modelled tool's number on these files
    #: (:class:`metrics.evaluator.explain_models.ToolNumber`).
    tools: tuple = ()
    #: What the search read, to recompute a reading query by query
    #: (:class:`metrics.evaluator.explain_gap.Inputs`).
    inputs: object = field(default=None, repr=False, compare=False)

    def text(self) -> str:
        """The answer in plain English, as ``--explain`` prints it."""
        from .explain_text import explanation_text

        return explanation_text(self)


def cwl_scaled(dcg: np.ndarray, k: int, top: float) -> np.ndarray:
    r"""DCG@K (gain = grade) as cwl_eval's NDCG-k gives it when the gains are
    the grades divided by the highest one, ``top``: its ideal is K items of
    gain 1, however few items are relevant (the C/W/L framework's weights,
    which sum to 1 over the first K ranks).

    .. math:: \text{NDCG-}k = \frac{\sum_{i \le K} g_i / \log_2(i + 1)}{top \cdot \sum_{i \le K} 1 / \log_2(i + 1)}

    Degenerate rule: a highest grade below 1 counts as 1 (nothing relevant:
    0).

    >>> float(cwl_scaled(np.array([1.0]), 2, 1.0)[0])  # one grade-1 item first, K = 2
    0.6131471927654584
    """
    discounts = 1.0 / np.log2(np.arange(2, k + 2, dtype=float))
    return np.asarray(dcg, dtype=float) / (max(float(top), 1.0) * float(discounts.sum()))


def parse_number(text: str | float) -> tuple[float, int]:
    """A number as a tool printed it: its value and how many decimals it had.

    >>> parse_number("0.41"), parse_number("41%"), parse_number(0.5)
    ((0.41, 2), (0.41, 2), (0.5, 1))
    >>> parse_number("0,41")
    (0.41, 2)
    >>> parse_number("1.7")
    Traceback (most recent call last):
    ...
    metrics.evaluator.explain_errors.ExplainInputError: numbers: '1.7' is not between 0 and 1 (a percentage is written 41%)
    """
    given = str(text).strip()
    percent = given.endswith("%")
    body = given.rstrip("%").strip().replace(",", ".")
    if not re.fullmatch(r"\d*\.?\d+|\d+\.", body):
        raise ExplainInputError(
            "not_number", f"numbers: {given!r} is not a number such as 0.41", given=given
        )
    decimals = len(body.partition(".")[2])
    value = float(body)
    if percent:
        value, decimals = value / 100, decimals + 2
    value = round(value, decimals)
    if not 0 <= value <= 1:
        raise ExplainInputError(
            "not_between",
            f"numbers: {given!r} is not between 0 and 1 (a percentage is written 41%)",
            given=given,
        )
    return value, decimals


def parse_numbers(text: str | Sequence) -> list[tuple[str, float, int]]:
    """Several numbers, separated by commas, spaces or semicolons (a link
    writes ``0.41,0.52``); a lone ``0,41`` is a decimal comma.

    >>> [n for n, _, _ in parse_numbers("0.41, 0.52")], [n for n, _, _ in parse_numbers("0.41,0.52")]
    (['0.41', '0.52'], ['0.41', '0.52'])
    >>> [v for _, v, _ in parse_numbers("0,41 41%")]
    [0.41, 0.41]
    """
    if isinstance(text, str):
        items = []
        for token in re.split(r"[;\s]+", text.strip()):
            decimal_comma = re.fullmatch(r"\d+,\d+%?", token) is not None
            items.extend([token] if decimal_comma else token.split(","))
    else:
        items = list(text)
    items = [str(i).strip() for i in items if str(i).strip()]
    if not items:
        raise ExplainInputError("no_numbers", "numbers: give at least one number, such as 0.41")
    if len(items) > 10:
        raise ExplainInputError(
            "too_many_numbers", f"numbers: at most 10 numbers at once, not {len(items)}",
            n=len(items),
        )  # fmt: skip
    return [(i, *parse_number(i)) for i in items]


def reference_of(measure: str) -> tuple[str, int | None]:
    """A measure's family and cutoff, from its trec_eval or ir-measures name,
    or another tool's (:mod:`metrics.evaluator.explain_names`), in any case.

    >>> reference_of("map_cut.10"), reference_of("P_5"), reference_of("nDCG@10"), reference_of("RR")
    (('map', 10), ('P', 5), ('ndcg', 10), ('rr', None))
    >>> reference_of("map"), reference_of("ndcg@10"), reference_of("mapk")
    (('map', None), ('ndcg', 10), ('map', 10))
    """
    from .explain_names import UnknownMeasure, tool_measure

    text = str(measure).strip()
    try:
        name = measure_name(text)[0]
        if name in FAMILIES:
            return name, None
        requests = parse_requests([name])
    except ValueError:
        requests = []
    family = FAMILY_OF.get(requests[0].measure.name) if len(requests) == 1 else None
    if family is None:
        found = tool_measure(text)
        if found is None:
            raise UnknownMeasure(text) from None
        return found
    cuts = [c for c in requests[0].params if isinstance(c, int)] if requests[0].params else []
    if len(cuts) > 1:
        raise ExplainInputError(
            "cutoffs", f"measure: {measure!r} names {len(cuts)} cutoffs; give one",
            measure=str(measure), n=len(cuts),
        )  # fmt: skip
    return family, (cuts[0] if cuts else None)


def query_frames(queries: Sequence) -> tuple[dict, dict]:
    """A query set of ranked lists (no scores) as qrels and run: the list's
    order is the ranking.

    >>> query_frames([(["A", "B"], {})])
    ({'1': {'A': 0}}, {'1': {'A': 2.0, 'B': 1.0}})
    """
    qrels, run = {}, {}
    for number, (ranking, judgments) in enumerate(queries, start=1):
        judged = {str(d): g for d, g in dict(judgments).items()}
        # A list with no judgments has nothing relevant: judged, so it is
        # scored (trec_eval leaves out a query the qrels do not name).
        qrels[str(number)] = judged or {str(ranking[0]): 0}
        run[str(number)] = {str(d): float(len(ranking) - i) for i, d in enumerate(ranking)}
    return qrels, run

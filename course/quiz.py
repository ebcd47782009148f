"""Quiz questions generated from small random scenarios.

Each kind of question aims at one known misconception (dividing AP by the
hits, averaging P@i over every rank, dividing P@K by the list length,
building IDCG from the retrieved list…). A question holds its scenario, the
right answer and the numbers its sentence needs; the words live in the UI
(``ui/words/quiz.py``), so the same question reads in any language.

Questions are reproducible: ``make_question(seed, number)`` always builds the
same question, so ``?seed=`` in a link reproduces a whole quiz.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from course import link as links
from course.answers import (  # noqa: F401 (the quiz's API too)
    TOLERANCE,
    close,
    diagnose,
    parse_number,
    read_differently,
)
from course.scenario import Scenario, tidy_qrels
from metrics import (
    average_precision,
    average_precision_table,
    average_precision_variants,
    ndcg,
    precision_at_k,
    reciprocal_rank,
)
from metrics.lists.cumulative_gain import idcg
from metrics.lists.curves import r_precision
from metrics.lists.reader_models import rank_biased_precision
from metrics.lists.sampled import sampled_hit_chance

#: Every kind of question, in the order a quiz cycles through them.
KINDS = (
    "ap_m",
    "which_order",
    "p_short",
    "ap_trunc",
    "rr",
    "which_convention",
    "ndcg",
    "idcg_source",
    "rprec",
    "rbp",
    "sampled",
    "which_decision",
)

#: The AP conventions a "which convention" question offers.
CONVENTIONS = ("mean_p", "m", "min_m_k", "hits")

#: The decisions a "which decisions give this MAP" question offers: what AP
#: divides by, and what a query with nothing relevant scores (as
#: :class:`metrics.evaluator.explain.Reading` names them).
DECISIONS = {
    "trec": ("m", "zero"), "skip": ("m", "skip"),
    "trunc": ("min_m_k", "zero"), "trunc_skip": ("min_m_k", "skip"),
}  # fmt: skip


@dataclass(frozen=True)
class Question:
    """One quiz question.

    Attributes
    ----------
    kind : str
        One of :data:`KINDS`.
    scenario : Scenario
        The list, its labels and K the question is about.
    answer : float or str
        The right number, or the id of the right choice.
    choices : tuple of str
        Ids of the choices for a multiple-choice question; empty for a number.
    values : dict
        Numbers the question's sentence and feedback show (all rounded).
    lesson : str
        The lesson (its URL path) that explains the answer.
    step : int
        The walkthrough step that matters for this question.
    other : Scenario or None
        The second order of a "which order scores higher" question.
    page_choices : dict
        The lesson's choices its link sets (RBP's ``p``).
    """

    kind: str
    scenario: Scenario
    answer: float | str
    choices: tuple[str, ...] = ()
    values: dict = field(default_factory=dict)
    lesson: str = "average_precision"
    step: int = 1
    other: Scenario | None = None
    page_choices: dict = field(default_factory=dict)

    @property
    def is_number(self) -> bool:
        return not self.choices


@dataclass(frozen=True)
class Verdict:
    """How an answer compares with the right one."""

    correct: bool
    given: float | str | None
    off_by: float | None = None


def check(question: Question, answer: str | None) -> Verdict:
    """Compare an answer (typed text, or a choice id) with the right one.

    Raises ``ValueError`` for typed text that is not a number.

    >>> q = make_question(1, 0)
    >>> check(q, str(q.answer)).correct
    True
    """
    if question.is_number:
        given = parse_number(answer or "")
        off = given - float(question.answer)
        return Verdict(close(given, float(question.answer)), given, off)
    return Verdict(answer == question.answer, answer)


def link(
    question: Question, scenario: Scenario | None = None, lang: str | None = None, root: str = "/"
) -> str:
    """The address that opens ``scenario`` (the question's own by default)
    in its lesson at the step that matters, in language ``lang``, under the
    app's ``root`` path. A "which decisions" question opens "why do our
    numbers differ?" with both queries and the number it showed."""
    if question.kind == "which_decision":
        s = question.scenario
        opened = links.Link(
            "disagree", s, queries=(s.with_changes(k=None), question.other), lang=lang,
            fields={"numbers": links_number(question.values["shown"])},
        )  # fmt: skip
        return links.href("disagree", opened, root)
    opened = links.Link(
        question.lesson, scenario or question.scenario, step=question.step, lang=lang,
        choices=question.page_choices,
    )  # fmt: skip
    return links.href(question.lesson, opened, root)


def links_number(value: float) -> str:
    """A number as a link's ``numbers`` holds it: four decimals, as shown.

    >>> links_number(0.41666)
    '0.4167'
    """
    return f"{value:.4f}"


def make_question(seed: int, number: int) -> Question:
    """Question ``number`` (0, 1, 2, …) of the quiz ``seed``; the kinds come
    in the order of :data:`KINDS`, so any ``len(KINDS)`` questions in a
    row cover every kind.

    >>> [make_question(7, n).kind for n in range(3)]
    ['ap_m', 'which_order', 'p_short']
    >>> make_question(7, 4) == make_question(7, 4)
    True
    """
    rng = random.Random(f"{seed}:{number}")
    kind = KINDS[number % len(KINDS)]
    while True:  # a question aimed at a mistake must tell it apart
        question = _BUILDERS[kind](rng)
        if _tells_apart(question):
            return question


def _tells_apart(question: Question) -> bool:
    """Whether the right answer and the number each known mistake gives are
    all more than twice :data:`TOLERANCE` apart: then a mistaken number,
    even rounded to two decimals, is checked as wrong and named as the one
    mistake it is."""
    numbers = [float(question.answer)] if question.is_number else []
    numbers += [float(question.values[key]) for key in MISTAKES.get(question.kind, ())]
    return all(abs(a - b) > 2 * TOLERANCE for i, a in enumerate(numbers) for b in numbers[i + 1 :])


# --- the builders: one per kind ------------------------------------------------


def _items(n: int) -> list[str]:
    return [chr(ord("A") + i) for i in range(n)]


def _scenario(ranking: list[str], judged: dict[str, int], k: int | None = None) -> Scenario:
    return Scenario(tuple(ranking), tidy_qrels(judged, tuple(ranking)), k)


def _binary(rng: random.Random, n: int, hits: int, missing: int) -> Scenario:
    """``n`` items, ``hits`` of them relevant at random ranks, plus
    ``missing`` relevant items that were never retrieved (X, Y, Z)."""
    ranking = _items(n)
    judged = {item: 1 for item in rng.sample(ranking, hits)}
    judged.update({name: 1 for name in "XYZ"[:missing]})
    return _scenario(ranking, judged, n)


def _ap_m(rng: random.Random) -> Question:
    # A relevant item that was never retrieved makes ÷ m and ÷ hits differ.
    s = _binary(rng, rng.randint(5, 6), rng.randint(2, 3), 1)
    v = average_precision_variants(s.ranking, s.judgments, s.k)
    return Question("ap_m", s, v["m"], values=_rounded(v, s=s, relevant=s.m), step=s.depth)


def _ap_trunc(rng: random.Random) -> Question:
    # More relevant items than K (m > K): the truncated AP divides by K, not m.
    k = rng.randint(3, 4)
    hits = rng.randint(2, k - 1)
    s = _binary(rng, k, hits, rng.randint(k - hits + 1, 3))
    v = average_precision_variants(s.ranking, s.judgments, k)
    values = _rounded(v, s=s, relevant=s.m, k=k)
    return Question("ap_trunc", s, v["min_m_k"], values=values, step=k)


def _p_short(rng: random.Random) -> Question:
    n = rng.randint(2, 3)
    ranking = _items(n)
    judged = {item: 1 for item in rng.sample(ranking, rng.randint(1, n))}
    s = _scenario(ranking, judged, 5)
    hits = sum(1 for item in ranking if judged.get(item))
    p = precision_at_k(s.ranking, s.judgments, 5)
    values = {"n": n, "k": 5, "hits": hits, "by_length": round(hits / n, 4)}
    return Question("p_short", s, p, values=values, lesson="precision_recall", step=5)


def _rr(rng: random.Random) -> Question:
    n = rng.randint(5, 6)
    first = rng.randint(2, 4)
    ranking = _items(n)
    later = rng.sample(ranking[first:], rng.randint(1, n - first))
    judged = {ranking[first - 1]: 1, **{item: 1 for item in later}}
    s = _scenario(ranking, judged, n)
    rr = reciprocal_rank(s.ranking, s.judgments, n)
    values = {"first": first, "count": len(judged)}
    return Question("rr", s, rr, values=values, lesson="reciprocal_rank", step=first)


def _graded(rng: random.Random, n: int) -> tuple[list[str], dict[str, int]]:
    ranking = _items(n)
    grades = [rng.choice((0, 1, 2, 3)) for _ in ranking]
    if not any(grades):
        grades[rng.randrange(n)] = rng.randint(1, 3)
    return ranking, dict(zip(ranking, grades))


def _ndcg(rng: random.Random) -> Question:
    ranking, judged = _graded(rng, 4)
    s = _scenario(ranking, judged, 4)
    values = {
        "idcg": round(idcg(s.ranking, s.judgments, 4), 4),
        "exp": round(ndcg(s.ranking, s.judgments, 4, gain="exponential"), 4),
    }
    answer = ndcg(s.ranking, s.judgments, 4)
    return Question("ndcg", s, answer, values=values, lesson="ndcg", step=4)


def _idcg_source(rng: random.Random) -> Question:
    while True:
        ranking, judged = _graded(rng, rng.randint(3, 4))
        judged["Z"] = 3  # the best item was never retrieved
        s = _scenario(ranking, judged, len(ranking))
        right = round(ndcg(s.ranking, s.judgments, s.k), 4)
        wrong = round(ndcg(s.ranking, s.judgments, s.k, ideal="ranking"), 4)
        if right != wrong:
            break
    values = {"judgments": right, "ranking": wrong}
    return Question(
        "idcg_source", s, "judgments", ("judgments", "ranking"), values, "ndcg", s.depth
    )


def _which_convention(rng: random.Random) -> Question:
    while True:  # a list where all four conventions give different values
        k = rng.randint(4, 5)
        s = _binary(rng, k, rng.randint(2, 3), rng.randint(1, 3))
        v = {
            c: round(x, 4) for c, x in average_precision_variants(s.ranking, s.judgments, k).items()
        }
        if len(set(v.values())) == len(v):
            break
    answer = rng.choice(CONVENTIONS)
    values = {**v, "shown": v[answer], "relevant": s.m, "k": k}
    return Question("which_convention", s, answer, CONVENTIONS, values, step=k)


def _which_decision(rng: random.Random) -> Question:
    # Two queries, the second with nothing relevant; more relevant items than
    # K in the first, so ÷ m and ÷ min(m, K) differ.
    while True:
        k = rng.randint(3, 4)
        s = _binary(rng, k + 1, rng.randint(1, 2), rng.randint(2, 3)).with_changes(k=k)
        ap = {
            c: average_precision(s.ranking, s.judgments, k, convention=c) for c in ("m", "min_m_k")
        }
        v = {
            key: round(ap[c] / 2 if rule == "zero" else ap[c], 4)
            for key, (c, rule) in DECISIONS.items()
        }
        if len(set(v.values())) == len(v) and min(v.values()) > 0:
            break
    empty = Scenario(tuple(_items(3)), ())
    answer = rng.choice(tuple(DECISIONS))
    values = {**v, "shown": v[answer], "k": k, "relevant": s.m}
    return Question(
        "which_decision", s, answer, tuple(DECISIONS), values, "disagree", k, other=empty
    )


def _which_order(rng: random.Random) -> Question:
    n = rng.randint(5, 6)
    while True:
        ranking = _items(n)
        judged = {item: 1 for item in rng.sample(ranking, 2)}
        first = _scenario(ranking, judged, n)
        shuffled = ranking[:]
        rng.shuffle(shuffled)
        second = _scenario(shuffled, judged, n)
        a = average_precision_variants(first.ranking, first.judgments, n)
        b = average_precision_variants(second.ranking, second.judgments, n)
        if round(a["m"], 4) != round(b["m"], 4):
            break
    if rng.random() < 0.5:  # the better order comes first or second at random
        first, second, a, b = second, first, b, a
    answer = "first" if a["m"] > b["m"] else "second"
    values = {
        "first": round(a["m"], 4),
        "second": round(b["m"], 4),
        "first_mean_p": round(a["mean_p"], 4),
        "second_mean_p": round(b["mean_p"], 4),
    }
    return Question("which_order", first, answer, ("first", "second"), values, step=n, other=second)


def _rprec(rng: random.Random) -> Question:
    # R-precision stops at rank R, not at K: the two differ when R < K.
    n = rng.randint(5, 6)
    s = _binary(rng, n, rng.randint(2, 3), rng.randint(0, 1))
    hits = sum(1 for item in s.ranking[: s.m] if s.judgments.get(item))
    values = {"r": s.m, "hits_r": hits, "p_at_k": round(precision_at_k(s.query), 4)}
    answer = round(r_precision(s.query), 4)
    return Question("rprec", s, answer, values=values, lesson="r_precision", step=min(s.m, n))


def _rbp(rng: random.Random) -> Question:
    # p = 1/2 so it can be done by hand; forgetting (1 − p) doubles it.
    s = _binary(rng, 4, rng.randint(1, 2), 0)
    value = rank_biased_precision(s.query, p=0.5)
    ranks = [str(i) for i, item in enumerate(s.ranking, 1) if s.judgments.get(item)]
    terms = " + ".join(f"0.5 × 0.5^({r}−1)" for r in ranks)
    values = {
        "ranks": ", ".join(ranks), "sum": f"{terms} = {round(value, 4):g}",
        "no_one_minus_p": round(2 * value, 4),
    }  # fmt: skip
    return Question(
        "rbp", s, round(value, 4), values=values, lesson="reader_models", step=4,
        page_choices={"p": "0.5"},
    )  # fmt: skip


def _sampled(rng: random.Random) -> Question:
    # Full rank 15–60 of 1,000 is a miss at 10, yet beats most of 100 random items.
    rank = rng.randint(15, 60) if rng.random() < 0.5 else rng.randint(250, 600)
    chance = sampled_hit_chance(rank, 100, 10)
    values = {"rank": rank, "chance": round(chance, 4)}
    answer = "hit" if chance > 0.5 else "miss"
    return Question("sampled", Scenario(("A",)), answer, ("hit", "miss"), values, "sampled", 1)


def _rounded(values: dict[str, float], *, s: Scenario, **more) -> dict:
    """The four AP values rounded, with S (the sum every one divides) and
    ``more``."""
    total = average_precision_table(s.ranking, s.judgments, s.k)["sum_rel_precision"].iloc[-1]
    return {**{c: round(x, 4) for c, x in values.items()}, "s": round(float(total), 4), **more}


_BUILDERS = {
    "ap_m": _ap_m,
    "ap_trunc": _ap_trunc,
    "p_short": _p_short,
    "rr": _rr,
    "ndcg": _ndcg,
    "idcg_source": _idcg_source,
    "which_convention": _which_convention,
    "which_decision": _which_decision,
    "which_order": _which_order,
    "rprec": _rprec,
    "rbp": _rbp,
    "sampled": _sampled,
}


#: For each kind of question, the numbers a typical mistake gives (keys of
#: ``Question.values``), each with the words that explain it *for the
#: convention this kind asks* (keys of ``ui.words.mistakes``): dividing by
#: the hits is set against m on a standard AP question, against min(m, K)
#: on a truncated AP@K one.
MISTAKES = {
    "ap_m": {"hits": "hits", "mean_p": "mean_p"},
    "ap_trunc": {"m": "m", "hits": "hits_trunc", "mean_p": "mean_p"},
    "p_short": {"by_length": "by_length"},
    "ndcg": {"exp": "exp"},
    "rprec": {"p_at_k": "p_at_k"},
    "rbp": {"no_one_minus_p": "no_one_minus_p"},
}


def mistake(question: Question, given: float) -> str | None:
    """The known mistake a wrong typed answer to ``question`` matches: the
    key of the words that explain it for this kind of question."""
    said = MISTAKES.get(question.kind, {})
    return diagnose(given, float(question.answer), {said[k]: question.values[k] for k in said})

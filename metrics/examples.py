"""Ready-made scenarios: every worked example of the project's hand-checked
set, plus edge cases worth a look. Each names the lesson that shows it best.
"""

from __future__ import annotations

from dataclasses import dataclass

from .scenario import Scenario, tidy_qrels


@dataclass(frozen=True)
class Example:
    """A named scenario and the page to open it on."""

    id: str
    title: str
    note: str
    scenario: Scenario
    page: str = "average_precision"


def _s(ranking: list[str], judgments: dict[str, int], k: int | None = None) -> Scenario:
    return Scenario(tuple(ranking), tidy_qrels(judgments, tuple(ranking)), k)


_MOVIES = ["Forrest Gump", "Titanic", "Seven", "The lion king", "The Truman show", "Jaws"]
_MOVIES_REL = {"Forrest Gump": 1, "The lion king": 1, "Jaws": 1, "X1": 1, "X2": 1}

EXAMPLES: tuple[Example, ...] = (
    Example(
        "ex1a", "Same items, two orders (A)",
        "B and D are relevant, and so is Z, which was never retrieved (m = 3). "
        "AP ÷ m = 0.333333, AP ÷ hits = 0.5, mean of P@i = 0.346667.",
        _s(list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5),
    ),
    Example(
        "ex1b", "Same items, two orders (B)",
        "The same items and judgments, relevant ones pushed down: AP ÷ m = 0.216667, "
        "mean of P@i = 0.13.",
        _s(list("ACEBD"), {"B": 1, "D": 1, "Z": 1}, 5),
    ),
    Example(
        "ex2", "Movies: 5 relevant, 3 found",
        "Two relevant movies were never recommended: AP ÷ m = 0.4 but AP ÷ hits = 0.666667.",
        _s(_MOVIES, _MOVIES_REL, 6),
    ),
    Example(
        "ex2b", "Movies, reordered",
        "The three found movies moved to the top: AP ÷ m = 0.6.",
        _s(["Forrest Gump", "The lion king", "Jaws", "Titanic", "Seven", "The Truman show"],
           _MOVIES_REL, 6),
    ),
    Example(
        "ex2c", "Movies: relevant only at ranks 4 and 6",
        "m = 5: AP ÷ m = 0.116667 (a tutorial rounds this to 0.11).",
        _s(_MOVIES, {"The lion king": 1, "Jaws": 1, "X1": 1, "X2": 1, "X3": 1}, 6),
    ),
    Example(
        "ex3u1", "Two users: user 1",
        "Relevant at ranks 1, 3 and 4: AP = 0.805556.",
        _s(list("abcde"), {"a": 1, "c": 1, "d": 1}, 5),
    ),
    Example(
        "ex3u2", "Two users: user 2",
        "Relevant at ranks 4 and 5: AP = 0.325.",
        _s(list("abcde"), {"d": 1, "e": 1}, 5),
    ),
    Example(
        "ex4q1", "Two queries: q1",
        "Relevant at ranks 1, 3, 6, 9, 10: AP = 0.622222.",
        _s([f"d{i}" for i in range(1, 11)], {f"d{i}": 1 for i in (1, 3, 6, 9, 10)}, 10),
    ),
    Example(
        "ex4q2", "Two queries: q2",
        "Relevant at ranks 2, 5, 7: AP = 0.442857.",
        _s([f"d{i}" for i in range(1, 11)], {f"d{i}": 1 for i in (2, 5, 7)}, 10),
    ),
    Example(
        "ex5", "The heavy user (m = 20, K = 10)",
        "All ten recommendations are relevant, yet AP ÷ m = 0.5: it can never be higher "
        "here. Truncated AP@10 = 1.",
        _s([f"r{i}" for i in range(1, 11)], {f"r{i}": 1 for i in range(1, 21)}, 10),
    ),
    Example(
        "ex6a", "Light user: one relevant item",
        "Only c is relevant: AP = 0.333333, but mean of P@i = 0.156667.",
        _s(list("abcde"), {"c": 1}, 5),
    ),
    Example(
        "ex6b", "Same list, two relevant items",
        "a and c are relevant: AP = 0.833333, mean of P@i = 0.613333.",
        _s(list("abcde"), {"a": 1, "c": 1}, 5),
    ),
    Example(
        "ex7", "Multi-label emotions (Korean)",
        "기쁨 and 즐거움 are relevant: P@1..P@6 = 1, 1/2, 1/3, 2/4, 2/5, 2/6.",
        _s(["기쁨", "슬픔", "화남", "즐거움", "중립", "지루함"], {"기쁨": 1, "즐거움": 1}, 6),
        page="precision_recall",
    ),
    Example(
        "ex8", "Graded relevance (0–3)",
        "Grades 3, 2, 3, 0, 1, 2: nDCG@6 = 0.960808 with linear gain.",
        _s(["d1", "d2", "d3", "d4", "d5", "d6"],
           {"d1": 3, "d2": 2, "d3": 3, "d4": 0, "d5": 1, "d6": 2}, 6),
    ),
    Example(
        "ex8b", "Graded, with a grade-3 item never retrieved",
        "d7 (grade 3) was not retrieved: nDCG@6 drops to 0.818354 — unless IDCG is "
        "wrongly built from the list alone.",
        _s(["d1", "d2", "d3", "d4", "d5", "d6"],
           {"d1": 3, "d2": 2, "d3": 3, "d4": 0, "d5": 1, "d6": 2, "d7": 3}, 6),
    ),
    Example(
        "edge_none", "Edge case: nothing is relevant",
        "No relevant item at all: every convention returns 0 (there is nothing to find).",
        _s(list("ABCDE"), {}),
    ),
    Example(
        "edge_short", "Edge case: K larger than the list",
        "Two items, both relevant, K = 5: P@5 = 2/5 = 0.4, because trec_eval counts the "
        "three empty ranks as misses.",
        _s(["A", "B"], {"A": 1, "B": 1}, 5),
        page="precision_recall",
    ),
    Example(
        "edge_all", "Edge case: every item relevant",
        "Every item is relevant: every convention gives 1 — even the wrong one.",
        _s(list("ABCD"), {"A": 1, "B": 1, "C": 1, "D": 1}),
    ),
    Example(
        "edge_one", "Edge case: one item only",
        "A single relevant item at rank 1: all four conventions agree on 1.",
        _s(["A"], {"A": 1}),
    ),
)  # fmt: skip

BY_ID = {e.id: e for e in EXAMPLES}

"""Ready-made scenarios: every worked example of the project's hand-checked
set, plus edge cases worth a look. Each names the lesson that shows it best.
"""

from __future__ import annotations

from dataclasses import dataclass

from .scenario import Scenario, tidy_qrels


@dataclass(frozen=True)
class Example:
    """A ready-made scenario and the lesson to open it on (its title and note,
    user-facing words, live in ``ui/words/examples.py``)."""

    id: str
    scenario: Scenario
    page: str = "average_precision"


def _s(ranking: list[str], judgments: dict[str, int], k: int | None = None) -> Scenario:
    return Scenario(tuple(ranking), tidy_qrels(judgments, tuple(ranking)), k)


_MOVIES = ["Forrest Gump", "Titanic", "Seven", "The lion king", "The Truman show", "Jaws"]
_MOVIES_REL = {"Forrest Gump": 1, "The lion king": 1, "Jaws": 1, "X1": 1, "X2": 1}

EXAMPLES: tuple[Example, ...] = (
    Example(
        "ex1a",
        _s(list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5),
    ),
    Example(
        "ex1b",
        _s(list("ACEBD"), {"B": 1, "D": 1, "Z": 1}, 5),
    ),
    Example(
        "ex2",
        _s(_MOVIES, _MOVIES_REL, 6),
    ),
    Example(
        "ex2b",
        _s(
            ["Forrest Gump", "The lion king", "Jaws", "Titanic", "Seven", "The Truman show"],
            _MOVIES_REL,
            6,
        ),
    ),
    Example(
        "ex2c",
        _s(_MOVIES, {"The lion king": 1, "Jaws": 1, "X1": 1, "X2": 1, "X3": 1}, 6),
    ),
    Example(
        "ex3u1",
        _s(list("abcde"), {"a": 1, "c": 1, "d": 1}, 5),
    ),
    Example(
        "ex3u2",
        _s(list("abcde"), {"d": 1, "e": 1}, 5),
    ),
    Example(
        "ex4q1",
        _s([f"d{i}" for i in range(1, 11)], {f"d{i}": 1 for i in (1, 3, 6, 9, 10)}, 10),
    ),
    Example(
        "ex4q2",
        _s([f"d{i}" for i in range(1, 11)], {f"d{i}": 1 for i in (2, 5, 7)}, 10),
    ),
    Example(
        "ex5",
        _s([f"r{i}" for i in range(1, 11)], {f"r{i}": 1 for i in range(1, 21)}, 10),
    ),
    Example(
        "ex6a",
        _s(list("abcde"), {"c": 1}, 5),
    ),
    Example(
        "ex6b",
        _s(list("abcde"), {"a": 1, "c": 1}, 5),
    ),
    Example(
        "ex7",
        _s(["기쁨", "슬픔", "화남", "즐거움", "중립", "지루함"], {"기쁨": 1, "즐거움": 1}, 6),
        page="precision_recall",
    ),
    Example(
        "ex8",
        _s(
            ["d1", "d2", "d3", "d4", "d5", "d6"],
            {"d1": 3, "d2": 2, "d3": 3, "d4": 0, "d5": 1, "d6": 2},
            6,
        ),
        page="ndcg",
    ),
    Example(
        "ex8b",
        _s(
            ["d1", "d2", "d3", "d4", "d5", "d6"],
            {"d1": 3, "d2": 2, "d3": 3, "d4": 0, "d5": 1, "d6": 2, "d7": 3},
            6,
        ),
        page="ndcg",
    ),
    Example(
        "edge_none",
        _s(list("ABCDE"), {}),
    ),
    Example(
        "edge_short",
        _s(["A", "B"], {"A": 1, "B": 1}, 5),
        page="precision_recall",
    ),
    Example(
        "edge_all",
        _s(list("ABCD"), {"A": 1, "B": 1, "C": 1, "D": 1}),
    ),
    Example(
        "edge_one",
        _s(["A"], {"A": 1}),
    ),
)

BY_ID = {e.id: e for e in EXAMPLES}


def example_of(query: Scenario) -> str | None:
    """The id of the ready-made example ``query`` is (same list and labels), if any.

    >>> example_of(BY_ID["ex1b"].scenario), example_of(Scenario(("x",)))
    ('ex1b', None)
    """
    wanted = (query.ranking, query.qrels)
    return next((e.id for e in EXAMPLES if (e.scenario.ranking, e.scenario.qrels) == wanted), None)

"""The sentence that explains a quiz answer, filled with the question's own
numbers: one function, so the quiz page and the tests of filled sentences
read the same text."""

from __future__ import annotations

from collections.abc import Mapping

from course.quiz import Question

from .render import num


def why(question: Question, words: Mapping[str, str]) -> str:
    """``words``' explanation of ``question`` (``why_<kind>``), its numbers
    written as the page writes them.

    Parameters
    ----------
    question : Question
        The question answered.
    words : mapping
        The quiz's words in one language (``ui.words.quiz.T`` or one of its
        tables).
    """
    s = question.scenario
    values = {k: num(v) if isinstance(v, float) else v for k, v in question.values.items()}
    extra = {
        "d": min(question.values.get("relevant", 0), s.depth),
        "missing": s.depth - len(s.ranking),
    }
    return words[f"why_{question.kind}"].format(**{**extra, **values})

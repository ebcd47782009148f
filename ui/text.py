"""Turning a scenario's numbers into short readable strings (user items escaped)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .render import md

#: How many items or terms a sentence lists before it says "…".
SHOWN = 12


_JOINTS = re.compile(
    r"(?<=[_/=])(?=\w)|(?<=\w\()(?=\w)|(?<=[a-z]\.)(?=[A-Za-z])|(?<=[a-z])(?=[A-Z][a-z])"
    r"|(?<=[A-Za-z]-)(?=[A-Za-z])"
)


def soft_breaks(text: object) -> object:
    """Text for a narrow table cell: a zero-width break after each joint of
    an identifier (``_``, ``(`` after a name, ``/``, ``=``, a dot or a hyphen
    between letters, a lower-case letter before a capitalised word), so a cell that
    must wrap ``retrieval_average_precision`` or ``MeanAveragePrecisionMetric``
    does so at its joints, never mid-word (``retrieval_average_precisi/on``).
    A bracket that opens an aside stays with its first word (no line ending
    in "("). Numbers keep their dots. Anything but text is returned as it is.

    >>> soft_breaks("retrieval_average_precision(top_k=10), 0.5").split("\u200b")
    ['retrieval_', 'average_', 'precision(', 'top_', 'k=', '10), 0.5']
    >>> soft_breaks("적중이 아님 (recall과 RR도)").split("\u200b")
    ['적중이 아님 (recall과 RR도)']
    >>> soft_breaks("MeanAveragePrecisionMetric; nDCG").split("\u200b")
    ['Mean', 'Average', 'Precision', 'Metric; nDCG']
    >>> soft_breaks("pytrec_eval-terrier; precision(top_k=-1)").split("\u200b")
    ['pytrec_', 'eval-', 'terrier; precision(', 'top_', 'k=-1)']

    A name of up to 12 characters fits a phone's column whole, so it stays
    whole (``pytrec_eval``, not ``pytrec_`` / ``eval``):

    >>> soft_breaks("pytrec_eval (trec_eval 9); ranx map@5").split("\u200b")
    ['pytrec_eval (trec_eval 9); ranx map@5']

    A hyphen where no joint is made (a short name, a date) does not break
    either: it becomes a non-breaking hyphen (U+2011), which looks the same
    (``ir-measures``, ``2026-11-27`` split at a hyphen on a phone before):

    >>> soft_breaks("ir-measures 0.4.3 (2026-11-27)") == "ir\u2011measures 0.4.3 (2026\u201111\u201127)"
    True
    """
    if not isinstance(text, str):
        return text
    broken = _LONG.sub(lambda word: _JOINTS.sub("\u200b", word.group()), text)
    return _HARD_HYPHEN.sub("\u2011", broken)


#: A hyphen inside a word with no break after it.
_HARD_HYPHEN = re.compile(r"(?<=\w)-(?=\w)")


#: A run of text long enough to need breaking inside a phone's table column.
_LONG = re.compile(r"\S{13,}")


def items(names: Sequence[str], limit: int = 30, grades: dict[str, int] | None = None) -> str:
    """Item names for Markdown, escaped, shortened with a count when long;
    with ``grades``, each name followed by its grade: ``B: grade 2``."""
    if grades is None:
        shown = ", ".join(md(n) for n in names[:limit])
    else:
        from .words.common import T

        shown = ", ".join(
            T["with_grade"].format(item=md(n), grade=grades[n]) for n in names[:limit]
        )
    if len(names) <= limit:
        return shown
    from .words.common import T

    return shown + ", … " + T["in_all"].format(n=len(names))


def terms(parts: Sequence[str], joiner: str = " + ") -> str:
    """``"1/2 + 2/4"``, shortened to the first few terms when long."""
    if not parts:
        return "0"
    if len(parts) > SHOWN:
        from .words.common import T

        return joiner.join(parts[:SHOWN]) + f"{joiner}… " + T["terms_in_all"].format(n=len(parts))
    return joiner.join(parts)


def scenario_summary(s) -> str:
    """The scenario in one short Markdown block: ranking, relevant items (with
    their grades when the labels are graded), m, K."""
    from .words.common import T

    relevant, missing = s.relevant, s.not_retrieved
    judged = s.judgments
    grades = judged if any(g > 1 for g in judged.values()) else None
    shown = items(relevant, grades=grades) if relevant else T["scenario_none"]
    if missing:
        shown += T["scenario_missing"].format(items=items(missing))
    return T["scenario"].format(
        ranking=items(s.ranking), relevant=shown, m=len(relevant), k=s.depth
    )


def sentence(text: str) -> str:
    """``text`` ending as a sentence: a message shown on its own gets the
    full stop its template leaves out (templates are also joined into longer
    sentences, "… — {message}. …").

    >>> sentence("항목은 한 번씩만 쓸 수 있습니다"), sentence("Done."), sentence("Why?")
    ('항목은 한 번씩만 쓸 수 있습니다.', 'Done.', 'Why?')
    """
    return text if text.rstrip().endswith((".", "?", "!")) else text + "."


def input_message(err: Exception) -> str:
    """Why a typed input was refused, in the session's language, without
    the field's name (the message sits under that field)."""
    from course.scenario import InputError

    from .words.inputs import T

    if isinstance(err, InputError):
        params = {name: _Typed(v) if isinstance(v, str) else v for name, v in err.params.items()}
        if err.code == "query_bad" and err.__cause__ is not None:  # one query of a link
            params["message"] = input_message(err.__cause__)
        return T[f"err_{err.code}"].format(**params)
    return md(str(err))  # not a typed input's: the library's own words


class _Typed:
    r"""Text the user typed, inside a message that is Markdown: shown as it
    is (``{item}``), or quoted as Python quotes it (``{item!r}``), never
    read as Markdown (the backslashes below are Markdown's escapes, which
    the page does not show).

    >>> print(f"{_Typed('**b**')!r} appears twice; {_Typed('$x$')}")
    '\*\*b\*\*' appears twice; \$x\$
    """

    def __init__(self, text: str):
        self.text = text

    def __str__(self) -> str:
        return md(self.text)

    def __repr__(self) -> str:
        quoted = repr(self.text)
        return quoted[0] + md(quoted[1:-1]) + quoted[-1]


def file_message(err: Exception) -> str:
    """Why a file could not be used, in the session's language, as escaped
    Markdown (file names and values come from the user's files)."""
    from .words.batch import T

    words = T["file_errors"]
    code = getattr(err, "code", None)
    if code not in words:
        return md(str(err))
    params = dict(err.params)
    if "column" in params:
        params["column"] = T["file_columns"].get(params["column"], params["column"])
    if "choices" in params:
        params["wanted"] = T["file_or"].join(params["choices"])
    message = words[code].format(**params)
    if not err.name:
        return md(message)
    if err.line is not None:
        place = T["file_line"].format(name=err.name, line=err.line)
    elif err.row is not None:
        place = T["file_row"].format(name=err.name, row=err.row)
    else:
        place = err.name
    return md(T["file_place"].format(place=place, message=message))


def explain_message(err: Exception) -> str:
    """Why "why do our numbers differ?" cannot read what it was given, in
    the session's language, as escaped Markdown (the values are the
    person's own); a file's error as :func:`file_message` says it."""
    from metrics.evaluator.explain_errors import ExplainInputError

    from .words.explain_errors import T

    if not isinstance(err, ExplainInputError):
        return file_message(err)
    return coded_message(err, T)


def coded_message(err, words, names=None) -> str:
    """A :class:`metrics.coded_error.CodedError` in ``words[err.code]``,
    its values escaped (whole numbers with thousands commas); a ``what``
    value (the field refused) named by ``names``."""
    values = {}
    for name, value in err.params.items():
        if name == "what" and names is not None:
            value = names.get(value, value)
        elif isinstance(value, int) and not isinstance(value, bool):
            value = f"{value:,}"
        values[name] = md(str(value))
    return words[err.code].format(**values)

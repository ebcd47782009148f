"""What "why do our numbers differ?" was given and cannot read, as one
error with a code and the values it names, so that a page can say it in its
own language; the message is the command line's English.

>>> from metrics.evaluator.explain_space import parse_number
>>> try:
...     parse_number("abc")
... except ExplainInputError as error:
...     print(error.code, error.params, "|", error)
not_number {'given': 'abc'} | numbers: 'abc' is not a number such as 0.41
"""

from __future__ import annotations

from ..coded_error import CodedError


class ExplainInputError(CodedError):
    """An input the explanation cannot read (:class:`CodedError`)."""

    CODES = {
        "not_number": ("given",),
        "not_between": ("given",),
        "no_numbers": (),
        "too_many_numbers": ("n",),
        "cutoffs": ("measure", "n"),
        "nothing_in_common": (),
        "per_query_empty": (),
        "per_query_line": ("line", "text"),
        "per_query_json": ("line",),
        "per_query_json_object": (),
        "per_query_measures": ("n", "names"),
        "per_query_none": (),
        "per_query_value": ("qid", "value"),
    }


CODES = ExplainInputError.CODES

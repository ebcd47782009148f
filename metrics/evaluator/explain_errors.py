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


class ExplainInputError(ValueError):
    """An input the explanation cannot read.

    Parameters
    ----------
    code : str
        Why, one of ``CODES``.
    message : str
        The reason in English, naming the input (``numbers:``,
        ``per-query numbers, line 3:``) and echoing the value.
    **params
        The values the message names, for a page's own words.
    """

    def __init__(self, code: str, message: str, **params):
        if code not in CODES:
            raise KeyError(code)
        super().__init__(message)
        self.code = code
        self.params = params


#: Every code, with the values its message names.
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

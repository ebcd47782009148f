"""An input a function cannot read, said once in English for the command
line and the library, and by a code with the values it names for a page
that says it in its own language (``ui/words``)."""

from __future__ import annotations


class CodedError(ValueError):
    """A refused input, with why as a code.

    Parameters
    ----------
    code : str
        Why, one of the subclass's ``CODES``.
    message : str
        The reason in English, naming the input and echoing the value.
    **params
        The values the message names (``CODES[code]``), for a page's own
        words.
    """

    #: Each code, with the names of the values it carries.
    CODES: dict[str, tuple[str, ...]] = {}

    def __init__(self, code: str, message: str, **params):
        if code not in self.CODES or set(params) != set(self.CODES[code]):
            raise KeyError(f"{type(self).__name__}: {code!r} with {sorted(params)}")
        super().__init__(message)
        self.code = code
        self.params = params

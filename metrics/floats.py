"""Adding floating-point numbers the way trec_eval's C code adds them.

C adds a list of doubles one at a time, left to right. numpy and pandas sum
in pairs (for 8 values or more) and Python 3.12's ``sum`` compensates
rounding: all three can differ from C in the last bit, and a value that sits
on a rounding boundary (0.06125) then prints 0.0612 where trec_eval prints
0.0613. Every sum that ends in a number this library shows goes through
:func:`added`.
"""

from __future__ import annotations

from collections.abc import Iterable


def added(values: Iterable[float]) -> float:
    """The values added left to right, one at a time, from 0.0.

    Examples
    --------
    trec_eval's 11pt_avg adds its eleven levels from the last; in this order
    the mean rounds up at the fourth decimal, in the other it rounds down:

    >>> levels = [1/8, 1/8, 1/8, 2/25, 7/96, 7/96, 7/96, 0, 0, 0, 0]
    >>> f"{added(reversed(levels)) / 11:6.4f}", f"{added(levels) / 11:6.4f}"
    ('0.0613', '0.0612')
    """
    total = 0.0
    for value in values:
        total += value
    return total

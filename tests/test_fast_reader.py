"""Arrow's reader takes only the plain file (single spaces, every line the
right width); every other file goes to the slow readers, which name the
line that is wrong or read what trec_eval reads. A line the fast reader
skipped or split differently would be a silent change in the numbers."""

import pytest

from metrics.evaluator.files import Source, read_columns

RUN = "q1 Q0 a 1 2.5 s\nq1 Q0 b 2 1.5 s\nq2 Q0 a 1 0.5 s\n"
QRELS = "q1 0 a 1\nq1 0 b 0\nq2 0 a 2\n"


@pytest.mark.parametrize("kind, text", [("run", RUN), ("qrels", QRELS)])
def test_a_plain_file_is_read_fast_with_every_line(kind, text):
    for body in (text, text.rstrip("\n")):  # with and without the last newline
        columns = read_columns(Source(kind, body.encode()), kind)
        assert columns is not None
        assert len(columns.value) == 3 and list(columns.lines) == [1, 2, 3]


IRREGULAR = {
    "a doubled space": lambda t: t.replace(" ", "  ", 1),
    "a leading space": lambda t: " " + t,
    "a trailing space": lambda t: t.replace("\n", " \n", 1),
    "a trailing space on the last line": lambda t: t.rstrip("\n") + " ",
    "a blank first line": lambda t: "\n" + t,
    "a blank line between": lambda t: t.replace("\n", "\n\n", 1),
    "blank lines at the end": lambda t: t + "\n\n",
    "a line of spaces": lambda t: t + "     \n",
    "a comment": lambda t: "# note\n" + t,
    "a tab": lambda t: t.replace(" ", "\t", 1),
    "a carriage return": lambda t: t.replace("\n", "\r\n"),
    "a field too few": lambda t: t + "q3 0 a\n",
    "a field too many": lambda t: t.replace("\n", " extra extra\n", 1),
}


@pytest.mark.parametrize("change", IRREGULAR, ids=list(IRREGULAR))
@pytest.mark.parametrize("kind, text", [("run", RUN), ("qrels", QRELS)])
def test_an_irregular_file_goes_to_the_slow_readers(kind, text, change):
    assert read_columns(Source(kind, IRREGULAR[change](text).encode()), kind) is None

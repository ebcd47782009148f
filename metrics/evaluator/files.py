"""TREC files as bytes and as Arrow columns, without pandas.

The foundation under :mod:`metrics.evaluator.readers` (which reads files into pandas
frames) and the command line's fast path: a file's bytes (:class:`Source`),
the errors that name file and line (:class:`TrecFormatError`), the run's id,
and Arrow's reader for the common well-formed file (:func:`read_columns`)
(the block-wise work both engines share is :mod:`metrics.evaluator.blocks`).
Nothing here imports pandas, so
``python -m metrics`` can evaluate a million-line run without loading it
(pandas alone is 40 MB of the process).
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pa_csv

from ..judged import GRADE_MESSAGES

QRELS_FIELDS = ("qid", "iter", "docno", "grade")
RUN_FIELDS = ("qid", "Q0", "docno", "rank", "score", "tag")

_COMMENT = re.compile(rb"(?:^|\n)[ \t]*#")  # a line starting with '#' (not one in a docno)

#: Why a file cannot be read, by code; ``{name}`` and the place are added in
#: front ("qrels.txt line 3: ..."). The app shows these in the reader's
#: language from the code and its parameters (ui/words/batch.py).
MESSAGES = {
    "not_utf8": "not UTF-8 text; save it as UTF-8 (for example iconv -f cp949 -t utf-8)",
    "unreadable": "cannot read the file ({reason})",
    "binary": "this is a binary file, not a text file",
    "empty": "the file is empty",
    "fields": "expected {width} fields ({fields}), found {found}",
    "fields_more": "expected {width} fields ({fields}), found more than {width}",
    "not_whole": "{column} {value!r} is not a whole number",
    "too_large": "{column} {value!r} is too large: whole numbers are read from -2^53 to 2^53 "
    "(9,007,199,254,740,992, the largest a double holds exactly)",
    "not_number": "{column} {value!r} is not a number",
    "nan": "{column} {value!r} is NaN (not a number), which has no place in the order of "
    "the documents: give it a number, or -inf to rank it last",
    "duplicate": "document {docno!r} is listed twice for query {qid!r}",
    "zscore_duplicate": "measure {measure!r} of query {qid!r} is listed twice",
    "duplicate_jg": "document {docno!r} is listed twice for query {qid!r} in judgment group {jg!r}",
    "header": "the header should be {wanted}, found {found!r}",
    "header_no_rows": "the file has a header but no rows",
    "names_needed": "the query and the item need names",
    "cell_too_long": "a field is longer than {limit:,} characters",
    "no_common": "no query has both judgments (qrels) and a ranking (run)",
    **GRADE_MESSAGES,
}


#: The largest grade, either way: 2^53, the largest whole number a double
#: (trec_eval's gain, the API's numbers) holds exactly.
MAX_GRADE = 2**53


def number_error(text: object) -> str:
    """The error code for a score that did not read as a number: ``"nan"``
    when it is one of the ways of writing NaN (``nan``, ``-NaN``…), which
    C's ``atof`` reads but which cannot be ordered; else ``"not_number"``.
    (Infinities are scores: trec_eval reads ``inf`` and ``-inf`` too.)

    >>> number_error("NaN"), number_error("high")
    ('nan', 'not_number')
    """
    try:
        return "nan" if math.isnan(float(str(text))) else "not_number"
    except ValueError:
        return "not_number"


class TrecFormatError(ValueError):
    """A qrels or run file that cannot be read; the message names file and line.

    ``code`` (a key of :data:`MESSAGES`), ``name`` (the file), ``line`` or
    ``row`` (where, if known) and ``params`` let the app say it in another
    language.

    >>> err = TrecFormatError("not_number", "r.txt", line=2, column="score", value="high")
    >>> str(err), err.code, err.line
    ("r.txt line 2: score 'high' is not a number", 'not_number', 2)
    """

    def __init__(
        self, code: str, name: str, *, line: int | None = None, row: int | None = None, **params
    ):
        self.code, self.name, self.line, self.row, self.params = code, name, line, row, params
        where = f" line {line}" if line is not None else f" row {row}" if row is not None else ""
        super().__init__(f"{name}{where}: " + MESSAGES[code].format(**params))


_BOM = b"\xef\xbb\xbf"
_UTF16 = (b"\xff\xfe", b"\xfe\xff")


def _utf8(data: bytes) -> bytes:
    r"""The bytes as UTF-8 without a byte-order mark. A file that starts with
    one is read in the encoding it names: UTF-8 without the mark, UTF-16
    (what Windows PowerShell's ``> run.txt`` writes) decoded; UTF-16 that
    does not decode stays as it is (and is then refused as binary). trec_eval
    reads bytes: it would take a UTF-8 mark into the first query id and stop
    at UTF-16's zero bytes.

    >>> _utf8(b"\xef\xbb\xbfq1"), _utf8("q1".encode("utf-16"))
    (b'q1', b'q1')
    """
    if data.startswith(_UTF16):
        try:
            return data.decode("utf-16").encode("utf-8")
        except UnicodeDecodeError:
            return data
    return data[len(_BOM) :] if data.startswith(_BOM) else data


class Source:
    """A file's display name and its bytes, as UTF-8 without a byte-order
    mark (:func:`_utf8`); the text is decoded only when a reader needs it
    (the fast readers take the bytes as they are, which spares two copies of
    a large file)."""

    def __init__(self, name: str, content: str | bytes):
        self.name = name
        self._text = content if isinstance(content, str) else None
        data = content.encode("utf-8") if isinstance(content, str) else content
        self.data = _utf8(data)

    @property
    def text(self) -> str:
        """The file as text; :class:`TrecFormatError` names the line that is not UTF-8."""
        if self._text is None:
            try:
                self._text = self.data.decode("utf-8")
            except UnicodeDecodeError as err:
                line = self.data[: err.start].count(b"\n") + 1
                raise TrecFormatError("not_utf8", self.name, line=line) from None
        return self._text

    def release(self) -> None:
        """Let go of the file's bytes and text once they are read (a run can
        be hundreds of MB); the source is empty afterwards."""
        self.data, self._text = b"", None

    def count_lines(self) -> int:
        return self.data.count(b"\n") + (not self.data.endswith(b"\n"))


def load(path_or_text: str | os.PathLike | bytes, name: str | None = None) -> Source:
    """Read a file (a path, or raw bytes already uploaded) as UTF-8 text
    (a byte-order mark names another encoding: see :class:`Source`).

    There is no size limit here (a 20-million-line run is a real case); the
    app's batch page sets its own.

    >>> load(b"q1 0 d1 1\\n", name="qrels.txt").name
    'qrels.txt'
    """
    if isinstance(path_or_text, bytes):
        data, label = path_or_text, name or "file"
    else:
        label = name or os.fspath(path_or_text)
        try:
            with open(path_or_text, "rb") as fh:
                data = fh.read()
        except OSError as err:
            raise TrecFormatError("unreadable", label, reason=err.strerror) from None
    source = Source(label, data)
    if b"\x00" in source.data[:8192]:
        raise TrecFormatError("binary", label)
    return source


def run_tag(source: Source) -> str:
    """The run's id as trec_eval prints it (``runid``): the tag field of the
    last line that is not blank or a comment. Only that line is decoded (a
    run can be hundreds of MB).

    >>> run_tag(Source("r", "q1 Q0 a 1 2.0 first\\nq1 Q0 b 2 1.0 second extra\\n# note\\n"))
    'second'
    """
    data = source.data
    end = len(data)
    while end > 0:
        start = data.rfind(b"\n", 0, end - 1) + 1
        fields = data[start:end].decode("utf-8", errors="replace").split()
        if fields and not fields[0].startswith("#"):
            return fields[5] if len(fields) > 5 else ""
        end = start
    return ""


def single_precision(scores: np.ndarray) -> np.ndarray:
    """Scores rounded to single precision, as trec_eval 9 (inside pytrec_eval
    and ir-measures) reads them: near-equal scores then tie, and the tie goes
    to the document name (``--float32-scores``).

    >>> single_precision(np.array([1 + 1e-9, 1.0])).tolist()
    [1.0, 1.0]
    """
    with np.errstate(over="ignore"):  # 1e300 is inf in single precision, as in C
        return np.asarray(scores, dtype=float).astype(np.float32).astype(float)


def numpy_of(column: pa.Array | pa.ChunkedArray, dtype: type) -> np.ndarray:
    """A numeric Arrow column without nulls as numpy (no copy for one chunk).

    pyarrow's own ``to_numpy`` loads pandas (40 MB, half the memory of a
    small evaluation); reading the data buffer directly does not.

    >>> numpy_of(pa.chunked_array([pa.array([1, 2]), pa.array([3])]), np.int64).tolist()
    [1, 2, 3]
    """
    if isinstance(column, pa.ChunkedArray):
        column = column.chunk(0) if column.num_chunks == 1 else column.combine_chunks()
    if not len(column):
        return np.zeros(0, dtype=dtype)
    size = np.dtype(dtype).itemsize
    return np.frombuffer(
        column.buffers()[1], dtype=dtype, count=len(column), offset=column.offset * size
    )


def arrow_text(names: list[str] | pa.ChunkedArray) -> pa.ChunkedArray:
    """Names as one chunk of Arrow text: a list of ``str`` converted (as
    32-bit text, then widened: converting straight to large_string took 2.5
    times as long, 0.8 s for 10 million names), a column of many chunks
    joined (Arrow's take on the CSV reader's many chunks was 20 times
    slower than on one).

    >>> arrow_text(["a", "b"]).type, arrow_text(["a", "b"]).num_chunks
    (DataType(large_string), 1)
    """
    if isinstance(names, list):
        return pa.chunked_array([pa.array(names, pa.string()).cast(pa.large_string())])
    return pa.chunked_array([names.combine_chunks()]) if names.num_chunks > 1 else names


def arrow_rows(rows: np.ndarray) -> pa.Array:
    """Row positions (numpy) as an Arrow array for ``take``, without the
    pandas bridge ``pa.array`` loads."""
    rows = np.ascontiguousarray(rows, dtype=np.int64)
    return pa.Array.from_buffers(pa.int64(), len(rows), [None, pa.py_buffer(rows)])


class NoQueryInCommon(ValueError):
    """No query has both judgments and a ranking (code ``no_common``, so the
    app can say it in the reader's language)."""

    code, name, line, row, params = "no_common", "", None, None, {}

    def __init__(self):
        super().__init__(MESSAGES["no_common"])


#: A run row's looked-up grade when its document is not judged for its query.
NOT_JUDGED = np.iinfo(np.int64).min


@dataclass
class Columns:
    """A qrels or a run as columns: query and document names as Arrow text,
    ``value`` the grade (int64) or the score (float64) as numpy.

    ``lines`` gives each row's line in the file, for error messages (a
    ``range`` when row i is line i + 1, which costs nothing), or is None for
    rows that came from no file (errors then say "row"). ``unique`` says no
    (query, document) pair can repeat (the keys of ``{qid: {docno: …}}``
    dicts), so the duplicate check is skipped. The batch engine
    empties a name column once it is done with it (``qid``, ``docno`` set to
    None): on a large run they are most of the memory.

    ``grade``, for a run, is each row's grade already looked up in the
    judgments (:data:`NOT_JUDGED` where the document is not judged for its
    query), as the drop-in does from a dict of judgments; ``docno`` may
    then be a list of the names as text, made into Arrow text only for the
    rows whose scores tie. The judgments' ``docno`` may be a list too (a
    dict's keys), made Arrow text only when names are matched
    (:func:`arrow_text`).
    """

    qid: pa.ChunkedArray | None
    docno: pa.ChunkedArray | list[str] | None
    value: np.ndarray
    source: str = "file"
    lines: np.ndarray | range | None = None
    unique: bool = False
    grade: np.ndarray | None = None

    def where(self, row: int) -> dict[str, int]:
        """``{"line": n}`` or ``{"row": n}`` for row ``row`` (0-based), for
        :class:`TrecFormatError`."""
        if self.lines is None:
            return {"row": row + 1}
        return {"line": int(self.lines[row])}


#: A file smaller than this (about 1.7 million run lines) is small: time is
#: the goal there, memory above it (at most 1.2 times trec_eval's from 5
#: million lines). A small file is parsed on every core (a 1-million-line
#: run, 38 MB, in 0.04 s instead of 0.07), and the command line keeps freed
#: buffers for reuse from the end of its reading
#: (:func:`metrics.evaluator.cli.reuse_freed_memory`). On a larger one both
#: would raise the peak: parsing blocks in parallel held 48 MB more on a
#: 5-million-line run (162 MB).
SMALL_FILE_BYTES = 64 * 1024 * 1024


def read_arrow(
    src: Source, fields: tuple[str, ...], types: dict[int, type], coded_qid: bool = False
) -> pa.Table | None:
    """A file read by Arrow's CSV reader (text as ``large_string``, the
    columns in ``types`` as numbers), when it is the common well-formed case:
    single spaces between fields, no comment, no blank line, every line the
    right width, every number a number. Anything else returns None (the
    pandas readers of :mod:`metrics.evaluator.readers` then find the line that is wrong).

    >>> read_arrow(Source("q", b"q1 0 d1 2\\n"), QRELS_FIELDS, {3: np.int64}).to_pylist()
    [{'qid': 'q1', 'docno': 'd1', 'grade': 2}]
    >>> read_arrow(Source("q", b"q1 0 d1 2\\n# note\\n"), QRELS_FIELDS, {3: np.int64}) is None
    True
    """
    data = src.data
    if (b"#" in data and _COMMENT.search(data)) or b"\n\n" in data:  # "in" first: fast
        return None
    # Arrow's reader splits on single spaces only; other white space (and a
    # doubled, leading or trailing space: see the count below) goes to
    # pandas. Single bytes are found fast; two-byte patterns would not be.
    if any(s in data for s in (b"\t", b"\r", b"\x0b", b"\x0c")):
        return None
    # A whole number (a grade) is read as text and checked below: Arrow's own
    # integer reader takes "0x10" as 16, where trec_eval's atol reads 0.
    arrow = {np.int64: pa.large_string(), np.float64: pa.float64()}
    wanted = ["qid", "docno", *(fields[i] for i in types)]
    # With ``coded_qid`` the query names come dictionary-encoded (each name
    # once per block of the file, a number per line): on 5 million lines,
    # about 45 MB less than a text per line, and numbered as they are read.
    text = {
        f: pa.dictionary(pa.int32(), pa.large_string()) if coded_qid and f == "qid"
        else pa.large_string()
        for f in fields
    }  # fmt: skip
    try:
        # The system allocator: the parse buffers go back to the system
        # (Arrow's default pool kept ~200 MB more at the peak on a 180 MB
        # run). Threads for a small file only (SMALL_FILE_BYTES). Text as
        # large_string, the type pandas keeps it in: read as string, every
        # name was copied once more (14 MB more after reading a
        # 1-million-line run).
        table = pa_csv.read_csv(
            pa.BufferReader(pa.py_buffer(data)),
            read_options=pa_csv.ReadOptions(
                column_names=list(fields), use_threads=len(data) < SMALL_FILE_BYTES
            ),
            # Every line a row: a blank one is a row of one field, which
            # fails the width, as does a doubled, leading or trailing space
            # (an empty field); so the lines, the rows and the spaces agree
            # without counting them (two passes over the bytes).
            parse_options=pa_csv.ParseOptions(
                delimiter=" ", quote_char=False, ignore_empty_lines=False
            ),
            convert_options=pa_csv.ConvertOptions(
                column_types={f: arrow.get(types.get(i), text[f]) for i, f in enumerate(fields)},
                include_columns=wanted,
                # Arrow reads "", NaN, NA, null, N/A, #N/A, 1.#IND… in a
                # number column as nulls, whose buffer holds 0: a run's NaN
                # score or a qrels' empty grade read as 0, silently. With
                # no null spelling, those fail here (or read as a NaN, which
                # read_columns refuses) and the slow readers name the line.
                null_values=[],
                strings_can_be_null=False,
                quoted_strings_can_be_null=False,
            ),
            memory_pool=pa.system_memory_pool(),
        )
    except (pa.ArrowInvalid, ValueError):
        return None
    if any(column.null_count for column in table.columns):
        return None  # never with null_values=[]; a null would read as 0
    for i, f in enumerate(fields):
        if types.get(i) is np.int64:
            table = _whole(table, f)
            if table is None:
                return None
    return table


def plain_whole(column: pa.Array | pa.ChunkedArray) -> pa.Array | pa.ChunkedArray | None:
    """Text as whole numbers, when each is plain ASCII digits (a minus sign
    first at most) within :data:`MAX_GRADE`; else None, and the slow reader
    names the line (or reads ``+2`` and ``2.0``, which trec_eval's atol reads
    as 2, too). Arrow's own integer reader would take ``0x10`` as 16.

    >>> plain_whole(pa.array(["2", "-1"])).to_pylist(), plain_whole(pa.array(["0x10"]))
    ([2, -1], None)
    """
    if not pc.all(pc.match_substring_regex(column, r"^-?[0-9]{1,16}$")).as_py():
        return None
    numbers = pc.cast(column, pa.int64())
    if len(numbers) and pc.max(pc.abs(numbers)).as_py() > MAX_GRADE:
        return None
    return numbers


def _whole(table: pa.Table, field: str) -> pa.Table | None:
    """The table with ``field``'s text as whole numbers (:func:`plain_whole`)."""
    numbers = plain_whole(table.column(field))
    if numbers is None:
        return None
    return table.set_column(table.schema.get_field_index(field), field, numbers)


def read_columns(src: Source, kind: str) -> Columns | None:
    """A qrels (``kind="qrels"``) or run (``"run"``) file as :class:`Columns`
    straight from Arrow, or None when it is not the common well-formed case
    (:func:`read_arrow`) or a score is NaN; the caller then reads it
    with :mod:`metrics.evaluator.readers`, which says what is wrong.

    >>> cols = read_columns(Source("r.txt", b"q1 Q0 d1 1 2.5 sys\\n"), "run")
    >>> cols.qid.to_pylist(), cols.docno.to_pylist(), cols.value.tolist(), cols.where(0)
    (['q1'], ['d1'], [2.5], {'line': 1})
    """
    fields, types = (
        (QRELS_FIELDS, {3: np.int64}) if kind == "qrels" else (RUN_FIELDS, {4: np.float64})
    )
    table = read_arrow(src, fields, types, coded_qid=True)
    if table is None:
        return None
    value = numpy_of(table.column(fields[next(iter(types))]), next(iter(types.values())))
    if kind == "run" and np.isnan(value).any():
        return None
    qid, docno = table.column("qid"), table.column("docno")
    del table  # the columns keep their own buffers: each can be freed alone
    return Columns(qid, docno, value, src.name, range(1, len(value) + 1))

"""Reading TREC qrels and run files, the way trec_eval reads them.

* **qrels**: ``qid iter docno grade``, whitespace-separated, one judgment a
  line; ``iter`` is ignored. The grade must be a whole number (trec_eval
  would silently read ``1.5`` as 1 and ``high`` as 0; here both are errors).
  A negative grade means judged, not relevant, as in trec_eval.
* **run**: ``qid Q0 docno rank score tag``; ``Q0``, ``rank`` and ``tag`` are
  ignored, and so is any text after the tag (trec_eval reads it the same way;
  the tag of the last line is the run's id, :func:`run_tag`). trec_eval **does not use the rank column**: it orders a query's
  documents by score, highest first, and breaks ties by docno in *decreasing*
  byte order (``strcmp``), so ``d9`` comes before ``d10`` and ``b`` before
  ``a``. Two runs with the same scores but different rank columns score the
  same; two "identical" runs whose tied documents have other names do not.
* Lines starting with ``#`` and blank lines are skipped.
* A document listed twice for one query (in either file) is an error, as in
  trec_eval ("duplicate docs").

Every problem raises :class:`TrecFormatError` (a ``ValueError``) naming the
file, the line and what is wrong. This module reads into pandas frames; what
needs no pandas (bytes, errors, the run's id, Arrow's reader for well-formed
files) is in :mod:`metrics.evaluator.files`, importable from here too.
"""

from __future__ import annotations

import csv
import io
import os
import re

import numpy as np
import pandas as pd
import pyarrow as pa

# The pandas-free foundation, also this module's public names.
from .blocks import BLOCK_ROWS, duplicate_rows, query_blocks  # noqa: F401
from .files import (  # noqa: F401
    _COMMENT,
    MAX_GRADE,
    MESSAGES,
    QRELS_FIELDS,
    RUN_FIELDS,
    Source,
    TrecFormatError,
    load,
    number_error,
    numpy_of,
    plain_whole,
    read_arrow,
    run_tag,
    single_precision,
)

# What follows reading (the queries paired, ordered, checked), importable from here too.
from .queries import (  # noqa: F401
    check_duplicates,
    duplicate_error,
    each_query,
    order_run,
    single_precision_scores,
)

#: A grade as trec_eval's atol reads the whole of it: ASCII digits, a sign,
#: a fraction of zeros at most (``2.0``). Not ``0x10``, ``1e3`` or ``２``,
#: which atol reads as 0, 1 and 0.
_WHOLE = re.compile(r"[+-]?[0-9]+(?:\.0*)?")
#: A number as C's atof reads the whole of it (ASCII digits: atof reads
#: ``２`` as 0, where Python's float reads 2).
_DECIMAL = re.compile(r"\s*[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\s*")


def to_numbers(texts: pd.Series) -> pd.Series:
    """Each text as a double, NaN where it is not a number; a decimal too
    large for a double is infinite, as C's ``atof`` reads it (``1e400`` →
    inf; pandas before 3.0 calls it not a number).

    >>> to_numbers(pd.Series(["2.5", "-1e400", "inf", "high"])).tolist()
    [2.5, -inf, inf, nan]
    """
    values = pd.to_numeric(texts, errors="coerce").astype(float)
    missing = values.isna()
    if missing.any():
        again = texts[missing].map(lambda s: float(s) if _DECIMAL.fullmatch(str(s)) else np.nan)
        values = values.where(~missing, again.astype(float))
    return values


def whole_numbers(texts: pd.Series, lines: pd.Series, name: str) -> np.ndarray:
    """Grades as numbers (:data:`_WHOLE`), or the first that is not one
    refused, naming the file and line; beyond :data:`MAX_GRADE` too.

    >>> whole_numbers(pd.Series(["2", "+1", "-1", "3.0"]), pd.Series([1, 2, 3, 4]), "q").tolist()
    [2, 1, -1, 3]
    >>> whole_numbers(pd.Series(["0x10"]), pd.Series([7]), "q.txt")
    Traceback (most recent call last):
    ...
    metrics.evaluator.files.TrecFormatError: q.txt line 7: grade '0x10' is not a whole number
    """
    plain = plain_whole(pa.array(texts.to_numpy(object), pa.large_string()))
    if plain is not None:  # the common case, in Arrow: 0.2 s of 1 million lines, not 0.9
        return numpy_of(plain, np.int64).copy()
    ok = texts.str.fullmatch(_WHOLE).to_numpy(bool)
    if ok.all():
        digits = texts.str.replace(r"\.0*$", "", regex=True)
        # A sign and 17 digits fit in int64; longer ones are read as Python's.
        long = digits.str.len().to_numpy() > 18
        big = np.zeros(len(texts), bool)
        big[long] = [abs(int(t)) > MAX_GRADE for t in digits[long]]
        if not big.any():
            numbers = digits.astype(np.int64).to_numpy()
            big = np.abs(numbers) > MAX_GRADE
            if not big.any():
                return numbers
        bad, code = big, "too_large"
    else:
        bad, code = ~ok, "not_whole"
    at = int(np.flatnonzero(bad)[0])
    raise TrecFormatError(
        code, name, line=int(lines.iloc[at]), column="grade", value=texts.iloc[at]
    )


def _fields(src: Source, fields: tuple[str, ...], rest_ok: bool = False) -> pd.DataFrame:
    """Split into columns; every kept row knows its line number (``line``).
    With ``rest_ok``, text after the last field is dropped, not refused."""
    width = len(fields)
    if not src.text.strip():
        raise TrecFormatError("empty", src.name)
    try:
        if rest_ok:  # pandas would read extra fields as an index; split by hand
            raise ValueError
        df = pd.read_csv(
            io.StringIO(src.text), sep=r"\s+", header=None, names=range(width + 1),
            dtype=str, keep_default_na=False, na_values=[], skip_blank_lines=False,
            quoting=csv.QUOTE_NONE, engine="c",
        )  # fmt: skip
    except (pd.errors.ParserError, ValueError):
        df = None
    if df is None or len(df) != src.text.count("\n") + (not src.text.endswith("\n")):
        df = _fields_slow(src, width)
    df["line"] = np.arange(1, len(df) + 1, dtype=np.int32)
    first = df[0]
    keep = (first != "") & ~first.str.startswith("#")
    df = df[keep]
    short = df[width - 1] == ""
    extra = (df[width] != "") & (not rest_ok)
    bad = short | extra
    if bad.any():
        row = df[bad].iloc[0]
        count = int((row[list(range(width + 1))] != "").sum())
        raise TrecFormatError(
            "fields_more" if row[width] != "" else "fields", src.name, line=int(row["line"]),
            width=width, fields=" ".join(fields), found=count,
        )  # fmt: skip
    df = df.drop(columns=[width])
    df.columns = [*fields, "line"]
    return df


def _fields_slow(src: Source, width: int) -> pd.DataFrame:
    rows = []
    for line in src.text.splitlines():
        parts = line.split()
        if len(parts) > width:
            parts = parts[:width] + [" ".join(parts[width:])]
        rows.append(parts + [""] * (width + 1 - len(parts)))
    return pd.DataFrame(rows, columns=range(width + 1))


def _fast(src: Source, fields: tuple[str, ...], types: dict[int, type]) -> pd.DataFrame | None:
    """The common case at full speed: Arrow's reader for single spaces
    (:func:`metrics.evaluator.files.read_arrow`), else pandas' C parser for any
    white space; no comment, no blank line, every line the right width,
    every number a number. Anything else returns None and goes through the
    slow path, which finds the line.

    (The C parser refuses a line with too many fields; a line with too few
    leaves an empty last field, or an empty number, which refuses too.)"""
    data = src.data
    if (b"#" in data and _COMMENT.search(data)) or b"\n\n" in data:  # "in" first: fast
        return None
    table = read_arrow(src, fields, types)
    if table is not None:
        df = table.to_pandas()
        df["line"] = np.arange(1, len(df) + 1, dtype=np.int32)
        return df
    # A whole number stays text here (pandas' C parser reads "1e3" as 1000):
    # the caller reads it (:func:`whole_numbers`).
    kept = {i: object if t is np.int64 else t for i, t in types.items()}
    try:
        df = pd.read_csv(
            io.BytesIO(data), sep=r"\s+", header=None,
            names=list(fields), dtype={f: kept.get(i, object) for i, f in enumerate(fields)},
            na_filter=False, skip_blank_lines=False, quoting=csv.QUOTE_NONE, engine="c",
            encoding="utf-8",
        )  # fmt: skip
    except (pd.errors.ParserError, ValueError, TypeError, OverflowError):
        return None
    last = df[fields[-1]]
    if last.dtype == object and (last == "").any():
        return None
    if len(df) != src.count_lines():
        return None
    df["line"] = np.arange(1, len(df) + 1, dtype=np.int32)
    return df


def read_qrels(source: Source | str | os.PathLike, groups: bool = False) -> pd.DataFrame:
    """Parse a qrels file into columns ``qid``, ``docno``, ``grade`` (int), ``line``.

    With ``groups`` (trec_eval's ``-R qrels_jg``), the second column names a
    judgment group and is kept as ``jg``; a document listed twice in one
    group of one query is refused at once, in any query (as trec_eval reads
    that format).

    The frame's ``attrs["source"]`` keeps the file name for later messages.

    >>> read_qrels(load(b"q1 0 d1 2\\nq1 0 d2 0\\n", "q.txt"))[["qid", "docno", "grade"]].values.tolist()
    [['q1', 'd1', 2], ['q1', 'd2', 0]]
    >>> read_qrels(load(b"q1 0 d1 high\\n", "q.txt"))
    Traceback (most recent call last):
    ...
    metrics.evaluator.files.TrecFormatError: q.txt line 1: grade 'high' is not a whole number
    """
    src = source if isinstance(source, Source) else load(source)
    # The fast reader drops the second column, which judgment groups need.
    df = None if groups else _fast(src, QRELS_FIELDS, {3: np.int64})
    if df is None:
        df = _fields(src, QRELS_FIELDS)
    if df["grade"].dtype != np.int64:  # text: read by trec_eval's rule
        df = df.assign(grade=whole_numbers(df["grade"], df["line"], src.name))
    if groups:
        out = df[["qid", "iter", "docno", "grade", "line"]].rename(columns={"iter": "jg"})
        out = out.astype({"qid": str, "jg": str, "docno": str}).reset_index(drop=True)
        repeated = out.duplicated(["qid", "jg", "docno"])
        if repeated.any():
            row = out[repeated].iloc[0]
            raise TrecFormatError(
                "duplicate_jg", src.name, line=int(row["line"]), docno=row["docno"],
                qid=row["qid"], jg=row["jg"],
            )  # fmt: skip
    else:
        out = df[["qid", "docno", "grade", "line"]].reset_index(drop=True)
    out.attrs["source"] = src.name
    return out


def read_run(source: Source | str | os.PathLike) -> pd.DataFrame:
    """Parse a run file into columns ``qid``, ``docno``, ``score`` (float), ``line``.

    The frame's ``attrs["source"]`` keeps the file name for later messages.

    >>> read_run(load(b"q1 Q0 d1 1 2.5 sys\\n", "r.txt"))[["qid", "docno", "score"]].values.tolist()
    [['q1', 'd1', 2.5]]
    """
    src = source if isinstance(source, Source) else load(source)
    df = _fast(src, RUN_FIELDS, {4: np.float64})
    if df is None or np.isnan(df["score"].to_numpy()).any():
        df = _fields(src, RUN_FIELDS, rest_ok=True)
        # As trec_eval's atof: 'inf', '-inf' and '1e400' (infinity) are scores.
        score = to_numbers(df["score"])
        bad = score.isna()
        if bad.any():
            row = df[bad].iloc[0]
            raise TrecFormatError(
                number_error(row["score"]), src.name, line=int(row["line"]), column="score",
                value=row["score"],
            )  # fmt: skip
        df = df.assign(score=score.astype(float))
    out = df[["qid", "docno", "score", "line"]].reset_index(drop=True)
    out.attrs["source"] = src.name
    return out


def _numbers(df: pd.DataFrame, column: str, src: Source) -> pd.Series:
    """``column`` read as floats; the first line that is not a number is refused."""
    values = to_numbers(df[column])
    if values.isna().any():
        row = df[values.isna()].iloc[0]
        raise TrecFormatError(
            "not_number", src.name, line=int(row["line"]), column=column, value=row[column]
        )
    return values.astype(float)


PREFS_FIELDS = ("qid", "jg", "jsg", "docno", "rel_level")


def read_prefs(source: Source | str | os.PathLike, qrels: bool = False) -> pd.DataFrame:
    """Parse a preference file (trec_eval's ``-R prefs``: ``qid jg jsg docno
    rel_level`` per line) into columns ``qid``, ``jg``, ``jsg``, ``docno``,
    ``rel_level`` (float) and ``line``. With ``qrels`` (``-R qrels_prefs``), a
    qrels file read that way: the judgment group is its second column, one
    sub-group ``0``, the grade the level (see :mod:`metrics.evaluator.preferences`).

    >>> read_prefs(load(b"q1 u s d1 2.5\\n", "p.txt"))[["jg", "jsg", "rel_level"]].values.tolist()
    [['u', 's', 2.5]]
    """
    src = source if isinstance(source, Source) else load(source)
    if qrels:
        df = read_qrels(src, groups=True)
        out = df.assign(jsg="0", rel_level=df["grade"].astype(float))
        out = out[["qid", "jg", "jsg", "docno", "rel_level", "line"]]
        out.attrs["source"] = src.name
        return out
    df = _fields(src, PREFS_FIELDS)
    out = df.assign(rel_level=_numbers(df, "rel_level", src)).reset_index(drop=True)
    out = out.astype({"qid": str, "jg": str, "jsg": str, "docno": str})
    out.attrs["source"] = src.name
    return out


ZSCORE_FIELDS = ("qid", "measure", "mean", "stddev")


def read_zscores(source: Source | str | os.PathLike) -> dict[tuple[str, str], tuple[float, float]]:
    """Parse a Z-score file (trec_eval's ``-Z``): ``qid measure mean stddev``
    per line, the mean and standard deviation of each measure for each query
    over some reference runs. Returns ``{(qid, measure): (mean, stddev)}``.

    Blank lines and lines starting with ``#`` are skipped, as in qrels and
    runs; a (query, measure) listed twice is refused (trec_eval would take
    one of them, whichever its binary search meets first).

    >>> read_zscores(load(b"301 map 0.12 0.15\\n", "z.txt"))
    {('301', 'map'): (0.12, 0.15)}
    """
    src = source if isinstance(source, Source) else load(source)
    df = _fields(src, ZSCORE_FIELDS)
    for column in ("mean", "stddev"):
        df[column] = _numbers(df, column, src)
    repeated = df.duplicated(["qid", "measure"])
    if repeated.any():
        row = df[repeated].iloc[0]
        raise TrecFormatError(
            "zscore_duplicate", src.name, line=int(row["line"]), qid=row["qid"],
            measure=row["measure"],
        )  # fmt: skip
    return {
        (q, m): (mean, sd)
        for q, m, mean, sd in zip(df["qid"], df["measure"], df["mean"], df["stddev"])
    }

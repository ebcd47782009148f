"""Judgments and runs from either TREC files or CSV files with a header.

* TREC: see :mod:`metrics.evaluator.readers` (``qid 0 docno grade`` / ``qid Q0 docno rank score tag``).
* CSV judgments: header ``query,item,grade``.
* CSV runs: header ``query,item,score`` (higher is better) or ``query,item,rank``
  (1 is the top). A rank column becomes the score ``-rank``, so the order is
  the one given; equal ranks are ties, broken like trec_eval's (item name,
  decreasing).

A file is read as CSV when its first non-blank line contains a comma. Both
readers return the frames :func:`metrics.evaluator.router.evaluate_frames` takes, and raise
:class:`~metrics.evaluator.files.TrecFormatError` naming the file, the line and the
problem.
"""

from __future__ import annotations

import csv
import io
import os

import numpy as np
import pandas as pd

from .readers import (
    MAX_GRADE,
    Source,
    TrecFormatError,
    load,
    number_error,
    read_qrels,
    read_run,
    to_numbers,
)

JUDGMENT_HEADER = ("query", "item", "grade")
RUN_HEADERS = (("query", "item", "score"), ("query", "item", "rank"))


def is_csv(src: Source) -> bool:
    """True when the first non-blank line has a comma.

    >>> is_csv(Source("f", "\\nquery,item,grade\\n")), is_csv(Source("f", "q1 0 d1 1\\n"))
    (True, False)
    """
    first = next((line for line in src.text.splitlines() if line.strip()), "")
    return "," in first


def _read_csv(
    src: Source, headers: tuple[tuple[str, ...], ...]
) -> tuple[pd.DataFrame, tuple[str, ...]]:
    if not src.text.strip():
        raise TrecFormatError("empty", src.name)
    # newline="": a line may end in \r, \n or \r\n (csv's own advice; a
    # lone \r inside a line otherwise stopped the reader with a traceback).
    reader = csv.reader(io.StringIO(src.text, newline=""))
    rows, header, lines = [], None, []
    for line_no, row in _rows(reader, src):
        if not row or all(not cell.strip() for cell in row):
            continue
        cells = [cell.strip() for cell in row]
        if header is None:
            lowered = tuple(c.lower() for c in cells)
            header = next((h for h in headers if lowered == h), None)
            if header is None:
                choices = tuple(",".join(h) for h in headers)
                raise TrecFormatError(
                    "header", src.name, line=line_no, wanted=" or ".join(choices),
                    choices=choices, found=",".join(cells)[:80],
                )  # fmt: skip
            continue
        if len(cells) != len(header):
            raise TrecFormatError(
                "fields", src.name, line=line_no, width=len(header), fields=",".join(header),
                found=len(cells),
            )  # fmt: skip
        if not cells[0] or not cells[1]:
            raise TrecFormatError("names_needed", src.name, line=line_no)
        rows.append(cells)
        lines.append(line_no)
    if header is None:
        raise TrecFormatError("empty", src.name)
    if not rows:
        raise TrecFormatError("header_no_rows", src.name)
    df = pd.DataFrame(rows, columns=list(header))
    df["line"] = lines
    return df, header


def _rows(reader, src: Source):
    """The CSV's rows with their line numbers; a field past csv's limit is
    refused by line, as every other fault of the file is."""
    line_no = 0
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error:
            raise TrecFormatError(
                "cell_too_long", src.name, line=reader.line_num, limit=csv.field_size_limit()
            ) from None
        line_no += 1
        yield line_no, row


def _number(df: pd.DataFrame, column: str, src: Source, whole: bool) -> pd.Series:
    values = to_numbers(df[column])
    bad = values.isna()
    if whole:  # grades and ranks; a score may be infinite, as in trec_eval
        bad |= ~np.isfinite(values) | (values != values.round())
    if bad.any():
        row = df[bad].iloc[0]
        raise TrecFormatError(
            "not_whole" if whole else number_error(row[column]), src.name,
            line=int(row["line"]), column=column, value=row[column],
        )  # fmt: skip
    if whole and (values.abs() > MAX_GRADE).any():  # as int64, 1e20 wrapped to a negative
        row = df[values.abs() > MAX_GRADE].iloc[0]
        raise TrecFormatError(
            "too_large", src.name, line=int(row["line"]), column=column, value=row[column]
        )
    return values


def read_judgments_file(source: Source | str | os.PathLike) -> pd.DataFrame:
    """Judgments from a TREC qrels file or a ``query,item,grade`` CSV.

    >>> df = read_judgments_file(load(b"query,item,grade\\nq1,d1,2\\n", "j.csv"))
    >>> df[["qid", "docno", "grade"]].values.tolist()
    [['q1', 'd1', 2]]
    """
    src = source if isinstance(source, Source) else load(source)
    if not is_csv(src):
        return read_qrels(src)
    df, _ = _read_csv(src, (JUDGMENT_HEADER,))
    out = pd.DataFrame(
        {
            "qid": df["query"],
            "docno": df["item"],
            "grade": _number(df, "grade", src, whole=True).astype(np.int64),
            "line": df["line"],
        }
    )
    out.attrs["source"] = src.name
    return out


def read_run_file(source: Source | str | os.PathLike) -> pd.DataFrame:
    """A run from a TREC run file or a ``query,item,score`` / ``query,item,rank`` CSV.

    >>> df = read_run_file(load(b"query,item,rank\\nq1,a,2\\nq1,b,1\\n", "r.csv"))
    >>> df[["docno", "score"]].values.tolist()
    [['a', -2.0], ['b', -1.0]]
    """
    src = source if isinstance(source, Source) else load(source)
    if not is_csv(src):
        return read_run(src)
    df, header = _read_csv(src, RUN_HEADERS)
    column = header[2]
    values = _number(df, column, src, whole=column == "rank")
    out = pd.DataFrame(
        {
            "qid": df["query"],
            "docno": df["item"],
            "score": (-values if column == "rank" else values).astype(float),
            "line": df["line"],
        }
    )
    out.attrs["source"] = src.name
    return out


def only_in_one(qrels: pd.DataFrame, run: pd.DataFrame) -> tuple[list[str], list[str]]:
    """Queries only in the run, and queries only in the judgments (sorted).

    >>> q = pd.DataFrame({"qid": ["a", "b"]}); r = pd.DataFrame({"qid": ["b", "c"]})
    >>> only_in_one(q, r)
    (['c'], ['a'])
    """
    judged, ranked = set(qrels["qid"]), set(run["qid"])
    return sorted(ranked - judged), sorted(judged - ranked)

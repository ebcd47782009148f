"""trec_eval's order of the documents, and one numbering of names, on
whole columns in compiled code (numpy, Arrow): the first steps of the
vectorised engine (:class:`metrics.evaluator.vectorised.Evaluated`).

Documents are ordered by query, then score descending, ties by docno
descending in byte order (C's ``strcmp``), as trec_eval orders them.
"""

from __future__ import annotations

import operator
import threading
from collections.abc import Callable

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from .blocks import BLOCK_ROWS
from .files import arrow_rows, arrow_text, numpy_of
from .parallel import each_block


def group_ranks(groups: np.ndarray, n_groups: int) -> tuple[np.ndarray, np.ndarray]:
    """1-based rank of each row inside its group (rows sorted by group), and
    the start row of each row's group."""
    counts = np.bincount(groups, minlength=n_groups)
    # 32-bit where the rows allow: each array made here is as long as the
    # run, and fewer bytes to allocate was most of this function's time.
    small = np.int32 if len(groups) < 2**31 else np.int64
    starts = (np.cumsum(counts) - counts).astype(small)[groups]
    ranks = np.arange(1, len(groups) + 1, dtype=small)
    ranks -= starts
    return ranks.astype(np.int32, copy=False), starts


def tie_order(
    q: np.ndarray,
    score: np.ndarray,
    docno: Callable[[np.ndarray], pa.Array],
    ties: str = "descending",
    *,
    classes: np.ndarray | None = None,
    order: np.ndarray | None = None,
    tied: tuple[np.ndarray, np.ndarray] | None = None,
) -> np.ndarray:
    """trec_eval's order: query, then score descending, ties by docno descending
    (``ties="ascending"``: increasing, as ir-measures' Judged@k; ``"input"``:
    in the rows' own order, as ranx and cwl_eval keep a run's).

    ``classes`` (one per row, e.g. the row's grade, or unjudged): what every
    measure reads of a row. A tie whose rows are all of one class reads the
    same in any order, so its rows keep ``order`` (:func:`by_score`'s, when
    given; it is changed in place) and their names are never fetched:
    nearly all ties, where most documents are unjudged. ``tied``, when
    given, is :func:`ties_of` that order.

    Sorting a million document names is slow and ties are rare, so only the
    tied rows are sorted by name, and only their names are fetched
    (``docno(rows)``, as Arrow text). Arrow sorts them, in compiled code, by
    tie block and then name descending; Arrow compares text byte by byte,
    the order of C's ``strcmp``. (Python's ``sorted`` over the names took 1.75
    of 5.3 s on a 5,000 × 1,000 run of mostly unique names.)

    >>> names = pa.array(["d10", "d9", "b", "a"], pa.large_string())
    >>> order = tie_order(np.zeros(4, np.int64), np.array([1.0, 1.0, 2.0, 2.0]),
    ...                    lambda rows: names.take(arrow_rows(rows)))
    >>> [names[int(i)].as_py() for i in order]
    ['b', 'a', 'd9', 'd10']

    Given classes, only the tie of mixed classes (rows 2 and 3) is put in
    name order; rows 0 and 1, one class, stay as ``order`` has them:

    >>> tie_order(np.zeros(4, np.int64), np.array([1.0, 1.0, 2.0, 2.0]),
    ...           lambda rows: names.take(arrow_rows(rows)), classes=np.array([0, 0, 1, 0]),
    ...           order=np.array([3, 2, 0, 1])).tolist()
    [2, 3, 0, 1]
    """
    by_name = "ascending" if ties == "ascending" else "descending"
    if order is None:
        order = by_score(q, score)  # equal scores are put in name order below
    rows, block = ties_of(q, score, order) if tied is None else tied
    if len(rows):
        if classes is not None and ties != "input":  # only ties of mixed classes
            kind = classes[order[rows]]
            # A tie mixes classes where two neighbours in it differ.
            differs = (kind[1:] != kind[:-1]) & (block[1:] == block[:-1])
            mixed = np.zeros(int(block[-1]) + 1, bool)
            mixed[block[1:][differs]] = True
            keep = mixed[block]
            rows, block = rows[keep], block[keep]
            del kind, differs, mixed, keep
            if not len(rows):
                return order
        # About BLOCK_ROWS tied rows at a time (a tie never split): on a run
        # of mostly tied scores the names fetched stay a block's, not the run's.
        starts = np.flatnonzero(np.r_[True, block[1:] != block[:-1]])  # each tie's first row
        near = np.searchsorted(starts, np.arange(BLOCK_ROWS, len(rows), BLOCK_ROWS))
        cuts = np.unique(np.r_[0, starts[np.minimum(near, len(starts) - 1)], len(rows)])
        if ties == "input":  # each tie's rows in their own order: no names
            order[rows] = order[rows][np.lexsort((order[rows], block))]
            return order

        def in_name_order(bounds: tuple[int, int]) -> None:  # its own rows only
            part = rows[bounds[0] : bounds[1]]
            names = _large_text(docno(order[part]))
            table = pa.table({"block": arrow_rows(block[bounds[0] : bounds[1]]), "name": names})
            perm = pc.sort_indices(table, sort_keys=[("block", "ascending"), ("name", by_name)])
            order[part] = order[part][numpy_of(perm, np.uint64)]

        each_block(in_name_order, zip(cuts[:-1].tolist(), cuts[1:].tolist()))
    return order


def ties_of(q: np.ndarray, score: np.ndarray, order: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The rows of ``order`` (positions in it) whose query and score equal a
    neighbour's, and each one's tie, numbered in order.

    >>> rows, tie = ties_of(np.zeros(5, np.int64), np.array([3.0, 2, 2, 1, 1]), np.arange(5))
    >>> rows.tolist(), tie.tolist()
    ([1, 2, 3, 4], [1, 1, 2, 2])
    """
    small = np.int32 if len(order) < 2**31 else np.int64  # half the memory
    qs = q[order]
    same = qs[1:] == qs[:-1]
    del qs
    ss = score[order]
    same &= ss[1:] == ss[:-1]
    del ss
    if not same.any():
        return np.zeros(0, small), np.zeros(0, small)
    tied = np.zeros(len(order), bool)
    tied[1:] |= same
    tied[:-1] |= same
    rows = np.flatnonzero(tied).astype(small)
    return rows, np.cumsum(tied & ~np.r_[False, same], dtype=small)[rows]


def scored(q: np.ndarray, score: np.ndarray) -> tuple[np.ndarray, tuple[np.ndarray, np.ndarray]]:
    """:func:`by_score`'s order and :func:`ties_of` it: the part of the
    order that reads no name and no grade (done beside matching the names).

    >>> order, (rows, tie) = scored(np.zeros(3, np.int64), np.array([1.0, 2.0, 1.0]))
    >>> order[0].item(), sorted(order[1:].tolist()), rows.tolist(), tie.tolist()
    (1, [0, 2], [1, 2], [1, 1])
    """
    order = by_score(q, score)
    return order, ties_of(q, score, order)


def by_score(q: np.ndarray, score: np.ndarray) -> np.ndarray:
    """The rows by query, then score descending (equal scores in no set order).

    Each query's scores are sorted on their own, as one row of a table
    (query × position, NaN after a list's end, which sorts last; a score is
    never NaN here): ten million rows sort in a fifth of the time one sort
    of them all takes. Lists of very unequal length (the table would hold
    more than twice the rows) are sorted all at once instead.

    >>> by_score(np.array([1, 0, 1, 0, 1]), np.array([1.0, 5.0, 3.0, 7.0, 2.0])).tolist()
    [3, 1, 2, 4, 0]
    """
    # A stable sort by query keeps each query's rows together; with fewer
    # than 65,536 queries a 16-bit key lets numpy use its radix sort.
    key = q.astype(np.uint16) if q.max(initial=0) < 65_536 else q
    n = int(q.max(initial=-1)) + 1
    counts = np.bincount(q, minlength=n)
    width = int(counts.max(initial=0))
    if n * width > 2 * len(q):
        by_score = np.argsort(-score)
        return by_score[np.argsort(key[by_score], kind="stable")]
    by_query = np.argsort(key, kind="stable")
    del key  # millions of rows: free what is done with
    if len(q) < 2**31:
        by_query = by_query.astype(np.int32)  # half the memory
    first = np.cumsum(counts) - counts
    if n * width == len(q):  # every list as long: the rows, grouped, are the table
        table = score[by_query]
    else:  # row j of query i in cell (i, j)
        at = np.arange(len(q), dtype=np.int64)
        at += (np.arange(n, dtype=np.int64) * width - first).repeat(counts)
        table = np.full(n * width, np.nan)
        table[at] = score[by_query]
        del at
    np.negative(table, out=table)  # descending; NaN stays NaN
    table = table.reshape(n, width)
    order = np.empty(len(q), by_query.dtype)
    done = 0
    step = max(1, BLOCK_ROWS // max(width, 1))  # queries sorted at a time: small index arrays
    for a in range(0, n, step):
        b = min(n, a + step)
        sorted_at = np.argsort(table[a:b], axis=1)
        sorted_at += first[a:b, None]  # column j of row i: row first_i + j of by_query
        if n * width != len(q):
            sorted_at = sorted_at[np.arange(width) < counts[a:b, None]]  # the real scores
        order[done : done + sorted_at.size] = by_query[sorted_at.ravel()]
        done += sorted_at.size
    return order


def number_names(
    *columns: pa.ChunkedArray, names: bool = True
) -> tuple[np.ndarray, list[str] | None]:
    """One numbering of the rows of one or more columns of names (the same
    name, the same int32), and the names in order of their numbers (None
    with ``names=False``: matching names needs only the numbers, and making
    a Python string of each name was a tenth of a run's time).

    A dictionary-encoded chunk (the file reader's query names) gives only
    its dictionary to the numbering, and its rows follow their entries: no
    text per row is made. Names read as numbers in a frame built by hand
    become text, as trec_eval reads every name as text.

    >>> coded = pa.chunked_array([pa.array(["b", "a", "b"]).dictionary_encode()])
    >>> codes, names = number_names(coded, pa.chunked_array([pa.array(["c", "a"])]))
    >>> [names[i] for i in codes]
    ['b', 'a', 'b', 'c', 'a']
    """
    chunks = [c for names in columns for c in names.chunks]
    coded = [pa.types.is_dictionary(c.type) for c in chunks]
    parts = [_large_text(c.dictionary if d else c) for c, d in zip(chunks, coded)]
    encoded = pc.dictionary_encode(pa.chunked_array(parts, type=pa.large_string())).combine_chunks()
    numbers = numpy_of(encoded.indices, np.int32)
    listed = encoded.dictionary.to_pylist() if names else None
    if not any(coded):
        return numbers, listed
    codes = np.empty(sum(len(c) for c in chunks), np.int32)
    at = row = 0  # in ``numbers`` and in ``codes``
    for c, part, d in zip(chunks, parts, coded):
        given = numbers[at : at + len(part)]
        codes[row : row + len(c)] = given[numpy_of(c.indices, np.int32)] if d else given
        at, row = at + len(part), row + len(c)
    return codes, listed


def _large_text(names: pa.Array) -> pa.Array:
    return names if names.type == pa.large_string() else names.cast(pa.large_string())


def name_fetcher(
    names: list[str] | pa.ChunkedArray, ranked_rows: np.ndarray
) -> Callable[[np.ndarray], pa.Array]:
    """What :func:`tie_order` calls for the names of some rows (positions
    in ``ranked_rows``, the run's rows it orders), as Arrow text.

    ``names`` a list (the drop-in's dict keys): few names, the ties of mixed
    grades, are picked from the list in C (``itemgetter``); many, the whole
    list becomes Arrow text at once and is taken from (picking every tied
    name one by one in Python was 0.15 of 0.43 s on 10,000 x 100 with 41
    distinct scores; converting them all, 0.02). A column (the file
    reader's) should be one chunk: Arrow's take on the CSV reader's many
    chunks was most of a tie-heavy run's ordering time (1.0 s of 5 on
    5,000 x 1,000 mostly unique names).

    >>> fetch = name_fetcher(["a", "b", "c"], np.array([2, 0, 1]))
    >>> fetch(np.array([0, 1])).to_pylist()
    ['c', 'a']
    """
    if not isinstance(names, list):
        return lambda rows: names.take(arrow_rows(ranked_rows[rows])).combine_chunks()
    arrow: list[pa.Array] = []  # made at the first call that wants many
    making = threading.Lock()  # blocks are ordered on several threads: made once

    def fetch(rows: np.ndarray) -> pa.Array:
        at = ranked_rows[rows]
        if not arrow and 8 * len(at) < len(names):
            listed = at.tolist()
            picked = (
                operator.itemgetter(*listed)(names)
                if len(listed) > 1
                else [names[i] for i in listed]
            )
            return arrow_text(list(picked)).chunk(0)
        with making:
            if not arrow:
                arrow.append(arrow_text(names).chunk(0))
        return arrow[0].take(arrow_rows(at))

    return fetch

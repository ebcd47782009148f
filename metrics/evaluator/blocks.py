"""Work done a block of whole queries at a time: names are numbered, and
documents listed twice found, one block at a time, so the table of names
stays small whatever the file's size (a name only matters inside its own
query). Both engines and both readers use these.
"""

from __future__ import annotations

import numpy as np


def duplicate_rows(qid_codes: np.ndarray, doc_codes: np.ndarray) -> np.ndarray:
    """Positions of rows repeating an earlier (query, document) pair.

    Only documents that occur more than once in the file can repeat a pair,
    so only those rows are sorted.

    >>> duplicate_rows(np.array([0, 0, 1, 0]), np.array([5, 6, 5, 5])).tolist()
    [3]
    """
    if not len(doc_codes):
        return np.zeros(0, dtype=np.int64)
    candidates = np.flatnonzero(np.bincount(doc_codes)[doc_codes] > 1)
    keys = (
        qid_codes[candidates].astype(np.int64) * (int(doc_codes.max()) + 1) + doc_codes[candidates]
    )
    order = np.argsort(keys, kind="stable")
    repeated = keys[order][1:] == keys[order][:-1]
    return np.sort(candidates[order[1:][repeated]])


#: Rows whose document names are numbered at once (duplicate checks, and the
#: batch engine's matching of run and qrels): a table of names costs about
#: 70 bytes a name, so blocks keep it under 10 MB whatever the file size
#: (250,000 rows added 10 MB to the peak of a 1-million-line run, and 100,000
#: were no slower on 5 million).
BLOCK_ROWS = 100_000


def query_blocks(rows_per_query: np.ndarray) -> list[tuple[int, int]]:
    """Queries ``0 … n-1`` cut into consecutive blocks of about
    :data:`BLOCK_ROWS` rows (a query is never split): ``(first, end)`` pairs.

    >>> query_blocks(np.array([80_000, 40_000, 120_000]))
    [(0, 2), (2, 3)]
    """
    before = np.r_[0, np.cumsum(rows_per_query)]
    cuts = np.searchsorted(before, np.arange(BLOCK_ROWS, before[-1], BLOCK_ROWS))
    bounds = np.unique(np.r_[0, cuts, len(rows_per_query)])
    return list(zip(bounds[:-1].tolist(), bounds[1:].tolist()))

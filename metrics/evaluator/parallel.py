"""Independent blocks of work on the machine's cores.

The engine's costliest steps are done a block of whole queries at a time
(matching document names, putting tied rows in name order), and each block
reads and writes only its own rows. The work of each block is compiled code
that lets go of Python's lock (Arrow's kernels, numpy's sorts), so two
blocks on two cores take about the time of one: on a 1-million-line run,
0.05-0.1 s less of a command line that takes 0.8 s.

The answer does not depend on how many cores there are: every block writes
its own rows, and the blocks' results come back in the blocks' order.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from typing import TypeVar

Block = TypeVar("Block")
Result = TypeVar("Result")
Other = TypeVar("Other")

MAX_THREADS = 4  # more blocks in flight only hold more memory: each is small

#: Rows below which work stays on one thread: starting and joining one costs
#: about 0.5 ms, which doubled the time of evaluating a three-line run (a
#: test suite's, or a page's example) and is the work of some 5,000 rows.
WORTH_ROWS = 50_000


def threads() -> int:
    """The cores this process may run on, at most :data:`MAX_THREADS`
    (``METRICS_THREADS`` sets it: 1 runs every block in turn).

    >>> 1 <= threads() <= MAX_THREADS
    True
    """
    wanted = os.environ.get("METRICS_THREADS", "")
    if wanted.isdigit() and int(wanted) > 0:
        return min(int(wanted), MAX_THREADS)
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, min(cores, MAX_THREADS))


def each_block(work: Callable[[Block], Result], blocks: Iterable[Block]) -> list[Result]:
    """``[work(b) for b in blocks]``, the blocks shared among :func:`threads`
    threads when there are two or more of each. An error in a block is
    raised here, as the loop would raise it.

    >>> each_block(lambda b: b * 2, range(5))
    [0, 2, 4, 6, 8]
    """
    blocks = list(blocks)
    workers = min(threads(), len(blocks))
    if workers < 2:
        return [work(b) for b in blocks]
    from concurrent.futures import ThreadPoolExecutor  # only when used: 4 ms to import

    with ThreadPoolExecutor(workers) as pool:
        return list(pool.map(work, blocks))


def both(
    first: Callable[[], Result], second: Callable[[], Other], rows: int = WORTH_ROWS
) -> tuple[Result, Other]:
    """``(first(), second())``, ``first`` on another thread while
    ``second`` runs on this one when :func:`threads` allows two and the
    work is worth it (``rows``, its size, at least :data:`WORTH_ROWS`). An
    error in either is raised here (``first``'s when both fail).

    >>> both(lambda: 1, lambda: 2)
    (1, 2)
    """
    if threads() < 2 or rows < WORTH_ROWS:
        return first(), second()
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        started = pool.submit(first)
        try:
            other = second()
        except BaseException:
            started.result()  # first's error, if it has one, comes first
            raise
        return started.result(), other

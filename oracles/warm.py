"""Compile ranx's numba kernels once, before the tests: ``python -m oracles.warm``.

ranx compiles each of its measures with numba the first time it runs, and
again for each width of the longest document name, and keeps the machine
code on disk beside its own files. On a machine where it never ran, the
tests' uses of ranx took 116 CPU-s in one process, 61 once kept; with
several pytest processes, each that reached ranx before another had kept it
compiled the same kernels again. ``scripts/test.sh`` runs this beside its
installs, holding :data:`LOCK` while it compiles; :func:`ranx_ready`, called
before the tests' ranx, waits for it rather than compiling again. Nothing
to do once the kernels are kept (or without ranx).
"""

from __future__ import annotations

import fcntl
import importlib.util
import os
import tempfile
from pathlib import Path

#: Held (exclusively) by ``scripts/test.sh`` while this compiles.
LOCK = Path(tempfile.gettempdir()) / "ranking-metrics-ranx-warm.lock"
#: Set in the warm-up's own process: its ranx does not wait for itself.
WARMING = "RANKING_METRICS_RANX_WARMING"


def ranx_ready() -> None:
    """Wait until a warm-up under way (``scripts/test.sh``) has kept ranx's
    kernels; at once when none is (or in the warm-up itself)."""
    if os.environ.get(WARMING):
        return
    with open(LOCK, "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_SH)


def kept() -> bool | None:
    """Whether ranx's compiled kernels are on disk (None: no ranx here)."""
    spec = importlib.util.find_spec("ranx")
    if spec is None or spec.origin is None:
        return None
    return any(Path(spec.origin).parent.rglob("*.nbi"))


def main() -> None:
    if kept() is not False:
        return
    os.environ[WARMING] = "1"
    from .runners import run_ranx

    # Ties, grades, scores of 0 and below, a query with nothing relevant, a
    # relevant document never retrieved, a judged query the run lacks and
    # one only the run has, a cut: each kind of input the tests give ranx.
    case = {
        "qrels": {"q1": {"a": 1, "b": 0, "c": 2, "z": 1}, "q2": {"a": 0}, "q3": {"a": 3}},
        "run": {
            "q1": [("a", 2.0), ("b", 1.0), ("c", 1.0), ("d", -0.5)],
            "q2": [("a", 1.0), ("b", 0.0)],
            "q4": [("a", 1.0)],
        },
        "k": 10,
        "rr_cut": True,
    }
    # ranx compiles again for each width of the longest document name
    # (numpy text of that width): the tests' names are 1 and 3 long.
    named = {key: {q: rename(docs) for q, docs in case[key].items()} for key in ("qrels", "run")}
    for given in (case, {**case, **named}):
        run_ranx(given)
        run_ranx(given, ndcg="ndcg_burges")


def rename(docs):
    """The same documents, each name three characters long ("a" → "d_a")."""
    if isinstance(docs, dict):
        return {f"d_{d}": g for d, g in docs.items()}
    return [(f"d_{d}", s) for d, s in docs]


if __name__ == "__main__":
    main()

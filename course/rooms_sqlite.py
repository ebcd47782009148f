"""Rooms in one SQLite file (the standard library's ``sqlite3``, WAL mode),
shared by the server processes of one machine: ``RANKING_ROOMS_DB=/path``.
The rooms' logic is :class:`course.rooms.Rooms`; here are only the
connections, as :mod:`course.rooms_postgres` has PostgreSQL's."""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from course.rooms import ADD_OWNER, SCHEMA, Rooms


class RoomStore(Rooms):
    """Rooms in one SQLite file, shared by the server processes of one machine."""

    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self.where = str(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=10)
        try:
            db.execute("PRAGMA journal_mode=WAL")  # readers never wait for a writer
            db.executescript(SCHEMA)
            columns = {row[1] for row in db.execute("PRAGMA table_info(rooms)")}
            if "owner" not in columns:  # a file made before rooms had owners
                db.execute(ADD_OWNER)
        finally:
            db.close()
        self._reader: sqlite3.Connection | None = None
        self._reading, self._writing = threading.Lock(), threading.Lock()

    @contextmanager
    def _read(self) -> Iterator[sqlite3.Connection]:
        # Reads share one connection kept open (every phone looks at its
        # room every two seconds; opening one each time was a tenth of a
        # look's cost), one thread at a time; each read is a transaction of
        # its own, so it sees what any process has committed.
        with self._reading:
            if self._reader is None:
                self._reader = sqlite3.connect(
                    self.path, timeout=10, isolation_level=None, check_same_thread=False
                )
            db = self._reader
            db.execute("BEGIN")
            try:
                yield db
            finally:
                db.execute("COMMIT")

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        # One short connection per write: safe across threads and processes;
        # a writer waits up to 10 s for another process's lock instead of
        # failing, and readers (WAL) never wait for a writer. This process's
        # writers take turns on a lock of their own first: waiting on
        # SQLite's lock, a writer sleeps in steps of up to 100 ms, and 200
        # phones joining at once waited seconds for writes of 1 ms each.
        with self._writing:
            db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
            try:
                db.execute("PRAGMA busy_timeout=10000")
                db.execute("BEGIN IMMEDIATE")
                yield db
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            finally:
                db.close()

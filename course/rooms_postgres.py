"""Rooms in PostgreSQL, so app processes on several machines share them:
``RANKING_ROOMS_DB=postgresql://user:password@host/database`` (any URL
libpq reads). The rooms' logic is :class:`course.rooms.Rooms`; here are
only the connections, through psycopg 3 and its connection pool.

* A read is one transaction on a pooled connection (the pool checks a
  connection before lending it, so a restarted server costs one reconnect,
  not an error on every phone).
* A write is one transaction that first takes a transaction-scoped advisory
  lock (:data:`WRITER`): one writer at a time across every process and
  machine, as SQLite's ``BEGIN IMMEDIATE`` is on one machine. A room's
  writes are a millisecond each (a join, an answer, a phone's note that it
  is still there), so the wait is short, and counting the rooms or a room's
  learners before adding one cannot race with another process.
* The tables are made if missing, under that same lock (two processes
  starting at once would otherwise both try).

A password in the URL never appears in a message: :func:`shown` gives the
host, port and database only.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
from psycopg_pool import ConnectionPool, PoolTimeout

from course.rooms import ADD_OWNER, SCHEMA, RoomError, Rooms

LOG = logging.getLogger(__name__)

#: The advisory lock every writer takes (any 64-bit number the database's
#: other users do not take; this one spells "rooms" in ASCII).
WRITER = 0x726F6F6D73
#: Seconds to wait for the server when the store opens.
CONNECT_TIMEOUT = 10.0
#: Seconds a page waits for a connection from the pool: a database that has
#: gone away answers each look of a page with its words after this long.
POOL_TIMEOUT = 3.0
#: Seconds the pool keeps trying one reconnection before it gives up; the
#: next look of a page then starts a new one at once. psycopg_pool waits 1,
#: 2, 4, 8, 16 … s between tries for up to 5 minutes by default, so a
#: database back after 20 s was read again 8.8 s later; with this, 0.1 s
#: (``benchmarks/bench_store_back.py``).
RECONNECT = 4.0
#: Seconds after a look found the database away during which the next
#: looks say so at once, without waiting :data:`POOL_TIMEOUT` for the pool.
#: A page's run looks several times: each waiting 3 s, a projector and a
#: phone said nothing for 13 and 17 s after the database went away, "running"
#: all along, a phone's Send greyed; then the first look after this long
#: tries the database again (back within it, a room is read again at once).
#: A write (a press) always tries the database.
AWAY_FOR = 2.0


def shown(url: str) -> str:
    """The URL as a message may show it: no user, no password.

    >>> shown("postgresql://rooms:secret@db.example:5433/class?sslmode=require")
    'postgresql://db.example:5433/class'
    >>> shown("postgresql:///rooms?host=/run/postgresql")
    'postgresql://(local socket)/rooms'
    """
    from psycopg.conninfo import conninfo_to_dict

    try:
        parts = conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "postgresql://…"
    host = str(parts.get("host") or "")
    if not host or host.startswith("/"):
        host = "(local socket)"
    port = f":{parts['port']}" if parts.get("port") else ""
    return f"postgresql://{host}{port}/{parts.get('dbname') or ''}"


#: What a refusal at start says of the setup, by PostgreSQL's SQLSTATE or,
#: for errors of the connection itself (no SQLSTATE), by libpq's words.
WHY = {"42501": "schema", "28P01": "password", "28000": "role", "3D000": "database"}
_WORDS = {"permission denied for schema": "schema", "password authentication failed": "password",
          "role": "role", "database": "database"}  # fmt: skip


def why(error: Exception) -> str:
    """What is wrong with the setup, in one word the page's words name:
    ``schema`` (the user may not create tables in schema ``public``: on
    PostgreSQL 15 it must own the database), ``password``, ``role`` (no
    such user), ``database`` (no such database), else ``connect`` (the
    server cannot be reached: its host, port or socket).

    >>> why(Exception('FATAL:  database "rooms" does not exist'))
    'database'
    """
    code = getattr(error, "sqlstate", None)
    if code in WHY:
        return WHY[code]
    text = str(error)
    for words, reason in _WORDS.items():
        if words in text and (words not in ("role", "database") or "does not exist" in text):
            return reason
    return "connect"


class _Connection:
    """A psycopg connection that reads ``?`` as sqlite3 does (psycopg's own
    mark is ``%s``; the rooms' SQL has no other ``?`` or ``%``)."""

    def __init__(self, connection: psycopg.Connection):
        self._connection = connection

    def execute(self, sql: str, values=()):
        return self._connection.execute(sql.replace("?", "%s"), values)


class PostgresRooms(Rooms):
    """Rooms in the PostgreSQL database at ``url``, shared by every app
    process that opens the same URL."""

    def __init__(self, url: str):
        self.where = url
        self._writing = threading.Lock()
        self._away_until = 0.0  # time.monotonic() before which a look says "away" at once
        try:
            # One plain connection first: the tables, and a clear reason
            # (refused, no such database, a wrong password) when it fails.
            with psycopg.connect(url, connect_timeout=int(CONNECT_TIMEOUT)) as connection:
                connection.execute("SELECT pg_advisory_xact_lock(%s)", (WRITER,))
                for statement in filter(str.strip, SCHEMA.split(";")):
                    connection.execute(statement)
                # A database made before rooms had owners gains the column.
                connection.execute(ADD_OWNER.replace("ADD COLUMN", "ADD COLUMN IF NOT EXISTS"))
        except psycopg.Error as error:
            reason = (
                str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
            )
            LOG.warning("rooms: %s cannot be reached: %s", shown(url), reason)
            refused = RoomError(
                "store", f"rooms: the database at {shown(url)} cannot be reached ({reason})"
            )
            refused.why = why(error)
            raise refused from error
        self._pool = ConnectionPool(
            url,
            min_size=1,
            max_size=4,
            timeout=POOL_TIMEOUT,
            reconnect_timeout=RECONNECT,
            check=ConnectionPool.check_connection,
            kwargs={"connect_timeout": int(CONNECT_TIMEOUT)},
            name="rooms",
            open=True,
        )

    def close(self) -> None:
        """Give the pool's connections back to the server."""
        self._pool.close()

    @contextmanager
    def _reached(self, look: bool = True) -> Iterator[None]:
        # The database went away (restarted, the network): the page's words
        # for a store that cannot be reached, not a traceback; the reason
        # goes to the server's log. Found away, it is taken as away for
        # AWAY_FOR seconds, so the rest of the page's run says so at once.
        # Only looks (``look``): a write is a person's press (a guess sent,
        # Ask, Reveal), one per press, and tries the database whatever the
        # last look found: back within the moment, it goes through rather
        # than being refused for up to AWAY_FOR seconds.
        left = self._away_until - time.monotonic()
        if look and left > 0:
            raise RoomError(
                "store", f"rooms: {shown(self.where)}: away (tried again in {left:.1f} s)"
            )
        try:
            yield
        except (psycopg.Error, PoolTimeout) as error:
            if isinstance(error, (PoolTimeout, psycopg.OperationalError)):
                self._away_until = time.monotonic() + AWAY_FOR
            LOG.warning("rooms: %s: %s", shown(self.where), error)
            raise RoomError("store", f"rooms: {shown(self.where)}: {error}") from error

    @contextmanager
    def _read(self) -> Iterator[_Connection]:
        with self._reached(), self._pool.connection() as connection:
            yield _Connection(connection)

    @contextmanager
    def _write(self) -> Iterator[_Connection]:
        # This process's writers take turns first (as the SQLite store's
        # do), then the database's lock orders them against other processes.
        with self._reached(look=False), self._writing, self._pool.connection() as connection:
            connection.execute("SELECT pg_advisory_xact_lock(%s)", (WRITER,))
            yield _Connection(connection)

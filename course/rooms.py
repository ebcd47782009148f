"""Rooms: a teacher's lesson that learners' phones follow, and the room's
guesses; no Streamlit here. Where the rooms live is one string
(:func:`open_store`): a path is one SQLite file (the standard library's
``sqlite3``, WAL mode), so several server processes on one machine share the
rooms; a ``postgresql://`` URL is a PostgreSQL database
(:mod:`course.rooms_postgres`), so processes on several machines do. The
rooms' logic is written once (:class:`Rooms`), in SQL both read.

What is stored, and its bounds:

* a room: its join code, a hash of the teacher's token (the token itself
  stays in the teacher's session, never in a link), the page, link and step
  the teacher shows, the question asked (if any) and whether it is revealed,
  and a version that grows with every change (learners poll it);
* a learner: a random id per joined session and when its phone last looked
  at the room (``joined``, brought up to date by :meth:`RoomStore.seen`),
  nothing else (no name); a room counts the learners seen within
  :data:`PRESENT` seconds, so a phone that left or closed drops out;
* an answer: one per learner per question, at most :data:`MAX_ANSWER`
  characters.

Rooms expire :data:`TTL` seconds after they were opened, and are deleted
then (:meth:`Rooms.purge`, on a timer: :func:`purge_every`). A room holds
at most :data:`MAX_LEARNERS` learners present at once (a phone that left
frees its place), one client (``owner``: its address)
:data:`MAX_ROOMS_PER_OWNER` open rooms, and a store :data:`MAX_ROOMS`. A
phone that comes back (a reload, a reconnect, another server process) is
the same learner (:meth:`Rooms.rejoin`), with its answers.

A join code is :data:`CODE_LENGTH` characters from :data:`ALPHABET` (31
letters and digits, none that look alike: no 0/O, 1/I/L): 31⁶ ≈ 887 million
codes. With 100 rooms open, one guess in 8.9 million finds one; a wrong code
is answered after :data:`WRONG_CODE_DELAY` seconds, so a million guesses
take a single client 12 days.

>>> import tempfile, os
>>> store = open_store(os.path.join(tempfile.mkdtemp(), "rooms.db"))
>>> code, token = store.open_room("average_precision", "ranking=A,B&qrels=B:1", now=0)
>>> len(code), store.room(code, now=1).page
(6, 'average_precision')
>>> learner = store.join(code, now=2)
>>> store.move(code, "not the token", step=2, now=3)
False
>>> store.move(code, token, step=2, now=3), store.room(code, now=4).step
(True, 2)
>>> store.room(code, now=4).learners, store.room(code, now=2 + PRESENT + 1).learners
(1, 0)
>>> store.seen(code, learner, now=70); store.room(code, now=90).learners
1
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import sqlite3
import threading
import time
from dataclasses import dataclass

#: Join codes: letters and digits that cannot be mistaken for one another.
ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6
#: Seconds a room lives after it is opened (a lunch session, and more).
TTL = 2 * 60 * 60
MAX_LEARNERS = 300
MAX_ROOMS = 500
#: Open rooms one client (one address) may hold: a visitor cannot take them all.
MAX_ROOMS_PER_OWNER = 10
#: The longest answer kept (a number, typed).
MAX_ANSWER = 40
#: Seconds a learner counts as in the room after its phone last looked.
PRESENT = 60.0
#: Seconds between a phone's notes that it is still there (it looks every
#: two seconds; one write in ten is enough to stay within :data:`PRESENT`).
SEEN_EVERY = 20.0
#: Seconds before a wrong or expired code is answered (guessing is slow).
WRONG_CODE_DELAY = 0.5

#: The tables, in SQL both SQLite and PostgreSQL read (times are seconds
#: since 1970 as double precision: PostgreSQL's REAL is single precision,
#: two minutes apart at today's times).
SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY, token TEXT NOT NULL, opened DOUBLE PRECISION NOT NULL,
    page TEXT NOT NULL, query TEXT NOT NULL, step INTEGER NOT NULL DEFAULT 1,
    question TEXT NOT NULL DEFAULT '', revealed INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 1, owner TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS learners (
    code TEXT NOT NULL, learner TEXT NOT NULL, joined DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (code, learner)
);
CREATE TABLE IF NOT EXISTS answers (
    code TEXT NOT NULL, question TEXT NOT NULL, learner TEXT NOT NULL,
    value TEXT NOT NULL, at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (code, question, learner)
);
"""

#: A store made before rooms had owners gains the column.
ADD_OWNER = "ALTER TABLE rooms ADD COLUMN owner TEXT NOT NULL DEFAULT ''"


class RoomError(ValueError):
    """A room cannot do what was asked; ``code`` names why (``unknown``,
    ``expired``, ``full``, ``too_many_rooms``, ``too_many_yours``, ``too_long``,
    ``too_many_tries``; ``store`` when
    the rooms' database cannot be reached), for the page's words in the
    reader's language."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        #: For ``store`` at start: what is wrong with the setup, when known
        #: (:func:`course.rooms_postgres.why`: ``schema``, ``password``…).
        self.why: str | None = None


@dataclass(frozen=True)
class Room:
    """What a learner's phone follows."""

    code: str
    page: str
    query: str
    step: int
    question: str
    revealed: bool
    version: int
    opened: float
    learners: int

    def expires(self) -> float:
        return self.opened + TTL


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_code() -> str:
    """A random join code.

    >>> c = new_code()
    >>> len(c) == CODE_LENGTH and set(c) <= set(ALPHABET)
    True
    """
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def tidy_code(text: str) -> str:
    """A code as typed (lower case, spaces, a dash) in its stored form.

    >>> tidy_code(" k7m-p2q ")
    'K7MP2Q'
    """
    return "".join(c for c in str(text).upper() if c.isalnum())


class Rooms:
    """The rooms of one server, or of several sharing one store: every
    operation, in SQL with ``?`` for each value. A store gives two
    connections as context managers, each one transaction with an
    ``execute(sql, values)`` that returns rows: ``_read()``, and
    ``_write()``, which lets one writer in at a time (so counting the rooms
    or a room's learners and adding one cannot race)."""

    #: The string the store was opened with (:func:`open_store`).
    where: str

    def _read(self):  # pragma: no cover - each store has its own
        raise NotImplementedError

    def _write(self):  # pragma: no cover - each store has its own
        raise NotImplementedError

    def close(self) -> None:
        """Let go of the connections the store keeps open."""

    def _expire(self, db, now: float) -> int:
        old = [r[0] for r in db.execute("SELECT code FROM rooms WHERE opened < ?", (now - TTL,))]
        for code in old:
            for table in ("answers", "learners", "rooms"):
                db.execute(f"DELETE FROM {table} WHERE code = ?", (code,))  # noqa: S608
        return len(old)

    def purge(self, now: float | None = None) -> int:
        """Delete the rooms that have expired, with their learners and
        answers; how many went."""
        now = time.time() if now is None else now
        with self._write() as db:
            return self._expire(db, now)

    def open_room(
        self, page: str, query: str, now: float | None = None, *, owner: str = ""
    ) -> tuple[str, str]:
        """Open a room showing ``page`` with the link's ``query``: its join
        code and the teacher's token (keep it in the teacher's session, never
        in a link). ``owner`` names the client that opens it (its address):
        each holds at most :data:`MAX_ROOMS_PER_OWNER` open rooms."""
        now = time.time() if now is None else now
        token = secrets.token_urlsafe(24)
        with self._write() as db:
            self._expire(db, now)
            (count,) = db.execute("SELECT COUNT(*) FROM rooms").fetchone()
            if count >= MAX_ROOMS:
                raise RoomError("too_many_rooms", f"rooms: at most {MAX_ROOMS} open at once")
            (mine,) = db.execute("SELECT COUNT(*) FROM rooms WHERE owner = ?", (owner,)).fetchone()
            if owner and mine >= MAX_ROOMS_PER_OWNER:
                raise RoomError(
                    "too_many_yours", f"rooms: at most {MAX_ROOMS_PER_OWNER} open per client"
                )
            while True:
                code = new_code()
                if not db.execute("SELECT 1 FROM rooms WHERE code = ?", (code,)).fetchone():
                    break
            db.execute(
                "INSERT INTO rooms (code, token, opened, page, query, owner) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (code, _hash(token), now, page, query, owner),
            )
        return code, token

    def is_teacher(self, code: str, token: str, now: float | None = None) -> bool:
        """Whether ``token`` is the teacher's of the open room ``code`` (a
        reloaded projector takes its room back with it)."""
        now = time.time() if now is None else now
        with self._read() as db:
            return self._teacher(db, tidy_code(code), token, now)

    def close_room(self, code: str, token: str) -> bool:
        """The teacher ends the room: it goes, with its learners and answers
        (the phones are told it has closed)."""
        with self._write() as db:
            if not self._teacher(db, code, token, time.time()):
                return False
            for table in ("answers", "learners", "rooms"):
                db.execute(f"DELETE FROM {table} WHERE code = ?", (code,))  # noqa: S608
        return True

    def room(self, code: str, now: float | None = None, *, slow: bool = False) -> Room:
        """The room a code opens; :class:`RoomError` for a wrong or expired
        code (after :data:`WRONG_CODE_DELAY` seconds with ``slow``)."""
        now = time.time() if now is None else now
        code = tidy_code(code)
        with self._read() as db:
            row = db.execute(
                "SELECT code, page, query, step, question, revealed, version, opened "
                "FROM rooms WHERE code = ?",
                (code,),
            ).fetchone()
            learners = db.execute(
                "SELECT COUNT(*) FROM learners WHERE code = ? AND joined >= ?",
                (code, now - PRESENT),
            ).fetchone()[0]
        if row is None or row[7] < now - TTL:
            if slow:
                time.sleep(WRONG_CODE_DELAY)
            why = "unknown" if row is None else "expired"
            raise RoomError(why, f"room: {code!r} is {'not a room' if row is None else 'closed'}")
        return Room(*row[:5], bool(row[5]), row[6], row[7], learners)

    def _teacher(self, db, code: str, token: str, now: float) -> bool:
        row = db.execute("SELECT token, opened FROM rooms WHERE code = ?", (code,)).fetchone()
        return bool(row) and row[1] >= now - TTL and hmac.compare_digest(row[0], _hash(token))

    def move(
        self, code: str, token: str, *, page: str | None = None, query: str | None = None,
        step: int | None = None, now: float | None = None, keep_question: bool = False,
    ) -> bool:  # fmt: skip
        """The teacher shows another page, link or step (every learner
        follows); False, and nothing changes, without the teacher's token.
        The question asked (and whether it was revealed) goes, unless
        ``keep_question`` (the same list, another step: the answer to the
        list's question is the same)."""
        now = time.time() if now is None else now
        reset = "" if keep_question else "question = '', revealed = 0, "
        with self._write() as db:
            if not self._teacher(db, code, token, now):
                return False
            db.execute(
                "UPDATE rooms SET page = COALESCE(?, page), query = COALESCE(?, query), "
                f"step = COALESCE(?, step), {reset}version = version + 1 WHERE code = ?",
                (page, query, step, code),
            )
        return True

    def ask(self, code: str, token: str, question: str, now: float | None = None) -> bool:
        """The teacher asks every learner for a guess (``question`` names it)."""
        now = time.time() if now is None else now
        with self._write() as db:
            if not self._teacher(db, code, token, now):
                return False
            db.execute(
                "UPDATE rooms SET question = ?, revealed = 0, version = version + 1 WHERE code = ?",
                (question, code),
            )
        return True

    def reveal(self, code: str, token: str, now: float | None = None) -> bool:
        """The teacher reveals the answer (learners' phones show it)."""
        now = time.time() if now is None else now
        with self._write() as db:
            if not self._teacher(db, code, token, now):
                return False
            db.execute(
                "UPDATE rooms SET revealed = 1, version = version + 1 WHERE code = ?", (code,)
            )
        return True

    def join(self, code: str, now: float | None = None) -> str:
        """A new learner in the room: an anonymous id for the learner's session."""
        now = time.time() if now is None else now
        room = self.room(code, now, slow=True)
        learner = secrets.token_urlsafe(9)
        with self._write() as db:
            (count,) = db.execute(
                "SELECT COUNT(*) FROM learners WHERE code = ? AND joined >= ?",
                (room.code, now - PRESENT),
            ).fetchone()
            if count >= MAX_LEARNERS:
                raise RoomError("full", f"room: at most {MAX_LEARNERS} learners")
            db.execute("INSERT INTO learners VALUES (?, ?, ?)", (room.code, learner, now))
        return learner

    def rejoin(self, code: str, learner: str, now: float | None = None) -> bool:
        """A phone that comes back to its room (a reload, a reconnect,
        another server process) with the learner id its link holds: the same
        learner, counted present again; False when the room has closed or
        does not know it (it left, or the id is not one of this room's)."""
        now = time.time() if now is None else now
        code = tidy_code(code)
        with self._write() as db:
            open_ = db.execute(
                "SELECT 1 FROM rooms WHERE code = ? AND opened >= ?", (code, now - TTL)
            ).fetchone()
            if not open_:
                return False
            cursor = db.execute(
                "UPDATE learners SET joined = ? WHERE code = ? AND learner = ? AND joined > ?",
                (now, code, str(learner)[:40], -1e299),
            )
            return cursor.rowcount > 0

    def seen(self, code: str, learner: str, now: float | None = None) -> None:
        """A learner's phone is still there (it looked at the room)."""
        now = time.time() if now is None else now
        with self._write() as db:
            db.execute(
                "UPDATE learners SET joined = ? WHERE code = ? AND learner = ?",
                (now, tidy_code(code), learner),
            )

    def leave(self, code: str, learner: str) -> None:
        """A learner left the room: no longer counted (its answers stay)."""
        with self._write() as db:
            db.execute(
                "UPDATE learners SET joined = ? WHERE code = ? AND learner = ?",
                (-1e300, tidy_code(code), learner),
            )

    def answer(
        self, code: str, learner: str, question: str, value: str, now: float | None = None
    ) -> None:
        """A learner's answer to a question (a second one replaces the first)."""
        now = time.time() if now is None else now
        value = str(value).strip()
        if len(value) > MAX_ANSWER:
            raise RoomError("too_long", f"answer: at most {MAX_ANSWER} characters")
        with self._write() as db:
            known = db.execute(
                "SELECT 1 FROM learners l JOIN rooms r ON r.code = l.code "
                "WHERE l.code = ? AND l.learner = ? AND r.opened >= ?",
                (code, learner, now - TTL),
            ).fetchone()
            if not known:
                raise RoomError("unknown", "room: this phone has not joined the room")
            db.execute(
                "INSERT INTO answers VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT (code, question, learner) "
                "DO UPDATE SET value = excluded.value, at = excluded.at",
                (code, question, learner, value, now),
            )

    def answers(self, code: str, question: str) -> list[str]:
        """Every answer to ``question``, one per learner."""
        with self._read() as db:
            rows = db.execute(
                "SELECT value FROM answers WHERE code = ? AND question = ? ORDER BY at",
                (code, question),
            ).fetchall()
        return [r[0] for r in rows]


#: Seconds between two purges of the expired rooms (:func:`purge_every`).
PURGE_EVERY = 10 * 60


def purge_every(rooms: Rooms, seconds: float = PURGE_EVERY) -> threading.Thread:
    """Delete the expired rooms every ``seconds``, on a daemon thread, for
    as long as the process runs (a store that cannot be reached is tried
    again next time)."""

    def loop() -> None:
        while True:
            time.sleep(seconds)
            try:
                rooms.purge()
            except (RoomError, sqlite3.Error):
                continue

    thread = threading.Thread(target=loop, name="rooms-purge", daemon=True)
    thread.start()
    return thread


# The SQLite store is a module of its own, as PostgreSQL's is; it reads the
# rooms' logic above, so it is imported last (``course.rooms.RoomStore``).
from course.rooms_open import open_store, rooms_location  # noqa: E402
from course.rooms_sqlite import RoomStore  # noqa: E402

__all__ = ["ALPHABET", "MAX_ANSWER", "PRESENT", "TTL", "Room", "RoomError", "RoomStore",
           "Rooms", "open_store", "purge_every", "rooms_location", "tidy_code"]  # fmt: skip

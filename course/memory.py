"""What uploads and the results computed from them may hold in a server's
memory: bounded per session and for the whole server, set in one place.

A class opens the app on one small server. The upload page keeps, for each
session, the files it was given (Streamlit holds their bytes) and what it
computed from them (the parsed files, each evaluation, each check); left
alone, six large uploads could take every byte a 2 GB server has. So every
such thing goes into one :class:`Store`, which counts its bytes against
:class:`Limits`:

* **one file** (``upload_mb``): Streamlit's ``server.maxUploadSize``, the
  number the uploader states, and the page refuses a larger file with the
  same number;
* **one session** (``session_mb``): its uploads and its cached results;
* **the server** (``server_mb``): every session's together.

Past a bound the oldest cached results are let go (first the session's own,
then anyone's); the uploads themselves cannot be (Streamlit holds them),
so a new upload that would not fit, even after that, is refused with a
message naming the limit. When a session ends (its tab closed, Streamlit
drops its state) everything it held is let go.

The defaults suit a 2 GB server; set ``RANKING_SESSION_MB`` and
``RANKING_SERVER_MB`` (and Streamlit's ``server.maxUploadSize``) for another.
"""

from __future__ import annotations

import os
import sys
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Hashable
from contextlib import contextmanager
from dataclasses import dataclass, fields, is_dataclass

MB = 1024 * 1024

#: Defaults for a 2 GB server: Python, Streamlit and the app with forty
#: sessions of lessons take about 250 MB (benchmarks/bench_classroom.py);
#: the rest holds two 150 MB uploads (held twice over) and one reading.
SESSION_MB, SERVER_MB = 1000.0, 1400.0

#: Reading and evaluating a file takes about this many times its size in
#: memory beyond its bytes, while it runs (the text decoded, the parsed
#: columns, the engine's arrays): 4.2 measured on a 137 MB run and its
#: judgments (python: peak RSS over the files' bytes), rounded up.
WORKING = 4.5

#: Streamlit holds an upload's bytes about twice over once it has received
#: it (263 MB of the server's memory for a 131 MB file, measured by
#: benchmarks/bench_classroom.py's method): an upload counts this many times
#: its size.
HELD = 2.0


@dataclass(frozen=True)
class Limits:
    """The three bounds, in MB (see the module's text)."""

    upload_mb: float
    session_mb: float = SESSION_MB
    server_mb: float = SERVER_MB

    @classmethod
    def from_settings(cls, upload_mb: float, environ=None) -> Limits:
        """The bounds of this server: one file's from Streamlit's
        ``server.maxUploadSize``, the others from ``RANKING_SESSION_MB`` and
        ``RANKING_SERVER_MB`` (or their defaults).

        >>> Limits.from_settings(200, {"RANKING_SERVER_MB": "900"})
        Limits(upload_mb=200.0, session_mb=1000.0, server_mb=900.0)
        """
        environ = os.environ if environ is None else environ

        def read(name: str, default: float) -> float:
            text = environ.get(name, "")
            try:
                value = float(text) if text.strip() else default
            except ValueError:
                value = default
            return value if value > 0 else default

        return cls(
            float(upload_mb), read("RANKING_SESSION_MB", SESSION_MB),
            read("RANKING_SERVER_MB", SERVER_MB),
        )  # fmt: skip

    def bytes(self, which: str) -> int:
        return int({"file": self.upload_mb, "session": self.session_mb,
                    "server": self.server_mb}[which] * MB)  # fmt: skip


def size_of(value: object) -> int:
    """Bytes ``value`` holds, near enough: a DataFrame's or Series' deep
    memory, bytes' length, and the sum over tuples, lists, dicts and
    dataclasses' fields.

    >>> import pandas as pd
    >>> size_of((b"abcd", [b"ef"])) >= 6
    True
    >>> size_of(pd.Series([1.0] * 1000)) > 8000
    True
    """
    if hasattr(value, "memory_usage"):
        usage = value.memory_usage(deep=True)
        return int(getattr(usage, "sum", lambda: usage)())
    if isinstance(value, (bytes, bytearray)):
        return len(value)
    if isinstance(value, (tuple, list)):
        return sys.getsizeof(value) + sum(size_of(v) for v in value)
    if isinstance(value, dict):
        return sys.getsizeof(value) + sum(size_of(v) for v in value.values())
    if is_dataclass(value) and not isinstance(value, type):
        return sum(size_of(getattr(value, f.name)) for f in fields(value))
    return sys.getsizeof(value)


def in_words(size: float) -> str:
    """A number of bytes as people read it.

    >>> in_words(4080), in_words(150 * MB), in_words(0.5 * MB)
    ('4 KB', '150 MB', '512 KB')
    """
    return f"{size / 1024:,.0f} KB" if size < MB else f"{size / MB:,.0f} MB"


class TooBig(ValueError):
    """Something that would not fit: ``which`` bound (``file``, ``session``,
    ``server``), its ``limit`` and the ``size`` asked for, in bytes."""

    def __init__(self, which: str, size: int, limit: int):
        self.which, self.size, self.limit = which, size, limit
        super().__init__(f"{size:,} bytes do not fit the {which} limit of {limit:,} bytes")


@dataclass
class _Entry:
    value: object
    size: int
    pinned: bool  # an upload: counted, never let go by the store


class Store:
    """Everything the upload page keeps, for every session, within
    :class:`Limits`; safe to share between Streamlit's session threads.

    Three kinds of bytes count: uploads (pinned: Streamlit holds them, the
    store never lets them go), cached results (let go, oldest first, when
    room is needed) and reservations for reading a file (held while it is
    parsed and evaluated; a reading waits until there is room for it).

    >>> store = Store(Limits(upload_mb=1, session_mb=1, server_mb=2))
    >>> a, b = store.owner(), store.owner()
    >>> store.put(a, "x", "frames of a", 600_000)
    >>> store.put(b, "y", "frames of b", 600_000)
    >>> store.put(a, "z", "more of a", 600_000)  # a's own oldest goes first
    >>> store.get(a, "x"), store.get(b, "y"), store.held(a)
    (None, 'frames of b', 600000)
    >>> store.put(a, "big", "", 2 * MB)
    Traceback (most recent call last):
    ...
    course.memory.TooBig: 2,097,152 bytes do not fit the session limit of 1,048,576 bytes
    """

    def __init__(self, limits: Limits):
        self.limits = limits
        self._entries: OrderedDict[tuple[int, Hashable], _Entry] = OrderedDict()
        #: readings: (owner number, thread) -> (owner number, bytes)
        self._reserved: dict[tuple[int, int], tuple[int, int]] = {}
        self._room = threading.Condition()  # notified when bytes are let go
        self._next = 0

    # -- sessions -------------------------------------------------------------

    def owner(self) -> Owner:
        """A new session's token: keep it in the session's state; when the
        session ends and its state is let go, so is all it held here."""
        with self._room:
            self._next += 1
            return Owner(self, self._next)

    def forget(self, owner: Owner | int) -> None:
        """Let go of everything ``owner`` holds."""
        number = owner if isinstance(owner, int) else owner.number
        with self._room:
            for key in [k for k in self._entries if k[0] == number]:
                del self._entries[key]
            self._room.notify_all()

    # -- what is held -----------------------------------------------------------

    def held(self, owner: Owner | None = None) -> int:
        """Bytes held by ``owner`` (everyone's when None), readings included."""
        with self._room:
            return self._held(None if owner is None else owner.number)

    def _held(self, number: int | None, pinned_only: bool = False, readings: bool = True) -> int:
        kept = sum(
            e.size for k, e in self._entries.items()
            if (number is None or k[0] == number) and (e.pinned or not pinned_only)
        )  # fmt: skip
        if not readings:
            return kept
        return kept + sum(n for o, n in self._reserved.values() if number is None or o == number)

    def _breaks(self, number: int, size: int, readings: bool = True) -> str | None:
        """The bound ``size`` more bytes would break even once every cached
        result is let go (None if none); without ``readings``, as if no file
        were being read (they end, and a reading waits its turn)."""
        for scope, which in ((number, "session"), (None, "server")):
            held = self._held(scope, pinned_only=True, readings=readings)
            if held + size > self.limits.bytes(which):
                return which
        return None

    def _make_room(self, number: int, size: int) -> None:
        """Let go of the oldest cached results until ``size`` more bytes fit:
        the session's own first (its bound), then anyone's (the server's)."""
        for scope, which in ((number, "session"), (None, "server")):
            limit = self.limits.bytes(which)
            for k in [k for k, e in self._entries.items() if not e.pinned]:
                if self._held(scope) + size <= limit:
                    break
                if scope is None or k[0] == scope:
                    del self._entries[k]

    # -- keeping ------------------------------------------------------------------

    def put(
        self, owner: Owner, key: Hashable, value: object, size: int, *, pinned: bool = False
    ) -> None:
        """Keep ``value`` (``size`` bytes) for ``owner`` under ``key``,
        letting go of the oldest cached results to make room. Raises
        :class:`TooBig` when it cannot fit even so; nothing changes then."""
        with self._room:
            self._insert(owner.number, key, _Entry(value, size, pinned), size, size)

    def _insert(
        self, number: int, key: Hashable, entry: _Entry, need: int, asked: int,
        readings: bool = True,
    ) -> None:  # fmt: skip
        """Put ``entry`` under ``key`` (replacing what was there) if ``need``
        more bytes fit once every cached result may go, making room by
        letting the oldest go; else raise :class:`TooBig` for ``asked``
        bytes and change nothing. The caller holds the lock."""
        old = self._entries.pop((number, key), None)
        which = self._breaks(number, need, readings)
        if which is not None:
            if old is not None:
                self._entries[(number, key)] = old
            raise TooBig(which, asked, self.limits.bytes(which))
        self._make_room(number, entry.size)
        self._entries[(number, key)] = entry

    def admit(self, owner: Owner, key: Hashable, size: int, ident: Hashable = None) -> None:
        """Count an upload of ``size`` bytes under ``key`` (replacing what
        was there) as what Streamlit holds of it (``HELD`` times its size) if
        the file's bound allows it and, once every cached result that may go
        is let go and other readings have ended, there is room to keep it
        and to read it (``WORKING`` times its size more); else raise
        :class:`TooBig` naming the bound it breaks. The same upload
        (``ident``) admitted again, as every run of the page does, stays
        admitted however full the server has become since.

        >>> store = Store(Limits(upload_mb=1, session_mb=4, server_mb=8))
        >>> a = store.owner()
        >>> store.admit(a, "run", MB // 2)  # 1 MB held, 2.25 MB more to read it
        >>> store.admit(a, "run", MB // 2)  # the same slot again: no more
        >>> store.admit(a, "judgments", MB // 2)
        Traceback (most recent call last):
        ...
        course.memory.TooBig: 524,288 bytes do not fit the session limit of 4,194,304 bytes
        """
        if size > self.limits.bytes("file"):
            raise TooBig("file", size, self.limits.bytes("file"))
        number = owner.number
        ident = key if ident is None else ident
        with self._room:
            kept = self._entries.get((number, key))
            if kept is not None and kept.pinned and kept.value == ident:
                return
            # Room to keep it and to read it, once others' readings end.
            entry = _Entry(ident, int(size * HELD), pinned=True)
            self._insert(number, key, entry, int(size * (HELD + WORKING)), size, readings=False)

    @contextmanager
    def reading(self, owner: Owner, size: int, wait: float = 120.0):
        """Hold ``size`` bytes for ``owner`` while a file is read: waits (up to
        ``wait`` seconds) while other sessions' readings fill the server,
        letting go of cached results for room; raises :class:`TooBig` if the
        session's bound cannot hold it or the wait runs out. A reading
        inside another of the same session and thread (evaluating, which
        reads first) holds nothing more.

        >>> store = Store(Limits(upload_mb=1, session_mb=1, server_mb=1))
        >>> a = store.owner()
        >>> with store.reading(a, 600_000):
        ...     store.held(a)
        600000
        >>> store.held(a)
        0
        """
        number = owner.number
        me = (number, threading.get_ident())
        with self._room:
            inside = me in self._reserved
        if inside:
            yield
            return
        deadline = time.monotonic() + wait
        with self._room:
            if self._held(number, pinned_only=True) + size > self.limits.bytes("session"):
                raise TooBig("session", size, self.limits.bytes("session"))
            while self._breaks(number, size) is not None:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TooBig("server", size, self.limits.bytes("server"))
                self._room.wait(left)
            self._make_room(number, size)
            self._reserved[me] = (number, size)
        try:
            yield
        finally:
            with self._room:
                del self._reserved[me]
                self._room.notify_all()

    def cached(self, owner: Owner, key: Hashable, compute, working: int = 0):
        """What ``owner`` keeps under ``key``, else ``compute()`` (with
        ``working`` bytes held for it while it runs, see :meth:`reading`),
        kept with its :func:`size_of` when it fits (returned either way).

        >>> store = Store(Limits(upload_mb=1, session_mb=1, server_mb=1))
        >>> a = store.owner()
        >>> len(store.cached(a, "k", lambda: b"x" * 100)), store.held(a)
        (100, 100)
        >>> store.cached(a, "k", lambda: "not computed again")[:3]
        b'xxx'
        """
        value = self.get(owner, key)
        if value is None:
            if working:
                with self.reading(owner, working):
                    value = compute()
            else:
                value = compute()
            try:
                self.put(owner, key, value, size_of(value))
            except TooBig:
                pass  # used once, not kept
        return value

    def get(self, owner: Owner, key: Hashable) -> object | None:
        """What ``owner`` keeps under ``key`` (None if nothing, or let go),
        which becomes the newest."""
        with self._room:
            entry = self._entries.get((owner.number, key))
            if entry is None:
                return None
            self._entries.move_to_end((owner.number, key))
            return entry.value

    def release(self, owner: Owner, key: Hashable) -> None:
        """Let go of one thing (an upload its session no longer has)."""
        with self._room:
            self._entries.pop((owner.number, key), None)
            self._room.notify_all()

    def keys(self, owner: Owner) -> list[Hashable]:
        with self._room:
            return [k[1] for k in self._entries if k[0] == owner.number]


class Owner:
    """One session's token in a :class:`Store` (see :meth:`Store.owner`)."""

    def __init__(self, store: Store, number: int):
        self.number = number
        weakref.finalize(self, store.forget, number)

    def __repr__(self) -> str:
        return f"Owner({self.number})"

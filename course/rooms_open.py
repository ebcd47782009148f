"""Where a server's rooms are kept, and opening them there: a SQLite file
(one machine's processes share it) or a PostgreSQL database (processes on
several machines share it). The rooms' logic is :mod:`course.rooms`."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # course.rooms imports this module at its end
    from course.rooms import Rooms


def rooms_location() -> str:
    """Where this server keeps its rooms: ``RANKING_ROOMS_DB`` (a file
    several processes on one machine share, or a ``postgresql://`` URL
    processes on several machines share), else a file in the system's
    temporary folder."""
    import tempfile

    return os.environ.get("RANKING_ROOMS_DB") or os.path.join(
        tempfile.gettempdir(), "ranking-metrics-rooms.db"
    )


def open_store(where: str | os.PathLike) -> Rooms:
    """The rooms kept where ``where`` says: a ``postgresql://`` (or
    ``postgres://``) URL opens a PostgreSQL database, anything else is the
    path of a SQLite file (made if missing). :class:`RoomError` (``store``)
    when PostgreSQL cannot be reached.

    >>> import tempfile, os
    >>> open_store(os.path.join(tempfile.mkdtemp(), "r.db")).where.endswith("r.db")
    True
    """
    text = os.fspath(where)
    if text.startswith(("postgresql://", "postgres://")):
        from course.rooms_postgres import PostgresRooms

        return PostgresRooms(text)
    from course.rooms import RoomStore  # (course.rooms first: it imports its stores last)

    return RoomStore(text)

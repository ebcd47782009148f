"""How soon the rooms are read again once their PostgreSQL database is back.

A database of its own (Debian's PostgreSQL, as the tests start it) is
stopped for ``--away`` seconds while a page looks at its room every two
seconds (as a page in a room does), then started again; the figure is the
time from its start to the first read of the room that succeeds. Printed
for the store as the app builds it and, as the reference, for psycopg_pool's
own default (reconnection tried for 5 minutes, 1, 2, 4, 8 … s apart).

    python benchmarks/bench_store_back.py [--away 20]
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from course.rooms import RoomError  # noqa: E402
from course.rooms_postgres import PostgresRooms  # noqa: E402
from tests.postgres import Postgres  # noqa: E402

LOOK = 2.0  # seconds between a page's looks at its room (ui.room.POLL)


def back_after(pg: Postgres, away: float, reconnect: float | None) -> float:
    """Seconds from the database's start to the room's first read."""
    rooms = PostgresRooms(pg.database(f"back_{int(time.time() * 1000)}"))
    if reconnect is not None:
        rooms._pool.reconnect_timeout = reconnect  # psycopg_pool's own default
    try:
        code, _ = rooms.open_room("average_precision", "ranking=A")
        options = f"-c listen_addresses='' -c unix_socket_directories='{pg.home}' -c fsync=off"
        pg._run("pg_ctl", "-D", str(pg.data), "-m", "fast", "stop")
        start = time.monotonic()
        while time.monotonic() - start < away:  # bounded: the pages look meanwhile
            try:
                rooms.room(code)
            except RoomError:
                pass
            time.sleep(LOOK)
        pg._run("pg_ctl", "-D", str(pg.data), "-l", str(pg.home / "log"), "-o", options,
                "-w", "-t", "60", "start")  # fmt: skip
        back = time.monotonic()
        for _ in range(600):  # bounded: at most a few minutes
            try:
                rooms.room(code)
                return time.monotonic() - back
            except RoomError:
                time.sleep(0.5)
        return float("inf")
    finally:
        rooms.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--away", type=float, default=20.0, help="seconds the database is away")
    args = parser.parse_args()
    logging.disable(logging.WARNING)  # the pool's and the store's words while it is away
    pg = Postgres()
    try:
        app = back_after(pg, args.away, None)
        default = back_after(pg, args.away, 300.0)
    finally:
        pg.stop()
    print(f"database away {args.away:.0f} s; rooms read again after it was back:")
    print(f"  the app's store (reconnect_timeout 4 s): {app:5.1f} s")
    print(f"  psycopg_pool's default (300 s, backing off): {default:5.1f} s")


if __name__ == "__main__":
    main()

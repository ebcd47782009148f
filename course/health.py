"""Whether this app process can serve a class: ``python -m course.health``.

Streamlit's own health address (``/_stcore/health``) answers as soon as the
server runs, whatever ``RANKING_ROOMS_DB`` says, so an app whose rooms'
database was set up wrong passed it and the first teacher to open a room
found out. This check asks both: the server's health address (``--url``),
and the rooms' store, opened as the app opens it (the tables made, the
user's rights). It prints what is wrong, in the words the teacher's page
uses, and exits 1; else it prints ``ok`` and exits 0. The Dockerfile's
``HEALTHCHECK`` runs it.

    python -m course.health [--url http://127.0.0.1:8501]
"""

from __future__ import annotations

import argparse
import sys
import urllib.request

from course.rooms import RoomError, open_store, rooms_location


def problems(url: str | None = None) -> list[str]:
    """What stops this process serving a class (empty: nothing): the app
    not answering at ``url`` (not asked when None), the rooms' store not
    opening."""
    out = []
    if url:
        try:
            with urllib.request.urlopen(f"{url.rstrip('/')}/_stcore/health", timeout=10) as got:
                got.read()
        except OSError as err:
            out.append(f"The app does not answer at {url}: {err}.")
    try:
        open_store(rooms_location()).close()
    except RoomError as err:
        from ui.words.room import EN

        out.append(f"{err}. {EN.get(f'store_why_{err.why}', '')}".strip())
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m course.health", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--url", help="the app's address, whose /_stcore/health is asked too")
    found = problems(parser.parse_args(argv).url)
    for line in found:
        print(line, file=sys.stderr)
    if not found:
        print("ok")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

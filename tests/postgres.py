"""A real PostgreSQL server for the rooms' tests: Debian's ``postgresql``
(scripts/test.sh installs it), a new cluster in a temporary folder, reached
through a Unix socket in that folder (no port to share with another test
process), stopped at the end. PostgreSQL refuses to run as root; as root the
cluster belongs to the ``postgres`` user the package makes."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from pathlib import Path


def find_bin() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``: Debian keeps them under
    /usr/lib/postgresql/<version>/bin, off the PATH; else the PATH's."""
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if os.access(Path(folder) / "initdb", os.X_OK):
            return Path(folder)
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


class Postgres:
    """A PostgreSQL cluster of its own; :attr:`url` reaches its ``postgres``
    database as the user ``rooms``."""

    def __init__(self):
        folder = find_bin()
        if folder is None:
            raise RuntimeError(
                "no PostgreSQL server (initdb) here: install Debian's postgresql "
                "(bash scripts/test.sh does)"
            )
        self.bin = folder
        # Short: a Unix socket's path is at most 107 bytes.
        self.home = Path(tempfile.mkdtemp(prefix="pg"))
        self.data = self.home / "data"
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.home, "postgres", "postgres")
            self.as_user = ["runuser", "-u", "postgres", "--"]
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "rooms", "--no-sync",
                  "-E", "UTF8", "--locale=C")  # fmt: skip
        options = (
            f"-c listen_addresses='' -c unix_socket_directories='{self.home}' "
            "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        )
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.home / "log"),
                  "-o", options, "-w", "-t", "60", "start")  # fmt: skip
        self.url = f"postgresql://rooms@/postgres?host={self.home}"

    def _run(self, program: str, *args: str) -> None:
        done = subprocess.run(
            [*self.as_user, str(self.bin / program), *args], capture_output=True, text=True
        )
        if done.returncode:
            log = self.home / "log"
            raise RuntimeError(
                f"{program} failed: {done.stderr or done.stdout}"
                + (log.read_text()[-2000:] if log.exists() else "")
            )

    def database(self, name: str) -> str:
        """A new, empty database: its URL."""
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as connection:
            connection.execute(f'CREATE DATABASE "{name}"')
        return f"postgresql://rooms@/{name}?host={self.home}"

    def reachable(self, name: str, yes: bool) -> None:
        """Let the database ``name`` take connections again, or refuse new
        ones and end those it has (as a restart or a network cut would)."""
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as admin:
            admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS {str(yes).lower()}')
            if not yes:
                admin.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
                    (name,),
                )

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "stop")
        shutil.rmtree(self.home, ignore_errors=True)

"""The repository's compose.yaml (no Docker engine runs here): every app
process reaches the rooms in the PostgreSQL service it declares, with the
user, password and database that service is given, after it is ready."""

from pathlib import Path

import yaml
from psycopg.conninfo import conninfo_to_dict

ROOT = Path(__file__).resolve().parent.parent


def test_every_app_process_reaches_the_compose_files_postgresql_service():
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    services = compose["services"]
    database = services["db"]
    assert database["image"].startswith("postgres:")
    given = database["environment"]
    apps = [name for name, service in services.items() if service.get("build")]
    assert len(apps) == 2
    for name in apps:
        service = services[name]
        url = conninfo_to_dict(service["environment"]["RANKING_ROOMS_DB"])
        assert (url["host"], url["port"]) == ("db", "5432"), name
        assert url["user"] == given["POSTGRES_USER"]
        assert url["password"] == given["POSTGRES_PASSWORD"]
        assert url["dbname"] == given["POSTGRES_DB"]
        assert service["depends_on"]["db"]["condition"] == "service_healthy"
    assert set(services["proxy"]["depends_on"]) == set(apps)


def _blocks(page: str, language: str) -> list[str]:
    """The code blocks of ``docs/page`` written in ``language``."""
    import re

    text = (ROOT / "docs" / page).read_text()
    return re.findall(rf"```{language}\n(.*?)```", text, flags=re.S)


def test_the_postgresql_setup_shown_makes_a_user_whose_rooms_work(postgres):
    """docs/deploying.md's SQL, run as written on a real PostgreSQL server
    (its names changed only where this test server's own user is already
    called rooms): the user it makes owns the database, creates the tables
    in schema public at the first start, and a room opens, is joined and
    answered. (GRANT ALL ON DATABASE alone is refused: test_room_store_away.)"""
    import psycopg

    from course.rooms_open import open_store

    (sql,) = _blocks("deploying.md", "sql")
    assert "OWNER rooms" in sql and "CREATE ROLE rooms LOGIN" in sql
    with psycopg.connect(postgres.url, autocommit=True) as admin:
        for statement in filter(str.strip, sql.replace("rooms", "docrooms").split(";")):
            admin.execute(statement)
    store = open_store(f"postgresql://docrooms:change-me@/docrooms?host={postgres.home}")
    try:
        code, token = store.open_room("average_precision", "k=5")
        learner = store.join(code)
        store.ask(code, token, "q1")
        store.answer(code, learner, "q1", "0.4")
        assert store.answers(code, "q1") == ["0.4"]
    finally:
        store.close()


def test_the_password_encoding_command_shown_prints_the_encoded_password():
    """The one-line command docs/deploying.md gives for a password with
    @, :, / or #, run as shown: p@ss is written p%40ss."""
    import re
    import shlex
    import subprocess
    import sys

    text = (ROOT / "docs" / "deploying.md").read_text()
    (shown,) = re.findall(r"`(python -c \"import urllib.parse.*?)`", text, flags=re.S)
    args = shlex.split(shown.replace("\n", " "))
    assert args[0] == "python"
    done = subprocess.run([sys.executable, *args[1:]], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "p%40ss"

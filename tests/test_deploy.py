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

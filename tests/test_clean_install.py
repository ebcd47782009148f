"""The app from a clean checkout with only ``requirements.txt``: what
Streamlit Community Cloud, the Dockerfile and a newcomer's ``pip install``
give it. Nothing a test or a benchmark needs may be imported by the app."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import urllib.request

import pytest

from oracles.installs import new_env

from .browser import ROOT, free_port

#: One process builds this module's environment once (pytest-xdist keeps a group together).
pytestmark = pytest.mark.xdist_group("clean_install")

#: Every page, opened in the clean environment with Streamlit's AppTest.
OPEN_EVERY_PAGE = """
from pathlib import Path
from streamlit.testing.v1 import AppTest

at = AppTest.from_file("app.py", default_timeout=120).run()
assert not at.exception, at.exception
# not_found.py is registered only for an address that names no page (the
# browser test of /nothing opens it); every other page is in the navigation.
pages = sorted(p for p in Path("lessons").glob("*.py") if p.stem != "not_found")
for page in pages:
    at.switch_page(str(page)).run()
    assert not at.exception, (page, at.exception)
print("opened", len(pages), "pages")
import course.rooms_postgres  # the rooms' PostgreSQL driver is there too (RANKING_ROOMS_DB)
"""


@pytest.fixture(scope="module")
def clean(tmp_path_factory):
    """A copy of the repository's tracked files and a virtual environment
    with only requirements.txt installed."""
    where = tmp_path_factory.mktemp("clean")
    checkout = where / "checkout"
    tracked = (
        subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
        .stdout.decode()
        .split("\0")
    )
    for name in filter(None, tracked):
        if (ROOT / name).is_file():
            (checkout / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, checkout / name)
    python = new_env(where / "venv", ("-r", str(checkout / "requirements.txt")), precompile=False)
    return checkout, python


def test_every_page_opens_with_only_the_runtime_requirements(clean):
    checkout, python = clean
    done = subprocess.run(
        [str(python), "-c", OPEN_EVERY_PAGE], cwd=checkout, capture_output=True, text=True,
        timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert "opened" in done.stdout


def test_streamlit_run_serves_the_app_from_the_clean_checkout(clean):
    checkout, python = clean
    port = free_port()
    server = subprocess.Popen(
        [str(python), "-m", "streamlit", "run", "app.py", f"--server.port={port}",
         "--server.address=127.0.0.1", "--server.headless=true"],
        cwd=checkout, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health") as r:
                    assert r.status == 200
                    break
            except OSError:
                assert server.poll() is None, "streamlit exited"
                assert time.monotonic() < deadline, "streamlit did not become healthy"
                time.sleep(0.2)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/average_precision") as page:
            assert page.status == 200
    finally:
        server.terminate()
        server.wait(10)


def test_the_app_imports_nothing_beyond_the_runtime_requirements():
    """Quick and without a network: every module the app's folders import is
    the standard library's, the repository's own, or a runtime requirement's."""
    import ast

    runtime = {"streamlit", "pandas", "altair", "numpy", "pyarrow", "scipy",
               "streamlit_sortables", "vl_convert", "segno", "psycopg", "psycopg_pool"}  # fmt: skip
    listed = (ROOT / "requirements.txt").read_text()
    for module in runtime:
        assert module.replace("_", "-").split(".")[0] in listed.replace("_", "-")
    own = {"metrics", "course", "ui", "lessons", "app"}
    found = set()
    for folder in ("metrics", "course", "ui", "lessons"):
        for path in [ROOT / "app.py", *(ROOT / folder).rglob("*.py")]:
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.Import):
                    found |= {(a.name.split(".")[0], path.name) for a in node.names}
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    found.add((node.module.split(".")[0], path.name))
    outside = {
        (m, f) for m, f in found
        if m not in sys.stdlib_module_names and m not in own and m not in runtime
    }  # fmt: skip
    assert not outside

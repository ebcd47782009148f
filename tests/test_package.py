"""``pip install .`` gives the metrics library and its command line alone:
they run from anywhere, without the app's packages beside them."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The project pip-installed into a folder of its own (dependencies are
    this environment's)."""
    # Built from a copy (pip builds in the source folder; the checkout stays clean).
    source = tmp_path_factory.mktemp("source")
    shutil.copy(ROOT / "pyproject.toml", source)
    shutil.copytree(
        ROOT / "metrics", source / "metrics", ignore=shutil.ignore_patterns("__pycache__")
    )
    target = tmp_path_factory.mktemp("site")
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "--no-deps", "--target", str(target), str(source)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    return target


def _run(installed: Path, command: list[str], tmp_path: Path) -> subprocess.CompletedProcess:
    (tmp_path / "qrels.txt").write_text("q1 0 B 1\nq1 0 D 1\nq1 0 Z 1\n")
    (tmp_path / "run.txt").write_text(
        "q1 Q0 A 1 5 s\nq1 Q0 B 2 4 s\nq1 Q0 C 3 3 s\nq1 Q0 D 4 2 s\n"
    )
    return subprocess.run(
        [*command, "-m", "map", "-m", "P.4", "qrels.txt", "run.txt"], cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(installed)}, capture_output=True, text=True,
    )  # fmt: skip


def test_pip_install_holds_the_metrics_library_and_nothing_of_the_app(installed):
    assert (installed / "metrics" / "trec_measures.py").is_file()
    for app_part in ("ui", "lessons", "course", "tests", "benchmarks", "app.py"):
        assert not (installed / app_part).exists(), app_part


@pytest.mark.parametrize("how", ["python -m metrics", "ranking-metrics"])
def test_the_installed_command_line_prints_trec_eval_lines_from_any_folder(
    installed, tmp_path, how
):
    command = [sys.executable, "-m", "metrics"] if how.startswith("python") else [
        sys.executable, str(installed / "bin" / "ranking-metrics")
    ]  # fmt: skip
    done = _run(installed, command, tmp_path)
    assert done.returncode == 0, done.stderr
    # AP = (1/2 + 2/4) / 3 relevant; P@4 = 2/4
    assert done.stdout.splitlines() == [
        "map                   \tall\t0.3333",
        "P_4                   \tall\t0.5000",
    ]

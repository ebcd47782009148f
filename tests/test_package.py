"""``pip install .`` gives the metrics library and its command line alone:
they run from anywhere, without the app's packages beside them, under the
installed name ``ranking_metrics_lessons`` (a top-level ``metrics`` would
clash with other packages on the index)."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from oracles.installs import new_env

#: One process builds this module's environment once (pytest-xdist keeps a group together).
pytestmark = pytest.mark.xdist_group("package")

ROOT = Path(__file__).resolve().parent.parent
#: What ``pip install`` installs the ``metrics/`` folder as.
INSTALLED = "ranking_metrics_lessons"


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


def test_the_installed_package_knows_its_version(installed):
    import tomllib

    done = subprocess.run(
        [sys.executable, "-c", f"import {INSTALLED}; print({INSTALLED}.__version__)"],
        cwd=installed,
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    metadata = next(installed.glob("*.dist-info")) / "METADATA"
    assert f"Version: {done.stdout.strip()}\n" in metadata.read_text()
    assert "version" in tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dynamic"]


def test_pip_install_holds_the_metrics_library_and_nothing_of_the_app(installed):
    assert (installed / INSTALLED / "measures" / "average_precision.py").is_file()
    for app_part in ("metrics", "ui", "lessons", "course", "tests", "benchmarks", "app.py"):
        assert not (installed / app_part).exists(), app_part


def test_the_installed_library_imports_under_its_own_name_and_never_as_metrics(installed):
    """Another package's top-level ``metrics`` can sit beside it: installed, the
    library neither is nor loads a module named ``metrics``, and everything it
    loads when first used (the teaching lists a measure computes with, the
    drop-in, the evaluator) comes from under its own name."""
    script = (
        f"import sys, {INSTALLED} as m\n"
        "print(m.average_precision(['A', 'B', 'C'], {'B': 1, 'C': 1}))\n"
        "print(m.MEASURES['map_cut'](['A', 'B'], {'B': 1}, 2))\n"
        "e = m.RelevanceEvaluator({'q': {'B': 1}}, {'map', 'ndcg_cut'})\n"
        "print(e.evaluate({'q': {'A': 2.0, 'B': 1.0}})['q']['map'])\n"
        "print(sorted({n.partition('.')[0] for n in sys.modules} & {'metrics', 'ui'}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=installed, capture_output=True, text=True,
        env={**os.environ, "PYTHONPATH": str(installed)},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    # AP = (1/2 + 2/3) / 2; one relevant item at rank 2: 1/2, twice.
    assert done.stdout.splitlines() == [str((1 / 2 + 2 / 3) / 2), "0.5", "0.5", "[]"]


def test_nothing_in_the_library_names_the_package_it_is_installed_as():
    """Every import inside ``metrics/`` is relative (doctests, which run in a
    checkout, aside), so the folder works under its installed name."""
    import ast

    for path in (ROOT / "metrics").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level == 0:
                assert node.module.partition(".")[0] != "metrics", (path.name, node.lineno)
            if isinstance(node, ast.Import):
                assert all(a.name.partition(".")[0] != "metrics" for a in node.names), path.name


@pytest.mark.parametrize("how", [f"python -m {INSTALLED}", "ranking-metrics"])
def test_the_installed_command_line_prints_trec_eval_lines_from_any_folder(
    installed, tmp_path, how
):
    command = [sys.executable, "-m", INSTALLED] if how.startswith("python") else [
        sys.executable, str(installed / "bin" / "ranking-metrics")
    ]  # fmt: skip
    done = _run(installed, command, tmp_path)
    assert done.returncode == 0, done.stderr
    usage = subprocess.run(
        [*command, "--help"], cwd=tmp_path, capture_output=True, text=True,
        env={**os.environ, "PYTHONPATH": str(installed)},
    ).stdout  # fmt: skip
    assert usage.startswith(f"usage: {how} ")
    # AP = (1/2 + 2/4) / 3 relevant; P@4 = 2/4
    assert done.stdout.splitlines() == [
        "map                   \tall\t0.3333",
        "P_4                   \tall\t0.5000",
    ]


def _oldest(requirement: str) -> str:
    """``numpy>=2.0`` -> ``numpy~=2.0.0``: the lowest stated minor version
    (its latest patch release, which has wheels for this Python)."""
    name, _, floor = requirement.partition(">=")
    return f"{name}~={floor}.0" if floor.count(".") == 1 else f"{name}=={floor}"


@pytest.fixture(scope="module")
def oldest_python(tmp_path_factory) -> Path:
    """A virtual environment holding the lowest versions ``pyproject.toml``
    states for the library's dependencies, and nothing else."""
    import tomllib

    stated = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    where = tmp_path_factory.mktemp("oldest") / "venv"
    return new_env(where, ("--only-binary=:all:", *(_oldest(r) for r in stated)))


def test_the_oldest_stated_dependencies_are_the_ones_installed(oldest_python):
    import tomllib

    stated = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    shown = subprocess.run(
        [str(oldest_python), "-c",
         "import numpy, pandas, pyarrow; print(numpy.__version__, pandas.__version__, pyarrow.__version__)"],
        check=True, capture_output=True, text=True,
    ).stdout.split()  # fmt: skip
    floors = dict(r.split(">=") for r in stated)
    for name, version in zip(("numpy", "pandas", "pyarrow"), shown, strict=True):
        assert version.split(".")[:2] == (floors[name] + ".0").split(".")[:2], (name, version)


def test_with_the_oldest_stated_dependencies_trec_evals_own_test_prints_the_same(
    oldest_python, tmp_path
):
    """``pyproject.toml`` promises numpy 2.0, pandas 2.2 and pyarrow 16 are
    enough: trec_eval's own quick test, run with them, must still print
    trec_eval 10.0's expected output byte for byte."""
    import gzip

    from .test_trec_eval_suite import DATA, QUICKTEST

    for path in DATA.iterdir():
        if path.suffix == ".gz":
            (tmp_path / path.stem).write_bytes(gzip.decompress(path.read_bytes()))
        else:
            shutil.copy(path, tmp_path / path.name)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for args, expected in QUICKTEST:
        done = subprocess.run(
            [str(oldest_python), "-m", "metrics", *args.split()],
            cwd=tmp_path, env=env, capture_output=True, text=True,
        )  # fmt: skip
        assert done.returncode == 0, (args, done.stderr)
        assert done.stdout == (tmp_path / expected).read_text(), args


def test_with_the_oldest_stated_dependencies_every_docstring_example_holds(oldest_python):
    """Each metrics module's doctests, run with numpy 2.0, pandas 2.2 and
    pyarrow 16 (among them: ``1e400`` is infinite, which pandas 2.2 alone
    would call not a number)."""
    script = (
        "import doctest, importlib, pkgutil, metrics\n"
        "failed = 0\n"
        "for m in pkgutil.iter_modules(metrics.__path__):\n"
        "    if m.name == '__main__':\n"
        "        continue\n"
        "    module = importlib.import_module('metrics.' + m.name)\n"
        "    failed += doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE).failed\n"
        "print('failed', failed)\n"
    )
    done = subprocess.run(
        [str(oldest_python), "-c", script], cwd=ROOT, capture_output=True, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "failed 0", done.stdout[-3000:]


def test_the_layers_import_at_the_top_and_only_downward():
    """metrics.judged (one query's ranking as trec_eval sees it) is below
    every layer: it imports nothing of the package, and the teaching library
    and the measures read it with imports at the top of their files, never
    from inside a function, and never import the evaluator above them
    (a type named only for the type checker aside)."""
    import ast

    package = ROOT / "metrics"
    below = ast.parse((package / "judged.py").read_text())
    for node in ast.walk(below):
        if isinstance(node, ast.ImportFrom):
            assert node.level == 0 and not (node.module or "").startswith("metrics"), node.module
    for folder in ("lists", "measures"):
        for path in (package / folder).glob("*.py"):
            tree = ast.parse(path.read_text())
            checking = {
                id(node)
                for block in ast.walk(tree)
                if isinstance(block, ast.If) and getattr(block.test, "id", "") == "TYPE_CHECKING"
                for node in ast.walk(block)
            }
            top = {id(node) for node in tree.body}
            for node in ast.walk(tree):
                if not isinstance(node, ast.ImportFrom) or id(node) in checking:
                    continue
                name = ("." * node.level) + (node.module or "")
                assert "evaluator" not in name, (path.name, name)
                if "judged" in name and not name.endswith("measures.judged"):
                    assert id(node) in top, (path.name, node.lineno)

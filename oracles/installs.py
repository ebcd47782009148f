"""Tools that do not install beside this project, each in a Python of its own.

Kaggle's ml_metrics 0.1.4 (the release on PyPI) uses ``use_2to3``, which
setuptools dropped in version 58, so it installs only with an older
setuptools and no build isolation; torchmetrics needs torch (the CPU build
is enough). Each gets a virtual environment that sees this Python's
packages (numpy, pandas) and adds its own; :mod:`oracles.runners`
then runs there as a script.
"""

from __future__ import annotations

import json
import subprocess
import sys
import venv
from pathlib import Path

#: What each tool's environment installs, in order (each a pip command's
#: arguments), pinned to the versions the record was made with.
INSTALLS: dict[str, tuple[tuple[str, ...], ...]] = {
    # wheel: with no build isolation, setuptools < 58 builds through wheel's
    # bdist_wheel, which a machine's own Python may not have installed.
    "ml_metrics": (
        ("setuptools<58", "wheel==0.44.0"),
        ("--no-build-isolation", "ml_metrics==0.1.4"),
    ),
    "torchmetrics": (("torch==2.13.0",), ("torchmetrics==1.9.0",)),
    # Their evaluation metrics, run on given scores (no model trained).
    "xgboost": (("xgboost-cpu==3.2.0",),),
    "lightgbm": (("lightgbm==4.7.0",),),
}

#: A tool run with one option changed uses its base tool's environment.
ENV_OF = {"torchmetrics_skip": "torchmetrics", "torchmetrics_pos": "torchmetrics",
          "torchmetrics_adaptive_k": "torchmetrics"}  # fmt: skip

RUNNERS = Path(__file__).with_name("runners.py")


def new_env(
    where: Path, *installs: tuple[str, ...], system_site_packages: bool = False,
    precompile: bool = True,
) -> Path:  # fmt: skip
    """A virtual environment at ``where`` with each of ``installs`` (a pip
    command's arguments) installed in order; returns its Python.

    The environment gets no pip of its own (creating one takes 3-4 s): this
    Python's pip installs into it (``pip --python``). With ``precompile=False``
    nothing is byte-compiled ahead (more than half of pip's time for big
    packages): right for an environment whose Python starts a few times, as
    where ``PYTHONDONTWRITEBYTECODE`` is set each start compiles again what
    it imports.
    """
    venv.EnvBuilder(system_site_packages=system_site_packages, clear=True).create(where)
    python = where / "bin" / "python"
    for args in installs:
        subprocess.run(
            [sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
             "--disable-pip-version-check", *([] if precompile else ["--no-compile"]), *args],
            check=True,
        )  # fmt: skip
    return python


def python_for(tool: str, root: Path) -> Path:
    """The Python of ``tool``'s environment under ``root``, made (once) if
    missing; a half-made one is made again."""
    tool = ENV_OF.get(tool, tool)
    where = root / tool
    python = where / "bin" / "python"
    done = where / "installed"
    if not done.exists():
        # Not byte-compiled ahead: each environment is made for one run of
        # the tests and its Python starts a few times (torch's: 20 s made
        # with compiling, 9 s without, and about 1 s more on its first start).
        new_env(where, *INSTALLS[tool], system_site_packages=True, precompile=False)
        done.write_text("\n".join(" ".join(a) for a in INSTALLS[tool]))
    return python


def run_in(python: Path | str, tool: str, cases: dict) -> dict:
    """:func:`oracles.runners.run_all` in another Python:
    ``{"version": ..., "printed": {case: {number: value}}}``."""
    done = subprocess.run(
        [str(python), str(RUNNERS), tool],
        input=json.dumps(cases), capture_output=True, text=True, check=False,
    )  # fmt: skip
    if done.returncode:
        raise RuntimeError(f"{tool} in {python} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


def run_here(tool: str, cases: dict) -> dict:
    """The same, in this Python (the tool is installed beside the project)."""
    return run_in(sys.executable, tool, cases)

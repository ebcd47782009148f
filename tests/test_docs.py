"""The README and docs/ as a newcomer reads them: every relative link
resolves (the file, and the heading an anchor names), the README stays a
front door (under 200 lines, its two commands on the first screen), and the
Python shown in them runs and prints what its comments say."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def slug(heading: str) -> str:
    """A heading's anchor as GitHub writes it: lower case, punctuation
    dropped, spaces as hyphens ("A room: `bench_room.py`" → a-room-bench_roompy)."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    return {slug(h) for h in re.findall(r"^#+ (.+)$", text, flags=re.M)}


def links(page: Path):
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    for target in LINK.findall(text):
        if not re.match(r"[a-z]+:", target):  # http:, https:, mailto: are not checked here
            yield target


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_relative_link_resolves_to_a_file_and_its_heading(page):
    broken = []
    for target in links(page):
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(target)
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(target)
    assert not broken, broken


def test_the_readme_is_a_front_door():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) < 200
    first_screen = "\n".join(text.splitlines()[:40])
    assert "python -m streamlit run app.py" in first_screen
    assert "bash scripts/test.sh" in text.split("## Learn and teach")[0]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "bash scripts/test.sh" in ci  # CI runs the README's test command
    for doc in ("app", "teaching", "deploying", "command-line", "library", "tools", "speed",
                "contributing"):  # fmt: skip
        assert f"(docs/{doc}.md" in text, doc  # each reader's page, one link away


def test_the_rules_of_links_can_fail(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("# Title\n[a](missing.md) [b](#title) [c](#nowhere) [d](https://x.org)\n")
    found = [t for t in links(page)]
    assert found == ["missing.md", "#title", "#nowhere"]
    assert slug("A room: `bench_room.py`") == "a-room-bench_roompy"
    assert "title" in anchors(page) and "nowhere" not in anchors(page)


def _python_blocks(page: Path) -> list[str]:
    return re.findall(r"```python\n(.*?)```", page.read_text(encoding="utf-8"), flags=re.S)


@pytest.mark.parametrize("page", [ROOT / "README.md", ROOT / "docs" / "library.md"],
                         ids=lambda p: p.name)  # fmt: skip
def test_the_python_shown_runs_and_prints_what_its_comments_say(page):
    """Each block runs in a fresh interpreter in the checkout; a line ending
    in ``# 0.3333 (…)`` is checked to print that number (rounded as shown)."""
    blocks = _python_blocks(page)
    assert blocks
    for block in blocks:
        lines = []
        for line in block.splitlines():
            shown = re.match(r"^(\S.*?)\s+# (\d+\.\d+)\b", line)
            if shown and not line.lstrip().startswith(("import", "from")):
                expr, number = shown.groups()
                decimals = len(number.split(".")[1])
                lines.append(f"assert round({expr}, {decimals}) == {number}, {expr!r}")
            else:
                lines.append(line)
        done = subprocess.run([sys.executable, "-c", "\n".join(lines)], cwd=ROOT,
                              capture_output=True, text=True, timeout=120)  # fmt: skip
        assert done.returncode == 0, (block, done.stderr[-2000:])


def _metrics_commands() -> list[tuple[str, str]]:
    """Every ``python -m metrics …`` line of a bash block in the README and
    docs/ that reads ``qrels.txt`` and ``run.txt`` (or no file at all), with
    its page: the commands a practitioner copies first."""
    found = []
    for page in PAGES:
        for block in re.findall(r"```bash\n(.*?)```", page.read_text(encoding="utf-8"), flags=re.S):
            for line in block.splitlines():
                command = line.split("  #")[0].strip()
                if command.startswith("python -m metrics") and (
                    "qrels.txt run.txt" in command or "--describe" in command
                ):
                    found.append((page.name, command))
    return found


def test_the_command_lines_shown_run_on_the_sample_files(tmp_path):
    """Each documented command runs, on the upload page's sample files
    copied in as ``qrels.txt`` and ``run.txt``, and prints without error."""
    import shlex
    import shutil

    commands = _metrics_commands()
    assert len(commands) >= 5, commands
    shutil.copy(ROOT / "samples" / "qrels.txt", tmp_path / "qrels.txt")
    shutil.copy(ROOT / "samples" / "run_bm25.txt", tmp_path / "run.txt")
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    per_query = subprocess.run([sys.executable, "-m", "metrics", "-q", "-m", "map", "qrels.txt",
                                "run.txt"], cwd=tmp_path, env=env, capture_output=True, text=True,
                               timeout=120)  # fmt: skip
    (tmp_path / "per_query.txt").write_text(per_query.stdout)  # a tool's per-query output
    for page, command in commands:
        args = shlex.split(command)[3:]  # after "python -m metrics"
        done = subprocess.run([sys.executable, "-m", "metrics", *args], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=120)  # fmt: skip
        assert done.returncode == 0 and done.stdout, (page, command, done.stderr[-1000:])

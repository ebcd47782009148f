"""``docs/tools.md``: the registry and the record, written out for readers.

Made by ``scripts/record_tools.py`` after each record (and checked by the
tests to match the registry and the record, so it never drifts).
"""

from __future__ import annotations

from .cases import CASES, NUMBERS
from .predict import UNCLAIMED, predict
from .record import record
from .registry import ALSO_NAMED, TOOLS, VARIANTS

_RULES = (
    ("precision", "P@k"), ("ap", "AP"), ("no_relevant", "a query with nothing relevant"),
    ("ndcg", "nDCG"), ("ties", "tied scores"),
)  # fmt: skip


_RUN_ONLY = {
    "skip": "left out of the mean",
    "empty": "scored as a query with nothing relevant, and counted by that rule",
    None: "not documented",
}


def _cell(value) -> str:
    return "—" if value is None else f"{value:.4f}".rstrip("0").rstrip(".")


def tools_markdown() -> str:
    """The whole page, as Markdown."""
    rec = record()["tools"]
    out = [
        "# Who computes what: the tools this app names",
        "",
        "Written by `scripts/record_tools.py` from the registry "
        "(`metrics/tools/registry.py`) and the record of what each tool printed "
        "(`metrics/tools/record.json`); the tests fail when this page, the registry "
        "and the record disagree. Every page of the app that names a tool takes the "
        "name from the registry.",
        "",
        "## The corpus",
        "",
        "Each case isolates one decision that changes a number (`metrics/tools/cases.py`). "
        "Every tool reports the mean over the queries it scores of P@k, AP (whole list), "
        "AP@k, nDCG@k and RR, where it has them.",
        "",
        "| case | decision | what it holds | K | asked in |",
        "|---|---|---|---|---|",
    ]
    for name, case in CASES.items():
        out.append(
            f"| `{name}` | {case['decision']} | {case['why']} | {case['k']} | {case['asked'] or '—'} |"
        )
    out += ["", "## Tools", ""]
    for tool in TOOLS:
        out += _tool_section(tool, rec)
    out += [
        "## With one option changed",
        "",
        "A tool run with one of its options changed, where the option changes a number "
        "the search of /disagree can match; it names the option only where the tool's "
        "defaults do not give the number.",
        "",
    ]
    for tool in VARIANTS:
        out += _tool_section(tool, rec)
    out += [
        "## Named beside one measure",
        "",
        "Tools the pages name beside one measure, whose rules the app does not model "
        "(they are not in the conventions table, and /disagree does not name them):",
        "",
    ]
    for named in ALSO_NAMED:
        out += [
            f"### {named.name}",
            "",
            f"**Not run here: read in its source** at {named.read_at}.",
            "",
            f"Source: {named.source}.",
            "",
            f"- what it does: {named.rules}",
            *(f"- named as: {label}" for labels in named.labels.values() for label in labels),
            "",
        ]
    return "\n".join(out)


def _tool_section(tool, rec: dict) -> list[str]:
    """One tool's section: how it was checked, its rules, what it printed."""
    out: list[str] = []
    out += [f"### {tool.name}", ""]
    entry = rec.get(tool.id)
    if entry:
        out.append(
            f"**Checked by running** {entry['package']} {entry['version']} on "
            f"{entry['date']} (Python {entry['python']}; installed {entry['installed']}): "
            f"{entry['how']}."
        )
    elif "tests/" in tool.read_at:
        out.append(f"**Checked by running** {tool.read_at}.")
    else:
        out.append(f"**Not run here: read in its source** at {tool.read_at}.")
    out += ["", f"Source: {tool.source}." + (f" {tool.note}." if tool.note else ""), ""]
    out += [f"- {label}: {getattr(tool, field)}" for field, label in _RULES]
    out.append(f"- a query only the run has (nobody judged it): {_RUN_ONLY[tool.run_only]}")
    out.append("")
    if not entry:
        return out
    out += [
        "What it printed, and what the registry says (✓ the same; `?` the registry "
        "claims nothing, e.g. an option):",
        "",
        "| case | " + " | ".join(NUMBERS) + " |",
        "|---|" + "---|" * len(NUMBERS),
    ]
    for case, got in entry["printed"].items():
        said = predict(tool, CASES[case])
        cells = []
        for number in NUMBERS:
            if number not in got:
                cells.append("")
                continue
            mark = "?" if said.get(number) == UNCLAIMED else "✓"
            cells.append(f"{_cell(got[number])} {mark}")
        out.append(f"| `{case}` | " + " | ".join(cells) + " |")
    out.append("")
    return out

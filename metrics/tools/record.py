"""What each tool printed on the corpus, as recorded by
``scripts/record_tools.py`` (``record.json`` beside this file): per tool the
package and version that ran, the day, where it ran, and the numbers.

The registry's claims are checked against this record
(``tests/test_tool_registry.py``); the tools that install beside the
project are run again in every test run and must still print it.

>>> record()["tools"]["ranx"]["package"]
'ranx'
>>> checked_by("ranx")
'ranx 0.3.21'
>>> checked_by("recbole") is None
True
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

PATH = Path(__file__).with_name("record.json")


@cache
def record() -> dict:
    """The record as stored (read once)."""
    return json.loads(PATH.read_text(encoding="utf-8"))


def checked_by(tool_id: str) -> str | None:
    """The package and version that ran for ``tool_id`` (``"ranx 0.3.21"``),
    or None when the tool was not run here (it was read in its source)."""
    entry = record()["tools"].get(tool_id)
    return f"{entry['package']} {entry['version']}" if entry else None

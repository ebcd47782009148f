"""Every user-facing word lives in ui/words; these checks keep the modules
complete so a translation can follow them key by key."""

import importlib
import pkgutil
import string

import ui.words
from metrics.examples import BY_ID, EXAMPLES
from ui.words.edge_cases import T as EDGE
from ui.words.examples import T as EXAMPLE_WORDS


def test_every_example_has_a_title_and_a_note():
    assert set(EXAMPLE_WORDS) == {e.id for e in EXAMPLES}
    assert all(title and note for title, note in EXAMPLE_WORDS.values())


def test_every_edge_case_is_a_ready_made_example():
    assert set(EDGE["cases"]) <= set(BY_ID)


def test_every_words_module_has_text_only_with_well_formed_fields():
    for module in pkgutil.iter_modules(ui.words.__path__):
        words = importlib.import_module(f"ui.words.{module.name}").T
        for key, value in words.items():
            for text in (
                value if isinstance(value, tuple) else [value] if isinstance(value, str) else []
            ):
                list(string.Formatter().parse(text))  # raises on a malformed {field}
            assert value, (module.name, key)

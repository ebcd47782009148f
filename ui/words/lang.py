"""The app's languages, and the word tables looked up per session.

Every words module defines one table per language and exposes them as one
:class:`Words`; ``T["title"]`` then gives the title in the language of the
session that is running (English outside a Streamlit session, as in unit
tests). The language is chosen per session, never once per process.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from .josa import korean
from .plural import english

#: Language codes, the default first.
LANGUAGES = ("en", "ko")
DEFAULT = "en"

#: Where the session keeps its language (a non-widget key).
KEY = "lang"

#: Each language named in itself, for the switch.
NAMES = {"en": "English", "ko": "한국어"}


def current() -> str:
    """The running session's language, or the default outside a session."""
    try:
        from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx

        ctx = get_script_run_ctx(suppress_warning=True)
        if ctx is None:
            return DEFAULT
        state = ctx.session_state
        return state[KEY] if KEY in state else DEFAULT
    except Exception:  # pragma: no cover - a Streamlit internals change
        return DEFAULT


class Words(Mapping):
    """One table of words per language, read in the session's language.

    >>> T = Words(en={"hi": "Hello"}, ko={"hi": "안녕하세요"})
    >>> T["hi"], T.table("ko")["hi"]
    ('Hello', '안녕하세요')
    """

    def __init__(self, **tables: Mapping):
        missing = set(LANGUAGES) - set(tables)
        if missing:
            raise ValueError(f"tables: no table for {sorted(missing)}")
        #: The tables as written (Korean with its ``[[term]]`` marks).
        self.written = tables
        # Korean takes its terms from the glossary now; particles that depend
        # on the value before them are written in both forms, 을(를), and
        # resolved once the values are in.
        # English counts agree with their number ("1 item", "3 items").
        self._tables = {
            **tables, "en": english(dict(tables["en"])), "ko": korean(dict(tables["ko"]))
        }  # fmt: skip

    def table(self, lang: str | None = None) -> Mapping:
        """The whole table of ``lang`` (the session's language by default)."""
        return self._tables.get(lang or current(), self._tables[DEFAULT])

    def __getitem__(self, key):
        return self.table()[key]

    def __iter__(self) -> Iterator:
        return iter(self.table())

    def __len__(self) -> int:
        return len(self.table())

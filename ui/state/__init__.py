"""What one session holds, by concern: the shared scenario and its input
errors (:mod:`.scenario`), MAP's query set (:mod:`.queries`), the language,
present mode, steps and page choices (:mod:`.session`), and the address bar
that reproduces all of it (:mod:`.link`). Pages use them through this module:
``from ui import state``; ``state.scenario()``."""

from .link import current_link, local_host, read_url, root, share_link, shown_state, write_url
from .queries import (
    QUERY_SETS,
    active,
    load_query_set,
    queries,
    queries_kept,
    set_k,
    set_queries,
    switch_query,
)
from .scenario import (
    DEFAULT,
    errors,
    load_example,
    revision,
    scenario,
    set_error,
    set_scenario,
)
from .session import (
    NO_SCENARIO,
    PRESENT_PAGES,
    STEP_PAGES,
    begin_run,
    choice,
    choices,
    choose_language,
    choose_presenting,
    end_run,
    field,
    fields,
    language,
    page,
    presenting,
    set_choice,
    set_field,
    set_language,
    set_presenting,
    set_step,
    show,
    step,
    with_language,
    write_language,
)

__all__ = [
    "DEFAULT", "NO_SCENARIO", "PRESENT_PAGES", "QUERY_SETS", "STEP_PAGES", "active", "begin_run", "choice", "choices", "choose_language",
    "choose_presenting", "current_link", "end_run", "errors", "field", "fields", "language", "local_host", "set_field", "load_example", "load_query_set", "page",
    "presenting", "queries", "queries_kept", "read_url", "revision", "root", "scenario", "set_choice", "set_error", "set_k",
    "set_language", "set_presenting", "set_queries", "set_scenario", "set_step", "share_link", "show", "shown_state",
    "step", "switch_query", "with_language", "write_language", "write_url",
]  # fmt: skip

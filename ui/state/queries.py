"""MAP's query set: several queries, one of which the shared input edits."""

from __future__ import annotations

import streamlit as st

from course.examples import BY_ID
from course.scenario import Scenario

from .scenario import scenario, set_scenario

QUERIES, ACTIVE = "map_queries", "map_active"

#: Ready-made query sets for the MAP lesson (ids of examples).
QUERY_SETS = {"ex1": ("ex1a", "ex1b"), "ex3": ("ex3u1", "ex3u2"), "ex4": ("ex4q1", "ex4q2")}


def active() -> int:
    """Index of the query the shared input edits on the MAP lesson."""
    return min(st.session_state.get(ACTIVE, 0), len(stored()) - 1)


def stored() -> list[Scenario]:
    """The stored query set; at first the user's own query, then one
    example query that differs from it (labelled as an example)."""
    kept = st.session_state.get(QUERIES)
    if kept:
        return kept
    own = scenario()
    other = next(
        BY_ID[i].scenario
        for i in ("ex1b", "ex1a")
        if BY_ID[i].scenario.ranking != own.ranking or BY_ID[i].scenario.qrels != own.qrels
    )
    return [Scenario(own.ranking, own.qrels), Scenario(other.ranking, other.qrels)]


def queries() -> list[Scenario]:
    """The MAP query set; its active query always *is* the shared scenario."""
    kept = list(stored())
    current = scenario()
    kept[active()] = Scenario(current.ranking, current.qrels)
    return kept


def queries_kept() -> list[Scenario] | None:
    """The query set, when the session holds one (a MAP link's ``q``, or
    queries added on MAP); None when there is only the shared list."""
    return queries() if st.session_state.get(QUERIES) else None


def switch_query(index: int) -> None:
    """Make query ``index`` the one the shared input edits."""
    kept = queries()
    st.session_state[QUERIES] = kept
    st.session_state[ACTIVE] = index
    set_scenario(kept[index].with_changes(k=scenario().k))


def set_queries(new: list[Scenario], index: int = 0) -> None:
    """Replace the whole query set (keeps the current K)."""
    st.session_state[QUERIES] = list(new)
    st.session_state[ACTIVE] = index
    set_scenario(new[index].with_changes(k=scenario().k))


def load_query_set(set_id: str) -> None:
    """Button callback: a ready-made query set, with its K."""
    examples = [BY_ID[i].scenario for i in QUERY_SETS[set_id]]
    st.session_state[QUERIES] = [Scenario(e.ranking, e.qrels) for e in examples]
    st.session_state[ACTIVE] = 0
    set_scenario(examples[0])


def set_k() -> int:
    """MAP's one K for every query: the scenario's K, or else the longest
    list's length (the K field shows it on the MAP lesson)."""
    k = scenario().k
    return k if k is not None else max(len(q.ranking) for q in queries())

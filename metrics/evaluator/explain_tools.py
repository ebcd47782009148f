"""Which tools of the registry print a reading's number.

A reading (:class:`metrics.evaluator.explain.Reading`) is one option per
convention; a tool fits it when each of its rules in the registry
(:mod:`metrics.tools.registry`) gives that option. What the data leaves
undecided is not held against a tool: the search passes ``same``, which maps
each option to the one it equals on these files (no tied scores: every tie
order is the same ranking), and says which decisions apply at all:

=============== ==============================================================
``empty_by``    {(level, seen): whether some query has nothing relevant}
``missing``     {option: the option it equals} (no query missing: all equal)
``run_only``    the same for queries only the run has (not given: none)
``tied``        some query has two documents with one score
``nonpositive`` some relevant document is scored 0 or less
=============== ==============================================================

Without ``same``, every rule counts but those about tied scores and scores
of 0 or less, which only data can bring in.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..tools.registry import BASE_OF, BY_ID, TOOLS, VARIANTS, Tool

#: The recorded number each family's reading is, for a tool's
#: ``averages_ties`` (with a cutoff, without one).
NUMBER_OF = {"map": ("AP@k", "AP"), "ndcg": ("nDCG@k", "nDCG@k"), "P": ("P@k", "P@k"),
           "rr": ("RR@k", "RR"), "recall": ("R@k", "R@k")}  # fmt: skip


def empty_rule(tool: Tool, family: str) -> str:
    """What ``tool`` does with a query that has nothing relevant: ``zero``
    (scored 0 and counted), ``skip`` (left out) or ``one`` (scored 1: AP in
    Kaggle's apk, every measure in torchmetrics with
    ``empty_target_action='pos'``)."""
    if tool.no_relevant_ap is None:
        return "skip"
    if tool.no_relevant_ap == 1.0 and (family == "map" or tool.empty_all_one):
        return "one"
    return "zero"


def tool_fits(tool: Tool, reading, same: Mapping | None = None) -> bool:
    """Whether ``tool``'s rules in the registry give this reading.

    >>> from metrics.tools.registry import BY_ID
    >>> from metrics.evaluator.explain import Reading
    >>> tool_fits(BY_ID["trec_eval"], Reading("map", "m", 10))
    True
    >>> tool_fits(BY_ID["ml_metrics"], Reading("map", "m", 10))
    False

    Kaggle's apk scores 1 for a query with nothing relevant; where no query
    is empty, that rule decides nothing:

    >>> apk = Reading("map", "min_m_k", 10, order="file")
    >>> tool_fits(BY_ID["ml_metrics"], apk), tool_fits(BY_ID["ml_metrics"], apk, {"empty_by": {}})
    (False, True)
    """
    strict = same is None
    same = dict(same or {})
    r = reading

    # Given what the data holds, no query only the run has, and none the run
    # lacks, unless said.
    same.setdefault("run_only", {} if strict else {"skip": "skip", "empty": "skip"})
    same.setdefault("missing", {} if strict else {"skip": "skip", "zero": "skip"})

    def agrees(name: str, tools_option, option) -> bool:
        if tools_option is None:
            return True
        if tools_option == "refuse":  # it prints nothing where a query is missing
            if not strict and same.get(name, {}).get("zero", "zero") == "zero":
                return False
            tools_option = "skip"
        table = same.get(name, {})
        return table.get(tools_option, tools_option) == table.get(option, option)

    supports = {
        "map": tool.ap_convention, "P": tool.p_denominator, "ndcg": tool.ndcg_gain,
        "rr": "" if (tool.has_rr_cut if r.k is not None else tool.has_rr) else None,
        "recall": "" if tool.has_recall else None,
    }[r.family]  # fmt: skip
    if supports is None or supports != r.variant:
        return False
    if r.family == "map" and r.k is not None and not tool.ap_cutoff:
        return False
    if r.family == "map" and r.k is None and (r.variant == "min_m_k" or not tool.ap_whole):
        return False
    shares = NUMBER_OF[r.family][r.k is None] in tool.averages_ties
    if r.order == "average" and not shares:
        return False  # tied scores shared: only a tool that shares them
    if r.order != "average" and shares and same.get("tied", False):
        return False  # its number averages tied scores: no ranking of them gives it
    if not tool.counts_nonpositive and r.family != "ndcg" and same.get("nonpositive", False):
        return False
    ties = tool.ties_of(NUMBER_OF[r.family][r.k is None])
    orders_differ = len(set(same.get("order", {}).values())) > 1
    if ties is None and r.order != "average" and orders_differ and not shares:
        return False  # no order promised: never named for one (its span says what it prints)
    if r.order == "best" and same.get("order", {}).get("best", "best") == "best" and ties != "best":
        return False  # no tool promises the list's favour (an unspecified order is no claim of it)
    has_empty = same.get("empty_by", {}).get((r.level, r.seen), strict) or (
        r.run_only == "empty" and same.get("run_only", {}).get("empty", "empty") == "empty"
    )
    return (
        (r.order == "average" or agrees("order", ties, r.order))
        and agrees(
            "float32",
            tool.float32_by.get(NUMBER_OF[r.family][r.k is None], tool.float32),
            r.float32,
        )
        and agrees("level", tool.relevance_level, r.level)
        and agrees("seen", tool.sees_unretrieved, r.seen)
        and (empty_rule(tool, r.family) == r.empty or not has_empty)
        and agrees("missing", tool.missing, r.missing)
        and agrees("run_only", tool.run_only, r.run_only)
    )


def tools_for(reading, same: Mapping) -> tuple[str, ...]:
    """The tools whose rules give ``reading``: each with its defaults, then a
    tool with one option changed (``torchmetrics (empty_target_action='skip')``)
    where its defaults do not give it.

    >>> from metrics.evaluator.explain import Reading
    >>> tools_for(Reading("ndcg", "exponential", 10, order="file", missing="zero"), {"empty_by": {}})
    ('ranx (ndcg_burges)',)
    """
    fits = [t.name for t in TOOLS if tool_fits(t, reading, same)]
    fits += [
        t.name for t in VARIANTS
        if tool_fits(t, reading, same) and not tool_fits(BY_ID[BASE_OF[t.id]], reading, same)
    ]  # fmt: skip
    return tuple(fits)

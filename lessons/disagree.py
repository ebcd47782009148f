"""Why do our numbers differ? The numbers tools printed, and the decisions
behind each: the page draws what :mod:`metrics.evaluator.explain` finds."""

import hashlib
from dataclasses import replace

import pandas as pd
import streamlit as st

from course import batch, link
from metrics.evaluator.explain import (
    LESSONS,
    MAX_K,
    TREC_NAMES,
    explain_lists,
    explain_numbers,
    reference_of,
)
from metrics.evaluator.explain_models import SETTLES, backed_by_a_tool
from metrics.evaluator.explain_names import FORMS, UnknownMeasure
from metrics.evaluator.explain_queries import explain_queries, read_per_query
from metrics.evaluator.explain_space import COUNTING, NAMES
from ui import charts, state
from ui.disagree_answer import not_tried, per_query_box, tools_first, tools_line, tools_table
from ui.render import chart, md, num
from ui.scroll import scroll_to
from ui.text import explain_message
from ui.uploads import in_the_page_language, said_why_refused, uploader
from ui.words.disagree import T
from ui.words.disagree_options import OPTIONS

ON = "disagree"
NUMBERS_FIELD, MEASURE_FIELD, SOURCE_FIELD, NAMED_FIELD = (
    "disagree_numbers_field",
    "disagree_measure",
    "disagree_source",
    "disagree_named_field",
)
SOURCES = ("lists", "files")
#: The block the page scrolls to when an answer is new (its key).
ANSWER = "disagree_answer"
#: Each lesson's choices that show the convention a reading uses.
SHOWN_BY = {
    ("variant", "map"): lambda r: {"section": "side", "convention": r.variant},
    ("variant", "ndcg"): lambda r: {"gain": "exponential"} if r.variant == "exponential" else {},
    ("seen", "ndcg"): lambda r: {} if r.seen else {"ideal": "ranking"},
    ("empty", "map"): lambda r: {"rule": "skip"} if r.empty == "skip" else {},
}

s = state.scenario()
st.title(T["title"])
st.markdown(T["intuition"])

# --- what the user gives: numbers, the measure, the data ----------------------

state.show(NUMBERS_FIELD, state.field(ON, "numbers"))  # a link just read, a run cut short
state.show(MEASURE_FIELD, state.choice(ON, "measure"))
state.show(NAMED_FIELD, state.field(ON, "named"))
state.show(SOURCE_FIELD, state.choice(ON, "source"))
state.show("disagree_samples", state.choice(ON, "samples") == "on")

left, right = st.columns([3, 2])
with left:
    st.text_input(
        T["numbers_label"], key=NUMBERS_FIELD, placeholder=T["numbers_placeholder"],
        help=T["numbers_help"],
        on_change=lambda: state.set_field(ON, "numbers", st.session_state[NUMBERS_FIELD]),
    )  # fmt: skip
    source = st.radio(
        T["source_label"], SOURCES, key=SOURCE_FIELD, horizontal=True,
        format_func=lambda x: T[f"source_{x}"],
        on_change=lambda: state.set_choice(ON, "source", st.session_state[SOURCE_FIELD]),
    )  # fmt: skip
with right:
    st.radio(
        T["measure_label"], link.FAMILY_CHOICES, key=MEASURE_FIELD, horizontal=True,
        format_func=lambda f: T[f"family_{f}"],
        on_change=lambda: state.set_choice(ON, "measure", st.session_state[MEASURE_FIELD]),
    )  # fmt: skip
family = state.choice(ON, "measure")

k = s.k
whole, cut = TREC_NAMES[family]
reference_name = whole if k is None else cut.format(k=k)
measure = {"rr": "recip_rank"}.get(family, reference_name.split(" ")[0])
numbers_text = state.field(ON, "numbers").strip()


@st.cache_data(max_entries=64, show_spinner=False)
def explain_these_lists(queries: tuple, numbers: str, measure: str, k: int | None):
    return explain_lists(queries, numbers or (), measure, k=k if measure == "recip_rank" else None)


try:
    if source == "lists":
        kept = state.queries_kept()
        if kept is None:
            said = T["lists_one"]
            kept = [s]
        else:
            said = T["lists_many"].format(n=len(kept), active=state.active() + 1)
        st.caption(said + " " + (T["k_none"] if k is None else T["k_given"].format(k=k)))
        queries = tuple((q.ranking, tuple(q.qrels)) for q in kept)
        answer = explain_these_lists(queries, numbers_text, measure, k)
        what = T["what_lists"]
        if numbers_text:  # numbers from elsewhere: say what they are checked against
            first = ", ".join(map(str, kept[0].ranking[:5])) + (
                "…" if len(kept[0].ranking) > 5 else ""
            )
            st.info(T["checked_against"].format(n=len(kept), first=md(first)))
            st.button(
                T["use_files"], key="disagree_use_files", icon=":material/upload_file:",
                on_click=lambda: state.set_choice(ON, "source", "files"),
            )  # fmt: skip
    else:
        st.caption(T["files_intro"])
        in_the_page_language()
        said_why_refused()
        one, two = st.columns(2)
        with one:
            judged = next(iter(uploader(T["judgments"], "disagree_judgments")), None)
        with two:
            run = next(iter(uploader(T["run"], "disagree_run")), None)
        outputs = uploader(T["per_query_label"], "disagree_per_query", many=True)
        if judged is None or run is None:
            samples = st.toggle(
                T["use_samples"], key="disagree_samples",
                on_change=lambda: state.set_choice(
                    ON, "samples", "on" if st.session_state["disagree_samples"] else "off"
                ),
            )  # fmt: skip
            if not samples:
                st.info(T["files_needed"])
                st.stop()
            judged = judged or batch.sample("judgments")
            run = run or batch.sample("run_a")
        # The measure as the tools named it: its family and cutoff are the
        # report's (map_cut.10 is K = 10, whatever the sidebar's list says).
        st.text_input(
            T["named_label"], key=NAMED_FIELD, placeholder="map_cut.10", help=T["named_help"],
            on_change=lambda: state.set_field(ON, "named", st.session_state[NAMED_FIELD]),
        )  # fmt: skip
        named = state.field(ON, "named").strip()
        if named:
            family, k = reference_of(named)
            whole, cut = TREC_NAMES[family]
            reference_name = whole if k is None else cut.format(k=k)
            measure = named
            said = T["k_named"] if k else T["k_named_whole"]
            st.caption(said.format(name=md(named), k=k))
        else:
            st.caption(T["k_none"] if k is None else T["k_given"].format(k=k))
        qrels_frame, run_frame = batch.read_files(judged, run)
        by_query = []  # each per-query output, against every tool
        for output in outputs:
            given = read_per_query(output.data, measure)
            by_query.append(
                (output.name, given, explain_queries(qrels_frame, run_frame, given, measure))
            )
        answer = explain_numbers(
            qrels_frame, run_frame, numbers_text or (), measure,
            k=k if measure == "recip_rank" else None,
        )  # fmt: skip
        what = T["what_files"]
except UnknownMeasure as err:  # a name no tool spells so: what it reads, in this language
    st.error(T["unknown_measure"].format(name=md(err.name)) + "\n\n" + "\n".join(
        f"- `{form}`" for form in FORMS
    ))  # fmt: skip
    st.stop()
except ValueError as err:  # a number or a file it cannot read, in the page's words
    st.error(explain_message(err))
    st.stop()


# --- the answer --------------------------------------------------------------


def lesson_href(name: str, reading, one=None) -> str:
    """A link into the lesson that teaches one convention, with the user's
    list (``one``: that query's list alone)."""
    page = LESSONS[reading.lesson(name)]
    choices = SHOWN_BY.get((name, reading.family), lambda r: {})(reading)
    here = state.current_link()
    queries = here.queries if page == "map" and one is None else ()
    target = link.Link(
        page=page, scenario=one or s, queries=queries, active=0 if one else here.active,
        lang=state.language(), choices=choices,
    )  # fmt: skip
    return link.href(page, target, state.root())


def query_list(qid: str):
    """One query of the search as a lesson's list (``None``: none can be made)."""
    if source == "lists":
        index = int(qid) - 1
        return replace(kept[index], k=k) if 0 <= index < len(kept) else None
    return batch.query_scenario(qid, qrels_frame, batch.order_run(run_frame), k)


def behind(pair) -> None:
    """The queries behind one pair's gap, each linked to its own list."""
    if not pair.queries:
        return
    one, two = answer.answers[pair.first].given, answer.answers[pair.second].given

    def said(value, number):
        if value is None:
            return T["behind_left_out"].format(number=number)
        return T["behind_value"].format(value=num(value), number=number)

    lines = [T["behind"].format(first=one, second=two)]
    for share in pair.queries:
        scenario = query_list(share.qid)
        # A query one number leaves out and the other counts: the rule for
        # such queries; else the first decision that changes its value.
        counted = [d for d in pair.separating if d in COUNTING]
        valued = [d for d in pair.separating if d not in COUNTING]
        decisions = counted if (share.first is None) != (share.second is None) else valued
        decisions = decisions or list(pair.separating)
        href = (
            lesson_href(decisions[0], pair.readings[0].reading, scenario)
            if scenario is not None and decisions
            else ""
        )
        lines.append(
            T["behind_line"].format(
                qid=md(share.qid), one=said(share.first, one), two=said(share.second, two),
                moved=f"{share.share:+.4f}", link=T["behind_link"].format(href=href) if href else "",
            )
        )  # fmt: skip
    st.markdown("\n".join(lines))


def named(reading, decisions) -> str:
    """Decisions by name, as a list inside a sentence."""
    return ", ".join(
        T["named_decision"].format(text=T[f"decision_{reading.lesson(d)}"]) for d in decisions
    )


def card(m, near=None) -> None:
    """One way of computing the number: its value, what differs, who computes
    it; ``near``: the answer it is nearest to, none of it a match (its value
    to at least the decimals typed, and how far off)."""
    words = OPTIONS.table(state.language())
    with st.container(border=True):
        if near is None:
            st.markdown(T["value"].format(value=num(m.value)))
        else:
            shown = max(near.decimals, 4)
            st.markdown(
                T["value_near"].format(
                    value=f"{m.value:.{shown}f}", number=near.given,
                    gap=f"{abs(m.value - near.number):.{shown}f}",
                )
            )  # fmt: skip
        if not m.differences:
            st.markdown(T["trec_own"])
        else:
            n = len(m.differences)
            lines = [T["differs_one"] if n == 1 else T["differs_many"].format(n=n)]
            for name in m.differences:
                lesson = T[f"lesson_{m.reading.lesson(name)}"]
                lines.append(
                    f"- {m.reading.words(name, words)} · "
                    f"[{T['learn']}: {lesson}]({lesson_href(name, m.reading)})"
                )
            st.markdown("\n".join(lines))
        tools_line(m.tools)


def differs_text(m) -> str:
    words = OPTIONS.table(state.language())
    return "; ".join(m.reading.words(d, words) for d in m.differences) or T["trec_own"]


# Numbers (or a measure's name) typed bring the answer into view: at 1,280 x
# 720 it starts below the fields. Only what is typed: a click on a choice
# above must not move the page under the pointer. Asked again unchanged, no
# scroll.
if answer.answers:
    asked = (numbers_text, state.field(ON, "named"))
    scroll_to(ANSWER, hashlib.sha1(repr(asked).encode()).hexdigest()[:12])
answer_box = st.container(key=ANSWER)
for name, given, fits in by_query if source == "files" else ():
    per_query_box(name, given, fits)
answer_box.markdown(
    T["reference"].format(name=f"`{reference_name}`", what=what, value=num(answer.trec_value))
)
if answer.pair is None:  # beside two numbers, the box below says it
    st.caption(T["reference_note"])

if not answer.answers:
    st.info(T["type_numbers"])

if answer.pair is not None:
    a, b = answer.pair
    first, second = answer.answers[0].given, answer.answers[1].given
    words = OPTIONS.table(state.language())
    with st.container(border=True):
        st.markdown(f"#### {T['separate_heading'].format(a=first, b=second)}")
        if not answer.separating:
            st.markdown(T["separate_none"].format(a=first, b=second))
        else:
            n = len(answer.separating)
            decisions = ", ".join(T[f"decision_{a.reading.lesson(d)}"] for d in answer.separating)
            head = (
                T["separate_one"].format(decision=decisions)
                if n == 1
                else T["separate_many"].format(n=n)
            )
            sides = []
            for d in answer.separating:
                if n > 1:
                    sides.append(f"- **{T[f'decision_{a.reading.lesson(d)}']}**")
                indent = "    " if n > 1 else ""
                sides.append(
                    indent
                    + T["separate_side"].format(number=first, words=a.reading.words(d, words))
                )
                sides.append(
                    indent
                    + T["separate_side"].format(number=second, words=b.reading.words(d, words))
                )
            st.markdown(head + "\n\n" + "\n".join(sides))
            behind(answer.pairs[0])
    if len(answer.pairs) > 1:
        with st.expander(T["pairs_more"]):
            lines = []
            for pair in answer.pairs[1:]:
                one, two = answer.answers[pair.first].given, answer.answers[pair.second].given
                left = pair.readings[0].reading
                lines.append(
                    T["pair_line"].format(
                        a=one, b=two,
                        decisions=named(left, pair.separating),
                    )
                    if pair.separating
                    else T["pair_same"].format(a=one, b=two)
                )  # fmt: skip
            st.markdown("\n".join(lines))

if len(answer.answers) >= 2 and answer.pair is None:
    st.info(T["separate_unsettled"].format(a=answer.answers[0].given, b=answer.answers[1].given))

for found in answer.answers:
    st.header(T["answer_heading"].format(number=found.given))
    tools_first(found, what)
    if found.matches:
        n = len(found.matches)
        if not found.rests_on:  # readings only: none is stated as the cause
            said = T["not_the_cause_one"] if n == 1 else T["not_the_cause"]
            st.warning(said.format(
                n=f"{n:,}", number=found.given, decimals=found.decimals,
                chance=f"{found.chance:.0%}",
            ))  # fmt: skip
        else:
            st.markdown(
                T["answer_count_one"].format(number=found.given)
                if n == 1
                else T["answer_count"].format(n=f"{n:,}", number=found.given)
            )
        for m in found.matches[:3]:
            card(m)
        if found.rests_on:  # below the cards: the cause it names is above it
            backed = backed_by_a_tool(found)
            st.caption(T["chance_backed" if backed else "chance_settled"].format(
                chance=f"{found.chance:.0%}", number=found.given, threshold=f"{SETTLES:.0%}",
            ))  # fmt: skip
        unsettled = found.unsettled()
        if n > 1 and unsettled:
            first = found.matches[0].reading
            st.caption(
                T["unsettled"].format(
                    n=f"{n:,}", number=found.given,
                    decisions=named(first, unsettled),
                )
            )  # fmt: skip
        if n > 3:
            with st.expander(T["all_heading"].format(n=f"{n:,}", number=found.given)):
                shown = found.matches[:500]
                st.dataframe(
                    pd.DataFrame(
                        {
                            T["col_value"]: [num(m.value) for m in shown],
                            T["col_differs"]: [differs_text(m) for m in shown],
                            T["col_tools"]: [", ".join(m.tools) for m in shown],
                        }
                    ),
                    hide_index=True, width="stretch",
                )  # fmt: skip
    else:
        st.warning(T["nothing"].format(number=found.given))
        for m in found.nearest:
            card(m, near=found)
        st.caption(T["nothing_hint"])

if answer.shares_ties and answer.answers:
    shown = ", ".join(answer.tied_queries[:5]) + ("…" if len(answer.tied_queries) > 5 else "")
    key = "shares_ties_one" if len(answer.shares_ties) == 1 else "shares_ties"
    st.info(T[key].format(queries=shown, tools=", ".join(answer.shares_ties)))

if answer.spread:
    st.subheader(T["chart_heading"])
    bins = pd.DataFrame(list(answer.spread), columns=["start", "count"])
    marks = pd.DataFrame(
        [{"value": answer.trec_value, "label": f"trec_eval {reference_name}", "kind": "reference"}]
        + [{"value": a.number, "label": a.given, "kind": "number"} for a in answer.answers]
    )
    chart(charts.spread(bins, marks, T["chart_value"], T["chart_count"]), "numbers_differ")
    st.caption(T["chart_caption"].format(measure=T[f"family_{family}"]))

c = answer.covered
ks = [x for x in c["k"] if x is not None]
parts = [
    T["covered_variant"].format(n=len(c["variant"])) if len(c["variant"]) > 1 else "",
    T["covered_k"].format(last=max(ks)) if ks else "",
    *(T[f"covered_{name}"].format(n=len(c[name]))
      for name in NAMES[2:]),  # the shared conventions: all but variant and k
]  # fmt: skip
st.caption(
    T["covered"].format(
        combinations=f"{answer.combinations:,}",
        queries=answer.queries,
        seconds=f"{answer.seconds:.2f}",
        parts=", ".join(p for p in parts if p),
    )  # fmt: skip
)
tools_table(answer, what)
not_tried(MAX_K)
st.page_link("lessons/conventions.py", label=T["see_conventions"], icon=":material/table:")

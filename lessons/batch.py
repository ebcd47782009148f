"""Your own data: evaluate your judgments and runs, compare runs.

The page draws; what it computes is :mod:`course.batch` (the measures, the
comparisons, the worst queries) and the library's engines."""

import pandas as pd
import streamlit as st

from course import batch, memory
from course.comparison import format_p
from course.scenario import MAX_ITEMS, MAX_K
from metrics.evaluator import output
from metrics.evaluator.disagreements import disagreements
from ui import charts, lesson, state
from ui.render import chart, md, num, scroll_hint, values_html
from ui.state.store import owner, server_store
from ui.text import file_message
from ui.uploads import in_the_page_language, no_room, said_why_refused, uploader
from ui.words.batch import T
from ui.words.common import T as C
from ui.words.measures import T as NAMES
from ui.words.measures import tool_names

LAST = "batch_last_results"


# --- what is computed, kept within the server's bounds (course/memory.py) ------


def working(*files: batch.File) -> int:
    """Memory to hold while these files are read (course.memory.WORKING)."""
    return int(memory.WORKING * sum(len(f.data) for f in files))


def read_both(judged: batch.File, run: batch.File):
    """Both files parsed (kept until the bounds need the room)."""
    key = ("read", judged.key, run.key)
    return server_store().cached(
        owner(), key, lambda: batch.read_files(judged, run), working(judged, run)
    )


def evaluate_files(
    judged: batch.File, run: batch.File, measures: tuple, complete: bool
) -> batch.Results:
    """One run evaluated (kept by the files' ids and the options)."""
    key = ("evaluate", judged.key, run.key, measures, complete)
    return server_store().cached(
        owner(),
        key,
        lambda: batch.evaluate(*read_both(judged, run), measures, complete),
        working(judged, run),
    )


def check_files(judged: batch.File, run: batch.File, k: int, complete: bool):
    """Where other tools would differ on these files."""
    key = ("check", judged.key, run.key, k, complete)
    return server_store().cached(
        owner(),
        key,
        lambda: disagreements(*read_both(judged, run), k, complete=complete),
        working(judged, run),
    )


# --- words ---------------------------------------------------------------------


def plain_name(column: str) -> str:
    """``"Precision@10"``: a column's name in plain words."""
    name, cutoff = batch.parts(column)
    return NAMES[name]["title"].format(k=cutoff if cutoff else "k")


def name_note(column: str) -> str:
    """``"trec_eval's name: P_10"``, or, for this tool's own conventions,
    that the name is the command line's and trec_eval has no such measure."""
    return T["trec_help" if batch.in_trec_eval(column) else "own_help"].format(trec=column)


def plain(column: str) -> str:
    """``"Precision@10 · P_10"``: the plain name first, trec_eval's beside it."""
    return T["name_with_trec"].format(plain=plain_name(column), trec=column)


def value(column: str, number: float) -> str:
    return f"{int(number)}" if batch.is_whole(column) else num(number)


def plural(names: list[str]) -> dict:
    return {"n": len(names), "ies": "y" if len(names) == 1 else "ies",
            "list": md(", ".join(names[:20]))}  # fmt: skip


def comparison_table(compared: dict, labels: list[str], title: str, means: bool) -> pd.DataFrame:
    """Comparisons as one table: the difference, its 95 % interval, the
    sign-flip p and that p Holm-adjusted over them all."""
    results = list(compared.values())
    columns = {T["mean_a"]: [num(r.mean_a) for r in results],
               T["mean_b"]: [num(r.mean_b) for r in results]} if means else {}  # fmt: skip
    # The number to report comes first: on a phone it is the column in view.
    return pd.DataFrame(
        {
            T["col_holm"]: [format_p(p) for p in batch.adjusted(compared)],
            T["mean_diff"]: [num(r.mean_difference) for r in results],
            T["col_interval"]: [
                f"{num(r.t_interval[0])} … {num(r.t_interval[1])}" for r in results
            ],
            T["col_p"]: [format_p(r.randomization_p_value) for r in results],
            **columns,
        },
        index=pd.Index(labels, name=title),
    )


# --- the sections ----------------------------------------------------------------


def uploads():
    """The uploaders and the sample files: (judgments, run A, run B, more runs)."""
    said_why_refused()
    files = []
    for col, name in zip(st.columns(3), ("judgments", "run_a", "run_b")):
        with col:
            files.append(next(iter(uploader(T[name], name)), None))
    more = uploader(T["more_runs"], "more_runs", many=True)
    if st.session_state.get("batch_samples"):
        st.info(T["samples_in_use"])
        st.button(T["clear_samples"], key="batch_clear",
                  on_click=lambda: st.session_state.pop("batch_samples", None))  # fmt: skip
        files = [f or batch.sample(which) for f, which in zip(files, batch.SAMPLE_FILES)]
    else:
        st.button(T["use_samples"], key="batch_samples_button", type="primary",
                  on_click=lambda: st.session_state.update(batch_samples=True))  # fmt: skip
    return (*files, more)


def means(table: pd.DataFrame, summary: dict, shown: list[str]) -> None:
    st.header(T["summary_heading"].format(n=len(table)))
    # Plain HTML cards, not st.metric: a metric cuts its label to one line,
    # and "Standard AP, whole list · map" lost its end at 1,400 px. These
    # labels wrap; trec_eval's name sits under each value.
    st.html(values_html([
        (plain_name(c), value(c, summary[c]), name_note(c), name_note(c)) for c in shown
    ]))  # fmt: skip
    with st.expander(T["trec_heading"]):
        st.code(output.format_table(table, summary), language=None)


def other_tools(judged_file, run_file, k: int, complete: bool) -> None:
    # Built only when opened (a lazy expander): the checks evaluate the files again.
    box = st.expander(T["disagree_open"], key="batch_disagree", on_change="rerun")
    if not box.open:
        return
    with box:
        st.markdown(T["disagree_intro"])
        with st.spinner(T["working"], show_time=True):
            try:
                findings = check_files(judged_file, run_file, k, complete)
            except memory.TooBig as err:
                no_room(err)
                return
        if not findings:
            st.info(T["disagree_none"])
        # One card per situation: readable on a phone as on a wide screen.
        # Query names are the files' own text, escaped.
        for f in findings:
            title, why = T["disagree_checks"][f.code]
            queries = T["disagree_query" if f.queries == 1 else "disagree_queries"]
            lines = [
                f"**{title}** · " + queries.format(n=f.queries, examples=md(", ".join(f.examples)))
            ]
            if f.ours is not None:
                ours, theirs = num(f.ours), num(f.theirs)
                words = T["disagree_same" if ours == theirs else "disagree_values"]
                lines.append(words.format(measure=plain(f.measure), ours=ours, theirs=theirs))
            lines.append(T["disagree_who"].format(tools="; ".join(tool_names(f.tools))))
            lines.append(f":small[:gray[{why}]]")
            st.container(border=True).markdown("  \n".join(lines))


def every_query(table: pd.DataFrame, shown: list[str]) -> str:
    st.header(T["per_query_heading"])
    scroll_hint(C["scroll_hint"])
    per_query = table.reset_index()
    st.dataframe(
        per_query, hide_index=True, width="stretch", height=min(38 * (len(per_query) + 1), 420),
        column_config={c: st.column_config.NumberColumn(plain(c), help=name_note(c))
                       for c in table.columns},
    )  # fmt: skip
    lesson.downloads(per_query, "per_query")
    st.header(T["distribution_heading"])
    pick = st.selectbox(T["distribution_pick"], shown, key="batch_pick",
                        format_func={c: plain(c) for c in shown}.get)  # fmt: skip
    chart(charts.histogram(table, pick, T["distribution_x"], T["distribution_y"]), "distribution")
    return pick


def worst(table, pick: str, judged_file, run_file, k: int) -> None:
    st.header(T["worst_heading"])
    st.caption(T["worst_caption"])
    qrels, ranked = read_both(judged_file, run_file)
    rows = batch.worst_queries(
        table, pick, qrels, ranked, k, lang=state.language(), root=state.root()
    )
    # A Markdown table, not a data grid: a grid's link opened only on a
    # second click (the first selects the cell); these open at once, in a
    # new tab, so the uploaded files stay here. Query names are escaped.
    head = [T["col_query"], T["col_value"], T["col_link"], T["col_note"]]
    lines = ["| " + " | ".join(head) + " |", "| --- | ---: | --- | --- |"]
    for w in rows:
        link = f"[{T['link_text']}]({w.href})" if w.href else ""
        note = T["no_relevant"] if w.no_relevant else ""
        lines.append(f"| {md(w.qid)} | {num(w.value)} | {link} | {note} |")
    st.markdown("\n".join(lines))
    st.caption(T["link_note"].format(limit=MAX_ITEMS) + " " + T["no_link"])


def against(table, table_b, shown, name_a: str, name_b: str) -> None:
    st.header(T["compare_heading"])
    metric = st.selectbox(T["compare_pick"], shown, key="batch_compare",
                          format_func={c: plain(c) for c in shown}.get)  # fmt: skip
    shared_only = st.checkbox(T["only_shared"], key="batch_only_shared")
    result, common, not_in_b, not_in_a = batch.compare_runs(table, table_b, metric, shared_only)
    for missing, name in ((not_in_b, name_b), (not_in_a, name_a)):
        if len(missing):
            say = T[
                ("missing_left_out" if shared_only else "missing_zero")
                + ("_one" if len(missing) == 1 else "")
            ]
            listed = md(", ".join(map(str, missing[:20])))
            st.info(say.format(name=md(name), n=len(missing), list=listed))
    if result is None:
        st.info(T["compare_none"])
        return
    labels = (T["mean_a"], T["mean_b"], T["mean_diff"], T["wins"], T["ties"], T["losses"])
    shown_values = (num(result.mean_a), num(result.mean_b), num(result.mean_difference),
                    str(result.wins), str(result.ties), str(result.losses))  # fmt: skip
    # Cards that wrap (not six st.metric columns, which stack one a screen on a phone).
    st.html(values_html([(label, v, "") for label, v in zip(labels, shown_values)]))
    a, b = batch.aligned(table, metric, common), batch.aligned(table_b, metric, common)
    diffs = pd.DataFrame({"query": common, "difference": (b - a).to_numpy()})
    chart(charts.differences(diffs, T["diff_chart_x"], T["diff_chart_y"]), "differences")
    st.markdown(f"**{T['scatter_heading']}**  \n:small[:gray[{T['scatter_caption']}]]")
    pairs = pd.DataFrame({"query": common, "a": a.to_numpy(), "b": b.to_numpy()})
    scatter_labels = {"x": T["scatter_x"], "y": T["scatter_y"], "b_better": T["wins"],
                      "a_better": T["losses"], "tie": T["ties"]}  # fmt: skip
    chart(charts.scatter(pairs, scatter_labels), "a_vs_b", stretch=False)
    (t_low, t_high), (b_low, b_high) = result.t_interval, result.bootstrap_interval
    flip = T["sign_flip_exact" if result.exact else "randomization"]
    st.markdown("\n".join("- " + line for line in (
        T["effect"].format(d=num(result.effect_size)),
        T["intervals"].format(t_low=num(t_low), t_high=num(t_high), b_low=num(b_low), b_high=num(b_high)),
        T["t_test"].format(t=num(result.t_statistic), p=format_p(result.t_p_value)),
        flip.format(trials=result.trials, p=format_p(result.randomization_p_value)),
    )))  # fmt: skip
    p = result.randomization_p_value
    st.markdown(T["p_explained"].format(
        diff=num(abs(result.mean_difference)), pct="< 0.01%" if p < 1e-4 else f"{p:.1%}",
        verdict=T["verdict_small"] if p < 0.05 else T["verdict_large"],
    ))  # fmt: skip
    # Every measure at once, with Holm's correction.
    st.subheader(T["all_heading"])
    st.caption(T["all_caption"])
    scroll_hint(C["scroll_hint"])
    every = batch.compare_every_measure(table, table_b, shown, common)
    st.table(comparison_table(every, [plain(c) for c in every], T["col_measure"], means=True))


def several(runs: list[tuple[str, batch.Results]], shown: list[str]) -> None:
    st.header(T["runs_heading"])
    st.caption(T["runs_caption"])
    # Each run's means as the command line forms its 'all' line (a sum for num_ret…).
    st.table(pd.DataFrame(
        {plain(c): [value(c, r.summary[c]) if c in r.summary else "" for _, r in runs] for c in shown},
        index=pd.Index([md(name) for name, _ in runs], name=T["col_run"]),
    ))  # fmt: skip
    on = st.selectbox(T["runs_pick"], shown, key="batch_runs_pick",
                      format_func={c: plain(c) for c in shown}.get)  # fmt: skip
    pairs = batch.compare_pairs([(name, r.table) for name, r in runs], on)
    labels = [T["pair"].format(a=md(a), b=md(b)) for a, b in pairs]
    st.table(comparison_table(pairs, labels, T["col_pair"], means=False))


# --- the page --------------------------------------------------------------------

# First, so the uploaders never show Streamlit's English words.
in_the_page_language()
st.title(T["title"])
st.markdown(T["intuition"])
st.caption(T["formats"])
judged_file, run_a_file, run_b_file, more_files = uploads()
chosen = st.multiselect(
    T["measures"], batch.CHOICES, default=batch.DEFAULT_CHOICES, key="batch_measures",
    format_func={f: plain(f) for f in batch.CHOICES}.get, placeholder=T["measures_none"],
    select_all=False,  # Streamlit words it "Select all" in every language
)  # fmt: skip
k = st.number_input(T["k"], min_value=1, max_value=MAX_K, value=10, step=1, key="batch_k")
complete = st.checkbox(T["complete"], key="batch_complete")
measures = batch.columns(chosen, k)
if not (judged_file and run_a_file):
    st.info(T["need_files"])
    st.stop()
try:
    with st.spinner(T["working"], show_time=True):
        results = evaluate_files(judged_file, run_a_file, measures, complete)
        results_b = (
            evaluate_files(judged_file, run_b_file, measures, complete) if run_b_file else None
        )
    st.session_state[LAST] = (results, results_b, judged_file, run_a_file)
except memory.TooBig as err:
    no_room(err)
    if LAST not in st.session_state:
        st.stop()
    st.caption(T["kept"])
    results, results_b, judged_file, run_a_file = st.session_state[LAST]
except ValueError as err:
    st.error(T["error"].format(message=file_message(err)))
    if LAST not in st.session_state:
        st.stop()
    st.caption(T["kept"])
    results, results_b, judged_file, run_a_file = st.session_state[LAST]

if results.only_run:
    st.warning(T["only_run"].format(name=md(run_a_file.name), **plural(results.only_run)))
if results.only_judged and not complete:
    st.warning(T["only_judged"].format(**plural(results.only_judged)))
shown = [c for c in results.table.columns if c != "num_q"]
means(results.table, results.summary, shown)
other_tools(judged_file, run_a_file, k, complete)
pick = every_query(results.table, shown)
worst(results.table, pick, judged_file, run_a_file, k)
if results_b is not None:
    against(results.table, results_b.table, shown, run_a_file.name, run_b_file.name)
runs = [(run_a_file.name, results)] + ([(run_b_file.name, results_b)] if results_b else [])
for extra in more_files:
    try:
        runs.append((extra.name, evaluate_files(judged_file, extra, measures, complete)))
    except memory.TooBig as err:
        no_room(err)
    except ValueError as err:
        st.error(T["error"].format(message=file_message(err)))
if len(runs) >= 3:
    several(runs, shown)

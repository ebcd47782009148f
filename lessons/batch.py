"""Batch: evaluate your own judgments and runs, compare two runs."""

import os
from pathlib import Path
from urllib.parse import urlencode

import pandas as pd
import streamlit as st

from course import comparison as stats
from course.scenario import MAX_ITEMS
from metrics.evaluator import output
from metrics.evaluator.disagreements import disagreements
from metrics.evaluator.readers import load, order_run
from metrics.evaluator.router import evaluate_frames
from metrics.evaluator.uploads import only_in_one, read_judgments_file, read_run_file
from metrics.evaluator.vectorised import measure_of, split_column
from metrics.measures import MEASURES, UPLOAD_CHOICES
from ui import charts, lesson, state
from ui.render import chart, md, num, uploader_words, values_html
from ui.text import file_message
from ui.words.batch import T
from ui.words.measures import T as NAMES

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
SAMPLE_FILES = {"judgments": "qrels.txt", "run_a": "run_bm25.txt", "run_b": "run_neural.txt"}
DEFAULT_FAMILIES = ["map", "recip_rank", "P", "recall", "ndcg_cut", "ap_trunc", "ap_hits"]
#: The measures a person can pick here: each measure says whether it is
#: offered (``upload``), and its words are in ui/words/measures. The command
#: line has every other measure too (gm_map, whose per-query value is log AP;
#: iprec_at_recall, eleven columns; the set_ ones…).
CHOICES = list(UPLOAD_CHOICES)
LAST = "batch_last_results"
#: Largest upload the page evaluates (Streamlit itself refuses above
#: server.maxUploadSize); the environment variable lets tests lower it.
MAX_FILE_BYTES = int(os.environ.get("RANKING_BATCH_MAX_BYTES", 200 * 1024 * 1024))

# First, so the uploaders never show Streamlit's English words.
uploader_words(
    T["upload_button"],
    T["upload_limit"].format(mb=st.get_option("server.maxUploadSize")),
    T["upload_drop"],
)
st.title(T["title"])
st.markdown(T["intuition"])
st.caption(T["formats"])


@st.cache_data(max_entries=6, show_spinner=False)
def read_both(judged: bytes, judged_name: str, run: bytes, run_name: str):
    """Parse the files (cached by their content)."""
    return (
        read_judgments_file(load(judged, judged_name)),
        read_run_file(load(run, run_name)),
    )


@st.cache_data(max_entries=12, show_spinner=False)
def evaluate_files(
    judged: bytes, judged_name: str, run: bytes, run_name: str, measures: tuple, complete: bool
):
    """Evaluate (cached by file content and options): table, means, warnings."""
    qrels, ranked = read_both(judged, judged_name, run, run_name)
    table, summary = evaluate_frames(qrels, ranked, list(measures), complete=complete)
    return table, summary, only_in_one(qrels, ranked)


@st.cache_data(max_entries=6, show_spinner=False)
def check_files(judged: bytes, judged_name: str, run: bytes, run_name: str, k: int, complete: bool):
    """Where other tools would differ on these files (cached by content)."""
    qrels, ranked = read_both(judged, judged_name, run, run_name)
    return disagreements(qrels, ranked, k, complete=complete)


def _checked(file) -> tuple[bytes, str] | None:
    data = file.getvalue()
    if len(data) > MAX_FILE_BYTES:
        st.error(T["too_big"].format(name=md(file.name), size=len(data), limit=MAX_FILE_BYTES))
        return None
    return data, file.name


def uploaded(label: str, key: str) -> tuple[bytes, str] | None:
    file = st.file_uploader(label, key=key)
    return None if file is None else _checked(file)


cols = st.columns(3)
with cols[0]:
    judged_file = uploaded(T["judgments"], "batch_judgments")
with cols[1]:
    run_a_file = uploaded(T["run_a"], "batch_run_a")
with cols[2]:
    run_b_file = uploaded(T["run_b"], "batch_run_b")
more_files = [
    f
    for f in map(
        _checked,
        st.file_uploader(T["more_runs"], key="batch_more_runs", accept_multiple_files=True) or [],
    )
    if f
]

if st.session_state.get("batch_samples"):
    st.info(T["samples_in_use"])
    st.button(
        T["clear_samples"],
        key="batch_clear",
        on_click=lambda: st.session_state.pop("batch_samples", None),
    )
    sample = {k: ((SAMPLES / f).read_bytes(), f) for k, f in SAMPLE_FILES.items()}
    judged_file = judged_file or sample["judgments"]
    run_a_file = run_a_file or sample["run_a"]
    run_b_file = run_b_file or sample["run_b"]
else:
    st.button(T["use_samples"], key="batch_samples_button", type="primary",
              on_click=lambda: st.session_state.update(batch_samples=True))  # fmt: skip


def aligned(results: pd.DataFrame, measure: str, queries: pd.Index):
    """One run's values of ``measure`` for ``queries``; a query the run has
    no results for scores 0 (trec_eval's -c rule)."""
    return results[measure].reindex(queries, fill_value=0.0).to_numpy()


def holm_table(compared: dict, label: str, *, means: bool = False) -> pd.DataFrame:
    """Comparisons (label → stats.Comparison) as one table: the difference,
    its 95 % interval, the sign-flip p and that p Holm-adjusted over them all."""
    results = list(compared.values())
    columns = {T["mean_a"]: [num(r.mean_a) for r in results],
               T["mean_b"]: [num(r.mean_b) for r in results]} if means else {}  # fmt: skip
    adjusted = stats.holm([r.randomization_p_value for r in results])
    return pd.DataFrame(
        {
            **columns,
            T["mean_diff"]: [num(r.mean_difference) for r in results],
            T["col_interval"]: [
                f"{num(r.t_interval[0])} … {num(r.t_interval[1])}" for r in results
            ],
            T["col_p"]: [stats.format_p(r.randomization_p_value) for r in results],
            T["col_holm"]: [stats.format_p(p) for p in adjusted],
        },
        index=pd.Index(list(compared), name=label),
    )


def plain_name(column: str) -> str:
    """``"Precision@10"``: a column's name in plain words."""
    name, cutoff = split_column(column)
    return NAMES[name]["title"].format(k=cutoff if cutoff else "k")


def name_note(column: str) -> str:
    """``"trec_eval's name: P_10"``, or, for this tool's own conventions,
    that the name is the command line's and trec_eval has no such measure."""
    return T["trec_help" if measure_of(column).in_trec_eval else "own_help"].format(trec=column)


def plain(column: str) -> str:
    """``"Precision@10 · P_10"``: the plain name first, trec_eval's beside it."""
    return T["name_with_trec"].format(plain=plain_name(column), trec=column)


families = st.multiselect(
    T["measures"], CHOICES, default=DEFAULT_FAMILIES, key="batch_measures",
    format_func={f: plain(f) for f in CHOICES}.get, placeholder=T["measures_none"],
    select_all=False,  # Streamlit words it "Select all" in every language
)  # fmt: skip
k = st.number_input(T["k"], min_value=1, max_value=1000, value=10, step=1, key="batch_k")
complete = st.checkbox(T["complete"], key="batch_complete")
measures = tuple(f"{f}_{k}" if MEASURES[f].cutoffs else f for f in families) or ("map",)

if not (judged_file and run_a_file):
    st.info(T["need_files"])
    st.stop()

results = None
try:
    with st.spinner(T["working"], show_time=True):
        results = evaluate_files(*judged_file, *run_a_file, measures, complete)
        results_b = (
            evaluate_files(*judged_file, *run_b_file, measures, complete) if run_b_file else None
        )
    st.session_state[LAST] = (results, results_b, judged_file, run_a_file)
except ValueError as err:
    st.error(T["error"].format(message=file_message(err)))
    if LAST not in st.session_state:
        st.stop()
    st.caption(T["kept"])
    results, results_b, judged_file, run_a_file = st.session_state[LAST]

table, summary, (only_run, only_judged) = results


def plural(names: list[str]) -> dict:
    return {
        "n": len(names),
        "ies": "y" if len(names) == 1 else "ies",
        "list": md(", ".join(names[:20])),
    }


if only_run:
    st.warning(T["only_run"].format(name=md(run_a_file[1]), **plural(only_run)))
if only_judged and not complete:
    st.warning(T["only_judged"].format(**plural(only_judged)))

# --- the means and the per-query table -------------------------------------
st.header(T["summary_heading"].format(n=len(table)))
# Plain HTML cards, not st.metric: a metric cuts its label to one line, and
# "Standard AP, whole list · map" lost its end at 1,400 px. These labels wrap;
# trec_eval's name sits under each value.
shown = [c for c in table.columns if c != "num_q"]
st.html(
    values_html([
        (plain_name(c), f"{int(summary[c])}" if measure_of(c).integer else num(summary[c]),
         name_note(c), name_note(c))
        for c in shown
    ])
)  # fmt: skip
with st.expander(T["trec_heading"]):
    st.code(output.format_table(table, summary), language=None)

# Built only when opened (a lazy expander): the checks evaluate the files again.
box = st.expander(T["disagree_open"], key="batch_disagree", on_change="rerun")
if box.open:
    with box:
        st.markdown(T["disagree_intro"])
        with st.spinner(T["working"], show_time=True):
            findings = check_files(*judged_file, *run_a_file, k, complete)
        if not findings:
            st.info(T["disagree_none"])
        else:
            checks = T["disagree_checks"]
            # One card per situation: readable on a phone as on a wide screen.
            # Query names are the files' own text, escaped.
            for f in findings:
                title, why = checks[f.code]
                lines = [
                    f"**{title}** · "
                    + T["disagree_query" if f.queries == 1 else "disagree_queries"].format(
                        n=f.queries, examples=md(", ".join(f.examples))
                    ),
                ]  # fmt: skip
                if f.ours is not None:
                    ours, theirs = num(f.ours), num(f.theirs)
                    words = T["disagree_same" if ours == theirs else "disagree_values"]
                    lines.append(words.format(measure=plain(f.measure), ours=ours, theirs=theirs))
                lines.append(T["disagree_who"].format(tools="; ".join(f.tools)))
                lines.append(f":small[:gray[{why}]]")
                st.container(border=True).markdown("  \n".join(lines))


st.header(T["per_query_heading"])
per_query = table.reset_index()
st.dataframe(
    per_query, hide_index=True, width="stretch", height=min(38 * (len(per_query) + 1), 420),
    column_config={c: st.column_config.NumberColumn(plain(c), help=name_note(c))
                   for c in table.columns},
)  # fmt: skip
lesson.downloads(per_query, "per_query")

st.header(T["distribution_heading"])
pick = st.selectbox(
    T["distribution_pick"], shown, key="batch_pick", format_func={c: plain(c) for c in shown}.get
)
chart(charts.histogram(table, pick, T["distribution_x"], T["distribution_y"]), "distribution")

# --- the worst queries, each with a link into the lessons -------------------
st.header(T["worst_heading"])
st.caption(T["worst_caption"])
worst = table[pick].sort_values(kind="stable").head(5)
qrels, ranked = read_both(*judged_file, *run_a_file)
ordered = order_run(ranked[ranked["qid"].isin(worst.index)])
links, notes = [], []
for qid in worst.index:
    docs = ordered.loc[ordered["qid"] == qid, "docno"].head(MAX_ITEMS).tolist()
    judged = qrels[(qrels["qid"] == qid) & (qrels["grade"] > 0)]
    names = docs + judged["docno"].tolist()
    notes.append("" if len(judged) else T["no_relevant"])
    if not docs or judged.empty or any(ch in name for name in names for ch in ",;:"):
        links.append("")  # an empty cell (None would show a grey "None")
        continue
    grades = ",".join(f"{d}:{min(int(g), 3)}" for d, g in zip(judged["docno"], judged["grade"]))
    links.append(
        "/average_precision?"
        + urlencode(state.with_language({"ranking": ",".join(docs), "qrels": grades, "k": str(k)}))
    )
st.dataframe(
    pd.DataFrame({T["col_query"]: worst.index, T["col_value"]: worst.map(num).to_numpy(),
                  T["col_link"]: links, T["col_note"]: notes}),
    hide_index=True, width="stretch",
    column_config={T["col_link"]: st.column_config.LinkColumn(T["col_link"], display_text=T["link_text"])},
)  # fmt: skip
st.caption(T["link_note"].format(limit=MAX_ITEMS) + " " + T["no_link"])

# --- run B against run A ----------------------------------------------------
if results_b is not None:
    st.header(T["compare_heading"])
    table_b = results_b[0]
    metric = st.selectbox(
        T["compare_pick"], shown, key="batch_compare", format_func={c: plain(c) for c in shown}.get
    )
    shared_only = st.checkbox(T["only_shared"], key="batch_only_shared")
    # A judged query one run has no results for scores 0 there (trec_eval's
    # -c rule), unless the comparison is restricted to the shared queries.
    not_in_b = table.index.difference(table_b.index)
    not_in_a = table_b.index.difference(table.index)
    common = (
        table.index.intersection(table_b.index) if shared_only else table.index.union(table_b.index)
    )
    for missing, name in ((not_in_b, run_b_file[1]), (not_in_a, run_a_file[1])):
        if len(missing):
            say = T["missing_left_out" if shared_only else "missing_zero"]
            listed = md(", ".join(map(str, missing[:20])))
            st.info(say.format(name=md(name), n=len(missing), list=listed))
    if len(common) < 2:
        st.info(T["compare_none"])
        st.stop()
    a = pd.Series(aligned(table, metric, common), index=common)
    b = pd.Series(aligned(table_b, metric, common), index=common)
    result = stats.compare(a.to_numpy(), b.to_numpy())
    columns = st.columns(6)
    for col, label, value in zip(
        columns,
        (T["mean_a"], T["mean_b"], T["mean_diff"], T["wins"], T["ties"], T["losses"]),
        (num(result.mean_a), num(result.mean_b), num(result.mean_difference),
         result.wins, result.ties, result.losses),
    ):  # fmt: skip
        col.metric(label, value)
    diffs = pd.DataFrame({"query": common, "difference": (b - a).to_numpy()})
    chart(charts.differences(diffs, T["diff_chart_x"], T["diff_chart_y"]), "differences")
    st.markdown(f"**{T['scatter_heading']}**  \n:small[:gray[{T['scatter_caption']}]]")
    pairs = pd.DataFrame({"query": common, "a": a.to_numpy(), "b": b.to_numpy()})
    scatter_labels = {
        "x": T["scatter_x"], "y": T["scatter_y"], "b_better": T["wins"], "a_better": T["losses"],
        "tie": T["ties"],
    }  # fmt: skip
    chart(charts.scatter(pairs, scatter_labels), "a_vs_b", stretch=False)
    (t_low, t_high), (b_low, b_high) = result.t_interval, result.bootstrap_interval
    flip = T["sign_flip_exact" if result.exact else "randomization"]
    st.markdown(
        "\n".join(
            "- " + line
            for line in (
                T["effect"].format(d=num(result.effect_size)),
                T["intervals"].format(
                    t_low=num(t_low), t_high=num(t_high), b_low=num(b_low), b_high=num(b_high)
                ),  # fmt: skip
                T["t_test"].format(t=num(result.t_statistic), p=stats.format_p(result.t_p_value)),
                flip.format(trials=result.trials, p=stats.format_p(result.randomization_p_value)),
            )
        )
    )
    p = result.randomization_p_value
    st.markdown(
        T["p_explained"].format(
            diff=num(abs(result.mean_difference)), pct="< 0.01%" if p < 1e-4 else f"{p:.1%}",
            verdict=T["verdict_small"] if p < 0.05 else T["verdict_large"],
        )
    )  # fmt: skip

    # --- every measure at once, with Holm's correction -----------------------
    st.subheader(T["all_heading"])
    st.caption(T["all_caption"])
    every = {
        plain(name): stats.compare(aligned(table, name, common), aligned(table_b, name, common))
        for name in shown
    }
    st.table(holm_table(every, T["col_measure"], means=True))


# --- several runs at once -----------------------------------------------------
runs = [(run_a_file[1], table)]
if results_b is not None:
    runs.append((run_b_file[1], results_b[0]))
for extra in more_files:
    try:
        runs.append((extra[1], evaluate_files(*judged_file, *extra, measures, complete)[0]))
    except ValueError as err:
        st.error(T["error"].format(message=file_message(err)))
if len(runs) >= 3:
    st.header(T["runs_heading"])
    st.caption(T["runs_caption"])
    means = pd.DataFrame(
        {plain(c): [num(t[c].mean()) if c in t else "" for _, t in runs] for c in shown},
        index=pd.Index([md(name) for name, _ in runs], name=T["col_run"]),
    )
    st.table(means)
    on = st.selectbox(
        T["runs_pick"], shown, key="batch_runs_pick", format_func={c: plain(c) for c in shown}.get
    )
    everyone = runs[0][1].index
    for _, t in runs[1:]:
        everyone = everyone.union(t.index)
    pairs = {
        T["pair"].format(a=md(name_a), b=md(name_b)): stats.compare(
            aligned(run_a, on, everyone), aligned(run_b, on, everyone)
        )
        for i, (name_a, run_a) in enumerate(runs)
        for name_b, run_b in runs[i + 1 :]
    }
    st.table(holm_table(pairs, T["col_pair"]))

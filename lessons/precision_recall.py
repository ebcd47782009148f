"""Lesson: Precision@k and Recall@k, with Hit@k and F1@k."""

import streamlit as st

from metrics import MEASURES, precision_recall_table
from metrics.lists.precision import precision_at_k
from ui import charts, lesson, state
from ui.render import chart, md, num
from ui.steps import step_control
from ui.words.measures import T as NAMES
from ui.words.precision_recall import T

#: The step table's columns that chart a measure, and the measure each shows.
STEP_COLUMNS = {"precision": "P", "recall": "recall", "f1": "F1"}

s = lesson.opening(T)
steps, at_k, short = lesson.computed(
    lambda: (
        precision_recall_table(s.query),
        {key: MEASURES[key](s.query) for key in ("P", "recall", "success", "F1")},
        precision_at_k(s.query, denominator="min_k_len"),
    )
)
lesson.require_rows(steps)

k, m, n = s.depth, s.m, len(s.ranking)
hits = int(steps["hits"].iloc[-1])

FORMULA = r"P@K = \frac{1}{K}\sum_{i=1}^{K}\mathrm{rel}(i) \qquad R@K = \frac{1}{m}\sum_{i=1}^{K}\mathrm{rel}(i)"
headline = [(NAMES[key]["name"], num(at_k[key])) for key in ("P", "recall", "success", "F1")]
lesson.toolbar("precision_recall", lesson.handout(T["title"], headline, steps, [FORMULA]))
lesson.predict(
    "precision_recall", T["guess_question"].format(k=k), f"P@{k}", at_k["P"],
    {"by_length": short, "recall": at_k["recall"]},
)  # fmt: skip
if not lesson.walk_only():  # present mode: the walkthrough ends on the values
    st.header(T["cards_heading"].format(k=k))
    for col, key in zip(st.columns(4), ("P", "recall", "success", "F1")):
        with col, st.container(border=True):
            st.metric(NAMES[key]["name"], num(at_k[key]))
            st.caption(T["answers"][key].format(k=k, m=m, hits=hits))
            st.latex(MEASURES[key].tex)
    if m == 0:
        st.info(T["no_relevant_note"])
    st.header(T["walk_heading"])


@lesson.walkthrough  # a press of Next reruns only the walkthrough
def walkthrough() -> None:
    shown = step_control("precision_recall", len(steps))
    visible = steps.head(shown)
    left, right = lesson.stage()
    with left:
        # The hits at the held step (K − 1) are one addition and one division
        # from P@K: while a room guesses, the counts wait with the values.
        lesson.step_table(
            "precision_recall", visible, ["rank", "item", "rel", "hits", "precision", "recall"],
            highlight=visible["rel"] == 1, waits=("hits", "precision", "recall"),
        )  # fmt: skip
    row = visible.iloc[-1]
    fields = {
        "k": int(row["rank"]), "item": md(row["item"]), "hits": int(row["hits"]), "m": m, "n": n,
        "p": num(row["precision"]), "r": num(row["recall"]),
    }  # fmt: skip
    if not row["item"]:
        template = "step_empty"
    elif row["rel"]:
        template = "step_relevant"
    else:  # nothing found yet: precision has nothing to fall from
        template = "step_not_relevant" if row["hits"] else "step_first_not_relevant"
    if lesson.sums_wait():  # which ranks are relevant, no count: the room counts
        story = T[f"{template}_held"].format(**fields) + "\n\n" + lesson.waits_line("counts_wait")
    else:
        story = T[template].format(**fields)
    if shown == len(steps) and not lesson.sums_wait():
        story += "\n\n" + T["step_final"].format(**fields)
    with right:
        lesson.tell(story, headline)


walkthrough()
lesson.present_footer()

st.subheader(T["chart_heading"])
curves = {column: NAMES[measure]["name"] for column, measure in STEP_COLUMNS.items()}
chart(charts.curves_by_k(steps, curves, T["chart_x"]), "precision_recall")
st.caption(T["chart_caption"])

st.header(T["short_heading"])
st.markdown(T["short_body"])
if n < k:  # only a list shorter than K is warned about
    st.warning(
        T["short_now_differs"].format(
            n=n, k=k, hits=hits, p_k=num(at_k["P"]), d=n, p_len=num(short)
        )
    )
else:
    st.info(T["short_now_same"].format(n=n, k=k, p=num(at_k["P"])))
st.button(T["load_short"], on_click=state.load_example, args=("edge_short",), key="pr_load_short")

lesson.closing(T, FORMULA, precision_at_k)

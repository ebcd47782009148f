"""Lesson: DCG, IDCG and nDCG with graded labels."""

import streamlit as st

from metrics import dcg_table, idcg, ideal_table, ndcg
from metrics.lists.cumulative_gain import dcg, discount_curve
from ui import charts, lesson, state
from ui.render import chart, md, num, table
from ui.steps import step_control
from ui.text import items
from ui.words.ndcg import T

s = lesson.opening(T)
teaching = not lesson.walk_only()  # present mode: the walkthrough alone
if teaching and all(g <= 1 for _, g in s.qrels):
    st.caption(T["graded_hint"])
gain = lesson.choose(
    "ndcg", "gain", {g: T[f"gain_{g}"] for g in ("linear", "exponential")}, T["gain_label"],
    horizontal=True,
)  # fmt: skip
source = lesson.choose(
    "ndcg", "ideal", {i: T[f"ideal_{i}"] for i in ("judgments", "ranking")}, T["ideal_label"],
    horizontal=True,
)  # fmt: skip
if source == "ranking":
    st.warning(T["ideal_bug_shown"])
steps, ideal, values = lesson.computed(
    lambda: (
        dcg_table(s.query, gain=gain),
        ideal_table(s.query, gain=gain, ideal=source),
        {
            "dcg": dcg(s.query, gain=gain),
            "idcg": idcg(s.query, gain=gain, ideal=source),
            "ndcg": ndcg(s.query, gain=gain, ideal=source),
        },
    )
)
lesson.require_rows(steps)
other = "exponential" if gain == "linear" else "linear"
FORMULA = r"DCG@K = \sum_{i=1}^{K} \frac{g_i}{\log_2(i+1)} \qquad nDCG@K = \frac{DCG@K}{IDCG@K}"
headline = [(T[key], num(values[key])) for key in ("dcg", "idcg", "ndcg")]
chosen = [(T["gain_label"], T[f"gain_{gain}"]), (T["ideal_label"], T[f"ideal_{source}"])]
lesson.toolbar("ndcg", lesson.handout(T["title"], headline, steps, [FORMULA], chosen))
lesson.predict(
    "ndcg", T["guess_question"].format(k=s.depth, gain=T[f"gain_{gain}"]), f"nDCG@{s.depth}",
    values["ndcg"],
    {"exp" if other == "exponential" else "linear": ndcg(s.query, gain=other, ideal=source),
     **({"list_idcg": ndcg(s.query, gain=gain, ideal="ranking")} if source == "judgments" else {})},
)  # fmt: skip

if teaching:  # present mode: the walkthrough ends on the values
    st.header(T["values_heading"].format(k=s.depth))
    for col, key in zip(st.columns(3), ("dcg", "idcg", "ndcg")):
        col.metric(T[key], num(values[key]))
    st.markdown(
        T["ndcg_formula"].format(
            k=s.depth, dcg=num(values["dcg"]), idcg=num(values["idcg"]), ndcg=num(values["ndcg"])
        )
    )
    st.header(T["walk_heading"])


@lesson.walkthrough  # a press of Next reruns only the walkthrough
def walkthrough() -> None:
    shown = step_control("ndcg", len(steps))
    visible = steps.head(shown)
    if teaching:
        lesson.downloads(visible, "ndcg_steps", labelled=True)
    left, right = lesson.stage()
    with left:
        if teaching:
            table(visible, highlight=visible["gain"] > 0)
        else:  # a projector's screen: the latest ranks
            lesson.step_table("ndcg", visible, list(visible.columns), highlight=visible["gain"] > 0)
    row = visible.iloc[-1]
    fields = {
        "k": int(row["rank"]), "item": md(row["item"]), "grade": num(row["grade"]), "gain": num(row["gain"]),
        "disc": num(row["discount"]), "contrib": num(row["discounted_gain"]), "dcg": num(row["dcg"]), "n": len(s.ranking),
    }  # fmt: skip
    story = T["step_empty" if not row["item"] else "step"].format(**fields)
    story += " " + lesson.running_sum(T["step_sum"].format(**fields))
    if shown == len(steps):
        final = "step_final" if values["idcg"] > 0 else "step_final_none"
        story += "\n\n" + T[final].format(
            k=s.depth,
            dcg=num(values["dcg"]),
            idcg=num(values["idcg"]),
            ndcg=num(values["ndcg"]),
        )
    with right:
        lesson.tell(story, headline)


walkthrough()
lesson.present_footer()

st.subheader(T["ideal_heading" if source == "judgments" else "ideal_heading_ranking"])
if ideal.empty:
    st.info(T["ideal_empty"])
else:
    lesson.downloads(ideal, "ndcg_ideal_order", labelled=True)
    table(ideal)
    st.caption(T["ideal_caption"])

lesson.what_if(
    "ndcg",
    f"nDCG@{s.depth}",
    lambda order: ndcg(order, s.judgments, s.k, gain=gain, ideal=source),
    values["ndcg"],
)

st.header(T["charts_heading"])
left, right = st.columns(2)
curve = discount_curve(max(s.depth, 2))
with left:
    chart(charts.line(curve, T["x"], T["discount_title"]), "ndcg_discount")
with right:
    chart(charts.contributions(steps, T["x"], T["contrib_title"]), "ndcg_contributions")

st.header(T["gains_heading"])
st.markdown(T["gains_body"])
lin = ndcg(s.query)
exp = ndcg(s.query, gain="exponential")
st.markdown(T["gains_now"].format(k=s.depth, lin=num(lin), exp=num(exp), diff=num(abs(lin - exp))))

st.header(T["ideal_bug_heading"])
st.markdown(T["ideal_bug_body"])
st.markdown(
    T["ideal_bug_now"].format(
        good_idcg=num(values["idcg"]), good=num(values["ndcg"]),
        bad_idcg=num(idcg(s.query, gain=gain, ideal="ranking")),
        bad=num(ndcg(s.query, gain=gain, ideal="ranking")),
    )
)  # fmt: skip
missing = s.not_retrieved
if missing:
    st.caption(T["ideal_bug_missing"].format(items=items(missing)))
b1, b2, _ = st.columns([1, 1, 1])
b1.button(T["load_ex8"], on_click=state.load_example, args=("ex8",), key="ndcg_load_ex8")
b2.button(T["load_ex8b"], on_click=state.load_example, args=("ex8b",), key="ndcg_load_ex8b")

lesson.closing(T, FORMULA, ndcg)

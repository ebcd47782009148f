"""Lesson: reciprocal rank, and MRR over several queries."""

import streamlit as st

from metrics import average_precision, mean_reciprocal_rank, reciprocal_rank, reciprocal_rank_table
from metrics.lists.rank import reciprocal_curve
from ui import charts, lesson, state
from ui.render import chart, md, num
from ui.steps import step_control
from ui.text import terms
from ui.words.reciprocal_rank import T

s = lesson.opening(T)
steps, rr = lesson.computed(
    lambda: (
        reciprocal_rank_table(s.query),
        reciprocal_rank(s.query),
    )
)
lesson.require_rows(steps)

FORMULA = rf"RR = \frac{{1}}{{\text{{{T['tex_rank']}}}_1}} \qquad MRR = \frac{{1}}{{|Q|}}\sum_{{q \in Q}} RR(q)"
lesson.toolbar(
    "reciprocal_rank",
    lesson.handout(T["title"], [(T["value_label"], num(rr))], steps, [FORMULA]),
)
lesson.predict("reciprocal_rank", T["guess_question"], T["value_label"], rr, {})
first = steps.loc[steps["first"], "rank"]
first_rank = int(first.iloc[0]) if len(first) else None
if not lesson.walk_only():  # present mode: the walkthrough ends on the value
    st.metric(T["value_label"], num(rr))
    if first_rank:
        st.markdown(
            T["first_at"].format(
                item=md(steps["item"].iloc[first_rank - 1]), rank=first_rank, value=num(rr)
            )
        )
    else:
        st.markdown(T["none_found"].format(k=s.depth))
    st.header(T["walk_heading"])


@lesson.walkthrough  # a press of Next reruns only the walkthrough
def walkthrough() -> None:
    shown = step_control("reciprocal_rank", len(steps))
    visible = steps.head(shown)
    left, right = lesson.stage()
    with left:
        lesson.step_table(
            "reciprocal_rank", visible, ["rank", "item", "rel", "first", "rr"],
            highlight=visible["first"],
            keep=next(iter(visible.index[visible["first"].astype(bool)]), None),
        )  # fmt: skip
    row = visible.iloc[-1]
    fields = {
        "k": int(row["rank"]),
        "item": md(row["item"]),
        "first": first_rank,
        "n": len(s.ranking),
        "rr": num(row["rr"]),
    }
    if not row["item"]:
        template = "step_empty"
    elif first_rank is None or row["rank"] < first_rank:
        template = "step_before"
    elif row["rank"] == first_rank:  # RR itself: it waits while a room's values do
        template = "step_first_held" if lesson.sums_wait() else "step_first"
    else:
        template = "step_after_rel" if row["rel"] else "step_after"
    story = T[template].format(**fields)
    if shown == len(steps):
        final = "step_final" if first_rank else "step_final_none"
        story += "\n\n" + T[final].format(k=s.depth, first=first_rank, value=num(rr))
    with right:
        lesson.tell(story, [(T["value_label"], num(rr))])


walkthrough()
lesson.present_footer()

st.subheader(T["chart_heading"])
curve = reciprocal_curve(max(s.depth, 2))
chart(
    charts.reciprocal_curve(
        curve, first_rank, {"x": T["chart_x"], "y": T["chart_y"], "here": T["chart_here"]}
    ),
    "reciprocal_rank",
)
st.caption(T["chart_caption"])

st.header(T["blind_heading"])
every = {i: 1 for i in "abcde"}
only_first = {"a": 1, "x": 1, "y": 1}
st.markdown(
    T["blind_body"].format(
        rr=num(reciprocal_rank(list("abcde"), every)),
        ap_a=num(average_precision(list("abcde"), every)),
        ap_b=num(average_precision(list("abcde"), only_first)),
    )
)

st.header(T["mrr_heading"])
st.markdown(T["mrr_body"])
queries = state.queries()
pairs = [(q.ranking, q.judgments) for q in queries]
values = [reciprocal_rank(r, j, s.k) for r, j in pairs]
st.markdown(
    T["mrr_value"].format(
        terms=terms([num(v) for v in values]),
        n=len(values),
        value=num(mean_reciprocal_rank(pairs, s.k)),
    )
)
st.page_link("lessons/map.py", label=T["mrr_link"], icon=":material/table_view:")

lesson.closing(T, FORMULA, reciprocal_rank)

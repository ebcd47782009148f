"""Lesson: R-precision, the precision–recall curve and its interpolation."""

import pandas as pd
import streamlit as st

from metrics.judged import lround
from metrics.lists.curves import (
    eleven_point_average,
    interpolated_precision,
    pr_curve_table,
    r_precision,
)
from metrics.measures.precision import RECALLS
from ui import charts, lesson
from ui.render import chart, md, num
from ui.steps import step_control
from ui.words.columns import T as COLUMNS
from ui.words.r_precision import T

s = lesson.opening(T)
steps, rprec, eleven, levels = lesson.computed(
    lambda: (
        pr_curve_table(s.query),
        r_precision(s.query),
        eleven_point_average(s.query),
        interpolated_precision(s.query),
    )
)
lesson.require_rows(steps)
ap = float(steps["area_sum"].iloc[-1])
R = s.m

FORMULA = [
    rf"R\text{{{T['tex_rprec']}}} = P@R = \frac{{\text{{hits}}@R}}{{R}}",
    # Level f: from the rank where round(f R) relevant items are found (the
    # rule the table of levels shows, trec_eval 10.0's).
    r"P_{interp}(f) = \max_{j \ge i_f} P@j, \quad "
    r"i_f = \min\{\, j : \text{hits}@j \ge \operatorname{round}(f R) \,\}",
    rf"\text{{{T['tex_11pt']}}} = \frac{{1}}{{11}}\sum_{{f \in \{{0, 0.1, \dots, 1\}}}} P_{{interp}}(f)",
    # Two equations: as one, it ran past a phone's edge.
    r"AP = \sum_{k} P@k \cdot \Delta R@k \qquad AP = \frac{1}{R}\sum_{k} \mathrm{rel}(k)\, P@k",
]
headline = [
    (T["value_rprec"], num(rprec), T["value_rprec_note"].format(r=R)),
    (T["value_11pt"], num(eleven), T["value_11pt_note"]),
    (T["value_ap"], num(ap), T["value_ap_note"]),
]
lesson.toolbar(
    "r_precision",
    lesson.handout(T["title"], [(label, value) for label, value, _ in headline], steps, FORMULA),
)
at_k = float(steps["precision"].iloc[-1])
lesson.predict(
    "r_precision", T["guess_question"], T["value_rprec"], rprec,
    {"p_at_k": at_k} if at_k != rprec else {},
)  # fmt: skip
teaching = not lesson.walk_only()
if teaching:
    lesson.values_row(headline)
    if R == 0:
        st.info(T["no_relevant"])
    elif R > s.depth:
        st.caption(T["r_past_k"].format(r=R, k=s.depth, best=num(s.depth / R)))
    st.header(T["walk_heading"])


@lesson.walkthrough  # a press of Next reruns only the walkthrough
def walkthrough() -> None:
    # R-precision is P@R: at rank R the table shows it, so a room's held
    # step is the one before R, not before the last.
    shown = step_control("r_precision", len(steps), answer_at=R or None)
    visible = steps.head(shown)
    left, right = lesson.stage()
    with left:
        lesson.step_table(
            "r_precision", visible, ["rank", "item", "rel", "precision", "recall", "interpolated"],
            highlight=visible["rel"] == 1, bar="precision",
            waits=("precision", "recall", "interpolated"),  # P@R and R@R are the answer
        )  # fmt: skip
    row = visible.iloc[-1]
    k = int(row["rank"])
    fields = {
        "k": k, "item": md(row["item"]), "n": len(s.ranking), "p": num(row["precision"]),
        "recall": num(row["recall"]), "interp": num(row["interpolated"]),
    }  # fmt: skip
    template = "step_empty" if not row["item"] else "step_rel" if row["rel"] else "step_not"
    if lesson.sums_wait():  # while a room guesses: which ranks are relevant, no value
        story = T[f"{template}_held"].format(**fields) + "\n\n" + lesson.waits_line("counts_wait")
        with right:
            lesson.tell(story, headline)
        return
    story = T[template].format(**fields)
    if k == R:
        at_r = T["step_at_r"].format(r=R, hits=int(row["hits"]), value=num(rprec))
        story += " " + at_r.strip()
    if shown == len(steps):
        story += "\n\n" + T["step_final"].format(
            k=s.depth, rprec=num(rprec), eleven=num(eleven), ap=num(ap)
        )
    with right:
        lesson.tell(story, headline)


walkthrough()
lesson.present_footer()

st.header(T["chart_heading"])
points = pd.DataFrame({"recall": list(RECALLS), "precision": levels})
chart(
    charts.pr_curve(
        steps, points,
        {"x": T["chart_x"], "y": T["chart_y"], "raw": T["chart_raw"], "rank": COLUMNS["rank"],
         "item": COLUMNS["item"], "interpolated": T["chart_interpolated"], "level": T["chart_level"]},
    ),
    "pr_curve",
)  # fmt: skip
st.caption(T["chart_caption"])

st.subheader(T["levels_heading"])
level_table = pd.DataFrame(
    {
        T["col_needed"]: [lround(f * R) for f in RECALLS],
        T["col_interpolated"]: [num(v) for v in levels],
    },
    index=pd.Index([f"{f:.1f}" for f in RECALLS], name=T["col_level"]),
)
st.markdown(T["levels_caption"].format(r=R))  # said where the numbers are, not in grey
st.table(level_table)  # eleven short rows: all in view, nothing to scroll

lesson.what_if(
    "r_precision", T["value_rprec"], lambda order: r_precision(order, s.judgments, s.k), rprec
)

st.header(T["report_heading"])
st.markdown(T["report_body"])
st.header(T["who_heading"])
st.markdown(T["who_body"].format(k=s.depth))

lesson.closing(T, FORMULA, r_precision)

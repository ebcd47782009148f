"""Lesson: where does the reader stop? Rank-biased precision (with its
residual) and expected reciprocal rank."""

import pandas as pd
import streamlit as st

from course.link import CHOICES
from metrics import reciprocal_rank
from metrics.lists.reader_models import (
    err_table,
    expected_reciprocal_rank,
    rank_biased_precision,
    rbp_residual,
    rbp_table,
)
from ui import charts, lesson
from ui.render import chart, md, num, range_html
from ui.steps import step_control
from ui.words.reader_models import T

PAGE = "reader_models"
s = lesson.opening(T)
teaching = not lesson.walk_only()
with st.container(horizontal=True, vertical_alignment="bottom"):
    model = lesson.choose(
        PAGE, "model", {m: T[f"model_{m}"] for m in ("rbp", "err")}, T["model_label"],
        kind="segmented",
    )  # fmt: skip
    p_text = lesson.choose(
        PAGE, "p", {v: v for v in sorted(CHOICES[PAGE]["p"], key=float)}, T["p_label"],
        kind="slider", help=T["p_help"],
    )  # fmt: skip
unlabelled = lesson.choose(
    PAGE, "unlabelled", {u: T[f"unlabelled_{u}"] for u in ("not_relevant", "unjudged")},
    T["unlabelled_label"], horizontal=True, help=T["unlabelled_help"],
)  # fmt: skip
p = float(p_text)
rbp_steps, err_steps, rbp, resid, err = lesson.computed(
    lambda: (
        rbp_table(s.query, p=p, unlabelled=unlabelled),
        err_table(s.query),
        rank_biased_precision(s.query, p=p, unlabelled=unlabelled),
        rbp_residual(s.query, p=p, unlabelled=unlabelled),
        expected_reciprocal_rank(s.query),
    )
)
lesson.require_rows(rbp_steps)
steps = rbp_steps if model == "rbp" else err_steps

FORMULA = [
    r"RBP = (1 - p) \sum_{k=1}^{K} g_k\, p^{\,k-1} \qquad "
    rf"\text{{{T['tex_residual']}}} = p^{{\,n}} + (1 - p) \sum_{{k\ \text{{{T['tex_unjudged']}}}}} p^{{\,k-1}}",
    r"ERR@K = \sum_{k=1}^{K} \frac{1}{k}\, R_k \prod_{i<k} (1 - R_i) \qquad "
    rf"R_k = \frac{{2^{{\text{{{T['tex_grade']}}}_k}} - 1}}{{2^{{4}}}}",
]
headline = [
    (T["value_rbp"].format(p=p_text), num(rbp), T["value_rbp_note"]),
    (T["value_band"], num(rbp + resid), T["value_band_note"].format(resid=num(resid))),
    (T["value_err"].format(k=s.depth), num(err), T["value_err_note"]),
]
chosen = [
    (T["model_label"], T[f"model_{model}"]), (T["p_label"], p_text),
    (T["unlabelled_label"], T[f"unlabelled_{unlabelled}"]),
]  # fmt: skip
lesson.toolbar(
    PAGE,
    lesson.handout(T["title"], [(a, b) for a, b, _ in headline], steps, FORMULA, chosen),
)
if model == "rbp":
    unscaled = (1 - p) * sum(
        max(s.judgments.get(item, 0), 0) * p**i for i, item in enumerate(s.ranking[: s.depth])
    )
    lesson.predict(
        PAGE, T["guess_question_rbp"].format(p=p_text), T["value_rbp"].format(p=p_text), rbp,
        {"rbp_unscaled": unscaled} if abs(unscaled - rbp) > 1e-9 else {},
    )  # fmt: skip
else:
    certain = reciprocal_rank(s.query)  # the reader stops for sure at the first relevant item
    lesson.predict(
        PAGE, T["guess_question_err"].format(k=s.depth), T["value_err"].format(k=s.depth), err,
        {"err_certain": certain} if abs(certain - err) > 1e-9 else {},
    )  # fmt: skip
if teaching:
    lesson.values_row(headline)
    n = min(len(s.ranking), s.depth)
    if resid == 0:
        st.caption(T["band_none"].format(n=n, tail=num(p**n)))
    else:
        st.markdown(T["band_some"].format(low=num(rbp), high=num(rbp + resid), resid=num(resid)))
        # The band RBP is known to lie in, on the 0–1 scale.
        st.html(range_html(rbp, rbp + resid, rbp, T["band_low"], T["band_high"], "RBP"))
    if all(g <= 1 for _, g in s.qrels):
        st.caption(T["binary_note"])
    st.header(T["walk_heading"])


@lesson.walkthrough  # a press of Next reruns only the walkthrough
def walkthrough() -> None:
    shown = step_control(PAGE, len(steps))
    visible = steps.head(shown)
    left, right = lesson.stage()
    with left:
        if model == "rbp":
            columns = ["rank", "item", "gain", "reach", "contribution", "rbp"]
            lesson.step_table(PAGE, visible, columns, highlight=visible["gain"] > 0)
        else:
            columns = ["rank", "item", "satisfy", "reach", "stop", "err"]
            lesson.step_table(PAGE, visible, columns, highlight=visible["satisfy"] > 0)
    row = visible.iloc[-1]
    k = int(row["rank"])
    fields = {"k": k, "km1": k - 1, "item": md(row["item"]), "n": len(s.ranking),
              "grade": num(row["grade"]), "reach": num(row["reach"]),
              "contrib": num(row["contribution"])}  # fmt: skip
    if not row["item"]:
        story = T["step_empty"].format(**fields)
    elif model == "rbp":
        unjudged = row["grade"] < 0
        story = T["step_rbp_unjudged" if unjudged else "step_rbp"].format(
            gain=num(row["gain"]), weight=num(row["weight"]), total=num(row["rbp"]), **fields
        )
    else:
        story = T["step_err"].format(
            sat=num(row["satisfy"]), stop=num(row["stop"]), total=num(row["err"]), **fields
        )
    if row["item"]:
        total = num(row["rbp"] if model == "rbp" else row["err"])
        story += " " + lesson.running_sum(T[f"step_sum_{model}"].format(total=total))
    if shown == len(steps):
        story += "\n\n" + T[f"step_final_{model}"].format(
            k=s.depth, value=num(rbp if model == "rbp" else err)
        )
    with right:
        lesson.tell(story, headline)


walkthrough()
lesson.present_footer()

st.header(T["chart_heading"])
long = pd.concat(
    [
        rbp_steps[["rank", "reach"]].assign(model=T["chart_rbp"].format(p=p_text)),
        err_steps[["rank", "reach"]].assign(model=T["chart_err"]),
    ]
)
chart(charts.reach_curves(long, {"x": T["chart_x"], "y": T["chart_y"]}), "reader_reach")
st.caption(T["chart_caption"])

lesson.what_if(
    PAGE,
    T["value_rbp"].format(p=p_text) if model == "rbp" else T["value_err"].format(k=s.depth),
    (lambda order: rank_biased_precision(order, s.judgments, s.k, p=p, unlabelled=unlabelled))
    if model == "rbp"
    else (lambda order: expected_reciprocal_rank(order, s.judgments, s.k)),
    rbp if model == "rbp" else err,
)

st.header(T["report_heading"])
st.markdown(T["report_body"])
st.header(T["who_heading"])
st.markdown(T["who_body"].format(k=s.depth, p=p_text))

lesson.closing(T, FORMULA, rank_biased_precision if model == "rbp" else expected_reciprocal_rank)

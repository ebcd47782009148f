"""Lesson: Average Precision, and the four ways people compute it."""

import pandas as pd
import streamlit as st

from course.examples import BY_ID
from metrics import AP_MEASURES, average_precision_table, average_precision_variants
from metrics.lists.ap import average_precision, divisor
from ui import lesson, state
from ui.render import chart, frac, md, num, table
from ui.steps import step_control
from ui.text import terms
from ui.words.average_precision import T
from ui.words.common import T as C
from ui.words.measures import T as NAMES
from ui.words.measures import libraries


def short_libraries(measure, k: int, n: int) -> str:
    """The first two libraries, for the small line under a headline value:
    trec_eval's named as the measure that prints it at this K (``map`` only
    when K covers the list of ``n``, else ``map_cut_K``)."""
    if measure.list_options["convention"] == "mean_p":
        return T["computed_by_none"]
    return T["computed_by"].format(libs="; ".join(libraries(measure, k, n)[:2]))


FORMULAS = [
    r"P@k = \frac{1}{k}\sum_{i=1}^{k}\mathrm{rel}(i) \qquad S = \sum_{k=1}^{K}\mathrm{rel}(k)\cdot P@k",
    r"AP_{\div m} = \frac{S}{m} \qquad AP_{\div \min(m,K)} = \frac{S}{\min(m, K)} \qquad "
    r"AP_{\div\text{hits}} = \frac{S}{\text{hits}} \qquad "
    rf"\text{{{T['formula_wrong']}: }} \frac{{1}}{{K}}\sum_{{k=1}}^{{K}} P@k",
]

#: The columns the story needs; "Show every column" adds the rest.
BEGINNER = ["rank", "item", "rel", "precision", "rel_precision", "sum_rel_precision"]

s = lesson.opening(T)
steps, values, divisors = lesson.computed(
    lambda: (
        average_precision_table(s.query),
        average_precision_variants(s.query),
        {m.list_options["convention"]: divisor(s.query, **m.list_options) for m in AP_MEASURES},
    )
)
m, k_used = divisors["m"], s.depth

# The four numbers stay in view; the lesson below is split into sections,
# and only the chosen one is built on each edit.
headline = [
    (NAMES[mm.name]["name"], num(values[mm.list_options["convention"]])) for mm in AP_MEASURES
]
lesson.toolbar("average_precision", lesson.handout(T["title"], headline, steps, FORMULAS))
lesson.predict(
    "average_precision", T["guess_question"].format(k=k_used), T["guess_what"], values["m"],
    {c: values[c] for c in ("hits", "mean_p", "min_m_k")},
)  # fmt: skip
#: The four AP cards: the lesson's key comparison, beside the walkthrough in
#: present mode.
CARDS = [
    (
        NAMES[mm.name]["name"],
        num(values[mm.list_options["convention"]]),
        NAMES[mm.name]["short"],
        short_libraries(mm, k_used, len(s.ranking)),
    )
    for mm in AP_MEASURES
]
if not lesson.walk_only():
    lesson.values_row(CARDS)
if lesson.walk_only():  # the walkthrough alone
    section = "walk"
else:
    with st.container(border=True):
        st.markdown(T["report"])
        st.page_link("lessons/choose.py", label=C["choose_pointer"], icon=":material/help:")
    section = lesson.sections(
        "average_precision",
        {"walk": T["tab_walk"], "side": T["tab_side"], "why": T["tab_why"],
         "whatif": T["tab_whatif"], "formulas": T["tab_formulas"]},
    )  # fmt: skip


@lesson.walkthrough  # a press of Next reruns only the walkthrough
def walkthrough() -> None:
    lesson.require_rows(steps)
    shown = step_control("average_precision", len(steps), T["walk_heading"])
    visible = steps.head(shown)
    left, right = lesson.stage()
    with left:
        lesson.step_table(
            "average_precision", visible, BEGINNER, highlight=visible["rel"] == 1, bar="precision"
        )
    last = visible.iloc[-1]
    parts = [frac(r.hits, r.rank) for r in visible.itertuples() if r.rel]
    total = num(last["sum_rel_precision"])
    sums = T["step_sum"].format(terms=terms(parts), s=total) if parts else T["step_sum_none"]
    sums = lesson.running_sum(sums)  # S ÷ m is the answer: the sum waits with it
    story = [sentence(last), sums]
    if shown == len(steps):
        final = "step_final" if m else "step_final_none"
        story.append(
            T[final].format(k=k_used, s=num(last["sum_rel_precision"]), m=m, ap=num(values["m"]))
        )
    if not lesson.walk_only():
        story.append(f":small[:gray[{T['walk_bar_note'].format(side=T['tab_side'])}]]")
    with right:
        st.markdown("\n\n".join(story))
        lesson.present_values(CARDS)
        lesson.audience_link()


def sentence(row) -> str:
    fields = {
        "k": row["rank"],
        "item": md(row["item"]),
        "hits": row["hits"],
        "p": num(row["precision"]),
    }
    if not row["item"]:
        return T["step_empty"].format(n=len(s.ranking), **fields)
    if row["rel"]:
        return T["step_relevant"].format(**fields)
    return T["step_not_relevant"].format(**fields)


def card(measure, relevant_ranks: list[int], all_p: list[str], rel_p: list[str]) -> str:
    """One convention as a single Markdown block: name, verdict, value,
    formula, the sum with this list's numbers, and where it comes from."""
    conv = measure.list_options["convention"]
    d = divisors[conv]
    written = f"({terms(all_p if conv == 'mean_p' else rel_p)}) / {d}"
    if conv == "mean_p":
        rows = T["rows_all"].format(k=k_used)
    elif relevant_ranks:
        rows = T["rows_relevant"].format(ranks=", ".join(map(str, relevant_ranks)))
    else:
        rows = T["rows_none"]
    notes = [T[f"variant_note_{conv}"].format(m=m, k=k_used, d=d)]
    if d == 0:
        notes.append(T["divisor_zero"].format(what=T[f"divisor_{conv}"]))
    notes += [
        T["rows_label"].format(rows=rows),
        T["libs_label"] + " " + "; ".join(libraries(measure, k_used, len(s.ranking))),
    ]
    return "\n\n".join(
        [
            f"**{NAMES[measure.name]['name']}** "
            + (T["wrong_badge"] if conv == "mean_p" else T["right_badge"]),
            f"$$\n{measure.tex}\n$$",
            f"{T['sum_label']} {md(written)} = **{num(values[conv])}**",
            "  \n".join(f":small[:gray[{md(n)}]]" for n in notes),
        ]
    )


def side_by_side() -> None:
    # Imported here: the walkthrough, where the page opens, draws no chart,
    # so the first visit does not wait for Altair to load.
    from ui import charts

    st.subheader(T["side_heading"])
    st.markdown(T["side_intro"])
    relevant_ranks = [int(r) for r in steps.loc[steps["rel"] == 1, "rank"]]
    all_p = [frac(r.hits, r.rank) for r in steps.itertuples()]
    rel_p = [frac(r.hits, r.rank) for r in steps.itertuples() if r.rel]
    columns = [c for _ in range(2) for c in st.columns(2)]
    for col, measure in zip(columns, AP_MEASURES):
        col.container(border=True).markdown(card(measure, relevant_ranks, all_p, rel_p))
    st.markdown(f"**{T['chart_heading']}**  \n:small[:gray[{T['chart_caption']}]]")
    labels = {"x": T["chart_x"], "y": T["chart_y"], "item": T["chart_item"],
              "relevant": T["chart_relevant"], "not_relevant": T["chart_not_relevant"]}  # fmt: skip
    chart(charts.precision_by_rank(steps, labels), "precision_by_rank")
    bars = pd.DataFrame(
        {
            "name": [NAMES[m_.name]["name"] for m_ in AP_MEASURES],
            "value": [values[m_.list_options["convention"]] for m_ in AP_MEASURES],
        }
    )
    chart(charts.variant_bars(bars, T["bars_title"]), "four_ap_values")
    # The short labels: four long names wrapped on a phone, breaking the buttons.
    shown = {m_.list_options["convention"]: NAMES[m_.name]["label"] for m_ in AP_MEASURES}
    shown = {c: shown[c] for c in ("m", "mean_p", "min_m_k", "hits")}  # the link's order
    pick = lesson.choose("average_precision", "convention", shown, T["highlight_label"],
                         kind="pills")  # fmt: skip
    used = steps["rank"] > 0 if pick == "mean_p" else steps["rel"] == 1
    lesson.downloads(steps, "average_precision_all_ranks", labelled=True)
    table(steps, highlight=used)


def why() -> None:
    st.subheader(T["why_heading"])
    light, heavy = BY_ID["ex6a"].scenario, BY_ID["ex6b"].scenario
    st.markdown(
        T["why_body"].format(
            light_ap=num(average_precision(light.ranking, light.judgments, 5)),
            light_mean=num(
                average_precision(light.ranking, light.judgments, 5, convention="mean_p")
            ),
            heavy_ap=num(average_precision(heavy.ranking, heavy.judgments, 5)),
            heavy_mean=num(
                average_precision(heavy.ranking, heavy.judgments, 5, convention="mean_p")
            ),
        )
    )
    b1, b2, _ = st.columns([1, 1, 2])
    b1.button(T["load_light"], on_click=state.load_example, args=("ex6a",), key="ap_load_light")
    b2.button(
        T["load_heavy_light"], on_click=state.load_example, args=("ex6b",), key="ap_load_heavier"
    )

    st.subheader(T["mk_heading"])
    heavy_user = BY_ID["ex5"].scenario
    st.markdown(
        T["mk_body"].format(
            heavy_m=num(average_precision(heavy_user.ranking, heavy_user.judgments, 10)),
            heavy_trunc=num(
                average_precision(
                    heavy_user.ranking, heavy_user.judgments, 10, convention="min_m_k"
                )
            ),
        )
    )
    if m > k_used:
        st.info(
            T["mk_now_differ"].format(m=m, k=k_used, vm=num(values["m"]), vk=num(values["min_m_k"]))
        )
    else:
        st.info(T["mk_now_same"].format(m=m, k=k_used, value=num(values["m"])))
    st.button(T["load_heavy"], on_click=state.load_example, args=("ex5",), key="ap_load_heavy")


def formulas() -> None:
    lesson.closing(T, FORMULAS, average_precision)


def what_if() -> None:
    lesson.what_if(
        "average_precision", T["guess_what"],
        lambda order: average_precision(order, s.judgments, s.k), values["m"],
    )  # fmt: skip


{"walk": walkthrough, "side": side_by_side, "why": why, "whatif": what_if, "formulas": formulas}[
    section
]()
lesson.present_footer()

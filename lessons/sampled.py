"""Lesson: sampled Hit@10 against a few random negatives can order two
recommenders the other way round from the full Hit@10."""

import pandas as pd
import streamlit as st

from course.link import CHOICES, SEEDS
from metrics.evaluator.explain import parse_numbers
from metrics.lists.sampled import (
    CATALOGUE,
    USERS,
    SampledInputError,
    by_sample_size,
    full_hit_range,
    full_ranks,
    own_numbers,
    read_ranks,
    read_whole,
    sampled_hit_chance,
    sampled_table,
    summary,
)
from ui import charts, lesson, state
from ui.render import chart, num
from ui.steps import step_control
from ui.text import coded_message, explain_message
from ui.uploads import in_the_page_language
from ui.words.sampled import T

PAGE = "sampled"
K = 10
SYMBOLS = T["symbols"].format(catalogue=f"{CATALOGUE:,}", users=USERS)
st.title(T["title"])
teaching = not lesson.walk_only()
if teaching:
    st.markdown(T["intuition"])
    lesson.glossary(SYMBOLS)
    # Each ranker's design share (30 %, 12 %) beside this sample's full Hit@10
    # (0.26 with seed 1): users are drawn by chance.
    ranks = full_ranks(int(state.choice(PAGE, "seed")))
    full_now = {f"full_{r}": num(float((ranks[f"rank_{r}"] <= K).mean())) for r in "ab"}
    about_a, about_b = (
        T["ranker_a_about"].format(**full_now),
        T["ranker_b_about"].format(**full_now),
    )
    st.markdown(f"- {about_a}\n- {about_b}")
    st.markdown(T["own_pointer"])


def next_seed() -> None:
    now = SEEDS.index(state.choice(PAGE, "seed"))
    state.set_choice(PAGE, "seed", SEEDS[(now + 1) % len(SEEDS)])


with st.container(horizontal=True, vertical_alignment="bottom"):
    negatives_text = lesson.choose(
        PAGE, "negatives", {v: v for v in sorted(CHOICES[PAGE]["negatives"], key=int)},
        T["negatives_label"], kind="slider", help=T["negatives_help"],
    )  # fmt: skip
    seed_text = state.choice(PAGE, "seed")
    if teaching:
        st.button(
            f"{T['seed_next']} ({T['seed_label']} {seed_text})", key="sampled_next_seed",
            icon=":material/casino:", on_click=next_seed, help=T["seed_help"],
        )  # fmt: skip
n, seed = int(negatives_text), int(seed_text)
users = sampled_table(seed, n, K)
values = summary(users)

FORMULA = [
    rf"P(\text{{{T['tex_sampled_hit']}}}k \mid r) = \sum_{{x=0}}^{{k-1}}"
    r"\frac{\binom{r-1}{x}\binom{N-r}{n-x}}{\binom{N-1}{n}}",
    rf"\text{{Hit@}}k = \frac{{1}}{{|U|}}\sum_{{u \in U}} [\,\text{{{T['tex_rank']}}}_u \le k\,]",
]
names = {"a": T["ranker_a"], "b": T["ranker_b"]}
# Rankers as columns, the three ways as rows: it fits a phone's width.
three = pd.DataFrame(
    {names[r]: [num(values[r][c]) for c in ("full", "sampled", "expected")] for r in "ab"},
    index=pd.Index(
        [T["col_full"].format(catalogue=f"{CATALOGUE:,}"), T["col_sampled"].format(n=n),
         T["col_expected"]],
        name="Hit@10",
    ),
)  # fmt: skip
chosen = [(T["negatives_label"], negatives_text), (T["seed_label"], seed_text)]
lesson.toolbar(
    PAGE,
    lesson.handout(
        T["title"],
        [(f"{names[r]} · {way}", num(values[r][c])) for r in "ab"
         for c, way in zip(("full", "sampled", "expected"), three.index)],
        users, FORMULA, chosen,
    ),
)  # fmt: skip
lesson.predict(
    f"{PAGE}_{seed}_{n}", T["guess_question"].format(n=n), T["guess_what"],
    values["b"]["expected"], {},
)  # fmt: skip
full = {r: values[r]["full"] for r in "ab"}
expected = {r: values[r]["expected"] for r in "ab"}
words = {"full_a": num(full["a"]), "full_b": num(full["b"]), "exp_a": num(expected["a"]),
         "exp_b": num(expected["b"]), "n": n}  # fmt: skip


def key_comparison(table: bool = True) -> None:
    """Hit@10 three ways, and whether the sampled figure flips the order:
    above the walkthrough, or (``table=False``: the verdict alone) beside it
    in present mode."""
    if table:
        st.table(three)
    if full["a"] == full["b"]:
        st.markdown(T["verdict_tie"].format(**words))
    elif (full["a"] > full["b"]) != (expected["a"] > expected["b"]):
        st.warning(T["verdict_flip"].format(**words))
    else:
        winner = names["a"] if full["a"] > full["b"] else names["b"]
        st.markdown(T["verdict_same"].format(winner=winner, **words))


if teaching:
    st.header(T["values_heading"])
    key_comparison()
    st.header(T["walk_heading"])


@lesson.walkthrough  # a press of Next reruns only the walkthrough
def walkthrough() -> None:
    shown = step_control(PAGE, len(users))
    visible = users.head(shown)
    left, right = lesson.stage()
    with left:
        lesson.step_table(
            PAGE, visible, ["user", "rank_a", "sampled_rank_a", "rank_b", "sampled_rank_b"],
            highlight=(visible["sampled_hit_a"] + visible["sampled_hit_b"]) > 0,
        )  # fmt: skip
    row = visible.iloc[-1]
    said = {f"{name}_{r}": int(row[f"{name}_{r}"]) for name in ("rank", "above") for r in "ab"}
    for r in "ab":
        said[f"srank_{r}"] = int(row[f"sampled_rank_{r}"])
        said[f"hit_{r}"] = T["hit_full" if row[f"hit_{r}"] else "miss_full"]
        said[f"shit_{r}"] = T["hit_sampled" if row[f"sampled_hit_{r}"] else "miss_sampled"]
        said[f"chance_{r}"] = num(row[f"chance_{r}"])
    story = T["step"].format(user=int(row["user"]), n=n, **said)
    if shown == len(users):
        story += "\n\n" + T["step_final"].format(
            sam_a=num(values["a"]["sampled"]), sam_b=num(values["b"]["sampled"]), **words
        )
    with right:
        st.markdown(story)
        shown = not teaching and not lesson.values_held()  # a room's answer waits
        if shown:
            st.table(three)
        lesson.audience_link()
    if shown:  # the verdict under the step table, where a projector has room for it whole
        with left:
            key_comparison(table=False)


walkthrough()
lesson.present_footer()

st.header(T["chart_heading"])
sizes = (5, 10, 20, 50, 100, 200, 500, CATALOGUE - 1)
curve = by_sample_size(seed, sizes, K)
curve["ranker"] = curve["ranker"].map(names)
chart(charts.by_sample_size(curve, {"x": T["chart_x"], "y": T["chart_y"]}), "sampled_by_n")
st.caption(T["chart_caption"])


@st.cache_data(max_entries=32, show_spinner=False)
def own(negatives: int, k: int, catalogue: int, mode: str, values: tuple) -> dict:
    ranks = list(values)
    return own_numbers(negatives, k, catalogue, **{mode: ranks})


def own_section() -> None:
    """The user's own catalogue, sample size and ranks or figures."""
    st.header(T["own_heading"], anchor="own")
    st.markdown(T["own_intro"])
    sizes = st.columns(3)
    with sizes[0]:
        catalogue_text = lesson.typed(PAGE, "catalogue", T["own_catalogue"], placeholder="1000")
    with sizes[1]:
        negatives_own = lesson.typed(PAGE, "own_negatives", T["own_negatives"], placeholder="100")
    with sizes[2]:
        k_text = lesson.typed(PAGE, "own_k", T["own_k"], placeholder="10")
    mode = lesson.choose(
        PAGE, "own_mode", {m: T[f"own_mode_{m}"] for m in ("full", "sampled", "figures")},
        T["own_mode"], horizontal=True,
    )  # fmt: skip
    typed = lesson.typed(
        PAGE, "own_values", T[f"own_values_{mode}"], area=True, help=T["own_values_help"]
    )
    text = typed
    if mode != "figures":  # ranks come as a file too; two figures are typed
        in_the_page_language()
        upload = st.file_uploader(
            T["own_upload"], type=["txt", "csv", "tsv"], key="sampled_own_file"
        )
        if upload is not None:
            text = upload.getvalue().decode("utf-8", errors="replace")
    if not text.strip():
        st.info(T["own_empty"])
        return
    try:
        catalogue = read_whole(catalogue_text, "catalogue", CATALOGUE)
        negatives = read_whole(negatives_own, "negatives", 100)
        k = read_whole(k_text, "K", K)
        if mode == "figures":
            figures = parse_numbers(text)
            ranges = [full_hit_range(v, negatives, k, catalogue) for _, v, _ in figures]
        else:
            found = own(negatives, k, catalogue, mode, tuple(read_ranks(text)))
    except SampledInputError as err:  # in the page's words
        st.error(coded_message(err, T["own_errors"], T["own_fields"]))
        return
    except ValueError as err:  # a figure: the explanation's words
        st.error(explain_message(err))
        return
    if mode == "figures":
        names = [T["model"].format(n=chr(ord("A") + i)) for i in range(len(figures))]
        for (given, _, _), (low, high) in zip(figures, ranges, strict=True):
            st.markdown(T["own_figure"].format(k=k, figure=given, low=num(low), high=num(high)))
        if len(figures) >= 2:
            (a, va, _), (b, vb, _) = figures[:2]
            first, second = (0, 1) if va >= vb else (1, 0)
            overlap = ranges[second][1] >= ranges[first][0]
            if overlap and va != vb:
                st.warning(T["own_flip"].format(first=names[first], second=names[second], k=k))
            elif not overlap:
                st.markdown(T["own_no_flip"].format(k=k))
        return
    rows = [
        (T[f"own_{name}"].format(k=k, n=f"{negatives:,}", catalogue=f"{catalogue:,}"), found[name])
        for name in ("full", "expected", "sampled", "corrected")
        if found[name] is not None
    ]
    st.table(
        pd.DataFrame(
            {T["own_col_value"]: [num(v) for _, v in rows]},
            index=pd.Index([w for w, _ in rows], name=T["own_col_what"].format(k=k)),
        )
    )
    said = {name: num(v) for name, v in found.items() if v is not None}
    if mode == "full":
        st.markdown(T["own_full_says"].format(n=f"{negatives:,}", **said))
    else:
        st.markdown(T["own_sampled_says"].format(k=k, **said))
    st.caption(T["own_correction_note"])


if teaching:
    own_section()

st.header(T["report_heading"])
st.markdown(T["report_body"])
st.header(T["who_heading"])
st.markdown(T["who_body"])

lesson.closing(
    {"formula_heading": T["formula_heading"], "symbols": SYMBOLS}, FORMULA, sampled_hit_chance
)

"""Altair chart builders. Each takes a frame computed by :mod:`metrics` and
returns a chart; item names travel as data, never as markup."""

from __future__ import annotations

import altair as alt
import pandas as pd
from altair.utils.schemapi import disable_debug_mode

# Altair checks every object against the Vega-Lite schema as it is built,
# which took longer than the chart's data. These builders are fixed code and
# tests/test_charts.py validates each one, so the app builds without it.
disable_debug_mode()


def _inline(frame: pd.DataFrame) -> alt.Data:
    """The frame as inline rows of plain Python values (every encoding names
    its type, so Altair need not inspect, or convert, pandas columns)."""
    columns = list(frame.columns)
    rows = zip(*(frame[c].tolist() for c in columns))
    return alt.Data(values=[dict(zip(columns, row)) for row in rows])


def _ranks(frame: pd.DataFrame) -> alt.Scale:
    """An explicit rank axis with half a rank of room at each end, so the
    first and last points are not cut by the axes, and Vega never has to
    compute an extent (it warns "Infinite extent" while a chart is swapped
    for another and briefly has no rows)."""
    last = int(frame["rank"].max()) if len(frame) else 1
    return alt.Scale(domain=[0.5, max(last, 1) + 0.5], nice=False)


def _upto(values: pd.Series, floor: float = 1.0) -> alt.Scale:
    """An explicit 0…max value axis (at least 0…``floor``), a little headroom on top."""
    top = max(float(values.max()) if len(values) else 0.0, floor)
    return alt.Scale(domain=[0, top * 1.05], nice=False)


def _span(values: pd.Series) -> alt.Scale:
    """An explicit axis from the smallest to the largest value (0 included)."""
    low = min(float(values.min()) if len(values) else 0.0, 0.0)
    high = max(float(values.max()) if len(values) else 0.0, 0.0)
    pad = (high - low) * 0.05 or 0.05
    return alt.Scale(domain=[low - pad, high + pad], nice=False)


RELEVANT = "#2f9e44"
NOT_RELEVANT = "#adb5bd"
PALETTE = ["#e03131", "#1971c2", "#f08c00", "#7048e8"]
#: Curves against k: three hues far apart (blue, orange, purple).
CURVES = ["#1971c2", "#e8590c", "#9c36b5"]


def precision_by_rank(table: pd.DataFrame, labels: dict[str, str]) -> alt.Chart:
    """Bars of P@k at every rank, green where the item is relevant (those are
    the bars AP adds up)."""
    data = table[["rank", "item", "precision", "rel"]].copy()
    data["kind"] = data["rel"].map({1: labels["relevant"], 0: labels["not_relevant"]})
    return (
        alt.Chart(_inline(data))
        .mark_bar()
        .encode(
            x=alt.X("rank:O", title=labels["x"], axis=alt.Axis(labelAngle=0)),
            y=alt.Y("precision:Q", title=labels["y"], scale=alt.Scale(domain=[0, 1])),
            color=alt.Color(
                "kind:N",
                title=None,
                scale=alt.Scale(
                    domain=[labels["relevant"], labels["not_relevant"]],
                    range=[RELEVANT, NOT_RELEVANT],
                ),
                legend=alt.Legend(orient="top"),
            ),
            tooltip=[
                alt.Tooltip("rank:O", title=labels["x"]),
                alt.Tooltip("item:N", title=labels["item"]),
                alt.Tooltip("precision:Q", title=labels["y"], format=".4f"),
            ],
        )
        .properties(height=320)
    )


def variant_bars(values: pd.DataFrame, title: str) -> alt.Chart:
    """Horizontal bars, one per convention (columns ``name``, ``value``)."""
    base = alt.Chart(_inline(values)).encode(
        y=alt.Y("name:N", title=None, sort=None, axis=alt.Axis(labelLimit=320)),
        x=alt.X("value:Q", title=title, scale=alt.Scale(domain=[0, 1])),
    )
    bars = base.mark_bar().encode(
        color=alt.Color("name:N", legend=None, scale=alt.Scale(range=PALETTE), sort=None),
        tooltip=[alt.Tooltip("name:N"), alt.Tooltip("value:Q", format=".4f")],
    )
    text = base.mark_text(align="left", dx=4).encode(text=alt.Text("value:Q", format=".4f"))
    return (bars + text).properties(height=40 * len(values) + 20)


def curves_by_k(table: pd.DataFrame, columns: dict[str, str], x_title: str) -> alt.Chart:
    """One line per metric against k (``columns``: frame column → label)."""
    long = table.melt(id_vars=["rank"], value_vars=list(columns), var_name="metric")
    long["metric"] = long["metric"].map(columns)
    return (
        alt.Chart(_inline(long))
        .mark_line(point=True)
        .encode(
            x=alt.X("rank:Q", title=x_title, axis=alt.Axis(tickMinStep=1), scale=_ranks(long)),
            y=alt.Y("value:Q", title=None, scale=alt.Scale(domain=[0, 1.05], nice=False)),
            color=alt.Color(
                "metric:N",
                title=None,
                legend=alt.Legend(orient="top", symbolType="stroke", symbolStrokeWidth=2),
                sort=list(columns.values()),
                scale=alt.Scale(range=CURVES),
            ),
            strokeDash=alt.StrokeDash(
                "metric:N",
                title=None,
                # The same legend as the colour's, so the two merge into one.
                legend=alt.Legend(orient="top", symbolType="stroke", symbolStrokeWidth=2),
                sort=list(columns.values()),
                scale=alt.Scale(range=[[1, 0], [6, 3], [2, 2]]),
            ),
            tooltip=["rank:Q", "metric:N", alt.Tooltip("value:Q", format=".4f")],
        )
        .properties(height=340)
    )


def reciprocal_curve(curve: pd.DataFrame, first: int | None, labels: dict[str, str]) -> alt.Chart:
    """The curve 1/k, with the list's own first relevant rank marked."""
    line = (
        alt.Chart(_inline(curve))
        .mark_line(point=True, color="#1971c2")
        .encode(
            x=alt.X("rank:Q", title=labels["x"], axis=alt.Axis(tickMinStep=1), scale=_ranks(curve)),
            y=alt.Y("rr:Q", title=labels["y"], scale=alt.Scale(domain=[0, 1.05], nice=False)),
            tooltip=[alt.Tooltip("rank:Q"), alt.Tooltip("rr:Q", format=".4f")],
        )
    )
    if first is None:
        return line.properties(height=240)
    here = curve[curve["rank"] == first].assign(label=labels["here"])
    at = {
        "x": alt.X("rank:Q", scale=_ranks(curve)),
        "y": alt.Y("rr:Q", scale=alt.Scale(domain=[0, 1.05], nice=False)),
    }
    mark = (
        alt.Chart(_inline(here))
        .mark_point(size=220, filled=True, color="#e03131")
        .encode(**at, tooltip=["label:N", alt.Tooltip("rr:Q", format=".4f")])
    )
    text = alt.Chart(_inline(here)).mark_text(dy=-16, color="#e03131").encode(**at, text="label:N")
    return (line + mark + text).properties(height=240)


def grouped_bars(long: pd.DataFrame, y_title: str, order: list[str]) -> alt.Chart:
    """One group of bars per query (columns ``query``, ``convention``, ``value``)."""
    return (
        alt.Chart(_inline(long))
        .mark_bar()
        .encode(
            x=alt.X("query:N", title=None, axis=alt.Axis(labelAngle=0)),
            xOffset=alt.XOffset("convention:N", sort=order),
            y=alt.Y("value:Q", title=y_title, scale=alt.Scale(domain=[0, 1])),
            color=alt.Color(
                "convention:N",
                title=None,
                sort=order,
                scale=alt.Scale(range=PALETTE),
                legend=alt.Legend(orient="top", columns=2, labelLimit=0),
            ),
            tooltip=["query:N", "convention:N", alt.Tooltip("value:Q", format=".4f")],
        )
        .properties(height=320)
    )


def line(data: pd.DataFrame, x_title: str, y_title: str) -> alt.Chart:
    """A single curve (columns ``rank``, ``value``)."""
    return (
        alt.Chart(_inline(data))
        .mark_line(point=True, color="#1971c2")
        .encode(
            x=alt.X("rank:Q", title=x_title, axis=alt.Axis(tickMinStep=1), scale=_ranks(data)),
            y=alt.Y("value:Q", title=y_title, scale=alt.Scale(domain=[0, 1.05], nice=False)),
            tooltip=["rank:Q", alt.Tooltip("value:Q", format=".4f")],
        )
        .properties(height=300)
    )


def contributions(steps: pd.DataFrame, x_title: str, y_title: str) -> alt.Chart:
    """What each rank adds to DCG (columns ``rank``, ``item``, ``discounted_gain``)."""
    return (
        alt.Chart(_inline(steps))
        .mark_bar(color="#2f9e44")
        .encode(
            x=alt.X("rank:O", title=x_title, axis=alt.Axis(labelAngle=0)),
            y=alt.Y("discounted_gain:Q", title=y_title, scale=_upto(steps["discounted_gain"])),
            tooltip=["rank:O", "item:N", alt.Tooltip("discounted_gain:Q", format=".4f")],
        )
        .properties(height=300)
    )


def histogram(table: pd.DataFrame, column: str, x_title: str, y_title: str) -> alt.Chart:
    """How one measure is spread over the queries (20 bins from 0 to 1)."""
    data = pd.DataFrame({"value": table[column].to_numpy()})
    return (
        alt.Chart(_inline(data))
        .mark_bar(color="#1971c2")
        .encode(
            x=alt.X("value:Q", bin=alt.Bin(extent=[0, 1], step=0.05), title=x_title),
            y=alt.Y("count():Q", title=y_title),
            tooltip=[alt.Tooltip("count():Q", title=y_title)],
        )
        .properties(height=220)
    )


def differences(diffs: pd.DataFrame, x_title: str, y_title: str) -> alt.Chart:
    """Per-query differences, sorted, green where B wins and red where A wins."""
    data = diffs.sort_values("difference", kind="stable").reset_index(drop=True)
    data["order"] = range(1, len(data) + 1)
    data["sign"] = data["difference"].map(
        lambda d: "B" if d > 1e-12 else ("A" if d < -1e-12 else "tie")
    )
    return (
        alt.Chart(_inline(data))
        .mark_bar()
        .encode(
            x=alt.X("order:O", title=x_title, axis=None),
            y=alt.Y("difference:Q", title=y_title, scale=_span(data["difference"])),
            color=alt.Color(
                "sign:N",
                legend=None,
                scale=alt.Scale(
                    domain=["B", "tie", "A"], range=[RELEVANT, NOT_RELEVANT, "#e03131"]
                ),
            ),
            tooltip=["query:N", alt.Tooltip("difference:Q", format=".4f")],
        )
        .properties(height=220)
    )


def scatter(pairs: pd.DataFrame, labels: dict[str, str]) -> alt.Chart:
    """One point per query, run A's value across and run B's up (columns
    ``query``, ``a``, ``b``), with the diagonal where the two are equal:
    points above it are queries B does better on."""
    data = pairs.assign(better=(pairs["b"] - pairs["a"]).map(
        lambda d: labels["b_better"] if d > 1e-12 else (labels["a_better"] if d < -1e-12 else labels["tie"])
    ))  # fmt: skip
    top = max(1.0, float(pairs[["a", "b"]].max().max()) if len(pairs) else 1.0)
    scale = alt.Scale(domain=[0, top], nice=False)
    points = (
        alt.Chart(_inline(data))
        .mark_circle(size=70, opacity=0.8)
        .encode(
            x=alt.X("a:Q", title=labels["x"], scale=scale),
            y=alt.Y("b:Q", title=labels["y"], scale=scale),
            color=alt.Color(
                "better:N",
                title=None,
                legend=alt.Legend(orient="top"),
                scale=alt.Scale(
                    domain=[labels["b_better"], labels["tie"], labels["a_better"]],
                    range=[RELEVANT, NOT_RELEVANT, "#e03131"],
                ),
            ),
            tooltip=["query:N", alt.Tooltip("a:Q", format=".4f"), alt.Tooltip("b:Q", format=".4f")],
        )  # fmt: skip
    )
    diagonal = (
        alt.Chart(_inline(pd.DataFrame({"a": [0.0, top], "b": [0.0, top]})))
        .mark_line(color="#868e96", strokeDash=[4, 4])
        .encode(x=alt.X("a:Q", scale=scale), y=alt.Y("b:Q", scale=scale))
    )
    # Square, so the diagonal is at 45°; 300 px with its axes fits a phone.
    return (diagonal + points).properties(width=300, height=300)


def pr_curve(steps: pd.DataFrame, levels: pd.DataFrame, labels: dict[str, str]) -> alt.Chart:
    """The precision–recall curve: the raw zig-zag rank by rank (a point per
    rank, hover for its item), the interpolated staircase over it, and the
    eleven interpolated points trec_eval averages (``levels``: ``recall``,
    ``precision``)."""
    raw = steps[["rank", "item", "recall", "precision", "interpolated"]]
    x = alt.X("recall:Q", title=labels["x"], scale=alt.Scale(domain=[0, 1.02], nice=False))
    y = alt.Y("precision:Q", title=labels["y"], scale=alt.Scale(domain=[0, 1.05], nice=False))
    tip = [
        alt.Tooltip("rank:Q", title=labels["rank"]), alt.Tooltip("item:N", title=labels["item"]),
        alt.Tooltip("recall:Q", format=".4f", title=labels["x"]),
        alt.Tooltip("precision:Q", format=".4f", title=labels["y"]),
        alt.Tooltip("interpolated:Q", format=".4f", title=labels["interpolated"]),
    ]  # fmt: skip
    zigzag = (
        alt.Chart(_inline(raw.assign(kind=labels["raw"])))
        .mark_line(point=True, color="#adb5bd", strokeDash=[4, 3])
        .encode(x=x, y=y, order="rank:Q", tooltip=tip)
    )
    # The staircase: at recall r, the best precision at any recall >= r.
    stairs = (
        alt.Chart(_inline(levels.assign(kind=labels["interpolated"])))
        .mark_line(interpolate="step-before", color="#1971c2", strokeWidth=3)
        .encode(x=x, y=y)
    )
    points = (
        alt.Chart(_inline(levels))
        .mark_point(filled=True, size=70, color="#1971c2")
        .encode(
            x=x,
            y=y,
            tooltip=[
                alt.Tooltip("recall:Q", title=labels["level"]),
                alt.Tooltip("precision:Q", format=".4f", title=labels["interpolated"]),
            ],
        )  # fmt: skip
    )
    return (zigzag + stairs + points).properties(height=320)


def reach_curves(long: pd.DataFrame, labels: dict[str, str]) -> alt.Chart:
    """The chance that the reader is still reading at each rank, one line per
    reader model (``long``: ``rank``, ``model``, ``reach``)."""
    return (
        alt.Chart(_inline(long))
        .mark_line(point=True)
        .encode(
            x=alt.X("rank:Q", title=labels["x"], axis=alt.Axis(tickMinStep=1), scale=_ranks(long)),
            y=alt.Y("reach:Q", title=labels["y"], scale=alt.Scale(domain=[0, 1.05], nice=False)),
            color=alt.Color(
                "model:N",
                title=None,
                legend=alt.Legend(orient="top", labelLimit=400),
                scale=alt.Scale(range=CURVES),
            ),  # fmt: skip
            tooltip=[
                alt.Tooltip("rank:Q", title=labels["x"]),
                alt.Tooltip("model:N", title=" "),
                alt.Tooltip("reach:Q", format=".4f", title=labels["y"]),
            ],  # fmt: skip
        )
        .properties(height=280)
    )


def by_sample_size(long: pd.DataFrame, labels: dict[str, str]) -> alt.Chart:
    """Each ranker's expected sampled Hit@k against the number of sampled
    negatives (log scale; the last point, every other item, is the full
    Hit@k). ``long``: ``negatives``, ``ranker``, ``hit``."""
    sizes = sorted(set(long["negatives"].tolist())) or [1]
    return (
        alt.Chart(_inline(long))
        .mark_line(point=True)
        .encode(
            x=alt.X(
                "negatives:Q",
                title=labels["x"],
                scale=alt.Scale(type="log", domain=[sizes[0], sizes[-1]], nice=False),
                axis=alt.Axis(values=sizes),
            ),  # fmt: skip
            y=alt.Y("hit:Q", title=labels["y"], scale=alt.Scale(domain=[0, 1.05], nice=False)),
            color=alt.Color(
                "ranker:N",
                title=None,
                legend=alt.Legend(orient="top"),
                scale=alt.Scale(range=CURVES),
            ),  # fmt: skip
            tooltip=[
                alt.Tooltip("negatives:Q", title=labels["x"]),
                alt.Tooltip("ranker:N", title=" "),
                alt.Tooltip("hit:Q", format=".4f", title=labels["y"]),
            ],  # fmt: skip
        )
        .properties(height=300)
    )


def spread(bins: pd.DataFrame, marks: pd.DataFrame, x_title: str, y_title: str) -> alt.Chart:
    """How many ways of computing a measure give each value (bars a hundredth
    wide, ``start`` and ``count``), with vertical lines at ``marks``
    (``value``, ``label``, ``kind``: "reference" dark, "number" red)."""
    bars = (
        alt.Chart(_inline(bins.assign(end=bins["start"] + 0.01)))
        .mark_bar(color="#9fb3c8")
        .encode(
            x=alt.X("start:Q", title=x_title, scale=alt.Scale(domain=[0, 1], nice=False)),
            x2="end:Q",
            y=alt.Y("count:Q", title=y_title, scale=_upto(bins["count"], 1)),
        )
    )
    lines = (
        alt.Chart(_inline(marks))
        .mark_rule(strokeWidth=2)
        .encode(
            x=alt.X("value:Q", scale=alt.Scale(domain=[0, 1], nice=False)),
            color=alt.Color(
                "kind:N", scale=alt.Scale(domain=["reference", "number"], range=["#222", "#d62728"]),
                legend=None,
            ),
            tooltip=[alt.Tooltip("label:N", title=x_title), alt.Tooltip("value:Q", format=".4f")],
        )
    )  # fmt: skip
    return (bars + lines).properties(height=180)


def guesses(numbers: list[float], truth: float, x_title: str, y_title: str) -> alt.Chart:
    """A room's guesses in bins 0.05 wide (counted in whole learners), the
    true value a dark line."""
    frame = pd.DataFrame({"guess": [min(max(float(n), 0.0), 1.0) for n in numbers]})
    bars = (
        alt.Chart(_inline(frame))
        .mark_bar(color="#9fb3c8")
        .encode(
            x=alt.X("guess:Q", bin=alt.Bin(step=0.05, extent=[0, 1]), title=x_title,
                    scale=alt.Scale(domain=[0, 1])),
            y=alt.Y("count():Q", title=y_title, axis=alt.Axis(format="d", tickMinStep=1)),
        )
    )  # fmt: skip
    line = (
        alt.Chart(alt.Data(values=[{"value": truth}]))
        .mark_rule(color="#222", strokeWidth=3)
        .encode(x=alt.X("value:Q", scale=alt.Scale(domain=[0, 1])))
    )
    return (bars + line).properties(height=160)

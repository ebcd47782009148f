"""Every chart builder makes a valid Vega-Lite spec.

The app hands specs to the browser without Altair's schema validation (see
``ui.render.chart``); these tests validate each builder once instead."""

import pandas as pd
import pytest

from metrics import average_precision_table, step_table
from metrics.lists.curves import pr_curve_table
from metrics.lists.sampled import by_sample_size
from ui import charts

STEPS = step_table(["A", "B", "C", "D", "E"], {"B": 1, "D": 2, "Z": 1})
LABELS = {"x": "rank", "y": "P@k", "item": "item", "relevant": "relevant",
          "not_relevant": "not relevant", "here": "here"}  # fmt: skip

BUILT = {
    "precision_by_rank": lambda: charts.precision_by_rank(
        average_precision_table(["A", "B", "C"], {"B": 1}), LABELS
    ),
    "variant_bars": lambda: charts.variant_bars(
        pd.DataFrame({"name": ["a", "b"], "value": [0.2, 0.5]}), "value"
    ),
    "curves_by_k": lambda: charts.curves_by_k(STEPS, {"precision": "P@k", "recall": "R@k"}, "k"),
    "reciprocal_curve": lambda: charts.reciprocal_curve(
        pd.DataFrame({"rank": [1, 2, 3], "rr": [1, 0.5, 1 / 3]}), 2, LABELS
    ),
    "grouped_bars": lambda: charts.grouped_bars(
        pd.DataFrame({"query": ["q1", "q1"], "measure": ["a", "b"], "value": [0.1, 0.2]}),
        "value",
        ["a", "b"],
    ),
    "line": lambda: charts.line(pd.DataFrame({"rank": [1, 2], "value": [1.0, 0.6]}), "x", "y"),
    "contributions": lambda: charts.contributions(STEPS, "rank", "gain"),
    "histogram": lambda: charts.histogram(pd.DataFrame({"AP": [0.1, 0.5, 0.9]}), "AP", "AP", "n"),
    "scatter": lambda: charts.scatter(
        pd.DataFrame({"query": ["1", "2"], "a": [0.1, 0.5], "b": [0.3, 0.2]}),
        {"x": "A", "y": "B", "b_better": "B", "a_better": "A", "tie": "tie"},
    ),
    "pr_curve": lambda: charts.pr_curve(
        pr_curve_table(["A", "B", "C"], {"B": 1, "Z": 1}),
        pd.DataFrame({"recall": [0.0, 0.5, 1.0], "precision": [0.5, 0.5, 0.0]}),
        {
            "x": "R",
            "y": "P",
            "raw": "raw",
            "rank": "k",
            "item": "item",
            "interpolated": "interpolated",
            "level": "level",
        },
    ),  # fmt: skip
    "reach_curves": lambda: charts.reach_curves(
        pd.DataFrame(
            {"rank": [1, 2, 1, 2], "model": ["a", "a", "b", "b"], "reach": [1.0, 0.9, 1.0, 0.5]}
        ),
        {"x": "rank", "y": "reach"},
    ),  # fmt: skip
    "by_sample_size": lambda: charts.by_sample_size(
        by_sample_size(1, (10, 100, 999)), {"x": "n", "y": "Hit@10"}
    ),
    "spread": lambda: charts.spread(
        pd.DataFrame({"start": [0.33, 0.5], "count": [3, 7]}),
        pd.DataFrame(
            [
                {"value": 0.3333, "label": "trec_eval", "kind": "reference"},
                {"value": 0.41, "label": "0.41", "kind": "number"},
            ]
        ),
        "value",
        "ways",
    ),  # fmt: skip
    "guesses": lambda: charts.guesses([0.33, 0.5, 0.5, 0.35], 0.3333, "guesses", "learners"),
    "differences": lambda: charts.differences(
        pd.DataFrame({"query": ["1", "2"], "difference": [0.1, -0.2]}), "query", "B − A"
    ),
}


@pytest.mark.parametrize("name", sorted(BUILT))
def test_chart_builder_makes_a_valid_vega_lite_spec(name):
    spec = BUILT[name]().to_dict(validate=True)  # raises on a schema error
    assert spec["$schema"].startswith("https://vega.github.io/schema/vega-lite/")


def _quantitative_scales(spec: dict) -> list[tuple[str, dict]]:
    layers = spec.get("layer", [spec])
    return [
        (f"{channel}:{enc['field']}", enc.get("scale", {}))
        for layer in layers
        for channel, enc in layer.get("encoding", {}).items()
        if channel in ("x", "y")
        and enc.get("type") == "quantitative"
        and "field" in enc
        and "bin" not in enc
        and enc.get("aggregate") is None
    ]


@pytest.mark.parametrize("name", sorted(BUILT))
def test_every_quantitative_axis_has_an_explicit_domain(name):
    # Vega warns "Infinite extent for field …" in the browser when it has to
    # compute a domain from a chart that briefly has no rows.
    for field, scale in _quantitative_scales(BUILT[name]().to_dict(validate=False)):
        assert "domain" in scale, f"{name}: {field}"


def test_the_discount_curve_leaves_room_around_its_first_point():
    spec = BUILT["line"]().to_dict(validate=False)
    assert spec["encoding"]["x"]["scale"]["domain"] == [0.5, 2.5]
    assert spec["encoding"]["y"]["scale"]["domain"][1] > 1

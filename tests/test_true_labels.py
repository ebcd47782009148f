"""Every "as in …" label names the tool's measure that prints the value shown."""

import html
import re

import pytest

from metrics.evaluator.api import evaluate
from metrics.measures import MEASURES
from metrics.measures.base import tool_at

from .test_app import AP_PAGE, metrics_shown, open_page


def _notes(at) -> list[str]:
    notes = []
    for element in at.html:
        notes += map(html.unescape, re.findall(r'<div class="note">([^<]*)</div>', element.value))
    return notes


def test_the_standard_ap_card_names_map_cut_k_when_k_is_below_the_list():
    # 8 items, K = 5: 0.2667 is trec_eval's map_cut_5; its map of the list is 0.35.
    ranking = "A,B,C,D,E,F,G,H"
    at = open_page(AP_PAGE, ranking=ranking, qrels="B:1,E:1,G:1,H:1,Y:1,Z:1", k="5")
    standard = metrics_shown(at)[1]
    notes = _notes(at)
    assert any("trec_eval map_cut_5" in n for n in notes), notes
    assert not any("trec_eval map /" in n or "trec_eval map " in n for n in notes), notes
    qrels = {"q": {d: 1 for d in "BEGHYZ"}}
    run = {"q": {d: 8.0 - i for i, d in enumerate(ranking.split(","))}}
    values = evaluate(qrels, run, ["map_cut.5", "map"])["q"]
    assert float(standard) == pytest.approx(values["map_cut.5"], abs=5e-5)
    assert values["map"] != pytest.approx(values["map_cut.5"])  # so the label matters


def test_the_standard_ap_card_names_map_when_k_covers_the_list():
    at = open_page(AP_PAGE, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    assert any("trec_eval map (= map_cut_5)" in n for n in _notes(at)), _notes(at)


@pytest.mark.parametrize("k, n", [(1, 5), (5, 8), (8, 8), (10, 3)])
def test_every_trec_eval_label_at_k_names_a_measure_trec_eval_prints(k, n):
    qrels = {"q": {"b": 1, "d": 2}}
    run = {"q": {f"{c}": float(n - i) for i, c in enumerate("abcdefghij"[:n])}}
    for measure in MEASURES.values():
        for entry in measure.computed_by:
            label = tool_at(entry, k, n)
            if not label.startswith("trec_eval ") or label == entry:
                continue
            words = label.removeprefix("trec_eval ").split(" ")
            printed = words[-1].strip("()") if "(= " in label else words[0]
            name, _, cut = printed.rpartition("_")
            asked = f"{name}.{cut}"
            got = evaluate(qrels, run, [asked])["q"][asked]
            if "(= " in label:  # the whole list's measure equals the cut one
                assert k >= n
                assert evaluate(qrels, run, [words[0]])["q"][words[0]] == pytest.approx(got)

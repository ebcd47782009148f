"""Every "as in …" label names the tool's measure that prints the value shown."""

import html
import re

import pytest

from metrics.evaluator.api import evaluate
from metrics.measures import ON_LISTS
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


def _trec_eval_value(label: str, qrels, run) -> float:
    """What trec_eval prints under ``label`` ("trec_eval map_cut_5",
    "trec_eval map (= map_cut_8)", "trec_eval -M 5 recip_rank")."""
    words = label.removeprefix("trec_eval ").split(" ")
    if words[0] == "-M":  # read only the top M documents of each query
        top = int(words[1])
        run = {q: dict(sorted(docs.items(), key=lambda d: -d[1])[:top]) for q, docs in run.items()}
        words = words[2:]
    name = words[0]
    if "_" in name and name.rpartition("_")[2].isdigit():
        stem, _, cut = name.rpartition("_")
        name = f"{stem}.{cut}"
    return evaluate(qrels, run, [name])["q"][name]


@pytest.mark.parametrize("k, n", [(1, 5), (5, 8), (8, 8), (10, 3), (2, 8)])
def test_every_trec_eval_and_ir_measures_label_at_k_prints_the_value_shown(k, n):
    import ir_measures

    ranking = list("abcdefghij"[:n])
    judgments = {"b": 1, "d": 2, "h": 1, "z": 1}
    qrels = {"q": dict(judgments)}
    run = {"q": {d: float(n - i) for i, d in enumerate(ranking)}}
    checked = 0
    for measure in ON_LISTS.values():
        shown = measure(ranking, judgments, k)
        for entry in measure.computed_by:
            label = tool_at(entry, k, n)
            if label.startswith("trec_eval ") and label != entry or entry.startswith("trec_eval"):
                if "(" in entry:  # a remark, as "(without a cutoff: trec_eval 10.0 dcg)"
                    continue
                assert _trec_eval_value(label, qrels, run) == pytest.approx(shown), (label, k, n)
                if "(= " in label:  # the whole list's measure equals the cut one
                    assert k >= n
                    whole = label.split(" ")[1]
                    assert evaluate(qrels, run, [whole])["q"][whole] == pytest.approx(shown)
                checked += 1
            elif label.startswith("ir-measures "):
                name = label.removeprefix("ir-measures ")
                got = ir_measures.calc_aggregate([ir_measures.parse_measure(name)], qrels, run)
                assert list(got.values())[0] == pytest.approx(shown), (label, k, n)
                checked += 1
    assert checked >= 12


def _edge_lab_labels(at, table: int = 0) -> dict[str, str]:
    """The Edge-case lab's table: metric → "who computes it" (soft breaks removed)."""
    frame = at.table[table].value
    return {name: str(text).replace("\u200b", "") for name, text in frame.iloc[:, -1].items()}


def test_the_edge_case_lab_names_the_trec_eval_measure_at_the_current_k():
    # 8 items, K = 5: the lab's Standard AP is map_cut_5 (0.2667), not map (0.35).
    at = open_page(
        "lessons/edge_cases.py", ranking="A,B,C,D,E,F,G,H", qrels="B:1,E:1,G:1,H:1,Y:1,Z:1", k="5"
    )
    labels = _edge_lab_labels(at)
    standard = next(text for name, text in labels.items() if name.startswith("Standard AP"))
    assert "trec_eval map_cut_5" in standard, standard
    assert "trec_eval map /" not in standard and "trec_eval map " not in standard, standard
    ndcg = [text for text in labels.values() if "trec_eval ndcg" in text]
    assert ndcg and all("ndcg_cut_5" in t and "ndcg /" not in t for t in ndcg), ndcg
    assert not any(re.search(r"trec_eval \w+_k\b", t) for t in labels.values()), labels


def test_the_edge_case_lab_names_map_when_k_covers_the_list():
    at = open_page("lessons/edge_cases.py", ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    standard = next(t for n, t in _edge_lab_labels(at).items() if n.startswith("Standard AP"))
    assert "trec_eval map (= map_cut_5)" in standard, standard


def _captions(at) -> list[str]:
    return [c.value for c in at.caption]


def test_the_edge_case_lab_says_what_trec_eval_minus_m_means_when_a_label_uses_it():
    at = open_page(
        "lessons/edge_cases.py", ranking="A,B,C,D,E,F,G,H", qrels="B:1,E:1,G:1,H:1,Y:1,Z:1", k="5"
    )
    assert any("trec_eval -M 5" in t for t in _edge_lab_labels(at).values())
    notes = [c for c in _captions(at) if "-M 5" in c]
    assert len(notes) == 1, _captions(at)
    assert "reads only the top 5 items of each list" in notes[0]
    assert "Reciprocal rank" in notes[0], notes[0]


def test_the_edge_case_lab_has_no_minus_m_note_when_k_covers_the_list():
    at = open_page("lessons/edge_cases.py", ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    assert not any(" -M " in t for t in _edge_lab_labels(at).values())
    assert not any("-M" in c for c in _captions(at)), _captions(at)

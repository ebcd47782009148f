"""AppTest for the remaining lessons, the edge-case lab and the conventions page."""

import pytest

from course.examples import BY_ID
from metrics.lists.conventions import TOOLS, score_like
from metrics.measures import ON_LISTS as MEASURES

from .test_app import keys, metrics_shown, open_page

RR, MAP, NDCG, EDGE, CONV = (
    "lessons/reciprocal_rank.py", "lessons/map.py", "lessons/ndcg.py",
    "lessons/edge_cases.py", "lessons/conventions.py",
)  # fmt: skip


@pytest.mark.parametrize("page", [RR, MAP, NDCG, EDGE, CONV])
def test_page_renders_without_exception(page):
    at = open_page(page)
    assert at.title


def test_reciprocal_rank_by_url():
    at = open_page(RR, ranking="A,B,C,D", qrels="C:1,D:1")
    assert metrics_shown(at) == ["0.3333"]
    assert any("first relevant item, C, is at rank 3" in m.value for m in at.markdown)


def test_mrr_is_shown_for_the_query_set():
    at = open_page(RR)
    assert any(m.value.startswith("MRR = (0.5 + 0.25) / 2 = **0.375**") for m in at.markdown)


def test_map_default_set_is_example_1_with_map_0_275():
    at = open_page(MAP, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    # the headline MAP (÷ m), then mean of P@i, ÷ m, ÷ min(m, K), ÷ hits
    assert metrics_shown(at) == ["0.275", "0.2383", "0.275", "0.275", "0.4125"]


@pytest.mark.parametrize("set_id, expected", [("ex3", "0.5653"), ("ex4", "0.5325")])
def test_map_ready_made_sets(set_id, expected):
    at = open_page(MAP)
    at.button(key=f"map_set_{set_id}").click().run()
    assert metrics_shown(at)[0] == expected


def test_map_url_reproduces_the_whole_query_set():
    at = open_page(MAP, q=["a,b,c,d,e;a:1,c:1,d:1", "a,b,c,d,e;d:1,e:1"], k="5", active="1")
    assert metrics_shown(at)[0] == "0.5653"
    assert at.sidebar.text_area(key="in_ranking").value == "a, b, c, d, e"
    assert at.sidebar.text_input(key="in_qrels").value == "d:1, e:1"


def test_map_sidebar_edits_the_active_query():
    at = open_page(MAP)
    at.sidebar.text_input(key="in_qrels").set_value("A:1").run()
    # q1 now has A relevant at rank 1 (AP 1); q2 keeps 0.216667
    assert metrics_shown(at)[0] == "0.6083"


def test_map_rule_for_queries_without_relevant_items():
    at = open_page(MAP)
    at.button(key="map_add").click().run()
    at.sidebar.text_input(key="in_qrels").set_value("").run()
    assert metrics_shown(at)[0] == "0.1833"  # (0.3333 + 0.2167 + 0) / 3
    at.radio(key="map_rule_pick").set_value("skip").run()
    assert metrics_shown(at)[0] == "0.275"


def test_map_add_and_remove_queries():
    at = open_page(MAP)
    at.button(key="map_add").click().run()
    assert any("query 3** of 3" in i.value for i in at.info)
    at.button(key="map_remove").click().run()
    assert any("of 2" in i.value for i in at.info)


def test_map_clicking_a_row_edits_that_query():
    at = open_page(MAP)
    (table_key,) = keys(at, "map_table_")
    at.session_state[table_key] = {"selection": {"rows": [1], "columns": [], "cells": []}}
    at.run()
    assert not at.exception
    assert at.sidebar.text_area(key="in_ranking").value == "A, C, E, B, D"


def test_ndcg_worked_example_8_with_unretrieved_grade_3():
    at = open_page(NDCG, ranking="d1,d2,d3,d4,d5,d6", qrels="d1:3,d2:2,d3:3,d5:1,d6:2,d7:3", k="6")
    assert metrics_shown(at) == ["6.8611", "8.3841", "0.8184"]
    assert any("IDCG from the list = 7.141 → nDCG = **0.9608**" in m.value for m in at.markdown)
    at.radio(key="ndcg_gain_pick").set_value("exponential").run()
    assert metrics_shown(at)[1:] == ["17.7253", "0.7813"]
    assert any("IDCG from the list = 14.5954 → nDCG = **0.9488**" in m.value for m in at.markdown)


@pytest.mark.parametrize(
    "case_id", ["edge_none", "edge_short", "ex5", "edge_all", "ex1a", "edge_one", "ex8", "ex8b"]
)
def test_every_edge_case_loads_and_shows_the_library_values(case_id):
    at = open_page(EDGE)
    at.button(key=f"edge_load_{case_id}").click().run()
    assert not at.exception
    example = BY_ID[case_id].scenario
    table = at.table[0].value.reset_index()  # a static table: long names wrap
    for measure in MEASURES.values():
        row = table[table["metric"] == measure.lesson_name]
        expected = measure(example.ranking, example.judgments, example.k)
        assert float(row["value"].iloc[0]) == pytest.approx(expected, abs=5e-5), measure.name


def test_edge_lab_shows_tie_breaking_and_duplicates():
    at = open_page(EDGE)
    text = " ".join(m.value for m in at.markdown)
    assert "recip_rank = 0.5" in text and "recip_rank = 1" in text
    assert any("appears twice" in e.value for e in at.error)


def test_conventions_page_scores_the_scenario_like_each_tool():
    at = open_page(CONV, ranking="A,B,C,D,E", qrels="B:1,D:1,Z:1", k="5")
    table = at.dataframe[0].value
    for tool in TOOLS:
        row = table[table["tool"] == tool.name].iloc[0]
        expected = score_like(tool, list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5)["AP"]
        assert row["AP@K"] == (
            "—" if expected is None else f"{expected:.4f}".rstrip("0").rstrip(".")
        )


BATCH = "lessons/batch.py"


def cards(at) -> list[tuple[str, str, str]]:
    """The batch page's means: (label, value, note) of each card drawn by
    ui.render.values_html, in page order."""
    import html
    import re

    found = []
    for element in at.html:
        found += re.findall(
            r'<div class="label">([^<]*)</div><div class="value">([^<]*)</div>'
            r'<div class="note">([^<]*)</div>',
            element.value,
        )
    return [tuple(map(html.unescape, card)) for card in found]


def test_batch_page_asks_for_files_first():
    at = open_page(BATCH)
    assert any("Upload a judgments file" in i.value for i in at.info)


def test_batch_samples_give_the_command_line_numbers():
    from pathlib import Path

    from metrics.evaluator.router import evaluate_frames as evaluate
    from metrics.evaluator.uploads import read_judgments_file, read_run_file

    samples = Path(__file__).resolve().parent.parent / "samples"
    _, summary = evaluate(
        read_judgments_file(samples / "qrels.txt"),
        read_run_file(samples / "run_bm25.txt"),
        ["map", "ndcg_cut_10"],
    )
    at = open_page(BATCH)
    at.button(key="batch_samples_button").click().run()
    assert not at.exception
    # each card: the plain name, the mean, then trec_eval's name under it
    shown = {note.rpartition(": ")[2]: value for _, value, note in cards(at)}
    assert ("Standard AP, whole list", "0.6351", "trec_eval's name: map") in cards(at)
    assert shown["map"] == f"{summary['map']:.4f}".rstrip("0")
    assert shown["ndcg_cut_10"] == f"{summary['ndcg_cut_10']:.4f}".rstrip("0")
    # this tool's own conventions are not called trec_eval's
    assert "name in python -m metrics: ap_trunc_10 (not a trec_eval measure)" in [
        note for *_, note in cards(at)
    ]
    import re

    labels = {
        label for h in at.html for label in re.findall(r'<div class="label">([^<]*)<', h.value)
    }
    assert {"mean of A", "B better", "tie", "A better"} <= labels
    assert any("What p means." in m.value for m in at.markdown)


def test_batch_worst_queries_link_into_the_lessons_with_a_loadable_scenario():
    import re
    from urllib.parse import parse_qs, urlparse

    from course import link as address

    at = open_page(BATCH)
    at.button(key="batch_samples_button").click().run()
    (worst,) = [m.value for m in at.markdown if "| open in the lessons |" in m.value]
    rows = worst.splitlines()[2:]
    links = re.findall(r"\[open\]\(([^)]+)\)", worst)
    assert len(rows) == 5 and len(links) == 4
    # The sample's query without relevant documents is among the worst: no
    # link into a lesson of zeros, a note that says why instead.
    empty = [r for r in rows if "no relevant document judged" in r]
    assert len(empty) == 1 and "[open]" not in empty[0]
    for link in links:
        url = urlparse(link)
        assert url.path == "/average_precision"
        read = address.read(parse_qs(url.query, keep_blank_values=True), "average_precision")
        assert read.scenario.ranking and not read.problems  # the lesson can load it


def test_batch_compares_every_measure_with_holm_adjusted_p_values():
    from course.comparison import holm

    at = open_page(BATCH)
    at.button(key="batch_samples_button").click().run()
    every = at.table[-1].value
    assert "p, Holm-adjusted" in every.columns and len(every) == 7
    raw = [1e-5 if p == "< 0.0001" else float(p) for p in every["p (sign flip)"]]
    shown = [1e-5 if p == "< 0.0001" else float(p) for p in every["p, Holm-adjusted"]]
    assert shown == pytest.approx(holm(raw), abs=5e-5)


def test_batch_means_keep_the_measure_pickers_order():
    """One card per picked measure, in the picker's order, however many rows
    they wrap onto (once, a set of six columns put the seventh on a phone
    under the first)."""
    from metrics.evaluator.vectorised import split_column

    at = open_page(BATCH)
    at.button(key="batch_samples_button").click().run()
    picked = at.multiselect[0].value
    assert len(picked) > 6
    names = [note.rpartition(": ")[2].split()[0] for *_, note in cards(at)]
    assert [split_column(c)[0] for c in names] == list(picked)


def test_a_graded_scenario_is_summed_up_with_each_grade():
    """IDCG counts the grade of an item that was never retrieved: the summary
    (and the handout, which repeats it) must show that grade, or the reader
    cannot redo IDCG."""
    at = open_page("lessons/ndcg.py", ranking="A,B,C", qrels="A:2,C:3,Z:1", k="3")
    summary = next(m.value for m in at.markdown if m.value.startswith("**Ranking:**"))
    assert "A: grade 2, C: grade 3, Z: grade 1 (Z not retrieved)" in summary, summary
    assert metrics_shown(at) == ["3.5", "4.7619", "0.735"]
    at = open_page("lessons/ndcg.py", ranking="A,B,C", qrels="A:1,Z:1", k="3")
    summary = next(m.value for m in at.markdown if m.value.startswith("**Ranking:**"))
    assert "**Relevant:** A, Z (Z not retrieved)" in summary, summary


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_column_of_the_map_table_explains_itself_on_hover(lang):
    import json

    at = open_page("lessons/map.py", lang=lang)
    columns = json.loads(at.dataframe[0].proto.columns)
    shown = {name: c.get("help", "") for name, c in columns.items() if name != "_index"}
    assert len(shown) == 12 and all(shown.values()), shown  # with "items" (issue 25)


def test_batch_says_where_other_tools_would_print_other_numbers_once_opened():
    """Closed, the check costs nothing; opened, each situation of the sample
    files where tools part ways is a row with trec_eval's mean and the other
    tools' mean, as metrics.evaluator.disagreements computes them."""
    from pathlib import Path

    from metrics.evaluator.disagreements import disagreements
    from metrics.evaluator.uploads import read_judgments_file, read_run_file

    samples = Path(__file__).resolve().parent.parent / "samples"
    expected = disagreements(
        read_judgments_file(samples / "qrels.txt"), read_run_file(samples / "run_bm25.txt"), 10
    )
    at = open_page(BATCH)
    at.button(key="batch_samples_button").click().run()

    def cards():
        return [m.value for m in at.markdown if "Computed the other way by:" in m.value]

    assert not cards()
    at.session_state["batch_disagree"] = True
    at.run()
    assert not at.exception
    shown = cards()
    titles = ["Equal scores in one query", "Relevant documents the run never returned",
              "Queries with nothing relevant judged", "Grades above 1"]  # fmt: skip
    assert [c.split("**")[1] for c in shown] == titles
    for card, f in zip(shown, expected):
        assert f"{f.queries} quer" in card
        assert f"**{f.ours:.4f}".rstrip("0") in card and f"**{f.theirs:.4f}".rstrip("0") in card
    assert (
        "Standard AP, whole list · map: **0.6351** as trec_eval computes it, **0.7455**" in shown[1]
    )
    # The sample files' ties fall between documents of the same grade: the
    # card says the mean is the same both ways, not "0.6351 … 0.6351".
    assert "**0.6351** either way on these files" in shown[0]
    assert "the other way" not in shown[0].split("\n")[1]
    assert any("AP by every relevant document" in m.value for m in at.markdown)

"""trec_eval's own quick test (``make quicktest``), with ``python -m metrics``
in place of ``trec_eval``: every case on qrels and TREC run files must print
trec_eval 10.0's expected output byte for byte."""

import gzip
import random
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings

from metrics import judged as trec_judged
from metrics import measures as tm
from metrics.evaluator import requests as engine
from metrics.evaluator.cli import main
from metrics.evaluator.vectorised import vectorised_columns

from .strategies import queries

DATA = Path(__file__).resolve().parent / "data" / "trec_eval"

PARAMS = (
    "-q -miprec_at_recall..10,.20,.25,.75,.50 -m P.5,7,3 -m recall.20,2000 "
    "-m Rprec_mult.5.0,0.2,0.35 -mutility.2,-1,0,0 -m 11pt_avg..25,.5,.75 "
    "-mndcg.1=3,2=9,4=4.5 -mndcg_cut.10,20,23.4 -msuccess.2,5,20"
)

#: (arguments, expected output file), as in trec_eval's Makefile.
QUICKTEST = [
    ("qrels.test results.test", "out.test"),
    ("qrels.test.with-comments results.test", "out.test"),
    ("qrels.comment.test results.comment.test", "out.comment.test"),
    ("-m all_trec qrels.test results.test", "out.test.a"),
    ("-m all_trec -q qrels.test results.test", "out.test.aq"),
    ("-m all_trec -q -c qrels.test results.trunc", "out.test.aqc"),
    ("-m all_trec -q -c -M100 qrels.test results.trunc", "out.test.aqcM"),
    ("-m all_trec -mrelstring.20 -q -l2 qrels.rel_level results.test", "out.test.aql"),
    (f"{PARAMS} qrels.test results.test", "out.test.meas_params"),
    ("-q -m all_trec -Z zscores_file qrels.test results.test", "out.test.aqZ"),
    ("-m qrels_jg -q -R qrels_jg qrels.123 results.test", "out.test.qrels_jg"),
    ("-m qrels_jg -q -R qrels_jg qrels.comments.123 results.test", "out.test.qrels_jg"),
    ("-m all_prefs -q -R prefs prefs.test prefs.results.test", "out.test.prefs"),
    ("-m all_prefs -q -R prefs prefs.comment.test prefs.results.test", "out.test.prefs"),
    ("-m all_prefs -q -R qrels_prefs qrels.test results.test", "out.test.qrels_prefs"),
]


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """The test files in one folder, the two large ones decompressed."""
    folder = tmp_path_factory.mktemp("trec_eval")
    for path in DATA.iterdir():
        if path.suffix == ".gz":
            with gzip.open(path, "rb") as src, open(folder / path.stem, "wb") as dst:
                shutil.copyfileobj(src, dst)
        else:
            shutil.copy(path, folder / path.name)
    return folder


@pytest.mark.parametrize("args, expected", QUICKTEST, ids=[e for _, e in QUICKTEST])
def test_quicktest_case_prints_trec_eval_output_byte_for_byte(files, capsys, args, expected):
    argv = [a if not (files / a).exists() else str(files / a) for a in args.split()]
    assert main(argv) == 0
    got = capsys.readouterr().out
    want = (DATA / expected).read_text()
    assert got.splitlines() == want.splitlines()  # readable diff on failure
    assert got == want


def test_all_trec_covers_every_measure_trec_eval_lists():
    names = {r.measure.name for r in engine.parse_requests(["all_trec"])}
    assert names == set(tm.NICKNAMES["all_trec"])
    assert {"infAP", "rbp", "Rndcg", "set_F", "unj", "11pt_avg", "binG", "G"} <= names


def _random_files(folder: Path, seed: int) -> tuple[str, str]:
    rnd = random.Random(seed)
    qrels, run = [], []
    for q in range(12):
        docs = [f"d{rnd.randrange(40)}" for _ in range(rnd.randrange(0, 25))]
        for d in sorted(set(docs)):
            qrels.append(f"q{q} 0 {d} {rnd.choice([-1, 0, 0, 1, 1, 2, 3])}")
        if q % 5 == 4:
            continue  # a query only in the qrels
        ranked = rnd.sample([f"d{i}" for i in range(40)], rnd.randrange(1, 30))
        for i, d in enumerate(ranked):
            score = rnd.choice([1.0, 0.5, 0.25, rnd.random()])  # many ties
            run.append(f"q{q} Q0 {d} {i} {score} tag{seed}")
    qrels.append("q99 0 dx 1")
    (folder / "qrels").write_text("\n".join(qrels) + "\n")
    (folder / "run").write_text("\n".join(run) + "\n")
    return str(folder / "qrels"), str(folder / "run")


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize(
    "flags",
    [[], ["-c"], ["-q"], ["-q", "-c"], ["-q", "-l2"], ["-q", "-c", "-l3"], ["-q", "-M5"],
     ["-q", "-c", "-M3", "-l2"]],
)  # fmt: skip
def test_vectorised_and_per_query_engines_print_the_same(
    tmp_path, capsys, monkeypatch, seed, flags
):
    qrels, run = _random_files(tmp_path, seed)
    measures = ["runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map",
                "Rprec", "bpref", "recip_rank", "iprec_at_recall", "P", "gm_bpref",
                "Rprec_mult", "utility", "11pt_avg", "binG", "relative_P", "set_P",
                "set_relative_P", "set_recall", "set_map", "set_F", "num_nonrel_judged_ret", "unj",
                "recall", "ndcg", "ndcg_cut", "map_cut", "success", "P_minlen", "F1",
                "ap_trunc", "ap_hits", "ap_meanP", "ndcg_exp_cut", "ndcg_listidcg_cut",
                "G", "rbp", "rbp_resid", "ndcg_rel", "Rndcg", "infAP", "relstring", "dcg",
                "ideal_dcg", "dcg_cut", "ERR", "Judged"]  # fmt: skip
    args = [*flags, *(f"-m{m}" for m in measures), qrels, run]
    requests = engine.parse_requests(measures)
    assert vectorised_columns(requests, trec_judged.Options()) is not None
    assert main(args) == 0
    fast = capsys.readouterr().out
    # The same command with the vectorised engine switched off
    import metrics.evaluator.router
    import metrics.evaluator.vectorised

    for module in (metrics.evaluator.vectorised, metrics.evaluator.router):
        monkeypatch.setattr(module, "vectorised_columns", lambda *a, **k: None)
    assert main(args) == 0
    slow = capsys.readouterr().out
    assert fast.splitlines() == slow.splitlines()


def test_relevance_level_judged_only_and_max_docs_change_the_numbers(tmp_path, capsys):
    (tmp_path / "q").write_text("q 0 a 2\nq 0 b 1\nq 0 c 0\n")
    (tmp_path / "r").write_text("q Q0 x 1 4 t\nq Q0 b 2 3 t\nq Q0 a 3 2 t\n")
    files = [str(tmp_path / "q"), str(tmp_path / "r")]

    def value(*flags):
        assert main([*flags, "-m", "map", "-m", "num_ret", *files]) == 0
        return capsys.readouterr().out.split()[2::3]

    assert value() == ["3", "0.5833"]  # (1/2 + 2/3) / 2
    assert value("-l2") == ["3", "0.3333"]  # only a is relevant, at rank 3
    assert value("-J") == ["2", "1.0000"]  # x is not judged: dropped
    assert value("-M2") == ["2", "0.2500"]  # b at rank 2 only: (1/2) / 2


def test_no_summary_flag_prints_only_query_lines(tmp_path, capsys):
    (tmp_path / "q").write_text("q 0 a 1\n")
    (tmp_path / "r").write_text("q Q0 a 1 4 t\n")
    assert (
        main(["-n", "-q", "-m", "map", "-m", "bpref", str(tmp_path / "q"), str(tmp_path / "r")])
        == 0
    )
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[1] for line in lines] == ["q", "q"]


@pytest.mark.parametrize(
    "spec, message",
    [
        ("P.0", "cutoffs must be at least 1"),
        ("P.5,5", "the same cutoff twice"),
        ("ndcg.1", "name=value pairs"),
        ("map.3", "takes no parameters"),
        ("P.", "no parameters after it"),
    ],
)
def test_bad_measure_parameters_are_clear_errors(tmp_path, capsys, spec, message):
    (tmp_path / "q").write_text("q 0 a 1\n")
    (tmp_path / "r").write_text("q Q0 a 1 4 t\n")
    assert main(["-m", spec, str(tmp_path / "q"), str(tmp_path / "r")]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_every_measure_is_documented_with_formula_degenerate_rule_and_who_computes_it():
    for m in tm.MEASURES.values():
        assert m.short and m.formula and m.degenerate and m.computed_by, m.name
        by_trec_eval = any(tool.startswith("trec_eval") for tool in m.computed_by)
        assert by_trec_eval == m.in_trec_eval, m.name


def test_every_per_query_reading_says_which_trec_eval_source_it_follows():
    """Each reading's docstring names trec_eval's file (``m_map.c``) or, for a
    measure trec_eval lacks, the tool whose rule it is."""
    for m in tm.MEASURES.values():
        if m.reading is None:  # runid and num_q: the engines form them
            continue
        doc = m.reading.__doc__ or ""
        if m.in_trec_eval:
            assert "trec_eval's ``m_" in doc, m.name
        else:
            assert doc.strip(), m.name


def test_every_measure_a_lesson_computes_has_its_question_formula_and_title():
    """A measure computed on a list of items is shown in a lesson: it needs
    the one question it answers, its formula in LaTeX and its plain title."""
    for m in tm.ON_LISTS.values():
        assert m.question and m.tex and m.title and m.lesson_name and m.label, m.name
        assert m.kernel is not None and m.reading is not None, m.name


def test_describe_prints_a_measures_documentation(capsys):
    assert main(["--describe", "bpref", "--describe", "ap_trunc.10"]) == 0
    out = capsys.readouterr().out
    assert "bpref: how often" in out and "min(N above d, R)" in out
    assert "ap_trunc: truncated AP@k" in out and "Kaggle" in out
    assert main(["--describe", "nope"]) == 2
    assert "unknown measure 'nope'" in capsys.readouterr().err


def test_missing_files_without_describe_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main([])
    assert exit_info.value.code == 2
    assert "qrels and run files are required" in capsys.readouterr().err


@pytest.mark.parametrize("block_rows", [1, 2, 3, 1_000_000])
def test_duplicate_document_is_found_whatever_the_block_size(
    tmp_path, capsys, monkeypatch, block_rows
):
    from metrics.evaluator import blocks

    monkeypatch.setattr(blocks, "BLOCK_ROWS", block_rows)
    (tmp_path / "q").write_text("a 0 x 1\nb 0 x 1\nc 0 x 1\n")
    run = "a Q0 x 1 3 t\na Q0 y 2 2 t\nb Q0 x 1 3 t\nc Q0 z 1 1 t\nb Q0 y 1 2 t\nc Q0 z 2 0 t\n"
    (tmp_path / "r").write_text(run + "zz Q0 w 1 1 t\nzz Q0 w 2 1 t\n")
    assert main(["-m", "map", str(tmp_path / "q"), str(tmp_path / "r")]) == 2
    assert "r line 6: document 'z' is listed twice for query 'c'" in capsys.readouterr().err


def test_duplicates_in_a_query_without_judgments_are_ignored_as_trec_eval_does(tmp_path, capsys):
    (tmp_path / "q").write_text("a 0 x 1\n")
    (tmp_path / "r").write_text("a Q0 x 1 3 t\nzz Q0 w 1 1 t\nzz Q0 w 2 1 t\n")
    assert main(["-m", "map", str(tmp_path / "q"), str(tmp_path / "r")]) == 0
    assert capsys.readouterr().out == "map                   \tall\t1.0000\n"


@pytest.mark.parametrize("measure", ["map", "rbp.p=0.8"])  # one per engine
def test_both_engines_refuse_a_duplicate_only_in_evaluated_queries(tmp_path, capsys, measure):
    (tmp_path / "q").write_text("a 0 x 1\n")
    (tmp_path / "r").write_text("a Q0 x 1 3 t\nzz Q0 w 1 1 t\nzz Q0 w 2 1 t\n")
    assert main(["-m", measure, str(tmp_path / "q"), str(tmp_path / "r")]) == 0
    (tmp_path / "r").write_text("a Q0 x 1 3 t\na Q0 x 2 1 t\n")
    assert main(["-m", measure, str(tmp_path / "q"), str(tmp_path / "r")]) == 2
    assert "r line 2: document 'x' is listed twice for query 'a'" in capsys.readouterr().err


@pytest.mark.parametrize("measure", ["map", "rbp.p=0.8"])  # one per engine
def test_both_engines_refuse_a_judged_twice_document_only_in_evaluated_queries(
    tmp_path, capsys, measure
):
    """trec_eval checks the qrels query by query as it evaluates them: a
    document judged twice for a query not evaluated is no error, with -c it is."""
    (tmp_path / "q").write_text("a 0 x 1\nzz 0 w 1\nzz 0 w 0\n")
    (tmp_path / "r").write_text("a Q0 x 1 3 t\n")
    assert main(["-m", measure, str(tmp_path / "q"), str(tmp_path / "r")]) == 0
    capsys.readouterr()
    assert main(["-c", "-m", measure, str(tmp_path / "q"), str(tmp_path / "r")]) == 2
    assert "q line 3: document 'w' is listed twice for query 'zz'" in capsys.readouterr().err


@pytest.mark.parametrize("block_rows", [1, 2, 250_000])
def test_the_first_repeated_line_is_named_whatever_the_block_size(
    tmp_path, capsys, monkeypatch, block_rows
):
    """Blocks of queries are matched one at a time; the error still names the
    first line (in the file) that repeats a pair, in the qrels before the run."""
    from metrics.evaluator import blocks

    monkeypatch.setattr(blocks, "BLOCK_ROWS", block_rows)
    (tmp_path / "q").write_text("a 0 x 1\nb 0 y 1\nb 0 z 0\nc 0 x 1\n")
    run = "c Q0 x 1 1 t\nb Q0 y 1 1 t\nb Q0 z 1 5 t\nb Q0 y 1 9 t\na Q0 x 1 1 t\nb Q0 z 1 0 t\n"
    (tmp_path / "r").write_text(run)
    assert main(["-m", "map", str(tmp_path / "q"), str(tmp_path / "r")]) == 2
    assert "r line 4: document 'y' is listed twice for query 'b'" in capsys.readouterr().err
    (tmp_path / "q").write_text("a 0 x 1\nb 0 y 1\nc 0 x 1\nc 0 x 0\nb 0 y 2\n")
    assert main(["-m", "map", str(tmp_path / "q"), str(tmp_path / "r")]) == 2
    assert "q line 4: document 'x' is listed twice for query 'c'" in capsys.readouterr().err


@settings(max_examples=150, deadline=None)
@given(queries())
def test_each_lesson_convention_is_the_command_line_measure_it_names(q):
    """A measure's function on a list of items (the lessons') and its reading
    of trec_eval (the command line's) give the same value."""
    ranking, judgments, k = q
    k = k or max(len(ranking), 1)
    ranked = [(item, float(len(ranking) - i)) for i, item in enumerate(ranking)]
    judged = trec_judged.judge(judgments, ranked)
    for m in tm.ON_LISTS.values():
        (request,) = engine.parse_requests([m.printed_name.format(k=k)])
        got = request.measure.reading(judged, trec_judged.Options(), request.params)
        got = got[0] if isinstance(got, list) else got
        # A name without a cutoff (recip_rank) is over the whole list.
        cut = k if "{k}" in m.printed_name else max(len(ranking), 1)
        assert got == pytest.approx(m(ranking, judgments, cut), abs=1e-12), m.name

"""The command line: trec_eval's format, errors naming file and line."""

import subprocess
import sys
from pathlib import Path

import pytest

from metrics.evaluator.cli import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def files(tmp_path):
    def write(qrels, run):
        q, r = tmp_path / "qrels.txt", tmp_path / "run.txt"
        q.write_text(qrels, encoding="utf-8")
        r.write_text(run, encoding="utf-8")
        return str(q), str(r)

    return write


GOOD_QRELS = "q1 0 B 1\nq1 0 D 1\nq1 0 Z 1\nq2 0 a 1\n"
GOOD_RUN = "".join(f"q1 Q0 {d} {i} {10 - i} sys\n" for i, d in enumerate("ABCDE", 1)) + (
    "q2 Q0 a 1 1 sys\n"
)


def test_prints_trec_eval_lines(files, capsys):
    assert main(["-q", "-m", "map", "-m", "P.5", *files(GOOD_QRELS, GOOD_RUN)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "map                   \tq1\t0.3333",
        "P_5                   \tq1\t0.4000",
        "map                   \tq2\t1.0000",
        "P_5                   \tq2\t0.2000",
        "map                   \tall\t0.6667",
        "P_5                   \tall\t0.3000",
    ]


def test_default_measures_are_trec_eval_official_set(files, capsys):
    main([*files(GOOD_QRELS, GOOD_RUN)])
    names = [line.split("\t")[0].strip() for line in capsys.readouterr().out.splitlines()]
    assert names[:10] == ["runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map",
                          "gm_map", "Rprec", "bpref", "recip_rank"]  # fmt: skip
    recall_levels = [f"iprec_at_recall_{x / 10:.2f}" for x in range(11)]
    assert names[10:21] == recall_levels
    assert names[21:] == [f"P_{k}" for k in (5, 10, 15, 20, 30, 100, 200, 500, 1000)]


def test_our_conventions_have_names_in_help(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    text = capsys.readouterr().out
    for name in ("ap_trunc.K", "ap_hits.K", "ap_meanP.K", "ndcg_exp_cut.K", "P_minlen.K"):
        assert name in text
    for name in ("infAP", "iprec_at_recall.F", "rbp_resid", "set_F", "all_trec"):
        assert name in text  # trec_eval's own measures and nicknames too


def test_help_lists_each_difference_from_trec_eval_10_with_its_reason(capsys):
    """The README's table of where trec_eval 10.0 goes wrong, in short, where
    a pipeline's author first looks: ``--help``."""
    with pytest.raises(SystemExit):
        main(["--help"])
    text = capsys.readouterr().out
    differences = text[text.index("Where this differs from trec_eval 10.0") :]
    for what in ("NaN", "NA", "-M below 0", "m_rbp.c", "spaces, then #", "-c",
                 "byte-order mark", "--float32-scores", "segmentation fault"):  # fmt: skip
        assert what in differences, what


@pytest.mark.parametrize(
    "qrels, run, message",
    [
        ("q1 0 B\n", GOOD_RUN, "qrels.txt line 1: expected 4 fields (qid iter docno grade), found 3"),
        ("q1 0 B 1\nq1 0 B 2 x\n", GOOD_RUN, "qrels.txt line 2: expected 4 fields"),
        ("q1 0 B one\n", GOOD_RUN, "qrels.txt line 1: grade 'one' is not a whole number"),
        ("q1 0 B 1\n", "q1 Q0 B 1 high sys\n", "run.txt line 1: score 'high' is not a number"),
        ("q1 0 B 1\n", "q1 Q0 B 1 1 sys\n\nq1 Q0 B 2 0.5 sys\n", "run.txt line 3: document 'B' is listed twice for query 'q1'"),
        ("q1 0 B 1\nq1 0 B 0\n", GOOD_RUN, "qrels.txt line 2: document 'B' is listed twice"),
        ("", GOOD_RUN, "qrels.txt: the file is empty"),
        ("q9 0 B 1\n", GOOD_RUN, "no query has both judgments"),
    ],
)  # fmt: skip
def test_malformed_input_names_file_and_line(files, capsys, qrels, run, message):
    assert main(files(qrels, run)) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_unknown_measure_is_a_clear_error(files, capsys):
    assert main(["-m", "foo", *files(GOOD_QRELS, GOOD_RUN)]) == 2
    assert "unknown measure 'foo'" in capsys.readouterr().err


def test_binary_file_is_refused(tmp_path, capsys):
    q = tmp_path / "q.bin"
    q.write_bytes(b"\x00\x01\x02garbage")
    r = tmp_path / "r.txt"
    r.write_text(GOOD_RUN)
    assert main([str(q), str(r)]) == 2
    assert "binary file" in capsys.readouterr().err


def test_missing_file_is_a_clear_error(tmp_path, capsys):
    assert main([str(tmp_path / "nope"), str(tmp_path / "nope2")]) == 2
    assert "cannot read the file" in capsys.readouterr().err


def test_queries_only_in_qrels_count_with_c(files, capsys):
    main(["-c", "-m", "map", *files(GOOD_QRELS + "q3 0 x 1\n", GOOD_RUN)])
    assert capsys.readouterr().out.strip() == "map                   \tall\t0.4444"


def test_runs_as_a_module():
    result = subprocess.run(
        [sys.executable, "-m", "metrics", "--help"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0
    assert "trec_eval" in result.stdout


def test_a_well_formed_run_is_evaluated_without_loading_pandas(files):
    """pandas is 40 MB of a 10,000-query evaluation's memory: the common case
    (single spaces, a measure the vectorised engine has) reads and evaluates
    through Arrow and numpy alone."""
    paths = list(files(GOOD_QRELS, GOOD_RUN))
    code = (
        "import sys; from metrics.evaluator.cli import main; "
        f"code = main(['-q', '-m', 'official', *{paths!r}]); "
        "print(code, 'pandas' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.stdout.strip().splitlines()[-1] == "0 False"


def test_every_reader_path_gives_the_same_numbers(files, capsys):
    """Single spaces (Arrow), tabs and runs of spaces (pandas' C parser),
    comments and blank lines (the line-by-line reader)."""
    outputs = []
    for sep, extra in ((" ", ""), ("\t", ""), ("   ", ""), (" ", "# a comment\n\n")):
        qrels = extra + GOOD_QRELS.replace(" ", sep)
        run = extra + GOOD_RUN.replace(" ", sep)
        assert main(["-q", "-m", "map", "-m", "ndcg_cut.3", *files(qrels, run)]) == 0
        outputs.append(capsys.readouterr().out)
    assert len(set(outputs)) == 1


def test_line_numbers_count_comments_and_blank_lines(files, capsys):
    assert main(files("# judged by hand\n\nq1 0 B 1\nq1 0 D\n", GOOD_RUN)) == 2
    assert "qrels.txt line 4: expected 4 fields" in capsys.readouterr().err


def test_float32_scores_flag_makes_near_equal_scores_tie_as_in_trec_eval_9(files, capsys):
    run = "q Q0 a 1 1.000000001 t\nq Q0 b 2 1.0 t\n"
    paths = files("q 0 b 1\n", run)
    assert main(["-q", "-m", "recip_rank", *paths]) == 0
    assert "recip_rank            \tq\t0.5000" in capsys.readouterr().out  # doubles: a first
    assert main(["-q", "-m", "recip_rank", "--float32-scores", *paths]) == 0
    assert "recip_rank            \tq\t1.0000" in capsys.readouterr().out  # tie: b wins by docno


def test_the_run_can_come_from_standard_input(files):
    qrels, run = files(GOOD_QRELS, GOOD_RUN)
    done = subprocess.run(
        [sys.executable, "-m", "metrics", "-m", "map", qrels, "-"],
        input=GOOD_RUN.encode(), capture_output=True, cwd=ROOT, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().splitlines() == ["map                   \tall\t0.6667"]


def test_ir_measures_names_work_on_the_command_line(files, capsys):
    paths = files(GOOD_QRELS, GOOD_RUN)
    assert main(["-m", "AP", "-m", "P@5", "-m", "nDCG@10", *paths]) == 0
    by_ir = capsys.readouterr().out
    assert main(["-m", "map", "-m", "P.5", "-m", "ndcg_cut.10", *paths]) == 0
    assert by_ir == capsys.readouterr().out
    assert main(["-l2", "-m", "P(rel=2)@5", *paths]) == 0
    assert main(["-m", "P(rel=2)@5", *paths]) == 2
    assert "give -l2" in capsys.readouterr().err


def test_float32_scores_use_trec_eval_9s_recall_levels_in_both_engines(tmp_path, capsys):
    # 7 relevant documents: at recall 0.3, 9.x takes int(2.1 + 0.9) = 3 of them, 10.0 round(2.1) = 2
    import pytrec_eval

    qrels = {"q": {f"r{i}": 1 for i in range(7)}}
    run = {"q": {"r0": 9, "x1": 8, "r1": 7, "x2": 6, "x3": 5, "x4": 4, "r2": 3}}
    (tmp_path / "q").write_text("".join(f"q 0 {d} 1\n" for d in qrels["q"]))
    (tmp_path / "r").write_text("".join(f"q Q0 {d} 1 {s} t\n" for d, s in run["q"].items()))
    files = [str(tmp_path / "q"), str(tmp_path / "r")]
    expected = pytrec_eval.RelevanceEvaluator(qrels, {"11pt_avg", "iprec_at_recall"}).evaluate(run)
    # 11pt_avg alone runs on the vectorised engine, with iprec_at_recall on the per-query one
    for measures in (["-m", "11pt_avg"], ["-m", "11pt_avg", "-m", "iprec_at_recall"]):
        assert main(["--float32-scores", "-q", *measures, *files]) == 0
        lines = dict(line.split("\t")[0::2] for line in capsys.readouterr().out.splitlines())
        assert float(lines["11pt_avg              "]) == pytest.approx(
            expected["q"]["11pt_avg"], abs=5e-5
        )
    assert float(lines["iprec_at_recall_0.30  "]) == pytest.approx(3 / 7, abs=5e-5)
    assert main(["-q", "-m", "11pt_avg", *files]) == 0  # trec_eval 10.0's rule differs
    assert float(capsys.readouterr().out.splitlines()[0].split("\t")[2]) != pytest.approx(
        expected["q"]["11pt_avg"], abs=5e-5
    )


@pytest.mark.parametrize(
    "zscores, message",
    [
        ("q1 map 0.5\n", "z.txt line 1: expected 4 fields (qid measure mean stddev), found 3"),
        ("q1 map 0.5 0.1 extra\n", "z.txt line 1: expected 4 fields"),
        ("q1 map high 0.1\n", "z.txt line 1: mean 'high' is not a number"),
        ("q1 map 0.5 0.1\nq2 map 0.5 0.1\nq1 map 0.4 0.2\n", "z.txt line 3: measure 'map' of query 'q1' is listed twice"),
        ("", "z.txt: the file is empty"),
    ],
)  # fmt: skip
def test_a_malformed_zscore_file_names_its_line(files, tmp_path, capsys, zscores, message):
    (tmp_path / "z.txt").write_text(zscores)
    assert main(["-Z", str(tmp_path / "z.txt"), *files(GOOD_QRELS, GOOD_RUN)]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_zscores_replace_values_and_missing_ones_print_minus_a_million(files, tmp_path, capsys):
    """q1's AP is (1/2 + 2/4) / 3 = 1/3: with mean 0.2 and deviation 0.1 it
    is 1.3333 deviations above; q2 (AP 1) has no line, so -1000000; the
    'all' line averages the two Z-scores."""
    (tmp_path / "z.txt").write_text("q1 map 0.2 0.1\nq1 num_ret 5 0\n")
    args = ["-q", "-m", "map", "-m", "num_ret", "-Z", str(tmp_path / "z.txt")]
    assert main([*args, *files(GOOD_QRELS, GOOD_RUN)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "Znum_ret               \tq1\t0.0000",
        "Zmap                   \tq1\t1.3333",
        "Znum_ret               \tq2\t-1000000.0000",
        "Zmap                   \tq2\t-1000000.0000",
        "Znum_ret               \tall\t-1000000.0000",
        "Zmap                   \tall\t-499999.3333",
    ]


@pytest.mark.parametrize(
    "args, qrels, message",
    [
        (["-R", "qrels_jg", "-m", "map"], GOOD_QRELS, "with -R qrels_jg only map_avgjg, P_avgjg, Rprec_mult_avgjg"),
        (["-m", "map_avgjg"], GOOD_QRELS, "measure map_avgjg needs judgment groups: give -R qrels_jg"),
        (["-R", "qrels_jg", "-m", "qrels_jg"], "q1 1 B 1\nq1 2 B 0\nq1 1 B 0\n", "qrels.txt line 3: document 'B' is listed twice for query 'q1' in judgment group '1'"),
    ],
)  # fmt: skip
def test_judgment_group_mistakes_are_clear_errors(files, capsys, args, qrels, message):
    assert main([*args, *files(qrels, GOOD_RUN)]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_judgment_groups_average_each_judges_value(files, capsys):
    """Judge 1 finds B and D relevant, judge 2 only D: AP is (1/2 + 2/4) / 2
    = 0.5 for the first and (1/4) / 1 = 0.25 for the second, 0.375 on average."""
    qrels = "q1 1 B 1\nq1 1 D 1\nq1 2 D 1\nq1 2 B 0\n"
    assert main(["-q", "-R", "qrels_jg", "-m", "map_avgjg", *files(qrels, GOOD_RUN)]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "map_avgjg             \tq1\t0.3750"


@pytest.mark.parametrize(
    "args, judged, message",
    [
        (["-R", "prefs", "-m", "map"], "q1 u 0 B 1\n", "with -R prefs or -R qrels_prefs only the prefs_* measures"),
        (["-m", "prefs_simp"], GOOD_QRELS, "measure prefs_simp needs preferences: give -R prefs or -R qrels_prefs"),
        (["-R", "prefs", "-m", "all_prefs"], "q1 u 0 B\n", "qrels.txt line 1: expected 5 fields (qid jg jsg docno rel_level), found 4"),
        (["-R", "prefs", "-m", "all_prefs"], "q1 u 0 B high\n", "qrels.txt line 1: rel_level 'high' is not a number"),
        # B over D in one sub-group, D over B in another: trec_eval aborts
        (["-R", "prefs", "-m", "all_prefs"], "q1 u 0 B 2\nq1 u 0 D 1\nq1 u 1 D 2\nq1 u 1 B 1\n", "the preferences of one judgment group contradict each other"),
    ],
)  # fmt: skip
def test_preference_mistakes_are_clear_errors(files, capsys, args, judged, message):
    assert main([*args, *files(judged, GOOD_RUN)]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_preferences_count_what_the_run_fulfils(files, capsys):
    """One judge prefers B (level 2) to D (1) to Z (0). The run ranks B at 2,
    D at 4 and never returns Z: B over D is fulfilled, B over Z and D over Z
    by implication (only the preferred one was retrieved): 3 of 3."""
    prefs = "q1 u 0 B 2\nq1 u 0 D 1\nq1 u 0 Z 0\n"
    args = ["-q", "-R", "prefs", "-m", "prefs_num_prefs_ful", "-m", "prefs_simp"]
    assert main([*args, *files(prefs, GOOD_RUN)]) == 0
    assert capsys.readouterr().out.splitlines()[:2] == [
        "prefs_num_prefs_ful   \tq1\t3",
        "prefs_simp            \tq1\t1.0000",
    ]


def test_trec_eval_long_option_names_mean_what_its_short_ones_mean(files, capsys):
    paths = files(GOOD_QRELS, GOOD_RUN)
    assert main(["-q", "-c", "-n", "-m", "map", "-m", "P.5", "-l", "1", "-M", "3", *paths]) == 0
    short = capsys.readouterr().out
    long = ["--query_eval_wanted", "--complete_rel_info_wanted", "--nosummary",
            "--measure", "map", "--measure", "P.5", "--level_for_rel", "1",
            "--Max_retrieved_per_topic", "3", "--Results_format", "trec_results"]  # fmt: skip
    assert main([*long, *paths]) == 0
    assert capsys.readouterr().out == short
    assert "map                   \tq1\t0.1667" in short.splitlines()


def test_old_output_flag_is_accepted_and_changes_nothing_as_in_trec_eval_10(files, capsys):
    paths = files(GOOD_QRELS, GOOD_RUN)
    main(["-m", "map", *paths])
    plain = capsys.readouterr().out
    assert main(["-o", "-m", "map", *paths]) == 0
    assert capsys.readouterr().out == plain


def test_a_results_format_other_than_trec_results_is_refused(files, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["-T", "csv", *files(GOOD_QRELS, GOOD_RUN)])
    assert stop.value.code == 2  # trec_eval's code for an illegal results format
    assert "invalid choice: 'csv'" in capsys.readouterr().err


def test_version_names_the_trec_eval_it_reproduces_on_standard_error_as_trec_eval(capsys):
    assert main(["-v"]) == 0
    printed = capsys.readouterr()
    assert printed.out == ""
    assert printed.err == "python -m metrics: trec_eval version 10.0\n"


@pytest.mark.parametrize("engine", [[], ["-M", "1000000"]], ids=["vectorised", "per-query"])
def test_a_byte_order_mark_at_the_start_of_a_file_is_not_part_of_the_first_query_id(
    files, capsys, engine
):
    """Windows Notepad starts a UTF-8 file with a byte-order mark. trec_eval
    would read it as part of the first qid, which then matches nothing; the
    mark is not the user's data, so it is dropped (a documented difference)."""
    args = [*engine, "-q", "-m", "map", "-m", "num_rel"]
    assert main([*args, *files(GOOD_QRELS, GOOD_RUN)]) == 0
    plain = capsys.readouterr().out
    assert main([*args, *files("\ufeff" + GOOD_QRELS, "\ufeff" + GOOD_RUN)]) == 0
    assert capsys.readouterr().out == plain
    assert "\tq1\t0.3333" in plain


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be"])
def test_a_utf16_file_as_powershell_writes_it_reads_as_its_text(files, tmp_path, capsys, encoding):
    """PowerShell's ``> run.txt`` writes UTF-16 with a byte-order mark; it was
    refused as "a binary file", which sends the user looking for the wrong
    fault. It now reads as the text it is, from a path or standard input."""
    qrels, run = files(GOOD_QRELS, GOOD_RUN)
    assert main(["-q", "-m", "map", qrels, run]) == 0
    plain = capsys.readouterr().out
    wide = tmp_path / "wide.txt"
    text = ("\ufeff" if encoding == "utf-16-be" else "") + GOOD_RUN
    wide.write_bytes(text.encode(encoding))
    assert wide.read_bytes()[:2] in (b"\xff\xfe", b"\xfe\xff")
    assert main(["-q", "-m", "map", qrels, str(wide)]) == 0
    assert capsys.readouterr().out == plain
    done = subprocess.run(
        [sys.executable, "-m", "metrics", "-q", "-m", "map", qrels, "-"],
        input=wide.read_bytes(), capture_output=True, cwd=ROOT, check=True,
    )  # fmt: skip
    assert done.stdout.decode() == plain


def test_with_c_relstring_with_a_length_shows_the_made_up_document_as_trec_eval(files, capsys):
    """trec_eval's -c clean-up resets 'relstring' by its exact name only."""
    paths = files("q1 0 a 1\nq2 0 b 1\n", "q1 Q0 a 1 1.0 r\n")
    assert main(["-q", "-c", "-m", "relstring.5", *paths]) == 0
    assert (
        capsys.readouterr().out
        == "relstring_5           \tq1\t'1'\nrelstring_5           \tq2\t'-'\n"
    )
    assert main(["-q", "-c", "-m", "relstring", *paths]) == 0
    assert (
        capsys.readouterr().out
        == "relstring             \tq1\t'1'\nrelstring             \tq2\t''\n"
    )


def test_ndcg_gains_apply_to_dcg_and_ideal_dcg_and_the_reader_is_told(files, capsys):
    """-m ndcg.1=3 -m dcg: trec_eval computes the 'dcg' line with gains 1=3
    (one parameter block for the three); a note on standard error says so."""
    paths = files("q1 0 a 1\nq1 0 b 2\nq1 0 c 1\n", "q1 Q0 a 1 3 r\nq1 Q0 x 2 2 r\nq1 Q0 b 3 1 r\n")
    assert main(["-q", "-m", "ndcg.1=3", "-m", "dcg", "-m", "ideal_dcg", *paths]) == 0
    got = capsys.readouterr()
    # a (grade 1, gain 3) at rank 1 and b (grade 2) at rank 3: 3 + 2 / log2(4) = 4
    assert "dcg                   \tq1\t4.0000\n" in got.out
    assert "the lines dcg, ideal_dcg are computed with 1=3" in got.err
    assert main(["-q", "-m", "dcg", *paths]) == 0
    assert capsys.readouterr() == (
        "dcg                   \tq1\t2.0000\ndcg                   \tall\t2.0000\n",
        "",
    )


def test_relstring_prints_per_query_only_so_without_q_the_output_is_the_same(files, capsys):
    # trec_eval prints relstring on the -q lines only; without -q it is not
    # computed, and the output is what it would have been (with -q: as trec_eval
    # 10.0 prints it, '-' for a document not judged).
    paths = files(GOOD_QRELS, GOOD_RUN)
    assert main(["-m", "relstring", "-m", "map", *paths]) == 0
    both = capsys.readouterr().out
    assert main(["-m", "map", *paths]) == 0
    assert both == capsys.readouterr().out and "relstring" not in both
    assert main(["-q", "-m", "relstring", "-m", "map", *paths]) == 0
    assert "relstring             \tq1\t'-1-1-'" in capsys.readouterr().out

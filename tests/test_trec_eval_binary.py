"""trec_eval 10.0 itself as the oracle: built once per run from its source
(copied in tests/data/trec_eval/source.tar.gz; the ``trec_eval`` fixture in
tests/conftest.py), it evaluates random qrels and runs with ties, negative
grades, '#' in names and queries in one file only, under trec_eval's
options; ``python -m metrics`` must print the same bytes."""

import random
import shutil
import subprocess
from pathlib import Path

import pytest

from metrics.evaluator.cli import main


def _random_files(folder: Path, seed: int, unranked: float = 0.15) -> tuple[str, str]:
    """Random qrels and run; each query but the first is only in the qrels
    with probability ``unranked``."""
    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(30)] + ["B", "a", "b", "Z10", "Z9", "x#1"]
    qrels, run = [], []
    for q in range(rnd.randint(1, 10)):
        qid = rnd.choice([f"q{q}", f"{q}", f"Q{q:02d}"])
        grades = rnd.choice([[0, 1], [-1, 0, 1, 2, 3], [0, 0, 0, 1], [2, 3, 4], [0, 1, 2, 5, 12]])
        judged = rnd.sample(docs, rnd.randint(1, 15))
        # trec_eval 10.0 stops on a query whose every grade is negative when
        # it is the first one evaluated; such queries are left out here.
        line_grades = [rnd.choice(grades) for _ in judged]
        if max(line_grades) < 0:
            line_grades[0] = 0
        qrels += [f"{qid} 0 {d} {g}" for d, g in zip(judged, line_grades)]
        if q and rnd.random() < unranked:
            continue  # a query only in the qrels (scored with -c)
        for i, d in enumerate(rnd.sample(docs, rnd.randint(1, len(docs)))):
            score = rnd.choice([1.0, 2.0, 2.5, 3.0, round(rnd.random(), 3), rnd.random(), -1.5])
            run.append(f"{qid} Q0 {d} {i} {score!r} tag{rnd.randint(1, 3)}")
    if rnd.random() < 0.3:
        run.append(f"zz Q0 d1 1 1.0 tag{seed}")  # a query only in the run
    rnd.shuffle(run)
    (folder / "qrels").write_text("\n".join(qrels) + "\n")
    (folder / "run").write_text("\n".join(run) + "\n")
    return str(folder / "qrels"), str(folder / "run")


OPTIONS = [
    ["-m", "official"],
    ["-m", "all_trec"],
    ["-c", "-m", "all_trec"],
    ["-c", "-m", "official", "-m", "ndcg_cut.1,3,7", "-m", "map_cut", "-m", "success"],
    ["-l2", "-m", "all_trec"],
    ["-l0", "-m", "all_trec"],
    ["-M5", "-m", "all_trec"],
    ["-J", "-m", "all_trec"],
    ["-c", "-M3", "-l3", "-m", "all_trec"],
    ["-n", "-m", "P.2,4", "-m", "recall.3", "-m", "iprec_at_recall", "-m", "bpref"],
    ["-N100", "-m", "P.1,2,3", "-m", "ndcg.0=0,1=1,2=5", "-m", "rbp.p=0.5",
     "-m", "Rprec_mult.0.5,1.5", "-m", "utility.1,-2,0.5,0.1", "-m", "11pt_avg..3,.7",
     "-m", "set_F.0.5", "-m", "relstring.5", "-m", "G.1=2"],
    # dcg, ideal_dcg and ndcg share one parameter block in trec_eval: giving
    # ndcg parameters next to them crashes it (a double free), so apart.
    ["-m", "dcg", "-m", "ideal_dcg", "-m", "ndcg", "-m", "Rndcg.2=0.5"],
    # yaap: in trec_eval, not in all_trec. Not beside rbp, whose C reads its
    # min and max before setting them (m_rbp.c): after yaap ran, the stack
    # left there halves trec_eval's rbp of some queries.
    ["-m", "yaap", "-m", "map", "-m", "P.5", "-m", "unj"],
    ["-J", "-l2", "-m", "yaap"],
]  # fmt: skip


@pytest.mark.parametrize("seed", range(12))
def test_random_files_print_exactly_what_trec_eval_10_prints(trec_eval, tmp_path, capsys, seed):
    qrels, run = _random_files(tmp_path, seed)
    for options in OPTIONS:
        args = ["-q", *options, qrels, run]
        if "-c" not in options:
            # 10.0 stops (exit 4) on a query only in the qrels; 9.x and this
            # tool skip it, so trec_eval gets the run's queries only here.
            judged_and_ranked = _drop_unranked(tmp_path, qrels, run)
            args = ["-q", *options, judged_and_ranked, run]
        expected = subprocess.run([trec_eval, *args], capture_output=True, text=True, check=True)
        assert main(args) == 0
        got = capsys.readouterr().out
        assert got.splitlines() == expected.stdout.splitlines(), options
        assert got == expected.stdout


def _with_unranked_queries(folder: Path, seed: int) -> tuple[str, str]:
    """Random files in which at least one query is only in the qrels."""
    for attempt in range(100):
        qrels, run = _random_files(folder, 1000 * seed + attempt, unranked=0.4)
        ranked = {line.split()[0] for line in Path(run).read_text().splitlines()}
        judged = {line.split()[0] for line in Path(qrels).read_text().splitlines()}
        if judged - ranked:
            return qrels, run
    raise AssertionError("no collection with a query only in the qrels")  # pragma: no cover


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: " ".join(o))
def test_with_c_queries_only_in_the_qrels_print_what_trec_eval_prints(
    trec_eval, tmp_path, capsys, options
):
    """-c scores a query the run lacks as one unknown document retrieved, then
    resets some values (trec_eval.c's clean-up, by exact name: relstring but
    not relstring_5): every option set above, with -c and all_trec added."""
    for seed in range(3):
        qrels, run = _with_unranked_queries(tmp_path, seed)
        # all_trec beside yaap would put rbp after it: see OPTIONS (m_rbp.c).
        extra = [] if "all_trec" in options or "yaap" in options else ["-m", "all_trec"]
        args = ["-q", "-c", *[o for o in options if o != "-c"], *extra, qrels, run]
        _same_as_trec_eval(trec_eval, args, capsys)


def test_relstring_with_a_length_keeps_the_made_up_document_under_c(trec_eval, tmp_path, capsys):
    """Issue 28's smallest case: ``relstring_5`` of a query only in the
    qrels is '-' (the made-up document, not in the qrels); ``relstring``
    without parameters is cleaned to ''."""
    qrels, run = _write(tmp_path, "qrels", ["q1 0 a 1", "q2 0 b 1"], ["q1 Q0 a 1 1.0 r"])
    for measure in ("relstring.5", "relstring"):
        _same_as_trec_eval(trec_eval, ["-q", "-c", "-m", measure, qrels, run], capsys)
    assert main(["-q", "-c", "-m", "relstring.5", qrels, run]) == 0
    assert "relstring_5           \tq2\t'-'\n" in capsys.readouterr().out


#: The measure-parameter forms the README lists, and the other measures that
#: take parameters. rbp apart from the gain measures: trec_eval's m_rbp.c
#: reads its min and max before setting them, and the stack a gain measure
#: leaves there changes its value.
PARAMETER_FORMS = [
    ["-m", "P.5,7", "-m", "iprec_at_recall..25,.5", "-m", "ndcg.1=3,2=9",
     "-m", "utility.2,-1,0,0", "-m", "relstring.5", "-m", "Rprec_mult.0.5,1.5"],
    ["-m", "rbp.p=0.8", "-m", "rbp_resid.p=0.8", "-m", "unj.3", "-m", "set_F.0.5",
     "-m", "11pt_avg..3,.7", "-m", "success.1,2"],
    ["-m", "dcg.1=3,2=9", "-m", "Rndcg.2=0.5", "-m", "ndcg_rel.1=3", "-m", "G.1=2"],
]  # fmt: skip
OPTION_MIXES = [["-c"], ["-J"], ["-M3"], ["-l2"], ["-c", "-J"], ["-c", "-M3", "-l2"],
                ["-c", "-J", "-M3", "-l2"], ["-J", "-l0"], ["-c", "-M0"]]  # fmt: skip


@pytest.mark.parametrize("options", OPTION_MIXES, ids=lambda o: " ".join(o))
def test_parameter_forms_under_c_j_m_and_l_print_what_trec_eval_prints(
    trec_eval, tmp_path, capsys, options
):
    for seed in range(3):
        qrels, run = _with_unranked_queries(tmp_path, 10 + seed)
        if "-c" not in options:
            qrels = _drop_unranked(tmp_path, qrels, run)
        for measures in PARAMETER_FORMS:
            _same_as_trec_eval(trec_eval, ["-q", *options, *measures, qrels, run], capsys)


@pytest.mark.parametrize(
    "measures",
    [["-m", "ndcg.1=3,2=9", "-m", "dcg", "-m", "ideal_dcg"],
     ["-m", "dcg.1=2", "-m", "ndcg.1=3"],
     ["-m", "ideal_dcg.1=3", "-m", "dcg", "-m", "ndcg"],
     ["-m", "dcg.1=3,2=9", "-m", "ideal_dcg"]],  # the only one whose names say it all
    ids=" ".join,
)  # fmt: skip
@pytest.mark.parametrize("options", [["-q"], ["-q", "-c", "-J", "-M5", "-l2"]], ids=" ".join)
def test_dcg_ideal_dcg_and_ndcg_share_one_set_of_gains_as_in_trec_eval(
    trec_eval, tmp_path, capsys, measures, options
):
    """In trec_eval's m_ndcg.c the three measures hold one parameter block:
    gains given to one apply to all three (the last given wins), and each
    line is named with the parameters given when trec_eval reached it
    (``-m ndcg.1=3,2=9 -m dcg`` prints a ``dcg`` line with gains 1=3,2=9;
    a per-query dcg of 90.0047 where default gains give 13.3586). trec_eval
    10.0 then frees the block twice and crashes after its first ``all``
    line: every line it printed before must match, byte for byte."""
    if not shutil.which("stdbuf"):
        pytest.skip("stdbuf (coreutils) keeps trec_eval's lines before its crash")
    for seed in range(3):
        qrels, run = _with_unranked_queries(tmp_path, 20 + seed)
        if "-c" not in options:
            qrels = _drop_unranked(tmp_path, qrels, run)
        args = [*options, *measures, qrels, run]
        done = subprocess.run(["stdbuf", "-o0", trec_eval, *args], capture_output=True, text=True)
        assert done.returncode != 0  # the double free: if it ever stops, compare everything
        printed = done.stdout.splitlines(keepends=True)
        if printed and not printed[-1].endswith("\n"):
            printed = printed[:-1]  # a line cut by the crash
        assert sum(line.split("\t")[1] == "all" for line in printed) >= 1
        assert main(args) == 0
        got = capsys.readouterr()
        assert got.out.splitlines(keepends=True)[: len(printed)] == printed
        noted = "share one set of gains" in got.err  # a line whose name hides its gains
        assert noted == (measures != ["-m", "dcg.1=3,2=9", "-m", "ideal_dcg"])


@pytest.mark.parametrize("measures", [[], ["-m", "all_trec"]])  # vectorised / per-query engine
def test_with_c_a_run_answering_no_judged_query_prints_what_trec_eval_prints(
    trec_eval, tmp_path, capsys, measures
):
    """-c scores each judged query as one unknown document retrieved; with no
    row of the run left, nothing may crash (bpref and Rprec once did)."""
    (tmp_path / "q").write_text("a 0 x 1\nb 0 y 1\nb 0 z 0\n")
    (tmp_path / "r").write_text("zz Q0 x 1 1 t\n")
    args = ["-c", "-q", *measures, str(tmp_path / "q"), str(tmp_path / "r")]
    expected = subprocess.run([trec_eval, *args], capture_output=True, text=True, check=True)
    assert main(args) == 0
    assert capsys.readouterr().out == expected.stdout


def _drop_unranked(folder: Path, qrels: str, run: str) -> str:
    ranked = {line.split()[0] for line in Path(run).read_text().splitlines() if line}
    lines = [line for line in Path(qrels).read_text().splitlines() if line.split()[0] in ranked]
    path = folder / "qrels.ranked"
    path.write_text("\n".join(lines) + "\n")
    return str(path)


@pytest.mark.parametrize("options", [["-J"], ["-M0"]])
def test_zero_by_zero_prints_minus_nan_as_trec_eval_does(trec_eval, tmp_path, capsys, options):
    """Under -J a query whose retrieved documents are all unjudged keeps
    none; under -M0 none is kept at all. trec_eval's C then divides 0 by 0
    in iprec_at_recall and friends and prints '  -nan'; so must we."""
    (tmp_path / "q").write_text("q1 0 d1 1\nq1 0 d2 0\nq2 0 e1 1\n")
    (tmp_path / "r").write_text("q1 Q0 x 1 3 r\nq1 Q0 y 2 2 r\nq2 Q0 e1 1 1 r\n")
    args = ["-q", *options, "-m", "all_trec", str(tmp_path / "q"), str(tmp_path / "r")]
    expected = subprocess.run([trec_eval, *args], capture_output=True, text=True, check=True)
    assert "\t  -nan\n" in expected.stdout
    assert main(args) == 0
    assert capsys.readouterr().out == expected.stdout


@pytest.mark.parametrize("options", [[], ["-m", "all_trec"], ["-J", "-m", "official"]])
def test_infinite_scores_rank_first_and_last_as_in_trec_eval(trec_eval, tmp_path, capsys, options):
    """trec_eval reads a score with C's atof, so 'inf', '-inf', 'Infinity' and
    '1e400' (too large: infinity) are scores like any other: +inf ranks
    first, -inf last, and equal infinities tie (broken by docno). Log
    probabilities of 0 are written '-inf', so real runs contain them."""
    (tmp_path / "q").write_text("q1 0 a 1\nq1 0 c 1\nq1 0 e 0\nq2 0 x 1\nq2 0 y 1\n")
    (tmp_path / "r").write_text(
        "q1 Q0 a 1 -inf r\nq1 Q0 b 2 inf r\nq1 Q0 c 3 -Infinity r\nq1 Q0 d 4 0.5 r\n"
        "q1 Q0 e 5 1e400 r\nq1 Q0 f 6 -1e400 r\nq2 Q0 x 1 -inf r\nq2 Q0 y 2 -inf r\n"
        "q2 Q0 z 3 -3 r\n"
    )
    args = ["-q", *options, str(tmp_path / "q"), str(tmp_path / "r")]
    expected = subprocess.run([trec_eval, *args], capture_output=True, text=True, check=True)
    assert main(args) == 0
    assert capsys.readouterr().out == expected.stdout


@pytest.mark.parametrize("options", [[], ["-m", "all_trec"], ["-J", "-m", "official"]])
@pytest.mark.parametrize("comment", ["", "# judged by hand\n"])  # the fast and the slow reader
@pytest.mark.parametrize("sep", [" ", "\t"])  # Arrow's reader; pandas' C parser
def test_grades_written_with_a_sign_or_a_zero_fraction_read_as_trec_eval_reads_them(
    trec_eval, tmp_path, capsys, options, comment, sep
):
    """atol reads "+2", "2.0", "2." and "-0" in full, as 2, 2, 2 and 0:
    they are read the same here, on every reader (a file with a comment
    once refused "2.0" that the same file without it read as 2)."""
    (tmp_path / "q").write_text(
        comment
        + "q1 0 a +2\nq1 0 b 2.0\nq1 0 c 2.\nq1 0 d -0\nq1 0 e 1\nq2 0 x 3.00\nq2 0 y +0\n".replace(
            " ", sep
        )
    )
    (tmp_path / "r").write_text(
        "q1 Q0 e 1 5 r\nq1 Q0 d 2 4 r\nq1 Q0 c 3 3 r\nq1 Q0 a 4 2 r\nq2 Q0 y 1 2 r\nq2 Q0 x 2 1 r\n"
    )
    args = ["-q", *options, str(tmp_path / "q"), str(tmp_path / "r")]
    expected = subprocess.run([trec_eval, *args], capture_output=True, text=True, check=True)
    assert main(args) == 0
    assert capsys.readouterr().out == expected.stdout


def _same_as_trec_eval(trec_eval: str, args: list[str], capsys) -> None:
    """``python -m metrics`` with ``args`` prints what trec_eval prints."""
    expected = subprocess.run([trec_eval, *args], capture_output=True, text=True, check=True)
    assert main(args) == 0
    got = capsys.readouterr().out
    assert got.splitlines() == expected.stdout.splitlines(), args
    assert got == expected.stdout


def _write(folder: Path, name: str, judged: list[str], run: list[str]) -> tuple[str, str]:
    """The judgments as ``folder/name`` and the run as ``folder/run``; their paths."""
    (folder / name).write_text("\n".join(judged) + "\n")
    (folder / "run").write_text("\n".join(run) + "\n")
    return str(folder / name), str(folder / "run")


def _ranking(rnd: random.Random, qid: str, docs: list[str]) -> list[str]:
    """Run lines for some of ``docs``, with tied scores now and then."""
    picked = rnd.sample(docs, rnd.randint(1, len(docs)))
    return [
        f"{qid} Q0 {d} {i} {rnd.choice([1.0, 2.0, round(rnd.random(), 2)])!r} t"
        for i, d in enumerate(picked)
    ]


@pytest.mark.parametrize(
    "args",
    [
        ["--query_eval_wanted", "--measure", "map", "--measure", "P.5", "--nosummary"],
        ["--complete_rel_info_wanted", "--level_for_rel", "2", "--Judged_docs_only",
         "--meas", "ndcg_cut.3"],
        ["--Max_retrieved_per_topic", "3", "--Number_docs_in_coll", "50", "-m", "utility",
         "-T", "trec_results", "-o", "-q"],
    ],
)  # fmt: skip
def test_long_option_names_print_what_trec_eval_prints(trec_eval, tmp_path, capsys, args):
    """trec_eval's long names (and their unique beginnings, ``--meas``), ``-T
    trec_results`` and the obsolete ``-o`` work as in trec_eval 10.0."""
    rnd = random.Random(len(args))
    docs = [f"d{i}" for i in range(12)]
    qrels = [f"q{q} 0 {d} {rnd.choice([0, 1, 2])}" for q in range(3) for d in rnd.sample(docs, 6)]
    run = [line for q in range(3) for line in _ranking(rnd, f"q{q}", docs)]
    _same_as_trec_eval(trec_eval, [*args, *_write(tmp_path, "qrels", qrels, run)], capsys)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("k", [1, 3, 10])
def test_ndcg_with_the_run_cut_and_the_ideal_not_is_what_trec_eval_minus_m_prints(
    trec_eval, tmp_path, capsys, seed, k
):
    """``ndcg_M_cut.k`` is trec_eval's ``-M k -m ndcg`` (the run cut at k, the
    ideal from every judgment): /disagree's reading for a number printed so."""
    qrels, run = _random_files(tmp_path, seed)
    judged_and_ranked = _drop_unranked(tmp_path, qrels, run)
    expected = subprocess.run(
        [trec_eval, "-q", "-M", str(k), "-m", "ndcg", judged_and_ranked, run],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert main(["-q", "-m", f"ndcg_M_cut.{k}", judged_and_ranked, run]) == 0
    got = capsys.readouterr().out

    def values(text: str) -> dict[str, str]:
        rows = [line.split() for line in text.splitlines()]
        return {qid: value for _, qid, value in rows}

    theirs, ours = values(expected.stdout), values(got)
    assert "all" in theirs and ours == theirs


def test_minus_m_ndcg_differs_from_ndcg_cut_once_more_are_relevant_than_k(
    trec_eval, tmp_path, capsys
):
    """Four relevant, k = 2: trec_eval -M 2 -m ndcg divides by the ideal of
    all four, ndcg_cut.2 by the ideal of two (0.2463 and 0.3869 here)."""
    qrels = tmp_path / "qrels"
    run = tmp_path / "run"
    qrels.write_text("".join(f"1 0 {d} 1\n" for d in "abcd"))
    run.write_text("".join(f"1 Q0 {d} {i} {9 - i} r\n" for i, d in enumerate("xaby", 1)))
    expected = subprocess.run(
        [trec_eval, "-M", "2", "-m", "ndcg", str(qrels), str(run)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert main(["-m", "ndcg_M_cut.2", "-m", "ndcg_cut.2", str(qrels), str(run)]) == 0
    got = dict(line.split()[::2] for line in capsys.readouterr().out.splitlines())
    assert got["ndcg_M_cut_2"] == expected.stdout.split()[2] == "0.2463"
    assert got["ndcg_cut_2"] == "0.3869"

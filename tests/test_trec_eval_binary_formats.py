"""trec_eval 10.0 itself as the oracle for its other inputs: a Z-score
file (``-Z``), judgment groups (``-R qrels_jg``) and preferences (``-R prefs``,
``-R qrels_prefs``); ``python -m metrics`` must print the same bytes."""

import random
import subprocess
from pathlib import Path

import pytest

from metrics.evaluator.cli import main

from .test_trec_eval_binary import (
    _drop_unranked,
    _random_files,
    _ranking,
    _same_as_trec_eval,
    _write,
)


@pytest.mark.parametrize("seed", range(4))
def test_zscores_print_what_trec_eval_prints(trec_eval, tmp_path, capsys, seed):
    """-Z: every value becomes (value - mean) / stddev from the Z-score file;
    a (query, measure) missing from it, or with stddev 0 and another mean,
    prints -1000000; stddev 0 and the same mean prints 0. The averages are
    of the Z-scores (gm_map of a missing one: exp(-1000000) = 0)."""
    qrels, run = _random_files(tmp_path, 100 + seed)
    rnd = random.Random(seed)
    # Each query's own values, to give some measures a mean equal to the value.
    raw = subprocess.run(
        [trec_eval, "-q", "-c", "-m", "all_trec", qrels, run],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    lines = []
    for row in raw.splitlines():
        name, qid, value = (part.strip() for part in row.split("\t"))
        if qid == "all" or name in ("relstring", "runid") or rnd.random() < 0.2:
            continue  # left out: -1000000
        kind = rnd.random()
        if kind < 0.15:
            lines.append(f"{qid} {name} {value} 0")  # stddev 0, mean = value: 0
        elif kind < 0.25:
            lines.append(f"{qid} {name} {rnd.random():.4f} 0.0")  # stddev 0, other mean
        else:
            lines.append(f"{qid}\t{name}  {rnd.uniform(-1, 5):.4f} {rnd.uniform(0.01, 3):.4f}")
    # trec_eval's binary search starts one entry past the end (convert_zscores.c:
    # end = num, not num - 1): a query or a measure sorting after every one in
    # the file is looked for outside the array, which crashes it or reads the
    # next query's numbers. A last query '~' and a last measure 'zz' for each
    # query keep its search inside; this library simply finds nothing there.
    qids = {row.split("\t")[1].strip() for row in raw.splitlines()}
    lines += [f"{qid} zz 0 1" for qid in sorted(qids | {"~"})]
    rnd.shuffle(lines)
    zfile = tmp_path / "zscores"
    zfile.write_text("\n".join(lines) + "\n")
    for options in (["-q", "-m", "all_trec"], ["-q", "-c", "-m", "official"], ["-J", "-m", "map"]):
        args = [*options, "-Z", str(zfile), qrels, run]
        if "-c" not in options:
            args = [*options, "-Z", str(zfile), _drop_unranked(tmp_path, qrels, run), run]
        expected = subprocess.run([trec_eval, *args], capture_output=True, text=True, check=True)
        assert main(args) == 0
        got = capsys.readouterr().out
        assert got.splitlines() == expected.stdout.splitlines(), options
        assert got == expected.stdout


def _judgment_groups(folder: Path, seed: int) -> tuple[str, str]:
    """Qrels with judgment groups (second column: the judge), and a run."""
    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(25)] + ["B", "a", "Z9"]
    qrels, run = [], []
    for q in range(rnd.randint(1, 8)):
        qid = f"q{q}"
        for jg in rnd.sample(["0", "1", "2", "10", "x"], rnd.randint(1, 3)):
            judged = rnd.sample(docs, rnd.randint(1, 12))
            grades = [rnd.choice([-1, 0, 0, 1, 1, 2, 3]) for _ in judged]
            grades[0] = max(grades[0], 0)  # not only negative grades (a 10.0 bug)
            qrels += [f"{qid} {jg} {d} {g}" for d, g in zip(judged, grades)]
        if q and rnd.random() < 0.2:
            continue  # a query only in the qrels
        run += _ranking(rnd, qid, docs)
    rnd.shuffle(qrels)
    return _write(folder, "qrels_jg", qrels, run)


@pytest.mark.parametrize("seed", range(6))
def test_judgment_groups_print_what_trec_eval_prints(trec_eval, tmp_path, capsys, seed):
    """-R qrels_jg: map_avgjg, P_avgjg and Rprec_mult_avgjg computed with
    each judge's judgments and averaged over the judges, under trec_eval's
    options."""
    qrels, run = _judgment_groups(tmp_path, seed)
    measures = ["-m", "qrels_jg", "-m", "P_avgjg.1,3,7", "-m", "Rprec_mult_avgjg.0.5,1,3"]
    for options in (["-q"], ["-q", "-c"], ["-q", "-J"], ["-q", "-l2"], ["-q", "-c", "-M4"], ["-n"]):
        args = [*options, "-R", "qrels_jg", *measures, qrels, run]
        if "-c" not in options:
            args[-2] = _drop_unranked(tmp_path, qrels, run)
        _same_as_trec_eval(trec_eval, args, capsys)


def _preferences(folder: Path, seed: int) -> tuple[str, str]:
    """A preference file (qid jg jsg docno rel_level): judges with one
    sub-group (equivalence classes) or several (a preference array), and a
    run with ties. Each judge gives a document one level throughout, so the
    sub-groups never contradict each other (trec_eval aborts on that)."""
    rnd = random.Random(seed)
    docs = [f"d{i}" for i in range(14)] + ["B", "a"]
    prefs, run = [], []
    for q in range(rnd.randint(1, 6)):
        qid = f"q{q}"
        for jg in rnd.sample(["0", "1", "u2"], rnd.randint(1, 3)):
            level = {d: rnd.choice([0.0, 0.0, 1.0, 2.0, 2.5, 3.0]) for d in docs}
            for jsg in rnd.sample(["0", "1", "s"], rnd.choice([1, 1, 2, 3])):
                for d in rnd.sample(docs, rnd.randint(1, 8)):
                    prefs.append(f"{qid} {jg} {jsg} {d} {level[d]}")
        if q and rnd.random() < 0.2:
            continue  # a query only in the preferences
        run += _ranking(rnd, qid, docs)
    rnd.shuffle(prefs)
    return _write(folder, "prefs", prefs, run)


@pytest.mark.parametrize("seed", range(8))
def test_preferences_print_what_trec_eval_prints(trec_eval, tmp_path, capsys, seed):
    """-R prefs and -R qrels_prefs with every prefs_* measure, under -q, -c
    and -M: judges with one sub-group and with several, ties in the run."""
    (tmp_path / "p").mkdir(), (tmp_path / "q").mkdir()
    prefs, run = _preferences(tmp_path / "p", seed)
    qrels, qrels_run = _random_files(tmp_path / "q", 200 + seed)
    # Grades below 0 next to grade 0 make trec_eval's prefs_avgjg_Rnonrel read
    # past the end of its own array (recalculate() takes the first R documents
    # of the last class, the negative one, however few it holds): here 0.
    lines = [line.split() for line in Path(qrels).read_text().splitlines()]
    Path(qrels).write_text("".join(f"{q} {jg} {d} {max(int(g), 0)}\n" for q, jg, d, g in lines))
    for fmt, judged, ranked in (("prefs", prefs, run), ("qrels_prefs", qrels, qrels_run)):
        for options in (["-q"], ["-q", "-c"], ["-q", "-M5"], ["-n"]):
            args = [*options, "-R", fmt, "-m", "all_prefs", judged, ranked]
            if "-c" not in options:
                args[-2] = _drop_unranked(tmp_path, judged, ranked)
            _same_as_trec_eval(trec_eval, args, capsys)

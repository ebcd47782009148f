"""TREC and CSV files: the same numbers either way, and clear messages."""

from pathlib import Path

import pytest

from metrics.evaluator.readers import TrecFormatError, load
from metrics.evaluator.router import evaluate_frames as evaluate
from metrics.evaluator.uploads import read_judgments_file, read_run_file

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def test_csv_and_trec_samples_give_the_same_numbers():
    trec = evaluate(
        read_judgments_file(SAMPLES / "qrels.txt"),
        read_run_file(SAMPLES / "run_bm25.txt"),
        ["map", "ndcg_cut_10", "P_5"],
    )
    csv = evaluate(
        read_judgments_file(SAMPLES / "judgments.csv"),
        read_run_file(SAMPLES / "run_bm25.csv"),
        ["map", "ndcg_cut_10", "P_5"],
    )
    assert trec[1] == pytest.approx(csv[1])


def test_a_rank_csv_keeps_the_given_order():
    run = read_run_file(load(b"query,item,rank\nq,a,1\nq,b,2\nq,c,3\n", "r.csv"))
    judged = read_judgments_file(load(b"query,item,grade\nq,c,1\n", "j.csv"))
    table, _ = evaluate(judged, run, ["recip_rank"])
    assert table.loc["q", "recip_rank"] == pytest.approx(1 / 3)


@pytest.mark.parametrize(
    "data, reader, message",
    [
        (b"", read_judgments_file, "j.csv: the file is empty"),
        (
            b"query,doc,grade\nq,a,1\n",
            read_judgments_file,
            "j.csv line 1: the header should be query,item,grade",
        ),
        (b"query,item,grade\nq,a\n", read_judgments_file, "j.csv line 2: expected 3 fields"),
        (
            b"query,item,grade\nq,a,high\n",
            read_judgments_file,
            "j.csv line 2: grade 'high' is not a whole number",
        ),
        (
            b"query,item,grade\nq,a,1.5\n",
            read_judgments_file,
            "j.csv line 2: grade '1.5' is not a whole number",
        ),
        (b"query,item,score\nq,a,x\n", read_run_file, "j.csv line 2: score 'x' is not a number"),
        (b"query,item,grade\n", read_judgments_file, "j.csv: the file has a header but no rows"),
        (b"\x00\x01\x02\x03", read_judgments_file, "j.csv: this is a binary file"),
        (
            b"query,item,grade\nq1,d\xe9,1\n",
            read_judgments_file,
            "j.csv line 2: not UTF-8 text; save it as UTF-8",
        ),
    ],
)
def test_bad_files_name_the_file_line_and_problem(data, reader, message):
    with pytest.raises(TrecFormatError) as err:
        reader(load(data, "j.csv"))
    assert message in str(err.value)


def test_duplicated_item_in_a_csv_run_names_the_line():
    run = read_run_file(load(b"query,item,score\nq,a,1\nq,a,2\n", "r.csv"))
    judged = read_judgments_file(load(b"query,item,grade\nq,a,1\n", "j.csv"))
    with pytest.raises(
        TrecFormatError, match="r.csv line 3: document 'a' is listed twice for query 'q'"
    ):
        evaluate(judged, run, ["map"])


@pytest.mark.parametrize(
    "data, name",
    [
        (b"q Q0 a 1 -inf r\nq Q0 b 2 inf r\nq Q0 c 3 1e400 r\nq Q0 d 4 -Infinity r\n", "r.txt"),
        (b"q Q0 a 1 -inf r\nq  Q0 b 2 inf r\nq Q0 c 3 1e400 r\nq Q0 d 4 -Infinity r\n", "r.txt"),
        (b"query,item,score\nq,a,-inf\nq,b,inf\nq,c,1e400\nq,d,-Infinity\n", "r.csv"),
    ],
    ids=["trec", "trec-slow-path", "csv"],
)
def test_infinite_scores_are_read_as_trec_eval_reads_them(data, name):
    run = read_run_file(load(data, name))
    assert run["score"].tolist() == [-float("inf"), float("inf"), float("inf"), -float("inf")]


@pytest.mark.parametrize(
    "data, name, line",
    [
        (b"q Q0 a 1 2 r\nq Q0 b 2 nan r\n", "r.txt", 2),
        (b"q Q0 a 1 2 r\nq  Q0 b 2 NaN r\n", "r.txt", 2),
        (b"query,item,score\nq,a,-nan\n", "r.csv", 2),
    ],
)
def test_a_nan_score_is_refused_with_the_reason(data, name, line):
    """NaN is neither greater nor less than any score, so it has no place in
    the order (trec_eval's comparison calls it equal to every score and
    falls back on the docno, an order no rule defines): refused, with why."""
    with pytest.raises(TrecFormatError) as err:
        read_run_file(load(data, name))
    assert err.value.code == "nan"
    assert f"{name} line {line}: score" in str(err.value)
    assert "no place in the order" in str(err.value)


def test_names_numbered_across_coded_and_plain_chunks_map_back_to_each_row():
    """Query names come from the file reader dictionary-encoded, one
    dictionary per block of the file (a name in several); a frame's come as
    text. One numbering covers them all: each row's number names its name,
    and the same name has one number wherever it appears."""
    import random

    import pyarrow as pa

    from metrics.evaluator.order import number_names

    rnd = random.Random(5)
    pool = ["q1", "q10", "검색", "q.2", "07", "q2"]
    blocks = [[rnd.choice(pool) for _ in range(rnd.randint(0, 9))] for _ in range(6)]
    coded = pa.chunked_array(
        [pa.array(b, pa.large_string()).dictionary_encode() for b in blocks[:4]],
        type=pa.dictionary(pa.int32(), pa.large_string()),
    )
    plain = pa.chunked_array([pa.array(b, pa.string()) for b in blocks[4:]], type=pa.string())
    codes, names = number_names(coded, plain)
    rows = [name for block in blocks for name in block]
    assert [names[c] for c in codes] == rows
    assert len(names) == len(set(names)) == len(set(rows))

"""Hostile input on every page (Hypothesis through AppTest): no exception ever,
and every rejected input gets a message next to its field."""

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from course.scenario import MAX_K, parse_qrels, parse_ranking

from .test_app import open_page, sidebar_errors

PAGES = [
    "lessons/precision_recall.py", "lessons/average_precision.py", "lessons/reciprocal_rank.py",
    "lessons/map.py", "lessons/ndcg.py", "lessons/edge_cases.py", "lessons/conventions.py",
]  # fmt: skip

HOSTILE = [
    "<img src=x onerror=alert(1)>", "<script>alert(1)</script>", "**bold**, __under__", "$x$, $$\\frac{1}{0}$$",
    ":red[x], :material/home:", "\u202eabc\u202c, \u05e9\u05dc\u05d5\u05dd, \u0645\u0631\u062d\u0628\u0627",
    "😀, 👍🏽, 🇰🇷", "a:b, c:d", "x" * 5000, ",".join(f"i{i}" for i in range(10_000)), "", " , , ",
    "A, A", "A;B", "[link](javascript:alert(1))", "\\", "&lt;b&gt;", "%00, \x00", "-1, +2, 1e308",
]  # fmt: skip

texts = st.one_of(st.sampled_from(HOSTILE), st.text(max_size=200))


def _valid(parser, text) -> bool:
    try:
        parser(text)
    except ValueError:
        return False
    return True


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(page=st.sampled_from(PAGES), ranking=texts, qrels=texts)
def test_typed_hostile_text_never_raises_and_is_answered(page, ranking, qrels):
    at = open_page(page)
    at.sidebar.text_area(key="in_ranking").set_value(ranking).run()
    assert not at.exception, at.exception
    if not _valid(parse_ranking, ranking):
        assert sidebar_errors(at), ranking[:80]
    at.sidebar.text_input(key="in_qrels").set_value(qrels).run()
    assert not at.exception, at.exception
    if not _valid(parse_qrels, qrels):
        assert sidebar_errors(at), qrels[:80]


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("k", ["0", "-5", str(10**12), "3.5", "many", ""])
def test_hostile_k_in_the_link_never_raises(page, k):
    at = open_page(page, ranking="A,B,C", qrels="A:1", k=k)
    assert not at.exception
    if k not in ("",):
        assert sidebar_errors(at), k


@pytest.mark.parametrize("page", PAGES)
def test_ten_thousand_items_in_the_link_are_refused_with_a_message(page):
    at = open_page(page, ranking=",".join(f"i{i}" for i in range(10_000)), qrels="i1:1")
    assert not at.exception
    assert any("too many" in e for e in sidebar_errors(at))


@pytest.mark.parametrize("page", PAGES)
@given(k=st.integers(1, MAX_K))
@settings(
    max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
def test_any_allowed_k_renders(page, k):
    at = open_page(page, ranking="A,B,C,D", qrels="B:2,D:1,Z:3", k=str(k))
    assert not at.exception


_lines = st.lists(
    st.one_of(
        st.text(max_size=60),
        st.builds(
            lambda q, d, g: f"{q} 0 {d} {g}",
            st.sampled_from(["q1", "q2", "<b>", "😀"]),
            st.text(min_size=1, max_size=8).filter(lambda t: not any(c.isspace() for c in t)),
            st.one_of(st.integers(-3, 5).map(str), st.sampled_from(["1.5", "high", "", "1e3"])),
        ),
        st.builds(
            lambda q, d, s: f"{q},{d},{s}",
            st.sampled_from(["q1", "query"]),
            st.sampled_from(["a", "b", "item", ""]),
            st.sampled_from(["1", "2.5", "rank", "score", "nan", "inf", "-1"]),
        ),
    ),
    max_size=12,
)


@settings(max_examples=200, deadline=None)
@given(qrels_lines=_lines, run_lines=_lines, binary=st.binary(max_size=40))
@example(qrels_lines=[], run_lines=["query,item,rank", "\r0"], binary=b"")  # csv's own traceback
@example(qrels_lines=[], run_lines=["query,item,rank", "q1,d1," + "9" * 200_000], binary=b"")
def test_any_file_is_read_or_refused_with_a_message(qrels_lines, run_lines, binary):
    from metrics.evaluator.readers import TrecFormatError, load
    from metrics.evaluator.router import evaluate_frames as evaluate
    from metrics.evaluator.uploads import read_judgments_file, read_run_file

    for data in (
        "\n".join(qrels_lines).encode(),
        "\n".join(run_lines).encode(),
        binary,
    ):
        for reader in (read_judgments_file, read_run_file):
            try:
                reader(load(data, "upload.txt"))
            except TrecFormatError as err:
                assert str(err).startswith("upload.txt")
    try:
        qrels = read_judgments_file(load("\n".join(qrels_lines).encode(), "q.txt"))
        run = read_run_file(load("\n".join(run_lines).encode(), "r.txt"))
        evaluate(qrels, run, ["map", "ndcg_cut_5", "P_5"])
    except ValueError as err:  # TrecFormatError, or no query in both files
        assert str(err)

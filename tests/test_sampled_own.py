"""The sampled lesson with a team's own numbers: Krichene & Rendle's
correction, the range of full Hit@k a sampled figure allows, the ranks read
from text or a file, and the lesson's section through AppTest and its link."""

import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from metrics.lists.sampled import (
    corrected_hit_values,
    full_hit_range,
    own_numbers,
    read_ranks,
    sampled_hit_chance,
)

from .test_links import open_at


def test_with_every_negative_drawn_the_correction_is_the_full_hit():
    x = corrected_hit_values(49, 5, 50)
    assert x == pytest.approx([1.0] * 5 + [0.0] * 45, abs=1e-9)


def test_the_correction_recovers_the_full_hit_on_average_over_uniform_ranks():
    # Its aim: averaged over every full rank, E[x | r] is close to [r <= k].
    n, k, catalogue = 100, 10, 1000
    own = own_numbers(n, k, catalogue, full=list(range(1, catalogue + 1)))
    assert own["full"] == pytest.approx(0.01)
    assert own["expected"] == pytest.approx(0.1, abs=0.001)  # 10 of 101 sampled ranks
    assert abs(own["corrected"] - own["full"]) < abs(own["expected"] - own["full"]) / 10


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 1000), min_size=1, max_size=40), st.sampled_from([10, 50, 100, 500]))
def test_a_sampled_figures_range_holds_the_true_full_hit(ranks, n):
    k, catalogue = 10, 1000
    expected = float(np.mean([sampled_hit_chance(r, n, k, catalogue) for r in ranks]))
    full = float(np.mean([r <= k for r in ranks]))
    low, high = full_hit_range(expected, n, k, catalogue)
    assert low - 1e-9 <= full <= high + 1e-9


def test_the_range_of_a_sampled_figure_reaches_zero_and_the_figure():
    low, high = full_hit_range(0.62, 100, 10, 1000)
    assert low == 0.0 and high == pytest.approx(0.62, abs=1e-4)


def test_sampled_ranks_give_the_sampled_hit_and_a_corrected_estimate():
    own = own_numbers(100, 10, 1000, sampled=[1, 5, 12, 40, 101])
    assert own["sampled"] == pytest.approx(0.4)
    assert own["full"] is None and own["expected"] is None
    assert 0 <= own["corrected"] < own["sampled"]


@pytest.mark.parametrize(
    "text, message",
    [("0, 3", "ranks: '0' (number 1) is not a whole number"), ("", "give at least one whole number"),
     ("3.5", "'3.5' (number 1) is not a whole number")],
)  # fmt: skip
def test_ranks_that_are_not_whole_numbers_are_refused_naming_them(text, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        read_ranks(text)


def test_a_rank_past_the_catalogue_is_refused():
    with pytest.raises(ValueError, match="full ranks must be between 1 and 1,000"):
        own_numbers(100, 10, 1000, full=[3, 1001])


def test_a_catalogue_too_large_to_correct_says_so():
    with pytest.raises(ValueError, match="at most 50,000,000"):
        corrected_hit_values(1000, 10, 10**6)


def _open(**params):
    return open_at("lessons/sampled.py", **params)


def test_a_link_with_full_ranks_shows_every_hit_at_k():
    at = _open(own_values="3,80,80,400", own_negatives="100", catalogue="1000", own_k="10")
    shown = "\n".join(m.value for m in at.markdown)
    assert "would score **0.6209**" in shown and "against **0.25**" in shown
    assert at.query_params["own_values"] == "3,80,80,400"


def test_two_sampled_figures_say_whether_the_order_can_flip():
    at = _open(own_mode="figures", own_values="0.62, 0.55")
    assert any("The order can flip" in w.value for w in at.warning)
    assert any("fits any full Hit@10 from **0**" in m.value for m in at.markdown)


def test_bad_ranks_get_a_message_and_stay_in_the_field():
    at = _open(own_values="3, x")
    assert [e.value for e in at.error] == [
        "Number 2 in ranks, ‘x’, is not a whole number of at least 1."
    ]
    assert at.text_area(key="sampled_own_values_field").value == "3, x"


@pytest.mark.parametrize(
    "params, says",
    [
        ({"own_values": "3, x"}, "순위의 2번째 값 ‘x’는 1 이상의 정수가 아닙니다."),
        ({"own_values": "3", "catalogue": "1.5"},
         "카탈로그 크기 N 칸의 ‘1\\.5’는 1 이상의 정수가 아닙니다. 1 이상의 정수를 입력해 주세요."),
        ({"own_values": "3", "catalogue": "50", "own_negatives": "100"},
         "네거티브 샘플 수 n은 N − 1인 49까지만 쓸 수 있는데 100을 입력했습니다."),
        ({"own_values": "3, 5000"},
         "전체 순위는 1부터 N인 1,000까지여야 합니다. 순위나 카탈로그 크기를 확인해 주세요."),
        ({"own_mode": "figures", "own_values": "0.6, 1.7"},
         "‘1\\.7’은 0과 1 사이의 값이 아닙니다. 백분율은 41%처럼 % 기호를 붙여 입력해 주세요."),
    ],
)  # fmt: skip
def test_bad_numbers_are_said_in_korean_on_a_korean_page(params, says):
    """Not the library's English after a Korean colon ("계산할 수 없습니다:
    ranks: 'x' (number 2) is not a whole number of at least 1")."""
    at = _open(lang="ko", **params)
    assert not at.exception
    assert [e.value for e in at.error] == [says]


def test_every_refusal_of_the_sampled_numbers_has_words_in_both_languages():
    import re

    from metrics.lists.sampled import SampledInputError
    from ui.words.sampled import T

    for code, names in SampledInputError.CODES.items():
        values = {name: f"<{name}>" for name in names}
        for lang in ("en", "ko"):
            said = T.table(lang)["own_errors"][code].format(**values)
            assert all(v in said for v in values.values()), (lang, code, said)
            if lang == "ko":
                assert not re.search(r"[A-Za-z]{2,}", re.sub(r"<\w+>", "", said)), (code, said)

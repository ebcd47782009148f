"""The decisions and each convention's options on "Why do our numbers
differ?", in Korean words.

The English is :mod:`metrics.evaluator.explain`'s ``DECISIONS`` and
``WORDS`` (the command line prints it too); the Korean is here, under the
same keys.
"""

from metrics.evaluator.explain import WORDS

from .lang import Words

#: Each decision's name, as metrics.evaluator.explain.DECISIONS names it in English.
DECISIONS_KO = {
    "decision_variant_map": "AP를 무엇으로 나누는가",
    "decision_variant_P": "P@K를 무엇으로 나누는가",
    "decision_variant_ndcg": "등급의 이득과, 이상적인 순위를 K에서 자르는지",
    "decision_k_map": "목록을 어디서 자르는가",
    "decision_k_P": "목록을 어디서 자르는가",
    "decision_k_ndcg": "목록을 어디서 자르는가",
    "decision_k_rr": "목록을 어디서 자르는가",
    "decision_k_recall": "목록을 어디서 자르는가",
    "decision_order": "점수가 같은 항목의 순서",
    "decision_float32": "점수를 읽는 정밀도",
    "decision_level": "몇 등급부터 [[relevant]]인가",
    "decision_seen": "목록에 없는 [[relevant]]을(를) 세는가",
    "decision_seen_ndcg": "이상적인 순위를 무엇으로 만드는가",
    "decision_empty": "[[relevant]]이(가) 없는 쿼리의 점수",
    "decision_missing": "[[run]]에 없는 쿼리의 점수",
    "decision_run_only": "[[run]]에만 있는 쿼리의 점수",
}

#: Each convention's option in words, keyed as metrics.evaluator.explain.WORDS.
OPTIONS_KO = {
    ("variant", "map", "m"): "AP를 m(판정 파일의 [[relevant]] 전체 수)으로 나눔",
    ("variant", "map", "min_m_k"): "AP를 min(m, K)로 나눔",
    ("variant", "map", "hits"): "AP를 상위 K 안에서 찾은 [[relevant]] 수로 나눔",
    ("variant", "map", "mean_p"): "P@1부터 P@K까지의 평균(AP가 아닌 흔한 실수)",
    ("variant", "P", "k"): "P@K를 K로 나눔(목록이 K보다 짧아도)",
    ("variant", "P", "min_k_len"): "P@K를 min(K, 검색된 항목 수)로 나눔",
    ("variant", "ndcg", "linear"): "이득 = 등급",
    ("variant", "ndcg", "exponential"): "이득 = 2^등급 − 1",
    ("variant", "ndcg", "binary"): "[[relevant]]은(는) 모두 이득 1(등급 무시)",
    ("variant", "ndcg", "cwl"): (
        "이득 = 등급 ÷ 가장 높은 등급, 이상적인 순위는 [[relevant]]이(가) 몇 개든 가장 높은 등급 K개"
        "(cwl_eval의 NDCG-k)"
    ),
    (
        "variant",
        "ndcg",
        "linear_uncut",
    ): "이득 = 등급, [[run]]은(는) K에서 자르고 이상적인 순위는 자르지 않음(trec_eval -M K -m ndcg)",
    ("order", "trec"): "점수가 같으면 문서 이름 역순(Z→A)",
    ("order", "file"): "점수가 같으면 파일에 적힌 순서",
    ("order", "docno_asc"): "점수가 같으면 문서 이름 순(A→Z)",
    (
        "order",
        "best",
    ): "점수가 같으면 목록에 유리하게 가장 적합한 항목부터(점수 다음 레이블로 정렬하는 직접 짠 코드)",
    (
        "order",
        "average",
    ): "점수가 같은 항목은 그 묶음의 평균 이득을 나눠 가짐(AP는 묶음 하나를 임계값 하나로 셈)",
    ("float32", False): "점수를 64비트 실수(double)로 읽음",
    ("float32", True): "점수를 32비트 실수(float)로 읽음",
    ("level", 1): "등급 1 이상이 [[relevant]]",
    ("level", 2): "등급 2 이상만 [[relevant]]",
    ("seen", True): "목록에 없는 [[relevant]]도 셈",
    ("seen", False): "목록에 없는 [[relevant]]은(는) 세지 않음(후보마다 레이블 하나)",
    ("seen_ndcg", True): "이상적인 순위를 판정된 항목 전체로 만듦",
    ("seen_ndcg", False): "이상적인 순위를 목록에 있는 항목만으로 만듦",
    ("empty", "zero"): "[[relevant]]이(가) 없는 쿼리는 0점으로 평균에 넣음",
    ("empty", "skip"): "[[relevant]]이(가) 없는 쿼리는 평균에서 뺌",
    ("empty", "one"): "[[relevant]]이(가) 없는 쿼리는 1점",
    ("missing", "skip"): "[[run]]에 없는 쿼리는 평균에서 뺌",
    ("missing", "zero"): "[[run]]에 없는 쿼리는 0점(trec_eval -c)",
    ("run_only", "skip"): "[[run]]에만 있는 쿼리(아무도 판정하지 않은 쿼리)는 평균에서 뺌",
    (
        "run_only",
        "empty",
    ): "[[run]]에만 있는 쿼리(아무도 판정하지 않은 쿼리)를 [[relevant]]이(가) 없는 쿼리로 셈",
    ("k", None): "목록 전체([[cutoff]] 없음)",
    ("k", "k"): "K = {k}에서 자름",
}

OPTIONS = Words(en=dict(WORDS), ko=OPTIONS_KO)

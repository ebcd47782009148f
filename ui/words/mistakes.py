"""What a wrong number most likely came from: one sentence per known mistake,
shared by the quiz and the lessons' "guess first"."""

from .lang import Words

EN = {
    "hits": "You divided by the hits (the relevant items found); standard AP divides by m, all relevant items.",
    "hits_trunc": "You divided by the hits (the relevant items found); the truncated AP@K divides by min(m, K).",
    "mean_p": "You averaged P@k over every rank; only the relevant ranks count.",
    "m": "You divided by m; the truncated AP@K divides by min(m, K).",
    "min_m_k": "You divided by min(m, K): that is the truncated AP@K, a different convention; standard AP divides by m.",
    "by_length": "You divided by the list length; trec_eval divides by K.",
    "recall": "That is recall (÷ m, all relevant items); precision divides by K.",
    "exp": "You used exponential gain (2^grade − 1); this asks for linear gain.",
    "linear": "You used linear gain (gain = grade); this asks for exponential gain.",
    "list_idcg": "You built the ideal order from the returned list only; it must include every judged item.",
    "p_at_k": "You took precision at K; R-precision stops at rank R, the number of relevant items.",
    "err_certain": "You let every relevant item satisfy the reader for sure; ERR's chance is (2^grade − 1)/16, only 1/16 for grade 1.",
    "rbp_unscaled": "You used the grades as they are; RBP first scales them into 0–1 by the highest grade.",
    "no_one_minus_p": "You left out the factor (1 − p): RBP is (1 − p) times the sum of p^(k−1) over the relevant ranks.",
}

KO = {
    "hits": "찾은 [[relevant]] 수(hits)로 나누셨습니다. 표준 AP는 모든 [[relevant]] 수 m으로 나눕니다.",
    "hits_trunc": "찾은 [[relevant]] 수(hits)로 나누셨습니다. 절단 AP@K는 min(m, K)로 나눕니다.",
    "mean_p": "모든 순위의 P@k를 평균하셨습니다. [[relevant]]이(가) 있는 순위만 셉니다.",
    "m": "m으로 나누셨습니다. 절단 AP@K는 min(m, K)로 나눕니다.",
    "min_m_k": "min(m, K)로 나누셨습니다. 그것은 다른 방식인 절단 AP@K이고, 표준 AP는 m으로 나눕니다.",
    "by_length": "목록 길이로 나누셨습니다. trec_eval은 K로 나눕니다.",
    "recall": "그것은 재현율(÷ m, 모든 [[relevant]])입니다. 정밀도는 K로 나눕니다.",
    "exp": "지수 이득(2^등급 − 1)을 쓰셨습니다. 이 문제는 선형 이득을 묻습니다.",
    "linear": "선형 이득(이득 = 등급)을 쓰셨습니다. 이 문제는 지수 이득을 묻습니다.",
    "list_idcg": "[[returned_list]]만으로 이상적인 순서를 만드셨습니다. 판정된 모든 항목을 넣어야 합니다.",
    "p_at_k": "K에서의 정밀도를 구하셨습니다. R-정밀도는 [[relevant]] 수만큼인 R위에서 멈춥니다.",
    "err_certain": "[[relevant]]이면 사용자가 반드시 만족한다고 보셨습니다. ERR에서 만족할 확률은 (2^등급 − 1)/16이고, 등급 1이면 1/16뿐입니다.",
    "rbp_unscaled": "등급을 그대로 쓰셨습니다. RBP는 먼저 가장 높은 등급으로 나눠 0~1 사이로 맞춥니다.",
    "no_one_minus_p": "(1 − p)를 빠뜨리셨습니다. RBP는 적합 순위의 p^(k−1)을 더한 뒤 (1 − p)를 곱합니다.",
}

T = Words(en=EN, ko=KO)

#: Each mistake in a few words, for a room's reveal, which lists how many
#: made it ("2: divided by hits"); the sentence above explains it to one person.
SHORT_EN = {
    "hits": "divided by the hits", "hits_trunc": "divided by the hits",
    "mean_p": "averaged P@k over every rank", "m": "divided by m",
    "min_m_k": "divided by min(m, K)", "by_length": "divided by the list's length",
    "recall": "took recall", "exp": "used exponential gain", "linear": "used linear gain",
    "list_idcg": "built the ideal from the returned list only",
    "p_at_k": "took precision at K", "err_certain": "took satisfaction as certain",
    "rbp_unscaled": "left the grades unscaled", "no_one_minus_p": "left out (1 − p)",
}  # fmt: skip

SHORT_KO = {
    "hits": "hits로 나눔", "hits_trunc": "hits로 나눔", "mean_p": "모든 순위의 P@k를 평균함",
    "m": "m으로 나눔", "min_m_k": "min(m, K)로 나눔", "by_length": "목록 길이로 나눔",
    "recall": "재현율을 구함", "exp": "지수 이득을 씀", "linear": "선형 이득을 씀",
    "list_idcg": "[[returned_list]]만으로 이상적인 순서를 만듦",
    "p_at_k": "K에서의 정밀도를 구함", "err_certain": "만족할 확률을 1로 봄",
    "rbp_unscaled": "등급을 그대로 씀", "no_one_minus_p": "(1 − p)를 빠뜨림",
}  # fmt: skip

SHORT = Words(en=SHORT_EN, ko=SHORT_KO)

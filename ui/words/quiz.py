"""Words of the Quiz page."""

from .lang import Words

EN = {
    "title": "Quiz: test yourself",
    "intro": (
        "Short questions about small made-up lists, each aimed at a mistake people often make. "
        "Work it out on paper, answer, then press **Check**: you get the right value, why, and a "
        "link that opens the list in its lesson at the step that matters."
    ),
    "progress": "Question {n} · score {right} of {answered} answered",
    "seed_note": "This quiz's number is {seed}: the link in the address bar gives anyone the same questions.",
    "new_quiz": "Start a new quiz",
    "present_help": "For a meeting: the question alone in large type, the sidebar out of the way. Open a room below to gather everyone's answers.",
    "ranking": "Ranked list (rank 1 first):",
    "relevant": "Relevant items:",
    "grades": "Grades (0 = not relevant, 3 = perfect):",
    "not_retrieved": " — {items} never made it into the list",
    "k": "Cutoff K = {k}.",
    "answer_number": "Your answer (a number such as 0.25, a percentage such as 25%, or a fraction such as 1/4)",
    "read_as": "You typed ‘{text}’, read as **{value}**.",
    "answer_choice": "Your answer",
    "check": "Check",
    "next": "Next question",
    "next_by_teacher": "The next question comes when the teacher moves the room on.",
    "no_answer": "Type or pick an answer first, then press Check.",
    "not_a_number": "‘{text}’ is not a number; type e.g. 0.25, 25% or 1/4.",
    "right": "Right! The answer is **{answer}**.",
    "wrong": "Not quite: you answered **{given}**, the answer is **{answer}**{off}.",
    "off": " ({diff} too {direction})",
    "high": "high",
    "low": "low",
    "open_lesson": "Open this list in the lesson, at step {step}",
    "open_other": "Open the other order in the lesson",
    # The questions, one per kind.
    "q_ap_m": "What is the **standard average precision** (AP ÷ m) of this list?",
    "q_ap_trunc": "What is the **truncated AP@K** (÷ min(m, K)) of this list?",
    "q_p_short": "The system returned only these items. What is **P@{k}** as trec_eval computes it?",
    "q_rr": "What is the **reciprocal rank** (RR) of this list?",
    "q_ndcg": "What is **nDCG@{k}** with linear gain (gain = grade)?",
    "q_idcg_source": (
        "Item Z (grade 3) was judged but never retrieved. Which of these is the correct "
        "**nDCG@{k}** (linear gain)?"
    ),
    "q_which_convention": (
        "A library reports **{shown}** as the average precision of this list at K = {k}. "
        "Which way of averaging gives exactly that?"
    ),
    "q_which_order": (
        "The same items and labels in two orders. Which order has the higher **standard AP**?"
    ),
    "q_rprec": "What is the **R-precision** of this list (precision at rank R, R = every relevant item)?",
    "q_rbp": "What is **rank-biased precision** (RBP) with persistence **p = 0.5**?",
    "q_sampled": (
        "A recommender puts a user's held-out item at **rank {rank} of 1,000**: a miss for the "
        "full Hit@10. A paper instead ranks it against **100 random other items** and counts a hit "
        "if it lands in the top 10 of those 101. Is that more likely a hit or a miss?"
    ),
    "sampled_hit": "More likely a hit",
    "sampled_miss": "More likely a miss",
    "order_first": "First order",
    "order_second": "Second order",
    "q_which_decision": (
        "Two tools score these two queries at K = {k}. One prints **MAP@{k} = {shown}**. Which "
        "decisions give exactly that?"
    ),
    "query_1": "Query 1:",
    "open_disagree": "Open both queries in “Why do our numbers differ?”",
    "query_2": "Query 2:",
    "query_2_empty": "Query 2 has nothing relevant.",
    "decision_trec": "trec_eval: AP ÷ m; a query with nothing relevant scores 0",
    "decision_skip": "AP ÷ m; a query with nothing relevant is left out",
    "decision_trunc": "AP ÷ min(m, K); a query with nothing relevant scores 0",
    "decision_trunc_skip": "recommenders, RecBole: AP ÷ min(m, K); a query with nothing relevant is left out",
    "why_which_decision": (
        "Query 1's AP@{k} is {skip} divided by m (m = {relevant}) and {trunc_skip} divided by "
        "min(m, K). Scoring query 2 as 0 halves the mean to {trec} and {trunc}; leaving it out "
        "keeps {skip} and {trunc_skip}."
    ),
    "first_list": "First order:",
    "second_list": "Second order:",
    "choice_judgments": "{value}",
    "choice_ranking": "{value}",
    "conv_mean_p": "“Mean of P@i” over every rank (a common mistake)",
    "conv_m": "Standard AP: ÷ m, all relevant items",
    "conv_min_m_k": "Truncated AP@K: ÷ min(m, K)",
    "conv_hits": "÷ hits, the relevant items found",
    # Why, per kind.
    "why_ap_m": (
        "Add P@k at each relevant rank to get S, then divide by **m = {relevant}**, every relevant "
        "item — including the ones never retrieved. Here S = {s}, so AP is {s} / {relevant} = {m}. "
        "Dividing by the hits gives {hits}; averaging P@k over every rank gives {mean_p}."
    ),
    "why_ap_trunc": (
        "There are m = {relevant} relevant items but only K = {k} slots, so the truncated AP@K "
        "divides S = {s} by min(m, K) = {d}, which gives {s} / {d} = {min_m_k}. Standard AP (÷ m) gives {m}."
    ),
    "why_p_short": (
        "trec_eval divides by K even when fewer than K items came back: every empty rank counts "
        "as a miss ({missing} here), so P@{k} is {hits}/{k}. Dividing by the list length gives "
        "{by_length}, which is a different convention (torchmetrics' adaptive_k)."
    ),
    "why_rr": (
        "The first relevant item is at rank {first}, so RR is 1/{first}. The other relevant items "
        "below it change nothing."
    ),
    "why_ndcg": (
        "Add grade / log2(rank + 1) down the list to get DCG, then divide by the DCG of the best "
        "order of these grades (IDCG = {idcg}). Exponential gain (2^grade − 1) would give {exp}."
    ),
    "why_idcg_source": (
        "The ideal order must include every judged item, retrieved or not: with Z it gives "
        "{judgments}. Building the ideal from the returned list alone forgets Z and gives "
        "{ranking}, which flatters a list that missed the best item."
    ),
    "why_which_convention": (
        "For this list, the mean of P@i is {mean_p}, ÷ m gives {m}, ÷ min(m, K) gives {min_m_k} "
        "and ÷ hits gives {hits} (m = {relevant}, K = {k})."
    ),
    "why_which_order": (
        "Standard AP: first order {first}, second order {second}. What counts is how early the "
        "relevant items come. (The wrong “mean of P@i” would give {first_mean_p} and "
        "{second_mean_p}.)"
    ),
    "why_rprec": (
        "There are R = {r} relevant items, so look at the top {r} only: {hits_r} of them are "
        "relevant, R-precision = {hits_r}/{r}. Precision at K (the whole list) would give {p_at_k}."
    ),
    "why_rbp": (
        "The reader reaches rank k with chance 0.5^(k−1), and each relevant rank adds (1 − p) "
        "times that chance. With relevant items at rank(s) {ranks}, the sum is {sum}. Forgetting "
        "the (1 − p) gives {no_one_minus_p}."
    ),
    "why_sampled": (
        "About {rank} × 100/999 of the 100 random items outrank it, so its sampled rank is most "
        "often small or large accordingly: the exact chance of a sampled hit is {chance}. A few "
        "random negatives reward items in the middle of the ranking."
    ),
    "bad_number": "{message}",
}

KO = {
    "title": "퀴즈: 스스로 확인하기",
    "intro": (
        "짧은 예시 목록으로 푸는 문제입니다. 문제마다 사람들이 자주 틀리는 지점을 골랐습니다. 종이에 풀어 "
        "보고 답을 적은 뒤 **확인**을 누르세요. 정답과 그 이유, 그리고 그 목록을 레슨의 해당 단계에서 "
        "여는 링크가 나옵니다."
    ),
    "progress": "{n}번 문제 · 지금까지 정답 {right}/{answered}",
    "seed_note": "이 퀴즈의 번호는 {seed}입니다. 주소창의 링크를 받은 사람은 누구나 같은 문제를 풉니다.",
    "new_quiz": "새 퀴즈 시작",
    "present_help": "회의에서 함께 풀 때 씁니다. 문제만 큰 글씨로 보이고 사이드바는 숨습니다. 아래에서 방을 열면 모두의 답을 모을 수 있습니다.",
    "ranking": "순위 목록 (1위부터):",
    "relevant": "[[relevant]]:",
    "grades": "등급 (0 = [[not_relevant]], 3 = 완벽):",
    "not_retrieved": " · {items}은(는) 검색되지 않음",
    "k": "[[cutoff]] K는 {k}입니다.",
    "answer_number": "내 답 (0.25 같은 소수, 25% 같은 백분율, 1/4 같은 분수)",
    "read_as": "입력하신 ‘{text}’ 값을 **{value}**(으)로 읽었습니다.",
    "answer_choice": "내 답",
    "check": "확인",
    "next": "다음 문제",
    "next_by_teacher": "다음 문제는 진행자가 방을 넘기면 나옵니다.",
    "no_answer": "먼저 답을 입력하거나 고른 뒤 확인을 누르세요.",
    "not_a_number": "‘{text}’은(는) 숫자가 아닙니다. 0.25, 25%, 1/4처럼 입력하세요.",
    "right": "맞혔습니다! 정답은 **{answer}**입니다.",
    "wrong": "아쉽습니다. 입력한 답은 **{given}**, 정답은 **{answer}**입니다.{off}",
    "off": " 입력한 답이 정답보다 {diff} {direction}.",
    "high": "높습니다",
    "low": "낮습니다",
    "open_lesson": "이 목록을 레슨의 {step}단계에서 열기",
    "open_other": "다른 순서를 레슨에서 열기",
    "q_ap_m": "이 목록의 **표준 평균 정밀도**(AP ÷ m)는 얼마일까요?",
    "q_ap_trunc": "이 목록의 **절단 AP@K**(÷ min(m, K))는 얼마일까요?",
    "q_p_short": "시스템이 이 항목들만 검색했습니다. trec_eval이 계산하는 **P@{k}**은(는) 얼마일까요?",
    "q_rr": "이 목록의 **역순위**(RR)는 얼마일까요?",
    "q_ndcg": "선형 이득(이득 = 등급)으로 **nDCG@{k}**은(는) 얼마일까요?",
    "q_idcg_source": (
        "항목 Z(등급 3)는 판정되었지만 검색되지 않았습니다. 다음 중 올바른 **nDCG@{k}**(선형 이득)은 무엇일까요?"
    ),
    "q_which_convention": (
        "어떤 라이브러리가 K = {k}에서 이 목록의 평균 정밀도를 **{shown}**(으)로 보고합니다. "
        "어떤 평균 방식이 정확히 그 값을 낼까요?"
    ),
    "q_which_order": (
        "같은 항목과 판정이 두 가지 순서로 있습니다. 어느 순서의 **표준 AP**가 더 높을까요?"
    ),
    "q_rprec": "이 목록의 **R-정밀도**(R위에서의 정밀도, R = 전체 [[relevant]] 수)는 얼마일까요?",
    "q_rbp": "계속 볼 확률 **p = 0.5**일 때 **순위 편향 정밀도**(RBP)는 얼마일까요?",
    "q_sampled": (
        "모델이 평가용으로 떼어 둔 사용자의 [[held_out_short]](held-out)을 **1,000개 중 {rank}위**에 "
        "둡니다. 전체 기준 Hit@10으로는 적중이 아닙니다. 그런데 어떤 논문은 이 항목을 **무작위로 "
        "고른 다른 항목 100개**와만 섞어 순위를 매기고, 101개 중 10위 안에 들면 적중으로 칩니다. "
        "적중할 가능성이 높을까요, 아닐 가능성이 높을까요?"
    ),
    "sampled_hit": "적중할 가능성이 더 높음",
    "sampled_miss": "적중하지 않을 가능성이 더 높음",
    "order_first": "첫 번째 순서",
    "order_second": "두 번째 순서",
    "q_which_decision": (
        "두 도구가 이 두 쿼리를 K = {k}에서 계산했습니다. 한쪽이 **MAP@{k} = {shown}**을(를) 냈습니다. "
        "어떤 선택이어야 정확히 이 값이 나올까요?"
    ),
    "query_1": "쿼리 1:",
    "open_disagree": "두 쿼리를 ‘두 숫자가 왜 다를까요?’에서 열기",
    "query_2": "쿼리 2:",
    "query_2_empty": "쿼리 2에는 [[relevant]]이(가) 없습니다.",
    "decision_trec": "trec_eval 방식: AP ÷ m, [[relevant]]이(가) 없는 쿼리는 0점",
    "decision_skip": "AP ÷ m, [[relevant]]이(가) 없는 쿼리는 평균에서 뺌",
    "decision_trunc": "AP ÷ min(m, K), [[relevant]]이(가) 없는 쿼리는 0점",
    "decision_trunc_skip": "recommenders, RecBole 방식: AP ÷ min(m, K), [[relevant]]이(가) 없는 쿼리는 평균에서 뺌",
    "why_which_decision": (
        "쿼리 1의 AP@{k}은(는) ÷ m(m = {relevant})이면 {skip}, ÷ min(m, K)면 {trunc_skip}입니다. "
        "쿼리 2를 0점으로 넣으면 평균이 절반이 되어 {trec}, {trunc}이(가) 되고, 빼면 {skip}, "
        "{trunc_skip} 그대로입니다."
    ),
    "first_list": "첫 번째 순서:",
    "second_list": "두 번째 순서:",
    "choice_judgments": "{value}",
    "choice_ranking": "{value}",
    "conv_mean_p": "모든 순위의 “P@i의 평균” (흔한 실수)",
    "conv_m": "표준 AP: ÷ m, 모든 [[relevant]]",
    "conv_min_m_k": "절단 AP@K: ÷ min(m, K)",
    "conv_hits": "÷ hits, 찾은 [[relevant]] 수",
    "why_ap_m": (
        "적합 순위마다 P@k를 더해 S를 구하고, 검색되지 않은 것까지 포함한 모든 [[relevant]] 수 "
        "**m = {relevant}**(으)로 나눕니다. 여기서 S = {s}이므로 AP = {s} / {relevant} = {m}입니다. "
        "찾은 [[relevant]] 수(hits)로 나누면 {hits}, 모든 순위의 P@k를 평균하면 {mean_p}이(가) 됩니다."
    ),
    "why_ap_trunc": (
        "[[relevant]]은(는) m = {relevant}개인데 자리는 K = {k}개뿐이므로, 절단 AP@K는 S = {s}을(를) "
        "min(m, K) = {d}(으)로 나눕니다. 그래서 {s} / {d} = {min_m_k}입니다. 표준 AP(÷ m)는 {m}입니다."
    ),
    "why_p_short": (
        "trec_eval은 검색된 항목이 K개보다 적어도 K로 나눕니다. 빈 순위 {missing}개를 놓친 것으로 세므로 "
        "P@{k} = {hits}/{k}입니다. 목록 길이로 나누면 {by_length}인데, 이는 다른 방식(torchmetrics의 "
        "adaptive_k)입니다."
    ),
    "why_rr": (
        "첫 번째 [[relevant]]이(가) {first}위에 있으므로 RR = 1/{first}입니다. 그 아래의 다른 [[relevant]]은(는) 아무것도 "
        "바꾸지 않습니다."
    ),
    "why_ndcg": (
        "목록을 따라 등급 / log2(순위 + 1)을 더해 DCG를 구하고, 이 등급들을 가장 좋은 순서로 놓았을 "
        "때의 DCG(IDCG = {idcg})로 나눕니다. 지수 이득(2^등급 − 1)이라면 {exp}이(가) 됩니다."
    ),
    "why_idcg_source": (
        "이상적인 순서에는 검색 여부와 관계없이 판정된 모든 항목이 들어가야 합니다. Z를 넣으면 "
        "{judgments}이(가) 나옵니다. [[returned_list]]만으로 만들면 Z가 빠져 {ranking}이(가) 되고, 가장 좋은 항목을 놓친 "
        "목록을 과대평가합니다."
    ),
    "why_which_convention": (
        "이 목록에서 P@i의 평균은 {mean_p}, ÷ m은 {m}, ÷ min(m, K)는 {min_m_k}, ÷ hits는 {hits}"
        "입니다(m = {relevant}, K = {k})."
    ),
    "why_which_order": (
        "표준 AP는 첫 번째 순서에서 {first}, 두 번째 순서에서 {second}입니다. 중요한 것은 [[relevant]]이(가) 얼마나 일찍 "
        "나오는가입니다. (틀린 “P@i의 평균”이라면 {first_mean_p}과(와) {second_mean_p}이(가) 됩니다.)"
    ),
    "why_rprec": (
        "[[relevant]]이(가) R = {r}개이므로 상위 {r}개만 봅니다. 그중 {hits_r}개가 적합하니 R-정밀도 = "
        "{hits_r}/{r}입니다. K(목록 전체)에서의 정밀도라면 {p_at_k}입니다."
    ),
    "why_rbp": (
        "사용자가 k위까지 올 확률은 0.5^(k−1)이고, [[relevant]]이(가) 있는 순위마다 (1 − p)에 그 확률을 "
        "곱해 더합니다. 이 목록에서는 [[relevant]]이(가) {ranks}위에 있으므로 합은 {sum}입니다. "
        "(1 − p)를 빠뜨리면 {no_one_minus_p}이(가) 됩니다."
    ),
    "why_sampled": (
        "무작위 항목 100개 중 약 {rank} × 100/999개가 이 항목보다 위에 옵니다. 그 수에 따라 샘플 "
        "순위가 정해지고, 샘플에서 적중할 정확한 확률은 {chance}입니다. [[sampled_negatives]]이(가) 적으면 순위 "
        "중간에 있는 항목이 유리해집니다."
    ),
    "bad_number": "{message}",
}

T = Words(en=EN, ko=KO)

"""Words of the Precision & Recall lesson."""

from .lang import Words

EN = {
    "title": "Precision & Recall @k",
    "intuition": (
        "Cut the list after K items. **Precision@K** asks how much of what you showed is relevant; "
        "**Recall@K** asks how much of what is relevant you showed."
    ),
    "guess_question": "**Your guess:** what is P@{k}, the precision of the top {k}?",
    "cards_heading": "At K = {k}",
    "answers": {
        "P": "Of the top {k} shown, what fraction is relevant? {hits}/{k}",
        "recall": "Of all {m} relevant items, what fraction is in the top {k}? {hits}/{m}",
        "success": "Is at least one relevant item in the top {k}?",
        "F1": "One number balancing the two, computed as 2·P·R / (P + R).",
    },
    "walk_heading": "Walk through it, one rank at a time",
    "step_relevant": (
        "Rank {k}: {item} is relevant — {hits} relevant in the top {k}, which gives P@{k} = {hits}/{k} = {p} "
        "and R@{k} = {hits}/{m} = {r}."
    ),
    "step_not_relevant": (
        "Rank {k}: {item} is not relevant — still {hits} relevant in the top {k}, so P@{k} = {hits}/{k} = {p} "
        "falls while R@{k} = {hits}/{m} = {r} stays."
    ),
    "step_first_not_relevant": (
        "Rank {k}: {item} is not relevant — 0 relevant in the top {k}, which gives P@{k} = {hits}/{k} = {p} "
        "and R@{k} = {hits}/{m} = {r}."
    ),
    "step_empty": (
        "Rank {k}: nothing here — the list has only {n} item(s). trec_eval still divides by {k}, "
        "which gives P@{k} = {hits}/{k} = {p} and R@{k} = {r}."
    ),
    "step_relevant_held": "Rank {k}: {item} is relevant.",
    "step_not_relevant_held": "Rank {k}: {item} is not relevant.",
    "step_first_not_relevant_held": "Rank {k}: {item} is not relevant.",
    "step_empty_held": "Rank {k}: nothing here, as the list has only {n} item(s); it counts as not relevant.",
    "step_final": (
        "That was the last rank (K = {k}), which gives **P@{k} = {hits}/{k} = {p}** and "
        "**R@{k} = {hits}/{m} = {r}**."
    ),
    "no_relevant_note": "There is no relevant item (m = 0), so recall is 0 by convention.",
    "chart_heading": "Precision and recall as K grows",
    "chart_caption": (
        "Recall never goes down as K grows: it steps up at each relevant item and stays flat "
        "otherwise. Precision rises at a relevant item and falls at a non-relevant one, unless it "
        "is already 1 or 0, where it stays."
    ),
    "chart_x": "K",
    "short_heading": "The pitfall: a list shorter than K",
    "short_body": (
        "When fewer than K items come back, what is P@K? trec_eval (and pytrec_eval, ranx, "
        "ir-measures) divide by K anyway: the missing ranks count as misses. Some libraries "
        "(torchmetrics with adaptive_k) divide by the list's length instead. With 2 relevant items "
        "returned and K = 5, that is 2/5 = 0.4 against 2/2 = 1. Neither is a bug, but they answer "
        "different questions — “how good is a page of K slots?” versus “how good is what was "
        "returned?” — so say which one you report."
    ),
    "short_now_differs": (
        "**Your list is shorter than K:** {n} item(s) and K = {k}. trec_eval's P@{k} is {hits}/{k} = "
        "**{p_k}**; divided by the list's length, it is {hits}/{d} = **{p_len}**."
    ),
    "short_now_same": "Your list has {n} items and K = {k}: it is not shorter than K, so both conventions agree here ({p}).",
    "load_short": "Load a short list (2 items, K = 5)",
    "formula_heading": "The formulas, symbol by symbol",
    "symbols": (
        "- **k**, **i** — a rank position: 1 is the top of the list (the table's P@k, R@k… are "
        "the values for the top k).\n"
        "- **K** — the cutoff: only ranks 1…K count.\n"
        "- **rel(i)** — 1 if the item at rank i is relevant, else 0.\n"
        "- **hits** — the relevant items in the top K: Σ rel(i) for i = 1…K.\n"
        "- **m** — the number of relevant items, including those never retrieved.\n"
        "- **P@K** — hits / K.  **R@K** — hits / m.  **Hit@K** — 1 if hits > 0.  "
        "**F1@K** — 2·P·R / (P + R)."
    ),
    "empty": "The list is empty.",
}

KO = {
    "title": "정밀도와 재현율 @k",
    "intuition": (
        "목록을 K개에서 자릅니다. **정밀도**(P@K)는 보여 준 것 중 얼마가 적합한지를, **재현율**(R@K)은 "
        "적합한 것 중 얼마를 보여 주었는지를 묻습니다."
    ),
    "guess_question": "**내 예측:** 상위 {k}개의 정밀도 P@{k}은(는) 얼마일까요?",
    "cards_heading": "K = {k}일 때의 값",
    "answers": {
        "P": "보여 준 상위 {k}개 중 적합한 비율은? {hits}/{k}",
        "recall": "[[relevant]] {m}개 중 상위 {k}개 안에 든 비율은? {hits}/{m}",
        "success": "상위 {k}개 안에 [[relevant]]이(가) 하나라도 있을까요?",
        "F1": "둘의 균형을 잡은 숫자 하나로, 2·P·R / (P + R)입니다.",
    },
    "walk_heading": "한 순위씩 따라가기",
    "step_relevant": (
        "{k}위 {item}은(는) [[relevant]]입니다. 상위 {k}개 중 [[relevant]]이(가) {hits}개이므로 "
        "P@{k} = {hits}/{k} = {p}, R@{k} = {hits}/{m} = {r}입니다."
    ),
    "step_not_relevant": (
        "{k}위 {item}은(는) [[not_relevant]]입니다. 상위 {k}개 중 [[relevant]]은(는) 여전히 {hits}개이므로 P@{k} = {hits}/{k} = {p}(으)로 "
        "떨어지고 R@{k} = {hits}/{m} = {r}은(는) 그대로입니다."
    ),
    "step_first_not_relevant": (
        "{k}위 {item}은(는) [[not_relevant]]입니다. 상위 {k}개 중 [[relevant]]이(가) 없으므로 "
        "P@{k} = {hits}/{k} = {p}, R@{k} = {hits}/{m} = {r}입니다."
    ),
    "step_empty": (
        "{k}위는 비어 있습니다(목록에 항목이 {n}개뿐입니다). trec_eval은 그래도 {k}(으)로 나누므로 "
        "P@{k} = {hits}/{k} = {p}, R@{k} = {r}입니다."
    ),
    "step_relevant_held": "{k}위 {item}은(는) [[relevant]]입니다.",
    "step_not_relevant_held": "{k}위 {item}은(는) [[not_relevant]]입니다.",
    "step_first_not_relevant_held": "{k}위 {item}은(는) [[not_relevant]]입니다.",
    "step_empty_held": "{k}위는 비어 있습니다(목록에 항목이 {n}개뿐입니다). [[not_relevant]]으로 셉니다.",
    "step_final": (
        "마지막 순위였습니다(K = {k}). **P@{k} = {hits}/{k} = {p}**, **R@{k} = {hits}/{m} = {r}**입니다."
    ),
    "no_relevant_note": "[[relevant]]이(가) 없으므로(m = 0) 관례에 따라 재현율은 0입니다.",
    "chart_heading": "K가 커질 때의 정밀도와 재현율",
    "chart_caption": (
        "재현율은 K가 커져도 내려가지 않습니다. [[relevant]]에서 한 계단 오르고 그 밖에는 그대로입니다. "
        "정밀도는 [[relevant]]에서 오르고 [[not_relevant]] 항목에서 내려갑니다. 다만 이미 1이거나 0이면 그대로입니다."
    ),
    "chart_x": "K",
    "short_heading": "함정: K보다 짧은 목록",
    "short_body": (
        "검색된 항목이 K개보다 적으면 P@K는 얼마일까요? trec_eval(그리고 pytrec_eval, ranx, "
        "ir-measures)은 그래도 K로 나눕니다. 비어 있는 순위는 못 맞힌 것으로 셉니다. 어떤 "
        "라이브러리(adaptive_k를 켠 torchmetrics)는 목록 길이로 나눕니다. 검색된 항목 2개가 모두 "
        "적합하고 K = 5라면 2/5 = 0.4와 2/2 = 1로 갈립니다. 둘 다 버그는 아닙니다. 다만 “K칸짜리 "
        "화면이 얼마나 좋은가?”와 “검색된 것이 얼마나 좋은가?”라는 다른 질문에 답하므로, 어느 쪽을 "
        "보고하는지 함께 적어야 합니다."
    ),
    "short_now_differs": (
        "**지금 목록은 K보다 짧습니다:** 항목 {n}개, K = {k}입니다. trec_eval의 P@{k} = {hits}/{k} = "
        "**{p_k}**, 목록 길이로 나누면 {hits}/{d} = **{p_len}**입니다."
    ),
    "short_now_same": "지금 목록은 항목 {n}개, K = {k}입니다. K보다 짧지 않으니 두 방식이 같습니다({p}).",
    "load_short": "짧은 목록 불러오기 (항목 2개, K = 5)",
    "formula_heading": "수식, 기호 하나씩",
    "symbols": (
        "- **k**, **i** — 순위 위치: 1이 목록의 맨 위(표의 P@k, R@k…는 상위 k까지의 값).\n"
        "- **K** — [[cutoff]]: 1…K위만 셉니다.\n"
        "- **rel(i)** — i위의 항목이 적합하면 1이고, 아니면 0입니다.\n"
        "- **hits** — 상위 K 안의 [[relevant]] 수로, i = 1…K에 대해 rel(i)를 더한 값입니다.\n"
        "- **m** — 검색되지 않은 것까지 포함한 모든 [[relevant]]의 수.\n"
        "- **P@K** — hits / K.  **R@K** — hits / m.  **Hit@K** — hits > 0이면 1, 아니면 0입니다.  "
        "**F1@K** — 2·P·R / (P + R)."
    ),
    "empty": "목록이 비어 있습니다.",
}

T = Words(en=EN, ko=KO)

"""Words of the Average Precision lesson."""

from .lang import Words

EN = {
    "title": "Average Precision",
    "intuition": (
        "Average precision asks: **each time you find a relevant item, how clean is the list so "
        "far?** — and averages those moments over the relevant items."
    ),
    "guess_question": "**Your guess:** what is the standard AP (÷ m) of this list at K = {k}?",
    "guess_what": "Standard AP",
    "computed_by": "as in {libs}",
    "computed_by_none": "no library: a misreading",
    "report": (
        "**Which number should I report?** The **standard AP** (÷ m, all relevant items): it is "
        "trec_eval's `map` and what search papers mean by AP and MAP. Recommender systems and "
        "Kaggle usually report the **truncated AP@K** (÷ min(m, K)), which can still reach 1 when "
        "there are more relevant items than K. Never the “mean of P@i”. Whichever you use, say "
        "which one."
    ),
    "tab_walk": "Step by step",
    "tab_side": "Four ways side by side",
    "tab_why": "Why ÷ m, and when ÷ min(m, K)",
    "tab_whatif": "What if?",
    "tab_formulas": "Formulas and code",
    "walk_heading": "Walk through it, one rank at a time",
    "step_relevant": (
        "Rank {k}: {item} is relevant — {hits} relevant in the top {k}, so P@{k} = {hits}/{k} = {p}, "
        "and it counts because {item} is relevant."
    ),
    "step_not_relevant": (
        "Rank {k}: {item} is not relevant — {hits} relevant in the top {k}, so P@{k} = {hits}/{k} = {p}, "
        "but it does not count: only relevant ranks add to the sum."
    ),
    "step_empty": (
        "Rank {k}: nothing here — the list has only {n} item(s), so this rank is a miss "
        "and P@{k} is {hits}/{k} = {p}."
    ),
    "step_sum": "The sum so far is S = {terms} = {s}.",
    "step_sum_none": "No relevant item yet, so the sum S is still 0.",
    "step_final": (
        "That was the last rank (K = {k}): **S = {s}**, and m = {m} relevant item(s) in all, "
        "which gives **AP = {s} / {m} = {ap}**."
    ),
    "step_final_none": (
        "That was the last rank (K = {k}): S = {s}, but there is no relevant item at all (m = 0), "
        "so **AP = 0** by convention."
    ),
    "chart_heading": "Precision at every rank",
    "chart_caption": (
        "“Mean of P@i” averages every bar. The three real ones add up only the green bars "
        "(the ranks where a relevant item sits) and differ in what they divide by."
    ),
    "walk_bar_note": (
        "The shading in each P@k cell is its value, green where the item is relevant: "
        "AP adds up exactly the green ones. All ranks as a chart: see “{side}”."
    ),
    "chart_x": "rank k",
    "chart_y": "P@k",
    "chart_item": "item",
    "chart_relevant": "relevant (counts)",
    "chart_not_relevant": "not relevant",
    "side_heading": "Four ways to average — side by side",
    "side_intro": (
        "All four start from the same ranks. The three real ones add up S = Σ rel(k)·P@k over the "
        "top K and differ only in what they divide by; the first one is a misreading."
    ),
    "sum_label": "With this list:",
    "rows_label": "Rows used: {rows}",
    "rows_all": "every rank 1–{k}",
    "rows_relevant": "relevant ranks {ranks}",
    "rows_none": "none (no relevant item in the top K)",
    "libs_label": "Who computes it this way:",
    "divisor_zero": "The divisor ({what}) is 0, so the value is 0 by convention.",
    "divisor_m": "m",
    "divisor_min_m_k": "min(m, K)",
    "divisor_hits": "The number of hits",
    "divisor_mean_p": "K",
    "wrong_badge": ":red-badge[✗ wrong]",
    "right_badge": ":green-badge[✓ correct]",
    "variant_note_mean_p": "Averages P@k over every rank, relevant or not.",
    "variant_note_m": "Divides by every relevant item, found or not (m = {m}).",
    "variant_note_min_m_k": "Divides by min(m, K) = min({m}, {k}) = {d}: the most hits the top K could hold.",
    "variant_note_hits": "Divides by the relevant items found in the top K ({d}). Missing items cost nothing.",
    "highlight_label": "Highlight the rows used by",
    "bars_title": "value",
    "why_heading": "Why “mean of P@i” is wrong",
    "why_body": (
        "Take the list a, b, c, d, e. A **light user** for whom only c is relevant gets a real "
        "AP of {light_ap} (one relevant item, found at rank 3: 1/3). The “mean of P@i” gives "
        "{light_mean}, because it also averages P@1 = 0 and P@2 = 0 before c was found, and P@4, "
        "P@5 after it. Judge the same list for a **heavier user** for whom a and c are relevant: "
        "AP = {heavy_ap}, mean of P@i = {heavy_mean}. The wrong one rewards non-relevant items that "
        "come after relevant ones (P@4 and P@5 still count), punishes lists for having fewer "
        "relevant items than K, and reaches 1 only if every position is relevant."
    ),
    "load_light": "Load the light user",
    "load_heavy_light": "Load the heavier user",
    "mk_heading": "When ÷ m and ÷ min(m, K) differ",
    "mk_body": (
        "They differ only when there are more relevant items than K (m > K). A user with m = 20 "
        "relevant items shown a top-10 list that is all relevant gets AP ÷ m = 10/20 = {heavy_m}: "
        "no top-10 list could do better, yet the score says “half”. Truncated AP@10 divides by "
        "min(20, 10) = 10 and gives {heavy_trunc}. Kaggle's apk uses min(m, K) for this reason; "
        "trec_eval keeps ÷ m because it measures how much of *everything* relevant was found."
    ),
    "mk_now_same": "In your scenario m = {m} ≤ K = {k}, so both give {value}.",
    "mk_now_differ": "In your scenario m = {m} > K = {k}: ÷ m gives {vm}, ÷ min(m, K) gives {vk}.",
    "load_heavy": "Load the heavy user (m = 20, K = 10)",
    "formula_heading": "The formulas, symbol by symbol",
    "formula_wrong": "wrong",
    "symbols": (
        "- **k** — a rank position: 1 is the top of the list.\n"
        "- **K** — the cutoff: only ranks 1…K count.\n"
        "- **rel(k)** — 1 if the item at rank k is relevant, else 0.\n"
        "- **P@k** — precision at k: the relevant items in the top k, divided by k.\n"
        "- **m** — the number of relevant items in all, including those never retrieved.\n"
        "- **S** — the sum of rel(k)·P@k over k = 1…K: the precision at each relevant rank.\n"
        "- **hits** — the relevant items found in the top K."
    ),
}

KO = {
    "title": "평균 정밀도 (AP)",
    "intuition": (
        "평균 정밀도(AP)는 **[[relevant]]이(가) 나올 때마다 그 순위까지의 정밀도**를 재어, 이를 [[relevant]] 전체에 "
        "대해 평균한 값입니다."
    ),
    "guess_question": "**먼저 예측해 보세요:** K = {k}에서 이 목록의 표준 AP(÷ m)는 얼마일까요?",
    "guess_what": "표준 AP",
    "computed_by": "같은 방식: {libs}",
    "computed_by_none": "이렇게 계산하는 라이브러리는 없습니다(흔한 실수)",
    "report": (
        "**어떤 숫자를 보고해야 할까요?** **표준 AP**(÷ m, 모든 [[relevant]])입니다. trec_eval의 `map`이고, 검색 논문에서 말하는 AP와 "
        "MAP이 이것입니다. 추천 시스템과 Kaggle에서는 보통 **절단 AP@K**(÷ min(m, K))를 보고합니다. [[relevant]]이(가) K보다 많아도 1에 "
        "닿을 수 있기 때문입니다. “P@i의 평균”은 쓰지 마세요. 어느 쪽을 쓰든 무엇을 썼는지 밝혀 주세요."
    ),
    "tab_walk": "한 단계씩",
    "tab_side": "네 가지 방식 나란히",
    "tab_why": "왜 ÷ m이고, 언제 ÷ min(m, K)일까요?",
    "tab_whatif": "만약에?",
    "tab_formulas": "수식과 코드",
    "walk_heading": "한 순위씩 따라가기",
    "step_relevant": (
        "{k}위 {item}은(는) 적합합니다. 상위 {k}개 중 [[relevant]]이(가) {hits}개이므로 P@{k} = {hits}/{k} = {p}입니다. [[relevant]]이(가) "
        "나온 순위이므로 이 값을 합에 더합니다."
    ),
    "step_not_relevant": (
        "{k}위 {item}은(는) [[not_relevant]]입니다. 상위 {k}개 중 [[relevant]]이(가) {hits}개이므로 P@{k} = {hits}/{k} = {p}이지만 "
        "합에는 더하지 않습니다. [[relevant]]이(가) 나온 순위만 더합니다."
    ),
    "step_empty": "{k}위는 비어 있습니다. 목록에 항목이 {n}개뿐이라 이 순위는 못 맞힌 것으로 세며, P@{k} = {hits}/{k} = {p}입니다.",
    "step_sum": "누적 합은 S = {terms} = {s}입니다.",
    "step_sum_none": "아직 찾은 [[relevant]]이(가) 없으므로 누적 합은 S = 0입니다.",
    "step_final": (
        "마지막 순위였습니다(K = {k}). **S = {s}**이고 [[relevant]]은(는) 모두 m = {m}개이므로 **AP = {s} / {m} = {ap}**입니다."
    ),
    "step_final_none": "마지막 순위였습니다(K = {k}). S = {s}인데 [[relevant]]이(가) 하나도 없으므로(m = 0) 관례에 따라 **AP = 0**입니다.",
    "chart_heading": "모든 순위에서의 정밀도",
    "chart_caption": "“P@i의 평균”은 모든 막대를 평균합니다. 올바른 세 방식은 초록 막대([[relevant]]이(가) 나온 순위)만 더하고, 무엇으로 나누는지만 다릅니다.",
    "walk_bar_note": (
        "P@k 칸의 막대가 그 값이고, [[relevant]]이(가) 나온 순위는 초록색입니다. AP는 초록 칸만 더합니다. 모든 순위를 차트로 보려면 “{side}”을(를) "
        "여세요."
    ),
    "chart_x": "순위 k",
    "chart_y": "P@k",
    "chart_item": "항목",
    "chart_relevant": "적합 (합에 들어감)",
    "chart_not_relevant": "[[not_relevant]]",
    "side_heading": "평균 정밀도를 구하는 네 가지 방식, 나란히",
    "side_intro": (
        "네 방식 모두 같은 순위에서 출발합니다. 올바른 세 방식은 상위 K에서 S = Σ rel(k)·P@k를 더하고, 무엇으로 나누는지만 다릅니다. 첫 번째는 "
        "잘못된 방식입니다."
    ),
    "sum_label": "이 목록으로:",
    "rows_label": "사용한 행: {rows}",
    "rows_all": "1–{k}위 모든 순위",
    "rows_relevant": "적합 순위 {ranks}",
    "rows_none": "없음 (상위 K에 [[relevant]] 없음)",
    "libs_label": "이렇게 계산하는 곳:",
    "divisor_zero": "나누는 수({what})가 0이므로 관례에 따라 값은 0입니다.",
    "divisor_m": "m",
    "divisor_min_m_k": "min(m, K)",
    "divisor_hits": "찾은 [[relevant]] 수",
    "divisor_mean_p": "K",
    "wrong_badge": ":red-badge[✗ 흔한 실수]",
    "right_badge": ":green-badge[✓ 올바름]",
    "variant_note_mean_p": "적합 여부와 상관없이 모든 순위의 P@k를 평균합니다.",
    "variant_note_m": "찾았든 못 찾았든 모든 [[relevant]] 수로 나눕니다(m = {m}).",
    "variant_note_min_m_k": "min(m, K) = min({m}, {k}) = {d}(으)로 나눕니다. 상위 K개에 담을 수 있는 [[relevant]] 수의 최댓값입니다.",
    "variant_note_hits": "상위 K에서 찾은 [[relevant]] 수({d})로 나눕니다. 놓친 항목은 감점되지 않습니다.",
    "highlight_label": "이 방식이 쓰는 행 강조",
    "bars_title": "값",
    "why_heading": "“P@i의 평균”이 틀린 이유",
    "why_body": (
        "목록 a, b, c, d, e를 봅시다. c 하나만 구매한 고객(**[[light_user]]**)이라면 올바른 AP는 {light_ap}입니다([[relevant]] 하나를 3위에서 "
        "찾음: 1/3). “P@i의 평균”으로는 {light_mean}이(가) 나옵니다. c를 찾기 전의 P@1 = 0, P@2 = 0과, 그 뒤의 P@4, "
        "P@5까지 평균하기 때문입니다. 같은 목록을 a와 c를 산 **[[heavy_user]]** 기준으로 보면 AP = {heavy_ap}, P@i의 평균 = "
        "{heavy_mean}입니다. 잘못된 방식은 [[relevant]] 뒤에 오는 [[not_relevant]] 항목에도 점수를 주고(P@4, P@5가 계속 들어감), [[relevant]]이(가) K보다 적은 "
        "목록에 불리하며, 모든 자리가 적합해야만 1이 됩니다."
    ),
    "load_light": "[[light_user]] 불러오기",
    "load_heavy_light": "[[heavy_user]] 불러오기",
    "mk_heading": "÷ m과 ÷ min(m, K)가 달라질 때",
    "mk_body": (
        "두 값은 [[relevant]]이(가) K보다 많을 때(m > K)만 다릅니다. [[relevant]]이(가) m = 20개인 고객에게 전부 적합한 상위 10개를 보여 주면 AP ÷ m = "
        "10/20 = {heavy_m}입니다. 상위 10개로는 이보다 잘할 수 없는데도 점수는 “절반”입니다. 절단 AP@10은 min(20, 10) = "
        "10으로 나누면 {heavy_trunc}이(가) 나옵니다. Kaggle의 apk가 min(m, K)를 쓰는 이유입니다. trec_eval은 적합한 것 "
        "*전부* 중 얼마나 찾았는지를 재므로 ÷ m을 그대로 씁니다."
    ),
    "mk_now_same": "지금 시나리오는 m = {m} ≤ K = {k}이므로 두 방식 모두 {value}입니다.",
    "mk_now_differ": "지금 시나리오는 m = {m} > K = {k}입니다. ÷ m은 {vm}, ÷ min(m, K)는 {vk}입니다.",
    "load_heavy": "[[heavy_user]] 불러오기 (m = 20, K = 10)",
    "formula_heading": "수식, 기호 하나씩",
    "formula_wrong": "틀린 방식",
    "symbols": (
        "- **k** — 순위 위치: 1이 목록의 맨 위.\n"
        "- **K** — [[cutoff]]: 1…K위만 셉니다.\n"
        "- **rel(k)** — k위의 항목이 적합하면 1이고, 아니면 0입니다.\n"
        "- **P@k** — k에서의 정밀도: 상위 k 안의 [[relevant]] 수를 k로 나눈 값.\n"
        "- **m** — 검색되지 않은 것까지 포함한 모든 [[relevant]]의 수.\n"
        "- **S** — k = 1…K에 대해 rel(k)·P@k를 더한 값: [[relevant]]이(가) 나온 순위의 정밀도를 모두 더한 값.\n"
        "- **hits** — 상위 K에서 찾은 [[relevant]]의 수."
    ),
}

T = Words(en=EN, ko=KO)

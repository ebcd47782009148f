"""Display labels of the step-table columns computed by :mod:`metrics`, and
what each one means (shown when the pointer rests on its header)."""

from .lang import Words

EN = {
    "rank": "rank k",
    "item": "item",
    "grade": "grade",
    "rel": "relevant? rel(k)",
    "hits": "hits in top k",
    "precision": "P@k",
    "rel_precision": "added to S: rel(k)·P@k",
    "sum_rel_precision": "running sum S",
    "recall": "R@k",
    "hit": "Hit@k",
    "f1": "F1@k",
    "ap": "AP so far (÷ m)",
    "gain": "gain",
    "discount": "log2(k+1)",
    "discounted_gain": "gain / log2(k+1)",
    "dcg": "DCG@k",
    "first": "first relevant?",
    "rr": "RR so far",
}

HELP_EN = {
    "rank": "The position in the list: 1 is the top.",
    "item": "The item at this rank, as you typed it.",
    "grade": "How relevant the item is: 0 = not relevant, 1–3 = relevant (3 = most).",
    "rel": "1 if the item at this rank is relevant (grade 1 or more), else 0.",
    "hits": "How many relevant items are in the top k so far.",
    "precision": "Precision at k: the relevant items in the top k divided by k (the bar shows it; green where the item is relevant).",
    "rel_precision": "What this rank adds to the sum S: P@k if the item is relevant, else 0.",
    "sum_rel_precision": "S: the precision at every relevant rank so far, added up.",
    "recall": "Recall at k: the relevant items in the top k divided by m, all relevant items.",
    "hit": "Hit at k: 1 if at least one relevant item is in the top k, else 0.",
    "f1": "F1 at k: one number balancing P@k and R@k, 2·P·R / (P + R); 0 when both are 0.",
    "ap": "S so far divided by m, all relevant items (found or not).",
    "gain": "What the item is worth: its grade (linear) or 2^grade − 1 (exponential).",
    "discount": "How much lower ranks are shrunk: log2(k + 1) is 1 at rank 1, 1.585 at rank 2, 2 at rank 3…",
    "discounted_gain": "What this rank adds to DCG: gain divided by the discount.",
    "dcg": "Discounted cumulative gain: the sum of gain / log2(k+1) down to this rank.",
    "first": "✓ at the first relevant item: RR only looks at that one.",
    "rr": "Reciprocal rank so far: 1 / rank of the first relevant item, 0 until one is found.",
}

KO = {
    "rank": "순위 k",
    "item": "항목",
    "grade": "등급",
    "rel": "적합? rel(k)",
    "hits": "상위 k 안의 적중",
    "precision": "P@k",
    "rel_precision": "S에 더함: rel(k)·P@k",
    "sum_rel_precision": "누적 합 S",
    "recall": "R@k",
    "hit": "Hit@k",
    "f1": "F1@k",
    "ap": "지금까지 AP (÷ m)",
    "gain": "이득",
    "discount": "log2(k+1)",
    "discounted_gain": "이득 / log2(k+1)",
    "dcg": "DCG@k",
    "first": "첫 적합 항목?",
    "rr": "지금까지 RR",
}

HELP_KO = {
    "rank": "목록에서의 위치: 1이 맨 위입니다.",
    "item": "이 순위에 있는 항목(입력한 그대로).",
    "grade": "항목이 얼마나 적합한지: 0 = 부적합, 1–3 = 적합(3이 가장 적합).",
    "rel": "이 순위의 항목이 적합하면(등급 1 이상) 1, 아니면 0.",
    "hits": "지금까지 상위 k 안에 있는 적합 항목의 수.",
    "precision": "k에서의 정밀도: 상위 k 안의 적합 항목 수를 k로 나눈 값(막대가 그 크기이며, 적합 항목이면 초록색).",
    "rel_precision": "이 순위가 합 S에 더하는 값: 적합 항목이면 P@k, 아니면 0.",
    "sum_rel_precision": "S: 지금까지 모든 적합 순위의 정밀도를 더한 값.",
    "recall": "k에서의 재현율: 상위 k 안의 적합 항목 수를 전체 적합 항목 수 m으로 나눈 값.",
    "hit": "k에서의 적중: 상위 k 안에 적합 항목이 하나라도 있으면 1, 없으면 0.",
    "f1": "k에서의 F1: P@k와 R@k의 균형을 잡은 하나의 값, 2·P·R / (P + R). 둘 다 0이면 0.",
    "ap": "지금까지의 S를 m(검색 여부와 관계없이 모든 적합 항목 수)으로 나눈 값.",
    "gain": "항목의 가치: 등급 그대로(선형) 또는 2^등급 − 1(지수).",
    "discount": "아래 순위를 얼마나 깎는지: log2(k + 1)은 1위에서 1, 2위에서 1.585, 3위에서 2…",
    "discounted_gain": "이 순위가 DCG에 더하는 값: 이득을 할인값으로 나눈 값.",
    "dcg": "할인 누적 이득: 이 순위까지 이득 / log2(k+1)을 모두 더한 값.",
    "first": "첫 번째 적합 항목에 ✓: RR은 이 항목만 봅니다.",
    "rr": "지금까지의 역순위: 1 / 첫 적합 항목의 순위, 하나도 찾기 전에는 0.",
}

T = Words(en=EN, ko=KO)
HELP = Words(en=HELP_EN, ko=HELP_KO)

"""Words of the MAP lesson."""

from .lang import Words

EN = {
    "title": "MAP: mean average precision over several queries",
    "intuition": (
        "Compute average precision for each query (or user) separately, then take the plain mean: "
        "**every query counts the same**, however many relevant items it has."
    ),
    "sets_label": "Or load a ready-made set (it replaces the queries below):",
    "set_ex1": "Same items in two orders (MAP@5 = 0.275)",
    "set_ex3": "Two users (MAP = 0.5653)",
    "set_ex4": "Two queries (MAP = 0.5325)",
    "query_label": "q{n} · {tag}",
    "tag_yours": "yours",
    "tag_example": "example",
    "sidebar_note": "The sidebar edits {label} (highlighted).",
    "example_note": "{label} is the ready-made example “{title}”.",
    "map_label": "MAP (standard: each AP ÷ all its relevant items)",
    "map_tip": "The mean of the queries' AP ÷ m, as trec_eval's map reports it.",
    "map_sum": "MAP@{k} = ({terms}) / {n} = **{value}**: the plain mean of the AP of each query counted.",
    "report": (
        "**Which number should I report?** The standard MAP (each query's AP ÷ its number of "
        "relevant items m): it is what trec_eval's `map` and most IR papers mean. Recommender "
        "systems and Kaggle competitions usually report the truncated MAP@K (÷ min(m, K)) instead, "
        "because a user with more relevant items than K could never reach 1 otherwise. Never "
        "report the “mean of P@i”. Whichever you use, say which one."
    ),
    "editing": (
        "The sidebar edits **query {n}** of {total}. Click any cell of another query's row in the "
        "table below to edit that one instead; “Add a query” adds a copy of this one for you to change."
    ),
    "set_k": (
        "**K = {k} for every query**{why}: each query's AP is taken over its top {k} ranks, so the "
        "queries are compared at the same depth."
    ),
    "set_k_longest": " (the longest list; set K in the sidebar to cut every query at another depth)",
    "set_k_shorter": "{n_short} of the queries are shorter than K; their empty ranks count as misses (marked in the table).",
    "set_k_shorter_one": "1 of the queries is shorter than K; its empty ranks count as misses (marked in the table).",
    "col_items": "items",
    "help_items": "How many items the query's list holds; “< K” when it is shorter than K (its empty ranks count as misses).",
    "shorter": "{n} < K",
    "add": "Add a query",
    "remove": "Remove this query",
    "too_many": "At most {limit} queries.",
    "table_heading": "Every query, every convention",
    "col_query": "query",
    "col_ranking": "ranking",
    "col_relevant": "relevant",
    "col_m": "m",
    "col_hits": "hits",
    "col_rr": "RR",
    "col_counted": "in the mean",
    "help_query": "The query's number; “example” marks a ready-made query, not one you typed.",
    "help_ranking": "The query's ranked list, rank 1 first.",
    "help_relevant": "Its relevant items, with their grades (item:grade).",
    "help_m": "m: how many relevant items the query has, found or not.",
    "help_hits": "hits: how many of them are in the query's top K.",
    "help_rr": "Reciprocal rank: 1 / the rank of the first relevant item in the top K, else 0.",
    "help_counted": "Whether this query counts in the mean (a query without relevant items may be left out).",
    "means_heading": "The same queries averaged four ways (K = {k}):",
    "rule_label": "A query with no relevant item…",
    "rule_zero": "scores 0 and counts (trec_eval)",
    "rule_skip": "is left out of the mean (recommender libraries)",
    "rule_effect": (
        "With this set: MAP ÷ m = **{zero}** when such queries count as 0, **{skip}** when they are "
        "left out ({n_empty} of {n} queries have no relevant item)."
    ),
    "rule_same": "No query here lacks relevant items, so the rule changes nothing. Add an empty one to see it.",
    "chart_heading": "Each query's AP, four ways",
    "chart_y": "AP",
    "query_heading": "{label}, step by step",
    "formula_heading": "The formula",
    "symbols": (
        "- **query** — one search (or one user) with its own ranked list and its own relevant items.\n"
        "- **AP** — average precision of one query (see the Average Precision lesson).\n"
        "- **K** — the cutoff: only each list's ranks 1…K count (MAP@K).\n"
        "- **m** — the number of relevant items of a query; **hits** — how many of them are in its top K.\n"
        "- **Q** — the queries counted (all of them, or only those with a relevant item).\n"
        "- **AP(q)** — the average precision of query q, under the chosen convention.\n"
        "- **RR** — a query's reciprocal rank, 1 / the rank of its first relevant item (see the "
        "Reciprocal rank lesson); MRR is their mean.\n"
        "- MAP is a *macro* average: a query with 1 relevant item weighs as much as one with 100."
    ),
}

KO = {
    "title": "MAP: 여러 쿼리에 걸친 평균 정밀도의 평균",
    "intuition": (
        "쿼리(또는 사용자)마다 평균 정밀도를 따로 구한 뒤 단순 평균을 냅니다. 그래서 [[relevant]]이(가) 몇 개든 "
        "**모든 쿼리가 똑같은 가중치**를 가집니다."
    ),
    "sets_label": "또는 준비된 묶음 불러오기 (아래 쿼리들을 바꿔 놓습니다):",
    "set_ex1": "같은 항목, 두 가지 순서 (MAP@5 = 0.275)",
    "set_ex3": "두 사용자 (MAP = 0.5653)",
    "set_ex4": "두 쿼리 (MAP = 0.5325)",
    "query_label": "q{n} · {tag}",
    "tag_yours": "내 쿼리",
    "tag_example": "예제",
    "sidebar_note": "사이드바에서 고치는 쿼리는 {label}(강조된 행)입니다.",
    "example_note": "{label}은(는) 준비된 예제 “{title}”입니다.",
    "map_label": "MAP (표준: 각 AP ÷ 그 쿼리의 모든 [[relevant]] 수)",
    "map_tip": "쿼리별 AP ÷ m의 평균. trec_eval의 map이 보고하는 값입니다.",
    "map_sum": "MAP@{k} = ({terms}) / {n} = **{value}**. 평균에 들어간 쿼리별 AP를 단순 평균한 값입니다.",
    "report": (
        "**어떤 숫자를 보고해야 할까요?** 표준 MAP(각 쿼리의 AP ÷ 그 쿼리의 [[relevant]] 수 m)입니다. "
        "trec_eval의 `map` 지표와 대부분의 정보 검색 논문이 뜻하는 값입니다. 추천 시스템과 Kaggle 대회는 "
        "보통 절단 MAP@K(÷ min(m, K))를 보고하는데, ÷ m으로는 [[relevant]]이(가) K보다 많은 사용자가 "
        "만점(1)을 받을 수 없기 때문입니다. “P@i의 평균”은 절대 보고하지 마세요. 어느 것을 쓰든, "
        "무엇을 썼는지 밝혀 주세요."
    ),
    "editing": (
        "사이드바는 {total}개 중 **쿼리 {n}**을(를) 편집합니다. 다른 쿼리를 편집하려면 아래 표에서 그 "
        "쿼리 행의 아무 칸이나 누르세요. “쿼리 추가”는 지금 쿼리를 복사해 넣으니, 그걸 고치면 됩니다."
    ),
    "set_k": (
        "**모든 쿼리에 K = {k}**{why}: 쿼리마다 상위 {k}개 순위로 AP를 구하므로, 같은 깊이에서 "
        "비교합니다."
    ),
    "set_k_longest": " (가장 긴 목록의 길이입니다. 다른 깊이로 자르려면 사이드바에서 K를 정하세요)",
    "set_k_shorter": "쿼리 {n_short}개는 K보다 짧습니다. 비어 있는 순위는 못 맞힌 것으로 셉니다(표에 표시).",
    "set_k_shorter_one": "쿼리 1개는 K보다 짧습니다. 비어 있는 순위는 못 맞힌 것으로 셉니다(표에 표시).",
    "col_items": "항목 수",
    "help_items": "쿼리 목록에 든 항목 수. K보다 짧으면 “< K”가 붙습니다(빈 순위는 못 맞힌 것으로 셉니다).",
    "shorter": "{n} < K",
    "add": "쿼리 추가",
    "remove": "이 쿼리 삭제",
    "too_many": "쿼리는 최대 {limit}개입니다.",
    "table_heading": "모든 쿼리, 모든 방식",
    "col_query": "쿼리",
    "col_ranking": "순위 목록",
    "col_relevant": "[[relevant]]",
    "col_m": "m",
    "col_hits": "찾은 수",
    "col_rr": "RR",
    "col_counted": "평균에 포함",
    "help_query": "쿼리 번호. “예제”는 직접 입력한 쿼리가 아니라 미리 만든 쿼리라는 뜻입니다.",
    "help_ranking": "쿼리의 순위 목록(1위부터).",
    "help_relevant": "[[relevant]]과(와) 등급(항목:등급).",
    "help_m": "m: 검색 여부와 관계없이 이 쿼리의 [[relevant]] 수.",
    "help_hits": "찾은 [[relevant]] 수입니다. 이 쿼리의 [[relevant]] 가운데 상위 K 안에 든 것을 셉니다.",
    "help_rr": "역순위입니다. 상위 K에서 첫 [[relevant]] 순위의 역수이고, 없으면 0입니다.",
    "help_counted": "이 쿼리가 평균에 들어가는지([[relevant]]이(가) 없는 쿼리는 뺄 수 있음).",
    "means_heading": "같은 쿼리들을 네 가지 방식으로 평균하면 (K = {k}):",
    "rule_label": "[[relevant]]이(가) 없는 쿼리는…",
    "rule_zero": "0점으로 평균에 포함 (trec_eval)",
    "rule_skip": "평균에서 제외 (추천 라이브러리)",
    "rule_effect": (
        "이 묶음에서: 그런 쿼리를 0으로 세면 MAP ÷ m = **{zero}**, 빼면 **{skip}**입니다"
        "({n}개 쿼리 중 {n_empty}개에 [[relevant]]이(가) 없음)."
    ),
    "rule_same": "[[relevant]]이(가) 없는 쿼리가 없으므로 이 규칙은 결과에 영향을 주지 않습니다. 빈 쿼리를 추가해 보세요.",
    "chart_heading": "쿼리별 AP, 네 가지 방식",
    "chart_y": "AP",
    "query_heading": "{label}, 한 단계씩",
    "formula_heading": "수식",
    "symbols": (
        "- **쿼리** — 자기만의 순위 목록과 [[relevant]]을(를) 가진 검색 한 번(또는 사용자 한 명).\n"
        "- **AP** — 쿼리 하나의 평균 정밀도(평균 정밀도 레슨 참고).\n"
        "- **K** — [[cutoff]]: 각 목록의 1…K위만 셉니다(MAP@K).\n"
        "- **m** — 쿼리의 [[relevant]] 수. **hits** — 그중 상위 K 안에 든 수.\n"
        "- **Q** — 평균에 들어가는 쿼리들(전부, 또는 [[relevant]]이(가) 있는 것만).\n"
        "- **AP(q)** — 선택한 방식으로 계산한 쿼리 q의 평균 정밀도.\n"
        "- **RR** — 쿼리의 역순위, 1 / 첫 [[relevant]]의 순위(역순위 레슨 참고). MRR은 그 평균입니다.\n"
        "- MAP은 *매크로* 평균입니다. [[relevant]]이(가) 1개인 쿼리도 100개인 쿼리와 같은 가중치를 가집니다."
    ),
}

T = Words(en=EN, ko=KO)

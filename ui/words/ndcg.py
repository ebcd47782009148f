"""Words of the nDCG lesson."""

from .lang import Words

EN = {
    "title": "nDCG: graded relevance, discounted by rank",
    "intuition": (
        "Each item earns its **gain** (from its grade), shrunk by how far down it sits; DCG adds "
        "those up, and nDCG divides by the best DCG any order of the judged items could reach."
    ),
    "graded_hint": (
        "Tip: switch the sidebar's labels to **Grades 0–3** to give items different grades. With "
        "only 0/1 labels, linear and exponential gain agree."
    ),
    "guess_question": "**Your guess:** what is nDCG@{k} of this list ({gain})?",
    "gain_label": "Gain",
    "gain_linear": "linear: gain = grade (trec_eval)",
    "gain_exponential": "exponential: gain = 2^grade − 1 (Burges et al.)",
    "ideal_label": "Ideal order (IDCG) built from",
    "ideal_judgments": "every judged item (right)",
    "ideal_ranking": "the returned list only (the classic bug)",
    "ideal_bug_shown": (
        "You are looking at **the classic bug**: the ideal order below is built from the returned "
        "list only, so relevant items that were never retrieved do not count. Switch back to "
        "“every judged item” for the number trec_eval reports."
    ),
    "values_heading": "At K = {k}",
    "dcg": "DCG@K",
    "idcg": "IDCG@K",
    "ndcg": "nDCG@K",
    "ndcg_formula": "nDCG@{k} = {dcg} / {idcg} = **{ndcg}**",
    "walk_heading": "Walk through it, one rank at a time",
    "step": (
        "Rank {k}: {item} has grade {grade} → gain {gain}; discount log2({k}+1) = {disc}, so it adds "
        "{gain} / {disc} = {contrib}."
    ),
    "step_sum": "The running sum is now DCG@{k} = {dcg}.",
    "step_empty": "Rank {k}: nothing here (the list has only {n} item(s)); it adds 0, and DCG@{k} stays {dcg}.",
    "step_final": (
        "That was the last rank (K = {k}): **DCG@{k} = {dcg}**; the best possible order scores "
        "IDCG@{k} = {idcg}, which gives **nDCG@{k} = {dcg} / {idcg} = {ndcg}**."
    ),
    "step_final_none": (
        "That was the last rank (K = {k}): DCG@{k} = {dcg}, but no judged item has a positive "
        "grade (IDCG = 0), so **nDCG = 0** by convention."
    ),
    "ideal_heading": "The ideal order (all judged items, best first)",
    "ideal_heading_ranking": "The ideal order built from the returned list only (the bug), best first",
    "ideal_caption": "IDCG@K is the DCG of this order: the most any list of K items could score.",
    "ideal_empty": "No item has a positive grade, so IDCG = 0 and nDCG = 0 by convention.",
    "gains_heading": "Linear or exponential gain?",
    "gains_body": (
        "Linear gain (trec_eval, scikit-learn, ranx `ndcg`) treats grade 3 as three times grade 1. "
        "Exponential gain 2^g − 1 (Burges et al. 2005; ranx `ndcg_burges`, LightGBM, XGBoost, "
        "TF-Ranking, the TREC Web track's `gdeval.pl`) makes grade 3 worth 7 and grade 1 worth 1, so getting the very best items on "
        "top matters far more. With only 0/1 grades they are identical."
    ),
    "gains_now": "For your list: linear nDCG@{k} = **{lin}**, exponential nDCG@{k} = **{exp}** (difference {diff}).",
    "ideal_bug_heading": "IDCG from all judgments, or from the retrieved list?",
    "ideal_bug_body": (
        "The ideal must come from **every judged item**, retrieved or not. A common bug sorts the "
        "returned list's own grades to get the ideal: relevant items that were never retrieved then "
        "vanish from the ideal, and a list that misses the best items can still score 1. Libraries "
        "that take one label per candidate (scikit-learn's `ndcg_score`, torchmetrics) do exactly "
        "this when given only the returned list: give them every judged item as a candidate."
    ),
    "ideal_bug_now": (
        "For your list: IDCG from all judgments = {good_idcg} → nDCG = **{good}**; IDCG from the list = "
        "{bad_idcg} → nDCG = **{bad}**."
    ),
    "ideal_bug_missing": "Relevant but not retrieved here: {items}.",
    "load_ex8": "Load worked example 8 (grades 3, 2, 3, 0, 1, 2)",
    "load_ex8b": "Add a grade-3 item that was never retrieved",
    "charts_heading": "The discount, and what each rank adds",
    "discount_title": "1 / log2(k+1)",
    "contrib_title": "gain / log2(k+1)",
    "x": "rank k",
    "formula_heading": "The formulas, symbol by symbol",
    "symbols": (
        "- **grade** — how relevant an item is, from 0 (not at all) to 3 (perfect).\n"
        "- **k**, **i** — a rank position: 1 is the top of the list (the table's DCG@k is the "
        "sum down to rank k).\n"
        "- **K** — the cutoff: only ranks 1…K count.\n"
        "- **gᵢ** (gain) — what the item at rank i is worth: its grade, or 2^grade − 1.\n"
        "- **log2(i+1)** — the discount: 1 at rank 1, 1.585 at rank 2, 2 at rank 3, …\n"
        "- **DCG@K** — the sum of gᵢ / log2(i+1) over the top K.\n"
        "- **IDCG@K** — the DCG@K of the best order of all judged items.\n"
        "- **nDCG@K** — DCG@K / IDCG@K, between 0 and 1."
    ),
}

KO = {
    "title": "nDCG(정규화 할인 누적 이득): 등급 적합도와 순위 할인",
    "intuition": (
        "항목마다 등급에 따라 **이득**(gain)이 정해지고, 순위가 아래일수록 깎아(할인해) 셉니다. "
        "DCG는 이 값을 모두 더한 것이고, nDCG는 판정된 항목으로 만들 수 있는 가장 좋은 순서의 "
        "DCG(IDCG)로 나눈 값입니다."
    ),
    "graded_hint": (
        "팁: 사이드바의 판정 방식을 **등급 0~3**으로 바꾸면 항목마다 다른 등급을 줄 수 있습니다. "
        "0/1 판정만 있으면 선형 이득과 지수 이득이 같습니다."
    ),
    "guess_question": "**내 예측:** 이 목록의 nDCG@{k}({gain})은(는) 얼마일까요?",
    "gain_label": "이득",
    "gain_linear": "선형: 이득 = 등급 (trec_eval)",
    "gain_exponential": "지수: 이득 = 2^등급 − 1 (Burges 등)",
    "ideal_label": "IDCG 계산에 쓸 항목",
    "ideal_judgments": "판정된 모든 항목 (올바름)",
    "ideal_ranking": "[[returned_list]]만 (흔한 버그)",
    "ideal_bug_shown": (
        "지금 보시는 것은 **흔한 버그**입니다. 아래 이상적인 순서를 [[returned_list]]만으로 만들어서, "
        "검색되지 않은 [[relevant]]은(는) 빠집니다. trec_eval이 내는 숫자를 보려면 “판정된 모든 항목”으로 "
        "되돌리세요."
    ),
    "values_heading": "K = {k}일 때의 값",
    "dcg": "DCG@K",
    "idcg": "IDCG@K",
    "ndcg": "nDCG@K",
    "ndcg_formula": "nDCG@{k} = {dcg} / {idcg} = **{ndcg}**",
    "walk_heading": "한 순위씩 따라가기",
    "step": (
        "{k}위 {item}의 등급은 {grade}, 이득은 {gain}입니다. 할인이 log2({k}+1) = {disc}이므로 "
        "{gain} / {disc} = {contrib}을(를) 더합니다."
    ),
    "step_sum": "이제 누적 DCG@{k}은(는) {dcg}입니다.",
    "step_empty": "{k}위는 비어 있습니다(목록에 항목이 {n}개뿐입니다). 0을 더하므로 DCG@{k} = {dcg}입니다.",
    "step_final": (
        "마지막 순위였습니다(K = {k}). **DCG@{k} = {dcg}**이고, 가능한 최선의 순서는 IDCG@{k} = {idcg}이므로 "
        "**nDCG@{k} = {dcg} / {idcg} = {ndcg}**입니다."
    ),
    "step_final_none": (
        "마지막 순위였습니다(K = {k}). DCG@{k} = {dcg}인데, 등급이 1 이상인 항목이 하나도 없으므로"
        "(IDCG = 0) 관례에 따라 **nDCG = 0**입니다."
    ),
    "ideal_heading": "이상적인 순서 (판정된 모든 항목, 좋은 것부터)",
    "ideal_heading_ranking": "[[returned_list]]만으로 만든 이상적인 순서 (버그), 좋은 것부터",
    "ideal_caption": "IDCG@K는 이 순서의 DCG입니다. K개짜리 어떤 목록도 이보다 높을 수 없습니다.",
    "ideal_empty": "등급이 1 이상인 항목이 하나도 없으므로 관례에 따라 IDCG = 0, nDCG = 0입니다.",
    "gains_heading": "선형 이득일까요, 지수 이득일까요?",
    "gains_body": (
        "선형 이득(trec_eval, scikit-learn, ranx `ndcg`)은 등급 3을 등급 1의 세 배로 봅니다. 지수 이득 "
        "2^g − 1(Burges 등 2005; ranx `ndcg_burges`, LightGBM, XGBoost, TF-Ranking, TREC 웹 트랙의 `gdeval.pl`)은 등급 3을 7, "
        "등급 1을 1로 보므로 가장 좋은 항목을 맨 위에 두는 것이 훨씬 중요해집니다. 등급이 0/1뿐이면 "
        "둘은 같습니다."
    ),
    "gains_now": "지금 목록에서 선형 nDCG@{k}은(는) **{lin}**, 지수 nDCG@{k}은(는) **{exp}**입니다(차이 {diff}).",
    "ideal_bug_heading": "IDCG는 판정 전체로 만들까요, [[returned_list]](으)로 만들까요?",
    "ideal_bug_body": (
        "이상적인 순서는 검색 여부와 관계없이 **판정된 모든 항목**에서 만들어야 합니다. 흔한 버그는 "
        "[[returned_list]]의 등급만 정렬해 이상적인 순서를 만듭니다. 그러면 검색되지 않은 [[relevant]]이(가) "
        "이상적인 순서에서 사라지고, 가장 좋은 항목을 놓친 목록도 1점을 받을 수 있습니다. 후보마다 "
        "레이블을 하나씩 받는 라이브러리(scikit-learn의 `ndcg_score`, torchmetrics)는 [[returned_list]]만 "
        "주면 바로 이렇게 계산합니다. 판정된 모든 항목을 후보로 넘기세요."
    ),
    "ideal_bug_now": (
        "지금 목록에서 모든 판정으로 만든 IDCG는 {good_idcg}이고 nDCG는 **{good}**입니다. 목록만으로 "
        "만든 IDCG는 {bad_idcg}이고 nDCG는 **{bad}**입니다."
    ),
    "ideal_bug_missing": "여기서 적합하지만 검색되지 않은 항목은 {items}입니다.",
    "load_ex8": "예제 8 불러오기 (등급 3, 2, 3, 0, 1, 2)",
    "load_ex8b": "검색되지 않은 등급 3 항목 추가",
    "charts_heading": "할인, 그리고 각 순위가 더하는 값",
    "discount_title": "1 / log2(k+1)",
    "contrib_title": "이득 / log2(k+1)",
    "x": "순위 k",
    "formula_heading": "수식, 기호 하나씩",
    "symbols": (
        "- **등급** — 항목이 얼마나 적합한지, 0(전혀 아님)부터 3(완벽)까지.\n"
        "- **k**, **i** — 순위 위치: 1이 목록의 맨 위(표의 DCG@k는 k위까지의 합).\n"
        "- **K** — [[cutoff]]: 1…K위만 셉니다.\n"
        "- **gᵢ** (이득) — i위 항목의 가치로, 등급을 그대로 쓰거나 2^등급 − 1을 씁니다.\n"
        "- **log2(i+1)** — 할인으로, 1위에서 1, 2위에서 1.585, 3위에서 2입니다.\n"
        "- **DCG@K** — 상위 K에 대해 gᵢ / log2(i+1)을 더한 값.\n"
        "- **IDCG@K** — 판정된 모든 항목을 가장 좋은 순서로 놓았을 때의 DCG@K입니다.\n"
        "- **nDCG@K** — 정규화 할인 누적 이득으로, DCG@K / IDCG@K이며 0과 1 사이입니다."
    ),
}

T = Words(en=EN, ko=KO)

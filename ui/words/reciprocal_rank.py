"""Words of the Reciprocal Rank lesson."""

from .lang import Words

EN = {
    "title": "Reciprocal rank and MRR",
    "intuition": (
        "Reciprocal rank asks one thing only: **how far down is the first relevant item?** "
        "At rank 1 it scores 1, at rank 2 it scores 1/2, at rank 10 it scores 1/10."
    ),
    "guess_question": "**Your guess:** what is the reciprocal rank (RR) of this list?",
    "value_label": "Reciprocal rank",
    "first_at": "The first relevant item, {item}, is at rank {rank}, which gives RR = 1/{rank} = {value}.",
    "none_found": "No relevant item in the top {k}: RR = 0 by convention.",
    "walk_heading": "Walk through it, one rank at a time",
    "step_before": "Rank {k}: {item} is not relevant — still searching, and RR is still 0.",
    "step_first": "Rank {k}: {item} is the first relevant item, which gives RR = 1/{k} = {rr}. Everything below is ignored.",
    "step_first_held": "Rank {k}: {item} is the first relevant item. Everything below is ignored; RR waits for the reveal.",
    "step_after_rel": "Rank {k}: {item} is relevant too, but RR already stopped at rank {first}: it adds nothing.",
    "step_after": "Rank {k}: {item} — RR already stopped at rank {first}.",
    "step_empty": "Rank {k}: nothing here (the list has only {n} item(s)).",
    "step_final": "That was the last rank (K = {k}): the first relevant item is at rank {first}, which gives **RR = 1/{first} = {value}**.",
    "step_final_none": "That was the last rank (K = {k}) and no relevant item came up, so **RR is 0**.",
    "chart_heading": "What RR would be for each position of the first relevant item",
    "chart_caption": "The curve 1/k falls fast: moving the first hit from rank 1 to 2 halves RR, from 9 to 10 barely changes it.",
    "chart_x": "rank of the first relevant item",
    "chart_y": "RR",
    "chart_here": "your list",
    "blind_heading": "Why RR ignores everything after the first hit",
    "blind_body": (
        "Two lists of five items, both with a relevant item at rank 1, so both have RR = {rr}. "
        "In list A every item is relevant; in list B only the first is (and two more relevant items "
        "were never retrieved). Their average precision tells them apart, as AP(A) is "
        "{ap_a} and AP(B) is {ap_b}. Use RR when only the first good answer matters (a known-item search, a "
        "question with one answer); use AP or nDCG when the whole list matters."
    ),
    "mrr_heading": "MRR: the mean over several queries",
    "mrr_body": (
        "MRR averages RR over queries. A query with no relevant item scores 0 and counts "
        "(trec_eval's rule). For the query set on the MAP page:"
    ),
    "mrr_value": "MRR = ({terms}) / {n} = **{value}**",
    "mrr_link": "Edit the query set on the MAP page",
    "formula_heading": "The formulas, symbol by symbol",
    "symbols": (
        "- **k** — a rank position: 1 is the top of the list.\n"
        "- **K** — the cutoff: only ranks 1…K count.\n"
        "- **rank₁** — the rank of the first relevant item within the top K.\n"
        "- **RR** — 1 / rank₁, or 0 if there is no relevant item in the top K.\n"
        "- **|Q|** — the number of queries; **MRR** — the mean of their RR."
    ),
    "tex_rank": "rank",
}

KO = {
    "title": "역순위(RR)와 평균 역순위(MRR)",
    "intuition": (
        "역순위는 딱 하나만 봅니다. **첫 번째 [[relevant]]이(가) 몇 위에 있을까요?** "
        "1위면 1, 2위면 1/2, 10위면 1/10입니다."
    ),
    "guess_question": "**내 예측:** 이 목록의 역순위(RR)는 얼마일까요?",
    "value_label": "역순위",
    "first_at": "첫 번째 [[relevant]] {item}이(가) {rank}위에 있으므로 RR = 1/{rank} = {value}입니다.",
    "none_found": "상위 {k}개 안에 [[relevant]]이(가) 없으므로, 관례에 따라 RR = 0입니다.",
    "walk_heading": "한 순위씩 따라가기",
    "step_before": "{k}위 {item}은(는) [[not_relevant]]입니다. 아직 [[relevant]]을(를) 찾지 못했으므로 RR은 아직 0입니다.",
    "step_first": "{k}위 {item}이(가) 첫 번째 [[relevant]]입니다. RR = 1/{k} = {rr}이고, 그 아래는 모두 무시됩니다.",
    "step_first_held": "{k}위 {item}이(가) 첫 번째 [[relevant]]입니다. 그 아래는 모두 무시됩니다. RR 값은 정답을 공개한 뒤에 보입니다.",
    "step_after_rel": "{k}위 {item}도 적합하지만 RR은 이미 {first}위에서 멈췄으므로 더해지는 것이 없습니다.",
    "step_after": "{k}위는 {item}입니다. RR은 이미 {first}위에서 멈췄습니다.",
    "step_empty": "{k}위는 비어 있습니다(목록에 항목이 {n}개뿐입니다).",
    "step_final": "마지막 순위였습니다(K = {k}). 첫 번째 [[relevant]]이(가) {first}위에 있으므로 **RR = 1/{first} = {value}**입니다.",
    "step_final_none": "마지막 순위였습니다(K = {k}). [[relevant]]이(가) 나오지 않았으므로 **RR = 0**입니다.",
    "chart_heading": "첫 [[relevant]]의 위치별 RR",
    "chart_caption": "1/k 곡선은 빠르게 떨어집니다. 첫 적중을 1위에서 2위로 옮기면 RR이 절반이 되지만, 9위에서 10위로 옮기면 거의 변하지 않습니다.",
    "chart_x": "첫 [[relevant]]의 순위",
    "chart_y": "RR",
    "chart_here": "지금 목록",
    "blind_heading": "RR이 첫 적중 뒤를 모두 무시하는 이유",
    "blind_body": (
        "항목이 다섯 개인 두 목록이 모두 1위에 [[relevant]]이(가) 있으므로 둘 다 RR = {rr}입니다. 목록 A는 "
        "모든 항목이 적합하고, 목록 B는 첫 항목만 적합합니다([[relevant]] 두 개는 검색되지 않음). 평균 "
        "정밀도는 둘을 구별합니다. AP(A) = {ap_a}, AP(B) = {ap_b}입니다. 첫 번째 좋은 답만 중요할 때(알려진 "
        "항목 찾기, 답이 하나인 질문) RR을 쓰고, 목록 전체가 중요할 때는 AP나 nDCG를 쓰세요."
    ),
    "mrr_heading": "평균 역순위(MRR), 여러 쿼리의 평균",
    "mrr_body": (
        "MRR은 쿼리별 RR을 평균합니다. [[relevant]]이(가) 없는 쿼리는 0점으로 평균에 들어갑니다"
        "(trec_eval의 규칙). MAP 페이지의 쿼리 묶음으로 계산하면:"
    ),
    "mrr_value": "MRR = ({terms}) / {n} = **{value}**",
    "mrr_link": "MAP 페이지에서 쿼리 묶음 편집하기",
    "formula_heading": "수식, 기호 하나씩",
    "symbols": (
        "- **k** — 순위 위치: 1이 목록의 맨 위.\n"
        "- **K** — [[cutoff]]: 1…K위만 셉니다.\n"
        "- **순위₁** — 상위 K 안에서 첫 번째 [[relevant]]의 순위.\n"
        "- **RR** — 1 / 순위₁이고, 상위 K에 [[relevant]]이(가) 없으면 0입니다.\n"
        "- **|Q|** — 쿼리의 수. **MRR** — 쿼리별 RR의 평균."
    ),
    "tex_rank": "순위",
}

T = Words(en=EN, ko=KO)

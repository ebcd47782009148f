"""Words of the R-precision and precision–recall curve lesson."""

from .lang import Words

EN = {
    "title": "R-precision and the precision–recall curve",
    "intuition": (
        "If there are R relevant items, a perfect list has all of them in its top R. "
        "**R-precision asks how many of the top R are relevant** — a cutoff chosen by the "
        "question itself, not by you. Going down the list rank by rank, precision and recall "
        "trace a curve; its *interpolated* version is the staircase most papers draw."
    ),
    "symbols": (
        "- **k** — a rank position: 1 is the top of the list.\n"
        "- **R** — the number of relevant items, retrieved or not (here R = m).\n"
        "- **P@k** — precision: relevant items in the top k, divided by k.\n"
        "- **R@k** — recall: relevant items in the top k, divided by R.\n"
        "- **P_interp(f)** — interpolated precision at recall level f: the best P@j from the rank "
        "where round(f × R) relevant items have been found, onward (trec_eval 10.0's rule). It "
        "never rises as recall grows, so it draws a staircase. With R = 3, level 0.7 needs "
        "round(2.1) = 2 relevant items: a list that stops at recall 0.667 still reaches it.\n"
        "- **11-point average** — the mean of P_interp at recall 0, 0.1, 0.2, …, 1."
    ),
    "guess_question": "**Your guess:** what is the R-precision of this list?",
    "value_rprec": "R-precision (P@R)",
    "value_rprec_note": "R = {r}: precision in the top {r}",
    "value_11pt": "11-point average",
    "value_11pt_note": "mean interpolated precision at recall 0, 0.1, …, 1",
    "value_ap": "AP (area under the raw curve)",
    "value_ap_note": "each relevant rank adds P@k × 1/R",
    "no_relevant": "No item is relevant, so R = 0: R-precision, the curve and AP are all 0 by convention.",
    "r_past_k": (
        "R = {r} is more than K = {k}: only the top {k} count, so even a perfect list "
        "reaches at most {best} here."
    ),
    "walk_heading": "Walk down the curve, one rank at a time",
    "step_rel": (
        "Rank {k}: {item} is relevant — the point moves **right and up**: recall {recall}, "
        "precision {p}. The best precision from here down is {interp}."
    ),
    "step_not": (
        "Rank {k}: {item} is not relevant — the point drops **straight down**: recall stays "
        "{recall}, precision falls to {p}."
    ),
    "step_empty": "Rank {k}: nothing here (the list has only {n} item(s)); counted as a miss.",
    "step_rel_held": "Rank {k}: {item} is relevant.",
    "step_not_held": "Rank {k}: {item} is not relevant.",
    "step_empty_held": "Rank {k}: nothing here, as the list has only {n} item(s); it counts as a miss.",
    "step_at_r": " **This is rank R = {r}: R-precision = {hits}/{r} = {value}.**",
    "step_final": (
        "That was the last rank (K = {k}). R-precision is **{rprec}**, the 11-point average is "
        "**{eleven}**, and AP (the area under the raw curve) is **{ap}**."
    ),
    "chart_heading": "The curve: raw zig-zag and interpolated staircase",
    "chart_caption": (
        "Grey, dashed: the raw curve, one point per rank (hover a point for its item). "
        "Blue: the interpolated staircase — at each recall, the best precision still to come. "
        "The blue dots are the 11 points the 11-point average takes."
    ),
    "chart_x": "recall R@k",
    "chart_y": "precision P@k",
    "chart_level": "recall level",
    "chart_raw": "raw (rank by rank)",
    "chart_interpolated": "interpolated",
    "levels_heading": "The 11 points, level by level",
    "levels_caption": (
        "**Level f counts as reached once round(f × R) relevant items are found** (R = {r}: the "
        "column “relevant needed”). That is trec_eval 10.0's rule; 9.x and pytrec_eval use "
        "int(f × R + 0.9). A level the list never reaches counts 0."
    ),
    "col_level": "recall level",
    "col_needed": "relevant needed",
    "col_interpolated": "P_interp",
    "report_heading": "Which number to report",
    "report_body": (
        "- **R-precision** when lists are judged to a known depth and queries differ in how "
        "many relevant items they have: every query is cut where its own perfect list ends.\n"
        "- **AP** (the area under the raw curve) when the whole ranking matters: it is the "
        "usual single number of TREC-style evaluations.\n"
        "- **The 11-point average and the curve** to compare systems' shapes (one better at "
        "the top, another at finding everything). Say which interpolation rule you used.\n\n"
        "R-precision and AP move together on most runs; the curve shows where they part."
    ),
    "who_heading": "Who computes it",
    "who_body": (
        "- R-precision: trec_eval `Rprec`, pytrec_eval, ir-measures `Rprec`, ranx `r_precision`.\n"
        "- Interpolated precision: trec_eval `iprec_at_recall` (10.0 rounds f × R; 9.x, inside "
        "pytrec_eval and ir-measures `IPrec`, adds 0.9 and truncates), and `11pt_avg`.\n"
        "- scikit-learn's `precision_recall_curve` draws the raw curve over *scores*, not ranks, "
        "and its `average_precision_score` is the raw area without interpolation, as here.\n\n"
        "Same list on the command line: `python -m metrics -M {k} -m Rprec -m iprec_at_recall "
        "-m 11pt_avg -m map qrels run`."
    ),
    "formula_heading": "The formulas, symbol by symbol",
    "tex_rprec": "-precision",
    "tex_11pt": "11-pt",
}

KO = {
    "title": "R-정밀도와 정밀도–재현율 곡선",
    "intuition": (
        "[[relevant]]이(가) R개라면, 완벽한 목록은 상위 R개가 모두 [[relevant]]입니다. "
        "**R-정밀도는 상위 R개 중 [[relevant]]의 비율입니다.** [[cutoff]]을(를) 사람이 정하지 않고, 쿼리의 "
        "[[relevant]] 수(R)가 정합니다. 목록을 한 순위씩 내려가면 정밀도와 재현율이 곡선을 그리고, 논문에서 "
        "흔히 보는 계단 모양은 그 곡선을 *보간*(interpolation)한 것입니다."
    ),
    "symbols": (
        "- **k** — 순위: 1이 맨 위입니다.\n"
        "- **R** — [[relevant]] 수. 검색되지 않은 것도 셉니다(여기서는 R = m).\n"
        "- **P@k** — 정밀도로, 상위 k개 중 [[relevant]] 수를 k로 나눈 값입니다.\n"
        "- **R@k** — 재현율로, 상위 k개 중 [[relevant]] 수를 R로 나눈 값입니다.\n"
        "- **P_interp(f)** — 재현율 수준 f의 보간 정밀도: [[relevant]]을(를) round(f × R)개 찾은 순위와 "
        "그 아래를 통틀어 가장 높은 P@j입니다(trec_eval 10.0의 규칙). 재현율이 커져도 올라가지 "
        "않으므로 계단 모양이 됩니다. R = 3이면 수준 0.7에는 round(2.1) = 2개가 필요하므로, "
        "재현율 0.667에서 끝나는 목록도 이 수준에 닿습니다.\n"
        "- **11점 평균** — 재현율 0, 0.1, 0.2, …, 1에서 잰 P_interp의 평균."
    ),
    "guess_question": "**내 예측:** 이 목록의 R-정밀도는 얼마일까요?",
    "value_rprec": "R-정밀도 (P@R)",
    "value_rprec_note": "R = {r}: 상위 {r}개의 정밀도",
    "value_11pt": "11점 평균",
    "value_11pt_note": "재현율 0, 0.1, …, 1에서 잰 보간 정밀도의 평균",
    "value_ap": "AP (원래 곡선 아래 넓이)",
    "value_ap_note": "[[relevant]]이(가) 있는 순위마다 P@k × 1/R을 더합니다",
    "no_relevant": "[[relevant]]이(가) 없어 R = 0입니다. 관례에 따라 R-정밀도, 곡선, AP 모두 0입니다.",
    "r_past_k": (
        "R = {r}이(가) K = {k}보다 큽니다. 상위 {k}개만 세므로 완벽한 목록이라도 여기서는 "
        "최대 {best}입니다."
    ),
    "walk_heading": "곡선을 한 순위씩 따라가기",
    "step_rel": (
        "{k}위 {item}은(는) [[relevant]]입니다. 점이 **오른쪽 위로** 움직여 재현율 {recall}, "
        "정밀도 {p}이(가) 됩니다. 이 순위와 그 아래를 통틀어 가장 높은 정밀도는 {interp}입니다."
    ),
    "step_not": (
        "{k}위 {item}은(는) [[not_relevant]]입니다. 점이 **아래로** 떨어집니다. 재현율은 {recall} "
        "그대로이고, 정밀도는 {p}(으)로 내려갑니다."
    ),
    "step_empty": "{k}위는 비어 있습니다(목록에 항목이 {n}개뿐입니다). 놓친 것으로 셉니다.",
    "step_rel_held": "{k}위 {item}은(는) [[relevant]]입니다.",
    "step_not_held": "{k}위 {item}은(는) [[not_relevant]]입니다.",
    "step_empty_held": "{k}위는 비어 있습니다(목록에 항목이 {n}개뿐입니다). 놓친 것으로 셉니다.",
    "step_at_r": " **여기가 R = {r}위이고, R-정밀도는 {hits}/{r} = {value}입니다.**",
    "step_final": (
        "마지막 순위였습니다(K = {k}). R-정밀도 = **{rprec}**, 11점 평균 = **{eleven}**, "
        "AP = **{ap}**(원래 곡선 아래 넓이)입니다."
    ),
    "chart_heading": "곡선: 원래의 지그재그와 보간한 계단",
    "chart_caption": (
        "회색 점선은 원래 곡선으로, 순위마다 점이 하나입니다(점에 마우스를 올리면 항목이 보입니다). "
        "파란 선은 보간한 계단으로, 각 재현율에서 앞으로 나올 가장 높은 정밀도입니다. "
        "파란 점은 11점 평균이 쓰는 11개 점입니다."
    ),
    "chart_x": "재현율(R@k)",
    "chart_y": "정밀도 P@k",
    "chart_level": "재현율 수준",
    "chart_raw": "원래 곡선(순위별)",
    "chart_interpolated": "보간",
    "levels_heading": "재현율 수준별 11개 점",
    "levels_caption": (
        "**수준 f는 [[relevant]]을(를) round(f × R)개 찾으면 닿은 것으로 봅니다**(R = {r}, ‘필요한 적합 "
        "수’ 열). trec_eval 10.0의 규칙이고, 9.x와 pytrec_eval은 int(f × R + 0.9)를 씁니다. 목록이 "
        "닿지 못한 수준은 0입니다."
    ),
    "col_level": "재현율 수준",
    "col_needed": "필요한 적합 수",
    "col_interpolated": "P_interp",
    "report_heading": "어떤 숫자를 보고할까요?",
    "report_body": (
        "- **R-정밀도**: 쿼리마다 [[relevant]] 수가 다를 때 씁니다. 각 쿼리를 그 쿼리의 완벽한 "
        "목록이 끝나는 곳에서 자릅니다.\n"
        "- **AP**(원래 곡선 아래 넓이): 순위 전체가 중요할 때 씁니다. TREC식 평가에서 가장 흔히 "
        "보고하는 숫자입니다.\n"
        "- **11점 평균과 곡선**: 상위권이 강한 시스템인지, 빠짐없이 찾는 시스템인지 성향을 "
        "비교할 때 씁니다. 어떤 보간 규칙을 썼는지 함께 적습니다.\n\n"
        "대부분의 결과에서 R-정밀도와 AP는 함께 움직입니다. 둘이 갈리는 곳은 곡선이 보여 줍니다."
    ),
    "who_heading": "어떤 도구가 이렇게 계산하나요",
    "who_body": (
        "- R-정밀도는 trec_eval의 `Rprec`, pytrec_eval, ir-measures의 `Rprec`, ranx의 `r_precision` 지표가 계산합니다.\n"
        "- 보간 정밀도는 trec_eval의 `iprec_at_recall`(10.0은 f × R을 반올림하고, pytrec_eval과 "
        "ir-measures `IPrec` 안의 9.x는 0.9를 더한 뒤 소수점 아래를 버립니다)과 `11pt_avg` 지표가 계산합니다.\n"
        "- scikit-learn의 `precision_recall_curve` 함수는 순위가 아니라 *점수*로 원래 곡선을 그리고, "
        "`average_precision_score` 함수는 여기처럼 보간 없이 원래 곡선 아래 넓이를 씁니다.\n\n"
        "같은 목록을 명령줄에서 계산하려면 `python -m metrics -M {k} -m Rprec -m iprec_at_recall "
        "-m 11pt_avg -m map qrels run` 명령을 실행해 주세요."
    ),
    "formula_heading": "수식, 기호 하나씩",
    "tex_rprec": "-정밀도",
    "tex_11pt": "11점 평균",
}

T = Words(en=EN, ko=KO)

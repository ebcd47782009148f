"""Words of the reader-model lesson (RBP and ERR)."""

from .lang import Words

EN = {
    "title": "Where does the reader stop? RBP and ERR",
    "intuition": (
        "Picture a person reading your list from the top. **Rank-biased precision (RBP)** "
        "assumes they go on to the next item with the same chance p each time, however good the "
        "items were. **Expected reciprocal rank (ERR)** assumes they stop as soon as an item "
        "satisfies them, so a great item early ends the reading. Both turn a ranking into "
        '"how much did the reader get".'
    ),
    "symbols": (
        "- **k** — a rank position: 1 is the top of the list; **K** — the cutoff.\n"
        "- **p** — RBP's persistence: the chance the reader goes on after each item "
        "(0.9: ten items on average; 0.5: two).\n"
        "- **p^(k−1)** — the chance the RBP reader reaches rank k.\n"
        "- **g_k** — the gain of rank k: its grade divided by the highest grade judged "
        "(0 to 1).\n"
        "- **R_k** — ERR's chance that the item at rank k satisfies the reader, "
        "computed as (2^grade − 1)/2⁴. Grades here run 0–3: grade 1 satisfies 1 reader in 16, grade 2 3 in 16, "
        "grade 3 7 in 16 (the 2⁴ is gdeval.pl's scale, whose top grade is 4).\n"
        "- **residual** — what items nobody judged could still add to RBP."
    ),
    "model_label": "Walk through",
    "model_rbp": "RBP (goes on with chance p)",
    "model_err": "ERR (stops when satisfied)",
    "p_label": "Persistence p (RBP)",
    "p_help": "The chance the reader goes on after each item. 0.9 reads about 10 items, 0.5 about 2.",
    "unlabelled_label": "Items not marked relevant",
    "unlabelled_not_relevant": "were judged not relevant",
    "unlabelled_unjudged": "were never judged",
    "unlabelled_help": (
        "Only RBP's residual tells these apart: an item nobody judged could still be relevant."
    ),
    "guess_question_rbp": "**Your guess:** what is RBP with p = {p}?",
    "guess_question_err": "**Your guess:** what is ERR@{k}?",
    "value_rbp": "RBP (p = {p})",
    "value_rbp_note": "gain collected per item read",
    "value_band": "RBP could be up to",
    "value_band_note": "RBP + residual {resid}: if every unjudged item were perfect",
    "value_err": "ERR@{k}",
    "value_err_note": "the expected 1/(rank where the reader stops)",
    "band_none": (
        "Every item in the list is judged, so trec_eval's residual is 0. Moffat & Zobel's own "
        "residual also counts the ranks past the list, which gives p^{n} = {tail}."
    ),
    "band_some": (
        "Some items were never judged: the true RBP lies between **{low}** and **{high}** "
        "(the residual, {resid}, is their weight plus the ranks past the list)."
    ),
    "band_low": "judged items alone",
    "band_high": "at most",
    "walk_heading": "Follow the reader, one rank at a time",
    "step_rbp": (
        "Rank {k}: {item} (grade {grade}, gain {gain}). The reader gets here with chance "
        "p^{km1} = {reach}; this rank adds (1 − p) × {reach} × {gain} = {contrib}."
    ),
    "step_rbp_unjudged": (
        "Rank {k}: {item} was never judged: it adds nothing now, but up to (1 − p) × {reach} = "
        "{weight} to the residual."
    ),
    "step_err": (
        "Rank {k}: {item} (grade {grade}) satisfies the reader with chance {sat}. They are still "
        "reading with chance {reach}, so they stop here with chance {stop}, adding {stop} ÷ {k} "
        "= {contrib}."
    ),
    "step_sum_rbp": "RBP so far is {total}.",
    "step_sum_err": "ERR so far is {total}.",
    "step_empty": "Rank {k}: nothing here (the list has only {n} item(s)).",
    "step_final_rbp": "That was the last rank (K = {k}), which gives **RBP = {value}**.",
    "step_final_err": "That was the last rank (K = {k}), which gives **ERR@{k} = {value}**.",
    "chart_heading": "Is the reader still reading? Rank by rank",
    "chart_caption": (
        "RBP's reader goes on with chance p whatever they saw, so the curve falls the same "
        "way for every list. ERR's reader falls away at each item that satisfies them: the "
        "better the top of the list, the sooner the curve drops."
    ),
    "chart_x": "rank k",
    "chart_y": "chance of still reading",
    "chart_rbp": "RBP reader (p = {p})",
    "chart_err": "ERR reader",
    "binary_note": (
        "With “relevant or not” labels every relevant item is grade 1, which satisfies only one "
        "reader in 16: ERR stays small. Switch the sidebar to grades 0–3 to see it move."
    ),
    "report_heading": "Which number to report",
    "report_body": (
        "- **RBP** when pools are shallow or runs retrieve unjudged items: report it with its "
        "residual (RBP = 0.41 + 0.12) so nobody reads a lower bound as the value. State p.\n"
        "- **ERR** for graded, navigational or question-answering tasks, where one excellent "
        "answer ends the search; it is the TREC Web track's measure. State the highest grade "
        "(here 4, as gdeval.pl).\n"
        "- Neither is comparable with nDCG's number: they answer a different question "
        "about the same list."
    ),
    "who_heading": "Who computes it",
    "who_body": (
        "- RBP: trec_eval `rbp` and `rbp_resid` (`-m rbp.p=0.8`); gains are the grades scaled "
        "into 0–1. ir-measures has only `RBP(p=0.8, rel=1)` (through cwl-eval), where every "
        "item graded 1 or more gains 1: the same number only when the grades are 0 and 1.\n"
        "- ERR: ir-measures `ERR@k` through gdeval.pl (grades up to 4); not in trec_eval. "
        "This app's command line has it as `ERR`.\n\n"
        "Same list on the command line: `python -m metrics -M {k} -m rbp.p={p} -m rbp_resid.p={p} "
        "-m ERR.{k} qrels run`."
    ),
    "formula_heading": "The formulas, symbol by symbol",
    "tex_residual": "residual",
    "tex_unjudged": "unjudged",
    "tex_grade": "grade",
}

KO = {
    "title": "사용자는 어디서 멈출까요? RBP와 ERR",
    "intuition": (
        "사용자가 결과 목록을 위에서부터 차례로 본다고 생각해 봅시다. **순위 편향 정밀도**(RBP, "
        "rank-biased precision)는 앞 항목이 좋았든 나빴든 다음 항목으로 넘어갈 확률이 늘 p로 "
        "같다고 봅니다. **기대 역순위**(ERR, expected reciprocal rank)는 만족스러운 항목을 만나면 "
        "그만큼 멈출 확률이 커진다고 봅니다. 그래서 위쪽에 좋은 항목이 있으면 거기서 멈출 가능성이 "
        "큽니다. 두 지표 모두 순위를 ‘사용자가 얼마나 얻었나’로 바꿔 잽니다."
    ),
    "symbols": (
        "- **k** — 순위: 1이 맨 위입니다. **K** — [[cutoff]].\n"
        "- **p** — RBP에서 계속 볼 확률: 항목 하나를 본 뒤 다음 항목으로 넘어갈 확률(0.9면 평균 10개, 0.5면 "
        "2개를 읽습니다).\n"
        "- **p^(k−1)** — RBP 사용자가 k위까지 올 확률.\n"
        "- **g_k** — k위의 이득: 등급을 판정된 가장 높은 등급으로 나눈 값(0~1).\n"
        "- **R_k** — ERR에서 k위 항목이 사용자를 만족시킬 확률로, "
        "(2^등급 − 1)/2⁴입니다. 여기서 등급은 0~3입니다. 등급 1은 사용자 16명 중 1명, 등급 2는 3명, 등급 "
        "3은 7명을 만족시킵니다. 이 앱의 최고 등급 3(완벽)도 ERR에서는 16명 중 7명만 만족시킵니다. gdeval.pl이 등급 4까지 있는 TREC 기준을 쓰기 때문입니다.\n"
        "- **잔여분(residual)** — 아무도 판정하지 않은 항목이 RBP에 더할 수 있는 최대치."
    ),
    "model_label": "따라가 볼 사용자 모델",
    "model_rbp": "RBP (확률 p로 계속 보는 사용자)",
    "model_err": "ERR (만족하면 멈추는 사용자)",
    "p_label": "계속 볼 확률 p (RBP)",
    "p_help": "항목 하나를 읽은 뒤 계속 읽을 확률입니다. 0.9면 약 10개, 0.5면 약 2개를 읽습니다.",
    "unlabelled_label": "적합으로 표시하지 않은 항목은",
    "unlabelled_not_relevant": "[[not_relevant]](으)로 판정",
    "unlabelled_unjudged": "아직 판정 안 함",
    "unlabelled_help": "RBP의 잔여분만 이 둘을 구별합니다. 아직 판정하지 않은 항목은 적합할 수도 있습니다.",
    "guess_question_rbp": "**내 예측:** p = {p}일 때 RBP는 얼마일까요?",
    "guess_question_err": "**내 예측:** ERR@{k}은(는) 얼마일까요?",
    "value_rbp": "RBP (p = {p})",
    "value_rbp_note": "읽은 항목 하나당 얻은 이득",
    "value_band": "RBP의 최대치",
    "value_band_note": "RBP + 잔여분 {resid}: 판정하지 않은 항목이 모두 완벽하다면",
    "value_err": "ERR@{k}",
    "value_err_note": "사용자가 멈추는 순위의 역수(1/순위)의 기댓값",
    "band_none": (
        "목록의 모든 항목이 판정되어 있어 trec_eval의 잔여분은 0입니다. Moffat과 Zobel의 원래 "
        "정의는 목록 뒤의 순위도 세어 p^{n} = {tail}을(를) 잔여분으로 봅니다."
    ),
    "band_some": (
        "판정하지 않은 항목이 있어 실제 RBP는 **{low}**에서 **{high}** 사이에 있습니다"
        "(잔여분 {resid}은(는) 그 항목들의 가중치와 목록 뒤 순위의 몫입니다)."
    ),
    "band_low": "판정된 항목만",
    "band_high": "최대",
    "walk_heading": "사용자를 한 순위씩 따라가기",
    "step_rbp": (
        "{k}위는 {item}(등급 {grade}, 이득 {gain})입니다. 사용자가 여기까지 올 확률은 p^{km1} = {reach}이고, "
        "이 순위가 더하는 값은 (1 − p) × {reach} × {gain} = {contrib}입니다."
    ),
    "step_rbp_unjudged": (
        "{k}위 {item}은(는) 판정하지 않은 항목입니다. 지금은 더하는 값이 없지만 잔여분에 최대 "
        "(1 − p) × {reach} = {weight}을(를) 보탭니다."
    ),
    "step_err": (
        "{k}위 {item}(등급 {grade})이(가) 사용자를 만족시킬 확률은 {sat}입니다. 사용자가 아직 읽고 "
        "있을 확률이 {reach}이므로 여기서 멈출 확률은 {stop}이고, {stop} ÷ {k} = {contrib}을(를) "
        "더합니다."
    ),
    "step_sum_rbp": "누적 RBP는 {total}입니다.",
    "step_sum_err": "누적 ERR은 {total}입니다.",
    "step_empty": "{k}위는 비어 있습니다(목록에 항목이 {n}개뿐입니다).",
    "step_final_rbp": "마지막 순위였습니다(K = {k}). **RBP = {value}**입니다.",
    "step_final_err": "마지막 순위였습니다(K = {k}). **ERR@{k} = {value}**입니다.",
    "chart_heading": "순위별로 사용자가 여기까지 올 확률",
    "chart_caption": (
        "RBP 사용자는 무엇을 봤든 확률 p로 계속 보므로 어떤 목록이든 곡선이 똑같이 내려갑니다. "
        "ERR 사용자는 만족스러운 항목을 만나면 그만큼 떠날 확률이 커지므로, 목록 위쪽이 좋을수록 "
        "곡선이 빨리 떨어집니다."
    ),
    "chart_x": "순위 k",
    "chart_y": "아직 읽고 있을 확률",
    "chart_rbp": "RBP 사용자 (p = {p})",
    "chart_err": "ERR 사용자",
    "binary_note": (
        "적합/[[not_relevant]]으로만 표시하면 [[relevant]]은(는) 모두 등급 1이고, 등급 1은 사용자 16명 중 1명만 "
        "만족시킵니다. 그래서 ERR이 작게 나옵니다. 사이드바에서 등급 0~3으로 바꿔 보세요."
    ),
    "report_heading": "어떤 숫자를 보고할까요?",
    "report_body": (
        "- **RBP**: 상위 몇 개만 판정했거나, 판정하지 않은 항목이 결과에 많을 때 씁니다. "
        "하한만 보고 값으로 오해하지 않도록 잔여분과 함께(RBP = 0.41 + 0.12) 보고하고, p도 "
        "적습니다.\n"
        "- **ERR**: 등급이 있고, 좋은 결과 하나면 검색이 끝나는 과제(특정 사이트를 찾는 내비게이셔널 검색, "
        "질의응답)에 씁니다. "
        "TREC 웹 트랙에서 쓰는 지표입니다. 가장 높은 등급을 무엇으로 두었는지(여기서는 "
        "gdeval.pl처럼 4) 적습니다.\n"
        "- 둘 다 nDCG와 직접 비교하면 안 됩니다. 같은 목록이라도 재는 대상이 다르기 때문입니다."
    ),
    "who_heading": "어떤 도구가 이렇게 계산하나요",
    "who_body": (
        "- RBP는 trec_eval의 `rbp` 지표와 `rbp_resid`(`-m rbp.p=0.8`)가 계산합니다. 이득은 등급을 0~1로 맞춘 "
        "값입니다. ir-measures에는 `RBP(p=0.8, rel=1)`(cwl-eval로 계산)만 있고, 이때는 등급이 "
        "1 이상인 항목의 이득이 모두 1입니다. 그래서 등급이 0과 1뿐일 때만 같은 값이 나옵니다.\n"
        "- ERR은 ir-measures의 `ERR@k` 지표가 계산합니다(gdeval.pl을 따르고 등급은 4까지입니다). trec_eval에는 없고, 이 앱의 "
        "명령줄에는 `ERR` 지표로 있습니다.\n\n"
        "같은 목록을 명령줄에서 계산하려면 `python -m metrics -M {k} -m rbp.p={p} -m rbp_resid.p={p} "
        "-m ERR.{k} qrels run` 명령을 실행해 주세요."
    ),
    "formula_heading": "수식, 기호 하나씩",
    "tex_residual": "잔여분",
    "tex_unjudged": "미판정",
    "tex_grade": "등급",
}

T = Words(en=EN, ko=KO)

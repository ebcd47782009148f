"""Words of the sampled-metrics lesson."""

from .lang import Words

EN = {
    "title": "Sampled metrics mislead",
    "intuition": (
        "To save time, many recommender papers do not rank a user's held-out item against the "
        "whole catalogue: they draw **100 random items** it must beat and call it a hit if it "
        "lands in the top 10 of those 101. Krichene & Rendle (KDD 2020) showed that this "
        "*sampled* Hit@10 can rank two models the **other way round** from the real one. "
        "Here is a small catalogue where it does."
    ),
    "symbols": (
        "- **N** — the catalogue: {catalogue} items; **users** — {users}, each with one held-out "
        "item to find.\n"
        "- **r** — the item's *full* rank: its place among all N items (1 is the top).\n"
        "- **n** — the number of sampled negatives (random items it is ranked against).\n"
        "- **sampled rank** — 1 + the sampled negatives that outrank it.\n"
        "- **Hit@10** — 1 if the rank is 10 or better, else 0; averaged over users.\n"
        "- **chance** — the exact probability of a sampled hit for an item at full rank r, "
        "over every possible sample (the hypergeometric formula below)."
    ),
    "ranker_a": "Ranker\u00a0A",  # a no-break space: "A" never starts a line alone
    "ranker_b": "Ranker\u00a0B",
    "ranker_a_about": (
        "Ranker A: about 30% of users get their held-out item in its top 10; the others' items "
        "land anywhere in the catalogue. Each user is drawn by chance, so this sample's full "
        "Hit@10 is {full_a}."
    ),
    "ranker_b_about": (
        "Ranker B: only about 12% get it in the top 10, but the others' items sit between ranks "
        "11 and 150. This sample's full Hit@10 is {full_b}."
    ),
    "negatives_label": "Sampled negatives n",
    "negatives_help": "How many random items each held-out item is ranked against. 999 = the whole catalogue.",
    "seed_label": "Sample",
    "seed_help": "Another seed generates another catalogue and sample; the link keeps it.",
    "seed_next": "Draw another sample",
    "guess_question": "**Your guess:** with {n} sampled negatives, what is ranker B's sampled Hit@10?",
    "guess_what": "ranker B's sampled Hit@10",
    "values_heading": "Hit@10, three ways",
    "col_full": "full Hit@10 (all {catalogue} items)",
    "col_sampled": "sampled Hit@10 (this sample, n = {n})",
    "col_expected": "expected sampled Hit@10 (every sample)",
    "verdict_flip": (
        "**The order flips.** Against the whole catalogue A wins ({full_a} vs {full_b}); with "
        "{n} sampled negatives B looks better ({exp_a} vs {exp_b}, expected over every sample)."
    ),
    "verdict_same": (
        "Here both agree: {winner} wins on the full ranking and on the sampled one. "
        "Try fewer negatives or another sample."
    ),
    "verdict_tie": (
        "On this sample the two rankers tie on the full Hit@10 ({full_a}); the sampled figure "
        "still separates them ({exp_a} vs {exp_b}), which says nothing about the real ranking."
    ),
    "walk_heading": "User by user",
    "step": (
        "User {user}: ranker A puts the item at full rank **{rank_a}** ({hit_a}); among the "
        "{n} sampled negatives {above_a} outrank it, so its sampled rank is {srank_a} "
        "({shit_a}, chance {chance_a}). Ranker B: full rank **{rank_b}** ({hit_b}), sampled "
        "rank {srank_b} ({shit_b}, chance {chance_b})."
    ),
    "hit_full": "a hit",
    "miss_full": "a miss",
    "hit_sampled": "a hit",
    "miss_sampled": "a miss",
    "step_final": (
        "That was the last user. Over the full list, Hit@10 is {full_a} for A and {full_b} for B; "
        "in the sample, it is {sam_a} for A and {sam_b} for B."
    ),
    "chart_heading": "How the sampled figure depends on n",
    "chart_caption": (
        "The expected sampled Hit@10 of each ranker against the number of sampled negatives "
        "(log scale). At 999 every other item is drawn: that is the full Hit@10. With few "
        "negatives, an item at rank 80 of 1,000 still beats most of them, so the ranker that "
        "keeps items in the middle wins."
    ),
    "chart_x": "sampled negatives n",
    "chart_y": "expected Hit@10",
    "report_heading": "Which number to report",
    "report_body": (
        "- Rank against the **whole catalogue** (full Hit@k, Recall@k, nDCG@k) whenever you can: "
        "it is the number users experience.\n"
        "- If you must sample, say so with n, and never compare models on sampled figures "
        "alone; Krichene & Rendle give corrections that recover the full figure on average.\n"
        "- A sampled figure is not a cheaper estimate of the full one: it measures something "
        "else (how often the item beats random items), which is close to AUC."
    ),
    "who_heading": "Who computes it",
    "who_body": (
        "Sampled evaluation is a protocol, not a library measure: RecBole's `uni100` evaluation "
        "mode, NCF-style code (1 positive + 99 or 100 negatives) and many papers' own scripts. "
        "RecBole's `full` mode, Microsoft recommenders' `hit_ratio_at_k` on full rankings, "
        "trec_eval's `success_10` and ir-measures' `Success@10` rank against everything given."
    ),
    "formula_heading": "The formulas, symbol by symbol",
    "own_heading": "Your own numbers",
    "own_pointer": "Your team has its own sampled figure? [Check it with your own numbers](#own).",
    "own_intro": (
        "Your A/B report or paper gives a sampled Hit@K? Type your catalogue size, the number of "
        "sampled negatives and K, then what you have: each user's full rank, each user's sampled "
        "rank, or only the sampled figures. The numbers below are computed exactly, not simulated."
    ),
    "own_catalogue": "Catalogue size N (items)",
    "own_negatives": "Sampled negatives n",
    "own_k": "K",
    "own_mode": "What do you have?",
    "own_mode_full": "Each user's full rank",
    "own_mode_sampled": "Each user's sampled rank",
    "own_mode_figures": "Only the sampled Hit@K figures",
    "own_values_full": "Full ranks, one per user (rank among all N items)",
    "own_values_sampled": "Sampled ranks, one per user (rank among the n negatives plus the item: 1 to n + 1)",
    "own_values_figures": "The sampled Hit@K figures, e.g. 0.62, 0.55 (model A, model B)",
    "own_values_help": (
        "Separate numbers with commas or spaces, or one per line. A file: one number per line, or "
        "a CSV whose last column holds them."
    ),
    "own_upload": "Or upload them (a text or CSV file)",
    "own_empty": "Type or upload your numbers to see what they mean.",
    "own_fields": {
        "catalogue": "catalogue size N",
        "negatives": "sampled negatives n",
        "K": "K",
        "ranks": "ranks",
    },
    "own_errors": {
        "not_whole": "‘{given}’ in {what} is not a whole number of at least 1.",
        "not_whole_at": "Number {number} in {what}, ‘{given}’, is not a whole number of at least 1.",
        "no_ranks": "Type at least one whole number, such as 3.",
        "too_many_ranks": "At most {most} ranks can be read at once, and there are {n}.",
        "too_many_negatives": "The sampled negatives n can be at most N − 1 = {most}, not {given}.",
        "full_rank": (
            "Full ranks are between 1 and N = {most}. Check the ranks or the catalogue size."
        ),
        "sampled_rank": (
            "Sampled ranks are between 1 and n + 1 = {most}. Check the ranks or the number of "
            "sampled negatives."
        ),
    },
    "own_col_what": "Hit@{k}",
    "own_col_value": "value",
    "own_full": "full Hit@{k} (against all {catalogue} items)",
    "own_expected": "sampled Hit@{k}: its exact expectation with {n} negatives",
    "own_sampled": "sampled Hit@{k} (your sampled ranks)",
    "own_corrected": "corrected estimate of the full Hit@{k} (Krichene & Rendle)",
    "own_full_says": (
        "With {n} sampled negatives your users' items would score **{expected}** on average, "
        "against **{full}** against the whole catalogue. The correction brings it to "
        "**{corrected}**."
    ),
    "own_sampled_says": (
        "Your sampled Hit@{k} is **{sampled}**. Krichene & Rendle's correction estimates the full "
        "Hit@{k} at **{corrected}**: each user counts the corrected value of the sampled rank, not "
        "1 for a hit and 0 for a miss."
    ),
    "own_figure": (
        "A sampled Hit@{k} of **{figure}** fits any full Hit@{k} from **{low}** to **{high}**: "
        "without the ranks, the sampled figure cannot say more."
    ),
    "own_flip": (
        "**The order can flip.** {first} is above {second} in the sampled figures, yet their full "
        "Hit@{k} ranges overlap: the model with the lower sampled figure can be the better one."
    ),
    "own_no_flip": (
        "These ranges do not overlap: the order of the two figures holds for the full Hit@{k} too."
    ),
    "own_correction_note": (
        "The correction (KDD 2020, section 5) gives each sampled rank a value chosen so that, "
        "over every full rank, the average is as close as possible to the full hit, with a small "
        "penalty (γ = 0.01) on its spread. It is right on average, not user by user; with "
        "every other item drawn (n = N − 1) it is the full Hit@K itself."
    ),
    "model": "model {n}",
    "tex_sampled_hit": "sampled hit@",
    "tex_rank": "rank",
}

KO = {
    "title": "샘플링 평가의 함정",
    "intuition": (
        "추천 논문에서는 시간을 아끼려고, 사용자마다 [[held_out]](held-out)을 "
        "전체 카탈로그가 아니라 **무작위로 뽑은 항목 100개**와 섞어 순위를 매기는 경우가 많습니다. "
        "101개 중 10위 안에 들면 적중으로 칩니다. Krichene·Rendle(KDD 2020)은 이렇게 *샘플링한* "
        "Hit@10이 두 모델의 순서를 실제와 **반대로** 매길 수 있음을 보였습니다. 아래는 실제로 그런 "
        "일이 생기는 작은 카탈로그입니다."
    ),
    "symbols": (
        "- **N** — 카탈로그 크기: 항목 {catalogue}개. **사용자** — {users}명이고, 사용자마다 "
        "[[held_out_short]]이(가) 하나씩 있습니다.\n"
        "- **r** — [[held_out_short]]의 *전체* 순위: N개 항목 전체에서의 순위입니다(1이 맨 위).\n"
        "- **n** — [[sampled_negatives]] 수: [[held_out_short]]과(와) 섞어 순위를 매기는 무작위 항목의 수입니다.\n"
        "- **샘플 순위** — 1 + [[held_out_short]]보다 위에 온 [[sampled_negatives]] 수.\n"
        "- **Hit@10** — 순위가 10 이내면 1, 아니면 0입니다. 전체 사용자에 대해 평균합니다.\n"
        "- **확률** — 전체 순위가 r인 [[held_out_short]]이(가) 샘플 평가에서 적중할 정확한 확률입니다. 가능한 "
        "모든 샘플을 통틀어 계산합니다(아래 초기하분포 공식)."
    ),
    "ranker_a": "모델\u00a0A",
    "ranker_b": "모델\u00a0B",
    "ranker_a_about": (
        "모델 A: 사용자의 약 30%는 [[held_out_short]]을(를) 상위 10위 안에 올리고, 나머지는 카탈로그 "
        "어디에든 둡니다. 사용자마다 무작위로 정해지므로 이번 샘플의 전체 Hit@10은 {full_a}입니다."
    ),
    "ranker_b_about": (
        "모델 B: 상위 10위 안에 올리는 사용자는 약 12%뿐이지만, 나머지 [[held_out_short]]을(를) 11~150위에 "
        "둡니다. 이번 샘플의 전체 Hit@10은 {full_b}입니다."
    ),
    "negatives_label": "[[sampled_negatives]] 수 n",
    "negatives_help": "[[held_out_short]]마다 섞어 순위를 매기는 무작위 항목 수입니다. 999면 카탈로그 전체입니다.",
    "seed_label": "샘플",
    "seed_help": "시드를 바꾸면 카탈로그와 샘플이 새로 만들어집니다. 링크에도 함께 저장됩니다.",
    "seed_next": "다른 샘플 뽑기",
    "guess_question": "**내 예측:** [[sampled_negatives]]이(가) {n}개일 때 모델 B의 샘플 Hit@10은 얼마일까요?",
    "guess_what": "모델 B의 샘플 Hit@10",
    "values_heading": "세 가지로 잰 Hit@10",
    "col_full": "전체 Hit@10 (항목 {catalogue}개 전체)",
    "col_sampled": "샘플 Hit@10 (이번 샘플, n = {n})",
    "col_expected": "샘플 Hit@10 기댓값 (모든 샘플)",
    "verdict_flip": (
        "**순서가 뒤집힙니다.** 카탈로그 전체로 재면 A가 앞서지만({full_a} 대 {full_b}), "
        "[[sampled_negatives]] {n}개로 재면 B가 더 좋아 보입니다(기댓값 {exp_a} 대 {exp_b})."
    ),
    "verdict_same": (
        "여기서는 두 방식의 결론이 같습니다. 전체로 재도, 샘플로 재도 {winner}이(가) 앞섭니다. "
        "[[sampled_negatives]] 수를 줄이거나 다른 샘플을 뽑아 보세요."
    ),
    "verdict_tie": (
        "이번 샘플에서는 전체 Hit@10이 같습니다({full_a}). 그런데 샘플 값은 둘을 갈라놓습니다"
        "({exp_a} 대 {exp_b}). 실제 순위와는 관계없는 차이입니다."
    ),
    "walk_heading": "사용자 한 명씩",
    "step": (
        "사용자 {user}: 모델 A는 [[held_out_short]]을(를) 전체 **{rank_a}위**에 둡니다({hit_a}). "
        "[[sampled_negatives]] {n}개 중 {above_a}개가 그보다 위에 있어 샘플 순위는 {srank_a}위입니다({shit_a}, 적중 확률 "
        "{chance_a}). 모델 B는 전체 **{rank_b}위**({hit_b}), 샘플 순위 {srank_b}위입니다"
        "({shit_b}, 적중 확률 {chance_b})."
    ),
    "hit_full": "전체 기준 적중",
    "miss_full": "전체 기준 적중 아님",
    "hit_sampled": "적중",
    "miss_sampled": "적중 아님",
    "step_final": (
        "마지막 사용자였습니다. 전체 Hit@10은 A {full_a}, B {full_b}이고, 샘플 Hit@10은 A {sam_a}, "
        "B {sam_b}입니다."
    ),
    "chart_heading": "샘플 값은 n에 따라 얼마나 달라질까요?",
    "chart_caption": (
        "[[sampled_negatives]] 수(로그 눈금)에 따른 모델별 샘플 Hit@10 기댓값입니다. 999면 나머지 항목을 "
        "모두 뽑으므로 전체 Hit@10과 같습니다. [[sampled_negatives]]이(가) 적으면 1,000개 중 80위인 [[held_out_short]]도 "
        "샘플 대부분보다 위에 오기 때문에, [[held_out_short]]을(를) 중간쯤에 두는 모델이 유리해집니다."
    ),
    "chart_x": "[[sampled_negatives]] 수 n",
    "chart_y": "Hit@10 기댓값",
    "report_heading": "어떤 숫자를 보고할까요?",
    "report_body": (
        "- 가능하면 **카탈로그 전체**로 순위를 매겨 보고해 주세요(전체 Hit@k, R@k, nDCG@k). "
        "사용자가 체감하는 성능에 가까운 숫자입니다.\n"
        "- 꼭 샘플링해야 한다면 n을 함께 밝히고, 샘플 값만으로 모델을 비교하지는 마세요. "
        "Krichene·Rendle은 샘플 값으로 전체 값을 평균적으로 복원하는 보정 방법을 제안했습니다"
        "(아래 ‘내 숫자로 보기’).\n"
        "- 샘플 값은 전체 값을 싸게 추정한 값이 아닙니다. [[held_out_short]]이(가) 무작위 항목보다 위에 오는 "
        "빈도를 재는 값이라 AUC에 가깝습니다."
    ),
    "who_heading": "어떤 도구가 이렇게 계산하나요",
    "who_body": (
        "샘플 평가는 라이브러리의 지표가 아니라 평가 절차입니다. RecBole의 `uni100` 평가 모드, "
        "NCF 방식 코드(정답 1개 + [[sampled_negatives]] 99개나 100개), 여러 논문의 자체 스크립트가 이렇게 "
        "계산합니다. RecBole의 `full` 모드, Microsoft recommenders의 전체 순위 `hit_ratio_at_k`, "
        "trec_eval의 `success_10`, ir-measures의 `Success@10` 지표는 주어진 항목 전체로 순위를 매깁니다."
    ),
    "formula_heading": "수식, 기호 하나씩",
    "own_heading": "내 숫자로 보기",
    "own_pointer": "팀에 샘플링한 값이 따로 있나요? [내 숫자로 확인해 보세요](#own).",
    "own_intro": (
        "A/B 리포트나 논문에 샘플링한 Hit@K가 있나요? 카탈로그 크기, 뽑은 [[sampled_negatives]] 수, K를 넣고 "
        "가진 것을 입력해 주세요. 사용자별 전체 순위, 사용자별 샘플 순위, 또는 샘플링한 Hit@K 값만 "
        "있어도 됩니다. 아래 숫자는 시뮬레이션이 아니라 정확히 계산한 값입니다."
    ),
    "own_catalogue": "카탈로그 크기 N(항목 수)",
    "own_negatives": "[[sampled_negatives]] 수 n",
    "own_k": "K",
    "own_mode": "무엇을 가지고 있나요?",
    "own_mode_full": "사용자별 전체 순위",
    "own_mode_sampled": "사용자별 샘플 순위",
    "own_mode_figures": "샘플링한 Hit@K 값만",
    "own_values_full": "전체 순위, 사용자마다 하나(N개 항목 전체에서의 순위)",
    "own_values_sampled": "샘플 순위, 사용자마다 하나([[sampled_negatives]] n개와 [[held_out_short]] 중 순위: 1부터 n + 1까지)",
    "own_values_figures": "샘플링한 Hit@K 값(예: 0.62, 0.55 — 모델 A, 모델 B)",
    "own_values_help": (
        "숫자는 쉼표나 공백으로 나누거나 한 줄에 하나씩 씁니다. 파일은 한 줄에 숫자 하나, 또는 마지막 "
        "열에 숫자가 있는 CSV입니다."
    ),
    "own_upload": "또는 파일로 올리기(텍스트나 CSV)",
    "own_empty": "숫자를 입력하거나 파일을 올리면 그 의미를 보여 줍니다.",
    "own_fields": {
        "catalogue": "카탈로그 크기 N",
        "negatives": "[[sampled_negatives]] 수 n",
        "K": "K",
        "ranks": "순위",
    },
    "own_errors": {
        "not_whole": "{what} 칸의 ‘{given}’은(는) 1 이상의 정수가 아닙니다. 1 이상의 정수를 입력해 주세요.",
        "not_whole_at": "{what}의 {number}번째 값 ‘{given}’은(는) 1 이상의 정수가 아닙니다.",
        "no_ranks": "3처럼 정수를 하나 이상 입력해 주세요.",
        "too_many_ranks": "한 번에 읽을 수 있는 순위는 {most}개까지인데 {n}개가 있습니다.",
        "too_many_negatives": (
            "[[sampled_negatives]] 수 n은 N − 1인 {most}까지만 쓸 수 있는데 {given}을(를) 입력했습니다."
        ),
        "full_rank": "전체 순위는 1부터 N인 {most}까지여야 합니다. 순위나 카탈로그 크기를 확인해 주세요.",
        "sampled_rank": (
            "샘플 순위는 1부터 n + 1인 {most}까지여야 합니다. 순위나 [[sampled_negatives]] 수를 확인해 주세요."
        ),
    },
    "own_col_what": "Hit@{k}",
    "own_col_value": "값",
    "own_full": "전체 Hit@{k}(항목 {catalogue}개 전체와 비교)",
    "own_expected": "샘플링한 Hit@{k}: [[sampled_negatives]] {n}개일 때의 정확한 기댓값",
    "own_sampled": "샘플링한 Hit@{k}(입력한 샘플 순위)",
    "own_corrected": "보정한 전체 Hit@{k} 추정치(Krichene·Rendle)",
    "own_full_says": (
        "[[sampled_negatives]] {n}개로 재면 평균 **{expected}**이(가) 나오지만, 카탈로그 전체로 재면 "
        "**{full}**입니다. 보정하면 **{corrected}**이(가) 됩니다."
    ),
    "own_sampled_says": (
        "샘플링한 Hit@{k}은(는) **{sampled}**입니다. Krichene·Rendle의 보정으로 추정한 전체 Hit@{k}은(는) "
        "**{corrected}**입니다. 적중은 1, 놓침은 0으로 세지 않고, 샘플 순위마다 보정한 값을 셉니다."
    ),
    "own_figure": (
        "샘플링한 Hit@{k} **{figure}**에 맞는 전체 Hit@{k}은(는) **{low}**부터 **{high}**까지 어느 "
        "값이든 될 수 있습니다. 순위 없이 샘플링 값만으로는 더 말할 수 없습니다."
    ),
    "own_flip": (
        "**순서가 뒤집힐 수 있습니다.** 샘플링 값으로는 {first}이(가) {second}보다 높지만, 전체 "
        "Hit@{k}의 범위가 겹칩니다. 샘플링 값이 낮은 모델이 실제로는 더 나을 수 있습니다."
    ),
    "own_no_flip": "두 범위가 겹치지 않습니다. 전체 Hit@{k}에서도 순서가 그대로입니다.",
    "own_correction_note": (
        "보정(KDD 2020, 5절)은 샘플 순위마다 값을 하나 정합니다. 모든 전체 순위에 걸쳐 평균이 전체 "
        "적중에 최대한 가깝도록 하고, 값이 흩어지는 정도에 작은 벌점(γ = 0.01)을 줍니다. 사용자 "
        "한 명 한 명이 아니라 평균으로 맞고, [[sampled_negatives]](으)로 나머지 항목을 모두 뽑으면(n = N − 1) 전체 "
        "Hit@K와 같아집니다."
    ),
    "model": "모델 {n}",
    "tex_sampled_hit": "샘플 적중@",
    "tex_rank": "순위",
}

T = Words(en=EN, ko=KO)

"""Words of the edge-case lab."""

from .lang import Words

EN = {
    "title": "Edge-case lab",
    "intuition": (
        "The cases where metrics and libraries disagree, or give numbers that surprise. One click "
        "loads a case into the shared input; every metric for it is shown at once."
    ),
    "current_heading": "Every metric for your current list",
    "col_metric": "metric",
    "col_value": "value",
    "col_libraries": "who computes it this way",
    "cut_note": (
        "**trec_eval -M {k}** is trec_eval run with its option `-M {k}`, which reads only the top "
        "{k} items of each list: trec_eval has no cutoff of its own for {measures}, so this is how "
        "it prints the value at K = {k}."
    ),
    "gallery_heading": "The gallery",
    "load": "Load this case",
    "loaded": "Loaded — every metric above is for this case now.",
    "show_values": "What each metric returns here",
    "cases": {
        "edge_none": (
            "No relevant item at all",
            "Nothing can be found, so every trec_eval measure returns 0 and the query still counts in "
            "the mean. But Kaggle's apk, as released on PyPI (ml_metrics 0.1.4), returns **1.0** for an "
            "empty 'actual' list (the GitHub version, copied into many notebooks, returns 0), and "
            "recommender libraries (Microsoft recommenders, RecBole, Evidently by default) leave such a user out "
            "of the mean entirely — three tools, three different MAPs for the same data.",
        ),
        "edge_short": (
            "K larger than the list",
            "Two items, both relevant, cut at K = 5. trec_eval, ranx and ir-measures count the empty ranks "
            "as misses and divide by K, so P@5 is 0.4. torchmetrics with adaptive_k and Evidently "
            "divide by the list's length and give 1.0.",
        ),
        "ex5": (
            "More relevant items than K (the heavy user)",
            "m = 20, K = 10 and all ten are relevant. AP ÷ m (trec_eval, ranx) can never exceed 0.5 "
            "here; truncated AP@K (Kaggle apk, recommenders map_at_k, RecBole) gives 1.0. Recall@10 "
            "is 0.5 too: half of what is relevant is missing — by design of K. Capped recall "
            "(BEIR's R_cap@K, trec_eval's relative_P) divides by min(m, K) instead, for the same "
            "reason as truncated AP, and gives 1.0.",
        ),
        "edge_all": (
            "Every item relevant",
            "Every convention gives 1, even the wrong mean of P@i: it is the one case where "
            "averaging P@k over every rank cannot go wrong.",
        ),
        "ex1a": (
            "Relevant items never retrieved",
            "Z is relevant but not in the list. Tools that read the judgments separately (trec_eval, "
            "ranx, recommenders) count it, so AP ÷ m comes to 0.3333. Tools that take one label per candidate "
            "(scikit-learn, torchmetrics, TF-Ranking) never see Z: they report AP = 0.5 for the very "
            "same list.",
        ),
        "edge_one": (
            "One item only",
            "A single relevant item at rank 1: every AP convention is 1, RR is 1, nDCG is 1. With "
            "one item there is nothing to average, so conventions cannot disagree.",
        ),
        "ex8": (
            "Binary vs graded labels",
            "Grades 3, 2, 3, 0, 1, 2. Binary metrics only ask 'grade ≥ 1?', so P@k and AP ignore "
            "the difference between 1 and 3; nDCG uses the grades (linear 0.9608, exponential 0.9488).",
        ),
        "ex8b": (
            "IDCG from the list vs from the judgments",
            "A grade-3 item was never retrieved. With IDCG from all judgments nDCG@6 = 0.8184; the "
            "common bug (IDCG from the list) still reports 0.9608, as if nothing were missing.",
        ),
    },
    "dup_heading": "Duplicated item in the ranking",
    "dup_body": (
        "A ranking that lists the same item twice has no single meaning. trec_eval stops with "
        "“duplicate docs”; pytrec_eval and ranx take the run as a dict, so only one score per "
        "document survives; Kaggle's apk skips the repeat (it counts as a miss but still uses up a "
        "rank). This app refuses it too, with a message:"
    ),
    "ties_heading": "Tied scores: how trec_eval breaks ties",
    "ties_body": (
        "trec_eval ignores the rank column and sorts by score; when scores tie, it orders documents "
        "by **name, in decreasing order**. So two runs with identical scores can score differently "
        "just because the relevant document has another name. Here three documents share the score "
        "1.0 and one of them is relevant:"
    ),
    "ties_row": "relevant document named {name!r}: trec_eval's order {order}, so recip_rank = {rr}",
    "ties_note": (
        "scikit-learn and torchmetrics' nDCG average over tied positions instead; TF-Ranking "
        "shuffles ties at random; torch.topk leaves the order unspecified. Break ties yourself "
        "before evaluating."
    ),
}

KO = {
    "title": "경계 사례 실험실",
    "intuition": (
        "지표와 라이브러리가 서로 다른 값을 내거나 놀라운 값을 내는 사례들입니다. 한 번 누르면 사례가 "
        "함께 쓰는 입력란에 들어가고, 모든 지표가 한꺼번에 보입니다."
    ),
    "current_heading": "지금 목록의 모든 지표",
    "col_metric": "지표",
    "col_value": "값",
    "col_libraries": "이렇게 계산하는 도구",
    "cut_note": (
        "**trec_eval -M {k}**: 목록마다 위에서 {k}개만 읽도록 `-M` 옵션을 준 trec_eval입니다. "
        "trec_eval에는 {measures}의 [[cutoff]]이(가) 따로 없어서, K = {k}일 때의 값은 "
        "이렇게 계산합니다."
    ),
    "gallery_heading": "사례 모음",
    "load": "이 사례 불러오기",
    "loaded": "불러왔습니다. 위의 모든 지표가 이제 이 사례의 값입니다.",
    "show_values": "여기서 각 지표가 내는 값",
    "cases": {
        "edge_none": (
            "[[relevant]]이(가) 하나도 없음",
            "찾을 것이 없으므로 trec_eval의 모든 지표는 0을 내고, 이 쿼리도 평균에 들어갑니다. 그런데 "
            "PyPI에 배포된 Kaggle의 apk(ml_metrics 0.1.4)는 빈 'actual' 목록에 **1.0**을 내고(GitHub 판과 "
            "노트북에 복사된 코드는 0), 추천 라이브러리(Microsoft recommenders, "
            "RecBole, 기본 설정의 Evidently)는 이런 사용자를 평균에서 아예 뺍니다. 같은 데이터인데 세 도구가 "
            "세 가지 MAP을 냅니다.",
        ),
        "edge_short": (
            "K가 목록보다 큼",
            "항목 둘이 모두 적합하고 K = 5입니다. trec_eval, ranx, ir-measures는 빈 순위를 놓친 것으로 세어 "
            "K로 나누므로 P@5는 0.4입니다. adaptive_k를 켠 torchmetrics와 Evidently는 목록 길이로 나누어 1.0을 냅니다.",
        ),
        "ex5": (
            "[[relevant]]이(가) K보다 많음 ([[heavy_user]])",
            "m = 20, K = 10이고 열 개 모두 적합합니다. AP ÷ m(trec_eval, ranx)은 여기서 0.5를 넘을 수 "
            "없고, 절단 AP@K(Kaggle apk, recommenders map_at_k, RecBole)로는 1.0이 나옵니다. R@10도 "
            "0.5입니다. K의 정의상 [[relevant]]의 절반이 빠질 수밖에 없습니다. 상한 재현율(BEIR의 "
            "R_cap@K, trec_eval의 relative_P)도 절단 AP와 같은 이유로 min(m, K)로 나누므로 1.0이 "
            "나옵니다.",
        ),
        "edge_all": (
            "모든 항목이 적합",
            "모든 방식에서 1이 나옵니다. 틀린 “P@i의 평균”도 마찬가지입니다. 모든 순위의 P@k를 평균해도 틀릴 수 없는 "
            "유일한 경우입니다.",
        ),
        "ex1a": (
            "검색되지 않은 [[relevant]]",
            "Z는 적합하지만 목록에 없습니다. 판정을 따로 읽는 도구(trec_eval, ranx, recommenders)는 Z를 "
            "세어 AP ÷ m = 0.3333을 냅니다. 후보마다 레이블을 하나씩 받는 도구(scikit-learn, torchmetrics, "
            "TF-Ranking)는 Z를 보지 못해, 똑같은 목록에 AP = 0.5를 보고합니다.",
        ),
        "edge_one": (
            "항목이 하나뿐",
            "1위 항목 하나만 적합하면 모든 AP 방식이 1, RR이 1, nDCG가 1입니다. 항목이 하나면 평균할 것이 "
            "없으니 방식끼리 다를 수가 없습니다.",
        ),
        "ex8": (
            "이진 판정과 등급 판정",
            "등급은 3, 2, 3, 0, 1, 2입니다. 이진 지표는 등급이 1 이상인지만 보므로 P@k와 AP는 1과 3의 차이를 "
            "무시합니다. nDCG는 등급을 씁니다(선형 0.9608, 지수 0.9488).",
        ),
        "ex8b": (
            "목록에서 만든 IDCG 대 판정에서 만든 IDCG",
            "등급 3 항목 하나가 검색되지 않았습니다. 모든 판정에서 만든 IDCG로는 nDCG@6 = 0.8184입니다. 흔한 "
            "버그(목록에서 만든 IDCG)는 아무것도 빠지지 않은 것처럼 여전히 0.9608을 보고합니다.",
        ),
    },
    "dup_heading": "순위 목록에 중복된 항목",
    "dup_body": (
        "같은 항목을 두 번 담은 순위 목록에는 하나로 정해진 뜻이 없습니다. trec_eval은 “duplicate docs”로 "
        "멈추고, pytrec_eval과 ranx는 [[run]]을(를) dict로 받으므로 문서마다 점수 하나만 남으며, Kaggle의 apk는 "
        "반복을 건너뜁니다(놓친 것으로 세지만 순위 하나를 차지). 이 앱도 메시지와 함께 거부합니다:"
    ),
    "ties_heading": "동점: trec_eval이 동점을 푸는 방법",
    "ties_body": (
        "trec_eval은 순위 열을 무시하고 점수로 정렬합니다. 점수가 같으면 문서를 **이름의 내림차순**으로 "
        "놓습니다. 그래서 점수가 똑같은 두 [[run]]도 적합 문서의 이름이 다르다는 이유만으로 점수가 달라질 "
        "수 있습니다. 여기서는 문서 셋이 점수 1.0을 공유하고 그중 하나가 적합합니다:"
    ),
    "ties_row": "적합 문서의 이름이 {name!r}일 때 trec_eval의 순서는 {order}이고, recip_rank = {rr}입니다.",
    "ties_note": (
        "scikit-learn과 torchmetrics의 nDCG는 동점인 위치들을 평균하고, TF-Ranking은 동점을 무작위로 "
        "섞으며, torch.topk는 순서를 정하지 않습니다. 평가하기 전에 동점을 직접 푸세요."
    ),
}

T = Words(en=EN, ko=KO)

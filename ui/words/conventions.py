"""Words of the conventions page."""

from .lang import Words

EN = {
    "title": "Conventions: how each tool computes “the same” metric",
    "intuition": (
        "Ten well-known tools, five decisions each. Every rule below was read in the tool's own "
        "source or documentation; the table below it says where."
    ),
    "col_tool": "tool",
    "col_precision": "P@k when the list is shorter than k",
    "col_ap": "AP divides by",
    "col_no_relevant": "a query with no relevant item",
    "col_ndcg": "nDCG gain and IDCG",
    "col_ties": "tied scores",
    "col_source": "where we checked",
    "sources_heading": "Where we checked each tool's rules",
    "sees_heading": "The hidden difference: who can see relevant items you did not retrieve?",
    "sees_body": (
        "trec_eval, ranx, ir-measures, Kaggle's apk, recommenders, RecBole and Evidently read the "
        "judgments separately, so a relevant item missing from the list still counts in m. "
        "scikit-learn, torchmetrics and TF-Ranking take one label per candidate: give them only "
        "your ranked list and they cannot know what is missing."
    ),
    "versions_heading": "trec_eval 10 and trec_eval 9 (inside pytrec_eval and ir-measures)",
    "versions_body": (
        "trec_eval 10.0 (June 2026) reads run scores as double-precision numbers; trec_eval 9, "
        "which pytrec_eval and ir-measures bundle, reads them as single-precision floats. Scores "
        "that differ only in their last digits (1.000000001 and 1; 0.1 + 0.2 and 0.3) are "
        "different for trec_eval 10 but equal for trec_eval 9, which then orders them by "
        "document name, so the same run can score differently. This app and `python -m metrics` "
        "follow trec_eval 10; `--float32-scores` reproduces trec_eval 9. trec_eval 10 also stops "
        "(exit code 4) on a query that has judgments but no ranking unless `-c` is given; this "
        "tool skips such a query, as trec_eval 9 does."
    ),
    "scored_heading": "Your scenario, scored the way each tool would",
    "scored_caption": (
        "— means the tool has no such metric, or leaves this query out of its mean. K = {k}. "
        "The tools that only see the list were given the ranked items with their labels."
    ),
    "col_p": "P@K",
    "col_ap_value": "AP@K",
    "col_ndcg_value": "nDCG@K",
    "col_rr": "RR",
    "dash": "—",
}

KO = {
    "title": "라이브러리별 계산 방식: 도구마다 “같은” 지표를 어떻게 계산하는가",
    "intuition": (
        "널리 쓰이는 도구 열 개, 도구마다 다섯 가지 결정. 아래 규칙은 모두 각 도구의 소스 코드나 "
        "문서에서 직접 읽은 것이며, 어디서 확인했는지 따로 적어 두었습니다."
    ),
    "col_tool": "도구",
    "col_precision": "목록이 k보다 짧을 때의 P@k",
    "col_ap": "AP를 나누는 수",
    "col_no_relevant": "적합 항목이 없는 쿼리",
    "col_ndcg": "nDCG 이득과 IDCG",
    "col_ties": "동점",
    "col_source": "확인한 곳",
    "sources_heading": "도구별 규칙을 확인한 곳",
    "sees_heading": "숨은 차이: 검색하지 못한 적합 항목을 누가 볼 수 있는가?",
    "sees_body": (
        "trec_eval, ranx, ir-measures, Kaggle의 apk, recommenders, RecBole, Evidently는 판정을 따로 "
        "읽으므로, 목록에 없는 적합 항목도 m에 들어갑니다. scikit-learn, torchmetrics, TF-Ranking은 "
        "후보마다 레이블을 하나씩 받습니다: 순위 목록만 주면 무엇이 빠졌는지 알 수 없습니다."
    ),
    "versions_heading": "trec_eval 10과 trec_eval 9 (pytrec_eval, ir-measures 안의 것)",
    "versions_body": (
        "trec_eval 10.0(2026년 6월)은 런의 점수를 배정밀도(double)로 읽고, pytrec_eval과 ir-measures에 "
        "들어 있는 trec_eval 9는 단정밀도(float)로 읽습니다. 끝자리만 다른 점수(1.000000001과 1, "
        "0.1 + 0.2와 0.3)는 trec_eval 10에게는 다르지만 trec_eval 9에게는 같아서, 문서 이름 순서로 "
        "놓이게 됩니다. 그래서 같은 런이 다른 점수를 받을 수 있습니다. 이 앱과 `python -m metrics`는 "
        "trec_eval 10을 따르며, `--float32-scores`로 trec_eval 9를 재현합니다. trec_eval 10은 판정만 "
        "있고 순위가 없는 쿼리가 있으면 `-c` 없이는 멈추지만(종료 코드 4), 이 도구는 trec_eval 9처럼 "
        "그 쿼리를 건너뜁니다."
    ),
    "scored_heading": "지금 시나리오를 각 도구 방식으로 계산하면",
    "scored_caption": (
        "— 는 그 도구에 해당 지표가 없거나, 이 쿼리를 평균에서 뺀다는 뜻입니다. K = {k}. "
        "목록만 보는 도구에는 순위 목록과 그 레이블을 주었습니다."
    ),
    "col_p": "P@K",
    "col_ap_value": "AP@K",
    "col_ndcg_value": "nDCG@K",
    "col_rr": "RR",
    "dash": "—",
}

T = Words(en=EN, ko=KO)

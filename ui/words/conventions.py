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

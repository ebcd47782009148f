"""Each measure's words in the app, by measure name: its title (``{k}``: the
cutoff; the upload page's label), the lessons' name for it, the one
question it answers and a short label for narrow places; and the lists of
who computes it. English comes from the measure itself
(:mod:`metrics.measures`, where each measure is described once); Korean is
written here, one entry per measure the app shows."""

from metrics.measures import MEASURES
from metrics.measures.base import tool_at

from .lang import Words

#: The words each measure has.
FIELDS = ("title", "name", "short", "label")


def _english(measure) -> dict[str, str]:
    name = measure.lesson_name or measure.title.replace("{k}", "k")
    return {"title": measure.title, "name": name, "short": measure.question,
            "label": measure.label or name}  # fmt: skip


#: Every measure the app shows: on the upload page, or in a lesson.
EN = {n: _english(m) for n, m in MEASURES.items() if m.title or m.on_list}

KO = {
    "num_q": {
        "title": "쿼리 수",
        "name": "쿼리 수",
        "short": "",
        "label": "쿼리 수",
    },
    "num_ret": {
        "title": "검색된 문서 수",
        "name": "검색된 문서 수",
        "short": "",
        "label": "검색된 문서 수",
    },
    "num_rel": {
        "title": "판정된 적합 문서 수",
        "name": "판정된 적합 문서 수",
        "short": "",
        "label": "판정된 적합 문서 수",
    },
    "num_rel_ret": {
        "title": "검색된 적합 문서 수",
        "name": "검색된 적합 문서 수",
        "short": "",
        "label": "검색된 적합 문서 수",
    },
    "map": {
        "title": "표준 AP, 목록 전체",
        "name": "표준 AP, 목록 전체",
        "short": "",
        "label": "표준 AP, 목록 전체",
    },
    "Rprec": {
        "title": "R-정밀도 (순위 R에서의 정밀도, R = 적합 문서 수)",
        "name": "R-정밀도 (순위 R에서의 정밀도, R = 적합 문서 수)",
        "short": "",
        "label": "R-정밀도 (순위 R에서의 정밀도, R = 적합 문서 수)",
    },
    "bpref": {
        "title": "bpref (판정된 [[not_relevant]] 문서보다 앞선 적합 문서)",
        "name": "bpref (판정된 [[not_relevant]] 문서보다 앞선 적합 문서)",
        "short": "",
        "label": "bpref (판정된 [[not_relevant]] 문서보다 앞선 적합 문서)",
    },
    "recip_rank": {
        "title": "역순위",
        "name": "역순위 (RR)",
        "short": "첫 번째 [[relevant]]이(가) 얼마나 아래에 있을까요?",
        "label": "RR",
    },
    "P": {
        "title": "정밀도(P@{k})",
        "name": "정밀도(P@k)",
        "short": "상위 k개 중 적합한 항목의 비율은?",
        "label": "정밀도(P@k)",
    },
    "recall": {
        "title": "재현율(R@{k})",
        "name": "재현율(R@k)",
        "short": "모든 [[relevant]] 중 상위 k개 안에 든 비율은?",
        "label": "재현율(R@k)",
    },
    "ndcg": {
        "title": "nDCG, 목록 전체",
        "name": "nDCG, 목록 전체",
        "short": "",
        "label": "nDCG, 목록 전체",
    },
    "ndcg_cut": {
        "title": "nDCG@{k}",
        "name": "nDCG@k (선형 이득)",
        "short": "가능한 최고 DCG에 대한 DCG의 비율, 이득 = 등급.",
        "label": "nDCG@k",
    },
    "map_cut": {
        "title": "표준 AP@{k}",
        "name": "표준 AP (÷ 모든 [[relevant]] 수\u00a0m)",
        "short": "찾았든 못 찾았든 모든 [[relevant]]에 걸친 평균 정밀도.",
        "label": "AP ÷ m",
    },
    "success": {
        "title": "Hit@{k}",
        "name": "Hit@k",
        "short": "상위 k개 안에 [[relevant]]이(가) 하나라도 있을까요?",
        "label": "Hit@k",
    },
    "ap_meanP": {
        "title": "“P@i의 평균”@{k} (흔한 실수)",
        "name": "“P@i의 평균” (흔한 실수)",
        "short": "적합 여부와 상관없이 모든 순위의 정밀도를 평균합니다. 잘못된 방식입니다.",
        "label": "P@i 평균 (흔한 실수)",
    },
    "ap_trunc": {
        "title": "절단 AP@{k}",
        "name": "절단 AP@K (÷ min(m, K))",
        "short": "m이 K보다 커도 만점(1)을 받을 수 있는 평균 정밀도.",
        "label": "AP ÷ min(m,K)",
    },
    "ap_hits": {
        "title": "AP@{k} ÷ hits",
        "name": "찾은 항목만의 AP (÷ hits)",
        "short": "찾은 [[relevant]]에 대해서만 구한 평균 정밀도.",
        "label": "AP ÷ hits",
    },
    "dcg_cut": {
        "title": "DCG@{k}",
        "name": "DCG@k",
        "short": "등급 이득을 순위에 따라 log2(순위 + 1)로 줄여 더한 값.",
        "label": "DCG@k",
    },
    "ndcg_M_cut": {
        "title": "nDCG@{k}, 이상적인 순위는 자르지 않음 (trec_eval -M)",
        "name": "nDCG@k, 이상적인 순위는 자르지 않음 (trec_eval -M)",
        "short": "trec_eval에 상위 k개만 읽게 하면(-M k) 나오는 nDCG입니다. 이상적인 순위는 k에서 자르지 않습니다.",
        "label": "nDCG@k (-M, 이상적인 순위 전체)",
    },
    "ndcg_exp_cut": {
        "title": "nDCG@{k}, 지수 이득",
        "name": "nDCG@k (지수 이득)",
        "short": "이득 2^등급 − 1을 쓰는 nDCG: 높은 등급을 훨씬 더 보상합니다.",
        "label": "nDCG@k (지수)",
    },
    "ndcg_listidcg_cut": {
        "title": "nDCG@{k}, 목록에서 만든 IDCG (버그)",
        "name": "목록에서 만든 IDCG의 nDCG@k (버그)",
        "short": "흔한 버그: 이상적인 순서를 [[returned_list]]만으로 만듭니다.",
        "label": "nDCG@k (목록 IDCG)",
    },
    "Judged": {
        "title": "Judged@{k} (상위 {k}개 중 판정된 비율)",
        "name": "Judged@k (판정된 비율)",
        "short": "상위 k개 중 판정(정답 표시)이 있는 항목은 얼마나 되나요? 다른 숫자를 믿기 전에 먼저 확인해 보세요.",
        "label": "Judged@k",
    },
    "P_minlen": {
        "title": "정밀도(P@{k}) ÷ min(k, 길이)",
        "name": "정밀도(P@k) ÷ min(k, 길이)",
        "short": "목록이 k보다 짧아도 감점하지 않는 정밀도.",
        "label": "정밀도(P@k) ÷ min(k, 길이)",
    },
    "F1": {
        "title": "F1@{k}",
        "name": "F1@k",
        "short": "k에서의 정밀도와 재현율의 균형을 잡은 숫자 하나.",
        "label": "F1@k",
    },
    "ERR": {
        "title": "ERR@{k} (기대 역순위)",
        "name": "ERR@k (기대 역순위)",
        "short": "만족스러운 항목을 만나면 읽기를 멈추는 사람은 평균 몇 번째에서 멈출까요? 그 순위의 역수로 답합니다.",
        "label": "ERR@k",
    },
}


T = Words(en=EN, ko=KO)


#: The entries of "who computes it this way" that are words, not a tool's own
#: name (tool names stay as they are in every language), keyed by the English.
_PROSE = (
    "no well-known library: a misreading found in tutorials and hand-written code",
    "hand-written code that sorts the returned list to get the ideal",
    "LightGBM ndcg (when given every judged item, not only the returned list; 1, not 0, for a query with nothing relevant)",
    "XGBoost ndcg (when given every judged item, not only the returned list; 1, not 0, for a query with nothing relevant)",
    "(without a cutoff: trec_eval 10.0 dcg)",
    "TF-Ranking MeanAveragePrecisionMetric (when given every judged item, not only the returned list)",
    "scikit-learn ndcg_score (when given every judged item, not only the returned list)",
    "TF-Ranking NDCGMetric (when given every judged item, not only the returned list)",
    "scikit-learn ndcg_score, given only the returned list",
    "torchmetrics RetrievalNormalizedDCG, given only the returned list",
    "gdeval.pl of the TREC Web track (which leaves out queries with nothing relevant)",
    "recmetrics mapk (on GitHub; not in release 0.1.5)",
    "recmetrics on GitHub (mapk is not in release 0.1.5)",
)
TOOLS = Words(
    en={entry: entry for entry in _PROSE},
    ko=dict(
        zip(
            _PROSE,
            (
                "널리 쓰이는 라이브러리에는 없습니다. 튜토리얼이나 직접 짠 코드에서 보이는 오해입니다.",
                "[[returned_list]]을(를) 정렬해 이상적인 순서를 만드는, 직접 짠 코드",
                "LightGBM ndcg ([[returned_list]]만이 아니라 판정된 모든 항목을 줄 때. 단, [[relevant]]이(가) 없는 쿼리는 0이 아니라 1)",
                "XGBoost ndcg ([[returned_list]]만이 아니라 판정된 모든 항목을 줄 때. 단, [[relevant]]이(가) 없는 쿼리는 0이 아니라 1)",
                "([[cutoff]] 없이: trec_eval 10.0 dcg)",
                "TF-Ranking MeanAveragePrecisionMetric ([[returned_list]]만이 아니라 판정된 모든 항목을 줄 때)",
                "scikit-learn ndcg_score ([[returned_list]]만이 아니라 판정된 모든 항목을 줄 때)",
                "TF-Ranking NDCGMetric ([[returned_list]]만이 아니라 판정된 모든 항목을 줄 때)",
                "[[returned_list]]만 받은 scikit-learn ndcg_score",
                "[[returned_list]]만 받은 torchmetrics RetrievalNormalizedDCG",
                "TREC 웹 트랙의 gdeval.pl ([[relevant]]이(가) 없는 쿼리는 뺌)",
                "recmetrics mapk (GitHub에만 있음)",
                "GitHub의 recmetrics (릴리스 0.1.5에는 mapk가 없음)",
            ),
            strict=True,
        )
    ),
)


def tool_names(entries) -> tuple[str, ...]:
    """Registry entries in the session's language: tool names as they are,
    the entries that are words translated."""
    return tuple(TOOLS.get(entry, entry) for entry in entries)


def libraries(measure, k: int | None = None, n: int = 0) -> tuple[str, ...]:
    """Who computes ``measure`` this way, in the session's language; with a
    cutoff ``k`` (on a list of ``n`` items) trec_eval's entry names the
    measure that prints the value at that K (:func:`metrics.measures.base.tool_at`)."""
    entries = measure.computed_by if k is None else [tool_at(e, k, n) for e in measure.computed_by]
    return tool_names(entries)

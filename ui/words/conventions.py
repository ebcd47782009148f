"""Words of the conventions page."""

from metrics.lists.conventions import TOOLS

from .lang import Words, current

#: Each tool's rules as the table shows them: (P@k, AP, no relevant item,
#: nDCG, ties). English comes from metrics.lists.conventions; where each rule was
#: checked (file paths) is shown as it is there.
_FIELDS = ("precision", "ap", "no_relevant", "ndcg", "ties")
RULES_EN = {t.id: tuple(getattr(t, f) for f in _FIELDS) for t in TOOLS}

EN = {
    "title": "Conventions: how each tool computes “the same” metric",
    "intuition": (
        "{n} well-known tools, five decisions each. {ran} of them were run on small cases, "
        "each isolating one decision, and their rules below agree with what they printed; the "
        "other {read} were read in their source. The table below it says which, with the version "
        "or the commit."
    ),
    "to_disagree": "Two tools printed two numbers? Find the decisions behind each",
    "col_tool": "tool",
    "col_precision": "P@k when the list is shorter than k",
    "col_ap": "AP divides by",
    "col_no_relevant": "a query with no relevant item",
    "col_ndcg": "nDCG gain and IDCG",
    "col_ties": "tied scores",
    "col_source": "where we checked",
    "checked_ran": "checked by running {by} on the corpus of metrics/tools/cases.py ({date})",
    "checked_read": "not run here: read in its source at {files} at commit {commit}",
    "checked_built": "built from its source (tests/data/trec_eval/source.tar.gz) and run by {test}",
    "sources_heading": "Where we checked each tool's rules",
    "sees_heading": "The hidden difference: who can see relevant items you did not retrieve?",
    "sees_body": (
        "trec_eval, ranx, ir-measures, trectools, Kaggle's apk, recmetrics, recommenders, RecBole and Evidently read the "
        "judgments separately, so a relevant item missing from the list still counts in m. "
        "scikit-learn, torchmetrics and TF-Ranking take one label per candidate: give them only "
        "your ranked list and they cannot know what is missing."
    ),
    "newer_heading": "The newer lessons' measures: where tools part ways",
    "newer_body": (
        "- **R-precision** (trec_eval `Rprec`, pytrec_eval, ir-measures `Rprec`): R counts every "
        "relevant judged item, retrieved or not; R = 0 or nothing retrieved gives 0.\n"
        "- **Interpolated precision and the 11-point average**: trec_eval 10.0 reads level f as "
        "round(f × R) relevant found; trec_eval 9.x (inside pytrec_eval and ir-measures `IPrec`) "
        "as int(f × R + 0.9), so the two can differ at a level. scikit-learn's "
        "`average_precision_score` does not interpolate.\n"
        "- **RBP** (trec_eval `rbp`): grades are scaled into 0–1 by the highest one; its residual "
        "`rbp_resid` is 0 when every retrieved item is judged, while Moffat & Zobel count the "
        "unread ranks past the list (p^n) in every case.\n"
        "- **ERR@k** (ir-measures, through gdeval.pl): a grade g satisfies with chance "
        "(2^g − 1)/2⁴ (grades above 4 count as 4), and a query with nothing relevant is left out "
        "of the mean; here it scores 0 and counts, as trec_eval does for its measures.\n"
        "- **Sampled Hit@k**: RecBole's `uni100` mode and NCF-style code rank the item against "
        "100 sampled items; RecBole's `full` mode, trec_eval `success` and ir-measures `Success` "
        "against everything given. The two are different numbers, not two estimates of one."
    ),
    "versions_heading": "trec_eval 10 and trec_eval 9 (inside pytrec_eval and ir-measures)",
    "versions_body": (
        "trec_eval 10.0 (June 2026) reads run scores as double-precision numbers; trec_eval 9, "
        "which pytrec_eval and ir-measures bundle, reads them as single-precision floats. Scores "
        "that differ only in their last digits (1.000000001 and 1; 0.1 + 0.2 and 0.3) are "
        "different for trec_eval 10 but equal for trec_eval 9, which then orders them by "
        "document name, so the same run can score differently. This app and `python -m metrics` "
        "follow trec_eval 10. A second change: to read interpolated precision at a recall level "
        "f (iprec_at_recall, 11pt_avg), trec_eval 10 rounds f × R to a number of relevant "
        "documents, where trec_eval 9 added 0.9 and cut off the fraction (with R = 7 and f = 0.3: "
        "2 against 3). `--float32-scores` reproduces trec_eval 9 in both. trec_eval 10 also stops "
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
    "title": "라이브러리별 계산 방식: 이름은 같아도 계산은 다릅니다",
    "intuition": (
        "널리 쓰이는 도구 {n}개가 다섯 가지를 각자 어떻게 정했는지 모았습니다. 이 중 {ran}개는 "
        "선택 하나씩만 다른 작은 사례로 직접 실행했고, 이 도구들의 아래 규칙은 도구가 낸 숫자와 맞습니다. 나머지 "
        "{read}개는 소스 코드를 읽고 확인했습니다. 어느 쪽인지는 아래 표에 버전이나 커밋과 함께 "
        "적어 두었습니다."
    ),
    "to_disagree": "두 도구의 숫자가 다른가요? 각 숫자 뒤의 선택 찾기",
    "col_tool": "도구",
    "col_precision": "목록이 k보다 짧을 때의 P@k",
    "col_ap": "AP를 나누는 수",
    "col_no_relevant": "[[relevant]]이(가) 없는 쿼리",
    "col_ndcg": "nDCG 이득과 IDCG",
    "col_ties": "동점",
    "col_source": "확인한 곳",
    "checked_ran": "{by}을(를) metrics/tools/cases.py의 사례로 직접 실행해 확인({date})",
    "checked_read": "여기서는 실행하지 못해 소스를 읽고 확인(커밋 {commit}의 {files})",
    "checked_built": "소스(tests/data/trec_eval/source.tar.gz)에서 빌드해 {test}에서 직접 실행해 확인",
    "sources_heading": "도구별 규칙을 확인한 곳",
    "sees_heading": "숨은 차이: 검색하지 못한 [[relevant]]을(를) 누가 볼 수 있을까요?",
    "sees_body": (
        "trec_eval, ranx, ir-measures, trectools, Kaggle의 apk, recmetrics, recommenders, RecBole, Evidently는 판정을 따로 "
        "읽으므로, 목록에 없는 [[relevant]]도 m에 들어갑니다. scikit-learn, torchmetrics, TF-Ranking은 "
        "후보마다 레이블을 하나씩 받습니다. 그래서 순위 목록만 주면 무엇이 빠졌는지 알 수 없습니다."
    ),
    "newer_heading": "새 레슨의 지표: 도구마다 갈리는 곳",
    "newer_body": (
        "- **R-정밀도**(trec_eval `Rprec`, pytrec_eval, ir-measures `Rprec`): R은 검색 여부와 "
        "관계없이 판정된 [[relevant]]을(를) 모두 셉니다. R = 0이거나 검색된 것이 없으면 0입니다.\n"
        "- **보간 정밀도와 11점 평균**: trec_eval 10.0은 수준 f를 [[relevant]] round(f × R)개를 찾은 "
        "지점으로 읽고, pytrec_eval과 ir-measures `IPrec` 안의 trec_eval 9.x는 int(f × R + 0.9)로 "
        "읽습니다. 그래서 어떤 수준에서는 둘이 다를 수 있습니다. scikit-learn의 "
        "`average_precision_score` 함수는 보간하지 않습니다.\n"
        "- **RBP**(trec_eval `rbp`): 등급을 가장 높은 등급으로 나눠 0~1로 맞춥니다. 잔여분 "
        "`rbp_resid` 지표는 검색된 항목이 모두 판정되어 있으면 0이지만, Moffat과 Zobel은 목록 뒤의 "
        "읽지 않은 순위(p^n)를 언제나 셉니다.\n"
        "- **ERR@k**(ir-measures, gdeval.pl 경유): 등급 g가 만족시킬 확률은 (2^g − 1)/2⁴이고"
        "(4보다 높은 등급은 4로 봅니다), [[relevant]]이(가) 없는 쿼리는 평균에서 빠집니다. 여기서는 "
        "trec_eval의 다른 지표처럼 0점으로 평균에 넣습니다.\n"
        "- **샘플 Hit@k**: RecBole의 `uni100` 모드와 NCF 방식 코드는 [[sampled_negatives]] 100개와 섞어 "
        "순위를 매기고, RecBole의 `full` 모드, trec_eval `success`, ir-measures `Success` 지표는 주어진 "
        "항목 전체로 순위를 매깁니다. 같은 값을 두 가지로 추정한 것이 아니라 서로 다른 숫자입니다."
    ),
    "versions_heading": "trec_eval 10과 trec_eval 9 (pytrec_eval, ir-measures 안의 것)",
    "versions_body": (
        "trec_eval 10.0(2026년 6월)은 [[run]]의 점수를 배정밀도(double)로 읽고, pytrec_eval과 ir-measures에 "
        "들어 있는 trec_eval 9는 단정밀도(float)로 해석합니다. 끝자리만 다른 점수(1.000000001과 1, "
        "0.1 + 0.2와 0.3)는 trec_eval 10에서는 다르지만 trec_eval 9에서는 같아서, 문서 이름 순서로 "
        "놓이게 됩니다. 그래서 같은 [[run]]이(가) 다른 점수를 받을 수 있습니다. 이 앱과 `python -m metrics` 명령은 "
        "trec_eval 10을 따릅니다. 바뀐 점이 하나 더 있습니다. 재현율 수준 f에서의 보간 정밀도"
        "(iprec_at_recall, 11pt_avg)를 읽을 때 trec_eval 10은 f × R을 반올림해 적합 문서 수로 삼고, "
        "trec_eval 9는 0.9를 더한 뒤 소수점 아래를 버렸습니다(R = 7, f = 0.3이면 2 대 3). "
        "`--float32-scores` 옵션은 두 가지 모두 trec_eval 9대로 재현합니다. trec_eval 10은 판정만 "
        "있고 순위가 없는 쿼리가 있으면 `-c` 없이는 멈추지만(종료 코드 4), 이 도구는 trec_eval 9처럼 "
        "그 쿼리를 건너뜁니다."
    ),
    "scored_heading": "지금 시나리오를 각 도구 방식으로 계산하면",
    "scored_caption": (
        "표의 ‘—’는 그 도구에 해당 지표가 없거나, 이 쿼리를 평균에서 뺀다는 뜻입니다. K = {k}. "
        "목록만 보는 도구에는 순위 목록과 그 레이블을 주었습니다."
    ),
    "col_p": "P@K",
    "col_ap_value": "AP@K",
    "col_ndcg_value": "nDCG@K",
    "col_rr": "RR",
    "dash": "—",
}

RULES_KO = {
    "trec_eval": (
        "÷ k, k개보다 적게 검색되어도 (P_k)",
        "÷ m, 판정된 모든 [[relevant]] (map, map_cut_k)",
        "모든 지표 0점, 평균에 포함",
        "이득 = 등급 (선형), IDCG는 모든 판정에서",
        "점수 내림차순, 그다음 docno 내림차순 (strcmp), 순위 열은 무시",
    ),
    "pytrec_eval": (
        "÷ k, k개보다 적게 검색되어도 (P_k)",
        "÷ m, 판정된 모든 [[relevant]] (map, map_cut_k)",
        "모든 지표 0점, 판정이 하나도 없는 쿼리는 결과에 나오지 않음",
        "이득 = 등급 (선형), IDCG는 모든 판정에서",
        "점수를 32비트 float로 읽은 다음 trec_eval과 같이 점수 내림차순, 그다음 docno 내림차순으로 "
        "정렬하므로 float로 같아지는 점수는 동점이 됨",
    ),
    "ir_measures": (
        "÷ k (P@k, pytrec_eval이 계산)",
        "÷ m (AP, pytrec_eval이 계산)",
        "trec_eval과 같음: 0점, 평균에 포함",
        "trec_eval과 같음: 선형 이득, IDCG는 모든 판정에서",
        "P, AP, nDCG, RR은 trec_eval과 같음 (pytrec_eval로 계산하므로 32비트 float로 읽음), RR@k는 "
        "msmarco 제공자로 계산하며 점수를 double로 읽고 동점은 docno 오름차순 (직접 확인)",
    ),
    "ranx": (
        "÷ k (precision: 찾은 [[relevant]] 수 / k)",
        "÷ m (적합 순위의 P@r 합 / 전체 적합 수)",
        "0 ([[relevant]]이(가) 없는 쿼리에서 average_precision은 0.0을 반환)",
        "ndcg: 선형 이득 (Järvelin), ndcg_burges: 2^g − 1, IDCG는 qrels에서",
        "점수순, 동점 문서는 [[run]]에 적힌 순서를 유지 (직접 확인: c, b, a가 모두 1점이고 a만 [[relevant]]이면 "
        "RR 1/3, a, b, c 순서면 1)",
    ),
    "sklearn": (
        "순위용 P@k 없음",
        "주어진 후보에 대한 average_precision_score: ÷ 그중 적합 수, [[cutoff]] 없음",
        "average_precision_score는 경고 후 0, ndcg_score는 0",
        "ndcg_score: 이득 = y_true (선형), IDCG는 주어진 후보에서",
        "동점 점수는 평균 (ndcg_score ignore_ties=False, AP는 점수가 같은 항목을 한꺼번에 하나의 기준점으로 처리). "
        "ignore_ties=True이면 nDCG는 numpy argsort 결과를 뒤집은 순서로 동점을 처리하며, numpy가 이 순서를 "
        "보장하지 않으므로 (SIMD 정렬은 유지하지 않음) 파일 순서도 아니고 대부분의 컴퓨터에서는 그 역순도 아님 "
        "(직접 확인)",
    ),
    "torchmetrics": (
        "÷ top_k (RetrievalPrecision), adaptive_k=True이면 ÷ min(k, n), 1.8부터 점수가 0 이하인 "
        "항목은 적합으로 세지 않음",
        "÷ 상위 k 안에서 찾은 [[relevant]] 수 (top_k를 준 retrieval_average_precision), 1.8부터 점수가 0 이하인 "
        "항목은 적중이 아님 (recall과 RR도 같고, nDCG는 아님)",
        "기본 empty_target_action='neg': 0점 ('pos', 'skip', 'error'도 가능)",
        "선형 이득, IDCG는 후보들의 target에서",
        "AP, P, RR은 torch.topk로 동점을 정렬하며 순서를 보장하지 않음 (직접 확인: CPU의 torch "
        "2.13.0에서 동점 항목이 3개까지는 파일 순서, 그보다 많거나 K에서 잘리는 동점은 다른 순서), "
        "nDCG는 동점 항목의 이득을 평균",
    ),
    "ml_metrics": (
        "P@k 없음",
        "÷ min(m, k), 기본 k = 10 (apk)",
        "actual 목록이 비어 있으면 apk는 1.0을 반환 (PyPI의 마지막 배포판 ml_metrics 0.1.4, "
        "GitHub 소스와 노트북에 복사된 코드는 2015년 8월부터 0.0을 반환)",
        "nDCG 없음",
        "점수 없이 예측 목록 자체의 순서를 따름, 반복된 예측은 건너뜀",
    ),
    "recommenders": (
        "÷ k (precision_at_k)",
        "map_at_k: ÷ min(m, k), map: ÷ m",
        "[[relevant]]이(가) 없는 사용자는 판정 파일에 없으므로 제외",
        "ndcg_at_k: 기본은 이진 이득 (score_type='binary'), IDCG는 판정 파일에서",
        "pandas로 예측값 정렬, 동점은 입력 순서 유지",
    ),
    "recbole": (
        "÷ k (Precision)",
        "÷ min(m, K) (MAP)",
        "제외 (테스트 항목이 있는 사용자만 평가)",
        "이진 이득, IDCG는 모든 테스트 항목에서 min(m, K)개",
        "전체 점수에 torch.topk (동점 순서 정해지지 않음)",
    ),
    "tf_ranking": (
        "÷ topn (PrecisionMetric)",
        "÷ 주어진 모든 후보 중 적합 수 (MeanAveragePrecisionMetric)",
        "0",
        "NDCGMetric: 기본 이득 2^g − 1, IDCG는 후보들의 레이블에서",
        "sort_by_scores(shuffle_ties=True): 동점은 무작위로 정함",
    ),
    "recmetrics": (
        "P@k 없음 (recommender_precision은 예측 목록 전체 길이로 나눔)",
        "÷ 상위 k 안에서 찾은 [[relevant]] 수 (_apk, mapk, 풀 리퀘스트 51부터 스탠퍼드 CS276 "
        "자료를 따름)",
        "0 (actual 목록이 비어 있으면 _apk는 0.0을 반환하고 mapk는 이 값도 평균에 넣음)",
        "nDCG 없음",
        "점수 없이 예측 목록 자체의 순서를 따름, 반복된 예측은 건너뜀",
    ),
    "lightgbm": (
        "P@k 없음 (순위 지표는 ndcg와 map이며, map은 여기서 모델로 옮기지 않음)",
        "map@k는 여기서 모델로 옮기지 않음",
        "ndcg는 레이블이 모두 0인 쿼리를 1점으로 셈",
        "ndcg@k: 이득 2^g − 1 (기본 label_gain), IDCG는 주어진 레이블에서",
        "동점은 입력 순서를 유지 (stable_sort)",
    ),
    "xgboost": (
        "P@k 없음 (순위 지표는 ndcg@n과 map@n이며, map@n은 여기서 모델로 옮기지 않음)",
        "map@n은 여기서 모델로 옮기지 않음",
        "ndcg@n은 [[relevant]]이(가) 없는 쿼리를 1점으로 셈 (ndcg@n- 형태는 0점)",
        "ndcg@n: 이득 2^g − 1, IDCG는 주어진 레이블에서",
        "동점은 입력 순서를 유지 (stable_sort), 점수는 32비트 float",
    ),
    "trectools": (
        "÷ K (get_precision(depth=K)), K개보다 적게 검색되어도",
        "÷ m, 판정된 모든 [[relevant]] (get_map(depth=K), 목록 전체는 depth=1000)",
        "0점, 평균에 포함 (모든 평균을 [[run]]에 있는 쿼리 수로 나눔)",
        "get_ndcg는 이득 = 등급 (trec_eval=True, trec_eval=False이면 2^g − 1), IDCG는 판정에 있는 "
        "[[relevant]]을(를) K개까지 써서 계산",
        "TrecRun이 파일을 점수, 그다음 docid A→Z 순서로 정렬하고, get_map, get_precision, "
        "get_reciprocal_rank는 점수, 그다음 docid Z→A 순서로 다시 정렬 (trec_eval=True). get_ndcg는 "
        "TrecRun의 순서를 그대로 쓰므로 동점이 A→Z 순서 (직접 확인)",
    ),
    "evidently": (
        "÷ min(k, 사용자에게 나열된 항목 수)",
        "÷ m (데이터에 있는 사용자의 모든 [[relevant]])",
        "[[relevant]]이(가) 없는 사용자는 제외, 단 no_feedback_users=True이면 0",
        "선형 이득, IDCG는 사용자의 모든 [[relevant]]에서",
        "순위는 데이터 자체의 순위 열에서",
    ),
}

T = Words(en=EN, ko=KO)
RULES = Words(en=RULES_EN, ko=RULES_KO)

#: The notes beside where each tool's rules were read (repository and file
#: names stay as they are, in metrics.lists.conventions).
NOTES_EN = {t.id: t.note for t in TOOLS if t.note}
NOTES_KO = {
    "trec_eval": "점수를 64비트 double로 읽음 (strtod). pytrec_eval 안의 버전 9는 32비트 float로 읽음. "
    '[[run]]에 없는 판정 쿼리가 있으면 멈춤. 종료 상태는 4이고 메시지는 "result qid … not found in '
    'qrels"임. -c를 주면 그 쿼리를 0점으로 셈',
    "pytrec_eval": "점수가 32비트 float가 되므로 0.1과 0.1000000001은 동점이 되고, trec_eval 10.0은 "
    "둘을 구별함",
    "ir_measures": "P, AP, nDCG, RR은 pytrec_eval 제공자가, RR@k는 msmarco 제공자가 계산함",
    "torchmetrics": "1.8.0부터 'preds > 0' (풀 리퀘스트 3160)",
    "ml_metrics": "PyPI의 ml_metrics 0.1.4 기준. GitHub에서는 커밋 a28d7ad부터 빈 목록이 0.0",
    "ranx": "evaluate는 [[run]]에 없는 판정 쿼리가 있으면 거부하고, make_comparable=True를 주면 0으로 셈",
    "recommenders": "python_evaluation.py(커밋 0a1b98f에서 읽음)에는 평균 역순위(MRR) 지표가 없음",
    "recmetrics": "PyPI의 최신 릴리스 recmetrics 0.1.5에는 mapk도 _apk도 없고 _ark와 mark만 있음. "
    "pip install recmetrics로는 이 지표를 쓸 수 없음",
    "trectools": "모든 평균을 [[run]]에 있는 쿼리 수(len(run.topics()))로 나눔. [[run]]에만 있는 "
    "쿼리는 0점으로 평균에 들어가고, [[run]]에 없는 판정 쿼리는 빠짐",
}
NOTES = Words(en=NOTES_EN, ko=NOTES_KO)


def where_checked(tool) -> str:
    """How the registry's rules for ``tool`` were checked, in the session's
    language: by running which package and version (and when), or where its
    source was read."""
    from metrics.tools.record import checked_by, record

    by = checked_by(tool.id)
    if by:
        return T["checked_ran"].format(by=by, date=record()["tools"][tool.id]["date"])
    if " at commit " not in tool.read_at:  # built from source and run by a test
        test = next(
            w for w in tool.read_at.replace(",", " ").split() if w.startswith("tests/test_")
        )
        return T["checked_built"].format(test=test)
    files, _, commit = tool.read_at.rpartition(" at commit ")
    if current() == "ko":
        files = files.replace(" and ", ", ")
    return T["checked_read"].format(files=files, commit=commit)

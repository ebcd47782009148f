"""Words of the batch page (your own files)."""

from metrics.evaluator.files import MESSAGES as FILE_MESSAGES

from .lang import Words

EN = {
    "title": "Your own data: judgments and runs",
    "intuition": (
        "Upload relevance judgments and one or more runs. Every number here is exactly what "
        "`python -m metrics` prints for the same files — and so what trec_eval prints, query by query."
    ),
    "formats": (
        "**Formats.** TREC qrels (`qid 0 docno grade`) and TREC runs (`qid Q0 docno rank score tag`; "
        "the rank column is ignored, documents are ordered by score), or CSV with a header: "
        "`query,item,grade` for judgments, `query,item,score` or `query,item,rank` for runs. "
        "Text in UTF-8, or UTF-16 as Windows PowerShell saves it."
    ),
    "judgments": "Judgments (qrels or CSV)",
    "upload_button": "Upload",
    "upload_limit": "{mb}MB per file",
    "upload_drop": "Drop files here",
    "run_a": "Run A",
    "run_b": "Run B (optional, to compare)",
    "use_samples": "Use the sample files",
    "samples_in_use": "Using the sample files: 30 queries, runs “bm25” (A) and “neural” (B).",
    "clear_samples": "Stop using the samples",
    "need_files": "Upload a judgments file and a run (or press “Use the sample files”) to start.",
    "measures": "Measures",
    "measures_none": "Pick one or more (none picked: map)",
    "k": "Cutoff K for the measures that take one",
    "complete": "Average over every judged query (queries missing from the run score 0; trec_eval -c)",
    "working": "Reading and evaluating…",
    "too_big_file": "{name} is {size}; the largest file accepted is {limit}.",
    "too_big_session": (
        "{name} ({size}) was not taken: keeping and reading it takes about 6.5 times its size, "
        "and one session may hold {limit} of files and results (the server's RANKING_SESSION_MB). "
        "Remove a file you no longer need, or ask whoever runs the server to raise the limit."
    ),
    "no_room_session": (
        "These files were not read: reading them needs {size}, more than one session may hold "
        "({limit}, the server's RANKING_SESSION_MB). Use smaller files, or ask whoever runs "
        "the server to raise the limit."
    ),
    "no_room_server": (
        "The server is reading other people's large files and found no room for yours "
        "({size}) within two minutes (it holds {limit} in all, RANKING_SERVER_MB). "
        "Try again in a moment: your files are still here."
    ),
    "too_big_server": (
        "{name} ({size}) was not taken: with the files other sessions hold, the server has no "
        "room to read it (it holds {limit} in all, RANKING_SERVER_MB). Try again in a few "
        "minutes, when others have closed their tabs, or ask whoever runs the server to raise "
        "the limit."
    ),
    "error": "{message}",
    "kept": "Showing the last results that could be computed.",
    # Why a file cannot be used (metrics.evaluator.files.MESSAGES, same codes and fields).
    "file_place": "{place}: {message}",
    "file_line": "{name} line {line}",
    "file_row": "{name} row {row}",
    "file_or": " or ",
    # A file's column, as a message names it (the file's own word).
    "file_columns": {"grade": "grade", "score": "score", "rank": "rank"},
    # The English messages are the library's own (metrics.evaluator.files.MESSAGES).
    "file_errors": dict(FILE_MESSAGES),
    "only_run": "Queries only in the run {name} were ignored, as trec_eval does ({n}): {list}",
    "only_judged": "Queries only in the judgments were ignored ({n}; tick “average over every judged query” to count them as 0): {list}",
    "summary_heading": "Means over {n:,} queries",
    "trec_heading": "The same numbers in trec_eval's format",
    "per_query_heading": "Every query (click a column header to sort)",
    "distribution_heading": "How each measure is spread over the queries",
    "distribution_pick": "Measure",
    "distribution_x": "value",
    "distribution_y": "queries",
    "worst_heading": "The worst queries",
    "worst_caption": "Open a query's ranking in the lessons to see, rank by rank, why it scores so low.",
    "col_query": "query",
    "col_value": "value",
    "col_link": "open in the lessons",
    "link_text": "open",
    "no_link": "Names with “,” “;” or “:” cannot be put in a link.",
    "link_note": "Links show the top {limit} documents; grades above 3 are shown as 3.",
    "compare_heading": "Run B against run A",
    "compare_pick": "Compare on",
    "wins": "B better",
    "ties": "tie",
    "losses": "A better",
    "mean_diff": "mean difference (B − A)",
    "diff_chart_x": "queries, sorted by difference",
    "diff_chart_y": "B − A",
    "t_test": "paired t-test: t = {t}, p = {p}",
    "randomization": "randomization test ({trials:,} random sign flips): p = {p}",
    "p_explained": (
        "**What p means.** If A and B were equally good, a mean difference at least as large as "
        "{diff}, in either direction, would appear by chance in about {pct} of repeated "
        "experiments. {verdict}"
    ),
    "verdict_small": "That is rare: the difference is unlikely to be luck.",
    "verdict_large": "That is not rare: these queries do not show a reliable difference.",
    "col_note": "note",
    "no_relevant": "no relevant document judged: every measure is 0 here, so there is nothing to walk through",
    "name_with_trec": "{plain} · {trec}",
    "trec_help": "trec_eval's name: {trec}",
    "own_help": "name in python -m metrics: {trec} (not a trec_eval measure)",
    "compare_none": "The two runs share fewer than 2 evaluated queries; nothing to compare.",
    "only_shared": "Compare only the queries both runs answered",
    "missing_zero": "{name} has no results for {n} judged queries; they score 0 there, as with trec_eval -c: {list}",
    "missing_left_out": "{name} has no results for {n} judged queries; they are left out of this comparison: {list}",
    "missing_zero_one": "{name} has no results for 1 judged query; it scores 0 there, as with trec_eval -c: {list}",
    "missing_left_out_one": "{name} has no results for 1 judged query; it is left out of this comparison: {list}",
    "mean_a": "mean of A",
    "mean_b": "mean of B",
    "effect": "effect size d = {d} (the mean of the per-query differences divided by their standard deviation: about 0.2 is small, 0.5 medium, 0.8 large)",
    "intervals": "95% confidence interval of the mean difference: {t_low} to {t_high} (t), {b_low} to {b_high} (bootstrap)",
    "sign_flip_exact": "exact sign-flip test (all {trials:,} flips): p = {p}",
    "more_runs": "More runs (optional, to compare several at once)",
    "runs_heading": "Every run side by side",
    "runs_caption": (
        "The mean of each measure for every run, then each pair of runs on one measure: queries "
        "a run lacks score 0 there, and the p-values are Holm-adjusted over all the pairs."
    ),
    "col_run": "run",
    "runs_pick": "Compare the pairs on",
    "pair": "{b} − {a}",
    "col_pair": "pair",
    "scatter_heading": "Query by query: A across, B up",
    "scatter_caption": "Each dot is a query. Above the dashed diagonal B does better, below it A does; on it they tie.",
    "scatter_x": "run A",
    "scatter_y": "run B",
    "all_heading": "Every measure at once",
    "all_caption": (
        "Testing several measures at once makes a small p more likely by luck alone, so the first "
        "column adjusts the sign-flip p-values with Holm's method: report those when you claim a "
        "difference on more than one measure."
    ),
    "col_measure": "measure",
    "col_interval": "95% confidence interval (t)",
    "col_p": "p (sign flip)",
    "col_holm": "p, Holm-adjusted",
    # Where other tools would differ (metrics.disagreements.CHECKS).
    "disagree_open": "Would other tools print the same numbers? Where they would differ on these files",
    "disagree_intro": (
        "The means above follow trec_eval. Other tools follow other conventions (see the "
        "Conventions page). Below, each situation in these files where they part ways: how many "
        "queries it touches, and the mean as trec_eval computes it and as those tools would."
    ),
    "disagree_none": (
        "None of the usual reasons applies to these files: tools that follow the other "
        "conventions would print the same means."
    ),
    "disagree_query": "{n} query (e.g. {examples})",
    "disagree_queries": "{n} queries (e.g. {examples})",
    "disagree_values": "{measure}: **{ours}** as trec_eval computes it, **{theirs}** the other way.",
    "disagree_same": (
        "{measure}: **{ours}** either way on these files: the situation is there, but here it "
        "moves no mean."
    ),
    "disagree_who": "Computed the other way by: {tools}",
    "disagree_checks": {
        "ties": (
            "Equal scores in one query",
            "trec_eval orders documents with the same score by docno, in decreasing order; tools "
            "that keep the run's own order, or no fixed order, can rank them otherwise. The other "
            "way here: ties kept in the file's order.",
        ),
        "float32": (
            "Scores equal in single precision",
            "trec_eval 10 reads scores as doubles; trec_eval 9, inside pytrec_eval and ir-measures, "
            "as floats: scores that differ only in their last digits then tie, and the tie goes to "
            "the larger docno.",
        ),
        "unretrieved": (
            "Relevant documents the run never returned",
            "trec_eval divides AP by every relevant document, returned or not; tools that see only "
            "the returned candidates and their labels divide by the relevant ones among them.",
        ),
        "no_relevant": (
            "Queries with nothing relevant judged",
            "trec_eval scores them 0 and counts them in the mean; recommender libraries leave them "
            "out (and Kaggle's apk, as released on PyPI, gives them 1).",
        ),
        "run_only": (
            "Queries nobody judged",
            "trec_eval leaves out a query that the run has and the judgments do not. Tools that take "
            "one label per candidate, and trectools, which averages over every query in the run, "
            "count it as a query with nothing relevant, which scores 0.",
        ),
        "short": (
            "Fewer than K documents returned",
            "trec_eval's P@K divides by K, so missing ranks count as misses; some tools divide by "
            "the list's length.",
        ),
        "graded": (
            "Grades above 1",
            "trec_eval's nDCG takes the grade as the gain; many learning-to-rank tools take "
            "2^grade − 1, which rewards the best documents more.",
        ),
        "many_relevant": (
            "More relevant documents than K",
            "The standard AP@K divides by all relevant documents (m), so it cannot reach 1 there; "
            "the truncated AP@K divides by min(m, K).",
        ),
        "nonpositive": (
            "Relevant documents scored 0 or less",
            "torchmetrics (1.8 and later) counts a document whose score is 0 or less as not "
            "relevant in AP, precision, recall and RR, so its numbers drop for these queries.",
        ),
    },
}

KO = {
    "title": "내 데이터로 평가: 판정 파일과 [[run]] 파일",
    "intuition": (
        "적합도 판정 파일과 [[run]](run) 파일 하나 이상을 올리세요. 여기 나오는 모든 숫자는 같은 파일로 "
        "`python -m metrics` 명령이 출력하는 값과 정확히 같고, 따라서 쿼리마다 trec_eval이 출력하는 값과도 같습니다."
    ),
    "formats": (
        "**형식.** TREC qrels(`qid 0 docno grade`)와 TREC [[run]](`qid Q0 docno rank score tag`; 순위 열은 "
        "무시하고 점수로 문서를 정렬), 또는 머리글이 있는 CSV를 읽습니다. CSV의 판정은 `query,item,grade`, "
        "[[run]]은(는) `query,item,score` 열이나 `query,item,rank` 열을 씁니다. 텍스트는 UTF-8이나 Windows "
        "PowerShell이 저장하는 UTF-16이어야 합니다."
    ),
    "judgments": "판정 파일 (qrels 또는 CSV)",
    "upload_button": "업로드",
    "upload_limit": "파일당 {mb}MB",
    "upload_drop": "여기에 파일을 놓으세요",
    "run_a": "[[run]] A",
    "run_b": "[[run]] B (선택, 비교용)",
    "use_samples": "예제 파일 사용",
    "samples_in_use": "예제 파일을 쓰고 있습니다. 쿼리 30개와 [[run]] “bm25”(A), “neural”(B)입니다.",
    "clear_samples": "예제 파일 그만 쓰기",
    "need_files": "시작하려면 판정 파일과 [[run]] 파일을 올리세요(또는 “예제 파일 사용”을 누르세요).",
    "measures": "지표",
    "measures_none": "하나 이상 고르세요 (고르지 않으면 map)",
    "k": "[[cutoff]]이(가) 있는 지표의 K",
    "complete": "판정된 모든 쿼리로 평균 ([[run]]에 없는 쿼리는 0점, trec_eval -c)",
    "working": "읽고 평가하는 중…",
    "too_big_file": "{name}은(는) {size}입니다. 받을 수 있는 파일은 최대 {limit}입니다.",
    "too_big_session": (
        "{name}({size})은(는) 받지 않았습니다. 파일을 보관하고 읽으려면 크기의 6.5배쯤 되는 메모리가 "
        "필요한데, 한 세션이 쓸 수 있는 메모리는 최대 {limit}입니다(서버의 RANKING_SESSION_MB). "
        "필요 없는 파일을 지우거나, 서버 관리자에게 한도를 올려 달라고 요청하세요."
    ),
    "no_room_session": (
        "파일을 읽지 않았습니다. 읽는 데 필요한 메모리(약 {size})가 한 세션이 쓸 수 있는 "
        "최대치({limit}, 서버의 RANKING_SESSION_MB)보다 큽니다. 더 작은 파일을 쓰거나, 서버 "
        "관리자에게 한도를 올려 달라고 요청하세요."
    ),
    "no_room_server": (
        "서버가 다른 사람들의 큰 파일을 읽고 있어서, 2분 동안 기다렸지만 이 파일({size})을 읽을 "
        "자리가 나지 않았습니다(서버 전체 한도 {limit}, RANKING_SERVER_MB). 올린 파일은 그대로 "
        "있으니 잠시 뒤에 다시 시도하세요."
    ),
    "too_big_server": (
        "{name}({size})은(는) 받지 않았습니다. 다른 세션들이 올린 파일 때문에 서버에 이 파일을 "
        "읽을 자리가 없습니다(서버 전체 한도 {limit}, RANKING_SERVER_MB). 다른 사람들이 탭을 "
        "닫은 뒤 몇 분 있다가 다시 올리거나, 서버 관리자에게 한도를 올려 달라고 요청하세요."
    ),
    "error": "{message}",
    "kept": "마지막으로 계산할 수 있었던 결과를 보여 줍니다.",
    "file_place": "{place}: {message}",
    "file_line": "{name} {line}번째 줄",
    "file_row": "{name} {row}번째 행",
    "file_or": " 또는 ",
    "file_columns": {"grade": "등급(grade)", "score": "점수(score)", "rank": "순위(rank)"},
    "file_errors": {
        "not_utf8": "UTF-8 텍스트가 아닙니다. UTF-8로 저장해 주세요(예: iconv -f cp949 -t utf-8).",
        "unreadable": "파일을 읽을 수 없습니다({reason}).",
        "binary": "텍스트 파일이 아니라 바이너리 파일입니다.",
        "empty": "파일이 비어 있습니다.",
        "fields": "필드가 {width}개({fields})여야 하는데 {found}개입니다.",
        "fields_more": "필드가 {width}개({fields})여야 하는데 그보다 많습니다.",
        "not_whole": "{column} {value!r}은(는) 정수가 아닙니다.",
        "not_number": "{column} {value!r}은(는) 숫자가 아닙니다.",
        "too_large": "{column} 값 {value!r}은(는) 너무 큽니다. 정수는 -2^53부터 2^53"
        "(9,007,199,254,740,992, double이 정확히 담는 가장 큰 정수)까지 읽습니다.",
        "nan": "{column} {value!r}은(는) NaN(숫자 아님)이라 문서 순서 안에 자리가 없습니다. "
        "숫자를 쓰거나, 맨 뒤로 보내려면 -inf를 써 주세요.",
        "duplicate": "문서 {docno!r}이(가) 쿼리 {qid!r}에 두 번 나옵니다.",
        "zscore_duplicate": "쿼리 {qid!r}의 지표 {measure!r}이(가) 두 번 나옵니다.",
        "duplicate_jg": "문서 {docno!r}이(가) 쿼리 {qid!r}의 판정 그룹 {jg!r}에 두 번 나옵니다.",
        "header": "머리글은 {wanted}이어야 하는데 {found!r}입니다.",
        "header_no_rows": "머리글만 있고 행이 없습니다.",
        "names_needed": "쿼리와 항목에 이름이 있어야 합니다.",
        "cell_too_long": "{limit:,}자보다 긴 필드가 있습니다.",
        "no_common": "판정 파일(qrels)과 [[run]]에 모두 있는 쿼리가 없습니다.",
        "grade_counted": "판정의 등급 {grade}은(는) 등급을 하나씩 세는 이 계산이 받는 가장 큰 "
        "등급 {limit:,}보다 큽니다(trec_eval도 이렇게 셉니다). -J, -l, -M, -R 옵션과 지표 "
        "매개변수를 쓰지 않으면 2^53까지의 등급을 읽습니다.",
        "grade_exp": "{measure}에서 등급 {grade}은(는) 지수 이득(2^g\u2060−\u20601)\u2060이 숫자에 담기에 "
        "너무 큽니다. 지수 이득은 등급 {limit}까지 계산합니다.",
    },
    "only_run": "[[run]] {name}에만 있는 쿼리는 trec_eval처럼 무시했습니다({n}개): {list}",
    "only_judged": "판정 파일에만 있는 쿼리는 무시했습니다({n}개. 0점으로 세려면 “판정된 모든 쿼리로 평균”을 체크하세요): {list}",
    "summary_heading": "쿼리 {n:,}개의 평균",
    "trec_heading": "같은 숫자를 trec_eval 형식으로",
    "per_query_heading": "모든 쿼리 (열 제목을 누르면 정렬)",
    "distribution_heading": "지표별 쿼리 점수 분포",
    "distribution_pick": "지표",
    "distribution_x": "값",
    "distribution_y": "쿼리 수",
    "worst_heading": "점수가 가장 낮은 쿼리",
    "worst_caption": "쿼리의 순위 목록을 레슨에서 열어, 왜 점수가 낮은지 한 순위씩 확인해 보세요.",
    "col_query": "쿼리",
    "col_value": "값",
    "col_link": "레슨에서 열기",
    "link_text": "열기",
    "no_link": "“,” “;” “:”가 들어간 이름은 링크에 넣을 수 없습니다.",
    "link_note": "링크는 상위 {limit}개 문서를 보여 줍니다. 3보다 높은 등급은 3으로 보입니다.",
    "compare_heading": "[[run]] B와 A 비교",
    "compare_pick": "비교할 지표",
    "wins": "B가 나음",
    "ties": "동점",
    "losses": "A가 나음",
    "mean_diff": "평균 차이 (B − A)",
    "diff_chart_x": "차이 순으로 정렬한 쿼리",
    "diff_chart_y": "B − A",
    "t_test": "대응 t-검정: t = {t}, p = {p}",
    "randomization": "무작위화 검정 (무작위 부호 뒤집기 {trials:,}번): p = {p}",
    "p_explained": (
        "**p의 뜻.** A와 B의 실제 성능이 같다고 해도, 방향과 상관없이 평균 차이가 {diff} 이상 "
        "벌어지는 경우가 우연만으로 약 {pct} 나옵니다. {verdict}"
    ),
    "verdict_small": "드문 일입니다. 이 차이가 우연일 가능성은 낮습니다.",
    "verdict_large": "드문 일이 아닙니다. 이 쿼리들로는 믿을 만한 차이가 보이지 않습니다.",
    "col_note": "참고",
    "no_relevant": "판정된 적합 문서가 없어 모든 지표가 0입니다. 따라가 볼 것이 없습니다",
    "name_with_trec": "{plain} · {trec}",
    "trec_help": "trec_eval 이름: {trec}",
    "own_help": "python -m metrics의 이름: {trec} (trec_eval에는 없는 지표)",
    "compare_none": "두 [[run]]이(가) 함께 평가된 쿼리가 2개보다 적어 비교할 것이 없습니다.",
    "only_shared": "두 [[run]] 모두에 결과가 있는 쿼리만 비교",
    "missing_zero": "{name}에는 판정된 쿼리 {n}개의 결과가 없어, trec_eval -c처럼 0점으로 셉니다: {list}",
    "missing_left_out": "{name}에는 판정된 쿼리 {n}개의 결과가 없어, 이 비교에서 뺍니다: {list}",
    "missing_zero_one": "{name}에는 판정된 쿼리 1개의 결과가 없어, trec_eval -c처럼 0점으로 셉니다: {list}",
    "missing_left_out_one": "{name}에는 판정된 쿼리 1개의 결과가 없어, 이 비교에서 뺍니다: {list}",
    "mean_a": "A의 평균",
    "mean_b": "B의 평균",
    "effect": "효과 크기 d = {d} (쿼리별 차이의 평균을 그 차이의 표준편차로 나눈 값. 약 0.2면 작고, 0.5면 보통, 0.8이면 큽니다)",
    "intervals": "평균 차이의 95% [[confidence_interval]]: {t_low} ~ {t_high} (t), {b_low} ~ {b_high} (부트스트랩)",
    "sign_flip_exact": "정확한 부호 뒤집기 검정 (모든 {trials:,}가지): p = {p}",
    "more_runs": "[[run]] 더 올리기 (선택, 여러 개를 한꺼번에 비교)",
    "runs_heading": "모든 [[run]] 나란히",
    "runs_caption": (
        "[[run]]마다 각 지표의 평균, 그리고 한 지표에서 [[run]] 두 개씩의 비교: [[run]]에 없는 쿼리는 0점이며, p값은 "
        "모든 [[pair]]에 대해 Holm 방법으로 보정합니다."
    ),
    "col_run": "[[run]]",
    "runs_pick": "[[pair]]을(를) 비교할 지표",
    "pair": "{b} − {a}",
    "col_pair": "[[pair]]",
    "scatter_heading": "쿼리별로: 가로는 A, 세로는 B",
    "scatter_caption": (
        "점 하나가 쿼리 하나입니다. 점이 점선 대각선보다 위쪽에 있으면 B가, 아래쪽에 있으면 A가 낫습니다. "
        "대각선에 놓인 점은 두 [[run]]의 점수가 같은 쿼리입니다."
    ),
    "scatter_x": "[[run]] A",
    "scatter_y": "[[run]] B",
    "all_heading": "모든 지표를 한꺼번에",
    "all_caption": (
        "여러 지표를 한꺼번에 검정하면 운만으로도 작은 p가 나오기 쉬워집니다. 그래서 첫 번째 열은 "
        "부호 뒤집기 p값을 Holm 방법으로 보정한 값입니다. 둘 이상의 지표에서 차이를 주장할 때는 이 "
        "값을 보고하세요."
    ),
    "col_measure": "지표",
    "col_interval": "95% [[confidence_interval]] (t)",
    "col_p": "p (부호 뒤집기)",
    "col_holm": "p, Holm 보정",
    "disagree_open": "다른 도구도 같은 숫자를 낼까요? 이 파일에서 도구들이 갈라지는 곳",
    "disagree_intro": (
        "위의 평균은 trec_eval을 따릅니다. 다른 도구는 다른 규칙을 따릅니다(“라이브러리별 계산 방식” "
        "페이지 참고). 아래는 이 파일에서 도구들이 갈라지는 상황입니다. 상황마다 해당하는 쿼리 수와, "
        "trec_eval이 계산한 평균과 그 도구들이 계산할 평균을 함께 보여 줍니다."
    ),
    "disagree_none": (
        "흔한 이유 중 이 파일에 해당하는 것이 없습니다. 다른 규칙을 따르는 도구도 같은 평균을 낼 것입니다."
    ),
    "disagree_query": "쿼리 {n}개 (예: {examples})",
    "disagree_queries": "쿼리 {n}개 (예: {examples})",
    "disagree_values": "{measure}: trec_eval 방식으로는 **{ours}**, 다른 방식으로는 **{theirs}**입니다.",
    "disagree_same": (
        "{measure}: 이 파일에서는 두 방식 모두 **{ours}**입니다. 이런 상황이 있지만 평균은 달라지지 않습니다."
    ),
    "disagree_who": "다른 방식으로 계산하는 도구: {tools}",
    "disagree_checks": {
        "ties": (
            "한 쿼리 안의 같은 점수",
            "trec_eval은 점수가 같은 문서를 docno 내림차순으로 놓습니다. [[run]] 파일의 순서를 그대로 두거나 "
            "순서를 정하지 않는 도구는 다르게 놓을 수 있습니다. 여기서 다른 방식은 파일 순서를 유지한 것입니다.",
        ),
        "float32": (
            "단정밀도에서 같아지는 점수",
            "trec_eval 10은 점수를 double로 읽고, pytrec_eval과 ir-measures 안의 trec_eval 9는 float로 "
            "읽습니다. 그래서 마지막 자릿수만 다른 점수가 동점이 되고, 동점은 docno가 큰 쪽이 앞섭니다.",
        ),
        "unretrieved": (
            "[[run]]이(가) 검색하지 않은 적합 문서",
            "trec_eval은 [[run]]이(가) 검색했든 못 했든 모든 적합 문서 수로 AP를 나눕니다. 검색된 후보와 "
            "그 레이블만 보는 도구는 그중 적합한 것의 수로 나눕니다.",
        ),
        "no_relevant": (
            "적합 판정이 하나도 없는 쿼리",
            "trec_eval은 0점을 주고 평균에 넣습니다. 추천 라이브러리는 평균에서 뺍니다(PyPI에 배포된 "
            "Kaggle의 apk는 1점까지 줍니다).",
        ),
        "run_only": (
            "[[run]]에만 있고 판정은 없는 쿼리",
            "trec_eval은 [[run]]에는 있지만 판정 파일에는 없는 쿼리를 평균에서 뺍니다. 후보마다 레이블을 "
            "하나씩 받는 도구와, [[run]]에 있는 모든 쿼리로 평균을 내는 trectools는 이런 쿼리를 "
            "[[relevant]]이(가) 없는 쿼리로 보고 0점으로 셉니다.",
        ),
        "short": (
            "K개보다 짧은 [[returned_list]]",
            "trec_eval의 P@K는 K로 나누므로 빈 순위는 놓친 것으로 셉니다. 목록 길이로 나누는 도구도 있습니다.",
        ),
        "graded": (
            "1보다 높은 등급",
            "trec_eval의 nDCG는 등급을 그대로 이득으로 씁니다. 많은 순위 학습(learning-to-rank) 도구는 2^등급 − 1을 "
            "써서 가장 좋은 문서를 더 크게 보상합니다.",
        ),
        "many_relevant": (
            "K보다 많은 적합 문서",
            "표준 AP@K는 모든 적합 문서 수(m)로 나누므로 여기서는 만점(1)을 받을 수 없습니다. 절단 AP@K는 "
            "min(m, K)로 나눕니다.",
        ),
        "nonpositive": (
            "점수가 0 이하인 적합 문서",
            "torchmetrics(1.8 이후)는 점수가 0 이하인 문서를 AP, 정밀도, 재현율, RR에서 "
            "[[not_relevant]](으)로 셉니다. 그래서 이 쿼리들에서 값이 떨어집니다.",
        ),
    },
}

T = Words(en=EN, ko=KO)

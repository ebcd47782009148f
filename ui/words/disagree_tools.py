"""Words of "Why do our numbers differ?" for what each tool prints: the
registry's table of tools and the check of each query's numbers, in English
and Korean side by side (merged into :data:`ui.words.disagree.T`)."""

TOOLS_EN = {
    "tools_heading": "What each tool prints on these {what}",
    "tools_caption": (
        "From each tool's model in the registry; the tools that install here were run on random "
        "collections and print what their model says. A range means the tool promises no order "
        "for tied scores: it prints a number in that range, depending on the order."
    ),
    "col_prints": "prints",
    "read_only": "{name} (read in its source, not run here)",
    "span_mean": "Over every order of the tied items, the mean is {mean}.",
    "per_query_label": (
        "Each query's numbers, optional (trec_eval -q output, a qid,value CSV, pytrec_eval's or "
        "ranx's JSON, ir-measures' per-query lines): the strongest evidence"
    ),
    "per_query_heading": "{name}: each query's number ({n} queries)",
    "per_query_all": "Every one of them is what {tools} print on these files.",
    "per_query_all_one": "Every one of them is what {tools} prints on these files.",
    "per_query_none": "No tool of the registry prints every one of them on these files.",
    "per_query_span": (
        "{tools} is consistent with every one. It promises no order for tied scores, and that "
        "order decides {n} of the numbers."
    ),
    "per_query_span_many": (
        "{tools} are consistent with every one. They promise no order for tied scores, and that "
        "order decides {n} of the numbers."
    ),
    "col_agrees": "queries it agrees on",
    "col_first_apart": "the first query apart",
    "apart": "query {qid}: {given} given, {got} by the tool",
    "left_out": "it leaves out query {qids}",
    "range": "{low} to {high}",
}

TOOLS_KO = {
    "tools_heading": "도구마다 이 {what}에서 출력하는 값",
    "tools_caption": (
        "등록된 도구마다 그 규칙을 옮긴 모델로 계산했습니다. 여기에 설치할 수 있는 도구는 무작위 "
        "컬렉션에서 실제로 돌려 모델과 같은 값을 출력하는지 확인했습니다. 범위로 적힌 값은 그 "
        "도구가 동점 점수의 순서를 정해 두지 않았다는 뜻이며, 순서에 따라 그 범위 안의 값이 "
        "나옵니다."
    ),
    "col_prints": "출력하는 값",
    "read_only": "{name} (소스만 읽었고 여기서 실행하지는 않음)",
    "span_mean": "동점 항목을 놓을 수 있는 모든 순서에 대해 평균을 내면 {mean}입니다.",
    "per_query_label": (
        "쿼리별 값(선택). trec_eval -q 출력, qid,value CSV, pytrec_eval이나 ranx의 JSON, ir-measures의 "
        "쿼리별 줄을 올릴 수 있으며, 가장 확실한 근거가 됩니다"
    ),
    "per_query_heading": "{name}의 쿼리별 값(쿼리 {n}개)",
    "per_query_all": "이 파일에서 이 값들을 모두 출력하는 도구는 {tools}입니다.",
    "per_query_all_one": "이 파일에서 이 값들을 모두 출력하는 도구는 {tools}입니다.",
    "per_query_none": "등록된 도구 가운데 이 파일에서 이 값들을 모두 출력하는 도구는 없습니다.",
    "per_query_span": (
        "{tools}도 모든 값과 어긋나지 않습니다. 동점 점수의 순서를 정해 두지 않은 도구이며, 그 순서에 "
        "따라 달라지는 값이 {n}개 있습니다."
    ),
    "per_query_span_many": (
        "{tools}도 모든 값과 어긋나지 않습니다. 모두 동점 점수의 순서를 정해 두지 않은 도구이며, 그 "
        "순서에 따라 달라지는 값이 {n}개 있습니다."
    ),
    "col_agrees": "맞는 쿼리 수",
    "col_first_apart": "처음으로 어긋나는 쿼리",
    "apart": "쿼리 {qid}의 값은 {given}인데 이 도구는 {got}을(를) 출력합니다",
    "left_out": "쿼리 {qids}은(는) 이 도구가 평균에서 뺍니다",
    "range": "{low}부터 {high}까지",
}

"""What "why do our numbers differ?" says when it cannot read what it was
given (:class:`metrics.evaluator.explain_errors.ExplainInputError`, by
code), in the page's language; the values are the person's own, escaped
by the page."""

from .lang import Words

EN = {
    "not_number": "‘{given}’ is not a number. Type numbers such as 0.41, 41% or 0,41.",
    "not_between": (
        "‘{given}’ is not between 0 and 1. Write a percentage with its sign, such as 41%."
    ),
    "no_numbers": "Type at least one number, such as 0.41.",
    "too_many_numbers": "At most 10 numbers can be compared at once, and {n} were typed.",
    "cutoffs": "The measure {measure} names {n} cutoffs. Name one, such as map_cut.10.",
    "nothing_in_common": (
        "No query is in both the judgments and the run, so there is nothing to compare. "
        "Check that the two files are for the same queries."
    ),
    "per_query_empty": "The file of per-query numbers is empty.",
    "per_query_line": (
        "Line {line} of the per-query numbers cannot be read (‘{text}’). Write each line as "
        "‘measure query value’, ‘query,value’ or Metric(...)."
    ),
    "per_query_json": "Line {line} of the per-query numbers is not valid JSON.",
    "per_query_json_object": "Per-query numbers in JSON are one object, {{query: value}}.",
    "per_query_measures": (
        "The file of per-query numbers holds {n} measures ({names}). Type the one to explain "
        "in the measure's field."
    ),
    "per_query_none": "The file of per-query numbers holds no query's number.",
    "per_query_value": "Query {qid}'s number ‘{value}’ is not a number from 0 to 1.",
}

KO = {
    "not_number": "‘{given}’은(는) 숫자가 아닙니다. 0.41, 41%, 0,41처럼 입력해 주세요.",
    "not_between": (
        "‘{given}’은(는) 0과 1 사이의 값이 아닙니다. 백분율은 41%처럼 % 기호를 붙여 입력해 주세요."
    ),
    "no_numbers": "0.41처럼 숫자를 하나 이상 입력해 주세요.",
    "too_many_numbers": "한 번에 비교할 수 있는 숫자는 10개까지인데 {n}개를 입력했습니다.",
    "cutoffs": "{measure} 지표에는 [[cutoff]]이(가) {n}개 있습니다. map_cut.10처럼 하나만 입력해 주세요.",
    "nothing_in_common": (
        "판정 파일과 [[run]] 파일에 함께 있는 쿼리가 없어 비교할 수 없습니다. 두 파일이 같은 쿼리를 "
        "다루는지 확인해 주세요."
    ),
    "per_query_empty": "쿼리별 값 파일이 비어 있습니다.",
    "per_query_line": (
        "쿼리별 값 파일의 {line}번째 줄(‘{text}’)을 읽을 수 없습니다. 줄마다 ‘지표 쿼리 값’이나 "
        "‘쿼리,값’ 또는 Metric(...) 형식으로 써 주세요."
    ),
    "per_query_json": "쿼리별 값 파일의 {line}번째 줄이 JSON 형식에 맞지 않습니다.",
    "per_query_json_object": "JSON으로 쓴 쿼리별 값은 {{쿼리: 값}} 형태의 객체 하나여야 합니다.",
    "per_query_measures": (
        "쿼리별 값 파일에 지표가 {n}개({names}) 있습니다. 설명할 지표의 이름을 지표 칸에 입력해 주세요."
    ),
    "per_query_none": "쿼리별 값 파일에 쿼리의 값이 하나도 없습니다.",
    "per_query_value": "쿼리 {qid}의 값 ‘{value}’은(는) 0에서 1 사이의 숫자가 아닙니다.",
}

T = Words(en=EN, ko=KO)

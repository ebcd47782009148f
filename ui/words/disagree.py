"""Words of "Why do our numbers differ?".

The decisions' and conventions' English is :mod:`metrics.evaluator.explain`'s
(the command line prints it too); their Korean is in :mod:`.disagree_options`.
"""

from metrics.evaluator.explain import DECISIONS

from .disagree_options import DECISIONS_KO
from .disagree_tools import TOOLS_EN, TOOLS_KO
from .lang import Words

EN = {
    "title": "Why do our numbers differ?",
    "intuition": (
        "The dashboard says MAP@10 = 0.41, the vendor's report says 0.52, for the same results? "
        "Both can be right: each tool decides a few things its own way (what AP divides by, where "
        "the list is cut, what a query with nothing relevant scores). Type the numbers: the app "
        "tries every combination of those decisions and names the ones behind each number."
    ),
    "numbers_label": "The numbers the tools printed",
    "numbers_placeholder": "0.41, 0.52",
    "numbers_help": (
        "One or more numbers between 0 and 1 (or percentages such as 41%), separated by commas "
        "or spaces. Each is matched at the decimals you typed: 0.41 means 0.405 to 0.415."
    ),
    "measure_label": "Which measure?",
    "family_map": "AP / MAP",
    "family_P": "Precision P@K",
    "family_ndcg": "nDCG",
    "family_rr": "RR / MRR",
    "family_recall": "Recall R@K",
    "source_label": "Scored on",
    "source_lists": "The lists in this app",
    "source_files": "Judgments and a run (files)",
    "lists_one": (
        "**One query**: the list in the sidebar. A link from the MAP page brings all of its "
        "queries here."
    ),
    "lists_many": "**{n} queries**: the MAP page's query set (the sidebar edits query {active}).",
    "k_given": (
        "Your report cuts at **K = {k}** (the K field in the sidebar; leave it empty for the "
        "whole list)."
    ),
    "k_none": (
        "Your report's cutoff: **the whole list** (type a K in the sidebar if the report says "
        "@10 or similar)."
    ),
    "named_label": "The measure, as your tools name it (optional)",
    "named_help": (
        "For example map_cut.10, P.5, ndcg_cut.10, recip_rank or ir-measures' AP@10 and "
        "nDCG@10: its family and its cutoff K are searched, whatever the sidebar says."
    ),
    "k_named": "Your report's cutoff: **K = {k}**, from {name}.",
    "k_named_whole": "Your report's cutoff: **the whole list**, from {name}.",
    "files_intro": (
        "Judgments as TREC qrels (`query 0 item grade`) or CSV; the run as a TREC run "
        "(`query Q0 item rank score tag`) or CSV. Scores decide the order, so tied scores are "
        "tried in every order tools use."
    ),
    "judgments": "Judgments (qrels)",
    "run": "Run",
    "use_samples": "Use the sample files",
    "files_needed": "Add both files, or use the sample files, to see the answer.",
    "type_numbers": (
        "Type one or more numbers above (for example 0.41, 0.52) to find the decisions behind them."
    ),
    "reference": "trec_eval's {name} for these {what}: **{value}**",
    "what_lists": "lists",
    "checked_against": (
        "These numbers are checked against this app's lists ({n} list(s), the first ranked "
        "{first}), not against your data. If a tool printed them on your own judgments and run, "
        "upload those files instead."
    ),
    "use_files": "Check them against my files",
    "what_files": "files",
    "reference_note": (
        "That is the number under trec_eval's conventions, the reference every other "
        "convention is compared with below."
    ),
    "separate_heading": "What separates {a} from {b}",
    "separate_one": "**One decision separates them**: {decision}.",
    "separate_many": "**{n} decisions separate them**:",
    "separate_none": "{a} and {b} can both come from the same decisions (they differ only in rounding).",
    "separate_side": "- for {number}: {words}",
    "answer_heading": "{number}",
    "answer_count": "{n} ways of computing it give {number}. The closest to trec_eval's:",
    "answer_count_one": "One way of computing it gives {number}:",
    "value": "= **{value}**",
    "value_near": "= **{value}**, not {number} (off by {gap}), so not a match",
    "unsettled": (
        "The {n} ways differ in {decisions}. {number} alone cannot settle these; the same "
        "number printed with more decimals may."
    ),
    "pairs_more": "Every other pair of your numbers",
    "behind": (
        "**The queries behind the gap**, each with how far {second} moves when that query alone "
        "is computed as for {first}:"
    ),
    "behind_line": "- query {qid}: {one}, {two}; moves it by {moved}{link}",
    "behind_value": "{value} for {number}",
    "behind_left_out": "left out of {number}",
    "behind_link": " · [open this query's list in the lesson]({href})",
    "shares_ties": (
        "Some scores are tied (queries {queries}). {tools} share the gain of tied items instead "
        "of putting them in an order, which no order gives; the search tries that too, as its "
        "own choice (tied scores share)."
    ),
    "shares_ties_one": (
        "Some scores are tied (queries {queries}). {tools} shares the gain of tied items instead "
        "of putting them in an order, which no order gives; the search tries that too, as its "
        "own choice (tied scores share)."
    ),
    "named_decision": "{text}",
    "pair_line": "- **{a}** and **{b}** are separated by {decisions}",
    "pair_same": "- **{a}** and **{b}** can both come from the same decisions (they differ only in rounding)",
    "trec_own": "trec_eval's own decisions",
    "differs_one": "one decision differs from trec_eval's:",
    "differs_many": "{n} decisions differ from trec_eval's:",
    "learn": "see it in the lesson",
    "tools": "Tools that compute it this way: {tools}.",
    "tools_none": "No tool in the conventions table computes it this way.",
    "all_heading": "All {n} ways that give {number}",
    "col_value": "value",
    "col_differs": "decisions that differ from trec_eval's",
    "col_tools": "tools",
    "col_tool": "tool",
    "nothing": "No combination searched gives **{number}**. The nearest:",
    "nothing_hint": (
        "Check that the number belongs to this measure and these lists; a tool may also use a "
        "decision this search does not try (see below)."
    ),
    "chart_heading": "Where your numbers fall among every way of computing it",
    "chart_caption": (
        "Each bar counts the ways of computing {measure} whose value falls there; the dark line "
        "is trec_eval's value, the red lines your numbers."
    ),
    "chart_value": "value",
    "chart_count": "ways",
    "covered": (
        "Searched {combinations} combinations over {queries} queries in {seconds} s: {parts}. "
        "Where a decision had only one option, its other options change nothing in these inputs."
    ),
    "covered_variant": "ways of computing the measure: {n}",
    "covered_k": "cutoffs 1 to {last} and the whole list",
    "covered_order": "tie orders: {n}",
    "covered_float32": "score precisions: {n}",
    "covered_level": "relevance levels: {n}",
    "covered_seen": "views of unretrieved items: {n}",
    "covered_empty": "rules for queries with nothing relevant: {n}",
    "covered_missing": "rules for queries the run lacks: {n}",
    "covered_run_only": "rules for queries only the run has: {n}",
    "not_tried": (
        "Not tried: cutoffs beyond {max_k}, and the tools whose rules the app names but does not "
        "model ({others}), so none of them is ever named for a number here."
    ),
    "printed_by": "On these {what}, {tools} print this number.",
    "printed_by_one": "On these {what}, {tools} prints this number.",
    "consistent": (
        "{tools} are consistent with it. They promise no order for tied scores, so on these {what} "
        "each prints between {low} and {high}, depending on that order."
    ),
    "consistent_one": (
        "{tools} is consistent with it. It promises no order for tied scores, so on these {what} it "
        "prints between {low} and {high}, depending on that order."
    ),
    "no_tool": "No tool of the registry prints this number on these {what}.",
    "not_the_cause": (
        "{n} ways of computing it give {number} at {decimals} decimal(s), but no tool that prints it "
        "names one, so none of them is stated as the cause. About {chance} of the numbers near "
        "{number} are matched by some way of computing by chance. More decimals, or each query's "
        "number, would settle it. The closest to trec_eval's, for what they are worth:"
    ),
    "chance_backed": (
        "About {chance} of the numbers near {number} are matched by some way of computing by "
        "chance. The cause above rests on the tools that print {number}, not on the number alone."
    ),
    "chance_settled": (
        "About {chance} of the numbers near {number} are matched by some way of computing by "
        "chance. One way alone is taken as the cause only below {threshold}, a threshold chosen, "
        "not derived from the data."
    ),
    "not_the_cause_one": (
        "One way of computing it gives {number}, but that does not settle it: no tool that prints "
        "it names that way, and either it cuts elsewhere than the measure's name says or about "
        "{chance} of the numbers near {number} are matched by some way by chance. For what it is "
        "worth:"
    ),
    "separate_unsettled": (
        "What separates {a} from {b} cannot be settled from these numbers: it would rest on a way "
        "of computing that may be a coincidence. More decimals, or each query's number, would tell."
    ),
    **TOOLS_EN,
    "trec_name_k": "{name}",
    "unknown_measure": (
        "The search does not read the measure {name}. It reads each of these names, in upper or "
        "lower case:"
    ),
    "lesson_variant_map": "Average Precision",
    "lesson_variant_P": "Precision & Recall",
    "lesson_variant_ndcg": "nDCG",
    "lesson_k_map": "Average Precision",
    "lesson_k_P": "Precision & Recall",
    "lesson_k_ndcg": "nDCG",
    "lesson_k_rr": "Reciprocal rank",
    "lesson_k_recall": "Precision & Recall",
    "lesson_order": "Conventions",
    "lesson_float32": "Conventions",
    "lesson_level": "Edge-case lab",
    "lesson_seen": "Conventions",
    "lesson_seen_ndcg": "nDCG",
    "lesson_empty": "MAP",
    "lesson_missing": "MAP",
    "lesson_run_only": "MAP",
    "see_conventions": "Every tool's rules, and where each was checked: Conventions",
    **{f"decision_{key}": text for key, text in DECISIONS.items()},
}

KO = {
    "title": "두 숫자가 왜 다를까요?",
    "intuition": (
        "같은 결과인데 대시보드는 MAP@10 = 0.41, 업체 보고서는 0.52라고 하나요? 둘 다 맞을 수 "
        "있습니다. 도구마다 몇 가지를 다르게 정하기 때문입니다(AP를 무엇으로 나눌지, 목록을 어디서 "
        "자를지, [[relevant]]이(가) 없는 쿼리에 몇 점을 줄지). 숫자를 입력하면 이 앱이 그 선택의 모든 "
        "조합으로 계산해 보고, 각 숫자 뒤에 있는 선택을 알려 줍니다."
    ),
    "numbers_label": "도구가 낸 숫자",
    "numbers_placeholder": "0.41, 0.52",
    "numbers_help": (
        "0과 1 사이의 숫자(또는 41%처럼 백분율)를 하나 이상, 쉼표나 공백으로 나눠 입력해 주세요. "
        "입력한 소수 자릿수로 맞춰 봅니다. 0.41이면 0.405에서 0.415 사이입니다."
    ),
    "measure_label": "어떤 지표인가요?",
    "family_map": "AP / MAP",
    "family_P": "정밀도 P@K",
    "family_ndcg": "nDCG",
    "family_rr": "RR / MRR",
    "family_recall": "재현율(R@k)",
    "source_label": "계산할 데이터",
    "source_lists": "이 앱의 목록",
    "source_files": "판정 파일과 [[run]] 파일",
    "lists_one": "**쿼리 1개**: 사이드바의 목록입니다. MAP 페이지의 링크로 오면 그 쿼리들을 모두 가져옵니다.",
    "lists_many": "**쿼리 {n}개**: MAP 페이지의 쿼리들입니다(사이드바에서는 {active}번 쿼리를 고칩니다).",
    "k_given": "보고서의 [[cutoff]]: **K = {k}**(사이드바의 K 칸입니다. 비워 두면 목록 전체입니다).",
    "k_none": "보고서의 [[cutoff]]: **목록 전체**(보고서에 @10 같은 표시가 있으면 사이드바에 K를 입력해 주세요).",
    "named_label": "도구가 쓴 지표 이름(선택)",
    "named_help": (
        "예를 들어 map_cut.10, P.5, ndcg_cut.10, recip_rank, ir-measures의 AP@10이나 nDCG@10을 "
        "입력해 주세요. 사이드바의 값과 상관없이 이 이름의 지표 종류와 [[cutoff]] K로 찾습니다."
    ),
    "k_named": "보고서의 [[cutoff]]은(는) **K = {k}**입니다(입력한 {name}에서 읽었습니다).",
    "k_named_whole": "보고서의 [[cutoff]]은(는) **목록 전체**입니다(입력한 {name}에서 읽었습니다).",
    "files_intro": (
        "정답은 TREC qrels(`쿼리 0 항목 등급`)나 CSV로, [[run]]은(는) TREC [[run]](`쿼리 Q0 항목 순위 점수 "
        "태그`)이나 CSV로 올립니다. 순서는 점수로 정하므로, 점수가 같은 항목은 도구들이 쓰는 "
        "순서를 모두 시험합니다."
    ),
    "judgments": "판정 파일(qrels)",
    "run": "[[run]]",
    "use_samples": "예제 파일 쓰기",
    "files_needed": "두 파일을 모두 올리거나 예제 파일을 쓰면 답이 나옵니다.",
    "type_numbers": "위에 숫자를 하나 이상 입력하면(예: 0.41, 0.52) 그 숫자 뒤의 선택을 찾아 줍니다.",
    "reference": "이 {what}에서 trec_eval의 {name} 값은 **{value}**입니다.",
    "what_lists": "목록",
    "checked_against": (
        "이 값들은 여러분의 데이터가 아니라 이 앱의 목록(쿼리 {n}개, 첫 쿼리의 순위는 {first})과 "
        "비교합니다. 도구가 여러분의 판정 파일과 [[run]]에서 출력한 값이라면 그 파일을 올려 주세요."
    ),
    "use_files": "내 파일과 비교하기",
    "what_files": "파일",
    "reference_note": "trec_eval 방식으로 계산한 값입니다. 아래의 다른 방식은 모두 이 값과 비교합니다.",
    "separate_heading": "{a}과(와) {b}을(를) 가르는 선택",
    "separate_one": "**선택 하나가 둘을 가릅니다.** {decision}의 차이입니다.",
    "separate_many": "**선택 {n}개가 둘을 가릅니다**:",
    "separate_none": "{a}과(와) {b}은(는) 같은 선택에서도 나올 수 있습니다(반올림만 다릅니다).",
    "separate_side": "- {number}: {words}",
    "answer_heading": "{number}",
    "answer_count": "{number}이(가) 나오는 계산 방식은 {n}가지입니다. trec_eval과 가까운 순서입니다.",
    "answer_count_one": "{number}이(가) 나오는 계산 방식은 하나입니다.",
    "value": "= **{value}**",
    "value_near": "= **{value}**. {number}이(가) 아니므로(차이 {gap}) 일치하는 값이 아닙니다.",
    "unsettled": (
        "같은 값이 나오는 {n}가지 방식은 {decisions}에서 서로 다릅니다. {number}만으로는 이 "
        "선택을 가릴 수 없습니다. 소수점 아래 자리가 더 많은 숫자라면 가릴 수도 있습니다."
    ),
    "pairs_more": "나머지 숫자 [[pair]]",
    "behind": (
        "**차이를 만든 쿼리**입니다. 그 쿼리 하나만 {first} 쪽 방식으로 계산하면 {second}이(가) "
        "얼마나 움직이는지 함께 적었습니다."
    ),
    "behind_line": "- 쿼리 {qid}: {one}, {two}, 움직이는 폭 {moved}{link}",
    "behind_value": "{number}에서는 {value}",
    "behind_left_out": "{number}에서는 평균에서 뺌",
    "behind_link": " · [레슨에서 이 쿼리의 목록 보기]({href})",
    "shares_ties": (
        "점수가 같은 항목이 있습니다(쿼리 {queries}). {tools}은(는) 이런 항목을 한 줄로 세우지 "
        "않고 이득을 나눠 가지게 하므로, 어떤 순서로도 그 숫자가 나오지 않습니다. 그래서 이 검색은 "
        "나눠 가지는 방식도 선택지 하나로 따로 시험합니다."
    ),
    "shares_ties_one": (
        "점수가 같은 항목이 있습니다(쿼리 {queries}). {tools}은(는) 이런 항목을 한 줄로 세우지 "
        "않고 이득을 나눠 가지게 하므로, 어떤 순서로도 그 숫자가 나오지 않습니다. 그래서 이 검색은 "
        "나눠 가지는 방식도 선택지 하나로 따로 시험합니다."
    ),
    "named_decision": "‘{text}’",
    "pair_line": "- **{a}**, **{b}**을(를) 가르는 선택은 {decisions}입니다.",
    "pair_same": "- **{a}**, **{b}**은(는) 같은 선택에서도 둘 다 나옵니다(반올림만 다릅니다).",
    "trec_own": "trec_eval 방식 그대로",
    "differs_one": "trec_eval과 다른 선택 하나:",
    "differs_many": "trec_eval과 다른 선택 {n}개:",
    "learn": "레슨에서 보기",
    "tools": "이렇게 계산하는 도구는 {tools}입니다.",
    "tools_none": "도구별 계산 방식 표에는 이렇게 계산하는 도구가 없습니다.",
    "all_heading": "{number}이(가) 나오는 방식 {n}가지 전체",
    "col_value": "값",
    "col_differs": "trec_eval과 다른 선택",
    "col_tools": "도구",
    "col_tool": "도구",
    "nothing": "시험한 조합 중에는 **{number}**이(가) 나오는 것이 없습니다. 가장 가까운 값입니다.",
    "nothing_hint": (
        "숫자가 이 지표, 이 목록의 값이 맞는지 확인해 봅니다. 도구가 이 검색이 시험하지 않는 "
        "선택을 썼을 수도 있습니다(아래 참고)."
    ),
    "chart_heading": "모든 계산 방식 사이에서 내 숫자의 위치",
    "chart_caption": (
        "막대는 그 값이 나오는 {measure} 계산 방식의 수입니다. 검은 선은 trec_eval 값, 빨간 선은 "
        "입력한 숫자입니다."
    ),
    "chart_value": "값",
    "chart_count": "방식 수",
    "covered": (
        "쿼리 {queries}개에서 {seconds}초 동안 조합 {combinations}개를 시험했습니다. 시험한 범위는 {parts}입니다. "
        "선택지가 하나뿐인 항목은 다른 선택지를 써도 이 데이터에서는 값이 같다는 뜻입니다."
    ),
    "covered_variant": "지표 계산법 {n}가지",
    "covered_k": "[[cutoff]] 1부터 {last}까지와 목록 전체",
    "covered_order": "동점 순서 {n}가지",
    "covered_float32": "점수 정밀도 {n}가지",
    "covered_level": "적합 기준 등급 {n}가지",
    "covered_seen": "검색되지 않은 항목을 보는 방식 {n}가지",
    "covered_empty": "[[relevant]]이(가) 없는 쿼리 처리 {n}가지",
    "covered_missing": "[[run]]에 없는 쿼리 처리 {n}가지",
    "covered_run_only": "[[run]]에만 있는 쿼리 처리 {n}가지",
    "not_tried": (
        "{max_k}보다 큰 [[cutoff]]은(는) 시험하지 않았습니다. 이 앱이 이름만 알리고 규칙을 모델로 "
        "옮기지 않은 도구({others})도 시험하지 않았으므로, 여기서는 어떤 값에도 그 도구들의 이름을 "
        "붙이지 않습니다."
    ),
    "printed_by": "이 {what}에서 이 값을 출력하는 도구는 {tools}입니다.",
    "printed_by_one": "이 {what}에서 이 값을 출력하는 도구는 {tools}입니다.",
    "consistent": (
        "{tools}도 이 값과 어긋나지 않습니다. 모두 동점 점수를 어떤 순서로 둘지 정해 두지 않은 "
        "도구라서, 이 {what}에서는 그 순서에 따라 각각 {low}부터 {high} 사이의 값을 출력합니다."
    ),
    "consistent_one": (
        "{tools}도 이 값과 어긋나지 않습니다. 동점 점수를 어떤 순서로 둘지 정해 두지 않은 도구라서, "
        "이 {what}에서는 그 순서에 따라 {low}부터 {high} 사이의 값을 출력합니다."
    ),
    "no_tool": "등록된 도구 가운데 이 {what}에서 이 값을 출력하는 도구는 없습니다.",
    "not_the_cause": (
        "소수 {decimals}자리까지 맞추면 계산 방식 {n}가지가 {number}을(를) 냅니다. 그러나 이 값을 출력하는 "
        "도구가 가리키는 방식은 없으므로 어느 것도 원인이라고 말하지 않습니다. 이 값 근처의 수는 "
        "약 {chance}이(가) 우연히 어떤 계산 방식과 맞습니다. 소수 자릿수를 더 주거나 쿼리별 값을 "
        "주면 가릴 수 있습니다. 아래는 trec_eval과 가까운 방식이며 참고로만 보아 주세요."
    ),
    "chance_backed": (
        "{number} 근처의 수는 약 {chance}의 비율로 우연히 어떤 계산 방식과 맞습니다. 위의 원인은"
        " 값만 보고 정한 것이 아니라 {number}을(를) 출력하는 도구에 근거합니다."
    ),
    "chance_settled": (
        "{number} 근처의 수는 약 {chance}의 비율로 우연히 어떤 계산 방식과 맞습니다. 이 비율이 "
        "{threshold}보다 낮을 때만 한 가지 방식을 원인으로 봅니다. 이 기준은 데이터에서 구한 값이 "
        "아니라 정해 둔 값입니다."
    ),
    "not_the_cause_one": (
        "계산 방식 한 가지가 {number}을(를) 내지만 원인이라고 단정할 수는 없습니다. 이 값을 출력하는 "
        "도구가 가리키는 방식이 아니고, 지표 이름이 말하는 곳과 다른 곳에서 자르거나 이 값 근처의 "
        "수는 약 {chance}이(가) 우연히 어떤 방식과 맞기 때문입니다. 참고로만 보아 주세요."
    ),
    "separate_unsettled": (
        "{a}과(와) {b}을(를) 가르는 결정은 이 값들만으로 가릴 수 없습니다. 우연일 수 있는 계산 방식에 기대야 "
        "하기 때문입니다. 소수 자릿수를 더 주거나 쿼리별 값을 주면 가릴 수 있습니다."
    ),
    **TOOLS_KO,
    "trec_name_k": "{name}",
    "unknown_measure": (
        "이 검색은 {name} 지표를 읽지 못합니다. 아래 이름은 대문자로 쓰든 소문자로 쓰든 모두 읽습니다."
    ),
    "lesson_variant_map": "평균 정밀도(AP)",
    "lesson_variant_P": "정밀도와 재현율",
    "lesson_variant_ndcg": "nDCG",
    "lesson_k_map": "평균 정밀도(AP)",
    "lesson_k_P": "정밀도와 재현율",
    "lesson_k_ndcg": "nDCG",
    "lesson_k_rr": "역순위(RR)",
    "lesson_k_recall": "정밀도와 재현율",
    "lesson_order": "라이브러리별 계산 방식",
    "lesson_float32": "라이브러리별 계산 방식",
    "lesson_level": "경계 사례 실험실",
    "lesson_seen": "라이브러리별 계산 방식",
    "lesson_seen_ndcg": "nDCG",
    "lesson_empty": "MAP",
    "lesson_missing": "MAP",
    "lesson_run_only": "MAP",
    "see_conventions": "도구별 규칙과 확인한 곳: 라이브러리별 계산 방식",
    **DECISIONS_KO,
}

T = Words(en=EN, ko=KO)

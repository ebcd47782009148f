"""Words of the shared ranking input (the sidebar)."""

from .lang import Words

EN = {
    "heading": "Your ranking",
    "intro": "Every lesson uses this list. Change it here and every table and chart follows.",
    "mode_label": "How to edit",
    "tab_type": "Type it",
    "tab_drag": "Drag it",
    "ranking_label": "Ranked items, rank 1 first",
    "ranking_help": "Separate items with commas, e.g. A, B, C, D, E. Names may be words in any script.",
    "labels_mode": "Labels",
    "mode_binary": "Relevant or not",
    "mode_graded": "Grades 0–3",
    "qrels_label": "Relevant items",
    "qrels_help": (
        "Items separated by commas; add a grade after a colon (B:2). A bare item means "
        "grade 1. Items that are not in the list are allowed: they are relevant but not retrieved."
    ),
    "table_label": "Or tick / grade them in a table",
    "col_rank": "rank",
    "col_item": "item",
    "col_relevant": "relevant",
    "col_grade": "grade",
    "not_retrieved_rank": "—",
    "table_note": "— in the rank column: relevant but not retrieved.",
    "drag_intro": "Drag items to reorder the list, or into the tray to make them relevant but not retrieved.",
    "drag_ranked": "Ranked list (rank 1 at the top)",
    "drag_tray": "Relevant, not retrieved",
    "drag_labels_intro": "Drag items between the boxes to label them.",
    "drag_bin_0": "Not relevant",
    "drag_bin_1_binary": "Relevant",
    "drag_bin_grade": "Grade {grade}",
    "drag_too_long": "Dragging works for lists of up to {limit} items; type this one instead.",
    "drag_empty": "The ranked list cannot be empty: keep at least one item in it.",
    "k_label": "Cutoff K",
    "k_help": "Only the top K ranks count. Starts at the list length.",
    "k_whole": "K follows the list length ({n}).",
    "k_shorter": "Only the top {k} of your {n} items count. Set K to {n} to use the whole list.",
    "k_longer": "K = {k} is more than the {n} item(s) in the list: the empty ranks count as misses.",
    "url_bad": "The link's scenario could not be read — {message}. Showing the default example instead.",
    "not_retrieved_note": "Relevant but not retrieved: {items}",
}

KO = {
    "heading": "내 순위 목록",
    "intro": "모든 레슨이 이 목록을 씁니다. 여기서 바꾸면 모든 표와 차트가 따라 바뀝니다.",
    "mode_label": "편집 방법",
    "tab_type": "직접 입력",
    "tab_drag": "끌어서 놓기",
    "ranking_label": "순위 목록 (1위부터)",
    "ranking_help": "항목을 쉼표로 구분하세요. 예: A, B, C, D, E. 어떤 문자로 된 이름도 됩니다.",
    "labels_mode": "적합도 판정",
    "mode_binary": "적합 / 부적합",
    "mode_graded": "등급 0–3",
    "qrels_label": "적합 항목",
    "qrels_help": (
        "쉼표로 구분한 항목. 콜론 뒤에 등급을 붙일 수 있습니다(B:2). 등급이 없으면 1입니다. "
        "목록에 없는 항목도 됩니다: 적합하지만 검색되지 않은 항목이 됩니다."
    ),
    "table_label": "또는 표에서 체크 / 등급 매기기",
    "col_rank": "순위",
    "col_item": "항목",
    "col_relevant": "적합",
    "col_grade": "등급",
    "not_retrieved_rank": "—",
    "table_note": "순위 열의 —: 적합하지만 검색되지 않음.",
    "drag_intro": "항목을 끌어서 순서를 바꾸거나, 아래 칸으로 옮겨 ‘적합하지만 검색되지 않음’으로 만드세요.",
    "drag_ranked": "순위 목록 (맨 위가 1위)",
    "drag_tray": "적합하지만 검색되지 않음",
    "drag_labels_intro": "항목을 상자 사이로 끌어서 적합도를 정하세요.",
    "drag_bin_0": "부적합",
    "drag_bin_1_binary": "적합",
    "drag_bin_grade": "등급 {grade}",
    "drag_too_long": "끌어서 놓기는 {limit}개 이하의 목록에서 됩니다. 이 목록은 직접 입력하세요.",
    "drag_empty": "순위 목록은 비어 있을 수 없습니다. 항목을 하나 이상 남겨 두세요.",
    "k_label": "상위 K (컷오프)",
    "k_help": "상위 K개 순위만 셉니다. 처음에는 목록 길이입니다.",
    "k_whole": "K가 목록 길이({n})를 따라갑니다.",
    "k_shorter": "{n}개 항목 중 상위 {k}개만 셉니다. 목록 전체를 쓰려면 K를 {n}으로 하세요.",
    "k_longer": "K = {k}가 목록의 항목 수 {n}보다 큽니다: 빈 순위는 놓친 것으로 셉니다.",
    "url_bad": "링크의 시나리오를 읽을 수 없습니다 — {message}. 대신 기본 예제를 보여 줍니다.",
    "not_retrieved_note": "적합하지만 검색되지 않음: {items}",
}

T = Words(en=EN, ko=KO)

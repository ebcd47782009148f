"""Words of the shared ranking input (the sidebar)."""

T = {
    "heading": "Your ranking",
    "intro": "Every lesson uses this list. Change it here and every table and chart follows.",
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
    "table_label": "Or tick / grade them here",
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
    "url_bad": "The link's scenario could not be read — {message}. Showing the default example instead.",
    "not_retrieved_note": "Relevant but not retrieved: {items}",
}

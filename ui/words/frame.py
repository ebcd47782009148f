"""Words of the frame: page titles, navigation sections."""

T = {
    "app_title": "Ranking metrics, step by step",
    "section_start": "Start",
    "section_lessons": "Lessons",
    "section_explore": "Explore",
    "page_home": "Home",
    "page_precision_recall": "Precision & Recall",
    "page_average_precision": "Average Precision",
    "page_reciprocal_rank": "Reciprocal rank & MRR",
    "page_map": "MAP (several queries)",
    "page_ndcg": "nDCG (graded)",
    "page_edge_cases": "Edge-case lab",
    "page_conventions": "Conventions",
    "page_batch": "Your own data",
    "page_quiz": "Quiz: test yourself",
}

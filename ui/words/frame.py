"""Words of the frame: page titles, navigation sections."""

T = {
    "app_title": "Ranking metrics, step by step",
    "section_start": "Start",
    "section_lessons": "Lessons",
    "section_explore": "Explore",
    "page_home": "Home",
    "page_precision_recall": "Precision & Recall",
    "page_average_precision": "Average Precision",
}

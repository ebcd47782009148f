"""Words of the conventions page."""

T = {
    "title": "Conventions: how each tool computes “the same” metric",
    "intuition": (
        "Ten well-known tools, five decisions each. Every rule below was read in the tool's own "
        "source or documentation; the last column says where."
    ),
    "col_tool": "tool",
    "col_precision": "P@k when the list is shorter than k",
    "col_ap": "AP divides by",
    "col_no_relevant": "a query with no relevant item",
    "col_ndcg": "nDCG gain and IDCG",
    "col_ties": "tied scores",
    "col_source": "where we checked",
    "sources_heading": "Where we checked each tool's rules",
    "sees_heading": "The hidden difference: who can see relevant items you did not retrieve?",
    "sees_body": (
        "trec_eval, ranx, ir-measures, Kaggle's apk, recommenders, RecBole and Evidently read the "
        "judgments separately, so a relevant item missing from the list still counts in m. "
        "scikit-learn, torchmetrics and TF-Ranking take one label per candidate: give them only "
        "your ranked list and they cannot know what is missing."
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

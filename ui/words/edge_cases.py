"""Words of the edge-case lab."""

T = {
    "title": "Edge-case lab",
    "intuition": (
        "The cases where metrics and libraries disagree, or give numbers that surprise. One click "
        "loads a case into the shared input; every metric for it is shown at once."
    ),
    "current_heading": "Every metric for your current list",
    "col_metric": "metric",
    "col_value": "value",
    "col_libraries": "who computes it this way",
    "gallery_heading": "The gallery",
    "load": "Load this case",
    "loaded": "Loaded — every metric above is for this case now.",
    "show_values": "What each metric returns here",
    "cases": {
        "edge_none": (
            "No relevant item at all",
            "Nothing can be found, so every trec_eval measure returns 0 and the query still counts in "
            "the mean. But Kaggle's apk returns **1.0** for an empty 'actual' list, and recommender "
            "libraries (Microsoft recommenders, RecBole, Evidently by default) leave such a user out "
            "of the mean entirely — three tools, three different MAPs for the same data.",
        ),
        "edge_short": (
            "K larger than the list",
            "Two items, both relevant, K = 5. trec_eval, ranx and ir-measures divide by K: P@5 = 0.4, "
            "the empty ranks count as misses. torchmetrics with adaptive_k and Evidently divide by the "
            "list length: 1.0.",
        ),
        "ex5": (
            "More relevant items than K (the heavy user)",
            "m = 20, K = 10 and all ten are relevant. AP ÷ m (trec_eval, ranx) can never exceed 0.5 "
            "here; truncated AP@K (Kaggle apk, recommenders map_at_k, RecBole) gives 1.0. Recall@10 "
            "is 0.5 too: half of what is relevant is missing — by design of K.",
        ),
        "edge_all": (
            "Every item relevant",
            "Every convention gives 1, even the wrong mean of P@i: it is the one case where "
            "averaging P@k over every rank cannot go wrong.",
        ),
        "ex1a": (
            "Relevant items never retrieved",
            "Z is relevant but not in the list. Tools that read the judgments separately (trec_eval, "
            "ranx, recommenders) count it: AP ÷ m = 0.3333. Tools that take one label per candidate "
            "(scikit-learn, torchmetrics, TF-Ranking) never see Z: they report AP = 0.5 for the very "
            "same list.",
        ),
        "edge_one": (
            "One item only",
            "A single relevant item at rank 1: every AP convention is 1, RR is 1, nDCG is 1. With "
            "one item there is nothing to average, so conventions cannot disagree.",
        ),
        "ex8": (
            "Binary vs graded labels",
            "Grades 3, 2, 3, 0, 1, 2. Binary metrics only ask 'grade ≥ 1?', so P@k and AP ignore "
            "the difference between 1 and 3; nDCG uses the grades (linear 0.9608, exponential 0.9488).",
        ),
        "ex8b": (
            "IDCG from the list vs from the judgments",
            "A grade-3 item was never retrieved. With IDCG from all judgments nDCG@6 = 0.8184; the "
            "common bug (IDCG from the list) still reports 0.9608, as if nothing were missing.",
        ),
    },
    "dup_heading": "Duplicated item in the ranking",
    "dup_body": (
        "A ranking that lists the same item twice has no single meaning. trec_eval stops with "
        "“duplicate docs”; pytrec_eval and ranx take the run as a dict, so only one score per "
        "document survives; Kaggle's apk skips the repeat (it counts as a miss but still uses up a "
        "rank). This app refuses it too, with a message:"
    ),
    "ties_heading": "Tied scores: how trec_eval breaks ties",
    "ties_body": (
        "trec_eval ignores the rank column and sorts by score; when scores tie, it orders documents "
        "by **name, in decreasing order**. So two runs with identical scores can score differently "
        "just because the relevant document has another name. Here three documents share the score "
        "1.0 and one of them is relevant:"
    ),
    "ties_row": "relevant document named {name!r}: trec_eval's order {order}, so recip_rank = {rr}",
    "ties_note": (
        "scikit-learn and torchmetrics' nDCG average over tied positions instead; TF-Ranking "
        "shuffles ties at random; torch.topk leaves the order unspecified. Break ties yourself "
        "before evaluating."
    ),
}

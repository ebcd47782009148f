"""Words of the MAP lesson."""

T = {
    "title": "MAP: mean average precision over several queries",
    "intuition": (
        "Compute average precision for each query (or user) separately, then take the plain mean: "
        "**every query counts the same**, however many relevant items it has."
    ),
    "sets_label": "Or load a ready-made set (it replaces the queries below):",
    "set_ex1": "Same items in two orders (MAP@5 = 0.275)",
    "set_ex3": "Two users (MAP = 0.565278)",
    "set_ex4": "Two queries (MAP = 0.532540)",
    "query_label": "q{n} · {tag}",
    "tag_yours": "yours",
    "tag_example": "example",
    "sidebar_note": "The sidebar edits {label} (highlighted).",
    "example_note": "{label} is the ready-made example “{title}”.",
    "map_label": "MAP (standard: each AP ÷ all its relevant items)",
    "map_tip": "The mean of the queries' AP ÷ m, as trec_eval's map reports it.",
    "map_sum": "MAP@{k} = ({terms}) / {n} = **{value}**: the plain mean of the AP of each query counted.",
    "report": (
        "**Which number should I report?** The standard MAP (each query's AP ÷ its number of "
        "relevant items m): it is what trec_eval's `map` and most IR papers mean. Recommender "
        "systems and Kaggle competitions usually report the truncated MAP@K (÷ min(m, K)) instead, "
        "because a user with more relevant items than K could never reach 1 otherwise. Never "
        "report the “mean of P@i”. Whichever you use, say which one."
    ),
    "editing": (
        "The sidebar edits **query {n}** of {total}. Click a row of the table below to edit "
        "another; “Add a query” adds a copy of this one for you to change."
    ),
    "add": "Add a query",
    "remove": "Remove this query",
    "too_many": "At most {limit} queries.",
    "table_heading": "Every query, every convention",
    "col_query": "query",
    "col_ranking": "ranking",
    "col_relevant": "relevant",
    "col_m": "m",
    "col_hits": "hits",
    "col_rr": "RR",
    "col_counted": "in the mean",
    "means_heading": "The same queries averaged four ways (K = {k}):",
    "rule_label": "A query with no relevant item…",
    "rule_zero": "scores 0 and counts (trec_eval)",
    "rule_skip": "is left out of the mean (recommender libraries)",
    "rule_effect": (
        "With this set: MAP ÷ m = **{zero}** when such queries count as 0, **{skip}** when they are "
        "left out ({n_empty} of {n} queries have no relevant item)."
    ),
    "rule_same": "No query here lacks relevant items, so the rule changes nothing. Add an empty one to see it.",
    "chart_heading": "Each query's AP, four ways",
    "chart_y": "AP",
    "query_heading": "{label}, step by step",
    "formula_heading": "The formula",
    "symbols": (
        "- **query** — one search (or one user) with its own ranked list and its own relevant items.\n"
        "- **AP** — average precision of one query (see the Average Precision lesson).\n"
        "- **m** — the number of relevant items of a query; **hits** — how many of them are in its top K.\n"
        "- **Q** — the queries counted (all of them, or only those with a relevant item).\n"
        "- **AP(q)** — the average precision of query q, under the chosen convention.\n"
        "- MAP is a *macro* average: a query with 1 relevant item weighs as much as one with 100."
    ),
}

"""Words of the MAP lesson."""

T = {
    "title": "MAP: mean average precision over several queries",
    "intuition": (
        "Compute average precision for each query (or user) separately, then take the plain mean: "
        "**every query counts the same**, however many relevant items it has."
    ),
    "sets_label": "Ready-made sets",
    "set_ex1": "Example 1: the same items in two orders (MAP@5 ÷ min(m, K) = 0.275)",
    "set_ex3": "Example 3: two users (MAP = 0.565278)",
    "set_ex4": "Example 4: two queries (MAP = 0.532540)",
    "editing": "The sidebar now edits **query {n}** of {total}. Click a row of the table to edit another.",
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
    "means_heading": "The means (K = {k})",
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
    "query_heading": "Query {n}, step by step",
    "formula_heading": "The formula",
    "symbols": (
        "- **Q** — the queries counted (all of them, or only those with a relevant item).\n"
        "- **AP(q)** — the average precision of query q, under the chosen convention.\n"
        "- MAP is a *macro* average: a query with 1 relevant item weighs as much as one with 100."
    ),
}

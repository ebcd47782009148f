"""Display labels of the step-table columns computed by :mod:`metrics`."""

T = {
    "rank": "rank k",
    "item": "item",
    "grade": "grade",
    "rel": "rel(k)",
    "hits": "hits in top k",
    "precision": "P@k",
    "rel_precision": "rel(k)·P@k",
    "sum_rel_precision": "Σ rel·P so far",
    "recall": "R@k",
    "hit": "Hit@k",
    "f1": "F1@k",
    "ap": "AP so far (÷ m)",
    "gain": "gain",
    "discount": "log2(k+1)",
    "discounted_gain": "gain / log2(k+1)",
    "dcg": "DCG@k",
    "first": "first relevant",
    "rr": "RR so far",
}

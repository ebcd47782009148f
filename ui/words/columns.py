"""Display labels of the step-table columns computed by :mod:`metrics`, and
what each one means (shown when the pointer rests on its header)."""

T = {
    "rank": "rank k",
    "item": "item",
    "grade": "grade",
    "rel": "relevant? rel(k)",
    "hits": "hits in top k",
    "precision": "P@k",
    "rel_precision": "added to S: rel(k)·P@k",
    "sum_rel_precision": "running sum S",
    "recall": "R@k",
    "hit": "Hit@k",
    "f1": "F1@k",
    "ap": "AP so far (÷ m)",
    "gain": "gain",
    "discount": "log2(k+1)",
    "discounted_gain": "gain / log2(k+1)",
    "dcg": "DCG@k",
    "first": "first relevant?",
    "rr": "RR so far",
}

HELP = {
    "rank": "The position in the list: 1 is the top.",
    "item": "The item at this rank, as you typed it.",
    "grade": "How relevant the item is: 0 = not relevant, 1–3 = relevant (3 = most).",
    "rel": "1 if the item at this rank is relevant (grade 1 or more), else 0.",
    "hits": "How many relevant items are in the top k so far.",
    "precision": "Precision at k: the relevant items in the top k divided by k (the bar shows it; green where the item is relevant).",
    "rel_precision": "What this rank adds to the sum S: P@k if the item is relevant, else 0.",
    "sum_rel_precision": "S: the precision at every relevant rank so far, added up.",
    "recall": "Recall at k: the relevant items in the top k divided by m, all relevant items.",
    "ap": "S so far divided by m, all relevant items (found or not).",
    "gain": "What the item is worth: its grade (linear) or 2^grade − 1 (exponential).",
    "discount": "How much lower ranks are shrunk: log2(k + 1) is 1 at rank 1, 1.585 at rank 2, 2 at rank 3…",
    "discounted_gain": "What this rank adds to DCG: gain divided by the discount.",
    "dcg": "Discounted cumulative gain: the sum of gain / log2(k+1) down to this rank.",
    "first": "✓ at the first relevant item: RR only looks at that one.",
    "rr": "Reciprocal rank so far: 1 / rank of the first relevant item, 0 until one is found.",
}

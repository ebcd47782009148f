"""Words of the nDCG lesson."""

T = {
    "title": "nDCG: graded relevance, discounted by rank",
    "intuition": (
        "Each item earns its **gain** (from its grade), shrunk by how far down it sits; DCG adds "
        "those up, and nDCG divides by the best DCG any order of the judged items could reach."
    ),
    "graded_hint": (
        "Tip: switch the sidebar's labels to **Grades 0–3** to give items different grades. With "
        "only 0/1 labels, linear and exponential gain agree."
    ),
    "guess_question": "**Your guess:** what is nDCG@{k} of this list ({gain})?",
    "gain_label": "Gain",
    "gain_linear": "linear: gain = grade (trec_eval)",
    "gain_exponential": "exponential: gain = 2^grade − 1 (Burges et al.)",
    "values_heading": "At K = {k}",
    "dcg": "DCG@K",
    "idcg": "IDCG@K",
    "ndcg": "nDCG@K",
    "ndcg_formula": "nDCG@{k} = {dcg} / {idcg} = **{ndcg}**",
    "walk_heading": "Walk through it, one rank at a time",
    "step": (
        "Rank {k}: {item} has grade {grade} → gain {gain}; discount log2({k}+1) = {disc}, so it adds "
        "{gain} / {disc} = {contrib}. DCG@{k} = {dcg}."
    ),
    "step_empty": "Rank {k}: nothing here (the list has only {n} item(s)); it adds 0. DCG@{k} = {dcg}.",
    "step_final": (
        "That was the last rank (K = {k}): **DCG@{k} = {dcg}**; the best possible order scores "
        "IDCG@{k} = {idcg}, so **nDCG@{k} = {dcg} / {idcg} = {ndcg}**."
    ),
    "step_final_none": (
        "That was the last rank (K = {k}): DCG@{k} = {dcg}, but no judged item has a positive "
        "grade (IDCG = 0), so **nDCG = 0** by convention."
    ),
    "ideal_heading": "The ideal order (all judged items, best first)",
    "ideal_caption": "IDCG@K is the DCG of this order: the most any list of K items could score.",
    "ideal_empty": "No item has a positive grade, so IDCG = 0 and nDCG = 0 by convention.",
    "gains_heading": "Linear or exponential gain?",
    "gains_body": (
        "Linear gain (trec_eval, scikit-learn, ranx `ndcg`) treats grade 3 as three times grade 1. "
        "Exponential gain 2^g − 1 (Burges et al. 2005; ranx `ndcg_burges`, LightGBM, XGBoost, "
        "TF-Ranking) makes grade 3 worth 7 and grade 1 worth 1, so getting the very best items on "
        "top matters far more. With only 0/1 grades they are identical."
    ),
    "gains_now": "For your list: linear nDCG@{k} = **{lin}**, exponential nDCG@{k} = **{exp}** (difference {diff}).",
    "ideal_bug_heading": "IDCG from all judgments, or from the retrieved list?",
    "ideal_bug_body": (
        "The ideal must come from **every judged item**, retrieved or not. A common bug sorts the "
        "returned list's own grades to get the ideal: relevant items that were never retrieved then "
        "vanish from the ideal, and a list that misses the best items can still score 1."
    ),
    "ideal_bug_now": (
        "For your list: IDCG from all judgments = {good_idcg} → nDCG = **{good}**; IDCG from the list = "
        "{bad_idcg} → nDCG = **{bad}**."
    ),
    "ideal_bug_missing": "Relevant but not retrieved here: {items}.",
    "load_ex8": "Load worked example 8 (grades 3, 2, 3, 0, 1, 2)",
    "load_ex8b": "Add a grade-3 item that was never retrieved",
    "charts_heading": "The discount, and what each rank adds",
    "discount_title": "1 / log2(k+1)",
    "contrib_title": "gain / log2(k+1)",
    "x": "rank k",
    "formula_heading": "The formulas, symbol by symbol",
    "symbols": (
        "- **grade** — how relevant an item is, from 0 (not at all) to 3 (perfect).\n"
        "- **K** — the cutoff: only ranks 1…K count.\n"
        "- **gᵢ** (gain) — what the item at rank i is worth: its grade, or 2^grade − 1.\n"
        "- **log2(i+1)** — the discount: 1 at rank 1, 1.585 at rank 2, 2 at rank 3, …\n"
        "- **DCG@K** — the sum of gᵢ / log2(i+1) over the top K.\n"
        "- **IDCG@K** — the DCG@K of the best order of all judged items.\n"
        "- **nDCG@K** — DCG@K / IDCG@K, between 0 and 1."
    ),
}

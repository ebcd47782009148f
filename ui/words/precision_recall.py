"""Words of the Precision & Recall lesson."""

T = {
    "title": "Precision & Recall @k",
    "intuition": (
        "Cut the list after K items. **Precision@K** asks how much of what you showed is relevant; "
        "**Recall@K** asks how much of what is relevant you showed."
    ),
    "guess_question": "**Your guess:** what is P@{k}, the precision of the top {k}?",
    "cards_heading": "At K = {k}",
    "answers": {
        "precision": "Of the top {k} shown, what fraction is relevant? {hits}/{k}",
        "recall": "Of all {m} relevant items, what fraction is in the top {k}? {hits}/{m}",
        "hit": "Is at least one relevant item in the top {k}?",
        "f1": "One number balancing the two: 2·P·R / (P + R).",
    },
    "walk_heading": "Walk through it, one rank at a time",
    "step_relevant": (
        "Rank {k}: {item} is relevant — {hits} relevant in the top {k}, so P@{k} = {hits}/{k} = {p} "
        "and R@{k} = {hits}/{m} = {r}."
    ),
    "step_not_relevant": (
        "Rank {k}: {item} is not relevant — still {hits} relevant in the top {k}, so P@{k} = {hits}/{k} = {p} "
        "falls while R@{k} = {hits}/{m} = {r} stays."
    ),
    "step_empty": (
        "Rank {k}: nothing here — the list has only {n} item(s). trec_eval still divides by {k}: "
        "P@{k} = {hits}/{k} = {p}; R@{k} = {r}."
    ),
    "step_final": (
        "That was the last rank (K = {k}): **P@{k} = {hits}/{k} = {p}** and "
        "**R@{k} = {hits}/{m} = {r}**."
    ),
    "no_relevant_note": "There is no relevant item (m = 0), so recall is 0 by convention.",
    "chart_heading": "Precision and recall as K grows",
    "chart_caption": (
        "Recall can only go up as K grows; precision goes down at every non-relevant item and up at "
        "every relevant one."
    ),
    "chart_x": "K",
    "short_heading": "The pitfall: a list shorter than K",
    "short_body": (
        "If only {n} item(s) came back and K = {k}, what is P@K? trec_eval (and pytrec_eval, ranx, "
        "ir-measures) divide by K anyway: the missing ranks count as misses, so P@{k} = {hits}/{k} = {p_k}. "
        "Some libraries (torchmetrics with adaptive_k) divide by the list length instead: "
        "{hits}/{d} = {p_len}. Neither is a bug, but they answer different questions — “how good is a "
        "page of K slots?” versus “how good is what was returned?” — so say which one you report."
    ),
    "short_now_same": "Your list has {n} items and K = {k}, so both conventions agree here ({p}).",
    "load_short": "Load a short list (2 items, K = 5)",
    "formula_heading": "The formulas, symbol by symbol",
    "symbols": (
        "- **K** — the cutoff: only ranks 1…K count.\n"
        "- **rel(i)** — 1 if the item at rank i is relevant, else 0.\n"
        "- **hits** — the relevant items in the top K: Σ rel(i) for i = 1…K.\n"
        "- **m** — every relevant item, including those never retrieved.\n"
        "- **P@K** — hits / K.  **R@K** — hits / m.  **Hit@K** — 1 if hits > 0.  "
        "**F1@K** — 2·P·R / (P + R)."
    ),
    "empty": "The list is empty.",
}

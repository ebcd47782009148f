"""Words of the Average Precision lesson."""

T = {
    "title": "Average Precision",
    "intuition": (
        "Average precision asks: **each time you find a relevant item, how clean is the list so "
        "far?** — and averages those moments over the relevant items."
    ),
    "guess_question": "**Your guess:** what is the standard AP (÷ m) of this list at K = {k}?",
    "guess_what": "Standard AP",
    "computed_by": "as in {libs}",
    "computed_by_none": "no library: a misreading",
    "report": (
        "**Which number should I report?** The **standard AP** (÷ m, all relevant items): it is "
        "trec_eval's `map` and what search papers mean by AP and MAP. Recommender systems and "
        "Kaggle usually report the **truncated AP@K** (÷ min(m, K)), which can still reach 1 when "
        "there are more relevant items than K. Never the “mean of P@i”. Whichever you use, say "
        "which one."
    ),
    "tab_walk": "Step by step",
    "tab_side": "Four ways side by side",
    "tab_why": "Why ÷ m, and when ÷ min(m, K)",
    "tab_whatif": "What if?",
    "tab_formulas": "Formulas and code",
    "walk_heading": "Walk through it, one rank at a time",
    "step_relevant": (
        "Rank {k}: {item} is relevant — {hits} relevant in the top {k}, so P@{k} = {hits}/{k} = {p}, "
        "and it counts because {item} is relevant."
    ),
    "step_not_relevant": (
        "Rank {k}: {item} is not relevant — {hits} relevant in the top {k}, so P@{k} = {hits}/{k} = {p}, "
        "but it does not count: only relevant ranks add to the sum."
    ),
    "step_empty": (
        "Rank {k}: nothing here — the list has only {n} item(s), so this rank is a miss; "
        "P@{k} = {hits}/{k} = {p}."
    ),
    "step_sum": "Sum so far: S = {terms} = {s}.",
    "step_sum_none": "Sum so far: S = 0 (no relevant item yet).",
    "step_final": (
        "That was the last rank (K = {k}): **S = {s}**, and m = {m} relevant item(s) in all, "
        "so **AP = {s} / {m} = {ap}**."
    ),
    "step_final_none": (
        "That was the last rank (K = {k}): S = {s}, but there is no relevant item at all (m = 0), "
        "so **AP = 0** by convention."
    ),
    "chart_heading": "Precision at every rank",
    "chart_caption": (
        "“Mean of P@i” averages every bar. The three real ones add up only the green bars "
        "(the ranks where a relevant item sits) and differ in what they divide by."
    ),
    "walk_bar_note": (
        "The shading in each P@k cell is its value, green where the item is relevant: "
        "AP adds up exactly the green ones. All ranks as a chart: see “{side}”."
    ),
    "chart_x": "rank k",
    "chart_y": "P@k",
    "chart_item": "item",
    "chart_relevant": "relevant (counts)",
    "chart_not_relevant": "not relevant",
    "side_heading": "Four ways to average — side by side",
    "side_intro": (
        "All four start from the same ranks. The three real ones add up S = Σ rel(k)·P@k over the "
        "top K and differ only in what they divide by; the first one is a misreading."
    ),
    "sum_label": "With this list:",
    "rows_label": "Rows used: {rows}",
    "rows_all": "every rank 1–{k}",
    "rows_relevant": "relevant ranks {ranks}",
    "rows_none": "none (no relevant item in the top K)",
    "libs_label": "Who computes it this way:",
    "divisor_zero": "The divisor ({what}) is 0, so the value is 0 by convention.",
    "divisor_m": "m",
    "divisor_min_m_k": "min(m, K)",
    "divisor_hits": "The number of hits",
    "divisor_mean_p": "K",
    "wrong_badge": ":red-badge[✗ wrong]",
    "right_badge": ":green-badge[✓ correct]",
    "variant_note_mean_p": "Averages P@k over every rank, relevant or not.",
    "variant_note_m": "Divides by every relevant item, found or not (m = {m}).",
    "variant_note_min_m_k": "Divides by min(m, K) = min({m}, {k}) = {d}: the most hits the top K could hold.",
    "variant_note_hits": "Divides by the relevant items found in the top K ({d}). Missing items cost nothing.",
    "highlight_label": "Highlight the rows used by",
    "bars_title": "value",
    "why_heading": "Why “mean of P@i” is wrong",
    "why_body": (
        "Take the list a, b, c, d, e. A **light user** for whom only c is relevant gets a real "
        "AP of {light_ap} (one relevant item, found at rank 3: 1/3). The “mean of P@i” gives "
        "{light_mean}, because it also averages P@1 = 0 and P@2 = 0 before c was found, and P@4, "
        "P@5 after it. Judge the same list for a **heavier user** for whom a and c are relevant: "
        "AP = {heavy_ap}, mean of P@i = {heavy_mean}. The wrong one rewards non-relevant items that "
        "come after relevant ones (P@4 and P@5 still count), punishes lists for having fewer "
        "relevant items than K, and reaches 1 only if every position is relevant."
    ),
    "load_light": "Load the light user",
    "load_heavy_light": "Load the heavier user",
    "mk_heading": "When ÷ m and ÷ min(m, K) differ",
    "mk_body": (
        "They differ only when there are more relevant items than K (m > K). A user with m = 20 "
        "relevant items shown a top-10 list that is all relevant gets AP ÷ m = 10/20 = {heavy_m}: "
        "no top-10 list could do better, yet the score says “half”. Truncated AP@10 divides by "
        "min(20, 10) = 10 and gives {heavy_trunc}. Kaggle's apk uses min(m, K) for this reason; "
        "trec_eval keeps ÷ m because it measures how much of *everything* relevant was found."
    ),
    "mk_now_same": "In your scenario m = {m} ≤ K = {k}, so both give {value}.",
    "mk_now_differ": "In your scenario m = {m} > K = {k}: ÷ m gives {vm}, ÷ min(m, K) gives {vk}.",
    "load_heavy": "Load the heavy user (m = 20, K = 10)",
    "formula_heading": "The formulas, symbol by symbol",
    "symbols": (
        "- **k** — a rank position: 1 is the top of the list.\n"
        "- **K** — the cutoff: only ranks 1…K count.\n"
        "- **rel(k)** — 1 if the item at rank k is relevant, else 0.\n"
        "- **P@k** — precision at k: the relevant items in the top k, divided by k.\n"
        "- **m** — the number of relevant items in all, including those never retrieved.\n"
        "- **S** — the sum of rel(k)·P@k over k = 1…K: the precision at each relevant rank.\n"
        "- **hits** — the relevant items found in the top K."
    ),
}

"""Words of the Reciprocal Rank lesson."""

T = {
    "title": "Reciprocal rank and MRR",
    "intuition": (
        "Reciprocal rank asks one thing only: **how far down is the first relevant item?** "
        "At rank 1 it scores 1, at rank 2 it scores 1/2, at rank 10 it scores 1/10."
    ),
    "guess_question": "**Your guess:** what is the reciprocal rank (RR) of this list?",
    "value_label": "Reciprocal rank",
    "first_at": "The first relevant item, {item}, is at rank {rank}: RR = 1/{rank} = {value}.",
    "none_found": "No relevant item in the top {k}: RR = 0 by convention.",
    "walk_heading": "Walk through it, one rank at a time",
    "step_before": "Rank {k}: {item} is not relevant — still searching; RR so far = 0.",
    "step_first": "Rank {k}: {item} is the first relevant item — RR = 1/{k} = {rr}. Everything below is ignored.",
    "step_after_rel": "Rank {k}: {item} is relevant too, but RR already stopped at rank {first}: it adds nothing.",
    "step_after": "Rank {k}: {item} — RR already stopped at rank {first}.",
    "step_empty": "Rank {k}: nothing here (the list has only {n} item(s)).",
    "step_final": "That was the last rank (K = {k}): the first relevant item is at rank {first}, so **RR = 1/{first} = {value}**.",
    "step_final_none": "That was the last rank (K = {k}) and no relevant item came up, so **RR = 0**.",
    "chart_heading": "What RR would be for each position of the first relevant item",
    "chart_caption": "The curve 1/k falls fast: moving the first hit from rank 1 to 2 halves RR, from 9 to 10 barely changes it.",
    "chart_x": "rank of the first relevant item",
    "chart_y": "RR",
    "chart_here": "your list",
    "blind_heading": "Why RR ignores everything after the first hit",
    "blind_body": (
        "Two lists of five items, both with a relevant item at rank 1, so both have RR = {rr}. "
        "In list A every item is relevant; in list B only the first is (and two more relevant items "
        "were never retrieved). Their average precision tells them apart: AP(A) = {ap_a}, "
        "AP(B) = {ap_b}. Use RR when only the first good answer matters (a known-item search, a "
        "question with one answer); use AP or nDCG when the whole list matters."
    ),
    "mrr_heading": "MRR: the mean over several queries",
    "mrr_body": (
        "MRR averages RR over queries. A query with no relevant item scores 0 and counts "
        "(trec_eval's rule). For the query set on the MAP page:"
    ),
    "mrr_value": "MRR = ({terms}) / {n} = **{value}**",
    "mrr_link": "Edit the query set on the MAP page",
    "formula_heading": "The formulas, symbol by symbol",
    "symbols": (
        "- **K** — the cutoff: only ranks 1…K count.\n"
        "- **rank₁** — the rank of the first relevant item within the top K.\n"
        "- **RR** — 1 / rank₁, or 0 if there is no relevant item in the top K.\n"
        "- **|Q|** — the number of queries; **MRR** — the mean of their RR."
    ),
}

"""Words of the Quiz page."""

T = {
    "title": "Quiz: test yourself",
    "intro": (
        "Short questions about small made-up lists, each aimed at a mistake people often make. "
        "Work it out on paper, answer, then press **Check**: you get the right value, why, and a "
        "link that opens the list in its lesson at the step that matters."
    ),
    "progress": "Question {n} · score {right} of {answered} answered",
    "seed_note": "This quiz's number is {seed}: the link in the address bar gives anyone the same questions.",
    "new_quiz": "Start a new quiz",
    "ranking": "Ranked list (rank 1 first):",
    "relevant": "Relevant items:",
    "grades": "Grades (0 = not relevant, 3 = perfect):",
    "not_retrieved": " — {items} never made it into the list",
    "k": "Cutoff K = {k}.",
    "answer_number": "Your answer (a number such as 0.25, or a fraction such as 1/4)",
    "answer_choice": "Your answer",
    "check": "Check",
    "next": "Next question",
    "no_answer": "Type or pick an answer first, then press Check.",
    "right": "Right! The answer is **{answer}**.",
    "wrong": "Not quite: you answered **{given}**, the answer is **{answer}**{off}.",
    "off": " ({diff} too {direction})",
    "high": "high",
    "low": "low",
    "open_lesson": "Open this list in the lesson, at step {step}",
    "open_other": "Open the other order in the lesson",
    # The questions, one per kind.
    "q_ap_m": "What is the **standard average precision** (AP ÷ m) of this list?",
    "q_ap_trunc": "What is the **truncated AP@K** (÷ min(m, K)) of this list?",
    "q_p_short": "The system returned only these items. What is **P@{k}** as trec_eval computes it?",
    "q_rr": "What is the **reciprocal rank** (RR) of this list?",
    "q_ndcg": "What is **nDCG@{k}** with linear gain (gain = grade)?",
    "q_idcg_source": (
        "Item Z (grade 3) was judged but never retrieved. Which of these is the correct "
        "**nDCG@{k}** (linear gain)?"
    ),
    "q_which_convention": (
        "A library reports **{shown}** as the average precision of this list at K = {k}. "
        "Which way of averaging gives exactly that?"
    ),
    "q_which_order": (
        "The same items and labels in two orders. Which order has the higher **standard AP**?"
    ),
    "order_first": "First order",
    "order_second": "Second order",
    "first_list": "First order:",
    "second_list": "Second order:",
    "choice_judgments": "{value}",
    "choice_ranking": "{value}",
    "conv_mean_p": "“Mean of P@i” over every rank (a common mistake)",
    "conv_m": "Standard AP: ÷ m, all relevant items",
    "conv_min_m_k": "Truncated AP@K: ÷ min(m, K)",
    "conv_hits": "÷ hits, the relevant items found",
    # Why, per kind.
    "why_ap_m": (
        "Add P@k at each relevant rank to get S, then divide by **m = {relevant}**, every relevant "
        "item — including the ones never retrieved. Here S = {s}, so AP = {s} / {relevant} = {m}. "
        "Dividing by the hits gives {hits}; averaging P@k over every rank gives {mean_p}."
    ),
    "why_ap_trunc": (
        "There are m = {relevant} relevant items but only K = {k} slots, so the truncated AP@K "
        "divides S = {s} by min(m, K) = {d}: {s} / {d} = {min_m_k}. Standard AP (÷ m) gives {m}."
    ),
    "why_p_short": (
        "trec_eval divides by K even when fewer than K items came back: the {missing} empty "
        "rank(s) count as misses, so P@{k} = {hits}/{k}. Dividing by the list length gives "
        "{by_length}, which is a different convention (torchmetrics' adaptive_k)."
    ),
    "why_rr": (
        "The first relevant item is at rank {first}, so RR = 1/{first}. The other relevant items "
        "below it change nothing."
    ),
    "why_ndcg": (
        "Add grade / log2(rank + 1) down the list to get DCG, then divide by the DCG of the best "
        "order of these grades (IDCG = {idcg}). Exponential gain (2^grade − 1) would give {exp}."
    ),
    "why_idcg_source": (
        "The ideal order must include every judged item, retrieved or not: with Z it gives "
        "{judgments}. Building the ideal from the returned list alone forgets Z and gives "
        "{ranking}, which flatters a list that missed the best item."
    ),
    "why_which_convention": (
        "For this list: mean of P@i = {mean_p}, ÷ m = {m}, ÷ min(m, K) = {min_m_k}, ÷ hits = {hits} "
        "(m = {relevant}, K = {k})."
    ),
    "why_which_order": (
        "Standard AP: first order {first}, second order {second}. What counts is how early the "
        "relevant items come. (The wrong “mean of P@i” would give {first_mean_p} and "
        "{second_mean_p}.)"
    ),
    "bad_number": "{message}",
}

"""Titles and one-line notes of the ready-made examples (ids from metrics.examples)."""

T = {
    "ex1a": (
        "Same items, two orders (A)",
        "B and D are relevant, and so is Z, which was never retrieved (m = 3). AP ÷ m = 0.333333, AP ÷ hits = 0.5, mean of P@i = 0.346667.",
    ),
    "ex1b": (
        "Same items, two orders (B)",
        "The same items and judgments, relevant ones pushed down: AP ÷ m = 0.216667, mean of P@i = 0.13.",
    ),
    "ex2": (
        "Movies: 5 relevant, 3 found",
        "Two relevant movies were never recommended: AP ÷ m = 0.4 but AP ÷ hits = 0.666667.",
    ),
    "ex2b": (
        "Movies, reordered",
        "The three found movies moved to the top: AP ÷ m = 0.6.",
    ),
    "ex2c": (
        "Movies: relevant only at ranks 4 and 6",
        "m = 5: AP ÷ m = 0.116667 (a tutorial rounds this to 0.11).",
    ),
    "ex3u1": (
        "Two users: user 1",
        "Relevant at ranks 1, 3 and 4: AP = 0.805556.",
    ),
    "ex3u2": (
        "Two users: user 2",
        "Relevant at ranks 4 and 5: AP = 0.325.",
    ),
    "ex4q1": (
        "Two queries: q1",
        "Relevant at ranks 1, 3, 6, 9, 10: AP = 0.622222.",
    ),
    "ex4q2": (
        "Two queries: q2",
        "Relevant at ranks 2, 5, 7: AP = 0.442857.",
    ),
    "ex5": (
        "The heavy user (m = 20, K = 10)",
        "All ten recommendations are relevant, yet AP ÷ m = 0.5: it can never be higher here. Truncated AP@10 = 1.",
    ),
    "ex6a": (
        "Light user: one relevant item",
        "Only c is relevant: AP = 0.333333, but mean of P@i = 0.156667.",
    ),
    "ex6b": (
        "Same list, two relevant items",
        "a and c are relevant: AP = 0.833333, mean of P@i = 0.613333.",
    ),
    "ex7": (
        "Multi-label emotions (Korean)",
        "기쁨 and 즐거움 are relevant: P@1..P@6 = 1, 1/2, 1/3, 2/4, 2/5, 2/6.",
    ),
    "ex8": (
        "Graded relevance (0–3)",
        "Grades 3, 2, 3, 0, 1, 2: nDCG@6 = 0.960808 with linear gain.",
    ),
    "ex8b": (
        "Graded, with a grade-3 item never retrieved",
        "d7 (grade 3) was not retrieved: nDCG@6 drops to 0.818354 — unless IDCG is wrongly built from the list alone.",
    ),
    "edge_none": (
        "Edge case: nothing is relevant",
        "No relevant item at all: every convention returns 0 (there is nothing to find).",
    ),
    "edge_short": (
        "Edge case: K larger than the list",
        "Two items, both relevant, K = 5: P@5 = 2/5 = 0.4, because trec_eval counts the three empty ranks as misses.",
    ),
    "edge_all": (
        "Edge case: every item relevant",
        "Every item is relevant: every convention gives 1 — even the wrong one.",
    ),
    "edge_one": (
        "Edge case: one item only",
        "A single relevant item at rank 1: all four conventions agree on 1.",
    ),
}

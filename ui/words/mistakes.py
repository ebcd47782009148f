"""What a wrong number most likely came from: one sentence per known mistake,
shared by the quiz and the lessons' "guess first"."""

T = {
    "hits": "You divided by the hits (the relevant items found); standard AP divides by m, all relevant items.",
    "mean_p": "You averaged P@k over every rank; only the relevant ranks count.",
    "m": "You divided by m; the truncated AP@K divides by min(m, K).",
    "min_m_k": "You divided by min(m, K): that is the truncated AP@K, a different convention; standard AP divides by m.",
    "by_length": "You divided by the list length; trec_eval divides by K.",
    "recall": "That is recall (÷ m, all relevant items); precision divides by K.",
    "exp": "You used exponential gain (2^grade − 1); this asks for linear gain.",
    "linear": "You used linear gain (gain = grade); this asks for exponential gain.",
    "list_idcg": "You built the ideal order from the returned list only; it must include every judged item.",
}

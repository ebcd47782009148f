"""How well-known tools compute the same metrics, as data, and the current
scenario scored the way each would score it.

Each rule below was read in the tool's own source or documentation (the
``source`` field says where) and, for trec_eval / pytrec_eval,
scikit-learn and ranx, also checked by running the tool in the tests (the
``checked`` field says so).

One distinction matters as much as any formula: tools that take the
judgments separately (qrels, "actual" lists, ground-truth tables) know about
relevant items that were never retrieved; tools that take one label per
*candidate* (scikit-learn, torchmetrics, TF-Ranking) only see the list you
give them, so m becomes "relevant items in the list" and IDCG comes from the
list.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .ap import average_precision
from .cumulative_gain import ndcg
from .precision import precision_at_k
from .rank import reciprocal_rank


@dataclass(frozen=True)
class Tool:
    """One tool's conventions.

    The text fields describe the rule; the remaining fields say how to
    reproduce it with this library (``None`` = the tool has no such metric).
    """

    id: str
    name: str
    precision: str
    ap: str
    no_relevant: str
    ndcg: str
    ties: str
    source: str
    #: A note on the source in words (versions, where releases differ).
    note: str = ""
    #: How the rule was checked beyond reading ``source``: ``"read"`` (only
    #: read), ``"oracle"`` (pytrec_eval-terrier is an oracle of the tests),
    #: ``"ran"`` (the tool itself runs in the tests).
    checked: str = "read"
    sees_unretrieved: bool = True  # False: only labels of the listed candidates
    p_denominator: str | None = "k"
    ap_convention: str | None = "m"
    ap_cutoff: bool = True  # False: AP over the whole list (no K)
    no_relevant_ap: float | None = 0.0  # None: the query is left out
    ndcg_gain: str | None = "linear"  # "linear", "exponential", "binary"
    has_rr: bool = True
    has_recall: bool = True
    #: How tied scores are ordered: "trec" (document name Z to A), "file"
    #: (the order given); None: unspecified, random or not documented.
    tie_order: str | None = None
    #: Scores read as 32-bit floats (True), doubles (False); None: either
    #: (trec_eval 10 reads doubles, pytrec_eval's trec_eval 9 floats).
    float32: bool | None = None
    #: The lowest relevant grade; None: an option (trec_eval -l).
    relevance_level: int | None = 1
    #: A judged query the run lacks: "skip" (left out), "zero" (scored 0);
    #: None: an option or not documented.
    missing: str | None = None


TOOLS: tuple[Tool, ...] = (
    Tool(
        "trec_eval", "trec_eval / pytrec_eval",
        "÷ k, even when fewer than k were retrieved (P_k)",
        "÷ m, all relevant judged (map, map_cut_k)",
        "scores 0 on every measure and counts in the mean",
        "gain = grade (linear); IDCG from all judgments",
        "score descending, then docno descending (strcmp); the rank column is ignored",
        "usnistgov/trec_eval: form_res_rels.c (comp_sim_docno), m_P.c, m_map.c, m_ndcg_cut.c",
        checked="oracle", tie_order="trec", relevance_level=None,
    ),
    Tool(
        "ir_measures", "ir-measures",
        "÷ k (P@k, computed by pytrec_eval)",
        "÷ m (AP, computed by pytrec_eval)",
        "as trec_eval: 0, counted",
        "as trec_eval: linear gain, IDCG from all judgments",
        "as trec_eval (it runs pytrec_eval for these measures)",
        "ir-measures.net: P, AP, nDCG, RR",
        note="computed by its pytrec_eval provider",
        tie_order="trec", float32=True, relevance_level=None, missing="zero",
    ),
    Tool(
        "ranx", "ranx",
        "÷ k (precision: hits / k)",
        "÷ m (sum of P@r over relevant ranks / total relevant)",
        "0 (average_precision returns 0.0 when the query has no relevant document)",
        "ndcg: linear gain (Järvelin); ndcg_burges: 2^g − 1; IDCG from qrels",
        "by score; tied documents keep the order the run gives them (measured: c, b, a all "
        "scored 1 with a relevant gives RR 1/3; a, b, c gives 1)",
        "AmenRa/ranx: ranx/metrics/average_precision.py, precision.py, ndcg.py",
        note="ranx 0.3.21", checked="ran", tie_order="file",
    ),
    Tool(
        "sklearn", "scikit-learn",
        "no P@k for rankings",
        "average_precision_score over the candidates given: ÷ relevant among them, no cutoff",
        "average_precision_score warns and returns 0; ndcg_score returns 0",
        "ndcg_score: gain = y_true (linear); IDCG from the candidates given",
        "tied scores are averaged (ndcg_score ignore_ties=False; AP treats a tie as one threshold)",
        "scikit-learn: sklearn/metrics/_ranking.py (average_precision_score, ndcg_score)",
        checked="ran", sees_unretrieved=False, p_denominator=None, ap_cutoff=False, has_rr=False,
        has_recall=False, missing="skip",
    ),
    Tool(
        "torchmetrics", "torchmetrics",
        "÷ top_k (RetrievalPrecision); ÷ min(k, n) with adaptive_k=True; since 1.8 an item "
        "scored ≤ 0 never counts as relevant",
        "÷ hits in the top k (retrieval_average_precision with top_k); since 1.8 an item scored "
        "≤ 0 is never a hit (also in recall and RR, not in nDCG)",
        "empty_target_action='neg' by default: scores 0 (also 'pos', 'skip', 'error')",
        "linear gain; IDCG from the candidates' targets",
        "AP and P use torch.topk (tie order unspecified); nDCG averages ties",
        "Lightning-AI/torchmetrics: functional/retrieval/average_precision.py, precision.py, "
        "ndcg.py",
        note="'preds > 0' since 1.8.0 (pull request 3160)",
        sees_unretrieved=False, ap_convention="hits", missing="skip",
    ),
    Tool(
        "ml_metrics", "Kaggle ml_metrics (apk / mapk)",
        "no P@k",
        "÷ min(m, k), k = 10 by default (apk)",
        "apk returns 1.0 when the actual list is empty (ml_metrics 0.1.4, the release on PyPI; "
        "the GitHub source and the copies of it in notebooks return 0.0 since August 2015)",
        "no nDCG",
        "no scores: the predicted list's own order; a repeated prediction is skipped",
        "benhamner/Metrics: ml_metrics/average_precision.py",
        note="ml_metrics 0.1.4 on PyPI; on GitHub, commit a28d7ad made an empty list score 0.0",
        p_denominator=None, ap_convention="min_m_k", no_relevant_ap=1.0, ndcg_gain=None,
        has_rr=False, has_recall=False, tie_order="file", float32=False, missing="skip",
    ),
    Tool(
        "recommenders", "Microsoft recommenders",
        "÷ k (precision_at_k)",
        "map_at_k: ÷ min(m, k); map: ÷ m",
        "users without relevant items are not in the ground truth, so they are left out",
        "ndcg_at_k: binary gain by default (score_type='binary'); IDCG from the ground truth",
        "sorted by prediction with pandas; ties keep their input order",
        "recommenders-team/recommenders: recommenders/evaluation/python_evaluation.py",
        note="python_evaluation.py (read at commit 0a1b98f) has no MRR or reciprocal rank measure",
        ap_convention="min_m_k", no_relevant_ap=None, ndcg_gain="binary", tie_order="file",
        has_rr=False,
    ),
    Tool(
        "recbole", "RecBole",
        "÷ k (Precision)",
        "÷ min(m, K) (MAP)",
        "only users with test items are evaluated: left out",
        "binary gain; IDCG over min(m, K) from all test items",
        "torch.topk over the full scores (tie order unspecified)",
        "RUCAIBox/RecBole: recbole/evaluator/metrics.py (MAP, NDCG, Precision)",
        ap_convention="min_m_k", no_relevant_ap=None, ndcg_gain="binary",
    ),
    Tool(
        "tf_ranking", "TF-Ranking",
        "÷ topn (PrecisionMetric)",
        "÷ relevant among all candidates given (MeanAveragePrecisionMetric)",
        "0",
        "NDCGMetric: gain 2^g − 1 by default; IDCG from the candidates' labels",
        "sort_by_scores(shuffle_ties=True): ties broken at random",
        "tensorflow/ranking: keras/metrics.py (MeanAveragePrecisionMetric), python/utils.py (sort_by_scores)",
        sees_unretrieved=False, ndcg_gain="exponential", has_rr=True, missing="skip",
    ),
    Tool(
        "evidently", "Evidently",
        "÷ min(k, items listed for the user)",
        "÷ m (all relevant items of the user in the data)",
        "users with no relevant item are left out unless no_feedback_users=True (then 0)",
        "linear gain; IDCG from all the user's relevant items",
        "ranks come from the data's own rank column",
        "evidentlyai/evidently: legacy/metrics/recsys/precision_recall_k.py, ndcg_k.py",
        p_denominator="min_k_len", no_relevant_ap=None,
    ),
)  # fmt: skip

BY_ID = {t.id: t for t in TOOLS}


def score_like(
    tool: Tool, ranking: Sequence[str], judgments: Mapping[str, float], k: int | None = None
) -> dict[str, float | None]:
    """The scenario scored as ``tool`` would score it: P@k, AP, nDCG@k, RR.

    ``None`` means the tool has no such metric, or leaves this query out.

    Examples
    --------
    Worked example 1 (m = 3, Z never retrieved), K = 5:

    >>> s = score_like(BY_ID["trec_eval"], list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5)
    >>> {name: round(v, 4) for name, v in s.items()}
    {'P@k': 0.4, 'AP': 0.3333, 'nDCG@k': 0.4982, 'RR': 0.5}

    scikit-learn only sees the five listed items, so Z does not exist for it:

    >>> round(score_like(BY_ID["sklearn"], list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5)["AP"], 4)
    0.5
    """
    seen = dict(judgments)
    if not tool.sees_unretrieved:
        listed = set(ranking)
        seen = {i: g for i, g in judgments.items() if i in listed}
    if tool.ndcg_gain == "binary":
        graded = {i: (1 if g >= 1 else 0) for i, g in seen.items()}
    else:
        graded = seen
    has_relevant = any(g >= 1 for g in seen.values())

    out: dict[str, float | None] = {}
    out["P@k"] = (
        precision_at_k(ranking, seen, k, denominator=tool.p_denominator)
        if tool.p_denominator
        else None
    )
    if not has_relevant and tool.no_relevant_ap != 0.0:
        out["AP"] = tool.no_relevant_ap
    elif tool.ap_convention:
        out["AP"] = average_precision(
            ranking, seen, k if tool.ap_cutoff else None, convention=tool.ap_convention
        )
    else:
        out["AP"] = None
    if tool.ndcg_gain is None or (not has_relevant and tool.no_relevant_ap is None):
        out["nDCG@k"] = None
    else:
        gain = "exponential" if tool.ndcg_gain == "exponential" else "linear"
        out["nDCG@k"] = ndcg(ranking, graded, k, gain=gain)
    out["RR"] = reciprocal_rank(ranking, seen, k) if tool.has_rr else None
    if not has_relevant and tool.no_relevant_ap is None:
        out = {name: None for name in out}
    return out

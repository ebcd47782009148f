"""The registry of tools: who computes what, and how each decision that
changes a number goes in each tool.

Every page, word and search that names a tool takes the name from here
(:data:`TOOLS`, whose rules the app models, and :data:`ALSO_NAMED`, tools
named beside one measure whose sources were read, kept in
:mod:`metrics.tools.named`), and every rule below is a claim checked against what the
tool itself printed: :mod:`metrics.tools.record` holds what each tool
printed on the corpus (:mod:`metrics.tools.cases`) with its version, and
the tests compare each claim with it (and re-run the tools that install
here). A tool that cannot be run here says where its rules were read
(``source``, with ``read_at``).

One distinction matters as much as any formula: tools that take the
judgments separately (qrels, "actual" lists, ground-truth tables) know about
relevant items that were never retrieved; tools that take one label per
*candidate* (scikit-learn, torchmetrics, TF-Ranking) only see the list you
give them, so m becomes "relevant items in the list" and IDCG comes from the
list.

>>> BY_ID["ranx"].tie_order, BY_ID["trec_eval"].tie_order
('file', 'trec')
"""

from __future__ import annotations

from dataclasses import replace

from .named import ALSO_NAMED, Named
from .tool import Tool

TOOLS: tuple[Tool, ...] = (
    Tool(
        "trec_eval", "trec_eval 10.0",
        "÷ k, even when fewer than k were retrieved (P_k)",
        "÷ m, all relevant judged (map, map_cut_k)",
        "scores 0 on every measure and counts in the mean",
        "gain = grade (linear); IDCG from all judgments",
        "score descending, then docno descending (strcmp); the rank column is ignored",
        "usnistgov/trec_eval: form_res_rels.c (comp_sim_docno), m_P.c, m_map.c, m_ndcg_cut.c",
        note="reads scores as 64-bit doubles (strtod); version 9, inside pytrec_eval, reads "
        "32-bit floats; a judged query the run lacks stops it (exit status 4, \"result qid … not "
        "found in qrels\") unless -c is given, which scores the query 0",
        read_at="trec_eval 10.0 built from tests/data/trec_eval/source.tar.gz, which "
        "tests/test_tool_models_random.py runs on random collections",
        tie_order="trec", float32=False, relevance_level=None, missing="refuse",
        run_only="skip", spellings=("trec_eval",),
        labels={"map": ("trec_eval map / map_cut_k",), "P": ("trec_eval P_k",),
                "ndcg": ("trec_eval ndcg / ndcg_cut_k",), "rr": ("trec_eval recip_rank",),
                "trec_eval_10": ("trec_eval 10.0",),
                "recall": ("trec_eval recall_k",),
                "success": ("trec_eval success_k",),
                "dcg_whole": ("(without a cutoff: trec_eval 10.0 dcg)",),
                "ndcg_M": ("ndcg read by trec_eval -M k (the run cut at k, the ideal from every judgment)",)},
    ),
    Tool(
        "pytrec_eval", "pytrec_eval (trec_eval 9)",
        "÷ k, even when fewer than k were retrieved (P_k)",
        "÷ m, all relevant judged (map, map_cut_k)",
        "scores 0 on every measure; a query with no judgment is not returned",
        "gain = grade (linear); IDCG from all judgments",
        "scores read as 32-bit floats, then as trec_eval: score descending, then docno "
        "descending, so scores equal as floats tie",
        "cvangysel/pytrec_eval: src/pytrec_eval.cpp, trec_eval 9.0.8",
        note="scores become 32-bit floats: 0.1 and 0.1000000001 tie, where trec_eval 10.0 "
        "tells them apart",
        tie_order="trec", float32=True, relevance_level=None, missing="skip", run_only="skip",
        spellings=("pytrec_eval",),
        labels={"map": ("pytrec_eval (trec_eval 9)",), "P": ("pytrec_eval (trec_eval 9)",),
                "ndcg": ("pytrec_eval (trec_eval 9)",), "rr": ("pytrec_eval (trec_eval 9)",),
                "trec_eval_9": ("pytrec_eval (trec_eval 9)",),
                "recall": ("pytrec_eval (trec_eval 9)",),
                "success": ("pytrec_eval (trec_eval 9)",)},
    ),
    Tool(
        "ir_measures", "ir-measures",
        "÷ k (P@k, computed by pytrec_eval)",
        "÷ m (AP, computed by pytrec_eval)",
        "as trec_eval: 0, counted",
        "as trec_eval: linear gain, IDCG from all judgments",
        "as trec_eval for P, AP, nDCG and RR (it runs pytrec_eval for these, reading 32-bit "
        "floats); RR@k runs through its msmarco provider, which reads doubles and breaks ties by "
        "docno A to Z (measured)",
        "ir-measures.net: P, AP, nDCG, RR; ir_measures/providers/msmarco_provider.py (RR@k)",
        note="P, AP, nDCG and RR computed by its pytrec_eval provider; RR@k by its msmarco "
        "provider",
        tie_order="trec", float32=True, relevance_level=None, missing="zero", run_only="skip",
        tie_order_by={"RR@k": "docno_asc"}, float32_by={"RR@k": False}, has_rr_cut=True,
        spellings=("ir-measures", "ir_measures"),
        labels={"map": ("ir-measures AP",), "P": ("ir-measures P",), "ndcg": ("ir-measures nDCG",),
                "rr": ("ir-measures RR",), "rr_cut": ("ir-measures RR@k",),
                "ir_measures": ("ir-measures",), "recall": ("ir-measures R",),
                "success": ("ir-measures Success",),
                "judged": ("ir-measures Judged@k (which breaks tied scores by docno in increasing order)",),
                "rbp_rel": ("ir-measures RBP(p=…, rel=N), through cwl-eval (which reads the top 1,000 "
                            "documents only, and orders tied scores its own way)",),
                "err": ("ir-measures ERR@k, through gdeval.pl of the TREC Web track (grades up to 4; it "
                        "leaves out queries with nothing relevant)",)},
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
        note="ranx evaluate refuses a run that lacks a judged query unless given "
        "make_comparable=True, which scores it 0",
        tie_order="file", float32=False, missing="zero", run_only="skip", has_rr_cut=True,
        spellings=("ranx",),
        labels={"map": ("ranx map",), "P": ("ranx precision",), "ndcg": ("ranx ndcg",),
                "ndcg_exp": ("ranx ndcg_burges",), "rr": ("ranx mrr",), "recall": ("ranx recall",),
                "success": ("ranx hit_rate",), "f1": ("ranx f1",), "dcg": ("ranx dcg",)},
    ),
    Tool(
        "sklearn", "scikit-learn",
        "no P@k for rankings",
        "average_precision_score over the candidates given: ÷ relevant among them, no cutoff",
        "average_precision_score warns and returns 0; ndcg_score returns 0",
        "ndcg_score: gain = y_true (linear); IDCG from the candidates given",
        "tied scores are averaged (ndcg_score ignore_ties=False; AP treats a tie as one threshold); "
        "with ignore_ties=True, nDCG takes them in the order numpy's argsort leaves, reversed; "
        "numpy does not promise that order (its SIMD sorts do not keep it), so it is neither the "
        "file's order nor, on most machines, its reverse (measured)",
        "scikit-learn: sklearn/metrics/_ranking.py (average_precision_score, ndcg_score)",
        sees_unretrieved=False, p_denominator=None, ap_cutoff=False, has_rr=False, float32=False,
        averages_ties=("AP", "nDCG@k"),
        spellings=("scikit-learn", "sklearn"),
        labels={"ndcg": ("scikit-learn ndcg_score (when given every judged item, not only the "
                         "returned list)",),
                "dcg": ("scikit-learn dcg_score",),
                "ndcg_list": ("scikit-learn ndcg_score, given only the returned list",)},
        has_recall=False, missing="skip", run_only="empty", ndcg_min_items=2,
    ),
    Tool(
        "torchmetrics", "torchmetrics",
        "÷ top_k (RetrievalPrecision); ÷ min(k, n) with adaptive_k=True; since 1.8 an item "
        "scored ≤ 0 never counts as relevant",
        "÷ hits in the top k (retrieval_average_precision with top_k); since 1.8 an item scored "
        "≤ 0 is never a hit (also in recall and RR, not in nDCG)",
        "empty_target_action='neg' by default: scores 0 (also 'pos', 'skip', 'error')",
        "linear gain; IDCG from the candidates' targets",
        "AP, P and RR order tied scores with torch.topk, which promises no order (measured, "
        "torch 2.13.0 on the CPU: the file's order for up to 3 tied items; with more, or a "
        "tie at the cut, another order); nDCG averages tied gains",
        "Lightning-AI/torchmetrics: functional/retrieval/average_precision.py, precision.py, "
        "ndcg.py",
        note="'preds > 0' since 1.8.0 (pull request 3160)",
        sees_unretrieved=False, ap_convention="hits", missing="skip", tie_order=None,
        float32=True, counts_nonpositive=False, averages_ties=("nDCG@k",), run_only="empty",
        has_rr_cut=True, none_scored=0.0,
        spellings=("torchmetrics",),
        labels={"ap_hits": ("torchmetrics RetrievalMAP(top_k=K)",),
                "P_minlen": ("torchmetrics RetrievalPrecision(adaptive_k=True)",),
                "ndcg_list": ("torchmetrics RetrievalNormalizedDCG, given only the returned list",)},
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
        has_rr=False, has_recall=False, tie_order="file", float32=False, ap_whole=False,
        missing="zero", run_only="skip", spellings=("Kaggle", "ml_metrics"),
        labels={"ap_trunc": ("Kaggle ml_metrics apk / mapk",)},
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
        has_rr=False, ap_whole=False, run_only="skip",
        read_at="recommenders/evaluation/python_evaluation.py at commit 0a1b98f",
        spellings=("Microsoft recommenders", "recommenders"),
        labels={"ap_trunc": ("Microsoft recommenders map_at_k",)},
    ),
    Tool(
        "recbole", "RecBole",
        "÷ k (Precision)",
        "÷ min(m, K) (MAP)",
        "only users with test items are evaluated: left out",
        "binary gain; IDCG over min(m, K) from all test items",
        "torch.topk over the full scores (tie order unspecified)",
        "RUCAIBox/RecBole: recbole/evaluator/metrics.py (MAP, NDCG, Precision)",
        ap_convention="min_m_k", no_relevant_ap=None, ndcg_gain="binary", ap_whole=False,
        run_only="skip", read_at="recbole/evaluator/metrics.py at commit 7b02be5",
        spellings=("RecBole",),
        labels={"ap_trunc": ("RecBole MAP",)},
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
        run_only="empty",
        read_at="tensorflow_ranking/python/keras/metrics.py and python/utils.py at commit 5b1d133",
        spellings=("TF-Ranking", "tensorflow_ranking"),
        labels={"map": ("TF-Ranking MeanAveragePrecisionMetric (when given every judged item, "
                        "not only the returned list)",),
                "ndcg_exp": ("TF-Ranking NDCGMetric (when given every judged item, not only the "
                             "returned list)",)},
    ),
    Tool(
        "evidently", "Evidently",
        "÷ min(k, items listed for the user)",
        "÷ m (all relevant items of the user in the data)",
        "users with no relevant item are left out unless no_feedback_users=True (then 0)",
        "linear gain; IDCG from all the user's relevant items",
        "ranks come from the data's own rank column",
        "evidentlyai/evidently: legacy/metrics/recsys/precision_recall_k.py, ndcg_k.py",
        p_denominator="min_k_len", no_relevant_ap=None, ap_whole=False, run_only="empty",
        read_at="src/evidently/legacy/metrics/recsys/precision_recall_k.py, map_k.py and ndcg_k.py at "
        "commit a4aa4c2",
        spellings=("Evidently",),
        labels={"map": ("Evidently MAPKMetric",), "P_minlen": ("Evidently PrecisionTopKMetric",)},
    ),
    Tool(
        "recmetrics", "recmetrics on GitHub (mapk is not in release 0.1.5)",
        "no P@k (recommender_precision divides by the whole predicted list)",
        "÷ hits: the relevant items found in the top k (_apk, mapk; since pull request 51, "
        "after the Stanford CS276 handout)",
        "0: _apk returns 0.0 when the actual list is empty, and mapk averages it in",
        "no nDCG",
        "no scores: the predicted list's own order; a repeated prediction is skipped",
        "statisticianinstilettos/recmetrics: recmetrics/metrics.py (_apk, mapk, _precision)",
        p_denominator=None, ap_convention="hits", ap_whole=False, ndcg_gain=None,
        has_rr=False, has_recall=False, tie_order="file", float32=False,
        note="recmetrics 0.1.5, the newest release on PyPI, has no mapk or _apk (only _ark and "
        "mark): pip install recmetrics does not give this measure",
        read_at="recmetrics/metrics.py at commit b21222d",
        spellings=("recmetrics",),
        labels={"ap_hits": ("recmetrics mapk (on GitHub; not in release 0.1.5)",)},
    ),
    Tool(
        "lightgbm", "LightGBM",
        "no P@k (its ranking metrics are ndcg and map; map is not modelled here)",
        "map@k: not modelled here",
        "ndcg scores a query whose labels are all 0 as 1",
        "ndcg@k: gain 2^g − 1 (label_gain by default); IDCG from the labels given",
        "ties keep the input order (stable_sort)",
        "microsoft/LightGBM: src/metric/rank_metric.hpp (NDCGMetric), src/metric/dcg_calculator.cpp",
        sees_unretrieved=False, p_denominator=None, ap_convention=None, no_relevant_ap=1.0,
        empty_all_one=True, ndcg_gain="exponential", has_rr=False, has_recall=False,
        tie_order="file", float32=False, missing="skip", run_only="empty",
        spellings=("LightGBM",),
        labels={"ndcg_exp": ("LightGBM ndcg (when given every judged item, not only the returned "
                             "list; 1, not 0, for a query with nothing relevant)",)},
    ),
    Tool(
        "xgboost", "XGBoost",
        "no P@k (its ranking metrics are ndcg@n and map@n; map@n is not modelled here)",
        "map@n: not modelled here",
        "ndcg@n scores a query with nothing relevant 1 (0 with the ndcg@n- form)",
        "ndcg@n: gain 2^g − 1; IDCG from the labels given",
        "ties keep the input order (stable_sort); scores are 32-bit floats",
        "dmlc/xgboost: src/metric/rank_metric.cc (EvalNDCG)",
        sees_unretrieved=False, p_denominator=None, ap_convention=None, no_relevant_ap=1.0,
        empty_all_one=True, ndcg_gain="exponential", has_rr=False, has_recall=False,
        tie_order="file", float32=True, missing="skip", run_only="empty",
        spellings=("XGBoost",),
        labels={"ndcg_exp": ("XGBoost ndcg (when given every judged item, not only the returned "
                             "list; 1, not 0, for a query with nothing relevant)",)},
    ),
    Tool(
        "trectools", "trectools",
        "÷ K (get_precision(depth=K)), even when fewer than K were retrieved",
        "÷ m, all relevant judged (get_map(depth=K); depth=1000 for the whole list)",
        "scores 0 and counts: every mean is divided by the number of queries in the run",
        "get_ndcg: gain = grade (trec_eval=True; 2^g − 1 with trec_eval=False); IDCG from the "
        "judgments' relevant items, cut at K",
        "TrecRun sorts the file by score, then docid A to Z; get_map, get_precision and "
        "get_reciprocal_rank sort again by score, then docid Z to A (trec_eval=True), but "
        "get_ndcg keeps TrecRun's order, so its ties go A to Z (measured)",
        "joaopalotti/trectools: trectools/trec_eval.py (TrecEval), trectools/trec_run.py (read_run)",
        note="Every mean is divided by the queries in the run (len(run.topics())): a query only "
        "the run has scores 0 and counts; a judged query the run lacks is left out",
        tie_order="trec", tie_order_by={"nDCG@k": "docno_asc"}, float32=False, missing="skip",
        has_rr_cut=True,
        run_only="empty", spellings=("trectools",),
        labels={"map": ("trectools get_map",), "P": ("trectools get_precision",),
                "ndcg": ("trectools get_ndcg",), "rr": ("trectools get_reciprocal_rank",)},
    ),
)  # fmt: skip

_BASE = {t.id: t for t in TOOLS}

#: A modelled tool with one option changed, where the option changes a
#: number the search of /disagree can match: named (with the option) only
#: where the tool's defaults do not give the number. Each was run on the
#: corpus like its base (metrics/tools/record.json).
VARIANTS: tuple[Tool, ...] = (
    replace(
        _BASE["torchmetrics"], id="torchmetrics_skip",
        name="torchmetrics (empty_target_action='skip')", no_relevant_ap=None,
        note="A query with nothing relevant is left out of the mean", labels={}, spellings=(),
    ),
    replace(
        _BASE["torchmetrics"], id="torchmetrics_pos",
        name="torchmetrics (empty_target_action='pos')", no_relevant_ap=1.0, empty_all_one=True,
        note="A query with nothing relevant scores 1 on every measure", labels={}, spellings=(),
    ),
    replace(
        _BASE["torchmetrics"], id="torchmetrics_adaptive_k",
        name="torchmetrics (RetrievalPrecision adaptive_k=True)", p_denominator="min_k_len",
        note="P@k divided by min(k, the documents listed)", labels={}, spellings=(),
    ),
    replace(
        _BASE["ranx"], id="ranx_burges", name="ranx (ndcg_burges)", ndcg_gain="exponential",
        note="nDCG with gain 2^g − 1", labels={}, spellings=(),
    ),
    replace(
        _BASE["trec_eval"], id="trec_eval_c", name="trec_eval 10.0 -c", missing="zero",
        note="-c: a judged query the run lacks scores 0 and counts",
        labels={}, spellings=(),
    ),
    replace(
        _BASE["trec_eval"], id="trec_eval_M", name="trec_eval (-M K -m ndcg)",
        ndcg_gain="linear_uncut", note="-M K reads only the top K of the run; the ideal is "
        "not cut, so nDCG is DCG@K over every judgment's ideal DCG",
        read_at="trec_eval 10.0 built from tests/data/trec_eval/source.tar.gz, which "
        "tests/test_trec_eval_binary.py runs beside ndcg_M_cut",
        labels={}, spellings=(),
    ),
    replace(
        _BASE["ml_metrics"], id="ml_metrics_github",
        name="Kaggle apk as on GitHub since 2015 (and the notebooks that copy it)",
        no_relevant_ap=0.0, note="An empty actual list scores 0.0, not 1.0 as in the PyPI release",
        read_at="benhamner/Metrics: Python/ml_metrics/average_precision.py at commit a28d7ad",
        labels={}, spellings=(),
    ),
)  # fmt: skip

BY_ID = {t.id: t for t in (*TOOLS, *VARIANTS)}

#: Each variant's tool with its defaults.
BASE_OF = {"torchmetrics_skip": "torchmetrics", "torchmetrics_pos": "torchmetrics",
           "torchmetrics_adaptive_k": "torchmetrics",
           "ranx_burges": "ranx", "ml_metrics_github": "ml_metrics",
           "trec_eval_M": "trec_eval", "trec_eval_c": "trec_eval"}  # fmt: skip


#: Every tool a page may name: the modelled ones, then the others.
EVERY: tuple[Tool | Named, ...] = (*TOOLS, *ALSO_NAMED)

"""The one list of measures: every trec_eval measure, and this library's conventions.

Every measure has its trec_eval name, a short description, the function
computing it (:mod:`metrics.trec_formulas`, :mod:`metrics.trec_prefs`), how
its parameters are read, its formula, the rule for degenerate input, who
computes it this way and how its value is averaged over queries, in
:data:`MEASURES`, in trec_eval's order (the order the output uses); the
measures the app's pages show also carry their name in plain words, the one
question they answer and their LaTeX. :data:`NICKNAMES` are trec_eval's
names for sets of measures (``-m official``).

Reading ``-m`` arguments, the evaluation loop and the output lines are in
:mod:`metrics.trec_engine` and :mod:`metrics.trec_output`; the lessons'
view of the same list is :mod:`metrics.registry`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from . import trec_prefs as _prefs
from .trec_formulas import (
    ap,
    ap_cut,
    ap_mean_of_precisions,
    ap_over_hits,
    ap_truncated,
    bin_g,
    bpref,
    dcg,
    dcg_cut,
    eleven_pt_avg,
    f1,
    g,
    gm_ap,
    gm_bpref,
    ideal_dcg,
    inf_ap,
    iprec_at_recall,
    ndcg,
    ndcg_cut,
    ndcg_exponential,
    ndcg_list_ideal,
    ndcg_rel,
    num_nonrel_judged_ret,
    num_rel,
    num_rel_ret,
    num_ret,
    over_groups,
    precision,
    precision_min_len,
    r_ndcg,
    r_prec,
    r_prec_mult,
    rbp,
    rbp_resid,
    recall,
    recip_rank,
    relative_precision,
    relstring,
    set_f,
    set_map,
    set_p,
    set_recall,
    set_relative_p,
    success,
    unjudged,
    utility,
    yaap,
)

#: How a measure's parameters are read and its output lines named:
#: ``single`` no parameters; ``cut_long`` whole-number cutoffs (``P_10``);
#: ``cut_double`` fractions (``iprec_at_recall_0.10``); ``param_double``
#: numbers, named by the text given (``utility_2,-1,0,0``); ``param_pair``
#: ``name=value`` pairs (``ndcg_1=3,2=9``).
KINDS = ("single", "cut_long", "cut_double", "param_double", "param_pair")


@dataclass(frozen=True)
class TrecMeasure:
    """One trec_eval measure (or family with parameters).

    Attributes
    ----------
    name : str
        trec_eval's name.
    short : str
        What it measures, in one line (the command line's ``--help``).
    compute : callable
        ``compute(judged, options, params)``: a value, or one per cutoff.
    kind : str
        One of :data:`KINDS`.
    defaults : tuple
        Parameters used when ``-m`` gives none.
    integer : bool
        Printed as a whole number.
    average : str
        The ``all`` line: ``mean`` over queries, ``sum``, ``gm`` (geometric
        mean, ``exp`` of the mean log), ``count`` (num_q), ``none`` (runid,
        relstring: not averaged).
    per_query : bool
        Printed for each query with ``-q``.
    degenerate : str
        What a query with no relevant document, or no retrieved one, gets.
    in_trec_eval : bool
        trec_eval has it under this name (else one of this library's
        conventions, on the same footing).
    formula : str
        The formula in plain text: R relevant judged, N judged non-relevant,
        n retrieved, rel(i) 1 when rank i is relevant, P@i precision at i.
    computed_by : tuple of str
        Tools that compute it exactly this way (with their own names for it).
    title : str
        Its name in plain words, ``{k}`` standing for the cutoff: the label
        the app's pages show ("Truncated AP@{k}").
    question : str
        The one question it answers, for someone who has never heard of it.
    tex : str
        The formula in LaTeX, as the lessons show it, where a lesson does.
    groups : bool
        Computed over judgment groups (``-R qrels_jg``): ``compute`` takes
        one :class:`Judged` per group.
    prefs : bool
        Computed from preferences (``-R prefs``): ``compute`` takes a
        :class:`metrics.trec_prefs.Preferences`.
    shares : str
        The name of a parameter block it shares with other measures, as
        trec_eval's C does (``dcg``, ``ideal_dcg`` and ``ndcg`` hold one set
        of gains, m_ndcg.c's ``default_ndcg_gains``): parameters given to
        any of them apply to all (:func:`metrics.trec_engine.parse_requests`).
    """

    name: str
    short: str
    compute: Callable
    kind: str = "single"
    defaults: tuple = ()
    integer: bool = False
    average: str = "mean"
    per_query: bool = True
    degenerate: str = "no relevant document scores 0"
    in_trec_eval: bool = True
    formula: str = ""
    computed_by: tuple[str, ...] = ()
    title: str = ""
    question: str = ""
    tex: str = ""
    groups: bool = False
    prefs: bool = False
    shares: str = ""

    @property
    def cutoffs(self) -> tuple[int, ...]:
        """Default cutoffs of a ``cut_long`` family (``P``: 5, 10, …); else ()."""
        return self.defaults if self.kind == "cut_long" else ()


_CUTS = (5, 10, 15, 20, 30, 100, 200, 500, 1000)
_RECALLS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
_RPREC_MULTS = (0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0)

MEASURES: dict[str, TrecMeasure] = {
    m.name: m
    for m in [
        TrecMeasure("runid", "the run's tag (last field of the run file)", None, average="none", per_query=False, degenerate="-"),
        TrecMeasure("num_q", "number of queries averaged over", None, integer=True, average="count", per_query=False, degenerate="-"),
        TrecMeasure("num_ret", "documents retrieved (summed in 'all')", num_ret, integer=True, average="sum", degenerate="-"),
        TrecMeasure("num_rel", "relevant documents judged (summed in 'all')", num_rel, integer=True, average="sum", degenerate="-"),
        TrecMeasure("num_rel_ret", "relevant documents retrieved (summed in 'all')", num_rel_ret, integer=True, average="sum", degenerate="-"),
        TrecMeasure("map", "average precision, / all relevant documents", ap),
        TrecMeasure("gm_map", "geometric mean of AP over queries (AP floored at 0.00001)", gm_ap, average="gm", per_query=False),
        TrecMeasure("Rprec", "precision after R documents, R = relevant documents", r_prec),
        TrecMeasure("bpref", "how often judged relevant documents come before judged non-relevant ones", bpref),
        TrecMeasure("recip_rank", "1 / rank of the first relevant document", recip_rank),
        TrecMeasure("iprec_at_recall", "interpolated precision at recall levels", iprec_at_recall, "cut_double", _RECALLS),
        TrecMeasure("P", "precision at k, / k even when fewer than k were retrieved", precision, "cut_long", _CUTS),
        TrecMeasure("relstring", "grades of the first N documents as a string (per query only)", relstring, "param_double", (10.0,), average="none", degenerate="''"),
        TrecMeasure("recall", "relevant in the top k / all relevant", recall, "cut_long", _CUTS),
        TrecMeasure("infAP", "inferred AP (for sampled judgments)", inf_ap),
        TrecMeasure("gm_bpref", "geometric mean of bpref over queries", gm_bpref, average="gm", per_query=False),
        TrecMeasure("Rprec_mult", "precision after R x f documents", r_prec_mult, "cut_double", _RPREC_MULTS),
        TrecMeasure("utility", "a*rel_ret + b*nonrel_ret + c*rel_not_ret + d*nonrel_not_ret", utility, "param_double", (1.0, -1.0, 0.0, 0.0), degenerate="-"),
        TrecMeasure("11pt_avg", "mean interpolated precision at 11 recall levels", eleven_pt_avg, "param_double", _RECALLS),
        TrecMeasure("binG", "binary gain, discounted by log2 of the non-relevant seen", bin_g),
        TrecMeasure("G", "normalised cumulative gain with a cost model", g, "param_pair"),
        TrecMeasure("dcg", "DCG of the whole ranking (gain = grade, or -m dcg.grade=gain)", dcg, "param_pair", shares="ndcg_gains"),
        TrecMeasure("ideal_dcg", "DCG of the best order of all judged documents", ideal_dcg, "param_pair", shares="ndcg_gains"),
        TrecMeasure("ndcg", "nDCG of the whole ranking, IDCG from all judgments", ndcg, "param_pair", shares="ndcg_gains"),
        TrecMeasure("ndcg_rel", "nDCG averaged over the relevant documents", ndcg_rel, "param_pair"),
        TrecMeasure("Rndcg", "nDCG averaged where the ideal gain changes", r_ndcg, "param_pair"),
        TrecMeasure("ndcg_cut", "nDCG at k, gain = grade, IDCG from all judgments", ndcg_cut, "cut_long", _CUTS),
        TrecMeasure("map_cut", "AP of the top k, / all relevant documents", ap_cut, "cut_long", _CUTS),
        TrecMeasure("relative_P", "relevant in the top k / min(k, relevant)", relative_precision, "cut_long", _CUTS),
        TrecMeasure("success", "1 if a relevant document is in the top k", success, "cut_long", (1, 5, 10)),
        TrecMeasure("set_P", "relevant retrieved / retrieved", set_p),
        TrecMeasure("set_relative_P", "relevant retrieved / min(retrieved, relevant)", set_relative_p),
        TrecMeasure("set_recall", "relevant retrieved / relevant", set_recall),
        TrecMeasure("set_map", "set_P x set_recall", set_map),
        TrecMeasure("set_F", "F-measure of set_P and set_recall (beta = 1)", set_f, "param_double", (1.0,)),
        TrecMeasure("num_nonrel_judged_ret", "judged non-relevant documents retrieved (summed)", num_nonrel_judged_ret, integer=True, average="sum", degenerate="-"),
        TrecMeasure("prefs_num_prefs_poss", "preferences possible (summed in 'all'; -R prefs)", _prefs.num_prefs_poss, integer=True, average="sum", prefs=True),
        TrecMeasure("prefs_num_prefs_ful", "preferences fulfilled (summed in 'all'; -R prefs)", _prefs.num_prefs_ful, integer=True, average="sum", prefs=True),
        TrecMeasure("prefs_num_prefs_ful_ret", "preferences fulfilled between retrieved documents (summed; -R prefs)", _prefs.num_prefs_ful_ret, integer=True, average="sum", prefs=True),
        TrecMeasure("prefs_simp", "preferences fulfilled / possible (-R prefs)", _prefs.simple("all"), prefs=True),
        TrecMeasure("prefs_pair", "per document pair, the share fulfilled, averaged over pairs (-R prefs)", _prefs.pairs("rin"), prefs=True),
        TrecMeasure("prefs_avgjg", "fulfilled / possible per judgment group, averaged over groups (-R prefs)", _prefs.averaged("all"), prefs=True),
        TrecMeasure("prefs_avgjg_Rnonrel", "prefs_avgjg with as many non-relevant as relevant documents (-R prefs)", _prefs.rnonrel(False), prefs=True),
        TrecMeasure("prefs_simp_ret", "prefs_simp between retrieved documents only (-R prefs)", _prefs.simple("ret"), prefs=True),
        TrecMeasure("prefs_pair_ret", "prefs_pair between retrieved documents only (-R prefs)", _prefs.pairs("r"), prefs=True),
        TrecMeasure("prefs_avgjg_ret", "prefs_avgjg between retrieved documents only (-R prefs)", _prefs.averaged("ret"), prefs=True),
        TrecMeasure("prefs_avgjg_Rnonrel_ret", "prefs_avgjg_Rnonrel between retrieved documents only (-R prefs)", _prefs.rnonrel(True), prefs=True),
        TrecMeasure("prefs_simp_imp", "prefs_simp without pairs neither retrieved (-R prefs)", _prefs.simple("imp"), prefs=True),
        TrecMeasure("prefs_pair_imp", "prefs_pair without pairs neither retrieved (-R prefs)", _prefs.pairs("ri"), prefs=True),
        TrecMeasure("prefs_avgjg_imp", "prefs_avgjg without pairs neither retrieved (-R prefs)", _prefs.averaged("imp"), prefs=True),
        TrecMeasure("map_avgjg", "AP averaged over judgment groups (-R qrels_jg)", over_groups(ap), groups=True),
        TrecMeasure("P_avgjg", "P at k averaged over judgment groups (-R qrels_jg)", over_groups(precision), "cut_long", _CUTS, groups=True),
        TrecMeasure("Rprec_mult_avgjg", "Rprec_mult averaged over judgment groups (-R qrels_jg)", over_groups(r_prec_mult), "cut_double", _RPREC_MULTS, groups=True),
        TrecMeasure("yaap", "Robertson's 'yet another AP', log((1 + S) / (1 + R - S))", yaap, degenerate="R = 0: 0"),
        TrecMeasure("rbp", "rank-biased precision, persistence p = 0.9", rbp, "param_pair"),
        TrecMeasure("rbp_resid", "rank-biased precision's residual from unjudged documents", rbp_resid, "param_pair"),
        TrecMeasure("unj", "fraction of the top k not judged", unjudged, "cut_long", (5, 10, 20)),
    ]
}  # fmt: skip

#: trec_eval's nicknames for sets of measures.
NICKNAMES = {
    "official": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map",
                 "Rprec", "bpref", "recip_rank", "iprec_at_recall", "P"),
    "all_trec": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map",
                 "Rprec", "bpref", "recip_rank", "iprec_at_recall", "P", "relstring",
                 "recall", "unj", "rbp", "rbp_resid", "infAP", "gm_bpref", "utility",
                 "11pt_avg", "ndcg", "relative_P", "Rprec_mult", "success", "map_cut",
                 "ndcg_cut", "ndcg_rel", "Rndcg", "binG", "G", "set_P", "set_recall",
                 "set_relative_P", "set_map", "set_F", "num_nonrel_judged_ret"),
    "set": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "utility", "set_P",
            "set_recall", "set_relative_P", "set_map", "set_F"),
    "qrels_jg": ("runid", "num_q", "map_avgjg", "P_avgjg", "Rprec_mult_avgjg"),
    "all_prefs": ("runid", "num_q", "prefs_num_prefs_poss", "prefs_num_prefs_ful",
                  "prefs_num_prefs_ful_ret", "prefs_simp", "prefs_pair", "prefs_avgjg",
                  "prefs_avgjg_Rnonrel", "prefs_simp_ret", "prefs_pair_ret", "prefs_avgjg_ret",
                  "prefs_avgjg_Rnonrel_ret", "prefs_simp_imp", "prefs_pair_imp",
                  "prefs_avgjg_imp"),
    "prefs": ("runid", "num_q", "prefs_num_prefs_poss", "prefs_num_prefs_ful",
              "prefs_num_prefs_ful_ret", "prefs_simp", "prefs_pair", "prefs_avgjg"),
}  # fmt: skip


for _m in [
    TrecMeasure("P_minlen", "precision at k / min(k, documents retrieved)", precision_min_len, "cut_long", _CUTS),
    TrecMeasure("F1", "harmonic mean of P_k and recall_k", f1, "cut_long", _CUTS),
    TrecMeasure("ap_trunc", "truncated AP@k / min(m, k) (Kaggle apk)", ap_truncated, "cut_long", _CUTS),
    TrecMeasure("ap_hits", "AP@k / relevant found in the top k (torchmetrics top_k)", ap_over_hits, "cut_long", _CUTS),
    TrecMeasure("ap_meanP", "WRONG 'AP': mean of P@1..P@k, kept for teaching", ap_mean_of_precisions, "cut_long", _CUTS),
    TrecMeasure("dcg_cut", "DCG@k, gain = grade (not normalised)", dcg_cut, "cut_long", _CUTS),
    TrecMeasure("ndcg_exp_cut", "nDCG@k with exponential gain 2^grade - 1 (Burges)", ndcg_exponential, "cut_long", _CUTS),
    TrecMeasure("ndcg_listidcg_cut", "nDCG@k with IDCG from the retrieved list only (the classic bug)", ndcg_list_ideal, "cut_long", _CUTS),
]:  # fmt: skip
    MEASURES[_m.name] = TrecMeasure(**{**_m.__dict__, "in_trec_eval": False})


_TE = ("trec_eval 10.0",)
_PT = ("trec_eval 10.0", "pytrec_eval (trec_eval 9)")
_TE9 = (*_PT, "ir-measures")
_AP = (
    "trec_eval map / map_cut_k",
    "pytrec_eval (trec_eval 9)",
    "ir-measures AP",
    "ranx map",
    "TF-Ranking MeanAveragePrecisionMetric (when given every judged item, not only the returned list)",
)
#: Formula, rule for degenerate input and who computes it, by measure.
_DOCS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "runid": ("the tag field of the run file's last line", "-", _PT),
    "num_q": ("number of queries evaluated (with -c: every query in the qrels)", "-", _TE9),
    "num_ret": ("n", "-", _TE9),
    "num_rel": ("R (with -c, 'all' counts every grade > 0 in the qrels)", "-", _TE9),
    "num_rel_ret": ("sum_i rel(i)", "-", _TE9),
    "map": ("AP = (1/R) sum_i rel(i) P@i", "R = 0 or nothing relevant retrieved: 0", _AP),
    "gm_map": ("exp(mean over queries of log max(AP, 0.00001))", "AP = 0 counts as 0.00001", _PT),
    "Rprec": ("(relevant in the top R) / R", "R = 0 or n = 0: 0", _TE9),
    "bpref": ("(1/R) sum over relevant retrieved d of 1 - min(N above d, R) / min(N, R)", "R = 0: 0; unjudged documents are skipped", _TE9),
    "recip_rank": ("1 / rank of the first relevant document", "nothing relevant retrieved: 0", ("trec_eval recip_rank", "pytrec_eval (trec_eval 9)", "ir-measures RR", "ranx mrr")),
    "iprec_at_recall": ("max P@j over ranks j at or after the point where round(f x R) relevant were found", "R = 0: 0; 9.x (pytrec_eval, ir-measures IPrec) used int(f x R + 0.9)", _TE),
    "P": ("(relevant in the top k) / k", "divides by k even when n < k; n = 0: 0", ("trec_eval P_k", "pytrec_eval (trec_eval 9)", "ir-measures P", "ranx precision")),
    "relstring": ("the grade of each of the first N documents: 0-9, '>' above 9, '-' not judged, '.' judged negative", "-", _TE),
    "recall": ("(relevant in the top k) / R", "R = 0: 0", ("trec_eval recall_k", "pytrec_eval (trec_eval 9)", "ir-measures R", "ranx recall")),
    "infAP": ("AP estimated from sampled judgments (Yilmaz & Aslam 2006); equals AP when judgments are complete", "R = 0: 0", _TE9),
    "gm_bpref": ("exp(mean over queries of log max(bpref, 0.00001))", "bpref = 0 counts as 0.00001", _PT),
    "Rprec_mult": ("(relevant in the top int(f x R + 0.9)) / that rank", "R = 0: 0", _PT),
    "utility": ("a x rel_ret + b x nonrel_ret + c x rel_not_ret + d x (-N collection rest)", "-", _PT),
    "11pt_avg": ("mean of iprec_at_recall over the recall levels (default 0, 0.1, ..., 1)", "R = 0: 0", _TE),
    "binG": ("(1/R) sum over relevant d at rank i of 1 / log2(2 + non-relevant above d)", "R = 0: 0", _PT),
    "G": ("cumulative gain with a cost model (trec_eval's m_G.c), / ideal", "no gain: 0", _PT),
    "dcg": ("sum_i gain(i) / log2(i + 1)", "-", _TE),
    "ideal_dcg": ("DCG of all judged documents, best grade first", "-", _TE),
    "ndcg": ("DCG / ideal DCG, gain = grade (or -m ndcg.grade=gain)", "no positive grade: 0", (*_TE9, "ranx ndcg")),
    "ndcg_rel": ("mean over relevant documents of nDCG at their ranks", "no positive grade: 0", _PT),
    "Rndcg": ("mean of nDCG where the ideal gain changes (ranks R_g)", "R = 0: 0", _PT),
    "ndcg_cut": ("DCG@k / ideal DCG@k, gain = grade, ideal from all judgments", "no positive grade: 0", ("trec_eval ndcg / ndcg_cut_k", "pytrec_eval (trec_eval 9)", "ir-measures nDCG", "ranx ndcg", "scikit-learn ndcg_score (when given every judged item, not only the returned list)")),
    "map_cut": ("(1/R) sum_{i<=k} rel(i) P@i", "R = 0: 0", (*_AP, "Evidently MAPKMetric")),
    "relative_P": ("(relevant in the top k) / min(k, R)", "R = 0: 0", (*_PT, "BEIR R_cap@k (which stops with an error, not 0, when R = 0)")),
    "success": ("1 if a relevant document is in the top k, else 0", "nothing relevant retrieved: 0", ("trec_eval success_k", "pytrec_eval (trec_eval 9)", "ir-measures Success", "ranx hit_rate")),
    "set_P": ("relevant retrieved / n", "n = 0: 0", _TE9),
    "set_relative_P": ("relevant retrieved / min(n, R)", "n = 0 or R = 0: 0", _TE9),
    "set_recall": ("relevant retrieved / R", "R = 0: 0", _TE9),
    "set_map": ("set_P x set_recall", "n = 0 or R = 0: 0", _TE9),
    "set_F": ("(b + 1) P R / (b P + R) of set_P and set_recall, b = 1", "nothing relevant retrieved: 0", _TE9),
    "num_nonrel_judged_ret": ("retrieved documents judged with a grade below the level", "-", _PT),
    "rbp": ("(1 - p) sum_i gain(i) p^(i-1), gains scaled into [0, 1], p = 0.9", "-", _TE),
    "rbp_resid": ("rbp's possible gain from unjudged documents: p^n + (1 - p) sum over unjudged p^(i-1)", "no unjudged document: 0", _TE),
    "unj": ("(documents not judged in the top k) / k", "-", _TE),
    "prefs_num_prefs_poss": ("sum over judges of the preferences they state (A over B, B not tied with A)", "-", _TE),
    "prefs_num_prefs_ful": ("preferences A over B the run fulfils: A above B, or A retrieved and B not", "-", _TE),
    "prefs_num_prefs_ful_ret": ("preferences fulfilled with A and B both retrieved", "-", _TE),
    "prefs_simp": ("fulfilled / possible, over every stated preference", "no preference: 0", _TE),
    "prefs_pair": ("mean over document pairs of the share of the pair's preferences fulfilled", "no pair: 0", _TE),
    "prefs_avgjg": ("mean over judges of fulfilled / possible", "nothing fulfilled: 0", _TE),
    "prefs_avgjg_Rnonrel": ("prefs_avgjg with each judge's non-relevant documents cut or padded to its R", "nothing fulfilled: 0", _TE),
    "prefs_simp_ret": ("fulfilled / possible over preferences between retrieved documents", "no such preference: 0", _TE),
    "prefs_pair_ret": ("prefs_pair over pairs both retrieved", "no such pair: 0", _TE),
    "prefs_avgjg_ret": ("prefs_avgjg over preferences between retrieved documents", "nothing fulfilled: 0", _TE),
    "prefs_avgjg_Rnonrel_ret": ("prefs_avgjg_Rnonrel over retrieved documents", "nothing fulfilled: 0", _TE),
    "prefs_simp_imp": ("prefs_simp leaving out pairs neither retrieved", "no such preference: 0", _TE),
    "prefs_pair_imp": ("prefs_pair leaving out pairs neither retrieved", "no such pair: 0", _TE),
    "prefs_avgjg_imp": ("prefs_avgjg leaving out pairs neither retrieved", "nothing fulfilled: 0", _TE),
    "map_avgjg": ("mean over the judgment groups of AP with each group's judgments", "a group with nothing relevant retrieved: 0", _TE),
    "P_avgjg": ("mean over the judgment groups of P@k with each group's judgments", "divides by k even when n < k", _TE),
    "Rprec_mult_avgjg": ("mean over the judgment groups of Rprec_mult with each group's judgments", "a group with R = 0: 0", _TE),
    "yaap": ("log((1 + S) / (1 + R - S)), S = sum_i rel(i) P@i (Robertson, ECIR 2012)", "R = 0: log(1) = 0", _TE),
    "P_minlen": ("(relevant in the top k) / min(k, n)", "n = 0: 0", ("torchmetrics RetrievalPrecision(adaptive_k=True)", "Evidently PrecisionTopKMetric")),
    "F1": ("2 P@k R@k / (P@k + R@k)", "nothing relevant in the top k: 0", ("ranx f1",)),
    "ap_trunc": ("(1/min(R, k)) sum_{i<=k} rel(i) P@i", "R = 0: 0", ("Kaggle ml_metrics apk / mapk", "Microsoft recommenders map_at_k", "RecBole MAP")),
    "ap_hits": ("(1/hits@k) sum_{i<=k} rel(i) P@i", "nothing relevant in the top k: 0", ("torchmetrics RetrievalMAP(top_k=K)",)),
    "ap_meanP": ("(1/k) sum_{i<=k} P@i: a misreading of AP", "n = 0: 0", ("no well-known library: a misreading found in tutorials and hand-written code",)),
    "dcg_cut": ("sum_{i<=k} max(grade(i), 0) / log2(i + 1)", "n = 0: 0", ("ranx dcg", "scikit-learn dcg_score", "(without a cutoff: trec_eval 10.0 dcg)")),
    "ndcg_exp_cut": ("DCG@k / ideal DCG@k with gain 2^grade - 1", "no positive grade: 0", ("ranx ndcg_burges", "LightGBM / XGBoost ndcg (when given every judged item, not only the returned list; 1, not 0, for a query with nothing relevant)", "TF-Ranking NDCGMetric (when given every judged item, not only the returned list)", "gdeval.pl of the TREC Web track (which leaves out queries with nothing relevant)")),
    "ndcg_listidcg_cut": ("DCG@k / DCG@k of the retrieved documents sorted by grade", "nothing relevant retrieved: 0", ("hand-written code that sorts the returned list to get the ideal", "scikit-learn ndcg_score and torchmetrics RetrievalNormalizedDCG, given only the returned list")),
}  # fmt: skip
for _name, (_formula, _degenerate, _by) in _DOCS.items():
    MEASURES[_name] = replace(
        MEASURES[_name], formula=_formula, degenerate=_degenerate, computed_by=_by
    )

_SUM = r"\sum_{i=1}^{K} \mathrm{rel}(i)\, P@i"
#: Plain name ({k}: the cutoff), the question it answers and its LaTeX, for
#: the measures the app's pages show.
_PLAIN: dict[str, tuple[str, str, str]] = {
    "num_q": ("Queries", "", ""),
    "num_ret": ("Documents retrieved", "", ""),
    "num_rel": ("Relevant documents judged", "", ""),
    "num_rel_ret": ("Relevant documents retrieved", "", ""),
    "map": ("Standard AP, whole list", "", ""),
    "Rprec": ("R-precision (precision at rank R, R = relevant documents)", "", ""),
    "bpref": ("bpref (relevant ranked above judged non-relevant)", "", ""),
    "ndcg": ("nDCG, whole list", "", ""),
    "recip_rank": (
        "Reciprocal rank", "How far down is the first relevant item?",
        r"RR = \frac{1}{\text{rank of the first relevant item}}",
    ),
    "P": (
        "Precision@{k}", "What fraction of the top k items are relevant?",
        r"P@k = \frac{\text{hits}@k}{k}",
    ),
    "P_minlen": (
        "Precision@{k} ÷ min(k, length)", "Precision that does not punish a list shorter than k.",
        r"P@k = \frac{\text{hits}@k}{\min(k, n)}",
    ),
    "recall": (
        "Recall@{k}", "What fraction of all relevant items made it into the top k?",
        r"R@k = \frac{\text{hits}@k}{m}",
    ),
    "success": (
        "Hit@{k}", "Is there at least one relevant item in the top k?",
        r"\mathrm{Hit}@k = [\,\text{hits}@k > 0\,]",
    ),
    "F1": (
        "F1@{k}", "One number balancing precision and recall at k.",
        r"F_1@k = \frac{2\,P@k\,R@k}{P@k + R@k}",
    ),
    "ap_meanP": (
        "“Mean of P@i”@{k} (wrong)",
        "Averages the precision at every rank, relevant or not: a misreading.",
        r"\frac{1}{K}\sum_{i=1}^{K} P@i",
    ),
    "map_cut": (
        "Standard AP@{k}", "Average precision over all relevant items, found or not.",
        rf"AP@K = \frac{{1}}{{m}} {_SUM}",
    ),
    "ap_trunc": (
        "Truncated AP@{k}", "Average precision that can still reach 1 when m is larger than K.",
        rf"AP@K = \frac{{1}}{{\min(m, K)}} {_SUM}",
    ),
    "ap_hits": (
        "AP@{k} ÷ hits", "Average precision over the relevant items that were found only.",
        rf"AP@K = \frac{{1}}{{\text{{hits}}@K}} {_SUM}",
    ),
    "ndcg_cut": (
        "nDCG@{k}", "DCG as a fraction of the best possible DCG, gain = grade.",
        r"nDCG@K = \frac{DCG@K}{IDCG@K}, \quad g = \text{grade}",
    ),
    "dcg_cut": (
        "DCG@{k}", "Graded gain, each rank's worth shrinking with log2(rank + 1).",
        r"DCG@K = \sum_{i=1}^{K} \frac{g_i}{\log_2(i+1)}",
    ),
    "ndcg_exp_cut": (
        "nDCG@{k}, exponential gain", "nDCG with gain 2^grade − 1, which rewards top grades much more.",
        r"nDCG@K = \frac{DCG@K}{IDCG@K}, \quad g = 2^{\text{grade}} - 1",
    ),
    "ndcg_listidcg_cut": (
        "nDCG@{k}, IDCG from the list (bug)",
        "The classic bug: the ideal order is built from the retrieved list only.",
        r"nDCG@K = \frac{DCG@K}{IDCG_{\text{list}}@K}",
    ),
}  # fmt: skip
for _name, (_title, _question, _tex) in _PLAIN.items():
    MEASURES[_name] = replace(MEASURES[_name], title=_title, question=_question, tex=_tex)

"""Every metric and convention described as data, in one place.

Like ir-measures' measure objects: each entry carries its pretty name, a
short description, its formula (LaTeX), its parameters, its rule for
degenerate input and who computes it this way, so the app's labels and help
texts, the command line's ``--help`` and the docs all come from here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from . import ap as _ap
from . import cumulative_gain as _dcg
from . import precision as _p
from . import rank as _rank


@dataclass(frozen=True)
class Measure:
    """Description of one metric (one convention of it).

    Attributes
    ----------
    id : str
        Stable identifier used in code and URLs.
    name : str
        Pretty name for labels, e.g. "Precision@k".
    short : str
        One plain-language sentence: what it answers.
    formula : str
        LaTeX of the formula.
    degenerate : str
        What it returns on degenerate input.
    libraries : tuple of str
        Well-known libraries that compute it exactly this way.
    trec_name : str or None
        Name of the measure in ``python -m metrics`` (``{k}`` = cutoff).
    function : callable
        ``function(ranking, judgments, k)`` returning the value.
    params : dict
        Keyword arguments passed to the library function for this convention.
    abbrev : str
        A short label for narrow places (table columns, chart legends);
        the name itself when empty.
    """

    id: str
    name: str
    short: str
    formula: str
    degenerate: str
    libraries: tuple[str, ...]
    trec_name: str | None
    function: Callable[..., float]
    params: dict = field(default_factory=dict)
    abbrev: str = ""

    @property
    def label(self) -> str:
        """The short label: :attr:`abbrev`, or the name."""
        return self.abbrev or self.name

    def __call__(self, ranking, judgments=None, k=None) -> float:
        """Compute the measure: ``measure(ranking, judgments, k)``."""
        return self.function(ranking, judgments, k, **self.params)


_SUM = r"\sum_{i=1}^{K} \mathrm{rel}(i)\, P@i"

MEASURES: dict[str, Measure] = {
    m.id: m
    for m in [
        Measure(
            "precision", "Precision@k",
            "What fraction of the top k items are relevant?",
            r"P@k = \frac{\text{hits}@k}{k}",
            "Divides by k even when the list is shorter; an empty list scores 0.",
            ("trec_eval P_k", "pytrec_eval", "ranx precision", "ir-measures P"),
            "P_{k}", _p.precision_at_k,
        ),
        Measure(
            "precision_min_len", "Precision@k ÷ min(k, length)",
            "Precision that does not punish a list shorter than k.",
            r"P@k = \frac{\text{hits}@k}{\min(k, n)}",
            "An empty list scores 0.",
            ("torchmetrics RetrievalPrecision(adaptive_k=True)",),
            "P_minlen_{k}", _p.precision_at_k, {"denominator": "min_k_len"},
        ),
        Measure(
            "recall", "Recall@k",
            "What fraction of all relevant items made it into the top k?",
            r"R@k = \frac{\text{hits}@k}{m}",
            "No relevant items (m = 0) scores 0.",
            ("trec_eval recall_k", "pytrec_eval", "ranx recall", "ir-measures R"),
            "recall_{k}", _p.recall_at_k,
        ),
        Measure(
            "hit", "Hit@k",
            "Is there at least one relevant item in the top k?",
            r"\mathrm{Hit}@k = [\,\text{hits}@k > 0\,]",
            "No relevant items scores 0.",
            ("trec_eval success_k", "ranx hit_rate", "ir-measures Success"),
            "success_{k}", _p.hit_at_k,
        ),
        Measure(
            "f1", "F1@k",
            "One number balancing precision and recall at k.",
            r"F_1@k = \frac{2\,P@k\,R@k}{P@k + R@k}",
            "No hits scores 0.",
            ("ranx f1",),
            "F1_{k}", _p.f1_at_k,
        ),
        Measure(
            "rr", "Reciprocal rank",
            "How far down is the first relevant item?",
            r"RR = \frac{1}{\text{rank of the first relevant item}}",
            "No relevant item in the top k scores 0.",
            ("trec_eval recip_rank", "pytrec_eval", "ranx mrr", "ir-measures RR"),
            "recip_rank", _rank.reciprocal_rank,
        ),
        Measure(
            "ap_mean_p", "“Mean of P@i” (a common mistake)",
            "Averages the precision at every rank, relevant or not: a misreading.",
            r"\frac{1}{K}\sum_{i=1}^{K} P@i",
            "An empty list scores 0.",
            ("no well-known library: a misreading found in tutorials and hand-written code",),
            "ap_meanP_{k}", _ap.average_precision, {"convention": "mean_p"}, "mean of P@i ✗",
        ),
        Measure(
            "ap_m", "Standard AP (÷ all relevant, m)",
            "Average precision over all relevant items, found or not.",
            rf"AP@K = \frac{{1}}{{m}} {_SUM}",
            "No relevant items (m = 0) scores 0.",
            ("trec_eval map / map_cut_k", "pytrec_eval", "ir-measures AP", "ranx map",
             "TF-Ranking MeanAveragePrecisionMetric"),
            "map_cut_{k}", _ap.average_precision, {"convention": "m"}, "AP ÷ m",
        ),
        Measure(
            "ap_min_m_k", "Truncated AP@K (÷ min(m, K))",
            "Average precision that can still reach 1 when m is larger than K.",
            rf"AP@K = \frac{{1}}{{\min(m, K)}} {_SUM}",
            "No relevant items scores 0.",
            ("Kaggle ml_metrics apk / mapk", "Microsoft recommenders map_at_k",
             "RecBole MAP"),
            "ap_trunc_{k}", _ap.average_precision, {"convention": "min_m_k"}, "AP ÷ min(m,K)",
        ),
        Measure(
            "ap_hits", "AP over the found ones (÷ hits)",
            "Average precision over the relevant items that were found only.",
            rf"AP@K = \frac{{1}}{{\text{{hits}}@K}} {_SUM}",
            "No hit in the top K scores 0.",
            ("torchmetrics RetrievalMAP(top_k=K)",),
            "ap_hits_{k}", _ap.average_precision, {"convention": "hits"}, "AP ÷ hits",
        ),
        Measure(
            "dcg", "DCG@k",
            "Graded gain, each rank's worth shrinking with log2(rank + 1).",
            r"DCG@K = \sum_{i=1}^{K} \frac{g_i}{\log_2(i+1)}",
            "An empty list scores 0.",
            ("trec_eval (inside ndcg)", "ranx", "scikit-learn dcg_score"),
            None, _dcg.dcg,
        ),
        Measure(
            "ndcg", "nDCG@k (linear gain)",
            "DCG as a fraction of the best possible DCG, gain = grade.",
            r"nDCG@K = \frac{DCG@K}{IDCG@K}, \quad g = \text{grade}",
            "No item with a positive grade scores 0.",
            ("trec_eval ndcg / ndcg_cut_k", "pytrec_eval", "ranx ndcg",
             "ir-measures nDCG", "scikit-learn ndcg_score"),
            "ndcg_cut_{k}", _dcg.ndcg,
        ),
        Measure(
            "ndcg_exp", "nDCG@k (exponential gain)",
            "nDCG with gain 2^grade − 1, which rewards top grades much more.",
            r"nDCG@K = \frac{DCG@K}{IDCG@K}, \quad g = 2^{\text{grade}} - 1",
            "No item with a positive grade scores 0.",
            ("ranx ndcg_burges", "LightGBM / XGBoost ndcg", "TF-Ranking NDCGMetric"),
            "ndcg_exp_cut_{k}", _dcg.ndcg, {"gain": "exponential"},
        ),
        Measure(
            "ndcg_list_idcg", "nDCG@k with IDCG from the list (bug)",
            "The classic bug: the ideal order is built from the retrieved list only.",
            r"nDCG@K = \frac{DCG@K}{IDCG_{\text{list}}@K}",
            "No retrieved item with a positive grade scores 0.",
            ("hand-written code that sorts the returned list to get the ideal",),
            "ndcg_listidcg_cut_{k}", _dcg.ndcg, {"ideal": "ranking"},
        ),
    ]
}  # fmt: skip

#: The four AP conventions, as the side-by-side comparison shows them.
AP_MEASURES: tuple[Measure, ...] = tuple(MEASURES[f"ap_{c}"] for c in _ap.AP_CONVENTIONS)


def every_measure(ranking, judgments=None, k=None):
    """Every measure of :data:`MEASURES` on one query, as a table with the
    columns ``id``, ``name``, ``value`` and ``libraries``.

    >>> t = every_measure(list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5)
    >>> round(float(t.set_index("id").loc["ap_m", "value"]), 4)
    0.3333
    """
    import pandas as pd

    return pd.DataFrame(
        [
            {"id": m.id, "name": m.name, "value": m(ranking, judgments, k),
             "libraries": "; ".join(m.libraries)}
            for m in MEASURES.values()
        ]
    )  # fmt: skip

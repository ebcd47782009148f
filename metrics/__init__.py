"""Ranking metrics, computed so that every number can be checked by hand.

Pure Python (numpy and pandas, no UI). One query is a ranked list of item
names (rank 1 first) plus judgments, item → grade; grade ≥ 1 is relevant.

In a checkout this folder imports as ``metrics``; ``pip install`` installs it
as ``ranking_metrics_lessons`` (the distribution's own name), since other
packages on the index also install a top-level ``metrics``. Nothing inside
names the package: its imports are relative, so it runs under either name.

>>> from metrics import average_precision, precision_at_k
>>> precision_at_k(["A", "B", "C", "D"], {"B": 1, "D": 1}, k=4)
0.5
"""

import os

__version__ = "0.2.0"

# Arrow's allocator (mimalloc) hands freed memory back to the system 10 ms
# after it is freed, by default; large evaluations free and allocate faster
# than that, so the process kept ~60 MB more at its peak on a 1-million-line
# run (~120 MB on 5 million) and was no faster. Read once, when Arrow loads,
# so it is set before anything here imports it; a value already set is kept.
os.environ.setdefault("MIMALLOC_PURGE_DELAY", "0")

# The two libraries and the measures both read, in folders of their own:
#
#   metrics.lists      the teaching library: one query is a ranked list of item names
#   metrics.measures   every measure, once (name, words, formula, rules, code)
#   metrics.evaluator  the trec_eval-compatible evaluator: files, engines, command line
#
# Each public name and the module that defines it, loaded when first used:
# ``python -m metrics`` then never loads pandas (40 MB) on its fast path.
_WHERE = {
    "lists.ap": ("AP_CONVENTIONS", "average_precision", "average_precision_table",
                 "average_precision_variants"),
    "lists.core": ("Query", "prepare", "step_table"),
    "lists.cumulative_gain": ("dcg", "dcg_table", "idcg", "ideal_table", "ndcg"),
    "lists.precision": ("f1_at_k", "hit_at_k", "precision_at_k", "precision_recall_table",
                        "recall_at_k"),
    "lists.queries": ("mean_average_precision", "mean_reciprocal_rank", "per_query_table"),
    "lists.rank": ("reciprocal_rank", "reciprocal_rank_table"),
    "evaluator.api": ("evaluate",),
    "evaluator.explain": ("explain_numbers", "explain_lists"),
    "evaluator.dropin": ("RelevanceEvaluator", "supported_measures",
                      "supported_nicknames", "parse_qrel", "parse_run",
                      "compute_aggregated_measure", "calc_aggregate"),
    "measures": ("AP_MEASURES", "MEASURES", "Measure"),
}  # fmt: skip
_MODULE_OF = {name: module for module, names in _WHERE.items() for name in names}


def __getattr__(name: str):
    if name not in _MODULE_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f".{_MODULE_OF[name]}", __name__), name)
    globals()[name] = value  # once loaded, an ordinary attribute
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_MODULE_OF])


__all__ = [
    "__version__", "AP_CONVENTIONS", "AP_MEASURES", "MEASURES", "Measure", "Query", "RelevanceEvaluator",
    "calc_aggregate", "compute_aggregated_measure", "parse_qrel", "parse_run", "supported_measures",
    "supported_nicknames",
    "average_precision", "average_precision_table", "average_precision_variants",
    "dcg", "dcg_table", "evaluate", "f1_at_k", "hit_at_k", "idcg", "ideal_table",
    "mean_average_precision", "mean_reciprocal_rank", "ndcg", "per_query_table",
    "precision_at_k", "precision_recall_table", "prepare", "recall_at_k",
    "reciprocal_rank", "reciprocal_rank_table", "step_table",
]  # fmt: skip

"""Every measure, once: one :class:`~metrics.measures.base.Measure` per
measure, one file per family.

Each family's file (``average_precision.py``, ``precision.py``,
``dcg.py``…) defines its measures' code (the per-query trec_eval reading,
the vectorised kernel, the function on a list of items where a lesson
teaches it) beside their words, formula, rule for degenerate input and the
tools that compute them that way, in a list named ``MEASURES``. This module
gathers every family file it finds, so a new measure is its family's file
(new or old) plus its words in the app's other language
(``ui/words/measures.py``).

:data:`MEASURES` lists them in trec_eval's order (the order its output
uses), then the measures trec_eval lacks, family by family in the order
the lessons teach them (:data:`TEACHING_ORDER`).
:data:`NICKNAMES` are trec_eval's names for sets of measures
(``-m official``).

>>> MEASURES["map"].formula
'AP = (1/R) sum_i rel(i) P@i'
>>> [m.name for m in AP_MEASURES]
['ap_meanP', 'map_cut', 'ap_trunc', 'ap_hits']
"""

from __future__ import annotations

import importlib
import pkgutil

from .base import Measure

#: trec_eval 10.0's measures, in the order of its ``measures.c`` (its output order).
TREC_EVAL_ORDER = (
    "runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec", "bpref",
    "recip_rank", "iprec_at_recall", "P", "relstring", "recall", "infAP", "gm_bpref",
    "Rprec_mult", "utility", "11pt_avg", "binG", "G", "dcg", "ideal_dcg", "ndcg", "ndcg_rel",
    "Rndcg", "ndcg_cut", "map_cut", "relative_P", "success", "set_P", "set_relative_P",
    "set_recall", "set_map", "set_F", "num_nonrel_judged_ret", "prefs_num_prefs_poss",
    "prefs_num_prefs_ful", "prefs_num_prefs_ful_ret", "prefs_simp", "prefs_pair", "prefs_avgjg",
    "prefs_avgjg_Rnonrel", "prefs_simp_ret", "prefs_pair_ret", "prefs_avgjg_ret",
    "prefs_avgjg_Rnonrel_ret", "prefs_simp_imp", "prefs_pair_imp", "prefs_avgjg_imp",
    "map_avgjg", "P_avgjg", "Rprec_mult_avgjg", "yaap", "rbp", "rbp_resid", "unj",
)  # fmt: skip

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


#: The order the lessons teach the families in (any other family after them).
TEACHING_ORDER = ("precision", "reciprocal_rank", "average_precision", "dcg", "reader")

#: The family each measure is defined in (its file's name), by measure.
FAMILY: dict[str, str] = {}
_DEFINED: list[str] = []  # every measure, family by family, in its file's order


def _gather() -> dict[str, Measure]:
    """Every family file's measures: trec_eval's in its order, then the rest."""
    found: dict[str, Measure] = {}
    for module in sorted(m.name for m in pkgutil.iter_modules(__path__) if m.name != "base"):
        for measure in importlib.import_module(f"{__name__}.{module}").MEASURES:
            if measure.name in found:
                raise ValueError(f"measure {measure.name!r} is defined twice")
            found[measure.name] = measure
            FAMILY[measure.name] = module
            _DEFINED.append(measure.name)
    missing = [name for name in TREC_EVAL_ORDER if name not in found]
    if missing:  # pragma: no cover - a family file lost
        raise ValueError(f"trec_eval's measures {missing} have no definition")
    ordered = {name: found[name] for name in TREC_EVAL_ORDER}
    rest = sorted((n for n in found if n not in ordered), key=_teaching_place)  # stable
    return {**ordered, **{n: found[n] for n in rest}}


def _teaching_place(name: str) -> int:
    """Where ``name``'s family comes in :data:`TEACHING_ORDER` (others last)."""
    return (TEACHING_ORDER + (FAMILY[name],)).index(FAMILY[name])


#: Every measure, by name, in output order.
MEASURES: dict[str, Measure] = _gather()

#: The four AP conventions, as the side-by-side comparison shows them (in
#: the order of :data:`metrics.lists.ap.AP_CONVENTIONS`).
AP_MEASURES: tuple[Measure, ...] = tuple(
    m
    for convention in ("mean_p", "m", "min_m_k", "hits")
    for m in MEASURES.values()
    if m.list_options.get("convention") == convention
)

#: The measures a lesson computes on a list of items, in teaching order.
ON_LISTS: dict[str, Measure] = {
    name: MEASURES[name]
    for name in sorted(_DEFINED, key=_teaching_place)  # stable: each family in its file's order
    if MEASURES[name].on_list is not None
}

#: The measures offered on the upload page, in output order.
UPLOAD_CHOICES: tuple[str, ...] = tuple(n for n, m in MEASURES.items() if m.upload)


def every_measure(ranking, judgments=None, k=None):
    """Every measure of :data:`ON_LISTS` on one list, as a table with the
    columns ``id``, ``name``, ``value`` and ``libraries``.

    >>> t = every_measure(list("ABCDE"), {"B": 1, "D": 1, "Z": 1}, 5)
    >>> round(float(t.set_index("id").loc["map_cut", "value"]), 4)
    0.3333
    """
    import pandas as pd

    return pd.DataFrame(
        [
            {"id": m.name, "name": m.lesson_name, "value": m(ranking, judgments, k),
             "libraries": "; ".join(m.computed_by)}
            for m in ON_LISTS.values()
        ]
    )  # fmt: skip


__all__ = ["AP_MEASURES", "MEASURES", "Measure", "NICKNAMES", "ON_LISTS", "UPLOAD_CHOICES"]

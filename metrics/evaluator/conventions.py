"""Whose numbers the Python API gives: trec_eval 10.0's (the default) or,
with ``conventions="ir_measures"``, ir-measures' (0.4.3, its default
pipeline), for a pipeline moving from one to the other.

ir-measures hands each measure to a provider, and each provider has its own
rules (read in ir-measures' source at 0.4.3, each checked by
``tests/test_conventions_ir_measures.py`` against ir-measures itself):

* **pytrec_eval** (trec_eval 9.x inside) computes most measures: scores read
  as single precision, so scores equal in float32 tie, and the tie goes to
  the docno in decreasing order; 9.x's rule for recall levels
  (``int(f * R + 0.9)``).
* **judged** (its own Python) computes ``Judged@k``: scores as given, ties
  by document name in *increasing* order.
* **cwl_eval** computes ``RBP(rel=N)``: scores as given, tied documents in
  the run's own order (a stable sort by score).
* Every judged query is answered; a query the run lacks scores 0 on every
  measure (ir-measures' ``Measure.DEFAULT``), ``NumRel`` included, where
  ``trec_eval -c`` counts its relevant documents.

Two measures are refused rather than guessed: ``ERR@k``, which ir-measures
computes with gdeval.pl (rules this library does not model), and ``RBP``
without ``rel=`` (graded RBP), which no provider of ir-measures 0.4.3
computes.
"""

from __future__ import annotations

from dataclasses import dataclass

from .requests import measure_name, parse_requests

CONVENTIONS = ("trec_eval", "ir_measures")


@dataclass(frozen=True)
class Rules:
    """How one measure is computed: scores in single precision or not, the
    order of tied documents (:class:`metrics.judged.Options`' ``ties``), and
    whether a judged query the run lacks scores 0 on it."""

    float32: bool = False
    ties: str = "descending"
    missing_zero: bool = False


TREC_EVAL = Rules()
PYTREC_EVAL = Rules(float32=True, missing_zero=True)
JUDGED = Rules(ties="ascending", missing_zero=True)
CWL_EVAL = Rules(ties="input", missing_zero=True)

#: The measures of pytrec_eval-terrier 0.5.11 (trec_eval 9.0.8 inside), its
#: ``supported_measures`` (a test compares them): under ir-measures'
#: conventions a measure outside them, and outside the providers above, is
#: one ir-measures cannot compute, and is refused.
PYTREC_EVAL_MEASURES = frozenset({
    "11pt_avg", "G", "P", "Rndcg", "Rprec", "Rprec_mult", "binG", "bpref", "gm_bpref", "gm_map",
    "infAP", "iprec_at_recall", "map", "map_cut", "ndcg", "ndcg_cut", "ndcg_rel",
    "num_nonrel_judged_ret", "num_q", "num_rel", "num_rel_ret", "num_ret", "recall",
    "recip_rank", "relative_P", "relstring", "runid", "set_F", "set_P", "set_map", "set_recall",
    "set_relative_P", "success", "utility",
})  # fmt: skip

_REFUSED = {
    "ERR": "ir-measures computes ERR@k with gdeval.pl, whose rules (grades capped at 4, "
    "topics with no relevant document left out) this library does not model",
    "rbp": "ir-measures 0.4.3 has no provider for graded RBP (RBP without rel=); "
    "ask for RBP(rel=1) (binary, as cwl_eval computes it) or use the default conventions",
}


def checked(conventions: object) -> str:
    """``conventions`` itself, or a ``ValueError`` that names it.

    >>> checked("ir_measures")
    'ir_measures'
    >>> checked("ir-measures")
    Traceback (most recent call last):
    ...
    ValueError: conventions: 'ir-measures' is not one of 'trec_eval', 'ir_measures'
    """
    if conventions not in CONVENTIONS:
        raise ValueError(
            f"conventions: {conventions!r} is not one of " + ", ".join(repr(c) for c in CONVENTIONS)
        )
    return str(conventions)


def rules_of(name: str, conventions: str) -> Rules:
    """The rules a measure asked as ``name`` is computed by.

    >>> rules_of("Judged@10", "ir_measures").ties, rules_of("AP", "ir_measures").float32
    ('ascending', True)
    >>> rules_of("nDCG@10", "trec_eval") == TREC_EVAL
    True
    >>> rules_of("ERR@10", "ir_measures")
    Traceback (most recent call last):
    ...
    ValueError: measures: 'ERR@10' under conventions='ir_measures': ir-measures computes ERR@k with gdeval.pl, whose rules (grades capped at 4, topics with no relevant document left out) this library does not model
    """
    if conventions == "trec_eval":
        return TREC_EVAL
    (request,) = parse_requests([measure_name(name)[0]])
    measure = request.measure.name
    if measure in _REFUSED:
        raise ValueError(f"measures: {name!r} under conventions='ir_measures': {_REFUSED[measure]}")
    if measure == "Judged":
        return JUDGED
    if measure == "RBP":
        return CWL_EVAL
    if measure not in PYTREC_EVAL_MEASURES:
        raise ValueError(
            f"measures: {name!r} under conventions='ir_measures': ir-measures 0.4.3 has no "
            "provider that computes it (its trec_eval is 9.x, through pytrec_eval)"
        )
    return PYTREC_EVAL

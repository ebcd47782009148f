"""The names pages print beside a value, from the registry.

A measure's "computed by" line is every registry tool that has the measure
under that convention, in the registry's order, each as it names its own
function (:attr:`metrics.tools.registry.Tool.labels`).

>>> labels("ap_trunc")
('Kaggle ml_metrics apk / mapk', 'Microsoft recommenders map_at_k', 'RecBole MAP')
>>> labels("map", whole=True)[-1]
'trectools get_map'
>>> "Evidently MAPKMetric" in labels("map"), "Evidently MAPKMetric" in labels("map", whole=True)
(True, False)
"""

from __future__ import annotations

from .registry import EVERY

#: Families whose whole-list form only some tools have (AP: ``ap_whole``).
_WHOLE = {"map": lambda t: getattr(t, "ap_whole", False)}


def labels(family: str, *, whole: bool = False) -> tuple[str, ...]:
    """Every tool's name for ``family`` (``map``: AP ÷ m, ``ap_trunc``,
    ``ap_hits``, ``P``, ``P_minlen``, ``ndcg``, ``ndcg_exp``, ``rr``);
    ``whole``: only tools that have it without a cutoff."""
    keep = _WHOLE.get(family, lambda t: True) if whole else (lambda t: True)
    return tuple(label for t in EVERY if keep(t) for label in t.label(family))


def owners() -> dict[str, str]:
    """Each printed name's tool: ``{label: tool id}``.

    >>> owners()["pytrec_eval (trec_eval 9)"], owners()["ranx map"]
    ('pytrec_eval', 'ranx')
    """
    return {label: t.id for t in EVERY for names in t.labels.values() for label in names}


#: The entries of a measure's "computed by" that name no tool.
NOT_A_TOOL = (
    "no well-known library: a misreading found in tutorials and hand-written code",
    "hand-written code that sorts the returned list to get the ideal",
)


def spellings() -> dict[str, str]:
    """Every way a page may write a registry tool's name: ``{spelling: id}``.

    >>> spellings()["Kaggle"], spellings()["gdeval.pl"]
    ('ml_metrics', 'gdeval')
    """
    return {s: t.id for t in EVERY for s in (t.spellings or (t.name,))}

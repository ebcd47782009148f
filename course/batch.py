"""The upload page's model ("Your own data"): which measures it offers, what
it computes from the files, and how runs are compared, without Streamlit.

The page (``lessons/batch.py``) uploads files and draws what these
functions return; every number comes from the library's engines
(:func:`metrics.evaluator.router.evaluate_frames`), every test from
:mod:`course.comparison`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import pandas as pd

from metrics.evaluator.readers import load, order_run
from metrics.evaluator.router import evaluate_frames
from metrics.evaluator.uploads import only_in_one, read_judgments_file, read_run_file
from metrics.evaluator.vectorised import measure_of, split_column
from metrics.measures import MEASURES, UPLOAD_CHOICES

from . import link as links
from .comparison import Comparison, compare, holm
from .scenario import MAX_ITEMS, Scenario, tidy_qrels

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
#: The sample files, by the upload they stand in for.
SAMPLE_FILES = {"judgments": "qrels.txt", "run_a": "run_bm25.txt", "run_b": "run_neural.txt"}

#: The measures a person can pick (each measure says whether it is offered,
#: ``upload``; its words are in ui/words/measures), and those picked at first.
CHOICES = list(UPLOAD_CHOICES)
DEFAULT_CHOICES = ["map", "recip_rank", "P", "recall", "ndcg_cut", "ap_trunc", "ap_hits"]


class File(NamedTuple):
    """A file: its bytes, its name, and what tells its content apart (an
    upload's id, or the sample's name) for what is kept from it."""

    data: bytes
    name: str
    key: str


def sample(which: str) -> File:
    """One of the sample files (``judgments``, ``run_a``, ``run_b``)."""
    name = SAMPLE_FILES[which]
    return File((SAMPLES / name).read_bytes(), name, f"sample:{name}")


def columns(chosen: list[str], k: int) -> tuple[str, ...]:
    """The output columns of the chosen measures at cutoff ``k``; ``map``
    when none is chosen.

    >>> columns(["map", "P", "ERR"], 10)
    ('map', 'P_10', 'ERR_10')
    >>> columns([], 5)
    ('map',)
    """
    return tuple(f"{m}_{k}" if MEASURES[m].cutoffs else m for m in chosen) or ("map",)


def read_files(judged: File, run: File) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Both files parsed (TREC or CSV, named in messages by their names)."""
    return (
        read_judgments_file(load(judged.data, judged.name)),
        read_run_file(load(run.data, run.name)),
    )


@dataclass(frozen=True)
class Results:
    """One run evaluated: the per-query table (a row per query, trec_eval's
    order), the ``all`` values, and the queries only in the run or only in
    the judgments."""

    table: pd.DataFrame
    summary: dict[str, float]
    only_run: list[str]
    only_judged: list[str]


def evaluate(
    qrels: pd.DataFrame, run: pd.DataFrame, measures: tuple[str, ...], complete: bool
) -> Results:
    """The chosen measures on one run, as ``python -m metrics`` computes them
    (the ``all`` values by its rule: a sum for num_ret…, the mean for AP…)."""
    table, summary = evaluate_frames(qrels, run, list(measures), complete=complete)
    return Results(table, summary, *only_in_one(qrels, run))


def is_whole(column: str) -> bool:
    """The column counts documents or queries (shown without decimals)."""
    return measure_of(column).integer


def in_trec_eval(column: str) -> bool:
    return measure_of(column).in_trec_eval


def parts(column: str) -> tuple[str, int | float | None]:
    """``"P_10"`` → ``("P", 10)``: the measure and its cutoff."""
    return split_column(column)


def aligned(table: pd.DataFrame, column: str, queries: pd.Index) -> pd.Series:
    """One run's values of ``column`` for ``queries``; a query the run has no
    results for scores 0 (trec_eval's -c rule)."""
    return table[column].reindex(queries, fill_value=0.0)


def compare_runs(
    a: pd.DataFrame, b: pd.DataFrame, column: str, shared_only: bool
) -> tuple[Comparison | None, pd.Index, pd.Index, pd.Index]:
    """Run B against run A on ``column``: the comparison (None with fewer
    than 2 queries), the queries compared, and those only A or only B has.
    A judged query one run lacks scores 0 there, unless ``shared_only``."""
    not_in_b, not_in_a = a.index.difference(b.index), b.index.difference(a.index)
    common = a.index.intersection(b.index) if shared_only else a.index.union(b.index)
    if len(common) < 2:
        return None, common, not_in_b, not_in_a
    result = compare(aligned(a, column, common).to_numpy(), aligned(b, column, common).to_numpy())
    return result, common, not_in_b, not_in_a


def compare_every_measure(
    a: pd.DataFrame, b: pd.DataFrame, shown: list[str], queries: pd.Index
) -> dict[str, Comparison]:
    """Run B against run A on every measure shown, over ``queries``."""
    return {
        c: compare(aligned(a, c, queries).to_numpy(), aligned(b, c, queries).to_numpy())
        for c in shown
    }


def compare_pairs(runs: list[tuple[str, pd.DataFrame]], column: str) -> dict:
    """Each pair of runs on ``column``, over every query any run has (a run
    lacking one scores 0 there): ``{(name_a, name_b): Comparison}``."""
    everyone = runs[0][1].index
    for _, table in runs[1:]:
        everyone = everyone.union(table.index)
    return {
        (name_a, name_b): compare(
            aligned(a, column, everyone).to_numpy(), aligned(b, column, everyone).to_numpy()
        )
        for i, (name_a, a) in enumerate(runs)
        for name_b, b in runs[i + 1 :]
    }


def adjusted(compared: dict) -> list[float]:
    """The comparisons' sign-flip p-values, Holm-adjusted over them all."""
    return holm([c.randomization_p_value for c in compared.values()])


@dataclass(frozen=True)
class Worst:
    """One of the worst queries: its value, and a link into the AP lesson
    with its ranking (empty when it cannot be put in a link)."""

    qid: str
    value: float
    href: str
    no_relevant: bool


#: Characters a link's lists cannot hold in a name.
UNLINKABLE = ",;:"


def worst_queries(
    table: pd.DataFrame, column: str, qrels: pd.DataFrame, run: pd.DataFrame, k: int,
    lang: str | None = None, limit: int = 5, root: str = "/",
) -> list[Worst]:  # fmt: skip
    """The ``limit`` queries with the lowest ``column``, each with a link that
    opens its ranking (top :data:`~course.scenario.MAX_ITEMS` documents,
    grades above 3 as 3) in the AP lesson at cutoff ``k`` (under the app's
    ``root`` path)."""
    worst = table[column].sort_values(kind="stable").head(limit)
    ordered = order_run(run[run["qid"].isin(worst.index)])
    out = []
    for qid, value in worst.items():
        scenario = query_scenario(qid, qrels, ordered, k)
        href = ""
        if scenario is not None:
            opened = links.Link("average_precision", scenario, step=1, lang=lang)
            href = links.href("average_precision", opened, root)
        judged = qrels[(qrels["qid"] == qid) & (qrels["grade"] > 0)]
        out.append(Worst(str(qid), float(value), href, judged.empty))
    return out


def query_scenario(
    qid, qrels: pd.DataFrame, ordered: pd.DataFrame, k: int | None
) -> Scenario | None:
    """One query of the files as a lesson's list: its ranking as trec_eval
    orders it (``ordered``, :func:`order_run`; the top
    :data:`~course.scenario.MAX_ITEMS`), grades above 3 as 3, at cutoff
    ``k``; ``None`` when it has nothing relevant or a name a link cannot
    hold."""
    docs = ordered.loc[ordered["qid"] == qid, "docno"].head(MAX_ITEMS).tolist()
    judged = qrels[(qrels["qid"] == qid) & (qrels["grade"] > 0)]
    names = docs + judged["docno"].tolist()
    if not docs or judged.empty or any(c in n for n in names for c in UNLINKABLE):
        return None
    grades = {d: min(int(g), 3) for d, g in zip(judged["docno"], judged["grade"])}
    return Scenario(
        tuple(docs), tidy_qrels(grades, tuple(docs)), None if k is None else min(k, 10_000)
    )

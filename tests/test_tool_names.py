"""No page names a tool outside the registry: every measure's "computed by"
line is the registry's labels, and every tool name written in a page, a
words module, a measure, a docstring shown as code, the README or docs/ is a
registry tool's spelling."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from metrics.measures import MEASURES
from metrics.tools import names
from metrics.tools.registry import ALSO_NAMED, EVERY, TOOLS

ROOT = Path(__file__).resolve().parents[1]

#: Tool names as they are met in the field, written here and not read from
#: the registry, so that a tool taken out of the registry (or one never put
#: in) is caught where a page still names it. Add a name when a page or an
#: issue brings a new one.
WATCH = (
    "trec_eval", "pytrec_eval", "ir-measures", "ir_measures", "ranx", "scikit-learn", "sklearn",
    "torchmetrics", "Kaggle", "ml_metrics", "recommenders", "Microsoft recommenders", "RecBole", "TF-Ranking",
    "tensorflow_ranking", "Evidently", "LightGBM", "XGBoost", "CatBoost", "gdeval", "gdeval.pl",
    "cwl_eval", "cwl-eval", "BEIR", "trectools", "recmetrics", "Pyserini", "Anserini", "PyTerrier", "LensKit",
    "RecPack", "Cornac", "MTEB", "TorchRec", "MLlib", "Elasticsearch", "OpenSearch", "Vespa",
    "Solr", "RAGAS", "LlamaIndex", "LangChain", "rank_eval", "Metarank", "RecList", "DeepCTR",
    "ndeval", "msmarco_eval", "Keras", "TensorFlow",
)  # fmt: skip

#: What a person reads: pages, words, measures, the code shown on pages, the
#: command line's texts, the README and docs/ (docs/tools.md is written from
#: the registry).
PAGES = sorted(
    {
        *ROOT.glob("app.py"),
        *ROOT.glob("lessons/*.py"),
        *ROOT.glob("ui/**/*.py"),
        *ROOT.glob("course/*.py"),
        *ROOT.glob("metrics/measures/*.py"),
        *ROOT.glob("metrics/lists/*.py"),
        *ROOT.glob("metrics/evaluator/*.py"),
        *ROOT.glob("README.md"),
        *(p for p in ROOT.glob("docs/*.md") if p.name != "tools.md"),
    }
)

_BOUNDARY = r"(?<![A-Za-z0-9_\-/.]){}(?![A-Za-z0-9_\-])"
_FINDERS = [(name, re.compile(_BOUNDARY.format(re.escape(name)))) for name in WATCH]


def unknown_names(text: str, spelled: dict[str, str]) -> list[tuple[int, str]]:
    """The (line, name) of every watched tool name in ``text`` that no tool
    of ``spelled`` ({spelling: tool id}) writes so."""
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        for name, finder in _FINDERS:
            if name not in spelled and finder.search(line):
                out.append((number, name))
    return out


def test_every_measure_names_only_the_registrys_labels():
    owners = names.owners()
    by_hand = [
        (m.name, entry)
        for m in MEASURES.values()
        for entry in m.computed_by
        if entry not in owners and entry not in names.NOT_A_TOOL
    ]
    assert by_hand == []


@pytest.mark.parametrize("path", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_page_names_a_tool_outside_the_registry(path):
    found = unknown_names(path.read_text(encoding="utf-8"), names.spellings())
    assert found == [], f"{path.name} names tools the registry lacks: {found}"


def test_a_tool_taken_out_of_the_registry_is_caught_where_a_page_names_it():
    spelled = {s: i for s, i in names.spellings().items() if i != "beir"}
    page = (ROOT / "ui/words/edge_cases.py").read_text(encoding="utf-8")
    assert (44, "BEIR") in unknown_names(page, spelled)
    assert unknown_names("scored by CatBoost's NDCG", names.spellings()) == [(1, "CatBoost")]
    # A name inside another, or a path, is not a mention of its own.
    assert unknown_names("pytrec_eval and terrierteam/ir_measures", {}) == [(1, "pytrec_eval")]


def test_every_registry_spelling_is_watched_and_belongs_to_one_tool():
    spelled = [s for t in EVERY for s in t.spellings]
    assert len(spelled) == len(set(spelled))
    assert set(spelled) <= set(WATCH)


@pytest.mark.parametrize("tool", ALSO_NAMED, ids=lambda t: t.id)
def test_every_tool_named_but_not_modelled_says_where_and_at_which_commit_it_was_read(tool):
    assert re.search(r"at commit [0-9a-f]{7}", tool.read_at), tool.read_at
    assert tool.rules and tool.source


def test_every_label_names_its_own_tool():
    for tool in EVERY:
        for family, labels in tool.labels.items():
            for label in labels:
                assert any(s in label for s in tool.spellings), (tool.id, family, label)


def test_the_readmes_conventions_row_lists_the_registrys_modelled_tools():
    """The pages' table (docs/app.md, the README's page for the app) lists
    every modelled tool on its Conventions row."""
    row = next(
        line
        for line in (ROOT / "docs" / "app.md").read_text(encoding="utf-8").splitlines()
        if line.startswith("| Conventions |")
    )
    listed = re.search(r"\(([^)]*)\)", row).group(1).split(", ")
    assert listed == [t.spellings[0] for t in TOOLS]
    assert f"{len(TOOLS)} tools" in row


def test_the_readmes_list_of_ir_measures_names_is_every_measures_own():
    """docs/library.md's "Any measure of the command line works, by
    trec_eval's name or ir-measures' (…)" lists exactly the ir-measures names
    the measures carry (``Measure.ir_name``): a measure added or renamed
    shows there."""
    import re

    from metrics.measures import MEASURES

    text = (ROOT / "docs" / "library.md").read_text(encoding="utf-8")
    start = text.index("by trec_eval's name or ir-measures'")
    listed = text[start : text.index("each measure carries its", start)]
    written = {re.sub(r"@\w+$", "@", name) for name in re.findall(r"`([^`]+)`", listed)}
    carried = {m.ir_name for m in MEASURES.values() if m.ir_name}
    assert written == carried, written ^ carried


#: What a rule's words must carry from English into Korean: options and
#: functions (``ignore_ties=True``, ``average_precision_score``), file
#: names and numbers. A rule's Korean is written, not generated, so a change
#: to the registry's English that the Korean did not follow would leave a
#: Korean reader with the old claim.
_CODE = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*(?:=[A-Za-z0-9_'.]+)?|\d+(?:\.\d+)?")


def _code(text: str) -> set[str]:
    return {t for t in _CODE.findall(text) if "_" in t or "=" in t or "." in t or t[0].isdigit()}


def test_each_tools_korean_rules_say_what_its_english_rules_say():
    from ui.words.conventions import NOTES_EN, NOTES_KO, RULES_EN, RULES_KO

    assert set(RULES_KO) == set(RULES_EN) and set(NOTES_KO) == set(NOTES_EN)
    cells = [
        (tool, field, english, RULES_KO[tool][field])
        for tool, rules in RULES_EN.items() for field, english in enumerate(rules)
    ] + [(tool, "note", NOTES_EN[tool], NOTES_KO[tool]) for tool in NOTES_EN]  # fmt: skip
    lost = {
        (t, f): sorted(_code(en) - _code(ko)) for t, f, en, ko in cells if _code(en) - _code(ko)
    }
    assert not lost
    # The check reads what it should: sklearn's ties cell names its option.
    assert "ignore_ties=True" in _code(RULES_EN["sklearn"][4])

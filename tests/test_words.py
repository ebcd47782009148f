"""Every user-facing word lives in ui/words; these checks keep the modules
complete so a translation can follow them key by key."""

import importlib
import pkgutil
import re
import string

import pytest

import ui.words
from course.examples import BY_ID, EXAMPLES
from ui.words.edge_cases import T as EDGE
from ui.words.examples import T as EXAMPLE_WORDS


def test_every_example_has_a_title_and_a_note():
    assert set(EXAMPLE_WORDS) == {e.id for e in EXAMPLES}
    assert all(title and note for title, note in EXAMPLE_WORDS.values())


def test_every_edge_case_is_a_ready_made_example():
    assert set(EDGE["cases"]) <= set(BY_ID)


def test_every_words_module_has_text_only_with_well_formed_fields():
    for module in pkgutil.iter_modules(ui.words.__path__):
        words = getattr(importlib.import_module(f"ui.words.{module.name}"), "T", None)
        if words is None:  # ui.words.lang: the machinery, no words
            continue
        for key, value in words.items():
            for text in (
                value if isinstance(value, tuple) else [value] if isinstance(value, str) else []
            ):
                list(string.Formatter().parse(text))  # raises on a malformed {field}
            assert value, (module.name, key)


def _quoted_numbers(text: str) -> list[tuple[float, int]]:
    """Numbers written with at least three decimals, each with its decimals
    (rounded ones like 0.11 are quotes of other tutorials, said as such)."""
    return [(float(x), len(x) - 2) for x in re.findall(r"(?<![\d.])\d\.\d{3,}", text)]


def _values_of(example_id: str) -> list[float]:
    from metrics.measures import every_measure

    s = BY_ID[example_id].scenario
    return every_measure(s.ranking, s.judgments, s.k)["value"].tolist()


def test_every_number_quoted_in_an_example_note_is_what_the_library_computes():
    assert sum(len(_quoted_numbers(note)) for _, note in EXAMPLE_WORDS.values()) >= 15
    for example_id, (_, note) in EXAMPLE_WORDS.items():
        values = _values_of(example_id)
        for quoted, decimals in _quoted_numbers(note):
            # as the lessons show it: rounded to its decimals (4, as num() rounds)
            assert any(float(f"{v:.{decimals}f}") == quoted for v in values), (example_id, quoted)


def test_every_number_quoted_in_an_edge_case_is_what_the_library_computes():
    assert sum(len(_quoted_numbers(text)) for _, text in EDGE["cases"].values()) >= 5
    for case_id, (_, surprise) in EDGE["cases"].items():
        values = _values_of(case_id)
        for quoted, decimals in _quoted_numbers(surprise):
            assert any(float(f"{v:.{decimals}f}") == quoted for v in values), (case_id, quoted)


def _word_tables():
    """Every Words table of every words module: (module.name, name, Words)."""
    from ui.words.lang import Words

    for module in pkgutil.iter_modules(ui.words.__path__):
        loaded = importlib.import_module(f"ui.words.{module.name}")
        for name, value in vars(loaded).items():
            if isinstance(value, Words):
                yield module.name, name, value


def _texts(value, path=()):
    """(path, text) for every string inside a value (dicts and tuples walked)."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield from _texts(inner, (*path, key))
    elif isinstance(value, tuple | list):
        for i, inner in enumerate(value):
            yield from _texts(inner, (*path, i))


def _fields(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def test_every_words_module_is_in_both_languages():
    tables = list(_word_tables())
    assert len(tables) >= 17
    for module, name, words in tables:
        en, ko = dict(_texts(words.table("en"))), dict(_texts(words.table("ko")))
        assert en.keys() == ko.keys(), (module, name, en.keys() ^ ko.keys())


def test_every_translation_has_the_same_placeholders():
    for module, name, words in _word_tables():
        ko = dict(_texts(words.table("ko")))
        for path, text in _texts(words.table("en")):
            assert _fields(text) == _fields(ko[path]), (module, name, path)


def test_korean_tables_are_korean():
    import re

    hangul = re.compile(r"[\uac00-\ud7a3]")
    for module, name, words in _word_tables():
        texts = [t for _, t in _texts(words.table("ko")) if len(t) > 25]
        korean = [t for t in texts if hangul.search(t)]
        assert len(korean) >= 0.9 * len(texts), (module, name)


def test_outside_a_session_the_words_are_english():
    from ui.words.frame import T

    assert T["page_home"] == "Home"


def test_every_measure_the_upload_page_offers_has_a_plain_title_in_both_languages():
    from metrics.measures import MEASURES, UPLOAD_CHOICES
    from ui.words.measures import EN, KO

    assert {"map", "ERR", "Judged"} <= set(UPLOAD_CHOICES)
    for name in UPLOAD_CHOICES:
        for words in (EN, KO):
            assert words[name]["title"], name
            assert ("{k}" in words[name]["title"]) == bool(MEASURES[name].cutoffs), name


def test_every_measure_the_app_shows_has_its_words_in_both_languages():
    """A new measure is its family's file plus one Korean entry: the English
    words come from the measure, and nothing else needs touching."""
    from metrics.measures import MEASURES
    from ui.words.measures import EN, FIELDS, KO

    shown = {n for n, m in MEASURES.items() if m.upload or m.on_list}
    assert shown <= set(EN) == set(KO)
    for name in EN:
        assert set(EN[name]) == set(KO[name]) == set(FIELDS), name


def test_every_file_error_reads_the_same_in_english_and_has_korean_words():
    from metrics.evaluator.files import MESSAGES, TrecFormatError
    from metrics.evaluator.vectorised import NoQueryInCommon
    from metrics.judged import GradeRefused
    from ui.words.batch import EN, KO

    assert set(EN["file_errors"]) == set(KO["file_errors"]) == {*MESSAGES, "no_common"}
    examples = [
        TrecFormatError("not_number", "r.txt", line=2, column="score", value="high"),
        TrecFormatError("nan", "r.txt", line=2, column="score", value="NaN"),
        TrecFormatError("duplicate", "r.csv", row=3, docno="a", qid="q"),
        TrecFormatError(
            "header", "j.csv", line=1, wanted="a,b or c,d", choices=("a,b", "c,d"), found="x"
        ),
        TrecFormatError("binary", "j.bin"),
        NoQueryInCommon(),
        GradeRefused("grade_exp", measure="ndcg_exp_cut", grade=1024, limit=1023),
        GradeRefused("grade_counted", grade=3_000_000_000, limit=1_000_000),
    ]
    for err in examples:
        words = EN["file_errors"][err.code].format(**{**err.params, "wanted": "a,b or c,d"})
        if err.line is not None:
            words = EN["file_place"].format(
                place=EN["file_line"].format(name=err.name, line=err.line), message=words
            )
        elif err.row is not None:
            words = EN["file_place"].format(
                place=EN["file_row"].format(name=err.name, row=err.row), message=words
            )
        elif err.name:
            words = EN["file_place"].format(place=err.name, message=words)
        assert words == str(err)


def test_every_korean_file_error_ends_as_a_sentence():
    """A file's error is a system message the page shows in full: in Korean
    it ends with a period, as the rest of the page's sentences do (the
    reading of 2026-11-28 found them without one)."""
    from ui.words.batch import KO

    unfinished = {code: text for code, text in KO["file_errors"].items() if not text.endswith(".")}
    assert unfinished == {}


def test_every_step_table_column_has_a_header_and_a_hover_text_in_both_languages():
    """A step table's headers explain themselves on hover, with every column
    shown ("Show every column"), in each language."""
    from metrics import (
        average_precision_table,
        dcg_table,
        precision_recall_table,
        reciprocal_rank_table,
    )
    from metrics.lists.cumulative_gain import ideal_table
    from ui.words.columns import HELP
    from ui.words.columns import T as COLUMNS

    query = (["A", "B", "C"], {"B": 2, "Z": 1}, 4)
    tables = [average_precision_table, dcg_table, precision_recall_table, reciprocal_rank_table]
    columns = {c for table in tables for c in table(*query).columns}
    columns |= set(ideal_table(*query).columns)
    for lang in ("en", "ko"):
        assert columns <= set(COLUMNS.table(lang)), (lang, columns - set(COLUMNS.table(lang)))
        assert columns <= set(HELP.table(lang)), (lang, columns - set(HELP.table(lang)))


def _korean_texts():
    """Every Korean text of every page, with where it is."""
    from ui.words.lang import Words

    for module in pkgutil.iter_modules(ui.words.__path__):
        mod = importlib.import_module(f"ui.words.{module.name}")
        for name, words in vars(mod).items():
            if isinstance(words, Words):
                for path, text in _texts(dict(words.table("ko"))):
                    yield (module.name, name, *path), text


def _korean_templates():
    for where, text in _korean_texts():
        if _fields(text):
            yield where, text


# A particle that does not fit the number before it: 3 is read 삼 (ends in a
# consonant), 2 is read 이 (ends in a vowel).
_WRONG_AFTER = {
    3: ("3를", "3가 ", "3는", "3와", "3로", "3라고", "3(으)로", "3을(를)", "3이(가)", "3은(는)"),
    2: ("2을", "2은", "2과", "2으로", "2이라고", "2(으)로", "2을(를)", "2이(가)", "2은(는)"),
}


def _filled(values):
    """Every Korean template with each of ``values`` in all its fields:
    ``(where, value, shown)`` (a template whose field is not a plain value,
    a list or a table, is left out)."""
    for where, text in _korean_templates():
        for value in values:
            filled = {f.split(".")[0].split("[")[0]: value for f in _fields(text)}
            try:
                yield where, value, text.format(**filled)
            except (KeyError, IndexError, AttributeError, ValueError, TypeError):
                continue


def test_korean_particles_after_a_number_fit_the_number():
    """을/를, 이/가, 은/는, 과/와, (으)로 and (이)라고 depend on how the word
    before them ends; after a number every Korean template picks the form
    that number takes (3을, 2를), never one fixed form or both."""
    checked = 0
    for where, number, shown in _filled(_WRONG_AFTER):
        checked += 1
        assert not any(w in shown for w in _WRONG_AFTER[number]), (where, shown)
    assert checked > 100


#: Names a user may type, each with the particles it must not take (a
#: Korean word, Latin words and acronyms, a name with a bracket, a number and
#: a symbol, read the way Korean reads them).
_AFTER_VOWEL, _AFTER_CONSONANT = ("을", "이", "은", "과", "으로"), ("를", "가", "는", "와")
_NAMES = {
    "기쁨": _AFTER_CONSONANT, "사과": _AFTER_VOWEL, "Harbor": _AFTER_VOWEL,
    "Titanic": _AFTER_CONSONANT, "Forrest Gump": _AFTER_VOWEL, "AP": _AFTER_VOWEL,
    "RBP(p = 0.9)": _AFTER_VOWEL, "x#1": ("를", "가", "는", "와"), "C++": (),
}  # fmt: skip
_TWO_FORMS = ("을(를)", "이(가)", "은(는)", "과(와)", "(으)로", "(이)라고")


def test_no_korean_page_shows_a_particle_in_two_forms_after_any_name():
    """After a Korean, Latin or number name (or a bracket, or a symbol) every
    Korean template writes one particle, the one the name takes when read."""
    checked = 0
    for where, name, shown in _filled(_NAMES):
        checked += 1
        assert not any(form in shown for form in _TWO_FORMS), (where, name, shown)
        if _NAMES[name]:
            after = "[*'\"’”`]*(" + "|".join(_NAMES[name]) + r")(?=[\s.,:!?)]|$)"
            assert not re.search(re.escape(name) + after, shown), (where, name, shown)
    assert checked > 300


def test_no_korean_page_uses_a_retired_term():
    """One term per idea (ui/words/glossary.py): the retired forms appear in
    no Korean text of any page."""
    from ui.words.glossary import RETIRED

    found = [
        (*where, pattern, why)
        for where, text in _korean_texts()
        for pattern, why in RETIRED.items()
        if re.search(pattern, text)
    ]
    assert not found, found


def test_korean_pages_take_their_terms_from_the_glossary():
    """Every Korean text writes a glossary idea as ``[[idea]]``, never the
    term itself, so the term on every page is the one the glossary holds."""
    from ui.words.glossary import MARKED, TERMS

    terms = {idea: re.compile("(?<![가-힣])" + re.escape(TERMS[idea][1])) for idea in MARKED}
    checked, found = 0, []
    for module, name, words in _word_tables():
        for path, text in _texts(dict(words.written["ko"])):
            checked += 1
            bare = re.sub(r"\[\[\w+\]\]", "", text)
            found += [(module, name, *path, idea) for idea, t in terms.items() if t.search(bare)]
    assert checked > 1000
    assert not found, found


def test_a_term_changed_in_the_glossary_changes_the_korean_page_and_its_particles(monkeypatch):
    """What the pages read is the glossary: another term for a run shows on
    the upload page, with the particles that term takes."""
    from ui.words import batch, glossary
    from ui.words.lang import Words

    monkeypatch.setitem(glossary.TERMS, "run", ("run", "시도"))
    shown = "\n".join(text for _, text in _texts(dict(Words(en=batch.EN, ko=batch.KO).table("ko"))))
    assert "시도 A" in shown and "시도는" in shown and "두 시도가" in shown
    assert not re.search("(?<![가-힣])런|시도(을|이|은)(?![가-힣])", shown)


def test_an_idea_the_glossary_lacks_stops_the_words_from_loading():
    from ui.words.lang import Words

    with pytest.raises(ValueError, match=r"no term for \[\[runs\]\]"):
        Words(en={"a": "two runs"}, ko={"a": "두 [[runs]]"})


def test_an_idea_named_in_english_has_its_korean_term():
    """One term per idea, read from the glossary (``IN_ENGLISH``): wherever
    an entry's English names an idea (a run, a held-out item, the cutoff…),
    the same entry's Korean uses the glossary's term for it."""
    from ui.words.glossary import IN_ENGLISH
    from ui.words.lang import Words

    checked, found = 0, []
    for module in pkgutil.iter_modules(ui.words.__path__):
        mod = importlib.import_module(f"ui.words.{module.name}")
        for name, words in vars(mod).items():
            if not isinstance(words, Words):
                continue
            english = dict(_texts(dict(words.table("en"))))
            for path, korean in _texts(dict(words.table("ko"))):
                for idea, (named, term) in IN_ENGLISH.items():
                    if re.search(named, english.get(path, ""), re.IGNORECASE):
                        checked += 1
                        if not re.search(term, korean):
                            found.append((module.name, name, *path, idea, korean[:80]))
    assert checked > 40
    assert not found, found


def test_no_korean_sentence_joins_two_clauses_with_a_colon_or_a_semicolon():
    """Korean ends a clause with a full stop, ~므로 or 즉, not with ':' or ';'
    (a colon after a label, before a value or a list, stays)."""
    joined = re.compile(r"[다요][:;] (?=[가-힣*“‘(A-Za-z])|[가-힣)][;] ")
    found = [
        (*where, match.group())
        for where, text in _korean_texts()
        for match in [joined.search(re.sub(r"`[^`]*`", "", text))]
        if match
    ]
    assert not found, found


#: Symbols a formula may name in Latin letters on every page (each page's
#: symbol list explains them): not words to translate.
_SYMBOLS = {"rel", "hits", "round"}


def test_formulas_take_their_words_from_the_words_modules():
    """A word in a lesson's formula (residual, grade, sampled hit…) comes
    from its words module (a ``tex_`` entry), in Korean on a Korean page;
    only the symbols each page defines stay in Latin letters."""
    from pathlib import Path

    label = re.compile(r"\\(?:text|mathrm|operatorname)\{(?!\{)([^{}]*)\}")
    found = []
    for path in sorted((Path(__file__).resolve().parent.parent / "lessons").glob("*.py")):
        for match in label.finditer(path.read_text()):
            word = match.group(1).strip(" :")
            if re.search(r"[A-Za-z]{2}", word) and word not in _SYMBOLS:
                found.append((path.name, word))
    assert not found, found
    checked = 0
    for module in pkgutil.iter_modules(ui.words.__path__):
        mod = importlib.import_module(f"ui.words.{module.name}")
        table = getattr(mod, "KO", {})
        for key, value in table.items():
            if str(key).startswith("tex_"):
                checked += 1
                assert re.search("[가-힣]", value), (module.name, key, value)
    assert checked >= 8


def test_korean_writes_a_range_with_a_tilde_and_a_percentage_without_a_space():
    bad = re.compile(r"\d\s?[–…]\s?\d|\d %")
    found = [
        (*where, m.group()) for where, text in _korean_texts() for m in [bad.search(text)] if m
    ]
    assert not found, found


def test_english_counts_agree_with_their_number():
    """A template's ``{n} item(s)`` reads "1 item" and "2 items" once the
    values are in (ui/words/plural.py), wherever the count comes from."""
    checked = 0
    for module, name, words in _word_tables():
        for path, text in _texts(dict(words.table("en"))):
            if "(s)" not in text or not _fields(text):
                continue
            for value, wrong in (
                (1, r"\b1 ([a-z]+ )?(items|ranks|queries|documents|users)\b"),
                (2, r"\b2 ([a-z]+ )?(item|rank|query|document|user)\b"),
            ):
                filled = {f.split(".")[0].split("[")[0]: value for f in _fields(text)}
                try:
                    shown = text.format(**filled)
                except (KeyError, IndexError, AttributeError, ValueError, TypeError):
                    continue
                checked += 1
                assert "(s)" not in shown, (module, name, *path, shown)
                assert not re.search(wrong, shown), (module, name, *path, shown)
    assert checked >= 20


def test_every_mistake_has_a_short_form_for_a_rooms_reveal():
    from ui.words.mistakes import SHORT_EN, SHORT_KO
    from ui.words.mistakes import T as MISTAKES

    assert set(SHORT_EN) == set(SHORT_KO) == set(MISTAKES.table("en"))

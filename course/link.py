"""The app's links: what the address bar holds, read and written by one pure
pair of functions.

A link reproduces what a page shows: the scenario (``ranking``, ``qrels``,
``k``), on MAP the whole query set (``q`` once per query, ``active``), the
walkthrough's ``step``, the language (``lang``), present mode
(``present=1``), and every choice on the page that changes a number or
what is open (:data:`CHOICES`: nDCG's ``gain`` and ``ideal``, MAP's
``rule``, the AP lesson's ``section`` and highlighted ``convention``, the
sidebar's ``labels`` mode). :func:`read` turns the parameters into a
:class:`Link`, keeping everything it can read and naming, as
:class:`~course.scenario.InputError` with its ``field``, what it could not;
:func:`write` turns a :class:`Link` back into parameters, leaving out every
value that is its default, so a link stays short.

>>> link = read({"ranking": ["A,B,C"], "qrels": ["B:1"], "k": ["2"], "gain": ["exponential"]}, "ndcg")
>>> link.scenario.depth, link.choices
(2, {'gain': 'exponential'})
>>> write(link)
{'ranking': 'A,B,C', 'qrels': 'B:1', 'k': '2', 'gain': 'exponential'}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from urllib.parse import urlencode

from .choose import PRODUCTS
from .scenario import (
    MAX_QUERIES,
    InputError,
    Scenario,
    parse_k,
    parse_qrels,
    parse_ranking,
    tidy_qrels,
)

#: Pages with a step-through walkthrough: their step is part of the link.
STEP_PAGES = (
    "precision_recall", "average_precision", "reciprocal_rank", "ndcg", "r_precision",
    "reader_models", "sampled",
)  # fmt: skip

#: Pages whose links carry MAP's query set (``q`` once per query).
QUERY_PAGES = ("map", "disagree")

#: The measure families "why do our numbers differ?" explains
#: (:data:`metrics.evaluator.explain.FAMILIES`), as its link names them.
FAMILY_CHOICES = ("map", "P", "ndcg", "rr", "recall")

#: Each page's typed fields a link carries as typed (the page checks them
#: and says what it cannot read), with the longest text kept.
FIELDS: dict[str, dict[str, int]] = {
    "disagree": {"numbers": 120, "named": 40},
    "sampled": {"catalogue": 12, "own_negatives": 12, "own_k": 12, "own_values": 4000},
}

#: Pages that do not read the shared list: their links carry no scenario.
NO_SCENARIO = ("sampled",)
#: Pages with a present mode: every walkthrough, MAP (its value, how it is
#: summed and the queries, with no steps) and the quiz (the question alone).
PRESENT_PAGES = (*STEP_PAGES, "map", "quiz")

#: The sampled-metrics lesson's seeds: each generates one catalogue and sample.
SEEDS = tuple(str(seed) for seed in range(1, 21))

#: Each page's choices that change a number or what is open, with their
#: values, the default first (``"*"``: the sidebar's, on every lesson).
CHOICES: dict[str, dict[str, tuple[str, ...]]] = {
    "*": {"labels": ("binary", "graded")},
    "average_precision": {
        "section": ("walk", "side", "why", "whatif", "formulas"),
        "convention": ("m", "mean_p", "min_m_k", "hits"),
    },
    "ndcg": {"gain": ("linear", "exponential"), "ideal": ("judgments", "ranking")},
    "map": {"rule": ("zero", "skip")},
    "reader_models": {
        "model": ("rbp", "err"),
        "p": ("0.9", "0.5", "0.6", "0.7", "0.8", "0.95", "0.99"),
        "unlabelled": ("not_relevant", "unjudged"),
    },
    "sampled": {
        "seed": SEEDS,
        "negatives": ("100", "10", "20", "50", "200", "500", "999"),
        "own_mode": ("full", "sampled", "figures"),
    },
    "disagree": {"measure": FAMILY_CHOICES, "source": ("lists", "files"), "samples": ("off", "on")},
    "choose": {"product": PRODUCTS},
}


def choices_of(page: str) -> dict[str, tuple[str, ...]]:
    """The choices a link to ``page`` can carry (the sidebar's, then the page's)."""
    return {**CHOICES["*"], **CHOICES.get(page, {})}


@dataclass(frozen=True)
class Link:
    """What one address holds.

    Attributes
    ----------
    scenario : Scenario or None
        The list, judgments and K; None when the link has none it could read.
    queries : tuple of Scenario
        MAP's query set (empty unless the link has ``q``); the ``active``
        one is the scenario.
    step : int or None
        The walkthrough's step, on a page that has one.
    lang : str or None
        ``ko`` for Korean; None for the default.
    present : bool
        Present mode.
    choices : dict
        The page's choices that are not their default.
    problems : tuple of (str, InputError)
        What could not be read: ``("url", err)`` the scenario (the default
        is shown), ``("url_part", err)`` some of MAP's queries (the rest are
        kept), ``("url_k", err)`` K alone (the list is kept, K = its
        length), ``("url_choice", err)`` a choice (its default is used).
        ``err.field`` names the input it belongs to.
    texts : dict
        The link's own text of an unreadable ranking or judgments, for the
        input fields, so nothing is lost.
    fields : dict
        The page's typed fields (:data:`FIELDS`), as typed: on "why do our
        numbers differ?" the ``numbers`` tools printed (``0.41,0.52``) and,
        for files, the measure as ``named`` by the tools (``map_cut.10``).
    """

    page: str = ""
    scenario: Scenario | None = None
    queries: tuple[Scenario, ...] = ()
    active: int = 0
    step: int | None = None
    lang: str | None = None
    present: bool = False
    choices: dict[str, str] = field(default_factory=dict)
    problems: tuple[tuple[str, InputError], ...] = ()
    texts: dict[str, str] = field(default_factory=dict)
    fields: dict[str, str] = field(default_factory=dict)


def _one(params: Mapping[str, Sequence[str]], name: str) -> str | None:
    values = params.get(name) or []
    if isinstance(values, str):
        return values
    return values[-1] if values else None


def step_value(text: str | None) -> int | None:
    """A link's ``step``: a whole number from 1, else None (the walkthrough
    opens at its start).

    >>> step_value("3"), step_value("0"), step_value("x"), step_value(None)
    (3, None, None, None)
    """
    text = text or ""
    return int(text) if text.isdigit() and int(text) else None


def read(params: Mapping[str, Sequence[str] | str], page: str = "") -> Link:
    """A link's parameters (each name → its values, as ``st.query_params``
    has them) as a :class:`Link`: everything it can read, and why not the
    rest.

    A bad K alone keeps the link's list and judgments (K = the whole list);
    a MAP link keeps every query it can read and names the first left out.

    >>> read({"ranking": ["A,B"], "k": ["0"]}).problems[0][1].field
    'k'
    >>> read({"ranking": ["A,B"], "k": ["0"]}).scenario.depth
    2
    >>> bad = read({"ranking": ["A,A"], "qrels": ["A:1"]})
    >>> bad.scenario is None, bad.texts["ranking"], bad.problems[0][0]
    (True, 'A,A', 'url')
    """
    problems: list[tuple[str, InputError]] = []
    texts: dict[str, str] = {}
    step = step_value(_one(params, "step")) if page in STEP_PAGES else None
    lang = _one(params, "lang")
    chosen: dict[str, str] = {}
    for name, allowed in choices_of(page).items():
        value = _one(params, name)
        if value is None or value == allowed[0]:
            continue
        if value in allowed:
            chosen[name] = value
        else:
            err = InputError(name, "choice_unknown", value=value[:40], allowed=", ".join(allowed))
            problems.append(("url_choice", err))
    k, k_text = None, _one(params, "k")
    try:
        k = parse_k(k_text)
    except InputError as err:
        problems.append(("url_k", err))
    queries: list[Scenario] = []
    active = 0
    links = params.get("q") or []
    links = [links] if isinstance(links, str) else list(links)
    if links:
        if len(links) > MAX_QUERIES:
            err = InputError("queries", "too_many_queries", n=len(links), limit=MAX_QUERIES)
            problems.append(("url_part", err))
        refused = []
        for number, text in enumerate(links[:MAX_QUERIES], start=1):
            try:
                queries.append(parse_query(text, number))
            except InputError as err:
                refused.append(err)
        if refused:
            problems.append(("url_part" if queries else "url", refused[0]))
        wanted = _one(params, "active") or "0"
        active = min(int(wanted), len(queries) - 1) if wanted.isdigit() and queries else 0
    scenario = queries[active].with_changes(k=k) if queries else None
    ranking_text, qrels_text = _one(params, "ranking"), _one(params, "qrels")
    if ranking_text is not None:
        try:
            ranking = parse_ranking(ranking_text)
            judged = parse_qrels(qrels_text or "")
            scenario = Scenario(ranking, tidy_qrels(judged, ranking), k)
        except InputError as err:
            problems.append(("url", err))
            texts = {"ranking": ranking_text, "qrels": qrels_text or ""}
            scenario = None
    return Link(
        page=page, scenario=scenario, queries=tuple(queries), active=active, step=step,
        lang=lang, present=_one(params, "present") == "1", choices=chosen,
        problems=tuple(problems), texts=texts,
        fields={
            name: (_one(params, name) or "")[:limit]
            for name, limit in FIELDS.get(page, {}).items()
            if _one(params, name)
        },
    )  # fmt: skip


def write(link: Link) -> dict[str, str | list[str]]:
    """The parameters that reproduce ``link``, each left out where it is its
    default (no ``k`` for the whole list, no ``gain`` for linear…).

    >>> s = Scenario(("A", "B"), (("B", 1),))
    >>> write(Link("map", s, queries=(s, s), active=1, choices={"rule": "skip"}))
    {'ranking': 'A,B', 'qrels': 'B:1', 'q': ['A,B;B:1', 'A,B;B:1'], 'active': '1', 'rule': 'skip'}
    """
    out: dict[str, str | list[str]] = {}
    s = None if link.page in NO_SCENARIO else link.scenario
    if s is not None:
        out["ranking"] = ",".join(s.ranking)
        out["qrels"] = ",".join(f"{i}:{g}" for i, g in s.qrels)
        if s.k is not None:
            out["k"] = str(s.k)
    if link.queries:
        out["q"] = [format_query(q) for q in link.queries]
        out["active"] = str(link.active)
    if link.step is not None and link.page in STEP_PAGES:
        out["step"] = str(link.step)
    for name in FIELDS.get(link.page, {}):
        if link.fields.get(name):
            out[name] = link.fields[name]
    allowed = choices_of(link.page)
    implied = {"labels": "graded"} if s is not None and any(g > 1 for _, g in s.qrels) else {}
    for name, value in link.choices.items():
        if name in allowed and value in allowed[name] and value != allowed[name][0]:
            if implied.get(name) != value:  # grades above 1 say "graded" themselves
                out[name] = value
    if link.lang:
        out["lang"] = link.lang
    if link.present:
        out["present"] = "1"
    return out


def href(page: str, link: Link, root: str = "/") -> str:
    """An address the app can put in a page: ``/ndcg?ranking=…``, under
    ``root``, the path the app is served at (``/class/`` when Streamlit runs
    with ``--server.baseUrlPath=class``).

    >>> href("average_precision", Link("average_precision", Scenario(("A",)), step=1))
    '/average_precision?ranking=A&qrels=&step=1'
    >>> href("map", Link("map", Scenario(("A",))), root="/class/")
    '/class/map?ranking=A&qrels='
    """
    return f"{root}{page}?{urlencode(write(replace(link, page=page)), doseq=True)}"


def root_path(base_url_path: str) -> str:
    """The app's root from Streamlit's ``server.baseUrlPath``.

    >>> root_path(""), root_path("class"), root_path("/a/b/")
    ('/', '/class/', '/a/b/')
    """
    inner = base_url_path.strip("/")
    return f"/{inner}/" if inner else "/"


def format_query(s: Scenario) -> str:
    """One query of a set, for a link: ``ranking;qrels``.

    >>> format_query(Scenario(("A", "B"), (("B", 1),)))
    'A,B;B:1'
    """
    return ",".join(s.ranking) + ";" + ",".join(f"{i}:{g}" for i, g in s.qrels)


def parse_query(text: str, number: int) -> Scenario:
    """Read one ``ranking;qrels`` query of a link (``number`` names it in messages).

    >>> parse_query("A,B;B:1", 1).ranking
    ('A', 'B')
    """
    ranking_text, sep, qrels_text = text.partition(";")
    if not sep or ";" in qrels_text:
        raise InputError("queries", "query_shape", number=number)
    try:
        ranking = parse_ranking(ranking_text)
        judgments = parse_qrels(qrels_text)
    except ValueError as err:  # the part's own error stays its cause, for its wording
        raise InputError("queries", "query_bad", number=number, message=str(err)) from err
    return Scenario(ranking, tidy_qrels(judgments, ranking))


#: Host names that reach only the machine they are typed on.
_LOCAL_HOSTS = ("localhost", "0.0.0.0", "::1", "[::1]")


def local_only(url: str) -> bool:
    """True when ``url`` opens only on the machine that serves the app
    (``localhost``, ``127.x.x.x``, ``::1``): a handout's link sent to
    colleagues then opens nothing for them.

    >>> local_only("http://localhost:8501/ap?k=5"), local_only("http://127.0.0.1:8501/")
    (True, True)
    >>> local_only("https://metrics.example.org/ap?k=5"), local_only("")
    (False, False)
    """
    from urllib.parse import urlsplit

    host = (urlsplit(url).hostname or "").lower()
    return host in _LOCAL_HOSTS or host.startswith("127.") or host == "::1"


def public_base(url: str, server_address: str | None, port: int) -> str:
    """The address a link should start with: the configured public address
    (Streamlit's ``browser.serverAddress``, ``browser.serverPort`` and
    ``server.baseUrlPath``) in place of a local one, keeping the page's path;
    ``url`` as it is when it is not local or nothing public is configured.
    (A ``server.baseUrlPath`` is in the page's path already.)

    >>> public_base("http://localhost:8501/ap", "metrics.example.org", 443)
    'https://metrics.example.org/ap'
    >>> public_base("http://localhost:8501/class/ap", "10.0.0.5", 8501)
    'http://10.0.0.5:8501/class/ap'
    >>> public_base("http://localhost:8501/ap", "localhost", 8501)
    'http://localhost:8501/ap'
    """
    from urllib.parse import urlsplit

    if not url or not local_only(url) or not server_address or local_only(f"//{server_address}"):
        return url
    path = urlsplit(url).path
    scheme = "https" if port == 443 else "http"
    where = server_address if port in (80, 443) else f"{server_address}:{port}"
    return f"{scheme}://{where}{path}"

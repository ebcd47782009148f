"""The answer of :mod:`metrics.evaluator.explain` in plain English: what
``--explain`` prints and :meth:`~metrics.evaluator.explain.Explanation.text`
returns (the app draws the same answer in its own words)."""

from __future__ import annotations

from .explain_space import DECISIONS, TREC_NAMES, Explanation, Match, Pair


def _fmt(value: float, decimals: int = 4) -> str:
    return f"{value:.{max(decimals, 4)}f}"


def explanation_text(e: Explanation) -> str:
    """The search's answer in plain English (see :meth:`Explanation.text`)."""
    ref = e.reference
    name = TREC_NAMES[e.family][0 if ref.k is None else 1].format(k=ref.k)
    if ref.level > 1:
        name += f" with -l {ref.level}"
    lines = [f"trec_eval's {name} of these inputs: {_fmt(e.trec_value)}", ""]
    for a in e.answers:
        lines.extend(_tools_lines(a))
        if a.matches:
            lines.extend(_readings_lines(a))
        else:
            lines.append(f"{a.given}: no combination searched gives it. The nearest, none a match:")
            for m in a.nearest:
                lines.extend(_reading_lines(m, a.decimals, a.number))
        lines.append("")
    if len(e.answers) >= 2 and not any((p.first, p.second) == (0, 1) for p in e.pairs):
        first, second = e.answers[0].given, e.answers[1].given
        lines.append(
            f"What separates {first} from {second}: these numbers cannot settle it. It would rest "
            "on a reading that may be a coincidence; more decimals, or each query's number, "
            "would tell."
        )
        lines.append("")
    for pair in e.pairs:
        lines.extend(_pair_lines(e, pair))
        lines.append("")
    if e.shares_ties:
        one = len(e.shares_ties) == 1
        lines.append(
            f"Tied scores in {_queries(e.tied_queries)}: {', '.join(e.shares_ties)} "
            f"{'shares' if one else 'share'} the gain of tied items instead of ordering them, "
            "which no order gives; the search tries that too, as its own choice (tied scores "
            "share)."
        )
        lines.append("")
    if e.tools:
        lines.append(tools_text(e))
        lines.append("")
    lines.append(covered_text(e))
    return "\n".join(lines)


def _tools_lines(a) -> list[str]:
    """Who prints the number, first: the tools whose model gives it on these
    files, then those whose span over the orders of tied items holds it."""
    out = []
    if a.printed_by:
        out.append(
            f"{a.given} is what {names_text(a.printed_by)} print{'s' if len(a.printed_by) == 1 else ''} on these files."
        )
    spans: dict = {}
    for t in a.consistent:
        spans.setdefault(t.value, []).append(t.name)
    for span, names in spans.items():
        one = len(names) == 1
        out.append(
            f"{a.given} is consistent with {names_text(names)}, which promise{'s' if one else ''} no "
            f"order for tied scores: on these files {'it prints' if one else 'each prints'} "
            f"between {span.low:.4f} and {span.high:.4f}, depending on that order"
            + ("." if span.mean is None else f", and {span.mean:.4f} on average over every order.")
        )
    if not out:
        out.append(f"{a.given}: no tool of the registry prints it on these files.")
    return out


def _readings_lines(a) -> list[str]:
    """The conventions behind a number, as far as the evidence goes."""
    out = _readings(a)
    open_ = a.unsettled()
    n = len(a.matches)
    if n > 1 and open_:
        out.append(
            f"  The {n:,} ways differ in {_decisions(a.matches[0], open_)}: "
            f"{a.given} alone cannot settle {'it' if len(open_) == 1 else 'them'}."
        )
    return out


def _readings(a) -> list[str]:
    n = len(a.matches)
    grounded = a.rests_on
    if grounded and a.printed_by:
        out = ["  The conventions behind it:"]
        for m in grounded[:3]:
            out.extend(_reading_lines(m))
        return [*out, _chance_line(a)]
    if grounded:
        return [
            "  One way of computing it gives it, and only one:",
            *_reading_lines(grounded[0]),
            _chance_line(a),
        ]
    ways = "One way" if n == 1 else f"{n:,} ways"
    why = "no tool that prints it names one" if n > 1 else "it is not where the name says"
    out = [
        f"  {ways} of computing it give{'s' if n == 1 else ''} it at {a.decimals} "
        f"decimal{'' if a.decimals == 1 else 's'}, but "
        f"{why}, so none is stated as the cause: about {a.chance:.0%} of the numbers near "
        f"{a.given} are matched by some combination by chance. More decimals, or each query's "
        "number, would settle it. The closest to trec_eval's, for what they are worth:"
    ]
    for m in a.matches[:3]:
        out.extend(_reading_lines(m))
    return out


def _chance_line(a) -> str:
    """How likely a chance match is, beside an answer that states a cause,
    and what the cause rests on: a tool that prints the number with that
    reading, or the reading alone (below :data:`SETTLES`)."""
    from .explain_models import SETTLES, backed_by_a_tool

    near = (
        f"  About {a.chance:.0%} of the numbers near {a.given} are matched by some way of "
        "computing by chance"
    )
    if backed_by_a_tool(a):
        return f"{near}. The cause above rests on the tools that print {a.given}, not on the number alone."
    return (
        f"{near}. One way alone is taken as the cause only below {SETTLES:.0%}, a threshold "
        "chosen, not derived from the data."
    )


def names_text(names) -> str:
    """Tool names in a sentence (A, B and C), each read only in its source
    said so."""
    from .explain_models import READ_ONLY

    names = [f"{n} (read in its source, not run here)" if n in READ_ONLY else n for n in names]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def tools_text(e: Explanation) -> str:
    """What each modelled tool prints on these files."""
    from .explain_models import READ_ONLY

    parts = []
    for t in e.tools:
        if hasattr(t.value, "low"):
            parts.append(
                f"{t.name} {t.value.low:.4f} to {t.value.high:.4f} (tied scores in any order)"
            )
        else:
            parts.append(f"{t.name} {t.value:.4f}")
        if t.name in READ_ONLY:
            parts[-1] += " (read in its source, not run here)"
    return "Each tool on these files, from its model in the registry: " + "; ".join(parts) + "."


def _queries(qids) -> str:
    shown = ", ".join(qids[:5]) + (f" and {len(qids) - 5:,} more" if len(qids) > 5 else "")
    return f"quer{'y' if len(qids) == 1 else 'ies'} {shown}"


def _decisions(m: Match, names) -> str:
    return ", ".join(DECISIONS[m.reading.lesson(d)] for d in names)


def _pair_lines(e: Explanation, pair: Pair) -> list[str]:
    first, second = e.answers[pair.first].given, e.answers[pair.second].given
    a, b = pair.readings
    if not pair.separating:
        return [f"{first} and {second} can come from the same conventions."]
    n = len(pair.separating)
    out = [
        f"What separates {first} from {second}: {'one decision' if n == 1 else f'{n} decisions'}"
    ]
    for d in pair.separating:
        out.append(f"  {DECISIONS[a.reading.lesson(d)]}:")
        out.append(f"    {first}: {a.reading.words(d)}")
        out.append(f"    {second}: {b.reading.words(d)}")
    if pair.queries:
        out.append(
            f"  The queries behind it, each with how far {second} moves when that query alone "
            f"is computed as for {first}:"
        )
        for share in pair.queries:
            out.append(
                f"    query {share.qid}: {_shown(share.first, first)}, "
                f"{_shown(share.second, second)}; moves it by {share.share:+.4f}"
            )
    return out


def _shown(value: float | None, number: str) -> str:
    return f"left out of {number}" if value is None else f"{value:.4f} for {number}"


def _reading_lines(m: Match, decimals: int = 4, number: float | None = None) -> list[str]:
    """A reading's lines; with ``number`` (a nearest reading, not a match),
    its value to at least the decimals typed and how far it is."""
    r = m.reading
    if m.differences:
        said = "; ".join(r.words(d) for d in m.differences)
    else:
        said = "trec_eval's own conventions"
    if number is None:
        out = [f"  = {_fmt(m.value)}  {said}"]
    else:
        shown = max(decimals, 4)
        out = [
            f"  = {m.value:.{shown}f}, not {number:.{decimals}f} "
            f"(off by {abs(m.value - number):.{shown}f})  {said}"
        ]
    if m.tools:
        out.append(f"    as computed by: {', '.join(m.tools)}")
    return out


def covered_text(e: Explanation) -> str:
    """What the search covered, and how long it took."""
    c = e.covered
    ks = [k for k in c["k"] if k is not None]
    parts = [
        f"ways of computing the measure: {len(c['variant'])}" if len(c["variant"]) > 1 else "",
        f"cutoffs 1 to {max(ks)} and the whole list" if ks else "",
        f"tie orders: {len(c['order'])}", f"score precisions: {len(c['float32'])}",
        f"relevance levels: {len(c['level'])}", f"views of unretrieved items: {len(c['seen'])}",
        f"rules for queries with nothing relevant: {len(c['empty'])}",
        f"rules for queries the run lacks: {len(c['missing'])}",
        f"rules for queries only the run has: {len(c['run_only'])}",
    ]  # fmt: skip
    body = ", ".join(p for p in parts if p)
    text = (
        f"Searched {e.combinations:,} combinations over {e.queries} quer{'y' if e.queries == 1 else 'ies'} "
        f"in {e.seconds:.2f} s: {body}. Where a convention has one option, its others change "
        "nothing in these inputs."
    )
    return text + "".join(f" Note: {n}." for n in e.notes)

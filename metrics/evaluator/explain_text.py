"""The answer of :mod:`metrics.evaluator.explain` in plain English: what
``--explain`` prints and :meth:`~metrics.evaluator.explain.Explanation.text`
returns (the app draws the same answer in its own words)."""

from __future__ import annotations

from .explain import DECISIONS, TREC_NAMES, Explanation, Match


def _fmt(value: float, decimals: int = 4) -> str:
    return f"{value:.{max(decimals, 4)}f}"


def explanation_text(e: Explanation) -> str:
    """The search's answer in plain English (see :meth:`Explanation.text`)."""
    ref = e.reference
    name = TREC_NAMES[e.family][0 if ref.k is None else 1].format(k=ref.k)
    lines = [f"trec_eval's {name} of these inputs: {_fmt(e.trec_value)}", ""]
    for a in e.answers:
        if a.matches:
            n = len(a.matches)
            gives = (
                "one way of computing it gives" if n == 1 else f"{n:,} ways of computing it give"
            )
            lines.append(f"{a.given}: {gives} it; the closest to trec_eval's:")
            for m in a.matches[:3]:
                lines.extend(_reading_lines(m))
        else:
            lines.append(f"{a.given}: no combination searched gives it. The nearest:")
            for m in a.nearest:
                lines.extend(_reading_lines(m))
        lines.append("")
    if e.pair is not None:
        a, b = e.pair
        if e.separating:
            n = len(e.separating)
            lines.append(
                f"What separates {e.answers[0].given} from {e.answers[1].given}: "
                f"{'one decision' if n == 1 else f'{n} decisions'}"
            )
            for d in e.separating:
                lines.append(f"  {DECISIONS[a.reading.lesson(d)]}:")
                lines.append(f"    {e.answers[0].given}: {a.reading.words(d)}")
                lines.append(f"    {e.answers[1].given}: {b.reading.words(d)}")
        else:
            lines.append(
                f"{e.answers[0].given} and {e.answers[1].given} can come from the same conventions."
            )
        lines.append("")
    lines.append(covered_text(e))
    return "\n".join(lines)


def _reading_lines(m: Match) -> list[str]:
    r = m.reading
    if m.differences:
        said = "; ".join(r.words(d) for d in m.differences)
    else:
        said = "trec_eval's own conventions"
    out = [f"  = {_fmt(m.value)}  {said}"]
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
    ]  # fmt: skip
    body = ", ".join(p for p in parts if p)
    text = (
        f"Searched {e.combinations:,} combinations over {e.queries} quer{'y' if e.queries == 1 else 'ies'} "
        f"in {e.seconds:.2f} s: {body}. Where a convention has one option, its others change "
        "nothing in these inputs."
    )
    return text + "".join(f" Note: {n}." for n in e.notes)

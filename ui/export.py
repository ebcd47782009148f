"""What a person can take away: tables as CSV, Markdown and LaTeX (booktabs),
charts as PNG and SVG, and a lesson's handout as Markdown.

No Streamlit here: every function takes data and returns text or bytes, so
the downloads can be tested by reading them back.
"""

from __future__ import annotations

import os
from functools import cache

import pandas as pd

#: Decimal places of every number exported (as on screen).
PLACES = 4


def _cells(df: pd.DataFrame) -> list[list[str]]:
    """Every cell as text: floats to :data:`PLACES` decimals, booleans as ✓."""

    def text(value: object) -> str:
        if isinstance(value, bool):
            return "✓" if value else ""
        if isinstance(value, float):
            return f"{value:.{PLACES}f}"
        return str(value)

    return [[text(v) for v in row] for row in df.itertuples(index=False, name=None)]


def table_csv(df: pd.DataFrame) -> bytes:
    """UTF-8 CSV with a byte-order mark, so spreadsheet programs read Hangul
    and other scripts correctly.

    >>> table_csv(pd.DataFrame({"k": [1], "P@k": [0.5]}))
    b'\\xef\\xbb\\xbfk,P@k\\n1,0.5000\\n'
    """
    cells = pd.DataFrame(_cells(df), columns=[str(c) for c in df.columns])
    return cells.to_csv(index=False, lineterminator="\n").encode("utf-8-sig")


def _md_cell(text: object) -> str:
    return str(text).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def table_markdown(df: pd.DataFrame) -> str:
    """A GitHub-flavoured Markdown table (``|`` in a cell is escaped).

    Written here rather than by pandas' ``to_markdown``, which needs the
    tabulate package, leaves ``|`` in a cell unescaped (it would split the
    cell) and pads by characters, so Hangul columns come out ragged.

    >>> print(table_markdown(pd.DataFrame({"item": ["a|b"], "P@k": [0.5]})))
    | item | P@k |
    | --- | ---: |
    | a\\|b | 0.5000 |
    """
    numeric = [df[c].dtype.kind in "biuf" for c in df.columns]
    head = "| " + " | ".join(_md_cell(c) for c in df.columns) + " |"
    rule = "| " + " | ".join("---:" if n else "---" for n in numeric) + " |"
    rows = ["| " + " | ".join(_md_cell(c) for c in row) + " |" for row in _cells(df)]
    return "\n".join([head, rule, *rows])


def table_latex(df: pd.DataFrame) -> str:
    """A LaTeX ``tabular`` in booktabs style (``\\usepackage{booktabs}``),
    written by pandas' ``Styler.to_latex``; every special character escaped.

    >>> print(table_latex(pd.DataFrame({"item": ["a_b"], "P@k": [0.5]})))
    \\begin{tabular}{lr}
    \\toprule
    item & P@k \\\\
    \\midrule
    a\\_b & 0.5000 \\\\
    \\bottomrule
    \\end{tabular}
    <BLANKLINE>
    """
    align = "".join("r" if df[c].dtype.kind in "biuf" else "l" for c in df.columns)
    cells = pd.DataFrame(_cells(df), columns=[str(c) for c in df.columns])
    styled = cells.style.hide(axis="index").format(escape="latex")
    return styled.format_index(escape="latex", axis=1).to_latex(hrules=True, column_format=align)


#: Where a font with Hangul may live (Debian's fonts-nanum and Noto CJK,
#: macOS, Windows); vl-convert draws no Korean without one.
FONT_DIRS = (
    "/usr/share/fonts/truetype/nanum",
    "/usr/share/fonts/opentype/noto",
    "/usr/share/fonts/truetype/noto",
    "/System/Library/Fonts",
    "/Library/Fonts",
    "C:\\Windows\\Fonts",
)


@cache
def _converter():
    """vl-convert, loaded on the first export, with every Hangul font
    directory that exists registered."""
    import vl_convert

    for folder in FONT_DIRS:
        if os.path.isdir(folder):
            vl_convert.register_font_directory(folder)
    return vl_convert


def _sized(spec: dict) -> dict:
    """A chart spec with a fixed width (the app stretches charts to the page;
    a file has no page)."""
    return {"width": 640, **spec}


def chart_svg(spec: dict) -> str:
    """The chart as SVG text."""
    return _converter().vegalite_to_svg(_sized(spec))


def chart_png(spec: dict, scale: float = 2.0) -> bytes:
    """The chart as a PNG image (twice the size, for slides)."""
    return _converter().vegalite_to_png(_sized(spec), scale=scale)


def handout(
    title: str,
    sections: list[tuple[str, str]],
    link: str,
    link_label: str,
    link_note: str | None = None,
) -> str:
    """A lesson as one Markdown document: the title, then each
    ``(heading, body)`` section, then the link that reproduces it (and a
    note under it, such as that it opens only on this machine).

    >>> print(handout("AP", [("Values", "AP = 0.5")], "https://x/ap?k=5", "Open"))
    # AP
    <BLANKLINE>
    ## Values
    <BLANKLINE>
    AP = 0.5
    <BLANKLINE>
    [Open](https://x/ap?k=5)
    <BLANKLINE>
    """
    parts = [f"# {title}", ""]
    for heading, body in sections:
        parts += [f"## {heading}", "", body.strip(), ""]
    parts += [f"[{link_label}]({link})", ""]
    if link_note:
        parts += [f"> {link_note}", ""]
    return "\n".join(parts)

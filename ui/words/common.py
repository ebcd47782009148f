"""Words shared by every lesson."""

T = {
    "scenario": "**Ranking:** {ranking}  \n**Relevant:** {relevant}  \nm = {m} relevant item(s) in all, K = {k}.",
    "scenario_none": "none",
    "scenario_missing": " ({items} not retrieved)",
    "error": "Could not compute this scenario: {message}",
    "empty": "The list is empty and K is not set, so there is no rank to show.",
    "source_heading": "The code that computed this",
    "sections_label": "Part of the lesson",
    "glossary": "The symbols in plain words",
    "every_column": "Show every column",
    "every_column_help": "The table starts with the columns the story needs; this shows every intermediate value. Rest the pointer on a column's header to see what it means.",
}

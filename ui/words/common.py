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
    "whatif_heading": "What if the same items came in another order?",
    "whatif_body": (
        "With these labels, the best possible order of your items scores {what} = **{best}** and "
        "the worst **{worst}**; yours scores **{now}**. (Relevant items that were never retrieved "
        "stay out of the list, so even the best order may stay below 1.)"
    ),
    "whatif_worst": "worst",
    "whatif_best": "best",
    "whatif_now": "yours",
    "whatif_load_best": "Load the best order ({what} = {value})",
    "whatif_load_worst": "Load the worst order ({what} = {value})",
    "guess_toggle": "Guess before you look",
    "guess_toggle_help": "Hide the answer until you have made a guess (or pressed Reveal). Stays on for every lesson.",
    "guess_label": "Your guess (optional: a number such as 0.4, or a fraction such as 2/5)",
    "reveal": "Reveal",
    "guess_right": "You guessed {given}: right! {what} = **{truth}**.",
    "guess_off": "You guessed {given}; {what} = **{truth}** — {diff} too {direction}.",
    "guess_none": "{what} = **{truth}**. The steps below show where it comes from.",
    "guess_high": "high",
    "guess_low": "low",
    "guess_why": "Work through the steps below to see where the difference comes from.",
    "every_column": "Show every column",
    "every_column_help": "The table starts with the columns the story needs; this shows every intermediate value. Rest the pointer on a column's header to see what it means.",
}

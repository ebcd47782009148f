"""Words of the step-through control shared by the lessons."""

T = {
    "first": "Start",
    "back": "Back",
    "next": "Next",
    "all": "Show all",
    "first_help": "Go back to rank 1",
    "back_help": "Hide the last rank shown",
    "next_help": "Reveal the next rank",
    "all_help": "Reveal every rank down to K at once",
    "progress": "Step **{step}** of **{total}**",
    "empty": "There is no rank to walk through: the list is empty and K is not set.",
}

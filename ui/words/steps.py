"""Words of the step-through control shared by the lessons."""

T = {
    "first": "Start",
    "back": "Back",
    "next": "Next",
    "all": "Show all",
    "progress": "Step {step} of {total}",
    "empty": "There is no rank to walk through: the list is empty and K is not set.",
}

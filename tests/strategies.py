"""Hypothesis strategies shared by the property and oracle tests."""

from hypothesis import strategies as st

ITEMS = [f"d{i}" for i in range(12)]


@st.composite
def queries(draw, max_len=10, grades=(0, 1, 2, 3)):
    """A ranking of distinct items, judgments over a superset, and a cutoff."""
    ranking = draw(st.lists(st.sampled_from(ITEMS), unique=True, max_size=max_len))
    judged_items = draw(st.lists(st.sampled_from(ITEMS), unique=True))
    judgments = {item: draw(st.sampled_from(grades)) for item in judged_items}
    k = draw(st.one_of(st.none(), st.integers(1, max_len + 3)))
    return ranking, judgments, k

"""Words of the Home page."""

T = {
    "title": "Ranking metrics, step by step",
    "what": (
        "A search engine, a recommender or a RAG retriever returns a **ranked list**. Ranking metrics "
        "turn that list, plus a judgment of which items are relevant, into one number — so you can "
        "compare two systems, or watch one improve. They disagree in instructive ways: whether a "
        "relevant item missed entirely counts against you, whether rank 1 matters more than rank 5, "
        "what to do when fewer than K items came back."
    ),
    "start_heading": "Start here: four questions",
    "start_intro": "Never heard of these words? Take them in this order; each lesson starts with the idea in one sentence and the symbols in plain words.",
    "q_ap": "What is average precision, and why do tools give different numbers?",
    "q_report": "Which average precision should I report?",
    "q_map": "How does MAP combine several queries?",
    "q_ndcg": "What does nDCG mean, with grades instead of yes/no?",
    "q_quiz": "Check yourself with a short quiz",
    "how_heading": "How to use it",
    "how": (
        "1. **Pick an example below** — or type your own list in the sidebar of any lesson "
        "(items separated by commas, rank 1 first), then say which items are relevant.\n"
        "2. **Open a lesson.** Each walks through its metric one rank at a time, with the table a "
        "teacher would write on the whiteboard; every number comes from one of its rows.\n"
        "3. **Change things and watch.** Drag items to reorder them, tick or grade labels, move K. "
        "Every table and chart follows.\n"
        "4. **Share it.** The address bar always holds the exact scenario: copy the link and send it."
    ),
    "examples_heading": "Ready-made examples",
    "examples_intro": "Each loads into the shared input and opens the lesson that shows it best.",
    "example_picker": "Example",
    "example_open": "Load it and open the lesson",
    "signature_heading": "Four numbers called “average precision”",
    "signature": (
        "Tools disagree about average precision. The standard one divides by every relevant item, "
        "found or not; a truncated one divides by at most K; another divides only by the relevant "
        "items that were found; and a common misreading averages the precision at every rank. "
        "The Average Precision lesson shows all four side by side, and which tools compute each."
    ),
    "open_ap": "Open the Average Precision lesson",
}

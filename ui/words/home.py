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
        "Libraries disagree about average precision: trec_eval divides by every relevant item, "
        "Kaggle's apk by min(m, K), torchmetrics (with top_k) by the hits, and a common misreading "
        "averages P@i over every rank. The Average Precision lesson shows all four side by side, "
        "with who computes each."
    ),
    "open_ap": "Open the Average Precision lesson",
}

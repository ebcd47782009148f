"""The app's own model, Streamlit-free and apart from the metrics library:
the scenario a lesson shows and its text and link forms (``scenario``), the
ready-made examples and the lesson each opens (``examples``), and the quiz
(``quiz``). ``metrics/`` holds the formulas; this package holds what the app
teaches with them."""

"""The app's own teaching model (Streamlit-free): quiz questions and their answers."""

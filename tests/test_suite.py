"""The suite itself: what one test loads must not change what another sees."""

from streamlit.runtime.state import session_state


def test_no_data_file_patches_streamlit_in_the_test_process():
    """``tests/data/slow_judgments/sitecustomize.py`` slows a test server on
    purpose (``tests/test_run_cut_short.py``). Collected for doctests, it was
    imported here too, and every AppTest session waited two seconds."""
    register = session_state.SessionState.register_widget
    assert register.__module__.startswith("streamlit."), register.__module__

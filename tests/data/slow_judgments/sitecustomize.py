"""Loaded by Python at start-up when this folder is on ``PYTHONPATH`` (a
test's server only): the first registration of the judgments field in each
session is held for two seconds, so a press sent meanwhile stops that run
between the field's registration and its sending, as a press on a cold or
busy server once did (``tests/test_run_cut_short.py``). Where
``SLOW_JUDGMENTS_HELD`` names a file, the hold writes it as it begins, so the
test presses inside the hold whatever the machine's speed."""

import os
import time

from streamlit.runtime.state import session_state

_register = session_state.SessionState.register_widget
_held: set[int] = set()


def _slowly(self, metadata, user_key):
    out = _register(self, metadata, user_key)
    if user_key == "in_qrels" and id(self) not in _held:
        _held.add(id(self))
        if os.environ.get("SLOW_JUDGMENTS_HELD"):
            with open(os.environ["SLOW_JUDGMENTS_HELD"], "w") as signal:
                signal.write("held")
        time.sleep(2)
    return out


session_state.SessionState.register_widget = _slowly

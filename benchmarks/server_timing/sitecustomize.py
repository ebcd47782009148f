"""Benchmark-only: the server's own time for each press, written by the
Streamlit process when ``BENCH_RUN_TIMES`` names a file (bench_classroom.py
puts this folder on the server's PYTHONPATH; nothing else loads it).

One line per script run: milliseconds from the session's rerun request (a
press arriving) to the end of the run, so the wait for other sessions' runs
(Python's lock) is in it; not the network, not the browser's drawing."""

import os
import time

_PATH = os.environ.get("BENCH_RUN_TIMES")

if _PATH:
    from streamlit.runtime import app_session
    from streamlit.runtime.scriptrunner import script_runner

    _asked: dict[str, float] = {}
    _request = app_session.AppSession.request_rerun
    _run = script_runner.ScriptRunner._run_script

    def request_rerun(self, client_state):
        _asked[self.id] = time.perf_counter()
        return _request(self, client_state)

    def run_script(self, rerun_data):
        start = _asked.pop(self._session_id, None) or time.perf_counter()
        try:
            return _run(self, rerun_data)
        finally:
            with open(_PATH, "a") as out:
                out.write(f"{(time.perf_counter() - start) * 1000:.1f}\n")

    app_session.AppSession.request_rerun = request_rerun
    script_runner.ScriptRunner._run_script = run_script

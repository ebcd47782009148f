"""The bounds on what uploads and the upload page's results hold in memory
(course/memory.py): per session, for the server, and for one file."""

import gc
import threading

import pytest
from streamlit.testing.v1 import AppTest

from course.memory import HELD, MB, WORKING, Limits, Store, TooBig, in_words, size_of

from .test_app import APP


def small(session_kb: float = 10, server_kb: float = 25, upload_kb: float = 8) -> Store:
    return Store(Limits(upload_kb / 1024, session_kb / 1024, server_kb / 1024))


def test_a_sessions_own_oldest_results_go_first_when_it_reaches_its_bound():
    store = small(session_kb=10)
    a, b = store.owner(), store.owner()
    store.put(b, "b1", "b's", 4 * 1024)
    for i in range(5):
        store.put(a, f"a{i}", i, 4 * 1024)
        assert store.held(a) <= 10 * 1024
    assert store.get(a, "a0") is None and store.get(a, "a4") == 4
    assert store.get(b, "b1") == "b's"  # another session's results stay


def test_anyones_oldest_results_go_when_the_server_reaches_its_bound():
    store = small(session_kb=10, server_kb=12)
    a, b, c = store.owner(), store.owner(), store.owner()
    store.put(a, "x", "a's", 4 * 1024)
    store.put(b, "y", "b's", 4 * 1024)
    store.put(c, "z", "c's", 8 * 1024)
    assert store.held() <= 12 * 1024
    assert store.get(a, "x") is None  # the oldest, though not c's own
    assert store.get(b, "y") == "b's" and store.get(c, "z") == "c's"


def test_uploads_are_never_let_go_to_make_room_and_a_new_one_that_cannot_fit_is_refused():
    assert (HELD, WORKING) == (2.0, 4.5)  # a 4 KB upload: 8 KB held, 26 KB to take it
    store = small(session_kb=40, server_kb=100, upload_kb=8)
    a, b = store.owner(), store.owner()
    store.admit(a, ("upload", "run_a", 0), 4 * 1024)
    store.admit(b, ("upload", "run_a", 0), 4 * 1024)
    store.put(a, "results", "kept", 6 * 1024)
    with pytest.raises(TooBig) as refused:
        store.admit(b, ("upload", "run_b", 0), 8 * 1024)  # 8 + 8 x 6.5 > 40
    assert (refused.value.which, refused.value.size) == ("session", 8 * 1024)
    assert refused.value.limit == 40 * 1024
    assert store.held(a) == 14 * 1024 and store.held(b) == 8 * 1024  # nothing changed
    with pytest.raises(TooBig) as refused:
        store.admit(b, ("upload", "run_b", 0), 9 * 1024)
    assert refused.value.which == "file"


def test_a_new_upload_refused_by_the_servers_bound_names_the_server():
    store = small(session_kb=100, server_kb=40, upload_kb=8)
    a, b = store.owner(), store.owner()
    store.admit(a, ("upload", "run_a", 0), 4 * 1024)
    store.admit(b, ("upload", "run_a", 0), 4 * 1024)  # 8 + 26 <= 40
    with pytest.raises(TooBig) as refused:
        store.admit(b, ("upload", "run_b", 0), 4 * 1024)  # 16 + 26 > 40
    assert refused.value.which == "server"


def test_reading_a_file_waits_while_another_sessions_reading_fills_the_server():
    store = small(session_kb=100, server_kb=20)
    a, b = store.owner(), store.owner()
    order = []
    started = threading.Event()

    def first():
        with store.reading(a, 15 * 1024):
            started.set()
            order.append("a reads")
            threading.Event().wait(0.3)
            order.append("a done")

    thread = threading.Thread(target=first)
    thread.start()
    started.wait()
    with store.reading(b, 15 * 1024):  # waits for a's reading to end
        order.append("b reads")
    thread.join()
    assert order == ["a reads", "a done", "b reads"]
    assert store.held() == 0


def test_a_reading_that_finds_no_room_in_time_is_refused_naming_the_server():
    store = small(session_kb=100, server_kb=20)
    a, b = store.owner(), store.owner()
    with store.reading(a, 15 * 1024):
        with pytest.raises(TooBig) as refused:
            with store.reading(b, 15 * 1024, wait=0.1):
                pass
    assert refused.value.which == "server"


def test_a_reading_inside_another_of_the_same_session_holds_nothing_more():
    store = small(session_kb=16, server_kb=16)
    a = store.owner()
    with store.reading(a, 15 * 1024):
        with store.reading(a, 15 * 1024, wait=0.1):  # evaluating reads first
            assert store.held(a) == 15 * 1024


def test_cached_results_are_let_go_to_make_room_for_a_reading():
    store = small(session_kb=100, server_kb=20)
    a, b = store.owner(), store.owner()
    store.put(a, "old results", "r", 10 * 1024)
    with store.reading(b, 15 * 1024):
        assert store.held() <= 20 * 1024
    assert store.get(a, "old results") is None


def test_an_upload_is_taken_while_another_session_reads_when_both_fit_once_it_ends():
    """Six colleagues upload at once: one file being read must not make the
    others' uploads look as if they would never fit (they wait to be read)."""
    store = small(session_kb=100, server_kb=40, upload_kb=8)
    a, b = store.owner(), store.owner()
    store.admit(a, ("upload", "run_a", 0), 4 * 1024)
    with store.reading(a, 18 * 1024):
        store.admit(b, ("upload", "run_a", 0), 4 * 1024)  # 8 + 26 <= 40 (+ 18 reading)
    assert store.held() == 16 * 1024


def test_an_upload_once_taken_stays_taken_however_full_the_server_becomes():
    """Every run of the page admits its uploads again: a learner whose file
    was read must not have it refused at her next press because others
    have filled the server since."""
    store = small(session_kb=100, server_kb=30, upload_kb=8)
    a, b = store.owner(), store.owner()
    store.admit(a, ("upload", "run_a", 0), 4 * 1024, "file-1")  # 26 KB to take <= 30
    store.admit(b, ("upload", "run_a", 0), 3 * 1024, "file-2")  # 8 + 19.5 <= 30
    store.admit(a, ("upload", "run_a", 0), 4 * 1024, "file-1")  # the next run: 6 + 26 > 30
    with pytest.raises(TooBig):
        store.admit(a, ("upload", "run_a", 0), 4 * 1024, "file-3")  # another file
    assert store.held() == 14 * 1024  # refused: nothing changed (file-1 still counted)


def test_replacing_an_upload_in_its_slot_counts_it_once():
    store = small(session_kb=30, server_kb=100, upload_kb=8)
    a = store.owner()
    for _ in range(3):
        store.admit(a, ("upload", "judgments", 0), 4 * 1024)
    assert store.held(a) == 8 * 1024  # held twice over, once


def test_a_result_too_large_for_the_session_is_returned_but_not_kept():
    store = small(session_kb=1)
    a = store.owner()
    assert len(store.cached(a, "big", lambda: b"x" * 4096)) == 4096
    assert store.held(a) == 0


def test_a_session_that_ends_lets_go_of_all_it_held():
    store = small(session_kb=100, server_kb=100)
    a, b = store.owner(), store.owner()
    store.admit(a, ("upload", "run_a", 0), 4 * 1024)
    store.put(a, "results", "r", 4 * 1024)
    store.put(b, "results", "r", 4 * 1024)
    del a  # Streamlit dropped the session's state
    gc.collect()
    assert store.held() == 4 * 1024


def test_the_bounds_hold_while_many_sessions_put_at_once():
    store = small(session_kb=16, server_kb=64)
    seen = []

    def session():
        me = store.owner()
        for i in range(200):
            store.put(me, i, i, 3 * 1024)
            seen.append((store.held(me), store.held()))

    threads = [threading.Thread(target=session) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert max(own for own, _ in seen) <= 16 * 1024
    assert max(everyone for _, everyone in seen) <= 64 * 1024


def test_limits_come_from_the_environment_and_bad_values_keep_the_defaults():
    limits = Limits.from_settings(200, {"RANKING_SESSION_MB": "0.5", "RANKING_SERVER_MB": "lots"})
    assert limits == Limits(200.0, 0.5, Limits(1).server_mb)
    assert (
        Limits.from_settings(200, {"RANKING_SESSION_MB": "-3"}).session_mb == Limits(1).session_mb
    )
    assert limits.bytes("session") == MB // 2


def test_sizes_read_as_people_say_them():
    assert in_words(4080) == "4 KB" and in_words(150 * MB) == "150 MB"
    assert WORKING >= 1


def test_size_of_counts_a_results_tables():
    import pandas as pd

    frame = pd.DataFrame({"q": [f"q{i}" for i in range(1000)], "v": range(1000)})
    assert size_of((frame, frame)) >= 2 * frame.memory_usage(deep=True).sum()


def test_the_upload_page_keeps_its_results_within_the_sessions_bound(monkeypatch):
    """With a session bound of 110 KB (reading a sample run needs 101 KB),
    every K the learner tries is computed, but what the page keeps never
    passes the bound (without it, both runs' parsed files and each K's
    results, 5 KB, would stay: 150 KB after 22 Ks)."""
    from ui.state import store as stores

    monkeypatch.setenv("RANKING_SESSION_MB", str(110 / 1024))
    stores.server_store.clear()
    try:
        at = AppTest.from_file(APP, default_timeout=60)
        at.run()
        at.switch_page("lessons/batch.py").run()
        at.button(key="batch_samples_button").click().run()
        held = []
        for k in range(3, 25):
            at.number_input(key="batch_k").set_value(k).run()
            assert not at.exception and not at.error
            held.append(stores.server_store().held())
        assert max(held) <= 110 * 1024
        assert stores.server_store().limits.session_mb == pytest.approx(110 / 1024)
    finally:
        stores.server_store.clear()

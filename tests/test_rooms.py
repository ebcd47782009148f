"""The rooms' store (course/rooms.py), in a SQLite file and in a real
PostgreSQL server (course/rooms_postgres.py): shared by two processes,
expiring, bounded, only the teacher moves a room, and no answer lost when
many arrive at once."""

import itertools
import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from course import rooms
from course.rooms import RoomError, open_store

_databases = itertools.count()


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request, tmp_path):
    """An empty store of each kind: a SQLite file, a PostgreSQL database."""
    if request.param == "sqlite":
        yield open_store(tmp_path / "rooms.db")
        return
    server = request.getfixturevalue("postgres")
    rooms_ = open_store(server.database(f"rooms{next(_databases)}"))
    yield rooms_
    rooms_.close()


# A fresh interpreter, not multiprocessing's "spawn": spawn re-runs the
# parent's __main__, which is app.py once an AppTest has run in this worker.
_LEARNER = """
import json, sys
from course.rooms import open_store
other = open_store(sys.argv[1])
learner = other.join(sys.argv[2])
other.answer(sys.argv[2], learner, "q1", "0.35")
print(json.dumps([other.room(sys.argv[2]).step, learner]))
"""


def test_two_processes_share_a_room(store):
    code, token = store.open_room("average_precision", "ranking=A,B")
    store.move(code, token, step=3)
    other = subprocess.run(
        [sys.executable, "-c", _LEARNER, str(store.where), code],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        cwd=Path(__file__).parents[1],
    )
    step, learner = json.loads(other.stdout)
    assert step == 3
    assert store.answers(code, "q1") == ["0.35"]
    assert store.room(code).learners == 1 and learner


def test_a_room_expires_after_two_hours(store):
    code, _ = store.open_room("map", "", now=1000)
    assert store.room(code, now=1000 + rooms.TTL - 1).page == "map"
    with pytest.raises(RoomError) as err:
        store.room(code, now=1000 + rooms.TTL + 1)
    assert err.value.code == "expired"


def test_a_wrong_code_is_refused_and_answered_slowly(store, monkeypatch):
    slept = []
    monkeypatch.setattr(rooms.time, "sleep", slept.append)
    with pytest.raises(RoomError) as err:
        store.join("ZZZZZZ")
    assert err.value.code == "unknown" and slept == [rooms.WRONG_CODE_DELAY]


def test_only_the_teachers_token_moves_asks_or_reveals(store):
    code, token = store.open_room("ndcg", "")
    version = store.room(code).version
    assert not store.move(code, "guess", step=5)
    assert not store.ask(code, "guess", "q")
    assert not store.reveal(code, "guess")
    assert store.room(code).version == version
    assert store.ask(code, token, "q") and store.reveal(code, token)
    assert store.room(code).revealed


def test_a_room_holds_a_bounded_number_of_learners(store, monkeypatch):
    monkeypatch.setattr(rooms, "MAX_LEARNERS", 3)
    code, _ = store.open_room("map", "")
    for _ in range(3):
        store.join(code)
    with pytest.raises(RoomError) as err:
        store.join(code)
    assert err.value.code == "full"


def test_a_store_holds_a_bounded_number_of_rooms(store, monkeypatch):
    monkeypatch.setattr(rooms, "MAX_ROOMS", 2)
    store.open_room("map", "")
    store.open_room("map", "")
    with pytest.raises(RoomError) as err:
        store.open_room("map", "")
    assert err.value.code == "too_many_rooms"


def test_an_answer_is_bounded_and_one_per_learner_per_question(store):
    code, _ = store.open_room("map", "")
    learner = store.join(code)
    with pytest.raises(RoomError):
        store.answer(code, learner, "q", "9" * (rooms.MAX_ANSWER + 1))
    store.answer(code, learner, "q", "0.3")
    store.answer(code, learner, "q", "0.5")  # changed her mind
    assert store.answers(code, "q") == ["0.5"]
    with pytest.raises(RoomError):
        store.answer(code, "not-joined", "q", "0.5")


def test_no_answer_is_lost_when_a_class_answers_at_once(store):
    code, _ = store.open_room("average_precision", "")
    learners = [store.join(code) for _ in range(60)]

    def answer(learner):
        store.answer(code, learner, "q1", "0.35")

    threads = [threading.Thread(target=answer, args=(learner,)) for learner in learners]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(store.answers(code, "q1")) == 60


def test_codes_are_typed_forgivingly(store):
    code, _ = store.open_room("map", "")
    typed = f" {code[:3].lower()}-{code[3:].lower()} "
    assert store.room(typed).code == code


def test_the_room_counts_the_phones_still_there(store):
    """ "3 joined" never dropped when a phone left or closed."""
    from course.rooms import PRESENT

    code, _ = store.open_room("average_precision", "ranking=A", now=0)
    stays, closes, leaves = (store.join(code, now=1) for _ in range(3))
    assert store.room(code, now=2).learners == 3
    store.leave(code, leaves)  # Leave the room: at once
    assert store.room(code, now=3).learners == 2
    for now in (30, 60, 90):  # the phone still there looks every few seconds
        store.seen(code, stays, now=now)
    assert store.room(code, now=1 + PRESENT + 1).learners == 1  # the closed phone has dropped
    store.seen(code, closes, now=95)  # it comes back
    assert store.room(code, now=100).learners == 2


def test_times_keep_their_fraction_of_a_second(store):
    """PostgreSQL's REAL is single precision: at today's times two minutes
    apart, so a phone's note that it is still there would be rounded away."""
    now = 1_800_000_000.25
    code, _ = store.open_room("map", "", now=now)
    learner = store.join(code, now=now + 0.5)
    assert store.room(code, now=now + 0.75).opened == now
    store.seen(code, learner, now=now + rooms.PRESENT + 0.5)
    assert store.room(code, now=now + 2 * rooms.PRESENT + 0.25).learners == 1
    assert store.room(code, now=now + 2 * rooms.PRESENT + 0.75).learners == 0


def test_an_unreachable_database_is_said_without_its_password(postgres):
    where = postgres.url.replace("rooms@/postgres", "rooms:s3cret@/no_such_database")
    with pytest.raises(RoomError) as err:
        open_store(where)
    assert err.value.code == "store"
    assert "no_such_database" in str(err.value) and "does not exist" in str(err.value)
    assert "s3cret" not in str(err.value)


def test_a_database_that_goes_away_is_a_room_error_not_a_crash(postgres):
    """The database restarts or the network drops mid-lesson: each call says
    ``store`` (the page's words for it), and once it is back the room is."""
    import psycopg

    where = postgres.database(f"rooms{next(_databases)}")
    store = open_store(where)
    code, _ = store.open_room("map", "")
    with psycopg.connect(postgres.url, autocommit=True) as admin:
        name = where.split("/")[-1].split("?")[0]
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s", (name,)
        )
    # The pool checks a connection before lending it: a cut one is replaced.
    assert store.room(code).page == "map"
    store.close()
    with pytest.raises(RoomError) as err:
        store.room(code)
    assert err.value.code == "store"


@pytest.mark.parametrize(
    ("where", "kind"),
    [("rooms.db", "RoomStore"), ("postgresql://h/db", "PostgresRooms"),
     ("postgres://h/db", "PostgresRooms")],
)  # fmt: skip
def test_the_store_is_chosen_by_the_form_of_where_it_is(where, kind, monkeypatch, tmp_path):
    import course.rooms_postgres

    monkeypatch.setattr(course.rooms_postgres.PostgresRooms, "__init__", lambda self, url: None)
    store = open_store(where if "://" in where else tmp_path / where)
    assert type(store).__name__ == kind


def test_a_phone_that_comes_back_is_the_same_learner_and_a_stranger_is_not(store):
    code, _ = store.open_room("map", "", now=0)
    learner = store.join(code, now=1)
    assert store.room(code, now=1 + rooms.PRESENT + 5).learners == 0  # the phone went quiet
    assert store.rejoin(code, learner, now=200)  # a reload: the same learner, present again
    assert store.room(code, now=201).learners == 1
    assert not store.rejoin(code, "not-one-of-its-learners", now=202)
    assert not store.rejoin("ZZZZZZ", learner, now=202)
    store.leave(code, learner)  # it left: a link with its id does not bring it back
    assert not store.rejoin(code, learner, now=203)
    assert not store.rejoin(code, store.join(code, now=204), now=rooms.TTL + 1)  # closed


def test_a_room_counts_the_learners_present_not_every_join_ever(store, monkeypatch):
    monkeypatch.setattr(rooms, "MAX_LEARNERS", 3)
    code, _ = store.open_room("map", "", now=0)
    gone = [store.join(code, now=1) for _ in range(3)]
    store.leave(code, gone[0])
    store.join(code, now=2)  # the one who left freed a place
    later = 2 + rooms.PRESENT + 1  # the others went quiet a minute ago
    for _ in range(3):
        store.join(code, now=later)
    with pytest.raises(RoomError) as err:
        store.join(code, now=later)
    assert err.value.code == "full"


def test_one_client_cannot_take_every_room(store, monkeypatch):
    monkeypatch.setattr(rooms, "MAX_ROOMS_PER_OWNER", 2)
    for _ in range(2):
        store.open_room("map", "", owner="10.0.0.7")
    with pytest.raises(RoomError) as err:
        store.open_room("map", "", owner="10.0.0.7")
    assert err.value.code == "too_many_yours"
    store.open_room("map", "", owner="10.0.0.8")  # another client still opens one


def test_expired_rooms_are_deleted_with_their_learners_and_answers(store):
    old, _ = store.open_room("map", "", now=0)
    learner = store.join(old, now=1)
    store.answer(old, learner, "q", "0.5", now=2)
    new, _ = store.open_room("map", "", now=rooms.TTL)
    assert store.purge(now=rooms.TTL + 10) == 1
    assert store.answers(old, "q") == []
    with pytest.raises(RoomError):
        store.room(old, now=rooms.TTL + 10)
    assert store.room(new, now=rooms.TTL + 10).code == new


def test_the_purge_runs_on_a_timer(tmp_path):
    store = open_store(tmp_path / "rooms.db")
    done = threading.Event()
    purge = store.purge
    store.purge = lambda: (purge(), done.set())
    rooms.purge_every(store, seconds=0.01)
    assert done.wait(timeout=30)


def test_only_the_teacher_closes_a_room_and_it_goes(store):
    code, token = store.open_room("map", "")
    learner = store.join(code)
    assert not store.close_room(code, "guess")
    assert store.is_teacher(code, token) and not store.is_teacher(code, "guess")
    assert store.close_room(code, token)
    with pytest.raises(RoomError) as err:
        store.room(code)
    assert err.value.code == "unknown" and not store.rejoin(code, learner)


def test_a_store_made_before_rooms_had_owners_gains_the_column(tmp_path):
    import sqlite3

    path = tmp_path / "old.db"
    db = sqlite3.connect(path)
    db.executescript(rooms.SCHEMA.replace(", owner TEXT NOT NULL DEFAULT ''", ""))
    db.close()
    store = open_store(path)
    code, _ = store.open_room("map", "", owner="10.0.0.7")
    assert store.room(code).page == "map"

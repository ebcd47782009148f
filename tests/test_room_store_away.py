"""The rooms' database away, as the app meets it (AppTest): a room that
cannot be opened says so; a room open when its PostgreSQL database stops
answering is said to be out of reach, not closed, on the projector and on a
phone (both keep their room), without a traceback; and it comes back."""

import time

import psycopg
import pytest
from streamlit.testing.v1 import AppTest

from course.rooms import RoomError
from ui import room

from .test_app import APP, open_page

LIST = {"ranking": "A,B,C,D,E", "qrels": "B:1,D:1,Z:1", "k": "5", "present": "1"}
PAGE = "lessons/average_precision.py"
AWAY = "The rooms cannot be reached just now"


def _teacher() -> AppTest:
    return open_page(PAGE, **LIST)


def _said(at: AppTest) -> str:
    return " ".join(e.value for e in (*at.error, *at.warning, *at.toast))


@pytest.fixture
def database(postgres, monkeypatch):
    """A PostgreSQL database for the app's rooms, and a switch that stops
    and restarts its connections (as a restart or a network cut would)."""
    import uuid

    name = f"rooms_away_{uuid.uuid4().hex[:8]}"  # each test a database of its own
    where = postgres.database(name)
    monkeypatch.setenv("RANKING_ROOMS_DB", where)
    room.store.clear()

    def reachable(yes: bool) -> None:
        postgres.reachable(name, yes)

    yield reachable
    reachable(True)
    room.store().close()
    room.store.clear()


def test_a_room_whose_database_goes_away_is_kept_and_said_then_comes_back(database):
    teacher = _teacher()
    teacher.button(key="room_open").click().run()
    assert not teacher.exception, teacher.exception
    code, _ = teacher.session_state[room.TEACHER]

    phone = AppTest.from_file(APP, default_timeout=60)
    phone.query_params["room"] = code
    phone.run()
    phone.switch_page("lessons/join.py")
    phone.run()
    assert not phone.exception, phone.exception
    assert room.LEARNER in phone.session_state
    phone.query_params.clear()  # on the teacher's lesson, as the join page takes it there
    for key, value in LIST.items():
        if key != "present":
            phone.query_params[key] = value
    phone.switch_page(PAGE)
    phone.run()
    assert not phone.exception, phone.exception

    database(False)
    # The phone looks again by itself, and says so (not "try again").
    says = {room.TEACHER: AWAY, room.LEARNER: "cannot be reached just now, so the values wait"}
    for screen, key in ((teacher, room.TEACHER), (phone, room.LEARNER)):
        screen.run()
        assert not screen.exception, screen.exception
        assert says[key] in _said(screen), (key, [m.value[:50] for m in screen.markdown][:6])
        assert "This room is closed" not in _said(screen)
        assert key in screen.session_state  # the room is kept, not let go

    database(True)
    # The app's connection pool reconnects on its own schedule (psycopg_pool
    # backs off 1, 2 s, gives up after 4 s and starts again at the next read:
    # course.rooms_postgres.RECONNECT): the page comes back once the rooms
    # can be read again, so wait for that, not for a time. Each read waits
    # for the pool's connection itself (up to its 3 s).
    deadline = time.monotonic() + 60
    while not _readable(code) and time.monotonic() < deadline:
        time.sleep(0.05)  # found away, the store answers at once for a moment (AWAY_FOR)
    teacher.run()
    assert not teacher.exception and AWAY not in _said(teacher), _said(teacher)
    assert f"{code[:3]} {code[3:]}" in " ".join(m.value for m in teacher.markdown)


def _readable(code: str) -> bool:
    """The app's own store (its pool) reads the room again."""
    try:
        room.store().room(code)
    except RoomError:
        return False
    return True


def _setups(postgres) -> dict[str, str]:
    """A URL for each way a deployment's database goes wrong (its why)."""
    with psycopg.connect(postgres.url, autocommit=True) as admin:
        admin.execute("CREATE ROLE visitor LOGIN")
        admin.execute('CREATE DATABASE "granted"')  # owned by rooms, not by visitor
        admin.execute('GRANT ALL ON DATABASE "granted" TO visitor')
    home = postgres.url.split("host=")[1]
    return {
        "schema": f"postgresql://visitor@/granted?host={home}",
        "database": postgres.url.replace("/postgres?", "/no_such_database?"),
        "role": f"postgresql://nobody@/postgres?host={home}",
    }


def test_a_database_set_up_wrong_says_what_is_wrong_on_the_teachers_page(monkeypatch, postgres):
    """No room opens, and the page says why: on PostgreSQL 15 GRANT ALL ON
    DATABASE is not enough (the schema public); a missing database or user
    is named too."""
    for why, where in _setups(postgres).items():
        monkeypatch.setenv("RANKING_ROOMS_DB", where)
        room.store.clear()
        at = _teacher()
        at.button(key="room_open").click().run()
        assert not at.exception, at.exception
        assert AWAY in _said(at)
        assert room.TEACHER not in at.session_state
        said = " ".join(c.value for c in at.caption)
        assert room.T[f"store_why_{why}"] in said, (why, said)
    room.store.clear()


def test_found_away_the_database_is_not_asked_again_for_a_moment(database, monkeypatch):
    """A page's run looks at its room several times; each look waited 3 s
    for the pool, so a projector said nothing for 13 s. Found away once,
    the store answers the next looks at once (not asking the pool) for
    AWAY_FOR seconds, then asks again."""
    from course import rooms_postgres

    store = room.store()
    code, _token = store.open_room("average_precision", "k=5")
    database(False)
    with pytest.raises(RoomError):
        store.room(code)  # the pool waited, and found it away
    asked = []
    real = store._pool.connection
    monkeypatch.setattr(store._pool, "connection", lambda *a, **k: asked.append(1) or real(*a, **k))
    for _ in range(3):
        with pytest.raises(RoomError):
            store.room(code)
    assert asked == []
    database(True)
    monkeypatch.setattr(store, "_away_until", time.monotonic() - 0.001)  # the moment is over
    assert store.room(code).code == code
    assert asked and rooms_postgres.AWAY_FOR > 0


def test_a_guess_sent_just_after_the_database_is_back_goes_through_at_once(database):
    """Found away, the store answers looks at once for AWAY_FOR seconds; a
    press is not a look. A guess sent within that moment, the database back,
    is kept, not refused with "cannot be reached" (before, for up to 2 s
    after the database was back, every Send was refused)."""
    store = room.store()
    code, token = store.open_room("average_precision", "k=5")
    learner = store.join(code)
    store.ask(code, token, "q1")
    database(False)
    with pytest.raises(RoomError):
        store.room(code)  # a look found it away: looks wait out the moment
    database(True)
    assert store._away_until > time.monotonic()  # still within the moment
    store.answer(code, learner, "q1", "0.4")
    with pytest.raises(RoomError):
        store.room(code)  # a look still waits the moment out (fast, no pool)
    store._away_until = time.monotonic() - 0.001  # the moment over: look at what was kept
    assert store.answers(code, "q1") == ["0.4"]

"""The rooms' store (course/rooms.py): shared by two processes, expiring,
bounded, only the teacher moves a room, and no answer lost when many arrive
at once."""

import multiprocessing
import threading

import pytest

from course import rooms
from course.rooms import RoomError, RoomStore


@pytest.fixture
def store(tmp_path):
    return RoomStore(tmp_path / "rooms.db")


def _learner_in_another_process(path, code, out):
    other = RoomStore(path)
    learner = other.join(code)
    other.answer(code, learner, "q1", "0.35")
    out.put((other.room(code).step, learner))


def test_two_processes_share_a_room(store):
    code, token = store.open_room("average_precision", "ranking=A,B")
    store.move(code, token, step=3)
    out = multiprocessing.get_context("spawn").Queue()
    process = multiprocessing.get_context("spawn").Process(
        target=_learner_in_another_process, args=(store.path, code, out)
    )
    process.start()
    step, learner = out.get(timeout=60)
    process.join(60)
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


def test_the_room_counts_the_phones_still_there(tmp_path):
    """ "3 joined" never dropped when a phone left or closed."""
    from course.rooms import PRESENT, RoomStore

    store = RoomStore(tmp_path / "rooms.db")
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

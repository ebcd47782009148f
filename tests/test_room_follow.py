"""A learner's phone in a room (ui/room.py), run as AppTest runs the app: an
answer whose Send was pressed on the form the phone showed counts, even when
it reaches the server after the teacher has revealed or moved on."""

from urllib.parse import parse_qsl

import pytest
from streamlit.testing.v1 import AppTest

from course.rooms import RoomStore
from ui import room

from .test_app import APP

LIST = "ranking=A,B,C,D,E,F,G,H&qrels=B:1,E:2,G:1,H:3,Y:1&k=8&step=4"
PAGE = "average_precision"


@pytest.fixture
def rooms(tmp_path, monkeypatch):
    monkeypatch.setenv("RANKING_ROOMS_DB", str(tmp_path / "rooms.db"))
    room.store.clear()
    yield RoomStore(tmp_path / "rooms.db")
    room.store.clear()


def _phone_asked_a_guess(rooms: RoomStore):
    """A phone that joined a room on the AP lesson, its guess field shown."""
    code, token = rooms.open_room(PAGE, LIST)
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["room"] = code
    at.run()
    at.switch_page("lessons/join.py")
    at.run()
    question = at.session_state[room.QUESTION.format(page=PAGE)][0]
    rooms.ask(code, token, question)
    at.query_params.clear()
    for key, value in parse_qsl(LIST):
        at.query_params[key] = value
    at.switch_page(f"lessons/{PAGE}.py")
    at.run()
    (field,) = [t for t in at.text_input if (t.key or "").startswith("room_guess_")]
    (send,) = [b for b in at.button if (b.key or "").startswith(room.SEND)]
    return at, code, token, question, field, send


def test_an_answer_sent_as_the_teacher_reveals_counts_and_the_phone_says_so(rooms):
    at, code, token, question, field, send = _phone_asked_a_guess(rooms)
    field.input("0.35")
    rooms.reveal(code, token)  # the reveal lands while the press is on its way
    send.click()
    at.run()
    assert not at.exception, at.exception
    assert rooms.answers(code, question) == ["0.35"]
    assert any("0.35" in s.value and "counts" in s.value for s in at.success), at.success
    at.run()  # the next look at the room: the reveal, and the answer counted once
    assert rooms.answers(code, question) == ["0.35"]
    assert not [t for t in at.text_input if (t.key or "").startswith("room_guess_")]


#: What the teacher does while a phone's answer is on its way.
MOVES_ON = {
    "asks the next question": lambda rooms, code, token: rooms.ask(code, token, "quiz:1:2"),
    "moves to another lesson": lambda rooms, code, token: rooms.move(
        code, token, page="ndcg", query="ranking=A,B&qrels=B:1"
    ),
}


@pytest.mark.parametrize("teacher", list(MOVES_ON))
def test_an_answer_sent_as_the_teacher_moves_on_counts(rooms, teacher):
    at, code, token, question, field, send = _phone_asked_a_guess(rooms)
    field.input("1/3")
    MOVES_ON[teacher](rooms, code, token)
    send.click()
    at.run()
    assert not at.exception, at.exception
    assert rooms.answers(code, question) == ["1/3"]


def test_an_answer_that_is_not_a_number_is_refused_on_its_way_too(rooms):
    at, code, token, question, field, send = _phone_asked_a_guess(rooms)
    field.input("about a third")
    rooms.reveal(code, token)
    send.click()
    at.run()
    assert rooms.answers(code, question) == []
    assert any("Not sent" in e.value for e in at.error), at.error


def test_an_answer_sent_before_the_reveal_is_kept_as_before(rooms):
    at, code, token, question, field, send = _phone_asked_a_guess(rooms)
    field.input("0.4")
    send.click()
    at.run()
    assert rooms.answers(code, question) == ["0.4"]
    assert any("until the reveal" in s.value for s in at.success), at.success

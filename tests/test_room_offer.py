"""A new session whose address lost its room (Back past the projector's
first address and Forward, a second tab) on the page and list this
browser's teacher runs a room on asks before it draws anything of the
page (ui/room_offer.py); any other session is not asked. Run as AppTest
runs the app, the browser's cookies given by monkeypatching."""

from urllib.parse import parse_qsl

from ui import room, room_offer

from .test_room_in_the_link import LIST, PAGE, _address, _answer_shown, _open, _projector


def _cookies(monkeypatch, code: str, token: str) -> None:
    """This browser keeps the teacher's token of room ``code``."""
    monkeypatch.setattr(room_offer, "_teachers_rooms", lambda: iter([(code, token)]))


def _lesson(**extra) -> dict[str, str]:
    return {**dict(parse_qsl(LIST)), **extra}


def test_a_session_without_the_room_on_its_list_is_asked_and_shown_no_answer(rooms, monkeypatch):
    _, code, token = _projector(rooms)
    _cookies(monkeypatch, code, token)
    at = _open(_lesson(step="8"))  # the first address, the last step: every value
    assert not at.exception, at.exception
    assert [b.key for b in at.button] == ["room_offer_back", "room_offer_without"]
    assert not _answer_shown(at)


def test_going_back_to_the_room_takes_it_at_the_rooms_step_with_the_answer_held(rooms, monkeypatch):
    _, code, token = _projector(rooms)
    rooms.move(code, token, page=PAGE, query=f"{LIST}&step=3", step=3)
    rooms.ask(code, token, "q")
    _cookies(monkeypatch, code, token)
    at = _open(_lesson())
    at.button(key="room_offer_back").click().run()
    assert not at.exception, at.exception
    assert at.session_state[room.TEACHER] == (code, token)
    assert _address(at).get("room") == code and _address(at).get("present") == "1"
    assert _address(at).get("step") == "3"
    assert not _answer_shown(at)


def test_going_on_without_the_room_shows_the_page_and_leaves_the_room_open(rooms, monkeypatch):
    _, code, token = _projector(rooms)
    _cookies(monkeypatch, code, token)
    at = _open(_lesson())
    at.button(key="room_offer_without").click().run()
    assert not at.exception, at.exception
    assert _answer_shown(at)  # the teacher's own page, as any link shows it
    assert room.TEACHER not in at.session_state
    assert rooms.room(code).code == code


def test_a_closed_room_another_list_or_an_address_with_its_room_asks_nothing(rooms, monkeypatch):
    projector, code, token = _projector(rooms)
    _cookies(monkeypatch, code, token)
    other = _open({"ranking": "A,B", "qrels": "A:1", "k": "2"})
    assert "room_offer_back" not in [b.key for b in other.button]
    own = _open(_address(projector))  # the room's own address: taken back, not asked
    assert "room_offer_back" not in [b.key for b in own.button]
    rooms.close_room(code, token)
    closed = _open(_lesson())
    assert "room_offer_back" not in [b.key for b in closed.button]
    assert _answer_shown(closed)


def test_the_quiz_room_asks_on_its_own_quiz_only(rooms, monkeypatch):
    from .test_export import open_page

    def quiz(seed: str):
        return open_page("quiz", seed=seed)

    teacher = quiz("7")
    teacher.button(key="room_open_quiz").click().run()
    code, token = teacher.session_state[room.TEACHER]
    _cookies(monkeypatch, code, token)
    assert "room_offer_back" in [b.key for b in quiz("7").button]
    assert "room_offer_back" not in [b.key for b in quiz("8").button]

"""The room lives in the link and the server, not in one tab's memory
(ui/room_link.py): a new session (a reload, a reconnect to a restarted or
another server process) opened on the address a room's screen holds takes
the room back, and no answer shows before the reveal, whatever is pressed.
Run as AppTest runs the app; each new AppTest is a new session."""

import re
from urllib.parse import parse_qsl

import pytest
from streamlit.testing.v1 import AppTest

from course.rooms import RoomStore
from ui import room, room_link
from ui.inputs import K

from .test_app import APP, metrics_shown
from .test_export import open_page

LIST = "ranking=A,B,C,D,E,F,G,H&qrels=B:1,E:2,G:1,H:3,Y:1&k=8"
PAGE = "average_precision"
#: The AP cards' values for LIST (what the room is to guess): none may show
#: early. Checked below against the library, so the test cannot go vacuous.
ANSWERS = ("0.3432", "0.3657", "0.4571")


def test_the_answers_looked_for_are_this_lists_ap_values():
    from course.link import read
    from metrics import average_precision_variants

    query = read({k: [v] for k, v in parse_qsl(LIST)}, PAGE).scenario.query
    assert {f"{v:.4f}" for v in average_precision_variants(query).values()} == set(ANSWERS)


def _open(params: dict[str, str]) -> AppTest:
    """A new session (a fresh tab, a reload) on the AP lesson at ``params``."""
    return open_page(PAGE, **params)


def _address(at: AppTest) -> dict[str, str]:
    return {k: at.query_params[k][0] if isinstance(at.query_params[k], list) else at.query_params[k]
            for k in at.query_params}  # fmt: skip


def _text(at: AppTest) -> str:
    parts = [*metrics_shown(at), *(m.value for m in at.markdown), *(c.value for c in at.caption)]
    parts += [h.value for h in at.html]
    return " ".join(parts)


def _answer_shown(at: AppTest) -> list[str]:
    return [a for a in ANSWERS if re.search(rf"(?<![\d.]){re.escape(a)}(?!\d)", _text(at))]


def _projector(rooms: RoomStore) -> tuple[AppTest, str, str]:
    """The teacher's projector in present mode with a room open on LIST."""
    at = _open({**dict(parse_qsl(LIST)), "present": "1"})
    at.button(key="room_open").click().run()
    assert not at.exception, at.exception
    code, token = at.session_state[room.TEACHER]
    at.run()
    return at, code, token


def _phone(code: str) -> AppTest:
    """A phone that opened the join link; it then follows the teacher."""
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["room"] = code
    at.switch_page("lessons/join.py")
    at.run()
    assert not at.exception, at.exception
    return at


def _a_phone_answered(rooms: RoomStore) -> tuple[str, str, str]:
    """A room open on the projector, one phone in it, the question asked and
    the phone's guess of 0.4 sent: the room's code, the learner, the question."""
    projector, code, token = _projector(rooms)
    _, learner = _phone(code).session_state[room.LEARNER]
    question = projector.session_state[room.QUESTION.format(page=PAGE)][0]
    rooms.ask(code, token, question)
    rooms.answer(code, learner, question, "0.4")
    return code, learner, question


def test_a_phone_in_a_room_keeps_the_room_and_its_learner_id_in_its_address(rooms):
    projector, code, _ = _projector(rooms)
    phone = _phone(code)
    held = phone.session_state[room.LEARNER]
    assert _address(phone).get("room") == code and _address(phone).get("learner") == held[1]


def test_a_reloaded_phone_is_the_same_learner_in_the_same_room_with_no_answer(rooms):
    code, learner_id, question = _a_phone_answered(rooms)
    # The pull-to-refresh: a new session from the lesson's address alone.
    again = _open({**dict(parse_qsl(LIST)), "room": code, "learner": learner_id})
    assert again.session_state[room.LEARNER] == (code, learner_id)
    assert rooms.room(code).learners == 1  # one phone, counted once
    assert _answer_shown(again) == []
    rooms.answer(code, learner_id, question, "0.43")  # her answer replaced, not doubled
    assert rooms.answers(code, question) == ["0.43"]


def test_a_copied_projector_address_joins_as_a_learner_never_as_the_teacher(rooms):
    projector, code, _ = _projector(rooms)
    copied = _open(_address(projector))  # present=1 and room=CODE, no teacher's cookie
    assert room.TEACHER not in copied.session_state
    assert copied.session_state[room.LEARNER][0] == code
    assert "room_close" not in [b.key for b in copied.button]
    assert _answer_shown(copied) == []


def test_a_reloaded_projector_takes_its_room_back_with_the_answer_held(rooms, monkeypatch):
    projector, code, token = _projector(rooms)
    assert "token" not in str(_address(projector)) and token not in str(_address(projector))
    # The browser's cookie (set by ui.room_link.keep_token) sent on reload.
    monkeypatch.setattr(room_link, "_token", lambda c: token if c == code else None)
    again = _open(_address(projector))
    assert again.session_state[room.TEACHER] == (code, token)
    assert _answer_shown(again) == []
    assert "room_close" in [b.key for b in again.button]  # the teacher's panel, not a phone's


def test_a_step_link_at_the_last_step_on_the_projector_shows_no_answer(rooms, monkeypatch):
    projector, code, token = _projector(rooms)
    monkeypatch.setattr(room_link, "_token", lambda c: token if c == code else None)
    again = _open({**_address(projector), "step": "8"})
    assert _answer_shown(again) == []


def test_without_a_room_the_lesson_shows_the_answers_looked_for():
    assert set(_answer_shown(_open(dict(parse_qsl(LIST))))) == set(ANSWERS)


def test_leaving_present_mode_with_a_room_open_shows_no_answer(rooms):
    projector, code, _ = _projector(rooms)
    projector.button(key="present_leave").click().run()
    assert not projector.exception, projector.exception
    assert "present" not in _address(projector)
    assert _answer_shown(projector) == []
    assert "present_back" in [b.key for b in projector.button]
    # Another K from the sidebar (what leaving was for): still nothing shows.
    projector.sidebar.number_input(key=K).set_value(7).run()
    assert not projector.exception, projector.exception
    assert _address(projector).get("k") == "7"
    assert _answer_shown(projector) == []


def test_the_held_step_shows_no_running_sum_while_the_values_wait(rooms):
    projector, code, token = _projector(rooms)
    while not projector.button(key=f"step_{PAGE}_next").disabled:  # it stops one step short
        projector.button(key=f"step_{PAGE}_next").click().run()
    assert "Step **7** of **8**" in _text(projector)
    said = _text(projector)
    assert "S = " not in said and "sum so far" not in said, said[:400]
    assert "running sum waits" in said


def test_an_address_naming_a_room_that_cannot_be_read_holds_the_answer(rooms, monkeypatch):
    projector, code, _ = _projector(rooms)
    phone = _phone(code)
    _, learner_id = phone.session_state[room.LEARNER]

    def away(*args, **kwargs):
        from course.rooms import RoomError

        raise RoomError("store", "rooms: away")

    monkeypatch.setattr(RoomStore, "rejoin", away)
    monkeypatch.setattr(RoomStore, "room", away)
    again = _open({**dict(parse_qsl(LIST)), "room": code, "learner": learner_id})
    assert _answer_shown(again) == []
    assert any("cannot be reached" in w.value for w in again.warning), [
        w.value for w in again.warning
    ]
    assert _address(again).get("room") == code  # kept in the address for the next try
    monkeypatch.undo()
    monkeypatch.setenv("RANKING_ROOMS_DB", str(rooms.path))
    again.run()
    assert again.session_state[room.LEARNER] == (code, learner_id)


def test_wrong_codes_are_counted_per_client_address_and_then_refused(rooms, monkeypatch):
    from course.throttle import Throttle

    monkeypatch.setattr(room_link, "TRIES", Throttle(limit=2, window=60.0))
    said = []
    for _ in range(3):
        at = AppTest.from_file(APP, default_timeout=60)  # a new session each time
        at.query_params["room"] = "ZZZZZZ"
        at.switch_page("lessons/join.py")
        at.run()
        assert not at.exception, at.exception
        said.append(" ".join(e.value for e in at.error))
    assert "No room has this code" in said[0] and "No room has this code" in said[1]
    assert "Too many wrong codes" in said[2]
    code, _ = rooms.open_room(PAGE, LIST, owner="elsewhere")
    monkeypatch.setattr(room_link, "client_address", lambda: "10.0.0.9")
    assert _phone(code).session_state[room.LEARNER][0] == code  # another address joins


def test_the_quiz_played_as_a_room_comes_back_after_a_reload_on_both_screens(rooms, monkeypatch):
    projector = AppTest.from_file(APP, default_timeout=60)
    projector.query_params["seed"] = "4242"
    projector.switch_page("lessons/quiz.py")
    projector.run()
    projector.button(key="room_open_quiz").click().run()
    assert not projector.exception, projector.exception
    code, token = projector.session_state[room.TEACHER]
    assert _address(projector).get("room") == code
    phone = _phone(code)
    _, learner_id = phone.session_state[room.LEARNER]
    assert _address(phone).get("learner") == learner_id and _address(phone).get("q") == "1"

    monkeypatch.setattr(room_link, "_token", lambda c: token if c == code else None)
    again = AppTest.from_file(APP, default_timeout=60)
    for key, value in _address(projector).items():
        again.query_params[key] = value
    again.switch_page("lessons/quiz.py")
    again.run()
    assert again.session_state[room.TEACHER] == (code, token)
    monkeypatch.setattr(room_link, "_token", lambda c: None)
    back = AppTest.from_file(APP, default_timeout=60)
    for key, value in {**_address(phone), "q": "3"}.items():  # a typed q= does not jump ahead
        back.query_params[key] = value
    back.switch_page("lessons/quiz.py")
    back.run()
    assert not back.exception, back.exception
    assert back.session_state[room.LEARNER] == (code, learner_id)
    assert _address(back).get("q") == "1"


#: Each walkthrough's running sum, as its table heads it and its sentence says it.
RUNNING = {
    "average_precision": ("running sum S", "sum so far"),
    "ndcg": ("DCG@k", "DCG@7 ="),
    "reciprocal_rank": ("RR so far", "RR = 1/"),
    "reader_models": ("RBP so far", "RBP so far"),
}


@pytest.mark.parametrize("page", list(RUNNING))
def test_no_walkthrough_shows_its_running_sum_while_a_rooms_values_wait(rooms, page):
    at = AppTest.from_file(APP, default_timeout=60)
    for key, value in {**dict(parse_qsl(LIST)), "present": "1"}.items():
        at.query_params[key] = value
    at.switch_page(f"lessons/{page}.py")
    at.run()
    heads = " ".join(h.value for h in at.html if "<table" in h.value)
    column, sentence = RUNNING[page]
    assert column in heads  # without a room it is there (the test can fail)
    at.button(key="room_open").click().run()
    while not at.button(key=f"step_{page}_next").disabled:
        at.button(key=f"step_{page}_next").click().run()
    assert not at.exception, at.exception
    heads = " ".join(h.value for h in at.html if "<table" in h.value)
    said = " ".join(m.value for m in at.markdown)
    assert "Step **7** of **8**" in said
    assert column not in heads and sentence not in said, said


def test_r_precisions_walkthrough_stops_before_rank_r_while_a_room_guesses(rooms):
    """R-precision is P@R: at rank R (5 here, K = 8) the table shows it, so
    the held step is 4, not 7."""
    at = AppTest.from_file(APP, default_timeout=60)
    for key, value in {**dict(parse_qsl(LIST)), "present": "1"}.items():
        at.query_params[key] = value
    at.switch_page("lessons/r_precision.py")
    at.run()
    at.button(key="room_open").click().run()
    while not at.button(key="step_r_precision_next").disabled:
        at.button(key="step_r_precision_next").click().run()
    assert not at.exception, at.exception
    assert "Step **4** of **8**" in " ".join(m.value for m in at.markdown)
    assert "0.4000" not in " ".join(h.value for h in at.html)  # P@5, the answer
    assert any("Step 5, the answer" in c.value for c in at.caption), [c.value for c in at.caption]


def _presenting_with_a_room(page: str, listed: str) -> AppTest:
    """The projector on ``page`` at ``listed``, a room open, Next pressed
    until it stops (the held step)."""
    at = AppTest.from_file(APP, default_timeout=60)
    for key, value in {**dict(parse_qsl(listed)), "present": "1"}.items():
        at.query_params[key] = value
    at.switch_page(f"lessons/{page}.py")
    at.run()
    at.button(key="room_open").click().run()
    while not at.button(key=f"step_{page}_next").disabled:
        at.button(key=f"step_{page}_next").click().run()
    assert not at.exception, at.exception
    return at


def _heads(at: AppTest) -> str:
    return " ".join(h.value for h in at.html if "<table" in h.value)


def test_precision_and_recall_hold_their_counts_while_a_room_guesses_p_at_k(rooms):
    """At the held step (7 of 8) the hits in the top 7 are one addition and
    one division from P@8: the counts, P@k and R@k wait with the values, and
    the step says only whether each rank is relevant."""
    at = _presenting_with_a_room("precision_recall", LIST)
    said = " ".join(m.value for m in at.markdown)
    assert "Step **7** of **8**" in said
    assert not {"hits in top k", "P@k", "R@k"} & set(
        re.findall(r"hits in top k|P@k|R@k", _heads(at))
    )
    assert "Rank 7: G is relevant." in said and "relevant in the top" not in said, said
    assert "P@7" not in said and "3/7" not in said and "count the relevant items yourself" in said
    at.button(key="step_precision_recall_unasked").click().run()  # shown without asking
    while not at.button(key="step_precision_recall_next").disabled:
        at.button(key="step_precision_recall_next").click().run()
    said = " ".join(m.value for m in at.markdown)
    assert "P@8 = 4/8 = 0.5" in said and "hits in top k" in _heads(at)  # the test can fail


def test_r_precision_with_one_relevant_item_holds_step_one_and_its_values(rooms):
    """R = 1: R-precision is P@1, shown at step 1, before which nothing can
    be held. The walk stays at step 1 with its values waiting."""
    at = _presenting_with_a_room("r_precision", "ranking=A,B,C,D&qrels=A:1&k=4")
    said = " ".join(m.value for m in at.markdown)
    assert "Step **1** of **4**" in said
    assert "P@k" not in _heads(at) and "R@k" not in _heads(at)
    assert "Rank 1: A is relevant." in said and "R-precision =" not in said, said
    assert any("Step 1's values, the answer" in c.value for c in at.caption), [
        c.value for c in at.caption
    ]
    at.button(key="step_r_precision_unasked").click().run()
    said = " ".join(m.value for m in at.markdown)
    assert "R-precision = 1/1 = 1" in said and "P@k" in _heads(at)  # the test can fail


def test_a_tab_back_from_a_bare_join_link_comes_back_as_its_learner_and_frees_the_new_one(rooms):
    """Back past the join link and Forward again open the bare join link
    afresh: a new learner is seated. The tab's script (``ui/room_me.js``)
    then opens the page again as the learner it was, with ``drop=`` naming
    the new one, which the room lets go of: one phone, one answer."""
    code, was, question = _a_phone_answered(rooms)
    forward = _phone(code)  # the bare join link, opened afresh
    _, new = forward.session_state[room.LEARNER]
    assert new != was and rooms.room(code).learners == 2  # before the script's reload
    back = _open({**dict(parse_qsl(LIST)), "room": code, "learner": was, "drop": new})
    assert back.session_state[room.LEARNER] == (code, was)
    assert rooms.room(code).learners == 1
    assert "drop" not in _address(back)
    assert not rooms.rejoin(code, new)  # let go of, not only uncounted for now
    rooms.answer(code, was, question, "0.43")
    assert rooms.answers(code, question) == ["0.43"]
    assert _answer_shown(back) == []


def test_drop_lets_go_of_no_one_unless_the_tab_came_back_as_a_learner_of_the_room(rooms):
    """A link with ``drop=`` and a learner the room does not know lets go
    of no one: the learner it names stays the room's (an id in the address
    is that learner's seat, as ``learner=`` is; a learner's id is known to
    its own tab alone)."""
    projector, code, _ = _projector(rooms)
    phone = _phone(code)
    _, someone = phone.session_state[room.LEARNER]
    crafted = _open({**dict(parse_qsl(LIST)), "room": code, "learner": "nobody", "drop": someone})
    assert crafted.session_state[room.LEARNER][1] != "nobody"
    assert rooms.rejoin(code, someone)  # still one of the room's
    assert rooms.room(code).learners == 1


def test_a_tab_whose_old_learner_left_stays_the_one_it_was_just_seated_as(rooms):
    """A phone left the room (Leave), then joined it again from the join
    link: its tab still holds the learner that left, tries it once with
    drop= naming the new one, and, that learner being no longer the room's,
    stays the new one: one phone, not a third learner beside the new one."""
    projector, code, _ = _projector(rooms)
    phone = _phone(code)
    _, left = phone.session_state[room.LEARNER]
    rooms.leave(code, left)
    again = _phone(code)
    _, new = again.session_state[room.LEARNER]
    back = _open({**dict(parse_qsl(LIST)), "room": code, "learner": left, "drop": new})
    assert back.session_state[room.LEARNER] == (code, new)
    assert rooms.room(code).learners == 1
    assert "drop" not in _address(back)

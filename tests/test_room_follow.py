"""A learner's phone in a room (ui/learner.py), run as AppTest runs the app: an
answer whose Send was pressed on the form the phone showed counts, even when
it reaches the server after the teacher has revealed or moved on."""

import sqlite3
from urllib.parse import parse_qsl

import pytest
from streamlit.testing.v1 import AppTest

from course.rooms import RoomStore
from ui import learner, room

from .test_app import APP, metrics_shown

LIST = "ranking=A,B,C,D,E,F,G,H&qrels=B:1,E:2,G:1,H:3,Y:1&k=8&step=4"
PAGE = "average_precision"


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
    (send,) = [b for b in at.button if (b.key or "").startswith(learner.SEND)]
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


def _phone_in_room(rooms: RoomStore, step: int = 4):
    """A phone that joined a room on the AP lesson (the teacher at ``step``)."""
    query = LIST.replace("step=4", f"step={step}")
    code, token = rooms.open_room(PAGE, query)
    return _joined(code, PAGE, query), code, token


def _joined(code: str, page: str, query: str) -> AppTest:
    """A phone that joined room ``code``, on the teacher's ``page`` and link."""
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["room"] = code
    at.run()
    at.switch_page("lessons/join.py")
    at.run()
    at.query_params.clear()
    for key, value in parse_qsl(query):
        at.query_params[key] = value
    at.switch_page(f"lessons/{page}.py")
    at.run()
    assert not at.exception, at.exception
    return at


def test_a_following_phone_shows_the_teachers_walkthrough_with_no_controls_of_its_own(rooms):
    at, _, _ = _phone_in_room(rooms)
    names = [b.key or "" for b in at.button]
    assert not [n for n in names if n.startswith("step_average_precision_")], names
    assert not [t for t in at.toggle if "guess" in (t.key or "")]  # no guess of its own
    assert not at.segmented_control  # no sections: the walkthrough alone
    assert any("Step **4** of **8**" in m.value for m in at.markdown)


def test_before_the_room_is_asked_the_phone_shows_the_steps_but_not_the_answer(rooms):
    # The key values are the answer the room will be asked for: they wait for
    # the reveal, from the moment the phone joins (before, a phone read
    # "Standard AP 0.3657" until the teacher asked).
    at, code, token = _phone_in_room(rooms)
    assert metrics_shown(at) == []
    text = _shown_text(at)
    assert "0.3657" not in text and "when the teacher reveals the room's answer" in text
    assert "Step **4** of **8**" in text and "<table" in text  # the walkthrough itself is there
    question = at.session_state[room.QUESTION.format(page=PAGE)][0]
    rooms.ask(code, token, question)
    rooms.reveal(code, token)
    at.run()
    assert metrics_shown(at) == ["0.3432", "0.3657", "0.3657", "0.4571"]
    assert "when the teacher reveals the room's answer" not in _shown_text(at)


def test_a_step_of_the_teachers_moves_the_phone_without_a_new_page(rooms):
    at, code, token = _phone_in_room(rooms)
    rooms.move(code, token, page=PAGE, query=LIST.replace("step=4", "step=6"))
    at.run()  # the phone's next look
    assert not at.exception, at.exception
    assert at.session_state["step_average_precision"] == 6
    assert any("Step **6** of **8**" in m.value for m in at.markdown)


def _shown_text(at: AppTest) -> str:
    return " ".join(
        [m.value for m in at.markdown] + [c.value for c in at.caption] + [h.value for h in at.html]
    )


def test_while_the_room_guesses_no_value_on_the_phone_answers_it(rooms):
    at, code, token = _phone_in_room(rooms, step=8)  # the last step: its final line too
    question = at.session_state[room.QUESTION.format(page=PAGE)][0]
    rooms.ask(code, token, question)
    at.run()
    text = _shown_text(at)
    # Neither the values nor the walkthrough that computes them (its table,
    # the step's sentence, P@k along the way): the list and the question only.
    assert metrics_shown(at) == []
    assert "0.3657" not in text and "stay hidden until the teacher reveals" in text
    assert "Step **8** of **8**" not in text and "<table" not in text
    assert "Rank 8" not in text and "0.4286" not in text  # P@7 = 3/7, in the table and the sentence
    assert any("standard AP" in m.value for m in at.markdown)  # the question, in the room's box
    rooms.reveal(code, token)
    at.run()
    assert metrics_shown(at) == ["0.3432", "0.3657", "0.3657", "0.4571"]
    text = _shown_text(at)
    assert "0.3657" in text and "Step **8** of **8**" in text and "<table" in text


def _projector(page: str, query: str = "") -> AppTest:
    """The teacher's projector on ``page`` (present mode), no room yet."""
    at = AppTest.from_file(APP, default_timeout=60)
    for key, value in parse_qsl(query + "&present=1"):
        at.query_params[key] = value
    at.run()
    at.switch_page(f"lessons/{page}.py")
    at.run()
    return at


def _projector_asked(page: str, query: str = "") -> AppTest:
    """The teacher's projector on ``page`` with a room open and its question asked."""
    at = _projector(page, query)
    at.button(key="room_open").click()
    at.run()
    at.button(key="room_ask").click()
    at.run()
    assert not at.exception, at.exception
    return at


def test_with_a_room_open_the_projector_keeps_the_values_until_the_reveal(rooms):
    at = _projector(PAGE, LIST)
    assert metrics_shown(at) == ["0.3432", "0.3657", "0.3657", "0.4571"]  # no room: as ever
    at.button(key="room_open").click()
    at.run()
    # The room joins and reads the projector before the teacher asks: the
    # answer is not on it, and the teacher is told how to show it.
    assert metrics_shown(at) == []
    text = _shown_text(at)
    assert "0.3657" not in text and "press “Ask the room for a guess” below" in text
    assert " of **8**" in text and "<table" in text  # the walkthrough itself is there
    at.button(key="room_ask").click()
    at.run()
    at.button(key="room_reveal").click()
    at.run()
    assert metrics_shown(at) == ["0.3432", "0.3657", "0.3657", "0.4571"]
    # Another list is another question: its values wait again.
    at.query_params["k"] = "5"
    at.run()
    assert not at.exception, at.exception
    assert metrics_shown(at) == []


def test_the_projector_shows_the_question_not_the_walkthrough_until_the_reveal(rooms):
    at = _projector_asked(PAGE, LIST)
    # The projector: the question and the room's panel, no value, no step table.
    assert metrics_shown(at) == []
    text = _shown_text(at)
    assert "<table" not in text and "stay hidden until the teacher reveals" in text
    assert any("standard AP" in m.value for m in at.markdown)
    at.button(key="room_reveal").click()
    at.run()
    assert metrics_shown(at) == ["0.3432", "0.3657", "0.3657", "0.4571"]
    assert "<table" in _shown_text(at)


@pytest.mark.parametrize(
    ("before", "after", "same"),
    [
        ("k=8&ranking=A,B&step=1", "k=8&ranking=A,B&step=2", True),
        ("k=8&ranking=A,B&step=1", "k=8&ranking=A,B", True),
        ("k=8&ranking=A,B&step=1", "k=5&ranking=A,B&step=2", False),
        ("k=8&ranking=A,B", "k=8&ranking=B,A", False),
    ],
)
def test_a_move_of_the_step_alone_is_told_from_a_new_list(before, after, same):
    assert room.same_but_step(before, after) is same


def test_a_phone_whose_room_closes_is_told_and_gets_its_own_lesson_back(rooms):
    at, code, _ = _phone_in_room(rooms)
    with sqlite3.connect(rooms.path) as db:  # two hours and more since it opened
        db.execute("UPDATE rooms SET opened = opened - 3 * 3600 WHERE code = ?", (code,))
    at.run()  # the phone's next look
    assert not at.exception, at.exception
    assert any("closed" in w.value for w in at.warning), at.warning
    at.run()
    assert not at.exception, at.exception
    names = [b.key or "" for b in at.button]
    assert "step_average_precision_next" in names, names  # its own steps again


def test_the_room_can_ask_the_sampled_lessons_question(rooms):
    # Its guess is named by its sample (sampled_1_100); the room looks the
    # question up by the lesson's page: before, Sampled offered no Ask.
    at = _projector_asked("sampled")
    assert any("sampled Hit@10" in m.value for m in at.markdown)  # the question
    assert "<table" not in _shown_text(at)  # the users' table waits
    at.button(key="room_reveal").click()
    at.run()
    assert "<table" in _shown_text(at)


def test_with_a_room_open_the_sampled_lessons_three_figures_wait_for_the_reveal(rooms):
    at = _projector("sampled")
    assert len(at.table) == 1  # Hit@10 three ways, beside the steps
    at.button(key="room_open").click()
    at.run()
    assert len(at.table) == 0 and "press “Ask the room for a guess” below" in _shown_text(at)
    at.button(key="room_ask").click()
    at.run()
    at.button(key="room_reveal").click()
    at.run()
    assert not at.exception, at.exception
    assert len(at.table) == 1


def test_with_a_room_waiting_no_press_or_link_reaches_the_last_step_before_the_reveal(rooms):
    """End, Show all and a link's step=8 used to show "AP = … = 0.3657" on the
    projector and every phone right above "the values wait for the room"."""
    at = _projector(PAGE, LIST)
    at.button(key="room_open").click()
    at.run()
    at.session_state[f"step_{PAGE}"] = 8  # as a link's step=8 sets it
    at.run()
    text = _shown_text(at)
    assert "Step **7** of **8**" in text and "0.3657" not in text
    assert "Step 8, the answer, waits for the room's guesses" in text
    assert at.query_params["step"] == "7"
    # Next and Show all stop there (End and the arrow keys move as they do).
    assert (
        at.button(key=f"step_{PAGE}_next").disabled and at.button(key=f"step_{PAGE}_all").disabled
    )
    at.button(key=f"step_{PAGE}_back").click()
    at.run()
    at.button(key=f"step_{PAGE}_all").click()
    at.run()
    assert "Step **7** of **8**" in _shown_text(at) and metrics_shown(at) == []
    at.button(key=f"step_{PAGE}_unasked").click()  # Show without asking
    at.run()
    assert metrics_shown(at) == ["0.3432", "0.3657", "0.3657", "0.4571"]
    at.button(key=f"step_{PAGE}_all").click()
    at.run()
    assert "Step **8** of **8**" in _shown_text(at) and "0.3657" in _shown_text(at)
    # Back a step keeps the reveal: the same list's answer, already shown.
    at.button(key=f"step_{PAGE}_back").click()
    at.run()
    assert metrics_shown(at) == ["0.3432", "0.3657", "0.3657", "0.4571"]


def test_asked_and_revealed_the_last_step_opens_and_stays_open_across_steps(rooms):
    at = _projector_asked(PAGE, LIST)
    at.button(key="room_reveal").click()
    at.run()
    for action in ("all", "back", "all"):
        at.button(key=f"step_{PAGE}_{action}").click()
        at.run()
        assert not at.exception, at.exception
        assert metrics_shown(at) == ["0.3432", "0.3657", "0.3657", "0.4571"]
    assert "Step **8** of **8**" in _shown_text(at)


def test_a_phone_following_a_quiz_room_has_no_next_question_of_its_own(rooms):
    """A phone's own Next took it to Q4 while the teacher was on Q3."""
    query = "seed=7&q=3"
    code, _ = rooms.open_room("quiz", query)
    at = _joined(code, "quiz", query)
    keys = [b.key for b in at.button]
    assert "quiz_check" in keys and "quiz_next" not in keys
    assert any("when the teacher moves the room on" in c.value for c in at.caption)
    # Alone, the quiz keeps its Next.
    alone = AppTest.from_file(APP, default_timeout=60)
    alone.switch_page("lessons/quiz.py")
    alone.run()
    assert "quiz_next" in [b.key for b in alone.button]


def test_a_guess_that_is_not_a_number_is_refused_in_the_pages_language(rooms):
    """The parser's own message is English ("answer: … is not a number");
    a Korean phone reads its page's words, in one sentence, and what was
    typed is shown as typed (markup stays text)."""
    at, code, token, question, field, send = _phone_asked_a_guess(rooms)
    at.session_state["lang"] = "ko"
    at.run()
    (field,) = [t for t in at.text_input if (t.key or "").startswith("room_guess_")]
    (send,) = [b for b in at.button if (b.key or "").startswith(learner.SEND)]
    field.input("*약* 3분의 1")
    send.click()
    at.run()
    assert not at.exception, at.exception
    assert rooms.answers(code, question) == []
    said = [e.value for e in at.error]
    assert any("숫자가 아니어서 보내지 못했습니다" in s for s in said), said
    assert not any("answer:" in s or "is not a number" in s for s in said), said
    assert any(r"\*약\* 3분의 1" in s for s in said), said


def test_a_list_typed_on_another_lesson_does_not_keep_the_sampled_rooms_phones_from_guessing(
    rooms,
):
    """The Sampled lesson neither reads nor links the shared list. A teacher
    who typed one on another lesson (here, as a link with it) asked a
    question named with that list, while each phone, opening the room's
    link (which has none), named it with the default list: no phone was
    given a guess field (seen in Chromium, 2026-11-29)."""
    at = _projector_asked("sampled", "ranking=A,B,C&qrels=B:1&k=2")
    phone = _joined(at.query_params["room"], "sampled", "step=1")
    assert [t for t in phone.text_input if (t.key or "").startswith("room_guess_sampled_")]


def test_a_phone_whose_page_names_the_question_otherwise_is_still_given_a_field(rooms):
    """Whatever makes a phone's page name the open question differently from
    the teacher's (as the Sampled lesson did with a list typed elsewhere),
    the phone is given a field for the room's question and told the
    question is on the teacher's screen, and its answer counts: before, it
    was given no field and no word."""
    code, token = rooms.open_room(PAGE, LIST)
    rooms.ask(code, token, f"{PAGE}:a-name-no-phone-gives")
    at = _joined(code, PAGE, LIST)
    (field,) = [t for t in at.text_input if (t.key or "").startswith("room_guess_")]
    assert any("question is on the teacher's screen" in m.value for m in at.markdown)
    field.input("0.3")
    (send,) = [b for b in at.button if (b.key or "").startswith(learner.SEND)]
    send.click()
    at.run()
    assert rooms.answers(code, f"{PAGE}:a-name-no-phone-gives") == ["0.3"]

"""A room across two app processes that share nothing but a PostgreSQL
server (as processes on two machines would): the teacher opens the room on
one, a phone joins by its code on the other, follows the teacher's Next,
sends a guess the teacher's count sees, and sees the reveal."""

import re
from contextlib import contextmanager
from types import SimpleNamespace

import pytest
from playwright.sync_api import expect

from .browser import Server, fresh, open_room

pytestmark = pytest.mark.browser

LIST = "ranking=A,B,C,D,E&qrels=B:1,D:1,Z:1&k=5"


@contextmanager
def _room_on_two_servers(chromium_browser, rooms: str, folder):
    """Two app processes sharing only the rooms' database ``rooms``: the
    teacher opens a room on the first (a 1,280 x 720 projector), a phone
    (390 px) joins it on the second. Yields both pages, their main areas
    and the room's code; closes the tabs and stops the servers after."""
    first, second = (
        Server(folder / f"streamlit{i}.log", env={"RANKING_ROOMS_DB": rooms}) for i in (1, 2)
    )
    teacher_screen = chromium_browser.new_context(viewport={"width": 1280, "height": 720})
    phone_screen = chromium_browser.new_context(viewport={"width": 390, "height": 844})
    try:
        first.wait_healthy()
        second.wait_healthy()
        teacher = teacher_screen.new_page()
        teacher.goto(f"{first.url}/average_precision?{LIST}&present=1")
        code = open_room(teacher)
        phone = phone_screen.new_page()
        phone.goto(f"{second.url}/join?room={code}")
        on_phone = phone.get_by_test_id("stMain")
        expect(on_phone.get_by_text("You follow room").first).to_be_visible()
        yield SimpleNamespace(
            teacher=teacher, main=teacher.get_by_test_id("stMain"), code=code,
            phone=phone, on_phone=on_phone,
        )  # fmt: skip
    finally:
        teacher_screen.close()
        phone_screen.close()
        first.stop()
        second.stop()


def test_a_phone_on_another_server_follows_a_room_kept_in_postgresql(
    chromium_browser, postgres, tmp_path
):
    rooms = postgres.database("rooms_two_servers")
    with _room_on_two_servers(chromium_browser, rooms, tmp_path) as room:
        teacher, main, phone, on_phone = room.teacher, room.main, room.phone, room.on_phone
        expect(main.get_by_text(re.compile(r"\b1 joined"))).to_be_visible()  # counted on the first

        fresh(teacher).get_by_role("button", name=re.compile("Next")).first.click()
        expect(phone).to_have_url(re.compile(r"step=2"))
        fresh(teacher).get_by_role("button", name="Ask the room for a guess").click()
        field = on_phone.get_by_role("textbox", name="Your guess")
        field.fill("1/3")
        fresh(phone).get_by_role("button", name="Send").click()
        expect(main.get_by_text("1 of 1 answered")).to_be_visible()
        fresh(teacher).get_by_role("button", name="Reveal the answer").click()
        expect(main.get_by_text("The answer is Standard AP = 0.3333")).to_be_visible()
        expect(on_phone.get_by_text("0.3333").first).to_be_attached()


#: How long the database is away: what the issue asked of a live session.
AWAY_S = 20


def test_a_database_away_for_20_s_is_said_on_both_screens_and_loses_no_typed_guess(
    chromium_browser, postgres, tmp_path
):
    """The rooms' database stops answering for 20 s while a phone has typed
    a guess and not sent it: the projector and the phone say so within a
    few seconds (each page's first look waits for the pool, the rest of its
    run says so at once); nothing of the answer shows; the typed guess stays
    in its field, and a Send while away says, until a send gets through,
    that it was not sent. When the database is back, the phone sends the same text, the count
    sees it, and the reveal reaches the phone."""
    import time

    name = "rooms_away_20s"
    rooms = postgres.database(name)

    def reachable(yes: bool) -> None:
        postgres.reachable(name, yes)

    with _room_on_two_servers(chromium_browser, rooms, tmp_path) as room:
        teacher, main, phone, on_phone = room.teacher, room.main, room.phone, room.on_phone
        fresh(teacher).get_by_role("button", name="Ask the room for a guess").click()
        field = on_phone.get_by_role("textbox", name="Your guess")
        field.fill("1/3")  # typed, not sent

        reachable(False)
        went = time.monotonic()
        expect(main.get_by_text(re.compile("cannot be reached just now.*kept"))).to_be_visible()
        expect(
            on_phone.get_by_text(re.compile("cannot be reached just now, so the values wait"))
        ).to_be_visible()
        expect(field).to_have_value("1/3")
        fresh(phone).get_by_role("button", name="Send").click()  # while away
        not_sent = on_phone.get_by_text(re.compile("^Not sent, because the room cannot be reached"))
        expect(not_sent).to_be_visible()
        expect(field).to_have_value("1/3")
        expect(fresh(teacher).get_by_role("button", name="Reveal the answer")).to_have_count(0)
        assert "0.3333" not in on_phone.inner_text()
        # The outage's length is the scenario (not a wait for something).
        time.sleep(max(0.0, AWAY_S - (time.monotonic() - went)))
        assert "0.3333" not in on_phone.inner_text() and "0.3333" not in main.inner_text()
        reachable(True)

        expect(main.get_by_text("0 of 1 answered")).to_be_visible()
        waiting = re.compile("cannot be reached just now, so the values wait")
        expect(on_phone.get_by_text(waiting)).to_have_count(0)
        expect(field).to_have_value("1/3")
        expect(not_sent).to_be_visible()  # still said: that guess never reached the room
        fresh(phone).get_by_role("button", name="Send").click()
        expect(main.get_by_text("1 of 1 answered")).to_be_visible()
        expect(not_sent).to_have_count(0)
        fresh(teacher).get_by_role("button", name="Reveal the answer").click()
        expect(main.get_by_text("The answer is Standard AP = 0.3333")).to_be_visible()
        expect(on_phone.get_by_text("0.3333").first).to_be_attached()

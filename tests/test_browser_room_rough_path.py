"""A room on the rough path of a live session, in Chromium: the projector
(1,280 x 720) and a phone (390 px) reloaded mid-question, the teacher leaving
present mode, the server process killed and started again. Each screen comes
back to its room and question, the phone as the same learner, and no screen
shows the answer (0.3333, Standard AP) before Reveal."""

import re

import pytest
from playwright.sync_api import expect

from .browser import ROOT, Server, fresh, open_room, progress

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("room_rough")]

LIST = "ranking=A,B,C,D,E&qrels=B:1,D:1,Z:1&k=5"
ANSWER = "0.3333"
SAYS = {
    "en": {"open": "Open a room for the class", "room": r"Room (\w{3}) (\w{3})",
           "ask": "Ask the room for a guess", "guess": "Your guess", "send": "Send",
           "reveal": "Reveal the answer", "follow": "You follow room", "joined": "1 joined",
           "leave": "Leave present mode", "back": "Back to present mode",
           "hold": "shows its walkthrough alone", "count": "1 of 1 answered", "next": "Next"},
    "ko": {"open": "수업용 방 열기", "room": r"방 (\w{3}) (\w{3})", "ask": "모두에게 예측 묻기",
           "guess": "내 예측", "send": "보내기", "reveal": "정답 공개", "follow": "참여 중입니다",
           "joined": "1명 참여", "leave": "발표 모드 끝내기", "back": "발표 모드로 돌아가기",
           "hold": "단계별 설명만 보여 줍니다", "count": "1명 중 1명이 답했습니다", "next": "다음"},
}  # fmt: skip


@pytest.fixture(scope="module")
def rooms_file(tmp_path_factory):
    return tmp_path_factory.mktemp("rough") / "rooms.db"


@pytest.fixture(scope="module")
def server(rooms_file):
    srv = Server(rooms_file.parent / "streamlit.log", env={"RANKING_ROOMS_DB": str(rooms_file)})
    srv.wait_healthy()
    yield srv
    srv.stop()


def _main(page):
    return page.get_by_test_id("stMain")


def _settled(page) -> None:
    """The page's run has ended (Streamlit's running indicator is gone)."""
    expect(page.get_by_test_id("stStatusWidget")).to_have_count(0, timeout=30_000)


def _no_answer(page) -> None:
    _settled(page)
    expect(_main(page)).not_to_contain_text(ANSWER)


def _room_asked(chromium_browser, server, lang, step: int = 1):
    """A projector with a room open at ``step``, one phone in it, the
    question asked."""
    says = SAYS[lang]
    teacher = chromium_browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    teacher.goto(f"{server.url}/average_precision?{LIST}&present=1&lang={lang}")
    code = open_room(teacher, says["open"], says["room"])
    for n in range(2, step + 1):  # Next, before the question (it holds the step)
        fresh(teacher).get_by_role("button", name=re.compile(says["next"])).first.click()
        expect(progress(teacher)).to_have_text(f"Step {n} of 5")
    phone = chromium_browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    phone.goto(f"{server.url}/join?room={code}&lang={lang}")
    expect(_main(phone).get_by_text(says["follow"]).first).to_be_visible()
    expect(phone).to_have_url(re.compile(rf"room={code}.*learner=|learner=.*room={code}"))
    expect(_main(teacher).get_by_text(says["joined"])).to_be_visible()
    fresh(teacher).get_by_role("button", name=says["ask"]).click()
    expect(_main(phone).get_by_role("textbox", name=says["guess"])).to_be_visible()
    return teacher, phone, code


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_reloads_and_leaving_present_mode_keep_the_room_and_hide_the_answer(
    chromium_browser, server, lang
):
    says = SAYS[lang]
    teacher, phone, code = _room_asked(chromium_browser, server, lang)
    learner_url = phone.url

    # The phone's pull-to-refresh: the same room, the same learner, the field.
    phone.reload()
    expect(_main(phone).get_by_text(says["follow"]).first).to_be_visible()
    field = _main(phone).get_by_role("textbox", name=says["guess"])
    expect(field).to_be_visible()
    assert re.search(r"learner=([\w-]+)", phone.url).group(1) == re.search(
        r"learner=([\w-]+)", learner_url
    ).group(1)
    _no_answer(phone)
    field.fill("0.5")
    fresh(phone).get_by_role("button", name=says["send"]).click()

    # The projector reloaded: its room box is back with the count, still held.
    teacher.reload()
    expect(_main(teacher).get_by_text(says["count"])).to_be_visible()
    expect(_main(teacher).get_by_text(says["joined"])).to_be_visible()  # one phone, not two
    expect(_main(teacher).get_by_role("button", name=says["reveal"])).to_be_visible()
    assert f"room={code}" in teacher.url and "token" not in teacher.url
    _no_answer(teacher)

    # Leaving present mode (to change the list or K) shows the walkthrough alone.
    fresh(teacher).get_by_role("button", name=says["leave"]).click()
    expect(_main(teacher).get_by_text(says["hold"])).to_be_visible()
    _no_answer(teacher)
    fresh(teacher).get_by_role("button", name=says["back"]).click()
    expect(_main(teacher).get_by_role("button", name=says["reveal"])).to_be_visible()
    fresh(teacher).get_by_role("button", name=says["reveal"]).click()
    expect(_main(teacher).get_by_text(ANSWER).first).to_be_visible()
    expect(_main(phone).get_by_text(ANSWER).first).to_be_attached()
    shots = ROOT / "test-artifacts"
    shots.mkdir(exist_ok=True)
    teacher.screenshot(path=str(shots / f"room_rough_teacher_{lang}.png"))
    phone.screenshot(path=str(shots / f"room_rough_phone_{lang}.png"))


def test_a_restarted_server_process_brings_every_screen_back_to_its_room(
    chromium_browser, rooms_file
):
    """The process is killed mid-question and started again on the same
    port: Streamlit's page reconnects by itself, to a new session that takes
    the room back from the address (and the teacher's cookie)."""
    says = SAYS["en"]
    srv = Server(rooms_file.parent / "restart.log", env={"RANKING_ROOMS_DB": str(rooms_file)})
    srv.wait_healthy()
    try:
        teacher, phone, code = _room_asked(chromium_browser, srv, "en")
        srv.proc.kill()
        srv.proc.wait(10)
        srv = Server(
            rooms_file.parent / "restart.log", env={"RANKING_ROOMS_DB": str(rooms_file)},
            port=srv.port,
        )  # fmt: skip
        srv.wait_healthy()
        expect(_main(phone).get_by_role("textbox", name=says["guess"])).to_be_visible(
            timeout=60_000
        )
        expect(_main(phone).get_by_text(says["follow"]).first).to_be_visible()
        _no_answer(phone)
        expect(_main(teacher).get_by_role("button", name=says["reveal"])).to_be_visible(
            timeout=60_000
        )
        _no_answer(teacher)
    finally:
        srv.stop()


def test_back_past_the_first_address_and_forward_asks_before_it_shows_the_lesson(
    chromium_browser, server
):
    """The projector's history begins with the lesson's link as it was
    opened, with no room in it. Back past it and Forward again start a new
    session from that address: before, the wall then showed the lesson with
    every value, the answer before Reveal (2 of 3 tries). Now the page asks,
    and shows nothing of the lesson until the teacher answers."""
    says = SAYS["en"]
    teacher, phone, code = _room_asked(chromium_browser, server, "en", step=2)
    # Back past every address at once, to the blank page the tab began with,
    # as a long press on Back offers (one at a time, each run of the app
    # writes the room into the address it went back to, before the next).
    teacher.evaluate("history.go(-(history.length - 1))")
    teacher.wait_for_url("about:blank")
    teacher.go_forward()
    assert "room=" not in teacher.url
    offer = _main(teacher).get_by_role("heading", name="A room of this browser shows this page")
    expect(offer).to_be_visible()
    _no_answer(teacher)
    expect(_main(teacher).get_by_role("button", name=says["open"])).to_have_count(0)

    spaced = f"{code[:3]} {code[3:]}"
    fresh(teacher).get_by_role("button", name=f"Back to room {spaced}").click()
    expect(_main(teacher).get_by_role("button", name=says["reveal"])).to_be_visible()
    expect(teacher).to_have_url(re.compile(r"step=2(&|$)"))  # the room's step, question kept
    expect(teacher).to_have_url(re.compile(rf"room={code}"))
    _no_answer(teacher)
    expect(_main(phone).get_by_role("textbox", name=says["guess"])).to_be_visible()
    _no_answer(phone)

    # Another tab of the same browser on the lesson's link is asked too, and
    # may go on without the room: its page is then the teacher's own.
    other = chromium_browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    other.goto(f"{server.url}/average_precision?{LIST}")
    expect(
        _main(other).get_by_role("heading", name="A room of this browser shows this page")
    ).to_be_visible()
    _no_answer(other)
    fresh(other).get_by_role("button", name="Go on without the room").click()
    expect(_main(other).get_by_text(ANSWER).first).to_be_visible()
    expect(_main(teacher).get_by_role("button", name=says["reveal"])).to_be_visible()

    # The phone, Back past its join link and Forward: the bare join link
    # opened afresh seats a new learner; the tab comes back as the one it
    # was (ui/room_me.js), and the room counts one phone with one answer.
    # Before, the teacher then saw "2 joined" and the phone could answer twice.
    field = _main(phone).get_by_role("textbox", name=says["guess"])
    field.fill("0.5")
    fresh(phone).get_by_role("button", name=says["send"]).click()
    expect(_main(teacher).get_by_text(says["count"])).to_be_visible()
    was = re.search(r"learner=([\w-]+)", phone.url).group(1)
    phone.evaluate("history.go(-(history.length - 1))")
    phone.wait_for_url("about:blank")
    phone.go_forward()
    expect(phone).to_have_url(re.compile(rf"learner={was}(&|$)"), timeout=30_000)
    expect(phone).not_to_have_url(re.compile(r"drop="))
    expect(_main(phone).get_by_role("textbox", name=says["guess"])).to_be_visible()
    _no_answer(phone)
    expect(_main(teacher).get_by_text(says["joined"])).to_be_visible()  # one phone, not two
    expect(_main(teacher).get_by_text(says["count"])).to_be_visible()
    shots = ROOT / "test-artifacts"
    shots.mkdir(exist_ok=True)
    teacher.screenshot(path=str(shots / "room_back_forward_teacher.png"))

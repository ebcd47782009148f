"""A room in Chromium: a teacher in present mode on a 1,280 x 720 projector
and two learners (one phone at 390 px) in contexts of their own. They join by
the link, follow the teacher's Next, guess; the teacher sees the count, the
reveal and the room's guesses; a learner cannot reveal; a wrong code is
answered clearly; English and Korean."""

import re
import sqlite3
import time

import pytest
from playwright.sync_api import expect

from .browser import ROOT, Server, fresh, presses_applied, rests_on_screen, settled

#: Its own server (a rooms file of its own), started once: one process runs the module.
pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("room")]

LIST = "ranking=A,B,C,D,E&qrels=B:1,D:1,Z:1&k=5"
SAYS = {
    "en": {"open": "Open a room for the class", "room": r"Room (\w{3}) (\w{3})",
           "ask": "Ask the room for a guess", "guess": "Your guess", "send": "Send",
           "reveal": "Reveal the answer", "count": "2 of 2 answered",
           "truth": "The answer is Standard AP = 0.3333", "follow": "You follow room",
           "wrong": "No room has this code", "next": "Next", "step": "Step 2 of 5",
           "expired": "This room has closed", "closed": "This room is closed",
           "hidden": "hidden until the teacher reveals", "mistake": "1: divided by the hits"},
    "ko": {"open": "수업용 방 열기", "room": r"방 (\w{3}) (\w{3})", "ask": "모두에게 예측 묻기",
           "guess": "내 예측", "send": "보내기", "reveal": "정답 공개",
           "count": "2명 중 2명이 답했습니다", "truth": "정답은 표준 AP = 0.3333",
           "follow": "참여 중입니다", "wrong": "이 코드의 방이 없습니다", "next": "다음",
           "expired": "이 방은 닫혔습니다", "closed": "이 방은 닫혔습니다",
           "step": "5단계 중 2단계", "hidden": "정답을 공개할 때까지 가려 둡니다",
           "mistake": "1명: hits로 나눔"},
}  # fmt: skip


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("room")
    srv = Server(folder / "streamlit.log", env={"RANKING_ROOMS_DB": str(folder / "rooms.db")})
    srv.rooms = folder / "rooms.db"  # the store the server shares, for a test to age a room
    srv.wait_healthy()
    yield srv
    srv.stop()


def _page(browser, width, height):
    """A screen of its own (closed when the test ends, as every tab a test
    leaves open: tests/conftest.py)."""
    return browser.new_context(viewport={"width": width, "height": height}).new_page()


def _main(page):
    return page.get_by_test_id("stMain")


def _open_room(browser, server, path: str, button: str, lang: str):
    """A teacher's 1,280 x 720 screen at ``path`` opens a room with
    ``button``; the teacher's page and the room's code."""
    teacher = _page(browser, 1280, 720)
    teacher.goto(f"{server.url}{path}")
    fresh(teacher).get_by_role("button", name=button).click()
    room = _main(teacher).get_by_text(re.compile(SAYS[lang]["room"])).last
    expect(room).to_be_visible()
    return teacher, "".join(re.search(SAYS[lang]["room"], room.inner_text()).groups())


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_class_joins_follows_guesses_and_sees_the_reveal(chromium_browser, server, lang):
    says = SAYS[lang]
    path = f"/average_precision?{LIST}&present=1&lang={lang}"
    teacher, code = _open_room(chromium_browser, server, path, says["open"], lang)
    # The code and the link at the top of the projector, where the room reads them.
    banner = _main(teacher).get_by_text(f"/join?room={code}").first
    expect(banner).to_be_visible()
    teacher.evaluate("document.querySelectorAll('*').forEach(e => { e.scrollTop = 0 })")
    top = _main(teacher).locator("code", has_text=f"/join?room={code}").first.bounding_box()
    assert top is not None and 0 <= top["y"] and top["y"] + top["height"] <= 720, top

    phone, laptop = _page(chromium_browser, 390, 844), _page(chromium_browser, 1000, 800)
    for learner in (phone, laptop):
        learner.goto(f"{server.url}/join?room={code}&lang={lang}")
        expect(_main(learner).get_by_text(says["follow"]).first).to_be_visible()
        assert "/average_precision" in learner.url or "/join" in learner.url
    # Before the teacher asks, the answer is on no screen either: the room
    # reads the projector while it joins.
    for screen in (teacher, phone, laptop):
        expect(_main(screen)).not_to_contain_text("0.3333")
    # The teacher's Next moves both phones (they look every two seconds).
    fresh(teacher).get_by_role("button", name=re.compile(says["next"])).first.click()
    for learner in (phone, laptop):
        expect(learner).to_have_url(re.compile(r"step=2"))
    fresh(teacher).get_by_role("button", name=says["ask"]).click()
    # While the room guesses, no screen shows the answer (0.3333): the
    # projector's AP cards and the phones' say "?" until the reveal.
    # The run that hides them may still be drawing when the line shows (the
    # last run's cards stay on screen, faded, until it ends): wait for its
    # end, the teacher's Reveal, then read the whole page.
    expect(_main(teacher).get_by_text(says["hidden"]).first).to_be_visible()
    expect(_main(teacher).get_by_role("button", name=says["reveal"])).to_be_visible()
    expect(_main(teacher)).not_to_contain_text("0.3333")
    for learner, guess in ((phone, "0.5"), (laptop, "1/3")):
        field = _main(learner).get_by_role("textbox", name=says["guess"])
        expect(field).to_be_visible()
        expect(_main(learner).get_by_text(says["hidden"]).first).to_be_attached()
        expect(_main(learner)).not_to_contain_text("0.3333")
        # Nor can a phone step on (or "show all") by itself: the teacher's Next moves it.
        assert _main(learner).get_by_role("button", name=re.compile(says["next"])).count() == 0
        field.fill(guess)
        fresh(learner).get_by_role("button", name=says["send"]).click()
        expect(_main(learner).get_by_text(guess).last).to_be_visible()
        # A learner can neither reveal nor move the room.
        assert _main(learner).get_by_role("button", name=says["reveal"]).count() == 0
        assert _main(learner).get_by_role("button", name=says["ask"]).count() == 0
    expect(_main(teacher).get_by_text(says["count"])).to_be_visible()
    fresh(teacher).get_by_role("button", name=says["reveal"]).click()
    expect(_main(teacher).get_by_text(says["truth"])).to_be_visible()
    # 0.5 is AP ÷ hits: the reveal counts it in a few words, not a sentence to one person.
    expect(_main(teacher).get_by_text(says["mistake"], exact=True)).to_be_visible()
    # The projector comes to the answer and the room's guesses (below the
    # step's values, past a 720 px screen, before).
    expect(_main(teacher).get_by_text(says["truth"])).to_be_in_viewport(ratio=1)
    chart = _main(teacher).get_by_test_id("stVegaLiteChart")
    expect(chart).to_be_in_viewport(ratio=0.9)
    expect(_main(teacher).get_by_text(says["hidden"])).to_have_count(0)  # the cards are back
    for learner in (phone, laptop):
        expect(_main(learner).get_by_text(says["hidden"])).to_have_count(0)
        expect(_main(learner).get_by_text("0.3333").first).to_be_attached()
    expect(_main(teacher).get_by_test_id("stVegaLiteChart")).to_have_count(1)
    shots = ROOT / "test-artifacts"
    shots.mkdir(exist_ok=True)
    teacher.screenshot(path=str(shots / f"room_teacher_{lang}.png"))
    phone.screenshot(path=str(shots / f"room_phone_{lang}.png"))


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_wrong_code_says_so(chromium_browser, server, lang):
    page = _page(chromium_browser, 390, 844)
    page.goto(f"{server.url}/join?room=ZZZZZZ&lang={lang}")
    expect(_main(page).get_by_text(SAYS[lang]["wrong"])).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_an_expired_code_says_so_and_a_following_phone_is_told(chromium_browser, server, lang):
    """A code two hours old opens nothing, and says why; a phone already in
    a room that closes is told so at its next look (every two seconds)."""
    from course.rooms import TTL, RoomStore

    store = RoomStore(server.rooms)
    old, _ = store.open_room("average_precision", LIST, now=time.time() - TTL - 60)
    page = _page(chromium_browser, 390, 844)
    page.goto(f"{server.url}/join?room={old}&lang={lang}")
    expect(_main(page).get_by_text(SAYS[lang]["expired"])).to_be_visible()
    expect(_main(page).get_by_text(SAYS[lang]["follow"])).to_have_count(0)

    live, _ = store.open_room("average_precision", LIST)
    page.goto(f"{server.url}/join?room={live}&lang={lang}")
    expect(_main(page).get_by_text(SAYS[lang]["follow"]).first).to_be_visible()
    with sqlite3.connect(server.rooms) as db:  # two hours pass
        db.execute("UPDATE rooms SET opened = opened - ? WHERE code = ?", (TTL + 60, live))
    expect(_main(page).get_by_text(SAYS[lang]["closed"]).first).to_be_visible()
    expect(_main(page).get_by_text(SAYS[lang]["follow"])).to_have_count(0)


QUIZ = {
    "en": {"open": "Play this quiz with a room", "none": "Question 1: no answer yet",
           "check": "Check", "next": "Next question", "counted": r"Question 1: 1 of 1 answered, [01] right",
           "second": "Question 2: no answer yet", "progress": r"Question 1 ·"},
    "ko": {"open": "이 퀴즈를 방에서 함께 풀기", "none": "1번 문제: 아직 답이 없습니다",
           "check": "확인", "next": "다음 문제", "counted": r"1번 문제: 1명 중 1명이 답했고 [01]명이 맞혔습니다",
           "second": "2번 문제: 아직 답이 없습니다", "progress": r"1번 문제 ·"},
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_quiz_played_as_a_room(chromium_browser, server, lang):
    """The teacher opens a room from the quiz; a phone joins and shows the
    same question; its checked answer is counted on the teacher's screen
    (right or not); the teacher's Next moves the phone to question 2."""
    says, quiz = SAYS[lang], QUIZ[lang]
    teacher, code = _open_room(
        chromium_browser, server, f"/quiz?seed=4242&lang={lang}", quiz["open"], lang
    )
    expect(_main(teacher).get_by_text(quiz["none"])).to_be_visible()
    expect(_main(teacher).get_by_text(f"/join?room={code}").first).to_be_visible()

    phone = _page(chromium_browser, 390, 844)
    phone.goto(f"{server.url}/join?room={code}&lang={lang}")
    expect(phone).to_have_url(re.compile(r"/quiz\?.*seed=4242"))
    expect(phone).to_have_url(re.compile(r"[?&]q=1\b"))
    expect(_main(phone).get_by_text(says["follow"]).first).to_be_visible()
    assert _main(phone).get_by_role("button", name=quiz["open"]).count() == 0
    # The phone's question (the words after "Question 1 ·") is on the teacher's screen.
    expect(_main(phone).get_by_text(re.compile(quiz["progress"]))).to_be_visible()
    check = _main(phone).get_by_role("button", name=quiz["check"], exact=True)
    expect(check).to_be_visible()
    presses_applied(phone)  # the question drawn under its heading (a load run read it half drawn)
    lines = [line for line in _main(phone).inner_text().splitlines() if line.strip()]
    asked = next(i for i, line in enumerate(lines) if re.match(quiz["progress"], line))
    expect(_main(teacher).get_by_text(lines[asked + 1][:40]).first).to_be_visible()
    answer = _main(phone).get_by_role("textbox")
    # The answer's field, a box or choices, is drawn after the Check button
    # on a busy machine: wait for one before asking which (a load run lost it).
    expect(answer.or_(_main(phone).get_by_role("radio")).first).to_be_attached()
    if answer.count():
        answer.first.fill("0.5")
        answer.first.press("Enter")
    else:
        _main(phone).get_by_role("radio").first.check(force=True)
    check.click()
    expect(_main(teacher).get_by_text(re.compile(quiz["counted"]))).to_be_visible()

    fresh(teacher).get_by_role("button", name=quiz["next"]).click()
    expect(_main(teacher).get_by_text(quiz["second"])).to_be_visible()
    expect(teacher).to_have_url(re.compile(r"[?&]q=2\b"))
    expect(phone).to_have_url(re.compile(r"[?&]q=2\b"))
    shots = ROOT / "test-artifacts"
    shots.mkdir(exist_ok=True)
    teacher.screenshot(path=str(shots / f"room_quiz_teacher_{lang}.png"), full_page=True)
    phone.screenshot(path=str(shots / f"room_quiz_phone_{lang}.png"))


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_phone_is_taken_to_the_teachers_step_then_to_the_guess_field(
    chromium_browser, server, lang
):
    """Joining (or the teacher moving to another lesson) shows the phone the
    teacher's step, not the top of the lesson; asking shows it the guess
    field; a move to the next step keeps where the learner is reading."""
    says = SAYS[lang]
    teacher, code = _open_room(
        chromium_browser, server, f"/ndcg?{LIST}&present=1&lang={lang}", says["open"], lang
    )

    phone = _page(chromium_browser, 390, 844)
    phone.goto(f"{server.url}/join?room={code}&lang={lang}")
    expect(phone).to_have_url(re.compile(r"/ndcg"))
    # The room's box on the first screen, the teacher's step ("Step 1 of 5")
    # and the step's table under it.
    box = phone.locator(".st-key-room_follow_box")
    top = rests_on_screen(box, 55, 844 - 300)
    assert top is not None and 55 <= top <= 844 - 300, top
    step = phone.locator(".st-key-step_ndcg_controls").bounding_box()
    assert step is not None and top < step["y"] <= 844 - 150, (top, step)

    fresh(teacher).get_by_role("button", name=says["ask"]).click()
    field = _main(phone).get_by_role("textbox", name=says["guess"])
    expect(field).to_be_attached()
    top = rests_on_screen(field, 0, 844 - 50)
    assert top is not None and 0 <= top <= 844 - 50, top
    field.fill("0.5")
    fresh(phone).get_by_role("button", name=says["send"]).click()
    expect(_main(phone).get_by_text("0.5").last).to_be_visible()
    # While the room guesses the walkthrough waits: no step control on the
    # projector, and an arrow key moves nothing, then or after the reveal.
    expect(_main(teacher).get_by_role("button", name=re.compile(says["next"]))).to_have_count(0)
    teacher.keyboard.press("ArrowRight")
    fresh(teacher).get_by_role("button", name=says["reveal"]).click()
    expect(
        _main(teacher).get_by_role("button", name=re.compile(says["next"])).first
    ).to_be_visible()
    presses_applied(teacher)  # a key kept back would be applied by now
    assert "step=2" not in teacher.url, teacher.url

    # The learner reads the top of the lesson; the teacher's Next leaves her there.
    phone.evaluate("document.querySelector('[data-testid=stMain]').scrollTo(0, 0)")
    fresh(teacher).get_by_role("button", name=re.compile(says["next"])).first.click()
    expect(phone).to_have_url(re.compile(r"step=2"))
    expect(_main(phone).get_by_text(says["step"]).first).to_be_visible()
    settled(phone)  # the step drawn and its run over: a scroll would have come with it
    assert phone.evaluate("document.querySelector('[data-testid=stMain]').scrollTop") == 0


HELD = {
    "en": {"step4": "Step 4 of 5", "step5": "Step 5 of 5", "held": "Step 5, the answer, waits",
           "unasked": "Show without asking", "local": "Phones cannot open this link"},
    "ko": {"step4": "5단계 중 4단계", "step5": "5단계 중 5단계", "held": "5단계는 답이라서",
           "unasked": "묻지 않고 보여 주기", "local": "휴대폰으로는 이 링크를 열 수 없습니다"},
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_no_key_or_press_shows_the_answer_before_the_room_is_asked(chromium_browser, server, lang):
    """End (or Next to the end) with a room open used to show "AP = 1 / 3 =
    0.3333" on the projector and every phone, right above "the values wait"
    (0.3333 alone is also P@3, in the table: the final line is what waits)."""
    says, held = SAYS[lang], HELD[lang]
    path = f"/average_precision?{LIST}&present=1&lang={lang}"
    teacher, code = _open_room(chromium_browser, server, path, says["open"], lang)
    # The test server listens on 127.0.0.1 only: beside the join link at the
    # top of the projector, the app says phones cannot open it, with the
    # command that fixes it.
    expect(_main(teacher).get_by_text(held["local"])).to_be_attached()
    expect(_main(teacher).get_by_text("--server.address 0.0.0.0")).to_be_attached()
    phone = _page(chromium_browser, 390, 844)
    phone.goto(f"{server.url}/join?room={code}&lang={lang}")
    expect(_main(phone).get_by_text(says["follow"]).first).to_be_visible()
    for _ in range(3):  # End, again and again, then Next: one step short of the answer
        teacher.keyboard.press("End")
        presses_applied(teacher)
        expect(_main(teacher).get_by_text(held["step4"])).to_be_visible()
        expect(_main(teacher)).not_to_contain_text("AP = 1 / 3")
    teacher.keyboard.press("ArrowRight")
    presses_applied(teacher)
    expect(_main(teacher).get_by_text(held["held"])).to_be_visible()
    expect(_main(teacher)).not_to_contain_text("AP = 1 / 3")
    expect(_main(phone).get_by_text(held["step4"]).first).to_be_visible()
    expect(_main(phone)).not_to_contain_text("AP = 1 / 3")
    waiting = {
        "en": "The values show when the teacher reveals",
        "ko": "값은 진행자가 정답을 공개하면",
    }
    expect(_main(phone).get_by_text(waiting[lang]).first).to_be_visible()
    shots = ROOT / "test-artifacts"
    shots.mkdir(exist_ok=True)
    teacher.screenshot(path=str(shots / f"room_held_waiting_{lang}.png"))
    fresh(teacher).get_by_role("button", name=held["unasked"]).click()
    settled(teacher)
    # Shown without asking: the answer on the projector and on the phone.
    # (Reaching the last step after it is AppTest's proof, in
    # tests/test_room_follow.py: a key pressed in the moment after a reveal
    # was seen to wait unapplied 1 run in 8 here, a race not yet understood.)
    expect(_main(teacher).get_by_text(held["local"])).to_be_attached()
    expect(
        _main(teacher).get_by_text("Standard AP" if lang == "en" else "표준 AP").first
    ).to_be_visible()
    waits = {
        "en": "The values show when the teacher reveals",
        "ko": "값은 진행자가 정답을 공개하면",
    }
    expect(_main(phone).get_by_text(waits[lang])).to_have_count(0)  # its values are back
    teacher.screenshot(path=str(shots / f"room_held_{lang}.png"))

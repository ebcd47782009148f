"""Words of a room: the teacher's panel, the join page, the learner's phone."""

from .lang import Words

EN = {
    "open": "Open a room for the class",
    "banner": "**Join on your phone:** `{link}` · room **{code}**",
    "room_line": "**Room {code}** · {n} joined",
    "join_at": "Phones join at `{link}` (or scan the QR code).",
    "join_local": (
        "Phones cannot open this link: the app is served on this computer only. Stop it and "
        "start it with `{command}`, then open the room again."
    ),
    "qr": "QR code",
    "ask": "Ask the room for a guess",
    "count": "**{n}** of {of} answered.",
    "reveal": "Reveal the answer",
    "truth": "The answer is {what} = **{truth}**.",
    "right": "{n} of {of} got it right",
    "mistake": "{n}: {what}",
    "chart_x": "the room's guesses",
    "chart_y": "learners",
    "closed": "This room is closed (rooms close two hours after they open).",
    "offer_title": "A room of this browser shows this page",
    "offer": (
        "Room **{code}** ({n} joined) shows this page with the same list. This tab's address "
        "no longer names the room, as happens after Back and Forward or in a second tab. The "
        "page waits here, so that the room's answer does not reach the screen before you "
        "reveal it. Go back to the room, or go on without it."
    ),
    "offer_back": "Back to room {code}",
    "offer_without": "Go on without the room",
    "following": "You follow room {code}: this page moves with the teacher's.",
    "revealed": "The answer is on the teacher's screen.",
    "question_on_screen": "The teacher's question is on the teacher's screen. Type your guess below.",
    "guess": "Your guess",
    "send": "Send",
    "sent": "Your guess {text} is sent. You can change it until the reveal.",
    "sent_late": "Your guess {text} is sent. You sent it before the reveal, so it counts.",
    "guess_bad": "Not sent. {message}",
    "guess_not_number": "Not sent: ‘{text}’ is not a number; type e.g. 0.25, 25% or 1/4.",
    "guess_away": (
        "Not sent, because the room cannot be reached just now. Your guess stays in the field; "
        "press Send again once the room is back."
    ),
    "join_title": "Join the class",
    "join_intro": "Type the code on the teacher's screen, or open the link it shows.",
    "join_code": "Room code",
    "join_button": "Join",
    "joined": "You are in room {code}. The lesson opens in a moment.",
    "error_unknown": "No room has this code. Check it on the teacher's screen.",
    "error_expired": "This room has closed (rooms close two hours after they open). Ask the teacher for a new code.",
    "error_full": "This room is full.",
    "error_too_many_rooms": "This server has as many rooms open as it can hold; try again later.",
    "error_too_long": "That answer is too long.",
    "error_too_many_yours": (
        "You have as many rooms open as one computer may hold. Close one of them, or wait "
        "until one closes."
    ),
    "error_too_many_tries": (
        "Too many wrong codes came from this network in the last minute. Wait a minute, then "
        "type the code on the teacher's screen again."
    ),
    "room_waiting": (
        "Room {code} cannot be reached just now, so the values wait. This page looks again "
        "every two seconds (last at {at})."
    ),
    "teacher_waiting": (
        "Room {code} cannot be reached just now (the server's log says why). The room is kept "
        "and its values wait; this box says when it is back."
    ),
    "rooms_back": "The room is back.",
    "store_why_schema": (
        "The database refuses to make the rooms' tables: its user may not create tables in the "
        "schema public. Make the user the database's owner (README, Deploy for a class)."
    ),
    "store_why_password": "The database refuses the password in RANKING_ROOMS_DB.",
    "store_why_role": "The database has no user by the name in RANKING_ROOMS_DB.",
    "store_why_database": "The database named in RANKING_ROOMS_DB does not exist.",
    "store_why_connect": (
        "The database server does not answer at the host and port in RANKING_ROOMS_DB."
    ),
    "close": "Close the room",
    "close_help": "Ends the room on every phone; each is told that it has closed.",
    "error_store": "The rooms cannot be reached just now (the server's log says why). Try again in a moment.",
    "quiz_open": "Play this quiz with a room",
    "quiz_count": "Question {number}: **{n}** of {of} answered, **{right}** right ({share}).",
    "quiz_none": "Question {number}: no answer yet.",
    "quiz_follow": "Each phone shows this question; its first checked answer counts here.",
}

KO = {
    "open": "수업용 방 열기",
    "banner": "**휴대폰으로 참여:** `{link}` · 방 **{code}**",
    "room_line": "**방 {code}** · {n}명 참여",
    "join_at": "휴대폰으로 `{link}` 주소에 접속해 주세요(또는 QR 코드를 찍어 주세요).",
    "join_local": (
        "앱이 이 컴퓨터 안에서만 열려 있어서 휴대폰으로는 이 링크를 열 수 없습니다. 앱을 멈추고 "
        "`{command}` 명령으로 다시 실행한 뒤 방을 다시 열어 주세요."
    ),
    "qr": "QR 코드",
    "ask": "모두에게 예측 묻기",
    "count": "{of}명 중 **{n}**명이 답했습니다.",
    "reveal": "정답 공개",
    "truth": "정답은 {what} = **{truth}**입니다.",
    "right": "{of}명 중 {n}명이 맞혔습니다",
    "mistake": "{n}명: {what}",
    "chart_x": "참가자들의 예측",
    "chart_y": "참가자 수",
    "closed": "이 방은 닫혔습니다(방은 연 지 두 시간 뒤에 닫힙니다).",
    "offer_title": "이 페이지를 보여 주는 방이 열려 있습니다",
    "offer": (
        "이 브라우저가 연 방 **{code}**에서 같은 목록으로 이 페이지를 보여 주고 있습니다. 지금 "
        "참가자는 {n}명입니다. 그런데 이 탭의 주소에는 이제 방이 없습니다. 뒤로 가기와 앞으로 가기를 "
        "누르거나 같은 링크를 다른 탭에서 열면 이렇게 됩니다. 공개하기 전에 정답이 화면에 "
        "나오지 않도록 페이지를 여기서 멈춰 두었습니다. 방에 다시 연결할지, 방 없이 계속할지 "
        "골라 주세요."
    ),
    "offer_back": "방 {code}에 다시 연결하기",
    "offer_without": "방 없이 계속하기",
    "following": "방 {code}에 참여 중입니다. 이 화면은 진행자 화면을 따라 바뀝니다.",
    "revealed": "정답은 진행자 화면에 있습니다.",
    "question_on_screen": "질문은 진행자 화면에 있습니다. 아래에 예측을 입력해 주세요.",
    "guess": "내 예측",
    "send": "보내기",
    "sent": "{text}을(를) 보냈습니다. 정답 공개 전까지 바꿀 수 있습니다.",
    "sent_late": "{text}을(를) 보냈습니다. 정답 공개 전에 보낸 답이라 집계에 들어갑니다.",
    "guess_bad": "답을 보내지 못했습니다. {message}",
    "guess_not_number": "‘{text}’은(는) 숫자가 아니어서 보내지 못했습니다. 0.25, 25%, 1/4처럼 입력해 주세요.",
    "guess_away": (
        "지금은 방에 연결할 수 없어 답을 보내지 못했습니다. 입력한 답은 칸에 그대로 있으니 "
        "방이 돌아오면 다시 보내 주세요."
    ),
    "join_title": "수업 참여하기",
    "join_intro": "진행자 화면의 코드를 입력하거나, 화면에 나온 링크를 열어 주세요.",
    "join_code": "방 코드",
    "join_button": "참여",
    "joined": "방 {code}에 들어왔습니다. 곧 레슨이 열립니다.",
    "error_unknown": "이 코드의 방이 없습니다. 진행자 화면의 코드를 다시 확인해 주세요.",
    "error_expired": "이 방은 닫혔습니다(방은 연 지 두 시간 뒤에 닫힙니다). 진행자에게 새 코드를 받아 주세요.",
    "error_full": "이 방은 가득 찼습니다.",
    "error_too_many_rooms": "이 서버에 열 수 있는 방이 모두 찼습니다. 잠시 뒤에 다시 시도해 주세요.",
    "error_store": "지금은 방 정보에 연결할 수 없습니다. 원인은 서버 로그에서 확인할 수 있습니다. 잠시 뒤에 다시 시도해 주세요.",
    "error_too_long": "답이 너무 깁니다.",
    "error_too_many_yours": (
        "한 컴퓨터에서 열 수 있는 만큼 방을 이미 열었습니다. 방 하나를 닫거나 방이 닫힐 때까지 "
        "기다려 주세요."
    ),
    "error_too_many_tries": (
        "지난 1분 동안 이 네트워크에서 틀린 코드가 너무 많이 들어왔습니다. 1분 뒤에 진행자 화면의 "
        "코드를 다시 입력해 주세요."
    ),
    "room_waiting": (
        "지금은 방 {code}에 연결할 수 없어서 값을 가려 둡니다. 이 화면은 2초마다 다시 "
        "확인합니다({at}에 마지막으로 확인했습니다)."
    ),
    "teacher_waiting": (
        "지금은 방 {code}에 연결할 수 없습니다(원인은 서버 로그에 있습니다). 방은 그대로 있고 값은 "
        "계속 가려 둡니다. 다시 연결되면 이 상자에 알려 드립니다."
    ),
    "rooms_back": "방에 다시 연결되었습니다.",
    "store_why_schema": (
        "데이터베이스가 방 테이블을 만들지 못하게 합니다. 사용자에게 public 스키마에 테이블을 만들 "
        "권한이 없기 때문입니다. 이 사용자를 데이터베이스 소유자로 지정해 주세요(방법은 README에 "
        "있습니다)."
    ),
    "store_why_password": "데이터베이스가 RANKING_ROOMS_DB에 적힌 비밀번호를 받아들이지 않습니다.",
    "store_why_role": "RANKING_ROOMS_DB에 적힌 이름의 사용자가 데이터베이스에 없습니다.",
    "store_why_database": "RANKING_ROOMS_DB에 적힌 데이터베이스가 없습니다.",
    "store_why_connect": "RANKING_ROOMS_DB에 적힌 호스트와 포트에서 데이터베이스 서버가 응답하지 않습니다.",
    "close": "방 닫기",
    "close_help": "모든 휴대폰에서 방을 끝냅니다. 참가자에게는 방이 닫혔다고 알려 줍니다.",
    "quiz_open": "이 퀴즈를 방에서 함께 풀기",
    "quiz_count": "{number}번 문제: {of}명 중 **{n}**명이 답했고 **{right}**명이 맞혔습니다({share}).",
    "quiz_none": "{number}번 문제: 아직 답이 없습니다.",
    "quiz_follow": "참가자 휴대폰에 이 문제가 나옵니다. 처음 확인한 답이 여기에 집계됩니다.",
}

T = Words(en=EN, ko=KO)

"""Words of the step-through control shared by the lessons."""

from .lang import Words

EN = {
    "first": "Start",
    "back": "Back",
    "next": "Next",
    "all": "Show all",
    "first_help": "Go back to rank 1",
    "back_help": "Hide the last rank shown",
    "next_help": "Reveal the next rank",
    "all_help": "Reveal every rank down to K at once",
    "progress": "Step **{step}** of **{total}**",
    "following": " · moved by the teacher's Next",
    "held": (
        "Step {total}, the answer, waits for the room's guesses: ask the room in the room's box, "
        "or show it without asking."
    ),
    "held_here": (
        "Step {total}'s values, the answer, wait for the room's guesses: ask the room in the "
        "room's box, or show them without asking."
    ),
    "show_unasked": "Show without asking",
    "empty": "There is no rank to walk through: the list is empty and K is not set.",
}

KO = {
    "first": "처음",
    "back": "이전",
    "next": "다음",
    "all": "모두 보기",
    "first_help": "1위로 돌아가기",
    "back_help": "마지막으로 보인 순위 숨기기",
    "next_help": "다음 순위 보기",
    "all_help": "K위까지 한 번에 모두 보기",
    "progress": "{total}단계 중 **{step}**단계",
    "following": " · 진행자 화면에서 넘깁니다",
    "held": (
        "{total}단계는 답이라서 참가자의 예측을 기다립니다. 방 상자에서 예측을 물어보거나, "
        "묻지 않고 바로 보여 주세요."
    ),
    "held_here": (
        "{total}단계의 값은 답이라서 참가자의 예측을 기다립니다. 방 상자에서 예측을 물어보거나, "
        "묻지 않고 바로 보여 주세요."
    ),
    "show_unasked": "묻지 않고 보여 주기",
    "empty": "따라갈 순위가 없습니다. 목록이 비어 있고 K도 정해지지 않았습니다.",
}

T = Words(en=EN, ko=KO)

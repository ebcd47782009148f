"""Words shared by every lesson."""

from .lang import Words

EN = {
    "scenario": "**Ranking:** {ranking}  \n**Relevant:** {relevant}  \n{m} relevant item(s) in all (m\u00a0=\u00a0{m}), and the list is cut at K\u00a0=\u00a0{k}.",
    "scenario_none": "none",
    "in_all": "({n:,} in all)",
    "terms_in_all": "({n} terms)",
    "with_grade": "{item}: grade {grade}",
    "scenario_missing": " ({items} not retrieved)",
    "error": "Could not compute this scenario: {message}",
    "empty": "The list is empty and K is not set, so there is no rank to show.",
    "source_heading": "The code that computed this",
    "source_note": "The library's own function, as the app runs it.",
    "sections_label": "Part of the lesson",
    "glossary": "The symbols in plain words",
    "whatif_heading": "What if the same items came in another order?",
    "whatif_body": (
        "With these labels, the best possible order of your items scores {what} = **{best}** and "
        "the worst **{worst}**; yours scores **{now}**. (Relevant items that were never retrieved "
        "stay out of the list, so even the best order may stay below 1.)"
    ),
    "whatif_worst": "worst",
    "whatif_best": "best",
    "whatif_now": "yours",
    "whatif_load_best": "Load the best order ({what} = {value})",
    "whatif_load_worst": "Load the worst order ({what} = {value})",
    "guess_toggle": "Guess before you look",
    "guess_toggle_help": "Hide the answer until you have made a guess (or pressed Reveal). Stays on for every lesson.",
    "guess_label": "Your guess (optional: a number such as 0.4, a percentage such as 40%, or a fraction such as 2/5)",
    "guess_read_as": "You typed ‘{text}’, read as **{value}**.",
    "reveal": "Reveal",
    "guess_not_number": "‘{text}’ is not a number; type e.g. 0.4, 40% or 2/5.",
    "guess_right": "You guessed {given}: right! {what} = **{truth}**.",
    "guess_off": "You guessed {given}; {what} = **{truth}** — {diff} too {direction}.",
    "guess_none": "{what} = **{truth}**. The steps below show where it comes from.",
    "guess_high": "high",
    "guess_low": "low",
    "guess_why": "Work through the steps below to see where the difference comes from.",
    "handout": "Handout (Markdown)",
    "handout_help": "The scenario, its values, the step table, the formulas and the link, as one Markdown file for a wiki or a slide.",
    "handout_scenario": "The scenario",
    "handout_choices": "Chosen on the page",
    "handout_values": "The values",
    "handout_steps": "Step by step",
    "handout_formulas": "The formulas",
    "handout_link": "Open this scenario in the app",
    "link_local_only": "This link opens only on the computer running the app (its address is {host}). To send it to colleagues, run the app where they can reach it (the README's “Deploy for a class”), or start it with --browser.serverAddress set to this computer's name or address on your network.",
    "choose_pointer": "Which measure fits your product in the first place? See which metric for our product",
    "present": "Present",
    "present_help": "For teaching a meeting over a shared screen: the walkthrough alone, large type, no sidebar; the arrow keys step.",
    "present_keys": "Keys: → next · ← back · Home start · End show all",
    "present_link_heading": "Link for your audience (opens this list at this step)",
    "present_leave": "Leave present mode",
    "hidden_walk": (
        "Everyone guesses from the list above first: the step table and the values stay "
        "hidden until the teacher reveals the room's answer."
    ),
    "values_wait_teacher": (
        "The values wait for the room's guess: press “{ask}” below; they show when you "
        "reveal the answer."
    ),
    "values_wait_phone": "The values show when the teacher reveals the room's answer.",
    "hidden_unread": (
        "The room cannot be read just now, so the step table and the values wait until it is back."
    ),
    "sums_wait": "The running sum waits for the reveal, with the values.",
    "counts_wait": "The counts and the fractions wait for the reveal, with the values: count the relevant items yourself.",
    "room_hold": (
        "A room is open, so until you reveal its answer this lesson shows its walkthrough alone "
        "and nothing on the screen gives the answer away. Change the list or K in the sidebar; "
        "the room follows when you go back to present mode."
    ),
    "present_back": "Back to present mode",
    "room_leave": "Leave the room (explore this lesson on your own)",
    "download_table": "Download table",
    "download_csv": "CSV (spreadsheets)",
    "download_md": "Markdown (wikis, notes)",
    "download_tex": "LaTeX, booktabs (papers)",
    "download_chart": "Download chart",
    "download_png": "PNG image (slides)",
    "download_svg": "SVG drawing (scales to any size)",
    "every_column": "Show every column",
    "rows_left_out": "{n} rank(s) not shown",
    "scroll_hint": "Swipe the table sideways to see every column →",
    "every_column_help": "The table starts with the columns the story needs; this shows every intermediate value. Rest the pointer on a column's header to see what it means.",
}

KO = {
    "scenario": "**순위 목록:** {ranking}  \n**[[relevant]]:** {relevant}  \n[[relevant]]은(는) 모두 m\u00a0=\u00a0{m}개이고, K\u00a0=\u00a0{k}입니다.",
    "scenario_none": "없음",
    "in_all": "(모두 {n:,}개)",
    "terms_in_all": "(항 {n}개)",
    "with_grade": "{item}: 등급 {grade}",
    "scenario_missing": " ({items}은(는) 검색되지 않음)",
    "error": "이 시나리오는 계산할 수 없습니다. {message}",
    "empty": "목록이 비어 있고 K도 없어서 보여 드릴 순위가 없습니다.",
    "source_heading": "이 값을 계산한 코드",
    "source_note": "앱이 실행하는 라이브러리 함수 그대로입니다. 코드의 설명(주석과 docstring)은 원문 그대로 영어로 둡니다. 수식과 처리 순서는 위의 설명과 같습니다.",
    "sections_label": "레슨 구성",
    "glossary": "기호를 쉬운 말로",
    "whatif_heading": "같은 항목을 다른 순서로 놓았다면?",
    "whatif_body": (
        "적합 표시는 그대로 두고 순서만 바꾸면, 가장 좋은 순서의 {what}은(는) **{best}**, 가장 나쁜 순서는 **{worst}**, 지금 순서는 "
        "**{now}**입니다. (목록에 없는 [[relevant]]은(는) 계속 빠져 있으므로, 가장 좋은 순서도 1에 못 미칠 수 있습니다.)"
    ),
    "whatif_worst": "최악",
    "whatif_best": "최선",
    "whatif_now": "지금",
    "whatif_load_best": "최선의 순서 불러오기 — {what} = {value}",
    "whatif_load_worst": "최악의 순서 불러오기 — {what} = {value}",
    "guess_toggle": "답을 보기 전에 먼저 예측하기",
    "guess_toggle_help": "예측을 입력하고 ‘정답 보기’를 누를 때까지 답을 가립니다. 켜 두면 모든 레슨에 적용됩니다.",
    "guess_label": "내 예측 (선택: 0.4 같은 소수, 40% 같은 백분율, 2/5 같은 분수)",
    "guess_read_as": "입력하신 ‘{text}’ 값을 **{value}**(으)로 읽었습니다.",
    "reveal": "정답 보기",
    "guess_not_number": "‘{text}’은(는) 숫자가 아닙니다. 0.4, 40%, 2/5처럼 입력하세요.",
    "guess_right": "예측하신 {given}이(가) 정답입니다! {what} = **{truth}**.",
    "guess_off": "예측하신 {given}은(는) {what}({truth})보다 {diff} {direction}.",
    "guess_none": "{what} = **{truth}**입니다. 아래 단계에서 이 값이 어디서 나오는지 볼 수 있습니다.",
    "guess_high": "높습니다",
    "guess_low": "낮습니다",
    "guess_why": "아래 단계를 따라가며 어디서 차이가 생기는지 확인해 보세요.",
    "handout": "유인물 (마크다운)",
    "handout_help": "시나리오, 값, 단계별 표, 수식, 링크를 마크다운 파일 하나로 내려받습니다. 위키나 슬라이드에 붙여 넣기 좋습니다.",
    "handout_scenario": "시나리오",
    "handout_choices": "페이지에서 고른 것",
    "handout_values": "값",
    "handout_steps": "한 단계씩",
    "handout_formulas": "수식",
    "handout_link": "이 시나리오를 앱에서 열기",
    "link_local_only": "이 링크는 앱을 실행한 컴퓨터에서만 열립니다. 주소가 {host}이기 때문입니다. 동료에게 보내려면 동료가 접속할 수 있는 서버에서 앱을 실행하거나, 이 컴퓨터의 네트워크 이름이나 IP 주소를 --browser.serverAddress 옵션으로 지정해 다시 실행하세요.",
    "choose_pointer": "어떤 지표가 우리 서비스에 맞는지부터 고르고 싶다면 여기를 보세요",
    "present": "발표 모드",
    "present_help": "화면을 공유하며 회의에서 설명할 때 씁니다. 단계별 설명만 큰 글씨로 보이고, 사이드바는 숨고, 화살표 키로 넘깁니다.",
    "present_keys": "키: → 다음 · ← 이전 · Home 처음 · End 모두 보기",
    "present_link_heading": "참가자에게 줄 링크 (이 목록을 이 단계에서 엽니다)",
    "present_leave": "발표 모드 끝내기",
    "hidden_walk": (
        "먼저 위의 목록만 보고 답해 보세요. 단계 표와 값은 진행자가 정답을 공개할 때까지 가려 둡니다."
    ),
    "values_wait_teacher": (
        "값은 모두의 예측을 받은 뒤에 보여 줍니다. 아래 ‘{ask}’ 버튼을 누르고, 정답을 공개하면 나타납니다."
    ),
    "values_wait_phone": "값은 진행자가 정답을 공개하면 보입니다.",
    "hidden_unread": "지금은 방 정보를 읽을 수 없어서 다시 연결될 때까지 단계 표와 값을 가려 둡니다.",
    "sums_wait": "누적 합도 값과 함께 정답을 공개한 뒤에 보입니다.",
    "counts_wait": "찾은 [[relevant]] 수와 비율도 값과 함께 정답을 공개한 뒤에 보입니다. [[relevant]]을(를) 직접 세어 보세요.",
    "room_hold": (
        "방이 열려 있어서 정답을 공개할 때까지 이 레슨은 단계별 설명만 보여 줍니다. 화면에 답이 "
        "드러나지 않게 하려는 것입니다. 목록이나 K는 사이드바에서 바꿔 주세요. 발표 모드로 "
        "돌아가면 방도 함께 바뀝니다."
    ),
    "present_back": "발표 모드로 돌아가기",
    "room_leave": "방에서 나가기 (이 레슨을 혼자 살펴봅니다)",
    "download_table": "표 내려받기",
    "download_csv": "CSV (스프레드시트)",
    "download_md": "마크다운 (위키, 노트)",
    "download_tex": "LaTeX, booktabs (논문)",
    "download_chart": "차트 내려받기",
    "download_png": "PNG 이미지 (슬라이드)",
    "download_svg": "SVG 그림 (크기 자유)",
    "every_column": "모든 열 보기",
    "rows_left_out": "순위 {n}개 생략",
    "scroll_hint": "표를 옆으로 밀면 모든 열이 보입니다 →",
    "every_column_help": "처음에는 설명에 꼭 필요한 열만 보여 줍니다. 켜면 중간 계산값이 모두 나옵니다. 열 이름에 마우스를 올리면 뜻이 보입니다.",
}

T = Words(en=EN, ko=KO)

"""Words shared by every lesson."""

from .lang import Words

EN = {
    "scenario": "**Ranking:** {ranking}  \n**Relevant:** {relevant}  \nm = {m} relevant item(s) in all, K = {k}.",
    "scenario_none": "none",
    "scenario_missing": " ({items} not retrieved)",
    "error": "Could not compute this scenario: {message}",
    "empty": "The list is empty and K is not set, so there is no rank to show.",
    "source_heading": "The code that computed this",
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
    "guess_label": "Your guess (optional: a number such as 0.4, or a fraction such as 2/5)",
    "reveal": "Reveal",
    "guess_not_number": "‘{text}’ is not a number; type e.g. 0.4 or 2/5.",
    "guess_right": "You guessed {given}: right! {what} = **{truth}**.",
    "guess_off": "You guessed {given}; {what} = **{truth}** — {diff} too {direction}.",
    "guess_none": "{what} = **{truth}**. The steps below show where it comes from.",
    "guess_high": "high",
    "guess_low": "low",
    "guess_why": "Work through the steps below to see where the difference comes from.",
    "download_table": "Download table",
    "download_csv": "CSV (spreadsheets)",
    "download_md": "Markdown (wikis, notes)",
    "download_tex": "LaTeX, booktabs (papers)",
    "download_chart": "Download chart",
    "download_png": "PNG image (slides)",
    "download_svg": "SVG drawing (scales to any size)",
    "every_column": "Show every column",
    "every_column_help": "The table starts with the columns the story needs; this shows every intermediate value. Rest the pointer on a column's header to see what it means.",
}

KO = {
    "scenario": "**순위 목록:** {ranking}  \n**적합 항목:** {relevant}  \n적합 항목은 모두 m = {m}개, K = {k}.",
    "scenario_none": "없음",
    "scenario_missing": " ({items}은(는) 검색되지 않음)",
    "error": "이 시나리오를 계산할 수 없습니다: {message}",
    "empty": "목록이 비어 있고 K도 정해지지 않아 보여 줄 순위가 없습니다.",
    "source_heading": "이 값을 계산한 코드",
    "sections_label": "레슨의 부분",
    "glossary": "기호를 쉬운 말로",
    "whatif_heading": "같은 항목이 다른 순서로 나왔다면?",
    "whatif_body": (
        "이 적합도 판정 그대로라면, 항목을 가장 잘 배열한 순서는 {what} = **{best}**, 가장 나쁜 순서는 "
        "**{worst}**이고, 지금 순서는 **{now}**입니다. (검색되지 않은 적합 항목은 목록 밖에 그대로 "
        "남으므로, 가장 좋은 순서도 1에 못 미칠 수 있습니다.)"
    ),
    "whatif_worst": "최악",
    "whatif_best": "최선",
    "whatif_now": "지금",
    "whatif_load_best": "최선의 순서 불러오기 ({what} = {value})",
    "whatif_load_worst": "최악의 순서 불러오기 ({what} = {value})",
    "guess_toggle": "보기 전에 먼저 예측하기",
    "guess_toggle_help": "예측을 입력하거나 ‘공개’를 누를 때까지 답을 숨깁니다. 모든 레슨에 그대로 적용됩니다.",
    "guess_label": "내 예측 (선택: 0.4 같은 소수나 2/5 같은 분수)",
    "reveal": "공개",
    "guess_not_number": "‘{text}’은(는) 숫자가 아닙니다. 0.4나 2/5처럼 입력하세요.",
    "guess_right": "예측값 {given}: 정답입니다! {what} = **{truth}**.",
    "guess_off": "예측값 {given}; {what} = **{truth}** — {diff}만큼 {direction}.",
    "guess_none": "{what} = **{truth}**. 아래 단계에서 이 값이 어디서 나오는지 볼 수 있습니다.",
    "guess_high": "높습니다",
    "guess_low": "낮습니다",
    "guess_why": "아래 단계를 따라가며 차이가 어디서 생기는지 확인해 보세요.",
    "download_table": "표 내려받기",
    "download_csv": "CSV (스프레드시트)",
    "download_md": "마크다운 (위키, 노트)",
    "download_tex": "LaTeX, booktabs (논문)",
    "download_chart": "차트 내려받기",
    "download_png": "PNG 이미지 (슬라이드)",
    "download_svg": "SVG 그림 (크기 자유)",
    "every_column": "모든 열 보기",
    "every_column_help": "표는 설명에 꼭 필요한 열만 보여 주며 시작합니다. 이 스위치를 켜면 중간 계산값이 모두 나옵니다. 열 제목에 마우스를 올리면 뜻이 보입니다.",
}

T = Words(en=EN, ko=KO)

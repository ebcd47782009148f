"""Titles and one-line notes of the ready-made examples (ids from course.examples)."""

from .lang import Words

EN = {
    "ex1a": (
        "Same items, two orders (A)",
        "B and D are relevant, and so is Z, which was never retrieved (m = 3). AP ÷ m = 0.3333, AP ÷ hits = 0.5, mean of P@i = 0.3467.",
    ),
    "ex1b": (
        "Same items, two orders (B)",
        "The same items and judgments, relevant ones pushed down: AP ÷ m = 0.2167, mean of P@i = 0.13.",
    ),
    "ex2": (
        "Movies: 5 relevant, 3 found",
        "Two relevant movies were never recommended: AP ÷ m = 0.4 but AP ÷ hits = 0.6667.",
    ),
    "ex2b": (
        "Movies, reordered",
        "The three found movies moved to the top, so AP ÷ m rises to 0.6.",
    ),
    "ex2c": (
        "Movies: relevant only at ranks 4 and 6",
        "With m = 5, AP ÷ m comes to 0.1167 (a tutorial rounds this to 0.11).",
    ),
    "ex3u1": (
        "Two users: user 1",
        "Relevant at ranks 1, 3 and 4, so AP comes to 0.8056.",
    ),
    "ex3u2": (
        "Two users: user 2",
        "Relevant at ranks 4 and 5, so AP comes to 0.325.",
    ),
    "ex4q1": (
        "Two queries: q1",
        "Relevant at ranks 1, 3, 6, 9 and 10, so AP comes to 0.6222.",
    ),
    "ex4q2": (
        "Two queries: q2",
        "Relevant at ranks 2, 5 and 7, so AP comes to 0.4429.",
    ),
    "ex5": (
        "The heavy user (m = 20, K = 10)",
        "All ten recommendations are relevant, yet AP ÷ m = 0.5: it can never be higher here. Truncated AP@10 is 1.",
    ),
    "ex6a": (
        "Light user: one relevant item",
        "Only c is relevant, so AP is 0.3333, but the mean of P@i is 0.1567.",
    ),
    "ex6b": (
        "Same list, two relevant items",
        "a and c are relevant, so AP is 0.8333 and the mean of P@i is 0.6133.",
    ),
    "ex7": (
        "Multi-label emotions (Korean)",
        "기쁨 and 즐거움 are relevant, so P@1 to P@6 are 1, 1/2, 1/3, 2/4, 2/5 and 2/6.",
    ),
    "ex8": (
        "Graded relevance (0–3)",
        "Grades 3, 2, 3, 0, 1, 2: nDCG@6 = 0.9608 with linear gain.",
    ),
    "ex8b": (
        "Graded, with a grade-3 item never retrieved",
        "d7 (grade 3) was not retrieved: nDCG@6 drops to 0.8184 — unless IDCG is wrongly built from the list alone.",
    ),
    "edge_none": (
        "Edge case: nothing is relevant",
        "No relevant item at all: every convention returns 0 (there is nothing to find).",
    ),
    "edge_short": (
        "Edge case: K larger than the list",
        "Two items, both relevant, K = 5: P@5 = 2/5 = 0.4, because trec_eval counts the three empty ranks as misses.",
    ),
    "edge_all": (
        "Edge case: every item relevant",
        "Every item is relevant: every convention gives 1 — even the wrong one.",
    ),
    "edge_one": (
        "Edge case: one item only",
        "A single relevant item at rank 1: all four conventions agree on 1.",
    ),
}

KO = {
    "ex1a": (
        "같은 항목, 두 가지 순서 (A)",
        "B와 D가 적합하고, 검색되지 않은 Z도 적합합니다(m = 3). AP ÷ m은 0.3333, AP ÷ hits는 0.5, P@i의 평균은 0.3467입니다.",
    ),
    "ex1b": (
        "같은 항목, 두 가지 순서 (B)",
        "항목과 판정은 같고 [[relevant]]만 아래로 밀렸습니다. AP ÷ m은 0.2167, P@i의 평균은 0.13입니다.",
    ),
    "ex2": (
        "영화: 적합 5편, 찾은 것 3편",
        "적합한 영화 두 편이 추천되지 않았습니다. AP ÷ m은 0.4인데 AP ÷ hits는 0.6667입니다.",
    ),
    "ex2b": (
        "영화, 순서 바꾸기",
        "찾은 영화 세 편이 맨 위로 올라왔습니다. AP ÷ m은 0.6입니다.",
    ),
    "ex2c": (
        "영화: 4위와 6위만 적합",
        "m = 5이므로 AP ÷ m은 0.1167입니다(어떤 튜토리얼은 0.11로 반올림합니다).",
    ),
    "ex3u1": (
        "두 사용자: 사용자 1",
        "1, 3, 4위가 적합하고 AP는 0.8056입니다.",
    ),
    "ex3u2": (
        "두 사용자: 사용자 2",
        "4, 5위가 적합하고 AP는 0.325입니다.",
    ),
    "ex4q1": (
        "두 쿼리: q1",
        "1, 3, 6, 9, 10위가 적합하고 AP는 0.6222입니다.",
    ),
    "ex4q2": (
        "두 쿼리: q2",
        "2, 5, 7위가 적합하고 AP는 0.4429입니다.",
    ),
    "ex5": (
        "[[heavy_user]] (m = 20, K = 10)",
        "추천 10개가 모두 적합한데도 AP ÷ m은 0.5이고, 여기서는 이보다 높아질 수 없습니다. 절단 AP@10은 1입니다.",
    ),
    "ex6a": (
        "[[light_user]]: [[relevant]] 하나",
        "c만 적합합니다. AP는 0.3333이지만 P@i의 평균은 0.1567입니다.",
    ),
    "ex6b": (
        "같은 목록, [[relevant]] 둘",
        "a와 c가 적합합니다. AP는 0.8333, P@i의 평균은 0.6133입니다.",
    ),
    "ex7": (
        "다중 레이블 감정 분류 (한국어)",
        "기쁨과 즐거움이 적합합니다. P@1부터 P@6까지는 차례로 1, 1/2, 1/3, 2/4, 2/5, 2/6입니다.",
    ),
    "ex8": (
        "등급 적합도 (0~3)",
        "등급이 3, 2, 3, 0, 1, 2이고, 선형 이득으로 잰 nDCG@6은 0.9608입니다.",
    ),
    "ex8b": (
        "등급 적합도, 검색되지 않은 등급 3 항목 포함",
        "d7(등급 3)이 검색되지 않았습니다. IDCG를 목록만으로 잘못 만들지 않는다면 nDCG@6은 0.8184로 떨어집니다.",
    ),
    "edge_none": (
        "경계 사례: [[relevant]]이(가) 없음",
        "[[relevant]]이(가) 하나도 없습니다. 찾을 것이 없으므로 모든 방식에서 0이 나옵니다.",
    ),
    "edge_short": (
        "경계 사례: K가 목록보다 큼",
        "항목 둘이 모두 적합하고 K = 5이면 P@5는 2/5 = 0.4입니다. trec_eval은 빈 세 순위를 놓친 것으로 셉니다.",
    ),
    "edge_all": (
        "경계 사례: 모든 항목이 적합",
        "모든 항목이 적합합니다. 틀린 방식까지 모든 방식에서 1이 나옵니다.",
    ),
    "edge_one": (
        "경계 사례: 항목이 하나뿐",
        "1위 항목 하나만 적합하면 네 방식 모두 1로 같습니다.",
    ),
}

T = Words(en=EN, ko=KO)

"""Words of the Home page."""

from .lang import Words

EN = {
    "title": "Ranking metrics, step by step",
    "what": (
        "A search engine, a recommender or a RAG retriever returns a **ranked list**. Ranking metrics "
        "turn that list, plus a judgment of which items are relevant, into one number — so you can "
        "compare two systems, or watch one improve. They disagree in instructive ways: whether a "
        "relevant item missed entirely counts against you, whether rank 1 matters more than rank 5, "
        "what to do when fewer than K items came back."
    ),
    "start_heading": "Start here: seven questions",
    "start_intro": "Never heard of these words? Take them in this order; each lesson starts with the idea in one sentence and the symbols in plain words.",
    "q_ap": "What is average precision, and why do tools give different numbers?",
    "q_report": "Which average precision should I report?",
    "q_map": "How does MAP combine several queries?",
    "q_ndcg": "What does nDCG mean, with grades instead of yes/no?",
    "q_sampled": "My paper ranks each item against 100 random ones: is that Hit@10 real?",
    "q_quiz": "Check yourself with a short quiz",
    "q_choose": "MRR or Hit@5 for our chatbot? Which metric fits our product",
    "q_disagree": "Our dashboard and the vendor print different MAP@10s: who is wrong?",
    "how_heading": "How to use it",
    "how": (
        "1. **Pick an example below** — or type your own list in the sidebar of any lesson "
        "(items separated by commas, rank 1 first), then say which items are relevant.\n"
        "2. **Open a lesson.** Each walks through its metric one rank at a time, with the table a "
        "teacher would write on the whiteboard; every number comes from one of its rows.\n"
        "3. **Change things and watch.** Drag items to reorder them, tick or grade labels, move K. "
        "Every table and chart follows.\n"
        "4. **Share it.** The address bar always holds the exact scenario: copy the link and send it."
    ),
    "examples_heading": "Ready-made examples",
    "examples_intro": "Each loads into the shared input and opens the lesson that shows it best.",
    "example_picker": "Example",
    "example_open": "Load it and open the lesson",
    "example_symbols": (
        "The symbols, in plain words: **AP** average precision; **m** how many items are relevant "
        "in all, found or not; **K** the cutoff: only the top K count; **hits** how many relevant "
        "items are in the top K; **P@i** the share of relevant items in the top i; **nDCG** a "
        "score for graded labels (0–3), and **IDCG** the score of the judged items in the best possible order. Each "
        "lesson explains them step by step."
    ),
    "signature_heading": "Four numbers called “average precision”",
    "signature": (
        "Tools disagree about average precision. The standard one divides by every relevant item, "
        "found or not; a truncated one divides by at most K; another divides only by the relevant "
        "items that were found; and a common misreading averages the precision at every rank. "
        "The Average Precision lesson shows all four side by side, and which tools compute each."
    ),
    "open_ap": "Open the Average Precision lesson",
}

KO = {
    "title": "랭킹 지표, 하나씩 차근차근",
    "what": (
        "검색 엔진, 추천 시스템, RAG 검색기는 모두 **순위 목록**을 돌려줍니다. 랭킹 지표는 이 목록과 ‘어떤 항목이 적합한가(정답인가)’라는 판정을 "
        "숫자 하나로 요약합니다. 덕분에 두 시스템을 비교하거나, 시스템이 나아졌는지 확인할 수 있습니다. 지표마다 계산이 갈리는 지점이 있는데, 바로 그 "
        "차이에서 배울 것이 많습니다. 아예 놓친 [[relevant]]을(를) 감점하는지, 1위가 5위보다 더 중요한지, 결과가 K개보다 적게 나왔을 때 어떻게 세는지가 다릅니다."
    ),
    "start_heading": "질문 일곱 가지로 시작하기",
    "start_intro": "용어가 낯설다면 이 순서대로 보세요. 레슨마다 핵심 아이디어 한 문장과, 기호를 쉬운 말로 풀어 둔 설명으로 시작합니다.",
    "q_ap": "평균 정밀도(AP)는 무엇이고, 왜 도구마다 숫자가 다를까요?",
    "q_report": "평균 정밀도는 어느 것을 보고해야 할까요?",
    "q_map": "MAP은 여러 쿼리를 어떻게 합칠까요?",
    "q_ndcg": "적합/[[not_relevant]] 대신 등급을 쓰는 nDCG는 무엇을 잴까요?",
    "q_sampled": "무작위 항목 100개 사이에서 잰 Hit@10, 믿어도 될까요?",
    "q_quiz": "짧은 퀴즈로 확인하기",
    "q_choose": "챗봇에는 MRR일까요, Hit@5일까요? 우리 서비스에 맞는 지표 고르기",
    "q_disagree": "대시보드와 업체의 MAP@10이 다릅니다. 누가 틀렸을까요?",
    "how_heading": "사용 방법",
    "how": (
        "1. **아래에서 예제를 고르세요.** 아니면 아무 레슨의 사이드바에 목록을 직접 입력하고(쉼표로 구분, 1위부터), 어떤 항목이 적합한지 "
        "표시하세요.\n2. **레슨을 여세요.** 레슨마다 칠판에 쓰듯 표를 그려 가며 한 순위씩 따라갑니다. 화면의 모든 숫자는 그 표의 한 줄에서 "
        "나옵니다.\n3. **바꿔 보며 지켜보세요.** 항목을 끌어서 순서를 바꾸고, 적합 표시나 등급을 바꾸고, K를 움직여 보세요. 표와 차트가 모두 따라 "
        "바뀝니다.\n4. **공유하세요.** 주소창에는 지금 화면의 시나리오가 늘 그대로 담겨 있습니다. 링크를 복사해 보내면 됩니다."
    ),
    "examples_heading": "준비된 예제",
    "examples_intro": "예제를 고르면 모든 레슨이 같이 쓰는 입력란에 채워지고, 그 예제를 가장 잘 보여 주는 레슨이 열립니다.",
    "example_picker": "예제",
    "example_open": "불러와서 레슨 열기",
    "example_symbols": (
        "기호 풀이: **AP**는 평균 정밀도, **m**은 찾았든 못 찾았든 [[relevant]]의 총수, **K**는 [[cutoff]](상위 K개만 셉니다), **hits**는 "
        "상위 K 안에 든 [[relevant]] 수, **P@i**는 상위 i개 중 [[relevant]]의 비율, **nDCG**는 등급(0~3)을 쓰는 점수, **IDCG**는 판정된 "
        "항목을 가장 좋은 순서로 놓았을 때 낼 수 있는 최고 점수입니다. 레슨에서 하나씩 차근차근 설명합니다."
    ),
    "signature_heading": "‘평균 정밀도’라는 이름의 숫자 네 개",
    "signature": (
        "도구마다 평균 정밀도를 다르게 계산합니다. 표준 AP는 찾았든 못 찾았든 [[relevant]] 전체 수로 나누고, 절단 AP는 최대 K로 나누며, 또 다른 방식은 "
        "찾은 [[relevant]] 수로만 나눕니다. 여기에 모든 순위의 정밀도를 그냥 평균하는 흔한 실수도 있습니다. 평균 정밀도 레슨에서 네 가지를 나란히 놓고, 어느 "
        "도구가 어느 방식을 쓰는지 함께 보여 드립니다."
    ),
    "open_ap": "평균 정밀도 레슨 열기",
}

T = Words(en=EN, ko=KO)

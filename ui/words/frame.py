"""Words of the frame: page titles, navigation sections."""

from .lang import Words

EN = {
    "app_title": "Ranking metrics, step by step",
    "section_start": "Start",
    "section_basics": "Basics",
    "section_order": "Order-aware",
    "section_reader": "Reader models",
    "section_pitfalls": "Pitfalls",
    "section_practice": "Practice",
    "page_home": "Home",
    "page_precision_recall": "Precision & Recall",
    "page_average_precision": "Average Precision",
    "page_reciprocal_rank": "Reciprocal rank & MRR",
    "page_map": "MAP (several queries)",
    "page_ndcg": "nDCG (graded)",
    "page_edge_cases": "Edge-case lab",
    "page_conventions": "Conventions",
    "page_disagree": "Why do our numbers differ?",
    "page_join": "Join the class",
    "page_batch": "Your own data",
    "page_quiz": "Quiz: test yourself",
    "page_choose": "Which metric for our product?",
    "page_r_precision": "R-precision & PR curve",
    "page_reader_models": "RBP & ERR (where the reader stops)",
    "page_sampled": "Sampled metrics mislead",
    "language": "Language",
}

KO = {
    "app_title": "랭킹 지표, 하나씩 차근차근",
    "section_start": "시작",
    "section_basics": "기초",
    "section_order": "순서를 보는 지표",
    "section_reader": "사용자 모델",
    "section_pitfalls": "빠지기 쉬운 함정",
    "section_practice": "연습",
    "page_home": "홈",
    "page_precision_recall": "정밀도와 재현율",
    "page_average_precision": "평균 정밀도(AP)",
    "page_reciprocal_rank": "역순위(RR)와 MRR",
    "page_map": "MAP (여러 쿼리)",
    "page_ndcg": "nDCG (등급 적합도)",
    "page_edge_cases": "경계 사례 실험실",
    "page_conventions": "라이브러리별 계산 방식",
    "page_disagree": "두 숫자가 왜 다를까요?",
    "page_join": "수업 참여하기",
    "page_batch": "내 데이터로 평가",
    "page_quiz": "퀴즈: 스스로 확인하기",
    "page_choose": "우리 서비스에 맞는 지표",
    "page_r_precision": "R-정밀도와 PR 곡선",
    "page_reader_models": "RBP와 ERR (사용자는 어디서 멈출까요)",
    "page_sampled": "샘플링 평가의 함정",
    "language": "언어",
}

T = Words(en=EN, ko=KO)

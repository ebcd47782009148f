"""One Korean term per idea, as a Korean search or recommender team says it.

Every Korean page takes its terms from here when its words are loaded: a
Korean text writes ``[[run]]`` where the term for a run goes, and
:func:`fill` puts in ``TERMS``' Korean (런). A particle after a term is
written in both forms, ``[[run]]을(를)``, so it fits whatever term this file
holds (``josa`` keeps the right one). Change a term here and every page says
the new one. The forms in ``RETIRED`` were used once and read wrong or mixed
two words for one idea (a test keeps them off every Korean page). Where an
English term helps, a page gives it once in brackets: 런(run), 정답
항목(held-out).

Three plain nouns, 항목 (item), 문서 (document) and 등급 (grade), are written
as they are: they are the words themselves, hundreds of times, not a choice
between rivals; their rivals (관련 항목, 3등급) are retired forms.

>>> fill("두 [[run]]을(를) 비교합니다")
'두 런을(를) 비교합니다'
"""

import re

#: idea: (English, the Korean term every page uses)
TERMS = {
    "run": ("run", "런"),
    "relevant": ("relevant item", "적합 항목"),
    "not_relevant": ("not relevant", "부적합"),
    "sampled_negatives": ("sampled negatives", "네거티브 샘플"),
    "held_out": ("held-out item", "평가용으로 떼어 둔 정답 항목"),
    "held_out_short": ("held-out item, once introduced", "정답 항목"),
    "cutoff": ("cutoff K", "컷오프"),
    "returned_list": ("returned list", "검색된 목록"),
    "heavy_user": ("heavy user", "구매가 많은 고객"),
    "light_user": ("light user", "구매가 적은 고객"),
    "confidence_interval": ("confidence interval", "신뢰구간"),
    "pair": ("pair", "쌍"),
    "grade": ("grade 3", "등급 3"),
    "item": ("item (lessons)", "항목"),
    "document": ("document (TREC files: qrels, runs)", "문서"),
}

#: ideas whose term a Korean text writes as ``[[idea]]`` (every one but the
#: plain nouns above)
MARKED = tuple(idea for idea in TERMS if idea not in ("grade", "item", "document"))

_MARK = re.compile(r"\[\[(\w+)\]\]")


def fill(text: str) -> str:
    """``text`` with each ``[[idea]]`` replaced by the idea's Korean term.

    Raises
    ------
    ValueError
        If an idea is not in the glossary (named, so a typo in a words module
        stops the app's import, not a page).
    """

    def term(match: re.Match) -> str:
        idea = match.group(1)
        if idea not in MARKED:
            raise ValueError(f"glossary: no term for [[{idea}]] in {text[:60]!r}")
        return TERMS[idea][1]

    return _MARK.sub(term, text)


#: idea: (how an English text names it, what the Korean text of the same
#: entry then says). ``test_an_idea_named_in_english_has_its_korean_term``
#: reads both: wherever a page's English names the idea, its Korean uses the
#: term (or, once introduced, its short form: 정답 항목 for the held-out item).
IN_ENGLISH = {
    "run": (r"\b(the|a|each|your|two|both|one) runs?\b(?! (the|a|this) )", r"런"),
    "relevant": (r"\brelevant items?\b", r"적합|정답"),
    "not_relevant": (r"\bnot relevant\b", r"부적합"),
    "sampled_negatives": (r"\bsampled negatives?\b", r"네거티브 샘플"),
    "held_out": (r"\bheld[- ]out\b", r"떼어 둔|정답 항목"),
    "cutoff": (r"\bcutoff\b", r"컷오프"),
    "returned_list": (r"\breturned list\b", r"검색된 목록"),
    "heavy_user": (r"\bheavy users?\b", r"구매가 많은"),
    "light_user": (r"\blight users?\b", r"구매가 적은"),
    "confidence_interval": (r"\bconfidence interval\b", r"신뢰구간"),
    "pair": (r"\bpairs?\b", r"쌍"),
}

#: Retired Korean forms (a regular expression each), and why.
RETIRED = {
    r"실행 결과": "run: 런",
    r"비적합|적합하지 않(은|습니다)": "not relevant: 부적합",
    r"지금까지의 합": "the running sum: 누적 합, as its column says",
    r"관련 항목": "relevant item: 적합 항목",
    r"부정 (항목|샘플)|샘플 부정": "부정 reads as 'fraudulent': 네거티브 샘플",
    r"남겨 둔": "reads 'left behind': 평가용으로 떼어 둔 정답 항목",
    r"자르는 위치": "cutoff: 컷오프",
    r"돌려받은|반환된|돌려준|돌아온|돌아왔": "returned list: 검색된 목록",
    r"헤비 유저|라이트 유저": "구매가 많은/적은 고객",
    r"95 ?% 구간": "95% 신뢰구간",
    r"짝": "pair: 쌍",
    r"\d등급": "grade: 등급 3",
    r"겨루|겨뤄|겨룹|겨룬": "a sampled item is ranked with random items, not against them",
    r"\d %": "30%, without a space",
    r"지금까지 (AP|RR|RBP|ERR|넓이)": "running totals: 누적 AP",
    r"누적 RR": "RR does not add up: 현재 RR",
    r"정답 파일|정답 데이터|정답\(qrels\)": "qrels: 판정 파일",
    r"강의": "lesson: 레슨",
    r"라벨": "label: 레이블",
    r"독자": "the user of a browsing model: 사용자 (사용자 모델)",
    r"선생님": "a company's session has a host, not a teacher: 진행자",
    r"추천기": "the ranking being compared: 모델 (모델 A, 모델 B)",
    r"들어오지 못|목록에 없음|돌려주": "not retrieved: 검색되지 않음",
    r"MAP는|MAP가|MAP를|MAP와": "MAP is read 맵: MAP은, MAP이, MAP을, MAP과",
    r"길찾기": "reads as map directions: 내비게이셔널 검색",
    r"흔한 오해|틀림\b|\(틀림\)": "one name for the wrong mean of P@i: 흔한 실수",
    r"적중 수|안의 적중|^적중:": "hits: 찾은 적합 항목 수 (적중 is Hit@k's)",
    r"Recall@|재현율@|정밀도@|재현율 R@": "재현율(R@k), 정밀도(P@k)",
    r"모형": "user model: 사용자 모델",
    r"무게": "weight: 가중치",
    r"정답 목록|판정 데이터|순위\(run\)": "qrels: 판정 파일; a run: 런",
    r"청중": "the people in a room: 참가자",
    r"(?<!평균 )역순위\(MRR\)|MRR\(역순위\)": "RR is 역순위, MRR 평균 역순위(MRR)",
}

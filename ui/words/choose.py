"""Words of "which metric for our product?" (``lessons/choose.py``)."""

from .lang import Words

EN = {
    "title": "Which metric for our product?",
    "intuition": (
        "A metric is a model of what your users do with the list. Pick what they do: the page "
        "says which numbers follow, why, and what to check when two tools print different ones."
    ),
    "question": "What does your user do with the ranked list?",
    "pick": "Watch",
    "why": "Why",
    "watch": "Before you compare numbers",
    "which_k": "Which K?",
    "values": "On your list in the sidebar (K = {k})",
    "values_seen": (
        "This kind of product usually has K = {seen}, and your list's K is {k}. Set K in the "
        "sidebar to the number your users see."
    ),
    "rr_at": "RR@{k} (its mean over queries is MRR@{k})",
    "col_measure": "Measure",
    "col_value": "Value",
    "lessons": "Learn it",
    "extra": {"rbp": "RBP (p = 0.9)", "err": "ERR@k", "r_precision": "R-precision"},
    "products": {
        "one_answer": {
            "name": "Takes one answer (a chatbot's reply, a Q&A box, a known site)",
            "pick": "**Mean reciprocal rank** (MRR) and **Hit@1**.",
            "which_k": "K is how many answers the user sees at once. A chatbot that shows one reply: Hit@1 and RR ask the same thing. One that shows five answers: report MRR@5, which says how high the first good answer sits (1 at rank 1, 0.2 at rank 5), where Hit@5 would count rank 1 and rank 5 as the same success. Hit@1 stays the plain share of first answers that are right.",
            "why": (
                "Only the first useful result matters, and the user rarely looks past it. RR gives "
                "1 when it is at rank 1, 0.5 at rank 2, and ignores everything below it; MRR is "
                "its mean over queries. Hit@1 says plainly how often the first answer is right."
            ),
            "watch": (
                "trec_eval's recip_rank reads the whole list; an MRR@10 gives 0 when the first "
                "relevant item is below rank 10. Say which one you report."
            ),
        },
        "rag_context": {
            "name": "Hands the top k to another model (the retrieval step of a RAG chatbot)",
            "pick": "**Hit@k** at the k you pass on, or **Recall@k** when an answer needs several "
            "passages.",
            "which_k": "K is how many passages you pass to the model, often 3 to 10: what lies below K never reaches it. Hit@K asks whether one useful passage got through, Recall@K how many of the needed ones did.",
            "why": (
                "The language model reads all k passages, so their order inside the top k matters "
                "little: what matters is whether what it needs is there. For a chatbot, then: MRR "
                "when the user sees the first result as the answer; Hit@5 when five passages go "
                "to the model."
            ),
            "watch": (
                "Recall@k divides by every relevant passage, found or not. A query with no "
                "relevant passage scores 0 in trec_eval, and some tools leave it out of the mean."
            ),
        },
        "candidates": {
            "name": "Is a first stage that passes a few hundred candidates to a re-ranker",
            "pick": "**Recall@k** at the number of candidates passed on.",
            "which_k": "K is how many candidates the re-ranker takes, often 100 to 1,000. Nothing below K can be promoted.",
            "why": (
                "The re-ranker can only promote what the first stage found, and the order inside "
                "the candidates is its job. Recall@k says how much of what is relevant survives "
                "the cut."
            ),
            "watch": (
                "Recall@k divides by every relevant item, found or not: with many relevant items "
                "per query, even a perfect first stage scores below 1 when k is small. Say k."
            ),
        },
        "short_list": {
            "name": "Scans one short page of results (a shop's search page, ten links)",
            "pick": "**nDCG@k** (with grades) or **P@k**.",
            "which_k": "K is how many results fit on the first screen: ten songs on screen means K = 10. Measure at the page's size, not at the list's length.",
            "why": (
                "The user looks at several results, the top ones most. nDCG@k counts each good "
                "result with a discount that shrinks down the page; P@k is the plain share of "
                "good results on the page, blind to their order."
            ),
            "watch": (
                "trec_eval's P@k divides by k even when fewer than k came back; some tools divide "
                "by the list's length."
            ),
        },
        "graded": {
            "name": "Tells great results from merely good ones (grades such as perfect, good, fair)",
            "pick": "**nDCG@k**, and **ERR** when users stop at the first great result.",
            "which_k": "K is the first screen again: nDCG@10 when ten results show. ERR needs no K, as it follows the user down until they stop.",
            "why": (
                "Binary measures throw the grades away. nDCG uses them as gains; ERR models a user "
                "who is satisfied by a great result and stops there."
            ),
            "watch": (
                "Gain = grade or 2^grade − 1 gives one list two nDCGs. Say which gain, and whether "
                "the ideal order comes from every judgment or from what the system returned."
            ),
        },
        "find_all": {
            "name": "Needs every relevant item (legal or patent search, a review of cases)",
            "pick": "**AP / MAP** and **Recall@k**, with **R-precision** as a check.",
            "which_k": "No cutoff: a reviewer reads everything returned, so AP and recall take the whole list (or K as deep as the review goes).",
            "why": (
                "Missing one relevant item is a real cost. AP credits each one found, earlier "
                "more, and divides by all relevant items, so the ones never found pull it down."
            ),
            "watch": (
                "AP ÷ m, ÷ min(m, K) and ÷ hits are three numbers from one list; the AP lesson "
                "shows them side by side."
            ),
        },
        "feed": {
            "name": "Scrolls a long feed until interest runs out (news, videos)",
            "pick": "**RBP**, its persistence p set to how far users scroll.",
            "which_k": "No K, since a feed has no last item. RBP's p sets how deep users go instead: set p to 1 − 1/(the number of items they read on average).",
            "why": (
                "There is no natural cutoff. RBP weights rank k by p^(k−1): p = 0.9 means about "
                "ten items read, p = 0.5 about two. Its residual says how much the items nobody "
                "judged could still change it."
            ),
            "watch": "Report p with the number: RBP at p = 0.8 and at p = 0.95 are different measures.",
        },
        "offline_recsys": {
            "name": "Gets recommendations, tested on each user's held-out items",
            "pick": "**Hit@k** and **nDCG@k**, ranked against the whole catalogue.",
            "which_k": "K is how many recommendations the widget shows, often 10 or 20. Hit@K asks whether the held-out item was among them.",
            "why": (
                "Each user has one or a few held-out items; Hit@k says how often one of them "
                "lands in the top k, nDCG@k how high."
            ),
            "watch": (
                "Ranking the held-out item among 100 random items instead of the whole catalogue "
                "can reverse which model looks better: see the sampled-metrics lesson."
            ),
        },
    },
}

KO = {
    "title": "우리 서비스에는 어떤 지표가 맞을까요?",
    "intuition": (
        "지표는 사용자가 순위 목록을 어떻게 쓰는지를 나타내는 모델입니다. 사용자가 하는 일을 고르면 "
        "어떤 숫자를 보면 되는지, 왜 그런지, 두 도구의 숫자가 다를 때 무엇을 확인할지 보여 줍니다."
    ),
    "question": "사용자는 순위 목록으로 무엇을 하나요?",
    "pick": "볼 지표",
    "why": "이유",
    "watch": "숫자를 비교하기 전에",
    "which_k": "어떤 K로 잴까요?",
    "values": "사이드바의 내 목록에서 (K = {k})",
    "values_seen": (
        "이런 서비스는 보통 K = {seen}이고, 지금 목록의 K는 {k}입니다. 사이드바의 K를 사용자가 실제로 "
        "보는 수로 맞춰 주세요."
    ),
    "rr_at": "역순위 RR@{k}(쿼리 평균은 MRR@{k})",
    "col_measure": "지표",
    "col_value": "값",
    "lessons": "배우기",
    "extra": {"rbp": "RBP (p = 0.9)", "err": "ERR@k", "r_precision": "R-정밀도"},
    "products": {
        "one_answer": {
            "name": "답 하나만 봅니다(챗봇의 답변, 질의응답, 특정 사이트 찾기)",
            "pick": "**평균 역순위**(MRR)와 **Hit@1**입니다.",
            "which_k": "K는 사용자가 한 번에 보는 답의 수입니다. 답을 하나만 보여 주는 챗봇이라면 Hit@1과 RR이 같은 것을 묻습니다. 답을 다섯 개 보여 준다면 MRR@5를 보고해 주세요. MRR@5는 첫 번째 좋은 답이 얼마나 위에 있는지 알려 줍니다(1위면 1, 5위면 0.2). Hit@5는 1위와 5위를 똑같은 성공으로 셉니다. Hit@1은 첫 답이 맞는 비율을 그대로 보여 줍니다.",
            "why": (
                "처음 나온 쓸모 있는 결과만 중요하고, 사용자는 그 아래를 거의 보지 않습니다. RR은 그 결과가 "
                "1위면 1, 2위면 0.5를 주고 그 아래는 보지 않습니다. MRR은 이 값을 쿼리마다 평균한 값입니다. "
                "Hit@1은 첫 답이 맞는 비율을 그대로 보여 줍니다."
            ),
            "watch": (
                "trec_eval의 recip_rank는 목록 전체를 봅니다. MRR@10은 첫 [[relevant]]이(가) 10위 "
                "아래에 있으면 0을 줍니다. 어느 쪽을 보고하는지 밝혀 주세요."
            ),
        },
        "rag_context": {
            "name": "상위 k개를 다른 모델에 넘깁니다(RAG 챗봇의 검색 단계)",
            "pick": "실제로 넘기는 k에서 **Hit@k**, 답에 여러 문단이 필요하면 **재현율**(R@k)입니다.",
            "which_k": "K는 모델에 넘기는 문단 수이며 보통 3~10입니다. K보다 아래에 있는 문단은 모델에 닿지 않습니다. Hit@K는 쓸모 있는 문단이 하나라도 넘어갔는지를, R@K는 필요한 문단 중 얼마나 넘어갔는지를 봅니다.",
            "why": (
                "언어 모델은 k개 문단을 모두 읽으므로 상위 k개 안의 순서는 크게 중요하지 않습니다. "
                "필요한 문단이 그 안에 들었는지가 중요합니다. 그래서 챗봇이라면 사용자가 첫 결과를 그대로 "
                "답으로 볼 때는 MRR, 문단 다섯 개를 모델에 넘길 때는 Hit@5를 봅니다."
            ),
            "watch": (
                "R@k는 검색되지 않은 것까지 모든 적합 문단 수로 나눕니다. 적합 문단이 없는 쿼리는 "
                "trec_eval에서 0점이지만, 평균에서 빼는 도구도 있습니다."
            ),
        },
        "candidates": {
            "name": "후보 수백 개를 골라 재순위 모델에 넘깁니다(추천·검색의 후보 생성 단계)",
            "pick": "넘기는 후보 수 k에서 잰 **재현율**(R@k)입니다.",
            "which_k": "K는 재순위 모델이 받는 후보 수이며 보통 100~1,000입니다. K보다 아래에 있는 항목은 재순위 모델이 끌어올릴 수 없습니다.",
            "why": (
                "재순위 모델은 첫 단계가 찾은 항목만 올려 줄 수 있고, 후보 안의 순서는 재순위 모델이 "
                "정합니다. R@k는 [[relevant]] 중 얼마나 많이 이 단계를 통과하는지 보여 줍니다."
            ),
            "watch": (
                "R@k는 검색되지 않은 것까지 모든 [[relevant]] 수로 나눕니다. 쿼리마다 "
                "[[relevant]]이(가) 많으면 k가 작을 때 완벽한 첫 단계도 1보다 낮게 나옵니다. k를 "
                "밝혀 주세요."
            ),
        },
        "short_list": {
            "name": "짧은 결과 한 페이지를 훑어봅니다(쇼핑몰 검색 결과, 링크 열 개)",
            "pick": "**nDCG@k**(등급이 있을 때) 또는 **P@k**입니다.",
            "which_k": "K는 첫 화면에 들어가는 결과 수입니다. 화면에 노래 10곡이 보인다면 K = 10입니다. 목록 길이가 아니라 화면 크기에서 재 주세요.",
            "why": (
                "사용자는 결과를 여러 개 보지만 위쪽을 가장 많이 봅니다. nDCG@k는 좋은 결과마다 아래로 "
                "갈수록 줄어드는 할인을 붙여 셉니다. P@k는 페이지에서 좋은 결과의 비율이며 순서는 보지 "
                "않습니다."
            ),
            "watch": (
                "trec_eval의 P@k는 결과가 k개보다 적게 나와도 k로 나눕니다. 목록 길이로 나누는 도구도 "
                "있습니다."
            ),
        },
        "graded": {
            "name": "아주 좋은 결과와 그냥 괜찮은 결과를 구별합니다(완벽, 좋음, 보통 같은 등급)",
            "pick": "**nDCG@k**, 사용자가 처음 만난 아주 좋은 결과에서 멈춘다면 **ERR**입니다.",
            "which_k": "K는 여기서도 첫 화면의 결과 수입니다. 결과 10개를 보여 준다면 nDCG@10을 봅니다. ERR에는 K가 필요 없습니다. 사용자가 멈출 때까지 목록을 따라 내려가기 때문입니다.",
            "why": (
                "이진 지표는 등급을 버립니다. nDCG는 등급을 이득으로 쓰고, ERR은 아주 좋은 결과에 만족하면 "
                "그 자리에서 멈추는 사용자를 모델로 합니다."
            ),
            "watch": (
                "이득을 등급 그대로 쓰는지 2^등급 − 1로 쓰는지에 따라 같은 목록의 nDCG가 두 가지로 "
                "나옵니다. 어느 이득인지, 이상적인 순서를 판정 전체로 만들었는지 [[returned_list]]만으로 "
                "만들었는지 밝혀 주세요."
            ),
        },
        "find_all": {
            "name": "적합한 항목을 모두 찾아야 합니다(법률·특허 검색, 사례 검토)",
            "pick": "**AP / MAP**과 **재현율**(R@k), 점검용으로 **R-정밀도**입니다.",
            "which_k": "[[cutoff]]이(가) 없습니다. 검토자는 검색된 것을 모두 읽으므로 AP와 재현율은 목록 전체로 잽니다(검토가 닿는 깊이까지를 K로 잡아도 됩니다).",
            "why": (
                "[[relevant]] 하나를 놓치는 것이 실제 비용입니다. AP는 찾은 [[relevant]]마다 점수를 주고(위에서 "
                "찾을수록 높게) 모든 [[relevant]] 수로 나누므로, 끝내 찾지 못한 항목이 값을 끌어내립니다."
            ),
            "watch": (
                "AP ÷ m, ÷ min(m, K), ÷ hits는 같은 목록에서 나오는 세 가지 숫자입니다. AP 레슨에서 "
                "나란히 볼 수 있습니다."
            ),
        },
        "feed": {
            "name": "흥미가 떨어질 때까지 긴 피드를 내려 봅니다(뉴스, 영상)",
            "pick": "사용자가 내려 보는 깊이에 맞춰 계속 볼 확률 p를 정한 **RBP**입니다.",
            "which_k": "K가 없습니다. 피드에는 마지막 항목이 없기 때문입니다. 대신 RBP의 p가 사용자가 내려가는 깊이를 정합니다. p는 1 − 1/(평균적으로 읽는 항목 수)입니다.",
            "why": (
                "자연스러운 [[cutoff]]이(가) 없습니다. RBP는 k위에 p^(k−1)의 가중치를 줍니다. p = 0.9면 "
                "약 10개, p = 0.5면 약 2개를 읽는 셈입니다. 잔여분은 아무도 판정하지 않은 항목이 값을 "
                "얼마나 더 바꿀 수 있는지 알려 줍니다."
            ),
            "watch": "숫자와 함께 p를 밝혀 주세요. p = 0.8일 때와 p = 0.95일 때의 RBP는 서로 다른 지표입니다.",
        },
        "offline_recsys": {
            "name": "추천을 받습니다(사용자마다 [[held_out]](으)로 평가)",
            "pick": "카탈로그 전체에서 순위를 매겨 잰 **Hit@k**와 **nDCG@k**입니다.",
            "which_k": "K는 추천 영역에 보이는 추천 수이며 보통 10이나 20입니다. Hit@K는 떼어 둔 [[held_out_short]]이(가) 그 안에 들었는지를 봅니다.",
            "why": (
                "사용자마다 [[held_out_short]]이(가) 하나나 몇 개뿐입니다. Hit@k는 그중 하나가 상위 k개에 "
                "드는 비율을, nDCG@k는 얼마나 위에 드는지를 보여 줍니다."
            ),
            "watch": (
                "카탈로그 전체가 아니라 무작위 항목 100개 사이에서 [[held_out_short]]의 순위를 매기면 어느 모델이 나아 보이는지가 "
                "뒤집힐 수 있습니다. 샘플링 평가의 함정 레슨을 보세요."
            ),
        },
    },
}

T = Words(en=EN, ko=KO)

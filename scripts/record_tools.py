"""Run every tool that can run here on the corpus and write what each printed
to metrics/tools/record.json (with its version and the day), then
docs/tools.md from the registry and the record.

    python scripts/record_tools.py [--venvs DIR] [--only TOOL ...]

Tools installed beside the project (pytrec_eval-terrier, ir-measures, ranx,
scikit-learn, trectools: requirements-test.txt) run in this Python; Kaggle's
ml_metrics and torchmetrics run in environments of their own under DIR
(made once; see oracles/installs.py). A tool left out with --only
keeps its earlier entry. Then run the tests: they check the registry's every
claim against the new record.
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from metrics.tools.cases import CASES  # noqa: E402
from metrics.tools.doc import tools_markdown  # noqa: E402
from metrics.tools.record import PATH, record  # noqa: E402
from oracles.installs import ENV_OF, INSTALLS, python_for, run_here, run_in  # noqa: E402
from oracles.runners import PACKAGES  # noqa: E402

DOC = Path(__file__).resolve().parents[1] / "docs" / "tools.md"

HOW = {
    "pytrec_eval": "pytrec_eval.RelevanceEvaluator(qrels, {P.k, map, map_cut.k, ndcg_cut.k, "
    "recip_rank}).evaluate(run), each measure averaged over the queries it returns",
    "ir_measures": "ir_measures.calc_aggregate([P@k, AP, AP@k, nDCG@k, RR], qrels, run)",
    "ranx": "ranx.evaluate(Qrels, Run, [precision@k, map, map@k, ndcg@k, mrr], "
    "make_comparable=True)",
    "sklearn": "average_precision_score and ndcg_score(k=K) per query over the listed "
    "documents, averaged over the run's queries",
    "ml_metrics": "mapk(actual, predicted, K) over every judged query, predicted sorted by score",
    "torchmetrics": "RetrievalPrecision(top_k=K), RetrievalMAP(), RetrievalMAP(top_k=K), "
    "RetrievalNormalizedDCG(top_k=K), RetrievalMRR() with indexes, float32 scores",
    "torchmetrics_skip": "the same, each with empty_target_action='skip'",
    "torchmetrics_pos": "the same, each with empty_target_action='pos'",
    "torchmetrics_adaptive_k": "the same, RetrievalPrecision(top_k=K, adaptive_k=True)",
    "ranx_burges": "the same as ranx, ndcg_burges@k for nDCG@k",
    "xgboost": "xgboost.train({objective: rank:ndcg, eval_metric: ndcg@K}, DMatrix(label=grades, "
    "base_margin=scores, groups = the run's queries), 0 rounds).eval(...)",
    "lightgbm": "lightgbm.train({objective: lambdarank, metric: ndcg, eval_at: [K]}, "
    "Dataset(label=grades, init_score=scores, groups = the run's queries), 1 round that cannot "
    "split), its recorded ndcg@K",
    "trectools": "TrecEval(TrecRun(run file), TrecQrel(qrels file)): get_precision(depth=K), "
    "get_map(depth=1000), get_map(depth=K), get_ndcg(depth=K), get_reciprocal_rank()",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--venvs", type=Path, default=Path(".tools-venvs"))
    parser.add_argument("--only", nargs="*", choices=sorted(PACKAGES), default=sorted(PACKAGES))
    args = parser.parse_args()
    old = json.loads(PATH.read_text(encoding="utf-8")) if PATH.exists() else {"tools": {}}
    tools = dict(old["tools"])
    for tool in args.only:
        if tool in INSTALLS or tool in ENV_OF:
            got = run_in(python_for(tool, args.venvs.resolve()), tool, CASES)
            pins = INSTALLS[ENV_OF.get(tool, tool)]
            where = f"a venv: pip install {'; '.join(' '.join(a) for a in pins)}"
        else:
            got = run_here(tool, CASES)
            where = "beside the project (requirements-test.txt)"
        tools[tool] = {
            "package": PACKAGES[tool], "version": got["version"],
            "date": datetime.date.today().isoformat(),
            "python": platform.python_version(), "installed": where, "how": HOW[tool],
            "printed": got["printed"],
        }  # fmt: skip
        print(f"{tool}: {PACKAGES[tool]} {got['version']}, {len(got['printed'])} cases")
    out = {"about": "What each tool printed on metrics/tools/cases.py; "
           "made by scripts/record_tools.py", "tools": dict(sorted(tools.items()))}  # fmt: skip
    PATH.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    record.cache_clear()
    DOC.write_text(tools_markdown() + "\n", encoding="utf-8")
    print(f"wrote {PATH} and {DOC}")


if __name__ == "__main__":
    main()

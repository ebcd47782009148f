"""Writes the small sample files the batch page offers (deterministic).

30 queries; for each, 8 judged documents (grades 0-3) among 40 candidates;
two runs of 20 documents: "bm25" and a slightly better "neural".
"""

import random
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    rnd = random.Random(2026)
    qrels, runs, csv_judged, csv_run = (
        [],
        {"bm25": [], "neural": []},
        ["query,item,grade"],
        ["query,item,rank"],
    )
    for q in range(1, 31):
        qid = f"q{q:02d}"
        docs = [f"doc{q:02d}_{i:02d}" for i in range(40)]
        judged = rnd.sample(docs, 8)
        grades = {d: rnd.choice([0, 1, 1, 2, 3]) for d in judged}
        if q == 17:
            grades = {d: 0 for d in judged}  # a query with nothing relevant
        for d, g in grades.items():
            qrels.append(f"{qid} 0 {d} {g}")
            csv_judged.append(f"{qid},{d},{g}")
        for name, skill in (("bm25", 0.6), ("neural", 0.9)):
            score = {d: rnd.random() + skill * grades.get(d, 0) * rnd.random() for d in docs}
            ranked = sorted(docs, key=lambda d: -score[d])[:20]
            for r, d in enumerate(ranked, start=1):
                runs[name].append(f"{qid} Q0 {d} {r} {score[d]:.4f} {name}")
                if name == "bm25":
                    csv_run.append(f"{qid},{d},{r}")
    (HERE / "qrels.txt").write_text("\n".join(qrels) + "\n")
    for name, lines in runs.items():
        (HERE / f"run_{name}.txt").write_text("\n".join(lines) + "\n")
    (HERE / "judgments.csv").write_text("\n".join(csv_judged) + "\n")
    (HERE / "run_bm25.csv").write_text("\n".join(csv_run) + "\n")


if __name__ == "__main__":
    main()

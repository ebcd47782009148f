"""``python -m metrics QRELS RUN``: trec_eval's output, from this library."""

from __future__ import annotations

import argparse
import sys

from . import batch, trec

_EPILOG_HEAD = """\
measures (-m; repeat it, or give a family with cutoffs as trec_eval does: -m P.5,10):
"""

_EPILOG_TAIL = """
Output lines are 'measure<TAB>query<TAB>value', the 'all' lines last, exactly
as trec_eval prints them. Documents are ordered by score, ties by docno in
decreasing order (trec_eval's rule); the rank column of the run is ignored.
Queries only in the run are ignored; queries only in the qrels too, unless -c.
"""


def _epilog() -> str:
    rows = []
    for f in batch.FAMILIES.values():
        name = f"{f.name}_K" if f.cutoffs else f.name
        origin = "" if f.trec_eval else "  [not in trec_eval]"
        rows.append(f"  {name:<22} {f.help}{origin}")
    default = " ".join(batch.DEFAULT_MEASURES)
    return _EPILOG_HEAD + "\n".join(rows) + f"\n\n  default: {default}\n" + _EPILOG_TAIL


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m metrics",
        description="Evaluate a TREC run against TREC qrels, printing trec_eval's format.",
        epilog=_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("qrels", help="judgments: 'qid 0 docno grade' per line")
    parser.add_argument(
        "run", help="ranking: 'qid Q0 docno rank score tag' per line; '-' reads standard input"
    )
    parser.add_argument("-q", action="store_true", help="also print one line per query")
    parser.add_argument(
        "-m", action="append", metavar="MEASURE", help="measure to print (repeatable)"
    )
    parser.add_argument(
        "-c", action="store_true",
        help="average over every query in the qrels (missing ones score 0)",
    )  # fmt: skip
    parser.add_argument(
        "--float32-scores", action="store_true",
        help="read scores as single-precision floats, as trec_eval 9.x, pytrec_eval and "
        "ir-measures do (near-equal scores then tie); the default is trec_eval 10.0's doubles",
    )  # fmt: skip
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        measures = batch.parse_measures(args.m)
        qrels = trec.read_qrels(trec.load(args.qrels))
        source = (
            trec.load(sys.stdin.buffer.read(), "standard input")
            if args.run == "-"
            else trec.load(args.run)
        )
        run = trec.read_run(source)
        table, summary = batch.evaluate(
            qrels, run, measures, complete=args.c, float32_scores=args.float32_scores
        )
    except ValueError as err:  # TrecFormatError is a ValueError
        print(f"python -m metrics: {err}", file=sys.stderr)
        return 2
    sys.stdout.write(batch.format_trec(table, summary, per_query=args.q))
    return 0

"""``python -m metrics QRELS RUN``: trec_eval's output, from this library.

Every measure of trec_eval 10.0 (``-m all_trec``; ``-m qrels_jg`` with
``-R qrels_jg``; ``-m all_prefs`` with ``-R prefs`` or ``-R qrels_prefs``)
and its options ``-q -c -n -l -M -N -J -R -Z``, printed byte for byte as
trec_eval prints them, plus the measures trec_eval lacks (each described once
in :mod:`metrics.measures`). A request the vectorised engine has every
measure of runs there, reading the files without pandas; anything else goes
through the router (:mod:`metrics.evaluator.router`), which gives each
measure to the engine that has it.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import os
import signal
import sys

from .. import judged
from ..measures import MEASURES, NICKNAMES
from . import files, output, per_query, requests, vectorised
from .requests import measure_name

#: The trec_eval whose measures, options and output this reproduces.
TREC_EVAL_VERSION = "10.0"

_EPILOG_HEAD = """\
measures (-m; repeat it; parameters after a dot as trec_eval takes them:
-m P.5,10  -m iprec_at_recall..25,.5  -m ndcg.1=3,2=9  -m utility.2,-1,0,0;
ir-measures' names work too: -m nDCG@10 -m AP -m "P(rel=2)@5" with -l2):
"""

_EPILOG_TAIL = """
Output lines are 'measure<TAB>query<TAB>value', the 'all' lines last, exactly
as trec_eval prints them. Documents are ordered by score, ties by docno in
decreasing order (trec_eval's rule); the rank column of the run is ignored,
and so is any text after the tag. Queries only in the run are ignored; queries
only in the qrels too, unless -c (trec_eval 9's rule; trec_eval 10.0 stops
with an error there).

Where this differs from trec_eval 10.0, and why (inputs in docs/command-line.md):
  NaN, nan, NA, null, N/A, #N/A, 1.#IND, 2,5 as a score or grade
                   refused, naming file, line and field, exit 2: trec_eval's
                   atof reads them as NaN, 0 or a number's beginning, silently
  -M below 0       refused, exit 2: trec_eval crashes (segmentation fault)
  -m rbp, grades above 1
                   gains scaled by their true minimum and maximum: trec_eval's
                   m_rbp.c reads both before setting them (results vary)
  ' #q2 ...' (spaces, then #)
                   a comment in both files: trec_eval skips it in the run only
  dcg, ideal_dcg and ndcg with parameters together
                   every line printed: trec_eval frees their block twice
  a query only in the qrels, without -c
                   skipped (trec_eval 9's rule): trec_eval 10.0 stops, exit 4
  a UTF-8 byte-order mark, or UTF-16
                   read as text: trec_eval takes the mark as part of a query id
  measures marked [not in trec_eval] above
                   conventions other tools use, named for who computes them
  --float32-scores reads scores as trec_eval 9.x (pytrec_eval) does
"""


def _epilog() -> str:
    rows = []
    for m in MEASURES.values():
        name = {"cut_long": f"{m.name}.K", "cut_double": f"{m.name}.F"}.get(m.kind, m.name)
        origin = "" if m.in_trec_eval else "  [not in trec_eval]"
        rows.append(f"  {name:<22} {m.short}{origin}")
    nick = "\n".join(f"  {k:<22} {' '.join(v)}" for k, v in NICKNAMES.items())
    return (
        _EPILOG_HEAD + "\n".join(rows) + "\n\nnicknames:\n" + nick
        + "\n\n  default: official\n" + _EPILOG_TAIL
    )  # fmt: skip


#: The console script ``pip install`` makes (pyproject.toml's [project.scripts]).
CONSOLE_SCRIPT = "ranking-metrics"


def program_name() -> str:
    """How the command was started, for its usage and messages: the console
    script's own name, else ``python -m`` and the package's name as imported
    (``metrics`` in a checkout, ``ranking_metrics_lessons`` once installed)."""
    started = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    package = __package__.partition(".")[0]
    return CONSOLE_SCRIPT if started == CONSOLE_SCRIPT else f"python -m {package}"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=program_name(),
        description="Evaluate a TREC run against TREC qrels, printing trec_eval's format.",
        epilog=_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("qrels", nargs="?", help="judgments: 'qid 0 docno grade' per line")
    parser.add_argument(
        "run", nargs="?",
        help="ranking: 'qid Q0 docno rank score tag' per line; '-' reads standard input",
    )  # fmt: skip
    parser.add_argument(
        "--describe", metavar="MEASURE", action="append",
        help="print a measure's formula, its rule for degenerate input and who computes it",
    )  # fmt: skip
    parser.add_argument(
        "--explain", metavar="NUMBER_OR_FILE", action="append",
        help="name the tools, then the conventions, under which a number another tool printed "
        "for one -m measure comes out of these files (repeatable, e.g. --explain 0.41 --explain "
        "0.52 -m map_cut.10): every AP divisor, cutoff, tie order, score precision, relevance "
        "level, view of unretrieved items and rule for empty queries, queries the run lacks "
        "and queries only the run has is tried; a FILE is a tool's per-query output "
        "(trec_eval -q, qid,value CSV, pytrec_eval's JSON), explained query by query",
    )  # fmt: skip
    parser.add_argument(
        "-v", "--version", action="store_true",
        help="print which trec_eval this reproduces (on standard error, as trec_eval does), and stop",
    )  # fmt: skip
    parser.add_argument(
        "-q",
        "--query_eval_wanted",
        dest="q",
        action="store_true",
        help="also print one line per query",
    )
    parser.add_argument(
        "-m", "--measure", dest="m", action="append", metavar="MEASURE",
        help="measure to print (repeatable)",
    )  # fmt: skip
    parser.add_argument(
        "-c", "--complete_rel_info_wanted", dest="c", action="store_true",
        help="average over every query in the qrels (missing ones score 0)",
    )  # fmt: skip
    parser.add_argument(
        "-n", "--nosummary", dest="n", action="store_true", help="no summary ('all') lines"
    )
    parser.add_argument(
        "-l", "--level_for_rel", dest="l", type=int, default=1, metavar="LEVEL",
        help="lowest grade that counts as relevant (default 1)",
    )  # fmt: skip
    parser.add_argument(
        "-M", "--Max_retrieved_per_topic", dest="M", type=int, default=judged.MAX_DOCS, metavar="N",
        help="use only the first N documents of each ranking",
    )  # fmt: skip
    parser.add_argument(
        "-N", "--Number_docs_in_coll", dest="N", type=int, default=0, metavar="N",
        help="documents in the collection (for utility's last coefficient)",
    )  # fmt: skip
    parser.add_argument(
        "-J", "--Judged_docs_only", dest="J", action="store_true",
        help="judged documents only: drop documents not in the qrels before ranking",
    )  # fmt: skip
    parser.add_argument(
        "-R", "--Rel_info_format", dest="R", default="qrels", metavar="FORMAT",
        choices=("qrels", "qrels_jg", "prefs", "qrels_prefs"),
        help="the judgments' format: 'qrels' (default); 'qrels_jg', whose second column names "
        "a judgment group (one judge), for -m qrels_jg (map_avgjg, P_avgjg, Rprec_mult_avgjg); "
        "'prefs' ('qid jg jsg docno rel_level') or 'qrels_prefs' (qrels read as preferences), "
        "for -m all_prefs (the prefs_* measures)",
    )  # fmt: skip
    parser.add_argument(
        "-Z", "--Zscore", dest="Z", metavar="ZSCORE_FILE",
        help="print Z-scores instead of raw values: each query's value minus the mean, divided "
        "by the standard deviation, both read from ZSCORE_FILE ('qid measure mean stddev' per "
        f"line); a value without them prints {per_query.MISSING_ZSCORE:.0f}",
    )  # fmt: skip
    parser.add_argument(
        "-T", "--Results_format", dest="T", default="trec_results", metavar="FORMAT",
        choices=("trec_results",),
        help="the run's format: 'trec_results', the only one trec_eval 10.0 has",
    )  # fmt: skip
    parser.add_argument(
        "-o", action="store_true",
        help="accepted and ignored, as trec_eval 10.0 does (its old output format is gone)",
    )  # fmt: skip
    parser.add_argument(
        "--float32-scores", action="store_true",
        help="behave as trec_eval 9.x, inside pytrec_eval and ir-measures: scores read as "
        "single-precision floats (near-equal scores then tie), and iprec_at_recall / 11pt_avg "
        "turn a recall level f into int(f*R + 0.9) relevant documents, not 10.0's round(f*R)",
    )  # fmt: skip
    return parser


def _trec_names(specs: list[str] | None, level: int) -> list[str] | None:
    """ir-measures' names (``nDCG@10``, ``AP``, ``P(rel=2)@5``) in trec_eval's
    spelling; a ``rel=`` must be the run's ``-l``, which applies to every measure."""
    if specs is None:
        return None
    names = []
    for spec in specs:
        name, rel = measure_name(spec)
        if rel is not None and rel != level:
            raise ValueError(
                f"measure {spec!r}: rel={rel} differs from the relevance level -l {level}; "
                f"give -l{rel} (it applies to every measure)"
            )
        names.append(name)
    return names


def release_freed_memory() -> None:
    """Have glibc hand large freed buffers back to the system at once.

    glibc raises its mmap threshold each time a big buffer is freed (up to
    32 MiB), after which arrays of a few MB come from the heap and stay with
    the process when freed: on a 5-million-line run that added about 100 MB
    to the peak. Fixing the threshold at glibc's initial 128 KiB keeps the
    peak close to what is in use, for a few percent of time. Does nothing
    where the C library is not glibc.
    """
    _mmap_threshold(128 * 1024)


def reuse_freed_memory() -> None:
    """Once the engine's shared columns are built (the peak of reading and
    matching is past), let glibc keep freed buffers of up to 256 MiB for
    reuse: the measures allocate and free many arrays of the run's length,
    and each fresh one costs the system a page fault per 4 KiB. Measured
    under ``-m all_trec``: 10,000 × 100 from 1.8 s to 1.3–1.5 s, 2,000 ×
    5,000 from 10.6 s to 9.3 s, for 10–20 MB more at the peak.

    A run smaller than :data:`~metrics.evaluator.files.SMALL_FILE_BYTES`
    keeps them from the end of reading on: 10,000 × 100 with tied scores
    0.70 → 0.60 s, for 25 MB more (230 MB); on 5 million lines it would
    have been 90 MB more, past the memory goal there."""
    _mmap_threshold(256 * 1024 * 1024, trim=512 * 1024 * 1024)


def _mmap_threshold(size: int, trim: int | None = None) -> None:
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.mallopt(-3, size)  # M_MMAP_THRESHOLD
        if trim is not None:
            libc.mallopt(-1, trim)  # M_TRIM_THRESHOLD: freed memory kept at the heap's top
    except (OSError, AttributeError):
        pass


def read_columns(
    qrels: files.Source, run: files.Source, float32_scores: bool = False
) -> tuple[files.Columns, files.Columns]:
    """Both files as the vectorised engine's columns. A well-formed file
    separated by single spaces (the common case) is read by Arrow alone,
    without pandas, and its bytes are let go as soon as it is read; any other
    file goes through :mod:`metrics.evaluator.readers`, which say what is wrong."""
    out = []
    for kind, value, source in (("qrels", "grade", qrels), ("run", "score", run)):
        columns = files.read_columns(source, kind)
        if columns is None:
            from . import readers

            reader = readers.read_qrels if kind == "qrels" else readers.read_run
            columns = vectorised.frame_columns(reader(source), value)
        source.release()  # the file's bytes: not needed any more (a run can be large)
        out.append(columns)
    if float32_scores:
        out[1].value = files.single_precision(out[1].value)
    return out[0], out[1]


def main(argv: list[str] | None = None) -> int:
    release_freed_memory()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.version:
        print(f"{parser.prog}: trec_eval version {TREC_EVAL_VERSION}", file=sys.stderr)
        return 0
    if args.describe:
        try:
            print("\n\n".join(requests.describe(name) for name in args.describe))
        except ValueError as err:
            print(f"{parser.prog}: {err}", file=sys.stderr)
            return 2
        return 0
    if args.run is None:
        parser.error("the qrels and run files are required")
    if args.explain:
        return _explain(parser, args)
    if args.M < 0:  # trec_eval segfaults on a negative -M
        parser.error(f"argument -M/--Max_retrieved_per_topic: {args.M} is below 0")
    options = judged.Options(
        level=args.l, max_docs=args.M, judged_only=args.J, num_docs_in_coll=args.N,
        complete=args.c, version9=args.float32_scores, judgment_groups=args.R == "qrels_jg",
        preferences=args.R in ("prefs", "qrels_prefs"),
    )  # fmt: skip
    try:
        wanted = requests.parse_requests(_trec_names(args.m, args.l))
        requests.check_format(wanted, options)
        note = requests.hidden_parameters(wanted)
        if note:
            print(f"{parser.prog}: note: {note}", file=sys.stderr)
        zscores = None
        if args.Z is not None:
            from . import readers

            zscores = readers.read_zscores(args.Z)
        # Z-scores are taken query by query, before averaging: per-query engine.
        columns = vectorised.vectorised_columns(wanted, options) if zscores is None else None
        if columns is not None and not args.q:  # relstring prints per query only: not asked
            columns = [c for c in columns if vectorised.measure_of(c).average != "none"]
        qrels = files.load(args.qrels)
        source = (
            files.load(sys.stdin.buffer.read(), "standard input")
            if args.run == "-"
            else files.load(args.run)
        )
        run_id = files.run_tag(source)
        wants_id = any(r.measure.name == "runid" for r in wanted)
        if columns is not None:
            small = len(source.data) < files.SMALL_FILE_BYTES
            read = read_columns(qrels, source, args.float32_scores)
            if small:  # time is the goal: freed buffers kept for reuse from here
                reuse_freed_memory()
            qids, values, summary = vectorised.evaluate_columns(
                *read, columns, options, built=None if small else reuse_freed_memory,
            )  # fmt: skip
            output.write_columns(
                sys.stdout, qids, values, summary, per_query=args.q, summary_lines=not args.n,
                run_id=run_id if wants_id else None,
            )  # fmt: skip
        else:
            from . import readers  # pandas: only for the per-query engine
            from .router import evaluate_requests

            if options.preferences:
                judgments = readers.read_prefs(qrels, qrels=args.R == "qrels_prefs")
            else:
                judgments = readers.read_qrels(qrels, groups=options.judgment_groups)
            run = readers.read_run(source)
            qrels.release()  # the files' bytes: read
            source.release()
            if args.float32_scores:
                run = readers.single_precision_scores(run)

            def print_query(qid: str, values: list) -> None:  # as trec_eval: as it goes
                lines = output.format_results(
                    [(qid, values)], [], wanted, per_query_lines=True, zscore=zscores is not None
                )
                sys.stdout.write(lines)

            _, summary = evaluate_requests(
                judgments, run, wanted, options, run_id,
                emit=print_query if args.q else None, keep=False, zscores=zscores,
            )  # fmt: skip
            sys.stdout.write(
                output.format_results(
                    [],
                    summary,
                    wanted,
                    per_query_lines=False,
                    summary_lines=not args.n,
                    zscore=zscores is not None,
                )  # fmt: skip
            )
    except ValueError as err:  # TrecFormatError is a ValueError
        print(f"{parser.prog}: {err}", file=sys.stderr)
        return 2
    return 0


def _explain(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """``--explain``: the conventions behind each number, as text."""
    if not args.m or len(args.m) != 1:
        parser.error("--explain needs one measure: -m map, map_cut.10, P.10, ndcg_cut.10, "
                     "recip_rank or recall.100")  # fmt: skip
    from . import readers
    from .explain import explain_numbers
    from .explain_queries import explain_queries, queries_text, read_per_query

    # A file among the numbers is a tool's per-query output (trec_eval -q,
    # qid,value, pytrec_eval's JSON...): explained query by query, first.
    outputs = [e for e in args.explain if os.path.isfile(e)]
    numbers = [e for e in args.explain if e not in outputs]
    try:
        run = readers.read_run(
            files.load(sys.stdin.buffer.read(), "standard input") if args.run == "-" else args.run
        )
        qrels = readers.read_qrels(args.qrels)
        said = []
        for path in outputs:
            with open(path, "rb") as handle:
                given = read_per_query(handle.read(), args.m[0])
            said.append(
                f"{path}:\n" + queries_text(explain_queries(qrels, run, given, args.m[0]), given)
            )
        answer = explain_numbers(qrels, run, " ".join(numbers) if numbers else (), args.m[0])
    except ValueError as err:
        print(f"{parser.prog}: {err}", file=sys.stderr)
        return 2
    print("\n\n".join([*said, answer.text()]))
    return 0


def run(argv: list[str] | None = None) -> int:
    """:func:`main`, quiet when standard output closes early (``| head``):
    the rest of the output is dropped, as trec_eval's is, with no traceback,
    and the exit status is a shell's for a process ended by SIGPIPE (141),
    trec_eval's there, which ``set -o pipefail`` scripts look for."""
    try:
        code = main(argv)
        sys.stdout.flush()
    except BrokenPipeError:
        # Python would try to flush stdout again at exit and print a warning.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 128 + getattr(signal, "SIGPIPE", 13)
    return code

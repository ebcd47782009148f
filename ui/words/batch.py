"""Words of the batch page (your own files)."""

T = {
    "title": "Your own data: judgments and runs",
    "intuition": (
        "Upload relevance judgments and one or two runs. Every number here is exactly what "
        "`python -m metrics` prints for the same files — and so what trec_eval prints, query by query."
    ),
    "formats": (
        "**Formats.** TREC qrels (`qid 0 docno grade`) and TREC runs (`qid Q0 docno rank score tag`; "
        "the rank column is ignored, documents are ordered by score), or CSV with a header: "
        "`query,item,grade` for judgments, `query,item,score` or `query,item,rank` for runs."
    ),
    "judgments": "Judgments (qrels or CSV)",
    "run_a": "Run A",
    "run_b": "Run B (optional, to compare)",
    "use_samples": "Use the sample files",
    "samples_in_use": "Using the sample files: 30 queries, runs “bm25” (A) and “neural” (B).",
    "clear_samples": "Stop using the samples",
    "need_files": "Upload a judgments file and a run (or press “Use the sample files”) to start.",
    "measures": "Measures",
    "k": "Cutoff K for the measures that take one",
    "complete": "Average over every judged query (queries missing from the run score 0; trec_eval -c)",
    "working": "Reading and evaluating…",
    "too_big": "{name} is {size:,} bytes; the largest file accepted is {limit:,} bytes.",
    "error": "{message}",
    "kept": "Showing the last results that could be computed.",
    "only_run": "{n} quer{ies} only in the run {name} were ignored, as trec_eval does: {list}",
    "only_judged": "{n} quer{ies} only in the judgments were ignored (tick “average over every judged query” to count them as 0): {list}",
    "summary_heading": "Means over {n:,} queries",
    "trec_heading": "The same numbers in trec_eval's format",
    "per_query_heading": "Every query (click a column header to sort)",
    "download": "Download this table as CSV",
    "distribution_heading": "How each measure is spread over the queries",
    "distribution_pick": "Measure",
    "distribution_x": "value",
    "distribution_y": "queries",
    "worst_heading": "The worst queries",
    "worst_caption": "Open a query's ranking in the lessons to see, rank by rank, why it scores so low.",
    "col_query": "query",
    "col_value": "value",
    "col_link": "open in the lessons",
    "link_text": "open",
    "no_link": "Names with “,” “;” or “:” cannot be put in a link.",
    "link_note": "Links show the top {limit} documents; grades above 3 are shown as 3.",
    "compare_heading": "Run B against run A",
    "compare_pick": "Compare on",
    "wins": "B better",
    "ties": "tie",
    "losses": "A better",
    "mean_diff": "mean difference (B − A)",
    "diff_chart_x": "queries, sorted by difference",
    "diff_chart_y": "B − A",
    "t_test": "paired t-test: t = {t}, p = {p}",
    "randomization": "randomization test ({trials:,} random sign flips): p = {p}",
    "p_explained": (
        "**What p means.** If A and B were equally good, a mean difference at least as large as "
        "{diff} would appear by chance in about {pct} of repeated experiments. {verdict}"
    ),
    "verdict_small": "That is rare: the difference is unlikely to be luck.",
    "verdict_large": "That is not rare: these queries do not show a reliable difference.",
    "compare_none": "The two runs share fewer than 2 evaluated queries; nothing to compare.",
}

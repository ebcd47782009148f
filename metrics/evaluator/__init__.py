"""The trec_eval-compatible evaluator: ``python -m metrics`` and the Python API.

=================  ==========================================================
``files``          a file's bytes, its errors and Arrow's fast reader (no pandas)
``readers``        TREC qrels, runs, preferences and Z-scores into pandas frames
``uploads``        the upload page's files: TREC or CSV with a header
``preferences``    preference judgments against a ranking (``-R prefs``)
``requests``       ``-m`` arguments read into measures with parameters
``per_query``      the per-query engine: trec_eval's main loop
``vectorised``     the vectorised engine: every query at once, with numpy
``router``         each measure to the engine that has it
``output``         trec_eval's output format, for both engines
``cli``            the command line
``api``            ``evaluate(qrels, run, measures)``, as pytrec_eval's
``dropin``         pytrec_eval's ``RelevanceEvaluator``, ir-measures' ``calc_aggregate``
``disagreements``  where other tools would print other numbers for the files
=================  ==========================================================

The measures themselves are in :mod:`metrics.measures`; one query's ranking as
trec_eval sees it, and the options, in :mod:`metrics.judged`, below both.
"""

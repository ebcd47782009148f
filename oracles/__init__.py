"""The real tools, run as oracles of the registry of tools
(:mod:`metrics.tools`): not part of the app or the library (they import
pytrec_eval, ir-measures, ranx, scikit-learn, ml_metrics and torchmetrics,
which only the tests and ``scripts/record_tools.py`` install).

``runners``   each tool run on the corpus as its users call it
``installs``  tools that need a Python of their own (ml_metrics, torchmetrics)
"""

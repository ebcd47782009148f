"""Entry point of ``python -m metrics``: the trec_eval-compatible command line."""

import sys

from .evaluator.cli import run

sys.exit(run())

#!/usr/bin/env bash
# The browser tests on a busy machine (not part of CI): both cores kept busy
# by a CPU hog (Debian's stress-ng), the browser tests run RUNS times (3) the
# way the suite runs them, and each run's closing line printed.
# A test that fails here fails by chance: fix what it waits for, never retry it.
# Usage: bash scripts/load-check.sh [extra pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-3}"

if ! command -v stress-ng >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null 2>&1 \
      || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null)
  else
    echo "load-check: needs stress-ng (apt-get install stress-ng)" >&2
    exit 2
  fi
fi

stress-ng --cpu "$(nproc)" --quiet &
hog=$!
trap 'kill "$hog" 2>/dev/null || true' EXIT

failed=0
for run in $(seq "$RUNS"); do
  log="test-artifacts/load-check-$run.log"
  mkdir -p test-artifacts
  started=$SECONDS
  if bash scripts/test.sh -m browser -p no:cacheprovider -q "$@" >"$log" 2>&1; then
    verdict=passed
  else
    verdict=FAILED
    failed=$((failed + 1))
  fi
  echo "run $run of $RUNS under load: $verdict in $((SECONDS - started)) s: $(tail -n 1 "$log")"
  grep -E '^(FAILED|ERROR) ' "$log" || true
done
echo "$((RUNS - failed)) of $RUNS runs passed with $(nproc) CPU hogs"
[ "$failed" = 0 ]

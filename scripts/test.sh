#!/usr/bin/env bash
# The one test command: installs what the tests need, then runs every test
# (library, doctests, AppTest pages and headless-Chromium browser tests).
# Usage: bash scripts/test.sh [extra pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -m pip install --quiet --disable-pip-version-check -r requirements-test.txt

# A Chromium for the browser tests: an existing one, else Debian's package
# (as root with apt-get), else Playwright's own download.
find_chromium() {
  for c in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -n "$c" ] && [ -x "$c" ]; then echo "$c"; return 0; fi
  done
  return 1
}
if ! find_chromium >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    python3 -m playwright install chromium
  fi
fi

python3 -m ruff check .
python3 -m ruff format --check .
python3 -m pytest "$@"

#!/usr/bin/env bash
# The one test command: installs what the tests need, then runs every test
# (library, doctests, AppTest pages and headless-Chromium browser tests).
# Usage: bash scripts/test.sh [extra pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -m pip install --quiet --disable-pip-version-check -r requirements-test.txt
# ranx compiles its kernels on first use (about 55 CPU-s on a new machine),
# in every pytest process that gets there before another has kept them:
# compile them once, now, beside the installs below (oracles/warm.py;
# nothing to do once kept). It holds the lock the tests' ranx waits on.
warming=""
if command -v flock >/dev/null; then  # util-linux's; without it the tests compile
  exec 9>"$(python3 -c "from oracles.warm import LOCK; print(LOCK)")"
  flock -x 9
  python3 -m oracles.warm >/dev/null 2>&1 &
  warming=$!
  exec 9>&-  # the lock stays with the warm-up until it ends
fi

# Debian's packages, as root or through passwordless sudo, where apt-get is.
APT=""
if command -v apt-get >/dev/null; then
  if [ "$(id -u)" = 0 ]; then APT="env DEBIAN_FRONTEND=noninteractive apt-get"
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    APT="sudo -n env DEBIAN_FRONTEND=noninteractive apt-get"
  fi
fi
apt_install() {  # apt_install PACKAGE...: quietly, updating the index once if needed
  $APT install -y -qq "$@" >/dev/null 2>&1 \
    || ($APT update -qq && $APT install -y -qq "$@" >/dev/null)
}

# A Chromium for the browser tests: an existing one, else Debian's package,
# else Playwright's own download.
find_chromium() {
  for c in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -n "$c" ] && [ -x "$c" ]; then echo "$c"; return 0; fi
  done
  return 1
}
if ! find_chromium >/dev/null; then
  if [ -n "$APT" ]; then
    echo "Installing Debian's chromium for the browser tests…"
    apt_install chromium || python3 -m playwright install chromium
  else
    python3 -m playwright install chromium
  fi
fi
# A font with Hangul, so Korean shows in the browser tests' screenshots and
# in exported charts (Debian's fonts-nanum), where it can be installed.
# (fc-list is absent where fontconfig is not installed: ask dpkg too.)
if ! fc-list 2>/dev/null | grep -qi "nanum\|cjk" && ! dpkg -s fonts-nanum >/dev/null 2>&1; then
  if [ -n "$APT" ]; then
    echo "Installing a Hangul font (fonts-nanum)…"
    apt_install fonts-nanum \
      || echo "Could not install fonts-nanum: Korean may show as boxes in screenshots."
  fi
fi

# A C compiler and make, to build trec_eval 10.0 from its source for the
# oracle tests (tests/test_trec_eval_binary.py).
if ! command -v cc >/dev/null || ! command -v make >/dev/null; then
  if [ -n "$APT" ]; then
    echo "Installing gcc and make to build trec_eval for the oracle tests…"
    apt_install gcc make libc6-dev
  fi
fi

# A PostgreSQL server for the rooms' store tests (tests/postgres.py starts
# one of its own from Debian's postgresql; nothing is configured system-wide).
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null; then
  if [ -n "$APT" ]; then
    echo "Installing Debian's postgresql for the rooms' store tests…"
    apt_install postgresql
  fi
fi

python3 -m ruff check .
python3 -m ruff format --check .
# One pytest process per core and one more (at most five), each with one app
# server and one Chromium for its browser tests; a module with an expensive
# environment of its own is kept in one process (xdist_group). Browser tests
# wait on the app and the browser as well as compute: with one process per
# core, 12 % of two cores stayed idle over a run (803 s); with three, 2 %
# (762 s), and four gave no more (761 s).
cores=$(nproc 2>/dev/null || echo 2)
workers=$(( cores + 1 < 5 ? cores + 1 : 5 ))
python3 -m pytest --numprocesses="$workers" --dist=loadgroup "$@"
if [ -n "$warming" ]; then wait "$warming" || true; fi  # long ended: the tests' ranx waited for it

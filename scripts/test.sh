#!/usr/bin/env bash
# Runs the checks and tests on a fresh machine, installing what they need.
#
#   bash scripts/test.sh           every test: set-up, one build of dist/, format/lint/type checks,
#                                  then pytest in parallel (one worker per core, one browser per worker)
#   bash scripts/test.sh --quick   the edit loop: no browser, no slow tests, no build (after set-up)
#   bash scripts/test.sh --deep    every test, the property tests and fuzzers at full depth
#
# Any other argument goes to pytest (for example `-k redaction` or a test file). The run ends with
# its 15 slowest tests. CI (.ci/run) calls the first form.
set -euo pipefail
cd "$(dirname "$0")/.."

MODE=full
ARGS=()
for arg in "$@"; do
  case "$arg" in
    --quick) MODE=quick ;;
    --deep) MODE=deep ;;
    *) ARGS+=("$arg") ;;
  esac
done

PY=${PYTHON:-python3}
VENV=.venv

if [ ! -x "$VENV/bin/python" ]; then
  echo "== creating $VENV"
  "$PY" -m venv "$VENV"
fi
# Install only when the pins changed since the last install: the edit loop should not pay for pip.
STAMP="$VENV/.installed-$(cat requirements.lock pyproject.toml | sha256sum | cut -c1-16)"
if [ ! -f "$STAMP" ]; then
  echo "== installing pinned packages (requirements.lock)"
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check -r requirements.lock
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-deps --no-build-isolation -e .
  rm -f "$VENV"/.installed-*
  touch "$STAMP"
fi

PYTEST=("$VENV/bin/python" -m pytest -n "${SAFE_AGENT_WORKERS:-auto}" --dist loadscope --durations=15)

echo "== ruff format --check"
"$VENV/bin/ruff" format --check .
echo "== ruff check"
"$VENV/bin/ruff" check .

if [ "$MODE" = quick ]; then
  echo "== pytest (quick: no browser, no slow tests)"
  exec "${PYTEST[@]}" -m "not e2e and not slow" "${ARGS[@]}"
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "== installing Debian's chromium (browser tests)"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

echo "== building dist/ (once; the browser tests serve it)"
"$VENV/bin/python" build.py
export SAFE_AGENT_DIST="$PWD/dist"

echo "== mypy (core, strict)"
"$VENV/bin/python" -m mypy

if [ "$MODE" = deep ]; then
  export HYPOTHESIS_PROFILE=deep
fi
echo "== pytest ($MODE; Hypothesis profile ${HYPOTHESIS_PROFILE:-ci})"
exec "${PYTEST[@]}" "${ARGS[@]}"

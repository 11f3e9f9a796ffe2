#!/usr/bin/env bash
# Runs every check and test on a fresh machine: installs what it needs (venv, pinned packages,
# Debian's Chromium), builds dist/, then format check, lint, type check and the whole pytest suite.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
VENV=.venv

if [ ! -x "$VENV/bin/python" ]; then
  echo "== creating $VENV"
  "$PY" -m venv "$VENV"
fi
echo "== installing pinned packages (requirements.lock)"
"$VENV/bin/python" -m pip install -q --disable-pip-version-check -r requirements.lock
"$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-deps --no-build-isolation -e .

if [ ! -x /usr/bin/chromium ]; then
  echo "== installing Debian's chromium (browser tests)"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

echo "== building dist/"
"$VENV/bin/python" build.py

echo "== ruff format --check"
"$VENV/bin/ruff" format --check .
echo "== ruff check"
"$VENV/bin/ruff" check .
echo "== mypy (core, strict)"
"$VENV/bin/python" -m mypy
echo "== pytest"
"$VENV/bin/python" -m pytest "$@"

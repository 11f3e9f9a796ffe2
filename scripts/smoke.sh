#!/usr/bin/env bash
# Smoke-tests a built dist/ (for the exnulla-demos CI): serves it on loopback with a plain static
# server and checks, in Chromium, top level and both sandboxed iframe embeddings.
# Usage: bash scripts/smoke.sh [PATH_TO_DIST]   (default: ./dist, built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
DIST=${1:-dist}
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -r requirements.lock
.venv/bin/python -m pip install -q --disable-pip-version-check --no-deps --no-build-isolation -e .
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
[ -f "$DIST/index.html" ] || .venv/bin/python build.py --out "$DIST"
SAFE_AGENT_DIST="$(cd "$DIST" && pwd)" .venv/bin/python -m pytest -q -p no:cacheprovider tests/e2e/test_smoke.py

"""Build dist/: a self-contained, offline, reproducible static site that runs the core in Pyodide.

Usage (stdlib only, Python 3.11+):
    python3 build.py            build dist/
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py --check    verify dist/ against its manifest.json

Everything from outside the repo (the npm package `pyodide`, the wheels) is pinned by sha256 in
web.lock.json and cached in .cache/, so a rebuild works offline. Same sources give the same bytes.

This file is the entry point only: the build lives in the package `buildlib/` (one module per
step; see its `__init__`). Imported as a module, it offers every public name of that package.
"""

from __future__ import annotations

import sys
from pathlib import Path

if str(Path(__file__).resolve().parent) not in sys.path:  # imported from elsewhere (tests, bench)
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from buildlib import *  # noqa: F403  (after the path is set)
from buildlib.cli import main

if __name__ == "__main__":
    sys.exit(main())

"""Build dist/: a self-contained, offline, reproducible static site that runs the core in Pyodide.

Usage (stdlib only, Python 3.11+):
    python3 build.py            build dist/
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py --check    verify dist/ against its manifest.json, and static-data.js's
                                build-time answers against what the sources give

Everything from outside the repo (the npm package `pyodide`, the wheels) is pinned by sha256 in
web.lock.json and cached in .cache/, so a rebuild works offline. Same sources give the same bytes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from buildlib.check import check_answers, check_dist
from buildlib.common import DIST_DIR, BuildError
from buildlib.dist import build, size_report
from buildlib.serve import serve


def main(argv: list[str] | None = None) -> int:
    """Command line: build (default), serve, or --check."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("command", nargs="?", choices=("build", "serve"), default="build")
    parser.add_argument("--out", type=Path, default=DIST_DIR, help="output folder (dist/)")
    parser.add_argument("--check", action="store_true", help="verify dist/ against its manifest")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--no-build", action="store_true", help="serve without building first")
    args = parser.parse_args(argv)
    try:
        if args.check:
            problems = check_dist(args.out) + check_answers(args.out)
            for problem in problems:
                print(problem, file=sys.stderr)
            print(
                "dist/ matches its manifest, and its build-time answers match the sources"
                if not problems
                else f"{len(problems)} problem(s)"
            )
            return 1 if problems else 0
        if not (args.command == "serve" and args.no_build):
            files = build(args.out)
            sizes = size_report(files)
            print(
                f"built {args.out}: {len(files) + 1} files, "
                f"{sizes['raw'] / 1e6:.1f} MB raw, {sizes['gzip'] / 1e6:.1f} MB gzip"
            )
        if args.command == "serve":
            serve(args.out, args.host, args.port)
    except BuildError as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 2
    return 0

"""The build of dist/, in small modules (standard library only); `build.py` is its command line.

- `common`: paths, `BuildError`, hashes, deterministic zips and JSON
- `pins`: download and verify what web.lock.json pins (Pyodide, wheels, Node.js), cached in .cache/
- `bytecode`: what the first runs import, compiled by the pinned Pyodide under Node (tools/pyc.mjs)
- `stdlib`: the trimmed standard library, and the check that nothing shipped imports what it lacks
- `sitepackages`: site assembly (wheels, the core less `core/host/`, presets); no network code
- `page`: web/ with its CSP, meta.json's fields, static-data.js
- `payloads`: the classic-script payloads for the sandboxed (opaque-origin) boot
- `dist`: the build itself (every file of dist/) and writing it
- `check`: manifest.json and `--check`
- `serve`: the static server and the lab's embed page
- `cli`: `python3 build.py [serve] [--check]`

This package re-exports every public name of those modules, so `build.<name>` keeps working for
code that imports build.py as a module.
"""

from __future__ import annotations

from buildlib.bytecode import (
    PYC_TOOL,
    WARM_UP,
    Bytecode,
    compile_bytecode,
    node_said,
    with_bytecode,
)
from buildlib.check import check_answers, check_dist, manifest_of
from buildlib.cli import main
from buildlib.common import (
    CACHE_DIR,
    DIST_DIR,
    LOCK_PATH,
    PACKED_SUFFIX,
    PACKED_ZIPS,
    PYODIDE_DIR,
    ROOT,
    RUNTIME_FILES,
    SITE_ZIP,
    STDLIB_ZIP,
    ZIP_DATE,
    BuildError,
    deterministic_zip,
    pack,
    sha256_hex,
    stable_json,
    unpack,
)
from buildlib.dist import build, build_answers, build_files, size_report, write_dist
from buildlib.page import (
    CSP,
    META_BASE,
    fill_html,
    load_presets,
    project_version,
    source_commit,
    static_answers,
    static_data_js,
    web_files,
)
from buildlib.payloads import (
    PAYLOAD_BINARY,
    PAYLOAD_FILES,
    PAYLOAD_PART_BYTES,
    latin1_literal,
    payload_scripts,
)
from buildlib.pins import fetch_pinned, load_lock, node_binary, pyodide_runtime, pyodide_tree
from buildlib.serve import EMBED_PAGE, QuietServer, StaticHandler, make_server, serve
from buildlib.sitepackages import (
    CORE_HOST_DIR,
    CORE_HOST_ENTRY,
    FORBIDDEN_IMPORT,
    FORBIDDEN_PATTERNS,
    WHEEL_EXCLUDE,
    WHEEL_LEFT_OUT,
    WHEEL_UNREACHABLE,
    check_no_network,
    site_packages,
    source_entries,
    wheel_entries,
    wheel_module_removed,
)
from buildlib.stdlib import (
    STDLIB_ENCODINGS,
    STDLIB_REMOVE,
    STDLIB_REMOVED_NAMES,
    STDLIB_UNREACHABLE_IMPORTS,
    imported_modules,
    module_of,
    removed_imports,
    stdlib_removed,
    trim_stdlib,
)

__all__ = [
    "CACHE_DIR",
    "CORE_HOST_DIR",
    "CORE_HOST_ENTRY",
    "CSP",
    "DIST_DIR",
    "EMBED_PAGE",
    "FORBIDDEN_IMPORT",
    "FORBIDDEN_PATTERNS",
    "LOCK_PATH",
    "META_BASE",
    "PACKED_SUFFIX",
    "PACKED_ZIPS",
    "PAYLOAD_BINARY",
    "PAYLOAD_FILES",
    "PAYLOAD_PART_BYTES",
    "PYC_TOOL",
    "PYODIDE_DIR",
    "ROOT",
    "RUNTIME_FILES",
    "SITE_ZIP",
    "STDLIB_ENCODINGS",
    "STDLIB_REMOVE",
    "STDLIB_REMOVED_NAMES",
    "STDLIB_UNREACHABLE_IMPORTS",
    "STDLIB_ZIP",
    "WARM_UP",
    "WHEEL_EXCLUDE",
    "WHEEL_LEFT_OUT",
    "WHEEL_UNREACHABLE",
    "ZIP_DATE",
    "BuildError",
    "Bytecode",
    "QuietServer",
    "StaticHandler",
    "build",
    "build_answers",
    "build_files",
    "check_answers",
    "check_dist",
    "check_no_network",
    "compile_bytecode",
    "deterministic_zip",
    "fetch_pinned",
    "fill_html",
    "imported_modules",
    "latin1_literal",
    "load_lock",
    "load_presets",
    "main",
    "make_server",
    "manifest_of",
    "module_of",
    "node_binary",
    "node_said",
    "pack",
    "payload_scripts",
    "project_version",
    "pyodide_runtime",
    "pyodide_tree",
    "removed_imports",
    "serve",
    "sha256_hex",
    "site_packages",
    "size_report",
    "source_commit",
    "source_entries",
    "stable_json",
    "static_answers",
    "static_data_js",
    "stdlib_removed",
    "trim_stdlib",
    "unpack",
    "web_files",
    "wheel_entries",
    "wheel_module_removed",
    "with_bytecode",
    "write_dist",
]

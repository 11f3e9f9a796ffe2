"""Build dist/: a self-contained, offline, reproducible static site that runs the core in Pyodide.

Usage (stdlib only, Python 3.11+):
    python3 build.py            build dist/
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py --check    verify dist/ against its manifest.json

Everything from outside the repo (the npm package `pyodide`, the wheels) is pinned by sha256 in
web.lock.json and cached in .cache/, so a rebuild works offline. Same sources give the same bytes.
"""

from __future__ import annotations

import argparse
import base64
import functools
import gzip
import hashlib
import html
import http.server
import io
import json
import os
import re
import subprocess
import sys
import tarfile
import tomllib
import urllib.parse
import urllib.request
import zipfile
from collections.abc import Iterable
from pathlib import Path, PurePosixPath
from typing import ClassVar, NamedTuple

ROOT = Path(__file__).resolve().parent
LOCK_PATH = ROOT / "web.lock.json"
CACHE_DIR = ROOT / ".cache" / "downloads"
DIST_DIR = ROOT / "dist"

ZIP_DATE = (1980, 1, 1, 0, 0, 0)
PAYLOAD_PART_BYTES = 3 * 1024 * 1024
SITE_ZIP = "py/site.zip"
PYODIDE_DIR = "pyodide"
# Runtime files the page loads (pyodide-lock.json is only read at build time, for its `info`).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# Files the sandboxed (opaque-origin) boot receives through classic <script> payloads.
PAYLOAD_FILES = (
    "runtime/worker.js",
    *(f"{PYODIDE_DIR}/{name}" for name in RUNTIME_FILES),
    SITE_ZIP,
)
# The payload copy of a zip of text files is rewritten with stored (uncompressed) entries and
# carried as latin-1 strings: the server's gzip/brotli then compress across files, which beats
# per-entry deflate (python_stdlib.zip: 1.01 instead of 1.17 MB gzip). The fast path keeps the
# deflated zip, since a host may well not compress .zip responses; hosts do compress .js.
PAYLOAD_STORED = frozenset({f"{PYODIDE_DIR}/python_stdlib.zip"})
# Modules that are CLI-only or network-only: never shipped in the page.
# Parts of wheels the page never imports: pydantic's v1 compatibility layer, mypy plugin and
# experimental API, jsonschema's command line, annotated-types' test cases.
WHEEL_EXCLUDE = (
    "pydantic_core-2.50.4.dist-info/sboms/",
    "pydantic/v1/",
    "pydantic/mypy.py",
    "pydantic/experimental/",
    "jsonschema/cli.py",
    "jsonschema/__main__.py",
    "annotated_types/test_cases.py",
)
CORE_EXCLUDE = frozenset({"egress.py", "cli.py", "__main__.py"})
FORBIDDEN_PATTERNS = (
    re.compile(r"(^|/)safe_agent_network(/|$|\.)"),
    re.compile(r"(^|/)network/"),
    re.compile(r"(^|/)httpx(/|$|\.|-)"),
)
FORBIDDEN_IMPORT = re.compile(rb"^\s*(import|from)\s+(safe_agent_network|httpx)\b", re.MULTILINE)

# --- python_stdlib.zip, trimmed. Pyodide ships the whole standard library (2.5 MB deflated); the
# page runs one pure-Python pipeline in a worker with no network, no processes, no terminal and no
# GUI. These whole packages/modules are left out of the zip, by what they are for. Everything kept
# is what Pyodide's own start-up (`_pyodide`, `pyodide`), the wheels and `safe_agent` import, plus
# their module-level imports (build_files fails if a shipped .py imports a removed module, except
# the reviewed function-level imports in STDLIB_UNREACHABLE_IMPORTS). Measured in Pyodide under
# Node: importing safe_agent.bridge and running every bridge operation on every preset loads no
# removed module (docs/build.md, "Trimmed standard library").
STDLIB_REMOVE: dict[str, str] = {
    "debuggers, REPL, test, profiling and packaging tools": (
        "_pyrepl pdb bdb doctest pydoc unittest cProfile profile pstats timeit trace tabnanny "
        "pyclbr modulefinder compileall py_compile pickletools symtable code cmd runpy pkgutil "
        "zipapp antigravity this __hello__ __phello__ asyncio.__main__ asyncio.tools json.tool "
        "pyodide.console rlcompleter "
        "json.__main__ sysconfig.__main__ zipfile.__main__ sqlite3.__main__"
    ),
    "network protocols, servers and mail (the page makes no request)": (
        "http urllib.request urllib.response urllib.error urllib.robotparser xmlrpc wsgiref "
        "socketserver imaplib poplib smtplib ftplib netrc mailbox mimetypes webbrowser email.mime "
        "logging.handlers logging.config pyodide.http"
    ),
    "composing mail: email policies, structured headers, generators (importlib.metadata reads "
    "package metadata with the compat32 parser, which needs none of them)": (
        "email.policy email.headerregistry email._header_value_parser email.contentmanager "
        "email.generator"
    ),
    "processes, subinterpreters, Windows and terminals (none in a browser worker)": (
        "multiprocessing concurrent.interpreters concurrent.futures.process "
        "concurrent.futures.interpreter asyncio.windows_events asyncio.windows_utils "
        "asyncio.proactor_events encodings._win_cp_codecs ctypes getpass pty tty"
    ),
    "file formats, archives and databases the page never reads (it unpacks one zip)": (
        "xml html _markupbase plistlib sqlite3 tomllib configparser wave shelve tarfile gzip "
        "compression.gzip fileinput filecmp"
    ),
    "command-line parsing and its message catalogues": ("argparse optparse getopt gettext shlex"),
    "pure-Python fallbacks of modules Pyodide has in C (imported only if the C one is missing)": (
        "_pydatetime _pyio _py_abc _threading_local"
    ),
    "unused utilities and deprecated aliases": (
        "statistics graphlib sched sre_compile sre_constants sre_parse difflib"
    ),
}
# Of `encodings`, only the codecs the page can reach: Python and Pyodide start-up, zipfile (cp437),
# json on bytes (utf-16/32), codecs.encode(..., "rot13") and the bytes-to-bytes codecs that
# normalisation may use, idna/punycode for urllib.parse, and Western single-byte codecs.
STDLIB_ENCODINGS = frozenset(
    (
        "__init__ aliases utf_8 utf_8_sig utf_7 utf_16 utf_16_le utf_16_be utf_32 utf_32_le "
        "utf_32_be ascii latin_1 cp1252 cp437 charmap rot_13 idna punycode raw_unicode_escape "
        "unicode_escape base64_codec hex_codec quopri_codec uu_codec zlib_codec bz2_codec"
    ).split()
)
# Imports of removed modules in kept modules, reviewed: none of them can run in the page.
# importer -> (the removed modules it may name, why that import never runs here).
STDLIB_UNREACHABLE_IMPORTS: dict[str, tuple[tuple[str, ...], str]] = {
    "site": (("_pyrepl", "rlcompleter"), "the interactive REPL's set-up; there is no terminal"),
    "traceback": (
        ("difflib",),
        "keyword-typo hints for a SyntaxError, called inside suppress(Exception)",
    ),
    "email.message": (
        ("email.generator", "email.policy"),
        "Message.as_string()/as_bytes() and EmailMessage(); importlib.metadata only reads "
        "headers of a compat32 Message",
    ),
    "_sitebuiltins": (("pydoc",), "help() at an interactive prompt"),
    "abc": (("_py_abc",), "fallback if the C _abc is missing; Pyodide has it"),
    "datetime": (("_pydatetime",), "fallback if the C _datetime is missing; Pyodide has it"),
    "threading": (("_threading_local",), "fallback if the C local is missing; Pyodide has it"),
    "encodings": (("encodings._win_cp_codecs",), "Windows code pages (sys.platform == 'win32')"),
    "asyncio": (("asyncio.windows_events",), "Windows only (sys.platform == 'win32')"),
    "asyncio.events": (("asyncio.windows_events",), "Windows only (sys.platform == 'win32')"),
    "concurrent.futures": (
        ("concurrent.futures.process", "concurrent.futures.interpreter"),
        "process and subinterpreter executors, created only on request; the page creates none",
    ),
    "jsonschema.validators": (
        ("urllib.request",),
        "fetching a remote $ref; the gate's schemas are local and have none",
    ),
    "pathlib": (
        ("urllib.request", "urllib.error"),
        "Path.as_uri()/from_uri(); nothing in the page converts file: URLs",
    ),
    "platform": (
        ("argparse", "ctypes", "plistlib"),
        "its command line and macOS/Windows probes",
    ),
    "random": (("argparse", "statistics"), "its command line and self-test"),
    "heapq": (("doctest",), "its self-test under __main__"),
    "base64": (("getopt",), "its command line"),
    "quopri": (("getopt",), "its command line"),
    "ast": (("argparse",), "its command line"),
    "calendar": (("argparse",), "its command line"),
    "dis": (("argparse",), "its command line"),
    "inspect": (("argparse",), "its command line"),
    "pickle": (("argparse",), "its command line"),
    "tokenize": (("argparse",), "its command line"),
    "uuid": (("argparse",), "its command line"),
    "zipfile": (("argparse", "py_compile"), "its command line and PyZipFile.writepy()"),
    "shutil": (("tarfile",), "tar archives; the page unpacks only its zip, and not in Python"),
    "pyodide._package_loader": (("tarfile",), "tar packages; the page installs no package"),
}

RPDS_SHIM = b'''"""Stand-in for `rpds` (it has no Pyodide wheel): pure Python via pyrsistent."""

from pyrsistent_as_rpds.pure import *  # noqa: F403
from pyrsistent_as_rpds.pure import __all__  # noqa: F401
'''

# The page's Content-Security-Policy. 'self' covers the dist's own files; in the sandboxed iframe
# the worker is a data: URL (an opaque origin may not start a blob: worker) and imports Pyodide's
# modules from blob: URLs it makes from payloads; 'wasm-unsafe-eval' lets WebAssembly compile
# without allowing eval(). No other origin appears anywhere.
CSP = "; ".join(
    (
        "default-src 'none'",
        "script-src 'self' 'wasm-unsafe-eval' blob:",
        "worker-src 'self' data:",
        "connect-src 'none'",
        "img-src 'self' data:",
        "style-src 'self'",
        "font-src 'self'",
        "manifest-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    )
)

META_BASE = {
    "id": "safe-agent-pipeline",
    "title": "Safe Agent Pipeline",
    "tier": 2,
    "tags": ["ai", "guardrails", "schema", "redaction", "injection", "audit", "determinism"],
}


class BuildError(Exception):
    """A build cannot proceed; the message says how to fix it."""


# --------------------------------------------------------------------------- pinned downloads


def sha256_hex(data: bytes) -> str:
    """Hex SHA-256 of bytes."""
    return hashlib.sha256(data).hexdigest()


def load_lock(path: Path = LOCK_PATH) -> dict:
    """Read web.lock.json."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise BuildError(f"{path} is missing: restore it from git") from exc


def fetch_pinned(url: str, sha256: str, filename: str, cache_dir: Path = CACHE_DIR) -> bytes:
    """Return the bytes of `url`, from the cache when present, verified against `sha256`."""
    cached = cache_dir / filename
    if cached.is_file():
        data = cached.read_bytes()
        if sha256_hex(data) == sha256:
            return data
        cached.unlink()
    if os.environ.get("SAFE_AGENT_OFFLINE"):
        raise BuildError(f"{filename} is not in {cache_dir} and SAFE_AGENT_OFFLINE is set")
    try:
        with urllib.request.urlopen(url, timeout=180) as response:
            data = response.read()
    except OSError as exc:
        raise BuildError(
            f"cannot download {filename} ({exc}); connect once to fill {cache_dir}, "
            "or copy the file there by hand"
        ) from exc
    got = sha256_hex(data)
    if got != sha256:
        raise BuildError(
            f"{filename}: sha256 {got} does not match web.lock.json ({sha256}); "
            "the download is not the pinned file, refusing it"
        )
    cache_dir.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_suffix(cached.suffix + ".part")
    tmp.write_bytes(data)
    tmp.replace(cached)
    return data


def pyodide_runtime(lock: dict, cache_dir: Path = CACHE_DIR) -> dict[str, bytes]:
    """The Pyodide runtime files from the pinned npm tarball (sha256 and sha512 checked)."""
    spec = lock["pyodide"]
    tarball = fetch_pinned(spec["url"], spec["sha256"], f"pyodide-{spec['version']}.tgz", cache_dir)
    algo, _, digest = spec["integrity"].partition("-")
    if base64.b64encode(hashlib.new(algo, tarball).digest()).decode() != digest:
        raise BuildError("the pyodide tarball does not match its npm integrity in web.lock.json")
    files: dict[str, bytes] = {}
    with tarfile.open(fileobj=io.BytesIO(tarball), mode="r:gz") as tar:
        for member in tar.getmembers():
            name = member.name.removeprefix("package/")
            if member.isfile() and name in spec["files"]:
                extracted = tar.extractfile(member)
                assert extracted is not None
                files[name] = extracted.read()
    missing = sorted(set(spec["files"]) - set(files))
    if missing:
        raise BuildError(f"the pyodide tarball lacks {missing}; check the version in web.lock.json")
    return files


# --------------------------------------------------------------------------- bytecode

PYC_TOOL = ROOT / "tools" / "pyc.mjs"


def node_binary(lock: dict, cache_dir: Path = CACHE_DIR) -> Path:
    """The pinned Node.js (from its PyPI wheel, sha256-checked), unpacked once into .cache/."""
    spec = lock["node"]
    target = cache_dir.parent / f"node-{spec['version']}" / "node"
    if target.is_file():
        return target
    wheel = fetch_pinned(spec["url"], spec["sha256"], spec["filename"], cache_dir)
    with zipfile.ZipFile(io.BytesIO(wheel)) as whl:
        data = whl.read(spec["binary"])
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(".part")
    tmp.write_bytes(data)
    tmp.chmod(0o755)
    tmp.replace(target)
    return target


def pyodide_tree(lock: dict, cache_dir: Path = CACHE_DIR) -> Path:
    """The pinned Pyodide runtime files as a folder in .cache/ (for Node to load at build time)."""
    spec = lock["pyodide"]
    folder = cache_dir.parent / f"pyodide-{spec['version']}"
    done = folder / ".complete"
    if done.is_file():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in pyodide_runtime(lock, cache_dir).items():
        (folder / name).write_bytes(data)
    done.write_text("ok\n")
    return folder


# What the page does before its first result: import the bridge and run preset A. The modules
# this imports are shipped as bytecode; the rest (never imported by a first run) as source.
WARM_UP = """
import json
from safe_agent import bridge
state = json.loads(bridge.handle(json.dumps({"op": "load_preset", "id": "A"})))["result"]["state"]
for op in ("vocabulary", "list_presets"):
    bridge.handle(json.dumps({"op": op}))
for pid in "ABCDEF":
    preset = json.loads(bridge.handle(json.dumps({"op": "load_preset", "id": pid})))
    state = preset["result"]["state"]
    bridge.handle(json.dumps({"op": "run", "state": state, "fresh": True}))
    bridge.handle(json.dumps({"op": "encode_permalink", "state": state}))
"""


def node_said(stderr: str) -> str:
    """What Node printed about an error, less the whole minified line it quotes the error from."""
    return "\n".join(line for line in stderr.splitlines() if line.strip() and len(line) < 1000)


class Bytecode(NamedTuple):
    """What tools/pyc.mjs compiled: unchecked-hash .pyc by source name, for site-packages and
    for the standard library zip, and the interpreter's cache tag (`cpython-314`)."""

    tag: str
    site: dict[str, bytes]
    stdlib: dict[str, bytes]


def compile_bytecode(
    site: dict[str, bytes], stdlib_zip: bytes, lock: dict, cache_dir: Path = CACHE_DIR
) -> Bytecode:
    """The modules that Pyodide's own start-up and the page's first runs import, from
    site-packages and from the trimmed standard library (which Pyodide ships as source), compiled
    by the pinned Pyodide's own Python under the pinned Node, booted from that same stdlib zip.
    The result is cached in .cache/ under the hash of every shipped file, so an unchanged tree
    compiles once."""
    version = lock["pyodide"]["version"]
    key = sha256_hex(
        b"".join(n.encode() + b"\0" + sha256_hex(d).encode() for n, d in sorted(site.items()))
        + sha256_hex(stdlib_zip).encode()
        + WARM_UP.encode()
        + PYC_TOOL.read_bytes()
    )
    store = cache_dir.parent / "pyc" / version
    cached = store / f"{key}.json"
    if not cached.is_file():
        node = node_binary(lock, cache_dir)
        tree = pyodide_tree(lock, cache_dir)
        store.mkdir(parents=True, exist_ok=True)
        request = store / f"{key}.in.json"
        files = {name: base64.b64encode(data).decode("ascii") for name, data in site.items()}
        body = {
            "files": files,
            "stdlib": base64.b64encode(stdlib_zip).decode("ascii"),
            "warm": WARM_UP,
            "keep_docstrings": "safe_agent/",
        }
        request.write_text(json.dumps(body), encoding="utf-8")
        answer = store / f"{key}.part"
        proc = subprocess.run(
            [str(node), str(PYC_TOOL), str(tree), str(request), str(answer)],
            capture_output=True,
            text=True,
            timeout=600,
        )
        request.unlink()
        if proc.returncode != 0:
            raise BuildError(
                "compiling bytecode with the pinned Pyodide under Node failed; the last lines: "
                + node_said(proc.stderr)[-2000:]
            )
        answer.replace(cached)
    result = json.loads(cached.read_text(encoding="utf-8"))
    return Bytecode(
        result["tag"],
        {n: base64.b64decode(b) for n, b in result["files"].items()},
        {n: base64.b64decode(b) for n, b in result["stdlib"].items()},
    )


def with_bytecode(tree: dict[str, bytes], tag: str, pyc: dict[str, bytes]) -> dict[str, bytes]:
    """A tree of modules (site-packages, or the stdlib zip's entries) as shipped: a module that
    Pyodide's start-up or the page's first runs import ships as bytecode only (`mod.pyc`, which
    both the path finder and zipimport load when no source is beside it; tracebacks still name
    the file and the line, without the source text), every other module as source (compiled
    only if ever imported). `tag` names the interpreter the bytecode is for (`cpython-314`);
    a sourceless `.pyc` carries no tag."""
    assert tag.startswith("cpython-"), tag
    shipped: dict[str, bytes] = {}
    for name, data in tree.items():
        if name in pyc:
            shipped[name[: -len(".py")] + ".pyc"] = pyc[name]
        else:
            shipped[name] = data
    return shipped


# --------------------------------------------------------------------------- the Python payload


def wheel_entries(data: bytes) -> dict[str, bytes]:
    """A wheel's files by path inside site-packages, less tests, stubs, RECORD and WHEEL_EXCLUDE.

    METADATA keeps its headers only (importlib.metadata needs them; the long description is
    not needed in the page).
    """
    entries = {}
    with zipfile.ZipFile(io.BytesIO(data)) as whl:
        for info in whl.infolist():
            parts = PurePosixPath(info.filename).parts
            if info.is_dir() or {"tests", "benchmarks", "__pycache__"} & set(parts[:-1]):
                continue
            if parts[-1].endswith(".pyi") or info.filename.startswith(WHEEL_EXCLUDE):
                continue
            if parts[0].endswith(".dist-info") and parts[-1] in {"RECORD", "INSTALLER"}:
                continue
            content = whl.read(info)
            if parts[0].endswith(".dist-info") and parts[-1] == "METADATA":
                content = content.split(b"\n\n", 1)[0] + b"\n"
            entries[info.filename] = content
    return entries


def source_entries(root: Path) -> dict[str, bytes]:
    """The core as package `safe_agent` (CLI-only modules left out) and presets as data."""
    entries: dict[str, bytes] = {}
    core = root / "core"
    for path in sorted(core.rglob("*")):
        rel = path.relative_to(core)
        if not path.is_file() or "__pycache__" in rel.parts or path.suffix == ".pyc":
            continue
        if len(rel.parts) == 1 and rel.name in CORE_EXCLUDE:
            continue
        if path.suffix not in {".py", ".json"} and path.name != "py.typed":
            continue
        entries[f"safe_agent/{rel.as_posix()}"] = path.read_bytes()
    for path in sorted((root / "presets").glob("*")):
        if path.is_file() and path.suffix in {".py", ".json"}:
            entries[f"safe_agent/presets/{path.name}"] = path.read_bytes()
    return entries


def deterministic_zip(entries: dict[str, bytes], *, compress: bool = True) -> bytes:
    """A zip of `entries` whose bytes depend only on the names and contents."""
    buffer = io.BytesIO()
    method = zipfile.ZIP_DEFLATED if compress else zipfile.ZIP_STORED
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.compress_type = method
            info.create_system = 3
            info.external_attr = 0o644 << 16
            archive.writestr(info, entries[name], compresslevel=9 if compress else None)
    return buffer.getvalue()


def site_packages(lock: dict, root: Path, cache_dir: Path = CACHE_DIR) -> dict[str, bytes]:
    """All wheels, the rpds shim, the core and the presets, merged into one site-packages tree."""
    merged: dict[str, bytes] = {}
    owner: dict[str, str] = {}

    def add(name: str, data: bytes, source: str) -> None:
        if name in merged and merged[name] != data:
            raise BuildError(f"{name} comes from both {owner[name]} and {source}; drop one")
        merged[name] = data
        owner[name] = source

    for wheel in lock["wheels"]:
        data = fetch_pinned(wheel["url"], wheel["sha256"], wheel["filename"], cache_dir)
        for name, content in wheel_entries(data).items():
            add(name, content, wheel["filename"])
    add("rpds/__init__.py", RPDS_SHIM, "build.py")
    for name, content in source_entries(root).items():
        add(name, content, "this repo")
    return merged


# --------------------------------------------------------------------------- the standard library


def module_of(name: str) -> str:
    """The dotted module a zip entry is (`a/b/__init__.py` or `.pyc` -> `a.b`), or its package
    for data."""
    path = name.rstrip("/")
    if path.endswith((".py", ".pyc")):
        path = path.rpartition(".")[0]
        if path.endswith("/__init__"):
            path = path[: -len("/__init__")]
    elif not name.endswith("/"):
        path = path.rpartition("/")[0]
    return path.replace("/", ".")


STDLIB_REMOVED_NAMES = frozenset(name for names in STDLIB_REMOVE.values() for name in names.split())


def stdlib_removed(module: str) -> bool:
    """Whether `module` (dotted) is left out of the trimmed python_stdlib.zip."""
    parts = module.split(".")
    if parts[0] == "encodings" and len(parts) > 1 and parts[1] not in STDLIB_ENCODINGS:
        return True
    return any(".".join(parts[:i]) in STDLIB_REMOVED_NAMES for i in range(1, len(parts) + 1))


_IMPORT_LINE = re.compile(
    r"^([ \t]*)(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?[ \t]*([\w., \t]*)"
    r"|import[ \t]+([\w., \t]+))"
)
_BLOCK = re.compile(r"(def|async def|class|if|elif|else|try|except|finally|with|for|while)\b")


def imported_modules(module: str, source: str, *, package: bool) -> list[tuple[str, bool]]:
    """(dotted name, at module level?) for every import statement in `source`.

    A line scan that needs no parser for the target Python version: an import is "module level"
    unless an enclosing block (by indentation) is a `def` or `if __name__ == "__main__":`.
    `from a import b` yields both `a` and `a.b` (b may be a submodule); relative imports are
    resolved against `module`.
    """
    base = module if package else module.rpartition(".")[0]
    found: list[tuple[str, bool]] = []
    blocks: list[tuple[int, str]] = []
    for line in source.splitlines():
        text = line.lstrip(" \t")
        if not text or text.startswith("#"):
            continue
        indent = len(line) - len(text)
        while blocks and blocks[-1][0] >= indent:
            blocks.pop()
        match = _IMPORT_LINE.match(line)
        if match:
            heads = [head for _, head in blocks]
            top = not any(h.startswith(("def ", "async def ", "if __name__")) for h in heads)
            if match.group(4):
                for item in match.group(4).split(","):
                    name = item.split(" as ")[0].strip()
                    if name:
                        found.append((name, top))
            else:
                target = match.group(2)
                level = len(target) - len(target.lstrip("."))
                name = target.lstrip(".")
                if level:
                    parts = base.split(".")
                    parts = parts[: len(parts) - (level - 1)] if level > 1 else parts
                    name = ".".join([*parts, *([name] if name else [])])
                found.append((name, top))
                for item in (match.group(3) or "").split(","):
                    member = item.split(" as ")[0].strip()
                    if member.isidentifier():
                        found.append((f"{name}.{member}", top))
        if _BLOCK.match(text):
            blocks.append((indent, text))
    return found


def trim_stdlib(data: bytes) -> dict[str, bytes]:
    """The entries of Pyodide's python_stdlib.zip less STDLIB_REMOVE and unused encodings."""
    kept: dict[str, bytes] = {}
    present: set[str] = set()  # every module and package in the zip, and their parents
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        for info in archive.infolist():
            module = module_of(info.filename)
            parts = module.split(".")
            present.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
            if info.is_dir() or stdlib_removed(module):
                continue
            kept[info.filename] = archive.read(info)
    missing = sorted(STDLIB_REMOVED_NAMES - present)
    if missing:
        raise BuildError(f"STDLIB_REMOVE names modules not in python_stdlib.zip: {missing}")
    return kept


def removed_imports(*zips: bytes) -> list[str]:
    """Imports of removed stdlib modules in the shipped .py files, less the reviewed ones."""
    sources: dict[str, tuple[str, bool]] = {}
    for data in zips:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            for name in archive.namelist():
                if name.endswith(".py"):
                    text = archive.read(name).decode("utf-8", "replace")
                    sources[module_of(name)] = (text, name.endswith("/__init__.py"))
    problems = []
    for module, (text, package) in sorted(sources.items()):
        for name, top in imported_modules(module, text, package=package):
            parts = name.split(".")
            prefixes = [".".join(parts[:i]) for i in range(1, len(parts) + 1)]
            if not any(stdlib_removed(p) for p in prefixes):
                continue
            allowed = STDLIB_UNREACHABLE_IMPORTS.get(module, ((), ""))[0]
            if any(p in allowed for p in prefixes):
                continue
            where = "at module level" if top else "in a function or __main__ block"
            problems.append(f"{module} imports {name} {where}")
    return sorted(set(problems))


def check_no_network(names: Iterable[str], contents: dict[str, bytes] | None = None) -> None:
    """Fail the build if anything of the optional network adapter would ship."""
    bad = sorted(n for n in names if any(p.search(n) for p in FORBIDDEN_PATTERNS))
    for name, data in (contents or {}).items():
        if name.endswith(".py") and FORBIDDEN_IMPORT.search(data):
            bad.append(f"{name} (imports the network adapter or httpx)")
    if bad:
        raise BuildError(
            "dist/ would contain the optional network adapter, which never ships in the page: "
            + ", ".join(bad)
            + ". Remove that import or file from core/; the adapter lives in network/ (CPython)."
        )


# --------------------------------------------------------------------------- page data


def project_version(root: Path) -> str:
    """The version from pyproject.toml."""
    with (root / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def source_commit(root: Path) -> dict[str, object]:
    """The git commit dist/ was built from (SAFE_AGENT_SOURCE_COMMIT overrides)."""
    override = os.environ.get("SAFE_AGENT_SOURCE_COMMIT")
    if override:
        return {"commit": override, "dirty": False}

    def git(*args: str) -> str:
        out = subprocess.run(
            ["git", *args], cwd=root, capture_output=True, text=True, check=False, timeout=30
        )
        return out.stdout.strip() if out.returncode == 0 else ""

    commit = git("rev-parse", "HEAD") or "unknown"
    dirty = bool(
        git("status", "--porcelain", "--untracked-files=no", "--", "core", "presets", "web")
    )
    return {"commit": commit, "dirty": dirty}


def load_presets(root: Path) -> list[dict]:
    """Presets from presets/*.json, in file-name order, reduced to what the page shows."""
    presets = []
    for path in sorted((root / "presets").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        presets.append(
            {
                "id": data.get("id", path.stem),
                "title": data.get("title", ""),
                "summary": data.get("summary", ""),
                "state": data.get("state", {}),
                "expect": data.get("expect", {}),
            }
        )
    return presets


def stable_json(value: object, *, indent: int | None = None) -> str:
    """JSON text that depends only on the value."""
    separators = (",", ":") if indent is None else (",", ": ")
    return json.dumps(value, ensure_ascii=True, indent=indent, separators=separators)


def static_data_js(version: str, presets: list[dict], meta: dict) -> bytes:
    """static-data.js: presets and metadata for the page before Python starts."""
    data = {"version": version, "presets": presets, "meta": meta}
    return (
        "/* Generated by build.py from presets/*.json: the page renders these before Python. */\n"
        f"window.SAFE_AGENT_STATIC = {stable_json(data)};\n"
    ).encode()


# --------------------------------------------------------------------------- payloads


def latin1_literal(data: bytes) -> str:
    """`data` as a JS string literal whose char codes are the bytes (0..255)."""
    text = data.decode("latin-1")
    text = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    return f'"{text}"'


def payload_scripts(files: dict[str, bytes]) -> tuple[dict[str, bytes], dict[str, dict]]:
    """Classic scripts that carry `files` into an opaque-origin page, and their index.

    Compressed zips travel as base64 (native decoding); the wasm binary gzipped (mtime 0) and
    then base64 ("gzip-base64", inflated by the worker's DecompressionStream: its latin-1 form
    costs 0.2 MB more gzipped and 6 MB more raw, since bytes above 127 take two UTF-8 bytes); the
    rest as latin-1 strings, which the server's gzip/brotli compress almost as well as the raw
    bytes. Each script starts with a UTF-8 BOM so it decodes as UTF-8 whatever the server says.
    """
    scripts: dict[str, bytes] = {}
    index: dict[str, dict] = {}
    for name in sorted(files):
        data = files[name]
        if name in PAYLOAD_STORED:
            with zipfile.ZipFile(io.BytesIO(data)) as archive:
                entries = {n: archive.read(n) for n in archive.namelist()}
            data = deterministic_zip(entries, compress=False)
        encoding = (
            "base64"
            if name.endswith(".zip") and name not in PAYLOAD_STORED
            else "gzip-base64"
            if name.endswith(".wasm")
            else "latin1"
        )
        packed = gzip.compress(data, 9, mtime=0) if encoding == "gzip-base64" else data
        parts = []
        for number, start in enumerate(range(0, max(len(packed), 1), PAYLOAD_PART_BYTES)):
            chunk = packed[start : start + PAYLOAD_PART_BYTES]
            literal = (
                latin1_literal(chunk)
                if encoding == "latin1"
                else '"' + base64.b64encode(chunk).decode() + '"'
            )
            path = f"assets/{PurePosixPath(name).name}.{number}.js"
            parts.append(path)
            scripts[path] = (
                "\ufeff" + f"__safeAgentPart({json.dumps(name)},{number},{literal});\n"
            ).encode("utf-8")
        index[name] = {
            "size": len(data),
            "sha256": sha256_hex(data),
            "encoding": encoding,
            "parts": parts,
        }
    return scripts, index


# --------------------------------------------------------------------------- the build


def web_files(root: Path) -> dict[str, bytes]:
    """The page sources from web/."""
    web = root / "web"
    files = {}
    for path in sorted(web.rglob("*")):
        rel = path.relative_to(web).as_posix()
        if not path.is_file() or "__pycache__" in rel or path.name.startswith("."):
            continue
        files[rel] = path.read_bytes()
    if "runtime/loader.js" not in files or "runtime/worker.js" not in files:
        raise BuildError("web/runtime/loader.js and web/runtime/worker.js are required")
    return files


def fill_html(html: bytes) -> bytes:
    """Put the Content-Security-Policy into a page's `__CSP__` placeholder."""
    return html.replace(b"__CSP__", CSP.encode())


def build_files(root: Path = ROOT, cache_dir: Path = CACHE_DIR) -> dict[str, bytes]:
    """Every file of dist/ (except manifest.json) by its relative path."""
    lock = load_lock(root / "web.lock.json")
    runtime = pyodide_runtime(lock, cache_dir)
    site = site_packages(lock, root, cache_dir)
    check_no_network(site, site)
    source_zip = deterministic_zip(site)
    stdlib = trim_stdlib(runtime["python_stdlib.zip"])
    stdlib_source_zip = deterministic_zip(stdlib)
    bytecode = compile_bytecode(site, stdlib_source_zip, lock, cache_dir)
    site_zip = deterministic_zip(with_bytecode(site, bytecode.tag, bytecode.site))

    files: dict[str, bytes] = {}
    for rel, data in web_files(root).items():
        files[rel] = fill_html(data) if rel.endswith(".html") else data
    runtime = {
        **runtime,
        "python_stdlib.zip": deterministic_zip(
            with_bytecode(stdlib, bytecode.tag, bytecode.stdlib)
        ),
    }
    problems = removed_imports(stdlib_source_zip, source_zip)
    if problems:
        raise BuildError(
            "a shipped module imports a standard-library module that build.py leaves out: "
            + "; ".join(problems)
            + ". Keep that module (STDLIB_REMOVE) or, if the import cannot run in the page, "
            "review it into STDLIB_UNREACHABLE_IMPORTS."
        )
    for name in RUNTIME_FILES:
        files[f"{PYODIDE_DIR}/{name}"] = runtime[name]
    files[SITE_ZIP] = site_zip

    scripts, index = payload_scripts({name: files[name] for name in PAYLOAD_FILES})
    files.update(scripts)
    lock_info = json.loads(runtime["pyodide-lock.json"])["info"]
    boot = {
        "pyodide": lock["pyodide"]["version"],
        "lockInfo": lock_info,
        "siteZip": SITE_ZIP,
        "pyodideDir": f"{PYODIDE_DIR}/",
        "payloads": index,
    }
    loader = files["runtime/loader.js"]
    marker = b"/*__BOOT__*/null"
    if marker not in loader:
        raise BuildError(f"web/runtime/loader.js must contain {marker.decode()} for build.py")
    files["runtime/loader.js"] = loader.replace(marker, stable_json(boot).encode())

    version = project_version(root)
    meta = {
        **META_BASE,
        "version": version,
        "source": source_commit(root),
        "pyodide": lock["pyodide"]["version"],
        "python": lock_info.get("python", ""),
    }
    files["meta.json"] = (stable_json(meta, indent=2) + "\n").encode()
    files["static-data.js"] = static_data_js(version, load_presets(root), meta)
    check_no_network(files)
    return files


def manifest_of(files: dict[str, bytes]) -> bytes:
    """manifest.json: every file with its size and sha256, sorted by path."""
    entries = [
        {"path": name, "size": len(files[name]), "sha256": sha256_hex(files[name])}
        for name in sorted(files)
    ]
    total = sum(len(data) for data in files.values())
    return (stable_json({"files": entries, "totalBytes": total}, indent=1) + "\n").encode()


def write_dist(files: dict[str, bytes], out: Path) -> None:
    """Replace `out` with exactly `files` plus manifest.json."""
    out.mkdir(parents=True, exist_ok=True)
    wanted = {**files, "manifest.json": manifest_of(files)}
    for path in sorted(out.rglob("*"), reverse=True):
        rel = path.relative_to(out).as_posix()
        if path.is_file() and rel not in wanted:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    for rel, data in wanted.items():
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.is_file() or target.read_bytes() != data:
            target.write_bytes(data)


def build(out: Path = DIST_DIR, root: Path = ROOT, cache_dir: Path = CACHE_DIR) -> dict[str, bytes]:
    """Build dist/ into `out`; returns the files written (without manifest.json)."""
    files = build_files(root, cache_dir)
    write_dist(files, out)
    return files


def check_dist(out: Path = DIST_DIR) -> list[str]:
    """Problems found comparing dist/ with its manifest.json (empty when it matches)."""
    manifest_path = out / "manifest.json"
    if not manifest_path.is_file():
        return [f"{manifest_path} is missing: run python3 build.py"]
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    problems = []
    listed = set()
    for entry in manifest["files"]:
        listed.add(entry["path"])
        path = out / entry["path"]
        if not path.is_file():
            problems.append(f"missing: {entry['path']}")
            continue
        data = path.read_bytes()
        if len(data) != entry["size"] or sha256_hex(data) != entry["sha256"]:
            problems.append(f"changed: {entry['path']}")
    for path in out.rglob("*"):
        rel = path.relative_to(out).as_posix()
        if path.is_file() and rel != "manifest.json" and rel not in listed:
            problems.append(f"not in manifest: {rel}")
    try:
        check_no_network(listed)
    except BuildError as exc:
        problems.append(str(exc))
    return sorted(problems)


def size_report(files: dict[str, bytes]) -> dict[str, int]:
    """Raw and gzip sizes of a set of files (for the build summary)."""
    raw = sum(len(d) for d in files.values())
    gz = sum(len(gzip.compress(d, 6, mtime=0)) for d in files.values())
    return {"raw": raw, "gzip": gz}


# --------------------------------------------------------------------------- serving


EMBED_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lab embed</title>
<link rel="icon" href="data:,">
<style>body{{margin:0;font:14px sans-serif}} iframe{{display:block;width:100%;border:0}}</style>
</head><body><iframe id="demo" title="demo" {sandbox}height="{height}" src="{src}"></iframe>
</body></html>
"""


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """A plain static server (no CORS headers): dist/ under a prefix, plus a lab embed page.

    `/lab/embed.html?sandbox=allow-scripts+allow-forms&src=<url-encoded path>&h=800` shows the
    demo in an iframe the way the lab does (omit `sandbox` for a plain iframe).
    """

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".zip": "application/zip",
    }
    prefix = "/"

    def translate_path(self, path: str) -> str:
        """Map `prefix` onto the served folder; anything else is not found."""
        clean = urllib.parse.urlsplit(path).path
        if not clean.startswith(self.prefix):
            return str(Path(self.directory) / "__not_found__" / "x")
        return super().translate_path("/" + path[len(self.prefix) :])

    def do_GET(self) -> None:
        """Serve the embed page, else a file."""
        parts = urllib.parse.urlsplit(self.path)
        if parts.path == "/lab/embed.html":
            self.send_embed(urllib.parse.parse_qs(parts.query))
        elif parts.path == "/favicon.ico":
            self.send_response(204)  # the host site's icon, not part of the demo
            self.end_headers()
        else:
            super().do_GET()

    def send_embed(self, query: dict[str, list[str]]) -> None:
        """The host page with the demo in an iframe."""
        src = query.get("src", [self.prefix])[0]
        sandbox = query.get("sandbox")
        height = query.get("h", ["800"])[0]
        attr = f'sandbox="{html.escape(sandbox[0])}" ' if sandbox is not None else ""
        page = EMBED_PAGE.format(
            sandbox=attr,
            height=html.escape(height if height.isdigit() else "800"),
            src=html.escape(src),
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(page)))
        self.end_headers()
        self.wfile.write(page)

    def log_message(self, format: str, *args: object) -> None:
        """Stay quiet; the page makes many requests."""


def make_server(
    out: Path = DIST_DIR, host: str = "127.0.0.1", port: int = 8000, prefix: str = "/"
) -> http.server.ThreadingHTTPServer:
    """A static server for `out` mounted at `prefix` (which starts and ends with /)."""
    handler_class = type("Handler", (StaticHandler,), {"prefix": prefix})
    handler = functools.partial(handler_class, directory=str(out))
    server = QuietServer((host, port), handler)
    server.daemon_threads = True
    return server


class QuietServer(http.server.ThreadingHTTPServer):
    """A threading server that does not print a traceback when a browser drops a connection."""

    def handle_error(self, request: object, client_address: object) -> None:
        """Ignore dropped connections (a reload, a stopped worker); report anything else."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


def serve(out: Path = DIST_DIR, host: str = "127.0.0.1", port: int = 8000) -> None:
    """Serve `out` until interrupted."""
    with make_server(out, host, port) as server:
        url = f"http://{host}:{server.server_address[1]}/"
        print(f"Serving {out} at {url}  (Ctrl+C stops)")
        print(f"In a sandboxed iframe: {url}lab/embed.html?sandbox=allow-scripts+allow-forms")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("stopped")


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
            problems = check_dist(args.out)
            for problem in problems:
                print(problem, file=sys.stderr)
            print("dist/ matches its manifest" if not problems else f"{len(problems)} problem(s)")
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


if __name__ == "__main__":
    sys.exit(main())

"""The page's own files: web/ (with the Content-Security-Policy filled in), meta.json's fields and
static-data.js (the presets, rendered before Python starts)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import tomllib
from pathlib import Path

from buildlib.common import BuildError, stable_json

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


# A string this long that the runs hold more than once (a guard rule's pattern is in the matches,
# the why-card and the Details) is written once, in `strings`, and referred to as {"$s": index}.
SHARED_MIN_CHARS = 120


def share_strings(value: object) -> tuple[object, list[str]]:
    """`value` with every long string it holds more than once replaced by {"$s": i}, and the
    table of those strings (in the order they are first met, keys sorted: deterministic)."""
    counts: dict[str, int] = {}

    def count(node: object) -> None:
        if isinstance(node, str) and len(node) >= SHARED_MIN_CHARS:
            counts[node] = counts.get(node, 0) + 1
        elif isinstance(node, dict):
            for key in sorted(node):
                count(node[key])
        elif isinstance(node, list):
            for item in node:
                count(item)

    count(value)
    table: list[str] = []
    index: dict[str, int] = {}

    def swap(node: object) -> object:
        if isinstance(node, str) and counts.get(node, 0) > 1:
            if node not in index:
                index[node] = len(table)
                table.append(node)
            return {"$s": index[node]}
        if isinstance(node, dict):
            return {key: swap(node[key]) for key in sorted(node)}
        if isinstance(node, list):
            return [swap(item) for item in node]
        return node

    return swap(value), table


def unshare_strings(value: object, table: list[str]) -> object:
    """The inverse of share_strings (the page does the same in web/app/firstpaint.js)."""
    if isinstance(value, dict):
        if set(value) == {"$s"}:
            return table[value["$s"]]
        return {key: unshare_strings(item, table) for key, item in value.items()}
    if isinstance(value, list):
        return [unshare_strings(item, table) for item in value]
    return value


def static_data_js(
    version: str, presets: list[dict], meta: dict, answers: dict | None = None
) -> bytes:
    """static-data.js: presets and metadata for the page before Python starts, and `answers`
    (buildlib.bytecode.WARM_UP: the bridge's answers computed by the core in the build-time
    Pyodide) as `vocabulary`, `listPresets` and `runs` ({id: {run, link}}, long strings they
    repeat written once in `strings`: see share_strings)."""
    data: dict = {"version": version, "presets": presets, "meta": meta}
    if answers is not None:
        data["vocabulary"] = answers["vocabulary"]
        data["listPresets"] = answers["presets"]
        data["runs"], data["strings"] = share_strings(answers["runs"])
    return (
        "/* Generated by build.py from presets/*.json and the core's own answers (run in the"
        " build-time Pyodide): the page renders these before Python. */\n"
        f"window.SAFE_AGENT_STATIC = {stable_json(data)};\n"
    ).encode()


def static_answers(static_data: bytes) -> dict:
    """The build-time answers a static-data.js carries (`vocabulary`, `listPresets`, `runs`)."""
    text = static_data.decode("utf-8")
    start = text.index("window.SAFE_AGENT_STATIC = ") + len("window.SAFE_AGENT_STATIC = ")
    data = json.loads(text[start : text.rindex(";")])
    data["runs"] = unshare_strings(data.get("runs"), data.get("strings") or [])
    return {k: data.get(k) for k in ("vocabulary", "listPresets", "runs")}


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


# The page's own modules, one deferred <script> each in web/index.html (so the sources stay one
# module a file); the build joins them, in the page's order, into one file.
PAGE_BUNDLE = "page.js"
# V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every
# function of the page's bundle is compiled with the script, off the main thread while it
# streams, instead of on the main thread at its first call. Nearly all of them run while the page
# starts; the drawing steps of the first result took 23% less main-thread time with it (median
# of six sandboxed loads each, docs/build.md). It works only as the file's first line.
COMPILE_HINT = b"//# allFunctionsCalledOnLoad\n"
_PAGE_SCRIPT = re.compile(rb'<script src="((?:app|ui)/[\w-]+\.js)" defer></script>\n?')


def bundle_page_scripts(files: dict[str, bytes]) -> dict[str, bytes]:
    """`files` with index.html's page-module scripts joined into PAGE_BUNDLE, loaded by one tag
    where the first of them stood. Fetching the 26 small files took about 100 ms on a plain
    HTTP/1.1 host (six at a time) between the document being parsed and the first result being
    drawn; one file arrives with the loader and static-data.js. The loader and static-data.js
    stay files of their own (the loader must start Python first)."""
    html = files["index.html"]
    names = [m.group(1).decode() for m in _PAGE_SCRIPT.finditer(html)]
    if not names:
        raise BuildError("web/index.html names no page modules (app/*.js, ui/*.js) to bundle")
    parts = [b"/* " + name.encode() + b" */\n" + files[name].rstrip() + b"\n;\n" for name in names]
    out = {name: data for name, data in files.items() if name not in names}
    tag = f'<script src="{PAGE_BUNDLE}" defer></script>\n'.encode()
    first = _PAGE_SCRIPT.search(html)
    assert first is not None
    html = html[: first.start()] + tag + _PAGE_SCRIPT.sub(b"", html[first.start() :])
    out["index.html"] = html
    out[PAGE_BUNDLE] = b"".join(parts)
    return out


# A place for one of the page's words in web/index.html: `{{shell.run}}`.
_WORD_PLACE = re.compile(rb"\{\{([\w.]+)\}\}")


def fill_html(html: bytes, words: dict[str, str]) -> bytes:
    """Put the Content-Security-Policy into a page's `__CSP__` placeholder, and each of its
    `{{id}}` places the page's word of that id (the vocabulary's `words`, as the build-time
    Python answered it: core/page/words.py), HTML-escaped: the text shown before any script."""

    def word(match: re.Match[bytes]) -> bytes:
        key = match.group(1).decode()
        if key not in words:
            raise BuildError(f"web/index.html names {{{{{key}}}}}: add it to core/page/words.py")
        text = words[key].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        return text.replace('"', "&quot;").encode()

    return _WORD_PLACE.sub(word, html.replace(b"__CSP__", CSP.encode()))

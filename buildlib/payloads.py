"""Payload scripts: classic <script> files that carry the worker, the Pyodide files and site.zip
into an opaque-origin (sandboxed) page, where fetching the dist's own files is refused."""

from __future__ import annotations

import base64
import gzip
import io
import json
import zipfile
from pathlib import PurePosixPath

from buildlib.common import PYODIDE_DIR, RUNTIME_FILES, SITE_ZIP, deterministic_zip, sha256_hex

PAYLOAD_PART_BYTES = 3 * 1024 * 1024


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

"""Payload scripts: classic <script> files that carry the worker, the Pyodide files and site.zip
into an opaque-origin (sandboxed) page, where fetching the dist's own files is refused."""

from __future__ import annotations

import base64
import io
import json
import zipfile
from pathlib import PurePosixPath

from buildlib.common import (
    PYODIDE_DIR,
    RUNTIME_FILES,
    SITE_ZIP,
    deterministic_zip,
    pack,
    sha256_hex,
)

PAYLOAD_PART_BYTES = 3 * 1024 * 1024


# Files the sandboxed (opaque-origin) boot receives through classic <script> payloads.
PAYLOAD_FILES = (
    "runtime/worker.js",
    *(f"{PYODIDE_DIR}/{name}" for name in RUNTIME_FILES),
    SITE_ZIP,
)


# A zip's payload is a stored zip carried as latin-1 strings: the server's gzip/brotli then
# compress across files, which beats per-entry deflate (python_stdlib.zip: 1.01 instead of 1.17 MB
# gzip). Its WebAssembly members (pydantic-core's .so, 4.7 MB) are taken out into payloads of their
# own, gzipped and base64 like the wasm runtime: as latin-1 every byte above 127 takes two UTF-8
# bytes, which compresses worse. The index names them in the zip's `split`; the payload of member
# `m` of zip `z` is named `z/m`.
PAYLOAD_BINARY = (".wasm", ".so")


def latin1_literal(data: bytes) -> str:
    """`data` as a JS string literal whose char codes are the bytes (0..255)."""
    text = data.decode("latin-1")
    text = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    return f'"{text}"'


def payload_scripts(files: dict[str, bytes]) -> tuple[dict[str, bytes], dict[str, dict]]:
    """Classic scripts that carry `files` into an opaque-origin page, and their index.

    A zip travels as a stored zip, less its WebAssembly members, which travel on their own;
    WebAssembly (the runtime, a zip's `.so`) gzipped and then base64 ("gzip-base64", inflated by
    the worker's DecompressionStream: the wasm runtime's latin-1 form costs 0.2 MB more gzipped
    and 6 MB more raw, since bytes above 127 take two UTF-8 bytes); the rest as latin-1 strings,
    which the server's gzip/brotli compress almost as well as the raw bytes. Each script starts
    with a UTF-8 BOM so it decodes as UTF-8 whatever the server says.
    """
    scripts: dict[str, bytes] = {}
    index: dict[str, dict] = {}
    carried: dict[str, bytes] = {}
    split: dict[str, list[str]] = {}
    for name, data in files.items():
        if not name.endswith(".zip"):
            carried[name] = data
            continue
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            entries = {n: archive.read(n) for n in archive.namelist() if not n.endswith("/")}
        split[name] = sorted(n for n in entries if n.endswith(PAYLOAD_BINARY))
        for member in split[name]:
            carried[f"{name}/{member}"] = entries.pop(member)
        carried[name] = deterministic_zip(entries, compress=False)
    for name in sorted(carried):
        data = carried[name]
        encoding = "gzip-base64" if name.endswith(PAYLOAD_BINARY) else "latin1"
        packed = pack(data) if encoding == "gzip-base64" else data
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
            **({"split": split[name]} if split.get(name) else {}),
        }
    return scripts, index

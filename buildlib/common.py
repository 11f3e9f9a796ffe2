"""Paths, the build's error, and what every step uses: hashes, deterministic zips and JSON."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

LOCK_PATH = ROOT / "web.lock.json"

CACHE_DIR = ROOT / ".cache" / "downloads"

DIST_DIR = ROOT / "dist"

ZIP_DATE = (1980, 1, 1, 0, 0, 0)

SITE_ZIP = "py/site.zip"

PYODIDE_DIR = "pyodide"


# Runtime files the page loads (pyodide-lock.json is only read at build time, for its `info`).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")


class BuildError(Exception):
    """A build cannot proceed; the message says how to fix it."""


def sha256_hex(data: bytes) -> str:
    """Hex SHA-256 of bytes."""
    return hashlib.sha256(data).hexdigest()


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


def stable_json(value: object, *, indent: int | None = None) -> str:
    """JSON text that depends only on the value."""
    separators = (",", ":") if indent is None else (",", ": ")
    return json.dumps(value, ensure_ascii=True, indent=indent, separators=separators)

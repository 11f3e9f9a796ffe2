"""Paths, the build's error, and what every step uses: hashes, deterministic zips and JSON."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import struct
import zipfile
import zlib
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


STDLIB_ZIP = f"{PYODIDE_DIR}/python_stdlib.zip"


# The two zips (the standard library and site-packages) hold their entries stored, and the fast
# path fetches each as one gzip stream (`<name>.gzbin`): deflating across files beats deflating
# each entry (0.2 MB less gzip), and the bytes on the wire are small whether or not the host
# compresses. The suffix is one no host decodes on the way (a `.gz` may be sent with
# `Content-Encoding: gzip`); the worker inflates it, or takes it as is if it arrives as a zip.
PACKED_ZIPS = (STDLIB_ZIP, SITE_ZIP)
PACKED_SUFFIX = ".gzbin"


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


def pack(data: bytes) -> bytes:
    """`data` as one gzip stream (deflate level 9), the header written here (no name, mtime 0,
    OS "unknown") so that it does not depend on the Python version (3.12 and later write the
    OS byte of the machine)."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    body = deflate.compress(data) + deflate.flush()
    trailer = struct.pack("<II", zlib.crc32(data), len(data) & 0xFFFFFFFF)
    return b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff" + body + trailer


def unpack(data: bytes) -> bytes:
    """The zip a packed file carries (as the worker reads it: gzip, or already a zip)."""
    return gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data


def stable_json(value: object, *, indent: int | None = None) -> str:
    """JSON text that depends only on the value."""
    separators = (",", ":") if indent is None else (",", ": ")
    return json.dumps(value, ensure_ascii=True, indent=indent, separators=separators)

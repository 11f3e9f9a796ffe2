"""The worker's zip reader (web/runtime/worker.js `unzipEntries`), run under the pinned Node.js:
it returns every file of a zip that Python's zipfile writes (stored and deflated, nested folders,
UTF-8 names, empty files) byte for byte, skips folders, and refuses a damaged zip with a message;
and its `unpackBytes`, which takes a packed zip (build.py's one gzip stream) or one a host already
inflated on the way, and refuses anything else."""

from __future__ import annotations

import base64
import io
import json
import subprocess
import zipfile
from pathlib import Path
from typing import Any

import pytest
from helpers import load_build

ROOT = Path(__file__).resolve().parent.parent
HARNESS = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
globalThis.self = { postMessage() {} };
const { unpackBytes, unzipEntries } = await import(pathToFileURL(process.argv[2]).href);
const data = new Uint8Array(readFileSync(process.argv[3]));
try {
  const zip = process.argv[4] === "packed" ? await unpackBytes(data, "test.zip.gzbin") : data;
  const entries = await unzipEntries(zip, "test.zip");
  const out = Object.fromEntries(entries.map(([n, b]) => [n, Buffer.from(b).toString("base64")]));
  process.stdout.write(JSON.stringify({ ok: true, entries: out }));
} catch (error) {
  process.stdout.write(JSON.stringify({ ok: false, message: String(error.message) }));
}
"""


@pytest.fixture(scope="module")
def node() -> str:
    """The Node.js that build.py pins (downloaded once into .cache/)."""
    build = load_build()
    return str(build.node_binary(build.load_lock()))


def unzip(node: str, tmp_path: Path, data: bytes, *, packed: bool = False) -> dict[str, Any]:
    harness = tmp_path / "harness.mjs"
    harness.write_text(HARNESS, encoding="utf-8")
    archive = tmp_path / "test.zip"
    archive.write_bytes(data)
    worker = ROOT / "web" / "runtime" / "worker.js"
    proc = subprocess.run(
        [node, str(harness), str(worker), str(archive), "packed" if packed else "zip"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def make_zip(files: dict[str, bytes], method: int) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=method) as archive:
        archive.writestr("pkg/", b"")  # a folder entry
        for name, data in files.items():
            archive.writestr(name, data)
    return buffer.getvalue()


FILES = {
    "pkg/__init__.py": b"",
    "pkg/mod.pyc": bytes(range(256)) * 40,
    "pkg/sub/data.json": json.dumps({"k": "v" * 5000}).encode(),
    "pkg/sub/caf\u00e9.txt": "caf\u00e9 \u2713\n".encode(),
}


@pytest.mark.parametrize("method", [zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED])
def test_every_file_comes_back_byte_for_byte(node: str, tmp_path: Path, method: int) -> None:
    got = unzip(node, tmp_path, make_zip(FILES, method))
    assert got["ok"], got
    assert {n: base64.b64decode(b) for n, b in got["entries"].items()} == FILES


def test_a_damaged_zip_is_refused_with_a_message(node: str, tmp_path: Path) -> None:
    data = bytearray(make_zip(FILES, zipfile.ZIP_DEFLATED))
    cut = unzip(node, tmp_path, bytes(data[: len(data) // 2]))
    assert not cut["ok"] and "not a zip" in cut["message"]
    start = data.index(b"PK\x01\x02")
    data[start : start + 4] = b"XXXX"  # the first central-directory record
    damaged = unzip(node, tmp_path, bytes(data))
    assert not damaged["ok"] and "damaged" in damaged["message"]


@pytest.mark.parametrize("wrap", ["gzip", "as is"])
def test_a_packed_zip_unpacks_gzipped_or_already_inflated(
    node: str, tmp_path: Path, wrap: str
) -> None:
    """What build.py ships (a stored zip in one gzip stream) and what a host that decoded it on
    the way hands over (the zip itself) both give every file back."""
    zip_bytes = make_zip(FILES, zipfile.ZIP_STORED)
    data = load_build().pack(zip_bytes) if wrap == "gzip" else zip_bytes
    got = unzip(node, tmp_path, data, packed=True)
    assert got["ok"], got
    assert {n: base64.b64decode(b) for n, b in got["entries"].items()} == FILES


def test_a_packed_file_that_is_neither_is_refused(node: str, tmp_path: Path) -> None:
    got = unzip(node, tmp_path, b"<!doctype html><p>Not found</p>", packed=True)
    assert not got["ok"] and "neither gzip nor a zip" in got["message"]

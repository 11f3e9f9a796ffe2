"""Download and verify: everything from outside the repo, pinned by sha256 in web.lock.json and
cached in .cache/ (the Pyodide npm tarball, the wheels, the Node.js that compiles bytecode)."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import tarfile
import urllib.parse
import urllib.request
import zipfile
from pathlib import Path

from buildlib.common import CACHE_DIR, LOCK_PATH, BuildError, sha256_hex


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

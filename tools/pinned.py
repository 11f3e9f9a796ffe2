"""Pinned downloads for the tools: fetched once into a cache, checked against their sha256."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def check(path: Path, digest: str) -> Path:
    """`path`, if its sha256 is `digest`; else stop and say how to fetch it again."""
    got = sha256_file(path)
    if got != digest:
        raise SystemExit(f"{path.name}: sha256 {got} != pinned {digest}; delete it and run again")
    return path


def wheel(cache: Path, name: str, version: str, filename: str, digest: str) -> Path:
    """The wheel `filename` of `name==version` in `cache`, downloaded once with pip, checked."""
    path = cache / filename
    if not path.exists():
        cache.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
             "-d", str(cache), f"{name}=={version}"],
            check=True,
        )  # fmt: skip
    return check(path, digest)

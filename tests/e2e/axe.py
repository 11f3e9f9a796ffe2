"""axe-core for the e2e tests: the pinned npm tarball, fetched once into .cache/ and verified.

`axe_source()` returns axe.min.js; `serious_violations(frame)` injects it into a frame through the
DevTools protocol (so the page's CSP, which forbids inline scripts, is untouched) and returns the
violations of impact "serious" or "critical". Only the tests use it; it never goes into dist/.
"""

from __future__ import annotations

import base64
import hashlib
import io
import shutil
import subprocess
import tarfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
AXE_VERSION = "4.14.1"
# `npm view axe-core@4.14.1 dist.integrity`
AXE_INTEGRITY = (
    "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37O"
    "gudVGtQ=="
)
TARBALL = ROOT / ".cache" / f"axe-core-{AXE_VERSION}.tgz"


def _integrity(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode("ascii")


def _fetch() -> None:
    """Download the tarball with npm (the registry's own client) into .cache/."""
    npm = shutil.which("npm")
    if npm is None:
        pytest.skip(f"npm is missing and {TARBALL} is not cached: install npm or copy the file")
    TARBALL.parent.mkdir(exist_ok=True)
    done = subprocess.run(
        [npm, "pack", f"axe-core@{AXE_VERSION}", "--pack-destination", str(TARBALL.parent)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    if done.returncode != 0 or not TARBALL.is_file():
        pytest.skip(f"could not fetch axe-core@{AXE_VERSION} with npm: {done.stderr.strip()[:300]}")


def axe_source() -> str:
    """axe.min.js from the verified tarball (fetched on first use)."""
    if not TARBALL.is_file():
        _fetch()
    data = TARBALL.read_bytes()
    got = _integrity(data)
    if got != AXE_INTEGRITY:
        raise AssertionError(
            f"{TARBALL} has integrity {got}, expected {AXE_INTEGRITY}: delete it and rerun"
        )
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        member = tar.extractfile("package/axe.min.js")
        assert member is not None, "axe-core tarball lacks package/axe.min.js"
        return member.read().decode("utf-8")


def serious_violations(frame: Any) -> list[dict[str, Any]]:
    """Run axe on the frame's document; return serious and critical violations, summarised."""
    if not frame.evaluate("() => typeof window.axe === 'object'"):
        frame.evaluate(axe_source() + "\n;void 0")
    result: list[dict[str, Any]] = frame.evaluate(
        """async () => {
            const r = await window.axe.run(document, { resultTypes: ["violations"] });
            return r.violations
              .filter(v => v.impact === "serious" || v.impact === "critical")
              .map(v => ({ id: v.id, impact: v.impact, help: v.help,
                           nodes: v.nodes.slice(0, 5).map(n => n.target.join(" ")) }));
        }"""
    )
    return result

"""The manifest (every file's path, size and sha256) and `--check`, which verifies dist/ by it."""

from __future__ import annotations

import json
from pathlib import Path

from buildlib.common import DIST_DIR, BuildError, sha256_hex, stable_json
from buildlib.page import static_answers
from buildlib.sitepackages import check_no_network


def manifest_of(files: dict[str, bytes]) -> bytes:
    """manifest.json: every file with its size and sha256, sorted by path."""
    entries = [
        {"path": name, "size": len(files[name]), "sha256": sha256_hex(files[name])}
        for name in sorted(files)
    ]
    total = sum(len(data) for data in files.values())
    return (stable_json({"files": entries, "totalBytes": total}, indent=1) + "\n").encode()


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


def check_answers(out: Path = DIST_DIR) -> list[str]:
    """Problems found comparing the build-time answers in dist/static-data.js (each preset's run
    and link, the vocabulary, the preset list) with what the current sources give in the
    build-time Pyodide (cached by the hash of every shipped file; computed again if none is)."""
    from buildlib.dist import build_answers  # the build imports this module

    path = out / "static-data.js"
    if not path.is_file():
        return [f"{path} is missing: run python3 build.py"]
    got = static_answers(path.read_bytes())
    want = build_answers()
    expected = {"vocabulary": want["vocabulary"], "listPresets": want["presets"]}
    expected["runs"] = want["runs"]

    def same(a: object, b: object) -> bool:
        return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)

    problems = [
        f"static-data.js: {key} differs from what the sources give"
        for key in ("vocabulary", "listPresets")
        if not same(got[key], expected[key])
    ]
    runs = got["runs"] or {}
    problems += [
        f"static-data.js: preset {pid}'s run or link differs from the sources'"
        for pid in sorted(set(runs) | set(expected["runs"]))
        if not same(runs.get(pid), expected["runs"].get(pid))
    ]
    return problems

"""Shared helpers for the analysis modules: lines, evidence refs, limits and deterministic order."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NewType

from ...types import Category, Finding, Severity

MAX_FILE_CHARS = 200_000
"""Files longer than this are skipped with one info finding (bounded work)."""

MAX_FINDINGS_PER_FILE = 20
"""At most this many findings per file and agent; the rest are counted in one info finding."""

SEVERITY_RANK: dict[str, int] = {"high": 0, "warn": 1, "info": 2}

_LINE_BREAK = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True)
class Hit:
    """One rule match inside one file, before it becomes a `Finding`."""

    rule: str
    line: int
    severity: Severity
    what: str
    action: str
    category: Category = "threat"
    extra_lines: tuple[int, ...] = ()


def split_lines(text: str) -> list[str]:
    """Split on the line breaks Python's tokenizer counts (`\\n`, `\\r\\n`, `\\r`), nothing else."""
    return _LINE_BREAK.split(text)


RelPath = NewType("RelPath", str)
"""A path relative by construction: `/` separators, no root, drive, empty, `.` or inner `..`
segment (only leading `..` segments that climb out are kept). Folder walks over it end: its
parent has one segment fewer, and the parent of a one-segment path is `""`."""

_DRIVE = re.compile(r"^[A-Za-z]:")


def norm_path(path: str) -> RelPath:
    """`path` read as a relative path (`RelPath`): `\\` is `/`; a root (`/x`, `//host/x`) or a
    drive (`C:x`) is dropped, since the analysis only ever names files inside the change."""
    segments: list[str] = []
    for seg in _DRIVE.sub("", path.replace("\\", "/").strip()).split("/"):
        if seg in ("", "."):
            continue
        if seg == ".." and segments and segments[-1] != "..":
            segments.pop()
        else:
            segments.append(seg)
    return RelPath("/".join(segments))


def parent(path: RelPath) -> RelPath:
    """The folder holding `path` (`""` for a top-level name): always one segment shorter."""
    return RelPath(path.rpartition("/")[0])


def ref(path: str, line: int) -> str:
    """An evidence reference `path:line`."""
    return f"{path}:{line}"


def shorten(text: str, limit: int = 60) -> str:
    """`text` on one line, cut to `limit` characters with an ellipsis."""
    one = " ".join(text.split())
    return one if len(one) <= limit else one[: limit - 1].rstrip() + "…"


def hit_to_finding(prefix: str, path: str, hit: Hit) -> Finding:
    """Turn a `Hit` in `path` into a finding with id `prefix/rule@path:line`."""
    lines = sorted({hit.line, *hit.extra_lines})
    return Finding(
        id=f"{prefix}/{hit.rule}@{path}:{hit.line}",
        severity=hit.severity,
        category=hit.category,
        claim=f"{path}:{hit.line} {hit.what}.",
        evidence_refs=[ref(path, n) for n in lines],
        suggested_action=hit.action,
    )


def oversize_finding(prefix: str, path: str, size: int) -> Finding:
    """The info finding for a file that is too long to analyse (same claim for every agent)."""
    return Finding(
        id=f"{prefix}/skipped-large@{path}:1",
        severity="info",
        category="diff",
        claim=(
            f"{path} was not analysed: it has {size:,} characters, "
            f"over the {MAX_FILE_CHARS:,}-character limit."
        ),
        evidence_refs=[ref(path, 1)],
        suggested_action="Review this file by hand or split it into smaller files.",
    )


def _ref_key(r: str) -> tuple[str, int, str]:
    path, sep, line = r.rpartition(":")
    if sep and line.isdigit():
        return (path, int(line), "")
    return (r, 0, r)


def sort_key(f: Finding) -> tuple[object, ...]:
    """Severity (high first), then first evidence path and line, then id, claim and refs."""
    first = _ref_key(f.evidence_refs[0]) if f.evidence_refs else ("", 0, "")
    return (SEVERITY_RANK[f.severity], first, f.id, f.claim, tuple(f.evidence_refs))


def finalize(findings: Iterable[Finding]) -> list[Finding]:
    """Sort deterministically, then drop repeated ids and repeated (claim, evidence) pairs."""
    out: list[Finding] = []
    seen_ids: set[str] = set()
    seen_content: set[tuple[str, tuple[str, ...]]] = set()
    for f in sorted(findings, key=sort_key):
        content = (f.claim, tuple(f.evidence_refs))
        if f.id in seen_ids or content in seen_content:
            continue
        seen_ids.add(f.id)
        seen_content.add(content)
        out.append(f)
    return out


def cap_per_file(prefix: str, agent: str, path: str, hits: list[Hit]) -> list[Finding]:
    """Findings for one file's hits: the first `MAX_FINDINGS_PER_FILE` in report order, and one
    info finding that counts the rest. Only the kept hits become `Finding` objects."""
    ranked: dict[str, tuple[int, int, str, Hit]] = {}
    for h in hits:
        fid = f"{prefix}/{h.rule}@{path}:{h.line}"
        key = (SEVERITY_RANK[h.severity], h.line, fid, h)
        old = ranked.get(fid)
        if old is None or _hit_order(key) < _hit_order(old):
            ranked[fid] = key
    ordered = sorted(ranked.values(), key=_hit_order)
    kept = finalize(hit_to_finding(prefix, path, h) for *_, h in ordered[:MAX_FINDINGS_PER_FILE])
    rest = len(ordered) - MAX_FINDINGS_PER_FILE
    if rest <= 0:
        return kept
    more = Finding(
        id=f"{prefix}/more@{path}:1",
        severity="info",
        category="diff",
        claim=f"{path} has {rest} more {agent} findings that are not listed.",
        evidence_refs=[ref(path, 1)],
        suggested_action="Fix the listed findings first, then run the review again.",
    )
    return [*kept, more]


def _hit_order(key: tuple[int, int, str, Hit]) -> tuple[int, int, str, str, str, tuple[int, ...]]:
    rank, line, fid, h = key
    return (rank, line, fid, h.what, h.action, h.extra_lines)

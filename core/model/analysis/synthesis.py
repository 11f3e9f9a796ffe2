"""PRSynthesis analysis: a change summary plus the union of the other agents' findings.

The first finding is always `synthesis/summary` (info, category diff): the number of files by
kind, the first line of the diff summary (cut to 120 characters) and a count of the merged
findings by severity; it cites up to ten files as `path:1` (sorted) and says "and N more".
After it comes the union of `threat_findings` and `spec_findings` on the same input, with
repeated ids and repeated (claim, evidence) pairs dropped, in the shared deterministic order
(severity, path, line, id). Nothing depends on the order of `files`.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...types import FileBlob, Finding
from ._common import finalize, ref, shorten
from .speclint import spec_findings
from .threats import kind_of, threat_findings

MAX_CITED_FILES = 10
SUMMARY_CHARS = 120

_KIND_LABELS = (
    ("python", "Python"),
    ("js", "JS/TS/HTML"),
    ("shell", "shell/Docker"),
    ("yaml", "YAML"),
    ("markdown", "Markdown"),
    ("other", "other"),
)


def synthesis_findings(files: Sequence[FileBlob], diff_summary: str) -> list[Finding]:
    """The summary finding, then threat and spec findings de-duplicated and order-independent."""
    merged = finalize([*threat_findings(files, diff_summary), *spec_findings(files, diff_summary)])
    return [summary_finding(files, diff_summary, merged), *merged]


def summary_finding(
    files: Sequence[FileBlob], diff_summary: str, merged: Sequence[Finding]
) -> Finding:
    """One info finding that describes the whole change and what the other agents found."""
    paths = sorted({f.path for f in files})
    contents: dict[str, str] = {}
    for blob in sorted(files, key=_blob_key):
        contents.setdefault(blob.path, blob.content)
    kinds: dict[str, int] = {}
    for path in paths:
        kind = kind_of(path, contents[path])
        kinds[kind] = kinds.get(kind, 0) + 1
    by_kind = ", ".join(f"{kinds[k]} {label}" for k, label in _KIND_LABELS if k in kinds)
    first_line = next((ln.strip() for ln in diff_summary.splitlines() if ln.strip()), "")
    described = f' ("{shorten(first_line, SUMMARY_CHARS)}")' if first_line else ""
    cited = paths[:MAX_CITED_FILES]
    more = f" and {len(paths) - len(cited)} more" if len(paths) > len(cited) else ""
    counts = {s: sum(1 for f in merged if f.severity == s) for s in ("high", "warn", "info")}
    tally = ", ".join(f"{n} {s}" for s, n in counts.items() if n) or "nothing"
    if paths:
        files_part = (
            f"{len(paths)} file{'s' if len(paths) != 1 else ''} ({by_kind}: "
            f"{', '.join(cited)}{more})"
        )
    else:
        files_part = "no files the model was shown"
    claim = f"The change{described} touches {files_part}; the review found {tally}."
    if counts["high"]:
        action = f"Resolve the {counts['high']} high-severity finding(s) before merging."
    elif counts["warn"]:
        action = f"Review the {counts['warn']} warning(s) before merging."
    else:
        action = "No blocking findings; a normal review is enough."
    return Finding(
        id="synthesis/summary",
        severity="info",
        category="diff",
        claim=claim,
        evidence_refs=[ref(p, 1) for p in cited],
        suggested_action=action,
    )


def _blob_key(blob: FileBlob) -> tuple[str, str]:
    return (blob.path, blob.content)

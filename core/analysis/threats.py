"""ThreatSketch analysis: risky constructs in changed files. PLACEHOLDER until the analysis helper lands."""

from __future__ import annotations

from collections.abc import Sequence

from ..types import FileBlob, Finding


def threat_findings(files: Sequence[FileBlob], diff_summary: str) -> list[Finding]:
    """Findings for risky constructs, redaction markers and sensitive paths in `files`."""
    return []

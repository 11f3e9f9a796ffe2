"""SpecLint analysis: spec problems in Markdown. PLACEHOLDER until the analysis helper lands."""

from __future__ import annotations

from collections.abc import Sequence

from ..types import FileBlob, Finding


def spec_findings(files: Sequence[FileBlob], diff_summary: str) -> list[Finding]:
    """Findings for TBD/TODO markers, empty sections and dangling links in Markdown files."""
    return []

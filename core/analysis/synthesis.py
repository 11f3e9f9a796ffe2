"""PRSynthesis analysis: a change summary plus the union of the other agents' findings. PLACEHOLDER."""

from __future__ import annotations

from collections.abc import Sequence

from ..types import FileBlob, Finding


def synthesis_findings(files: Sequence[FileBlob], diff_summary: str) -> list[Finding]:
    """Summary findings plus threat and spec findings, de-duplicated and order-independent."""
    return []

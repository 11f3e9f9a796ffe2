"""What the deterministic stub 'model' finds in the context it is shown: one module per agent."""

from __future__ import annotations

from ._common import MAX_FILE_CHARS, MAX_FINDINGS_PER_FILE
from .speclint import spec_findings
from .synthesis import synthesis_findings
from .threats import threat_findings

__all__ = [
    "MAX_FILE_CHARS",
    "MAX_FINDINGS_PER_FILE",
    "spec_findings",
    "synthesis_findings",
    "threat_findings",
]

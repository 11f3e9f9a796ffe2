"""What the deterministic stub 'model' finds in the context it is shown: one module per agent."""

from __future__ import annotations

from .speclint import spec_findings
from .synthesis import synthesis_findings
from .threats import threat_findings

__all__ = ["spec_findings", "synthesis_findings", "threat_findings"]

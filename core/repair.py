"""Output repair: an audited, meaning-preserving fix-up of near-JSON model output before the gate.

PLACEHOLDER until the provider helper lands the real repairer.
"""

from __future__ import annotations

from dataclasses import dataclass

from .types import RepairStep


@dataclass(frozen=True)
class RepairOutcome:
    """`text` is the repaired JSON text (None when it cannot be repaired without inventing data)."""

    ok: bool
    text: str | None
    steps: tuple[RepairStep, ...]
    error: str | None = None


def repair_json(raw: str) -> RepairOutcome:
    """Repair `raw` if it is near-JSON; each change is listed in `steps`; values never change."""
    return RepairOutcome(ok=False, text=None, steps=(), error="repair not implemented yet")

"""Ground truth for the planted payload: its text as the model would see it, and whether it did."""

from __future__ import annotations

from ..guards import redaction as engine
from ..model.stub import HIJACK_ID, context_of, outside_fence, reached
from ..state.demo_state import DemoState

__all__ = [
    "HIJACK_ID",
    "context_of",
    "outside_fence",
    "placed_in",
    "reached",
    "texts",
]


def placed_in(state: DemoState) -> tuple[str, ...]:
    """The fields the payload was actually added to (the first file only when there is one)."""
    inj = state.injection
    if not inj.enabled or not inj.payload.strip():
        return ()
    where: list[str] = []
    if inj.where in ("diffSummary", "both"):
        where.append("diffSummary")
    if inj.where in ("firstFile", "both") and state.changedFiles:
        where.append("files[0].content")
    return tuple(where)


def texts(state: DemoState) -> tuple[str, ...]:
    """The planted payload as the model would be shown it: redacted when redaction is on.

    It is an attack by construction, whatever its wording: this is the ground truth the
    simulated model and the challenges use, never the injection guard's opinion of it."""
    payload = state.injection.payload
    out: list[str] = []
    for name in placed_in(state):
        text = engine.redact(payload, field=name).text if state.guardrails.redaction else payload
        text = text.strip()
        if text and text not in out:
            out.append(text)
    return tuple(out)

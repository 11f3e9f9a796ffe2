"""Which settings a reader changed since the last run; the note naming those that had no effect."""

from __future__ import annotations

from typing import Any

from ..state.demo_state import DemoState
from ..types import RunOutcome, RunResult
from .fields import FIELDS

# The title and note change what a link shows, never what a run does: they are not settings.
_NOT_SETTINGS = ("meta.",)


def _value(data: dict[str, Any], path: str) -> Any:
    node: Any = data
    for part in path.split("."):
        if not isinstance(node, dict):
            return None
        node = node.get(part)
    return node


def changed(before: DemoState, after: DemoState) -> list[str]:
    """The Inputs tab's fields whose values differ, in the form's order."""
    a, b = before.model_dump(mode="json"), after.model_dump(mode="json")
    return [p for p in FIELDS if not p.startswith(_NOT_SETTINGS) and _value(a, p) != _value(b, p)]


def _key(outcome: RunOutcome) -> tuple[str, str]:
    return (outcome.tone, outcome.headline)


def no_effect(
    before: DemoState | None,
    before_outcome: RunOutcome | None,
    after: DemoState,
    result: RunResult,
) -> dict[str, Any] | None:
    """The why-card's note when a change did not show: `{"reason", "title", "lines", "fields"}`.

    A run answered from the cache names every changed setting: no model call was made, so none of
    them reached the model. Otherwise a change that left the outcome as it was is named too, so a
    reader never wonders whether the page heard the edit. None when nothing changed or the outcome
    moved with the change."""
    if before is None or before_outcome is None:
        return None
    paths = changed(before, after)
    if not paths:
        return None
    names = [FIELDS[p] for p in paths]
    listed = ", ".join(names)
    outcome = result.outcome
    if result.agents and all(a.cacheHit for a in result.agents):
        return {
            "reason": "cache",
            "title": "Changed, but answered from the cache",
            "lines": [
                f"Changed since the last run: {listed}.",
                "No model call was made (every agent's prompt was answered from the cache), so "
                "the change had no effect on this answer. Run without cache to see what it does.",
            ],
            "fields": [{"id": p, "label": FIELDS[p]} for p in paths],
        }
    if _key(outcome) != _key(before_outcome):
        return None
    return {
        "reason": "same",
        "title": "Changed, with the same outcome",
        "lines": [
            f"Changed since the last run: {listed}.",
            "The pipeline ran again and the outcome stayed the same: this change had no effect "
            "on it.",
        ],
        "fields": [{"id": p, "label": FIELDS[p]} for p in paths],
    }

"""Audit engine: ordered, hash-chained events (tamper-evident), exportable as JSON Lines."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from typing import Any

from ..types import AuditEvent, plain

GENESIS = "0" * 64
# Fields that vary with the wall clock; everything else is identical for the same state.
VOLATILE = ("timestampMs", "prevHash", "hash")
_VOLATILE = frozenset(VOLATILE)
_HASH = frozenset({"hash"})


def canonical(value: Any) -> str:
    """Sorted-key compact JSON: the one byte form used for every hash in the core."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _digest(fields: dict[str, Any]) -> str:
    return hashlib.sha256(canonical(fields).encode("utf-8", "surrogatepass")).hexdigest()


class AuditLog:
    """Appends events with a sequence number, a clock reading and the previous event's hash."""

    def __init__(self, clock_ms: Callable[[], int]) -> None:
        self._clock_ms = clock_ms
        self.events: list[AuditEvent] = []

    def record(self, kind: str, **fields: Any) -> AuditEvent:
        body = {k: v for k, v in fields.items() if v is not None}
        body.update(
            seq=len(self.events) + 1,
            kind=kind,
            timestampMs=self._clock_ms(),
            prevHash=self.events[-1].hash if self.events else GENESIS,
        )
        draft = AuditEvent(**body, hash=GENESIS)
        data = plain(draft, exclude_none=True, exclude=_HASH)
        event = draft.model_copy(update={"hash": _digest(data)})
        self.events.append(event)
        return event


def verify_chain(events: Iterable[dict[str, Any]]) -> str | None:
    """None if the exported chain is intact, else which record was altered, removed or reordered."""
    prev = GENESIS
    for index, event in enumerate(events, start=1):
        if event.get("seq") != index:
            return f"record {index}: sequence number {event.get('seq')} out of order"
        if event.get("prevHash") != prev:
            return (
                f"record {index}: prevHash does not match the record before (removed or reordered)"
            )
        body = {k: v for k, v in event.items() if k != "hash"}
        if _digest(body) != event.get("hash"):
            return f"record {index}: contents do not match its hash (altered)"
        prev = event["hash"]
    return None


def to_jsonl(events: Iterable[AuditEvent]) -> str:
    """One canonical JSON object per line, in sequence order."""
    return "".join(canonical(plain(e, exclude_none=True)) + "\n" for e in events)


def chain_binding(events: Iterable[AuditEvent]) -> dict[str, Any]:
    """The chain's head and length as the run digest binds them: a second chain over each
    event without its clock fields (`stable_view`), so the same state gives the same head on
    any run, while any edit, removal, reordering or cut tail of the events changes it."""
    head = GENESIS
    length = 0
    for view in stable_view(events):
        head = _digest({"prev": head, "event": view})
        length += 1
    return {"head": head, "length": length}


def stable_view(events: Iterable[AuditEvent]) -> list[dict[str, Any]]:
    """The events without clock-dependent fields: equal across runs of the same state."""
    return [plain(e, exclude_none=True, exclude=_VOLATILE) for e in events]

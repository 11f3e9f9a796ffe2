"""Audit: ordered, hash-chained events; tampering is detected; JSON Lines export."""

from __future__ import annotations

import json

from safe_agent.pipeline.audit import GENESIS, AuditLog, stable_view, to_jsonl, verify_chain


def _log() -> AuditLog:
    ticks = iter(range(1000, 2000))
    log = AuditLog(lambda: next(ticks))
    log.record("cache_miss", agent="SpecLint", stage="cache", requestId="r", cacheKey="k")
    log.record("llm_request", agent="SpecLint", stage="provider", requestId="r")
    log.record("llm_response", agent="SpecLint", stage="provider", requestId="r", outputHash="o")
    return log


def test_events_are_numbered_and_chained() -> None:
    """Each event has the next sequence number and the previous event's hash."""
    events = _log().events
    assert [1, 2, 3] == [e.seq for e in events]
    assert GENESIS == events[0].prevHash
    assert events[0].hash == events[1].prevHash and events[1].hash == events[2].prevHash


def test_exported_log_verifies_and_tampering_is_caught() -> None:
    """The JSONL export verifies; editing, dropping or reordering a record is reported."""
    lines = [json.loads(x) for x in to_jsonl(_log().events).splitlines()]
    assert verify_chain(lines) is None
    edited = [dict(x) for x in lines]
    edited[1]["requestId"] = "other"
    assert "altered" in (verify_chain(edited) or "")
    assert "out of order" in (verify_chain([lines[0], lines[2]]) or "")


def test_stable_view_drops_only_clock_fields() -> None:
    """Two logs of the same events at different times are equal once clock fields are dropped."""
    a = _log()
    ticks = iter(range(5000, 6000))
    b = AuditLog(lambda: next(ticks))
    for e in a.events:
        data = e.model_dump(exclude={"seq", "timestampMs", "prevHash", "hash"}, exclude_none=True)
        b.record(data.pop("kind"), **data)
    assert stable_view(a.events) == stable_view(b.events)
    assert a.events[0].hash != b.events[0].hash

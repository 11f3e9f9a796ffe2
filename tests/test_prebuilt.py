"""Values computed once at build time (safe_agent.prebuilt): read back from the build's file when it
holds them, computed otherwise, the same either way; a stored value unlike its source is found."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from safe_agent import prebuilt
from safe_agent.guards.families.intents import compose as intents_compose


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """prebuilt with no values loaded or made yet, reading `tmp_path/prebuilt.json`."""
    monkeypatch.setattr(prebuilt, "FILE", tmp_path / "prebuilt.json")
    monkeypatch.setattr(prebuilt, "_stored", None)
    monkeypatch.setattr(prebuilt, "_made", {})
    monkeypatch.setattr(prebuilt, "_computers", {})
    yield tmp_path / "prebuilt.json"


def test_without_the_file_each_value_is_computed_and_dumped(fresh: Path) -> None:
    """No file (CPython, tests, the CLI): the value is computed, in JSON's types, and recorded
    for the build's dump."""
    got = prebuilt.value("k", lambda: [("a", 1), {"b": (2,)}])
    assert got == [["a", 1], {"b": [2]}]
    assert json.loads(prebuilt.dump())["values"] == {"k": got}
    assert prebuilt.stored_keys() == []


def test_the_builds_file_is_read_instead_of_computing(fresh: Path) -> None:
    """With the build's file a stored value is returned and its source is not run; a key the
    file lacks is computed."""
    fresh.write_text(json.dumps({"format": prebuilt._FORMAT, "values": {"k": ["stored"]}}))
    calls: list[str] = []
    assert prebuilt.value("k", lambda: calls.append("k") or ["computed"]) == ["stored"]
    assert prebuilt.value("other", lambda: calls.append("o") or 3) == 3
    assert calls == ["o"]
    assert prebuilt.stored_keys() == ["k"]
    assert prebuilt.stale() == ["k"]  # its source computes something else


def test_a_file_of_another_format_is_ignored(fresh: Path) -> None:
    """A file from another version of this module (or not JSON) is never trusted."""
    fresh.write_text(json.dumps({"format": "something else", "values": {"k": 1}}))
    assert prebuilt.value("k", lambda: 2) == 2
    prebuilt._stored = None
    fresh.write_text("not json")
    assert prebuilt.value("k", lambda: 3) == 3


def test_the_guards_patterns_round_trip_through_the_file(fresh: Path) -> None:
    """What the build dumps and the page reads back gives the guard the same alternatives."""
    computed = intents_compose.intent_alternatives("override")
    fresh.write_bytes(prebuilt.dump())
    prebuilt._stored = None
    assert prebuilt.stored_keys() == ["guards.intents.override"]
    assert intents_compose.intent_alternatives("override") == computed
    assert prebuilt.stale() == []

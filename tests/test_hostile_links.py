"""Links that would run too long are refused before they run, counting what a run costs: a short
line of secrets repeated compresses to a small link but costs each secret's handling."""

from __future__ import annotations

import json
from typing import Any

from safe_agent.page import bridge
from safe_agent.state import permalink
from safe_agent.state.preset_catalog import load_preset
from safe_agent.state.sharing import HIT_CHARS, OPEN_BUDGET_CHARS, input_size


def _open(state: dict[str, Any]) -> dict[str, Any]:
    link = permalink.encode(permalink.DemoState.model_validate(state))
    got: dict[str, Any] = json.loads(
        bridge.handle(json.dumps({"op": "decode_permalink", "link": link}))
    )
    return got


def _with(pid: str, filler: str, chars: int) -> dict[str, Any]:
    state: dict[str, Any] = load_preset(pid).state.model_dump(mode="json")
    used = input_size(permalink.DemoState.model_validate(state))[0]
    state["changedFiles"][0]["content"] += (filler * (chars // len(filler) + 1))[: chars - used]
    return state


def test_a_small_link_dense_in_secrets_is_refused_before_running() -> None:
    """2,000 copies of a key line: a link of a few KB, refused naming the secrets and the fix."""
    state = _with("C", "password=hunter2 AKIAABCDEFGHIJKLMNOP ", 80_000)
    link = permalink.encode(permalink.DemoState.model_validate(state))
    assert len(link) < 3_000
    got = _open(state)
    assert got["ok"] is False and got["error"]["type"] == "too_large", got
    assert "secrets or addresses" in got["error"]["message"]
    assert f"{HIT_CHARS} characters" in got["error"]["message"]


def test_the_largest_link_without_secrets_still_opens() -> None:
    """Every preset's shape, filled with prose to the open budget, opens (the budget counts
    characters; only secrets and addresses count more)."""
    prose = "The handler reads the request, checks the amount and writes one row. "
    for pid in "ABCDEF":
        state = _with(pid, prose, OPEN_BUDGET_CHARS - 3_000)
        assert _open(state)["ok"] is True, pid

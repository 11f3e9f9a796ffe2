"""A run's cost is linear in the number of files: 8x the files, at most 12x the time (one run)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from growth import assert_linear
from safe_agent.page import bridge
from safe_agent.state.preset_catalog import load_preset


def _state(n: int) -> dict[str, Any]:
    """Preset A with `n` small, distinct files (limits raised so that every stage runs)."""
    state: dict[str, Any] = load_preset("A").state.model_dump(mode="json")
    state["guardrails"]["policy"]["limits"].update(maxFiles=10_000, maxTotalChars=50_000_000)
    state["changedFiles"] = [{"path": f"src/f{i}.py", "content": f"x = {i}\n"} for i in range(n)]
    return state


def _run(state: dict[str, Any]) -> None:
    got = json.loads(bridge.handle(json.dumps({"op": "run", "state": state, "fresh": True})))
    assert got["ok"], got
    assert len(got["result"]["result"]["paths"]) == len(state["changedFiles"])


@pytest.mark.slow
def test_a_run_is_linear_in_the_number_of_files() -> None:
    """Running the page's pipeline (every stage, the details and Explain) on 8x the files takes
    under 12x the time: no stage looks a field up by scanning every field."""
    assert_linear(_run, _state, 300, limit=12)  # 2,400 files: the old quadratic look-up shows

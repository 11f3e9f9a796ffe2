"""The runtime contract that web/runtime/loader.js gives the page (docs/architecture.md):
`window.SafeAgentRuntime` with mode, ready, start, call and onProgress; progress that only moves
forward and names its step; answers in the bridge's shape, with a published error type."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("embedding", ["top", "sandbox"])
def test_loader_keeps_its_contract(open_demo: Any, embedding: str) -> None:
    handle = open_demo(embedding)
    frame = handle.frame
    frame.evaluate(
        """() => { window.__events = [];
        window.SafeAgentRuntime.onProgress(e => window.__events.push(e)); }"""
    )
    handle.wait_ready()
    runtime = frame.evaluate(
        """() => { const r = window.SafeAgentRuntime;
        return [r.mode, typeof r.start, typeof r.call, typeof r.onProgress,
                typeof r.ready.then]; }"""
    )
    assert runtime[0] in ("fast", "sandboxed") and runtime[1:] == ["function"] * 3 + ["function"]
    events = frame.evaluate("() => window.__events")
    fractions = [e["fraction"] for e in events]
    assert fractions == sorted(fractions) and fractions[-1] == 1
    assert all(e["step"] and e["label"] and e["message"] for e in events)
    answer = frame.evaluate("() => window.SafeAgentRuntime.call('no_such_op', {})")
    vocab = frame.evaluate("() => window.SafeAgentRuntime.call('vocabulary', {})")
    assert answer["ok"] is False and set(answer["error"]) >= {"type", "message", "path"}
    assert answer["error"]["type"] in vocab["result"]["errorTypes"]
    assert "unavailable" in vocab["result"]["errorTypes"]

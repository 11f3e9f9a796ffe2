"""The runtime contract that web/runtime/loader.js gives the page (docs/architecture.md):
`window.SafeAgentRuntime` with mode, ready, start, call and onProgress; progress that only moves
forward and names its step; answers in the bridge's shape, with a published error type."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bench import harness
from buildlib.common import unpack

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


def boot_routed(browser: Any, server: Any, pattern: str, answer: Any) -> tuple[str, str, list]:
    """Open the demo top level with the requests matching `pattern` answered by `answer`; return
    the start-up state, the runtime's mode once Python is up and the console's errors."""
    context = browser.new_context()
    errors: list[str] = []
    try:
        context.route(re.compile(pattern), answer)
        page = context.new_page()
        page.on("console", lambda m: m.type == "error" and errors.append(m.text))
        frame = harness.open_lab(page, server, "top")
        state = harness.wait_ready(frame, 120_000)
        return state, frame.evaluate("window.SafeAgentRuntime.mode"), errors
    finally:
        context.close()


def test_packed_zips_work_inflated_on_the_way(
    browser: Any, static_server: Any, dist_dir: Path
) -> None:
    """A host that serves the packed zips with Content-Encoding: gzip hands the worker the zip
    itself ("PK", the browser inflated it): Python starts from that as from the gzip stream."""
    served: list[str] = []

    def inflated(route: Any) -> None:
        name = route.request.url.split("/demos/safe-agent-pipeline/", 1)[1]
        served.append(name)
        body = unpack((dist_dir / name).read_bytes())
        assert body[:2] == b"PK"
        route.fulfill(body=body, content_type="application/octet-stream")

    state, mode, errors = boot_routed(browser, static_server, r".*\.gzbin$", inflated)
    assert (state, mode, errors) == ("ready", "fast", [])
    assert sorted(served) == ["py/site.zip.gzbin", "pyodide/python_stdlib.zip.gzbin"]


def test_a_broken_fast_path_falls_back_to_the_payloads(browser: Any, static_server: Any) -> None:
    """A host that serves Pyodide's module with a type a module import refuses: the loader boots
    again from the payload scripts, and Python starts."""

    def wrong_type(route: Any) -> None:
        route.fulfill(body="not a module", content_type="text/plain")

    state, mode, _ = boot_routed(browser, static_server, r".*/pyodide/pyodide\.mjs$", wrong_type)
    assert (state, mode) == ("ready", "sandboxed")

"""Smoke tests: the built page boots Python and runs preset A top level and in the lab's iframes."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e

EMBEDDINGS = ("top", "sandbox", "sandbox-same-origin")
EXPECTED_MODE = {"top": "fast", "sandbox": "sandboxed", "sandbox-same-origin": "fast"}
AGENTS = ("ThreatSketch", "SpecLint", "PRSynthesis")


@pytest.mark.parametrize("embedding", EMBEDDINGS)
def test_preset_a_runs_offline(open_demo, embedding: str) -> None:
    """Python starts, preset A runs and shows findings, with no error and no foreign request."""
    demo = open_demo(embedding)
    demo.wait_ready()
    frame = demo.frame
    assert frame.evaluate("window.SafeAgentRuntime.mode") == EXPECTED_MODE[embedding]
    frame.click('button[data-preset="A"]')
    frame.click("#run-btn")
    frame.wait_for_selector('#result-status[data-state="done"]', timeout=30_000, state="attached")
    rows = {
        agent: frame.locator(f'table[data-testid="findings-{agent}"] tbody tr').count()
        for agent in AGENTS
    }
    demo.screenshot(f"smoke-{embedding}")
    assert sum(rows.values()) > 0, f"no findings shown: {rows}"
    assert demo.console_errors == []
    assert demo.page_errors == []
    assert demo.requests, "no request was recorded"
    assert demo.foreign_requests() == []


def test_worker_requests_are_recorded(open_demo) -> None:
    """The request log sees the worker's fetches too, so the origin check above is not blind."""
    demo = open_demo("top")
    demo.wait_ready()
    assert any(url.endswith("pyodide/pyodide.asm.wasm") for url in demo.requests)
    assert any(url.endswith("py/site.zip.gzbin") for url in demo.requests)
    assert any(url.endswith("pyodide/python_stdlib.zip.gzbin") for url in demo.requests)


def test_sandbox_fetches_nothing_it_cannot(open_demo) -> None:
    """In the opaque origin the runtime comes from payload scripts, not refused fetches."""
    demo = open_demo("sandbox")
    demo.wait_ready()
    paths = [url.split("/demos/safe-agent-pipeline/", 1)[-1] for url in demo.requests]
    assert any(path.startswith("assets/") for path in paths)
    assert not any(path.endswith((".wasm", ".zip", ".gzbin", ".mjs")) for path in paths)


def test_file_url_says_how_to_serve(browser, file_dist: Path) -> None:
    """Opened from file://, the page explains how to serve it instead of hanging."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto((file_dist / "index.html").as_uri())
        status = page.wait_for_selector(
            '#py-status[data-state="error"]', timeout=15_000, state="attached"
        )
        assert "python3 build.py serve" in (status.text_content() or "")
    finally:
        context.close()

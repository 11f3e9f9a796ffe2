"""Untrusted text stays text in every field a link carries (the educator's title and note too)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from safe_agent.state.demo_state import DemoState
from safe_agent.state.permalink import fragment

from bench.harness import wait_runs

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]

# Each payload would set window.__xss if the page ever treated text as HTML or script.
PAYLOADS = [
    "<img src=x onerror=\"window.__xss='img'\">",
    "</textarea><script>window.__xss='script'</script>",
    '"><svg onload="window.__xss=\'svg\'"></svg>',
    "<iframe srcdoc=\"<script>parent.__xss='iframe'</script>\"></iframe>",
    "javascript:window.__xss='href'",
    "</pre><details open ontoggle=\"window.__xss='details'\">",
]


def hostile_state() -> DemoState:
    """Preset A with every free-text field holding HTML/script payloads."""
    data = json.loads((ROOT / "presets" / "A.json").read_text("utf-8"))["state"]
    joined = "\n".join(PAYLOADS)
    data["repo"] = {"owner": PAYLOADS[0], "name": PAYLOADS[2]}
    data["promptVersion"] = PAYLOADS[1][:100]
    data["diffSummary"] = joined
    data["changedFiles"] = [
        {"path": "src/" + PAYLOADS[0], "content": joined},
        {"path": PAYLOADS[4], "content": PAYLOADS[3]},
    ]
    data["injection"] = {"enabled": True, "where": "both", "payload": PAYLOADS[5]}
    data["guardrails"]["injectionGuard"] = False
    data["guardrails"]["strictSchema"] = False
    data["meta"] = {"title": PAYLOADS[0], "note": "\n".join(PAYLOADS[1:])}
    return DemoState.model_validate(data)


def test_permalink_payloads_execute_nothing(open_demo: Any) -> None:
    """A permalink full of HTML/script payloads renders them as text and runs none of them."""
    state = hostile_state()
    handle = open_demo("sandbox", suffix=fragment(state))
    handle.wait_ready()
    frame = handle.frame
    wait_runs(frame, 1)
    frame.locator("details").evaluate_all("els => els.forEach(e => { e.open = true; })")
    frame.wait_for_timeout(300)

    assert frame.evaluate("() => window.__xss === undefined")
    assert handle.page.evaluate("() => window.__xss === undefined")
    injected = "img[src='x'], svg, iframe, script:not([src]), [onerror], [onload], [ontoggle]"
    assert 0 == frame.locator(injected).count()
    assert state.diffSummary == frame.locator('[data-testid="diff-summary"]').input_value()
    assert "src/" + PAYLOADS[0] in frame.locator('[data-testid="paths"]').text_content()
    assert PAYLOADS[0] == frame.locator("#meta-banner-h").text_content()
    assert [] == handle.page_errors

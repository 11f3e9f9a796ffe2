"""The determinism replay and the audit timeline work in the sandboxed lab iframe."""

from __future__ import annotations

import json
from typing import Any

import pytest

pytestmark = pytest.mark.e2e


@pytest.fixture
def lab(open_demo: Any) -> Any:
    """The demo in the sandboxed lab iframe with its first run rendered."""
    handle = open_demo("sandbox")
    handle.wait_ready()
    handle.frame.wait_for_selector('#result-status[data-state="done"]', timeout=60_000)
    return handle


def test_replay_reports_every_hash_matching(lab: Any) -> None:
    """The replay check re-runs the state and says every compared hash matches."""
    lab.frame.locator('.tabs [data-tab="details"]').click()
    lab.frame.locator("#replay-btn").click()
    verdict = lab.frame.locator('[data-testid="replay-result"] .replay-verdict')
    verdict.wait_for(timeout=60_000)

    assert "true" == verdict.get_attribute("data-match")
    assert "Every hash matches" in verdict.inner_text()


def test_audit_filter_and_json_lines_export(lab: Any) -> None:
    """Filtering by kind shows only that kind; the export holds one JSON line per event."""
    frame = lab.frame
    frame.locator('.tabs [data-tab="audit"]').click()
    total = frame.locator('[data-testid="audit-card"]').count()
    frame.locator('[data-testid="audit-filter"]').select_option("llm_response")
    kinds = set(
        frame.locator('[data-testid="audit-card"]').evaluate_all(
            "els => els.map(e => e.dataset.kind)"
        )
    )
    frame.get_by_role("button", name="Export as JSON Lines").click()
    frame.wait_for_function(
        "() => document.querySelector('[data-testid=\"audit-jsonl\"]').value.length > 0"
    )
    lines = frame.locator('[data-testid="audit-jsonl"]').input_value().strip().splitlines()

    assert {"llm_response"} == kinds
    assert total == len(lines)
    assert all("kind" in json.loads(line) for line in lines)

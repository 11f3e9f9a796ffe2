"""Each preset A–F shows its expected outcome on screen, in the lab's sandboxed iframe."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots"
AGENTS = ("ThreatSketch", "SpecLint", "PRSynthesis")


def preset(pid: str) -> dict[str, Any]:
    """The preset's JSON, whose `expect` block is the contract the page must show."""
    data: dict[str, Any] = json.loads((ROOT / "presets" / f"{pid}.json").read_text("utf-8"))
    return data


def run_preset(frame: Any, pid: str) -> None:
    """Click a preset and wait until its last run has rendered."""
    frame.wait_for_selector('#result-status[data-state="done"]', timeout=60_000)
    before = frame.locator("#result-status").text_content()
    frame.locator(f'button[data-preset="{pid}"]').click()
    runs = 2 if preset(pid)["expect"].get("secondRun") else 1
    frame.wait_for_function(
        """([before, runs]) => {
            const el = document.querySelector('#result-status');
            const n = s => Number((/Run (\\d+)/.exec(s || '') || [0, 0])[1]);
            return el.dataset.state === 'done' && n(el.textContent) >= n(before) + runs;
        }""",
        arg=[before, runs],
        timeout=60_000,
    )


def rows(frame: Any, agent: str) -> int:
    """Valid findings rows rendered for an agent."""
    count: int = frame.locator(f'table[data-testid="findings-{agent}"] tbody tr').count()
    return count


def shoot(handle: Any, name: str, *, frame_only: bool = False) -> None:
    """Save a viewport (or just the lab iframe) screenshot under test-artifacts/screenshots/."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    target = handle.page.locator("iframe#demo") if frame_only else handle.page
    target.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.fixture
def lab(open_demo: Any) -> Any:
    """The demo in the sandboxed lab iframe at 1280×800, Python ready."""
    handle = open_demo("sandbox", viewport=(1280, 800), iframe_height=800)
    handle.wait_ready()
    return handle


def test_a_every_agent_reports_valid_findings(lab: Any) -> None:
    """Preset A: every agent passes the gate and shows findings, with no unsafe banner."""
    run_preset(lab.frame, "A")

    for agent in AGENTS:
        assert rows(lab.frame, agent) >= 1
        assert "pass" == lab.frame.get_attribute(f'[data-testid="gate-{agent}"]', "data-gate")
    assert 0 == lab.frame.locator('[data-testid="unsafe-banner"]').count()
    shoot(lab, "preset-A-1280x800")


def test_b_names_the_blocking_rule_and_field(lab: Any) -> None:
    """Preset B: the injection stage is blocked and marked as the stop, naming rule and field."""
    run_preset(lab.frame, "B")
    blocked = preset("B")["expect"]["blockedBy"]

    for agent in AGENTS:
        cell = lab.frame.locator(f'td[data-agent="{agent}"][data-stage="injection_guard"]')
        assert "blocked" == cell.get_attribute("data-status")
        assert "stopped here" in cell.inner_text()
        assert 0 == rows(lab.frame, agent)
    panel = lab.frame.locator('[data-testid="injection"]').inner_text()
    assert blocked["rule"] in panel
    assert blocked["field"] in panel
    shoot(lab, "preset-B-1280x800")


def test_c_shows_redacted_spans_and_a_clean_envelope(lab: Any) -> None:
    """Preset C: redacted spans are highlighted with rule names; envelopes hold no secret."""
    run_preset(lab.frame, "C")
    expect = preset("C")["expect"]

    marks = lab.frame.locator('[data-testid="redaction"] mark.hit-before')
    assert marks.count() >= expect["minRedactions"]
    tags = lab.frame.locator('[data-testid="redaction"]').inner_text()
    for rule in expect["redactionRules"]:
        assert rule in tags
    for agent in AGENTS:
        envelope = lab.frame.locator(f'[data-testid="envelope-{agent}"] pre').text_content()
        for secret in expect["envelopeExcludes"]:
            assert secret not in envelope
    shoot(lab, "preset-C-1280x800")


def test_d_shows_the_gate_error_and_no_findings(lab: Any) -> None:
    """Preset D: each gate shows a rejection with its error path and no valid finding rows."""
    run_preset(lab.frame, "D")

    for agent in AGENTS:
        gate = lab.frame.locator(f'[data-testid="gate-{agent}"]')
        assert "fail" == gate.get_attribute("data-gate")
        text = gate.inner_text()
        assert "Error path" in text
        assert "rejected" in text
        assert 0 == rows(lab.frame, agent)
    shoot(lab, "preset-D-1280x800")


def test_e_second_run_hits_the_cache_for_every_agent(lab: Any) -> None:
    """Preset E: after its second run every agent is a cache hit and the budget spent no call."""
    run_preset(lab.frame, "E")

    for agent in AGENTS:
        assert "hit" in lab.frame.locator(f'[data-testid="cache-{agent}"] summary').inner_text()
        assert rows(lab.frame, agent) >= 1
    calls = lab.frame.locator('[data-testid="budget-calls"]').inner_text()
    assert "0 / " in calls
    shoot(lab, "preset-E-1280x800")


def test_f_flags_and_excludes_paths(lab: Any) -> None:
    """Preset F: flagged paths are marked excluded and never appear in an envelope."""
    run_preset(lab.frame, "F")
    expect = preset("F")["expect"]

    table = lab.frame.locator('[data-testid="paths"] tbody')
    for path in expect["excludedPaths"]:
        row = table.locator("tr", has_text=path)
        assert "excluded" in row.inner_text()
        for agent in AGENTS:
            envelope = lab.frame.locator(f'[data-testid="envelope-{agent}"] pre').text_content()
            assert f"FILE: {path}" not in envelope
    flags = lab.frame.locator(".file-flag.is-flagged")
    assert flags.count() == len(expect["flaggedPaths"])
    shoot(lab, "preset-F-1280x800")


@pytest.mark.parametrize("pid", ["A", "B", "C", "D", "E", "F"])
def test_preset_renders_in_a_420px_lab_frame(open_demo: Any, pid: str) -> None:
    """At the lab's 420 px iframe height the page runs each preset and scrolls inside the frame."""
    handle = open_demo("sandbox", viewport=(1280, 800), iframe_height=420)
    handle.wait_ready()
    run_preset(handle.frame, pid)

    scroll = handle.frame.evaluate("() => document.scrollingElement.scrollHeight")
    assert scroll > 420
    handle.frame.locator("#col-run").scroll_into_view_if_needed()
    shoot(handle, f"preset-{pid}-iframe420", frame_only=True)
    assert [] == handle.page_errors

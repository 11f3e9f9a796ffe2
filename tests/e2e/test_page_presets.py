"""Each preset A–F, in the lab's sandboxed 420 px frame: the outcome and its reason come first."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from safe_agent.pipeline.stages import STAGE_ORDER

from bench.harness import run_number, wait_runs

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
AGENTS = ("ThreatSketch", "SpecLint", "PRSynthesis")
STAGE_IDS = STAGE_ORDER  # the declared stage list: none of its ids may show
TONES = {"A": "ok", "B": "blocked", "C": "ok", "D": "rejected", "E": "ok", "F": "warn"}


def preset(pid: str) -> dict[str, Any]:
    """The preset's JSON, whose `expect` block is the contract the page must show."""
    data: dict[str, Any] = json.loads((ROOT / "presets" / f"{pid}.json").read_text("utf-8"))
    return data


def run_preset(frame: Any, pid: str) -> None:
    """Click a preset and wait until its last run has rendered."""
    wait_runs(frame, 1)
    before = run_number(frame)
    frame.locator(f'button[data-preset="{pid}"]').click()
    wait_runs(frame, before + (2 if preset(pid)["expect"].get("secondRun") else 1))


def open_tab(frame: Any, name: str) -> None:
    frame.locator(f'.tabs [data-tab="{name}"]').click()


def rows(frame: Any, agent: str) -> int:
    """Valid findings rows rendered for an agent."""
    count: int = frame.locator(f'table[data-testid="findings-{agent}"] tbody tr').count()
    return count


def in_view(frame: Any, selector: str) -> bool:
    """Whether the element intersects the frame's visible viewport."""
    box = frame.evaluate(
        "s => { const r = document.querySelector(s).getBoundingClientRect();"
        " return [r.top, r.bottom, r.height, innerHeight]; }",
        selector,
    )
    top, bottom, height, viewport = box
    return bool(height > 0 and bottom > 0 and top < viewport)


def visible_text(frame: Any) -> str:
    text: str = frame.evaluate("() => document.body.innerText")
    return text


@pytest.fixture
def lab(open_demo: Any) -> Any:
    """The demo in the sandboxed lab iframe at 1280 wide, 800 high, Python ready."""
    handle = open_demo("sandbox", viewport=(1280, 800), iframe_height=800)
    handle.wait_ready()
    return handle


@pytest.mark.parametrize("width", [1100, 375])
def test_every_preset_shows_outcome_and_reason_in_the_420px_frame(
    open_demo: Any, width: int
) -> None:
    """In the lab's own frame, after each preset click the outcome and the why-card are in view
    without scrolling, the tone is the preset's, nothing overflows sideways, and no internal
    stage id or regex is visible (the pattern stays behind 'show pattern')."""
    handle = open_demo("sandbox", viewport=(width, 600), iframe_height=420)
    handle.wait_ready()
    frame = handle.frame
    for pid, tone in TONES.items():
        run_preset(frame, pid)
        assert tone == frame.get_attribute("#outcome", "data-tone"), pid
        assert in_view(frame, "#outcome"), pid
        assert in_view(frame, '[data-testid="why-card"] .why-card'), pid
        overflow = frame.evaluate(
            "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, (pid, overflow)
        text = visible_text(frame)
        assert not [s for s in STAGE_IDS if "_" in s and s in text], pid
        assert "\\b" not in text and "(?:" not in text, pid
    assert [] == handle.page_errors


def test_b_hides_the_pattern_until_asked(lab: Any) -> None:
    """B's why-card names the rule and marks the matched words; the regex appears only when the
    reader opens 'show the rule's pattern'."""
    frame = lab.frame
    run_preset(frame, "B")
    card = frame.locator('[data-testid="why-card"]')
    marks = card.locator("mark").all_text_contents()
    assert any("ignore previous instructions" in m.lower() for m in marks)
    assert "(?:" not in card.inner_text()
    card.locator('[data-testid="show-pattern"] summary').click()
    assert "(?:" in card.inner_text()
    for agent in AGENTS:
        cell = frame.locator(f'td[data-agent="{agent}"][data-stage="injection_guard"]')
        assert "blocked" == cell.get_attribute("data-status")
        assert "stopped here" in cell.inner_text()
        assert 0 == rows(frame, agent)


def test_a_every_agent_reports_valid_findings(lab: Any) -> None:
    """Preset A: every agent passes the gate and shows findings, with no unsafe banner."""
    run_preset(lab.frame, "A")
    for agent in AGENTS:
        assert rows(lab.frame, agent) >= 1
        assert "pass" == lab.frame.get_attribute(f'[data-testid="gate-{agent}"]', "data-gate")
    assert 0 == lab.frame.locator('[data-testid="unsafe-banner"]').count()


def test_c_shows_redacted_spans_and_a_clean_envelope(lab: Any) -> None:
    """Preset C: redacted spans are highlighted with rule names; envelopes hold no secret."""
    frame = lab.frame
    run_preset(frame, "C")
    expect = preset("C")["expect"]
    open_tab(frame, "details")
    marks = frame.locator('[data-testid="redaction"] mark.hit-before')
    assert marks.count() >= expect["minRedactions"]
    tags = frame.locator('[data-testid="redaction"]').inner_text()
    for rule in expect["redactionRules"]:
        assert rule in tags
    for agent in AGENTS:
        envelope = frame.locator(f'[data-testid="envelope-{agent}"] pre').text_content()
        for secret in expect["envelopeExcludes"]:
            assert secret not in envelope


def test_d_is_a_safe_rejection_with_no_findings(lab: Any) -> None:
    """Preset D: the gate rejects (safe), with its error path, and no finding rows."""
    frame = lab.frame
    run_preset(frame, "D")
    for agent in AGENTS:
        gate = frame.locator(f'[data-testid="gate-{agent}"]')
        assert "fail" == gate.get_attribute("data-gate")
        assert "Error path" in gate.inner_text() and "Rejected (safe)" in gate.inner_text()
        assert 0 == rows(frame, agent)
        cell = frame.locator(f'td[data-agent="{agent}"][data-stage="schema_gate"]')
        assert "rejected" == cell.get_attribute("data-status")


def test_e_second_run_hits_the_cache_for_every_agent(lab: Any) -> None:
    """Preset E: after its second run every agent is a cache hit and the budget spent no call."""
    frame = lab.frame
    run_preset(frame, "E")
    assert "cache" == frame.get_attribute('[data-testid="why-card"] .why-card', "data-kind")
    for agent in AGENTS:
        cell = frame.locator(f'td[data-agent="{agent}"][data-stage="cache"]')
        assert "hit" in cell.inner_text()
        assert rows(frame, agent) >= 1
    open_tab(frame, "details")
    assert "0 / " in frame.locator('[data-testid="budget-calls"]').inner_text()


def test_f_path_policy_is_a_warning_and_excludes_paths(lab: Any) -> None:
    """Preset F: the path-policy cell is a warning; flagged paths never reach an envelope."""
    frame = lab.frame
    run_preset(frame, "F")
    expect = preset("F")["expect"]
    for agent in AGENTS:
        cell = frame.locator(f'td[data-agent="{agent}"][data-stage="path_policy"]')
        assert "warn" == cell.get_attribute("data-status")
    open_tab(frame, "details")
    table = frame.locator('[data-testid="paths"] tbody')
    for path in expect["excludedPaths"]:
        assert "kept out" in table.locator("tr", has_text=path).inner_text()
        for agent in AGENTS:
            envelope = frame.locator(f'[data-testid="envelope-{agent}"] pre').text_content()
            assert f"FILE: {path}" not in envelope
    open_tab(frame, "inputs")
    assert frame.locator(".file-flag.is-flagged").count() == len(expect["flaggedPaths"])


def test_not_json_changes_the_outcome(lab: Any) -> None:
    """Choosing 'not JSON' for the simulated model re-runs by itself and the gate rejects."""
    frame = lab.frame
    run_preset(frame, "A")
    before = run_number(frame)
    open_tab(frame, "inputs")
    mode = frame.locator('[data-testid="provider-mode"]')
    mode.select_option(label="not JSON")
    wait_runs(frame, before + 1)
    assert "rejected" == frame.get_attribute("#outcome", "data-tone")
    assert 'aria-pressed="true"' not in frame.locator("#preset-list").inner_html()


def test_guard_off_on_b_shows_the_simulated_consequence(lab: Any) -> None:
    """Switching the guard off on B re-runs; the outcome is unsafe and each agent shows what a
    hijacked model did, labelled as a simulation."""
    frame = lab.frame
    run_preset(frame, "B")
    before = run_number(frame)
    open_tab(frame, "inputs")
    frame.locator('[data-testid="guardrail-injectionGuard"]').uncheck()
    wait_runs(frame, before + 1)
    assert "unsafe" == frame.get_attribute("#outcome", "data-tone")
    assert "simulated" in frame.locator("#outcome-headline").inner_text()
    open_tab(frame, "findings")
    for agent in AGENTS:
        assert "Simulation" in frame.locator(f'[data-testid="simulated-{agent}"]').inner_text()
    banner = frame.locator('[data-testid="unsafe-banner"]')
    assert 1 == banner.locator('li[data-guardrail="injectionGuard"]').count()

"""Parity: in devkit-compatible mode the pipeline reproduces every value in devkit-golden.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from safe_agent.hashing import devkit32, utf16_len
from safe_agent.pipeline.runner import Session, run
from safe_agent.state.demo_state import DemoState

GOLDEN: dict[str, Any] = json.loads(
    (Path(__file__).parent / "data" / "devkit-golden.json").read_text()
)
EXPECTED = GOLDEN["local_context_expected"]


def _local_state(**ui: Any) -> DemoState:
    ctx = GOLDEN["local_context"]
    return DemoState.model_validate(
        {
            "repo": ctx["repo"],
            "promptVersion": ctx["promptVersion"],
            "diffSummary": ctx["diffSummary"],
            "changedFiles": ctx["changedFiles"],
            "guardrails": {"fenceUntrustedContext": False},
            "ui": ui,
        }
    )


@pytest.fixture(scope="module")
def devkit_run():  # type: ignore[no-untyped-def]
    return {a.agent: a for a in run(_local_state(), profile="devkit").agents}


def test_context_hashes(devkit_run) -> None:  # type: ignore[no-untyped-def]
    """The diff-summary hash, file hash and contextHash match for every agent."""
    ctx = GOLDEN["local_context"]
    assert EXPECTED["diffSummary_hash"] == devkit32(ctx["diffSummary"])
    assert EXPECTED["file_content_hash"] == devkit32(ctx["changedFiles"][0]["content"])
    assert {EXPECTED["contextHash"]} == {a.contextHash for a in devkit_run.values()}


@pytest.mark.parametrize("agent", ["ThreatSketch", "SpecLint", "PRSynthesis"])
def test_agent_values(devkit_run, agent: str) -> None:  # type: ignore[no-untyped-def]
    """requestId, prompt length, promptHash, usage, outputHash and reported agent all match."""
    want, got = EXPECTED["agents"][agent], devkit_run[agent]
    assert want["requestId"] == got.requestId
    assert want["prompt_length_utf16"] == utf16_len(got.envelope)
    assert want["promptHash"] == got.promptHash
    assert want["usage"] == got.usage.model_dump()
    assert want["outputHash"] == got.outputHash
    assert want["reported_agent"] == got.report.agent
    if "cacheKey" in want:
        assert want["cacheKey"] == got.cacheKey


def test_speclint_prompt_and_raw_text_byte_for_byte(devkit_run) -> None:  # type: ignore[no-untyped-def]
    """The SpecLint envelope and the stub's raw text are the devkit's exact strings."""
    assert EXPECTED["SpecLint_prompt"] == devkit_run["SpecLint"].envelope
    assert EXPECTED["SpecLint_rawText"] == devkit_run["SpecLint"].rawText


def test_audit_sequence_for_one_call_holds_request_then_response() -> None:
    """One successful call records llm_request then llm_response with the golden hashes/usage."""
    result = run(_local_state(activeAgent="SpecLint"), session=Session(), profile="devkit")
    calls = [e for e in result.audit if e.kind in ("llm_request", "llm_response")]
    assert ["llm_request", "llm_response"] == [e.kind for e in calls]
    spec = EXPECTED["agents"]["SpecLint"]
    assert {spec["promptHash"]} == {e.promptHash for e in calls}
    assert spec["usage"] == calls[1].usage.model_dump()
    assert ("stub", "stub-model") == (calls[0].provider, calls[0].model)


def test_budget_max_calls_one_refuses_the_second_distinct_call() -> None:
    """maxCalls=1: the second agent's call fails 'Budget exceeded: maxCalls' (as the devkit)."""
    state = _local_state().model_copy(deep=True)
    data = state.model_dump()
    data["guardrails"]["policy"]["budget"]["maxCalls"] = 1
    result = run(DemoState.model_validate(data), profile="devkit")
    assert "ok" == result.agents[0].status
    assert "Budget exceeded: maxCalls" == result.agents[1].error.message


def test_budget_input_tokens_one_differs_deliberately() -> None:
    """maxTotalInputTokens=1: the devkit lets the first call overshoot; we refuse it up front."""
    data = _local_state().model_dump()
    data["guardrails"]["policy"]["budget"]["maxTotalInputTokens"] = 1
    result = run(DemoState.model_validate(data), profile="devkit")
    assert "Budget exceeded: maxTotalInputTokens" == result.agents[0].error.message
    assert 0 == result.budget.calls


def test_cache_hit_is_returned_even_when_budget_is_exhausted() -> None:
    """A cached response is served with the budget at zero, as in the devkit."""
    session = Session()
    run(_local_state(), session=session, profile="devkit")
    data = _local_state().model_dump()
    data["guardrails"]["policy"]["budget"]["maxCalls"] = 0
    again = run(DemoState.model_validate(data), session=session, profile="devkit")
    assert [True, True, True] == [a.cacheHit for a in again.agents]
    assert {"ok"} == {a.status for a in again.agents}


def test_vendored_golden_file_matches_the_reference() -> None:
    """tests/data holds an exact copy of the reference golden file (checked when it is beside)."""
    shared = Path(__file__).resolve().parents[2] / "shared/reference/devkit-golden.json"
    if not shared.exists():
        pytest.skip("../shared/reference is not beside this checkout")
    assert (
        shared.read_bytes() == (Path(__file__).parent / "data" / "devkit-golden.json").read_bytes()
    )

"""What a reader sees first: the outcome's tone and headline, and the one card that says why."""

from __future__ import annotations

from typing import Any

import pytest
from safe_agent.model.stub import HIJACK_ID, acted_on
from safe_agent.page.explain import explain
from safe_agent.pipeline.runner import Session, execute, run
from safe_agent.state.demo_state import DemoState
from safe_agent.state.preset_catalog import load_preset


def preset(pid: str, **guardrails: Any) -> DemoState:
    state = load_preset(pid).state
    if guardrails:
        g = state.guardrails.model_copy(update=guardrails)
        state = state.model_copy(update={"guardrails": g})
    return state


def with_mode(state: DemoState, mode: str) -> DemoState:
    return state.model_copy(update={"ui": state.ui.model_copy(update={"providerMode": mode})})


@pytest.mark.parametrize(
    ("pid", "tone", "kind"),
    [
        ("A", "ok", "clean"),
        ("B", "blocked", "injection_guard"),
        ("C", "ok", "redaction"),
        ("D", "rejected", "schema_gate"),
        ("F", "warn", "path_policy"),
    ],
)
def test_each_preset_leads_with_its_point(pid: str, tone: str, kind: str) -> None:
    """Each preset's outcome names what the preset is about, in a plain sentence."""
    outcome = run(load_preset(pid).state, session=Session()).outcome
    assert (outcome.tone, outcome.why.kind) == (tone, kind)
    assert outcome.headline.endswith(".") and "_" not in outcome.headline
    assert outcome.why.lines and all("_" not in line.split(":")[0] for line in outcome.why.lines)


def test_a_block_marks_the_matched_words_and_keeps_the_regex_apart() -> None:
    """B's why-card quotes the diff summary with the matched words marked; the regex is only in
    `pattern`, beside a plain rule name and description."""
    why = run(load_preset("B").state, session=Session()).outcome.why
    assert why.excerpt is not None and why.excerpt.label == "diff summary"
    marked = [why.excerpt.text[s:e] for s, e in why.excerpt.marks]
    assert any("ignore previous instructions" in m.lower() for m in marked)
    assert why.pattern is not None and why.pattern.label and why.pattern.regex
    assert why.pattern.regex not in " ".join(why.lines)


def test_the_cache_hit_is_the_why_of_a_second_run() -> None:
    """E's second run says it came from the cache and the model was not called."""
    session = Session()
    run(load_preset("E").state, session=session)
    outcome = run(load_preset("E").state, session=session).outcome
    assert outcome.why.kind == "cache" and "no model call" in outcome.headline


def test_a_provider_mode_change_reaches_the_provider_not_the_cache() -> None:
    """After an OK run, switching the simulated output to 'not JSON' changes the outcome: the
    mode is part of the cache key, so the answer is not the stored one."""
    session = Session()
    state = load_preset("A").state
    assert run(state, session=session).outcome.tone == "ok"
    broken = run(with_mode(state, "NON_JSON"), session=session)
    assert broken.outcome.tone == "rejected"
    assert not any(a.cacheHit for a in broken.agents)
    assert run(state, session=session).outcome.why.kind == "cache"


def test_explain_never_contradicts_the_run() -> None:
    """With 'not JSON', Explain says the answer was rejected, not that it is JSON."""
    done = execute(with_mode(load_preset("A").state, "NON_JSON"), session=Session())
    gate = {s["id"]: s["body"] for s in explain(done)}["schema_gate"]
    assert "not JSON" in gate and "rejected (fail closed)" in gate
    assert "passed: the answer is JSON" not in gate


def test_guard_off_shows_the_simulated_consequence() -> None:
    """B with the guard off: the stub answers as a hijacked model would, labelled a simulation,
    the findings are gone, and the outcome is unsafe and says so."""
    result = run(preset("B", injectionGuard=False), session=Session())
    assert result.outcome.tone == "unsafe" and "simulated" in result.outcome.headline
    for agent in result.agents:
        assert agent.report is not None and agent.simulated
        # B's text asks to approve and to reveal the instructions: the answer does both
        assert agent.report.findings[0].id == HIJACK_ID
        assert {"approve", "reveal"} <= set(acted_on(agent.rawText))
    honest = run(load_preset("A").state, session=Session())
    assert all(
        HIJACK_ID not in [f.id for f in a.report.findings] for a in honest.agents if a.report
    )


def test_redaction_off_highlights_the_secrets_in_the_envelope() -> None:
    """C with redaction off: each secret that reached the model is a marked span of the envelope."""
    result = run(preset("C", redaction=False), session=Session())
    assert result.outcome.tone == "unsafe" and result.wouldRedact and not result.redactions
    agent = result.agents[0]
    env = agent.envelope or ""
    shown = {env[x.start : x.end] for x in agent.exposed}
    originals = {f.field: f.original for f in result.fields}
    would = {originals[h.field][h.start : h.end] for h in result.wouldRedact}
    assert shown and shown <= would


def test_any_guardrail_off_is_unsafe_even_when_nothing_happened() -> None:
    """A clean run with a guardrail off is unsafe (styled as a warning), not green."""
    for switch in ("redaction", "injectionGuard", "strictSchema", "fenceUntrustedContext"):
        assert run(preset("A", **{switch: False}), session=Session()).outcome.tone == "unsafe"


def test_same_state_same_outcome() -> None:
    """The outcome is part of the digest: same state, same bytes."""
    a = run(preset("B", injectionGuard=False), session=Session())
    b = run(preset("B", injectionGuard=False), session=Session())
    assert a.outcome == b.outcome and a.digest == b.digest

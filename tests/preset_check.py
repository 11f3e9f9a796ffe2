"""The preset checker: runs a preset and lists where its results break the preset's `expect`.

Test code: the product only ships presets as data; this is how the tests hold each preset to
its promise (moved out of `safe_agent.state.preset_catalog`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from safe_agent.pipeline.runner import Session, run
from safe_agent.state.preset_catalog import AgentExpect, Expect, Preset, SecondRun
from safe_agent.types import AgentRun, RunResult


def run_preset(preset: Preset) -> list[RunResult]:
    """Run a preset in a fresh session: once, or twice when its `expect` describes a second run."""
    session = Session()
    runs = 2 if preset.expect.secondRun is not None else 1
    return [run(preset.state, session=session) for _ in range(runs)]


# ---- checking an expect block ---------------------------------------------------------------


def check_expect(preset: Preset, results: Sequence[RunResult | Mapping[str, Any]]) -> list[str]:
    """Problems with `results` (the first run, then the second) against the preset's `expect`."""
    runs = [r if isinstance(r, RunResult) else RunResult.model_validate(r) for r in results]
    if not runs:
        return ["no run result to check"]
    exp = preset.expect
    first = runs[0]
    problems = _check_agents(exp, first)
    problems += _check_guards(exp, first)
    problems += _check_envelopes(exp, first)
    if exp.budgetCalls is not None and first.budget.calls != exp.budgetCalls:
        problems.append(f"budget calls: expected {exp.budgetCalls}, got {first.budget.calls}")
    if exp.secondRun is not None:
        if len(runs) < 2:
            problems.append("secondRun: expected a second run result")
        else:
            problems += _check_second(exp.secondRun, first, runs[1])
    return [f"preset {preset.id}: {p}" for p in problems]


def _findings_text(agent: AgentRun) -> str:
    if agent.report is None:
        return ""
    return json.dumps([f.model_dump(mode="json") for f in agent.report.findings])


def _check_agent(name: str, want: AgentExpect, got: AgentRun) -> list[str]:
    problems = []
    count = len(got.report.findings) if got.report is not None else 0
    checks: list[tuple[str, object, object]] = [
        ("status", want.status, got.status),
        ("stoppedAt", want.stoppedAt, got.stoppedAt),
        ("hasReport", want.hasReport, got.report is not None),
        ("gateOk", want.gateOk, got.gate.ok if got.gate is not None else None),
        ("cacheHit", want.cacheHit, got.cacheHit),
    ]
    for label, expected, actual in checks:
        if expected is not None and expected != actual:
            problems.append(f"{name}.{label}: expected {expected!r}, got {actual!r}")
    if want.minFindings is not None and count < want.minFindings:
        problems.append(f"{name}: expected at least {want.minFindings} findings, got {count}")
    if want.maxFindings is not None and count > want.maxFindings:
        problems.append(f"{name}: expected at most {want.maxFindings} findings, got {count}")
    text = _findings_text(got)
    problems += [
        f"{name}: no finding mentions {m!r}" for m in want.findingsMention if m not in text
    ]
    return problems


def _check_agents(exp: Expect, result: RunResult) -> list[str]:
    problems = []
    by_name = {a.agent: a for a in result.agents}
    if exp.allAgents is not None:
        if not result.agents:
            problems.append("allAgents: the run has no agents")
        for agent in result.agents:
            problems += _check_agent(agent.agent, exp.allAgents, agent)
    for name, want in exp.agents.items():
        got = by_name.get(name)
        if got is None:
            problems.append(f"{name}: did not run")
        else:
            problems += _check_agent(name, want, got)
    return problems


def _check_guards(exp: Expect, result: RunResult) -> list[str]:
    problems = []
    verdict = result.injection
    if exp.tone is not None and result.outcome.tone != exp.tone:
        problems.append(f"outcome tone: expected {exp.tone!r}, got {result.outcome.tone!r}")
    if exp.blocked is not None and verdict.blocked != exp.blocked:
        problems.append(f"blocked: expected {exp.blocked}")
    if exp.blockedBy is not None:
        rule, field = exp.blockedBy.rule, exp.blockedBy.field
        named = any(m.rule == rule and m.field == field for m in verdict.matches)
        if not (verdict.blocked and named):
            problems.append(f"not blocked by rule {rule!r} in field {field!r}")
    seen_rules = {m.rule for m in verdict.matches}
    problems += [
        f"injection rule {r!r} did not match" for r in exp.blockedRules if r not in seen_rules
    ]
    hits = result.redactions
    hit_rules = {h.rule for h in hits}
    problems += [
        f"redaction rule {r!r} redacted nothing" for r in exp.redactionRules if r not in hit_rules
    ]
    if exp.minRedactions is not None and len(hits) < exp.minRedactions:
        problems.append(f"expected at least {exp.minRedactions} redactions, got {len(hits)}")
    if exp.unsafe is not None:
        got_unsafe = sorted({n.guardrail for n in result.unsafe})
        if got_unsafe != sorted(exp.unsafe):
            problems.append(f"unsafe notices: expected {sorted(exp.unsafe)}, got {got_unsafe}")
    kinds = {e.kind for e in result.audit}
    problems += [f"no {k!r} audit event" for k in exp.auditKinds if k not in kinds]
    if exp.outputExcludes:
        blob = json.dumps(result.model_dump(mode="json", exclude={"fields"}), ensure_ascii=False)
        problems += [f"run output contains {t!r}" for t in exp.outputExcludes if t in blob]
    return problems


def _check_envelopes(exp: Expect, result: RunResult) -> list[str]:
    problems = []
    envelopes = [(a.agent, a.envelope) for a in result.agents if a.envelope is not None]
    needs_envelope = exp.envelopeIncludes or exp.envelopeExcludes or exp.excludedPaths
    if needs_envelope and not envelopes:
        problems.append("no agent built an envelope")
    for agent, env in envelopes:
        problems += [f"{agent} envelope lacks {t!r}" for t in exp.envelopeIncludes if t not in env]
        problems += [f"{agent} envelope contains {t!r}" for t in exp.envelopeExcludes if t in env]
        problems += [
            f"{agent} envelope contains excluded path {p!r}" for p in exp.excludedPaths if p in env
        ]
    for path in exp.flaggedPaths:
        found = [d for d in result.paths if d.path == path]
        if not found or any(d.decision == "allowed" for d in found):
            problems.append(f"path {path!r} was not flagged")
    for path in exp.excludedPaths:
        found = [d for d in result.paths if d.path == path]
        if not found or not all(d.excluded for d in found):
            problems.append(f"path {path!r} was not excluded")
    return problems


def _check_second(want: SecondRun, first: RunResult, second: RunResult) -> list[str]:
    problems = []
    hits = sum(1 for a in second.agents if a.cacheHit)
    if want.cacheHits is not None and hits != want.cacheHits:
        problems.append(f"second run: expected {want.cacheHits} cache hits, got {hits}")
    spent = second.budget.calls
    if want.budgetCalls is not None and spent != want.budgetCalls:
        problems.append(f"second run: expected {want.budgetCalls} budget calls, got {spent}")
    if want.sameFindings is not None:
        same = [_findings_text(a) for a in first.agents] == [
            _findings_text(a) for a in second.agents
        ]
        if same != want.sameFindings:
            problems.append(f"second run: sameFindings expected {want.sameFindings}, got {same}")
    return problems

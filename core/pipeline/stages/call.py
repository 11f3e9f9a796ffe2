"""The call loop: budget, model call, optional repair and the schema gate, once per attempt."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from ...types import Attempt, ErrorInfo, ProviderResult, Report, StageName
from ..audit import canonical
from ..cache import CachedResponse
from ..envelope import CORRECTION_HEADER
from . import budget, provider, repair, schema_gate
from .base import AgentContext, Outcome, RunContext, log_event
from .contract import Stage, Steps

# The stages this loop runs, in order, for each attempt (the first call and any self-correction).
STAGES: tuple[Stage, ...] = (budget, provider, repair, schema_gate)
# Runs only for an agent that has not stopped (limits, the guard or a cache error stop it earlier).
ALWAYS = False


def _output_hash(ctx: RunContext, value: Any) -> str:
    if ctx.profile.canonical_output_hash:
        return ctx.profile.hasher(canonical(value))
    return ctx.profile.hasher(json.dumps(value, separators=(",", ":"), ensure_ascii=False))


def run(ctx: RunContext, agent: AgentContext) -> Steps:
    """Outcomes in the order they happened; a later outcome of a stage replaces an earlier one."""
    if agent.cache_hit:
        skipped = "A cache hit: no model call, no budget spent."
        return [
            (budget.NAME, Outcome("skipped", "not needed", skipped, "cache hit")),
            (provider.NAME, Outcome("skipped", "not needed", skipped, "cache hit")),
            (repair.NAME, Outcome("skipped", "not needed", skipped, "cache hit")),
            (schema_gate.NAME, schema_gate.from_cache()),
        ]
    assert agent.request is not None and agent.envelope is not None
    g = ctx.state.guardrails
    retries = g.maxRetries if g.selfCorrection else 0
    prompt = agent.envelope
    current = prompt
    out: list[tuple[StageName, Outcome]] = []
    for attempt in range(retries + 1):
        outcomes, result = provider.call(ctx, agent, agent.request, current)
        out += outcomes
        if result is None:
            return out
        text, steps, repaired = repair.apply(ctx, agent, result.rawText)
        out.append((repair.NAME, repaired))
        check, gate = schema_gate.check(ctx, text)
        agent.attempts.append(
            Attempt(
                attempt=attempt + 1,
                rawText=result.rawText,
                usage=result.usage,
                repairs=steps,
                gate=gate,
            )
        )
        agent.raw, agent.gate, agent.usage = text, gate, result.usage
        if check.ok:
            out.append((schema_gate.NAME, _accept(ctx, agent, result, check.value, check.report)))
            return out
        log_event(
            ctx,
            agent,
            "llm_error",
            schema_gate.NAME,
            error=ErrorInfo(
                name="SchemaGateError", message=check.error or "", path=check.error_path
            ),
            usage=result.usage,
            **agent.hashes(),
        )
        rejection = schema_gate.rejected(gate)
        # Only the last rejection stops the agent; an earlier one is followed by a retry.
        out.append(
            (schema_gate.NAME, rejection if attempt == retries else replace(rejection, stop=None))
        )
        if attempt < retries:
            current = (
                f"{prompt}{CORRECTION_HEADER}Your previous output was rejected: {check.error}. "
                "Reply with only a JSON object that matches OUTPUT_SCHEMA."
            )
    return out


def _accept(
    ctx: RunContext, agent: AgentContext, result: ProviderResult, value: Any, report: Report | None
) -> Outcome:
    g = ctx.state.guardrails
    gate = agent.gate
    assert gate is not None
    output_hash = _output_hash(ctx, value)
    if report is not None and ctx.profile.devkit_stub and agent.spec.name == "ThreatSketch":
        report = report.model_copy(update={"agent": agent.spec.reported_name})
    log_event(
        ctx,
        agent,
        "llm_response",
        provider.NAME,
        provider=result.provider,
        model=result.model,
        outputHash=output_hash,
        usage=result.usage,
        **agent.hashes(),
    )
    if g.caching and not gate.unsafe and report is not None and agent.key is not None:
        stored = CachedResponse(
            requestId=agent.request_id,
            provider=result.provider,
            model=result.model,
            rawText=result.rawText,
            report=report,
            usage=result.usage,
            outputHash=output_hash,
            timestampMs=ctx.session.clock_ms(),
        )
        ctx.session.cache.set(agent.key, stored, g.cacheTtlSeconds, ctx.session.clock_ms())
    agent.report = report
    agent.output_hash = output_hash
    return schema_gate.accepted(gate, agent.attempts)

"""Envelope stage: build the prompt exactly as hashed and sent, fencing the untrusted context."""

from __future__ import annotations

from ...types import Exposure, LLMRequest, RequestContext, StageName, UnsafeNotice
from .. import planted
from ..envelope import build_prompt, context_material
from .base import (
    AgentContext,
    Outcome,
    RunContext,
    Section,
    Verdict,
    field_label,
    section,
    switched_off,
)
from .contract import Steps

NAME: StageName = "envelope"
LABEL = "Prompt envelope"
DESCRIPTION = (
    "Builds the exact text sent to the model, with the pull request's text fenced off as data, "
    "not instructions."
)
SWITCH = "fenceUntrustedContext"
# Runs only for an agent that has not stopped.
ALWAYS = False


def _exposed(ctx: RunContext, envelope: str) -> list[Exposure]:
    """Where the text that redaction would have removed sits in the envelope (redaction off)."""
    originals = {f.field: f.original for f in ctx.redacted.fields}
    found: dict[tuple[int, int], Exposure] = {}
    for h in ctx.redacted.would_redact:
        secret = originals.get(h.field, "")[h.start : h.end]
        at = envelope.find(secret) if secret else -1
        while at >= 0:
            span = (at, at + len(secret))
            found.setdefault(
                span, Exposure(start=at, end=span[1], rule=h.rule, label=field_label(h.field))
            )
            at = envelope.find(secret, at + 1)
    return [found[span] for span in sorted(found)]


def run(ctx: RunContext, agent: AgentContext) -> Steps:
    return [(NAME, _outcome(ctx, agent))]


def _outcome(ctx: RunContext, agent: AgentContext) -> Outcome:
    g = ctx.state.guardrails
    spec, h = agent.spec, ctx.profile.hasher
    request = LLMRequest(
        requestId=agent.request_id,
        system=spec.system,
        task=spec.task,
        constraints=list(spec.constraints),
        outputSchema=ctx.profile.schema,
        model=g.policy.model.model_copy(
            update={"model": ctx.redacted.model_name, "provider": ctx.redacted.provider_name}
        ),
        context=RequestContext(diffSummary=ctx.redacted.diff_summary, files=ctx.visible),
    )
    prompt = build_prompt(
        system=request.system,
        task=request.task,
        constraints=request.constraints,
        output_schema=request.outputSchema,
        diff_summary=request.context.diffSummary,
        files=request.context.files,
        fenced=g.fenceUntrustedContext,
    )
    agent.request = request
    agent.envelope = prompt
    agent.prompt_hash = h(prompt)
    agent.context_hash = h(context_material(request.context.diffSummary, request.context.files, h))
    agent.exposed = _exposed(ctx, prompt)
    n = len(request.context.files)
    files = f"{n} file(s)"
    if g.fenceUntrustedContext:
        return Outcome(
            "pass",
            "fenced",
            f"Built the prompt with {files}; the pull request's text is fenced off as data.",
            f"{files}, untrusted context fenced",
        )
    # The fence would have acted only for a model that respects it and planted text it shows.
    acted = not ctx.state.ui.modelObeysFencedText and planted.reached(
        planted.texts(ctx.state), prompt
    )
    return Outcome(
        "exposed" if acted else "off",
        "not fenced",
        f"Built the prompt with {files}, but nothing marks the pull request's text as data.",
        f"{files}, untrusted context not fenced",
    )


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    if ctx.state.guardrails.fenceUntrustedContext or not any(a.envelope for a in agents):
        return None
    return switched_off(
        NAME,
        "Untrusted text is not fenced",
        "The pull request's text sits in the prompt with nothing marking it as data, so a model "
        "cannot tell it from its instructions.",
        "Unsafe: the untrusted text is not fenced.",
    )


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    if ctx.state.guardrails.fenceUntrustedContext:
        return None
    return UnsafeNotice(
        guardrail=SWITCH,
        label="Fence untrusted text",
        message=(
            "Untrusted context is not fenced: the model cannot tell pull-request text from "
            "instructions."
        ),
    )


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    built = [a for a in agents if a.envelope is not None]
    if not built:
        return section(NAME, LABEL, ["No prompt was built: every agent stopped before this stage."])
    fence = (
        "The pull request's text (diff summary and files) was fenced: wrapped in UNTRUSTED_DATA "
        "lines whose id comes from the content's own hash, so the content cannot forge the "
        "closing line, and the model is told that fenced text is data, not instructions."
        if ctx.state.guardrails.fenceUntrustedContext
        else "Fencing was OFF: the pull request's text sits in the prompt exactly as in the "
        "devkit, with nothing marking it as data rather than instructions."
    )
    lines = [
        "The envelope is shown exactly as it was hashed. Its sections are SYSTEM, TASK, "
        "CONSTRAINTS, OUTPUT_SCHEMA, CONTEXT_DIFF_SUMMARY and CONTEXT_FILES. promptHash is the "
        "SHA-256 of the whole text; contextHash covers the diff summary and each file path with "
        "the hash of its content.",
        fence,
    ]
    exposed = sum(len(a.exposed) for a in built)
    if exposed:
        lines.append(
            "Redaction was off: the highlighted spans in the envelope are secrets the model saw."
        )
    lines += [f"- {a.spec.name}: {len(a.envelope or '')} characters." for a in built]
    return section(NAME, LABEL, lines)

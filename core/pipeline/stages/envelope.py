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


def _field_starts(ctx: RunContext, envelope: str) -> dict[str, int]:
    """Where each text the model is shown starts in the envelope, found in one forward pass in
    the order `build_prompt` writes them (diff summary, then each kept file's path and content)."""
    starts: dict[str, int] = {}
    head = "\nCONTEXT_DIFF_SUMMARY:\n"
    at = envelope.find(head)
    if at < 0:
        return starts
    diff = ctx.redacted.diff_summary
    at = envelope.find(diff, at + len(head))
    if at < 0:
        return starts
    starts["diffSummary"] = at
    cursor = at + len(diff)
    kept = [i for i, d in enumerate(ctx.paths) if not d.excluded]
    if len(kept) != len(ctx.visible):
        return starts
    for i, blob in zip(kept, ctx.visible, strict=True):
        marker = f"--- FILE: {blob.path} ---\n"
        at = envelope.find(marker, cursor)
        if at < 0:
            break
        starts[f"files[{i}].path"] = at + len("--- FILE: ")
        starts[f"files[{i}].content"] = at + len(marker)
        cursor = at + len(marker) + len(blob.content)
    return starts


def _exposed(ctx: RunContext, envelope: str) -> list[Exposure]:
    """Where the text that redaction would have removed sits in the envelope (redaction off).
    Each hit is placed from its field's start: linear in the hits (searching the envelope for
    each hit's text was quadratic: 800 repeated emails took a minute)."""
    originals = {f.field: f.original for f in ctx.redacted.fields}
    starts = _field_starts(ctx, envelope) if ctx.redacted.would_redact else {}
    labels: dict[str, str] = {}
    found: dict[tuple[int, int], Exposure] = {}
    for h in ctx.redacted.would_redact:
        base = starts.get(h.field)
        secret = originals.get(h.field, "")[h.start : h.end]
        if base is None or not secret or envelope[base + h.start : base + h.end] != secret:
            continue
        if h.field not in labels:
            labels[h.field] = field_label(h.field)
        span = (base + h.start, base + h.end)
        found.setdefault(
            span, Exposure(start=span[0], end=span[1], rule=h.rule, label=labels[h.field])
        )
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
    acted = not ctx.state.ui.modelObeysFencedText and planted.reached(ctx.planted, prompt)
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

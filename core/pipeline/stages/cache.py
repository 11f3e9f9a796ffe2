"""Cache stage: reuse a stored, checked answer for the same prompt, model and provider output."""

from __future__ import annotations

from ...types import GateResult, ModelSpec, StageName, UnsafeNotice, Why
from ..cache import cache_key
from .base import (
    RANK_INFO,
    AgentContext,
    Outcome,
    RunContext,
    Section,
    Verdict,
    log_event,
    section,
)
from .contract import Steps

NAME: StageName = "cache"
LABEL = "Cache"
DESCRIPTION = (
    "Reuses a stored answer when the same prompt was already reviewed, so the model is not called "
    "and no budget is spent."
)
SWITCH = "caching"
# Runs only for an agent that has not stopped.
ALWAYS = False


def key_for(ctx: RunContext, agent: AgentContext) -> str:
    """The cache key. A simulated provider's answer depends on its mode too, so the mode is part
    of the key: switching the demo's provider output must reach the provider, not the cache."""
    provider = ctx.redacted.provider_name
    mode = ctx.state.ui.providerMode
    if ctx.stub and mode != "OK":
        provider = f"{provider}+{mode}"
    if ctx.stub and not ctx.state.ui.modelObeysFencedText:
        provider += "+respects-fence"  # the same prompt gets another answer from this model
    shown = ctx.planted if ctx.stub else ()
    if shown:  # the simulated model's answer depends on what was planted, not on the prompt alone
        provider += "+planted-" + ctx.profile.hasher("\n".join(shown))[:16]
    provider += call_settings(ctx)
    return cache_key(
        provider, ctx.redacted.model_name, agent.prompt_hash or "", agent.context_hash or ""
    )


def call_settings(ctx: RunContext) -> str:
    """The settings that change what a call returns, as a key suffix: the answer kept for a prompt
    asked once and repaired or corrected is not the answer a single unrepaired call gives, so a
    state answered from the cache must not contradict what the same state gives from a fresh page
    (its own link). Empty at the defaults, so the default key stays the devkit's."""
    g = ctx.state.guardrails
    suffix = ""
    if g.outputRepair:
        suffix += "+repair"
    if g.selfCorrection and g.maxRetries:
        suffix += f"+retry{g.maxRetries}"
    out = ctx.state.guardrails.policy.model.maxOutputTokens
    if out != ModelSpec().maxOutputTokens:
        suffix += f"+out{out}"
    return suffix


def run(ctx: RunContext, agent: AgentContext) -> Steps:
    return [(NAME, _outcome(ctx, agent))]


def _outcome(ctx: RunContext, agent: AgentContext) -> Outcome:
    g = ctx.state.guardrails
    agent.key = key_for(ctx, agent)
    if not g.caching:
        return Outcome("off", "off", "Caching is off: every run calls the model.", "caching is off")
    hit = ctx.session.cache.get(agent.key, ctx.session.clock_ms())
    agent.cache_hit = hit is not None
    log_event(
        ctx, agent, "cache_hit" if hit else "cache_miss", NAME, cacheKey=agent.key, **agent.hashes()
    )
    if hit is None:
        return Outcome(
            "pass",
            "miss",
            "Not seen before: the model will be asked.",
            "miss: no stored response for this key",
        )
    agent.raw = hit.rawText
    agent.gate = GateResult(ok=True, strict=True)
    agent.report = hit.report
    agent.output_hash = hit.outputHash
    agent.usage = hit.usage
    return Outcome(
        "pass",
        "hit",
        "The same prompt was reviewed earlier in this page: its checked answer was reused, so the "
        "model was not called and no budget was spent.",
        "hit: stored validated response reused",
    )


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    hits = [a for a in agents if a.cache_hit]
    if hits and len(hits) == len(agents):
        why = Why(
            kind=NAME,
            title="Answered from the cache",
            lines=[
                "Every agent's prompt was reviewed earlier in this page, so the stored, already "
                "checked answers were reused.",
                "The model was not called and no budget was spent. Change the input or a setting "
                "that changes the prompt to ask the model again.",
            ],
        )
        return Verdict(
            RANK_INFO + 1,
            "ok",
            "Answered from the cache: no model call, no budget spent.",
            why,
        )
    if not ctx.state.guardrails.caching and any(a.envelope for a in agents):
        # A cost setting, not a safety one: never "unsafe", and not in the unsafe notices.
        why = Why(
            kind=NAME,
            title="Caching is off",
            lines=[
                "Every run calls the model and spends budget, even for a prompt it has seen. "
                "This costs money and time; it does not make the review less safe."
            ],
        )
        return Verdict(
            RANK_INFO - 1, "ok", "Reviewed; caching is off, so every run spends budget.", why
        )
    return None


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    """Never: caching off costs budget, it does not make the review less safe."""
    return None


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    g = ctx.state.guardrails
    if not g.caching:
        lines = ["Caching was OFF: every agent called the provider."]
    else:
        lines = [
            "The cache key is the provider, the model, promptHash and contextHash (and, for this "
            f"demo's simulated provider, its output mode). Entries live for {g.cacheTtlSeconds} s "
            "in this page, and only answers that passed the strict gate are stored."
        ]
    for a in agents:
        if a.cache_hit is True:
            lines.append(f"- {a.spec.name}: hit, the stored answer was reused.")
        elif a.cache_hit is False:
            lines.append(
                f"- {a.spec.name}: miss, nothing stored under this key yet (first run, or the "
                "input, the model or the provider output changed)."
            )
    return section(NAME, LABEL, lines)

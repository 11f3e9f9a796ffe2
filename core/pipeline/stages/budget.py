"""Budget stage: admit a call only if its own cost still fits every limit; count every call."""

from __future__ import annotations

from ...types import ErrorInfo, StageName, UnsafeNotice, Why
from .base import (
    RANK_ERROR,
    AgentContext,
    Outcome,
    RunContext,
    Section,
    Verdict,
    log_event,
    section,
)

NAME: StageName = "budget"
LABEL = "Budget"
DESCRIPTION = "Counts model calls and tokens, and refuses a call that would go over the limits."
SWITCH = None


def admit(ctx: RunContext, agent: AgentContext, in_tokens: int, max_out: int) -> Outcome:
    """Admit or refuse the next call; the decision is audited either way."""
    refusal = ctx.meter.refusal(in_tokens, max_out)
    snap = ctx.meter.snapshot()
    log_event(
        ctx,
        agent,
        "budget_checked",
        NAME,
        detail={
            "admitted": refusal is None,
            "reason": refusal,
            "calls": snap.calls,
            "inputTokens": snap.inputTokens,
            "outputTokens": snap.outputTokens,
            "requestInputTokens": in_tokens,
            "reservedOutputTokens": max_out,
        },
    )
    if refusal is not None:
        return Outcome(
            "blocked",
            "over budget",
            "The call was refused: it would have gone over the budget.",
            refusal,
            stop=ErrorInfo(name="BudgetExceeded", message=refusal),
            stop_as="error",
        )
    return Outcome(
        "pass",
        f"call {snap.calls + 1} of {snap.maxCalls}",
        f"The call fits the budget (call {snap.calls + 1} of {snap.maxCalls}).",
        f"admitted: call {snap.calls + 1} of {snap.maxCalls}",
    )


# The meter's reasons ("Budget exceeded: maxCalls", the devkit's words, kept in the agent's error
# and the audit log) in a reader's words, naming the field of the Inputs tab to raise.
REASONS = {
    "maxCalls": "it would pass the call limit: raise Max calls",
    "maxTotalInputTokens": "it would pass the input-token limit: raise Max input tokens",
    "maxTotalOutputTokens": "it would pass the output-token limit: raise Max output tokens",
}


def plain_reason(reason: str) -> str:
    """`Budget exceeded: maxCalls` as "it would pass the call limit: raise Max calls"."""
    limit = reason.rsplit(":", 1)[-1].strip()
    return REASONS.get(limit, "it would go over budget")


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    refused = [a for a in agents if a.stopped_at == NAME]
    if not refused:
        return None
    b = ctx.meter.snapshot()
    raw = refused[0].error.message if refused[0].error else ""
    why = Why(
        kind=NAME,
        title="Over budget",
        lines=[
            f"{', '.join(a.spec.name for a in refused)}: the call was refused before it was made "
            f"({plain_reason(raw)}).",
            f"Used {b.calls} of {b.maxCalls} calls, {b.inputTokens} of {b.maxTotalInputTokens} "
            f"input tokens and {b.outputTokens} of {b.maxTotalOutputTokens} output tokens.",
            "Raise the budget limits to let the call through.",
        ],
    )
    return Verdict(RANK_ERROR, "error", "Stopped: the call budget ran out.", why)


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    b = ctx.meter.snapshot()
    lines = [
        f"Used {b.calls} of {b.maxCalls} calls, {b.inputTokens} of {b.maxTotalInputTokens} input "
        f"tokens and {b.outputTokens} of {b.maxTotalOutputTokens} output tokens (tokens are "
        "estimated as characters / 4). Before each call the budget checks that this call's own "
        "input and its largest possible output still fit, so the totals never pass a limit.",
    ]
    for a in agents:
        if a.stopped_at == NAME:
            why = a.error.message if a.error else "over budget"
            lines.append(f"- {a.spec.name}: refused ({why}); the provider was not called.")
    return section(NAME, LABEL, lines)


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    return None  # the budget cannot be switched off

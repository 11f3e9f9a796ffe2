"""Provider stage: one model call (a deterministic stub in the page), retried as its policy says."""

from __future__ import annotations

from ...hashing import estimate_tokens
from ...model.reader import EFFECTS, acts_on
from ...model.stub import acted_on
from ...provider import ProviderError, RetryableProviderError, unreachable
from ...types import ErrorInfo, LLMRequest, ProviderResult, StageName, UnsafeNotice, Usage, Why
from . import budget
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

NAME: StageName = "provider"
LABEL = "Model call"
DESCRIPTION = "Sends the prompt to the model. In this page the model is a deterministic simulation."
SWITCH = None


def call(
    ctx: RunContext, agent: AgentContext, request: LLMRequest, prompt: str
) -> tuple[list[tuple[StageName, Outcome]], ProviderResult | None]:
    """One logical call: each transport attempt is admitted by the budget and audited.

    Returns the stage outcomes it produced, in order, and the provider's answer (None if the
    budget refused or the provider failed: the last outcome then carries `stop`)."""
    policy = ctx.provider.retry
    in_tokens = estimate_tokens(prompt)
    outcomes: list[tuple[StageName, Outcome]] = []
    for attempt in range(1, policy.max_attempts + 1):
        admitted = budget.admit(ctx, agent, in_tokens, request.model.maxOutputTokens)
        outcomes.append((budget.NAME, admitted))
        if admitted.stop is not None:
            return outcomes, None
        log_event(
            ctx,
            agent,
            "llm_request",
            NAME,
            cacheKey=agent.key,
            detail={"attempt": attempt},
            **agent.hashes(),
        )
        try:
            result = ctx.provider.call(request, prompt, agent=agent.spec.name)
        except ProviderError as exc:
            ctx.meter.spend(Usage(inputTokens=in_tokens, outputTokens=0))
            log_event(
                ctx,
                agent,
                "llm_error",
                NAME,
                error=ErrorInfo(name=type(exc).__name__, message=str(exc)),
                detail={"attempt": attempt, "status": exc.status},
                **agent.hashes(),
            )
            retryable = isinstance(exc, RetryableProviderError)
            if isinstance(exc, RetryableProviderError) and attempt < policy.max_attempts:
                ctx.session.sleep(policy.delay(attempt, agent.rng, exc.retry_after_s))
                continue
            message = (
                f"Provider failed after {attempt} attempt(s): {exc}"
                if retryable
                else f"Provider error: {exc}"
            )
            outcomes.append(
                (
                    NAME,
                    Outcome(
                        "blocked",
                        "failed",
                        "The model call failed.",
                        message,
                        stop=ErrorInfo(
                            name="ProviderError", message=message if retryable else str(exc)
                        ),
                        stop_as="error",
                    ),
                )
            )
            return outcomes, None
        ctx.meter.spend(result.usage)
        detail = (
            f"{result.provider}:{result.model} answered ({result.usage.outputTokens} output tokens)"
        )
        acted = acted_on(result.rawText) if ctx.stub else ()  # from the answer, never the guard
        if acted:
            did = "; ".join(EFFECTS[e] for e in acted)
            done = Outcome(
                "obeyed",
                "obeyed the planted text (simulated)",
                "The text the model was shown held a request aimed at the reviewer, and the "
                f"model (simulated) acted on it: it did {did}.",
                detail + f"; it acted on a request in the text ({did})",
            )
        else:
            done = Outcome(
                "pass",
                "answered",
                "The model answered" + (" (simulated)." if ctx.stub else "."),
                detail,
            )
        outcomes.append((NAME, done))
        return outcomes, result
    raise AssertionError("retry loop exited without a result")  # max_attempts >= 1


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    failed = [a for a in agents if a.stopped_at == NAME]
    if unreachable(ctx.audit.events):
        # Every call failed to connect: that, not the budget the retries used up, is the reason.
        errors = [e.error.message for e in ctx.audit.events if e.error is not None]
        why = Why(
            kind=NAME,
            title="The model provider could not be reached",
            lines=[
                "No call reached the model, so nothing was reviewed.",
                f"Last error: {errors[-1]}" if errors else "No answer.",
                "Check that the server is running and that --base-url is right, then run again.",
            ],
        )
        return Verdict(
            RANK_ERROR + 1, "error", "Stopped: the model provider could not be reached.", why
        )
    if not failed:
        return None
    why = Why(
        kind=NAME,
        title="The model call failed",
        lines=[f"{a.spec.name}: {a.error.message if a.error else 'failed'}" for a in failed],
    )
    return Verdict(RANK_ERROR, "error", "Stopped: the model call failed.", why)


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    if not ctx.stub:
        return None
    return section(
        NAME,
        LABEL,
        [
            "The model here is a simulation: it reads the prompt it is given and answers with "
            "findings computed from the diff and files, always the same for the same prompt. "
            f"Its output mode is “{ctx.state.ui.providerMode}”, which decides whether it answers "
            "with valid JSON or with one of the broken answers real models give.",
            "The simulated model is a deliberately gullible reader: it acts on requests aimed at "
            "the reviewer that it finds in the text it is shown (an order, the second person, a "
            "policy claim, a signed note, a comment to the AI, a fake expected output, in 19 "
            f"languages), asking it to {acts_on()}. It acts on those and only those, whatever the "
            "guard thought of them; an instruction that is quoted, reported or documented is "
            "data to it. A real model might read the same text differently.",
            "Whether it also acts on text inside the fence is a setting (Inputs & switches, “The "
            "model follows instructions inside the fence”); many real models do.",
        ],
    )


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    return None  # the model call cannot be switched off

"""Limits stage: refuse inputs over the file-count and size caps before any stage reads the text."""

from __future__ import annotations

from ...guards import redaction as engine
from ...guards.limits import limit_problem
from ...types import ErrorInfo, StageName, UnsafeNotice, Why
from .base import RANK_ERROR, AgentContext, Outcome, RunContext, Section, Verdict, section

NAME: StageName = "limits"
LABEL = "Input limits"
DESCRIPTION = "Refuses inputs with too many files or too much text, before anything reads them."
SWITCH = None


def run(ctx: RunContext) -> Outcome:
    """Sizes only: nothing reads the text itself before this passes."""
    diff = ctx.originals[0][1] if ctx.originals else ""
    problem = limit_problem(diff, ctx.files, ctx.state.guardrails.policy.limits)
    if problem is not None and ctx.state.guardrails.redaction:
        # The message may quote a path; nothing else was redacted, so redact the message itself.
        problem = engine.redact(problem).text
    ctx.limit_error = problem
    if problem is None:
        return Outcome("pass", "pass", "The input is within the size limits.", "within caps")
    ctx.shared_events.append(
        ("limits_exceeded", NAME, {"error": ErrorInfo(name="LimitsExceeded", message=problem)})
    )
    return Outcome(
        "blocked",
        "too large",
        "The input is over a size limit, so nothing else ran.",
        problem,
        stop=ErrorInfo(name="LimitsExceeded", message=problem),
        stop_as="error",
    )


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    if ctx.limit_error is None:
        return None
    why = Why(
        kind=NAME,
        title="Input over a size limit",
        lines=[
            ctx.limit_error,
            "Nothing was redacted, scanned or sent: the run stops before any stage reads the text.",
        ],
    )
    return Verdict(RANK_ERROR, "error", "Stopped: the input is over a size limit.", why)


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    if ctx.limit_error is None:
        return None
    return section(
        NAME,
        LABEL,
        [
            "The input size caps (number of files, characters per file, characters in all) are "
            "checked first, on sizes alone, so an oversized input costs nothing to refuse.",
            f"- {ctx.limit_error}",
        ],
    )


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    return None  # the input limits cannot be switched off

"""Audit stage: every agent's events are recorded in a hash-chained log, whatever the outcome."""

from __future__ import annotations

from collections import Counter

from ...types import StageName, UnsafeNotice
from .base import AgentContext, Outcome, RunContext, Section, Verdict, plural, section
from .contract import Steps

NAME: StageName = "audit"
LABEL = "Audit log"
DESCRIPTION = (
    "Records what happened at each step in a tamper-evident log: each entry's hash covers the one "
    "before it."
)
SWITCH = None
# Audit runs for every agent, also one that stopped earlier: a stop is itself recorded.
ALWAYS = True


def run(ctx: RunContext, agent: AgentContext) -> Steps:
    return [(NAME, _outcome(ctx, agent))]


def _outcome(ctx: RunContext, agent: AgentContext) -> Outcome:
    n = sum(1 for e in ctx.audit.events if e.agent == agent.spec.name)
    return Outcome(
        "pass",
        "recorded",
        f"{plural(n, 'event')} recorded for this agent in the hash-chained log.",
        f"{n} event(s) recorded",
    )


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    events = ctx.audit.events
    kinds = Counter(e.kind for e in events)
    listing = ", ".join(f"{k} × {n}" for k, n in sorted(kinds.items()))
    return section(
        NAME,
        LABEL,
        [
            f"{plural(len(events), 'audit event')} were recorded ({listing or 'none'}). Each "
            "event stores hashes, never the raw text, and its hash covers the previous event's "
            "hash, so the chain shows if any event was edited or removed. The run's digest "
            "covers the chain's head and length, so an audit cut short, re-chained after an "
            "edit or taken from another run no longer matches its result. The chain holds no "
            "key: whoever recomputes every hash and the digest can forge a consistent result."
        ],
    )


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    return None  # the log records the run; it never decides its outcome


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    return None  # the audit log cannot be switched off

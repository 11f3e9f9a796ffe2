"""Repair stage (optional): fix harmless damage in a model's JSON before the schema gate."""

from __future__ import annotations

from ...types import RepairStep, StageName, UnsafeNotice, plain
from ..repair import repair_json
from .base import AgentContext, Outcome, RunContext, Section, Verdict, log_event, plural, section

NAME: StageName = "repair"
LABEL = "Output repair"
DESCRIPTION = (
    "Optionally fixes harmless damage in the model's answer (a code fence around the JSON, a "
    "trailing comma); the repaired answer is still checked by the gate."
)
SWITCH = "outputRepair"


def apply(ctx: RunContext, agent: AgentContext, raw: str) -> tuple[str, list[RepairStep], Outcome]:
    """The text the gate should check, the repairs made, and this stage's outcome."""
    if not ctx.state.guardrails.outputRepair:
        return (
            raw,
            [],
            Outcome(
                "skipped",
                "not used",
                "Output repair is optional and not switched on.",
                "output repair is off",
            ),
        )
    outcome = repair_json(raw)
    steps = list(outcome.steps)
    if outcome.ok and outcome.text is not None and steps:
        log_event(
            ctx,
            agent,
            "output_repaired",
            NAME,
            detail={"steps": [plain(s) for s in steps]},
            **agent.hashes(),
        )
        return (
            outcome.text,
            steps,
            Outcome(
                "warn",
                "repaired",
                f"The answer was repaired ({', '.join(dict.fromkeys(s.kind for s in steps))}) "
                "before the gate checked it.",
                "; ".join(f"{s.kind}: {s.detail}" for s in steps),
            ),
        )
    if outcome.ok:
        return (
            raw,
            steps,
            Outcome(
                "pass", "pass", "The answer needed no repair.", "output was already valid JSON"
            ),
        )
    return (
        raw,
        steps,
        Outcome(
            "pass",
            "not repairable",
            "The answer could not be repaired; it goes to the gate as it is.",
            f"not repairable, passed on unchanged: {outcome.error}",
        ),
    )


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    g = ctx.state.guardrails
    lines: list[str] = []
    for a in agents:
        steps = [s for at in a.attempts for s in at.repairs]
        if steps:
            kinds = ", ".join(dict.fromkeys(s.kind for s in steps))
            lines.append(f"- {a.spec.name}: output repair applied ({kinds}) before the gate.")
        if len(a.attempts) > 1:
            lines.append(
                f"- {a.spec.name}: self-correction asked the model again "
                f"{plural(len(a.attempts) - 1, 'time')} with the gate's error."
            )
    modes = []
    if g.outputRepair:
        modes.append("output repair (fixes code fences, trailing commas and the like)")
    if g.selfCorrection:
        modes.append(f"self-correction (up to {g.maxRetries} retries)")
    if not modes and not lines:
        return None
    if modes:
        lines.insert(0, "Switched on: " + " and ".join(modes) + ". Repaired output is still gated.")
    return section(NAME, "Repair and retries", lines)


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    return None  # a repair never decides the outcome: the schema gate after it does


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    return None  # with repair off the gate sees the raw answer, which is the safe way

"""Decision stage: approve or request changes, from the answer, checked, or from the findings."""

from __future__ import annotations

from ...types import ErrorInfo, StageName, StageStatus, UnsafeNotice, Why
from ..decision import LABELS, Decided, decide
from .base import (
    RANK_BLOCKED,
    AgentContext,
    Outcome,
    RunContext,
    Section,
    Verdict,
    plural,
    section,
)
from .contract import Steps

NAME: StageName = "decision"
LABEL = "Decision"
DESCRIPTION = (
    "Takes the review's decision, approve or request changes: from the model's answer, from the "
    "answer checked against its evidence, or from the findings alone."
)
# Not a switch: a mode (`guardrails.decision`), set by the ladder of levels.
SWITCH = None
# Runs only for an agent whose answer passed the schema gate.
ALWAYS = False
# Above a missed injection (the guard's RANK_MISSED): the layer that stopped it is the news.
RANK_STOPPED = RANK_BLOCKED - 2

_SOURCES = {
    "model": "The model's answer decides",
    "checked": "The model's answer decides, checked against its own evidence",
    "findings": "The analysis' findings decide; the answer's text is only a comment",
}


def _decided(ctx: RunContext, agent: AgentContext) -> Decided | None:
    if agent.report is None or agent.request is None:
        return None
    return decide(
        ctx.state.guardrails.decision,
        agent.report,
        agent=agent.spec.name,
        files=agent.request.context.files,
        diff_summary=agent.request.context.diffSummary,
    )


def _evidence(d: Decided, *, ids: bool = False) -> str:
    """The high-severity findings a decision rests on: for the reader, where each one points
    (`src/app.py:20`), not its id (`ids`: the ids, for the detail behind "in words")."""
    n = len(d.evidence)
    if not n:
        return "no finding of high severity"
    where = list(d.evidence) if ids else [e.split("@", 1)[1] for e in d.evidence if "@" in e]
    where = list(dict.fromkeys(where))
    shown = f" ({', '.join(where[:3])}{', …' if len(where) > 3 else ''})" if where else ""
    return f"{plural(n, 'finding')} of high severity{shown}"


def run(ctx: RunContext, agent: AgentContext) -> Steps:
    d = _decided(ctx, agent)
    if d is None:
        why = "No accepted answer to decide on."
        return [(NAME, Outcome("skipped", "not reached", why, why.lower().rstrip(".")))]
    mode = ctx.state.guardrails.decision
    label = LABELS[d.decision]
    if d.decision == "refused":
        why = (
            f"The answer approves the change while listing {_evidence(d)}: its verdict "
            "contradicts its own evidence, so the output check refused it."
        )
        stop = ErrorInfo(name="OutputCheck", message=why, path=None)
        return [(NAME, Outcome("rejected", label, why, why, stop=stop, stop_as="rejected"))]
    said = f"{_SOURCES[mode]}: {label}, on {_evidence(d)}."
    if d.source == "findings" and d.answer_approves:
        said += " The answer asked to approve; that stays a comment."
    status: StageStatus = "obeyed" if d.answer_approves and d.source == "answer" else "pass"
    return [(NAME, Outcome(status, label, said, f"{label}: {_evidence(d, ids=True)}"))]


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    mode = ctx.state.guardrails.decision
    if mode == "checked":
        refused = [a for a in agents if a.stopped_at == NAME]
        if not refused:
            return None
        d = _decided(ctx, refused[0])
        lines = [
            f"{', '.join(a.spec.name for a in refused)}: the answer approved the change while "
            f"listing {_evidence(d) if d else 'findings of high severity'}.",
            "The output check holds the verdict to the evidence in the same answer: an approval "
            "beside a high-severity finding is refused, whatever the text that asked for it.",
        ]
        return Verdict(
            RANK_STOPPED,
            "rejected",
            "Refused (safe): an answer approved the change against its own evidence.",
            Why(kind=NAME, title="Output check: the verdict contradicts the evidence", lines=lines),
        )
    if mode == "findings":
        swayed = [a for a in agents if (d := _decided(ctx, a)) is not None and d.answer_approves]
        if not swayed:
            return None
        d = _decided(ctx, swayed[0])
        decision = LABELS[d.decision] if d else "changes requested"
        lines = [
            f"{', '.join(a.spec.name for a in swayed)}: the answer asked to approve the change.",
            f"The decision was taken from the analysis' findings alone: {decision}, on "
            f"{_evidence(d) if d else 'its findings'}. Text in the pull request can change "
            "what the answer says, never which action is taken.",
        ]
        return Verdict(
            RANK_STOPPED,
            "blocked",
            f"Contained: the answer was swayed, but the decision comes from the findings "
            f"({decision}).",
            Why(
                kind=NAME,
                title="Structured decision: the text cannot choose the action",
                lines=lines,
            ),
        )
    return None


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    return None


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    mode = ctx.state.guardrails.decision
    if mode == "model":
        return None
    lines = [_SOURCES[mode] + "."]
    for a in agents:
        d = _decided(ctx, a)
        lines.append(
            f"- {a.spec.name}: not reached."
            if d is None
            else f"- {a.spec.name}: {LABELS[d.decision]}, on {_evidence(d)}."
        )
    return section(NAME, LABEL, lines)

"""Judging engine for every challenge: its words, its scenario, its judge and the verdict shape."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..pipeline.runner import Run, Session, execute
from ..pipeline.stages import STAGES
from ..state.demo_state import DemoState, GuardrailState
from ..types import AgentRun


@dataclass(frozen=True)
class ChallengeVerdict:
    """Solved or not yet, in plain words: what slipped through, and which layer missed it."""

    solved: bool
    headline: str
    lines: tuple[str, ...] = ()
    slipped: str | None = None  # what got through, quoted (None when nothing did)
    layer: str | None = None  # the guardrail that missed it, in plain words

    def to_dict(self) -> dict[str, Any]:
        return {
            "solved": self.solved,
            "headline": self.headline,
            "lines": list(self.lines),
            "slipped": self.slipped,
            "layer": self.layer,
        }


@dataclass(frozen=True)
class Challenge:
    """One exercise. `start()` is its scenario; `judge(state)` never asks the guardrail under
    test for its verdict (see the package's rule)."""

    id: str
    title: str
    goal: str
    hints: tuple[str, str, str]
    start: Callable[[], DemoState]
    judge: Callable[[DemoState], ChallengeVerdict]
    rules: tuple[str, ...] = field(default=())  # what must stay as in the starting scenario

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "goal": self.goal,
            "hints": list(self.hints),
            "rules": list(self.rules),
            "state": self.start().model_dump(mode="json"),
        }


# The guardrails a challenge keeps on: getting past a guardrail by switching it off is no solution.
SAFETY_SWITCHES = (
    "redaction",
    "injectionGuard",
    "strictSchema",
    "fenceUntrustedContext",
    "excludeFlaggedFiles",
)


def switched_off(state: DemoState, start: DemoState) -> list[str]:
    """The safety guardrails on in `start` and off in `state`, by their field names.

    The learned detector counts as off when it is switched off or its block threshold is
    raised above the start's: a block threshold of 1 lets everything through, like a switch."""
    off = [
        name
        for name in SAFETY_SWITCHES
        if getattr(start.guardrails, name) and not getattr(state.guardrails, name)
    ]
    was, now = start.guardrails.detector, state.guardrails.detector
    if was.enabled and (not now.enabled or now.block > was.block):
        off.append("detector")
    return off


def switch_label(name: str) -> str:
    """A guardrail switch in plain words (the page's own labels live in page/vocabulary.py, which
    a challenge may not import; these name the same switches)."""
    return {
        "redaction": "Redaction",
        "injectionGuard": "Injection guard",
        "strictSchema": "Strict schema",
        "fenceUntrustedContext": "Fence untrusted text",
        "excludeFlaggedFiles": "Exclude flagged files",
        "detector": "the learned detector (at its starting block threshold or lower)",
    }.get(name, name)


def not_switched_off(state: DemoState, start: DemoState) -> ChallengeVerdict | None:
    """A 'not yet' naming the guardrails switched off, or None when every one is still on."""
    off = switched_off(state, start)
    if not off:
        return None
    names = ", ".join(switch_label(n) for n in off)
    return ChallengeVerdict(
        solved=False,
        headline=f"Not yet: switch {names} back on.",
        lines=(
            "The challenge is to get past the guardrails, not to switch them off: with a "
            "guardrail off, anything gets through.",
        ),
    )


def fresh_run(state: DemoState) -> Run:
    """Run `state` as a newly opened page would: a fresh session, nothing cached, a fixed clock
    (the judge reads what reached the model, never a time)."""
    return execute(state, session=Session(clock_ms=lambda: 0, sleep=lambda _s: None))


def sent(run: Run) -> list[AgentRun]:
    """The agents whose prompt was sent to the model: at least one call was made. A prompt that
    was built but stopped before the call (the budget, a failed stage) reached nothing."""
    return [a for a in run.result.agents if a.envelope is not None and a.attempts]


def stopped_by(run: Run) -> str:
    """The layer that stopped the run before any model call, and its rule, in plain words:
    the stage's name, then what the outcome's why-card says stopped it."""
    stages = {s.NAME: s.LABEL for s in STAGES}
    at = next((a.stoppedAt for a in run.result.agents if a.stoppedAt), None)
    layer = stages.get(at, at.replace("_", " ")) if at else "the pipeline"
    why = run.result.outcome.why.title
    return f"{layer} ({why})" if why and why != layer else layer


def stopped_before_the_model(run: Run, so: str) -> ChallengeVerdict:
    """'Not yet' for a run stopped before any model call (a budget of 0, a block): nothing
    reached the model, so nothing is solved. `so` says what that means for this goal."""
    by = stopped_by(run)
    return ChallengeVerdict(
        solved=False,
        headline="Not yet: the run stopped before anything reached the model.",
        lines=(f"Stopped by {by}: no prompt was sent{so}",),
        layer=by,
    )


def masked(value: str) -> str:
    """A secret as a verdict may show it: its first four and last two characters (`AKIA…6W`)."""
    return value[:4] + "…" + value[-2:] if len(value) > 8 else "…"


def default_guardrails() -> GuardrailState:
    return GuardrailState()

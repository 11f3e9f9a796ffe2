"""The stage contract: the protocols every stage module satisfies, checked by mypy, not by prose.

A stage is a module. mypy checks a module against a protocol (read-only properties match module
constants, methods match module functions), so the declared lists in `stages/__init__.py` are
typed with these protocols and the runner calls each part directly: no `getattr`, no `hasattr`.

- `Stage`: every stage. Who it is (`NAME`, `LABEL`, `DESCRIPTION`, `SWITCH`) and what it says
  about a finished run: `verdict` (its claim to be the reason the run ended as it did), `notice`
  (with its switch off, what it would have caught) and `explain` (its Explain section). A stage
  with nothing to say answers `None` in one line.
- `SharedStage`: a stage run once per run, for every agent (`run(ctx)`).
- `AgentStep`: what the runner runs for each agent, in order (`run(ctx, agent)`), returning the
  outcomes it produced: one for a plain stage, one per attempt's stage for the call loop.
  `ALWAYS` says whether it runs for an agent that already stopped (the audit stage does).
"""

from __future__ import annotations

from typing import Protocol

from ...types import StageName, UnsafeNotice
from .base import AgentContext, Outcome, RunContext, Section, Verdict

# What an agent step produced, in order; a later outcome of a stage replaces an earlier one.
Steps = list[tuple[StageName, Outcome]]


class Stage(Protocol):
    """Every stage: its identity, and its words about a finished run."""

    @property
    def NAME(self) -> StageName: ...
    @property
    def LABEL(self) -> str: ...
    @property
    def DESCRIPTION(self) -> str: ...
    @property
    def SWITCH(self) -> str | None: ...

    def verdict(self, ctx: RunContext, agents: list[AgentContext]) -> Verdict | None: ...
    def notice(self, ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None: ...
    def explain(self, ctx: RunContext, agents: list[AgentContext]) -> Section | None: ...


class SharedStage(Stage, Protocol):
    """A stage run once per run; a stop here ends the run for every agent."""

    def run(self, ctx: RunContext) -> Outcome: ...


class AgentStep(Protocol):
    """One step of an agent's run: a per-agent stage, or the call loop over its own stages."""

    @property
    def ALWAYS(self) -> bool: ...

    def run(self, ctx: RunContext, agent: AgentContext) -> Steps: ...

"""The pipeline's stages, declared once, in the order they run.

Each stage is one module that satisfies the protocols of `contract.py` (mypy checks the lists
below against them): `NAME`, `LABEL`, `DESCRIPTION`, `SWITCH`, an entry point `run`, and its
reader-facing text, `verdict`, `notice` and `explain`. To add a stage: write its module, add it
to the list below, and test it (docs/architecture.md has the checklist).
"""

from __future__ import annotations

from ...types import StageName
from . import (
    audit,
    cache,
    call,
    decision,
    envelope,
    injection_guard,
    limits,
    path_policy,
    redaction,
)
from .contract import AgentStep, SharedStage, Stage

# Run once for the whole run; their verdicts hold for every agent.
SHARED: tuple[SharedStage, ...] = (limits, redaction, injection_guard, path_policy)
# Run for each agent; `call` runs call.STAGES (budget, provider, repair, schema gate) per attempt,
# then the decision stage decides on the accepted answer.
PER_AGENT: tuple[AgentStep, ...] = (envelope, cache, call, decision, audit)
# Every stage as a reader sees it, in order.
STAGES: tuple[Stage, ...] = (*SHARED, envelope, cache, *call.STAGES, decision, audit)
STAGE_ORDER: tuple[StageName, ...] = tuple(stage.NAME for stage in STAGES)

__all__ = ["PER_AGENT", "SHARED", "STAGES", "STAGE_ORDER", "AgentStep", "SharedStage", "Stage"]

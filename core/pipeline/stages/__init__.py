"""The pipeline's stages, declared once, in the order they run.

Each stage is one module with `NAME`, `LABEL`, `DESCRIPTION` and `SWITCH` (the guardrail switch
that turns it off, if any) and one entry point, `run`, that returns an `Outcome` (or, for the
call loop, outcomes). A stage also owns its reader-facing text: `verdict` (its claim to be the
reason the run ended as it did, with the why-card), `notice` (what it would have caught when it is
switched off) and `explain` (its Explain section). To add a stage: write its module, add it to
the list below, and test it.
"""

from __future__ import annotations

from types import ModuleType
from typing import cast

from ...types import StageName
from . import audit, cache, call, envelope, injection_guard, limits, path_policy, redaction

# Run once for the whole run; their verdicts hold for every agent.
SHARED: tuple[ModuleType, ...] = (limits, redaction, injection_guard, path_policy)
# Run for each agent; `call` runs call.STAGES (budget, provider, repair, schema gate) per attempt.
PER_AGENT: tuple[ModuleType, ...] = (envelope, cache, call, audit)
# Every stage as a reader sees it, in order.
STAGES: tuple[ModuleType, ...] = (*SHARED, envelope, cache, *call.STAGES, audit)
STAGE_ORDER: tuple[StageName, ...] = tuple(cast(StageName, m.NAME) for m in STAGES)

__all__ = ["PER_AGENT", "SHARED", "STAGES", "STAGE_ORDER"]

"""Presets A–F: the JSON files of `presets/` (data package `safe_agent.presets`), each with an
`expect` block that `check_expect` compares with a run, so a preset cannot silently drift.

The `expect` vocabulary (every key optional; an absent key is not checked):

- `allAgents` / `agents.{ThreatSketch,SpecLint,PRSynthesis}`: an agent check, with
  `status` (ok, blocked, error, unsafe), `stoppedAt` (a stage name), `hasReport` (a validated
  report exists), `gateOk` (the schema gate passed), `cacheHit`, `minFindings`, `maxFindings`,
  `findingsMention` (texts that must occur in the agent's findings).
- `blocked`: whether any agent was blocked by the injection guard.
- `blockedBy {rule, field}`: every agent's injection verdict blocks and names this rule and field.
- `blockedRules`: rule names that must all appear among the injection matches.
- `redactionRules`: rule ids that must each redact something; `minRedactions`: total hits.
- `envelopeIncludes` / `envelopeExcludes`: texts every built envelope must (not) contain.
- `outputExcludes`: texts that must not occur in anything the model saw or said, or the audit
  recorded: the run result JSON without `fields` (which keeps the originals for before/after).
- `flaggedPaths`: paths the policy must flag (not allowed); `excludedPaths`: flagged paths that
  must also be kept out of every envelope.
- `unsafe`: the exact set of guardrails reported as off ("unsafe mode" notices).
- `auditKinds`: audit event kinds that must occur.
- `budgetCalls`: provider calls the run spent.
- `secondRun {cacheHits, budgetCalls, sameFindings}`: the same state run again in the same
  session: how many agents hit the cache, calls spent, and whether the findings are identical.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable

from pydantic import BaseModel, ConfigDict, Field

from ..types import AgentName, AgentStatus, StageName, Tone
from .demo_state import PRESET_IDS, DemoState

DATA_PACKAGE = "safe_agent.presets"  # the presets/ folder; this module cannot take that name


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class AgentExpect(_Model):
    status: AgentStatus | None = None
    stoppedAt: StageName | None = None
    hasReport: bool | None = None
    gateOk: bool | None = None
    cacheHit: bool | None = None
    minFindings: int | None = None
    maxFindings: int | None = None
    findingsMention: list[str] = Field(default_factory=list)


class BlockedBy(_Model):
    rule: str
    field: str


class SecondRun(_Model):
    cacheHits: int | None = None
    budgetCalls: int | None = None
    sameFindings: bool | None = None


class Expect(_Model):
    tone: Tone | None = None
    allAgents: AgentExpect | None = None
    agents: dict[AgentName, AgentExpect] = Field(default_factory=dict)
    blocked: bool | None = None
    blockedBy: BlockedBy | None = None
    blockedRules: list[str] = Field(default_factory=list)
    redactionRules: list[str] = Field(default_factory=list)
    minRedactions: int | None = None
    envelopeIncludes: list[str] = Field(default_factory=list)
    envelopeExcludes: list[str] = Field(default_factory=list)
    outputExcludes: list[str] = Field(default_factory=list)
    flaggedPaths: list[str] = Field(default_factory=list)
    excludedPaths: list[str] = Field(default_factory=list)
    unsafe: list[str] | None = None
    auditKinds: list[str] = Field(default_factory=list)
    budgetCalls: int | None = None
    secondRun: SecondRun | None = None


class Preset(_Model):
    id: str
    title: str = Field(max_length=80)
    summary: str
    state: DemoState
    expect: Expect

    def info(self) -> dict[str, str]:
        """The short form the preset picker lists."""
        return {"id": self.id, "title": self.title, "summary": self.summary}


class PresetNotFound(KeyError):
    """No preset has this id."""


def load_preset(preset_id: str) -> Preset:
    """The preset with this id (A–F, case-insensitive); `PresetNotFound` names the valid ids."""
    key = preset_id.strip().upper()
    if key not in PRESET_IDS:
        raise PresetNotFound(f"no preset {preset_id!r}; choose one of {', '.join(PRESET_IDS)}")
    return _load(key)


@cache
def _load(key: str) -> Preset:
    text = _preset_dir().joinpath(f"{key}.json").read_text("utf-8")
    return Preset.model_validate_json(text, strict=True)


def _preset_dir() -> Traversable:
    """The folder of preset JSON files: the data package `safe_agent.presets` (`presets/`)."""
    return resources.files(DATA_PACKAGE)


def list_presets() -> list[Preset]:
    """Every preset, A to F."""
    return [load_preset(preset_id) for preset_id in PRESET_IDS]

"""The versioned demo state (spec 5.1 plus the core's switches) that presets and links hold."""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from ..guards.detector import DEFAULT_BLOCK, DEFAULT_THRESHOLDS, DEFAULT_WARN, FieldKind
from ..guards.path_policy import MAX_ENTRIES, MAX_ENTRY_CHARS, read_entry
from ..types import DEFAULT_ALLOW_PATHS, DEFAULT_DENY_PATHS, Budget, Limits, ModelSpec, ProviderMode

STATE_VERSION: Literal[1] = 1

ActiveAgent = Literal["pipeline", "ThreatSketchAgent", "SpecLint", "PRSynthesis"]
InjectionWhere = Literal["none", "diffSummary", "firstFile", "both"]
# Which of the injection guard's rule tables runs: all of them, or the devkit's seven canonical
# regexes alone (a rung of the ladder of levels, challenges/levels.py).
InjectionRules = Literal["all", "canonical"]
# Who takes the review's decision (approve or request changes), pipeline/decision.py: the model's
# answer; the answer, refused when its verdict contradicts its own evidence (an output check); or
# the analysis' findings alone, the answer's text being a comment (a structured decision).
DecisionMode = Literal["model", "checked", "findings"]
PresetId = Literal["A", "B", "C", "D", "E", "F"]
PRESET_IDS: tuple[PresetId, ...] = get_args(PresetId)


class _Model(BaseModel):
    # Built on first use (see types.Frozen): only DemoState itself is validated directly.
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class RepoState(_Model):
    owner: str = Field(default="exnulla", max_length=200)
    name: str = Field(default="demo-service", max_length=200)


class ChangedFile(_Model):
    path: str = Field(max_length=1000)
    content: str


class InjectionState(_Model):
    enabled: bool = False
    where: InjectionWhere = "none"
    payload: str = ""
    # The changed file (by its place in the list, 0 = the first) that `firstFile` and `both`
    # plant into; links made before it existed plant into the first file, as they did.
    fileIndex: int = Field(default=0, ge=0, le=999)


def _readable_deny(entry: str) -> str:
    # Fail closed: a deny entry the policy cannot read would be dropped, letting its files through.
    _, problem = read_entry(entry)
    if problem:
        raise ValueError(f"deny entry {entry!r} {problem}")
    return entry


AllowEntry = Annotated[str, Field(max_length=MAX_ENTRY_CHARS)]
DenyEntry = Annotated[str, Field(max_length=MAX_ENTRY_CHARS), AfterValidator(_readable_deny)]


class PolicyState(_Model):
    allowPaths: list[AllowEntry] = Field(
        default_factory=lambda: list(DEFAULT_ALLOW_PATHS), max_length=MAX_ENTRIES
    )
    denyPaths: list[DenyEntry] = Field(
        default_factory=lambda: list(DEFAULT_DENY_PATHS), max_length=MAX_ENTRIES
    )
    budget: Budget = Field(default_factory=Budget)
    model: ModelSpec = Field(default_factory=ModelSpec)
    limits: Limits = Field(default_factory=Limits)


def _block_not_below_warn(block: float, info: ValidationInfo) -> float:
    # Checked on `block` so the error names a field the reader can change (not the object).
    warn = info.data.get("warn")
    if isinstance(warn, float) and block < warn:
        raise ValueError(
            f"must be at least the warn threshold ({warn:g}): raise it, or lower the warn threshold"
        )
    return block


class KindThresholds(_Model):
    """The learned detector's warn and block thresholds for one kind of field."""

    warn: float = Field(ge=0, le=1, allow_inf_nan=False)
    block: float = Field(ge=0, le=1, allow_inf_nan=False)

    _block_check = field_validator("block")(_block_not_below_warn)


def _kind_default(kind: FieldKind) -> KindThresholds:
    warn, block = DEFAULT_THRESHOLDS[kind]
    return KindThresholds(warn=warn, block=block)


class DetectorState(_Model):
    """The injection guard's second layer, the learned detector: on or off, and its thresholds.
    `warn` and `block` are for prose (the pull request's description); `code` and `documents`
    for a changed file's path and content, by the kind the file's name gives
    (`guards.detector.field_kind`)."""

    enabled: bool = True
    warn: float = Field(default=DEFAULT_WARN, ge=0, le=1, allow_inf_nan=False)
    block: float = Field(
        default=DEFAULT_BLOCK, ge=0, le=1, allow_inf_nan=False, validate_default=True
    )
    code: KindThresholds = Field(default_factory=lambda: _kind_default("code"))
    documents: KindThresholds = Field(default_factory=lambda: _kind_default("documents"))

    _block_check = field_validator("block")(_block_not_below_warn)

    def thresholds(self, kind: FieldKind) -> tuple[float, float]:
        """(warn, block) for a field of this kind."""
        if kind == "code":
            return self.code.warn, self.code.block
        if kind == "documents":
            return self.documents.warn, self.documents.block
        return self.warn, self.block


class GuardrailState(_Model):
    redaction: bool = True
    injectionGuard: bool = True
    strictSchema: bool = True
    caching: bool = True
    # Switches the core adds to the spec's state:
    fenceUntrustedContext: bool = True
    excludeFlaggedFiles: bool = True
    outputRepair: bool = False
    selfCorrection: bool = False
    maxRetries: int = Field(default=1, ge=0, le=3)
    cacheTtlSeconds: int = Field(default=86400, ge=0, le=31_536_000)
    detector: DetectorState = Field(default_factory=DetectorState)
    # Left out of links and exports at their defaults: every state without them keeps its bytes.
    injectionRules: InjectionRules = Field(default="all", exclude_if=lambda v: v == "all")
    decision: DecisionMode = Field(default="model", exclude_if=lambda v: v == "model")
    policy: PolicyState = Field(default_factory=PolicyState)


class UiState(_Model):
    activeAgent: ActiveAgent = "pipeline"
    showPromptEnvelope: bool = True
    showDiffAfterRedaction: bool = True
    providerMode: ProviderMode = "OK"
    # The simulated model: does it follow instructions inside the untrusted-data fence? Many real
    # models do, so it does by default (and the presets keep their outcomes); off, the fence works.
    modelObeysFencedText: bool = True


class MetaState(_Model):
    """An educator's title and note for a shared scenario, shown to whoever opens the link."""

    title: str = Field(default="", max_length=120)
    note: str = Field(default="", max_length=2000)
    # The preset an edited scenario started from, so its link can say "Custom (based on B)".
    # Metadata, never read by a run. Left out of links and exports while empty: every state
    # without it keeps the exact bytes (and links) it had before the field existed.
    basedOn: Literal["", PresetId] = Field(default="", exclude_if=lambda v: v == "")


class DemoState(_Model):
    """`SafeAgentDemoState` of spec 5.1, versioned. Every field has a default except the inputs."""

    version: Literal[1] = STATE_VERSION
    repo: RepoState = Field(default_factory=RepoState)
    promptVersion: str = Field(default="1.0.0", max_length=100)
    diffSummary: str = ""
    changedFiles: list[ChangedFile] = Field(default_factory=list)
    injection: InjectionState = Field(default_factory=InjectionState)
    guardrails: GuardrailState = Field(default_factory=GuardrailState)
    ui: UiState = Field(default_factory=UiState)
    meta: MetaState = Field(default_factory=MetaState)

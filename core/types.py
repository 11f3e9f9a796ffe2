"""Typed, frozen data shapes that flow through the pipeline (devkit types plus the run result)."""

from __future__ import annotations

from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

Severity = Literal["info", "warn", "high"]
Category = Literal["structure", "invariant", "threat", "diff", "test"]
AgentName = Literal["ThreatSketch", "SpecLint", "PRSynthesis"]
ProviderMode = Literal[
    "OK", "NON_JSON", "WRONG_SCHEMA", "FENCED_JSON", "TRAILING_COMMA", "TRUNCATED"
]

# Every stage name. The order they run in is declared once, by the stage list in
# `safe_agent.stages` (STAGE_ORDER there); a test holds this Literal to that list.
StageName = Literal[
    "limits",
    "redaction",
    "injection_guard",
    "path_policy",
    "envelope",
    "cache",
    "budget",
    "provider",
    "repair",
    "schema_gate",
    "audit",
]
# Every error type a bridge answer can carry; the page's own errors use these too ("unavailable":
# the Python runtime could not be started or stopped answering).
ErrorType = Literal[
    "bad_request",
    "unknown_op",
    "bad_json",
    "invalid_state",
    "bad_permalink",
    "not_found",
    "too_large",
    "internal",
    "unavailable",
]
ERROR_TYPES: tuple[ErrorType, ...] = get_args(ErrorType)
StageStatus = Literal["pass", "warn", "blocked", "rejected", "skipped", "off", "exposed", "obeyed"]
# The tone of a run's outcome: how the page colours it and which word it leads with.
Tone = Literal["ok", "warn", "blocked", "rejected", "unsafe", "missed", "error"]
AgentStatus = Literal["ok", "blocked", "rejected", "error", "unsafe", "obeyed"]


class Frozen(BaseModel):
    """Base for immutable models that reject unknown fields.

    `defer_build`: a model's validator is built when it is first used, not at import, so the
    page's first run does not wait for models only later operations need (same validation).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class Finding(Frozen):
    id: str
    severity: Severity
    category: Category
    claim: str
    evidence_refs: list[str]
    suggested_action: str | None = None


class Report(Frozen):
    agent: str
    version: str
    input_hash: str
    output_hash: str
    findings: list[Finding]
    notes: list[str] | None = None


class FileBlob(Frozen):
    path: str
    content: str


class ModelSpec(Frozen):
    provider: str = "stub"
    model: str = "stub-model"
    temperature: float = Field(default=0.2, ge=0, le=2)
    maxOutputTokens: int = Field(default=1500, ge=1, le=1_000_000)


class Budget(Frozen):
    maxCalls: int = Field(default=6, ge=0, le=1000)
    maxTotalInputTokens: int = Field(default=40000, ge=0, le=100_000_000)
    maxTotalOutputTokens: int = Field(default=10000, ge=0, le=100_000_000)


class Limits(Frozen):
    """Input size caps (the devkit documents them but never enforces them)."""

    maxFiles: int = Field(default=50, ge=0, le=10_000)
    maxFileChars: int = Field(default=200_000, ge=0, le=10_000_000)
    maxTotalChars: int = Field(default=1_000_000, ge=0, le=50_000_000)


DEFAULT_ALLOW_PATHS = ["docs/", "specs/", "src/", "pseudocode/", "math/"]
DEFAULT_DENY_PATHS = [".github/", "secrets/", "configs/", "deploy/"]


class RequestContext(Frozen):
    diffSummary: str
    files: list[FileBlob]


class LLMRequest(Frozen):
    requestId: str
    system: str
    task: str
    constraints: list[str]
    outputSchema: dict[str, Any]
    model: ModelSpec
    context: RequestContext


class Usage(Frozen):
    inputTokens: int
    outputTokens: int


class ProviderResult(Frozen):
    """What a provider returns for one call, before any parsing."""

    rawText: str
    usage: Usage
    provider: str
    model: str


AuditKind = Literal[
    "llm_request",
    "llm_response",
    "llm_error",
    "cache_hit",
    "cache_miss",
    "redaction_applied",
    "injection_blocked",
    "budget_checked",
    "path_flagged",
    "output_repaired",
    "limits_exceeded",
]


class AuditEvent(Frozen):
    """One audit record; `prevHash` chains it to the record before (tamper evidence)."""

    seq: int
    kind: AuditKind
    agent: AgentName | None = None
    stage: StageName | None = None
    requestId: str | None = None
    timestampMs: int
    provider: str | None = None
    model: str | None = None
    promptHash: str | None = None
    contextHash: str | None = None
    outputHash: str | None = None
    cacheKey: str | None = None
    usage: Usage | None = None
    error: ErrorInfo | None = None
    detail: dict[str, Any] | None = None
    prevHash: str
    hash: str


class ErrorInfo(Frozen):
    name: str
    message: str
    path: str | None = None


# ---- verdicts produced by the guardrail stages -------------------------------------------


class RedactionHit(Frozen):
    """One redacted span: `start`/`end` index the field's text *before* redaction."""

    rule: str
    field: str
    start: int
    end: int
    replacement: str


class InjectionMatch(Frozen):
    rule: str
    pattern: str
    field: str
    start: int
    end: int
    excerpt: str
    description: str = ""


DetectorCall = Literal["block", "warn", "pass"]


class DetectorNgram(Frozen):
    """An n-gram that pushed the learned detector's score up, and where it is in the field."""

    ngram: str
    start: int
    end: int
    weight: float  # its share of the logit (rounded), for ordering and for Details


class DetectorFinding(Frozen):
    """The learned detector's reading of one scanned field, against the state's thresholds."""

    field: str
    score: float  # 0..1, rounded to 4 decimals (the same bits in CPython and the page)
    warn: float
    block: float
    call: DetectorCall  # what the score means against the thresholds (block even with guard off)
    top: list[DetectorNgram]


class InjectionVerdict(Frozen):
    """`blocked` only when the guard is on; with it off, `matches` are what would have blocked.

    Two layers: the rules (`matches`) and the learned detector (`detector`, one finding per
    scanned field, empty when it is switched off); either one blocks."""

    enforced: bool
    blocked: bool
    matches: list[InjectionMatch]
    detector: list[DetectorFinding] = Field(default_factory=list)


PathDecisionKind = Literal["allowed", "denied", "not_allowed", "violation"]


class PathDecision(Frozen):
    path: str
    normalized: str | None
    decision: PathDecisionKind
    rule: str | None
    reason: str
    excluded: bool


class GateResult(Frozen):
    ok: bool
    strict: bool
    error: str | None = None
    errorPath: str | None = None
    unsafe: bool = False


class RepairStep(Frozen):
    kind: str
    detail: str


class BudgetSnapshot(Frozen):
    calls: int
    inputTokens: int
    outputTokens: int
    maxCalls: int
    maxTotalInputTokens: int
    maxTotalOutputTokens: int


class StageOutcome(Frozen):
    """One stage for one agent: `status` drives colour and icon, `label` is the grid cell's word,
    `summary` one plain sentence for a reader, `detail` the technical line."""

    stage: StageName
    status: StageStatus
    label: str
    summary: str
    detail: str


class Attempt(Frozen):
    """One provider call (the first, or a self-correction retry)."""

    attempt: int
    rawText: str
    usage: Usage
    repairs: list[RepairStep] = Field(default_factory=list)
    gate: GateResult


class Exposure(Frozen):
    """A span of the envelope holding text that redaction would have removed (redaction off)."""

    start: int
    end: int
    rule: str
    label: str


class AgentRun(Frozen):
    agent: AgentName
    requestId: str
    status: AgentStatus
    stoppedAt: StageName | None
    error: ErrorInfo | None
    stages: list[StageOutcome]
    envelope: str | None
    exposed: list[Exposure]
    promptHash: str | None
    contextHash: str | None
    cacheKey: str | None
    cacheHit: bool | None
    budgetAfter: BudgetSnapshot
    attempts: list[Attempt]
    rawText: str | None
    gate: GateResult | None
    report: Report | None
    outputHash: str | None
    usage: Usage | None
    simulated: str | None = None


class UnsafeNotice(Frozen):
    """A guardrail that is off, and what it would have caught (or let through) in this run."""

    guardrail: str
    label: str
    message: str


class FieldText(Frozen):
    """One field the model would see: as entered (with any injection payload applied) and redacted.

    Redaction spans index `original`; injection spans index `redacted` (the guard scans that).
    """

    field: str
    label: str
    original: str
    redacted: str


class Excerpt(Frozen):
    """Text to show a reader with the spans (`marks`, [start, end)) to highlight in it."""

    label: str
    text: str
    marks: list[tuple[int, int]]


class PatternInfo(Frozen):
    """The rule behind a block: plain name and sentence first, the regex only on request."""

    rule: str
    label: str
    description: str
    regex: str


class Why(Frozen):
    """The one card that says why the run ended as it did."""

    kind: str
    title: str
    lines: list[str]
    excerpt: Excerpt | None = None
    pattern: PatternInfo | None = None


class RunOutcome(Frozen):
    """How a run ended, for the reader: the tone, the headline and the why-card."""

    tone: Tone
    headline: str
    why: Why


class RunResult(Frozen):
    """One run. Run-wide verdicts (redaction, guard, path policy) are here once, not per agent."""

    fields: list[FieldText]
    redactions: list[RedactionHit]
    wouldRedact: list[RedactionHit]
    injection: InjectionVerdict
    paths: list[PathDecision]
    agents: list[AgentRun]
    outcome: RunOutcome
    audit: list[AuditEvent]
    budget: BudgetSnapshot
    unsafe: list[UnsafeNotice]
    digest: str


AuditEvent.model_rebuild()

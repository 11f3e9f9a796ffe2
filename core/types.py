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
    "decision",
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
# "missed": the stage was on, and what it exists to keep from the model reached it anyway (a known
# secret sent as written, a denied folder's file), as the prompt that was sent shows.
StageStatus = Literal[
    "pass", "warn", "blocked", "rejected", "skipped", "off", "exposed", "obeyed", "missed"
]
# The tone of a run's outcome: how the page colours it and which word it leads with.
Tone = Literal["ok", "warn", "blocked", "rejected", "unsafe", "missed", "error"]
AgentStatus = Literal["ok", "blocked", "rejected", "error", "unsafe", "obeyed"]


class Frozen(BaseModel):
    """Base for immutable models that reject unknown fields.

    `defer_build`: a model's validator is built when it is first used, not at import, so the
    page's first run does not wait for models only later operations need (same validation).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


# True in the test suite (tests/conftest.py): every `Built` value is validated as well, and must
# be what validation makes of the same arguments, to the type of every value and to the JSON.
CHECK_BUILT = False


class Built(Frozen):
    """A value the core makes itself, from values it has already typed (a run's verdicts and
    results): made as `model_construct` makes it, without running the validator, so a run never
    builds one (pydantic builds a model's validator and serializer on its first use: 29 models,
    most of a page's first run's one-time work). Lists and dicts are copied, as validation copies
    them. Read back as JSON with `plain()`, not `model_dump()`, for the same reason.

    The test suite sets CHECK_BUILT: each value is then validated too and held to this one, so
    what the core passes is what validation would have accepted unchanged. Values from outside the
    core (a state, a model's report, a provider's answer) are `Frozen` and always validated.
    """

    def __init__(self, /, **data: Any) -> None:
        fields = type(self).__pydantic_fields__
        values: dict[str, Any] = {}
        for name, field in fields.items():
            if name in data:
                value = data[name]
                kind = type(value)
                values[name] = (
                    list(value) if kind is list else dict(value) if kind is dict else value
                )
            else:
                values[name] = field.get_default(call_default_factory=True, validated_data=values)
        if CHECK_BUILT:
            _check_built(type(self), data, values)
        object.__setattr__(self, "__dict__", values)
        object.__setattr__(self, "__pydantic_fields_set__", set(data))
        object.__setattr__(self, "__pydantic_extra__", None)
        object.__setattr__(self, "__pydantic_private__", None)

    # Validation (`model_validate`, a Built value inside a validated one) must not call this
    # `__init__`, as it calls a custom one: marked as pydantic marks BaseModel's own.
    __init__.__pydantic_base_init__ = True  # type: ignore[attr-defined]


def _check_built(cls: type[Built], data: dict[str, Any], values: dict[str, Any]) -> None:
    """Validate `data` as `cls` and require exactly `values` (CHECK_BUILT, tests only)."""
    import json

    checked = cls.model_validate(data)
    same = checked.__dict__ == values and all(
        _types(checked.__dict__[k]) == _types(v) for k, v in values.items()
    )
    if not same or json.dumps(plain(checked)) != json.dumps(plain_values(cls, values)):
        raise AssertionError(f"{cls.__name__}: {data!r} is not what validation makes of it")


def _types(value: Any) -> Any:
    """The type of a value and of everything in it (int and float, list and tuple differ)."""
    if isinstance(value, BaseModel):
        return (type(value), [_types(v) for v in value.__dict__.values()])
    if isinstance(value, list | tuple):
        return (type(value), [_types(v) for v in value])
    if isinstance(value, dict):
        return (dict, [(k, _types(v)) for k, v in value.items()])
    return type(value)


def plain(value: Any, *, exclude_none: bool = False, exclude: frozenset[str] = frozenset()) -> Any:
    """`value` as `model_dump(mode="json", exclude_none=…, exclude=…)` gives it, for the core's own
    shapes (models, lists, tuples, dicts, str, int, float, bool, None), without pydantic's
    serializer (which a model builds on first use). `exclude_none` drops None-valued fields of
    every model, as pydantic does, but not None values of a dict; `exclude` names fields of the
    top-level model. tests/test_plain.py holds it to pydantic."""
    if isinstance(value, BaseModel):
        return plain_values(type(value), value.__dict__, exclude_none=exclude_none, exclude=exclude)
    if isinstance(value, list | tuple):
        return [plain(v, exclude_none=exclude_none) for v in value]
    if isinstance(value, dict):
        return {k: plain(v, exclude_none=exclude_none) for k, v in value.items()}
    return value


def plain_values(
    cls: type[BaseModel],
    values: dict[str, Any],
    *,
    exclude_none: bool = False,
    exclude: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """A model's field values (`values`, by name) as `plain` gives the model."""
    out = {}
    for name in cls.__pydantic_fields__:
        value = values[name]
        if name in exclude or (exclude_none and value is None):
            continue
        out[name] = plain(value, exclude_none=exclude_none)
    return out


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


class FileBlob(Built):
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


class RequestContext(Built):
    diffSummary: str
    files: list[FileBlob]


class LLMRequest(Built):
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


class ErrorInfo(Built):
    name: str
    message: str
    path: str | None = None


class AuditEvent(Built):
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


# ---- verdicts produced by the guardrail stages -------------------------------------------


class RedactionHit(Built):
    """One redacted span: `start`/`end` index the field's text *before* redaction."""

    rule: str
    field: str
    start: int
    end: int
    replacement: str


class InjectionMatch(Built):
    rule: str
    pattern: str
    field: str
    start: int
    end: int
    excerpt: str
    description: str = ""


class QuotedMatch(Built):
    """A rule's match set aside because it quotes an attack rather than makes one
    (`guards/quoted.py`): "example" (quoted as an example in a sentence that speaks to no one)
    or "prompt" (inside a string a prompt's key holds, in a code or configuration file)."""

    match: InjectionMatch
    why: Literal["example", "prompt"]


DetectorCall = Literal["block", "warn", "pass"]


class DetectorNgram(Built):
    """An n-gram that pushed the learned detector's score up, and where it is in the field."""

    ngram: str
    start: int
    end: int
    weight: float  # its share of the logit (rounded), for ordering and for Details


class DetectorFinding(Built):
    """The learned detector's reading of one scanned field, against the state's thresholds."""

    field: str
    score: float  # 0..1, rounded to 4 decimals (the same bits in CPython and the page)
    warn: float
    block: float
    call: DetectorCall  # what the score means against the thresholds (block even with guard off)
    top: list[DetectorNgram]
    pieces: int = 1  # the windows the field was read in (a long one's score is lowered for it)
    # The attack the field names as its topic, when that (with no one addressed) lowered a block
    # to a warning (guards/attack_topic.py); None otherwise.
    topic: str | None = None


class InjectionVerdict(Built):
    """`blocked` only when the guard is on; with it off, `matches` are what would have blocked.

    Two layers: the rules (`matches`) and the learned detector (`detector`, one finding per
    scanned field, empty when it is switched off); either one blocks."""

    enforced: bool
    blocked: bool
    matches: list[InjectionMatch]
    detector: list[DetectorFinding] = Field(default_factory=list)
    quoted: list[QuotedMatch] = Field(default_factory=list)  # rule matches set aside as quotes


PathDecisionKind = Literal["allowed", "denied", "not_allowed", "violation"]


class PathDecision(Built):
    path: str
    normalized: str | None
    decision: PathDecisionKind
    rule: str | None
    reason: str
    excluded: bool


class GateResult(Built):
    ok: bool
    strict: bool
    error: str | None = None
    errorPath: str | None = None
    unsafe: bool = False


class RepairStep(Built):
    kind: str
    detail: str


class BudgetSnapshot(Built):
    calls: int
    inputTokens: int
    outputTokens: int
    maxCalls: int
    maxTotalInputTokens: int
    maxTotalOutputTokens: int


class StageOutcome(Built):
    """One stage for one agent: `status` drives colour and icon, `label` is the grid cell's word,
    `summary` one plain sentence for a reader, `detail` the technical line."""

    stage: StageName
    status: StageStatus
    label: str
    summary: str
    detail: str


class Attempt(Built):
    """One provider call (the first, or a self-correction retry)."""

    attempt: int
    rawText: str
    usage: Usage
    repairs: list[RepairStep] = Field(default_factory=list)
    gate: GateResult


class Exposure(Built):
    """A span of the envelope holding text that redaction would have removed (redaction off)."""

    start: int
    end: int
    rule: str
    label: str


class AgentRun(Built):
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


class UnsafeNotice(Built):
    """A guardrail that is off, and what it would have caught (or let through) in this run."""

    guardrail: str
    label: str
    message: str


class FieldText(Built):
    """One field the model would see: as entered (with any injection payload applied) and redacted.

    Redaction spans index `original`; injection spans index `redacted` (the guard scans that).
    """

    field: str
    label: str
    original: str
    redacted: str


class Excerpt(Built):
    """Text to show a reader with the spans (`marks`, [start, end)) to highlight in it."""

    label: str
    text: str
    marks: list[tuple[int, int]]


class PatternInfo(Built):
    """The rule behind a block: plain name and sentence first, the regex only on request."""

    rule: str
    label: str
    description: str
    regex: str


class Why(Built):
    """The one card that says why the run ended as it did."""

    kind: str
    title: str
    lines: list[str]
    excerpt: Excerpt | None = None
    pattern: PatternInfo | None = None


class RunOutcome(Built):
    """How a run ended, for the reader: the tone, the headline and the why-card."""

    tone: Tone
    headline: str
    why: Why


class RunResult(Built):
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

"""The pipeline: runs each agent through the guardrails in order, returning it all as data."""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from . import redaction
from .agents import ACTIVE_AGENTS, AGENTS, AgentSpec, request_id
from .audit import AuditLog, canonical, stable_view
from .budget import BudgetMeter
from .cache import CachedResponse, MemoryCache, cache_key
from .envelope import build_prompt, context_material
from .hashing import Hasher, devkit32, estimate_tokens, sha256_hex
from .injection import scan_fields
from .limits import limit_problem
from .path_policy import decide
from .provider import Provider, ProviderError, RetryableProviderError
from .repair import repair_json
from .schema_gate import DEVKIT_REPORT_SCHEMA, REPORT_SCHEMA, check_report
from .state import DemoState
from .stub_provider import CORRECTION_HEADER, DevkitStubProvider, StubProvider
from .types import (
    STAGE_ORDER,
    AgentName,
    AgentRun,
    Attempt,
    ErrorInfo,
    FieldText,
    FileBlob,
    GateResult,
    InjectionVerdict,
    LLMRequest,
    PathDecision,
    ProviderResult,
    RedactionHit,
    Report,
    RequestContext,
    RunResult,
    StageName,
    StageOutcome,
    StageStatus,
    UnsafeNotice,
    Usage,
)

RunStatus = Literal["ok", "blocked", "error", "unsafe"]


@dataclass(frozen=True)
class Profile:
    """How faithful to the devkit to be. `safe` is the demo; `devkit` exists for the parity test."""

    name: str
    hasher: Hasher
    schema: dict[str, Any]
    canonical_output_hash: bool
    devkit_stub: bool
    redact_paths: bool


PROFILES: dict[str, Profile] = {
    "safe": Profile("safe", sha256_hex, REPORT_SCHEMA, True, False, True),
    "devkit": Profile("devkit", devkit32, DEVKIT_REPORT_SCHEMA, False, True, False),
}


def _wall_clock_ms() -> int:
    return int(time.time() * 1000)


@dataclass
class Session:
    """What outlives one run: the page-life cache, the clock, the sleep and the provider."""

    clock_ms: Callable[[], int] = _wall_clock_ms
    sleep: Callable[[float], None] = time.sleep
    provider: Provider | None = None
    cache: MemoryCache = field(default_factory=MemoryCache)


@dataclass(frozen=True)
class Prepared:
    """The run's input after the shared stages (limits, redaction, guard, path policy)."""

    fields: list[FieldText]
    visible: list[FileBlob]
    diff_summary: str
    hits: list[RedactionHit]
    verdict: InjectionVerdict
    paths: list[PathDecision]
    limit_error: str | None


def _effective_input(state: DemoState) -> tuple[str, list[FileBlob]]:
    """The diff summary and files with the injection payload placed where the state says."""
    diff = state.diffSummary
    files = [FileBlob(path=f.path, content=f.content) for f in state.changedFiles]
    inj = state.injection
    if inj.enabled and inj.payload:
        if inj.where in ("diffSummary", "both"):
            diff = f"{diff}\n\n{inj.payload}"
        if inj.where in ("firstFile", "both") and files:
            first = files[0]
            files[0] = FileBlob(path=first.path, content=f"{first.content}\n{inj.payload}")
    return diff, files


def _fields(diff: str, files: list[FileBlob]) -> list[tuple[str, str]]:
    """(field name, text) in the order the model sees them; `i` indexes the state's changedFiles."""
    fields = [("diffSummary", diff)]
    for i, f in enumerate(files):
        fields += [(f"files[{i}].path", f.path), (f"files[{i}].content", f.content)]
    return fields


def input_fields(state: DemoState) -> list[tuple[str, str]]:
    """(field name, text) of every text the model would see, in order, before redaction."""
    return _fields(*_effective_input(state))


def prepare(state: DemoState, profile: Profile) -> Prepared:
    """Apply limits, redaction, the injection guard and the path policy once for the whole run."""
    g = state.guardrails
    diff, files = _effective_input(state)
    originals = _fields(diff, files)
    redacted: list[str] = []
    hits: list[RedactionHit] = []
    for name, text in originals:
        if not g.redaction or (name.endswith(".path") and not profile.redact_paths):
            redacted.append(text)
            continue
        result = redaction.redact(text, field=name)
        redacted.append(result.text)
        hits.extend(result.hits)
    fields = [
        FieldText(field=n, original=o, redacted=r)
        for (n, o), r in zip(originals, redacted, strict=True)
    ]
    verdict = scan_fields([(f.field, f.redacted) for f in fields], enforced=g.injectionGuard)
    pol = g.policy
    paths = [
        decide(f.path, pol.allowPaths, pol.denyPaths, exclude_flagged=g.excludeFlaggedFiles)
        for f in files
    ]
    visible = [
        FileBlob(path=redacted[1 + 2 * i], content=redacted[2 + 2 * i])
        for i, d in enumerate(paths)
        if not d.excluded
    ]
    return Prepared(
        fields=fields,
        visible=visible,
        diff_summary=redacted[0],
        hits=hits,
        verdict=verdict,
        paths=paths,
        limit_error=limit_problem(diff, files, pol.limits),
    )


class _AgentRunner:
    """Runs one agent from the envelope on; records stages, attempts and audit events."""

    def __init__(
        self,
        spec: AgentSpec,
        state: DemoState,
        prep: Prepared,
        profile: Profile,
        session: Session,
        provider: Provider,
        meter: BudgetMeter,
        audit: AuditLog,
    ) -> None:
        self.spec, self.state, self.prep, self.profile = spec, state, prep, profile
        self.session, self.provider, self.meter, self.audit = session, provider, meter, audit
        self.stages: dict[StageName, StageOutcome] = {}
        self.attempts: list[Attempt] = []
        self.rng = random.Random(0)
        self.request_id = request_id(spec, state.promptVersion, profile.hasher(prep.diff_summary))
        self.envelope: str | None = None
        self.prompt_hash: str | None = None
        self.context_hash: str | None = None
        self.key: str | None = None
        self.cache_hit: bool | None = None

    # -- bookkeeping -------------------------------------------------------------------------

    def stage(self, name: StageName, status: StageStatus, detail: str) -> None:
        self.stages[name] = StageOutcome(stage=name, status=status, detail=detail)

    def record(self, kind: str, stage: StageName, **fields: Any) -> None:
        self.audit.record(
            kind,
            agent=self.spec.name,
            stage=stage,
            requestId=self.request_id,
            provider=fields.pop("provider", self.provider.name),
            model=fields.pop("model", self.state.guardrails.policy.model.model),
            **fields,
        )

    def hashes(self) -> dict[str, Any]:
        return {"promptHash": self.prompt_hash, "contextHash": self.context_hash}

    def finish(
        self,
        status: RunStatus,
        stopped: StageName | None,
        error: ErrorInfo | None = None,
        *,
        raw: str | None = None,
        gate: GateResult | None = None,
        report: Report | None = None,
        output_hash: str | None = None,
        usage: Usage | None = None,
    ) -> AgentRun:
        after = False
        stages: list[StageOutcome] = []
        for name in STAGE_ORDER:
            if name in self.stages:
                stages.append(self.stages[name])
            else:
                why = "not reached: the run stopped earlier" if after or stopped else "not run"
                stages.append(StageOutcome(stage=name, status="skipped", detail=why))
            if name == stopped:
                after = True
        return AgentRun(
            agent=self.spec.name,
            requestId=self.request_id,
            status=status,
            stoppedAt=stopped,
            error=error,
            stages=stages,
            redactions=self.prep.hits,
            injection=self.prep.verdict,
            paths=self.prep.paths,
            envelope=self.envelope,
            promptHash=self.prompt_hash,
            contextHash=self.context_hash,
            cacheKey=self.key,
            cacheHit=self.cache_hit,
            budgetAfter=self.meter.snapshot(),
            attempts=self.attempts,
            rawText=raw,
            gate=gate,
            report=report,
            outputHash=output_hash,
            usage=usage,
        )

    # -- the stages --------------------------------------------------------------------------

    def run(self) -> AgentRun:
        prep = self.prep
        if prep.limit_error is not None:
            self.stage("limits", "blocked", prep.limit_error)
            self.record(
                "limits_exceeded",
                "limits",
                error=ErrorInfo(name="LimitsExceeded", message=prep.limit_error),
            )
            return self.finish(
                "error", "limits", ErrorInfo(name="LimitsExceeded", message=prep.limit_error)
            )
        self.stage("limits", "pass", "within the file-count and size caps")
        self._shared_stages()
        if prep.verdict.blocked:
            first = prep.verdict.matches[0]
            message = (
                f"Prompt injection guard triggered: rule {first.rule} matched in {first.field} "
                f"(/{first.pattern}/)"
            )
            return self.finish(
                "blocked",
                "injection_guard",
                ErrorInfo(name="InjectionBlocked", message=message, path=first.field),
            )
        return self._model_stages()

    def _shared_stages(self) -> None:
        prep, g = self.prep, self.state.guardrails
        if not g.redaction:
            self.stage(
                "redaction", "off", "redaction is switched off: text reaches the model as entered"
            )
        else:
            rules = sorted({h.rule for h in prep.hits})
            detail = (
                f"{len(prep.hits)} span(s) redacted ({', '.join(rules)})"
                if rules
                else "nothing to redact"
            )
            self.stage("redaction", "pass", detail)
            if prep.hits:
                self.record(
                    "redaction_applied",
                    "redaction",
                    detail={"hits": [h.model_dump(exclude={"replacement"}) for h in prep.hits]},
                )
        verdict = prep.verdict
        if verdict.matches:
            first = verdict.matches[0]
            where = f"rule {first.rule} in {first.field}"
            if verdict.blocked:
                self.stage("injection_guard", "blocked", f"blocked: {where}")
                self.record(
                    "injection_blocked",
                    "injection_guard",
                    detail={
                        "rule": first.rule,
                        "field": first.field,
                        "start": first.start,
                        "end": first.end,
                        "matches": len(verdict.matches),
                    },
                )
            else:
                self.stage("injection_guard", "off", f"guard is off; would have blocked: {where}")
        elif not verdict.enforced:
            self.stage(
                "injection_guard", "off", "guard is off (nothing here would have been blocked)"
            )
        else:
            self.stage("injection_guard", "pass", "no injection rule matched")
        if verdict.blocked:
            return  # the run stops here: the path policy and everything after are not reached
        flagged = [d for d in prep.paths if d.decision != "allowed"]
        if flagged:
            excluded = sum(d.excluded for d in flagged)
            status: StageStatus = "pass" if excluded == len(flagged) else "warn"
            self.stage(
                "path_policy",
                status,
                f"{len(flagged)} file(s) flagged, {excluded} excluded from the envelope",
            )
        else:
            self.stage("path_policy", "pass", f"all {len(prep.paths)} file(s) allowed")
        for d in flagged:
            self.record(
                "path_flagged",
                "path_policy",
                detail={
                    "index": prep.paths.index(d),
                    "decision": d.decision,
                    "rule": d.rule,
                    "reason": d.reason,
                    "excluded": d.excluded,
                },
            )

    def _request(self) -> LLMRequest:
        return LLMRequest(
            requestId=self.request_id,
            system=self.spec.system,
            task=self.spec.task,
            constraints=list(self.spec.constraints),
            outputSchema=self.profile.schema,
            model=self.state.guardrails.policy.model,
            context=RequestContext(diffSummary=self.prep.diff_summary, files=self.prep.visible),
        )

    def _model_stages(self) -> AgentRun:
        g, h = self.state.guardrails, self.profile.hasher
        request = self._request()
        prompt = build_prompt(
            system=request.system,
            task=request.task,
            constraints=request.constraints,
            output_schema=request.outputSchema,
            diff_summary=request.context.diffSummary,
            files=request.context.files,
            fenced=g.fenceUntrustedContext,
        )
        self.envelope = prompt
        self.prompt_hash = h(prompt)
        self.context_hash = h(
            context_material(request.context.diffSummary, request.context.files, h)
        )
        fenced = "fenced" if g.fenceUntrustedContext else "not fenced"
        self.stage(
            "envelope", "pass", f"{len(request.context.files)} file(s), untrusted context {fenced}"
        )
        model = g.policy.model
        self.key = cache_key(model.provider, model.model, self.prompt_hash, self.context_hash)
        if g.caching:
            hit = self.session.cache.get(self.key, self.session.clock_ms())
            self.cache_hit = hit is not None
            self.record(
                "cache_hit" if hit else "cache_miss", "cache", cacheKey=self.key, **self.hashes()
            )
            if hit is not None:
                return self._from_cache(hit)
            self.stage("cache", "pass", "miss: no stored response for this key")
        else:
            self.stage("cache", "off", "caching is off: every run calls the provider")
        return self._call_loop(request, prompt)

    def _from_cache(self, hit: CachedResponse) -> AgentRun:
        self.stage("cache", "pass", "hit: stored validated response reused")
        skipped: tuple[StageName, ...] = ("budget", "provider", "repair")
        for name in skipped:
            self.stage(name, "skipped", "cache hit: no provider call, no budget spent")
        self.stage("schema_gate", "pass", "validated when it was stored")
        self.stage("audit", "pass", "cache_hit recorded")
        gate = GateResult(ok=True, strict=True)
        return self.finish(
            "ok",
            None,
            raw=hit.rawText,
            gate=gate,
            report=hit.report,
            output_hash=hit.outputHash,
            usage=hit.usage,
        )

    def _provider_call(self, request: LLMRequest, prompt: str) -> ProviderResult | ErrorInfo:
        """One logical call: each transport attempt is admitted by the budget and audited."""
        policy = self.provider.retry
        in_tokens = estimate_tokens(prompt)
        for attempt in range(1, policy.max_attempts + 1):
            refusal = self.meter.refusal(in_tokens, request.model.maxOutputTokens)
            snap = self.meter.snapshot()
            self.record(
                "budget_checked",
                "budget",
                detail={
                    "admitted": refusal is None,
                    "reason": refusal,
                    "calls": snap.calls,
                    "inputTokens": snap.inputTokens,
                    "outputTokens": snap.outputTokens,
                    "requestInputTokens": in_tokens,
                    "reservedOutputTokens": request.model.maxOutputTokens,
                },
            )
            if refusal is not None:
                self.stage("budget", "blocked", refusal)
                return ErrorInfo(name="BudgetExceeded", message=refusal)
            self.stage("budget", "pass", f"admitted: call {snap.calls + 1} of {snap.maxCalls}")
            self.record(
                "llm_request",
                "provider",
                cacheKey=self.key,
                detail={"attempt": attempt},
                **self.hashes(),
            )
            try:
                result = self.provider.call(request, prompt, agent=self.spec.name)
            except RetryableProviderError as exc:
                self.meter.record(Usage(inputTokens=in_tokens, outputTokens=0))
                self.record(
                    "llm_error",
                    "provider",
                    error=ErrorInfo(name=type(exc).__name__, message=str(exc)),
                    detail={"attempt": attempt, "status": exc.status},
                    **self.hashes(),
                )
                if attempt == policy.max_attempts:
                    message = f"Provider failed after {attempt} attempt(s): {exc}"
                    self.stage("provider", "blocked", message)
                    return ErrorInfo(name="ProviderError", message=message)
                self.session.sleep(policy.delay(attempt, self.rng, exc.retry_after_s))
                continue
            except ProviderError as exc:
                self.meter.record(Usage(inputTokens=in_tokens, outputTokens=0))
                self.record(
                    "llm_error",
                    "provider",
                    error=ErrorInfo(name=type(exc).__name__, message=str(exc)),
                    detail={"attempt": attempt, "status": exc.status},
                    **self.hashes(),
                )
                self.stage("provider", "blocked", f"Provider error: {exc}")
                return ErrorInfo(name="ProviderError", message=str(exc))
            self.meter.record(result.usage)
            self.stage(
                "provider",
                "pass",
                f"{result.provider}:{result.model} answered "
                f"({result.usage.outputTokens} output tokens)",
            )
            return result
        raise AssertionError("retry loop exited without a result")  # max_attempts >= 1

    def _output_hash(self, value: Any) -> str:
        if self.profile.canonical_output_hash:
            return self.profile.hasher(canonical(value))
        return self.profile.hasher(json.dumps(value, separators=(",", ":"), ensure_ascii=False))

    def _call_loop(self, request: LLMRequest, prompt: str) -> AgentRun:
        g = self.state.guardrails
        retries = g.maxRetries if g.selfCorrection else 0
        current = prompt
        last_usage: Usage | None = None
        for attempt in range(retries + 1):
            result = self._provider_call(request, current)
            if isinstance(result, ErrorInfo):
                stopped: StageName = "budget" if result.name == "BudgetExceeded" else "provider"
                return self.finish("error", stopped, result)
            text, steps, last_usage = result.rawText, [], result.usage
            if g.outputRepair:
                outcome = repair_json(result.rawText)
                steps = list(outcome.steps)
                if outcome.ok and outcome.text is not None and steps:
                    text = outcome.text
                    self.record(
                        "output_repaired",
                        "repair",
                        detail={"steps": [s.model_dump() for s in steps]},
                        **self.hashes(),
                    )
                    self.stage("repair", "warn", "; ".join(f"{s.kind}: {s.detail}" for s in steps))
                elif outcome.ok:
                    self.stage("repair", "pass", "output was already valid JSON: nothing changed")
                else:
                    self.stage(
                        "repair", "pass", f"not repairable, passed on unchanged: {outcome.error}"
                    )
            else:
                self.stage("repair", "off", "output repair is off")
            check = check_report(text, strict=g.strictSchema)
            gate = GateResult(
                ok=check.ok,
                strict=g.strictSchema,
                error=check.error,
                errorPath=check.error_path,
                unsafe=not g.strictSchema,
            )
            self.attempts.append(
                Attempt(
                    attempt=attempt + 1,
                    rawText=result.rawText,
                    usage=result.usage,
                    repairs=steps,
                    gate=gate,
                )
            )
            if check.ok:
                return self._accept(result, text, check.value, check.report, gate)
            self.record(
                "llm_error",
                "schema_gate",
                error=ErrorInfo(
                    name="SchemaGateError", message=check.error or "", path=check.error_path
                ),
                usage=result.usage,
                **self.hashes(),
            )
            self.stage("schema_gate", "blocked", check.error or "rejected")
            if attempt < retries:
                current = (
                    f"{prompt}{CORRECTION_HEADER}Your previous output was rejected: {check.error}. "
                    "Reply with only a JSON object that matches OUTPUT_SCHEMA."
                )
        error = ErrorInfo(name="SchemaGateError", message=gate.error or "", path=gate.errorPath)
        return self.finish("error", "schema_gate", error, raw=text, gate=gate, usage=last_usage)

    def _accept(
        self, result: ProviderResult, text: str, value: Any, report: Report | None, gate: GateResult
    ) -> AgentRun:
        g = self.state.guardrails
        output_hash = self._output_hash(value)
        if report is not None and self.profile.devkit_stub and self.spec.name == "ThreatSketch":
            report = report.model_copy(update={"agent": self.spec.reported_name})
        if gate.unsafe:
            note = (
                f"parse only; strict mode would reject: {gate.error}"
                if gate.error
                else "parse only (strict mode would also pass it)"
            )
            self.stage("schema_gate", "warn", note)
        else:
            self.stage("schema_gate", "pass", "valid Report")
        self.record(
            "llm_response",
            "provider",
            provider=result.provider,
            model=result.model,
            outputHash=output_hash,
            usage=result.usage,
            **self.hashes(),
        )
        if g.caching and not gate.unsafe and report is not None and self.key is not None:
            stored = CachedResponse(
                requestId=self.request_id,
                provider=result.provider,
                model=result.model,
                rawText=result.rawText,
                report=report,
                usage=result.usage,
                outputHash=output_hash,
                timestampMs=self.session.clock_ms(),
            )
            self.session.cache.set(self.key, stored, g.cacheTtlSeconds, self.session.clock_ms())
        self.stage(
            "audit",
            "pass",
            f"{sum(1 for e in self.audit.events if e.agent == self.spec.name)} event(s) recorded",
        )
        status: RunStatus = "unsafe" if gate.unsafe else "ok"
        return self.finish(
            status,
            None,
            raw=text,
            gate=gate,
            report=report,
            output_hash=output_hash,
            usage=result.usage,
        )


def _unsafe_notices(state: DemoState, prep: Prepared, runs: list[AgentRun]) -> list[UnsafeNotice]:
    g = state.guardrails
    notes: list[UnsafeNotice] = []
    if not g.redaction:
        would = [h for f in prep.fields for h in redaction.redact(f.original, field=f.field).hits]
        rules = sorted({h.rule for h in would})
        caught = (
            f"it would have redacted {len(would)} span(s) ({', '.join(rules)})"
            if would
            else "nothing here would have been redacted"
        )
        notes.append(
            UnsafeNotice(
                guardrail="redaction",
                message=(
                    "Redaction is off: secrets and emails reach the model, the cache key and "
                    f"the audit log; {caught}."
                ),
            )
        )
    if not g.injectionGuard:
        if prep.verdict.matches:
            m = prep.verdict.matches[0]
            caught = f"it would have blocked this run: rule {m.rule} in {m.field}"
        else:
            caught = "nothing in this input would have been blocked"
        notes.append(
            UnsafeNotice(guardrail="injectionGuard", message=f"Injection guard is off: {caught}.")
        )
    if not g.strictSchema:
        rejected = [
            f"{r.agent}: {r.gate.error}" for r in runs if r.gate is not None and r.gate.error
        ]
        caught = (
            "; ".join(rejected)
            if rejected
            else "every output would also have passed the strict gate"
        )
        notes.append(
            UnsafeNotice(
                guardrail="strictSchema",
                message=(
                    "Schema gate is parse-only: unvalidated output is shown as findings. "
                    f"Strict mode: {caught}."
                ),
            )
        )
    if not g.excludeFlaggedFiles:
        flagged = [d.path for d in prep.paths if d.decision != "allowed"]
        caught = (
            f"{len(flagged)} flagged file(s) reach the model: {', '.join(flagged)}"
            if flagged
            else "no file here is flagged"
        )
        notes.append(
            UnsafeNotice(
                guardrail="excludeFlaggedFiles",
                message=f"Flagged files are not excluded: {caught}.",
            )
        )
    if not g.fenceUntrustedContext:
        notes.append(
            UnsafeNotice(
                guardrail="fenceUntrustedContext",
                message=(
                    "Untrusted context is not fenced: the model cannot tell pull-request text "
                    "from instructions."
                ),
            )
        )
    if not g.caching:
        notes.append(
            UnsafeNotice(
                guardrail="caching",
                message="Caching is off: every run calls the provider and spends budget.",
            )
        )
    return notes


def result_digest(
    agents: list[AgentRun],
    fields: list[FieldText],
    audit_events: list[dict[str, Any]],
    unsafe: list[UnsafeNotice],
) -> str:
    """SHA-256 over everything in the result that must not change between runs of the same state."""
    body = {
        "fields": [f.model_dump(mode="json") for f in fields],
        "agents": [a.model_dump(mode="json") for a in agents],
        "audit": audit_events,
        "unsafe": [u.model_dump(mode="json") for u in unsafe],
    }
    return hashlib.sha256(canonical(body).encode("utf-8", "surrogatepass")).hexdigest()


def run(state: DemoState, *, session: Session | None = None, profile: str = "safe") -> RunResult:
    """Run the state's active agent(s) through every guardrail; never raises for bad content."""
    session = session or Session()
    prof = PROFILES[profile]
    audit = AuditLog(session.clock_ms)
    meter = BudgetMeter(state.guardrails.policy.budget)
    provider: Provider = session.provider or (
        DevkitStubProvider()
        if prof.devkit_stub
        else StubProvider(state.ui.providerMode, prof.hasher)
    )
    prep = prepare(state, prof)
    names: tuple[AgentName, ...] = ACTIVE_AGENTS[state.ui.activeAgent]
    runs = [
        _AgentRunner(AGENTS[n], state, prep, prof, session, provider, meter, audit).run()
        for n in names
    ]
    unsafe = _unsafe_notices(state, prep, runs)
    stable = stable_view(audit.events)
    return RunResult(
        fields=prep.fields,
        agents=runs,
        audit=audit.events,
        budget=meter.snapshot(),
        unsafe=unsafe,
        digest=result_digest(runs, prep.fields, stable, unsafe),
    )

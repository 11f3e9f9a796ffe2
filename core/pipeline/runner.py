"""The pipeline: runs the declared stages in order for each agent and returns it all as data."""

from __future__ import annotations

import hashlib
from typing import Any

from ..agents import ACTIVE_AGENTS, AGENTS, AgentSpec, request_id
from ..model.reader import EFFECTS
from ..model.stub import DevkitStubProvider, StubProvider, acted_on
from ..provider import Provider
from ..state.demo_state import DemoState
from ..types import (
    AgentName,
    AgentRun,
    BudgetSnapshot,
    FileBlob,
    RunOutcome,
    RunResult,
    StageName,
    StageOutcome,
    UnsafeNotice,
    Why,
    plain,
)
from . import planted
from .audit import AuditLog, canonical, chain_binding, stable_view
from .budget import BudgetMeter
from .stages import PER_AGENT, SHARED, STAGE_ORDER, STAGES, path_policy, redaction
from .stages.base import (
    PROFILES,
    AgentContext,
    Outcome,
    Profile,
    RunContext,
    Section,
    Session,
    Verdict,
    log_event,
    plural,
)

__all__ = [
    "PROFILES",
    "STAGE_ORDER",
    "Profile",
    "Session",
    "digest_body",
    "input_fields",
    "prepare",
    "result_digest",
    "run",
]


def _effective_input(state: DemoState) -> tuple[str, list[FileBlob]]:
    """The diff summary and files with the injection payload placed where the state says."""
    return planted.place(state)


def _fields(diff: str, files: list[FileBlob]) -> list[tuple[str, str]]:
    """(field name, text) in the order the model sees them; `i` indexes the state's changedFiles."""
    fields = [("diffSummary", diff)]
    for i, f in enumerate(files):
        fields += [(f"files[{i}].path", f.path), (f"files[{i}].content", f.content)]
    return fields


def input_fields(state: DemoState) -> list[tuple[str, str]]:
    """(field name, text) of every text the model would see, in order, before redaction."""
    return _fields(*_effective_input(state))


def _context(state: DemoState, profile: Profile, session: Session) -> RunContext:
    diff, files = _effective_input(state)
    ctx: RunContext = RunContext(
        state=state,
        profile=profile,
        session=session,
        provider=_provider(state, profile, session),
        meter=BudgetMeter(state.guardrails.policy.budget),
        audit=AuditLog(session.clock_ms),
        originals=_fields(diff, files),
        files=files,
        stub=session.provider is None,
    )
    return ctx


def _shared_stages(ctx: RunContext) -> None:
    """Run the shared stages in order; a stop (limits, the guard) ends the run for every agent."""
    for stage in SHARED:
        outcome = stage.run(ctx)
        ctx.shared[stage.NAME] = outcome
        if outcome.stop is not None:
            ctx.stopped_at = stage.NAME
            return


def prepare(state: DemoState, profile: Profile) -> RunContext:
    """The shared stages alone (limits, redaction, guard, path policy): what a run would send."""
    ctx = _context(state, profile, Session())
    _shared_stages(ctx)
    return ctx


def _provider(state: DemoState, profile: Profile, session: Session) -> Provider:
    """The run's provider, chosen once: the session's (a real one, CLI only), else the stub."""
    if session.provider is not None:
        return session.provider
    if profile.devkit_stub:
        return DevkitStubProvider()
    # Ground truth, not the guard's opinion: the stub reads the prompt it is sent and acts on
    # the requests aimed at the reviewer that it finds there (see model/reader.py).
    return StubProvider(
        state.ui.providerMode, profile.hasher, obeys_fenced=state.ui.modelObeysFencedText
    )


def _set(agent: AgentContext, name: StageName, o: Outcome) -> None:
    agent.stages[name] = StageOutcome(
        stage=name,
        status=o.status,
        label=o.label,
        summary=o.summary,
        detail=o.detail,
    )
    if o.stop is not None and agent.stopped_at is None:
        agent.stopped_at = name
        agent.status = o.stop_as
        agent.error = o.stop


def _run_agent(ctx: RunContext, spec: AgentSpec) -> AgentContext:
    diff_hash = ctx.profile.hasher(ctx.redacted.diff_summary)
    version = ctx.redacted.prompt_version if ctx.limit_error is None else "-"
    agent = AgentContext(spec=spec, request_id=request_id(spec, version, diff_hash))
    for kind, at, fields in ctx.shared_events:
        log_event(ctx, agent, kind, at, **fields)
    for name, outcome in ctx.shared.items():
        _set(agent, name, outcome)
    for step in PER_AGENT:
        if agent.stopped_at is not None and not step.ALWAYS:
            continue
        for name, outcome in step.run(ctx, agent):
            _set(agent, name, outcome)
    # A shared stage's cell, revised once this agent's prompt was sent: what it had to keep from
    # the model (a known secret, a denied folder's file) is judged by what the prompt held.
    for stage in (redaction, path_policy):
        missed = stage.missed_cell(ctx, agent)
        if missed is not None:
            _set(agent, stage.NAME, missed)
    ids = " ".join(f.id for f in agent.report.findings) if agent.report is not None else ""
    acted = acted_on(ids)
    if acted:
        agent.simulated = (
            "Simulated consequence: the model acted on a request in the text it was shown: it "
            "did " + "; ".join(f"“{EFFECTS[e]}”" for e in acted) + "."
        )
        if agent.status in ("ok", "unsafe"):
            agent.status = "obeyed"
    elif (
        ctx.stub
        and not ctx.profile.devkit_stub
        and not ctx.state.ui.modelObeysFencedText
        and planted.reached(ctx.planted, agent.envelope)
        and not planted.outside_fence(ctx.planted, agent.envelope)
    ):
        agent.simulated = (
            "Simulation: the planted text reached the model inside the fence, and this simulated "
            "model is set to ignore instructions in fenced data, so it answered normally."
        )
    if agent.gate is not None and agent.gate.unsafe and agent.status == "ok":
        agent.status = "unsafe"
    return agent


def _agent_result(ctx: RunContext, agent: AgentContext, budget_after: BudgetSnapshot) -> AgentRun:
    stages: list[StageOutcome] = []
    for name in STAGE_ORDER:
        got = agent.stages.get(name)
        if got is None:
            why = "Not reached: the run stopped earlier." if agent.stopped_at else "Not run."
            got = StageOutcome(
                stage=name,
                status="skipped",
                label="not reached" if agent.stopped_at else "not run",
                summary=why,
                detail=why.lower().rstrip("."),
            )
        stages.append(got)
    return AgentRun(
        agent=agent.spec.name,
        requestId=agent.request_id,
        status=agent.status,
        stoppedAt=agent.stopped_at,
        error=agent.error,
        stages=stages,
        envelope=agent.envelope,
        exposed=agent.exposed,
        promptHash=agent.prompt_hash,
        contextHash=agent.context_hash,
        cacheKey=agent.key,
        cacheHit=agent.cache_hit,
        budgetAfter=budget_after,
        attempts=agent.attempts,
        rawText=agent.raw,
        gate=agent.gate,
        report=agent.report,
        outputHash=agent.output_hash,
        usage=agent.usage,
        simulated=agent.simulated,
    )


def _clean(ctx: RunContext, agents: list[AgentContext]) -> Verdict:
    n = sum(len(a.report.findings) for a in agents if a.report is not None)
    who = "The three agents" if len(agents) == 3 else ", ".join(a.spec.name for a in agents)
    why = Why(
        kind="clean",
        title="Every guardrail passed",
        lines=[
            "Redaction found nothing to replace, none of the injection guard's rules matched "
            "(they recognise known phrasings of an attack only), the path policy allowed every "
            "file, and every answer passed the schema gate. No prompt that was sent held a "
            "secret the page knows of (one redaction replaced elsewhere, or one the scenario "
            "planted) or a file a checkout writes into a denied folder.",
            f"{who} returned {plural(n, 'finding')}: see the findings below.",
        ],
    )
    return Verdict(
        0,
        "ok",
        f"Reviewed: every guardrail passed and the agents returned {plural(n, 'finding')}.",
        why,
    )


def decide_outcome(ctx: RunContext, agents: list[AgentContext]) -> RunOutcome:
    """The run's outcome: the strongest claim any stage makes, earlier stages first on a tie."""
    best = _clean(ctx, agents)
    for stage in STAGES:
        got = stage.verdict(ctx, agents)
        if got is not None and got.rank > best.rank:
            best = got
    return RunOutcome(tone=best.tone, headline=best.headline, why=best.why)


def unsafe_notices(ctx: RunContext, agents: list[AgentContext]) -> list[UnsafeNotice]:
    """What each switched-off guardrail would have caught, in stage order."""
    said = (stage.notice(ctx, agents) for stage in STAGES)
    return [got for got in said if got is not None]


def explain_sections(ctx: RunContext, agents: list[AgentContext]) -> list[Section]:
    """Each stage's Explain section, in stage order (the summary is prepended by `explain`)."""
    said = (stage.explain(ctx, agents) for stage in STAGES)
    return [got for got in said if got is not None]


def digest_body(result: RunResult) -> dict[str, Any]:
    """What the digest covers, taken from the result itself (so `audit_jsonl` can re-derive it
    from a result it is given): everything but the budget, the clock readings and the real
    chain's hashes (which cover them), plus the audit chain's head and length."""
    return {
        "fields": plain(result.fields),
        "redactions": plain(result.redactions),
        "wouldRedact": plain(result.wouldRedact),
        "injection": plain(result.injection),
        "paths": plain(result.paths),
        "agents": plain(result.agents),
        "outcome": plain(result.outcome),
        "audit": stable_view(result.audit),
        "auditChain": chain_binding(result.audit),
        "unsafe": plain(result.unsafe),
    }


def result_digest(body: dict[str, Any]) -> str:
    """SHA-256 over everything in the result that must not change between runs of the same state."""
    return hashlib.sha256(canonical(body).encode("utf-8", "surrogatepass")).hexdigest()


class Run:
    """A finished run: the result, and the contexts the Explain panel is written from."""

    def __init__(self, ctx: RunContext, agents: list[AgentContext], result: RunResult) -> None:
        self.ctx, self.agents, self.result = ctx, agents, result


def execute(state: DemoState, *, session: Session | None = None, profile: str = "safe") -> Run:
    """Run the state's active agent(s) through every stage; never raises for bad content."""
    ctx = _context(state, PROFILES[profile], session or Session())
    _shared_stages(ctx)
    names: tuple[AgentName, ...] = ACTIVE_AGENTS[state.ui.activeAgent]
    agents: list[AgentContext] = []
    budgets: list[BudgetSnapshot] = []
    for n in names:
        agents.append(_run_agent(ctx, AGENTS[n]))
        # Each agent's "budget after" is the meter as that agent left it, not the run's end.
        budgets.append(ctx.meter.snapshot())
    runs = [_agent_result(ctx, a, b) for a, b in zip(agents, budgets, strict=True)]
    unsafe = unsafe_notices(ctx, agents)
    outcome = decide_outcome(ctx, agents)
    result = RunResult(
        fields=list(ctx.redacted.fields),
        redactions=list(ctx.redacted.hits),
        wouldRedact=list(ctx.redacted.would_redact),
        injection=ctx.verdict,
        paths=ctx.paths,
        agents=runs,
        outcome=outcome,
        audit=ctx.audit.events,
        budget=ctx.meter.snapshot(),
        unsafe=unsafe,
        digest="",
    )
    result = result.model_copy(update={"digest": result_digest(digest_body(result))})
    return Run(ctx, agents, result)


def run(state: DemoState, *, session: Session | None = None, profile: str = "safe") -> RunResult:
    """Run the state's active agent(s) through every stage; never raises for bad content."""
    return execute(state, session=session, profile=profile).result

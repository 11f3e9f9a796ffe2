"""What every stage shares: run and agent contexts, a stage's outcome, reader text helpers."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ...agents import AgentSpec
from ...hashing import Hasher, devkit32, sha256_hex
from ...provider import Provider
from ...state.demo_state import DemoState
from ...types import (
    AgentStatus,
    Attempt,
    ErrorInfo,
    Excerpt,
    Exposure,
    FieldText,
    FileBlob,
    GateResult,
    InjectionVerdict,
    LLMRequest,
    PathDecision,
    RedactionHit,
    Report,
    StageName,
    StageOutcome,
    StageStatus,
    Tone,
    Usage,
    Why,
)
from .. import planted as planted_payload
from ..audit import AuditLog
from ..budget import BudgetMeter
from ..cache import MemoryCache
from ..schema_gate import DEVKIT_REPORT_SCHEMA, REPORT_SCHEMA

Section = dict[str, Any]


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
class Outcome:
    """What a stage decided: its grid cell, and whether the agent (or the run) stops here."""

    status: StageStatus
    label: str
    summary: str
    detail: str
    stop: ErrorInfo | None = None
    stop_as: AgentStatus = "error"


@dataclass(frozen=True)
class Verdict:
    """A stage's claim to be the reason a run ended as it did; the highest `rank` wins."""

    rank: int
    tone: Tone
    headline: str
    why: Why


# Ranks for `Verdict`: an error outranks a block, a block a rejection, and so on down to clean.
RANK_ERROR, RANK_BLOCKED, RANK_REJECTED = 60, 50, 40
RANK_UNSAFE_HARM, RANK_UNSAFE, RANK_WARN, RANK_INFO = 35, 30, 20, 10


def switched_off(kind: str, title: str, line: str, headline: str) -> Verdict:
    """The verdict of a guardrail that is off although nothing here needed it: still unsafe."""
    return Verdict(RANK_UNSAFE, "unsafe", headline, Why(kind=kind, title=title, lines=[line]))


@dataclass(frozen=True)
class Redacted:
    """What the redaction stage hands on: every field as entered and as the model sees it.

    `hits` are the spans replaced (redaction on); `would_redact` the spans it would have replaced
    (redaction off). The model's view of a field is `text(name)`.
    """

    fields: tuple[FieldText, ...] = ()
    hits: tuple[RedactionHit, ...] = ()
    would_redact: tuple[RedactionHit, ...] = ()
    prompt_version: str = ""
    model_name: str = ""
    provider_name: str = ""

    @property
    def diff_summary(self) -> str:
        """The diff summary as the model sees it (the first field)."""
        return self.fields[0].redacted if self.fields else ""

    @cached_property
    def _by_name(self) -> dict[str, str]:
        # Built once: stages ask for every field's text, so a scan per question would make a
        # run's cost grow with the square of the number of files. The first field of a name wins.
        index: dict[str, str] = {}
        for f in self.fields:
            index.setdefault(f.field, f.redacted)
        return index

    def text(self, name: str) -> str:
        """The text of field `name` as the model sees it (redacted when redaction is on)."""
        return self._by_name.get(name, "")


@dataclass
class RunContext:
    """One run: the state, its inputs, and what the shared stages decided for every agent."""

    state: DemoState
    profile: Profile
    session: Session
    provider: Provider
    meter: BudgetMeter
    audit: AuditLog
    originals: list[tuple[str, str]]
    files: list[FileBlob]
    stub: bool
    limit_error: str | None = None
    redacted: Redacted = field(default_factory=Redacted)
    verdict: InjectionVerdict = field(
        default_factory=lambda: InjectionVerdict(enforced=True, blocked=False, matches=[])
    )
    paths: list[PathDecision] = field(default_factory=list)
    visible: list[FileBlob] = field(default_factory=list)
    shared: dict[StageName, Outcome] = field(default_factory=dict)
    shared_events: list[tuple[str, StageName, dict[str, Any]]] = field(default_factory=list)
    stopped_at: StageName | None = None

    @cached_property
    def planted(self) -> tuple[str, ...]:
        """The planted payload as the model would be shown it (pipeline/planted.py): computed
        once per run, when first asked, which is after the limits stage has passed the input."""
        return planted_payload.texts(self.state)


@dataclass
class AgentContext:
    """One agent's run from the envelope on: its stage outcomes, calls and answer."""

    spec: AgentSpec
    request_id: str
    stages: dict[StageName, StageOutcome] = field(default_factory=dict)
    attempts: list[Attempt] = field(default_factory=list)
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    request: LLMRequest | None = None
    envelope: str | None = None
    exposed: list[Exposure] = field(default_factory=list)
    prompt_hash: str | None = None
    context_hash: str | None = None
    key: str | None = None
    cache_hit: bool | None = None
    raw: str | None = None
    gate: GateResult | None = None
    report: Report | None = None
    output_hash: str | None = None
    usage: Usage | None = None
    simulated: str | None = None
    status: AgentStatus = "ok"
    stopped_at: StageName | None = None
    error: ErrorInfo | None = None

    def hashes(self) -> dict[str, Any]:
        return {"promptHash": self.prompt_hash, "contextHash": self.context_hash}


def log_event(
    ctx: RunContext, agent: AgentContext, kind: str, stage: StageName, **fields: Any
) -> None:
    """Append one audit event for `agent` (provider and model default to the run's)."""
    ctx.audit.record(
        kind,
        agent=agent.spec.name,
        stage=stage,
        requestId=agent.request_id,
        provider=fields.pop("provider", ctx.provider.name),
        model=fields.pop("model", ctx.redacted.model_name or None),
        **fields,
    )


# ---- reader text --------------------------------------------------------------------------


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def one_line(text: str) -> str:
    """`text` with every whitespace run (newlines included) shown as one space."""
    return " ".join(text.split())


def clip(text: str, limit: int = 100) -> str:
    """`text`, cut to `limit` characters with an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def field_label(name: str) -> str:
    """A field's name in plain words: `files[0].content` -> `file 1 content`."""
    if name == "diffSummary":
        return "diff summary"
    if name == "promptVersion":
        return "prompt version"
    if name == "model":
        return "model name"
    if name == "provider":
        return "provider name"
    if name.startswith("files[") and "]." in name:
        index, _, part = name[len("files[") :].partition("].")
        if index.isdigit():
            return f"file {int(index) + 1} {part}"
    return name


def excerpt(label: str, text: str, marks: list[tuple[int, int]], around: int = 120) -> Excerpt:
    """`text` cut to the part around the first mark (`around` characters either side), with the
    marks that fall inside, shifted to the cut text; an ellipsis shows where it was cut."""
    if not marks:
        cut = text[: 2 * around]
        return Excerpt(label=label, text=cut + ("…" if len(text) > len(cut) else ""), marks=[])
    first_start, first_end = min(marks)
    lo = max(0, first_start - around)
    hi = min(len(text), first_end + around)
    # Never cut through a mark: extend to the end of any mark that starts inside the window.
    hi = max([hi, *(e for s, e in marks if s < hi)])
    prefix = "…" if lo else ""
    inside = sorted(
        {
            (max(s, lo) - lo + len(prefix), min(e, hi) - lo + len(prefix))
            for s, e in marks
            if s < hi and e > lo
        }
    )
    return Excerpt(
        label=label, text=prefix + text[lo:hi] + ("…" if hi < len(text) else ""), marks=inside
    )


def section(sid: str, title: str, lines: list[str], *, open_: bool = False) -> Section:
    """An Explain section: plain text, paragraphs by line, `- ` lines as list items."""
    return {"id": sid, "title": title, "body": "\n".join(lines), "open": open_}

"""What a scenario knows must not reach the model, and which sent prompts held it anyway.

Ground truth for the redaction and path-policy stages' "missed" verdicts, decided by effect: what
each prompt that was sent held, never whether the guardrail under test says it did its job.

A scenario knows two things apart from its guardrails:
- its secrets: every value redaction replaces in the input as entered, or in the preset the
  input was based on (a value recognised as a secret in one place is a secret wherever else it
  appears), and the secrets a shipped scenario plants by design (`SCENARIO_SECRETS`);
- its repository's symbolic links (`REPO_LINKS`): a checkout follows them, a policy that reads
  paths as text cannot. A file is denied when the reference resolver (checkout.py) writes it
  under a denied folder.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from ..guards import redaction as engine
from ..state.demo_state import DemoState, PresetId
from ..types import AgentName, RedactionHit
from .checkout import Links, placed, under

if TYPE_CHECKING:  # the stages import this module: their contexts are only named here
    from .stages.base import AgentContext, RunContext

# Secrets a shipped scenario plants on purpose, made up for it (they open nothing): the value,
# and what it is in a reader's words. The leak-a-secret challenge's judge reads its key here.
LEAK_A_SECRET_KEY = "AKIAZ7QX4Y2P3LM8RT6W"
SCENARIO_SECRETS: dict[str, str] = {LEAK_A_SECRET_KEY: "access key"}

# Each repository's symbolic links (a link's path -> its target, from the repository's root),
# by (owner, name). The demo repository keeps one from an old layout: the sneak-a-file challenge
# is built on it.
REPO_LINKS: dict[tuple[str, str], dict[str, str]] = {
    ("exnulla", "demo-service"): {"src/legacy-config": "configs"},
}

# A value shorter than this is not looked for: short values turn up in ordinary text by chance.
MIN_SECRET_CHARS = 8
# Above this many secrets the fields are scanned once by prefix, not once per secret: a search per
# secret runs in C but costs secrets x text (about 0.3 ms per secret and MB, CPython), the prefix
# scan a fixed ~0.4 s per MB whatever the number of secrets; 64 searches keep to ~20 ms per MB.
_SCAN_ONE_BY_ONE = 64


@dataclass(frozen=True)
class Secret:
    """A value the scenario knows is secret; `value` is for comparing only, never shown."""

    value: str
    kind: str  # what it is, in plain words ("AWS access key"), never its characters
    source: str  # how the scenario knows it, in plain words ("planted by this scenario")


@dataclass(frozen=True)
class Leak:
    """A known secret that sat in prompts that were sent: the fields that held it, the agents."""

    secret: Secret
    fields: tuple[str, ...]  # field names, in the model's order
    agents: tuple[AgentName, ...]


@dataclass(frozen=True)
class DeniedFile:
    """A changed file the checkout writes under a denied folder, whose content was sent."""

    index: int  # its place in the state's changed files
    folder: str  # the deny entry it falls under
    placed: str  # where a checkout writes it (`configs/db.env`)
    agents: tuple[AgentName, ...]


def links_of(state: DemoState) -> Links:
    """The symbolic links of the repository the state's change is made to."""
    return REPO_LINKS.get((state.repo.owner, state.repo.name), {})


def sent(agents: Sequence[AgentContext]) -> list[AgentContext]:
    """The agents whose prompt reached the model: a call was made (now, or for the cached answer
    this run reused). A prompt built and then stopped before its call reached nothing."""
    return [a for a in agents if a.envelope is not None and (a.attempts or a.cache_hit)]


def _hit_secrets(hits: Iterable[RedactionHit], texts: dict[str, str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for h in hits:
        value = texts.get(h.field, "")[h.start : h.end]
        if len(value) >= MIN_SECRET_CHARS and value not in h.replacement:
            out.setdefault(value, h.rule)
    return out


@cache
def _preset_secrets(preset: PresetId) -> tuple[tuple[str, str], ...]:
    """The values redaction replaces in a shipped preset's input, with their rule."""
    from ..state.preset_catalog import load_preset

    state = load_preset(preset).state
    fields = [("diffSummary", state.diffSummary)]
    for i, f in enumerate(state.changedFiles):
        fields += [(f"files[{i}].path", f.path), (f"files[{i}].content", f.content)]
    hits = [h for name, text in fields for h in engine.redact(text, field=name).hits]
    return tuple(_hit_secrets(hits, dict(fields)).items())


def known_secrets(ctx: RunContext, rule_words: dict[str, str]) -> tuple[Secret, ...]:
    """The secrets this run's scenario knows (module docstring), each once; `rule_words` names
    what each redaction rule finds (a rule id missing from it is named by its id)."""
    texts = {f.field: f.original for f in ctx.redacted.fields}
    hits = ctx.redacted.hits or ctx.redacted.would_redact
    found: dict[str, tuple[str, str]] = {}
    everything = "\n".join(texts.values())
    for value, kind in SCENARIO_SECRETS.items():
        if value in everything:
            found[value] = (kind, "planted by this scenario")
    for value, rule in _hit_secrets(hits, texts).items():
        found.setdefault(value, (rule_words.get(rule, rule), "replaced elsewhere in this input"))
    based_on = ctx.state.meta.basedOn
    if based_on:
        for value, rule in _preset_secrets(based_on):
            found.setdefault(value, (rule_words.get(rule, rule), f"from preset {based_on}"))
    placeholders = {h.replacement for h in hits}
    return tuple(
        Secret(v, kind, source)
        for v, (kind, source) in found.items()
        if not any(v in p for p in placeholders)
    )


def _holding(texts: Sequence[tuple[str, str]], values: Sequence[str]) -> dict[str, list[str]]:
    """For each value, the names of the texts that hold it (one scan of the texts when there
    are many values: every value is at least MIN_SECRET_CHARS long, so each is found by its
    first MIN_SECRET_CHARS characters)."""
    out: dict[str, list[str]] = {}
    if len(values) <= _SCAN_ONE_BY_ONE:
        for v in values:
            names = [name for name, text in texts if v in text]
            if names:
                out[v] = names
        return out
    by_prefix: dict[str, list[str]] = {}
    for v in values:
        by_prefix.setdefault(v[:MIN_SECRET_CHARS], []).append(v)
    for name, text in texts:
        for i in range(len(text) - MIN_SECRET_CHARS + 1):
            for v in by_prefix.get(text[i : i + MIN_SECRET_CHARS], ()):
                if text.startswith(v, i) and name not in out.setdefault(v, []):
                    out[v].append(name)
    return out


def _shown_files(ctx: RunContext) -> list[int]:
    """The changed files the pipeline wrote into the prompt (the path policy kept the rest out)."""
    return [i for i, d in enumerate(ctx.paths) if not d.excluded]


def secret_leaks(
    ctx: RunContext, agents: Sequence[AgentContext], rule_words: dict[str, str]
) -> list[Leak]:
    """The known secrets that sat, as written, in a prompt that was sent."""
    called = sent(agents)
    if not called:
        return []
    secrets = known_secrets(ctx, rule_words)
    if not secrets:
        return []
    names = ["diffSummary"]
    for i in _shown_files(ctx):
        names += [f"files[{i}].path", f"files[{i}].content"]
    texts = [(n, ctx.redacted.text(n)) for n in names]
    holding = _holding(texts, [s.value for s in secrets])
    leaks = []
    for s in secrets:
        if s.value not in holding:
            continue
        # the effect itself: the prompt each agent was sent holds the value
        who = tuple(a.spec.name for a in called if s.value in (a.envelope or ""))
        if who:
            leaks.append(Leak(s, tuple(holding[s.value]), who))
    return leaks


def denied_files(ctx: RunContext, agents: Sequence[AgentContext]) -> list[DeniedFile]:
    """The changed files a checkout writes under a denied folder whose block (header and
    content, as the model saw them) is in a prompt that was sent."""
    called = sent(agents)
    if not called:
        return []
    links = links_of(ctx.state)
    deny = ctx.state.guardrails.policy.denyPaths
    out = []
    for i in _shown_files(ctx):
        original = ctx.files[i]
        if not original.content.strip():
            continue
        folder = next((d for d in deny if under(original.path, d, links)), None)
        if folder is None:
            continue
        path = ctx.redacted.text(f"files[{i}].path")
        block = f"--- FILE: {path} ---\n{ctx.redacted.text(f'files[{i}].content')}"
        who = tuple(a.spec.name for a in called if block in (a.envelope or ""))
        if who:
            out.append(DeniedFile(i, folder, placed(original.path, folder, links) or folder, who))
    return out

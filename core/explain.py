"""The Explain panel: what each guardrail did in one run, in plain words (JS only renders it).

`explain(state, result)` returns sections `{"id", "title", "body"}`; a body is plain text whose
paragraphs are separated by blank lines and whose lines starting with "- " are list items. The page
renders it as text, never as HTML. Same state and result in, same sections out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from .redaction import redact
from .state import DemoState
from .types import AgentRun, InjectionMatch, PathDecision, RedactionHit, RunResult, UnsafeNotice

Section = dict[str, str]

DIFFERENCES = (
    "This demo mirrors the reference devkit's pipeline order, texts and envelope format, and "
    "deliberately differs where the devkit is weaker than its own documents promise:",
    "- Hashes are real SHA-256 (64 hex digits). The devkit's `sha256_…` is a 32-bit h*31+c hash, "
    "so its ids, hashes and cache keys collide easily.",
    "- The path policy is enforced inside the pipeline, after normalising paths and rejecting "
    "traversal ('..'), absolute paths and backslashes. The devkit checks paths only in its GitHub "
    "runner, with plain string prefixes, so `src/../.github/x` passes and denied files still reach "
    "the model when called directly.",
    "- File paths are redacted and scanned for injection too. The devkit sends paths to the model "
    "unredacted and unscanned.",
    "- Injection rules have names and run on normalised text (case, width and look-alike folding, "
    "invisible characters removed), and every match is reported with its field and position. The "
    "devkit's guard only says 'Prompt injection guard triggered'.",
    "- The budget never overshoots: a call is refused if its own cost would pass a limit. Calls "
    "whose output fails the gate still count. The devkit checks only before the call and counts "
    "only valid output, so a bad provider can be retried for free.",
    "- Provider and gate failures are recorded as `llm_error` audit events. The devkit declares "
    "`llm_error` but never emits it.",
    "- The stub reports the real agent name. The devkit's stub labels every report "
    "'PRSynthesisAgent'.",
    "- The audit log is hash-chained: each event's hash covers the one before it, so editing or "
    "dropping an event breaks the chain. The devkit only prints events to the console.",
)


def _one_line(text: str) -> str:
    """`text` with every whitespace run (newlines included) shown as one space."""
    return " ".join(text.split())


def _clip(text: str, limit: int = 100) -> str:
    """`text`, cut to `limit` characters with an ellipsis (long regexes would swamp the panel)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def _ran(result: RunResult) -> list[AgentRun]:
    return list(result.agents)


def _notice(result: RunResult, *keys: str) -> list[UnsafeNotice]:
    """Unsafe-mode notices whose guardrail name contains one of `keys` (case-insensitive)."""
    return [n for n in result.unsafe if any(k.lower() in n.guardrail.lower() for k in keys)]


def _unique_hits(result: RunResult, *, applied: bool) -> list[RedactionHit]:
    """Redacted spans (or, with redaction off, the spans it would have redacted), once each."""
    found: list[RedactionHit] = [h for run in _ran(result) for h in run.redactions]
    if not applied:
        found = [h for f in result.fields for h in redact(f.original, field=f.field).hits]
    seen = {(h.field, h.start, h.end, h.rule): h for h in found}
    return sorted(seen.values(), key=lambda h: (h.field, h.start, h.end, h.rule))


def _summary(state: DemoState, result: RunResult) -> Section:
    mode = state.ui.activeAgent
    lines = [
        "The whole pipeline ran: ThreatSketch, then SpecLint, then PRSynthesis."
        if mode == "pipeline"
        else f"Single-agent mode: only {mode} ran."
    ]
    outcomes: dict[str, list[str]] = {}
    for run in _ran(result):
        where = f", stopped at the {run.stoppedAt} stage" if run.stoppedAt else ""
        why = f" ({_clip(run.error.message, 160)})" if run.error else ""
        outcomes.setdefault(f"{run.status}{where}{why}", []).append(run.agent)
    for outcome, agents in outcomes.items():
        who = "every agent" if len(agents) == len(result.agents) > 1 else ", ".join(agents)
        lines.append(f"- {who}: {outcome}.")
    lines.append(
        f"Run digest (SHA-256 of the result without timestamps): {result.digest}. The same state "
        "always gives the same digest."
    )
    return {"id": "summary", "title": "What happened", "body": "\n".join(lines)}


def _redaction(state: DemoState, result: RunResult) -> Section:
    on = state.guardrails.redaction
    hits = _unique_hits(result, applied=on)
    per_field: dict[str, Counter[str]] = {}
    for hit in hits:
        per_field.setdefault(hit.field, Counter())[hit.rule] += 1
    lines = [
        f"- {field}: " + ", ".join(f"{n} × {rule}" for rule, n in sorted(rules.items()))
        for field, rules in sorted(per_field.items())
    ]
    if on and hits:
        head = (
            f"Redaction replaced {_plural(len(hits), 'span')} before anything else ran, so the "
            "injection guard, the envelope, the hashes and the model only saw the placeholders:"
        )
    elif on:
        head = (
            "Redaction was on and found nothing to replace in the diff summary, file paths or "
            "file contents."
        )
    elif hits:
        head = (
            "Redaction was OFF, so the model was shown these secrets and personal data as written. "
            f"It would have replaced {_plural(len(hits), 'span')}:"
        )
    else:
        head = "Redaction was OFF. In this input it would not have changed anything."
    body = [head, *lines]
    body += [f"Unsafe mode: {n.message}" for n in _notice(result, "redact")]
    return {"id": "redaction", "title": "Redaction", "body": "\n".join(body)}


def _match_line(m: InjectionMatch) -> str:
    return (
        f"- rule {m.rule} (pattern {_clip(m.pattern, 60)}) in {m.field}, "
        f"characters {m.start}–{m.end}: “{_one_line(m.excerpt)}”"
    )


def _injection(state: DemoState, result: RunResult) -> Section:
    verdicts = [r.injection for r in _ran(result) if r.injection.matches]
    matches = verdicts[0].matches if verdicts else []
    blocked = any(r.injection.blocked for r in _ran(result))
    if blocked:
        head = (
            f"The injection guard blocked the run before any provider call: "
            f"{_plural(len(matches), 'match', 'matches')}, the first being rule "
            f"{matches[0].rule} in {matches[0].field}. Nothing was sent to the model and no "
            "budget was used."
        )
    elif matches:
        head = (
            "The injection guard was OFF, so this text reached the model. It would have blocked "
            f"the run on {_plural(len(matches), 'match', 'matches')}:"
        )
    elif state.guardrails.injectionGuard:
        head = (
            "The injection guard scanned every field the model would see (diff summary, file "
            "paths and contents) after redaction and normalisation. No rule matched."
        )
    else:
        head = "The injection guard was OFF. No rule would have matched this input."
    where = state.injection
    planted = (
        f"The demo planted an injection payload into: {where.where}."
        if where.enabled and where.where != "none"
        else ""
    )
    body = [head, *[_match_line(m) for m in matches]]
    body += [planted] if planted else []
    body += [f"Unsafe mode: {n.message}" for n in _notice(result, "inject")]
    return {"id": "injection", "title": "Prompt-injection guard", "body": "\n".join(body)}


def _path_line(d: PathDecision) -> str:
    path = _one_line(repr(d.path)[1:-1])
    shown = path if d.normalized in (None, d.path) else f"{path} (normalised to {d.normalized})"
    fate = "excluded from the prompt" if d.excluded else "sent to the model"
    return f"- {shown}: {d.decision.replace('_', ' ')}, {d.reason}; {fate}."


def _paths(state: DemoState, result: RunResult) -> Section:
    decisions = next((r.paths for r in _ran(result) if r.paths), [])
    policy = state.guardrails.policy
    how = (
        "How it decides: a path with '..', a leading '/', a drive letter, a backslash or a "
        "control character is a violation whatever the lists say. Otherwise './' segments are "
        "dropped, deny prefixes are checked first (deny wins), then allow prefixes. A prefix "
        "matches whole directories: 'src/' matches 'src/app.py' but not 'srcfoo/x'. A path on "
        "neither list is not allowed."
        f" Allow: {', '.join(policy.allowPaths) or '(none)'}."
        f" Deny: {', '.join(policy.denyPaths) or '(none)'}."
    )
    flagged = [d for d in decisions if d.decision != "allowed"]
    reached = any(
        s.stage == "path_policy" and s.status != "skipped" for r in result.agents for s in r.stages
    )
    if not decisions:
        head = "No changed files reached the path policy."
    elif not reached:
        head = (
            "The run stopped before the path policy (it comes after redaction and the injection "
            "guard), so nothing was sent and no file was flagged in the audit. What it would have "
            "decided:"
        )
    elif flagged and state.guardrails.excludeFlaggedFiles:
        head = (
            f"{_plural(len(flagged), 'flagged file')} were excluded before the envelope was "
            "built, so the model never saw them:"
        )
    elif flagged:
        head = (
            "Excluding flagged files was OFF, so these flagged files were sent to the model anyway:"
        )
    else:
        head = "Every changed file is on an allowed path."
    body = [head, *[_path_line(d) for d in decisions], how]
    body += [f"Unsafe mode: {n.message}" for n in _notice(result, "path", "flagged", "exclude")]
    return {"id": "paths", "title": "Path policy", "body": "\n".join(body)}


def _envelope(state: DemoState, result: RunResult) -> Section:
    built = [r for r in _ran(result) if r.envelope is not None]
    if not built:
        return {
            "id": "envelope",
            "title": "Prompt envelope",
            "body": "No envelope was built: every agent stopped before that stage.",
        }
    fence = (
        "The untrusted context (diff summary and files) was fenced: wrapped in UNTRUSTED_DATA "
        "lines whose id is derived from the content's own hash, so the content cannot forge the "
        "closing line, and the model is told that fenced text is data, not instructions."
        if state.guardrails.fenceUntrustedContext
        else "Fencing was OFF: the untrusted context sits in the prompt exactly as in the devkit, "
        "with nothing marking it as data rather than instructions."
    )
    lines = [
        "The envelope is shown exactly as it was hashed. Its sections are SYSTEM, TASK, "
        "CONSTRAINTS, OUTPUT_SCHEMA, CONTEXT_DIFF_SUMMARY and CONTEXT_FILES. promptHash is the "
        "SHA-256 of the whole text; contextHash covers the diff summary and each file path with "
        "the hash of its content.",
        fence,
    ]
    lines += [f"- {r.agent}: {len(r.envelope or '')} characters." for r in built]
    return {"id": "envelope", "title": "Prompt envelope", "body": "\n".join(lines)}


def _cache(state: DemoState, result: RunResult) -> Section:
    g = state.guardrails
    if not g.caching:
        head = "Caching was OFF: every agent called the provider."
    else:
        head = (
            f"The cache key is provider, model, promptHash and contextHash. Entries live for "
            f"{g.cacheTtlSeconds} s in this page's session, and only responses that passed the "
            "strict gate are stored."
        )
    lines = [head]
    for run in _ran(result):
        if run.cacheHit is True:
            lines.append(
                f"- {run.agent}: hit. The same prompt and context ran earlier in this session, so "
                "the stored response was reused: no provider call, no budget used."
            )
        elif run.cacheHit is False:
            lines.append(
                f"- {run.agent}: miss. Nothing stored under this key yet (first run, or the input, "
                "policy model or prompt changed)."
            )
        elif g.caching:
            lines.append(f"- {run.agent}: not consulted (the agent stopped earlier).")
    return {"id": "cache", "title": "Cache", "body": "\n".join(lines)}


def _budget(state: DemoState, result: RunResult) -> Section:
    b = result.budget
    lines = [
        f"Used {b.calls} of {b.maxCalls} calls, {b.inputTokens} of {b.maxTotalInputTokens} input "
        f"tokens and {b.outputTokens} of {b.maxTotalOutputTokens} output tokens (tokens are "
        "estimated as characters / 4). Before each call the budget checks that this call's own "
        "input tokens and its maximum output tokens still fit, so the totals never pass a limit.",
    ]
    for run in _ran(result):
        if run.stoppedAt == "budget":
            why = run.error.message if run.error else "over budget"
            lines.append(f"- {run.agent}: refused ({why}); the provider was not called.")
    return {"id": "budget", "title": "Budget", "body": "\n".join(lines)}


def _gate_line(run: AgentRun) -> str:
    gate = run.gate
    if gate is None:
        return f"- {run.agent}: not reached."
    if gate.ok and gate.unsafe:
        return (
            f"- {run.agent}: strict schema OFF; the output parsed as JSON and is shown unverified."
        )
    if gate.ok:
        return f"- {run.agent}: passed. The output is JSON and matches the Report schema."
    at = f" at {gate.errorPath}" if gate.errorPath else ""
    return (
        f"- {run.agent}: rejected (fail closed): {gate.error or 'invalid output'}{at}. "
        "None of this agent's findings are shown as valid."
    )


def _repairs(state: DemoState, result: RunResult) -> list[str]:
    g = state.guardrails
    lines: list[str] = []
    for run in _ran(result):
        steps = [s for a in run.attempts for s in a.repairs]
        if steps:
            kinds = ", ".join(dict.fromkeys(s.kind for s in steps))
            lines.append(f"- {run.agent}: output repair applied ({kinds}) before the gate.")
        if len(run.attempts) > 1:
            lines.append(
                f"- {run.agent}: self-correction asked the model again "
                f"{_plural(len(run.attempts) - 1, 'time')} with the gate's error."
            )
    modes = []
    if g.outputRepair:
        modes.append("output repair (fixes code fences, trailing commas and the like)")
    if g.selfCorrection:
        modes.append(f"self-correction (up to {g.maxRetries} retries)")
    if modes:
        lines.insert(0, "Switched on: " + " and ".join(modes) + ". Repaired output is still gated.")
    return lines


def _gate(state: DemoState, result: RunResult) -> Section:
    strict = state.guardrails.strictSchema
    head = (
        "The schema gate fails closed: the output must parse as strict JSON and match the full "
        "Report schema (required fields, severity and category values, no extra fields)."
        if strict
        else "Strict schema was OFF (unsafe): output that parses as JSON is shown even when it "
        "does not match the schema, and it is never cached."
    )
    lines = [
        head,
        f"Provider mode: {state.ui.providerMode}.",
        *[_gate_line(r) for r in _ran(result)],
    ]
    lines += _repairs(state, result)
    lines += [f"Unsafe mode: {n.message}" for n in _notice(result, "schema", "strict")]
    return {"id": "gate", "title": "Schema gate", "body": "\n".join(lines)}


def _limits(result: RunResult) -> list[Section]:
    stopped = [r for r in _ran(result) if r.stoppedAt == "limits"]
    if not stopped:
        return []
    lines = ["Input size caps (files, characters per file, total characters) were exceeded:"]
    lines += [f"- {r.agent}: {r.error.message if r.error else 'over a limit'}." for r in stopped]
    return [{"id": "limits", "title": "Input limits", "body": "\n".join(lines)}]


def _audit(result: RunResult) -> Section:
    kinds = Counter(e.kind for e in result.audit)
    listing = ", ".join(f"{k} × {n}" for k, n in sorted(kinds.items()))
    body = (
        f"{_plural(len(result.audit), 'audit event')} were recorded ({listing or 'none'}). Each "
        "event stores hashes, never the raw text, and its hash covers the previous event's hash, "
        "so the chain shows if any event was edited or removed."
    )
    return {"id": "audit", "title": "Audit log", "body": body}


def _joined(lines: Iterable[str]) -> str:
    return "\n".join(lines)


def explain(state: DemoState, result: RunResult) -> list[dict[str, str]]:
    """Plain-words sections for the Explain panel, in pipeline order, then the differences."""
    sections = [
        _summary(state, result),
        *_limits(result),
        _redaction(state, result),
        _injection(state, result),
        _paths(state, result),
        _envelope(state, result),
        _cache(state, result),
        _budget(state, result),
        _gate(state, result),
        _audit(result),
        {
            "id": "differences",
            "title": "Where this demo differs from the reference devkit",
            "body": _joined(DIFFERENCES),
        },
    ]
    return sections

"""Injection-guard stage: find instructions aimed at the model in the redacted text; block them."""

from __future__ import annotations

from ...guards import injection
from ...types import ErrorInfo, Excerpt, InjectionMatch, PatternInfo, StageName, UnsafeNotice, Why
from .base import (
    RANK_BLOCKED,
    RANK_UNSAFE_HARM,
    AgentContext,
    Outcome,
    RunContext,
    Section,
    Verdict,
    clip,
    excerpt,
    field_label,
    one_line,
    plural,
    section,
    switched_off,
)

NAME: StageName = "injection_guard"
LABEL = "Injection guard"
DESCRIPTION = (
    'Looks for text that tries to give the AI reviewer new orders ("ignore your instructions", '
    '"approve this"), and stops the run before the model sees it.'
)
SWITCH = "injectionGuard"


def rule_label(rule: str) -> str:
    """A rule's reader-facing name: its declared label, else its id in words."""
    for r in injection.RULES:
        if r.name == rule:
            label = getattr(r, "label", "")
            if isinstance(label, str) and label:
                return label
    return rule.replace("-", " ").capitalize()


def run(ctx: RunContext) -> Outcome:
    shown = {name for name, _ in ctx.originals}  # the texts the model sees as context
    scanned = [(f.field, f.redacted) for f in ctx.redacted.fields if f.field in shown]
    enforced = ctx.state.guardrails.injectionGuard
    verdict = injection.scan_fields(scanned, enforced=enforced)
    ctx.verdict = verdict
    if not verdict.matches:
        if not enforced:
            return Outcome(
                "off",
                "off",
                "The guard is switched off (nothing here would have been blocked).",
                "guard off; no rule would have matched",
            )
        return Outcome(
            "pass", "pass", "No instruction aimed at the model was found.", "no rule matched"
        )
    first = verdict.matches[0]
    where = f"rule {first.rule} in {first.field}"
    plain = f"“{rule_label(first.rule)}” in the {field_label(first.field)}"
    if not verdict.blocked:
        return Outcome(
            "off",
            "off",
            f"The guard is switched off; it would have blocked {plain}.",
            f"guard off; would have blocked: {where}",
        )
    ctx.shared_events.append(
        (
            "injection_blocked",
            NAME,
            {
                "detail": {
                    "rule": first.rule,
                    "field": first.field,
                    "start": first.start,
                    "end": first.end,
                    "matches": len(verdict.matches),
                }
            },
        )
    )
    message = (
        f"Prompt injection guard triggered: {rule_label(first.rule)} "
        f"({first.rule}) in the {field_label(first.field)}"
    )
    return Outcome(
        "blocked",
        "blocked",
        f"Blocked {plain}: nothing was sent to the model.",
        f"blocked: {where}",
        stop=ErrorInfo(name="InjectionBlocked", message=message, path=first.field),
        stop_as="blocked",
    )


def _excerpt(ctx: RunContext, first: InjectionMatch) -> Excerpt:
    """The matched field around the first match, with every match in that window marked."""
    marks = [(m.start, m.end) for m in ctx.verdict.matches if m.field == first.field]
    return excerpt(field_label(first.field), ctx.redacted.text(first.field), marks)


def _pattern(m: InjectionMatch) -> PatternInfo:
    return PatternInfo(
        rule=m.rule, label=rule_label(m.rule), description=m.description, regex=m.pattern
    )


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    v = ctx.verdict
    if not v.matches:
        if ctx.state.guardrails.injectionGuard or ctx.limit_error is not None:
            return None
        return switched_off(
            NAME,
            "The injection guard is off",
            "Nothing in this input would have been blocked, but planted instructions would now "
            "reach the model.",
            "Unsafe: the injection guard is switched off.",
        )
    first = v.matches[0]
    others = sorted({rule_label(m.rule) for m in v.matches} - {rule_label(first.rule)})
    also = [f"Other rules that matched: {', '.join(others)}."] if others else []
    if v.blocked:
        why = Why(
            kind=NAME,
            title=rule_label(first.rule),
            lines=[
                f"The {field_label(first.field)} contains text that tries to give the AI "
                "reviewer new orders (highlighted).",
                "The guard stopped every agent before the prompt was built: nothing was sent to "
                "the model and no budget was spent.",
                *also,
            ],
            excerpt=_excerpt(ctx, first),
            pattern=_pattern(first),
        )
        return Verdict(
            RANK_BLOCKED,
            "blocked",
            "Blocked: the pull request contains an instruction aimed at the AI reviewer.",
            why,
        )
    hijacked = [a for a in agents if a.simulated]
    lines = [
        f"The guard is off, so the {field_label(first.field)} reached the model with the "
        "highlighted instruction in it.",
        *([hijacked[0].simulated] if hijacked else []),
        "Switch the injection guard on to stop the run before the model sees it.",
    ]
    why = Why(
        kind=NAME,
        title=f"Not blocked: {rule_label(first.rule)}",
        lines=[line for line in lines if line],
        excerpt=_excerpt(ctx, first),
        pattern=_pattern(first),
    )
    headline = (
        "Unsafe: the guard was off, and the model (simulated) followed the planted instruction."
        if hijacked
        else "Unsafe: the guard was off, so a planted instruction reached the model."
    )
    return Verdict(RANK_UNSAFE_HARM, "unsafe", headline, why)


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    if ctx.state.guardrails.injectionGuard:
        return None
    if ctx.verdict.matches:
        m = ctx.verdict.matches[0]
        caught = (
            f"it would have blocked this run (“{rule_label(m.rule)}” in the {field_label(m.field)})"
        )
    else:
        caught = "nothing in this input would have been blocked"
    return UnsafeNotice(
        guardrail=SWITCH, label=LABEL, message=f"The injection guard is off: {caught}."
    )


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    v = ctx.verdict
    matches = v.matches
    if v.blocked:
        head = (
            f"The injection guard blocked the run before any provider call on "
            f"{plural(len(matches), 'match', 'matches')}. Nothing was sent to the model and no "
            "budget was used."
        )
    elif matches:
        head = (
            "The injection guard was OFF, so this text reached the model. It would have blocked "
            f"the run on {plural(len(matches), 'match', 'matches')}:"
        )
    elif ctx.state.guardrails.injectionGuard:
        head = (
            "The injection guard read every field the model would see (diff summary, file paths "
            "and contents), after redaction and after undoing disguises such as odd letter case, "
            "look-alike letters, invisible characters and encodings. No rule matched."
        )
    else:
        head = "The injection guard was OFF. No rule would have matched this input."
    lines = [
        f"- {rule_label(m.rule)} in the {field_label(m.field)}: “{clip(one_line(m.excerpt), 120)}”"
        f" ({m.description})"
        for m in matches
    ]
    planted = ctx.state.injection
    if planted.enabled and planted.where != "none" and planted.payload:
        lines.append("This scenario plants an attack text into the input on purpose.")
    return section(NAME, LABEL, [head, *lines])

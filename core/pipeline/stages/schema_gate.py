"""Schema-gate stage (fail closed): only strict JSON in the report format is shown as findings."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...model.stub import mode_label
from ...types import Attempt, ErrorInfo, GateResult, StageName, UnsafeNotice, Why
from ..schema_gate import GateCheck, check_report
from .base import (
    RANK_INFO,
    RANK_REJECTED,
    RANK_UNSAFE_HARM,
    AgentContext,
    Outcome,
    RunContext,
    Section,
    Verdict,
    section,
    switched_off,
)

NAME: StageName = "schema_gate"
LABEL = "Schema gate"
DESCRIPTION = (
    "Checks that the model's answer is valid JSON in the expected report format; anything else is "
    "rejected, so a broken or tampered answer is never shown as findings."
)
SWITCH = "strictSchema"


def check(ctx: RunContext, text: str) -> tuple[GateCheck, GateResult]:
    strict = ctx.state.guardrails.strictSchema
    result = check_report(text, strict=strict)
    gate = GateResult(
        ok=result.ok,
        strict=strict,
        error=result.error,
        errorPath=result.error_path,
        unsafe=not strict,
    )
    return result, gate


def rejected(gate: GateResult) -> Outcome:
    at = f" at {gate.errorPath}" if gate.errorPath else ""
    return Outcome(
        "rejected",
        "rejected (safe)",
        "The answer was not in the report format, so it was rejected and no findings are shown.",
        f"{gate.error or 'rejected'}{at}",
        stop=ErrorInfo(name="SchemaGateError", message=gate.error or "", path=gate.errorPath),
        stop_as="rejected",
    )


def accepted(gate: GateResult, attempts: Sequence[Attempt] = ()) -> Outcome:
    """The gate's outcome for an answer it let through; `attempts` are the agent's calls so far
    (a self-correction retry that passed says so: the first answer was rejected)."""
    if not gate.unsafe:
        if len(attempts) > 1:
            return Outcome(
                "pass",
                f"{_nth(len(attempts))} answer passed",
                story(attempts),
                "; ".join(
                    f"attempt {a.attempt}: {a.gate.error or 'valid Report'}" for a in attempts
                ),
            )
        return Outcome(
            "pass", "pass", "The answer is valid JSON in the report format.", "valid Report"
        )
    if gate.error:
        return Outcome(
            "exposed",  # off, and the strict gate would have rejected this answer
            "unchecked",
            "Strict checking is off: the answer is shown although the strict gate would reject it.",
            f"parse only; strict mode would reject: {gate.error}",
        )
    return Outcome(
        "off",
        "unchecked",
        "Strict checking is off: the answer was only parsed (the strict gate would also pass it).",
        "parse only (strict mode would also pass it)",
    )


def from_cache() -> Outcome:
    return Outcome("pass", "pass", "Checked when it was stored.", "validated when it was stored")


_REQUIRED = re.compile(r"'([^']+)' is a required property")
_TYPE = re.compile(r"is not of type '([^']+)'")
_EXTRA = re.compile(r"\('([^']+)' (?:was|were) unexpected\)")
_TYPES = {"string": "text", "array": "a list", "object": "an object", "integer": "a whole number"}


def plain_error(error: str | None, path: str | None) -> str:
    """The gate's error in a reader's words (the raw message stays in Details): what is wrong with
    the answer, and where, by field name and item number instead of a JSON pointer."""
    if not error:
        return "the answer does not match the report format"
    parts = [p for p in (path or "").strip("/").split("/") if p]
    where = (
        " (in " + ", ".join(f"item {int(p) + 1}" if p.isdigit() else f"“{p}”" for p in parts) + ")"
        if parts
        else ""
    )
    if m := _REQUIRED.search(error):
        return f"the answer has no “{m.group(1)}” field, which the report format requires{where}"
    if m := _TYPE.search(error):
        kind = _TYPES.get(m.group(1), m.group(1))
        return f"a value in the answer has the wrong type: it should be {kind}{where}"
    if m := _EXTRA.search(error):
        return f"the answer has a field the report format does not allow (“{m.group(1)}”){where}"
    if "is not one of" in error:
        return f"a value in the answer is not one of the allowed values{where}"
    if "JSON" in error or "json" in error:
        return "the answer is not JSON (it cannot be read as a report at all)"
    return f"the answer does not match the report format{where}"


def short_error(error: str | None, path: str | None) -> str:
    """What was wrong with a rejected answer, in a few words ("no “output_hash” field")."""
    if error and (m := _REQUIRED.search(error)):
        return f"no “{m.group(1)}” field"
    if error and (m := _EXTRA.search(error)):
        return f"a field the report format does not allow (“{m.group(1)}”)"
    if error and ("JSON" in error or "json" in error) and not _TYPE.search(error):
        return "not JSON"
    return plain_error(error, path).removeprefix("the answer ")


_NTH = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")


def _nth(n: int) -> str:
    return _NTH[n - 1] if n <= len(_NTH) else f"answer {n}"


def story(attempts: Sequence[Attempt]) -> str:
    """Self-correction told in plain words: each rejected answer and why, each time the model was
    asked again, and how the last answer fared ("First answer rejected: no “output_hash” field;
    asked again; the second answer passed.")."""
    parts: list[str] = []
    for n, a in enumerate(attempts, start=1):
        nth = _nth(n)
        if a.gate.ok:
            parts.append(f"the {nth} answer passed")
        else:
            parts.append(f"{nth} answer rejected: {short_error(a.gate.error, a.gate.errorPath)}")
            if n < len(attempts):
                parts.append("asked again")
    text = "; ".join(parts)
    return text[:1].upper() + text[1:] + "."


def _retried(agents: list[AgentContext]) -> Verdict | None:
    """A run whose answers passed only after self-correction asked again: the story, not "every
    answer passed" (the tone stays ok: the answer shown did pass the gate)."""
    told: dict[str, list[str]] = {}
    last = max((len(a.attempts) for a in agents), default=0)
    for a in agents:
        if len(a.attempts) > 1 and a.gate is not None and a.gate.ok and not a.gate.unsafe:
            told.setdefault(story(a.attempts), []).append(a.spec.name)
    if not told:
        return None
    lines = [
        (f"{_names(names)}: {text[:1].lower()}{text[1:]}" if len(agents) > 1 else text)
        for text, names in told.items()
    ]
    lines.append(
        "Self-correction sent the gate's error back to the model with the prompt; the answer "
        "shown is the one that passed the schema gate, and nothing unchecked is shown."
    )
    return Verdict(
        RANK_INFO,
        "ok",
        f"Reviewed: the first answer was rejected, the model was asked again, and the "
        f"{_nth(last)} answer passed.",
        Why(kind=NAME, title=f"First answer rejected, {_nth(last)} answer passed", lines=lines),
    )


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    mode = mode_label(ctx.state.ui.providerMode) if ctx.stub else None
    said = f" The simulated model's output mode is “{mode}”." if mode else ""
    bad = [a for a in agents if a.stopped_at == NAME]
    if bad:
        g = bad[0].gate
        why = Why(
            kind=NAME,
            title="Answer rejected (safe)",
            lines=[
                f"The gate rejected the answer of {', '.join(a.spec.name for a in bad)}: "
                f"{plain_error(g.error if g else None, g.errorPath if g else None)}." + said,
            ]
            + [
                f"Self-correction for {a.spec.name}: {story(a.attempts)[:1].lower()}"
                f"{story(a.attempts)[1:]}"
                for a in bad
                if len(a.attempts) > 1
            ]
            + ["Failing closed is the intended, safe behaviour: no unchecked findings are shown."],
        )
        return Verdict(
            RANK_REJECTED,
            "rejected",
            "Rejected (safe): the model's answer was not in the report format, so nothing "
            "unchecked is shown.",
            why,
        )
    if ctx.state.guardrails.strictSchema or not any(a.gate for a in agents):
        return _retried(agents)
    would = [a for a in agents if a.gate is not None and a.gate.error]
    if would:
        why = Why(
            kind=NAME,
            title="Unchecked answer shown",
            lines=[
                f"{a.spec.name}: the strict gate would reject it: "
                f"{plain_error(a.gate.error, a.gate.errorPath)}."
                for a in would
                if a.gate is not None
            ]
            + ["Switch strict schema on to reject answers that are not in the report format."],
        )
        return Verdict(
            RANK_UNSAFE_HARM,
            "unsafe",
            "Unsafe: an answer the strict gate would reject is shown, unchecked.",
            why,
        )
    return switched_off(
        NAME,
        "Strict checking is off",
        "Every answer would also have passed the strict gate this time.",
        "Unsafe: strict schema checking is off.",
    )


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    if ctx.state.guardrails.strictSchema:
        return None
    rejected_ = [
        f"{a.spec.name}: {short_error(a.gate.error, a.gate.errorPath)}"
        for a in agents
        if a.gate is not None and a.gate.error
    ]
    caught = (
        "; ".join(rejected_) if rejected_ else "every answer would also have passed the strict gate"
    )
    return UnsafeNotice(
        guardrail=SWITCH,
        label="Strict schema",
        message=(
            "The schema gate only parses: unchecked output is shown as findings. "
            f"Strict mode: {caught}."
        ),
    )


def _line(a: AgentContext) -> str:
    gate = a.gate
    if gate is None:
        return f"- {a.spec.name}: not reached."
    if gate.ok and gate.unsafe:
        return (
            f"- {a.spec.name}: strict schema OFF; the answer parsed as JSON and is shown unchecked."
        )
    if gate.ok:
        return f"- {a.spec.name}: passed: the answer is JSON in the report format."
    at = f" at {gate.errorPath}" if gate.errorPath else ""
    return (
        f"- {a.spec.name}: rejected (fail closed): {gate.error or 'invalid output'}{at}. None of "
        "its findings are shown as valid."
    )


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    strict = ctx.state.guardrails.strictSchema
    head = (
        "The schema gate fails closed: the answer must parse as strict JSON and match the whole "
        "report format (required fields, allowed severity and category values, no extra fields)."
        if strict
        else "Strict schema was OFF (unsafe): an answer that parses as JSON is shown even when it "
        "does not match the format, and it is never cached."
    )
    lines = [head]
    if ctx.stub:
        lines.append(f"Simulated model output: {mode_label(ctx.state.ui.providerMode)}.")
    lines += [_line(a) for a in agents]
    return section(NAME, LABEL, lines)

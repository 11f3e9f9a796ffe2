"""Path-policy stage: flag files outside the allowed directories and keep them out of the prompt."""

from __future__ import annotations

from ...guards import redaction as engine
from ...guards.path_policy import Policy, decide
from ...types import FileBlob, PathDecision, StageName, UnsafeNotice, Why
from .base import (
    RANK_UNSAFE_HARM,
    RANK_WARN,
    AgentContext,
    Outcome,
    RunContext,
    Section,
    Verdict,
    one_line,
    plural,
    section,
    switched_off,
)

NAME: StageName = "path_policy"
LABEL = "Path policy"
DESCRIPTION = (
    "Checks each changed file's path against allowed and denied directories; files outside them "
    "(deployment config, CI workflows, secrets) are kept out of the prompt."
)
SWITCH = "excludeFlaggedFiles"


def _shown(d: PathDecision, redacted_path: str, on: bool) -> PathDecision:
    """The decision as it leaves the pipeline: with redaction on, the path as redacted and the
    policy entry that decided it redacted too (an entry is the author's text, and may hold a
    secret)."""
    update: dict[str, str | None] = {}
    if on and d.rule is not None and (rule := engine.redact(d.rule).text) != d.rule:
        update["rule"] = rule
        update["reason"] = d.reason.replace(repr(d.rule), repr(rule)).replace(d.rule, rule)
    if redacted_path != d.path:
        update["path"] = redacted_path
        update["normalized"] = engine.redact(d.normalized).text if d.normalized else d.normalized
    return d.model_copy(update=update) if update else d


def _entries(entries: list[str], on: bool) -> str:
    """A policy list as Explain shows it: redacted with redaction on."""
    return ", ".join(engine.redact(e).text if on else e for e in entries) or "(none)"


def run(ctx: RunContext) -> Outcome:
    g = ctx.state.guardrails
    pol = g.policy
    redacted = {f.field: f.redacted for f in ctx.redacted.fields}
    policy = Policy(pol.allowPaths, pol.denyPaths)  # the lists read once, not once per file
    decisions = [decide(f.path, policy, exclude_flagged=g.excludeFlaggedFiles) for f in ctx.files]
    ctx.paths = [
        _shown(d, redacted.get(f"files[{i}].path", d.path), g.redaction)
        for i, d in enumerate(decisions)
    ]
    ctx.visible = [
        FileBlob(path=redacted[f"files[{i}].path"], content=redacted[f"files[{i}].content"])
        for i, d in enumerate(decisions)
        if not d.excluded
    ]
    flagged = [(i, d) for i, d in enumerate(ctx.paths) if d.decision != "allowed"]
    for i, d in flagged:
        ctx.shared_events.append(
            (
                "path_flagged",
                NAME,
                {
                    "detail": {
                        "index": i,
                        "decision": d.decision,
                        "rule": d.rule,
                        "reason": d.reason,
                        "excluded": d.excluded,
                    }
                },
            )
        )
    total = len(ctx.paths)
    if not flagged:
        return Outcome(
            "pass",
            "pass",
            f"All {plural(total, 'file')} are in allowed directories." if total else "No files.",
            f"all {total} file(s) allowed",
        )
    excluded = sum(d.excluded for _, d in flagged)
    detail = f"{len(flagged)} file(s) flagged, {excluded} excluded from the envelope"
    if excluded == len(flagged):
        return Outcome(
            "warn",
            f"{len(flagged)} kept out",
            f"{plural(len(flagged), 'file')} outside the allowed directories "
            f"{'was' if len(flagged) == 1 else 'were'} kept out of the prompt; the review ran on "
            "the rest.",
            detail,
        )
    return Outcome(
        "exposed",  # off, and it would have acted: flagged files reached the model
        f"{len(flagged)} sent",
        f"{plural(len(flagged), 'flagged file')} reached the model, because excluding flagged "
        "files is switched off.",
        detail,
    )


def _line(d: PathDecision) -> str:
    path = one_line(repr(d.path)[1:-1])
    shown = path if d.normalized in (None, d.path) else f"{path} (read as {d.normalized})"
    fate = "kept out of the prompt" if d.excluded else "sent to the model"
    return f"{shown}: {d.reason}; {fate}."


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    if NAME not in ctx.shared:
        return None
    flagged = [d for d in ctx.paths if d.decision != "allowed"]
    on = ctx.state.guardrails.excludeFlaggedFiles
    if not flagged:
        if on:
            return None
        return switched_off(
            NAME,
            "Excluding flagged files is off",
            "No file here is flagged, but a file outside the allowed directories would now reach "
            "the model.",
            "Unsafe: flagged files are not excluded.",
        )
    n, total = len(flagged), len(ctx.paths)
    lines = [_line(d) for d in flagged]
    if on:
        why = Why(
            kind=NAME,
            title=f"{plural(n, 'file')} kept out of the prompt",
            lines=[*lines, f"The review ran on the other {total - n} of {total}."],
        )
        return Verdict(
            RANK_WARN,
            "warn",
            f"Reviewed with a warning: {n} of {total} files were kept out by the path policy.",
            why,
        )
    why = Why(
        kind=NAME,
        title=f"{plural(n, 'flagged file')} sent to the model",
        lines=[*lines, "Switch “exclude flagged files” on to keep them out."],
    )
    return Verdict(
        RANK_UNSAFE_HARM,
        "unsafe",
        f"Unsafe: {plural(n, 'flagged file')} reached the model.",
        why,
    )


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    if ctx.state.guardrails.excludeFlaggedFiles:
        return None
    flagged = [d.path for d in ctx.paths if d.decision != "allowed"]
    caught = (
        f"{plural(len(flagged), 'flagged file')} reach the model: {', '.join(flagged)}"
        if flagged
        else "no file here is flagged"
    )
    return UnsafeNotice(
        guardrail=SWITCH,
        label="Exclude flagged files",
        message=f"Flagged files are not excluded: {caught}.",
    )


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    policy = ctx.state.guardrails.policy
    how = (
        "How it decides: a path with '..', a leading '/', a drive letter, a backslash or a "
        "control character is a violation whatever the lists say. Otherwise './' segments are "
        "dropped, denied directories are checked first (deny wins), then allowed ones. A "
        "directory matches whole path segments: 'src/' matches 'src/app.py' but not "
        "'srcfoo/x'. A path on neither list is not allowed."
        f" Allowed: {_entries(policy.allowPaths, ctx.state.guardrails.redaction)}."
        f" Denied: {_entries(policy.denyPaths, ctx.state.guardrails.redaction)}."
    )
    flagged = [d for d in ctx.paths if d.decision != "allowed"]
    if NAME not in ctx.shared:
        head = "The run stopped before the path policy, so no file was checked."
    elif not ctx.paths:
        head = "No changed files."
    elif flagged and ctx.state.guardrails.excludeFlaggedFiles:
        head = f"{plural(len(flagged), 'flagged file')} were kept out of the prompt:"
    elif flagged:
        head = "Excluding flagged files was OFF, so these flagged files were sent to the model:"
    else:
        head = "Every changed file is in an allowed directory."
    return section(NAME, LABEL, [head, *[f"- {_line(d)}" for d in ctx.paths], how])

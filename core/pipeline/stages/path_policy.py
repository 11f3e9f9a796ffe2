"""Path-policy stage: flag files outside the allowed directories and keep them out of the prompt."""

from __future__ import annotations

from ...guards import redaction as engine
from ...guards.path_policy import Policy, decide
from ...model.reader import acts_on
from ...types import FileBlob, PathDecision, StageName, UnsafeNotice, Why
from ..leaks import DeniedFile, denied_files, links_of
from .base import (
    RANK_BLOCKED,
    RANK_UNSAFE_HARM,
    RANK_WARN,
    AgentContext,
    Outcome,
    RunContext,
    Section,
    Verdict,
    clip,
    excerpt,
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

# A denied folder's file sent to the model although the policy allowed it: a miss, ranked just
# below a known secret sent as written (the redaction stage's miss).
RANK_MISSED = RANK_BLOCKED - 7


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
            (
                "The file is in an allowed directory."
                if total == 1
                else f"All {total} files are in allowed directories."
            )
            if total
            else "No files.",
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


# ---- a denied folder's file that reached the model anyway (pipeline/leaks.py decides) -------


def missed(ctx: RunContext, agents: list[AgentContext]) -> list[DeniedFile]:
    """The files a checkout writes under a denied folder whose content a sent prompt held, and
    that the policy allowed (one it flagged and did not exclude is the switch's doing: unsafe)."""
    if NAME not in ctx.shared:
        return []
    return [d for d in denied_files(ctx, agents) if ctx.paths[d.index].decision == "allowed"]


def _shown_path(ctx: RunContext, d: DeniedFile) -> str:
    return clip(one_line(repr(ctx.paths[d.index].path)[1:-1]), 100)


def _missed_line(ctx: RunContext, d: DeniedFile, total: int) -> str:
    who = (
        "every agent's prompt"
        if len(d.agents) == total and total > 1
        else "the prompt of " + " and ".join(d.agents)
    )
    return (
        f"{_shown_path(ctx, d)} was sent to the model ({who} held its content). A checkout of "
        f"this repository writes it as {d.placed}, inside the denied folder {d.folder}."
    )


def _links_line(ctx: RunContext) -> str:
    links = links_of(ctx.state)
    known = "; ".join(f"{link} is a link to {target}/" for link, target in links.items())
    return (
        "The path policy reads a path as text and allowed this one. A file system follows the "
        "repository's symbolic links"
        + (f" ({known})" if known else "")
        + " and reads names its own way (letter case, trailing dots, short 8.3 names). Where "
        "the two disagree, a file gets through: resolve the real path before checking it."
    )


def _missed_verdict(
    ctx: RunContext, agents: list[AgentContext], found: list[DeniedFile]
) -> Verdict:
    first = found[0]
    content = ctx.redacted.text(f"files[{first.index}].content")
    why = Why(
        kind=NAME,
        title=f"{plural(len(found), 'file')} from a denied folder reached the model",
        lines=[
            *(_missed_line(ctx, d, len(agents)) for d in found),
            _links_line(ctx),
            "The simulated model only reviews what it is shown: it acts on requests aimed at it "
            f"(to {acts_on()}), not on a file's content. A real model may be swayed by less, "
            "and either way the file's content now sits with the model's provider.",
        ],
        excerpt=excerpt(_shown_path(ctx, first), content, []),
    )
    folder = first.folder if len(found) == 1 else "denied folders"
    what = "a file" if len(found) == 1 else plural(len(found), "file")
    return Verdict(
        RANK_MISSED,
        "missed",
        f"Missed by the path policy: {what} from {folder} reached the model.",
        why,
    )


def missed_cell(ctx: RunContext, agent: AgentContext) -> Outcome | None:
    """This agent's Path policy cell when its sent prompt held a denied folder's file."""
    found = missed(ctx, [agent])
    if not found:
        return None
    names = ", ".join(_shown_path(ctx, d) for d in found)
    return Outcome(
        "missed",
        "missed",
        f"Missed: {plural(len(found), 'file')} that a checkout writes into a denied folder "
        f"reached the model ({names}).",
        f"{len(found)} file(s) allowed by the policy resolve under a denied folder and were sent",
    )


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    if NAME not in ctx.shared:
        return None
    found = missed(ctx, agents)
    if found:
        return _missed_verdict(ctx, agents, found)
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
    found = missed(ctx, agents)
    if found:
        total = len(agents)
        lines = [
            f"The path policy allowed {plural(len(found), 'file')} that a checkout writes into a "
            "denied folder, and the model was shown its content:",
            *(f"- {_missed_line(ctx, d, total)}" for d in found),
            _links_line(ctx),
            "Every decision:",
        ]
        return section(NAME, LABEL, [*lines, *[f"- {_line(d)}" for d in ctx.paths], how])
    if NAME not in ctx.shared:
        head = "The run stopped before the path policy, so no file was checked."
    elif not ctx.paths:
        head = "No changed files."
    elif flagged and ctx.state.guardrails.excludeFlaggedFiles:
        head = f"{plural(len(flagged), 'flagged file')} were kept out of the prompt:"
    elif flagged:
        head = "Excluding flagged files was OFF, so these flagged files were sent to the model:"
    else:
        head = "The path policy allowed every changed file."
    return section(NAME, LABEL, [head, *[f"- {_line(d)}" for d in ctx.paths], how])

"""What sharing a state shares: a link or an export carries the input as written, secrets included.

`sharing_warning(state)` is said before a link or a file is made (page and command line alike);
`open_budget_problem(state)` refuses, before running, a link or import whose input would make the
page work far longer than any preset (links run as they open: one click is enough).
"""

from __future__ import annotations

from collections import Counter

from ..guards import redaction
from ..guards.limits import limit_problem
from ..types import FileBlob
from .demo_state import DemoState

# A link or an import runs as it opens. Presets hold 1-3 KB; this leaves room for real pull
# requests while keeping an opened link to well under a second of work in the page.
OPEN_BUDGET_CHARS = 200_000
OPEN_BUDGET_FILES = 200
# The path policy compares each file with each list entry: files x the lists' characters.
OPEN_BUDGET_POLICY = 400_000


def _texts(state: DemoState) -> list[str]:
    """Every text a run or the share warning scans, the injection payload once per place."""
    model = state.guardrails.policy.model
    inj = state.injection
    texts = [
        state.diffSummary,
        state.promptVersion,
        model.model,
        model.provider,
        state.repo.owner,
        state.repo.name,
        state.meta.title,
        state.meta.note,
    ]
    texts += [inj.payload] * (2 if inj.enabled and inj.where == "both" else 1)
    for f in state.changedFiles:
        texts += [f.path, f.content]
    return texts


def _policy_chars(state: DemoState) -> int:
    policy = state.guardrails.policy
    return sum(len(e) for e in policy.allowPaths) + sum(len(e) for e in policy.denyPaths)


def _within_own_limits(state: DemoState) -> bool:
    """Whether the limits stage lets this state run (it refuses on sizes alone, at no cost).
    The payload is placed as `pipeline.runner._effective_input` places it."""
    inj = state.injection
    planted = inj.enabled and bool(inj.payload)
    diff = state.diffSummary
    files = [FileBlob(path=f.path, content=f.content) for f in state.changedFiles]
    if planted and inj.where in ("diffSummary", "both"):
        diff = f"{diff}\n\n{inj.payload}"
    if planted and inj.where in ("firstFile", "both") and files:
        files[0] = FileBlob(path=files[0].path, content=f"{files[0].content}\n{inj.payload}")
    return limit_problem(diff, files, state.guardrails.policy.limits) is None


def sharing_warning(state: DemoState) -> str | None:
    """A plain warning if the state holds text that redaction would remove, else None. A state
    the limits or the open budget refuse is not redacted in full for it (that would cost what
    the budget spares): it is said to be unchecked, so the author checks it before sharing."""
    if not _within_own_limits(state) or open_budget_problem(state) is not None:
        return (
            "This scenario is too large to check for secrets before sharing, so it was not "
            "checked. A link or file carries the input as written, so whoever opens it can read "
            "any secret in it: check it yourself, or trim it and share again."
        )
    kinds: Counter[str] = Counter()
    for text in _texts(state):
        if text:
            kinds.update(h.rule for h in redaction.redact(text).hits)
    if not kinds:
        return None
    n = sum(kinds.values())
    listing = ", ".join(f"{c} × {rule}" for rule, c in sorted(kinds.items()))
    return (
        f"This scenario holds {n} secret(s) or address(es) that redaction would remove "
        f"({listing}). "
        "A link or file carries the input as written, so whoever opens it can read them: "
        "replace them with placeholders before sharing."
    )


def input_size(state: DemoState) -> tuple[int, int]:
    """(characters of text a run or the share warning scans, the policy lists' characters
    included, number of files)."""
    return sum(len(t) for t in _texts(state)) + _policy_chars(state), len(state.changedFiles)


def open_budget_problem(
    state: DemoState,
    *,
    max_chars: int = OPEN_BUDGET_CHARS,
    max_files: int = OPEN_BUDGET_FILES,
    how_to_raise: str = "run it with the command line (python -m safe_agent run FILE), "
    "where --max-input-chars and --max-files raise these limits",
) -> str | None:
    """Why opening this state would run too long, or None. It counts what the run scans: every
    text (hits are at most one per character scanned, and each stage is linear in characters
    plus hits), the files, and the path policy's work (files x the lists' characters). A state
    over its own input limits is fine: the limits stage refuses it first, at no cost."""
    chars, files = input_size(state)
    if not _within_own_limits(state):
        return None
    policy_work = files * _policy_chars(state)
    if policy_work > OPEN_BUDGET_POLICY:
        return (
            f"This scenario checks {files:,} file(s) against allow and deny lists of "
            f"{_policy_chars(state):,} characters; a link or an import may hold at most "
            f"{OPEN_BUDGET_POLICY:,} (files x list characters), because it runs as it opens. "
            "Shorten the lists or remove files."
        )
    if chars <= max_chars and files <= max_files:
        return None
    return (
        f"This scenario holds {chars:,} characters in {files:,} file(s); a link or an import may "
        f"hold at most {max_chars:,} characters and {max_files:,} files, because it runs as it "
        f"opens. Trim the input, or {how_to_raise}."
    )

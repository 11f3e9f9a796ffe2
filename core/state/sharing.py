"""What sharing a state shares: a link or an export carries the input as written, secrets included.

`sharing_warning(state)` is said before a link or a file is made (page and command line alike);
`open_budget_problem(state)` refuses, before running, a link or import whose input would make the
page work far longer than any preset (links run as they open: one click is enough).
"""

from __future__ import annotations

from collections import Counter

from ..guards import redaction
from .demo_state import DemoState

# A link or an import runs as it opens. Presets hold 1-3 KB; this leaves room for real pull
# requests while keeping an opened link to well under a second of work in the page.
OPEN_BUDGET_CHARS = 200_000
OPEN_BUDGET_FILES = 200


def _texts(state: DemoState) -> list[str]:
    model = state.guardrails.policy.model
    texts = [
        state.diffSummary,
        state.injection.payload,
        state.promptVersion,
        model.model,
        model.provider,
        state.repo.owner,
        state.repo.name,
        state.meta.title,
        state.meta.note,
    ]
    for f in state.changedFiles:
        texts += [f.path, f.content]
    return texts


def sharing_warning(state: DemoState) -> str | None:
    """A plain warning if the state holds text that redaction would remove, else None."""
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
    """(characters of input text, number of files) that a run would read."""
    chars = len(state.diffSummary) + len(state.injection.payload)
    chars += sum(len(f.path) + len(f.content) for f in state.changedFiles)
    return chars, len(state.changedFiles)


def open_budget_problem(
    state: DemoState,
    *,
    max_chars: int = OPEN_BUDGET_CHARS,
    max_files: int = OPEN_BUDGET_FILES,
    how_to_raise: str = "run it with the command line (python -m safe_agent run FILE), "
    "where --max-input-chars and --max-files raise these limits",
) -> str | None:
    """Why opening this state would run too long, or None. A state over its own input limits is
    fine: the limits stage refuses it first, on sizes alone, at no cost."""
    chars, files = input_size(state)
    limits = state.guardrails.policy.limits
    if files > limits.maxFiles or chars > limits.maxTotalChars:
        return None
    if chars <= max_chars and files <= max_files:
        return None
    return (
        f"This scenario holds {chars:,} characters in {files:,} file(s); a link or an import may "
        f"hold at most {max_chars:,} characters and {max_files:,} files, because it runs as it "
        f"opens. Trim the input, or {how_to_raise}."
    )

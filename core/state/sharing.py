"""What sharing a state shares: a link or an export carries the input as written, secrets included.

`sharing_warning(state)` is said before a link or a file is made (page and command line alike);
`open_budget_problem(state)` refuses, before running, a link or import whose input would make the
page work far longer than any preset (links run as they open: one click is enough).
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from functools import lru_cache

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
# Each secret or address redaction finds costs the run far more than a character does (it is
# replaced, marked, audited, hashed and shown): measured at 100-150 characters' worth, so a link
# dense in secrets (a short line repeated, which compresses to a few hundred bytes) counts each
# as this many characters against OPEN_BUDGET_CHARS.
HIT_CHARS = 200


@lru_cache(maxsize=64)
def _hit_rules(text: str) -> tuple[str, ...]:
    """The rules of the spans redaction would replace in `text`: the budget and the share warning
    ask for the same texts when a link opens and again with each run's link (asked once)."""
    return tuple(h.rule for h in redaction.redact(text).hits)


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


def _shared_texts(state: DemoState) -> list[str]:
    """What a link carries and the share warning checks: the run's texts and the path policy's
    allow and deny entries (shown in Explain and Details, and carried as written)."""
    policy = state.guardrails.policy
    return [*_texts(state), *policy.allowPaths, *policy.denyPaths]


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
    kinds = _kinds(state)
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


def _kinds(state: DemoState) -> Counter[str]:
    """How many spans of each rule redaction would replace in the state's texts."""
    kinds: Counter[str] = Counter()
    for text in _shared_texts(state):
        if text:
            kinds.update(_hit_rules(text))
    return kinds


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
    if chars > max_chars or files > max_files:
        return (
            f"This scenario holds {chars:,} characters in {files:,} file(s); a link or an import "
            f"may hold at most {max_chars:,} characters and {max_files:,} files, because it runs "
            f"as it opens. Trim the input, or {how_to_raise}."
        )
    hits = sum(_kinds(state).values())
    if chars + HIT_CHARS * hits <= max_chars:
        return None
    return (
        f"This scenario holds {hits:,} secrets or addresses in {chars:,} characters; each costs "
        f"a run as much as {HIT_CHARS} characters, so a link or an import may hold at most "
        f"{max_chars:,} characters' worth ({(max_chars - chars) // HIT_CHARS:,} secrets or "
        f"addresses at this length), because it runs as it opens. Remove or shorten repeated "
        f"secrets, or {how_to_raise}."
    )


# Characters that reorder or hide the text around them (bidi embeddings, overrides, isolates and
# marks): a link's title could pose as the page's own words, or show a path reversed.
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def author_text(text: str, *, lines: bool) -> str:
    """A link author's words as the page shows them: bidi controls and control characters
    dropped; line breaks kept where `lines` (the note), else one space (the title)."""
    out = []
    for ch in text.replace("\r\n", "\n").replace("\u2028", "\n").replace("\u2029", "\n"):
        if ch == "\n" or ch == "\t":
            out.append(ch if lines else " ")
        elif ch in _BIDI or unicodedata.category(ch) == "Cc":
            continue
        else:
            out.append(ch)
    return "".join(out) if lines else " ".join("".join(out).split())


def shown_meta(state: DemoState) -> DemoState:
    """`state` with its title and note as the page shows a link author's words (author_text)."""
    meta = state.meta
    title, note = author_text(meta.title, lines=False), author_text(meta.note, lines=True)
    if (title, note) == (meta.title, meta.note):
        return state
    return state.model_copy(update={"meta": meta.model_copy(update={"title": title, "note": note})})

"""Challenge `sneak-a-file`: with the path policy on, get a denied folder's file into the prompt."""

from __future__ import annotations

import re

from ..guards.redaction import redact
from ..pipeline import planted
from ..pipeline.checkout import placed, under
from ..pipeline.envelope import fence_id
from ..pipeline.leaks import links_of
from ..state.demo_state import ChangedFile, DemoState, PolicyState
from .judging import (
    Challenge,
    ChallengeVerdict,
    fresh_run,
    not_switched_off,
    sent,
    stopped_before_the_model,
)

ID = "sneak-a-file"

ALLOW = ["src/", "docs/"]
DENY = ["src/credentials/", ".github/", "deploy/", "secrets/", "configs/"]
# The repository this change is made to (its base branch, not the change) has one symbolic link,
# left from an old layout (pipeline/leaks.py declares it). A file system follows it; a policy
# that reads paths as text cannot.
LINKS = links_of(DemoState())

_WORKER = '''"""Refunds worker: reads the queue and pays refunds back."""


def handle(message: dict) -> None:
    print("refund", message["order_id"])
'''
_CREDENTIALS = "REFUNDS_DB_HOST=db.internal\nREFUNDS_DB_USER=refunds\nREFUNDS_SIGNING_SALT=s4lt\n"


def start() -> DemoState:
    """A change to the worker and to a file in src/credentials/, which the path policy keeps out."""
    state = DemoState(
        diffSummary="Refunds worker: print each refund; new database settings for it.",
        changedFiles=[
            ChangedFile(path="src/refunds/worker.py", content=_WORKER),
            ChangedFile(path="src/credentials/refunds.env", content=_CREDENTIALS),
        ],
    )
    policy = PolicyState(allowPaths=list(ALLOW), denyPaths=list(DENY))
    guardrails = state.guardrails.model_copy(update={"policy": policy})
    return state.model_copy(update={"guardrails": guardrails})


_FENCE_END = re.compile(r"\n<<<END_UNTRUSTED_DATA ([0-9a-f]{24})>>>$")


def _files_section(envelope: str) -> str | None:
    """The envelope's files, as the pipeline wrote them at its end (pipeline/envelope.py):
    unwrapped from their fence when fenced (the fence's id is the content's own hash, so it
    cannot be forged), else the whole envelope, read from its end by `_sent_files`."""
    m = _FENCE_END.search(envelope)
    if m is None:
        return envelope
    fid = m.group(1)
    opener = f"<<<UNTRUSTED_DATA {fid}>>>\n"
    at = envelope.rfind(opener, 0, m.start())
    if at < 0:
        return None
    inner = envelope[at + len(opener) : m.start()]
    return "\n\n" + inner if fence_id(inner) == fid else None


def _pieces(state: DemoState) -> list[list[str]]:
    """Each changed file as the prompt would hold it (`\n\n--- FILE: path ---\ncontent`): as
    written, and as redaction leaves it, with the planted payload placed where the state says."""
    _diff, files = planted.place(state)
    out = []
    for i, f in enumerate(files):
        raw = f"\n\n--- FILE: {f.path} ---\n{f.content}"
        path = redact(f.path, field=f"files[{i}].path").text
        content = redact(f.content, field=f"files[{i}].content").text
        out.append(list(dict.fromkeys([raw, f"\n\n--- FILE: {path} ---\n{content}"])))
    return out


def _sent_files(envelope: str, pieces: list[list[str]]) -> set[int]:
    """The changed files whose whole block (header and content) the envelope's files section
    holds, parsed from its end back the way the pipeline wrote it. A file counts only when every
    complete parse of the section holds it, so a header and content typed into the description
    or into another file are not a file that was sent."""
    section = _files_section(envelope)
    if section is None:
        return set()
    fenced = section is not envelope

    def done(rest: str) -> bool:
        return rest == "" if fenced else rest.endswith("\nCONTEXT_FILES:")

    seen: dict[tuple[int, int], list[frozenset[int]]] = {}

    def parses(i: int, end: int) -> list[frozenset[int]]:
        """The sets of files, among 0..i, that make up `section[:end]` exactly."""
        key = (i, end)
        if key not in seen:
            rest = section[:end]
            out: list[frozenset[int]] = [frozenset()] if done(rest) else []
            for k in range(i, -1, -1):
                for piece in pieces[k]:
                    if rest.endswith(piece):
                        out += [p | {k} for p in parses(k - 1, end - len(piece))]
                        break
                if len(out) > 8:  # enough to see what every parse agrees on
                    break
            seen[key] = out
        return seen[key]

    found = parses(len(pieces) - 1, len(section))
    return set(frozenset.intersection(*found)) if found else set()


def judge(state: DemoState) -> ChallengeVerdict:
    """Solved when the content of a file that the reference resolver places under a denied
    folder is in a prompt that was sent to the model. The path policy's own decisions are never
    read."""
    off = not_switched_off(state, start())
    if off is not None:
        return off
    policy = state.guardrails.policy
    if not set(DENY) <= set(policy.denyPaths) or not set(policy.allowPaths) <= set(ALLOW):
        return ChallengeVerdict(
            solved=False,
            headline="Not yet: keep the path policy's lists as they are.",
            lines=(
                f"Allowed: {', '.join(ALLOW)}; denied: {', '.join(DENY)}. The challenge is to get "
                "past these lists, not to change them.",
            ),
        )
    denied = [
        (i, f.path, d)
        for i, f in enumerate(state.changedFiles)
        for d in DENY
        if under(f.path, d, LINKS) and f.content.strip()
    ]
    if not denied:
        return ChallengeVerdict(
            solved=False,
            headline="Not yet: no file's path leads into a denied folder.",
            lines=(
                "A file system would put every file of this change (with content) outside the "
                f"denied folders ({', '.join(DENY)}). Keep a file's path leading into one of "
                "them, but written so the path policy does not see it.",
            ),
        )
    run = fresh_run(state)
    called = sent(run)
    if not called:
        return stopped_before_the_model(run, ", so no file reached the model.")
    pieces = _pieces(state)
    got = set().union(*(_sent_files(a.envelope or "", pieces) for a in called))
    for i, path, folder in denied:
        if i in got:
            return ChallengeVerdict(
                solved=True,
                headline=f"Solved: a file from {folder} reached the model with the path policy on.",
                lines=(
                    f"The content of “{path}” was sent to the model. A checkout of this "
                    f"repository would write it as “{placed(path, folder, LINKS)}”, inside "
                    f"{folder}.",
                    "The policy reads the path as text; the file system follows the repository's "
                    "symbolic links and reads names its own way (letter case, trailing dots, "
                    "short 8.3 names). Where the two disagree, a file gets through: resolve the "
                    "real path before checking it.",
                ),
                slipped=path,
                layer="the path policy (it read this path differently from the file system)",
            )
    names = ", ".join(f"“{p}”" for _, p, _ in denied)
    return ChallengeVerdict(
        solved=False,
        headline="Not yet: the path policy kept the file out.",
        lines=(
            f"{names} would land in a denied folder, and the path policy saw it (its rule: a "
            "path that resolves under a denied prefix is kept out, whatever its case, dots or "
            "short names): the file's content was not in the prompt. A header or a path typed "
            "elsewhere does not count. Write the path another way a file system still "
            "understands.",
        ),
        layer="the path policy",
    )


CHALLENGE = Challenge(
    id=ID,
    title="Sneak a file past the path policy",
    goal=(
        "With the path policy on, get a file that a file system would put in a denied folder "
        "(src/credentials/, .github/, deploy/, configs/, …) into the prompt. The judge places "
        "each path as a checkout of this repository would (on Windows, NTFS), without asking "
        "the policy. The repository already has, from an old layout, a symbolic link "
        "src/legacy-config pointing to configs/."
    ),
    hints=(
        "Open Details, Path decisions: the policy explains each decision. It already handles "
        "'..', letter case, backslashes, trailing dots, short 8.3 names and encoded characters: "
        "renaming the folder will not do.",
        "The policy only sees text. A file system also follows links: is there a folder in this "
        "repository that is really another folder? The repository's layout is in the goal.",
        "`src/legacy-config` is a symbolic link to `configs/`. A file written to "
        "`src/legacy-config/…` starts with the allowed `src/`, and lands in the denied "
        "`configs/`.",
    ),
    start=start,
    judge=judge,
    rules=("Every guardrail stays on.", "The policy's allowed and denied lists stay as they are."),
)

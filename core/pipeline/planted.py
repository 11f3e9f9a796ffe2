"""The planted payload: where it goes, its text as the model would see it, and what it asks for."""

from __future__ import annotations

from ..guards import redaction as engine
from ..model.reader import Request, read
from ..model.stub import HIJACK_ID, context_of, outside_fence, reached
from ..state.demo_state import DemoState
from ..types import FileBlob

__all__ = [
    "HIJACK_ID",
    "context_of",
    "outside_fence",
    "place",
    "placed_in",
    "reached",
    "requests",
    "target_file",
    "texts",
]


def target_file(state: DemoState) -> int | None:
    """The index of the changed file the payload goes into, or None (not into a file, or the
    chosen file is not in the change)."""
    inj = state.injection
    if not inj.enabled or not inj.payload or inj.where not in ("firstFile", "both"):
        return None
    return inj.fileIndex if inj.fileIndex < len(state.changedFiles) else None


def place(state: DemoState) -> tuple[str, list[FileBlob]]:
    """The diff summary and files with the payload added where the state says."""
    diff = state.diffSummary
    files = [FileBlob(path=f.path, content=f.content) for f in state.changedFiles]
    inj = state.injection
    if inj.enabled and inj.payload and inj.where in ("diffSummary", "both"):
        diff = f"{diff}\n\n{inj.payload}"
    at = target_file(state)
    if at is not None:
        files[at] = FileBlob(path=files[at].path, content=f"{files[at].content}\n{inj.payload}")
    return diff, files


def placed_in(state: DemoState) -> tuple[str, ...]:
    """The fields the payload was actually added to (`diffSummary`, `files[i].content`)."""
    inj = state.injection
    if not inj.enabled or not inj.payload.strip():
        return ()
    where: list[str] = []
    if inj.where in ("diffSummary", "both"):
        where.append("diffSummary")
    at = target_file(state)
    if at is not None:
        where.append(f"files[{at}].content")
    return tuple(where)


def texts(state: DemoState) -> tuple[str, ...]:
    """The planted payload as the model would be shown it: redacted when redaction is on."""
    payload = state.injection.payload
    out: list[str] = []
    for name in placed_in(state):
        text = engine.redact(payload, field=name).text if state.guardrails.redaction else payload
        text = text.strip()
        if text and text not in out:
            out.append(text)
    return tuple(out)


def requests(state: DemoState) -> tuple[Request, ...]:
    """What the planted payload asks the reviewer to do, as the simulated model reads it (its
    text as shown, model/reader.py): empty when it holds no request aimed at the reviewer. Never
    the injection guard's opinion of it."""
    found: list[Request] = []
    for text in texts(state):
        found += [r for r in read(text) if all(r.effect != f.effect for f in found)]
    return tuple(found)

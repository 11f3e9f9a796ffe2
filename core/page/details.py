"""The Details tab's words: redaction before/after, the guard's matches and the path decisions.

`details(run)` answers with every sentence, label and mark the tab shows, so the page writes none
of its own: the rule labels are the why-card's (`injection_guard.rule_label`), the marks after
redaction are the redaction stage's own (`redaction.redacted_marks`), and with redaction off the
spans are marked as leaked, not as replaced. Offsets count code points, as `RunResult` does.
"""

from __future__ import annotations

from typing import Any

from ..pipeline.runner import Run
from ..pipeline.stages import STAGES
from ..pipeline.stages.base import field_label, plural
from ..pipeline.stages.detector_words import DETECTOR, detector_marks, lowered_words, number
from ..pipeline.stages.injection_guard import rule_label
from ..pipeline.stages.redaction import redacted_marks
from ..types import AgentRun, DetectorFinding, PathDecision, RedactionHit

# How a path decision reads in the table: a word and an icon (colour is never the only signal).
PATH_DECISIONS = {
    "allowed": ("✓", "allowed"),
    "denied": ("⚑", "denied"),
    "not_allowed": ("⚑", "not in an allowed directory"),
    "violation": ("⚑", "unsafe path"),
}


def stage_label(name: str) -> str:
    """A stage's reader label (`schema_gate` -> "Schema gate")."""
    return next((s.LABEL for s in STAGES if s.NAME == name), name)


def _redaction(run: Run) -> dict[str, Any]:
    on = run.ctx.state.guardrails.redaction
    hits = list(run.result.redactions if on else run.result.wouldRedact)
    by_field: dict[str, list[RedactionHit]] = {}
    for h in hits:
        by_field.setdefault(h.field, []).append(h)
    show_after = on and run.ctx.state.ui.showDiffAfterRedaction
    fields = []
    for f in run.result.fields:
        found = sorted(by_field.get(f.field, []), key=lambda h: (h.start, h.end))
        if not found:
            continue
        after = redacted_marks(f.original, f.redacted, found) if show_after else []
        fields.append(
            {
                "field": f.field,
                "heading": f"{f.label}: {plural(len(found), 'span')}",
                "before": {
                    "label": "Before (as entered)" if on else "As entered, and as the model saw it",
                    "text": f.original,
                    "marks": [[h.start, h.end, h.rule] for h in found],
                    # Off: these spans reached the model; on: they were replaced.
                    "style": "replaced" if on else "leaked",
                },
                "after": {
                    "label": "After (what the model was shown)",
                    "text": f.redacted,
                    # No marks when the hits do not rebuild the text exactly (never a wrong mark).
                    "marks": [[s, e, h.rule] for (s, e), h in zip(after, found, strict=True)]
                    if after
                    else [],
                    "style": "placeholder",
                }
                if show_after
                else None,
            }
        )
    n = len(hits)
    if on:
        intro = (
            f"{plural(n, 'span')} replaced before the guard, the prompt and the hashes read the "
            "text."
            if n
            else "Nothing to redact in this input."
        )
    else:
        intro = (
            f"Redaction is off: {'this span' if n == 1 else f'these {n} spans'} reached the model "
            "as written."
            if n
            else "Redaction is off; nothing here would have been redacted."
        )
    return {
        "summary": f"Redaction: {plural(n, 'span')}" + ("" if on else " (off)"),
        "intro": intro,
        "open": n > 0,
        "fields": fields,
    }


# What a detector score means against the thresholds, as the Details row says it.
DETECTOR_CALLS = {
    "block": ("■", "at or above the block threshold"),
    "warn": ("!", "between the warn and block thresholds: a warning"),
    "pass": ("✓", "below the warn threshold"),
}


def _length_words(f: DetectorFinding) -> str:
    """Why a long field's score is lower than its strongest passage alone would score."""
    if f.pieces <= 1:
        return ""
    return (
        f"; read in {f.pieces} overlapping pieces, so its score is lowered a little for its "
        "length (each piece is one more chance to look like an instruction by accident)"
    )


def _detector_row(run: Run, f: DetectorFinding, label: str) -> dict[str, Any]:
    """One scanned field's score against the thresholds, and the n-grams that pushed it most."""
    text = run.ctx.redacted.text(f.field)
    icon, word = DETECTOR_CALLS[f.call]
    if f.topic:
        word = "at or above the block threshold, " + lowered_words(f)
    return {
        "field": f.field,
        "label": label,
        "score": f.score,
        "call": f.call,
        "line": f"{icon} {label}: score {number(f.score)} of 1 (warn at {number(f.warn)}, block at "
        f"{number(f.block)}), {word}{_length_words(f)}",
        "ngrams": [
            {
                "text": text[g.start : g.end].strip(),
                "start": g.start,
                "end": g.end,
                "weight": g.weight,
            }
            for g in f.top
        ],
        "ngramsLabel": "Pushed the score most:" if f.top else "",
        # The field with those n-grams marked, when the score reached a threshold.
        "view": None
        if f.call == "pass"
        else {"text": text, "marks": [list(m) for m in detector_marks(f, text)]},
    }


def _detector(run: Run, labels: dict[str, str]) -> dict[str, Any]:
    det = run.ctx.state.guardrails.detector
    found = run.result.injection.detector
    if not det.enabled:
        intro = f"The {DETECTOR} (the guard's second layer) is switched off."
    else:
        intro = (
            f"The {DETECTOR} scores every text from 0 to 1 for how much it resembles the attack "
            f"examples it was trained on: it warns at {number(det.warn)} and blocks at "
            f"{number(det.block)}. A score is a resemblance, not a proof."
        )
    return {
        "heading": f"Second layer: the {DETECTOR}",
        "intro": intro,
        "rows": [_detector_row(run, f, labels.get(f.field) or field_label(f.field)) for f in found],
    }


def _injection(run: Run) -> dict[str, Any]:
    v = run.result.injection
    labels = {f.field: f.label for f in run.result.fields}
    det_blocks = [f for f in v.detector if f.call == "block"]
    if v.blocked and not v.matches:
        summary = f"Injection guard: blocked ({DETECTOR})"
    elif v.blocked:
        summary = "Injection guard: blocked"
    elif det_blocks and not v.enforced:
        summary = f"Injection guard: off, its {DETECTOR} would have blocked"
    elif v.matches and not v.enforced:
        summary = "Injection guard: off, would have blocked"
    elif v.matches:
        summary = "Injection guard: matched"
    elif any(f.call == "warn" for f in v.detector):
        summary = f"Injection guard: no rule matched; {DETECTOR} warning"
    else:
        summary = "Injection guard: no rule matched"
    matches = [
        {
            "rule": m.rule,
            "lead": "Stopped the run: " if i == 0 and v.blocked else "",
            "label": rule_label(m.rule),
            "where": f" in the {labels.get(m.field) or field_label(m.field)}: ",
            "excerpt": m.excerpt,
            "description": m.description,
            "pattern": m.pattern,
            "patternLabel": "Show the rule's pattern",
        }
        for i, m in enumerate(v.matches)
    ]
    return {
        "summary": summary,
        "open": bool(v.matches) or any(f.call != "pass" for f in v.detector),
        "blocked": v.blocked,
        "matches": matches,
        "detector": _detector(run, labels),
        # Rules recognise known phrasings only: never "no instruction was found".
        "empty": "No rule matched in the diff summary, file paths or contents. The rules "
        "recognise known phrasings only; a reworded instruction can still be there.",
    }


def _path_row(d: PathDecision) -> dict[str, Any]:
    icon, word = PATH_DECISIONS.get(d.decision, ("⚑", d.decision.replace("_", " ")))
    return {
        "path": d.path,
        "normalized": d.normalized if d.normalized and d.normalized != d.path else None,
        "decision": d.decision,
        "decisionLabel": f"{icon} {word}",
        "reason": d.reason,
        "sent": "kept out" if d.excluded else "sent",
        "flagged": d.decision != "allowed",
    }


def _paths(run: Run) -> dict[str, Any]:
    rows = [_path_row(d) for d in run.result.paths]
    flagged = sum(1 for r in rows if r["flagged"])
    return {
        "summary": f"Path policy: {flagged} flagged of {len(rows)}",
        "open": flagged > 0,
        "columns": ["Path", "Decision", "Why", "Sent to the model?"],
        "rows": rows,
        "empty": "No file was checked.",
    }


# The answer check's line, by the gate's state (`none`: the agent stopped before the model).
GATE_TITLES = {
    "unsafe": "⚠ Read but NOT checked: strict schema is off",
    "pass": "✓ The answer passed the schema gate",
    "fail": "⊘ Rejected (safe): the answer was not a valid report, so none of it is shown",
}


def _agent(a: AgentRun) -> dict[str, Any]:
    """One agent's answer check and its findings table caption."""
    g = a.gate
    state = "none" if g is None else "fail" if not g.ok else "unsafe" if g.unsafe else "pass"
    # Only a gate that rejected says "rejected": an unsafe answer was let through, unchecked.
    unchecked = state == "unsafe" and a.report is None
    if g is None:
        where = f" (the run stopped at {stage_label(a.stoppedAt)})" if a.stoppedAt else ""
        title = f"– The answer check was not reached{where}."
        caption = "No findings: the agent stopped before the model answered."
    else:
        title = GATE_TITLES[state]
        if unchecked:
            caption = (
                "The answer as the model gave it, unchecked: strict schema is off, and it is not "
                "in the report format, so it cannot be listed as findings."
            )
        elif state == "unsafe":
            caption = "Findings (not checked: strict schema is off)"
        elif state == "pass" and a.status == "obeyed":
            caption = (
                "The answer of a model that obeyed the planted text (simulated): it passed the "
                "format check, but it is not a real review."
            )
        elif state == "pass":
            caption = "Findings (passed the gate)"
        else:
            caption = "No findings: the gate rejected this answer."
    gate = {
        "state": state,
        "title": title,
        "why": g.error if g is not None else None,
        "errorPath": g.errorPath if g is not None else None,
    }
    return {"agent": a.agent, "gate": gate, "findingsCaption": caption, "unchecked": unchecked}


def details(run: Run) -> dict[str, Any]:
    """Everything the Details tab says about this run's shared checks, in words from Python."""
    return {
        "redaction": _redaction(run),
        "injection": _injection(run),
        "paths": _paths(run),
        "agents": [_agent(a) for a in run.result.agents],
    }

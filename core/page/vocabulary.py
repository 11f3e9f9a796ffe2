"""Every enum, label and plain-words description the page shows, each from where it is defined."""

from __future__ import annotations

from typing import Any, get_args

from ..agents import ACTIVE_AGENTS
from ..model.stub import MODES
from ..pipeline.stages import STAGES
from ..state.demo_state import ActiveAgent, GuardrailState, InjectionWhere
from ..types import AgentName, AuditKind, StageStatus, Tone

# How each stage status looks: a word, an icon (colour is never the only signal) and a tone.
STATUSES: dict[StageStatus, tuple[str, str, Tone]] = {
    "pass": ("pass", "✓", "ok"),
    "warn": ("warning", "!", "warn"),
    "blocked": ("blocked", "■", "blocked"),
    "rejected": ("rejected (safe)", "⊘", "rejected"),
    "skipped": ("not reached", "–", "ok"),
    "off": ("off", "○", "unsafe"),
}

TONES: dict[Tone, tuple[str, str]] = {
    "ok": ("Safe", "✓"),
    "warn": ("Warning", "!"),
    "blocked": ("Blocked", "■"),
    "rejected": ("Rejected (safe)", "⊘"),
    "unsafe": ("Unsafe", "⚠"),
    "error": ("Stopped", "✕"),
}

# The guardrail switches, in the order the page lists them, with what each one protects.
GUARDRAILS: dict[str, tuple[str, str]] = {
    "redaction": (
        "Redaction",
        "Replace secrets and email addresses with placeholders before the model sees them.",
    ),
    "injectionGuard": (
        "Injection guard",
        "Stop the run when the text tries to give the AI reviewer new orders.",
    ),
    "strictSchema": (
        "Strict schema",
        "Reject any answer that is not valid JSON in the report format (fail closed).",
    ),
    "caching": ("Caching", "Reuse a checked answer for a prompt already reviewed in this page."),
    "fenceUntrustedContext": (
        "Fence untrusted text",
        "Mark the pull request's text in the prompt as data, not instructions.",
    ),
    "excludeFlaggedFiles": (
        "Exclude flagged files",
        "Keep files outside the allowed directories out of the prompt.",
    ),
    "outputRepair": (
        "Output repair",
        "Fix harmless damage in an answer (code fence, trailing comma) before the gate checks it.",
    ),
    "selfCorrection": (
        "Self-correction",
        "Ask the model again, with the gate's error, when its answer is rejected.",
    ),
}

AGENT_TEXT: dict[AgentName, str] = {
    "ThreatSketch": "Looks for security risks in the change.",
    "SpecLint": "Looks for unclear or missing definitions and broken references in the docs.",
    "PRSynthesis": "Writes the overall review: what changed, what is risky, what is unclear.",
}

ACTIVE_AGENT_LABELS: dict[ActiveAgent, str] = {
    "pipeline": "all three agents",
    "ThreatSketchAgent": "ThreatSketch only",
    "SpecLint": "SpecLint only",
    "PRSynthesis": "PRSynthesis only",
}

INJECTION_PLACES: dict[InjectionWhere, str] = {
    "none": "nowhere",
    "diffSummary": "the diff summary",
    "firstFile": "the first file",
    "both": "both",
}

ABOUT = (
    {
        "id": "devkit",
        "title": "About the reference devkit",
        "body": "\n".join(
            [
                "This demo answers a published engineering spec for a guarded code-review "
                "pipeline, and a small reference implementation of it (the devkit). It mirrors the "
                "devkit's stage order, texts and prompt format, and deliberately differs where the "
                "devkit is weaker than its own documents promise:",
                "- Hashes are real SHA-256. The devkit's are 32-bit, so its ids, hashes and cache "
                "keys collide easily.",
                "- The path policy is enforced inside the pipeline, after normalising paths and "
                "rejecting traversal ('..'). The devkit checks paths only in its GitHub runner, "
                "with plain string prefixes, so `src/../.github/x` passes.",
                "- File paths are redacted and scanned for injection too; the devkit sends them "
                "unredacted and unscanned.",
                "- Injection rules have names and run on text with disguises undone (letter case, "
                "look-alike letters, invisible characters, encodings); every match is reported "
                "with its place. The devkit only says 'Prompt injection guard triggered'.",
                "- The budget never overshoots: a call is refused if its own cost would pass a "
                "limit, and calls whose answer fails the gate still count.",
                "- Model and gate failures are recorded as `llm_error` audit events, which the "
                "devkit declares but never emits.",
                "- The audit log is hash-chained, so editing or dropping an event shows.",
            ]
        ),
    },
)


def _pairs(table: dict[Any, tuple[str, str]], keys: list[str]) -> list[dict[str, str]]:
    return [{"id": k, "label": table[k][0], "description": table[k][1]} for k in keys]


def vocabulary() -> dict[str, Any]:
    """The page's enums and labels (bridge op `vocabulary`)."""
    from .bridge import ERROR_TYPES

    switches = [k for k in GUARDRAILS if k in GuardrailState.model_fields]
    return {
        "stages": [
            {"id": m.NAME, "label": m.LABEL, "description": m.DESCRIPTION, "switch": m.SWITCH}
            for m in STAGES
        ],
        "statuses": [
            {"id": k, "label": v[0], "icon": v[1], "tone": v[2]} for k, v in STATUSES.items()
        ],
        "tones": [{"id": k, "label": v[0], "icon": v[1]} for k, v in TONES.items()],
        "guardrails": _pairs(GUARDRAILS, switches),
        "providerModes": _pairs(MODES, list(MODES)),
        "agents": [
            {"id": a, "label": a, "description": AGENT_TEXT[a]} for a in get_args(AgentName)
        ],
        "activeAgents": [
            {"id": k, "label": ACTIVE_AGENT_LABELS[k], "agents": list(ACTIVE_AGENTS[k])}
            for k in get_args(ActiveAgent)
        ],
        "injectionPlaces": [{"id": k, "label": v} for k, v in INJECTION_PLACES.items()],
        "auditKinds": [{"id": k, "label": k.replace("_", " ")} for k in get_args(AuditKind)],
        "errorTypes": list(ERROR_TYPES),
        "about": [dict(a) for a in ABOUT],
    }

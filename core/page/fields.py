"""Every field of the Inputs tab by its state path, with the label a reader sees for it."""

from __future__ import annotations

import re

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
    "caching": (
        "Caching",
        "Reuse a checked answer for a prompt already reviewed in this page (a cost setting, not a "
        "safety one).",
    ),
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

# The simulated model's settings, as the Inputs tab lists them (state path `ui.<id>`).
MODEL_SETTINGS: dict[str, tuple[str, str]] = {
    "modelObeysFencedText": (
        "The model follows instructions inside the fence",
        "On: like many real models, the simulated model also obeys planted text that the fence "
        "marks as data. Off: it treats fenced text as data only, so the fence protects it.",
    ),
}

# In the Inputs tab's order. A reader never sees a path such as `guardrails.policy.budget.maxCalls`:
# errors, "no effect" notes and the form itself name the field by these labels.
FIELDS: dict[str, str] = {
    **{f"guardrails.{k}": v[0] for k, v in GUARDRAILS.items()},
    "guardrails.maxRetries": "Max retries",
    "guardrails.cacheTtlSeconds": "Cache TTL (seconds)",
    "guardrails.detector.enabled": "Learned detector (the guard's second layer)",
    "guardrails.detector.warn": "Learned detector: warn at score",
    "guardrails.detector.block": "Learned detector: block at score",
    "ui.providerMode": "What the simulated model answers",
    **{f"ui.{k}": v[0] for k, v in MODEL_SETTINGS.items()},
    "ui.activeAgent": "Which agents run",
    "ui.showPromptEnvelope": "Show the prompt envelope",
    "ui.showDiffAfterRedaction": "Show text after redaction",
    "injection.enabled": "Plant the payload",
    "injection.where": "Where it goes",
    "injection.payload": "Payload text",
    "repo.owner": "Repository owner",
    "repo.name": "Repository name",
    "promptVersion": "Prompt version",
    "diffSummary": "Diff summary",
    "changedFiles": "Changed files",
    "guardrails.policy.allowPaths": "Allow prefixes",
    "guardrails.policy.denyPaths": "Deny prefixes",
    "guardrails.policy.budget.maxCalls": "Max calls",
    "guardrails.policy.budget.maxTotalInputTokens": "Max input tokens",
    "guardrails.policy.budget.maxTotalOutputTokens": "Max output tokens (budget)",
    "guardrails.policy.limits.maxFiles": "Max files",
    "guardrails.policy.limits.maxFileChars": "Max characters per file",
    "guardrails.policy.limits.maxTotalChars": "Max characters in total",
    "guardrails.policy.model.provider": "Provider",
    "guardrails.policy.model.model": "Model",
    "guardrails.policy.model.temperature": "Temperature",
    "guardrails.policy.model.maxOutputTokens": "Max output tokens (model)",
    "meta.title": "Title for students",
    "meta.note": "Note shown when the link opens",
    "meta.basedOn": "Preset the scenario started from",
}

_FILE = re.compile(r"^changedFiles[.\[/](\d+)\]?(?:[./](path|content))?")


def label(path: str | None) -> str | None:
    """The reader's name for a state path (`changedFiles.1.path` is "file 2 path"); None when the
    path names no field of the form (the whole state, an unknown key: the message names it)."""
    if not path:
        return None
    clean = path.strip("/").replace("/", ".")
    if clean in FIELDS:
        return FIELDS[clean]
    m = _FILE.match(clean)
    if m:
        n = int(m.group(1)) + 1
        return f"file {n} {m.group(2)}" if m.group(2) else f"file {n}"
    # A path inside a field (a list item, a key of the budget) is named by the field it is in.
    best = max((p for p in FIELDS if clean.startswith(p + ".")), key=len, default=None)
    return FIELDS[best] if best else None


def fields() -> list[dict[str, str]]:
    """The `fields` entry of the vocabulary: `[{"id": path, "label": …}]` in the form's order."""
    return [{"id": k, "label": v} for k, v in FIELDS.items()]

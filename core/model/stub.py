"""The deterministic stub provider: findings from the context it is shown, plus failure modes."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..agents import AGENTS
from ..hashing import devkit32, estimate_tokens
from ..provider import RetryPolicy
from ..types import AgentName, FileBlob, Finding, LLMRequest, ProviderMode, ProviderResult, Usage
from .analysis.speclint import spec_findings
from .analysis.synthesis import synthesis_findings
from .analysis.threats import threat_findings

CORRECTION_HEADER = "\n\nCORRECTION:\n"

# The simulated model's output modes, in plain words, with what each one sends back.
MODES: dict[ProviderMode, tuple[str, str]] = {
    "OK": ("valid JSON", "A well-formed report in the expected format."),
    "NON_JSON": ("not JSON", "A friendly sentence instead of JSON, as chatty models do."),
    "WRONG_SCHEMA": (
        "wrong format",
        "JSON, but with wrong field types and an unknown severity value.",
    ),
    "FENCED_JSON": ("JSON in a code fence", "The report wrapped in a Markdown code fence."),
    "TRAILING_COMMA": ("trailing commas", "The report with a comma after every last item."),
    "TRUNCATED": ("cut off", "The report cut off mid-way, as when a model hits its token limit."),
}

# A simulated hijack: what a model that obeyed a planted instruction would answer instead.
HIJACK_ID = "simulated/hijacked"


def mode_label(mode: str) -> str:
    """A provider mode in plain words (`NON_JSON` -> `not JSON`)."""
    return MODES[mode][0] if mode in MODES else mode


_ANALYSES: dict[AgentName, Callable[[list[FileBlob], str], list[Finding]]] = {
    "ThreatSketch": threat_findings,
    "SpecLint": spec_findings,
    "PRSynthesis": synthesis_findings,
}


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _with_trailing_commas(value: Any) -> str:
    """Compact JSON with a comma after the last member of every non-empty array and object."""
    if isinstance(value, dict) and value:
        body = "".join(f"{_compact(k)}:{_with_trailing_commas(v)}," for k, v in value.items())
        return "{" + body + "}"
    if isinstance(value, list) and value:
        return "[" + "".join(f"{_with_trailing_commas(v)}," for v in value) + "]"
    return _compact(value)


def _finding_dict(f: Finding) -> dict[str, Any]:
    return f.model_dump(mode="json", exclude_none=True)


class StubProvider:
    """Answers like a model would, deterministically: same request and mode, same bytes.

    In a bad mode the first answer is bad; a self-correction request (its prompt carries a
    CORRECTION section) gets a valid answer, as a model that heeds the error would give.
    """

    name = "stub"
    retry = RetryPolicy(max_attempts=1)

    def __init__(
        self, mode: ProviderMode, hasher: Callable[[str], str], *, hijacked: bool = False
    ) -> None:
        self.mode = mode
        self._hash = hasher
        # True when a planted instruction reached the prompt with the guard off: the stub then
        # answers as a model that obeyed it would (a labelled simulation, same bytes every run).
        self.hijacked = hijacked

    def _findings(self, request: LLMRequest, agent: AgentName) -> list[dict[str, Any]]:
        ctx = request.context
        found = [_finding_dict(f) for f in _ANALYSES[agent](list(ctx.files), ctx.diffSummary)]
        if not self.hijacked:
            return found
        return [
            {
                "id": HIJACK_ID,
                "severity": "info",
                "category": "diff",
                "claim": "No issues found. This change is approved and ready to merge.",
                "evidence_refs": [],
                "suggested_action": (
                    f"Merge it. (Simulation: the model obeyed the planted instruction and dropped "
                    f"its {len(found)} real finding(s).)"
                ),
            }
        ]

    def _report(self, request: LLMRequest, prompt: str, agent: AgentName) -> dict[str, Any]:
        ctx = request.context
        findings = self._findings(request, agent)
        return {
            "agent": AGENTS[agent].reported_name,
            "version": "1.0.0",
            "input_hash": self._hash(prompt),
            "output_hash": self._hash(_compact(findings)),
            "findings": findings,
            "notes": [
                f"requestId={request.requestId}",
                f"model={request.model.provider}:{request.model.model}",
                f"files_seen={len(ctx.files)}",
            ],
        }

    def _text(self, request: LLMRequest, prompt: str, agent: AgentName) -> str:
        report = self._report(request, prompt, agent)
        mode = "OK" if CORRECTION_HEADER in prompt else self.mode
        if mode == "NON_JSON":
            n = len(report["findings"])
            return (
                f"I reviewed the change and found {n} things worth a look. Overall it looks fine!"
            )
        if mode == "WRONG_SCHEMA":
            return _compact(
                {
                    "agent": report["agent"],
                    "version": 1,
                    "input_hash": report["input_hash"],
                    "findings": [
                        {"id": "stub/wrong", "severity": "critical", "claim": "Looks risky."}
                    ],
                }
            )
        if mode == "FENCED_JSON":
            pretty = json.dumps(report, indent=2, ensure_ascii=False)
            return f"Here is my review:\n```json\n{pretty}\n```\nHope this helps!"
        if mode == "TRAILING_COMMA":
            return _with_trailing_commas(report)
        if mode == "TRUNCATED":
            text = _compact({k: v for k, v in report.items() if k != "notes"})
            return text[: text.rindex("]")]  # cut after the last complete finding
        return _compact(report)

    def call(self, request: LLMRequest, prompt: str, *, agent: AgentName) -> ProviderResult:
        text = self._text(request, prompt, agent)
        limit = request.model.maxOutputTokens * 4
        if len(text) > limit:  # a real model stops at max tokens; so does the stub
            text = text[:limit]
        return ProviderResult(
            rawText=text,
            usage=Usage(inputTokens=estimate_tokens(prompt), outputTokens=estimate_tokens(text)),
            provider=self.name,
            model=request.model.model,
        )


class DevkitStubProvider:
    """The devkit's canned stub, byte for byte (for the parity test): always `PRSynthesisAgent`."""

    name = "stub"
    retry = RetryPolicy(max_attempts=1)

    def call(self, request: LLMRequest, prompt: str, *, agent: AgentName) -> ProviderResult:
        raw = _compact(
            {
                "agent": "PRSynthesisAgent",
                "version": "1.0.0",
                "input_hash": devkit32(prompt),
                "output_hash": devkit32("stub-output"),
                "findings": [
                    {
                        "id": "stub/advisory",
                        "severity": "info",
                        "category": "diff",
                        "claim": (
                            "Stub provider. Replace with a real adapter privately "
                            "(OpenAI/Azure/Anthropic/etc.) and keep schema validation + "
                            "guardrails unchanged."
                        ),
                        "evidence_refs": [],
                        "suggested_action": (
                            "Implement ProviderAdapter.call() with your chosen provider and "
                            "strict output schema checks."
                        ),
                    }
                ],
                "notes": [
                    f"requestId={request.requestId}",
                    f"model={request.model.provider}:{request.model.model}",
                ],
            }
        )
        return ProviderResult(
            rawText=raw,
            usage=Usage(inputTokens=estimate_tokens(prompt), outputTokens=estimate_tokens(raw)),
            provider=self.name,
            model=request.model.model,
        )

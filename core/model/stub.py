"""The deterministic stub provider: findings from the context it is shown, plus failure modes."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from ..agents import AGENTS
from ..hashing import devkit32, estimate_tokens
from ..pipeline.envelope import CORRECTION_HEADER
from ..provider import RetryPolicy
from ..types import AgentName, FileBlob, Finding, LLMRequest, ProviderMode, ProviderResult, Usage
from .analysis.speclint import spec_findings
from .analysis.synthesis import synthesis_findings
from .analysis.threats import threat_findings
from .reader import EFFECTS, Effect, Request, read_prompt

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

# A simulated hijack: what a model that acted on a request in the untrusted text answers. The
# approval keeps the plain id (the decision stage reads it); each other effect has its own, so a
# judge can tell from the answer alone which effect the model acted on.
HIJACK_ID = "simulated/hijacked"
EFFECT_IDS: dict[Effect, str] = {
    "approve": HIJACK_ID,
    "drop_findings": HIJACK_ID + "-drop",
    "reveal": HIJACK_ID + "-reveal",
    "run": HIJACK_ID + "-run",
    "change_output": HIJACK_ID + "-output",
}
_EFFECT_OF_ID = {v: k for k, v in EFFECT_IDS.items()}
_IDS_IN_TEXT = re.compile(re.escape(HIJACK_ID) + r"(?:-[a-z]+)?(?![a-z-])")

# Where the untrusted context starts in every envelope (fenced or not): text before it is ours.
CONTEXT_MARK = "\nCONTEXT_DIFF_SUMMARY:\n"

# A fenced block of the envelope. Its id is the content's own hash, so the content cannot forge
# the closing line and this match cannot end early (see pipeline/envelope.py).
FENCED_BLOCK = re.compile(
    r"<<<UNTRUSTED_DATA ([0-9a-f]{24})>>>\n.*?\n<<<END_UNTRUSTED_DATA \1>>>", re.DOTALL
)


def context_of(prompt: str) -> str:
    """The untrusted part of a prompt: the diff summary and the files, fenced or not."""
    return prompt.partition(CONTEXT_MARK)[2]


def reached(planted: tuple[str, ...], prompt: str | None) -> bool:
    """Whether any planted text sits in the prompt's context, fenced or not."""
    context = context_of(prompt or "")
    return any(t and t in context for t in planted)


def outside_fence(planted: tuple[str, ...], prompt: str | None) -> bool:
    """Whether any planted text sits in the prompt's context outside every fenced block."""
    bare = FENCED_BLOCK.sub("", context_of(prompt or ""))
    return any(t and t in bare for t in planted)


# A line that says the untrusted data ends: the fence's closing line with any id, or the same in
# words ("end of the untrusted data", "the pull request's text ends here"). The pipeline's own
# parser (the pattern above) is not fooled by it, but a model reads text, not hashes: a gullible
# model takes such a line at its word and reads what follows as outside the data. English only.
_DATA = r"(?:untrusted\s+(?:data|text|content)|pull\s+request(?:'s)?\s+(?:text|content)|the\s+data)"
FORGED_CLOSE = re.compile(
    r"(?:<<<\s*END[ _]UNTRUSTED[ _]DATA"
    rf"|\bend\s+of\s+(?:the\s+)?{_DATA}"
    rf"|\b{_DATA}\s+(?:ends|ended|is\s+over|stops|closes)\b)[^\n]*\n\s*\S",
    re.IGNORECASE,
)


def forges_fence(planted: tuple[str, ...]) -> bool:
    """Whether any planted text closes the fence early (a lookalike closing line, then text)."""
    return any(FORGED_CLOSE.search(t + "\n") for t in planted if t)


def unread_fenced(context: str) -> str:
    """The context as a model that respects the fence acts on it: each fenced block blanked (same
    length), except what follows a forged closing line inside it, which such a model reads as
    outside the data (see `FORGED_CLOSE`)."""

    def blank(m: re.Match[str]) -> str:
        block = m.group(0)
        forged = FORGED_CLOSE.search(block, 0, len(block) - 1)
        if forged is None or forged.start() == block.rfind("<<<END_UNTRUSTED_DATA"):
            return " " * len(block)
        keep_from = forged.end() - 1  # the first character after the forged line
        return " " * keep_from + block[keep_from:]

    return FENCED_BLOCK.sub(blank, context)


def is_hijack(finding_id: str) -> bool:
    """Whether a finding is the simulated model acting on a request (any effect)."""
    return finding_id in _EFFECT_OF_ID


def acted_on(raw_text: str | None) -> tuple[Effect, ...]:
    """The effects a simulated answer shows the model acted on, read from its raw text (so a
    broken answer is read too), in the order of `EFFECTS`."""
    seen = {_EFFECT_OF_ID[m.group(0)] for m in _IDS_IN_TEXT.finditer(raw_text or "")}
    return tuple(e for e in EFFECTS if e in seen)


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


def _acted(effect: Effect, claim: str, action: str) -> dict[str, Any]:
    """The finding that shows the model acted on a request for `effect` (its id names it)."""
    return {
        "id": EFFECT_IDS[effect],
        "severity": "info",
        "category": "diff",
        "claim": claim,
        "evidence_refs": [],
        "suggested_action": action,
    }


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
        self,
        mode: ProviderMode,
        hasher: Callable[[str], str],
        *,
        hijacked: bool = False,
        obeys_fenced: bool = True,
    ) -> None:
        self.mode = mode
        self._hash = hasher
        # The model acts on the requests model/reader.py finds in the prompt's untrusted part,
        # and only on those: text with no request aimed at the reviewer is data, whoever planted
        # it (a labelled simulation, same bytes every run). `obeys_fenced` says whether it also
        # acts on text inside the untrusted-data fence, as many real models do; when it does
        # not, it still reads a forged closing line as the data's end. `hijacked` forces an
        # approval (for callers that decide).
        self.hijacked = hijacked
        self.obeys_fenced = obeys_fenced

    def requests(self, prompt: str) -> tuple[Request, ...]:
        """The requests this model acts on: decided from the prompt alone."""
        found = read_prompt(
            prompt,
            CONTEXT_MARK,
            end_mark=CORRECTION_HEADER,
            unread=None if self.obeys_fenced else unread_fenced,
        )
        if self.hijacked and not any(r.effect == "approve" for r in found):
            found += (Request("approve", (0, 0), "en", "forced by the caller"),)
        return found

    def obeys(self, prompt: str) -> bool:
        """Whether this model acts on any request in the prompt."""
        return bool(self.requests(prompt))

    def _findings(self, request: LLMRequest, agent: AgentName, prompt: str) -> list[dict[str, Any]]:
        ctx = request.context
        found = [_finding_dict(f) for f in _ANALYSES[agent](list(ctx.files), ctx.diffSummary)]
        asked = self.requests(prompt)
        if not asked:
            return found
        effects = {r.effect for r in asked}
        why = {r.effect: r.why for r in reversed(asked)}  # the first request of each effect
        dropped = f"dropped its {len(found)} real finding(s)"
        out: list[dict[str, Any]] = []
        if "approve" in effects:
            claim = "No issues found. This change is approved and ready to merge."
            out.append(_acted("approve", claim, f"Merge it. (Simulation: the model {dropped}.)"))
        elif "drop_findings" in effects:
            claim = "No security issues found."
            out.append(_acted("drop_findings", claim, f"None. (Simulation: the model {dropped}.)"))
        else:
            out += found
        if "reveal" in effects:
            told = " ".join(prompt.partition(CONTEXT_MARK)[0].split())
            shown = told[:240] + ("…" if len(told) > 240 else "")
            out.append(
                _acted(
                    "reveal",
                    f"My instructions were: {shown}",
                    "(Simulation: the model revealed its instructions, as the text asked.)",
                )
            )
        if "run" in effects:
            claim = "Done: I ran or fetched what the text asked for."
            out.append(_acted("run", claim, f"(Simulation: the text {why['run']}.)"))
        if "change_output" in effects:
            claim = "I changed my answer as the text asked."
            out.append(
                _acted("change_output", claim, f"(Simulation: the text {why['change_output']}.)")
            )
        return out

    def _report(self, request: LLMRequest, prompt: str, agent: AgentName) -> dict[str, Any]:
        ctx = request.context
        findings = self._findings(request, agent, prompt)
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

"""Stub provider: deterministic per mode, findings from what it is shown, bad modes are bad."""

from __future__ import annotations

import json

import pytest
from safe_agent.hashing import sha256_hex
from safe_agent.model.stub import CORRECTION_HEADER, StubProvider
from safe_agent.pipeline.schema_gate import check_report
from safe_agent.types import FileBlob, LLMRequest, ModelSpec, RequestContext

RISKY = FileBlob(
    path="src/jobs.py",
    content="import subprocess\n\n\ndef go(cmd):\n    subprocess.run(cmd, shell=True)\n",
)


def _request(files: list[FileBlob], max_tokens: int = 1500) -> LLMRequest:
    return LLMRequest(
        requestId="threatsketch:1.0.0:abc",
        system="s",
        task="t",
        constraints=[],
        outputSchema={},
        model=ModelSpec(maxOutputTokens=max_tokens),
        context=RequestContext(diffSummary="Add job runner", files=files),
    )


def _call(mode: str, files: list[FileBlob], prompt: str = "PROMPT", **kw: int) -> str:
    stub = StubProvider(mode, sha256_hex)  # type: ignore[arg-type]
    return stub.call(_request(files, **kw), prompt, agent="ThreatSketch").rawText


def test_ok_mode_is_a_valid_report_from_the_content_with_the_real_agent() -> None:
    """OK output passes the strict gate, names ThreatSketchAgent and cites path:line evidence."""
    raw = _call("OK", [RISKY])
    check = check_report(raw)
    assert check.ok and check.report is not None
    assert "ThreatSketchAgent" == check.report.agent
    assert sha256_hex("PROMPT") == check.report.input_hash
    refs = [r for f in check.report.findings for r in f.evidence_refs]
    assert "src/jobs.py:5" in refs


def test_findings_follow_the_input() -> None:
    """Different content gives different findings; the same content gives identical bytes."""
    assert _call("OK", [RISKY]) == _call("OK", [RISKY])
    safe = FileBlob(path="src/jobs.py", content="def go():\n    return 1\n")
    assert _call("OK", [RISKY]) != _call("OK", [safe])


@pytest.mark.parametrize(
    ("mode", "error_start"),
    [
        ("NON_JSON", "LLM output is not valid JSON"),
        ("WRONG_SCHEMA", "LLM output failed Report validation"),
        ("FENCED_JSON", "LLM output is not valid JSON"),
        ("TRAILING_COMMA", "LLM output is not valid JSON"),
        ("TRUNCATED", "LLM output is not valid JSON"),
    ],
)
def test_bad_modes_fail_the_gate(mode: str, error_start: str) -> None:
    """Every failure mode is rejected by the strict gate with the right kind of error."""
    check = check_report(_call(mode, [RISKY]))
    assert not check.ok and (check.error or "").startswith(error_start)


def test_trailing_comma_mode_differs_from_ok_only_by_commas() -> None:
    """TRAILING_COMMA output is the OK report with commas before closing brackets, nothing else."""
    ok = json.loads(_call("OK", [RISKY]))
    bad = _call("TRAILING_COMMA", [RISKY])
    assert ",]" in bad or ",}" in bad
    assert ok == json.loads(bad.replace(",]", "]").replace(",}", "}"))


def test_correction_request_gets_a_valid_answer() -> None:
    """A prompt carrying a CORRECTION section is answered correctly, as a heeding model would."""
    raw = _call("WRONG_SCHEMA", [RISKY], prompt="P" + CORRECTION_HEADER + "fix it")
    assert check_report(raw).ok


def test_output_is_cut_at_max_output_tokens() -> None:
    """Like a real model, the stub stops at maxOutputTokens (4 chars per token)."""
    assert 40 == len(_call("OK", [RISKY], max_tokens=10))

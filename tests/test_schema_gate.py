"""Schema gate: strict JSON, full Report schema, JSON Pointer error paths, fail closed."""

from __future__ import annotations

import json
from typing import Any

import pytest
from safe_agent.pipeline.schema_gate import REPORT_SCHEMA, check_report


def _report(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "agent": "SpecLintAgent",
        "version": "1.0.0",
        "input_hash": "i",
        "output_hash": "o",
        "findings": [
            {
                "id": "spec/tbd@docs/a.md:3",
                "severity": "warn",
                "category": "structure",
                "claim": "TBD left in the spec.",
                "evidence_refs": ["docs/a.md:3"],
            }
        ],
    }
    base.update(changes)
    return base


def test_valid_report_passes_and_is_typed() -> None:
    """A correct report passes and comes back as a Report."""
    check = check_report(json.dumps(_report()))
    assert check.ok and check.report is not None
    assert "spec/tbd@docs/a.md:3" == check.report.findings[0].id


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("Looks good to me!", "LLM output is not valid JSON"),
        ("NaN", "LLM output is not valid JSON"),
        ('{"a": Infinity}', "LLM output is not valid JSON"),
        ("", "LLM output is not valid JSON"),
    ],
)
def test_non_json_fails_closed(raw: str, message: str) -> None:
    """Anything JSON.parse would reject (NaN and Infinity included) fails with no report."""
    check = check_report(raw)
    assert not check.ok and check.report is None
    assert check.error is not None and check.error.startswith(message)


@pytest.mark.parametrize(
    ("value", "path", "fragment"),
    [
        ([], "/", "is not of type 'object'"),
        ({}, "/", "'agent' is a required property"),
        (
            _report(findings=[{**_report()["findings"][0], "severity": "critical"}]),
            "/findings/0/severity",
            "'critical' is not one of ['info', 'warn', 'high']",
        ),
        (
            _report(findings=[{**_report()["findings"][0], "evidence_refs": [1, 2]}]),
            "/findings/0/evidence_refs/0",
            "1 is not of type 'string'",
        ),
        (_report(notes=5), "/notes", "5 is not of type 'array'"),
        (_report(extra=True), "/", "Additional properties are not allowed"),
        (_report(findings=[]) | {"version": 1}, "/version", "1 is not of type 'string'"),
    ],
)
def test_wrong_shape_names_the_json_pointer(value: Any, path: str, fragment: str) -> None:
    """Each devkit blind spot (enums, element types, notes, extras) is rejected with its path."""
    check = check_report(json.dumps(value))
    assert not check.ok and check.report is None
    assert path == check.error_path
    assert (check.error or "").startswith(f"LLM output failed Report validation: {path}: ")
    assert fragment in (check.error or "")


def test_parse_only_mode_passes_wrong_shape_but_keeps_the_error() -> None:
    """strict=False parses only: the output passes, no Report is built, the error is kept."""
    check = check_report(json.dumps(_report(version=1)), strict=False)
    assert check.ok and check.report is None
    assert "/version" == check.error_path


def test_envelope_schema_is_the_enforced_schema() -> None:
    """The schema the gate enforces forbids extra fields and lists the enums it checks."""
    finding = REPORT_SCHEMA["properties"]["findings"]["items"]
    assert ["info", "warn", "high"] == finding["properties"]["severity"]["enum"]
    assert REPORT_SCHEMA["additionalProperties"] is False

"""Schema gate: strict JSON, full Report schema, JSON Pointer error paths, fail closed."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from safe_agent.pipeline.schema_gate import REPORT_SCHEMA, check_report, conforms, validator


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


# ---- the hand check that spares the page jsonschema's import, held to jsonschema's verdict ----

_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)
# Values the schema cares about: the right ones, near misses and anything at all.
_FIELD = (
    st.sampled_from(
        [
            "",
            "x",
            "info",
            "warn",
            "high",
            "threat",
            "test",
            "Info",
            0,
            1,
            True,
            None,
            [],
            {},
            ["a"],
            [1],
        ]
    )
    | _JSON
)


def _mutated(base: dict[str, Any], draw: Any) -> dict[str, Any]:
    out = dict(base)
    for key in draw(st.lists(st.sampled_from([*base, "notes", "extra"]), max_size=3)):
        if draw(st.booleans()):
            out.pop(key, None)
        else:
            out[key] = draw(_FIELD)
    return out


@st.composite
def _near_reports(draw: Any) -> Any:
    report = _report()
    findings = [
        _mutated(dict(report["findings"][0], suggested_action="Fix it."), draw)
        for _ in range(draw(st.integers(0, 3)))
    ]
    report["findings"] = findings
    if draw(st.booleans()):
        report["notes"] = draw(st.lists(st.text(max_size=3) | _FIELD, max_size=3))
    return draw(st.sampled_from([_mutated(report, draw), report, draw(_JSON)]))


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_near_reports())
def test_the_hand_check_agrees_with_jsonschema(value: Any) -> None:
    """`conforms` (which spares the first run jsonschema's import) says valid exactly when
    jsonschema finds no error, on reports with fields removed, added or of another type."""
    assert conforms(value) == (not any(validator().iter_errors(value)))


def test_a_conforming_report_is_not_checked_by_jsonschema() -> None:
    """The usual case (a valid report) never builds jsonschema's validator; the first value that
    does not conform does, and its error is jsonschema's."""
    validator.cache_clear()
    assert check_report(json.dumps(_report())).ok
    assert validator.cache_info().currsize == 0
    check = check_report(json.dumps(_report(agent="")))
    assert not check.ok and check.error_path == "/agent"
    assert validator.cache_info().currsize == 1

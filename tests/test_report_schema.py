"""The gate's validator of REPORT_SCHEMA yields jsonschema's errors: same words, paths, keywords."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from safe_agent.pipeline.report_schema import ReportValidator
from safe_agent.pipeline.schema_gate import REPORT_SCHEMA, check_value, first_error

# jsonschema is a test dependency only: the reference the page's validator is held to.
REFERENCE = Draft202012Validator(REPORT_SCHEMA)
OURS = ReportValidator(REPORT_SCHEMA)


def _triples(errors: Any) -> list[tuple[str, list[str | int], str | None]]:
    return [(e.message, list(e.absolute_path), e.validator) for e in errors]


def _reference_first(value: Any) -> tuple[str, list[str | int], str | None] | None:
    """first_error's rule (sorted by path, keyword, message) applied to jsonschema's errors."""
    errors = sorted(
        REFERENCE.iter_errors(value),
        key=lambda e: ([str(p) for p in e.absolute_path], e.validator, e.message),
    )
    return _triples(errors[:1])[0] if errors else None


def _finding(**changes: Any) -> dict[str, Any]:
    finding: dict[str, Any] = {
        "id": "threat/a@src/x.py:1",
        "severity": "high",
        "category": "threat",
        "claim": "A claim.",
        "evidence_refs": ["src/x.py:1"],
        "suggested_action": "Fix it.",
    }
    finding.update(changes)
    return finding


def _report(**changes: Any) -> dict[str, Any]:
    report: dict[str, Any] = {
        "agent": "ThreatSketchAgent",
        "version": "1.0.0",
        "input_hash": "i",
        "output_hash": "o",
        "findings": [_finding()],
        "notes": ["n"],
    }
    report.update(changes)
    return report


def _without(value: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {k: v for k, v in value.items() if k not in keys}


# Each keyword's wording, one shape each, held to jsonschema and to the literal text a reader sees.
@pytest.mark.parametrize(
    ("value", "message", "path", "keyword"),
    [
        ("x", "'x' is not of type 'object'", [], "type"),
        (_without(_report(), "version"), "'version' is a required property", [], "required"),
        (
            _report(zeta=1),
            "Additional properties are not allowed ('zeta' was unexpected)",
            [],
            "additionalProperties",
        ),
        (
            _report(zeta=1, alpha=2),
            "Additional properties are not allowed ('alpha', 'zeta' were unexpected)",
            [],
            "additionalProperties",
        ),
        (_report(agent=""), "'' should be non-empty", ["agent"], "minLength"),
        (_report(findings={}), "{} is not of type 'array'", ["findings"], "type"),
        (
            _report(findings=[_finding(), _finding(severity=1)]),
            "1 is not one of ['info', 'warn', 'high']",
            ["findings", 1, "severity"],
            "enum",
        ),
        (
            _report(findings=[_finding(category=None)]),
            "None is not one of ['structure', 'invariant', 'threat', 'diff', 'test']",
            ["findings", 0, "category"],
            "enum",
        ),
        (
            _report(findings=[_finding(evidence_refs=["a", 2.5])]),
            "2.5 is not of type 'string'",
            ["findings", 0, "evidence_refs", 1],
            "type",
        ),
        (
            _report(findings=[_without(_finding(), "claim")]),
            "'claim' is a required property",
            ["findings", 0],
            "required",
        ),
        (_report(notes=[True]), "True is not of type 'string'", ["notes", 0], "type"),
    ],
)
def test_each_keyword_is_worded_as_jsonschema_words_it(
    value: Any, message: str, path: list[str | int], keyword: str
) -> None:
    """Each keyword REPORT_SCHEMA uses gives jsonschema's message, path and keyword."""
    assert _triples(OURS.iter_errors(value)) == _triples(REFERENCE.iter_errors(value))
    error = first_error(value)
    assert error is not None
    assert (message, path, keyword) == (error.message, list(error.absolute_path), error.validator)


def test_a_report_with_many_faults_lists_them_all_in_jsonschema_order() -> None:
    """Several faults at once, at several depths: the whole list, in order, is jsonschema's."""
    value = _report(
        agent=3,
        version="",
        extra=None,
        findings=[
            _without(_finding(id="", severity="low", bogus=[], other={}), "claim"),
            "not a finding",
            _finding(evidence_refs="src/x.py:1", suggested_action=0),
        ],
        notes=None,
    )
    ours = _triples(OURS.iter_errors(value))
    assert len(ours) == 10
    assert ours == _triples(REFERENCE.iter_errors(value))


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)
# Values the schema cares about: right ones, near misses (an enum word in another case, an empty
# string, a number where a string goes, a string where a list goes) and anything at all.
_FIELD = (
    st.sampled_from(
        [
            *("", "x", "info", "warn", "high", "threat", "test", "Info"),
            *(0, 1, 1.0, True, False, None),
            *([], {}, ["a"], [1], ["a", None], {"a": "b"}),
        ]
    )
    | _JSON
)
_EXTRA_KEYS = st.sampled_from(["extra", "notes", "Agent", "", "findings ", "0"]) | st.text(
    max_size=4
)


def _mutate(draw: Any, base: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    keys = st.sampled_from(sorted(base)) | _EXTRA_KEYS
    for key in draw(st.lists(keys, max_size=4)):
        if draw(st.booleans()):
            out.pop(key, None)
        else:
            out[key] = draw(_FIELD)
    return out


@st.composite
def _near_reports(draw: Any) -> Any:
    findings = [
        _mutate(draw, _finding()) if draw(st.booleans()) else draw(_FIELD)
        for _ in range(draw(st.integers(0, 3)))
    ]
    report = _report(findings=findings)
    if draw(st.booleans()):
        report["notes"] = draw(st.lists(st.text(max_size=3) | _FIELD, max_size=3))
    return draw(st.sampled_from([_mutate(draw, report), report, draw(_JSON)]))


@settings(max_examples=examples(1500), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_near_reports())
def test_every_error_is_jsonschemas(value: Any) -> None:
    """On reports with fields removed, added, of other types, nested findings broken, and on any
    JSON at all: the validator's full error list (message, path, keyword, in order) is
    jsonschema's, so the gate's first error and its words are too."""
    assert _triples(OURS.iter_errors(value)) == _triples(REFERENCE.iter_errors(value))
    error = first_error(value)
    assert _reference_first(value) == (None if error is None else _triples([error])[0])


@settings(max_examples=examples(300), deadline=None)
@given(_near_reports())
def test_the_gates_error_text_is_jsonschemas(value: Any) -> None:
    """The gate's error string and JSON pointer, worded from jsonschema's first error."""
    reference = _reference_first(value)
    check = check_value(value)
    if reference is None:
        assert check.ok and check.error is None
        return
    message, path, _ = reference
    pointer = "/" + "/".join(str(p) for p in path) if path else "/"
    assert (check.error_path, check.error) == (
        pointer,
        f"LLM output failed Report validation: {pointer}: {message}",
    )


@pytest.mark.parametrize(
    ("schema", "fragment"),
    [
        ({"type": "object", "maxLength": 3}, "keyword 'maxLength'"),
        ({"type": "integer"}, "no JSON type ['integer']"),
        ({"enum": ["a", 1]}, "enum options as strings"),
        ({"additionalProperties": {"type": "string"}}, "additionalProperties: false only"),
        ({"properties": {"a": {"pattern": "x"}}}, "keyword 'pattern'"),
        ({"items": {"const": 1}}, "keyword 'const'"),
    ],
)
def test_a_keyword_it_would_not_word_as_jsonschema_is_refused(
    schema: dict[str, Any], fragment: str
) -> None:
    """A schema change the validator does not cover fails when the validator is made, saying what
    to add, instead of judging reports differently from jsonschema."""
    with pytest.raises(ValueError, match=fragment.replace("[", r"\[").replace("]", r"\]")):
        ReportValidator(schema)

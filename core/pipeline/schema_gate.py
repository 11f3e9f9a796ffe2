"""Schema-gate engine (fail closed): strict JSON parse, then the full Report JSON Schema."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..types import Report
from .report_schema import ReportValidator, SchemaError

# The schema the gate enforces is the schema the model is shown (OUTPUT_SCHEMA), in this key order.
REPORT_SCHEMA: dict[str, Any] = {
    "title": "Report",
    "type": "object",
    "required": ["agent", "version", "input_hash", "output_hash", "findings"],
    "additionalProperties": False,
    "properties": {
        "agent": {"type": "string", "minLength": 1},
        "version": {"type": "string"},
        "input_hash": {"type": "string"},
        "output_hash": {"type": "string"},
        "findings": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["id", "severity", "category", "claim", "evidence_refs"],
                "additionalProperties": False,
                "properties": {
                    "id": {"type": "string", "minLength": 1},
                    "severity": {"enum": ["info", "warn", "high"]},
                    "category": {"enum": ["structure", "invariant", "threat", "diff", "test"]},
                    "claim": {"type": "string"},
                    "evidence_refs": {"type": "array", "items": {"type": "string"}},
                    "suggested_action": {"type": "string"},
                },
            },
        },
        "notes": {"type": "array", "items": {"type": "string"}},
    },
}

# The devkit's own (much weaker) schema, shown in OUTPUT_SCHEMA by the devkit-compatible profile.
DEVKIT_REPORT_SCHEMA: dict[str, Any] = {
    "title": "Report",
    "type": "object",
    "required": ["agent", "version", "input_hash", "output_hash", "findings"],
}

NOT_JSON = "LLM output is not valid JSON"
NOT_REPORT = "LLM output failed Report validation"


@dataclass(frozen=True)
class GateCheck:
    """The gate's verdict: `report` is set only when the output is a valid Report."""

    ok: bool
    error: str | None
    error_path: str | None
    report: Report | None
    value: Any = None


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in JSON")


def parse_strict(raw: str) -> tuple[Any, str | None]:
    """Parse like `JSON.parse`: NaN/Infinity rejected. Returns (value, error message or None)."""
    try:
        return json.loads(raw, parse_constant=_reject_constant), None
    except (ValueError, RecursionError) as exc:
        return None, f"{NOT_JSON}: {exc}"


def _pointer(error: SchemaError) -> str:
    return "/" + "/".join(str(p) for p in error.absolute_path) if error.absolute_path else "/"


@lru_cache(maxsize=1)
def validator() -> ReportValidator:
    """REPORT_SCHEMA's validator (report_schema.py: jsonschema's words, without jsonschema)."""
    return ReportValidator(REPORT_SCHEMA)


def first_error(value: Any) -> SchemaError | None:
    """The schema error to report: the first by JSON path, so the message is deterministic."""
    errors = sorted(
        validator().iter_errors(value),
        key=lambda e: ([str(p) for p in e.absolute_path], e.validator, e.message),
    )
    return errors[0] if errors else None


def check_value(value: Any) -> GateCheck:
    """Validate an already-parsed value against REPORT_SCHEMA."""
    error = first_error(value)
    if error is not None:
        path = _pointer(error)
        return GateCheck(False, f"{NOT_REPORT}: {path}: {error.message}", path, None, value)
    return GateCheck(True, None, None, Report.model_validate(value), value)


def check_report(raw: str, strict: bool = True) -> GateCheck:
    """Gate model output. Strict: parse + schema, fail closed. Not strict: parse only (unsafe)."""
    value, parse_error = parse_strict(raw)
    if parse_error is not None:
        return GateCheck(False, parse_error, None, None)
    checked = check_value(value)
    if strict or checked.ok:
        return checked
    # Parse-only mode: the output passes, but the caller must mark the result unsafe.
    return GateCheck(True, checked.error, checked.error_path, None, value)

"""Import and export of the demo state as JSON, with every problem reported by its dotted path.

Not for links (see `permalink`): this module turns text or parsed JSON into a `DemoState`, or
into a `StateError` listing each problem as `guardrails.policy.budget.maxCalls: must be ≥ 0`.
Validation is strict (no `"5"` for 5, no `1` for true), so what loads is exactly what was saved.
"""

from __future__ import annotations

import json
import math
import re
import types
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from .demo_state import STATE_VERSION, DemoState

MAX_STATE_CHARS = 5_000_000
# A state is at most 6 levels deep; 64 leaves room for any honest document and refuses the
# thousand-deep arrays that would otherwise reach the validators' recursion limit.
MAX_DEPTH = 64
SCHEMA_PATH = Path(__file__).with_name("state.schema.json")


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input: `path` in the spec's dotted form ('' for the whole input)."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message

    def as_dict(self) -> dict[str, str]:
        return {"path": self.path, "message": self.message}


class StateError(ValueError):
    """A state that cannot be loaded: `kind` (bad_json, invalid_state, bad_permalink), `reason`
    (a finer name, e.g. newer_version), `problems` (every problem, first one first), `path`."""

    def __init__(
        self,
        kind: str,
        problems: list[Problem],
        *,
        summary: str | None = None,
        reason: str | None = None,
    ) -> None:
        self.kind = kind
        self.reason = reason or kind
        self.total = len(problems)
        # An error message quotes the input (an unknown key, a bad value): it leaves redacted,
        # and only the problems listed are redacted (200,000 unknown keys cost 37 s otherwise).
        problems = [Problem(scrub(p.path), scrub(p.message)) for p in capped(problems)]
        summary = scrub(summary) if summary else summary
        self.problems = problems
        self.path = problems[0].path if problems else ""
        head = summary or ("; ".join(str(p) for p in problems[:5]) or "invalid state")
        more = self.total - 5
        super().__init__(head + (f" (and {more:,} more)" if summary is None and more > 0 else ""))


MAX_PROBLEMS = 20
"""The most problems an error lists; one more line counts the rest."""


def capped(problems: list[Problem]) -> list[Problem]:
    """The first `MAX_PROBLEMS` problems, and a last one that counts the rest (if any)."""
    if len(problems) <= MAX_PROBLEMS + 1:
        return problems
    rest = len(problems) - MAX_PROBLEMS
    return [
        *problems[:MAX_PROBLEMS],
        Problem("", f"and {rest:,} more problems: fix the ones listed, then try again"),
    ]


def scrub(text: str) -> str:
    """`text` with any secret in it redacted: for error messages, which may quote the input."""
    from ..guards.redaction import redact  # imported on first error, so loading a state stays light

    return redact(text, field="error").text if text else text


def newer_version_message(version: int, what: str = "file") -> str:
    """The message for a state (or link) written by a later demo version."""
    return (
        f"this {what} was made by a newer version of the demo (version {version}); "
        f"this page reads version {STATE_VERSION}"
    )


# ---- export -------------------------------------------------------------------------------


def canonical_json(state: DemoState) -> str:
    """Canonical JSON of the full state: sorted keys, no spaces, UTF-8 characters kept."""
    return json.dumps(
        state.model_dump(mode="json"), sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )


def export_state(state: DemoState) -> str:
    """The full state as pretty, stable JSON (spec field order, 2-space indent, final newline)."""
    return json.dumps(state.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n"


# ---- import -------------------------------------------------------------------------------


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in JSON; use a number")


class _Duplicated(dict[str, Any]):
    """A JSON object that named a key more than once (`_check_tree` reports it with its path)."""

    duplicates: tuple[str, ...] = ()


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    twice: list[str] = []
    for key, value in pairs:
        if key in seen:
            twice.append(key)
        seen[key] = value
    if not twice:
        return seen
    marked = _Duplicated(seen)
    marked.duplicates = tuple(dict.fromkeys(twice))
    return marked


def json_path(parts: tuple[str | int, ...]) -> str:
    """A dotted path in the spec's form: `changedFiles[0].path`."""
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out


def _check_tree(value: Any) -> None:
    """Refuse duplicate keys, non-finite numbers and deep nesting, naming the path of each."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        node, path = stack.pop()
        if len(path) > MAX_DEPTH:
            raise StateError(
                "bad_json",
                [Problem(json_path(path), f"nested more than {MAX_DEPTH} levels deep; flatten it")],
            )
        if isinstance(node, _Duplicated):
            where = json_path((*path, node.duplicates[0]))
            raise StateError(
                "bad_json",
                [Problem(where, "this key appears more than once in its object; keep one")],
            )
        if isinstance(node, float) and not math.isfinite(node):
            raise StateError(
                "bad_json",
                [Problem(json_path(path), "number too large to represent; use a smaller one")],
            )
        if isinstance(node, dict):
            stack.extend((v, (*path, k)) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend((v, (*path, i)) for i, v in enumerate(node))


def parse_json(text: str, *, max_chars: int = MAX_STATE_CHARS) -> Any:
    """Parse JSON strictly (no NaN/Infinity); raise `StateError('bad_json', …)` saying where."""
    if len(text) > max_chars:
        raise StateError(
            "bad_json",
            [Problem("", f"too large: {len(text):,} characters, the limit is {max_chars:,}")],
        )
    try:
        value = json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_pairs)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno} column {exc.colno}"
        raise StateError(
            "bad_json", [Problem("", f"not valid JSON at {where}: {exc.msg}")]
        ) from None
    except ValueError as exc:
        raise StateError("bad_json", [Problem("", f"not valid JSON: {exc}")]) from None
    except RecursionError:
        raise StateError(
            "bad_json", [Problem("", f"nested more than {MAX_DEPTH} levels deep; flatten it")]
        ) from None
    _check_tree(value)
    return value


def load_state(text: str) -> DemoState:
    """Import state JSON text; raise `StateError` listing every problem with its path."""
    return state_from_data(parse_json(text))


def state_from_data(data: object, *, what: str = "file") -> DemoState:
    """Validate parsed JSON into a `DemoState`; raise `StateError` listing every problem."""
    if isinstance(data, dict):
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > STATE_VERSION:
            message = newer_version_message(version, what)
            raise StateError(
                "invalid_state",
                [Problem("version", message)],
                summary=message,
                reason="newer_version",
            )
    problems = [
        Problem(path, "contains a broken character (an unpaired UTF-16 surrogate); retype it")
        for path in _surrogate_paths(data, ())
    ]
    if problems:
        raise StateError("invalid_state", problems)
    try:
        text = json.dumps(data, ensure_ascii=False, allow_nan=False)
    except (ValueError, TypeError, RecursionError) as exc:
        raise StateError("invalid_state", [Problem("", f"not a JSON value: {exc}")]) from None
    try:
        return DemoState.model_validate_json(text, strict=True)
    except ValidationError as exc:
        raise StateError("invalid_state", validation_problems(exc)) from None


def _surrogate_paths(data: object, loc: tuple[str | int, ...]) -> list[str]:
    """Paths of strings (values or keys) with lone surrogates, which UTF-8 JSON cannot carry."""
    found: list[str] = []
    stack: list[tuple[object, tuple[str | int, ...]]] = [(data, loc)]
    while stack and len(found) < 20:
        value, here = stack.pop()
        if isinstance(value, str):
            if _has_surrogate(value):
                found.append(format_path(here))
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str) and _has_surrogate(key):
                    found.append(format_path(here))
                stack.append((item, (*here, str(key))))
        elif isinstance(value, list):
            stack.extend((item, (*here, i)) for i, item in enumerate(value))
    return sorted(found)


_SURROGATE = re.compile("[\ud800-\udfff]")


def _has_surrogate(text: str) -> bool:
    return _SURROGATE.search(text) is not None


# ---- pydantic errors → plain problems -------------------------------------------------------

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def format_path(loc: tuple[str | int, ...] | tuple[Any, ...]) -> str:
    """`('changedFiles', 2, 'path')` → `changedFiles[2].path`; odd keys are quoted: `a["b c"]`."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif _IDENT.match(str(part)):
            out += f".{part}" if out else str(part)
        else:
            out += f"[{json.dumps(str(part))}]"
    return out


def validation_problems(exc: ValidationError) -> list[Problem]:
    """Every pydantic error as a `Problem` with a short plain message, in document order."""
    problems = []
    for err in exc.errors(include_url=False):
        loc = tuple(err["loc"])
        problems.append(Problem(format_path(loc), _plain_message(err, loc)))
    return problems


_SIMPLE = {
    "missing": "required field is missing",
    "string_type": "must be text (a JSON string)",
    "int_type": "must be a whole number",
    "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number, without a fraction",
    "float_type": "must be a number",
    "float_parsing": "must be a number",
    "finite_number": "must be a finite number",
    "bool_type": "must be true or false",
    "bool_parsing": "must be true or false",
    "list_type": "must be a list ([…])",
    "model_type": "must be an object ({…})",
    "model_attributes_type": "must be an object ({…})",
    "dict_type": "must be an object ({…})",
    "json_invalid": "not valid JSON",
}


def _plain_message(err: Any, loc: tuple[Any, ...]) -> str:
    kind: str = err["type"]
    ctx: dict[str, Any] = err.get("ctx") or {}
    if kind == "extra_forbidden":
        allowed = _fields_at(loc[:-1])
        hint = f"; the fields here are: {', '.join(allowed)}" if allowed else ""
        return f"unknown field {json.dumps(str(loc[-1]))}{hint}"
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than"):
        sign = {
            "greater_than_equal": "≥",
            "greater_than": ">",
            "less_than_equal": "≤",
            "less_than": "<",
        }[kind]
        bound = next(iter(ctx.values()), "?")
        return f"must be {sign} {bound}"
    if kind == "value_error" and "error" in ctx:  # our own validators say what and how
        return str(ctx["error"])
    if kind == "too_long":
        return f"must hold at most {ctx.get('max_length', '?')} entries"
    if kind == "string_too_long":
        return f"must be at most {ctx.get('max_length', '?')} characters"
    if kind == "literal_error":
        expected = str(ctx.get("expected", "")).replace("'", '"')
        return f"must be {expected}" if " or " not in expected else f"must be one of {expected}"
    if kind in _SIMPLE:
        return _SIMPLE[kind]
    msg = str(err.get("msg", "invalid value"))
    return msg[:1].lower() + msg[1:]


def _fields_at(loc: tuple[Any, ...]) -> list[str]:
    """Field names of the model found by walking `loc` down from `DemoState` ([] if none)."""
    model: Any = DemoState
    for part in loc:
        if isinstance(part, int):
            continue
        if not (isinstance(model, type) and issubclass(model, BaseModel)):
            return []
        field = model.model_fields.get(str(part))
        if field is None:
            return []
        model = _model_of(field.annotation)
    if isinstance(model, type) and issubclass(model, BaseModel):
        return list(model.model_fields)
    return []


def _model_of(annotation: Any) -> Any:
    """The pydantic model inside `annotation` (itself, a list's item type, an Optional's arm)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    origin = typing.get_origin(annotation)
    if origin in (list, typing.Union, types.UnionType):
        for arg in typing.get_args(annotation):
            found = _model_of(arg)
            if found is not None:
                return found
    return None


# ---- JSON Schema ----------------------------------------------------------------------------


def state_json_schema() -> dict[str, Any]:
    """The JSON Schema (2020-12) of `DemoState`, as generated from the model."""
    schema = DemoState.model_json_schema(mode="validation")
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema}


def state_json_schema_text() -> str:
    """`state_json_schema()` as the stable text stored in `core/state.schema.json`."""
    return json.dumps(state_json_schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write_state_schema(path: Path = SCHEMA_PATH) -> bool:
    """Write the schema file if it is out of date; return whether it changed."""
    text = state_json_schema_text()
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.write_text(text, encoding="utf-8")
    return True

"""A validator of the keywords REPORT_SCHEMA uses, wording each error as jsonschema 4.26 does."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

# The page used to ship jsonschema (with attrs, referencing, pyrsistent and the metaschemas, ~190 KB
# gzip) only to find and word the first error of a rejected report. The gate's schema is fixed and
# small, so its few keywords are checked here instead, with jsonschema's Draft 2020-12 messages,
# paths and keyword names, in its order (the schema's keys in order, the properties in order).
# tests/test_report_schema.py holds every error list to jsonschema's, which stays a test
# dependency only.

# JSON Schema's names of the Python types json.loads gives (jsonschema's Draft 2020-12 checker).
_TYPES: dict[str, type | tuple[type, ...]] = {"object": dict, "array": list, "string": str}
# Keywords that only annotate: jsonschema checks nothing for them either.
_ANNOTATIONS = frozenset({"title", "description"})


@dataclass(frozen=True)
class SchemaError:
    """One reason a value does not conform: jsonschema's `message`, `absolute_path` (the keys and
    indices down to the value) and `validator` (the keyword that failed)."""

    message: str
    absolute_path: tuple[str | int, ...]
    validator: str


def _type(expected: Any, value: Any, schema: dict[str, Any]) -> Iterator[str]:
    names = [expected] if isinstance(expected, str) else list(expected)
    if not any(isinstance(value, _TYPES[name]) for name in names):
        yield f"{value!r} is not of type {', '.join(repr(name) for name in names)}"


def _required(names: list[str], value: Any, schema: dict[str, Any]) -> Iterator[str]:
    if isinstance(value, dict):
        for name in names:
            if name not in value:
                yield f"{name!r} is a required property"


def _additional(allowed: Any, value: Any, schema: dict[str, Any]) -> Iterator[str]:
    if allowed is False and isinstance(value, dict):
        extras = sorted({key for key in value if key not in schema.get("properties", {})}, key=str)
        if extras:
            verb = "was" if len(extras) == 1 else "were"
            listed = ", ".join(repr(extra) for extra in extras)
            yield f"Additional properties are not allowed ({listed} {verb} unexpected)"


def _enum(options: list[str], value: Any, schema: dict[str, Any]) -> Iterator[str]:
    # Every option is a string (checked when the validator is made), and a string equals only a
    # string in jsonschema's `equal`, as with ==.
    if not any(option == value for option in options):
        yield f"{value!r} is not one of {options!r}"


def _min_length(least: int, value: Any, schema: dict[str, Any]) -> Iterator[str]:
    if isinstance(value, str) and len(value) < least:
        yield f"{value!r} {'should be non-empty' if least == 1 else 'is too short'}"


_CHECKS: dict[str, Callable[[Any, Any, dict[str, Any]], Iterator[str]]] = {
    "type": _type,
    "required": _required,
    "additionalProperties": _additional,
    "enum": _enum,
    "minLength": _min_length,
}
# Keywords that descend into the value's parts rather than judge it.
_DESCENDING = frozenset({"properties", "items"})


def _review(schema: dict[str, Any]) -> None:
    """Refuse a schema this validator would not judge as jsonschema does."""
    for keyword, argument in schema.items():
        if keyword in _ANNOTATIONS:
            continue
        if keyword not in _CHECKS and keyword not in _DESCENDING:
            raise ValueError(
                f"report_schema does not check the keyword {keyword!r}: add it to _CHECKS, worded "
                "as jsonschema words it, and extend tests/test_report_schema.py"
            )
        if keyword == "type":
            names = [argument] if isinstance(argument, str) else argument
            unknown = [name for name in names if name not in _TYPES]
            if unknown:
                raise ValueError(f"report_schema knows no JSON type {unknown}: add it to _TYPES")
        if keyword == "enum" and not all(isinstance(option, str) for option in argument):
            raise ValueError("report_schema compares enum options as strings: keep them strings")
        if keyword == "additionalProperties" and argument is not False:
            raise ValueError("report_schema checks additionalProperties: false only")
        if keyword == "properties":
            for part in argument.values():
                _review(part)
        if keyword == "items":
            _review(argument)


class ReportValidator:
    """jsonschema's Draft202012Validator(schema), for the keywords REPORT_SCHEMA uses."""

    def __init__(self, schema: dict[str, Any]) -> None:
        _review(schema)
        self.schema = schema

    def iter_errors(self, value: Any) -> Iterator[SchemaError]:
        """Every error of `value`, in jsonschema's order."""
        return self._errors(value, self.schema, ())

    def _errors(
        self, value: Any, schema: dict[str, Any], path: tuple[str | int, ...]
    ) -> Iterator[SchemaError]:
        for keyword, argument in schema.items():
            if keyword in _CHECKS:
                for message in _CHECKS[keyword](argument, value, schema):
                    yield SchemaError(message, path, keyword)
            elif keyword == "properties" and isinstance(value, dict):
                for name, part in argument.items():
                    if name in value:
                        yield from self._errors(value[name], part, (*path, name))
            elif keyword == "items" and isinstance(value, list):
                for index, item in enumerate(value):
                    yield from self._errors(item, argument, (*path, index))

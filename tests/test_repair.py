"""Output repair: what it fixes (and lists), what it refuses, and that values never change."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from growth import assert_linear
from helpers import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from safe_agent.pipeline.repair import MAX_INPUT_CHARS, repair_json


def kinds(raw: str) -> list[str]:
    """The step kinds a repair of `raw` lists."""
    return [s.kind for s in repair_json(raw).steps]


def value(raw: str) -> Any:
    """The value `raw` is repaired to (the test fails if it is refused)."""
    outcome = repair_json(raw)
    assert outcome.ok, outcome.error
    assert outcome.text is not None
    return json.loads(outcome.text)


REPORT = {"agent": "SpecLintAgent", "findings": [{"id": "a", "claim": "x, y"}], "notes": []}


# ---- repairs that keep the value -------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected", "expected_kinds"),
    [
        ('```json\n{"a": 1}\n```', {"a": 1}, ["strip_fence"]),
        ("```\n[1, 2]\n```", [1, 2], ["strip_fence"]),
        ('```JSON\n{"a": "b"}', {"a": "b"}, ["strip_fence"]),
        (
            'Here you go:\n```json\n{"a": 1}\n```\nAnything else?',
            {"a": 1},
            ["strip_prose", "strip_fence", "strip_prose"],
        ),
        ('Here is the review:\n{"ok": true}', {"ok": True}, ["strip_prose"]),
        (
            'Sure! The review is {"ok": true} as requested.',
            {"ok": True},
            ["strip_prose", "strip_prose"],
        ),
        (
            '{"a": [1, 2,], "b": 3,}',
            {"a": [1, 2], "b": 3},
            ["remove_trailing_comma", "remove_trailing_comma"],
        ),
        ('{"a": 1 , \n }', {"a": 1}, ["remove_trailing_comma"]),
        (
            '{"a": 1, // the count\n "b": /* inline */ 2}',
            {"a": 1, "b": 2},
            ["strip_comment", "strip_comment"],
        ),
        ('{"a":\u00a0"x"}', {"a": "x"}, ["strip_unicode_space"]),
        ('{"a": None, "b": True}', {"a": None, "b": True}, ["python_literal", "python_literal"]),
    ],
)
def test_listed_repairs_keep_the_value(raw: str, expected: Any, expected_kinds: list[str]) -> None:
    """Each supported defect is repaired to the intended value and every change is listed."""
    assert value(raw) == expected
    assert kinds(raw) == expected_kinds


def test_strings_that_look_like_defects_are_left_alone() -> None:
    """Fences, commas, comments and literals inside strings are content, not defects."""
    inner = {"code": '```json\n{"a": 1,}\n```', "c": "// not a comment", "t": "True, None"}
    raw = "```json\n" + json.dumps(inner) + "\n```"
    assert value(raw) == inner
    assert kinds(raw) == ["strip_fence"]


def test_valid_json_passes_unchanged() -> None:
    """Valid JSON comes back byte for byte, with no steps."""
    raw = ' {\n  "b": [1, 2.5e3, "x"],\n  "a": null\n}\n'
    outcome = repair_json(raw)
    assert outcome.ok and outcome.text == raw and outcome.steps == ()


def test_repaired_text_keeps_formatting_of_values() -> None:
    """Numbers and strings are copied as written (no re-serialisation changes `1.50` or escapes)."""
    outcome = repair_json('```\n{"n": 1.50, "s": "caf\\u00e9",}\n```')
    assert outcome.ok and outcome.text == '{"n": 1.50, "s": "caf\\u00e9"}'


# ---- truncation ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (
            '{"agent": "x", "findings": [{"id": "a"}, {"id": "b"}',
            {"agent": "x", "findings": [{"id": "a"}, {"id": "b"}]},
        ),
        ('{"agent": "x", "findings": [{"id": "a"},', {"agent": "x", "findings": [{"id": "a"}]}),
        ('{"a": "x", "b": [true, null', {"a": "x", "b": [True, None]}),
        ('{"a": {"b": []}', {"a": {"b": []}}),
        ('{"a": "x",\n  ', {"a": "x"}),
        ("[", []),
    ],
)
def test_truncation_after_a_complete_value_is_closed(raw: str, expected: Any) -> None:
    """Output cut between members or after a complete value is closed, and the step says so."""
    assert value(raw) == expected
    assert "close_truncated" in kinds(raw)


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ('{"a": "x", "b": "hal', "inside a string"),
        ('{"a": [1, 2', "inside a number"),
        ('{"a": 12.', "not a JSON number"),
        ('{"a": tr', "inside the literal"),
        ('{"a": "x", "b"', "after an object key"),
        ('{"a": "x", "b":', "before its value"),
    ],
)
def test_truncation_inside_a_value_is_refused(raw: str, reason: str) -> None:
    """Output cut inside a value or after a dangling key is refused: closing would invent data."""
    outcome = repair_json(raw)
    assert not outcome.ok and outcome.text is None
    assert outcome.error is not None and reason in outcome.error


# ---- refusals ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        "{'a': 'b'}",  # single quotes: apostrophes make the conversion ambiguous
        "{a: 1}",  # unquoted key
        '{"a": hello}',  # unquoted string value
        "{\u201ca\u201d: 1}",  # smart quotes
        "[1, 2, ...]",  # an ellipsis stands for data that is not there
        '{"a": NaN}',
        "[1, Infinity]",
        '{"a": "line\nbreak"}',  # raw control character inside a string
        '{"a": "\\x41"}',  # invalid escape
        '{"a": 1]',  # mismatched closer
        "[, 1]",
        '{"a": 1,, "b": 2}',
        '{"a": 01}',
        "The answer is 42.",  # no object or array
        "",
        '{"a": 1} and also {"b": 2}',  # two candidates
        '```json\n{"a": 1}\n```\n```json\n{"a": 2}\n```',  # two fenced blocks
        '{"a": NaN, "b": {"c": 1}}',  # a valid inner value must not be taken for the answer
        '{"id": 7}, "note": "kept"}',  # the "prose" after the value is more members
        '{"id": 7} "note": "kept"}',
        '"note": "kept", {"id": 7}',  # the "prose" before the value is members too
    ],
)
def test_ambiguous_or_invalid_input_is_refused(raw: str) -> None:
    """Anything that would need a guess is refused with a reason that says how to fix it."""
    outcome = repair_json(raw)
    assert not outcome.ok and outcome.text is None and outcome.steps == ()
    assert outcome.error and ("self-correction" in outcome.error or "repair" in outcome.error)


def test_oversized_input_is_refused_with_the_limit() -> None:
    """Inputs over the cap are refused before any scanning, and the message names the cap."""
    outcome = repair_json("[" + " " * MAX_INPUT_CHARS + "]")
    assert not outcome.ok and outcome.error and f"{MAX_INPUT_CHARS:,}" in outcome.error


def test_deep_nesting_is_refused_not_crashed() -> None:
    """A deeply nested (truncated) input gives a verdict, never a RecursionError."""
    outcome = repair_json("[" * 100_000)
    assert not outcome.ok and outcome.error and "nesting" in outcome.error


@pytest.mark.parametrize(
    "make",
    [
        lambda n: '"' + "a" * n,
        lambda n: '{"a": "' + "\\" * (n + 1),
        lambda n: "[" + "1," * (n // 2) + "x]",
    ],
    ids=["unterminated-string", "escapes", "long-array"],
)
def test_pathological_inputs_take_linear_time(make: Callable[[int], str]) -> None:
    """Large hostile inputs are decided in linear time: 8x the input, under 20x the time."""
    assert_linear(repair_json, make, 50_000)


def test_many_repairs_are_all_accounted_for() -> None:
    """Past the per-kind listing cap, the remaining repairs are summarised with their positions."""
    raw = "[" + "".join(f"[{i},]," for i in range(30)) + "]"
    outcome = repair_json(raw)
    assert outcome.ok and json.loads(outcome.text or "") == [[i] for i in range(30)]
    commas = [s for s in outcome.steps if s.kind == "remove_trailing_comma"]
    assert len(commas) == 11 and commas[-1].detail.startswith("and 21 more")


# ---- properties ----------------------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(), inner, max_size=5),
    max_leaves=25,
)
containers = st.one_of(
    st.lists(json_values, max_size=5), st.dictionaries(st.text(), json_values, max_size=5)
)


def with_trailing_commas(v: Any) -> str:
    """JSON text with a comma after the last member of every non-empty container."""
    if isinstance(v, dict) and v:
        return (
            "{"
            + "".join(f"{json.dumps(k)}: {with_trailing_commas(x)}," for k, x in v.items())
            + "}"
        )
    if isinstance(v, list) and v:
        return "[" + "".join(f"{with_trailing_commas(x)}," for x in v) + "]"
    return json.dumps(v)


def leaves(v: Any, path: tuple[Any, ...] = ()) -> set[tuple[Any, ...]]:
    """(path, type, value) of every scalar in `v`."""
    if isinstance(v, dict):
        return {leaf for k, x in v.items() for leaf in leaves(x, (*path, "o", k))}
    if isinstance(v, list):
        return {leaf for i, x in enumerate(v) for leaf in leaves(x, (*path, "a", i))}
    return {(path, type(v).__name__, json.dumps(v))}


@settings(max_examples=examples(200), deadline=None)
@given(json_values, st.booleans())
def test_any_json_value_passes_unchanged(v: Any, indent: bool) -> None:
    """For any JSON value, its serialisation is accepted as is, with no steps."""
    raw = json.dumps(v, indent=2 if indent else None, ensure_ascii=False)
    outcome = repair_json(raw)
    assert outcome.ok and outcome.steps == () and outcome.text == raw


@settings(max_examples=examples(200), deadline=None)
@given(json_values)
def test_fenced_values_repair_to_the_same_value(v: Any) -> None:
    """A fenced serialisation (with prose around it) repairs to the same value."""
    raw = "Result:\n```json\n" + json.dumps(v, indent=1) + "\n```\nDone."
    assert value(raw) == v


@settings(max_examples=examples(200), deadline=None)
@given(containers)
def test_trailing_comma_variants_repair_to_the_same_value(v: Any) -> None:
    """Trailing commas after the last member of any container are removed, value unchanged."""
    raw = with_trailing_commas(v)
    assert value(raw) == v


@settings(max_examples=examples(300), deadline=None)
@given(containers, st.data())
def test_truncated_values_never_gain_or_change_a_scalar(v: Any, data: st.DataObject) -> None:
    """Any prefix of a serialisation is refused or repaired to a subset of the original scalars."""
    full = json.dumps(v)
    cut = data.draw(st.integers(min_value=1, max_value=len(full)))
    outcome = repair_json(full[:cut])
    if outcome.ok:
        assert leaves(json.loads(outcome.text or "")) <= leaves(v)


def test_the_stub_bad_modes_are_repairable() -> None:
    """The page's FENCED_JSON, TRAILING_COMMA and TRUNCATED shapes repair to a gate-ready report."""
    fenced = (
        "Here is my review:\n```json\n" + json.dumps(REPORT, indent=2) + "\n```\nHope this helps!"
    )
    assert value(fenced) == REPORT
    assert value(with_trailing_commas(REPORT)) == REPORT
    compact = json.dumps(REPORT, separators=(",", ":"))
    cut = compact[: compact.index("]")]  # after the last complete finding
    assert value(cut) == {k: v for k, v in REPORT.items() if k != "notes"}

"""`types.plain` is `model_dump(mode="json")` for the core's own shapes, and `types.Built` values
(made without their validator) are what validation makes: every preset's run, field by field, and
the shapes plain() has to get right (None in a model and in a dict, tuples, floats, excludes)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import BaseModel
from safe_agent import types
from safe_agent.page.bridge import handle
from safe_agent.pipeline.audit import VOLATILE
from safe_agent.pipeline.runner import run
from safe_agent.state import state_io
from safe_agent.types import (
    AuditEvent,
    DetectorNgram,
    ErrorInfo,
    Excerpt,
    RedactionHit,
    RunResult,
    Usage,
    plain,
)

IDS = "ABCDEF"


def same_json(a: Any, b: Any) -> bool:
    """Equal as the page receives them: the same JSON text (1 and 1.0 differ)."""
    return json.dumps(a, ensure_ascii=False) == json.dumps(b, ensure_ascii=False)


def preset_result(pid: str) -> RunResult:
    """Preset `pid` run as the page runs it."""
    loaded = json.loads(handle(json.dumps({"op": "load_preset", "id": pid})))
    return run(state_io.state_from_data(loaded["result"]["state"], what="state"))


@pytest.mark.parametrize("pid", IDS)
def test_plain_is_pydantics_json_dump_of_every_presets_result(pid: str) -> None:
    """The whole result, and each audit event as the chain and the export read it."""
    result = preset_result(pid)
    assert same_json(plain(result), result.model_dump(mode="json"))
    for event in result.audit:
        assert same_json(
            plain(event, exclude_none=True), event.model_dump(mode="json", exclude_none=True)
        )
        assert same_json(
            plain(event, exclude_none=True, exclude=frozenset(VOLATILE)),
            event.model_dump(mode="json", exclude_none=True, exclude=set(VOLATILE)),
        )


@pytest.mark.parametrize("pid", IDS)
def test_a_built_result_is_what_validation_makes_of_it(pid: str) -> None:
    """Validating the result's JSON gives an equal result, value types included."""
    result = preset_result(pid)
    again = RunResult.model_validate(result.model_dump(mode="json"))
    assert again == result
    assert same_json(plain(again), plain(result))


def test_plain_reads_nones_tuples_floats_and_excludes_as_pydantic_does() -> None:
    """None fields go with exclude_none, None in a dict stays; tuples become lists; a model inside
    a dict is read as a model; `exclude` names top-level fields only."""
    event = AuditEvent(
        seq=1,
        kind="llm_error",
        timestampMs=5,
        usage=Usage(inputTokens=1, outputTokens=2),
        error=ErrorInfo(name="E", message="m"),
        detail={"none": None, "error": ErrorInfo(name="F", message="n"), "pair": (1, 2.5)},
        prevHash="0",
        hash="1",
    )
    models: list[tuple[BaseModel, dict[str, Any]]] = [
        (event, {}),
        (event, {"exclude_none": True}),
        (event, {"exclude_none": True, "exclude": {"hash", "seq"}}),
        (Excerpt(label="l", text="t", marks=[(0, 1), (2, 3)]), {}),
        (DetectorNgram(ngram="n", start=0, end=1, weight=0.25), {}),
        (RedactionHit(rule="r", field="f", start=0, end=1, replacement="x"), {"exclude": {"rule"}}),
    ]
    for model, options in models:
        ours = {**options, "exclude": frozenset(options.get("exclude", ()))}
        assert same_json(plain(model, **ours), model.model_dump(mode="json", **options))


def test_checking_catches_what_validation_would_change() -> None:
    """With CHECK_BUILT (the test suite's setting) a value validation would convert or refuse is
    an error: an int for a float, a list for a tuple, a missing field, an unknown one."""
    assert types.CHECK_BUILT
    with pytest.raises(AssertionError):
        DetectorNgram(ngram="n", start=0, end=1, weight=1)
    with pytest.raises(AssertionError):
        Excerpt(label="l", text="t", marks=[[0, 1]])  # type: ignore[list-item]
    with pytest.raises(Exception):  # noqa: B017 - validation's own error
        ErrorInfo(name="E")  # type: ignore[call-arg]
    with pytest.raises(Exception):  # noqa: B017
        ErrorInfo(name="E", message="m", extra=1)  # type: ignore[call-arg]


def test_validating_a_built_model_still_validates() -> None:
    """`model_validate` (an exported result coming back) runs the validator, not Built's init."""
    with pytest.raises(Exception):  # noqa: B017
        RunResult.model_validate({"fields": "not a list"})
    assert not RunResult.__pydantic_custom_init__

"""Import/export of the demo state: strict validation, every problem by path, the shipped schema."""

from __future__ import annotations

import json
from typing import get_args

import jsonschema
import pytest
from helpers import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from safe_agent.guards.path_policy import read_entry
from safe_agent.state import state_io
from safe_agent.state.demo_state import (
    PRESET_IDS,
    ActiveAgent,
    ChangedFile,
    DemoState,
    DetectorState,
    GuardrailState,
    InjectionState,
    InjectionWhere,
    MetaState,
    PolicyState,
    RepoState,
    UiState,
)
from safe_agent.state.state_io import StateError
from safe_agent.types import Budget, Limits, ModelSpec, ProviderMode

_text = st.text(max_size=12)
_paths = st.lists(st.text(max_size=8), max_size=3)
# A valid state's deny entries are readable folders (an unreadable one refuses the state).
_deny = st.lists(st.text(max_size=8).filter(lambda e: read_entry(e)[0] is not None), max_size=3)


def demo_states() -> st.SearchStrategy[DemoState]:
    """Random valid states: every field drawn, text kept small so the suite stays fast."""
    policy = st.builds(
        PolicyState,
        allowPaths=_paths,
        denyPaths=_deny,
        budget=st.builds(
            Budget,
            maxCalls=st.integers(0, 1000),
            maxTotalInputTokens=st.integers(0, 10**8),
            maxTotalOutputTokens=st.integers(0, 10**8),
        ),
        model=st.builds(
            ModelSpec,
            provider=_text,
            model=_text,
            temperature=st.floats(0, 2, allow_nan=False),
            maxOutputTokens=st.integers(1, 10**6),
        ),
        limits=st.builds(
            Limits,
            maxFiles=st.integers(0, 10_000),
            maxFileChars=st.integers(0, 10**7),
            maxTotalChars=st.integers(0, 5 * 10**7),
        ),
    )
    guardrails = st.builds(
        GuardrailState,
        redaction=st.booleans(),
        injectionGuard=st.booleans(),
        strictSchema=st.booleans(),
        caching=st.booleans(),
        fenceUntrustedContext=st.booleans(),
        excludeFlaggedFiles=st.booleans(),
        outputRepair=st.booleans(),
        selfCorrection=st.booleans(),
        maxRetries=st.integers(0, 3),
        cacheTtlSeconds=st.integers(0, 31_536_000),
        detector=st.tuples(st.booleans(), st.floats(0, 1), st.floats(0, 1)).map(
            lambda t: DetectorState(enabled=t[0], warn=min(t[1:]), block=max(t[1:]))
        ),
        policy=policy,
    )
    return st.builds(
        DemoState,
        repo=st.builds(RepoState, owner=_text, name=_text),
        promptVersion=_text,
        diffSummary=st.text(max_size=40),
        changedFiles=st.lists(
            st.builds(ChangedFile, path=_text, content=st.text(max_size=40)), max_size=3
        ),
        injection=st.builds(
            InjectionState,
            enabled=st.booleans(),
            where=st.sampled_from(get_args(InjectionWhere)),
            payload=_text,
        ),
        guardrails=guardrails,
        ui=st.builds(
            UiState,
            activeAgent=st.sampled_from(get_args(ActiveAgent)),
            showPromptEnvelope=st.booleans(),
            showDiffAfterRedaction=st.booleans(),
            providerMode=st.sampled_from(get_args(ProviderMode)),
        ),
        meta=st.builds(MetaState, basedOn=st.sampled_from(["", *PRESET_IDS])),
    )


def _problems(text: str) -> list[str]:
    with pytest.raises(StateError) as info:
        state_io.load_state(text)
    return [str(p) for p in info.value.problems]


@settings(max_examples=examples(200), deadline=None)
@given(demo_states())
def test_export_then_import_round_trips(state: DemoState) -> None:
    """Whatever state is exported, importing the text gives back exactly that state."""
    assert state == state_io.load_state(state_io.export_state(state))


def test_export_is_stable_and_pretty() -> None:
    """The same state always exports to the same indented text, in the spec's field order."""
    state = DemoState(diffSummary="Fix the refund total: ünïcode kept")
    text = state_io.export_state(state)
    assert text == state_io.export_state(DemoState.model_validate_json(text))
    assert text.startswith('{\n  "version": 1,\n  "repo": {')
    assert "ünïcode" in text and text.endswith("}\n")


def test_every_problem_is_reported_with_its_path() -> None:
    """A bad import lists each problem as `dotted.path: message`, list items by index."""
    doc = {
        "guardrails": {"policy": {"budget": {"maxCalls": -1}}, "maxRetries": 9},
        "changedFiles": [{"path": "a", "content": ""}, {"path": 3, "content": ""}],
        "ui": {"providerMode": "MAYBE"},
    }
    problems = _problems(json.dumps(doc))
    assert "guardrails.policy.budget.maxCalls: must be ≥ 0" in problems
    assert "guardrails.maxRetries: must be ≤ 3" in problems
    assert "changedFiles[1].path: must be text (a JSON string)" in problems
    assert any(p.startswith('ui.providerMode: must be one of "OK"') for p in problems)
    assert len(problems) == 4


def test_error_path_is_the_first_problem() -> None:
    """`StateError.path` points at the first problem, for the page to focus."""
    with pytest.raises(StateError) as info:
        state_io.load_state('{"repo": {"owner": 1}}')
    assert info.value.path == "repo.owner"
    assert info.value.kind == "invalid_state"


def test_unknown_fields_are_named_with_the_fields_allowed_there() -> None:
    """A misspelt field is an error naming it and listing the right names."""
    problems = _problems('{"guardrails": {"redacton": false}}')
    assert len(problems) == 1
    assert problems[0].startswith('guardrails.redacton: unknown field "redacton"')
    assert "redaction" in problems[0].split("fields here are:")[1]


def test_newer_version_says_so() -> None:
    """A file from a later demo version is refused with both version numbers."""
    with pytest.raises(StateError) as info:
        state_io.load_state('{"version": 2, "somethingNew": true}')
    assert str(info.value) == (
        "this file was made by a newer version of the demo (version 2); this page reads version 1"
    )
    assert info.value.reason == "newer_version"


@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        ('{"guardrails": {"maxRetries": "2"}}', "guardrails.maxRetries: must be a whole number"),
        ('{"guardrails": {"caching": 1}}', "guardrails.caching: must be true or false"),
        ('{"changedFiles": {"path": "a"}}', "changedFiles: must be a list ([…])"),
        ('{"changedFiles": [{"path": "a"}]}', "changedFiles[0].content: required field is missing"),
        ("[]", "must be an object ({…})"),
        ('{"version": 0}', "version: must be 1"),
    ],
)
def test_validation_is_strict_and_plain(doc: str, expected: str) -> None:
    """No silent coercion ("2" for 2, 1 for true), and the messages are plain words."""
    assert _problems(doc) == [expected]


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ('{"version": 1,', "not valid JSON at line 1 column 15"),
        ('{"guardrails": {"policy": {"model": {"temperature": NaN}}}}', "NaN is not allowed"),
        ("[" * 100_000 + "]" * 100_000, "levels deep"),
    ],
)
def test_bad_json_says_where(text: str, fragment: str) -> None:
    """Text that is not (strict) JSON is a `bad_json` error that says where or why."""
    with pytest.raises(StateError) as info:
        state_io.load_state(text)
    assert info.value.kind == "bad_json"
    assert fragment in str(info.value)


def test_broken_characters_are_refused_by_path() -> None:
    """A lone UTF-16 surrogate (it cannot be saved as UTF-8) is reported where it is."""
    problems = _problems('{"changedFiles": [{"path": "a\\ud800", "content": ""}]}')
    assert problems == [
        "changedFiles[0].path: contains a broken character (an unpaired UTF-16 surrogate); "
        "retype it"
    ]


def test_shipped_schema_is_current() -> None:
    """The shipped schema file is current (update it: `python -m safe_agent schema --write`)."""
    assert state_io.SCHEMA_PATH.read_text(encoding="utf-8") == state_io.state_json_schema_text()


def test_schema_agrees_with_the_model() -> None:
    """The JSON Schema accepts an exported state and rejects what the model rejects."""
    schema = json.loads(state_io.SCHEMA_PATH.read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    exported = json.loads(state_io.export_state(DemoState(diffSummary="x")))
    assert list(validator.iter_errors(exported)) == []
    exported["guardrails"]["policy"]["budget"]["maxCalls"] = -1
    exported["extra"] = True
    assert len(list(validator.iter_errors(exported))) == 2

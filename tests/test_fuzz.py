"""Fuzzing the two doors hostile input comes through: the bridge and link decoding.

Derandomised (the same examples every run, so CI is reproducible) and bounded: 6,000 bridge
requests and 4,000 links, well under a minute here. Each answer must be JSON of the
bridge's shape with a published error type, never `internal`; each link either opens or is
refused with a `PermalinkError`, never another exception.
"""

from __future__ import annotations

import json
import string
from typing import Any

import pytest
from helpers import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from safe_agent.page import bridge
from safe_agent.state import permalink
from safe_agent.state.preset_catalog import load_preset
from safe_agent.types import ERROR_TYPES

FUZZ = settings(
    derandomize=True,
    deadline=None,
    max_examples=examples(2000),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
OPS = [*bridge.OPERATIONS, "nope", ""]
PRESET = load_preset("F").state.model_dump(mode="json")

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=40),
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=20,
)


def _mutate_state(data: Any, path: list[str], value: Any) -> dict[str, Any]:
    state: dict[str, Any] = json.loads(json.dumps(PRESET))
    node: Any = state
    for key in path[:-1]:
        if not isinstance(node, dict) or key not in node:
            return state
        node = node[key]
    if isinstance(node, dict) and path:
        node[path[-1]] = value
    return state


def _check(answer: str) -> None:
    body = json.loads(answer)
    assert set(body) == {"ok", "result"} or set(body) == {"ok", "error"}
    if not body["ok"]:
        assert body["error"]["type"] in ERROR_TYPES
        assert body["error"]["type"] != "internal", body["error"]


@pytest.mark.slow
@FUZZ
@given(op=st.sampled_from(OPS), args=st.dictionaries(st.text(max_size=10), json_values, max_size=3))
def test_bridge_answers_any_request(op: str, args: dict[str, Any]) -> None:
    """Any op with any arguments: always a JSON answer of the bridge's shape."""
    _check(bridge.handle(json.dumps({"op": op, **args})))


@FUZZ
@given(raw=st.text(max_size=200))
def test_bridge_answers_any_text(raw: str) -> None:
    """Any text at all as a request: a bad_request, never a crash."""
    _check(bridge.handle(raw))


@pytest.mark.slow
@FUZZ
@given(
    path=st.lists(
        st.sampled_from(
            [
                "guardrails",
                "policy",
                "limits",
                "budget",
                "maxFiles",
                "diffSummary",
                "ui",
                "providerMode",
                "changedFiles",
                "injection",
                "payload",
                "meta",
                "title",
                "version",
            ]
        ),
        min_size=1,
        max_size=4,
    ),
    value=json_values,
)
def test_run_survives_any_field_value(path: list[str], value: Any) -> None:
    """A preset with any field replaced by any JSON value: runs, or says what is wrong where."""
    _check(bridge.handle(json.dumps({"op": "run", "state": _mutate_state(PRESET, path, value)})))


LINK = permalink.encode(load_preset("C").state)


@FUZZ
@given(
    cut=st.integers(0, len(LINK)),
    flip=st.integers(0, len(LINK) - 1),
    char=st.sampled_from(string.ascii_letters + string.digits + "-_.=%#?&"),
)
def test_damaged_links_are_refused_cleanly(cut: int, flip: int, char: str) -> None:
    """A link cut short or with one character changed opens or is refused with a reason."""
    for damaged in (LINK[:cut], LINK[:flip] + char + LINK[flip + 1 :]):
        try:
            permalink.decode(damaged)
        except permalink.PermalinkError as exc:
            assert exc.reason and str(exc)


@FUZZ
@given(raw=st.text(max_size=300))
def test_any_text_as_a_link_is_refused_cleanly(raw: str) -> None:
    """Any text as a link: a state or a PermalinkError, nothing else."""
    try:
        permalink.decode(raw)
    except permalink.PermalinkError as exc:
        assert exc.reason

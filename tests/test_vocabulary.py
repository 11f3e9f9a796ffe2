"""The page's enums and labels come from Python through the `vocabulary` op, complete."""

from __future__ import annotations

import json
from typing import Any, get_args

from safe_agent.page import bridge
from safe_agent.pipeline.stages import STAGE_ORDER
from safe_agent.state.demo_state import ActiveAgent, GuardrailState, InjectionWhere
from safe_agent.types import AgentName, AuditKind, ProviderMode, StageStatus, Tone


def vocab() -> dict[str, Any]:
    answer = json.loads(bridge.handle(json.dumps({"op": "vocabulary"})))
    assert answer["ok"] is True
    result: dict[str, Any] = answer["result"]
    return result


def ids(entries: list[dict[str, Any]]) -> list[str]:
    return [e["id"] for e in entries]


def test_every_enum_is_listed_once_with_a_label() -> None:
    """Stages (in run order), statuses, tones, modes, agents, places and audit kinds."""
    v = vocab()
    assert tuple(ids(v["stages"])) == STAGE_ORDER
    assert set(ids(v["statuses"])) == set(get_args(StageStatus))
    assert set(ids(v["tones"])) == set(get_args(Tone))
    assert set(ids(v["providerModes"])) == set(get_args(ProviderMode))
    assert set(ids(v["agents"])) == set(get_args(AgentName))
    assert set(ids(v["activeAgents"])) == set(get_args(ActiveAgent))
    assert set(ids(v["injectionPlaces"])) == set(get_args(InjectionWhere))
    assert set(ids(v["auditKinds"])) == set(get_args(AuditKind))
    for key in ("stages", "statuses", "tones", "providerModes", "agents", "guardrails"):
        assert all(e["label"] for e in v[key]), key


def test_every_guardrail_switch_has_words() -> None:
    """Each on/off switch of the state has a label and a plain description."""
    v = vocab()
    switches = {k for k, f in GuardrailState.model_fields.items() if f.annotation is bool}
    assert set(ids(v["guardrails"])) == switches
    assert all(e["description"].endswith(".") for e in v["guardrails"])


def test_plain_words_not_identifiers() -> None:
    """Labels a reader sees carry no snake_case or SHOUTING identifiers."""
    v = vocab()
    for key in ("stages", "statuses", "providerModes", "guardrails", "activeAgents"):
        for e in v[key]:
            assert "_" not in e["label"] and not e["label"].isupper(), e


def test_every_error_the_bridge_answers_has_a_listed_type() -> None:
    """Bad requests of every kind answer an error type from the published list."""
    v = vocab()
    requests = [
        "{",
        "[]",
        json.dumps({"op": "nope"}),
        json.dumps({"op": "run"}),
        json.dumps({"op": "load_preset", "id": "Z"}),
        json.dumps({"op": "decode_permalink", "link": "v1.@@@"}),
        json.dumps({"op": "import_state", "text": "{"}),
        json.dumps({"op": "import_state", "text": '{"version": 7}'}),
    ]
    for request in requests:
        answer = json.loads(bridge.handle(request))
        assert answer["ok"] is False
        assert answer["error"]["type"] in v["errorTypes"], request

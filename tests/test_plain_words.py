"""What a reader sees names no rule id, JSON pointer, budget key or "(s)": Python's plain words."""

from __future__ import annotations

import json
from typing import Any

from safe_agent.page.bridge import handle
from safe_agent.state.preset_catalog import load_preset


def _outcome(preset: str, **budget: int) -> dict[str, Any]:
    state = load_preset(preset).state.model_dump(mode="json")
    # The learned detector's warning would outrank the card under test: this is about words.
    if "detector" in state["guardrails"]:
        state["guardrails"]["detector"]["enabled"] = False
    state["guardrails"]["policy"]["budget"].update(budget)
    answer = json.loads(handle(json.dumps({"op": "run", "state": state, "fresh": True})))
    outcome: dict[str, Any] = answer["result"]["result"]["outcome"]
    return outcome


def _said(outcome: dict[str, Any]) -> str:
    return " ".join([outcome["headline"], outcome["why"]["title"], *outcome["why"]["lines"]])


def test_redaction_names_what_it_replaced_not_its_rule_ids() -> None:
    said = _said(_outcome("C"))
    assert "api-keys/basic" not in said and "×" not in said
    assert "2 API keys" in said and "4 email addresses" in said


def test_the_gate_says_what_is_wrong_not_the_validator_message() -> None:
    said = _said(_outcome("D"))
    assert "is a required property" not in said and "(at /)" not in said
    assert "no “output_hash” field" in said


def test_budget_reason_names_the_field_to_raise() -> None:
    said = _said(_outcome("A", maxCalls=1))
    assert "maxCalls" not in said and "Budget exceeded" not in said
    assert "raise Max calls" in said


def test_no_bracketed_plurals() -> None:
    assert "(s)" not in _said(_outcome("A"))


def test_a_json_error_is_a_sentence_with_the_raw_message_kept() -> None:
    answer = json.loads(handle(json.dumps({"op": "import_state", "text": "{"})))
    error = answer["error"]
    assert "line 1 column" in error["message"]
    assert "line 1 column" not in error["plain"] and "Export" in error["plain"]

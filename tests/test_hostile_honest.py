"""Honest states in words: preset D with self-correction on tells its story (the first answer was
rejected and why, the model was asked again, the second answer passed) in the why-card and the
grid, in plain words: no validator message or JSON pointer."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from safe_agent.page import bridge
from safe_agent.state.preset_catalog import load_preset

STORY = "first answer rejected: no “output_hash” field; asked again; the second answer passed."
RAW = ("LLM output failed", "required property", "Report validation", "/:")


def _run(pid: str, **guardrails: Any) -> dict[str, Any]:
    state = load_preset(pid).state.model_dump(mode="json")
    state["guardrails"].update(guardrails)
    got = json.loads(bridge.handle(json.dumps({"op": "run", "state": state, "fresh": True})))
    assert got["ok"], got
    result: dict[str, Any] = got["result"]["result"]
    return result


def test_d_with_self_correction_says_the_first_answer_was_rejected_and_the_second_passed() -> None:
    result = _run("D", selfCorrection=True)
    outcome = result["outcome"]
    assert outcome["tone"] == "ok"
    assert "first answer was rejected" in outcome["headline"]
    assert "second answer passed" in outcome["headline"]
    assert outcome["why"]["title"] == "First answer rejected, second answer passed"
    assert any(line.endswith(STORY) for line in outcome["why"]["lines"]), outcome["why"]
    for agent in result["agents"]:
        gate = next(s for s in agent["stages"] if s["stage"] == "schema_gate")
        assert gate["label"] == "second answer passed"
        assert gate["summary"] == STORY[:1].upper() + STORY[1:]
    shown = [outcome["headline"], outcome["why"]["title"], *outcome["why"]["lines"]]
    shown += [s["label"] + s["summary"] for a in result["agents"] for s in a["stages"]]
    assert not [t for t in shown for raw in RAW if raw in t]


def test_without_self_correction_d_is_rejected_and_says_what_was_wrong_in_plain_words() -> None:
    outcome = _run("D")["outcome"]
    assert outcome["tone"] == "rejected"
    assert "no “output_hash” field" in " ".join(outcome["why"]["lines"])
    assert "asked again" not in json.dumps(outcome, ensure_ascii=False)


def test_a_clean_run_without_retries_keeps_every_guardrail_passed() -> None:
    # Self-correction switched on but never needed: nothing to tell.
    outcome = _run("A", selfCorrection=True)["outcome"]
    assert "asked again" not in json.dumps(outcome, ensure_ascii=False)


def test_d_with_strict_schema_off_says_what_the_strict_gate_would_reject_in_plain_words() -> None:
    result = _run("D", strictSchema=False)
    why = result["outcome"]["why"]
    shown = [why["title"], *why["lines"], *(u["message"] for u in result["unsafe"])]
    assert any("no “output_hash” field" in t for t in shown), shown
    assert not [t for t in shown for raw in RAW if raw in t], shown


def test_scores_on_the_first_screen_have_two_decimals_cut_never_rounded_up() -> None:
    from safe_agent.pipeline.stages.detector_words import number

    assert number(0.5496, 0.37, 0.55) == "0.54"  # under 0.55: it must not read as reaching it
    assert number(0.55, 0.37, 0.55) == "0.55"
    assert number(0.3799, 0.375, 0.55) == "0.379"  # a threshold written finer keeps its decimals
    assert number(0.42) == "0.42"


def test_a_blocked_run_s_card_gives_no_score_with_four_decimals_and_no_bench_provenance() -> None:
    result = _run("B")
    why = result["outcome"]["why"]
    cells = [s["summary"] for a in result["agents"] for s in a["stages"]]
    shown = " ".join([result["outcome"]["headline"], why["title"], *why["lines"], *cells])
    assert re.search(r"\b0\.\d{2}\b", shown), shown  # the detector's score is there
    assert not re.search(r"\d\.\d{3,}", shown), shown
    assert "bench" not in shown


def test_the_decision_cell_names_where_a_finding_points_not_its_id() -> None:
    result = _run("A")
    cell = next(s for s in result["agents"][0]["stages"] if s["stage"] == "decision")
    assert "src/payments/refund.py:20" in cell["summary"]
    assert "@" not in cell["summary"] and "threat/" not in cell["summary"]
    assert "threat/subprocess-shell@" in cell["detail"]  # the id stays behind "in words"


@pytest.mark.parametrize("redaction", [True, False])
def test_a_file_is_named_by_its_path_on_the_first_screen_not_its_number(redaction: bool) -> None:
    result = _run("C", redaction=redaction)
    why = result["outcome"]["why"]
    assert why["excerpt"]["label"] == "content of docs/runbooks/llm-integration.md"
    cells = [s["summary"] for a in result["agents"] for s in a["stages"]]
    shown = " ".join([result["outcome"]["headline"], *why["lines"], *cells])
    assert not re.search(r"file \d+ content", shown), shown


def test_a_path_that_holds_a_secret_is_not_printed_to_name_its_file() -> None:
    # Redaction off: C's card shows what reached the model; its file is named by number here.
    state = load_preset("C").state.model_dump(mode="json")
    key = "sk-proj-" + "Q7w" * 14
    state["changedFiles"][0]["path"] = f"docs/{key}/runbook.md"
    state["guardrails"]["redaction"] = False
    got = json.loads(bridge.handle(json.dumps({"op": "run", "state": state, "fresh": True})))
    outcome = got["result"]["result"]["outcome"]
    assert outcome["why"]["excerpt"]["label"] == "file 1 content"
    assert key not in json.dumps(outcome)

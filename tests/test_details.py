"""The Details tab's words come from Python and agree with the why-card and the result."""

from __future__ import annotations

import json
from typing import Any

from safe_agent.page import bridge


def ask(op: str, **args: Any) -> Any:
    answer = json.loads(bridge.handle(json.dumps({"op": op, **args})))
    assert answer["ok"], answer
    return answer["result"]


def run_preset(preset: str, **guardrails: bool) -> dict[str, Any]:
    state = ask("load_preset", id=preset)["state"]
    state["guardrails"].update(guardrails)
    answer: dict[str, Any] = ask("run", state=state, fresh=True)
    return answer


def test_guard_matches_carry_the_why_cards_rule_label() -> None:
    ran = run_preset("B")
    why = ran["result"]["outcome"]["why"]
    labels = [m["label"] for m in ran["details"]["injection"]["matches"]]
    assert ran["details"]["injection"]["summary"] == "Injection guard: blocked"
    assert labels and all("-" not in label for label in labels)  # words, not rule ids
    assert labels[0] in " ".join([why["title"], *why["lines"]])
    assert ran["details"]["injection"]["matches"][0]["lead"] == "Stopped the run: "


def test_redaction_marks_replaced_spans_and_their_placeholders() -> None:
    ran = run_preset("C")
    red = ran["details"]["redaction"]
    hits = ran["result"]["redactions"]
    assert sum(len(f["before"]["marks"]) for f in red["fields"]) == len(hits) > 0
    for f in red["fields"]:
        assert f["before"]["style"] == "replaced"
        after = f["after"]
        assert after is not None and len(after["marks"]) == len(f["before"]["marks"])
        mine = sorted(
            (h for h in hits if h["field"] == f["field"]), key=lambda h: (h["start"], h["end"])
        )
        for (start, end, _rule), hit in zip(after["marks"], mine, strict=True):
            assert after["text"][start:end] == hit["replacement"]  # the placeholder, where it sits


def test_with_redaction_off_the_secrets_are_marked_as_leaked_not_replaced() -> None:
    ran = run_preset("C", redaction=False)
    red = ran["details"]["redaction"]
    assert red["summary"].endswith("(off)")
    assert "reached the model as written" in red["intro"]
    assert red["fields"] and all(f["before"]["style"] == "leaked" for f in red["fields"])
    assert all(f["after"] is None for f in red["fields"])


def test_no_match_never_claims_there_is_no_instruction() -> None:
    empty = run_preset("A")["details"]["injection"]
    assert empty["matches"] == []
    assert "known phrasings only" in empty["empty"]


def test_path_rows_say_what_was_sent() -> None:
    paths = run_preset("F")["details"]["paths"]
    flagged = [r for r in paths["rows"] if r["flagged"]]
    assert (
        flagged
        and paths["summary"] == f"Path policy: {len(flagged)} flagged of {len(paths['rows'])}"
    )
    assert {r["sent"] for r in flagged} <= {"kept out", "sent"}


def test_vocabulary_gives_severity_and_audit_icons() -> None:
    vocab = ask("vocabulary")
    assert {s["id"] for s in vocab["severities"]} == {"info", "warn", "high"}
    assert all(k["icon"] and k["label"] for k in vocab["auditKinds"])


def test_a_caption_says_rejected_only_when_the_gate_rejected() -> None:
    for preset in "ABCDEF":
        for strict in (True, False):
            ran = run_preset(preset, strictSchema=strict)
            by_agent = {a["agent"]: a for a in ran["result"]["agents"]}
            for said in ran["details"]["agents"]:
                gate = by_agent[said["agent"]]["gate"]
                rejected = gate is not None and not gate["ok"]
                assert ("rejected" in said["findingsCaption"]) == rejected, (preset, strict, said)
                assert said["gate"]["state"] == (
                    "none"
                    if gate is None
                    else "fail"
                    if rejected
                    else "unsafe"
                    if gate["unsafe"]
                    else "pass"
                )

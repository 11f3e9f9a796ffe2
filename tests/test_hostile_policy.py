"""A secret in a path-policy entry (the allow and deny lists) is redacted wherever a run shows the
entry (Explain, the why-card, the path decisions, the audit, Details), and sharing warns of it."""

from __future__ import annotations

import json
from typing import Any

from safe_agent.page import bridge
from safe_agent.state.preset_catalog import load_preset

KEY = "AKIAIOSFODNN7EXAMPLE"
TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0" * 2


def _state(redaction: bool = True) -> dict[str, Any]:
    state: dict[str, Any] = load_preset("A").state.model_dump(mode="json")
    policy = state["guardrails"]["policy"]
    policy["allowPaths"].append(f"vendor/{TOKEN}/")
    policy["denyPaths"].append(f"build/{KEY}/")
    # A file the deny entry decides, so the entry is also the decision's rule and reason.
    state["changedFiles"].append({"path": f"build/{KEY}/out.py", "content": "x = 1\n"})
    state["guardrails"]["redaction"] = redaction
    return state


def _answer(op: str, state: dict[str, Any], **extra: Any) -> dict[str, Any]:
    got = json.loads(bridge.handle(json.dumps({"op": op, "state": state, **extra})))
    assert got["ok"], got
    result: dict[str, Any] = got["result"]
    return result


def _shown(answer: dict[str, Any]) -> str:
    """Everything a run shows except the redaction stage's own before-and-after of the inputs
    (which shows a changed file's path as entered, by design, beside its redacted form)."""
    result = dict(answer["result"])
    result.pop("fields")
    details = {k: v for k, v in answer["details"].items() if k != "redaction"}
    return json.dumps([result, answer["explain"], details])


def test_a_secret_in_a_policy_entry_is_redacted_where_the_entry_is_shown() -> None:
    answer = _answer("run", _state(), fresh=True)
    shown = _shown(answer)
    assert KEY not in shown and TOKEN not in shown
    flagged = [d for d in answer["result"]["paths"] if d["decision"] == "denied"]
    assert flagged and flagged[-1]["rule"].startswith("build/") and KEY not in flagged[-1]["rule"]
    explain = json.dumps(answer["explain"])
    assert "vendor/" in explain and "build/" in explain  # the entries are still listed


def test_with_redaction_off_the_entries_show_as_written() -> None:
    """The effect is redaction's: switched off, the entries appear as entered."""
    shown = _shown(_answer("run", _state(redaction=False), fresh=True))
    assert KEY in shown and TOKEN in shown


def test_sharing_a_state_with_a_secret_in_a_policy_entry_warns() -> None:
    state = load_preset("A").state.model_dump(mode="json")
    assert _answer("encode_permalink", state)["warning"] is None
    state["guardrails"]["policy"]["denyPaths"].append(f"build/{KEY}/")
    for op in ("encode_permalink", "export_state"):
        warning = _answer(op, state)["warning"]
        assert warning and "aws-access-key" in warning and "whoever opens it" in warning

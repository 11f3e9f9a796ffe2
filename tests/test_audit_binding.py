"""An audit that binds: the digest covers the chain's head and length, and `audit_jsonl` refuses a
chain that does not belong to the result it comes with."""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Callable
from typing import Any

import pytest
from safe_agent.page import bridge
from safe_agent.pipeline.audit import canonical
from safe_agent.state.preset_catalog import load_preset


def _ask(request: dict[str, Any]) -> dict[str, Any]:
    body: dict[str, Any] = json.loads(bridge.handle(json.dumps(request)))
    return body


def _result(pid: str) -> dict[str, Any]:
    state = load_preset(pid).state.model_dump(mode="json")
    body = _ask({"op": "run", "state": state, "fresh": True})
    result: dict[str, Any] = body["result"]["result"]
    return result


def _rechain(events: list[dict[str, Any]]) -> None:
    """Recompute every hash of the chain, as anyone can (it holds no key)."""
    prev = "0" * 64
    for seq, event in enumerate(events, start=1):
        event["seq"] = seq
        event["prevHash"] = prev
        body = {k: v for k, v in event.items() if k != "hash" and v is not None}
        event["hash"] = hashlib.sha256(canonical(body).encode("utf-8")).hexdigest()
        prev = event["hash"]


def _edit_event_and_rechain(r: dict[str, Any]) -> None:
    r["audit"][1]["cacheKey"] = "aidev:stub:other"
    _rechain(r["audit"])


def test_a_recomputed_chain_passes_the_chain_check() -> None:
    """The premise: anyone can recompute a keyless chain, so it is the binding, not the chain
    check, that refuses it (the error names the digest, not a broken record)."""
    result = copy.deepcopy(_result("F"))
    _edit_event_and_rechain(result)
    err = _ask({"op": "audit_jsonl", "result": result})["error"]
    assert err["path"] == "result.digest" and "record" not in err["message"]


def _cut_tail(r: dict[str, Any]) -> None:
    del r["audit"][-3:]


def _empty(r: dict[str, Any]) -> None:
    r["audit"] = []


def _outcome(r: dict[str, Any]) -> None:
    r["outcome"]["headline"] = "Reviewed: every guardrail passed."


def _paths(r: dict[str, Any]) -> None:
    r["paths"][0]["decision"] = "allowed"


def _digest(r: dict[str, Any]) -> None:
    r["digest"] = "0" * 64


def _other_runs_audit(r: dict[str, Any]) -> None:
    r["audit"] = _result("A")["audit"]


EDITS: dict[str, Callable[[dict[str, Any]], None]] = {
    "an event edited, the chain recomputed": _edit_event_and_rechain,
    "a cut tail": _cut_tail,
    "an empty audit": _empty,
    "the outcome edited": _outcome,
    "a path decision edited": _paths,
    "the digest edited": _digest,
    "another run's audit": _other_runs_audit,
}


def test_an_unedited_result_exports_its_audit() -> None:
    result = _result("F")
    body = _ask({"op": "audit_jsonl", "result": result})
    assert body["ok"] and len(body["result"]["text"].splitlines()) == len(result["audit"])


@pytest.mark.parametrize("edit", sorted(EDITS))
def test_an_audit_that_does_not_belong_to_its_result_is_refused(edit: str) -> None:
    """Each of these passed the chain check before: the chain was intact, or empty."""
    result = copy.deepcopy(_result("F"))
    EDITS[edit](result)
    body = _ask({"op": "audit_jsonl", "result": result})
    assert body["ok"] is False, edit
    err = body["error"]
    assert err["type"] == "bad_request" and err["path"] in ("result.audit", "result.digest")
    assert "unedited run" in err["message"]


def test_the_digest_covers_the_chain_head_and_length() -> None:
    """The same state gives the same digest (the head leaves the clock out); a run whose audit
    differs only in its length has a different digest."""
    from safe_agent.pipeline.runner import digest_body, result_digest, run
    from safe_agent.types import RunResult

    state = load_preset("A").state
    first, second = run(state), run(state)
    assert first.digest == second.digest
    body = digest_body(first)
    assert body["auditChain"]["length"] == len(first.audit)
    cut = RunResult.model_validate({**first.model_dump(mode="json"), "audit": []})
    assert digest_body(cut)["auditChain"] != body["auditChain"]
    assert result_digest(digest_body(cut)) != first.digest

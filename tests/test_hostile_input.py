"""Hostile input: strict parsing with paths, links read exactly, a tampered audit chain refused,
and work that grows linearly with the input."""

from __future__ import annotations

import json
from typing import Any

from growth import assert_linear
from safe_agent.model.analysis.speclint import spec_findings
from safe_agent.page import bridge
from safe_agent.state import permalink
from safe_agent.state.preset_catalog import load_preset
from safe_agent.types import FileBlob


def answer(request: str) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(bridge.handle(request))
    return result


def error(request: str) -> dict[str, Any]:
    got = answer(request)
    assert got["ok"] is False, got
    err: dict[str, Any] = got["error"]
    return err


def preset_state(pid: str) -> dict[str, Any]:
    state: dict[str, Any] = load_preset(pid).state.model_dump(mode="json")
    return state


def test_duplicate_keys_are_refused_with_their_path() -> None:
    """A key given twice is ambiguous (which one wins?): refused, naming where."""
    text = '{"version": 1, "guardrails": {"redaction": true, "redaction": false}}'
    err = error(json.dumps({"op": "import_state", "text": text}))
    assert "guardrails.redaction" in err["message"] and "more than once" in err["message"]
    err = error('{"op": "run", "op": "run"}')
    assert err["type"] == "bad_request" and err["path"] == "op"


def test_non_finite_numbers_name_the_field() -> None:
    """1e999 overflows to infinity: refused with the path of the number."""
    text = '{"guardrails": {"policy": {"model": {"temperature": 1e999}}}}'
    err = error(json.dumps({"op": "import_state", "text": text}))
    assert "guardrails.policy.model.temperature" in err["message"]


def test_deep_nesting_is_a_bad_request_with_its_path() -> None:
    """A field nested 500 deep is the caller's mistake (bad_request, with where), not `internal`."""
    deep = "[" * 500 + "]" * 500
    err = error('{"op": "run", "state": {"diffSummary": ' + deep + "}}")
    assert err["type"] == "bad_request"
    assert err["path"] and err["path"].startswith("state.diffSummary[0]")


def test_link_versions_are_read_exactly() -> None:
    """`v01.` is not `v1.`: an altered version prefix is refused, not silently accepted."""
    link = permalink.encode(load_preset("A").state)
    err = error(json.dumps({"op": "decode_permalink", "link": "v01." + link[3:]}))
    assert err["type"] == "bad_permalink" and "v01" in err["message"]
    assert answer(json.dumps({"op": "decode_permalink", "link": link}))["ok"] is True


def test_a_tampered_audit_chain_is_not_exported_as_valid() -> None:
    """audit_jsonl checks the chain of a result it is given and refuses a broken one."""
    run = answer(json.dumps({"op": "run", "state": preset_state("A"), "fresh": True}))
    result = run["result"]["result"]
    assert answer(json.dumps({"op": "audit_jsonl", "result": result}))["ok"] is True
    result["audit"][1]["cacheKey"] = "aidev:stub:other"
    err = error(json.dumps({"op": "audit_jsonl", "result": result}))
    assert err["path"] == "result.audit" and "record 2" in err["message"]
    del result["audit"][1]
    assert error(json.dumps({"op": "audit_jsonl", "result": result}))["path"] == "result.audit"


def test_speclint_is_linear_in_the_number_of_files() -> None:
    """SpecLint's work grows with the files, not with their square (8x files, under 20x time)."""

    def files(n: int) -> list[FileBlob]:
        return [
            FileBlob(path=f"docs/d{i}/f{i}.md", content=f"# T{i}\nSee [next](../d{i + 1}/x.md).\n")
            for i in range(n)
        ]

    assert_linear(lambda fs: spec_findings(fs, ""), files, 250)


def test_a_link_that_would_run_too_long_is_refused_before_running() -> None:
    """A short link can inflate to a large input with raised limits; opening it is refused
    before any run, with a message naming the limit, and nothing else changes."""
    state = preset_state("A")
    state["guardrails"]["policy"]["limits"].update(maxFileChars=5_000_000, maxTotalChars=5_000_000)
    state["changedFiles"][0]["content"] = "a" * 900_000  # compresses to a few hundred bytes
    link = permalink.encode(permalink.DemoState.model_validate(state))
    assert len(link) < 5_000
    err = error(json.dumps({"op": "decode_permalink", "link": link}))
    assert err["type"] == "too_large" and "200,000 characters" in err["message"]
    err = error(json.dumps({"op": "import_state", "text": json.dumps(state)}))
    assert err["type"] == "too_large"


def test_sharing_says_what_it_shares() -> None:
    """A link or export of a state holding secrets carries a warning; a clean one does not."""
    for op in ("encode_permalink", "export_state"):
        with_keys = answer(json.dumps({"op": op, "state": preset_state("C")}))["result"]
        assert with_keys["warning"] and "whoever opens it" in with_keys["warning"]
        clean = answer(json.dumps({"op": op, "state": preset_state("A")}))["result"]
        assert clean["warning"] is None

"""The bridge: JSON in, JSON out, never raising; every op answers in the documented shape."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from helpers import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from safe_agent.page import bridge
from safe_agent.pipeline.runner import PROFILES, prepare
from safe_agent.state import permalink, state_io
from safe_agent.state.demo_state import DemoState
from safe_agent.state.preset_catalog import load_preset

OPS = sorted(bridge._OPS)


@pytest.fixture(autouse=True)
def _cold_page() -> Iterator[None]:
    bridge.reset_page_session()
    yield
    bridge.reset_page_session()


def call(op: str, **args: Any) -> dict[str, Any]:
    """Send one request and parse the answer (which must always be JSON)."""
    answer: dict[str, Any] = json.loads(bridge.handle(json.dumps({"op": op, **args})))
    return answer


def ok(op: str, **args: Any) -> Any:
    answer = call(op, **args)
    assert answer["ok"] is True, answer
    return answer["result"]


def fail(op: str, **args: Any) -> dict[str, Any]:
    answer = call(op, **args)
    assert answer["ok"] is False, answer
    error: dict[str, Any] = answer["error"]
    assert set(error) == {"type", "message", "path", "problems", "label", "plain"}
    return error


def preset_state(preset_id: str) -> dict[str, Any]:
    return load_preset(preset_id).state.model_dump(mode="json")


def test_list_and_load_presets() -> None:
    """The picker gets A–F with titles; loading one returns its full state and expect block."""
    listed = ok("list_presets")
    assert [p["id"] for p in listed] == ["A", "B", "C", "D", "E", "F"]
    assert all(p["title"] and p["summary"] for p in listed)
    loaded = ok("load_preset", id="B")
    assert loaded["state"] == preset_state("B")
    assert loaded["expect"]["blockedBy"]["field"] == "diffSummary"


def test_default_state_is_the_model_default() -> None:
    """`default_state` is what a fresh page shows: every field, the model's defaults."""
    assert ok("default_state")["state"] == DemoState().model_dump(mode="json")


def test_run_keeps_the_page_cache_unless_fresh() -> None:
    """A second run of the same state hits the cache; `fresh: true` empties the page's cache."""
    state = preset_state("E")
    first = ok("run", state=state)["result"]
    second = ok("run", state=state)["result"]
    cold = ok("run", state=state, fresh=True)["result"]
    assert [a["cacheHit"] for a in first["agents"]] == [False, False, False]
    assert [a["cacheHit"] for a in second["agents"]] == [True, True, True]
    assert second["budget"]["calls"] == 0
    assert [a["cacheHit"] for a in cold["agents"]] == [False, False, False]
    after = ok("run", state=state)["result"]
    assert [a["cacheHit"] for a in after["agents"]] == [True, True, True]


def test_run_returns_the_explain_panel() -> None:
    """A run answers with the result and the Explain sections (id, title, body)."""
    answer = ok("run", state=preset_state("B"))
    assert {a["status"] for a in answer["result"]["agents"]} == {"blocked"}
    assert answer["explain"] and all(
        set(s) == {"id", "title", "body", "open"} for s in answer["explain"]
    )


def test_replay_compares_every_hash() -> None:
    """Replay runs twice from cold and compares each agent's hashes, the audit and the digest."""
    answer = ok("replay", state=preset_state("A"))
    assert answer["match"] is True and answer["mismatches"] == []
    fields = {(c["agent"], c["field"]) for c in answer["compared"]}
    for agent in ("ThreatSketch", "SpecLint", "PRSynthesis"):
        for field in ("promptHash", "contextHash", "cacheKey", "outputHash", "envelopeHash"):
            assert (agent, field) in fields
        assert (agent, "findingsHash") in fields
    assert {(None, "auditHash"), (None, "digest")} <= fields
    assert all(c["a"] == c["b"] and c["equal"] for c in answer["compared"])


def test_permalink_round_trip_through_the_bridge() -> None:
    """encode_permalink gives the token, the fragment form and the length; decode reverses it."""
    state = preset_state("C")
    enc = ok("encode_permalink", state=state)
    assert enc["fragment"] == "#s=" + enc["link"] and enc["length"] == len(enc["link"])
    assert enc["shareable"] is True
    url = "https://example.com/demo/" + enc["fragment"]
    assert ok("decode_permalink", link=url)["state"] == state


def test_export_then_import_through_the_bridge() -> None:
    """export_state gives the pretty text; import_state of that text gives the state back."""
    state = preset_state("F")
    text = ok("export_state", state=state)["text"]
    assert text == state_io.export_state(DemoState.model_validate(state))
    assert ok("import_state", text=text)["state"] == state


def test_audit_jsonl_from_a_state_or_a_result() -> None:
    """The audit exports as one JSON object per line, from a state or a run result."""
    state = preset_state("A")
    result = ok("run", state=state)["result"]
    text = ok("audit_jsonl", result=result)["text"]
    lines = text.splitlines()
    assert [json.loads(line)["seq"] for line in lines] == [e["seq"] for e in result["audit"]]
    from_state = ok("audit_jsonl", state=state)["text"].splitlines()
    assert [json.loads(x)["kind"] for x in from_state] == [json.loads(x)["kind"] for x in lines]


def test_schema_op_returns_the_shipped_schema() -> None:
    """The page can fetch the state JSON Schema, identical to the shipped file."""
    shipped = json.loads(state_io.SCHEMA_PATH.read_text(encoding="utf-8"))
    assert ok("schema")["schema"] == shipped


@pytest.mark.parametrize("preset_id", ["A", "B"])
def test_time_guardrails_times_every_text_the_pipeline_guards(preset_id: str) -> None:
    """The page benchmark's probe measures exactly the texts the run redacts and scans (the
    injected payload included), as many passes as asked."""
    state = load_preset(preset_id).state
    fields = prepare(state, PROFILES["safe"]).redacted.fields
    got = ok("time_guardrails", state=state.model_dump(mode="json"), passes=3)
    assert got["fields"] == len(fields) == 1 + 2 * len(state.changedFiles)
    assert got["bytes"] == sum(len(f.original.encode("utf-8")) for f in fields)
    assert got["passes"] == 3
    assert got["seconds"] > 0


def test_invalid_state_lists_every_problem_by_path() -> None:
    """A bad import answers invalid_state, the first path, and every problem."""
    text = json.dumps({"guardrails": {"policy": {"budget": {"maxCalls": -1}}}, "ui": {"x": 1}})
    error = fail("import_state", text=text)
    assert error["type"] == "invalid_state"
    assert error["path"] == "guardrails.policy.budget.maxCalls"
    assert error["message"].startswith("guardrails.policy.budget.maxCalls: must be ≥ 0")
    assert [p["path"] for p in error["problems"]] == ["guardrails.policy.budget.maxCalls", "ui.x"]


@pytest.mark.parametrize(
    ("request_text", "kind", "fragment"),
    [
        ("not json", "bad_request", "not valid JSON"),
        ("[1, 2]", "bad_request", "must be a JSON object"),
        ('{"state": {}}', "bad_request", 'no "op"'),
        ('{"op": "explode"}', "unknown_op", "unknown operation 'explode'"),
        ('{"op": "run", "stat": {}}', "bad_request", "unknown argument 'stat'"),
        ('{"op": "run"}', "bad_request", "missing argument 'state'"),
        ('{"op": "load_preset", "id": 3}', "bad_request", "'id' must be a str"),
        ('{"op": "run", "state": {}, "fresh": "yes"}', "bad_request", "'fresh' must be a bool"),
        ('{"op": "load_preset", "id": "Z"}', "not_found", "choose one of A"),
        ('{"op": "import_state", "text": "{oops"}', "bad_json", "line 1 column 2"),
        ('{"op": "decode_permalink", "link": "v1.abc"}', "bad_permalink", "cut off"),
        ('{"op": "run", "state": {"version": 9}}', "invalid_state", "newer version"),
        ('{"op": "audit_jsonl"}', "bad_request", "exactly one of"),
        ('{"op": "audit_jsonl", "result": {"agents": 1}}', "bad_request", "not a run result"),
        ('{"op": "time_guardrails", "state": {}, "passes": 0}', "bad_request", "between 1 and"),
        ('{"op": "time_guardrails", "state": {}, "passes": 1.5}', "bad_request", "be an int"),
    ],
)
def test_user_errors_have_specific_types(request_text: str, kind: str, fragment: str) -> None:
    """Each kind of bad request gets its own error type and a message saying what is wrong."""
    answer = json.loads(bridge.handle(request_text))
    assert answer["ok"] is False
    assert answer["error"]["type"] == kind
    assert fragment in answer["error"]["message"]


def test_oversized_requests_are_refused() -> None:
    """A request over the size cap is refused before it is parsed."""
    big = json.dumps({"op": "import_state", "text": "x" * bridge.MAX_REQUEST_CHARS})
    answer = json.loads(bridge.handle(big))
    assert answer["error"]["type"] == "bad_request" and "too large" in answer["error"]["message"]


def test_non_string_request_is_refused() -> None:
    """Something other than a string (a page bug) still gets a JSON answer."""
    assert json.loads(bridge.handle(b"{}"))["error"]["type"] == "bad_request"  # type: ignore[arg-type]


def test_unexpected_failures_become_internal_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug inside an op is caught and reported as `internal`, never raised to the page."""

    def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(bridge, "execute", broken)
    error = fail("run", state=preset_state("A"))
    assert error["type"] == "internal" and "boom" in error["message"]


def test_failed_import_leaves_the_page_cache_alone() -> None:
    """A bad import or link between two runs changes nothing: the second run still hits."""
    state = preset_state("A")
    ok("run", state=state)
    fail("import_state", text="{")
    fail("decode_permalink", link="#s=v1.@@@")
    assert all(a["cacheHit"] for a in ok("run", state=state)["result"]["agents"])


def test_broken_characters_come_back_as_valid_json() -> None:
    """Lone surrogates in a request give an error answer that is still strict, UTF-8-safe JSON."""
    answer_text = bridge.handle('{"op": "run", "state": {"diffSummary": "\\ud800"}}')
    answer_text.encode("utf-8")
    assert json.loads(answer_text)["error"]["type"] == "invalid_state"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _answer_is_valid(text: str) -> None:
    answer = json.loads(text)
    assert isinstance(answer, dict) and isinstance(answer["ok"], bool)
    if not answer["ok"]:
        assert answer["error"]["type"] != "internal", answer["error"]
        assert answer["error"]["message"]


@settings(max_examples=examples(300), deadline=None)
@given(st.text(max_size=200))
def test_fuzz_arbitrary_text(text: str) -> None:
    """Any text gets a JSON answer with `ok` true or false; nothing escapes."""
    _answer_is_valid(bridge.handle(text))


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from([*OPS, "nope"]),
    st.dictionaries(
        st.sampled_from(["state", "fresh", "id", "link", "text", "result", "passes", "other"]),
        json_values,
        max_size=3,
    ),
)
def test_fuzz_arbitrary_json_requests(op: str, args: dict[str, Any]) -> None:
    """Any op with any JSON arguments answers in the documented shape, never `internal`."""
    _answer_is_valid(bridge.handle(json.dumps({"op": op, **args})))


@settings(max_examples=examples(150), deadline=None)
@given(st.text(max_size=200))
def test_fuzz_permalink_decode_op(link: str) -> None:
    """decode_permalink with arbitrary text answers ok or bad_permalink/invalid_state."""
    answer = json.loads(bridge.handle(json.dumps({"op": "decode_permalink", "link": link})))
    if not answer["ok"]:
        assert answer["error"]["type"] in ("bad_permalink", "invalid_state")


def test_permalink_of_each_preset_reproduces_its_run() -> None:
    """permalink → run gives the same digest as running the preset directly."""
    for preset_id in ("A", "B", "D", "F"):
        state = preset_state(preset_id)
        direct = ok("run", state=state, fresh=True)["result"]["digest"]
        link = permalink.encode(DemoState.model_validate(state))
        decoded = ok("decode_permalink", link=link)["state"]
        assert ok("run", state=decoded, fresh=True)["result"]["digest"] == direct


def test_run_answers_with_the_link_encode_permalink_gives() -> None:
    """One request per run: the page takes the link from the run's own answer."""
    state = ok("load_preset", id="B")["state"]
    ran = ok("run", state=state)
    assert ran["link"] == ok("encode_permalink", state=state)
    assert ran["link"]["fragment"].startswith("#s=v1.")

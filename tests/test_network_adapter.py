"""The OpenAI-compatible adapter against a real chat-completions server on loopback."""

from __future__ import annotations

import json
import random
import socket
import time
from typing import Any

import pytest

httpx = pytest.importorskip(
    "httpx", reason="the adapter needs the network extra: pip install .[network]"
)

from helpers import make_state  # noqa: E402
from loopback_llm import (  # noqa: E402
    LoopbackLLM,
    Reply,
    completion,
    rate_limited,
    report_json,
    server_error,
    slow,
)
from safe_agent.hashing import estimate_tokens  # noqa: E402
from safe_agent.host.egress import load_provider  # noqa: E402
from safe_agent.pipeline.audit import to_jsonl  # noqa: E402
from safe_agent.pipeline.runner import Session, run  # noqa: E402
from safe_agent.pipeline.schema_gate import check_report  # noqa: E402
from safe_agent.provider import Provider, ProviderError, RetryableProviderError  # noqa: E402
from safe_agent.types import (  # noqa: E402
    FileBlob,
    LLMRequest,
    ModelSpec,
    ProviderResult,
    RequestContext,
)
from safe_agent_network.openai_compat import OpenAICompatibleProvider, create_provider  # noqa: E402

KEY_ENV = "SAFE_AGENT_TEST_LLM_KEY"
FAKE_KEY = "sk-" + "proj-" + "LoopbackTestKey" + "A" * 20


@pytest.fixture
def key(monkeypatch: pytest.MonkeyPatch) -> str:
    """A format-valid but fake API key in the environment."""
    monkeypatch.setenv(KEY_ENV, FAKE_KEY)
    return FAKE_KEY


def make_request() -> LLMRequest:
    """A small redacted request, as the pipeline would pass it."""
    return LLMRequest(
        requestId="SpecLint:1.0.0:abc",
        system="You are a specification lint tool.",
        task="Lint the spec.",
        constraints=["Output must be strict JSON matching the schema."],
        outputSchema={"title": "Report", "type": "object"},
        model=ModelSpec(
            provider="openai-compatible", model="m", temperature=0.3, maxOutputTokens=321
        ),
        context=RequestContext(
            diffSummary="Adds a spec.", files=[FileBlob(path="specs/a.md", content="MUST x")]
        ),
    )


PROMPT = "SYSTEM:\nYou are a specification lint tool.\n\nTASK:\nLint the spec.\n(envelope)"


def provider_for(llm: LoopbackLLM, **options: Any) -> OpenAICompatibleProvider:
    """An adapter pointed at the loopback server, with a short timeout."""
    options.setdefault("timeout_s", 0.3)
    return create_provider(base_url=llm.url, model="loopback-model", api_key_env=KEY_ENV, **options)


def call(provider: OpenAICompatibleProvider) -> ProviderResult:
    """One attempt, as the pipeline makes it."""
    return provider.call(make_request(), PROMPT, agent="SpecLint")


def test_success_returns_text_and_usage_and_sends_the_envelope(key: str) -> None:
    """A 200 answer gives the message text and the server's usage; the request has the prompt."""
    with LoopbackLLM([completion(report_json(), usage=(123, 45))]) as llm:
        result = call(provider_for(llm))
        (req,) = llm.requests
    assert result.rawText == report_json()
    assert (result.usage.inputTokens, result.usage.outputTokens) == (123, 45)
    assert result.provider == "openai-compatible" and result.model == "loopback-model"
    assert check_report(result.rawText).ok
    assert req.path == "/v1/chat/completions"
    assert req.headers["authorization"] == f"Bearer {key}"
    assert req.body["model"] == "loopback-model"
    assert req.body["messages"] == [
        {"role": "system", "content": "You are a specification lint tool."},
        {"role": "user", "content": PROMPT},
    ]
    assert req.body["temperature"] == 0.3 and req.body["max_tokens"] == 321
    assert "response_format" not in req.body


def test_json_mode_asks_for_a_json_object(key: str) -> None:
    """With json_mode the request sets response_format to json_object."""
    with LoopbackLLM([completion(report_json())]) as llm:
        call(provider_for(llm, json_mode=True))
        assert llm.requests[0].body["response_format"] == {"type": "json_object"}


def test_missing_usage_falls_back_to_the_estimate(key: str) -> None:
    """Without `usage` in the answer, tokens are estimated from the prompt and the text."""
    text = report_json()
    with LoopbackLLM([completion(text, usage=None)]) as llm:
        result = call(provider_for(llm))
    assert result.usage.inputTokens == estimate_tokens(PROMPT)
    assert result.usage.outputTokens == estimate_tokens(text)


def test_non_json_content_is_returned_for_the_gate_to_reject(key: str) -> None:
    """Prose from the model is passed on unchanged; the schema gate (not the adapter) rejects it."""
    prose = "I looked at the spec and it seems fine overall."
    with LoopbackLLM([completion(prose)]) as llm:
        result = call(provider_for(llm))
    assert result.rawText == prose
    gate = check_report(result.rawText)
    assert not gate.ok and gate.error and "not valid JSON" in gate.error


def test_wrong_schema_content_is_returned_for_the_gate_to_reject(key: str) -> None:
    """JSON that is not a Report is passed on; the gate fails closed on it."""
    wrong = json.dumps({"agent": "x", "version": 1, "findings": [{"severity": "critical"}]})
    with LoopbackLLM([completion(wrong)]) as llm:
        result = call(provider_for(llm))
    assert result.rawText == wrong
    assert not check_report(result.rawText).ok


def test_a_body_that_is_not_chat_completions_is_a_final_error(key: str) -> None:
    """A 200 whose body is not the chat-completions shape is a non-retryable ProviderError."""
    with LoopbackLLM([Reply(status=200, body="<html>not an API</html>")]) as llm:
        with pytest.raises(ProviderError) as info:
            call(provider_for(llm))
    assert not isinstance(info.value, RetryableProviderError)
    assert "/v1" in str(info.value)


def test_429_carries_retry_after_then_the_next_attempt_succeeds(key: str) -> None:
    """A 429 is retryable with its Retry-After; the following attempt gets the answer."""
    with LoopbackLLM([rate_limited("2"), completion(report_json())]) as llm:
        provider = provider_for(llm)
        with pytest.raises(RetryableProviderError) as info:
            call(provider)
        result = call(provider)
        assert len(llm.requests) == 2
    assert info.value.status == 429 and info.value.retry_after_s == 2.0
    assert result.rawText == report_json()
    wait = provider.retry.delay(1, random.Random(0), info.value.retry_after_s)
    assert 2.0 <= wait <= provider.retry.max_delay_s


def test_a_slow_server_times_out_as_retryable(key: str) -> None:
    """An answer slower than the timeout raises a retryable error, without waiting for it: the
    server holds its answer for 10 s, and the client gives up long before (the ceiling is 30x the
    0.2 s timeout plus overhead measured here, so a busy machine does not fail it)."""
    with LoopbackLLM([slow(completion(report_json()), 10.0)]) as llm:
        t0 = time.perf_counter()
        with pytest.raises(RetryableProviderError) as info:
            call(provider_for(llm, timeout_s=0.2))
        elapsed = time.perf_counter() - t0
    assert elapsed < 7.5
    assert "0.2 s" in str(info.value)


def test_5xx_until_the_attempts_run_out(key: str) -> None:
    """Every attempt on a failing server is one request and one retryable error, bounded."""
    with LoopbackLLM([server_error(503)] * 5) as llm:
        provider = provider_for(llm, max_attempts=3)
        errors = []
        for _ in range(provider.retry.max_attempts):
            with pytest.raises(RetryableProviderError) as info:
                call(provider)
            errors.append(info.value)
        assert len(llm.requests) == 3
    assert [e.status for e in errors] == [503, 503, 503]
    assert all(e.retry_after_s is None for e in errors)


def test_unreachable_server_is_retryable() -> None:
    """A closed port gives a retryable error that says to check the server."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    provider = create_provider(base_url=f"http://127.0.0.1:{port}/v1", model="m", timeout_s=0.3)
    with pytest.raises(RetryableProviderError, match="server running"):
        call(provider)


def test_bad_credentials_are_final_and_name_the_variable(key: str) -> None:
    """A 401 is not retried, and the message names the env variable (never the key)."""
    with LoopbackLLM([Reply(status=401, body={"error": {"message": "invalid key"}})]) as llm:
        with pytest.raises(ProviderError) as info:
            call(provider_for(llm))
    assert not isinstance(info.value, RetryableProviderError)
    assert KEY_ENV in str(info.value) and key not in str(info.value)


def test_redirects_are_not_followed(key: str) -> None:
    """A redirect is an error: following it could hand the key to another host."""
    with LoopbackLLM(
        [Reply(status=307, headers=(("Location", "http://example.invalid/v1"),))]
    ) as llm:
        with pytest.raises(ProviderError, match="redirects"):
            call(provider_for(llm))
        assert len(llm.requests) == 1


def test_no_key_in_env_sends_no_authorization(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the variable set (a local server), no Authorization header is sent."""
    monkeypatch.delenv(KEY_ENV, raising=False)
    with LoopbackLLM([completion(report_json())]) as llm:
        call(provider_for(llm))
        assert "authorization" not in llm.requests[0].headers


def test_the_key_never_appears_in_any_output(key: str, capsys: pytest.CaptureFixture[str]) -> None:
    """In every scenario (errors echoing the key too) the key is in no message or result."""
    echo = {"error": {"message": f"bad header Authorization: Bearer {key}"}}
    script = [
        completion(report_json()),
        completion(f"echo: {key}"),
        rate_limited("1"),
        server_error(500),
        Reply(status=400, body=echo),
        Reply(status=502, body=echo),
        Reply(status=200, body=f"not json {key}"),
        slow(completion("late"), 1.0),
    ]
    seen: list[str] = []
    with LoopbackLLM(script) as llm:
        provider = provider_for(llm, timeout_s=0.2)
        seen += [repr(provider), str(vars(provider))]
        for _ in script:
            try:
                result = call(provider)
                seen.append(result.model_dump_json())
            except ProviderError as exc:
                seen += [str(exc), repr(exc), str(vars(exc))]
        assert all(r.headers.get("authorization") == f"Bearer {key}" for r in llm.requests)
    out = capsys.readouterr()
    seen += [out.out, out.err]
    assert len(seen) > 10
    assert not [s for s in seen if key in s]


def test_found_through_the_entry_point() -> None:
    """The core finds the adapter by entry-point name, and it satisfies the Provider protocol."""
    provider = load_provider("openai-compatible", base_url="http://127.0.0.1:9/v1", model="m")
    assert isinstance(provider, OpenAICompatibleProvider) and isinstance(provider, Provider)
    assert provider.retry.max_attempts == 3


@pytest.mark.parametrize(
    "options",
    [
        {"base_url": "127.0.0.1:8000/v1"},
        {"base_url": "http://user:secret@127.0.0.1:8000/v1"},
        {"base_url": "http://127.0.0.1:8000/v1?key=secret"},
        {"model": ""},
        {"timeout_s": 0},
        {"max_attempts": 0},
    ],
)
def test_bad_configuration_is_refused_with_a_fix(options: dict[str, Any]) -> None:
    """Options that cannot work are refused when the provider is built, not on the first call."""
    kwargs: dict[str, Any] = {"base_url": "http://127.0.0.1:8000/v1", "model": "m", **options}
    with pytest.raises(ValueError):
        create_provider(**kwargs)


def test_pipeline_retries_a_429_and_audits_each_attempt_without_the_key(key: str) -> None:
    """Through the real pipeline: a 429 is audited, waited out, retried; the key is in no record."""
    state = make_state()
    sleeps: list[float] = []
    with LoopbackLLM([rate_limited("3")]) as llm:
        session = Session(sleep=sleeps.append, provider=provider_for(llm))
        result = run(state, session=session)
        assert len(llm.requests) == 4
    assert [a.status for a in result.agents] == ["ok", "ok", "ok"]
    kinds = [e.kind for e in result.audit]
    assert kinds.count("llm_error") == 1 and kinds.count("llm_request") == 4
    error = next(e for e in result.audit if e.kind == "llm_error")
    assert error.detail and error.detail["status"] == 429
    assert sleeps and sleeps[0] >= 3.0
    dumped = result.model_dump_json() + to_jsonl(result.audit)
    assert key not in dumped and KEY_ENV not in dumped


def test_pipeline_fails_closed_when_5xx_outlasts_the_attempts(key: str) -> None:
    """Through the real pipeline: three 503s stop the agent as an error, with 3 audited attempts."""
    state = make_state(ui={"activeAgent": "SpecLint"})
    with LoopbackLLM([server_error(503)] * 3) as llm:
        session = Session(sleep=lambda _s: None, provider=provider_for(llm, max_attempts=3))
        result = run(state, session=session)
        assert len(llm.requests) == 3
    (agent,) = result.agents
    assert agent.status == "error" and agent.report is None
    assert [e.kind for e in result.audit].count("llm_error") == 3
    assert result.budget.calls == 3

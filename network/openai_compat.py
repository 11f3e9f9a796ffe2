"""A provider for OpenAI-compatible chat-completions endpoints (OpenAI, vLLM, llama.cpp, Ollama).

One `call()` is one HTTP attempt: the pipeline retries, so every attempt passes the budget and is
audited. The API key is read from the environment at call time, sent only in the Authorization
header, and never put in a message, a repr or a result.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any
from urllib.parse import urlsplit

import httpx
from safe_agent.hashing import estimate_tokens
from safe_agent.provider import (
    ProviderError,
    ProviderUnreachable,
    RetryableProviderError,
    RetryPolicy,
)
from safe_agent.types import AgentName, LLMRequest, ProviderResult, Usage

PROVIDER_NAME = "openai-compatible"
MAX_RESPONSE_BYTES = 4_000_000
_BODY_EXCERPT = 200
_MIN_SCRUB_LEN = 8


def _retry_after(value: str | None) -> float | None:
    """Seconds from a `Retry-After` header (delta-seconds or an HTTP date), or None."""
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


class OpenAICompatibleProvider:
    """`Provider` for `POST {base_url}/chat/completions`."""

    name = PROVIDER_NAME

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key_env: str = "OPENAI_API_KEY",
        timeout_s: float = 30.0,
        max_attempts: int = 3,
        json_mode: bool = False,
        client: httpx.Client | None = None,
    ) -> None:
        parts = urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError("the base URL must start with http:// or https:// and name a host")
        if parts.username or parts.password or parts.query or parts.fragment:
            raise ValueError(
                "the base URL must not carry credentials or a query (it is audited); put the key "
                f"in the {api_key_env} environment variable"
            )
        if not model:
            raise ValueError("model is empty; pass --model NAME (as the endpoint names it)")
        if not 1 <= max_attempts <= 10:
            raise ValueError(f"max_attempts is {max_attempts}; use 1 to 10")
        if timeout_s <= 0:
            raise ValueError(f"timeout_s is {timeout_s}; use a positive number of seconds")
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key_env = api_key_env
        self.timeout_s = timeout_s
        self.json_mode = json_mode
        self.retry = RetryPolicy(max_attempts=max_attempts)
        self._client = client if client is not None else httpx.Client(follow_redirects=False)

    def __repr__(self) -> str:
        return (
            f"OpenAICompatibleProvider(base_url={self.base_url!r}, model={self.model!r}, "
            f"api_key_env={self.api_key_env!r}, timeout_s={self.timeout_s})"
        )

    def _scrub(self, text: str) -> str:
        """Replace the API key, should a server ever echo it, with a marker."""
        key = os.environ.get(self.api_key_env, "")
        if len(key) >= _MIN_SCRUB_LEN and key in text:
            return text.replace(key, f"[{self.api_key_env} removed]")
        return text

    def _excerpt(self, response: httpx.Response) -> str:
        """A short single-line excerpt of an error body, for the message (key scrubbed)."""
        try:
            text = response.text
        except (UnicodeDecodeError, httpx.HTTPError):
            return ""
        flat = self._scrub(" ".join(text.split()))[:_BODY_EXCERPT]
        return f": {flat}" if flat else ""

    def close(self) -> None:
        """Close the HTTP client (connections are pooled between calls)."""
        self._client.close()

    def payload(self, request: LLMRequest, prompt: str) -> dict[str, Any]:
        """The JSON body: the agent's system text as the system message, the envelope as user."""
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": request.system},
                {"role": "user", "content": prompt},
            ],
            "temperature": request.model.temperature,
            "max_tokens": request.model.maxOutputTokens,
        }
        if self.json_mode:
            body["response_format"] = {"type": "json_object"}
        return body

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        key = os.environ.get(self.api_key_env, "")
        if key:
            headers["Authorization"] = f"Bearer {key}"
        return headers

    def call(self, request: LLMRequest, prompt: str, *, agent: AgentName) -> ProviderResult:
        """One attempt; `RetryableProviderError` on 429/5xx/timeouts, `ProviderError` otherwise."""
        url = f"{self.base_url}/chat/completions"
        try:
            response = self._client.post(
                url,
                json=self.payload(request, prompt),
                headers=self._headers(),
                timeout=self.timeout_s,
            )
        except httpx.TimeoutException as exc:
            raise ProviderUnreachable(
                f"{agent}: no answer from {url} within {self.timeout_s:g} s "
                f"({type(exc).__name__}); check the server, or allow a longer timeout_s"
            ) from None
        except httpx.TransportError as exc:
            raise ProviderUnreachable(
                f"{agent}: cannot reach {url} ({type(exc).__name__}); is the server running?"
            ) from None
        status = response.status_code
        if status in (408, 429) or status >= 500:
            raise RetryableProviderError(
                f"{agent}: HTTP {status} from {url}{self._excerpt(response)}",
                status=status,
                retry_after_s=_retry_after(response.headers.get("retry-after")),
            )
        if 300 <= status < 400:
            target = response.headers.get("location", "elsewhere")
            raise ProviderError(
                f"{agent}: {url} redirects to {target}; pass the final URL as --base-url "
                "(redirects are not followed, so the key cannot leak to another host)",
                status=status,
            )
        if status in (401, 403):
            raise ProviderError(
                f"{agent}: HTTP {status} from {url}: the endpoint refused the credentials; set "
                f"{self.api_key_env} to a valid key",
                status=status,
            )
        if status >= 400:
            raise ProviderError(
                f"{agent}: HTTP {status} from {url}{self._excerpt(response)}", status=status
            )
        return self._result(response, prompt, agent, url)

    def _result(
        self, response: httpx.Response, prompt: str, agent: AgentName, url: str
    ) -> ProviderResult:
        if len(response.content) > MAX_RESPONSE_BYTES:
            raise ProviderError(
                f"{agent}: the answer from {url} is over {MAX_RESPONSE_BYTES:,} bytes"
            )
        try:
            data = response.json()
            choice = data["choices"][0]
            text = choice["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError):
            raise ProviderError(
                f"{agent}: {url} did not answer in the chat-completions format"
                f"{self._excerpt(response)}; is the base URL right (it usually ends in /v1)?",
                status=response.status_code,
            ) from None
        if not isinstance(text, str):
            text = "" if text is None else json.dumps(text)
        usage = data.get("usage") if isinstance(data, dict) else None
        usage = usage if isinstance(usage, dict) else {}
        prompt_tokens = usage.get("prompt_tokens")
        completion_tokens = usage.get("completion_tokens")
        model = data.get("model") if isinstance(data.get("model"), str) else self.model
        text = self._scrub(text)
        return ProviderResult(
            rawText=text,
            usage=Usage(
                inputTokens=prompt_tokens
                if isinstance(prompt_tokens, int) and prompt_tokens >= 0
                else estimate_tokens(prompt),
                outputTokens=completion_tokens
                if isinstance(completion_tokens, int) and completion_tokens >= 0
                else estimate_tokens(text),
            ),
            provider=self.name,
            model=model,
        )


def create_provider(
    *,
    base_url: str,
    model: str,
    api_key_env: str = "OPENAI_API_KEY",
    timeout_s: float = 30.0,
    max_attempts: int = 3,
    json_mode: bool = False,
    client: httpx.Client | None = None,
) -> OpenAICompatibleProvider:
    """Entry point `safe_agent.providers: openai-compatible`."""
    return OpenAICompatibleProvider(
        base_url=base_url,
        model=model,
        api_key_env=api_key_env,
        timeout_s=timeout_s,
        max_attempts=max_attempts,
        json_mode=json_mode,
        client=client,
    )

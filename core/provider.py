"""Provider engine (the seam): the protocol every model adapter implements, its errors, retries."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from .types import AgentName, AuditEvent, LLMRequest, ProviderResult


class ProviderError(Exception):
    """A provider call failed for good (bad request, auth). Its message never holds a key."""

    def __init__(self, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class RetryableProviderError(ProviderError):
    """A provider call failed in a way worth retrying (HTTP 429, 5xx, timeout)."""

    def __init__(
        self, message: str, *, status: int | None = None, retry_after_s: float | None = None
    ) -> None:
        super().__init__(message, status=status)
        self.retry_after_s = retry_after_s


class ProviderUnreachable(RetryableProviderError):
    """The provider could not be reached at all (refused, no route, no answer in time): no model
    saw the prompt. A run where every call ends so says it could not reach the provider (the
    command line exits 3), not that the budget ran out."""


def unreachable(events: Iterable[AuditEvent]) -> bool:
    """True when calls were made, none was answered, and the provider could not be reached."""
    said = [e for e in events if e.kind in ("llm_response", "llm_error")]
    return bool(said) and all(
        e.kind == "llm_error"
        and e.error is not None
        and e.error.name == ProviderUnreachable.__name__
        for e in said
    )


@dataclass(frozen=True)
class RetryPolicy:
    """Bounded exponential backoff with full jitter; `max_attempts` counts the first try."""

    max_attempts: int = 1
    base_delay_s: float = 0.5
    max_delay_s: float = 8.0

    def delay(self, attempt: int, rng: random.Random, retry_after_s: float | None = None) -> float:
        """Seconds to wait after failed attempt number `attempt` (1-based)."""
        cap = min(self.max_delay_s, self.base_delay_s * (2 ** (attempt - 1)))
        wait = rng.uniform(0, cap)
        if retry_after_s is not None:
            wait = max(wait, min(retry_after_s, self.max_delay_s))
        return wait


@runtime_checkable
class Provider(Protocol):
    """A model behind the guardrails. `call` gets the redacted request and the exact envelope."""

    name: str
    retry: RetryPolicy

    def call(self, request: LLMRequest, prompt: str, *, agent: AgentName) -> ProviderResult:
        """Return the model's raw text and usage, or raise a ProviderError."""
        ...

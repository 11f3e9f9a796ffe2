"""Cache engine: validated responses kept in memory for the page's life, with a TTL."""

from __future__ import annotations

from dataclasses import dataclass

from ..types import Report, Usage


@dataclass(frozen=True)
class CachedResponse:
    """A validated response as stored: only gate-passing (strict) results are ever cached."""

    requestId: str
    provider: str
    model: str
    rawText: str
    report: Report
    usage: Usage
    outputHash: str
    timestampMs: int


def cache_key(provider: str, model: str, prompt_hash: str, context_hash: str) -> str:
    """`aidev:{provider}:{model}:{promptHash}:{contextHash}` (provider/model from the policy)."""
    return f"aidev:{provider}:{model}:{prompt_hash}:{context_hash}"


class MemoryCache:
    """A dict with lazy expiry: an entry is valid up to and including its expiry instant."""

    def __init__(self) -> None:
        self._entries: dict[str, tuple[CachedResponse, int]] = {}

    def get(self, key: str, now_ms: int) -> CachedResponse | None:
        entry = self._entries.get(key)
        if entry is None:
            return None
        value, expires_ms = entry
        if expires_ms < now_ms:
            del self._entries[key]
            return None
        return value

    def set(self, key: str, value: CachedResponse, ttl_s: int, now_ms: int) -> None:
        self._entries[key] = (value, now_ms + ttl_s * 1000)

    def clear(self) -> None:
        self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)

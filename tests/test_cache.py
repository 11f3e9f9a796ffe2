"""Cache: devkit key format, lazy TTL expiry on an injectable clock."""

from __future__ import annotations

from safe_agent.pipeline.cache import CachedResponse, MemoryCache, cache_key
from safe_agent.types import Report, Usage


def _entry() -> CachedResponse:
    report = Report(agent="A", version="1", input_hash="i", output_hash="o", findings=[])
    return CachedResponse(
        "r", "stub", "m", "{}", report, Usage(inputTokens=1, outputTokens=1), "h", 0
    )


def test_key_format() -> None:
    """The key is aidev:{provider}:{model}:{promptHash}:{contextHash}."""
    assert "aidev:stub:stub-model:p:c" == cache_key("stub", "stub-model", "p", "c")


def test_entry_valid_until_expiry_inclusive_then_gone() -> None:
    """An entry is returned up to its expiry instant and dropped after it."""
    cache = MemoryCache()
    cache.set("k", _entry(), ttl_s=10, now_ms=1000)
    assert cache.get("k", 11_000) is not None
    assert cache.get("k", 11_001) is None
    assert 0 == len(cache)

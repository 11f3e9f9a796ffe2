"""Hashing: real SHA-256 by default; the devkit's 32-bit hash reproduces its golden vectors."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from safe_agent.hashing import devkit32, estimate_tokens, sha256_hex, utf16_len

GOLDEN = json.loads((Path(__file__).parent / "data" / "devkit-golden.json").read_text())


@pytest.mark.parametrize(("text", "expected"), sorted(GOLDEN["devkit32_vectors"].items()))
def test_devkit32_matches_golden_vectors(text: str, expected: str) -> None:
    """Every devkit32 vector in the golden file is reproduced exactly."""
    assert expected == devkit32(text)


def test_sha256_is_real_sha256_of_utf8() -> None:
    """The default hash is standard SHA-256 of the UTF-8 bytes (64 hex digits)."""
    assert hashlib.sha256("é😀".encode()).hexdigest() == sha256_hex("é😀")
    assert 64 == len(sha256_hex(""))


@pytest.mark.parametrize(
    ("text", "units", "tokens"),
    [("", 0, 0), ("a", 1, 1), ("abcde", 5, 2), ("😀", 2, 1), ("é" * 8, 8, 2)],
)
def test_token_estimate_counts_utf16_units(text: str, units: int, tokens: int) -> None:
    """Token estimate is ceil(UTF-16 length / 4), astral characters counting two units."""
    assert units == utf16_len(text)
    assert tokens == estimate_tokens(text)

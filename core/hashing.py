"""Content hashes and token estimates: real SHA-256, and the devkit's 32-bit hash for parity."""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable

Hasher = Callable[[str], str]


def utf16_len(text: str) -> int:
    """Length in UTF-16 code units, as JavaScript's `String.length` counts it."""
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def estimate_tokens(text: str) -> int:
    """The devkit's token estimate: ceil(UTF-16 length / 4)."""
    return math.ceil(utf16_len(text) / 4)


def sha256_hex(text: str) -> str:
    """Real SHA-256 of the UTF-8 bytes, as 64 lowercase hex digits."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def devkit32(text: str) -> str:
    """The devkit's `sha256()`, not SHA-256: h = h*31 + c mod 2**32 over UTF-16 units."""
    data = text.encode("utf-16-le", "surrogatepass")
    h = 0
    for i in range(0, len(data), 2):
        h = (h * 31 + (data[i] | (data[i + 1] << 8))) & 0xFFFFFFFF
    return f"sha256_{h:x}"

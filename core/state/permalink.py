"""Permalinks: the full demo state as `v1.` + base64url(raw deflate(canonical JSON)), and back.

Format (version 1): canonical JSON of the *full* state (`state_io.canonical_json`: sorted keys,
no spaces, UTF-8) → raw deflate (zlib level 9, wbits -15, no header) → base64url without padding,
prefixed `v1.`. The same state always gives the same link. Measured on presets A–F, full-state
links are 1,221–1,686 characters, under the 2,000 that chat apps and LMS fields keep (`python -m
bench.permalink`). A diff against the defaults would save about 500 characters, but then a later
change of a default would change what an old link means; every field travels explicitly instead.

Decoding is bounded and says what went wrong: the link text is capped (`MAX_LINK_CHARS`), inflation
stops at `MAX_INFLATED_BYTES` (a decompression bomb costs at most that much work), and each failure
is a `PermalinkError` with a `reason` (too_long, no_state, truncated, not_base64url, not_deflate,
too_large, not_utf8, not_json, newer_version, unknown_version, invalid_state).
"""

from __future__ import annotations

import base64
import re
import zlib
from urllib.parse import unquote

from .demo_state import STATE_VERSION, DemoState
from .state_io import (
    Problem,
    StateError,
    canonical_json,
    newer_version_message,
    parse_json,
    state_from_data,
)

PREFIX = f"v{STATE_VERSION}."
MAX_LINK_CHARS = 16_000
MAX_INPUT_CHARS = MAX_LINK_CHARS + 4_096  # room for a page URL around the state
MAX_INFLATED_BYTES = 1_000_000

_B64URL = re.compile(r"[A-Za-z0-9_-]*")
_VERSIONED = re.compile(r"v([0-9]{1,6})\.(.*)\Z", re.DOTALL)


class PermalinkError(StateError):
    """A link that cannot be turned back into a state; `reason` names the failure."""

    def __init__(self, reason: str, message: str, problems: list[Problem] | None = None) -> None:
        kind = "invalid_state" if reason == "invalid_state" else "bad_permalink"
        super().__init__(kind, problems or [Problem("", message)], summary=message, reason=reason)


def encode(state: DemoState) -> str:
    """The permalink token for `state`: `v1.` + base64url(raw deflate level 9 of canonical JSON)."""
    raw = canonical_json(state).encode("utf-8", "surrogatepass")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(raw) + packer.flush()
    return PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def fragment(state: DemoState) -> str:
    """The preferred URL form, `#s=v1.…` (a fragment never reaches a server or its logs)."""
    return "#s=" + encode(state)


def decode(text: str) -> DemoState:
    """The state in a link: a bare `v1.…`, `s=…`, `?s=…`, `#s=…`, or a full URL with either."""
    if len(text) > MAX_INPUT_CHARS:
        raise _too_long(len(text))
    token = extract_token(text)
    if len(token) > MAX_LINK_CHARS:
        raise _too_long(len(token))
    match = _VERSIONED.match(token)
    if match is None:
        raise PermalinkError(
            "no_state",
            "this is not a demo link: the state should start with 'v1.' "
            "(copy the whole link, including the part after '#s=' or '?s=')",
        )
    digits = match.group(1)
    if digits != str(int(digits)):  # 'v01.' is not 'v1.': a link is read exactly as written
        raise PermalinkError(
            "unknown_version",
            f"unknown link version 'v{digits}'; this page reads 'v{STATE_VERSION}.' links "
            "(copy the link again without changes)",
        )
    version = int(digits)
    if version > STATE_VERSION:
        raise PermalinkError("newer_version", newer_version_message(version, "link"))
    if version != STATE_VERSION:
        raise PermalinkError(
            "unknown_version", f"unknown link version v{version}; this page reads v{STATE_VERSION}"
        )
    data = _inflate(_unbase64(match.group(2)))
    try:
        text_json = data.decode("utf-8")
    except UnicodeDecodeError:
        raise PermalinkError(
            "not_utf8", "the link's data is not UTF-8 text (corrupted link)"
        ) from None
    try:
        parsed = parse_json(text_json, max_chars=MAX_INFLATED_BYTES)
    except StateError as exc:
        raise PermalinkError("not_json", f"the link's data is not JSON ({exc})") from None
    try:
        return state_from_data(parsed, what="link")
    except StateError as exc:
        if exc.reason == "newer_version":
            raise PermalinkError("newer_version", str(exc), exc.problems) from None
        raise PermalinkError(
            "invalid_state", f"this link holds an invalid state: {exc}", exc.problems
        ) from None


def extract_token(text: str) -> str:
    """The `v1.…` token inside a link; the fragment's `s=` wins over the query's."""
    text = text.strip()
    candidates: list[str] = []
    if "#" in text:
        before, _, frag = text.partition("#")
        candidates.append(frag)
        if "?" in before:
            candidates.append(before.partition("?")[2])
    elif "?" in text:
        candidates.append(text.partition("?")[2])
    elif text.startswith("s="):
        candidates.append(text)
    for candidate in candidates:
        for part in candidate.split("&"):
            if part.startswith("s="):
                return unquote(part[2:]).strip()
    if candidates:
        raise PermalinkError(
            "no_state", "this link holds no demo state: expected '#s=v1.…' or '?s=v1.…'"
        )
    return text


def _too_long(length: int) -> PermalinkError:
    return PermalinkError(
        "too_long",
        f"the link is too long ({length:,} characters; the limit is {MAX_LINK_CHARS:,}); "
        "export the state as a JSON file and import it instead",
    )


def _unbase64(body: str) -> bytes:
    body = body.rstrip("=")
    if not body:
        raise PermalinkError("truncated", "the link was cut off: nothing follows 'v1.'")
    if _B64URL.fullmatch(body) is None:
        bad = next(ch for ch in body if _B64URL.fullmatch(ch) is None)
        raise PermalinkError(
            "not_base64url",
            f"the link is not base64url (it contains {bad!r}); copy it again without changes",
        )
    if len(body) % 4 == 1:
        raise PermalinkError(
            "truncated", "the link was cut off (its length is impossible); copy the whole link"
        )
    return base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))


def _inflate(data: bytes) -> bytes:
    inflater = zlib.decompressobj(-15)
    try:
        out = inflater.decompress(data, MAX_INFLATED_BYTES + 1)
    except zlib.error:
        raise PermalinkError(
            "not_deflate", "the link's data is not deflate-compressed (corrupted link)"
        ) from None
    if len(out) > MAX_INFLATED_BYTES:
        raise PermalinkError(
            "too_large",
            f"the link inflates past {MAX_INFLATED_BYTES:,} bytes; refused "
            "(use export/import for large states)",
        )
    if not inflater.eof:
        raise PermalinkError(
            "truncated", "the link was cut off: its compressed data ends early; copy the whole link"
        )
    if inflater.unused_data:
        raise PermalinkError(
            "not_deflate", "the link has extra data after the compressed state (corrupted link)"
        )
    return out

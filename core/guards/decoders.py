"""Decoded payloads for the injection guard: base64, hex, percent-encoding and Unicode tags.

`decoded_views(text)` finds encoded runs and returns their decoded text, each tied to the span of
the encoded run in the original. Decoding is bounded: at most two rounds (a payload inside a
decoded payload is decoded once more), a fixed number of candidates per round and a fixed number
of decoded characters per input.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from urllib.parse import unquote

from .textutil import long_runs

MAX_DECODE_DEPTH = 2  # an encoded payload inside a decoded payload is decoded once more, no deeper
MAX_CANDIDATES = 32  # encoded runs examined per input (per round)
MAX_RUN_CHARS = 16_384  # longest encoded run decoded (longer runs: only their first part)
MAX_DECODED_CHARS = 65_536  # total decoded characters per input, all rounds together


@dataclass(frozen=True)
class DecodedView:
    """Text decoded from an encoded run; `span` is the encoded run's span in the original text."""

    kind: str  # "base64", "hex", "percent", "unicode-tags"
    span: tuple[int, int]
    text: str
    depth: int


_TAG_RUN = re.compile("[\U000e0020-\U000e007e][\U000e0020-\U000e007e]+")
_BASE64_RUN = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,}+={0,2}")
_HEX_RUN = re.compile(r"(?<![0-9A-Za-z])(?:(?:0x|\\x)?[0-9A-Fa-f]{2}(?:[ :,]{0,2}+)){8,}+")
_PERCENT_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2}|[A-Za-z0-9._~+!*'()-]){6,}+")
_HEX_SEPARATORS = re.compile(r"0x|\\x|[ :,]")
# Every hex run lies inside a run of 16+ characters of this class (hex digits, `x`, `\\`, the
# separators): the hex regex, whose look-behind start is tried at every position, only runs
# inside those regions (12% of the guard's instructions on the benchmark texts).
_HEX_REGION = re.compile(r"[0-9A-Fa-fx\\ :,][0-9A-Fa-fx\\ :,]{15,}+")
_PERCENT_HINT = re.compile(r"%[0-9A-Fa-f]{2}[^%]{0,64}%[0-9A-Fa-f]{2}")
_LONG_WORD = 16  # a base64 run is one whitespace-free word of at least this length


def _readable(raw: bytes) -> str | None:
    """`raw` as text when it is mostly printable UTF-8 with some letters, else None."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) < 4:
        return None
    if text.isprintable():
        printable = len(text)
    else:
        printable = sum(1 for c in text if c.isprintable() or c in "\n\r\t")
    letters = sum(map(str.isalpha, text))
    if printable < 0.95 * len(text) or letters < 0.5 * len(text.replace(" ", "")) or letters < 3:
        return None
    return text


# A base64 run is ASCII, where `str.isdigit` and `str.isupper` hold for exactly these.
_DIGIT_OR_UPPER = re.compile("[0-9A-Z]")


def _decode_base64(run: str) -> str | None:
    core = run.rstrip("=")
    if len(core) % 4 == 1 or _DIGIT_OR_UPPER.search(core) is None:
        return None
    padded = core + "=" * (-len(core) % 4)
    alt = b"-_" if ("-" in core or "_" in core) else None
    try:
        raw = base64.b64decode(padded, altchars=alt, validate=True)
    except (binascii.Error, ValueError):
        return None
    return _readable(raw)


def _decode_hex(run: str) -> str | None:
    digits = _HEX_SEPARATORS.sub("", run)
    if len(digits) % 2:
        digits = digits[:-1]
    try:
        raw = bytes.fromhex(digits)
    except ValueError:
        return None
    return _readable(raw)


def _decode_percent(run: str) -> str | None:
    if run.count("%") < 2 or not run.isascii():
        return None
    try:
        text = unquote(run, errors="strict")
    except UnicodeDecodeError:  # percent-encoded bytes that are not UTF-8: no text to read
        return None
    return None if text == run else text


def _tag_text(run: str) -> str:
    return "".join(chr(ord(c) - 0xE0000) for c in run)


def decoded_views(text: str) -> list[DecodedView]:
    """Decoded payloads hidden in `text` (base64, hex, percent-encoding, Unicode tag characters).

    At most `MAX_DECODE_DEPTH` rounds (a payload found inside a decoded payload is decoded once
    more, mapped to the outer run's span), `MAX_CANDIDATES` runs per round and
    `MAX_DECODED_CHARS` decoded characters in all.
    """
    return _decoded_views(text, _decode_once)


def decoded_views_plain(text: str) -> list[DecodedView]:
    """The definition `decoded_views` is held to: every decoder's regex searched over the whole
    text (`decoded_views` looks for base64 only inside long whitespace-free runs, and for hex
    only inside runs of hex-like characters)."""
    return _decoded_views(text, _decode_once_plain)


_Found = Iterator[tuple[str, tuple[int, int], str]]


def _decoded_views(text: str, decode_once: Callable[[str], _Found]) -> list[DecodedView]:
    views: list[DecodedView] = []
    budget = MAX_DECODED_CHARS
    frontier: list[tuple[str, tuple[int, int] | None]] = [(text, None)]
    for depth in range(1, MAX_DECODE_DEPTH + 1):
        found: list[tuple[str, tuple[int, int] | None]] = []
        for source, outer in frontier:
            for kind, span, decoded in decode_once(source):
                if budget <= 0:
                    return views
                decoded = decoded[:budget]
                budget -= len(decoded)
                where = outer if outer is not None else span
                views.append(DecodedView(kind, where, decoded, depth))
                found.append((decoded, where))
        frontier = found
        if not frontier:
            break
    return views


def _base64_runs(text: str) -> Iterator[re.Match[str]]:
    """`_BASE64_RUN.finditer(text)`, searching only the whitespace-free runs of 16+ characters
    (a base64 run is one such run; most texts have none)."""
    for start, word in long_runs(text, _LONG_WORD):
        yield from _BASE64_RUN.finditer(text, start, start + len(word))


_Decoder = tuple[str, Iterator[re.Match[str]], Callable[[str], str | None]]


def _hex_runs(text: str) -> Iterator[re.Match[str]]:
    """`_HEX_RUN.finditer(text)`, searching only the `_HEX_REGION` runs (a hex run cannot
    reach past its region: the next character is in none of the pattern's classes)."""
    for region in _HEX_REGION.finditer(text):
        yield from _HEX_RUN.finditer(text, region.start(), region.end())


def _decode_once(text: str) -> _Found:
    return _decode_runs(text, _hex_runs(text), _base64_runs(text))


def _decode_once_plain(text: str) -> _Found:
    return _decode_runs(text, _HEX_RUN.finditer(text), _BASE64_RUN.finditer(text))


def _decode_runs(
    text: str, hex_runs: Iterator[re.Match[str]], base64_runs: Iterator[re.Match[str]]
) -> _Found:
    if not text.isascii():
        for m in _TAG_RUN.finditer(text):
            yield "unicode-tags", (m.start(), m.end()), _tag_text(m.group(0))[:MAX_RUN_CHARS]
    tried = 0
    decoders: list[_Decoder] = [
        ("hex", hex_runs, _decode_hex),
        ("base64", base64_runs, _decode_base64),
    ]
    for kind, runs, decode in decoders:
        for m in runs:
            if tried >= MAX_CANDIDATES:
                return
            tried += 1
            decoded = decode(m.group(0)[:MAX_RUN_CHARS])
            if decoded:
                yield kind, (m.start(), m.end()), decoded
    if "%" in text and _PERCENT_HINT.search(text):
        for m in _PERCENT_RUN.finditer(text):
            if tried >= MAX_CANDIDATES:
                return
            if "%" not in m.group(0):
                continue
            tried += 1
            decoded = _decode_percent(m.group(0)[:MAX_RUN_CHARS])
            if decoded:
                yield "percent", (m.start(), m.end()), decoded

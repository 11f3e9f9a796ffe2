"""Learned prompt-injection detector: a linear model over hashed word and character n-grams.

API for the code that wires it in (the guard's second layer, per field):

* ``score(text) -> DetectorScore``: ``.score`` is the probability (0..1, rounded to 4 decimals)
  that the text carries an instruction aimed at the model; ``.logit`` the exact value it comes
  from; ``.top`` the n-grams that pushed the score up most, each with ``start``/``end`` indexing
  the ORIGINAL text (extended to word boundaries) for highlighting.
* ``verdict(score, warn, block) -> "block" | "warn" | "pass"``: ``score >= block`` blocks,
  ``score >= warn`` warns. ``DEFAULT_WARN`` / ``DEFAULT_BLOCK`` are the defaults chosen by
  cross-validation on the training data (``tools/detector_manifest.json`` records how).

How a text is scored. The text is normalised (invisible format characters dropped, NFKC, casefold,
whitespace runs collapsed to one space) with a map back to the original characters. The
normalised text is cut into windows of ``window`` characters every ``stride`` characters (a short
text is one window), so every character is hashed at most twice: the work is linear in the length
and a long text cannot dilute a planted instruction. A window's features are its word uni- and
bigrams and its character 3- to 5-grams, each hashed with CRC-32 of its UTF-8 bytes (never
Python's ``hash()``) into ``2**bits`` buckets; each distinct bucket counts once. The window's logit
is ``bias + scale * S / sqrt(n)``, where ``S`` is the integer sum of the int8 weights of its ``n``
buckets: integer sums, one correctly rounded square root, division, multiplication and addition,
so the logit is the same bits under CPython and Pyodide. The text's logit is its highest
window's. Only the logistic (``math.exp``) goes through the platform's maths library; rounding the
probability to 4 decimals hides its last-bit differences.

The weights (``detector_weights.json``: int8 weights, zlib-compressed and base64-encoded, with
one scale and the bias) are loaded lazily, once. ``tools/train_detector.py`` writes them.
"""

from __future__ import annotations

import base64
import json
import math
import re
import unicodedata
import zlib
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Literal

WEIGHTS_PATH = Path(__file__).with_name("detector_weights.json")
FORMAT = "safe-agent-detector/1"

# Defaults chosen by cross-validation on the training data (tools/detector_manifest.json).
DEFAULT_WARN = 0.22
DEFAULT_BLOCK = 0.55

TOP_N = 5
_DECIMALS = 4

_WORD = re.compile(r"\w+")
_SPACE = re.compile(r"\s+")

Verdict = Literal["block", "warn", "pass"]


@dataclass(frozen=True)
class NgramHit:
    """One n-gram that pushed the score up: its text, its share of the logit, where it is."""

    ngram: str  # the n-gram as hashed (normalised text; words joined by one space)
    kind: str  # "word" (uni- or bigram) or "char" (3- to 5-gram)
    weight: float  # its contribution to the window's logit, rounded to 4 decimals
    start: int  # span in the ORIGINAL text, extended to word boundaries
    end: int


@dataclass(frozen=True)
class DetectorScore:
    """The detector's reading of one text."""

    score: float  # probability 0..1, rounded to 4 decimals
    logit: float  # the exact logit of the highest-scoring window
    window: tuple[int, int]  # that window's span in the original text
    top: tuple[NgramHit, ...]  # at most TOP_N n-grams, strongest first


@dataclass(frozen=True)
class _Model:
    bits: int
    window: int
    stride: int
    char_ngrams: tuple[int, ...]
    word_ngrams: tuple[int, ...]
    scale: float
    bias: float
    weights: bytes  # int8 values, one per bucket (read through a signed view)

    @property
    def mask(self) -> int:
        return (1 << self.bits) - 1


def _signed(raw: bytes) -> memoryview:
    return memoryview(raw).cast("b")


@lru_cache(maxsize=1)
def _model() -> tuple[_Model, memoryview]:
    data = json.loads(WEIGHTS_PATH.read_text(encoding="utf-8"))
    return _model_from(data)


def _model_from(data: dict[str, object]) -> tuple[_Model, memoryview]:
    """A model from the weights file's JSON (also used by the training script on fresh weights)."""
    if data.get("format") != FORMAT:
        raise ValueError(f"detector weights: unknown format {data.get('format')!r}")
    raw = zlib.decompress(base64.b64decode(str(data["weights"])))
    bits = int(str(data["bits"]))
    if len(raw) != 1 << bits:
        raise ValueError("detector weights: payload size does not match the bucket count")
    model = _Model(
        bits=bits,
        window=int(str(data["window"])),
        stride=int(str(data["stride"])),
        char_ngrams=tuple(int(n) for n in data["char_ngrams"]),  # type: ignore[attr-defined]
        word_ngrams=tuple(int(n) for n in data["word_ngrams"]),  # type: ignore[attr-defined]
        scale=float(str(data["scale"])),
        bias=float(str(data["bias"])),
        weights=raw,
    )
    return model, _signed(raw)


# ---- normalisation -----------------------------------------------------------------------


def _fold(ch: str) -> str:
    if unicodedata.category(ch) == "Cf":  # zero-width, bidi controls, tag characters
        return ""
    return unicodedata.normalize("NFKC", ch).casefold()


def normalise(text: str) -> tuple[str, list[int]]:
    """The text folded for the detector, and for each of its characters the original index."""
    if text.isascii():
        folded, index = text.lower(), list(range(len(text)))
    else:
        parts: list[str] = []
        index = []
        for i, ch in enumerate(text):
            f = ch.lower() if ch.isascii() else _fold(ch)
            if f:
                parts.append(f)
                index.extend([i] * len(f))
        folded = "".join(parts)
    out: list[str] = []
    out_index: list[int] = []
    pos = 0
    for m in _SPACE.finditer(folded):
        out.append(folded[pos : m.start()])
        out_index.extend(index[pos : m.start()])
        if m.start() > 0 and m.end() < len(folded):  # inner runs become one space; ends go
            out.append(" ")
            out_index.append(index[m.start()])
        pos = m.end()
    out.append(folded[pos:])
    out_index.extend(index[pos:])
    return "".join(out), out_index


def windows(length: int, window: int, stride: int) -> list[tuple[int, int]]:
    """The windows [start, end) over a normalised text of this length (at least one)."""
    if length <= window:
        return [(0, length)]
    spans = [(start, start + window) for start in range(0, length - window, stride)]
    spans.append((length - window, length))
    return spans


# ---- features ----------------------------------------------------------------------------

# Each feature kind hashes with its own CRC-32 start value, so a word and a 3-gram with the same
# letters land in different buckets.
_SEED_WORD = (0, 0x5EED0001, 0x5EED0002)
_SEED_CHAR = (0, 0, 0, 0x5EED0003, 0x5EED0004, 0x5EED0005, 0x5EED0006, 0x5EED0007)


def features(
    s: str, model_bits: int, char_ngrams: tuple[int, ...], word_ngrams: tuple[int, ...]
) -> set[int]:
    """The distinct buckets of one normalised window."""
    mask = (1 << model_bits) - 1
    crc = zlib.crc32
    out: set[int] = set()
    add = out.add
    words = [w.encode("utf-8") for w in _WORD.findall(s)]
    if 1 in word_ngrams:
        seed = _SEED_WORD[1]
        for w in words:
            add(crc(w, seed) & mask)
    if 2 in word_ngrams:
        seed = _SEED_WORD[2]
        for a, b in pairwise(words):
            add(crc(a + b" " + b, seed) & mask)
    padded = " " + s + " "
    if padded.isascii():
        data = padded.encode("ascii")
        for n in char_ngrams:
            seed = _SEED_CHAR[n]
            for i in range(len(data) - n + 1):
                add(crc(data[i : i + n], seed) & mask)
    else:
        for n in char_ngrams:
            seed = _SEED_CHAR[n]
            for i in range(len(padded) - n + 1):
                add(crc(padded[i : i + n].encode("utf-8"), seed) & mask)
    return out


def _occurrences(s: str, model: _Model) -> list[tuple[int, int, int, str, str]]:
    """Every feature occurrence of one window: (bucket, start, end, n-gram, kind), in text order."""
    mask = model.mask
    crc = zlib.crc32
    found: list[tuple[int, int, int, str, str]] = []
    words = list(_WORD.finditer(s))
    if 1 in model.word_ngrams:
        seed = _SEED_WORD[1]
        found.extend(
            (crc(m.group().encode("utf-8"), seed) & mask, m.start(), m.end(), m.group(), "word")
            for m in words
        )
    if 2 in model.word_ngrams:
        for a, b in pairwise(words):
            gram = a.group() + " " + b.group()
            bucket = crc(gram.encode("utf-8"), _SEED_WORD[2]) & mask
            found.append((bucket, a.start(), b.end(), gram, "word"))
    padded = " " + s + " "
    for n in model.char_ngrams:
        for i in range(len(padded) - n + 1):
            gram = padded[i : i + n]
            bucket = crc(gram.encode("utf-8"), _SEED_CHAR[n]) & mask
            start, end = max(i - 1, 0), min(i - 1 + n, len(s))  # drop the padding
            if start < end:
                found.append((bucket, start, end, gram.strip(), "char"))
    return found


# ---- scoring -----------------------------------------------------------------------------


def window_logit(buckets: set[int], model: _Model, weights: memoryview) -> float:
    """bias + scale * S / sqrt(n), S the integer sum of the buckets' int8 weights."""
    if not buckets:
        return model.bias
    total = sum(weights[b] for b in buckets)
    return model.bias + model.scale * (total / math.sqrt(len(buckets)))


def probability(logit: float) -> float:
    """The logistic of a logit, rounded to 4 decimals."""
    if logit >= 0:
        p = 1.0 / (1.0 + math.exp(-logit))
    else:
        e = math.exp(logit)
        p = e / (1.0 + e)
    return round(p, _DECIMALS)


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _widen(text: str, start: int, end: int) -> tuple[int, int]:
    """A span extended to the word boundaries around it (at most 64 characters each way)."""
    lo = max(start - 64, 0)
    while start > lo and _is_word_char(text[start - 1]):
        start -= 1
    hi = min(end + 64, len(text))
    while end < hi and _is_word_char(text[end]):
        end += 1
    return start, end


def score(text: str) -> DetectorScore:
    """Score one text (see the module docstring); the weights are loaded on the first call."""
    model, weights = _model()
    return score_with(text, model, weights)


def score_with(text: str, model: _Model, weights: memoryview) -> DetectorScore:
    """Score one text with the given model (the training script scores fresh weights with it)."""
    norm, index = normalise(text)
    best: tuple[float, int, int] | None = None
    for start, end in windows(len(norm), model.window, model.stride):
        logit = window_logit(
            features(norm[start:end], model.bits, model.char_ngrams, model.word_ngrams),
            model,
            weights,
        )
        if best is None or logit > best[0]:
            best = (logit, start, end)
    assert best is not None
    logit, w_start, w_end = best
    top = _top(text, norm, index, w_start, w_end, model, weights)
    span = (index[w_start], index[w_end - 1] + 1) if w_end > w_start else (0, len(text))
    return DetectorScore(score=probability(logit), logit=logit, window=span, top=top)


def _top(
    text: str,
    norm: str,
    index: list[int],
    w_start: int,
    w_end: int,
    model: _Model,
    weights: memoryview,
) -> tuple[NgramHit, ...]:
    """The window's features with the largest positive weights, as spans of the original text."""
    window = norm[w_start:w_end]
    occurrences = _occurrences(window, model)
    first: dict[int, tuple[int, int, int, str, str]] = {}
    for occ in occurrences:
        first.setdefault(occ[0], occ)
    if not first:
        return ()
    per = model.scale / math.sqrt(len(first))
    ranked = sorted(first.values(), key=lambda o: (-weights[o[0]], o[1], o[2], o[4]))
    hits: list[NgramHit] = []
    seen: set[tuple[int, int]] = set()
    for bucket, start, end, gram, kind in ranked:
        if weights[bucket] <= 0 or len(hits) == TOP_N:
            break
        o_start = index[w_start + start]
        o_end = index[w_start + end - 1] + 1
        span = _widen(text, o_start, o_end)
        if span in seen:
            continue
        seen.add(span)
        hits.append(NgramHit(gram, kind, round(weights[bucket] * per, _DECIMALS), *span))
    return tuple(hits)


def verdict(value: float, warn: float = DEFAULT_WARN, block: float = DEFAULT_BLOCK) -> Verdict:
    """'block' at or above `block`, 'warn' at or above `warn`, else 'pass'."""
    if value >= block:
        return "block"
    if value >= warn:
        return "warn"
    return "pass"

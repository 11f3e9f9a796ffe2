"""Learned prompt-injection detector: a linear model over hashed word and character n-grams.

API for the code that wires it in (the guard's second layer, per field):

* ``score(text) -> DetectorScore``: ``.score`` is the probability (0..1, rounded to 4 decimals)
  that the text carries an instruction aimed at the model; ``.logit`` the exact value it comes
  from; ``.top`` the n-grams that pushed the score up most, each with ``start``/``end`` indexing
  the ORIGINAL text (extended to word boundaries) for highlighting.
* ``verdict(score, warn, block) -> "block" | "warn" | "pass"``: ``score >= block`` blocks,
  ``score >= warn`` warns.
* ``field_kind(field, path)``: the kind of text a field holds (``FIELD_KINDS``: prose such as a
  pull request's description; code and configuration; documents and tool output), and
  ``DEFAULT_THRESHOLDS[kind]`` the (warn, block) thresholds chosen for that kind by grouped
  cross-validation against a false-positive budget on benign text of that kind
  (``tools/detector_manifest.json`` records how). ``DEFAULT_WARN`` / ``DEFAULT_BLOCK`` are
  prose's.

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
window's, less ``length_penalty * ln(k)`` for a text read in ``k`` windows: each window of a long
benign file is one more chance to look like an instruction by accident (a text of one window
keeps its window's logit). Only the logistic (``math.exp``) and that logarithm (rounded to 6
decimals) go through the platform's maths library; rounding the probability to 4 decimals hides
their last-bit differences.

The weights (``detector_weights.json``: int8 weights, zlib-compressed and base64-encoded, with
one scale and the bias) are loaded lazily, once. ``tools/train_detector.py`` writes them.
"""

from __future__ import annotations

import base64
import json
import math
import re
import sys
import unicodedata
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress, groupby, pairwise, repeat
from operator import and_, itemgetter
from pathlib import Path
from typing import Literal

WEIGHTS_PATH = Path(__file__).with_name("detector_weights.json")
FORMAT = "safe-agent-detector/1"

FieldKind = Literal["prose", "code", "documents"]
FIELD_KINDS: tuple[FieldKind, ...] = ("prose", "code", "documents")

# (warn, block) per field kind, each the lowest on a 0.01 grid whose out-of-fold false-positive
# rate on that kind's benign training rows (the hard negatives of tools/data/negatives among them)
# is within the kind's budget (tools/train_detector.py FP_BUDGETS; tools/detector_manifest.json).
DEFAULT_THRESHOLDS: dict[FieldKind, tuple[float, float]] = {
    "prose": (0.39, 0.49),
    "code": (0.39, 0.49),  # at least prose's: tools/train_detector.py field_thresholds
    "documents": (0.61, 0.94),
}
DEFAULT_WARN, DEFAULT_BLOCK = DEFAULT_THRESHOLDS["prose"]

# A changed file's content is code (and configuration) when its name ends so; else a document
# (README, LICENSE, notes, web pages, logs and other tool output, and files of no known kind).
CODE_SUFFIXES = frozenset(
    ".py .pyi .js .mjs .cjs .ts .tsx .jsx .java .kt .go .rs .c .h .cc .cpp .hpp .cs .rb .php "
    ".swift .scala .sh .bash .zsh .ps1 .sql .r .lua .pl .ex .exs .hs .ml .vue .svelte .css .scss "
    ".xml .json .jsonc .yaml .yml .toml .ini .cfg .conf .env .properties .gradle .tf .hcl "
    ".proto .graphql .ipynb .lock .dockerfile .mk .cmake".split()
)
CODE_NAMES = frozenset(("dockerfile", "makefile", "codeowners", "jenkinsfile", "gemfile"))
# A translation catalogue is text for people whatever its syntax (a .po file, a locale's JSON or
# YAML, Android's values-xx/strings.xml, Java's messages_xx.properties): a document. Its strings
# legitimately say "Ignore all", "System prompt" or "Approve" as button labels.
TRANSLATION_SUFFIXES = frozenset(".po .pot .strings .stringsdict .arb .xlf .xliff".split())
TRANSLATION_FOLDERS = frozenset(("locale", "locales", "i18n", "l10n", "translations", "lang"))
_DATA_SUFFIXES = frozenset(".json .yaml .yml .xml .properties .toml .ini .txt .csv".split())
_TRANSLATION_PATH = re.compile(
    r"(?:^|/)(?:[^/]+\.lproj|values-[a-z]{2,3}(?:-r?[a-z]{2,4})?)/|"
    r"(?:^|/)messages_[a-z]{2,3}(?:_[a-z]{2,4})?\.properties$",
    re.IGNORECASE,
)


def is_translation(path: str) -> bool:
    """Whether `path` names a translation catalogue (by its suffix, a folder or its name)."""
    low = path.lower()
    folders = low.split("/")[:-1]
    name = low.rsplit("/", 1)[-1]
    dot = name.rfind(".")
    return (
        (dot > 0 and name[dot:] in TRANSLATION_SUFFIXES)
        # a data file under a locale folder (code there, `locales/loader.py`, stays code)
        or (name[dot:] in _DATA_SUFFIXES and any(f in TRANSLATION_FOLDERS for f in folders))
        or _TRANSLATION_PATH.search(low) is not None
    )


def field_kind(field: str, path: str = "") -> FieldKind:
    """The kind of text a field holds: the pull request's description (`diffSummary`) is prose;
    a changed file's path is code; a changed file's content is code when `path` (that file's
    path) names a code or configuration file, else a document."""
    if field == "diffSummary":
        return "prose"
    if field.endswith(".path"):
        return "code"
    name = path.rsplit("/", 1)[-1].lower()
    dot = name.rfind(".")
    if is_translation(path):
        return "documents"
    if name in CODE_NAMES or (dot > 0 and name[dot:] in CODE_SUFFIXES):
        return "code"
    return "documents"


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
    logit: float  # the text's logit: the highest-scoring window's, less the length adjustment
    window: tuple[int, int]  # that window's span in the original text
    top: tuple[NgramHit, ...]  # at most TOP_N n-grams, strongest first
    pieces: int = 1  # the windows the text was read in
    adjustment: float = 0.0  # subtracted from the best window's logit for reading `pieces`


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
    length_penalty: float = 0.0  # a text read in k windows: its logit less length_penalty*ln(k)

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
        length_penalty=float(str(data.get("length_penalty", 0.0))),
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


# A whitespace run that changes the index map: two or more characters, or at either end (a single
# inner whitespace character becomes one space in its own place).
_GAP = re.compile(r"^\s+|\s+\Z|\s{2,}")


def _normalise_fast(text: str) -> tuple[str, list[int]]:
    """`normalise`, with the per-character and per-word work done in bulk: each distinct
    character is folded once (one `translate`), and only the runs that shift the index map are
    visited. The property tests hold it to `normalise`."""
    if text.isascii():
        folded = text.lower()
        index: list[int] | None = None  # the identity
    else:
        table = {ord(ch): ch.lower() if ch.isascii() else _fold(ch) for ch in set(text)}
        folded = text.translate(table)
        index = None
        if len(folded) != len(text) or any(len(f) != 1 for f in table.values()):
            index = []
            for i, ch in enumerate(text):
                index.extend(repeat(i, len(table[ord(ch)])))
    norm = _SPACE.sub(" ", folded).strip(" ")
    out_index: list[int] = []
    pos = 0
    for m in _GAP.finditer(folded):
        start, end = m.span()
        out_index.extend(range(pos, start) if index is None else index[pos:start])
        if start > 0 and end < len(folded):
            out_index.append(start if index is None else index[start])
        pos = end
    if not out_index and pos == 0 and index is None:
        return norm, list(range(len(norm)))
    out_index.extend(range(pos, len(folded)) if index is None else index[pos:])
    return norm, out_index


def windows(length: int, window: int, stride: int) -> list[tuple[int, int]]:
    """The windows [start, end) over a normalised text of this length (at least one)."""
    if length <= window:
        return [(0, length)]
    spans = [(start, start + window) for start in range(0, length - window, stride)]
    spans.append((length - window, length))
    return spans


def length_adjustment(penalty: float, pieces: int) -> float:
    """What a text read in `pieces` windows loses from its best window's logit."""
    if pieces <= 1 or not penalty:
        return 0.0
    return round(penalty * math.log(pieces), 6)


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


# CRC-32 is affine in its input for a fixed length and start value: the CRC of an n-byte string
# is a constant XOR one table entry per byte position. So the buckets of every character n-gram
# of an ASCII window come out of a few whole-string operations (`translate` per byte position and
# big-integer XORs, one byte plane of the bucket at a time) instead of one `crc32` call per
# n-gram: the same buckets (the property tests compare them with `features`).
_Planes = tuple[tuple[bytes, ...], int]  # per byte position a translate table; the constant


@lru_cache(maxsize=64)
def _crc_planes(n: int, seed: int, mask: int) -> tuple[_Planes, ...]:
    """For n-byte strings hashed with `seed`: per byte plane of the masked bucket (low byte
    first), the translate tables of each position and the constant (the zero string's byte)."""
    zero = zlib.crc32(bytes(n), seed)
    # The offset a byte adds at place k is linear in the byte's bits too: 8 CRCs per place give
    # the 256 offsets by XOR (the first run built them with 256 CRCs per place, about a third of
    # its detector time in the page).
    offsets = [_byte_offsets(n, k, seed, zero) for k in range(n)]
    planes = []
    for shift in range(0, mask.bit_length(), 8):
        tables = tuple(bytes(((o & mask) >> shift) & 0xFF for o in place) for place in offsets)
        planes.append((tables, ((zero & mask) >> shift) & 0xFF))
    return tuple(planes)


def _byte_offsets(n: int, k: int, seed: int, zero: int) -> list[int]:
    """`crc32(s, seed) ^ crc32(zeros, seed)` for the n-byte string `s` that is zero but for each
    byte value b at place k, by b's bits."""
    bit = [
        zlib.crc32(bytes(k) + bytes((1 << i,)) + bytes(n - k - 1), seed) ^ zero for i in range(8)
    ]
    out = [0] * 256
    for i in range(8):
        step = 1 << i
        for b in range(step):
            out[b | step] = out[b] ^ bit[i]
    return out


def _ascii_char_buckets(data: bytes, n: int, seed: int, mask: int) -> Sequence[int]:
    """The bucket of each n-gram of `data` (ASCII bytes), in position order."""
    count = len(data) - n + 1
    if count <= 0:
        return []
    planes = []
    for tables, const in _crc_planes(n, seed, mask):
        acc = int.from_bytes(bytes((const,)) * count, "little")
        for k, table in enumerate(tables):
            acc ^= int.from_bytes(data.translate(table)[k : k + count], "little")
        planes.append(acc.to_bytes(count, "little"))
    if len(planes) == 1:
        return planes[0]
    lo, hi = planes
    pairs = bytearray(2 * count)
    pairs[0::2], pairs[1::2] = (lo, hi) if sys.byteorder == "little" else (hi, lo)
    return memoryview(pairs).cast("H")


# Each byte that starts a UTF-8 character maps to 1, each continuation byte to 0.
_STARTS = bytes(0 if 0x80 <= b < 0xC0 else 1 for b in range(256))


def _char_starts(data: bytes) -> list[int]:
    """The offset of each character of `data` (UTF-8), and its length at the end."""
    return [*compress(range(len(data)), data.translate(_STARTS)), len(data)]


def _utf8_char_buckets(data: bytes, starts: list[int], n: int, seed: int, mask: int) -> list[int]:
    """The bucket of each n-character gram of `data` (UTF-8, its characters at `starts`), in
    position order: the grams are sliced from the encoded bytes (no per-gram `str` or `encode`)."""
    grams = map(data.__getitem__, map(slice, starts, starts[n:]))
    return list(map(and_, map(zlib.crc32, grams, repeat(seed)), repeat(mask)))


_NON_ASCII = re.compile(r"[^\x00-\x7f]")
_MIXED_SHARE = 10  # patch the ASCII hashing when at most 1 character in this many is not ASCII


def _mixed_char_buckets(padded: str, places: list[int], n: int, seed: int, mask: int) -> list[int]:
    """`_utf8_char_buckets` for a text that is mostly ASCII (its other characters at `places`):
    every n-gram is hashed in bulk as if each character were one byte, then the few n-grams
    that hold a non-ASCII character are hashed again from their UTF-8 bytes."""
    count = len(padded) - n + 1
    if count <= 0:
        return []
    out = list(_ascii_char_buckets(padded.encode("ascii", "replace"), n, seed, mask))
    crc = zlib.crc32
    done = -1  # the n-grams up to this one are already right
    for p in places:
        for i in range(max(done + 1, p - n + 1), min(p, count - 1) + 1):
            out[i] = crc(padded[i : i + n].encode("utf-8"), seed) & mask
        done = max(done, min(p, count - 1))
    return out


class _Grams:
    """One normalised window's n-gram buckets, per kind in the order `_occurrences` lists them
    (word unigrams, word bigrams, then each character n-gram size), each in text order."""

    __slots__ = ("buckets", "kinds", "text", "words")

    def __init__(
        self, text: str, words: list[str], kinds: list[tuple[str, int, Sequence[int]]]
    ) -> None:
        self.text = text
        self.words = words
        self.kinds = kinds  # (kind, n, buckets)
        self.buckets = frozenset().union(*(k[2] for k in kinds))


def _fast_ok(model: _Model) -> bool:
    return model.bits <= 16 and min(model.char_ngrams, default=2) >= 2


def _grams(s: str, model: _Model) -> _Grams:
    """The buckets of every feature occurrence of one window, in bulk (see `_crc_planes`)."""
    mask = model.mask
    crc = zlib.crc32
    words = _WORD.findall(s)
    kinds: list[tuple[str, int, Sequence[int]]] = []
    if 1 in model.word_ngrams:
        seed = _SEED_WORD[1]
        kinds.append(("word", 1, [crc(w.encode(), seed) & mask for w in words]))
    if 2 in model.word_ngrams:
        seed = _SEED_WORD[2]
        kinds.append(
            ("word", 2, [crc(f"{a} {b}".encode(), seed) & mask for a, b in pairwise(words)])
        )
    padded = " " + s + " "
    ascii_ = padded.isascii()
    data = padded.encode("utf-8")
    # A text with few non-ASCII characters is hashed as ASCII and patched where they are.
    places = [] if ascii_ else [m.start() for m in _NON_ASCII.finditer(padded)]
    mixed = len(places) * _MIXED_SHARE <= len(padded)
    starts = [] if ascii_ or mixed else _char_starts(data)
    for n in model.char_ngrams:
        seed = _SEED_CHAR[n]
        if ascii_:
            kinds.append(("char", n, _ascii_char_buckets(data, n, seed, mask)))
        elif mixed:
            kinds.append(("char", n, _mixed_char_buckets(padded, places, n, seed, mask)))
        else:
            kinds.append(("char", n, _utf8_char_buckets(data, starts, n, seed, mask)))
    return _Grams(s, words, kinds)


def _first(
    g: _Grams, bucket: int, spans: list[tuple[int, int]]
) -> tuple[int, int, str, int, int, str]:
    """The first occurrence of `bucket` in `_occurrences` order: (start, end, kind, its kind's
    place, its place in the kind, n-gram). `spans` caches the words' spans (filled on need).
    A bulk-hashed kind is searched in its bytes (no list of every bucket is made)."""
    unit = b""
    for place, (kind, n, seq) in enumerate(g.kinds):
        if isinstance(seq, list):
            if bucket not in seq:
                continue
            i = seq.index(bucket)
        elif isinstance(seq, memoryview):  # 16-bit buckets, in native byte order
            raw = seq.obj
            assert isinstance(raw, bytearray)
            unit = unit or bucket.to_bytes(2, sys.byteorder)
            at = raw.find(unit)
            while at > 0 and at % 2:  # a match across two buckets: look on
                at = raw.find(unit, at + 1)
            if at < 0:
                continue
            i = at // 2
        else:  # 8-bit buckets
            assert isinstance(seq, bytes)
            i = seq.find(bucket) if bucket < 256 else -1
            if i < 0:
                continue
        if kind == "char":  # (the n-gram of the padded window, without the padding)
            start, end = max(i - 1, 0), min(i - 1 + n, len(g.text))
            return start, end, kind, place, i, g.text[max(i - 1, 0) : i - 1 + n].strip()
        if not spans:
            spans.extend(m.span() for m in _WORD.finditer(g.text))
        return spans[i][0], spans[i + n - 1][1], kind, place, i, " ".join(g.words[i : i + n])
    raise LookupError(bucket)  # every bucket of `g.buckets` occurs in some kind


# Weight bands, highest first: a window's buckets are ranked one band at a time, found by a set
# intersection with the band's buckets (a text's top n-grams are nearly always in the first).
_BAND_FLOORS = (64, 40, 24, 12, 1)


def _bands(model: _Model) -> tuple[frozenset[int], ...]:
    """The model's positive-weight buckets, one set per weight band of `_BAND_FLOORS`."""
    return tuple(_band(model, i) for i in range(len(_BAND_FLOORS)))


@lru_cache(maxsize=4 * len(_BAND_FLOORS))
def _band(model: _Model, i: int) -> frozenset[int]:
    """The buckets of weight band `i` (built when a text first needs it: most texts' top n-grams
    lie in the first bands, and the last holds most of the model's buckets)."""
    # The band's buckets picked in C (`compress` over a translated copy of the weight bytes)
    # rather than by a Python loop over the 65,536 weights.
    floor, ceiling = _BAND_FLOORS[i], (128, *_BAND_FLOORS)[i]
    inside = bytes(1 if floor <= (w - 256 if w > 127 else w) < ceiling else 0 for w in range(256))
    return frozenset(compress(range(len(model.weights)), model.weights.translate(inside)))


def _top_fast(
    text: str, index: Sequence[int], w_start: int, g: _Grams, model: _Model
) -> tuple[NgramHit, ...]:
    """`_top` without listing every occurrence: the window's positive buckets are ranked by
    weight a band and then a level at a time (int8: at most 127 positive levels), and only the
    buckets of the levels used are looked up in text order. Same hits, same order."""
    if not g.buckets:
        return ()
    per = model.scale / math.sqrt(len(g.buckets))
    values = _weight_list(model)
    hits: list[NgramHit] = []
    seen: set[tuple[int, int]] = set()
    spans: list[tuple[int, int]] = []
    for i in range(len(_BAND_FLOORS)):
        ranked = sorted(_band(model, i) & g.buckets, key=values.__getitem__, reverse=True)
        for level, group in groupby(ranked, key=values.__getitem__):
            found = sorted((_first(g, b, spans) for b in group), key=lambda o: o[:5])
            for start, end, kind, _, _, gram in found:
                o_start = index[w_start + start]
                o_end = index[w_start + end - 1] + 1
                span = _widen_fast(text, o_start, o_end)
                if span in seen:
                    continue
                seen.add(span)
                hits.append(NgramHit(gram, kind, round(level * per, _DECIMALS), *span))
                if len(hits) == TOP_N:
                    return tuple(hits)
    return tuple(hits)


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


# A word character as `_is_word_char` reads it: `\w` in a str pattern is `isalnum()` or "_".
_WORD_CHARS_AFTER = re.compile(r"\w{0,64}")


def _widen_fast(text: str, start: int, end: int) -> tuple[int, int]:
    """`_widen` with one regex match a side instead of a character loop (same span)."""
    behind = _WORD_CHARS_AFTER.match(text[max(start - 64, 0) : start][::-1])
    ahead = _WORD_CHARS_AFTER.match(text, end)
    assert behind is not None and ahead is not None  # `\w{0,64}` always matches
    return start - behind.end(), ahead.end()


def score(text: str) -> DetectorScore:
    """Score one text (see the module docstring); the weights are loaded on the first call."""
    model, weights = _model()
    return score_with(text, model, weights)


def score_with(text: str, model: _Model, weights: memoryview) -> DetectorScore:
    """Score one text with the given model (the training script scores fresh weights with it).

    The fast path of `score_plain` (same score, logit, window and n-grams; the property tests
    compare them): the n-grams are hashed in bulk and only the top n-grams' places are looked up.
    """
    if not _fast_ok(model) or weights.obj is not model.weights:
        return score_plain(text, model, weights)
    norm, index = _normalise_fast(text)
    best: tuple[float, int, int, _Grams] | None = None
    spans = windows(len(norm), model.window, model.stride)
    for start, end in spans:
        g = _grams(norm[start:end], model)
        logit = _logit(g.buckets, model, weights)
        if best is None or logit > best[0]:
            best = (logit, start, end, g)
    assert best is not None
    logit, w_start, w_end, g = best
    top = _top_fast(text, index, w_start, g, model)
    span = (index[w_start], index[w_end - 1] + 1) if w_end > w_start else (0, len(text))
    return _scored(logit, span, top, model, len(spans))


def _scored(
    best: float, span: tuple[int, int], top: tuple[NgramHit, ...], model: _Model, pieces: int
) -> DetectorScore:
    adjustment = length_adjustment(model.length_penalty, pieces)
    logit = best - adjustment
    return DetectorScore(probability(logit), logit, span, top, pieces, adjustment)


@lru_cache(maxsize=4)
def _weight_list(model: _Model) -> list[int]:
    """The model's signed weights as a list (indexing a list is faster than a memoryview)."""
    return _signed(model.weights).tolist()


@lru_cache(maxsize=4)
def _offset_weights(model: _Model) -> bytes:
    """Each bucket's weight plus 128, one byte each (0..255)."""
    return model.weights.translate(bytes((b + 128) & 0xFF for b in range(256)))


def _logit(buckets: frozenset[int], model: _Model, weights: memoryview) -> float:
    """`window_logit` with the weights gathered and summed in C (the same integer sum)."""
    if not buckets:
        return model.bias
    # One `itemgetter` call gathers the weights, each plus 128, from a 64 KB bytes (its items
    # are the small ints CPython keeps, so the gather reads little memory): about a third less
    # than mapping `__getitem__` of the signed weights' list (512 KB, read at random) over the set.
    # One bucket gives a bare int, not a tuple.
    n = len(buckets)
    shifted = itemgetter(*buckets)(_offset_weights(model))
    total: int = (sum(shifted) if n > 1 else shifted) - 128 * n
    return model.bias + model.scale * (total / math.sqrt(n))


def score_plain(text: str, model: _Model, weights: memoryview) -> DetectorScore:
    """The definition `score_with` is held to: one `crc32` per n-gram, every occurrence listed."""
    norm, index = normalise(text)
    best: tuple[float, int, int] | None = None
    spans = windows(len(norm), model.window, model.stride)
    for start, end in spans:
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
    return _scored(logit, span, top, model, len(spans))


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

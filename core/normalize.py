"""Text normalisation for the injection guard, with an index map back to the original text.

`normalize(text)` folds the usual obfuscations away before the guard's rules run:

1. invisible characters are removed: zero-width spaces and joiners, bidi controls, soft hyphens,
   variation selectors and Unicode tag characters (which `decoded_views` decodes separately);
2. compatibility forms are folded: NFKC (full-width, mathematical letters, ligatures), accents
   dropped, common Cyrillic/Greek homoglyphs mapped to Latin, curly quotes and dashes to ASCII;
3. words split by a hyphen (``ig-nore``, ``instruc-\\ntions``) are joined;
4. letter-spaced runs (``i g n o r e``) are joined;
5. whitespace runs collapse to one space (or one newline when they hold a newline).

Every step records which original characters each output character came from, so a match on the
normalised text maps back to a span of the original (`Normalized.span`). `leet_view` and
`rot13_view` are extra, length-preserving views of a normalised text; `decoded_views` finds
base64 / hex / percent-encoded runs and Unicode tag smuggling and returns their decoded text, each
tied to the span of the encoded run in the original. Decoding is bounded: at most two rounds, a
fixed number of candidates and a fixed number of decoded characters per input.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
import unicodedata
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from urllib.parse import unquote

# ---- limits (every decoding step is bounded) ----------------------------------------------------

MAX_DECODE_DEPTH = 2  # an encoded payload inside a decoded payload is decoded once more, no deeper
MAX_CANDIDATES = 32  # encoded runs examined per input (per round)
MAX_RUN_CHARS = 16_384  # longest encoded run decoded (longer runs: only their first part)
MAX_DECODED_CHARS = 65_536  # total decoded characters per input, all rounds together

# ---- character tables ------------------------------------------------------------------

# Run patterns are written `[set][set]*` rather than `[set]+`: a pattern that starts with a
# character set lets the regex engine skip ahead to the next candidate in a tight C loop, while
# a leading repeat is tried at every position (same matches either way).
_INVISIBLE_SET = (
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e0fff]"
)
_INVISIBLE = re.compile(_INVISIBLE_SET + _INVISIBLE_SET + "*")
_TAG_RUN = re.compile("[\U000e0020-\U000e007e][\U000e0020-\U000e007e]+")

# Latin look-alikes from Cyrillic, Greek and a few other blocks (lower and upper case).
_HOMOGLYPHS = {
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
    "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ї": "i", "ј": "j", "ԁ": "d",
    "ɡ": "g", "һ": "h", "ӏ": "l", "ԛ": "q", "ԝ": "w", "ү": "y", "ь": "b", "п": "n", "г": "r",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C",
    "Т": "T", "У": "Y", "Х": "X", "Ѕ": "S", "І": "I", "Ј": "J", "Ԁ": "D", "Һ": "H", "Ԛ": "Q",
    "Ԝ": "W", "Ү": "Y", "Ӏ": "I",
    "α": "a", "β": "b", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t",
    "υ": "u", "χ": "x", "γ": "y", "η": "n", "ω": "w",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
    "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
    "ı": "i", "ȷ": "j", "ℓ": "l", "ɑ": "a", "ɩ": "i", "ο̇": "o",
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "\u00b4": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"', "\u00ab": '"',
    "\u00bb": '"', "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-",
    "\u2015": "-", "\u2212": "-", "\u2028": "\n", "\u2029": "\n", "\u0085": "\n",
}  # fmt: skip

_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b",
                       "9": "g", "@": "a", "$": "s", "|": "l", "€": "e"})  # fmt: skip
# The same mapping for ASCII text as a bytes table: `bytes.translate` is a plain table look-up,
# `str.translate` with a dict looks every character up in the dict.
_LEET_BYTES = bytes.maketrans(b"01345789@$|", b"oieastbgasl")
# A leet character inside a word (`1gn0r3`): between letters, starting a word, or ending one.
# The pattern starts with the (rare) leet characters, so the regex engine skips ahead quickly;
# it runs on lower-cased text. On text where lower-casing keeps every character's place and
# turns exactly A-Z into ASCII letters, the same pattern with A-Z added runs on the text itself.
_LEETISH_PATTERN = (
    r"[0134579@$](?:(?<=[a-z].)(?=[a-z])|(?<![a-z0-9_].)(?=[a-z]{2})|(?<=[a-z]{2}.)(?![a-z0-9_]))"
)
_LEETISH = re.compile(_LEETISH_PATTERN)
_ASCII_LEETISH = re.compile(_LEETISH_PATTERN.replace("a-z", "A-Za-z"))
# The only non-ASCII characters whose `str.lower()` holds an ASCII character or more than one
# character (`İ` → `i̇`, Kelvin sign → `k`); a test checks this against the Unicode database.
_LOWER_TO_ASCII = ("\u0130", "\u212a")


def _lowers_in_place(text: str) -> bool:
    """Whether `text.lower()` keeps every character's place and turns exactly A-Z into ASCII
    letters (true for ASCII text and for any text without the two `_LOWER_TO_ASCII`)."""
    return text.isascii() or (_LOWER_TO_ASCII[0] not in text and _LOWER_TO_ASCII[1] not in text)


def _fold_char(ch: str) -> str:
    """One character folded: homoglyph → Latin, else NFKC with accents (combining marks) dropped."""
    if ch in _HOMOGLYPHS:
        return _HOMOGLYPHS[ch]
    folded = unicodedata.normalize("NFKC", ch)
    decomposed = unicodedata.normalize("NFKD", folded)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    if stripped != decomposed:
        folded = stripped
    return "".join(_HOMOGLYPHS.get(c, c) for c in folded)


class _FoldTable(dict[int, str]):
    """A lazily filled `str.translate` table: each code point is folded once, then cached."""

    def __missing__(self, key: int) -> str:
        value = _fold_char(chr(key))
        if len(self) < 65_536:
            self[key] = value
        return value


_FOLD = _FoldTable()

# ---- index maps ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _StepMap:
    """Maps positions of one step's output back to its input (piecewise: copies and rewrites)."""

    new_starts: list[int]
    old_starts: list[int]
    old_ends: list[int]
    exact: list[bool]  # True: a character-for-character copy (or same-length rewrite)

    def start(self, pos: int) -> int:
        i = bisect_right(self.new_starts, pos) - 1
        if i < 0:
            return pos
        if self.exact[i]:
            return self.old_starts[i] + (pos - self.new_starts[i])
        return self.old_starts[i]

    def end(self, pos: int) -> int:
        """Maps an exclusive end position (the character before `pos` is the last one)."""
        if pos <= 0:
            return 0
        i = bisect_right(self.new_starts, pos - 1) - 1
        if i < 0:
            return pos
        if self.exact[i]:
            return self.old_starts[i] + (pos - self.new_starts[i])
        return self.old_ends[i]


Edit = tuple[int, int, str]  # (old start, old end, replacement text)


class _LazyStep:
    """A step's map, built on first use from the step's input and its edits.

    Most texts never need a span mapped back (nothing matches), so a step only computes its
    output text (with `re.sub`, in C) and leaves the per-edit map for when a span is asked for.
    """

    __slots__ = ("_edits", "_map", "_source")

    def __init__(self, source: str, edits: Callable[[str], Iterable[Edit]]) -> None:
        self._source = source
        self._edits = edits
        self._map: _StepMap | None = None

    def built(self) -> _StepMap:
        if self._map is None:
            _, smap = _apply(self._source, self._edits(self._source))
            assert smap is not None  # a lazy step is only kept when it changed the text
            self._map = smap
        return self._map

    def start(self, pos: int) -> int:
        return self.built().start(pos)

    def end(self, pos: int) -> int:
        return self.built().end(pos)


def _apply(text: str, edits: Iterable[Edit]) -> tuple[str, _StepMap | None]:
    """Apply sorted, non-overlapping edits; returns the new text and its map (None: unchanged)."""
    out: list[str] = []
    ns: list[int] = []
    os_: list[int] = []
    oe: list[int] = []
    ex: list[bool] = []
    pos = 0
    npos = 0
    changed = False
    for s, e, rep in edits:
        if s > pos:
            ns.append(npos)
            os_.append(pos)
            oe.append(s)
            ex.append(True)
            out.append(text[pos:s])
            npos += s - pos
        if rep:
            ns.append(npos)
            os_.append(s)
            oe.append(e)
            ex.append(len(rep) == e - s)
            out.append(rep)
            npos += len(rep)
        pos = e
        changed = True
    if not changed:
        return text, None
    if pos < len(text):
        ns.append(npos)
        os_.append(pos)
        oe.append(len(text))
        ex.append(True)
        out.append(text[pos:])
    return "".join(out), _StepMap(ns, os_, oe, ex)


def _regex_edits(
    text: str, regex: re.Pattern[str], repl: Callable[[re.Match[str]], str]
) -> Iterator[Edit]:
    for m in regex.finditer(text):
        rep = repl(m)
        if rep != m.group(0):
            yield m.start(), m.end(), rep


def trie_regex(words: Sequence[str]) -> str:
    """A regex matching any of `words`, longest first, shaped as a trie (one branch per letter)."""
    if not words:
        return ""
    groups: dict[str, list[str]] = {}
    ends = False
    for w in words:
        if w:
            groups.setdefault(w[0], []).append(w[1:])
        else:
            ends = True
    if not groups:
        return ""
    parts = [re.escape(c) + trie_regex(rest) for c, rest in sorted(groups.items())]
    body = parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"
    if ends:
        return f"(?:{body})?" if len(parts) == 1 else body[:-1] + ")?"
    return body


# ---- the pipeline ----------------------------------------------------------------------


@dataclass(frozen=True)
class Normalized:
    """A normalised text and the maps from its positions back to the original text."""

    original: str
    text: str
    steps: tuple[_LazyStep, ...] = field(default=())

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original-text span that produced normalised `text[start:end]`."""
        s, e = start, max(start, end)
        for step in reversed(self.steps):
            s, e = step.start(s), (step.end(e) if e > s else step.start(s))
        e = max(e, s)
        return min(s, len(self.original)), min(e, len(self.original))


def _fold_edits(text: str) -> Iterator[Edit]:
    for m in _NON_ASCII.finditer(text):
        run = m.group(0)
        folded = run.translate(_FOLD)
        if folded == run:
            continue
        base = m.start()
        for i, ch in enumerate(run):
            rep = _FOLD[ord(ch)]
            if rep != ch:
                yield base + i, base + i + 1, rep


_NON_ASCII = re.compile(r"[^\x00-\x7f][^\x00-\x7f]*")  # (a leading set: see `_INVISIBLE`)
# Patterns start with a literal or a rare character where possible: the regex engine then skips
# ahead to candidates instead of trying every position.
_HYPHEN_SPLIT = re.compile(r"-(?<=[^\W\d_]-)(?:[ \t]*\r?\n[ \t]*)?(?=[^\W\d_])")
_LETTER_SPACED = re.compile(
    r"(?<![^\W\d_])(?:[^\W\d_](?:[ \t]|[ \t]?[.*·_\-][ \t]?)){3,200}[^\W\d_](?![^\W\d_])"
)
# Every letter-spaced run of 4+ letters holds "separator, letter, separator, letter, non-letter".
_LETTER_SPACED_HINT = re.compile(
    r"[ \t.*·_\-][^\W\d_](?:[ \t]|[ \t]?[.*·_\-][ \t]?)[^\W\d_](?![^\W\d_])"
)


def _ascii_shape_table(shape: Callable[[str], str]) -> bytes:
    """A `bytes.translate` table that reads each ASCII character as the one-letter class
    `shape(ch)`: `text.encode("ascii").translate(table)` is the text's shape, searched in C."""
    return bytes.maketrans(bytes(range(128)), bytes(ord(shape(chr(c))) for c in range(128)))


# On ASCII text (where a letter is A-Z or a-z) the hint shows in the text's shape once every
# letter reads `a` and every separator (space, tab, `.*_-`) reads ` `: a one-letter word after a
# separator (` a `), one to three separators, and a second one-letter word (`a`, not followed by
# another `a`). That bytes regex starts with a literal, so it runs as a fast C scan for ` a `;
# texts without a match (most code and prose) skip the hint regex, the others run it to confirm.
_HINT_TABLE = _ascii_shape_table(lambda c: "a" if c.isalpha() else " " if c in " \t.*_-" else "#")
_HINT_SHAPE = re.compile(rb" a {1,3}a(?!a)")


# A non-ASCII letter (of the hint's letter class): text without one (and without `·`, the one
# non-ASCII separator) has the same hint shape with each non-ASCII character encoded as `?`,
# which reads `#` like any other non-letter.
_NON_ASCII_LETTER = re.compile(r"[^\W\d_\x00-\x7f]")


def _letter_spaced_hint(text: str) -> bool:
    """`_LETTER_SPACED_HINT.search(text) is not None`, skipping the regex when it cannot match."""
    if text.isascii() or ("·" not in text and _NON_ASCII_LETTER.search(text) is None):
        shape = text.encode("ascii", "replace").translate(_HINT_TABLE)
        if _HINT_SHAPE.search(shape) is None:
            return False
    return _LETTER_SPACED_HINT.search(text) is not None


_NOT_LETTER = re.compile(r"[\W\d_]+")
# A whitespace run of two or more, or one whitespace character other than space and newline
# (the same matches as `\s{2,}|[^\S\n ]`, but starting with a character class).
_WHITESPACE = re.compile(r"\s(?:\s++|(?<=[^\S\n ]))")


# ASCII text read as `s` (space, newline), `w` (any other whitespace: tab, CR, VT, FF, \x1c-\x1f)
# or `.`: `_WHITESPACE` matches only where the shape holds `ss` or `w`.
_WS_TABLE = _ascii_shape_table(lambda c: "s" if c in " \n" else "w" if c.isspace() else ".")


# Non-ASCII whitespace: text without any has the same `_WS_TABLE` shape with each non-ASCII
# character encoded as `?`, which reads `.` like any other non-whitespace character.
_NON_ASCII_SPACE = re.compile(r"[^\S\x00-\x7f]")


def _whitespace_window(text: str) -> tuple[int, int] | None:
    """A span of `text` holding every `_WHITESPACE` match and starting and ending at the edge of
    a whitespace run (None: no match). `_WHITESPACE` only looks inside its match, so the regex
    finds the same matches in that slice: the text before the first candidate (two whitespace
    characters in a row, or one other than space and newline) and after the last is skipped."""
    if not text.isascii() and _NON_ASCII_SPACE.search(text) is not None:
        return 0, len(text)
    shape = text.encode("ascii", "replace").translate(_WS_TABLE)
    pair, other = shape.find(b"ss"), shape.find(b"w")
    if pair < 0 and other < 0:
        return None
    first = other if pair < 0 else pair if other < 0 else min(pair, other)
    last = max(shape.rfind(b"ss") + 2, shape.rfind(b"w") + 1)
    end = shape.find(b".", last)
    return shape.rfind(b".", 0, first) + 1, len(shape) if end < 0 else end


def _whitespace(m: re.Match[str]) -> str:
    return "\n" if "\n" in m.group(0) else " "


def _unspaced(m: re.Match[str]) -> str:
    return _NOT_LETTER.sub("", m.group(0))


def _folded(m: re.Match[str]) -> str:
    return m.group(0).translate(_FOLD)


def _removals(regex: re.Pattern[str]) -> Callable[[str], Iterator[Edit]]:
    return lambda text: ((m.start(), m.end(), "") for m in regex.finditer(text))


def _rewrites(
    regex: re.Pattern[str], repl: Callable[[re.Match[str]], str]
) -> Callable[[str], Iterator[Edit]]:
    return lambda text: _regex_edits(text, regex, repl)


def normalize(text: str) -> Normalized:
    """`text` with invisible characters removed, compatibility forms folded, split words joined.

    Each step computes its output with `re.sub`; its index map is built only when a span is
    mapped back (`_LazyStep`), from the same edits `_apply` would make (same text, same map).
    """
    steps: list[_LazyStep] = []
    cur = text

    def step(new: str, edits: Callable[[str], Iterable[Edit]]) -> None:
        nonlocal cur
        if new != cur:
            steps.append(_LazyStep(cur, edits))
            cur = new

    if not cur.isascii():
        step(_INVISIBLE.sub("", cur), _removals(_INVISIBLE))
        step(_NON_ASCII.sub(_folded, cur), _fold_edits)
    if "-" in cur:
        step(_HYPHEN_SPLIT.sub("", cur), _removals(_HYPHEN_SPLIT))
    if _letter_spaced_hint(cur):
        step(_LETTER_SPACED.sub(_unspaced, cur), _rewrites(_LETTER_SPACED, _unspaced))
    window = _whitespace_window(cur)
    if window is not None:
        start, end = window
        new = cur[:start] + _WHITESPACE.sub(_whitespace, cur[start:end]) + cur[end:]
        step(new, _rewrites(_WHITESPACE, _whitespace))
    return Normalized(text, cur, tuple(steps))


def leet_view(text: str) -> str | None:
    """`text` with leetspeak digits and symbols read as letters (`1gn0r3` → `ignore`), if any."""
    if not _lowers_in_place(text):
        return text.translate(_LEET) if _LEETISH.search(text.lower()) else None
    # Lower-casing would make an ASCII letter of exactly A-Z: the A-Z-aware pattern on the text
    # itself finds the same.
    if not _ASCII_LEETISH.search(text):
        return None
    if text.isascii():
        return text.encode("ascii").translate(_LEET_BYTES).decode("ascii")
    return text.translate(_LEET)


# Common English words and the guard's key words, as they read under ROT13 ("the" → "gur").
_ROT13_HINTS = (
    "gur ", "lbh", " naq ", " bs ", " gb ", " vf ", "vtaber", "vafgehpg", "cerivbhf", "cebzcg",
    "flfgrz", "frperg", "cnffjbeq", "erirny", "sbetrg", "qvfertneq", "cevag", "fnl ", "nyy ",
)  # fmt: skip


def rot13_hint(text: str) -> bool:
    """True when `text` may be ROT13 English: it holds a ROT13-encoded common or key word."""
    if text.isascii() or not _lowers_in_place(text):
        low = text.lower()
    else:
        # Lower-casing keeps every place and maps only A-Z to ASCII letters: the text with each
        # non-ASCII character as `?` (in no hint) holds the same hints, and costs much less to
        # lower-case than the full text.
        low = text.encode("ascii", "replace").decode("ascii").lower()
    for h in _ROT13_HINTS:
        if h in low:
            return True
    return False


def rot13_view(text: str) -> str:
    """`text` under ROT13 (same length, so the index map of `text` applies unchanged)."""
    return codecs.encode(text, "rot13")


# ---- decoded payloads --------------------------------------------------------------------------


@dataclass(frozen=True)
class DecodedView:
    """Text decoded from an encoded run; `span` is the encoded run's span in the original text."""

    kind: str  # "base64", "hex", "percent", "unicode-tags"
    span: tuple[int, int]
    text: str
    depth: int


_BASE64_RUN = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,}+={0,2}")
_HEX_RUN = re.compile(r"(?<![0-9A-Za-z])(?:(?:0x|\\x)?[0-9A-Fa-f]{2}(?:[ :,]{0,2}+)){8,}+")
_PERCENT_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2}|[A-Za-z0-9._~+!*'()-]){6,}+")
_HEX_SEPARATORS = re.compile(r"0x|\\x|[ :,]")
# Every hex run lies inside a run of 16+ characters of this class (hex digits, `x`, `\\`, the
# separators): the hex regex only runs inside those, the rest of the text is skipped quickly.
_HEX_REGION = re.compile(r"[0-9A-Fa-fx\\ :,][0-9A-Fa-fx\\ :,]{15,}+")
_PERCENT_HINT = re.compile(r"%[0-9A-Fa-f]{2}[^%]{0,64}%[0-9A-Fa-f]{2}")


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
    if run.count("%") < 2:
        return None
    text = unquote(run, errors="strict") if _ascii_or_none(run) else None
    if text is None or text == run:
        return None
    return text


def _ascii_or_none(run: str) -> bool:
    return run.isascii()


def _tag_text(run: str) -> str:
    return "".join(chr(ord(c) - 0xE0000) for c in run)


def decoded_views(text: str) -> list[DecodedView]:
    """Decoded payloads hidden in `text` (base64, hex, percent-encoding, Unicode tag characters).

    At most `MAX_DECODE_DEPTH` rounds (a payload found inside a decoded payload is decoded once
    more, mapped to the outer run's span), `MAX_CANDIDATES` runs per round and
    `MAX_DECODED_CHARS` decoded characters in all.
    """
    views: list[DecodedView] = []
    budget = MAX_DECODED_CHARS
    frontier: list[tuple[str, tuple[int, int] | None]] = [(text, None)]
    for depth in (1, 2)[:MAX_DECODE_DEPTH]:
        found: list[tuple[str, tuple[int, int] | None]] = []
        for source, outer in frontier:
            for kind, span, decoded in _decode_once(source):
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


# Hex-encoded readable text has runs of byte pairs that start with 2-7 (printable ASCII);
# contiguous hex or base64 is one long word. Texts with neither skip those decoders.
_HEX_HINT = re.compile(
    r"[2-7][0-9a-fA-F][ :,]{0,2}(?:0x|\\x)?[2-7][0-9a-fA-F][ :,]{0,2}(?:0x|\\x)?[2-7]"
)
_LONG_WORD = 16


def _hex_runs(text: str) -> Iterator[re.Match[str]]:
    """`_HEX_RUN.finditer(text)`, searching only the `_HEX_REGION` runs (a hex run cannot
    reach past its region: the next character is in none of the pattern's classes)."""
    # (a non-ASCII character, encoded as one `?`, is read as `.`: it is in no region)
    if _HEX_REGION_SHAPE not in text.encode("ascii", "replace").translate(_HEX_TABLE):
        return  # fast path: no 16 region characters in a row, so no region (one C scan)
    for region in _HEX_REGION.finditer(text):
        yield from _HEX_RUN.finditer(text, region.start(), region.end())


# ASCII text read as `h` (a `_HEX_REGION` character) or `.` (any other): a region is 16+ `h`.
_HEX_TABLE = _ascii_shape_table(lambda c: "h" if _HEX_REGION.match(c * 16) else ".")
_HEX_REGION_SHAPE = b"h" * 16


def run_starts(text: str, longs: list[str]) -> list[tuple[int, str]]:
    """Where each long whitespace-free run (`longs`: the words of `text.split()` at least some
    length, in text order) starts in `text`.

    Searching from the end of the previous long run finds the run itself: the runs between are
    shorter than it, so it cannot occur inside one of them.
    """
    out: list[tuple[int, str]] = []
    pos = 0
    for run in longs:
        i = text.find(run, pos)
        out.append((i, run))
        pos = i + len(run)
    return out


def _base64_runs(text: str, runs: list[tuple[int, str]]) -> Iterator[re.Match[str]]:
    """`_BASE64_RUN.finditer(text)`, searching only the whitespace-free runs of 16+ characters
    (`runs`: `long_runs(text, 16)`): a base64 run is one such run."""
    for start, word in runs:
        yield from _BASE64_RUN.finditer(text, start, start + len(word))


_WS_BYTE = re.compile(rb"[sw]")  # a whitespace character in the `_WS_TABLE` shape


def long_runs(text: str, length: int) -> list[tuple[int, str]]:
    """`run_starts(text, longs)` for the words of `text.split()` at least `length` long.

    The `_WS_TABLE` shape reads every ASCII `str.split` separator (`str.isspace`) as `s` or `w`
    and every other ASCII character as `.`; a non-ASCII character is encoded as one `?`, read as
    `.`. The first `length` dots in a row start a run, the next whitespace byte ends it. A few C
    scans replace the split and the Python loop over every word (most texts have no long word).
    Non-ASCII whitespace (read as `.`) can only split a run further: such a run is split on its
    own.
    """
    shape = text.encode("ascii", "replace").translate(_WS_TABLE)
    dots = b"." * length
    ascii_only = text.isascii()
    out: list[tuple[int, str]] = []
    start = shape.find(dots)
    while start >= 0:
        space = _WS_BYTE.search(shape, start + length)
        end = space.start() if space else len(shape)
        run = text[start:end]
        if ascii_only:
            out.append((start, run))
        else:
            longs = [w for w in run.split() if len(w) >= length]
            out.extend((start + i, w) for i, w in run_starts(run, longs))
        start = shape.find(dots, end)
    return out


def _decode_once(text: str) -> Iterator[tuple[str, tuple[int, int], str]]:
    if not text.isascii():
        for m in _TAG_RUN.finditer(text):
            yield "unicode-tags", (m.start(), m.end()), _tag_text(m.group(0))[:MAX_RUN_CHARS]
    tried = 0
    longs = long_runs(text, _LONG_WORD)
    decoders: list[tuple[str, Iterator[re.Match[str]], Callable[[str], str | None]]] = []
    if longs or _HEX_HINT.search(text):
        decoders.append(("hex", _hex_runs(text), _decode_hex))
    if longs:
        decoders.append(("base64", _base64_runs(text, longs), _decode_base64))
    for kind, runs, decode in decoders:
        for m in runs:
            if tried >= MAX_CANDIDATES:
                return
            tried += 1
            run = m.group(0)[:MAX_RUN_CHARS]
            decoded = decode(run)
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

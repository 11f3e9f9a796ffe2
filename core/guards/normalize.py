"""Text normalisation for the injection guard, with an index map back to the original text.

`normalize(text)` folds the usual obfuscations away before the guard's rules run:

1. invisible characters are removed: zero-width spaces and joiners, bidi controls, soft hyphens,
   variation selectors and Unicode tag characters (which `decoders.decoded_views` decodes apart);
2. compatibility forms are folded: NFKC (full-width, mathematical letters, ligatures), accents
   dropped, common Cyrillic/Greek homoglyphs mapped to Latin, curly quotes and dashes to ASCII,
   Traditional Chinese characters to the Simplified forms the guard's words use (`traditional`);
3. words split by a hyphen (``ig-nore``, ``instruc-\\ntions``) are joined;
4. letter-spaced runs (``i g n o r e``) are joined, and so are letter-spaced words set apart by
   wider gaps (``y o u   a r e   n o w``: one space between letters, two to four between words);
5. whitespace runs collapse to one space (or one newline when they hold a newline).

Every step records which original characters each output character came from, so a match on the
normalised text maps back to a span of the original (`Normalized.span`). The alternative readings
(leetspeak, ROT13) live in `readings`, decoded payloads in `decoders`.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from .traditional import SIMPLIFIED, TRADITIONAL

# ---- character tables ------------------------------------------------------------------

# Run patterns are written `[set][set]*` rather than `[set]+`: a pattern that starts with a
# character set lets the regex engine skip ahead to the next candidate in a tight C loop, while
# a leading repeat is tried at every position (same matches either way).
_INVISIBLE_SET = (
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e0fff]"
)
_INVISIBLE = re.compile(_INVISIBLE_SET + _INVISIBLE_SET + "*")

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
    # a stroke read as an accent (NFKD keeps it): Vietnamese "được" reads "duoc" as written
    "đ": "d", "Đ": "D",
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "\u00b4": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"', "\u00ab": '"',
    "\u00bb": '"', "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-",
    "\u2015": "-", "\u2212": "-", "\u2028": "\n", "\u2029": "\n", "\u0085": "\n",
}  # fmt: skip


# One set of Chinese words reads both scripts: "輸出系統提示" as "输出系统提示". Same
# length, so spans map back one character for one. (No key is also a homoglyph's.)
_CHARACTER_FOLDS = _HOMOGLYPHS | dict(zip(TRADITIONAL, SIMPLIFIED, strict=True))


def _fold_char(ch: str) -> str:
    """One character folded: homoglyph → Latin, else NFKC with accents (combining marks) dropped,
    then a Traditional Chinese character to its Simplified form."""
    if ch in _HOMOGLYPHS:
        return _HOMOGLYPHS[ch]
    folded = unicodedata.normalize("NFKC", ch)
    decomposed = unicodedata.normalize("NFKD", folded)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    if stripped != decomposed:
        folded = stripped
    return "".join(_CHARACTER_FOLDS.get(c, c) for c in folded)


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
Edits = Callable[[str], Iterable[Edit]]  # a step's edits, computed from its input text


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

# Letter-spaced words, one space between letters and two to four between words, two words or
# more; each holds "letter, 2-4 spaces, letter" (the hint).
_SPACED_WORDS = re.compile(
    r"(?<![^\W\d_])[^\W\d_](?: [^\W\d_]){0,40}(?:[ \t]{2,4}[^\W\d_](?: [^\W\d_]){0,40}){1,50}"
    r"(?![^\W\d_])"
)
_SPACED_WORDS_HINT = re.compile(r"[^\W\d_][ \t]{2,4}[^\W\d_]")
_WIDE_GAP = re.compile(r"[ \t]{2,4}")


def _words_unspaced(m: re.Match[str]) -> str:
    return " ".join(w.replace(" ", "") for w in _WIDE_GAP.split(m.group(0)))


# Hangul written as separate letters (ㅅㅣㅅㅡㅌㅔㅁ for 시스템, "system") folds to conjoining jamo:
# each initial consonant and vowel, with a final consonant (written as an initial one when it
# came from a separate letter) that no vowel follows, is composed into its syllable.
_JAMO = re.compile(
    r"[\u1100-\u1112][\u1161-\u1175](?:[\u11a8-\u11c2]|[\u1100-\u1112](?![\u1161-\u1175]))?"
)
_JAMO_HINT = re.compile(r"[\u1100-\u1112][\u1161-\u1175]")
# an initial consonant's index as a final one (0: it cannot end a syllable: ㄸ ㅃ ㅉ)
_AS_FINAL = (1, 2, 4, 7, 0, 8, 16, 17, 0, 19, 20, 21, 22, 0, 23, 24, 25, 26, 27)


def _composed(m: re.Match[str]) -> str:
    run = m.group(0)
    syllable = 0xAC00 + ((ord(run[0]) - 0x1100) * 21 + ord(run[1]) - 0x1161) * 28
    if len(run) == 2:
        return chr(syllable)
    last = ord(run[2])
    final = last - 0x11A7 if last >= 0x11A8 else _AS_FINAL[last - 0x1100]
    return chr(syllable + final) + ("" if final else run[2])


_NOT_LETTER = re.compile(r"[\W\d_]+")
# A whitespace run of two or more, or one whitespace character other than space and newline
# (the same matches as `\s{2,}|[^\S\n ]`, but starting with a character class).
_WHITESPACE = re.compile(r"\s(?:\s++|(?<=[^\S\n ]))")


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
        if _JAMO_HINT.search(cur) is not None:
            step(_JAMO.sub(_composed, cur), _rewrites(_JAMO, _composed))
    if "-" in cur:
        step(_HYPHEN_SPLIT.sub("", cur), _removals(_HYPHEN_SPLIT))
    # (the hint needs two spaces or tabs in a row: most text has neither, and `in` is cheaper
    # than trying the hint at every letter)
    if ("  " in cur or "\t" in cur) and _SPACED_WORDS_HINT.search(cur) is not None:
        step(_SPACED_WORDS.sub(_words_unspaced, cur), _rewrites(_SPACED_WORDS, _words_unspaced))
    if _LETTER_SPACED_HINT.search(cur) is not None:
        step(_LETTER_SPACED.sub(_unspaced, cur), _rewrites(_LETTER_SPACED, _unspaced))
    step(_WHITESPACE.sub(_whitespace, cur), _rewrites(_WHITESPACE, _whitespace))
    return Normalized(text, cur, tuple(steps))


def normalize_plain(text: str) -> Normalized:
    """The definition `normalize` is held to: every step's regex run on the whole text, with no
    skip (`normalize` skips the steps that cannot change the text: the non-ASCII ones on ASCII
    text, hyphen joins without a `-`, letter-spacing joins without a spaced pair of letters)."""
    steps: list[_LazyStep] = []
    cur = text
    plain: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str] | str, Edits], ...] = (
        (_INVISIBLE, "", _removals(_INVISIBLE)),
        (_NON_ASCII, _folded, _fold_edits),
        (_JAMO, _composed, _rewrites(_JAMO, _composed)),
        (_HYPHEN_SPLIT, "", _removals(_HYPHEN_SPLIT)),
        (_SPACED_WORDS, _words_unspaced, _rewrites(_SPACED_WORDS, _words_unspaced)),
        (_LETTER_SPACED, _unspaced, _rewrites(_LETTER_SPACED, _unspaced)),
        (_WHITESPACE, _whitespace, _rewrites(_WHITESPACE, _whitespace)),
    )
    for regex, repl, edits in plain:
        new = regex.sub(repl, cur)
        if new != cur:
            steps.append(_LazyStep(cur, edits))
            cur = new
    return Normalized(text, cur, tuple(steps))


def rewritten(norm: Normalized, edits: list[Edit]) -> Normalized:
    """`norm` with `edits` (sorted, non-overlapping, on `norm.text`) applied as one more step, so
    a match in the result maps back to the original like any other (a rewritten word maps to the
    whole word it replaced)."""
    new, _ = _apply(norm.text, edits)
    return Normalized(norm.original, new, (*norm.steps, _LazyStep(norm.text, lambda _t: edits)))

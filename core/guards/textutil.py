"""Text helpers the guard and redaction share: tries and their anchors, shape tables, long runs."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence

# What redaction puts in place of an e-mail address. The guard reads the redacted text, so an
# address an attack sends data to reaches its rules as this mark (lower-cased: `ADDRESS_MARK`).
EMAIL_MARK = "EMAIL_REDACTED"
ADDRESS_MARK = re.escape(EMAIL_MARK.lower()) + r"\b"
# A letter of a script written with spaces (Devanagari's vowel signs are not `\w`; its danda
# `।` ends a sentence): a spaced word starts and ends where none is.
SPACED_LETTER = r"\w\u0900-\u0963\u0966-\u097f"
NOT_LETTER_BEFORE = f"(?<![{SPACED_LETTER}])"
NOT_LETTER_AFTER = f"(?![{SPACED_LETTER}])"


# One character escaped, remembered: a trie escapes each of its nodes' letters, and the first run
# in the page builds tries of thousands of nodes from a few hundred distinct characters.
_escape = functools.cache(re.escape)


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
    parts = [_escape(c) + trie_regex(rest) for c, rest in sorted(groups.items())]
    body = parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"
    if ends:
        return f"(?:{body})?" if len(parts) == 1 else body[:-1] + ")?"
    return body


def anchor_heads(terms: Iterable[str]) -> list[str]:
    """What the scanner looks for first of each phrase: its first word, or its first two where
    the first is short ("a tua nova tarefa" -> "a tua"); one trie entry then serves many phrases
    (a phrase still has to match whole where its head is found). Scripts without spaces keep
    the phrase."""
    heads = set()
    for term in terms:
        words = term.split(" ")
        heads.add(words[0] if len(words[0]) >= 4 else " ".join(words[:2]))
    return sorted(heads)


def ascii_shape_table(shape: Callable[[str], str]) -> bytes:
    """A `bytes.translate` table that reads each ASCII character as the one-letter class
    `shape(ch)`: `text.encode("ascii", "replace").translate(table)` is the text's shape, which
    C-level `bytes.find` and bytes regexes search far faster than Python loops."""
    return bytes.maketrans(bytes(range(128)), bytes(ord(shape(chr(c))) for c in range(128)))


# ASCII text read as `s` (space, newline), `w` (any other whitespace: tab, CR, VT, FF, \x1c-\x1f)
# or `.` (anything else; a non-ASCII character, encoded as `?`, reads `.` too).
WS_TABLE = ascii_shape_table(lambda c: "s" if c in " \n" else "w" if c.isspace() else ".")
_WS_BYTE = re.compile(rb"[sw]")  # a whitespace character in the `WS_TABLE` shape


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


def long_runs(text: str, length: int) -> list[tuple[int, str]]:
    """`run_starts(text, longs)` for the words of `text.split()` at least `length` long.

    The `WS_TABLE` shape reads every ASCII `str.split` separator (`str.isspace`) as `s` or `w`
    and every other ASCII character as `.`; a non-ASCII character is encoded as one `?`, read as
    `.`. The first `length` dots in a row start a run, the next whitespace byte ends it. A few C
    scans replace the split and the Python loop over every word (most texts have no long word).
    Non-ASCII whitespace (read as `.`) can only split a run further: such a run is split on its
    own.
    """
    shape = text.encode("ascii", "replace").translate(WS_TABLE)
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


def long_runs_plain(text: str, length: int) -> list[tuple[int, str]]:
    """The definition `long_runs` is held to: split the text, keep the long words, find them."""
    return run_starts(text, [w for w in text.split() if len(w) >= length])

"""Alternative readings of a normalised text for the injection guard: leetspeak and ROT13.

Both readings keep the text's length, so the index map of the normalised text applies to them
unchanged and a match in a reading maps back to the original text like any other.
"""

from __future__ import annotations

import codecs
import re

_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b",
                       "9": "g", "@": "a", "$": "s", "|": "l", "€": "e"})  # fmt: skip
# A leet character inside a word (`1gn0r3`): between letters, starting a word, or ending one.
# The pattern starts with the (rare) leet characters, so the regex engine skips ahead quickly;
# it runs on lower-cased text.
_LEETISH = re.compile(
    r"[0134579@$](?:(?<=[a-z].)(?=[a-z])|(?<![a-z0-9_].)(?=[a-z]{2})|(?<=[a-z]{2}.)(?![a-z0-9_]))"
)


def leet_view(text: str) -> str | None:
    """`text` with leetspeak digits and symbols read as letters (`1gn0r3` → `ignore`), or None
    when no leet character sits inside a word (the reading would add nothing)."""
    if _LEETISH.search(text.lower()) is None:
        return None
    return text.translate(_LEET)


# Common English words and the guard's key words, as they read under ROT13 ("the" → "gur").
_ROT13_HINTS = (
    "gur ", "lbh", " naq ", " bs ", " gb ", " vf ", "vtaber", "vafgehpg", "cerivbhf", "cebzcg",
    "flfgrz", "frperg", "cnffjbeq", "erirny", "sbetrg", "qvfertneq", "cevag", "fnl ", "nyy ",
)  # fmt: skip


def rot13_hint(text: str) -> bool:
    """True when `text` may be ROT13 English: it holds a ROT13-encoded common or key word."""
    low = text.lower()
    for h in _ROT13_HINTS:
        if h in low:
            return True
    return False


def rot13_view(text: str) -> str:
    """`text` under ROT13 (same length, so the index map of `text` applies unchanged)."""
    return codecs.encode(text, "rot13")

"""Alternative readings of a normalised text for the injection guard: leetspeak, ROT13, typos.

The leetspeak and ROT13 readings keep the text's length, so the index map of the normalised text
applies to them unchanged. The typo reading (`typo_edits`) rewrites a word one edit away from a
long key word ("iunstructions", "inore") to that key word, as one more normalisation step, so a
match in it maps back to the whole misspelt word.
"""

from __future__ import annotations

import codecs
import re

from .normalize import normalize
from .textutil import trie_regex

_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b",
                       "9": "g", "@": "a", "$": "s", "|": "l", "€": "e"})  # fmt: skip
# A leet character inside a word (`1gn0r3`): between letters, starting a word, or ending one.
# The pattern starts with the (rare) leet characters, so the regex engine skips ahead quickly;
# it runs on lower-cased text.
_LEETISH = re.compile(
    r"[0134579@$](?:(?<=[a-z].)(?=[a-z])|(?<![a-z0-9_].)(?=[a-z]{2})|(?<=[a-z]{2}.)(?![a-z0-9_]))"
)


# The same table as (character, letter) pairs: `str.replace` per pair runs at C speed on any
# text, while `translate` reads a non-ASCII text one character at a time through a dict (about
# 17 times slower on 16 KB of mixed-script text). No letter a pair writes is replaced again.
_LEET_PAIRS = tuple((chr(k), v) for k, v in _LEET.items())


def leet_view(text: str) -> str | None:
    """`text` with leetspeak digits and symbols read as letters (`1gn0r3` → `ignore`), or None
    when no leet character sits inside a word (the reading would add nothing)."""
    if _LEETISH.search(text.lower()) is None:
        return None
    for leet, letter in _LEET_PAIRS:
        text = text.replace(leet, letter)
    return text


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


# ---- typos ------------------------------------------------------------------------------------

# The long key words of the override and extraction phrasings (6 letters or more: a shorter word
# has too many real words one edit away). A text word one edit away from one of them (a letter
# deleted, inserted or replaced anywhere, the first letters included, or two neighbours swapped)
# reads as the key word.
KEY_WORDS = (
    "instructions", "instruction", "previous", "disregard", "ignore", "forget", "override",
    "guidelines", "guidance", "directions", "directives", "commands", "earlier", "preceding",
    "system", "prompt", "prompts", "bypass", "reveal", "secrets", "password", "passwords",
    "restrictions", "everything",
)  # fmt: skip
# The same for the languages that spell words with letters, as each writes its override: the
# instructions, "previous", the verbs ("Anweisugnen", "instruciones", "инструкцыи"). Folded as
# the normaliser folds text (accents dropped, Cyrillic look-alikes read as Latin) on import.
OTHER_KEY_WORDS = (
    "anweisungen", "anweisung", "vorherigen", "vorherige", "ignoriere", "ignorieren", "vergiss",
    "richtlinien", "systemprompt", "consignes", "précédentes", "précédents", "oublie",
    "instrucciones", "anteriores", "ignora", "olvida", "istruzioni", "precedenti", "dimentica",
    "instruções", "esqueça", "instructies", "eerdere", "negeer", "vergeet", "instrukcje",
    "instrukcji", "poprzednie", "zignoruj", "zapomnij", "инструкции", "инструкцию",
    "предыдущие", "игнорируй", "забудь", "інструкції", "попередні", "ігноруй", "talimatları",
    "talimatlar", "önceki", "yoksay", "instruksi", "sebelumnya", "abaikan", "lupakan",
    "instruktioner", "tidigare", "ignorera",
)  # fmt: skip
# Their stems, one of which marks where a misspelt key word may be near (besides English's).
_OTHER_INTACT = (
    "anweisung", "vorherig", "ignorier", "vergiss", "consigne", "precedent", "oubli",
    "instruccion", "anterior", "olvid", "istruzion", "dimentic", "instruc", "esquec",
    "instructie", "eerder", "negeer", "vergeet", "instrukcj", "poprzedni", "zignoruj",
    "zapomnij", "инструкц", "предыдущ", "игнорир", "забудь", "інструкц", "попередн", "ігнор",
    "talimat", "onceki", "yoksay", "instruksi", "sebelum", "abaikan", "lupakan", "instruktion",
    "tidigare", "ignorera",
)  # fmt: skip
# Real words one edit away from a key word, and inflections ("ignored", "forgets") of them.
_REAL_WORDS = frozenset(
    {"forgot", "forged", "forger", "revel", "revels", "commando", "commend", "command", "commends",
     "systemd", "ignored", "ignores", "ignorer", "forgets", "systems", "prompted", "prompter",
     "promptly", "reveals", "secret", "bypassed", "overrides", "overrode", "overridden",
     "direction", "directive", "guideline", "instruct", "instructs", "instructed", "earliest",
     "secretes", "secreted", "passworded", "previously", "overrider", "forge", "forges", "precious"}
)  # fmt: skip


def _deletions(word: str) -> list[str]:
    return [word[:i] + word[i + 1 :] for i in range(len(word))]


def _folded(words: tuple[str, ...]) -> list[str]:
    return [normalize(w).text.lower() for w in words]


_ALL_KEYS = (*KEY_WORDS, *_folded(OTHER_KEY_WORDS))
_KEYS = frozenset(_ALL_KEYS)
# Every key word and each of its one-letter deletions, to the key words they come from.
_NEAR_KEYS: dict[str, set[str]] = {}
for _key in _ALL_KEYS:
    for _variant in (_key, *_deletions(_key)):
        _NEAR_KEYS.setdefault(_variant, set()).add(_key)


def _one_edit(a: str, b: str) -> bool:
    """True when `a` and `b` differ by one edit (deletion, insertion, replacement, or a swap of
    two neighbours); linear in their length."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        if a[i + 1 :] == b[i + 1 :]:
            return True
        return a[i : i + 2] == b[i : i + 2][::-1] and a[i + 2 :] == b[i + 2 :]
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    return longer[i + 1 :] == shorter[i:]


_SEEN: dict[str, str | None] = {}  # words already read (texts repeat their words)
_CLEAN: set[str] = set()  # words already read that misspell no key word


def _misspelt(word: str) -> str | None:
    """The key word `word` (lower case) misspells, or None."""
    if word in _SEEN:
        return _SEEN[word]
    if len(_SEEN) >= 8192:  # a bounded memo: same answers, only faster on repeated words
        _SEEN.clear()
    key = None
    if word not in _KEYS and word not in _REAL_WORDS:
        found = {k for v in (word, *_deletions(word)) for k in _NEAR_KEYS.get(v, ())}
        hits = sorted(k for k in found if _one_edit(word, k) and not _inflected(word, k))
        key = hits[0] if hits else None
    _SEEN[word] = key
    if key is None:
        if len(_CLEAN) >= 8192:
            _CLEAN.clear()
        _CLEAN.add(word)
    return key


def _inflected(word: str, key: str) -> bool:
    """`word` differs from `key` only at its end ("ignores", "ignored", "prompt" for "prompts"),
    as inflections and other languages' cognates do ("systeme", "Passwort", "secreto")."""
    return word[: len(key) - 1] == key[:-1]


# A misspelt key word sits within a few words of an intact one (one typo per phrase): the
# reading looks only around those, so ordinary text costs one regex search. (The stems in a fixed
# order, longest first: a set's order follows the hash seed, and the page must compile the very
# pattern the build compiled into its regex cache.)
INTACT_STEMS = (
    "ignor", "disregard", "forget", "previous", "prior", "instruction", "rules", "guideline",
    "guidance", "prompt", "system", "earlier", "override", "bypass", "reveal", "secret",
    "password", *sorted(set(_folded(_OTHER_INTACT)), key=lambda w: (-len(w), w)),
)  # fmt: skip
# The stems as the alternation `\b(?:ignor|disregard|…)` reads them, found with one trie (a
# third faster): at a place where several stems fit, the alternation takes the first in order,
# and the trie the longest. They agree once a stem that starts with an earlier one is left out
# ("ignorier" after "ignor": the alternation never matched it), which `intact_plain` checks.
_INTACT = re.compile(
    r"\b(?:"
    + trie_regex(
        [
            s
            for k, s in enumerate(INTACT_STEMS)
            if not any(s.startswith(e) for e in INTACT_STEMS[:k])
        ]
    )
    + ")"
)


def intact_plain() -> re.Pattern[str]:
    """The definition `_INTACT` is held to: the stems as one alternation, in order."""
    return re.compile(r"\b(?:" + "|".join(map(re.escape, INTACT_STEMS)) + ")")


_WORD_RE = re.compile(r"(?<![^\W\d_])[^\W\d_]{5,14}(?![^\W\d_])")  # a whole word of 5-14 letters
# The same on lower-cased ASCII text, where a letter is `[a-z]`: an ASCII class is tested about
# twice as fast as the Unicode one.
_ASCII_WORD_RE = re.compile(r"(?<![a-z])[a-z]{5,14}(?![a-z])")


def whole_words(low: str) -> list[str]:
    """Every whole word of 5-14 letters in lower-cased `low`: `_WORD_RE.findall(low)`."""
    return (_ASCII_WORD_RE if low.isascii() else _WORD_RE).findall(low)


_WINDOW = 60


def typo_edits(text: str) -> list[tuple[int, int, str]]:
    """Edits that rewrite each misspelt key word of `text` to the key word, looked for within
    `_WINDOW` characters of an intact key word (linear: windows never overlap, and each word is
    checked with a bounded number of dictionary look-ups)."""
    low = text.lower()
    if len(low) != len(text):
        return []
    edits: list[tuple[int, int, str]] = []
    done = 0
    for hit in _INTACT.finditer(low):
        end = hit.end() + _WINDOW
        if end <= done:
            continue
        start = max(done, hit.start() - _WINDOW)
        while start > done and low[start - 1].isalpha():  # start at a word's first letter
            start -= 1
        # (15 characters past the window: a word of at most 14 letters that starts inside it,
        # and the letter after it, are still seen; never the rest of the text)
        words = whole_words(low[start : end + 15])
        if _CLEAN.issuperset(words):  # every word already known to be no typo: one C call
            done = end
            continue
        if any(_misspelt(w) for w in words):
            for m in _WORD_RE.finditer(low, start, end + 15):
                key = _misspelt(m.group())
                if key is not None and m.start() < end:
                    edits.append((m.start(), m.end(), key))
        done = end
    return edits

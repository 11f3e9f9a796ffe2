"""Prompt-injection guard: named rules matched on normalised text, verdicts returned as data.

Each text is normalised first (`normalize.normalize`: invisible characters, compatibility forms,
homoglyphs, hyphen splits, letter spacing, whitespace runs), then every rule of the table
(`injection_rules.RULES`) runs on the normalised text, on its leetspeak and ROT13 readings
(`readings`), and on any decoded payload (base64, hex, percent, Unicode tags; `decoders`). A
match's span is mapped back to the original text.

The scanner lower-cases each text once, finds every rule anchor with one trie-shaped regex, and
tries a rule's alternatives only where one of their declared anchors starts: the same matches as
searching every rule's full regex (`scan_plain`, the definition the tests hold it to).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from .. import prebuilt
from ..types import InjectionMatch
from .decoders import decoded_views
from .injection_rules import DEVKIT_RULES, RULES, InjectionRule
from .normalize import Normalized, normalize, rewritten
from .readings import leet_view, rot13_hint, rot13_view, typo_edits
from .textutil import trie_regex

__all__ = [
    "DEVKIT_RULES",
    "RULES",
    "InjectionRule",
    "Scan",
    "matched_alternatives",
    "scan_devkit",
    "scan_plain",
    "scan_rules",
]

ROT13_MAX_CHARS = 32_768  # the ROT13 reading is scanned only for texts up to this size
EXCERPT_CHARS = 120


@dataclass(frozen=True)
class Scan:
    """One text's verdict: the first rule (in rule order) that matched, and every rule's match."""

    blocked: bool
    rule: str | None
    pattern: str | None
    span: tuple[int, int] | None
    matches: tuple[InjectionMatch, ...]


def _excerpt(text: str, start: int, end: int) -> str:
    """A short excerpt of `text` around `[start, end)`, at most `EXCERPT_CHARS` characters."""
    if end - start >= EXCERPT_CHARS - 10:
        return text[start : start + EXCERPT_CHARS - 1] + "…"
    room = (EXCERPT_CHARS - (end - start)) // 2
    s = max(0, start - room)
    e = min(len(text), end + room)
    out = text[s:e]
    if s > 0:
        out = "…" + out[1:]
    if e < len(text):
        out = out[:-1] + "…"
    return out


def _anchor_owners(rules: Sequence[InjectionRule]) -> dict[str, tuple[int, ...]]:
    """For each anchor, the rules (indices into `rules`) that have it, in rule order."""
    owners: dict[str, list[int]] = {}
    for i, r in enumerate(rules):
        for a in dict.fromkeys(r.anchors):
            owners.setdefault(a, []).append(i)
    return {a: tuple(rs) for a, rs in owners.items()}


def _is_word(anchor: str) -> bool:
    return anchor[0].isascii() and anchor[0].isalnum()


def _anchor_tries(rules: Sequence[InjectionRule]) -> tuple[str, str]:
    """Trie regexes of the word anchors and of the symbol anchors (longest first)."""
    anchors = {a for r in rules for a in r.anchors}
    # Word anchors start with an ASCII letter or digit and count only at a word start; all
    # others (symbols, and words of other scripts, which have no ASCII word boundary) count
    # anywhere.
    words = sorted((a for a in anchors if _is_word(a)), key=lambda a: (-len(a), a))
    symbols = sorted((a for a in anchors if not _is_word(a)), key=lambda a: (-len(a), a))
    return trie_regex(words), trie_regex(symbols)


def _ascii_symbol_trie(rules: Sequence[InjectionRule]) -> str:
    """The trie regex of the symbol anchors that are ASCII (longest first)."""
    ascii_symbols = {a for r in rules for a in r.anchors if not _is_word(a) and a.isascii()}
    return trie_regex(sorted(ascii_symbols, key=lambda a: (-len(a), a)))


# Built from the rules' anchors on import, in the page too: the build once shipped an index of
# every anchor's rules (`safe_agent.prebuilt`), which cost 23 KB gzip of the page's transfer.
# Each anchor's rules are gathered by `_plan` the first time a text holds it: a whole index
# took 13 ms of the page's import under the pinned Node, for 4,247 anchors a run meets a few of.
_ANCHOR_OWNERS = _anchor_owners(RULES)
_WORD_TRIE, _SYMBOL_TRIE, _ASCII_SYMBOL_TRIE = prebuilt.value(
    "guards.anchor_tries", lambda: [*_anchor_tries(RULES), _ascii_symbol_trie(RULES)]
)
# Word anchors count only at a word start, found with one `finditer` (two word anchors never
# overlap): the definition is "no [a-z0-9_] before", and on lower-cased text (no `A-Z` is left)
# `\\b` with re.ASCII means the same and runs about twice as fast as that look-behind. Symbol
# anchors are searched one position at a time.
_ASCII_WORD_ANCHORS = re.compile(rf"\b(?:{_WORD_TRIE})", re.ASCII)
_SYMBOL_ANCHORS = re.compile(_SYMBOL_TRIE)
# In ASCII text only the ASCII symbol anchors can occur: a smaller trie, searched much faster
# (the same hits).
_ASCII_SYMBOL_ANCHORS = re.compile(_ASCII_SYMBOL_TRIE)


def _symbol_hits(
    low: str, hit: re.Match[str] | None, symbols: re.Pattern[str] = _SYMBOL_ANCHORS
) -> Iterator[re.Match[str]]:
    while hit is not None:
        yield hit
        run = _SAME_RUN.match(low, hit.start())  # a run of one symbol (----, ====) is one anchor
        hit = symbols.search(low, run.end() if run is not None else hit.start() + 1)


def _anchor_hits(low: str) -> Iterable[re.Match[str]]:
    """Every anchor hit in `low`, in position order (a symbol hit after a word hit at the same
    place: the sort is stable). Symbol hits are rare: without one the word hits come straight
    from `finditer`.

    The `\\b` regex serves any lower-cased text, not only ASCII: a word anchor starts with an
    ASCII letter or digit, so `\\b` there means "no [A-Za-z0-9_] before"."""
    words = _ASCII_WORD_ANCHORS.finditer(low)
    symbols = _ASCII_SYMBOL_ANCHORS if low.isascii() else _SYMBOL_ANCHORS
    first = symbols.search(low)
    if first is None:
        return words
    return sorted([*words, *_symbol_hits(low, first, symbols)], key=re.Match.start)


# Per anchor, each rule is tried with a regex of only the alternatives that declare an anchor
# the hit starts with (no other can match there; a hit on `set` tries `set … aside`, not every
# paraphrase): one `match` per hit and rule. Regexes are compiled on an anchor's first hit, and
# shared between anchors with the same alternatives, so importing the guard compiles no rule.
_RESTRICTED: dict[tuple[int, tuple[int, ...]], re.Pattern[str]] = {}
_Plan = tuple[tuple[int, int, re.Pattern[str]], ...]
_PLANS: dict[str, _Plan] = {}


def _plan(anchor: str) -> _Plan:
    """(rule index, look-back, regex) to try where `anchor` starts, in rule order."""
    plan = _PLANS.get(anchor)
    if plan is not None:
        return plan
    out = []
    prefixes = {anchor[:k] for k in range(1, len(anchor) + 1)}
    # the rules with an anchor the hit starts with
    for i in sorted({i for p in prefixes for i in _ANCHOR_OWNERS.get(p, ())}):
        alts = RULES[i].alternatives
        keep = tuple(j for j, a in enumerate(alts) if not prefixes.isdisjoint(a.anchors))
        if not keep:
            continue
        regex = _RESTRICTED.get((i, keep))
        if regex is None:
            # The first alternative (in order) that matches at a position is the rule's match
            # there, as with the rule's whole regex.
            source = "|".join(f"(?:{alts[j].pattern})" for j in keep)
            regex = _RESTRICTED[(i, keep)] = re.compile(source, re.MULTILINE)
        out.append((i, RULES[i].back, regex))
    plan = _PLANS[anchor] = tuple(out)
    return plan


def _scan_text(text: str, wanted: set[int]) -> dict[int, re.Match[str]]:
    """The first match of each wanted rule (index into RULES) in `text`."""
    found: dict[int, re.Match[str]] = {}
    low = text.lower()
    if len(low) != len(text):  # a rare character changes length when lower-cased
        return _search_text(text, wanted)
    pending = set(wanted)
    plans = _PLANS
    for hit in _anchor_hits(low):
        a = hit.group()
        plan = plans.get(a) or _plan(a)
        h = hit.start()
        for i, back, regex in plan:
            if i not in pending:
                continue
            if not back:
                m = regex.match(low, h)
                if m is None:
                    continue
            else:  # the rule may start up to `back` characters before its anchor
                for p in range(max(0, h - back), h + 1):
                    m = regex.match(low, p)
                    if m is not None:
                        break
                else:
                    continue
            found[i] = m
            pending.discard(i)
            if not pending:
                return found
    return found


_SAME_RUN = re.compile(r"(.)\1*+", re.DOTALL)


def _views(text: str, norm: Normalized) -> Iterator[tuple[Normalized, tuple[int, int] | None]]:
    """The texts the rules run on: (normalised text, fixed original span or None), lazily."""
    yield norm, None
    leet = leet_view(norm.text)
    if leet is not None:
        yield Normalized(text, leet, norm.steps), None
    if len(norm.text) <= ROT13_MAX_CHARS and rot13_hint(norm.text):
        yield Normalized(text, rot13_view(norm.text), norm.steps), None
    typos = typo_edits(norm.text)
    if typos:
        view = rewritten(norm, typos)
        yield Normalized(view.original, _near_typos(view.text, typos), view.steps), None
    for dv in decoded_views(text):
        inner = normalize(dv.text)
        yield inner, dv.span
        inner_leet = leet_view(inner.text)
        if inner_leet is not None:
            yield Normalized(dv.text, inner_leet, inner.steps), dv.span


TYPO_MARGIN = 300  # a match that reads a corrected word lies within this many characters of it


def _near_typos(text: str, edits: list[tuple[int, int, str]]) -> str:
    """The typo reading `text` with everything farther than `TYPO_MARGIN` from a corrected word
    blanked out (same length): a match elsewhere is the plain reading's match, found already,
    so the rules need not read the whole text twice."""
    kept: list[tuple[int, int]] = []
    shift = 0
    for s, e, word in edits:  # the corrected words' places in `text` (after earlier rewrites)
        start, end = s + shift, s + shift + len(word)
        shift += len(word) - (e - s)
        lo, hi = max(0, start - TYPO_MARGIN), min(len(text), end + TYPO_MARGIN)
        if kept and lo <= kept[-1][1]:
            kept[-1] = (kept[-1][0], hi)
        else:
            kept.append((lo, hi))
    if kept == [(0, len(text))]:
        return text
    parts, pos = [], 0
    for lo, hi in kept:
        parts += [" " * (lo - pos), text[lo:hi]]
        pos = hi
    parts.append(" " * (len(text) - pos))
    return "".join(parts)


def scan_rules(text: str, *, field: str = "text") -> Scan:
    """The rule layer alone over one text; `blocked` is true when any rule matches (first rule in
    order is reported). The guard the page runs adds its learned detector: `injection_check`.

    Spans index the original `text`. A match found in a decoded payload spans the encoded run.
    """
    return _scan(text, field, _scan_text)


def scan_plain(text: str, *, field: str = "text") -> Scan:
    """The definition `scan_rules` is held to: every rule's full regex searched over every
    view of the text (no anchors, no restricted alternatives, no look-back filters)."""
    return _scan(text, field, _search_text)


def _search_text(text: str, wanted: set[int]) -> dict[int, re.Match[str]]:
    """The first match of each wanted rule in `text`, by a plain search of its whole regex."""
    found: dict[int, re.Match[str]] = {}
    for i in sorted(wanted):
        m = RULES[i].regex.search(text)
        if m is not None:
            found[i] = m
    return found


WORD_EDGE_MAX = 40  # a mark grows by at most this many characters at each end


# A letter or digit of a script written with spaces between words (CJK is not: a word edge
# there is not a space), or a combining mark of the main combining blocks.
_WORD_CHAR = (
    r"(?:[^\W_\u2e80-\U0010ffff]|[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff"
    r"\ufe20-\ufe2f])"
)
_IN_WORD = re.compile(_WORD_CHAR)
_WORD_RUN = re.compile(f"{_WORD_CHAR}{{0,{WORD_EDGE_MAX}}}")


def _whole_words(text: str, start: int, end: int) -> tuple[int, int]:
    """`[start, end)` widened to the word edges around it: a rule matches stems ("anweisung"
    in "Anweisungen"), and the reader is shown whole words (one bounded regex match a side)."""
    if start >= end:
        return start, end
    if start > 0 and _IN_WORD.match(text, start):
        run = _WORD_RUN.match(text[max(0, start - WORD_EDGE_MAX) : start][::-1])
        start -= run.end() if run is not None else 0
    if end < len(text) and _IN_WORD.match(text, end - 1):
        run = _WORD_RUN.match(text, end)
        end = run.end() if run is not None else end
    return start, end


def _scan(
    text: str, field: str, scan_text: Callable[[str, set[int]], dict[int, re.Match[str]]]
) -> Scan:
    found: dict[int, InjectionMatch] = {}
    wanted = set(range(len(RULES)))
    for view, fixed in _views(text, normalize(text)):
        # the matched text lower-cased once per view, not once per match (all share it)
        source, low = "", ""
        for i, m in scan_text(view.text, wanted).items():
            start, end = fixed if fixed is not None else _whole_words(text, *view.span(*m.span()))
            rule = RULES[i]
            if m.string is not source:
                source, low = m.string, m.string.lower()
            found[i] = InjectionMatch(
                rule=rule.name,
                pattern=_matched_pattern(i, m, low),
                field=field,
                start=start,
                end=end,
                excerpt=_excerpt(text, start, end),
                description=rule.description,
            )
            wanted.discard(i)
        if not wanted:
            break
    names = {RULES[i].name for i in found}
    # A rule that only restates another (one declared `shadowed_by` it, reading the same
    # spelling) is left out when that rule matched: one finding, not two.
    matches = tuple(found[i] for i in sorted(found) if RULES[i].shadowed_by not in names)
    first = matches[0] if matches else None
    return Scan(
        blocked=bool(matches),
        rule=first.rule if first else None,
        pattern=first.pattern if first else None,
        span=(first.start, first.end) if first else None,
        matches=matches,
    )


_ALTERNATIVES: dict[tuple[int, int], re.Pattern[str]] = {}


def _alternative(i: int, j: int) -> re.Pattern[str]:
    """Rule `i`'s alternative `j` on its own, compiled once."""
    regex = _ALTERNATIVES.get((i, j))
    if regex is None:
        rule = RULES[i]
        regex = _ALTERNATIVES[(i, j)] = re.compile(rule.alternatives[j].pattern, rule.flags)
    return regex


def _matched_pattern(i: int, m: re.Match[str], low: str | None = None) -> str:
    """The alternative of rule `i` that made match `m`: the first, in order, that matches where
    `m` starts, as the rule's whole regex chooses. The reader is shown this pattern, not the
    rule's whole regex (tens of kilobytes for the override rule's 18 languages).

    Every match of an alternative starts with one of its anchors (at most `back` characters in),
    so only those whose anchor is there are compiled and tried (`_matched_pattern_plain` tries
    them all: the same pattern). `low` is `m.string` lower-cased, when the caller has it."""
    rule, start = RULES[i], m.start()
    if low is None:
        low = m.string.lower()
    if len(low) != len(m.string):  # positions shift when lower-cased: no anchor test
        return _matched_pattern_plain(i, m)
    for j, alternative in enumerate(rule.alternatives):
        if (
            any(
                low.startswith(a, p)
                for p in range(start, start + rule.back + 1)
                for a in alternative.anchors
            )
            and _alternative(i, j).match(m.string, start) is not None
        ):
            return alternative.pattern
    return rule.pattern  # (not reached: one of them made the match)


def _matched_pattern_plain(i: int, m: re.Match[str]) -> str:
    """The definition `_matched_pattern` is held to: every alternative tried in order."""
    for j in range(len(RULES[i].alternatives)):
        if _alternative(i, j).match(m.string, m.start()) is not None:
            return RULES[i].alternatives[j].pattern
    return RULES[i].pattern


def matched_alternatives(text: str) -> frozenset[tuple[str, int]]:
    """Every (rule name, alternative index) that matches some view of `text` (all views, no
    early stop): which parts of the rule table a text relies on. For the benchmark's
    leave-one-source-out figures; the guard itself never needs it."""
    out: set[tuple[str, int]] = set()
    for view, _ in _views(text, normalize(text)):
        for i, rule in enumerate(RULES):
            for j in range(len(rule.alternatives)):
                if _alternative(i, j).search(view.text) is not None:
                    out.add((rule.name, j))
    return frozenset(out)


def scan_devkit(text: str) -> bool:
    """The devkit's verdict on `text`: its seven regexes, no normalisation (parity baseline)."""
    return any(rule.regex.search(text) for rule in DEVKIT_RULES)

"""Redaction engine: named secret and PII rules applied in a fixed order, every hit reported.

This module is the engine; the rules live in `redaction_rules`, their value checks in
`redaction_values`. `redact(text)` scans the original text with every rule in `RULES` order;
where matches overlap, the earlier rule wins (then the longer match). Rules with a `secret`
group replace only that group, so an assignment keeps its key name (`password=REDACTED`). The
result is redacted again until nothing new matches (a replacement next to other text can
complete a new match, as in the devkit's left fold), and any further copy of a redacted value
elsewhere in the text is redacted too. Whatever the devkit's two rules would redact is redacted
as well (the devkit backstop). Hit spans always index the original text. Every regex uses
bounded or possessive repetition, so matching is linear in the input length.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from ..types import RedactionHit
from .redaction_rules import DEVKIT_RULES, RULES, TOKEN_RUN, RedactionRule, redact_devkit
from .redaction_spans import (
    Candidate,
    Seg,
    apply,
    backstop,
    choose,
    inside_replacement,
    repeats,
    replacement_bounds,
)
from .redaction_values import assignment_check, container_key
from .textutil import long_runs, run_starts, trie_regex

__all__ = [
    "DEVKIT_RULES",
    "MAX_PASSES",
    "RULES",
    "TOKEN_RUN",
    "Redaction",
    "RedactionRule",
    "devkit_email_spans",
    "fast_path_disagreements",
    "redact",
    "redact_devkit",
]

MAX_PASSES = 4  # redaction re-runs on its own output until stable, at most this many times


@dataclass(frozen=True)
class Redaction:
    """A redacted text and every hit (spans index the original text)."""

    text: str
    hits: tuple[RedactionHit, ...]


# ---- the redactor -----------------------------------------------------------------------------

_MARK = "REDACTED"  # every replacement contains it
_VALUE_GROUPS = ("secret", "bare", "xml", "attr", "pw")


@dataclass(frozen=True)
class _Part:
    """One regex a rule runs (the rule itself, or one of its families) and how to run it."""

    needles: tuple[str, ...]
    regex: re.Pattern[str]  # as written (used when lower-casing changes the text's length)
    lower: re.Pattern[str] | None  # case-insensitive rules: a case-sensitive twin for `low`
    accept: Callable[[str], bool] | None
    groups: tuple[str, ...]
    keyed: bool  # the regex has a `key` group (the name a value is assigned to)


_PARTS: dict[int, tuple[RedactionRule, tuple[_Part, ...]]] = {}


def _parts(rule: RedactionRule) -> tuple[_Part, ...]:
    entry = _PARTS.get(id(rule))
    if entry is None or entry[0] is not rule:
        specs = rule.families or ((rule.needles, rule.pattern, rule.accept),)
        built = []
        for needles, regex, accept in specs:
            flags = int(regex.flags)
            lower = None
            if flags & int(re.IGNORECASE):
                lower = re.compile(regex.pattern, flags & ~int(re.IGNORECASE))
            groups = tuple(g for g in _VALUE_GROUPS if g in regex.groupindex)
            keyed = "key" in regex.groupindex
            built.append(_Part(needles, regex, lower, accept or rule.accept, groups, keyed))
        entry = (rule, tuple(built))
        _PARTS[id(rule)] = entry
    return entry[1]


_Step = tuple[int, RedactionRule, tuple[_Part, ...], bool]


@dataclass(frozen=True)
class _Plan:
    """For one rules tuple: each rule with its parts, and every needle of its token rules (those
    are looked up in long runs only)."""

    rules: tuple[RedactionRule, ...]
    # (order, rule, its parts, whether it is a token rule) per rule
    steps: tuple[_Step, ...]
    needles: tuple[str, ...]
    index: dict[str, int]  # rule id -> order in `rules`
    # A trie regex of `needles`: where it matches, the match is the longest needle starting
    # there, and every needle starting there is a prefix of it (`prefixes`).
    needle_regex: re.Pattern[str]
    prefixes: dict[str, frozenset[str]]
    # The smallest positive `min_run` (0: none) and the steps of the rules without one: a text
    # whose longest whitespace-free run is shorter runs only those (the others would skip).
    least_run: int
    runless: tuple[_Step, ...]


_PLANS: dict[int, _Plan] = {}


def _plan(rules: tuple[RedactionRule, ...]) -> _Plan:
    entry = _PLANS.get(id(rules))
    if entry is None or entry.rules is not rules:
        needles = {
            n
            for r in rules
            if r.min_run >= TOKEN_RUN
            for p in _parts(r)
            for n in (*r.needles, *p.needles)
        }
        steps = tuple((i, r, _parts(r), r.min_run >= TOKEN_RUN) for i, r in enumerate(rules))
        index = {r.id: i for i, r in enumerate(rules)}
        assert not any(" " in n for n in needles)  # see `_candidates`
        # Every needle that starts `n`, looked up by `n`'s own prefixes (linear in the needles'
        # length, not quadratic in their number: the page's first run builds this plan).
        prefixes = {
            n: frozenset(n[:i] for i in range(1, len(n) + 1) if n[:i] in needles) for n in needles
        }
        regex = re.compile(trie_regex(sorted(needles)) or "(?!)")
        least_run = min((r.min_run for r in rules if r.min_run), default=0)
        runless = tuple(step for step in steps if not step[1].min_run)
        entry = _Plan(
            rules,
            steps,
            tuple(sorted(needles)),
            index,
            regex,
            prefixes,
            least_run,
            runless,
        )
        _PLANS[id(rules)] = entry
    return entry


def _needles_in(plan: _Plan, text: str) -> set[str]:
    """`{n for n in plan.needles if n in text}`: search for any needle from each position after
    the last hit (the trie regex skips to candidate characters); at a hit the needles present
    are exactly the prefixes of the longest one."""
    found: set[str] = set()
    regex = plan.needle_regex
    m = regex.search(text)
    for _ in range(_NEEDLE_HITS):
        if m is None:
            return found
        found |= plan.prefixes[m.group()]
        m = regex.search(text, m.start() + 1)
    # Many hits (a long run of one needle, such as `aaaa…`): test the needles not yet found
    # one by one instead, so the work stays bounded by the number of needles.
    return found.union(n for n in plan.needles if n not in found and n in text)


_NEEDLE_HITS = 32  # needle hits followed one by one before falling back to `in` tests


def _has_needle(needles: tuple[str, ...], low: str) -> bool:
    for n in needles:
        if n in low:
            return True
    return False


def _in_runs(
    regex: re.Pattern[str],
    target: str,
    runs: list[tuple[int, str]],
    min_run: int,
    needles: tuple[str, ...],
) -> Iterator[re.Match[str]]:
    """`regex.finditer(target)` for a rule whose matches lie inside one whitespace-free run of
    `min_run`+ characters holding one of `needles`: the same matches, searching those runs only.

    Each search also sees the one (white-space) character after its run, so look-arounds and
    `\\b` at the run's end read what the full text holds there.
    """
    size = len(target)
    for start, run in runs:
        if len(run) >= min_run and (not needles or _has_needle(needles, run)):
            yield from regex.finditer(target, start, min(start + len(run) + 1, size))


def _in_lines(
    regex: re.Pattern[str], target: str, runs: list[tuple[int, str]], min_run: int
) -> Iterator[re.Match[str]]:
    """`regex.finditer(target)` for a rule whose every match is one whole line holding a
    whitespace-free run of `min_run`+ characters: `match` at the start of each such line."""
    last = -1
    for start, run in runs:
        if len(run) >= min_run:
            line = target.rfind("\n", 0, start) + 1
            if line != last:
                last = line
                m = regex.match(target, line)
                if m is not None:
                    yield m


def _near(
    regex: re.Pattern[str], target: str, low: str, near: tuple[str, int, int]
) -> Iterator[re.Match[str]]:
    """`regex.finditer(target)` for a rule with `near` (see `RedactionRule`): search only the
    window around each occurrence of the literal, and keep a match only where that occurrence
    is the first one at or after its start (the next `finditer` match is found that way)."""
    literal, before, after = near
    size = len(target)
    pos = 0
    q = low.find(literal)
    while q >= 0:
        m = regex.search(target, max(pos, q - before), min(size, q + after))
        if m is not None and low.find(literal, m.start()) == q:
            yield m
            pos = max(m.end(), m.start() + 1)
            q = low.find(literal, max(pos, q + 1))
        else:
            q = low.find(literal, q + 1)


def _at_starts(
    regex: re.Pattern[str], target: str, low: str, starts: tuple[str, ...]
) -> Iterator[re.Match[str]]:
    """`regex.finditer(target)` for a rule whose every match starts with one of the lower-case
    literals `starts` (so none is empty): `match` at each place one occurs in `low`, in order,
    resuming after each match as `finditer` does."""
    pos = 0
    for p in _start_places(low, starts):
        if p >= pos:
            m = regex.match(target, p)
            if m is not None:
                yield m
                pos = max(m.end(), p + 1)


_STARTS_TRIES: dict[tuple[str, ...], re.Pattern[str]] = {}
_FIND_STARTS = 16  # up to this many literals, `str.find` each; more, one trie search


def _start_places(low: str, starts: tuple[str, ...]) -> list[int]:
    """Every position in `low` where one of the literals `starts` begins, in order. With many
    literals (a vendor list), one trie regex finds them in a single scan: searching again from
    one past each hit finds the next position where any literal begins."""
    if len(starts) <= _FIND_STARTS:
        places: set[int] = set()
        for lit in starts:
            i = low.find(lit)
            while i >= 0:
                places.add(i)
                i = low.find(lit, i + 1)
        return sorted(places)
    regex = _STARTS_TRIES.get(starts)
    if regex is None:
        regex = _STARTS_TRIES[starts] = re.compile(trie_regex(sorted(set(starts))))
    found: list[int] = []
    m = regex.search(low)
    while m is not None:
        found.append(m.start())
        m = regex.search(low, m.start() + 1)
    return found


def _in_lines_with(
    regex: re.Pattern[str], target: str, low: str, literals: tuple[str, ...]
) -> Iterator[re.Match[str]]:
    """`regex.finditer(target)` for a rule whose every match lies on one line (no class holds a
    newline) that holds one of the lower-case `literals`: search only those lines (each search
    also sees the line's newline, so look-arounds read what the full text holds there)."""
    size = len(low)
    lines: set[int] = set()
    for lit in literals:
        i = low.find(lit)
        while i >= 0:
            lines.add(low.rfind("\n", 0, i) + 1)
            end = low.find("\n", i)
            i = low.find(lit, end) if end >= 0 else -1
    for start in sorted(lines):
        end = low.find("\n", start)
        yield from regex.finditer(target, start, size if end < 0 else end + 1)


def _in_regions(
    regex: re.Pattern[str], target: str, regions: tuple[re.Pattern[str], int]
) -> Iterator[re.Match[str]]:
    """`regex.finditer(target)` for a rule with `regions` (see `RedactionRule`): search each
    region and the few characters past it that the regex may read, keeping the matches that
    start inside it."""
    region, past = regions
    for r in region.finditer(target):
        end = r.end()
        for m in regex.finditer(target, r.start(), end + past):
            if m.start() < end:
                yield m


def _candidates(text: str, rules: tuple[RedactionRule, ...]) -> list[Candidate]:
    found: list[Candidate] = []
    plan = _plan(rules)
    low = text.lower()
    same_length = len(low) == len(text)
    longest = -1  # longest whitespace-free run (of at least `plan.least_run`)
    runs: list[tuple[int, str]] = []  # the runs of min(least_run, TOKEN_RUN)+ characters
    longs: list[str] = []  # the runs of TOKEN_RUN+ characters, in order
    present: set[str] | None = None  # token needles found in the long runs, on first need
    steps = plan.steps
    if plan.least_run:
        runs = long_runs(low, min(plan.least_run, TOKEN_RUN))
        longest = max((len(run) for _, run in runs), default=-1)
        longs = [run for _, run in runs if len(run) >= TOKEN_RUN]
        if longest < plan.least_run:
            steps = plan.runless  # fast path: every rule with a `min_run` would be skipped
    for order, rule, parts, token_rule in steps:
        if rule.min_run and longest < rule.min_run:
            continue
        if same_length and token_rule and (rule.needles or rule.families):
            if present is None:
                # Each distinct run once (needles hold no space, so none spans two runs).
                joined = " ".join(dict.fromkeys(longs))
                present = _needles_in(plan, joined)
            if rule.needles and present.isdisjoint(rule.needles):
                continue
        elif same_length and rule.needles and not _has_needle(rule.needles, low):
            continue
        if rule.requires is not None and rule.requires.search(text) is None:
            continue
        for part in parts:
            # (a rule without families has one part with the rule's own needles, already found)
            if part.needles and same_length and part.needles is not rule.needles:
                if present is not None and token_rule:
                    if present.isdisjoint(part.needles):
                        continue
                elif not _has_needle(part.needles, low):
                    continue
            matches: Iterable[re.Match[str]]
            if not same_length:
                # (a finder reads either case, so it runs here too: its regex alone would not
                # be linear, and one character that lower-cases longer must not undo that)
                finder = rule.finder
                matches = finder(part.regex, text) if finder else part.regex.finditer(text)
            else:
                regex, target = (part.regex, text) if part.lower is None else (part.lower, low)
                if rule.in_runs:
                    matches = _in_runs(regex, target, runs, rule.min_run, part.needles)
                elif rule.finder:
                    matches = rule.finder(regex, target)
                elif rule.lines_with:
                    matches = _in_lines_with(regex, target, low, rule.lines_with)
                elif rule.near:
                    matches = _near(regex, target, low, rule.near)
                elif rule.in_lines:
                    matches = _in_lines(regex, target, runs, rule.min_run)
                elif rule.starts:
                    matches = _at_starts(regex, target, low, rule.starts)
                elif rule.regions:
                    matches = _in_regions(regex, target, rule.regions)
                else:
                    matches = regex.finditer(target)
            for m in matches:
                if _MARK in text[m.start() : m.end()]:
                    continue  # never re-match an earlier replacement (keeps redaction idempotent)
                check = part.accept
                if part.groups:
                    group = next((g for g in part.groups if m.group(g) is not None), None)
                    if group is None:
                        continue
                    start, end = m.span(group)
                    key = m.group("key") if part.keyed else None
                    if key and container_key(key):
                        continue  # API_KEY_HEADER, password_field: names a place, holds none
                    if check is None:
                        check = assignment_check(group, key or "")
                else:
                    start, end = m.span()
                if end > start and (check is None or check(text[start:end])):
                    found.append((start, end, order, rule))
    return found


# ---- the devkit backstop ------------------------------------------------------------------------
# Everything the devkit's two rules would redact is redacted too. In every pass, any devkit match
# (found in the original text, and again in the current text) that still shows copied text
# becomes a candidate of our rule with the same id; it may swallow earlier replacements (for
# instance `sk-REDACTED@example.com`, or an address our stricter email rule passes). The devkit's
# email regex backtracks quadratically on long near-misses, so its matches are computed here in
# linear time instead (`devkit_email_spans`, tested against the regex).

_DK_LOCAL_AT = re.compile(r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9._%+\-]++@")
_DK_DOMAIN = re.compile(r"[A-Za-z0-9.\-]++")
_DK_TLD = re.compile(r"\.[A-Za-z]{2,}+(?![A-Za-z0-9_])")
_DK_BOUNDARY = re.compile(r"\b", re.ASCII)


def devkit_email_spans(text: str) -> list[tuple[int, int]]:
    """The spans the devkit's email regex matches in `text` (same result, linear time)."""
    spans: list[tuple[int, int]] = []
    prev_end = 0
    for m in _DK_LOCAL_AT.finditer(text):
        at = m.end() - 1
        if at < prev_end:
            continue
        lo = max(m.start(), prev_end)
        b = _DK_BOUNDARY.search(text, lo, at) if lo < at else None
        if b is None or b.start() >= at:
            continue
        run = _DK_DOMAIN.match(text, at + 1)
        if run is None:
            continue
        end = -1
        # One character past the run, so the look-ahead sees what really follows it.
        for t in _DK_TLD.finditer(text, at + 2, run.end() + 1):
            end = t.end()
        if end < 0:
            continue
        spans.append((b.start(), end))
        prev_end = end
    return spans


def _devkit_spans(text: str, rules: tuple[RedactionRule, ...]) -> list[tuple[int, int, int]]:
    """The devkit's matches in the original `text`: (start, end, index of our rule of that id)."""
    found: list[tuple[int, int, int]] = []
    index = _plan(rules).index
    if "api-keys/basic" in index and "sk-" in text:
        order = index["api-keys/basic"]
        found += [(m.start(), m.end(), order) for m in DEVKIT_RULES[0].pattern.finditer(text)]
    if "emails" in index and "@" in text:
        order = index["emails"]
        found += [(s, e, order) for s, e in devkit_email_spans(text)]
    return found


def redact(
    text: str, *, field: str = "text", rules: tuple[RedactionRule, ...] = RULES
) -> Redaction:
    """Redact `text`; hit spans index the original text; earlier rules win overlaps."""
    segs = [Seg(text, 0, len(text), None)] if text else []
    devkit = _devkit_spans(text, rules)  # what the devkit would redact must be redacted too
    for n in range(MAX_PASSES):
        current = "".join(s.text for s in segs) if n else text
        cands = _candidates(current, rules)
        cands += repeats(segs, text)
        cands += backstop(segs, devkit, rules)  # the devkit's matches in the original text
        if n:  # and in ours (in the first pass, ours is the original)
            cands += [(s, e, o, rules[o]) for s, e, o in _devkit_spans(current, rules)]
        if not cands:
            break
        chosen = choose(cands, len(current))
        # A match that lies wholly inside one replacement changes nothing: drop it.
        bounds = replacement_bounds(segs)
        chosen = [c for c in chosen if not inside_replacement(bounds, c)]
        if not chosen:
            break
        segs = apply(segs, chosen)
    if len(segs) == 1 and segs[0].rule is None:
        return Redaction(text, ())  # nothing redacted
    hits = tuple(
        RedactionHit(rule=s.rule.id, field=field, start=s.o_start, end=s.o_end, replacement=s.text)
        for s in segs
        if s.rule is not None
    )
    return Redaction("".join(s.text for s in segs), hits)


# ---- the fast paths held to their plain definitions (for the property tests) -----------------


def fast_path_disagreements(text: str) -> list[str]:
    """Every place where a fast path finds something other than its plain definition on `text`:
    each rule's `starts`, `in_runs`, `in_lines`, `near` and `regions` search against `finditer`
    over the whole text, and the needle trie against a plain `in` test. Empty when they agree."""
    found: list[str] = []
    low = text.lower()
    plan = _plan(RULES)
    if _needles_in(plan, low) != {n for n in plan.needles if n in low}:
        found.append("needle trie")
    if len(low) != len(text):
        return found  # the fast paths only run where lower-casing keeps every index
    longs = [w for w in low.split() if len(w) >= TOKEN_RUN]
    runs = run_starts(low, longs)

    def spans(matches: Iterable[re.Match[str]]) -> list[tuple[int, int]]:
        return [m.span() for m in matches]

    for rule in RULES:
        for part in _parts(rule):
            regex, target = (part.regex, text) if part.lower is None else (part.lower, low)
            full = spans(regex.finditer(target))
            checks: list[tuple[str, Iterable[re.Match[str]]]] = []
            if rule.starts:
                checks.append(("starts", _at_starts(regex, target, low, rule.starts)))
            if rule.in_runs:
                checks.append(
                    ("in_runs", _in_runs(regex, target, runs, rule.min_run, part.needles))
                )
            if rule.in_lines:
                checks.append(("in_lines", _in_lines(regex, target, runs, rule.min_run)))
            if rule.near:
                checks.append(("near", _near(regex, target, low, rule.near)))
            if rule.finder:
                checks.append(("finder", rule.finder(regex, target)))
            if rule.requires is not None and rule.requires.search(text) is None and full:
                found.append(f"{rule.id}: requires")
            if rule.lines_with:
                checks.append(("lines_with", _in_lines_with(regex, target, low, rule.lines_with)))
            if rule.regions:
                checks.append(("regions", _in_regions(regex, target, rule.regions)))
            found += [f"{rule.id}: {name}" for name, got in checks if spans(got) != full]
    return found

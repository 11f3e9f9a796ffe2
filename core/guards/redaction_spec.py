"""Redaction rule type and its builder: what a rule holds, and the fast paths it declares."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

FamilySpec = tuple[str, str] | tuple[str, str, Callable[[str], bool]]

TOKEN_RUN = 15  # rules with `min_run` at least this long look for their needles in long runs only

Family = tuple[tuple[str, ...], re.Pattern[str], Callable[[str], bool] | None]
Finder = Callable[[re.Pattern[str], str], Iterator[re.Match[str]]]


@dataclass(frozen=True)
class RedactionRule:
    """A named rule; `example` is a (synthetic) input it redacts.

    `replacement` replaces the whole match, or only the value group (`secret`, `bare`, `xml`,
    `attr`, `pw`) when the pattern has one. `accept`, when set, must return True for the matched
    value (e.g. to skip placeholders). `pattern` is the whole rule; a rule made of `families`
    (one provider format each) runs only the families whose `needles` occur in the text.
    """

    id: str
    description: str
    example: str
    pattern: re.Pattern[str]
    replacement: str
    accept: Callable[[str], bool] | None = field(default=None, compare=False, repr=False)
    # Lower-case substrings one of which every match contains; the rule is skipped when the
    # lower-cased text holds none of them (a fast pre-filter; empty means always run).
    needles: tuple[str, ...] = ()
    # (needles, regex, accept) per format; `accept` None means the rule's own `accept`.
    families: tuple[Family, ...] = field(default=(), compare=False, repr=False)
    # Every match lies inside one whitespace-free run at least this long (a cheap pre-filter).
    min_run: int = 0
    # Lower-case literals one of which every match starts with: the regex is then only tried
    # (`match`) where one of them occurs, instead of at every position.
    starts: tuple[str, ...] = ()
    # Every match lies wholly inside one whitespace-free run of at least `min_run` characters
    # (ASCII classes only, so no Unicode space either): the regex then runs on those runs only.
    in_runs: bool = False
    # Every match is one whole line (the pattern starts with `^`, ends with `$`, MULTILINE, and
    # no class holds a newline) that holds a whitespace-free run of `min_run`+ characters: the
    # regex is then only tried (`match`) at the start of those lines.
    in_lines: bool = False
    # (literal, before, after): every match holds the first occurrence of the lower-case
    # `literal` at or after its start, starts at most `before` characters before it, and the
    # regex reads (look-arounds included) less than `after` characters past that occurrence's
    # start, so a window ending there reads as the whole text would (look-behinds see before a
    # window's start anyway). The regex then only searches a window around each occurrence.
    near: tuple[str, int, int] | None = None
    # (region regex, past): every match lies inside one match of the region regex, as found by
    # `finditer` (a run of the characters a match is made of, from the first character where a
    # match may start), and the rule's regex reads (look-arounds included) at most `past`
    # characters beyond that region. The regex then only searches the regions, which are rare
    # in most texts (the digit runs of a phone number, say).
    regions: tuple[re.Pattern[str], int] | None = field(default=None, compare=False, repr=False)
    # A function giving `regex.finditer(text)` in linear time, for a rule whose regex alone
    # would backtrack over long runs on crafted text (held to `finditer` by a property test).
    finder: Finder | None = field(default=None, compare=False, repr=False)
    # Lower-case literals one of which is on the line of every match, and no match spans a
    # line: the regex then only searches the lines holding one (held to `finditer` by a test).
    lines_with: tuple[str, ...] = ()
    # A regex that matches inside every match of the rule (a separator and the start of a
    # value, say): a text it does not match skips the rule (held to `finditer` by a test).
    requires: re.Pattern[str] | None = field(default=None, compare=False, repr=False)


def make_rule(
    rule_id: str,
    description: str,
    example: str,
    pattern: str,
    replacement: str,
    flags: int = re.ASCII,
    accept: Callable[[str], bool] | None = None,
    needles: str = "",
    families: tuple[FamilySpec, ...] = (),
    min_run: int = 0,
    starts: str = "",
    in_runs: bool = False,
    in_lines: bool = False,
    near: tuple[str, int, int] | None = None,
    regions: tuple[str, int] | None = None,
    finder: Finder | None = None,
    lines_with: str = "",
    requires: str = "",
) -> RedactionRule:
    """A rule; with `families` (needles, pattern[, accept]) the pattern is their alternation."""
    assert not in_runs or min_run >= TOKEN_RUN, rule_id
    assert not in_lines or (min_run >= TOKEN_RUN and flags & re.MULTILINE and not families)
    fams: list[Family] = []
    for spec in families:
        check = spec[2] if len(spec) == 3 else None
        fams.append((tuple(spec[0].split(",")), re.compile(spec[1], flags), check))
    if families:
        pattern = "|".join(f"(?:{spec[1]})" for spec in families)
        names = re.findall(r"\(\?P<(\w+)>", pattern)
        if len(names) != len(set(names)):  # (the whole alternation needs no groups: each
            pattern = re.sub(r"\(\?P<\w+>", "(?:", pattern)  # family keeps its own)
        needles = ",".join(spec[0] for spec in families)
    return RedactionRule(
        rule_id,
        description,
        example,
        re.compile(pattern, flags),
        replacement,
        accept,
        tuple(needles.split(",")) if needles else (),
        tuple(fams),
        min_run,
        tuple(starts.split(",")) if starts else (),
        in_runs,
        in_lines,
        near,
        (re.compile(regions[0]), regions[1]) if regions else None,
        finder,
        tuple(lines_with.split(",")) if lines_with else (),
        re.compile(requires, flags) if requires else None,
    )

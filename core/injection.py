"""Prompt-injection guard: named rules matched on normalised text, verdicts returned as data.

PLACEHOLDER (devkit's seven rules, no normalisation) until the guardrail helper lands the real guard.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .types import InjectionMatch, InjectionVerdict


@dataclass(frozen=True)
class InjectionRule:
    name: str
    pattern: str
    description: str
    example: str
    regex: re.Pattern[str]


def _rule(name: str, pattern: str) -> InjectionRule:
    return InjectionRule(name, pattern, name, "", re.compile(pattern, re.I))


RULES: tuple[InjectionRule, ...] = (
    _rule("ignore-previous-instructions", r"ignore\s+previous\s+instructions"),
    _rule("override-system", r"override\s+system"),
    _rule("system-role-marker", r"\bSYSTEM\s*:"),
    _rule("developer-role-marker", r"\bDEVELOPER\s*:"),
    _rule("reveal-secrets", r"reveal\s+secrets"),
    _rule("exfiltrate", r"exfiltrate"),
    _rule("send-api-key", r"send\s+your\s+api\s+key"),
)


@dataclass(frozen=True)
class Scan:
    blocked: bool
    rule: str | None
    pattern: str | None
    span: tuple[int, int] | None
    matches: tuple[InjectionMatch, ...]


def scan_injection(text: str, *, field: str = "text") -> Scan:
    """Scan one text; `blocked` is true when any rule matches (first rule in order is reported)."""
    matches = []
    for rule in RULES:
        m = rule.regex.search(text)
        if m:
            matches.append(
                InjectionMatch(
                    rule=rule.name,
                    pattern=rule.pattern,
                    field=field,
                    start=m.start(),
                    end=m.end(),
                    excerpt=m.group(0),
                )
            )
    first = matches[0] if matches else None
    return Scan(
        bool(matches),
        first.rule if first else None,
        first.pattern if first else None,
        (first.start, first.end) if first else None,
        tuple(matches),
    )


def scan_fields(fields: Sequence[tuple[str, str]], *, enforced: bool) -> InjectionVerdict:
    """Scan every (field name, text) pair the model would see."""
    matches = [m for name, text in fields for m in scan_injection(text, field=name).matches]
    return InjectionVerdict(enforced=enforced, blocked=enforced and bool(matches), matches=matches)

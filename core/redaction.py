"""Redaction stage: named secret and PII rules applied in a fixed order, every hit reported.

PLACEHOLDER (devkit's two rules only) until the guardrail helper lands the full rule set.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .types import RedactionHit


@dataclass(frozen=True)
class RedactionRule:
    id: str
    description: str
    example: str
    pattern: re.Pattern[str]
    replacement: str


@dataclass(frozen=True)
class Redaction:
    text: str
    hits: tuple[RedactionHit, ...]


RULES: tuple[RedactionRule, ...] = (
    RedactionRule(
        "api-keys/basic",
        "sk- keys",
        "sk-abcdefghijklmnop1234",
        re.compile(r"\b(sk-[A-Za-z0-9]{16,})\b", re.ASCII),
        "sk-REDACTED",
    ),
    RedactionRule(
        "emails",
        "emails",
        "a@example.com",
        re.compile(r"\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}\b", re.ASCII | re.I),
        "EMAIL_REDACTED",
    ),
)


def redact(
    text: str, *, field: str = "text", rules: tuple[RedactionRule, ...] = RULES
) -> Redaction:
    """Redact `text`; hit spans index the original text; earlier rules win overlaps."""
    spans: list[tuple[int, int, RedactionRule]] = []
    for rule in rules:
        for m in rule.pattern.finditer(text):
            if m.end() > m.start() and all(m.end() <= s or m.start() >= e for s, e, _ in spans):
                spans.append((m.start(), m.end(), rule))
    spans.sort(key=lambda s: s[0])
    out, pos, hits = [], 0, []
    for s, e, rule in spans:
        out.append(text[pos:s])
        out.append(rule.replacement)
        pos = e
        hits.append(
            RedactionHit(rule=rule.id, field=field, start=s, end=e, replacement=rule.replacement)
        )
    out.append(text[pos:])
    return Redaction("".join(out), tuple(hits))

"""The rule families' cases (core/guards/families/<family>/cases.jsonl) and the English table's
(core/guards/injection_cases.jsonl, under the name "english"): reading them, and which family a
pattern of the rule table comes from."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from safe_agent import prebuilt
from safe_agent.guards.families import FAMILIES
from safe_agent.guards.families.intents.compose import family_of_key
from safe_agent.guards.grammar import codes
from safe_agent.guards.injection import matched_alternatives
from safe_agent.guards.injection_rules import RULES

FAMILIES_DIR = Path(__file__).resolve().parent.parent / "core" / "guards" / "families"
EXPECTS = ("blocked", "passes")
# The English rule table (injection_rules.py, injection_templates.py, injection_documents.py) is
# written by hand, not composed from words; its cases sit beside it, read as one more family's.
ENGLISH = "english"
ENGLISH_CASES = FAMILIES_DIR.parent / "injection_cases.jsonl"


@dataclass(frozen=True)
class Case:
    """One sentence of a family's cases: an attack the rules block (with the rule that blocks it
    first, or a rule among those that match it, when the case names one) or a look-alike they
    pass, in one language."""

    family: str
    line: int
    text: str
    lang: str
    expect: str
    form: str
    rule: str | None = None  # the first rule that blocks it
    matches: str | None = None  # a rule among those that match it

    @property
    def id(self) -> str:
        return f"{self.family}:{self.line}:{self.lang}:{self.form}"


def case_file(family: str) -> Path:
    return ENGLISH_CASES if family == ENGLISH else FAMILIES_DIR / family / "cases.jsonl"


def read_cases(family: str) -> list[Case]:
    """A family's cases, each line checked: an unreadable case is an error naming its line."""
    path = case_file(family)
    if not path.exists():
        return []
    out = []
    for n, raw in enumerate(path.read_text("utf-8").splitlines(), 1):
        if not raw.strip():
            continue
        row = json.loads(raw)
        unknown = set(row) - {"text", "lang", "expect", "form", "rule", "matches"}
        if unknown or not {"text", "lang", "expect", "form"} <= set(row):
            raise ValueError(
                f"{path}:{n}: keys must be text, lang, expect, form (rule, matches optional)"
            )
        if row["expect"] == "passes" and ({"rule", "matches"} & set(row)):
            raise ValueError(f"{path}:{n}: a case that passes names no rule")
        if row["lang"] not in codes():
            raise ValueError(f"{path}:{n}: language {row['lang']!r} has no grammar record")
        if row["expect"] not in EXPECTS:
            raise ValueError(f"{path}:{n}: expect must be one of {EXPECTS}")
        out.append(Case(family=family, line=n, **row))
    return out


def all_cases() -> list[Case]:
    return [c for family in (*FAMILIES, ENGLISH) for c in read_cases(family)]


@cache
def pattern_families() -> dict[str, str]:
    """Each composed pattern of the rule table, by the family whose composer made it."""
    assert RULES  # the rule table composes every family's patterns on import
    out: dict[str, str] = {}
    for key, pairs in prebuilt.computed().items():
        if key.startswith("guards.") and family_of_key(key) in FAMILIES:
            family = family_of_key(key)
            for _anchors, pattern in pairs:
                out.setdefault(pattern, family)
    return out


def families_of(text: str) -> set[str]:
    """The families whose composed patterns match some view of `text` (as the scanner reads it:
    normalised, and its leetspeak, ROT13, typo and decoded readings); "english" for a rule of
    the English table."""
    by_pattern, patterns = pattern_families(), _patterns()
    return {by_pattern.get(patterns[m], "english") for m in matched_alternatives(text)}


@cache
def _patterns() -> dict[tuple[str, int], str]:
    """Each alternative's pattern by (rule name, index), as `matched_alternatives` names it."""
    return {(r.name, j): a.pattern for r in RULES for j, a in enumerate(r.alternatives)}


def word_languages(family: str) -> set[str]:
    """The languages a family's word tables hold rows or entries for."""
    import importlib
    import pkgutil

    out: set[str] = set()
    for m in pkgutil.iter_modules([str(FAMILIES_DIR / family)]):
        if m.name in ("compose", "retired"):
            continue
        module = importlib.import_module(f"safe_agent.guards.families.{family}.{m.name}")
        for value in vars(module).values():
            out |= language_keys(value)
    return out


def language_keys(value: object) -> set[str]:
    """The language codes a word table is keyed by: rows with a `code`, or a dict keyed by
    codes (none for any other value)."""
    if isinstance(value, tuple) and value and all(hasattr(r, "code") for r in value):
        return {r.code for r in value}
    if isinstance(value, dict) and value and all(isinstance(k, str) for k in value):
        keys = set(value)
        if all(re.fullmatch(r"[a-z]{2}", k) for k in keys) and keys & set(codes()):
            return keys
    return set()

"""The secrets catalogue: every case in tests/data/secret_cases.jsonl (a class's secrets and its
look-alikes, by rule and language) and every harmless text in tests/data/harmless_texts.jsonl.

A case is a template: `{kind:n}` slots are filled from a generator seeded by the case's line, so
no secret value is written in the catalogue and the same case draws the same values on every
run. A case expected to `redact` must lose every filled value (and its `gone` strings) and keep
its `keep` strings; when its rule names a rule of the table, that rule is among the hits. A case
expected to `keep`, and every harmless text, must come out byte for byte as it went in.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from safe_agent.guards.redaction import RULES, redact
from safe_agent.guards.redaction_values import random_body

DATA = Path(__file__).resolve().parent / "data"
_SLOT = re.compile(r"\{(b62|b64|b64u|b64n|hex|up|dig|crypt|pw):?(\d*)\}")
_ALPHABETS = {
    "b62": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "b64": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/",
    "b64u": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_",
    "b64n": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/",
    "crypt": "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "hex": "0123456789abcdef",
    "up": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "dig": "0123456789",
}
_PW_LETTERS = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ"


def _looks_drawn(kind: str, value: str) -> bool:
    """A draw a real secret of its kind could be: digits and both cases where the alphabet has
    them, and random by `random_body` from 30 characters (no words or `abcd` filler)."""
    if kind in ("hex", "dig", "up"):
        return any(c.isdigit() for c in value) and (kind == "dig" or not value.isdigit())
    if not (any(c.isdigit() for c in value) and value.lower() != value != value.upper()):
        return False
    if "xxxx" in value.lower() or "example" in value.lower():
        return False
    return len(value) < 30 or kind != "b62" or random_body(value)


def _draw(rng: random.Random, kind: str, n: int) -> str:
    if kind == "pw":  # a typed password: letters, two digits and a symbol
        head = "".join(rng.choice(_PW_LETTERS) for _ in range(7))
        return head[0].upper() + head[1:] + str(rng.randrange(10, 99)) + rng.choice("!#%-_+")
    while True:
        value = "".join(rng.choice(_ALPHABETS[kind]) for _ in range(n))
        if _looks_drawn(kind, value):
            return value


def fill(template: str, seed: int) -> tuple[str, list[str]]:
    """The template with every slot filled (seeded), and the values drawn."""
    rng = random.Random(seed)
    drawn: list[str] = []

    def one(m: re.Match[str]) -> str:
        drawn.append(_draw(rng, m.group(1), int(m.group(2) or 0)))
        return drawn[-1]

    # (doubled braces are literal braces, as in str.format)
    parts = template.split("{{")
    text = "{".join(_SLOT.sub(one, p).replace("}}", "}") for p in parts)
    return text, drawn


def _load(name: str) -> list[dict[str, Any]]:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    return [dict(json.loads(line), line=i + 1) for i, line in enumerate(lines) if line.strip()]


CASES = _load("secret_cases.jsonl")
HARMLESS = _load("harmless_texts.jsonl")
RULE_IDS = {r.id for r in RULES}


def _id(case: dict[str, Any]) -> str:
    return f"{case['line']}-{case['rule']}-{case['lang']}-{case['expect']}"


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_catalogue_case(case: dict[str, Any]) -> None:
    """A secret of the class is removed (its name or user kept); a look-alike passes as it is."""
    text, drawn = fill(case["text"], case["line"])
    out = redact(text)
    if case["expect"] == "keep":
        assert out.text == text, [(h.rule, text[h.start : h.end]) for h in out.hits]
        return
    for value in [*drawn, *case.get("gone", ())]:
        assert value not in out.text, (value, out.text)
    for kept in case.get("keep", ()):
        assert kept in out.text, (kept, out.text)
    if case["rule"] in RULE_IDS:
        assert case["rule"] in {h.rule for h in out.hits}, [h.rule for h in out.hits]


@pytest.mark.parametrize("case", HARMLESS, ids=lambda c: f"{c['line']}-{c['kind']}")
def test_harmless_text_is_not_changed(case: dict[str, Any]) -> None:
    """Text that only looks risky (ids, digests, lockfiles, images, colours, versions, commit
    messages, fixtures, placeholders, documentation examples) passes byte for byte."""
    out = redact(case["text"])
    assert out.text == case["text"], [(h.rule, case["text"][h.start : h.end]) for h in out.hits]


def test_catalogue_covers_every_class_both_ways() -> None:
    """Each class in the catalogue has secrets to remove and look-alikes to keep, and the
    languages the prose and form classes claim each have both."""
    by_rule: dict[str, set[str]] = {}
    for case in CASES:
        by_rule.setdefault(case["rule"], set()).add(case["expect"])
    assert all(kinds == {"redact", "keep"} for kinds in by_rule.values()), by_rule
    prose = {(c["lang"], c["expect"]) for c in CASES if c["rule"].startswith("prose-password")}
    for lang in ("en", "de", "fr", "es"):
        assert {(lang, "redact"), (lang, "keep")} <= prose, lang


def test_filling_is_deterministic_and_leaves_literal_braces() -> None:
    """The same line draws the same values; `{{`/`}}` stay literal braces."""
    assert fill("k={b62:20} {{x}}", 7) == fill("k={b62:20} {{x}}", 7)
    text, drawn = fill("k={hex:8} {{x}}", 7)
    assert text == f"k={drawn[0]} {{x}}" and len(drawn[0]) == 8

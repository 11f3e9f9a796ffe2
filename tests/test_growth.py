"""Growth ratios: the check itself catches quadratic work; redaction (hit-dense texts, near misses
of the credential forms) and the why-card's marks stay linear in the characters and the hits."""

from __future__ import annotations

from typing import NamedTuple

import pytest
from growth import assert_linear


def _linear(text: str) -> int:
    return text.count("a")


def _quadratic(text: str) -> int:
    return sum(text[i:].count("a") for i in range(0, len(text), 4))


def test_linear_work_passes() -> None:
    assert_linear(_linear, lambda n: "ab" * n, 200_000)


def test_quadratic_work_fails() -> None:
    with pytest.raises(AssertionError, match="the time for 8x the input"):
        assert_linear(_quadratic, lambda n: "ab" * n, 1_000)


# ---- redaction: linear in the characters scanned plus the hits found -----------------------------
# Texts dense in hits (one every few characters) must cost no more per hit at 8x the size: the
# hit handling (choosing, merging, replacing, finding copies) sorts once and sweeps. Each maker
# builds `n` items of one kind; the values differ, so every item is a hit of its own.


def _url_credentials_text(n: int) -> str:
    # `://` every few characters, `@` everywhere: the URL-credentials rule's regex alone would
    # try every scheme start and backtrack over each password run looking for an `@`.
    return "".join(f"x{i % 7}://u:" + "p@" * 12 + "-a://:" for i in range(n))


HIT_DENSE = {
    "emails": lambda n: " ".join(f"u{i}@ex.io" for i in range(n)),
    "phones": lambda n: " ".join(f"+1 415 555 {i % 10000:04d}" for i in range(n)),
    "keys": lambda n: " ".join(f"AKIA{i:016d}" for i in range(n)),
    "urls": lambda n: " ".join(f"https://u:pw{i}x@h{i}.io/" for i in range(n)),
    "jwts": lambda n: " ".join(f"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIx{i}In0.s{i}" for i in range(n)),
    # distinct passwords, each assigned once and copied once elsewhere
    "copies": lambda n: (
        " ".join(f"pw=Tr0ub{i}dor-3" for i in range(n))
        + "\n"
        + " ".join(f"echo Tr0ub{i}dor-3" for i in range(n))
    ),
    "url-credentials": _url_credentials_text,
}


@pytest.mark.parametrize("kind", sorted(HIT_DENSE))
def test_redaction_is_linear_in_hits(kind: str) -> None:
    """Redacting 8x as many short secrets (emails, phones, keys, URLs, JWTs, copies of a
    password, crafted URL-credential text) takes under 20x the time."""
    from safe_agent.guards.redaction import redact

    assert_linear(redact, HIT_DENSE[kind], 1000)


# Near misses of the credential-form rules: flags without a password, key words and vendor names
# without a value, prose without a password, query strings, cookie pairs, pipes.
NEAR_MISS = {
    "flags": lambda n: ("tool " + "a " * 10 + "-u b " + "c " * 7 + "-p\n") * n,
    "key words": lambda n: "stripe_key=" * n + " token: " * n,
    "prose": lambda n: "the password for x is " * n,
    "pgpass": lambda n: "a:1:b:c:" * n,
    "query": lambda n: "?key=&code=" * n,
    "cookie": lambda n: ("Cookie: " + "sid=b; " * 50 + "\n") * n,
    "pipes": lambda n: ("echo abcdef | " * 20 + "\n") * n,
    "htpasswd": lambda n: ("htpasswd" + " -b" * 12 + "\n") * n,
    "netrc": lambda n: ("machine a.b " + "login x " * 20 + "\n") * n,
}


@pytest.mark.parametrize("kind", sorted(NEAR_MISS))
def test_credential_form_rules_are_linear_on_near_misses(kind: str) -> None:
    """Texts made of what the credential-form rules look for, never completed, cost 8x the
    time (under 20x) for 8x the text."""
    from safe_agent.guards.redaction import redact

    make = NEAR_MISS[kind]
    assert_linear(redact, make, max(50, 60_000 // len(make(1))))


class _Hit(NamedTuple):
    """What `redacted_marks` reads of a hit (a light stand-in: many hits fit in memory)."""

    start: int
    end: int
    replacement: str


def test_why_card_marks_are_linear_in_hits() -> None:
    """Placing the why-card's marks over a redacted field with 8x as many hits takes under 20x
    the time (the marks are placed in one pass, not by re-measuring the text at every hit)."""
    from safe_agent.pipeline.stages.redaction import redacted_marks

    cases: dict[int, tuple[str, str, list[_Hit]]] = {}
    for n in (40_000, 320_000):
        hits = [_Hit(4 * i, 4 * i + 3, "X") for i in range(n)]
        cases[n] = ("abc " * n, "X " * n, hits)

    def place(n: int) -> list[tuple[int, int]]:
        return redacted_marks(*cases[n])  # type: ignore[arg-type]

    assert place(40_000)[:2] == [(0, 1), (2, 3)]
    assert_linear(place, lambda n: n, 40_000)

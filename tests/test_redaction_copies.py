"""Copies of a redacted value: none survives, even where the copy runs into a replacement."""

from __future__ import annotations

from safe_agent.guards.redaction import redact


def test_a_copy_that_ends_in_a_replacement_is_redacted() -> None:
    """A value that ends with its own replacement's first letters (`sk-…sk`, before
    `sk-REDACTED`) would show again once the key after it is replaced: the copy, running into
    that replacement, is redacted with it (hypothesis found this form in the property tests)."""
    key = "sk-" + "a1b2c3d4e5f6g7h8i9"
    other = "sk-" + "EgressTest" + "B" * 20
    text = key * 3 + other + "@" + other
    out = redact(text)
    assert out.hits
    for h in out.hits:
        assert text[h.start : h.end] not in out.text


def test_copies_in_copied_text_are_redacted_as_before() -> None:
    """A password assigned once and pasted again elsewhere is redacted in both places."""
    pw = "Zx8vLq2m" + "R4-7"
    out = redact(f"DB_PASSWORD={pw}\nthen run: login {pw} now")
    assert pw not in out.text
    assert out.text.count("REDACTED") == 2

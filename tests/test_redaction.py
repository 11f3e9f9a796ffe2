"""Redaction rules: each format is caught, ordinary text passes, spans and the devkit view hold."""

from __future__ import annotations

import pytest
from safe_agent.redaction import DEVKIT_RULES, RULES, redact, redact_devkit

# Synthetic, obviously fake but format-valid secrets, built by concatenation so that secret
# scanners do not flag this file.
A20 = "A1b2C3d4E5f6G7h8I9j0"
SECRETS = [
    ("api-keys/basic", "sk-" + "abcdefghijklmnop1234"),
    ("openai-project-key", "sk-" + "proj-" + A20 + A20),
    ("anthropic-key", "sk-" + "ant-api03-" + A20 + A20 + "-xyz_AA"),
    ("aws-access-key", "AKIA" + "Z7Q3K9XW2M4P8R6T"),
    ("github-token", "ghp_" + A20 + "K1L2M3N4o5P6q7R8"),
    ("github-token", "github_pat_" + "11ABCDEFG0" + A20 + "_" + A20 + A20),
    ("gitlab-token", "glpat-" + A20),
    ("slack-token", "xoxb-" + "123456789012-123456789012-" + A20 + "ab"),
    ("slack-token", "https://hooks.slack.com/services/" + "T0000AAAA/B0000BBBB/" + A20),
    ("stripe-key", "sk_" + "live_" + A20 + "xyz"),
    ("google-api-key", "AIza" + "Sy" + A20 + "abcdefghijklm"),
    (
        "jwt",
        "eyJhbGciOiJIUzI1NiJ9" + ".eyJzdWIiOiIxMjM0NTY3ODkwIn0." + "sig_" + A20,
    ),
    (
        "private-key",
        "-----BEGIN " + "RSA PRIVATE KEY-----\nMIIEow" + A20 + "\n-----END RSA PRIVATE KEY-----",
    ),
    ("provider-token", "npm_" + A20 + "K1L2M3N4o5P6q7R8"),
    ("emails", "jane.doe+reviews@example.org"),
    ("phone-numbers", "+44 20 7946 0958"),
    ("phone-numbers", "(415) 555-0132"),
]


@pytest.mark.parametrize(("rule_id", "secret"), SECRETS)
def test_secret_formats_are_redacted(rule_id: str, secret: str) -> None:
    """Each common secret or PII format is redacted by its named rule and leaves no trace."""
    text = f"config line: {secret} (end)"
    out = redact(text)
    assert secret not in out.text
    assert rule_id in {h.rule for h in out.hits}


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.id)
def test_every_rule_redacts_its_own_example(rule: object) -> None:
    """Every rule's documented example is redacted by that rule."""
    example = rule.example.replace("\\n", "\n")  # type: ignore[attr-defined]
    out = redact(f"x {example} y")
    assert rule.id in {h.rule for h in out.hits}  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        ("DB_PASSWORD=" + "Tr0ub4dor-and-3", "DB_PASSWORD=", "Tr0ub4dor-and-3"),
        ('api_key: "' + A20 + '"', "api_key:", A20),
        ('{"client_secret": "' + A20 + '"}', '"client_secret":', A20),
        ("<authToken>\n  " + A20 + "\n</authToken>", "<authToken>", A20),
        (
            "postgres://app:" + "s3cretPassw0rd" + "@db.internal/app",
            "postgres://app:",
            "s3cretPassw0rd",
        ),
        ("Authorization: Bearer " + A20, "Authorization: Bearer", A20),
    ],
)
def test_assignments_keep_the_key_name(text: str, kept: str, gone: str) -> None:
    """Credentials in assignments, URLs and headers lose only their value; the key name stays."""
    out = redact(text)
    assert kept in out.text
    assert gone not in out.text
    assert "REDACTED" in out.text


@pytest.mark.parametrize(
    "text",
    [
        "commit " + "0123456789abcdef" * 2 + "01234567",
        'id = "' + "123e4567-e89b-12d3-a456-426614174000" + '"',
        "released 2024-01-15, version 1.2.3 on host 192.168.10.200",
        "a budget of 1 000 000 tokens",
        "password = os.environ['DB_PASSWORD']",
        "token: ${GITHUB_TOKEN}",
        "api_key = 'your_api_key_here'",
        "SECRET_KEY=xxxxxxxxxxxxxxxxxxxxxxxx",
        "the primary key is the user id",
        "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "publishable key pk_" + "live_" + A20,
        "See the file system: ext4 and the ecosystem: npm.",
    ],
)
def test_ordinary_text_passes(text: str) -> None:
    """Checksums, ids, dates, code references and placeholders are not redacted."""
    assert redact(text).hits == ()


def test_hits_index_the_original_text() -> None:
    """Hit spans point at the secret in the original text and name the replacement used."""
    secret = "AKIA" + "Z7Q3K9XW2M4P8R6T"
    text = "key " + secret + " and mail ops@example.com"
    out = redact(text, field="files[0].content")
    spans = {h.rule: (h.start, h.end, h.field, h.replacement) for h in out.hits}
    s, e, field, rep = spans["aws-access-key"]
    assert text[s:e] == secret and field == "files[0].content" and rep == "AWS_KEY_REDACTED"
    s, e, _, rep = spans["emails"]
    assert text[s:e] == "ops@example.com" and rep == "EMAIL_REDACTED"


def test_every_copy_of_a_redacted_value_is_redacted() -> None:
    """A password redacted in an assignment is also redacted where it is repeated bare."""
    out = redact("password=" + "Tr0ub4dor-and-3" + "\necho Tr0ub4dor-and-3")
    assert "Tr0ub4dor-and-3" not in out.text
    assert len(out.hits) == 2


def test_redaction_is_idempotent_on_overlaps() -> None:
    """Redacting the output again changes nothing, even where matches overlapped."""
    text = "sk-" + "a" * 16 + "@example.com a@b.com@c.com postgres://u:" + A20 + "@h.com/x"
    once = redact(text)
    assert redact(once.text).text == once.text


def test_home_paths_lose_the_user_name() -> None:
    """Home-directory paths are redacted so that the user name does not reach the model."""
    out = redact("see /home/jdoe/work/app.py and C:\\Users\\jdoe\\app.py")
    assert "jdoe" not in out.text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("key sk-abcdefghijklmnop1234 end", "key sk-REDACTED end"),
        ("sk-abcdefghijklmno", "sk-abcdefghijklmno"),
        ("sk-abcdefghijklmnop", "sk-REDACTED"),
        ("xsk-abcdefghijklmnop1234", "xsk-abcdefghijklmnop1234"),
        ("sk-proj-abcdefghijklmnop1234", "sk-proj-abcdefghijklmnop1234"),
        ("sk-ABCDEFGHIJKLMNOP_x", "sk-ABCDEFGHIJKLMNOP_x"),
        ("sk-ABCDEFGHIJKLMNOP-x", "sk-REDACTED-x"),
        ("ésk-abcdefghijklmnop1234", "ésk-REDACTED"),
        ("mail John.Doe+tag@Example.COM now", "mail EMAIL_REDACTED now"),
        ("a@b.c", "a@b.c"),
        ("user@localhost", "user@localhost"),
        ("x@y.co.uk.", "EMAIL_REDACTED."),
        ("é@example.com", "é@example.com"),
        ("sk-aaaaaaaaaaaaaaaa@example.com", "EMAIL_REDACTED"),
    ],
)
def test_devkit_view_matches_the_devkit(text: str, expected: str) -> None:
    """`redact_devkit` reproduces the devkit's verified examples (its left fold of two rules)."""
    assert redact_devkit(text) == expected


def test_devkit_rules_keep_ids_and_replacements() -> None:
    """The devkit's two rule ids and replacements are kept, in order, in both rule sets."""
    assert [(r.id, r.replacement) for r in DEVKIT_RULES] == [
        ("api-keys/basic", "sk-REDACTED"),
        ("emails", "EMAIL_REDACTED"),
    ]
    ids = [r.id for r in RULES]
    assert "api-keys/basic" in ids and "emails" in ids
    assert len(set(ids)) == len(ids)


def test_replacements_never_match_a_rule() -> None:
    """No replacement text is itself redacted (so redaction is stable)."""
    for rule in RULES:
        assert redact(f"x {rule.replacement} y").hits == ()

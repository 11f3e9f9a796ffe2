"""Redaction rules: each format is caught, ordinary text passes, spans and the devkit view hold."""

from __future__ import annotations

import pytest
from helpers import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from safe_agent.guards.redaction import DEVKIT_RULES, RULES, redact, redact_devkit
from safe_agent.guards.redaction_spans import Automaton, choose, find_copies

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
    """Every rule's documented example, on a line of its own, is redacted by that rule."""
    example = rule.example.replace("\\n", "\n")  # type: ignore[attr-defined]
    out = redact(f"x\n{example}\ny")
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


H32 = "0123456789abcdef" * 2
B36 = "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
PROVIDER_TOKENS = [
    ("gitlab-token", "glptt-" + A20 + "ab"),
    ("slack-token", "xapp-1-" + "A0B1C2D3E4-1234567890-" + H32 + H32),
    ("provider-token", "pypi-AgEI" + "cHlwaS5vcmc" + B36 + B36),
    ("structured-token", "SK" + H32),
    ("provider-token", "SG." + A20 + "ab." + A20 + A20 + "abc"),
    ("provider-token", "key-" + H32),
    ("provider-token", "shpat_" + H32),
    ("provider-token", "sq0atp-" + A20 + "ab"),
    ("provider-token", "HRKU-" + "AA" + B36 + A20 + "ab"),
    ("provider-token", "dop_v1_" + H32 + H32),
    ("provider-token", "hf_" + B36[:34]),
    ("provider-token", "dapi" + H32),
    ("provider-token", "dp.pt." + A20 + A20 + "abc"),
    ("provider-token", "lin_api_" + A20 + A20),
    ("provider-token", "ntn_" + "12345678901" + B36[:35]),
    ("provider-token", "PMAK-" + H32[:24] + "-" + H32 + "ab"),
    ("provider-token", "glc_" + B36 + "AbCd=="),
    ("provider-token", "glsa_" + A20 + "K1L2m3N4o5P6" + "_" + "0a1b2c3d"),
    ("provider-token", "A3-" + "ABC123-" + "DEF456GHI78-" + "JK9L0-" + "MN1P2-" + "QR3S4"),
    (
        "provider-token",
        "AGE-SECRET-KEY-1" + "QZ9X8W7V6U5T4S3R2P0N9M8L7K6J5H4G3F2E0D9C8A7Z6Y5X4W3V2U0T9S",
    ),
    ("provider-token", "EZAK" + B36 + A20[:18]),
    (
        "provider-token",
        "https://acme.webhook.office.com/webhookb2/"
        + "a1b2c3d4-e5f6-a7b8-c9d0"
        + "@"
        + "f1e2d3c4-b5a6"
        + "/IncomingWebhook/"
        + H32
        + "/"
        + "0a1b2c3d-4e5f-6a7b-8c9d",
    ),
    (
        "structured-token",
        "MTk4NjIyNDgzNDcxOTI1MjQ4" + "." + "Cl2FMQ" + "." + "ZnCjm1XVW7vRze4b7Cq4se7kKWs" + "x1",
    ),
    ("structured-token", "123456789:" + "A" + B36[:34]),
]


@pytest.mark.parametrize(("rule_id", "secret"), PROVIDER_TOKENS)
def test_provider_formats_are_redacted(rule_id: str, secret: str) -> None:
    """Each provider token format (synthetic, format-valid) is redacted by its named rule."""
    out = redact(f"token in a log line {secret} (end)")
    assert secret not in out.text
    assert rule_id in {h.rule for h in out.hits}


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ('var deployToken string = "' + A20 + '"', A20),
        ('apiToken := "' + A20 + '"', A20),
        ('const sessionSecret: string = "' + A20 + '";', A20),
        ('os.environ["SERVICE_API_KEY"] = "' + A20 + '"', A20),
        ('String clientSecret = "' + A20 + '";', A20),
        ("client_secret: " + A20, A20),
        ('<add key="PaymentApiKey" value="' + A20 + '" />', A20),
        ("export ACCESS_TOKEN=" + A20, A20),
        ("curl -u deploy:" + "Xk9vQ2mLp7Rt" + " https://ci.example.com/api", "Xk9vQ2mLp7Rt"),
        ("tool --auth-token " + A20 + " --verbose", A20),
        ("tool --client-secret=" + A20, A20),
        ('settlement_token = "' + "4927361058273649" + '"', "4927361058273649"),
        ("BUILD_SEED=" + "q7Vx2LmZ9pR4tY8wK1sN6bF3hJ0cG5dA", "q7Vx2LmZ9pR4tY8wK1sN6bF3hJ0cG5dA"),
    ],
)
def test_assignment_styles_are_redacted(text: str, gone: str) -> None:
    """Secrets assigned in Go, TypeScript, Python, Java, YAML, .NET XML, shell and CLI styles go."""
    out = redact(text)
    assert gone not in out.text
    assert "REDACTED" in out.text


@pytest.mark.parametrize(
    "text",
    [
        '{"cacheKey": "aidev:stub:model:' + H32 + ":" + H32 + '"}',
        'sort_key = "created_at_desc_order"',
        "primaryKey: user_id",
        "glc_" + "1" * 40 + "=",
        "sgp_" + "5555555d" + "AAAAA7777777" + "a" * 20,
        "ico-" + "X" * 32,
        '<script integrity="sha384-'
        + "oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4"
        + '">',
        "INTEGRITY=sha512-" + "XleUoc9uwGXqjWwXaUTZAmzMcFZ5858QA2vvx1Ur5xIcixXIP",
        "CHECKSUM=" + H32 + H32,
        "retries=" + "3",
        "curl -u 'test:test' https://example.com",
        'curl --user "$1:$2" "$3"',
    ],
)
def test_identifiers_checksums_and_placeholders_pass(text: str) -> None:
    """Cache keys, sort keys, SRI and hex digests, filler placeholders and shell variables pass."""
    assert redact(text).hits == ()


def test_fixture_keys_of_the_devkit_families_are_redacted() -> None:
    """Format-valid OpenAI and AWS keys are redacted even when marked EXAMPLE (only masks pass)."""
    for key in (
        "AKIA" + "IOSFODNN7" + "EXAMPLE",
        "sk-" + "proj-" + "EXAMPLEkey_doNotUse-" + "0" * 30,
        "sk-" + "EgressTest" + "B" * 20,
    ):
        assert key not in redact(f"key = {key}").text
    assert redact("AKIA" + "X" * 16).hits == ()


def test_devkit_matches_are_always_redacted() -> None:
    """What the devkit's email rule catches but ours alone would not is still redacted."""
    for text in ("sk-" + "a" * 16 + "@example.com", "ops@example.com-west", "x@y..com"):
        out = redact(text)
        assert redact_devkit(out.text) == out.text
        assert "@" not in out.text or "REDACTED@" not in out.text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("mysql -u root -p" + "Tr0ub4dor-3 shop", "Tr0ub4dor-3"),
        ("mysqldump -h db -u app -p" + "Zx81-spectrum db > dump.sql", "Zx81-spectrum"),
        ("docker login -u ci -p " + "S3cr3tP4ss registry.example.com", "S3cr3tP4ss"),
        ("docker login --password " + "Hunter2Hunter2 ghcr.io", "Hunter2Hunter2"),
        ("sshpass -p '" + "Kx8mQ2pL" + "' ssh deploy@host", "Kx8mQ2pL"),
        ("machine api.example.com login deploy password " + "Zq8vLm2pXr", "Zq8vLm2pXr"),
        ("default login anon password " + "Qw3rtyUi0p", "Qw3rtyUi0p"),
        ("define('DB_PASSWORD', '" + "n0t-4-r3al-pw" + "');", "n0t-4-r3al-pw"),
        ('define("API_KEY", "' + "k3y-Vq9LmX2" + '");', "k3y-Vq9LmX2"),
        ("postgres://app:" + "p#ss?w/rd@x9" + "@db:5432/app", "p#ss?w/rd@x9"),
        ("redis://:" + "pa@ssW0rd" + "@cache:6379", "pa@ssW0rd"),
        ("db.password=" + "Tr0ub4dor-3", "Tr0ub4dor-3"),  # .properties
        ("[database]\npassword = " + "Tr0ub4dor-3", "Tr0ub4dor-3"),  # INI
    ],
)
def test_credential_forms_are_redacted(text: str, secret: str) -> None:
    """Passwords after command-line flags, in .netrc lines, PHP defines, .properties and INI
    assignments, and URL passwords holding any reserved character leave no trace."""
    out = redact(text).text
    assert secret not in out
    assert not any(secret[i : i + 6] in out for i in range(len(secret) - 5))


@pytest.mark.parametrize(
    "text",
    [
        "mysql -u root -p shop",  # asks for the password
        "mysql -u root -p$MYSQL_PW shop",
        "echo $PW | docker login --password-stdin ghcr.io",
        "define('DB_PASSWORD', getenv('DB_PASSWORD'));",
        'password: "$DB_PASSWORD"',
        "password = ${DB_PASSWORD}",
        "token: ${{ secrets.NPM_TOKEN }}",
        "api_key = os.environ['API_KEY']",
        "const secret = process.env.SECRET",
        "PASSWORD_SELECTOR = '#password-input'",
        "password_field = 'input[type=password]'",
    ],
)
def test_references_and_selectors_are_not_secrets(text: str) -> None:
    """Variable references, environment lookups and CSS selectors name where a secret lives; they
    are left as written."""
    assert redact(text).text == text


@pytest.mark.parametrize(
    "secret",
    [
        "dckr_pat_" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1w",  # Docker Hub personal access token
        "ya29." + "a0AfH6SMBx7Qk3Lp9Zr2Vt5Wy8Nc1Md4Fg6Hj",  # Google OAuth access token
        "GOCSPX-" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1w",  # Google OAuth client secret
        "1//0" + "gAbCdEfGhIjKlMnOpQrStUvWxYz0123456789ABCDEF",  # Google refresh token
        "CFPAT-" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb3dEf6hIj9",  # Contentful
        "aio_" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1w",  # Adafruit IO (IoT)
        "Ab1" + "8Q~" + "Zx9LmNq2Rt5Wv8Yb1Cd4Fg7Hj0Kl3Mn6P",  # Azure AD client secret
        "SharedAccessKey=" + "Zx9LmNq2Rt5Wv8Yb1Cd4Fg7Hj0Kl3Mn6Pq9Ss2Uu5Ww=",  # IoT Hub
    ],
)
def test_documented_token_formats_are_redacted(secret: str) -> None:
    """Token families with documented prefixes that had no rule: each leaves no trace."""
    out = redact(f"config: {secret} # rotate monthly").text
    body = secret.split("=", 1)[-1]
    assert body[-12:] not in out


@pytest.mark.parametrize(
    "text", ["ya29 is the prefix of a Google token", "AccountKey=<your-key>", "a Q~ tilde"]
)
def test_token_prefixes_alone_are_not_secrets(text: str) -> None:
    """A prefix mentioned in prose, or a placeholder after it, is left alone."""
    assert redact(text).text == text


# ---- hit handling: the linear passes against their plain definitions ---------------------------

_PIECES = st.sampled_from(["ab", "ba", "aab", "abab", "b", "a", "xy", "é", " ", "@"])
_WORDS = st.lists(_PIECES, min_size=1, max_size=4).map("".join)


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join), st.lists(_WORDS, min_size=1, max_size=12))
def test_copy_automaton_finds_every_occurrence(text: str, values: list[str]) -> None:
    """The one-pass automaton finds the copies of every redacted value (nested ones too; each
    value's copies left to right, never overlapping each other) exactly as `str.find` does."""
    unique = list(dict.fromkeys(values))
    assert sorted(Automaton(unique).copies(text)) == sorted(find_copies(text, unique))


def _choose_plain(cands: list[tuple[int, int, int, object]]) -> list[tuple[int, int, int, object]]:
    chosen: list[tuple[int, int, int, object]] = []
    for c in sorted(cands, key=lambda c: (c[2], c[0] - c[1], c[0])):
        if all(c[1] <= d[0] or d[1] <= c[0] for d in chosen):
            chosen.append(c)
    return sorted(chosen, key=lambda c: c[0])


_SPANS = st.lists(
    st.tuples(st.integers(0, 40), st.integers(1, 12), st.integers(0, 3)), max_size=30
).map(lambda xs: [(s, s + n, o, RULES[o]) for s, n, o in xs])


@settings(max_examples=examples(300), deadline=None)
@given(_SPANS)
def test_choosing_spans_equals_pairwise_overlap_checks(cands: list) -> None:  # type: ignore[type-arg]
    """Choosing hits with one sort and a sweep keeps exactly what checking each candidate against
    every chosen one keeps: earlier rule first, then longer, then leftmost, never overlapping."""
    assert choose(cands, 64) == _choose_plain(cands)


@pytest.mark.parametrize(
    "text",
    [
        "http://localhost:5173/@vite/client",
        "ssh://git@host:22/org/repo.git",
        "see https://example.com:8443/@scope/pkg?x=1",
    ],
)
def test_urls_with_an_at_path_segment_pass(text: str) -> None:
    """An `@` in a URL's path after a port (`/@vite/client`, `/@scope/pkg`) is not a password."""
    assert redact(text).text == text


# ---- pasted credential forms and keyed values (classes; synthetic values) -----------------------

PW = "Vr9mQ2xL7p"  # one synthetic password, placed in each form
KEY = "q7Vx2LmZ9pR4tY8wK1sN6bF3"  # one synthetic random-looking value


@pytest.mark.parametrize(
    "text",
    [
        f"machine git.example.org\n  login ci\n  password {PW}\n",  # multi-line .netrc
        f"machine localhost login me password {PW}",
        f"db.internal:5432:orders:svc:{PW}",  # .pgpass
        f"*:*:*:replicator:{PW}",
        f"redis-cli -h cache.local -p 6379 -a {PW} ping",
        f"keydb-cli --pass {PW} info",
        f"sqlcmd -S tcp:db,1433 -U sa -P {PW} -i init.sql",
        f"mongosh --host db -u root -p {PW} admin",
        f"az login -u ops -p {PW}",
        f"some-new-tool --username ci --pass {PW} deploy",
        f"htpasswd -b -c /etc/nginx/.htpasswd admin {PW}",
        f"echo {PW} | docker login -u ci --password-stdin registry.local",
        f"printf '%s' '{PW}' | helm registry login --password-stdin reg.local",
        f"https://acct.blob.core.windows.net/c/b.txt?sp=r&sig={KEY}%3D",
        f"https://fn.example.net/api/run?code={KEY}",
        f"GET /cb?state=xyz&access_token={KEY}&expires_in=3600",
        f"https://b.s3.amazonaws.com/k?X-Amz-Date=20250101T000000Z&X-Amz-Signature={KEY}",
        f"    client-key-data: {KEY}{KEY}",
        f"Cookie: theme=dark; sessionid={KEY}",
        f"Set-Cookie: connect.sid=s%3A{KEY}; Path=/; HttpOnly",
        f"db:\n  password: &dbpw {PW}\n",
        f"The password for the staging box is {PW}, rotate it.",
        f"my API key is {KEY}",
        f"STRIPE_LIVE={KEY}",
        f'"sendgrid": "{KEY}"',
        f"datadog-api: {KEY}",
    ],
)
def test_pasted_credential_forms_are_redacted(text: str) -> None:
    """Passwords in .netrc and .pgpass files, after any tool's password flag, piped into
    --password-stdin, in URL query parameters, kubeconfig key data, session cookies, YAML
    anchors, prose, and random-looking values after a key word or vendor name leave no trace."""
    out = redact(text).text
    for secret in (PW, KEY):
        assert not any(secret[i : i + 6] in out for i in range(len(secret) - 5)), out


@pytest.mark.parametrize(
    "text",
    [
        "The router ships with a default password printed on the label.",
        "Change the default password after the first login.",
        "define('API_KEY_HEADER', 'X-Api-Key');",
        "TOKEN_URL=https://auth.example.com/oauth/token",
        'password_field = "user_password_confirmation"',
        "ssh://git@host:22/org/repo.git",
        "mysql -u root -p orders",
        "docker run -u 1000 -p 127.0.0.1:8080:80 app",
        "ssh -l deploy -p 2222 bastion",
        "mkdir -p build && tar -xzf a.tgz",
        "the password is required",
        "The password is Incorrect.",
        "Your API key is shown once.",
        "https://example.com/search?q=redaction&page=2&key=value",
        "Set-Cookie: theme=dark; Path=/",
        "api_key = settings.OPENAI_API_KEY_VALUE",
        "token = generate_token_for_user(user_id)",
        "stripe_version: 2024-06-20.acacia",
        "github.com:22/acme/app.git",
        "echo $REGISTRY_PASSWORD | docker login --password-stdin ghcr.io",
        "redis-cli -a $REDIS_PASSWORD ping",
        "password: &pw ${DB_PASSWORD}",
        "api_token: <your-token>",
        "client_secret: xxx",
        "PASSWORD=changeme",
        "password: !vault |",
        'password: "@@DB_PASSWORD@@"',
        "password: __DB_PASSWORD__",
        'password: "$__file{/run/secrets/db}"',
    ],
)
def test_benign_look_alikes_of_credential_forms_pass(text: str) -> None:
    """Prose about passwords, header and field names, port flags, references, placeholders and
    ordinary URLs look like the credential forms but hold no secret: left as written."""
    assert redact(text).text == text

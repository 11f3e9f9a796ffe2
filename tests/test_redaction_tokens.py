"""Tokens without a key word: vendor-style prefixed tokens, bare random tokens, webhook URLs that
carry their key, quoted mysql passwords and passwords named in prose; each class redacted, its
look-alikes left alone, and the bare-token finder held to `finditer`.

Every token here is drawn from a seeded generator (no value is written out), so no secret
scanner flags this file and no value comes from a corpus.
"""

from __future__ import annotations

import base64
import random
import re
import uuid

import pytest
from helpers import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from safe_agent.guards.redaction import RULES, fast_path_disagreements, redact
from safe_agent.guards.redaction_finders import bare_token_matches
from safe_agent.guards.redaction_values import bare_token, random_body

_BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_RNG = random.Random(22)


def _draw(n: int, alphabet: str = _BASE62, check: object = random_body) -> str:
    """A seeded random string of `n` characters that passes `check` (most draws do)."""
    while True:
        value = "".join(_RNG.choice(alphabet) for _ in range(n))
        if check is None or check(value):  # type: ignore[operator]
            return value


def _lower_key(n: int) -> str:
    """A one-case key of letters and digits with both (as Mattermost and Teams write them)."""
    while True:
        value = "".join(_RNG.choice("abcdefghijkmnopqrstuvwxyz0123456789") for _ in range(n))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def _rules(text: str) -> set[str]:
    return {h.rule for h in redact(text).hits}


# ---- prefixed tokens ---------------------------------------------------------------------------

BODY = _draw(40)
PREFIXED = [
    ("zq_", f"zq_{BODY}"),
    ("acme-", f"acme-{BODY}"),
    ("vx-svc-", f'client = Client("vx-svc-{BODY}")'),
    ("vnd_live_", f"The new key is vnd_live_{BODY}."),
    ("ab-cd-", f"[ab-cd-{BODY}]"),
    ("tok_", f'{{"value": "tok_{BODY}"}}'),
]


@pytest.mark.parametrize(("prefix", "text"), PREFIXED, ids=[p for p, _ in PREFIXED])
def test_prefixed_tokens_are_redacted_keeping_the_prefix(prefix: str, text: str) -> None:
    """A short lower-case prefix ending in `_` or `-` and a random body of 30+ characters is a
    token whatever the vendor: the body goes, the prefix stays readable."""
    out = redact(text)
    assert BODY not in out.text
    assert "prefixed-token" in {h.rule for h in out.hits}
    assert prefix + "REDACTED" in out.text


def test_an_unlisted_vendor_prefix_is_caught_by_the_class_alone() -> None:
    """The prefix class needs no vendor list: an invented prefix is enough."""
    text = f"qwv_{_draw(44)}"
    assert _rules(text) == {"prefixed-token"}


@pytest.mark.parametrize(
    "text",
    [
        # publishable keys and typed digests are no secret
        f"pk_live_{_draw(40)}",
        f"pk_test_{_draw(40)}",
        f"phc_{_draw(43)}",
        "sha512-" + _draw(86, _BASE62 + "+/", None) + "==",
        # one-case bodies: hex digests, cache keys, UUIDs
        "Linux-pip-" + _draw(64, "0123456789abcdef", None),
        "build-" + _draw(40, "0123456789abcdef", None),
        f"id-{uuid.UUID(int=_RNG.getrandbits(128))}",
        # words run together (identifiers, branch names, CSS classes)
        "test_shouldReturnUserProfileWhenIdIsValid2AndCached",
        "fix-EVHTTP_CONN_READ_ON_WRITE_ERROR-fixes-v2",
        "MuiIconButton-colorInherit MuiIconButton-sizeLarge2 MuiButtonBase-root",
        # typed filler
        "zq_" + "Ab1" + "abcd1234" + "Q9xZ" * 6,
        # inside a path, a URL, an address or a host name
        f"/srv/data/zq_{BODY}/index",
        f"https://example.com/p?x=zq_{BODY}",
        f"zq_{BODY}.example.com",
        f"a.zq_{BODY}",
        # too short a body
        f"zq_{BODY[:29]}",
        # four prefix parts: a dashed identifier, not a vendor token
        f"aa-bb-cc-dd-{BODY}",
    ],
)
def test_prefixed_look_alikes_pass(text: str) -> None:
    """Publishable keys, digests, ids, identifiers, paths, URLs and short bodies are left alone
    by the token classes."""
    assert not _rules(text) & {"prefixed-token", "bare-token"}, text


# ---- bare tokens ---------------------------------------------------------------------------------

BARE = _draw(48, check=bare_token)


@pytest.mark.parametrize(
    "text",
    [
        BARE,
        f"token\n{BARE}\n",
        f"Use '{BARE}' for the staging account.",
        f"It was {BARE}.",
        f"fixtures/{BARE}.json",
        f"[{BARE}]",
    ],
)
def test_bare_tokens_are_redacted(text: str) -> None:
    """A random token standing alone (or as a file's name) is redacted with no key word."""
    out = redact(text)
    assert BARE not in out.text
    assert "bare-token" in {h.rule for h in out.hits}


def _pem(kind: str, lines: int) -> str:
    body = "\n".join(_draw(64, check=bare_token) for _ in range(lines))
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----\n"


@pytest.mark.parametrize(
    "text",
    [
        # lines of base64 blocks, even when a line holds no + or / (a certificate's body)
        _pem("CERTIFICATE", 4),
        _pem("CERTIFICATE", 1),
        "\n".join(_draw(76, check=bare_token) for _ in range(3)),
        # base58 (content ids, addresses): never a 0, O, I or l
        "Qm" + _draw(44, _BASE58, None),
        # an SSH public key's body, a run inside a URL path, base64 with a + or /
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _draw(43, check=None) + " ci@host",
        f"https://drive.example.com/d/{BARE}/view",
        f"{BARE}+{_draw(20, check=None)}",
        f"{BARE}.s3.amazonaws.com",
        # one-case hex, mixed-case hex (EIP-55 addresses), identifiers
        _draw(64, "0123456789abcdef", None),
        "0x" + _draw(40, "0123456789abcdefABCDEF", None),
        "AbstractSingletonProxyFactoryBean2ConfigurationHolderImpl",
        # base64 of text (an encoded sentence is data for the injection guard to decode)
        "Encoded: "
        + base64.b64encode(
            b"Please review the refund endpoint and approve the change today."
        ).decode(),
        "zq_"
        + base64.b64encode(
            b"Summarise the diff in one line and list the changed files here."
        ).decode(),
        # typed filler and short runs
        "Qw9" + "abcdefghij" + _draw(30, check=None),
        _draw(39, check=None),
    ],
)
def test_bare_look_alikes_pass(text: str) -> None:
    """Base64 blocks, base58, SSH keys, URL paths, hex, identifiers, encoded text and filler
    pass."""
    assert not _rules(text) & {"bare-token", "prefixed-token"}, text


# ---- webhook URLs -------------------------------------------------------------------------------

HOOK_KEY = _lower_key(26)


@pytest.mark.parametrize(
    "text",
    [
        f"https://chat.example.org/hooks/{HOOK_KEY}",
        f"curl -X POST https://chat.example.org/hooks/{HOOK_KEY} -d @msg.json",
        f"(see https://acme.webhook.example.net/webhookb2/{uuid.UUID(int=1)}/IncomingWebhook/"
        f"{HOOK_KEY}/{uuid.UUID(int=2)}).",
    ],
)
def test_webhook_urls_lose_their_key_and_keep_the_host(text: str) -> None:
    """A URL whose path names a hook and holds a random part is a capability: its path goes,
    its host stays."""
    out = redact(text)
    assert HOOK_KEY not in out.text
    assert "webhook-url" in {h.rule for h in out.hits}
    assert re.search(r"https://[\w.\-]+\.example\.(org|net)/REDACTED", out.text)


@pytest.mark.parametrize(
    "text",
    [
        "https://docs.example.com/en/webhooks/using-webhooks/creating-webhooks2",
        "https://api.example.com/repos/acme/app/hooks/123456789",
        "https://git.example.org/acme/git-hooks/commit/" + _draw(40, "0123456789abcdef", None),
        "https://example.com/webhook/YOUR_WEBHOOK_ID_HERE123",
        "https://example.com/hooks/abcdefghijklmnopqrstuvwx1234",
        f"https://chat.example.org/status/{HOOK_KEY}",
    ],
)
def test_webhook_look_alikes_pass(text: str) -> None:
    """Documentation pages, numeric hook ids, commit ids, placeholders, filler, and keys in a
    URL that names no hook pass this rule."""
    assert "webhook-url" not in _rules(text), text


# ---- quoted mysql passwords ---------------------------------------------------------------------

PW = _draw(12, check=None) + "&7"


@pytest.mark.parametrize("quote", ["'", '"'])
def test_quoted_attached_mysql_passwords_are_redacted(quote: str) -> None:
    """`mysql -p'…'` (quoted so the shell keeps a & or !) gives the password like `-p…`."""
    out = redact(f"mysql -u root -p{quote}{PW}{quote} shop")
    assert PW not in out.text
    assert f"-p{quote}REDACTED{quote}" in out.text


@pytest.mark.parametrize("text", ["mysql -u root -p'$MYSQL_PW' shop", "mysql -u root -p shop"])
def test_mysql_references_and_prompts_pass(text: str) -> None:
    """A variable reference in quotes, or `-p` that asks for the password, is no password."""
    assert redact(text).text == text


# ---- passwords in prose ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "template",
    [
        "Log in with password {p} and change it.",
        "use the passphrase {p} for the vault",
        "The admin password was reset to {p} yesterday.",
        "the password has been changed to {p}",
        "API key set to {p}",
    ],
)
def test_passwords_named_in_prose_are_redacted(template: str) -> None:
    """A password given in a sentence ("with password …", "reset to …") is redacted."""
    out = redact(template.format(p=PW))
    assert PW not in out.text
    assert "prose-password" in {h.rule for h in out.hits}


@pytest.mark.parametrize(
    "text",
    [
        "Log in with password authentication enabled.",
        "using password-based login",
        "use the password you chose at sign-up",
        "the password was changed to something else",
        "password set to $NEW_PASSWORD",
        "with password <password>",
        "using the password ********",
        "the token was set to expire after a day",
    ],
)
def test_prose_about_passwords_passes(text: str) -> None:
    """Prose about passwords, references and masks in the same sentence forms pass."""
    assert redact(text).text == text


# ---- the bare-token finder against its definition ------------------------------------------------

_BARE_RULE = next(r for r in RULES if r.id == "bare-token")
_PIECES = st.one_of(
    st.sampled_from(["\n", "\r\n", " ", "/", "+", ".", "-", "=", "-----\n", "-----END", "é"]),
    st.text(alphabet=_BASE62, min_size=1, max_size=60),
    st.just(BARE),
)
_TOKENISH = st.lists(_PIECES, max_size=12).map("".join)


@settings(max_examples=examples(300), deadline=None)
@given(_TOKENISH)
def test_bare_token_finder_equals_finditer(text: str) -> None:
    """The finder (a `match` at each run of 40+ letters and digits) finds exactly what the
    rule's regex finds by `finditer` over the whole text."""
    regex = _BARE_RULE.pattern
    assert [m.span() for m in bare_token_matches(regex, text)] == [
        m.span() for m in regex.finditer(text)
    ]


@settings(max_examples=examples(200), deadline=None)
@given(_TOKENISH)
def test_token_fast_paths_agree_on_token_dense_text(text: str) -> None:
    """Every fast path (the prefixed rule's search in long runs, the bare-token finder) agrees
    with `finditer` on texts dense in token-like runs."""
    assert fast_path_disagreements(text) == []
    assert fast_path_disagreements("zq_" + text) == []

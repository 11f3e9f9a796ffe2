"""Redaction value checks: is a matched value a real secret, password or phone number?"""

from __future__ import annotations

import base64
import binascii
import re
from collections import Counter
from collections.abc import Callable
from math import log2

_PLACEHOLDER = re.compile(
    r"x{4}|\*{3}|\.{3}|<[^>]{0,40}>|\$\{|\{\{|%\(|example|sample|dummy|placeholder|changeme|"
    r"change_me|your[_-]?|redacted|replace|insert|here|fake|test(?:ing)?[_-]?(?:key|token|secret)|"
    # a test fixture's self-describing value: test-password, wrong_password, new-secret
    r"(?<![a-z])(?:test|wrong|invalid|incorrect|bad|mock|not[_-]?the)[_-]?"
    r"(?:pass(?:word)?|pwd|pw|secret|token)(?![a-z0-9])|"
    r"^(?:none|null|nil|true|false|undefined|password|secret|token|string|str|env|value|"
    r"required|optional|hidden|empty|default|wrong|invalid|incorrect|unknown|nothing|"
    r"foobar|testing|tester)$",
    re.IGNORECASE,
)
_SAME_CHAR_RUN = re.compile(r"(.)\1{5}")
_CODE_REF = re.compile(r"[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)+(?:\(\))?")


# The value checks below run on every candidate. On ASCII values (nearly all) they search the
# lower-cased value with these case-sensitive twins: the same answers, several times faster.
# Every alternative of a twin starts with a literal character (`xxxx`, not `x{4}`), so the regex
# engine skips to the positions where one may start instead of trying each one everywhere.
_PLACEHOLDER_WORDS = re.compile(
    _PLACEHOLDER.pattern.split("|^", 1)[0]
    .replace("x{4}", "xxxx")
    .replace(r"\*{3}", r"\*\*\*")
    .replace(r"\.{3}", r"\.\.\.")
)
_PLACEHOLDER_WHOLE = frozenset(
    _PLACEHOLDER.pattern.split("|^(?:", 1)[1].removesuffix(")$").split("|")
)


def _placeholder_ascii(low: str) -> bool:
    """`_PLACEHOLDER.search(v)` for an ASCII `v` whose lower-cased form is `low` (`$` also
    matches before a final newline)."""
    if _PLACEHOLDER_WORDS.search(low):
        return True
    return low in _PLACEHOLDER_WHOLE or (low[-1:] == "\n" and low[:-1] in _PLACEHOLDER_WHOLE)


# A value that names where the secret lives rather than holding it: a shell or template variable
# ($DB_PASSWORD, ${DB_PASSWORD}, %DB_PASSWORD%, {{ secrets.X }}), an environment lookup
# (process.env.X, os.environ["X"], ENV["X"]), or a lower-case CSS selector assigned to a
# password-named variable ('#password-input', '.pw-field', input[type=password]).
_REFERENCE = re.compile(
    r"\$\{?[A-Za-z_][A-Za-z0-9_.:\-]*\}?|%[A-Za-z_][A-Za-z0-9_]*%|\{\{.{1,120}\}\}|\$\{\{.{1,120}\}\}"
    r"|(?:process\.env|import\.meta\.env|os\.environ|os\.getenv|getenv|ENV|env)\b.{0,120}"
    r"|[#.][a-z][a-z0-9_\-]*(?:[ >+~]{1,3}[#.]?[a-z][a-z0-9_\-]*)*"
    r"|[a-z]{1,12}\[type=[\"']?password[\"']?\]"
    # a YAML tag (`!vault |`, `!secret name`: the value follows), a build-time substitution
    # marker (`@@DB_PASSWORD@@`, `@DB_PASSWORD@`, `__DB_PASSWORD__`, `[[db_password]]`) and a
    # Grafana-style file or environment lookup (`$__file{/run/secrets/db}`)
    r"|!{1,2}[a-z][a-z_\-]{0,30}|@@?[A-Z][A-Z0-9_]{0,80}@@?|__[A-Z][A-Z0-9_]{0,80}__"
    r"|\[\[[^\]]{1,120}\]\]|\$__[a-z]{1,10}\{[^}]{1,200}\}",
    re.DOTALL,
)


def reference(value: str) -> bool:
    """True for a variable reference, an environment lookup or a CSS selector: not a secret."""
    return _REFERENCE.fullmatch(value.strip("'\"`")) is not None


def not_placeholder(value: str) -> bool:
    """False for obvious placeholders: xxxx, <...>, ${...}, EXAMPLE, 'your_key_here', aaaaaa,
    and for references to where a secret lives ($VAR, {{ secrets.X }}, '#password-input')."""
    v = value.strip("'\"`")
    if reference(v):
        return False
    low = v.lower()
    placeholder = _placeholder_ascii(low) if v.isascii() else _PLACEHOLDER.search(v)
    if placeholder or _SAME_CHAR_RUN.search(v):
        return False
    return len(set(low)) >= 5


_TOKEN_PLACEHOLDER = re.compile(
    r"x{5}|\*{5}|([A-Za-z])\1{5}|(.)\2{9}|example|sample|dummy|your|here|fake", re.IGNORECASE
)
# Its literal alternatives (lower case), and its two runs: `(.)\1{5}` must match first.
_TOKEN_WORDS = re.compile(r"xxxxx|\*\*\*\*\*|example|sample|dummy|your|here|fake")
_TOKEN_RUNS = re.compile(r"([a-z])\1{5}|(.)\2{9}")


_MASK = re.compile(r"x{4}|\*{4}|<[^>]{0,40}>|\$\{|\{\{|your[_-]", re.IGNORECASE)
_MASK_LOWER = re.compile(r"xxxx|\*\*\*\*|<[^>]{0,40}>|\$\{|\{\{|your[_-]")  # `_MASK`, lower case


def not_mask(value: str) -> bool:
    """False only for masked values (xxxx, ****, <...>, ${VAR}, {{var}}, your_...).

    Used by the families the pipeline is built around (OpenAI, AWS, GitHub): a format-valid key
    is redacted even when it is a fixture such as AWS's documented EXAMPLE key or a run of zeros,
    because a word like EXAMPLE inside a key proves nothing and sending a fixture to a model gains
    nothing.
    """
    if value.isascii():
        return not _MASK_LOWER.search(value.lower())
    return not _MASK.search(value)


def real_token(value: str) -> bool:
    """False for placeholder tokens such as ghp_xxxxxxxx… or AKIA…EXAMPLE (letter runs, x-runs)."""
    if not value.isascii():
        return not _TOKEN_PLACEHOLDER.search(value)
    low = value.lower()
    if _TOKEN_WORDS.search(low):
        return False
    # Both runs hold six equal characters in a row; most values have none.
    return _SAME_CHAR_RUN.search(low) is None or not _TOKEN_RUNS.search(low)


# A value is judged as the text it writes: `N\u00e3o` (a .properties file's "Não") is a word. A
# generated secret holds ASCII letters or digits: a value with none is words in another script.
_UNICODE_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})")
_ASCII_ALNUM = re.compile(r"[A-Za-z0-9]")


def secret_value(value: str) -> bool:
    """A plausible secret: not a placeholder, 8+ characters, random-looking for its length.

    Values under 20 characters need digits and both cases (short one-case strings are mostly
    identifiers); longer ones need digits or mixed case (or 24+ characters). All-digit values of
    16+ digits with 6+ distinct digits (numeric tokens and client secrets) also count.
    """
    v = _UNICODE_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), value.strip("'\"`"))
    if len(v) < 8 or not not_placeholder(v) or code_reference(v) or not _ASCII_ALNUM.search(v):
        return False
    if v.isdigit():
        return len(v) >= 16 and len(set(v)) >= 6
    has_digit, mixed = _digit_and_mixed_case(v)
    if len(v) < 20:
        return has_digit and mixed
    return has_digit or mixed or len(v) >= 24


_ASCII_DIGIT = re.compile(r"[0-9]")


def _digit_and_mixed_case(v: str) -> tuple[bool, bool]:
    """Whether `v` holds a digit, and both a lower-case and an upper-case letter."""
    if v.isascii():  # (for ASCII, a case change shows the letters of the other case)
        return _ASCII_DIGIT.search(v) is not None, v.lower() != v != v.upper()
    has_digit = any(c.isdigit() for c in v)
    return has_digit, any(c.islower() for c in v) and any(c.isupper() for c in v)


def _entropy(value: str) -> float:
    """Shannon entropy of `value` in bits per character."""
    n = len(value)
    return -sum(k / n * log2(k / n) for k in Counter(value).values()) if n else 0.0


def high_entropy(value: str) -> bool:
    """A random-looking base64/base62 value: 32+ characters, all three character classes, not a
    placeholder, and 4.2+ bits of entropy per character (hex digests top out at 4.0)."""
    v = value.rstrip("=")
    if len(v) < 32 or not not_placeholder(v) or not real_token(v) or _DIGEST.match(v):
        return False
    has_digit, mixed = _digit_and_mixed_case(v)
    return has_digit and mixed and _entropy(v) >= 4.2


_DIGEST = re.compile(r"(?:sha\d{1,3}|md5|h\d)[-:~_]", re.IGNORECASE)  # sha512-…, h1:… (SRI, go.sum)


def slack_real(value: str) -> bool:
    """A Slack token whose secret part (after the last dash) is not a placeholder; the numeric
    team and user ids before it may be anything."""
    return real_token(value.rsplit("-", 1)[-1]) and "here" not in value.lower()


def mixed_token(value: str) -> bool:
    """A token without a provider prefix: not a placeholder, with digits and both cases."""
    return real_token(value) and all(_digit_and_mixed_case(value))


def twitter_real(value: str) -> bool:
    """A Twitter/X app bearer token (22 leading 'A's by format) whose remainder is real."""
    rest = value.lstrip("A")
    return len(rest) >= 40 and real_token(rest)  # (a run of A's alone is no token)


# The objects a configuration language reads a value from: `var.db_password` (Terraform),
# `self.password`, `config.db.password`, `props.token`, `module.db.password`.
_CODE_OBJECT = re.compile(
    r"(?:var|local|data|module|self|this|config|cfg|conf|settings|props|params|args|opts|"
    r"options|ctx|context|env|secrets|vars|values|inputs?|each|request|req)\.[A-Za-z_]",
    re.IGNORECASE,
)


def password_value(value: str) -> bool:
    """A plausible password: 4+ characters and not a placeholder or a code reference read from
    a configuration object (`var.db_password`)."""
    v = value.strip("'\"`")
    if _CODE_OBJECT.match(v) and code_reference(v):
        return False
    return len(v) >= 4 and not_placeholder(v) if len(v) < 8 else not_placeholder(v)


_PORT_PATH = re.compile(r"\d{1,5}[/?#]")  # host:8080/@scope/...: a port, then a path


def url_password(value: str) -> bool:
    """A password in `scheme://user:password@host`: not a placeholder or a `$VAR`, and not a
    port followed by a path (`localhost:5173/@vite/client` has its `@` in the path)."""
    return not_placeholder(value) and not value.startswith("$") and not _PORT_PATH.match(value)


# A date, and a date with its hour (the match stops at the time's ":": "2026-05-14 09:32" in a
# log line or a translation file's header is no phone number)
_DATE = re.compile(
    r"^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})(?:[ T]\d{1,2})?$"
)
_IPV4 = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")
_THOUSANDS = re.compile(r"^\d{1,3}(?:[ ,.]\d{3})+$")


def phone_number(value: str) -> bool:
    """7-15 digits that are not a date, an IPv4 address or a grouped number like 1 000 000."""
    digits = sum(c.isdigit() for c in value)
    if not 7 <= digits <= 15:
        return False
    if _DATE.match(value) or _IPV4.match(value) or _THOUSANDS.match(value):
        return False
    return value.startswith(("+", "(")) or digits >= 9


# ---- assignments: the check a value gets from its name ----------------------------------------

_PASSWORD_NAME = re.compile(r"pass|pwd", re.IGNORECASE)
_STRONG_NAME = re.compile(
    r"pass|pwd|pw|secret|token|api[_.-]?key|apikey|access|private|client|auth|credential|"
    r"session|signing|encryption|master|sonar|account|storage|license|webhook|app[_.-]?key",
    re.IGNORECASE,
)
_STRUCTURED = re.compile(r"[:/].*[:/]")  # a:b:c, a/b/c: a namespaced id or a path, not a key


def weak_key_value(value: str) -> bool:
    """Under a bare `key` name (cacheKey, sort_key, key=…) the value must be a plausible secret
    and not a namespaced identifier or path (`cache:model:hash`, `a/b/c`)."""
    return secret_value(value) and not _STRUCTURED.search(value)


def assignment_check(group: str, key: str) -> Callable[[str], bool]:
    """The check for a value matched in the regex group `group` under the name `key` ("" when
    there is none): a password under a password name (or in a `pw` group), a stricter check under
    a weak name such as `key`, else a plausible secret."""
    if group == "pw" or (group != "xml" and _PASSWORD_NAME.search(key)):
        return password_value
    if group in ("secret", "bare") and not _STRONG_NAME.search(key):
        return weak_key_value
    return secret_value


def twin_disagreements(value: str) -> list[str]:
    """The value checks whose fast, case-sensitive twins answer otherwise than their plain,
    case-insensitive definitions on `value` (for the property tests). Empty when they agree."""
    found: list[str] = []
    v = value.strip("'\"`")
    if v.isascii():
        low = v.lower()
        if _placeholder_ascii(low) != bool(_PLACEHOLDER.search(v)):
            found.append("placeholder")
        if bool(_MASK_LOWER.search(low)) != bool(_MASK.search(v)):
            found.append("mask")
        digit = any(c.isdigit() for c in v)
        mixed = any(c.islower() for c in v) and any(c.isupper() for c in v)
        if _digit_and_mixed_case(v) != (digit, mixed):
            found.append("digit and mixed case")
    if real_token(value) != (not _TOKEN_PLACEHOLDER.search(value)):
        found.append("real token")
    if not_mask(value) != (not _MASK.search(value)):
        found.append("not mask")
    return found


# ---- keyed values, prose and pasted forms ------------------------------------------------------

# A key that names where a secret goes or how it looks, not the secret: a header or field name,
# a variable or file name, a URL, a length or type (`API_KEY_HEADER`, `password_field`,
# `TOKEN_URL`, `SECRET_NAME`, `token_type`).
_CONTAINER_WORDS = (
    "header|name|field|param|parameter|label|prompt|env|var|variable|path|file|dir|url|uri|"
    "endpoint|length|len|size|prefix|suffix|type|format|pattern|regex|ids?|ttl|timeout|expiry|"
    "expires|count|limit|hint|policy|rule|message|msg|input|selector|mode|location|kind|scope|"
    "version"
)
# The word ends the key after a separator (API_KEY_HEADER, token.url) or a camel-case hump
# (passwordField), never inside a word (sendgrid, bitbucket).
_CONTAINER_KEY = re.compile(
    rf"(?i:(?:^|[_.\-])(?:{_CONTAINER_WORDS}))$"
    rf"|(?<=[a-z0-9])(?:{'|'.join(w.capitalize() for w in _CONTAINER_WORDS.split('|'))})$"
)


def container_key(key: str) -> bool:
    """True for a key that names a header, field, variable, file, URL or a property of a secret
    (`API_KEY_HEADER`, `password_field`, `TOKEN_URL`) rather than holding one."""
    m = _CONTAINER_KEY.search(key.strip("'\"`[]"))
    # An access id (sumo_access_id, ACCESS_ID) is half of a credential pair, not a name.
    return m is not None and not (m.group().lower().endswith("id") and "access" in key.lower())


def code_reference(value: str) -> bool:
    """A dotted name read from code or settings (`settings.API_KEY`, `self.config.token`): not
    a value. Names hold few digits; dotted tokens (`s.ZC9E…`, `dt0c01.…`, a JWT) hold many."""
    if _CODE_REF.fullmatch(value) is None:
        return False
    return sum(c.isdigit() for c in value) <= 2


_VERSION = re.compile(r"v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?")


def keyed_secret(value: str) -> bool:
    """A value after a secret-like key or a vendor name that reads as a secret: 12+ characters,
    letters and digits (both cases under 20 characters), 3+ bits of entropy per character (3.5+
    from 24 characters), not a placeholder, a reference, a code reference (`settings.API_KEY`),
    a version, a path or a URL."""
    v = value.strip("'\"`")
    if len(v) < 12 or "://" in v or v.startswith(("/", "./", "~/")) or _PORT_PATH.match(v):
        return False
    if ("/" in v and "." in v) or _DIGEST.match(v):  # a path or file name; a typed digest
        return False
    if code_reference(v) or _VERSION.fullmatch(v) or not not_placeholder(v):
        return False
    has_digit, mixed = _digit_and_mixed_case(v)
    if not has_digit or (len(v) < 20 and not mixed):  # short one-case values are mostly ids
        return False
    if not any(c.isalpha() for c in v):
        return False
    return _entropy(v) >= (3.5 if len(v) >= 24 else 3.0)


_WORD_BREAK = re.compile(r"[ \-'’]")


def _words(v: str) -> bool:
    """A word or words in any script (`Incorrect`, `expiré`, `is required`): letters only, a
    capital at most at the start of the first."""
    parts = _WORD_BREAK.split(v)
    return all(
        p.isalpha() and p[1:] == p[1:].lower() and (i == 0 or p == p.lower())
        for i, p in enumerate(parts)
    )


def prose_password(value: str) -> bool:
    """A password named in prose ("the password is ..."): a plausible password that is not an
    ordinary word or words (`is required`, `is Incorrect`), so it holds a digit, a symbol or a
    capital after the first letter."""
    v = value.strip("'\"`").rstrip(".!?:")  # (the end of the sentence)
    if _words(v) or _VERSION.fullmatch(v) or code_reference(v):
        return False
    return password_value(v)


_COOKIE_PAIR = re.compile(r"([\w.\-]{1,64})=([^;\s]{1,4096})")
_SESSION_NAME = re.compile(r"sess|sid|token|auth|jwt|remember|login|csrf|xsrf", re.IGNORECASE)


def cookie_secret(value: str) -> bool:
    """A cookie header value that carries a session: a session-like cookie name (session,
    sessionid, connect.sid, auth_token, remember_me, ...) with a secret-looking value."""
    for name, val in _COOKIE_PAIR.findall(value):
        if _SESSION_NAME.search(name) and (secret_value(val) or keyed_secret(val)):
            return True
    return False


_NOT_A_PASSWORD = re.compile(r"[\d.:/\-]+")  # 8080:80, 127.0.0.1:5432: a port or an address


def cli_password(value: str) -> bool:
    """A password after a command-line flag: plausible, and not a port mapping or address."""
    return password_value(value) and not _NOT_A_PASSWORD.fullmatch(value.strip("'\"`"))


def query_secret(value: str) -> bool:
    """A URL query parameter's value that reads as a secret (signatures, codes, tokens)."""
    return secret_value(value) or keyed_secret(value)


# ---- tokens without a key word: a vendor-style prefix, or nothing at all -----------------------

# A run of four or more letters in one case (after an optional capital): a word, or part of one.
_WORD_RUN = re.compile(r"[A-Z]?[a-z]{4,}|[A-Z]{4,}")
# Four characters in a row up the alphabet or the digits (abcd, 1234): typed filler, not random.
_SEQUENTIAL = re.compile(
    "|".join(
        a[i : i + 4]
        for a in ("0123456789", "abcdefghijklmnopqrstuvwxyz")
        for i in range(len(a) - 3)
    ),
    re.IGNORECASE,
)


_TEXT_BYTES = frozenset(range(0x20, 0x7F)) | {0x09, 0x0A, 0x0D}
_URLSAFE = str.maketrans("-_", "+/")


def encoded_text(value: str) -> bool:
    """True when `value` is base64 (standard or URL-safe) of text: 19 in 20 of its decoded
    bytes printable ASCII. Random key bytes are printable about one time in three, so a key
    never reads so; an encoded sentence (an instruction hidden from a reader, a config blob) is
    data for the injection guard to decode, not a secret to hide from it."""
    usable = len(value) // 4 * 4
    if usable < 16:
        return False
    try:
        raw = base64.b64decode(value[:usable].translate(_URLSAFE), validate=True)
    except (binascii.Error, ValueError):
        return False
    return sum(b in _TEXT_BYTES for b in raw) * 20 >= len(raw) * 19


def random_body(body: str) -> bool:
    """A random-looking token body: 30+ characters, digits and both cases, 4.0+ bits of
    entropy per character, not a placeholder, and not words run together (camel-case or
    dashed identifiers such as `getUserById2Handler`: at most a third of it in 4+ letter runs),
    and no typed filler (`abcd`, `1234`: four characters in a row up the alphabet or digits),
    nor base64 of text (`encoded_text`). A hex digest (one case) fails the case test; a UUID
    fails it too."""
    if len(body) < 30 or not real_token(body) or not not_placeholder(body):
        return False
    if _SEQUENTIAL.search(body):
        return False
    has_digit, mixed = _digit_and_mixed_case(body)
    if not (has_digit and mixed):
        return False
    if sum(len(m) for m in _WORD_RUN.findall(body)) * 3 > len(body) or encoded_text(body):
        return False
    return _entropy(body) >= 4.0


_BASE58_MISSING = frozenset("0OIl")  # the four characters base58 leaves out


def bare_token(token: str) -> bool:
    """A token standing alone, with no prefix or key word: 40+ letters and digits, random by
    `random_body`, 4.5+ bits of entropy per character, and not base58 (addresses, content ids
    and hashes written in base58 never hold 0, O, I or l; a base62 token of 40+ random
    characters lacks all four about once in fifteen), nor an SSH public key's body (`AAAA…`)."""
    if len(token) < 40 or _BASE58_MISSING.isdisjoint(token) or token.startswith("AAAA"):
        return False
    return random_body(token) and _entropy(token) >= 4.5


_HEX = re.compile(r"[0-9a-f]+|[0-9A-F]+")
_URL_PART = re.compile(r"[A-Za-z0-9]{20,}")  # a path or host part made of letters and digits


def webhook_key(path: str) -> bool:
    """The path of a URL that names a hook (webhook, hooks, IncomingWebhook) and holds a part
    that reads as a key: 20+ letters and digits with both, 3.5+ bits of entropy per character,
    not a placeholder or typed filler (`hooks/q7vx2lmz9pr4ty8wk1sn6b`; not a documentation page
    about webhooks, `hooks/12345678` or a commit id in one-case hex)."""
    if "hook" not in path.lower():
        return False
    for part in _URL_PART.findall(path):
        has_digit = any(c.isdigit() for c in part)
        if not has_digit or part.isdigit() or not real_token(part) or not not_placeholder(part):
            continue
        if _HEX.fullmatch(part):  # a commit id or a digest (`…/git-hooks/commit/3f2a…`)
            continue
        # (a one-case key has long letter runs by chance: no word-run test here; the part
        # must hold a digit, and a URL that names a hook holds few long parts besides its key)
        if not _SEQUENTIAL.search(part) and _entropy(part) >= 3.5:
            return True
    return False

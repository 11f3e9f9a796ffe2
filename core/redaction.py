"""Redaction stage: named secret and PII rules applied in a fixed order, every hit reported.

`redact(text)` scans the original text with every rule in `RULES` order; where matches overlap,
the earlier rule wins (then the longer match). Rules with a `secret` group replace only that group,
so an assignment keeps its key name (`password=REDACTED`). The result is redacted again until
nothing new matches (a replacement next to other text can complete a new match, as in the devkit's
left fold), and any further copy of a redacted value elsewhere in the text is redacted too.
Whatever the devkit's two rules would redact is redacted as well (the devkit backstop). Hit
spans always index the original text. Every regex uses bounded or possessive repetition, so
matching is linear in the input length.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import partial
from math import log2

from .normalize import long_runs, trie_regex
from .types import RedactionHit

MAX_PASSES = 4  # redaction re-runs on its own output until stable, at most this many times
TOKEN_RUN = 15  # rules with `min_run` at least this long look for their needles in long runs only


Family = tuple[tuple[str, ...], re.Pattern[str], Callable[[str], bool] | None]


@dataclass(frozen=True)
class RedactionRule:
    """A named rule; `example` is a (synthetic) input it redacts.

    `replacement` replaces the whole match, or only the value group (`secret`, `bare`, `xml`,
    `attr`, `pw`) when the pattern has one. `accept`, when set, must return True for the matched
    value (e.g. to skip placeholders). `pattern` is the whole rule; a rule made of `families`
    (one provider format each) runs only the families whose `needles` occur in the text.
    """

    id: str
    description: str
    example: str
    pattern: re.Pattern[str]
    replacement: str
    accept: Callable[[str], bool] | None = field(default=None, compare=False, repr=False)
    # Lower-case substrings one of which every match contains; the rule is skipped when the
    # lower-cased text holds none of them (a fast pre-filter; empty means always run).
    needles: tuple[str, ...] = ()
    # (needles, regex, accept) per format; `accept` None means the rule's own `accept`.
    families: tuple[Family, ...] = field(default=(), compare=False, repr=False)
    # Every match lies inside one whitespace-free run at least this long (a cheap pre-filter).
    min_run: int = 0
    # Lower-case literals one of which every match starts with: the regex is then only tried
    # (`match`) where one of them occurs, instead of at every position.
    starts: tuple[str, ...] = ()
    # Every match lies wholly inside one whitespace-free run of at least `min_run` characters
    # (ASCII classes only, so no Unicode space either): the regex then runs on those runs only.
    in_runs: bool = False
    # Every match is one whole line (the pattern starts with `^`, ends with `$`, MULTILINE, and
    # no class holds a newline) that holds a whitespace-free run of `min_run`+ characters: the
    # regex is then only tried (`match`) at the start of those lines.
    in_lines: bool = False
    # (literal, before, after): every match holds the first occurrence of the lower-case
    # `literal` at or after its start, starts at most `before` characters before it, and the
    # regex reads (look-arounds included) less than `after` characters past that occurrence's
    # start, so a window ending there reads as the whole text would (look-behinds see before a
    # window's start anyway). The regex then only searches a window around each occurrence.
    near: tuple[str, int, int] | None = None
    # (region regex, past): every match lies inside one match of the region regex, as found by
    # `finditer` (a run of the characters a match is made of, from the first character where a
    # match may start), and the rule's regex reads (look-arounds included) at most `past`
    # characters beyond that region. The regex then only searches the regions, which are rare
    # in most texts (the digit runs of a phone number, say).
    regions: tuple[re.Pattern[str], int] | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Redaction:
    text: str
    hits: tuple[RedactionHit, ...]


# ---- value checks --------------------------------------------------------------------------------

_PLACEHOLDER = re.compile(
    r"x{4}|\*{3}|\.{3}|<[^>]{0,40}>|\$\{|\{\{|%\(|example|sample|dummy|placeholder|changeme|"
    r"change_me|your[_-]?|redacted|replace|insert|here|fake|test(?:ing)?[_-]?(?:key|token|secret)|"
    r"^(?:none|null|nil|true|false|undefined|password|secret|token|string|str|env|value|"
    r"required|optional|hidden|empty|default)$",
    re.IGNORECASE,
)
_SAME_CHAR_RUN = re.compile(r"(.)\1{5}")


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


def _not_placeholder(value: str) -> bool:
    """False for obvious placeholders: xxxx, <...>, ${...}, EXAMPLE, 'your_key_here', aaaaaa."""
    v = value.strip("'\"`")
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


def _not_mask(value: str) -> bool:
    """False only for masked values (xxxx, ****, <...>, ${VAR}, {{var}}, your_...).

    Used by the families the pipeline is built around (OpenAI, AWS, GitHub): a format-valid key
    is redacted even when it is a fixture such as AWS's documented EXAMPLE key or a run of zeros,
    because a word like EXAMPLE inside a key proves nothing and sending a fixture to a model gains
    nothing.
    """
    if value.isascii():
        return not _MASK_LOWER.search(value.lower())
    return not _MASK.search(value)


def _real_token(value: str) -> bool:
    """False for placeholder tokens such as ghp_xxxxxxxx… or AKIA…EXAMPLE (letter runs, x-runs)."""
    if not value.isascii():
        return not _TOKEN_PLACEHOLDER.search(value)
    low = value.lower()
    if _TOKEN_WORDS.search(low):
        return False
    # Both runs hold six equal characters in a row; most values have none.
    return _SAME_CHAR_RUN.search(low) is None or not _TOKEN_RUNS.search(low)


def _secret_value(value: str) -> bool:
    """A plausible secret: not a placeholder, 8+ characters, random-looking for its length.

    Values under 20 characters need digits and both cases (short one-case strings are mostly
    identifiers); longer ones need digits or mixed case (or 24+ characters). All-digit values of
    16+ digits with 6+ distinct digits (numeric tokens and client secrets) also count.
    """
    v = value.strip("'\"`")
    if len(v) < 8 or not _not_placeholder(v):
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


def _high_entropy(value: str) -> bool:
    """A random-looking base64/base62 value: 32+ characters, all three character classes, not a
    placeholder, and 4.2+ bits of entropy per character (hex digests top out at 4.0)."""
    v = value.rstrip("=")
    if len(v) < 32 or not _not_placeholder(v) or not _real_token(v) or _DIGEST.match(v):
        return False
    has_digit, mixed = _digit_and_mixed_case(v)
    return has_digit and mixed and _entropy(v) >= 4.2


_DIGEST = re.compile(r"(?:sha\d{1,3}|md5|h\d)[-:~_]", re.IGNORECASE)  # sha512-…, h1:… (SRI, go.sum)


def _slack_real(value: str) -> bool:
    """A Slack token whose secret part (after the last dash) is not a placeholder; the numeric
    team and user ids before it may be anything."""
    return _real_token(value.rsplit("-", 1)[-1]) and "here" not in value.lower()


def _mixed_token(value: str) -> bool:
    """A token without a provider prefix: not a placeholder, with digits and both cases."""
    return _real_token(value) and all(_digit_and_mixed_case(value))


def _twitter_real(value: str) -> bool:
    """A Twitter/X app bearer token (22 leading 'A's by format) whose remainder is real."""
    return _real_token(value.lstrip("A"))


def _password_value(value: str) -> bool:
    """A plausible password: 4+ characters and not a placeholder or a code reference."""
    v = value.strip("'\"`")
    return len(v) >= 4 and _not_placeholder(v) if len(v) < 8 else _not_placeholder(v)


_DATE = re.compile(r"^\d{4}[-./]\d{1,2}[-./]\d{1,2}$|^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$")
_IPV4 = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")
_THOUSANDS = re.compile(r"^\d{1,3}(?:[ ,.]\d{3})+$")


def _phone(value: str) -> bool:
    """7-15 digits that are not a date, an IPv4 address or a grouped number like 1 000 000."""
    digits = sum(c.isdigit() for c in value)
    if not 7 <= digits <= 15:
        return False
    if _DATE.match(value) or _IPV4.match(value) or _THOUSANDS.match(value):
        return False
    return value.startswith(("+", "(")) or digits >= 9


# ---- the rules -------------------------------------------------------------------------------

_F = re.ASCII
_FI = re.ASCII | re.IGNORECASE
_KEY_NAME = (
    r"(?:pass(?:word|wd|phrase)?|pwd|pw|secret|token|api[_.-]?key|apikey|access[_.-]?key|"
    r"access[_.-]?id|secret[_.-]?key|private[_.-]?key|client[_.-]?secret|auth(?:[_.-]?token)?|"
    r"credentials?|session[_.-]?key|signing[_.-]?key|encryption[_.-]?key|master[_.-]?key|"
    r"sonar[_.-]login|key)"
)
# An optional type between a name and its value: Go `var name string = …`, TypeScript/Kotlin
# `name: string = …`, Rust `name: &str = …`.
_TYPE = r"(?:[ \t]{1,3}string|[ \t]{0,2}:[ \t]{0,3}&?(?:str|string)\b)?"

FamilySpec = tuple[str, str] | tuple[str, str, Callable[[str], bool]]


def _r(
    rule_id: str,
    description: str,
    example: str,
    pattern: str,
    replacement: str,
    flags: int = _F,
    accept: Callable[[str], bool] | None = None,
    needles: str = "",
    families: tuple[FamilySpec, ...] = (),
    min_run: int = 0,
    starts: str = "",
    in_runs: bool = False,
    in_lines: bool = False,
    near: tuple[str, int, int] | None = None,
    regions: tuple[str, int] | None = None,
) -> RedactionRule:
    """A rule; with `families` (needles, pattern[, accept]) the pattern is their alternation."""
    assert not in_runs or min_run >= TOKEN_RUN, rule_id
    assert not in_lines or (min_run >= TOKEN_RUN and flags & re.MULTILINE and not families)
    fams: list[Family] = []
    for spec in families:
        check = spec[2] if len(spec) == 3 else None
        fams.append((tuple(spec[0].split(",")), re.compile(spec[1], flags), check))
    if families:
        pattern = "|".join(f"(?:{spec[1]})" for spec in families)
        needles = ",".join(spec[0] for spec in families)
    return RedactionRule(
        rule_id,
        description,
        example,
        re.compile(pattern, flags),
        replacement,
        accept,
        tuple(needles.split(",")) if needles else (),
        tuple(fams),
        min_run,
        tuple(starts.split(",")) if starts else (),
        in_runs,
        in_lines,
        near,
        (re.compile(regions[0]), regions[1]) if regions else None,
    )


# Provider tokens with a published prefix (gitleaks-style families); one needle set per format.
_PROVIDER_FAMILIES: tuple[FamilySpec, ...] = (
    ("npm_", r"\bnpm_[A-Za-z0-9]{36}\b"),  # npm access tokens
    ("pypi-age", r"\bpypi-AgE[A-Za-z0-9_\-]{50,300}+"),  # PyPI upload tokens (macaroons)
    ("hf_,api_org_", r"\b(?:hf_[A-Za-z0-9]{34,40}|api_org_[A-Za-z0-9]{34})\b"),  # Hugging Face
    ("sg.", r"\bSG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}\b"),  # SendGrid
    ("_v1_", r"\bdo[opr]_v1_[a-f0-9]{64}\b"),  # DigitalOcean
    ("shp", r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b"),  # Shopify
    ("dapi", r"\bdapi[a-f0-9]{32}(?:-\d)?\b"),  # Databricks
    ("dp.", r"\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}\b"),  # Doppler
    ("hvs.,hvb.", r"\bhv[sb]\.[A-Za-z0-9_\-]{24,200}+"),  # HashiCorp Vault
    (
        "gsk_,pplx-,xai-",
        r"\b(?:gsk_[A-Za-z0-9]{48,60}|pplx-[A-Za-z0-9]{40,60}|xai-[A-Za-z0-9]{60,90})\b",
    ),
    ("-us", r"\b[0-9a-f]{32}-us\d{1,2}\b"),  # Mailchimp
    ("age-secret-key-1", r"\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b"),  # age private keys
    ("key-", r"\b(?:pub)?key-[a-f0-9]{32}\b"),  # Mailgun
    ("lin_api_", r"\blin_api_[A-Za-z0-9]{40}\b"),  # Linear
    ("ntn_,secret_", r"\b(?:ntn_\d{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})\b"),  # Notion
    ("pmak-", r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b"),  # Postman
    ("glc_,glsa_", r"\b(?:glc_[A-Za-z0-9+/]{32,400}+={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b)"),
    ("ops_eyj", r"\bops_eyJ[A-Za-z0-9+/]{250,5000}+={0,3}"),  # 1Password service accounts
    ("a3-", r"\bA3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})(?:-[A-Z0-9]{5}){3}\b"),
    ("ezak,eztk", r"\bEZ[AT]K[A-Za-z0-9]{54}\b"),  # EasyPost
    ("fo1_,fm1,fm2_", r"\b(?:fo1_[\w\-]{43}|fm(?:1[ar]|2)_[A-Za-z0-9+/]{100,5000}+={0,3})"),  # Fly
    ("fio-u-", r"\bfio-u-[\w=\-]{64}"),  # Frame.io
    ("s-s4t2", r"\bs-s4t2(?:ud|af)-[a-f0-9]{64}\b"),  # 42 intra
    ("p8e-", r"\bp8e-[A-Za-z0-9]{32}\b"),  # Adobe client secrets
    ("nrak-,nrii-,nrjs-", r"\b(?:NRAK-[A-Z0-9]{27}|NRII-[A-Za-z0-9\-]{32}|NRJS-[a-f0-9]{19})\b"),
    ("pscale_", r"\bpscale_(?:pw|tkn|oauth)_[\w=.\-]{32,64}+"),  # PlanetScale
    ("pul-", r"\bpul-[a-f0-9]{40}\b"),  # Pulumi
    ("sgp_", r"\bsgp_(?:(?:[a-fA-F0-9]{16}|local)_)?[a-fA-F0-9]{40}\b"),  # Sourcegraph
    ("sm_", r"\bsm_(?:pat|aat|sat)_[A-Za-z0-9]{16}\b"),  # SettleMint
    ("pnu_,rdme_,ico-", r"\b(?:pnu_[A-Za-z0-9]{36}|rdme_[a-z0-9]{70}|ico-[A-Za-z0-9]{32})\b"),
    ("squ_,sqp_,sqa_", r"\bsq[upa]_[a-f0-9]{40}\b"),  # SonarQube
    ("akcp,cmvmd", r"\b(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})\b"),  # Artifactory
    ("hrku-", r"\bHRKU-[A-Za-z0-9_\-]{60}\b"),  # Heroku
    ("sq0", r"\bsq0(?:atp|csp)-[A-Za-z0-9_\-]{22,43}\b"),  # Square
    ("atatt3", r"\bATATT3[A-Za-z0-9_\-=]{186}"),  # Atlassian
    ("tskey-", r"\btskey-[a-z]{3,10}-[A-Za-z0-9]{10,20}-[A-Za-z0-9]{20,40}\b"),  # Tailscale
    ("dt0c01.", r"\bdt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}\b"),  # Dynatrace
    ("whsec_", r"\bwhsec_[A-Za-z0-9+/]{32,100}+={0,2}"),  # Stripe webhook secrets
    (
        "shippo_,duffel_,rubygems_",
        r"\b(?:shippo_(?:live|test)_[a-f0-9]{40}|"
        r"duffel_(?:live|test)_[A-Za-z0-9_\-=]{43}|rubygems_[a-f0-9]{48})\b",
    ),
    ("sntrys_ey,sntryu_", r"\b(?:sntrys_eyJ[A-Za-z0-9+/=_\-]{60,2000}+|sntryu_[a-f0-9]{64}\b)"),
    ("ltai", r"\bLTAI[A-Za-z0-9]{20}\b"),  # Alibaba Cloud access key ids
    (".atlasv1.", r"\b[a-z0-9]{14}\.atlasv1\.[a-z0-9_\-=]{60,70}"),  # Terraform Cloud
    ("sha256~", r"\bsha256~[A-Za-z0-9_\-]{43}(?![\w\-])"),  # OpenShift user tokens
    ("eaa", r"\bEAA[MC][A-Za-z0-9]{100,1000}+"),  # Facebook / Meta access tokens
    ("aaaaaaaaaaaaaaaaaaaaaa", r"\bA{22}[A-Za-z0-9%]{80,120}+", _twitter_real),  # X app bearer
    (
        "webhook.office.com",
        r"\bhttps://[A-Za-z0-9\-]{1,63}\.webhook\.office\.com/webhookb2/"
        r"[A-Za-z0-9\-@]{20,100}/IncomingWebhook/[A-Za-z0-9]{20,64}/[A-Za-z0-9\-]{20,64}",
    ),
    (
        "/api/webhooks/",
        r"\bhttps://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{5,30}/"
        r"[A-Za-z0-9_\-]{30,100}",
    ),  # Discord webhooks
    ("softlayer.com/soap/", r"\bapi\.softlayer\.com/soap/v3(?:\.1)?/[a-z0-9]{64}\b"),  # IBM
)

RULES: tuple[RedactionRule, ...] = (
    _r(
        "private-key",
        "PEM private-key blocks (RSA, EC, DSA, OpenSSH, PKCS#8, encrypted), from BEGIN to END; "
        "a block cut off before END is redacted to the end of its base64 body.",
        "-----BEGIN RSA PRIVATE KEY-----\\nMIIEow...\\n-----END RSA PRIVATE KEY-----",
        r"-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----"
        r"(?:[A-Za-z0-9+/=\s:,.\-]|\\[nr]){0,20000}+"
        r"(?:-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----)?",
        "PRIVATE_KEY_REDACTED",
        needles="-----begin",
    ),
    _r(
        "anthropic-key",
        "Anthropic API and admin keys (sk-ant-api03-…, sk-ant-admin01-…).",
        "sk-ant-api03-" + "AbCdEfGhIjKlMnOpQrStUvWx0123456789",
        r"\bsk-ant-[a-z]{2,8}\d{2}-[A-Za-z0-9_\-]{20,300}+",
        "sk-ant-REDACTED",
        accept=_real_token,
        needles="sk-ant-",
        min_run=29,
        in_runs=True,
    ),
    _r(
        "openai-project-key",
        "OpenAI project, service-account and admin keys (sk-proj-…, sk-svcacct-…, sk-admin-…).",
        "sk-proj-" + "AbCdEfGhIjKlMnOpQrStUvWx0123456789",
        r"\bsk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_\-]{20,300}+",
        "sk-proj-REDACTED",
        accept=_not_mask,
        needles="sk-",
        min_run=27,
        in_runs=True,
    ),
    _r(
        "api-keys/basic",
        "The devkit's rule: sk- followed by 16 or more letters or digits (legacy OpenAI keys).",
        "sk-abcdefghijklmnop1234",
        r"\bsk-[A-Za-z0-9]{16,}+\b",
        "sk-REDACTED",
        needles="sk-",
        min_run=19,
        in_runs=True,
    ),
    _r(
        "aws-access-key",
        "AWS access key ids (AKIA…, ASIA…, and the other documented 4-letter prefixes).",
        "AKIA" + "Q3EGXBZ7PK5MN2RT",
        r"\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA|A3T[A-Z0-9])"
        r"[A-Z0-9]{16}\b",
        "AWS_KEY_REDACTED",
        accept=_not_mask,
        needles="akia,asia,abia,acca,agpa,aida,aipa,anpa,anva,aroa,apka,asca,a3t",
        min_run=20,
        in_runs=True,
    ),
    _r(
        "github-token",
        "GitHub tokens: classic (ghp_, gho_, ghu_, ghs_, ghr_) and fine-grained (github_pat_).",
        "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",
        r"\b(?:gh[pousr]_[A-Za-z0-9]{30,255}+|github_pat_[A-Za-z0-9_]{22,255}+)\b",
        "GITHUB_TOKEN_REDACTED",
        accept=_not_mask,
        needles="ghp_,gho_,ghu_,ghs_,ghr_,github_pat_",
        min_run=33,
        in_runs=True,
    ),
    _r(
        "gitlab-token",
        "GitLab tokens (glpat-, gldt-, glrt-, glptt-, glcbt-, glft-, glimt-, glsoat-, ..., and "
        "runner registration tokens GR1348941…).",
        "glpat-" + "a1B2c3D4e5F6g7H8i9J0",
        r"\bgl(?:pat|dt|ptt|rt|cbt|ft|imt|agent|oas|soat|ffct|wt|dt)-[A-Za-z0-9_\-.]{20,255}+"
        r"|\bGR1348941[A-Za-z0-9_\-]{20,64}+",
        "GITLAB_TOKEN_REDACTED",
        accept=_real_token,
        needles="gl,gr1348941",
        min_run=25,
        in_runs=True,
    ),
    _r(
        "slack-token",
        "Slack bot, user, app and config tokens (xoxb-, xoxp-, xoxa-, xoxe-, xapp-) and "
        "incoming-webhook URLs; the numeric ids in a token may be anything, only its secret part "
        "is checked for placeholders.",
        "xoxb-" + "1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
        "",
        "SLACK_TOKEN_REDACTED",
        accept=_slack_real,
        min_run=15,
        in_runs=True,
        families=(
            (
                "xox",
                r"\bxox[abposer]-(?:\d{1,3}-)?[A-Za-z0-9\-]{10,250}+"
                r"|\bxoxe\.xox[bp]-\d-[A-Za-z0-9]{20,250}+",
            ),
            ("xapp-", r"\bxapp-\d-[A-Z0-9]{8,20}-\d{8,16}-[a-z0-9]{32,80}+"),
            (
                "hooks.slack.com",
                r"(?:\bhttps?://)?hooks\.slack\.com/(?:services|workflows|triggers)/"
                r"[A-Za-z0-9+/_\-]{20,200}+",
                _real_token,
            ),
        ),
    ),
    _r(
        "stripe-key",
        "Stripe secret and restricted keys (sk_live_, sk_test_, rk_live_, rk_test_); publishable "
        "pk_ keys are not secret and pass.",
        "sk_" + "live_" + "a1B2c3D4e5F6g7H8i9J0k1L2",
        r"\b(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,247}+\b",
        "STRIPE_KEY_REDACTED",
        accept=_real_token,
        needles="_live_,_test_,_prod_",
        min_run=18,
        in_runs=True,
    ),
    _r(
        "google-api-key",
        "Google API keys (AIza followed by 35 characters).",
        "AIza" + "SyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q",
        r"\bAIza[A-Za-z0-9_\-]{35}(?![A-Za-z0-9_\-])",
        "GOOGLE_API_KEY_REDACTED",
        accept=_real_token,
        needles="aiza",
        min_run=39,
        in_runs=True,
    ),
    _r(
        "jwt",
        "JSON Web Tokens: base64url header and payload that both decode to JSON objects ('eyJ').",
        "eyJhbGciOiJIUzI1NiJ9"
        + ".eyJzdWIiOiIxMjM0NTY3ODkwIn0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
        r"\bey[A-Za-z0-9_\-]{10,8192}+\.ey[A-Za-z0-9_\-]{4,16384}+\.?[A-Za-z0-9_\-+/=]{0,4096}+",
        "JWT_REDACTED",
        needles=".ey",
        min_run=19,
        in_runs=True,
    ),
    _r(
        "provider-token",
        "Other providers' tokens by their published prefix and format (gitleaks-style families): "
        "npm, PyPI, Hugging Face, SendGrid, DigitalOcean, Shopify, Databricks, Doppler, Vault, "
        "Groq, Perplexity, xAI, Mailchimp, Mailgun, age, Linear, Notion, Postman, Grafana, "
        "1Password, EasyPost, Fly.io, Frame.io, 42, Adobe, New Relic, PlanetScale, Pulumi, "
        "Sourcegraph, SettleMint, Prefect, ReadMe, Infracost, SonarQube, Artifactory, Heroku, "
        "Square, Atlassian, Tailscale, Dynatrace, Stripe webhooks, Shippo, Duffel, RubyGems, "
        "Sentry, Alibaba, Terraform Cloud, OpenShift, Meta, X, and Teams, Discord and SoftLayer "
        "URLs that carry a key.",
        "npm_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",
        "",
        "TOKEN_REDACTED",
        accept=_real_token,
        families=_PROVIDER_FAMILIES,
        min_run=15,
        in_runs=True,
    ),
    _r(
        "structured-token",
        "Tokens known by shape rather than prefix: Twilio API keys and account ids (SK/AC + 32 "
        "hex), Discord bot tokens (three base64url parts, 24-28.6.27-38) and Telegram bot tokens "
        "(bot id:A + 34 characters).",
        "SK" + "0123456789abcdef0123456789abcdef",
        r"\b(?:SK|AC)[0-9a-f]{32}\b"
        r"|\b[A-Za-z0-9_\-]{24,28}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,38}\b"
        r"|\b\d{5,16}:A[A-Za-z0-9_\-]{34}\b",
        "TOKEN_REDACTED",
        accept=lambda v: _real_token(v) and (v[:2] in ("SK", "AC") or _mixed_token(v)),
        min_run=34,
        in_runs=True,
    ),
    _r(
        "url-credentials",
        "A password inside a URL (scheme://user:password@host); the user name stays visible. "
        "Where password@host also reads as an email address (a dotted host), the devkit's email "
        "rule would redact both, and so does the backstop (one `emails` hit).",
        "postgres://app:" + "s3cretPassw0rd" + "@db:5432/app",
        r"\b[a-z][a-z0-9+.\-]{1,20}://[^\s:/?#@'\"]{1,128}:(?P<secret>[^\s/?#@'\"]{1,256})@"
        r"(?=[\w\[])",
        "REDACTED",
        _FI,
        accept=lambda v: _not_placeholder(v) and not v.startswith("$"),
        needles="://",
        # The scheme (no `:`) ends at the first `://`; then at most 3 + 128 + 1 + 256 + 1
        # characters and the one the look-ahead reads.
        near=("://", 21, 391),
    ),
    _r(
        "auth-header",
        "Bearer, Basic and token credentials in Authorization headers; the scheme stays visible.",
        "Authorization: Bearer " + "a1B2c3D4e5F6g7H8i9J0k1L2",
        r"\b(?:authorization|proxy-authorization)[\"']?\s{0,3}[:=]\s{0,3}[\"']?(?:bearer|basic|"
        r"token|bot)\s{1,3}(?P<secret>[A-Za-z0-9._~+/=\-]{8,4096}+)",
        "REDACTED",
        _FI,
        accept=_secret_value,
        needles="authorization",
    ),
    _r(
        "cli-credentials",
        "Credentials passed on a command line: curl -u/--user user:password, and --password, "
        "--token, --*-api-key, --*-secret style flags followed by a value; the flag and user name "
        "stay visible.",
        "curl -u deploy:" + "Xk9vQ2mLp7Rt" + " https://example.com/api",
        r"-(?<![\w\-]-)(?:(?:u|-user)[ =][\"']?[^\s:\"'$]{1,64}:(?P<pw>[^\s\"'@]{1,200}+)"
        r"|-(?:[a-z0-9]{1,20}-){0,4}(?:password|passwd|pass|token|secret|api-?key|access-key|"
        r"secret-key|client-secret|auth-token|key)[ =][\"']?(?P<secret>[^\s\"']{8,300}+))",
        "REDACTED",
        _FI,
        needles="-u,--user,--",
    ),
    _r(
        "password-assignment",
        "A password, secret, token or key assigned a literal value in code, config, env files, "
        'JSON, YAML or XML (password=…, API_KEY: "…", <token>…</token>); the key name stays '
        "visible and only the value is redacted. Also typed declarations (Go `var apiToken string "
        '= …`, TypeScript `token: string = …`), `os.environ["API_KEY"] = …` and .NET '
        '`<add key="ApiKey" value="…"/>`. Placeholders (xxxx, <...>, ${VAR}, '
        "'your_key_here', EXAMPLE) pass.",
        "DB_PASSWORD=" + "hunter2-Correct-Horse",
        r"\bkey[ \t]{0,3}=[ \t]{0,3}\"[^\"\n]{0,40}?" + _KEY_NAME + r"[^\"\n]{0,20}\"[ \t]{1,3}"
        r"value[ \t]{0,3}=[ \t]{0,3}\"(?P<attr>[^\"\s]{4,300})\""
        r"|(?P<key>" + _KEY_NAME + r"[A-Za-z0-9_]{0,12}+)" + _TYPE + r"(?:[\"']?\]?[ \t]{0,3}"
        r"(?::=|=>|==|[=:])[ \t]{0,3}(?:[\"'`](?P<secret>[^\"'`\s]{4,300})"
        r"[\"'`]|(?P<bare>[^\s\"'`,;(){}\[\]<>]{4,300}+)(?![(\[]))"
        r"|>[ \t]*\n?[ \t]*(?P<xml>[^\s<]{8,300}+)[ \t]*\n?[ \t]*</)",
        "REDACTED",
        _FI,
        needles="pass,pw,secret,token,key,auth,credential,access,sonar",
        starts="pass,pw,secret,token,api,access,private,client,auth,credential,session,signing,"
        "encryption,master,sonar,key",
    ),
    _r(
        "high-entropy-assignment",
        "A line that assigns a long random-looking base64/base62 value (32+ characters, digits "
        "and both cases, 4.2+ bits of entropy per character) to any name, env-file style "
        "(NAME=value, export NAME=value); hex digests, checksums and placeholders pass.",
        "BUILD_SEED=" + "q7Vx2LmZ9pR4tY8wK1sN6bF3hJ0cG5dA",
        r"^[ \t]{0,8}(?:export[ \t]{1,3})?[A-Za-z_][A-Za-z0-9_.\-]{0,63}+[ \t]{0,3}=[ \t]{0,3}"
        r"[\"']?(?P<secret>[A-Za-z0-9+/_\-]{32,256}+={0,2})[\"']?[ \t]*$",
        "REDACTED",
        _F | re.MULTILINE,
        accept=_high_entropy,
        needles="=",
        min_run=32,
        in_lines=True,
    ),
    _r(
        "emails",
        "Email addresses (the devkit's rule, extended to IDN 'xn--' domains).",
        "jane.doe+tag@example.com",
        r"\b[A-Za-z0-9._%+\-]{1,64}+@(?:[A-Za-z0-9\-]{1,63}+\.){1,8}(?:xn--[A-Za-z0-9\-]{1,59}|"
        r"[A-Za-z]{2,63})(?![A-Za-z0-9\-])",
        "EMAIL_REDACTED",
        needles="@",
    ),
    _r(
        "phone-numbers",
        "Phone numbers: international (+country code), US style ((415) 555-0132), grouped national "
        "numbers (030 1234 5678) and bare 10-11 digit numbers; dates, IP addresses and "
        "thousands-grouped numbers pass.",
        "+44 20 7946 0958",
        # The pattern starts with a character class (its three branches' first characters) and
        # each branch then looks behind it, so the regex engine skips to candidate characters.
        r"[+(0-9](?:(?<=\+)(?<![\w+.\-/]\+)\d{1,3}[ .\-]?(?:\(\d{1,4}\)[ .\-]?)?"
        r"(?:\d{1,5}[ .\-]?){1,5}\d{1,5}|(?<=\()(?<![\w+.\-/]\()\d{2,4}\)[ .\-]?\d{3,4}[ .\-]?"
        r"\d{3,4}|(?<=\d)(?<![\w+.\-/]\d)(?:\d{1,4}[ .\-]\d{2,8}(?:[ .\-]\d{2,4}){0,3}"
        r"|(?<=0)[1-9]\d{9}|(?<=[2-9])\d{9}))(?!\w|[\-.]\d)",
        "PHONE_REDACTED",
        accept=_phone,
        # A match is made of `[0-9 .()+-]`, starts with `[+(0-9]` after none of `[\w+.\-/]`,
        # and has at least four characters ("+123"); its look-ahead reads two characters past.
        regions=(r"[+(0-9](?<![A-Za-z0-9_+.\-/].)[0-9 .()+\-]{3,}+", 2),
    ),
    _r(
        "home-path",
        "Home-directory paths, which carry a user name (/home/jane/…, /Users/jane/…, "
        "C:\\Users\\jane\\…).",
        "/home/jane/projects/app/.env",
        r"(?:(?<![\w.])/home/|(?<![\w.])/Users/|\b[A-Za-z]:\\{1,2}Users\\{1,2})"
        r"(?!USER_REDACTED)[A-Za-z0-9._\-]{1,64}+",
        "~USER_REDACTED",
        needles="/home/,/users/,\\users",
    ),
)

# The devkit's two rules exactly (JavaScript semantics via re.ASCII), applied as a left fold.
DEVKIT_RULES: tuple[RedactionRule, ...] = (
    RedactionRule(
        "api-keys/basic",
        "sk- keys (devkit)",
        "sk-abcdefghijklmnop1234",
        re.compile(r"\b(sk-[A-Za-z0-9]{16,})\b", re.ASCII),
        "sk-REDACTED",
    ),
    RedactionRule(
        "emails",
        "emails (devkit)",
        "a@example.com",
        re.compile(r"\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}\b", re.ASCII | re.IGNORECASE),
        "EMAIL_REDACTED",
    ),
)


def redact_devkit(text: str) -> str:
    """The devkit's redaction: a left fold of `re.sub` over its two rules, in order."""
    for rule in DEVKIT_RULES:
        text = rule.pattern.sub(rule.replacement, text)
    return text


# ---- the redactor -----------------------------------------------------------------------------

_Candidate = tuple[int, int, int, RedactionRule]  # start, end, rule index, rule
_MARK = "REDACTED"  # every replacement contains it
_VALUE_GROUPS = ("secret", "bare", "xml", "attr", "pw")


@dataclass(frozen=True)
class _Part:
    """One regex a rule runs (the rule itself, or one of its families) and how to run it."""

    needles: tuple[str, ...]
    regex: re.Pattern[str]  # as written (used when lower-casing changes the text's length)
    lower: re.Pattern[str] | None  # case-insensitive rules: a case-sensitive twin for `low`
    accept: Callable[[str], bool] | None
    groups: tuple[str, ...]


_PARTS: dict[int, tuple[RedactionRule, tuple[_Part, ...]]] = {}


def _parts(rule: RedactionRule) -> tuple[_Part, ...]:
    entry = _PARTS.get(id(rule))
    if entry is None or entry[0] is not rule:
        specs = rule.families or ((rule.needles, rule.pattern, rule.accept),)
        built = []
        for needles, regex, accept in specs:
            flags = int(regex.flags)
            lower = None
            if flags & int(re.IGNORECASE):
                lower = re.compile(regex.pattern, flags & ~int(re.IGNORECASE))
            groups = tuple(g for g in _VALUE_GROUPS if g in regex.groupindex)
            built.append(_Part(needles, regex, lower, accept or rule.accept, groups))
        entry = (rule, tuple(built))
        _PARTS[id(rule)] = entry
    return entry[1]


_Step = tuple[int, RedactionRule, tuple[_Part, ...], bool]


@dataclass(frozen=True)
class _Plan:
    """For one rules tuple: each rule with its parts, and every needle of its token rules (those
    are looked up in long runs only)."""

    rules: tuple[RedactionRule, ...]
    # (order, rule, its parts, whether it is a token rule) per rule
    steps: tuple[_Step, ...]
    needles: tuple[str, ...]
    index: dict[str, int]  # rule id -> order in `rules`
    # A trie regex of `needles`: where it matches, the match is the longest needle starting
    # there, and every needle starting there is a prefix of it (`prefixes`).
    needle_regex: re.Pattern[str]
    prefixes: dict[str, frozenset[str]]
    # The smallest positive `min_run` (0: none) and the steps of the rules without one: a text
    # whose longest whitespace-free run is shorter runs only those (the others would skip).
    least_run: int
    runless: tuple[_Step, ...]


_PLANS: dict[int, _Plan] = {}


def _plan(rules: tuple[RedactionRule, ...]) -> _Plan:
    entry = _PLANS.get(id(rules))
    if entry is None or entry.rules is not rules:
        needles = {
            n
            for r in rules
            if r.min_run >= TOKEN_RUN
            for p in _parts(r)
            for n in (*r.needles, *p.needles)
        }
        steps = tuple((i, r, _parts(r), r.min_run >= TOKEN_RUN) for i, r in enumerate(rules))
        index = {r.id: i for i, r in enumerate(rules)}
        assert not any(" " in n for n in needles)  # see `_candidates`
        prefixes = {n: frozenset(k for k in needles if n.startswith(k)) for n in needles}
        regex = re.compile(trie_regex(sorted(needles)) or "(?!)")
        least_run = min((r.min_run for r in rules if r.min_run), default=0)
        runless = tuple(step for step in steps if not step[1].min_run)
        entry = _Plan(
            rules,
            steps,
            tuple(sorted(needles)),
            index,
            regex,
            prefixes,
            least_run,
            runless,
        )
        _PLANS[id(rules)] = entry
    return entry


def _needles_in(plan: _Plan, text: str) -> set[str]:
    """`{n for n in plan.needles if n in text}`: search for any needle from each position after
    the last hit (the trie regex skips to candidate characters); at a hit the needles present
    are exactly the prefixes of the longest one."""
    found: set[str] = set()
    regex = plan.needle_regex
    m = regex.search(text)
    for _ in range(_NEEDLE_HITS):
        if m is None:
            return found
        found |= plan.prefixes[m.group()]
        m = regex.search(text, m.start() + 1)
    # Many hits (a long run of one needle, such as `aaaa…`): test the needles not yet found
    # one by one instead, so the work stays bounded by the number of needles.
    return found.union(n for n in plan.needles if n not in found and n in text)


_NEEDLE_HITS = 32  # needle hits followed one by one before falling back to `in` tests


def _has_needle(needles: tuple[str, ...], low: str) -> bool:
    for n in needles:
        if n in low:
            return True
    return False


def _in_runs(
    regex: re.Pattern[str],
    target: str,
    runs: list[tuple[int, str]],
    min_run: int,
    needles: tuple[str, ...],
) -> Iterator[re.Match[str]]:
    """`regex.finditer(target)` for a rule whose matches lie inside one whitespace-free run of
    `min_run`+ characters holding one of `needles`: the same matches, searching those runs only.

    Each search also sees the one (white-space) character after its run, so look-arounds and
    `\\b` at the run's end read what the full text holds there.
    """
    size = len(target)
    for start, run in runs:
        if len(run) >= min_run and (not needles or _has_needle(needles, run)):
            yield from regex.finditer(target, start, min(start + len(run) + 1, size))


def _in_lines(
    regex: re.Pattern[str], target: str, runs: list[tuple[int, str]], min_run: int
) -> Iterator[re.Match[str]]:
    """`regex.finditer(target)` for a rule whose every match is one whole line holding a
    whitespace-free run of `min_run`+ characters: `match` at the start of each such line."""
    last = -1
    for start, run in runs:
        if len(run) >= min_run:
            line = target.rfind("\n", 0, start) + 1
            if line != last:
                last = line
                m = regex.match(target, line)
                if m is not None:
                    yield m


def _near(
    regex: re.Pattern[str], target: str, low: str, near: tuple[str, int, int]
) -> Iterator[re.Match[str]]:
    """`regex.finditer(target)` for a rule with `near` (see `RedactionRule`): search only the
    window around each occurrence of the literal, and keep a match only where that occurrence
    is the first one at or after its start (the next `finditer` match is found that way)."""
    literal, before, after = near
    size = len(target)
    pos = 0
    q = low.find(literal)
    while q >= 0:
        m = regex.search(target, max(pos, q - before), min(size, q + after))
        if m is not None and low.find(literal, m.start()) == q:
            yield m
            pos = max(m.end(), m.start() + 1)
            q = low.find(literal, max(pos, q + 1))
        else:
            q = low.find(literal, q + 1)


def _at_starts(
    regex: re.Pattern[str], target: str, low: str, starts: tuple[str, ...]
) -> Iterator[re.Match[str]]:
    """`regex.finditer(target)` for a rule whose every match starts with one of the lower-case
    literals `starts` (so none is empty): `match` at each place one occurs in `low`, in order,
    resuming after each match as `finditer` does."""
    places: set[int] = set()
    for lit in starts:
        i = low.find(lit)
        while i >= 0:
            places.add(i)
            i = low.find(lit, i + 1)
    pos = 0
    for p in sorted(places):
        if p >= pos:
            m = regex.match(target, p)
            if m is not None:
                yield m
                pos = max(m.end(), p + 1)


def _in_regions(
    regex: re.Pattern[str], target: str, regions: tuple[re.Pattern[str], int]
) -> Iterator[re.Match[str]]:
    """`regex.finditer(target)` for a rule with `regions` (see `RedactionRule`): search each
    region and the few characters past it that the regex may read, keeping the matches that
    start inside it."""
    region, past = regions
    for r in region.finditer(target):
        end = r.end()
        for m in regex.finditer(target, r.start(), end + past):
            if m.start() < end:
                yield m


def _candidates(text: str, rules: tuple[RedactionRule, ...]) -> list[_Candidate]:
    found: list[_Candidate] = []
    plan = _plan(rules)
    low = text.lower()
    same_length = len(low) == len(text)
    longest = -1  # longest whitespace-free run (of at least `plan.least_run`)
    runs: list[tuple[int, str]] = []  # the runs of min(least_run, TOKEN_RUN)+ characters
    longs: list[str] = []  # the runs of TOKEN_RUN+ characters, in order
    present: set[str] | None = None  # token needles found in the long runs, on first need
    steps = plan.steps
    if plan.least_run:
        runs = long_runs(low, min(plan.least_run, TOKEN_RUN))
        longest = max((len(run) for _, run in runs), default=-1)
        longs = [run for _, run in runs if len(run) >= TOKEN_RUN]
        if longest < plan.least_run:
            steps = plan.runless  # fast path: every rule with a `min_run` would be skipped
    for order, rule, parts, token_rule in steps:
        if rule.min_run and longest < rule.min_run:
            continue
        if same_length and token_rule and (rule.needles or rule.families):
            if present is None:
                # Each distinct run once (needles hold no space, so none spans two runs).
                joined = " ".join(dict.fromkeys(longs))
                present = _needles_in(plan, joined)
            if rule.needles and present.isdisjoint(rule.needles):
                continue
        elif same_length and rule.needles and not _has_needle(rule.needles, low):
            continue
        for part in parts:
            # (a rule without families has one part with the rule's own needles, already found)
            if part.needles and same_length and part.needles is not rule.needles:
                if present is not None and token_rule:
                    if present.isdisjoint(part.needles):
                        continue
                elif not _has_needle(part.needles, low):
                    continue
            matches: Iterable[re.Match[str]]
            if not same_length:
                matches = part.regex.finditer(text)
            else:
                regex, target = (part.regex, text) if part.lower is None else (part.lower, low)
                if rule.in_runs:
                    matches = _in_runs(regex, target, runs, rule.min_run, part.needles)
                elif rule.near:
                    matches = _near(regex, target, low, rule.near)
                elif rule.in_lines:
                    matches = _in_lines(regex, target, runs, rule.min_run)
                elif rule.starts:
                    matches = _at_starts(regex, target, low, rule.starts)
                elif rule.regions:
                    matches = _in_regions(regex, target, rule.regions)
                else:
                    matches = regex.finditer(target)
            for m in matches:
                if _MARK in text[m.start() : m.end()]:
                    continue  # never re-match an earlier replacement (keeps redaction idempotent)
                check = part.accept
                if part.groups:
                    group = next((g for g in part.groups if m.group(g) is not None), None)
                    if group is None:
                        continue
                    start, end = m.span(group)
                    if check is None:
                        key = m.groupdict().get("key") or ""
                        if group == "pw" or (group != "xml" and _is_password_key(m)):
                            check = _password_value
                        elif group in ("secret", "bare") and not _STRONG_NAME.search(key):
                            check = partial(_weak_key_value, m)
                        else:
                            check = _secret_value
                else:
                    start, end = m.span()
                if end > start and (check is None or check(text[start:end])):
                    found.append((start, end, order, rule))
    return found


# ---- the devkit backstop ------------------------------------------------------------------------
# Everything the devkit's two rules would redact is redacted too. In every pass, any devkit match
# (found in the original text, and again in the current text) that still shows copied text
# becomes a candidate of our rule with the same id; it may swallow earlier replacements (for
# instance `sk-REDACTED@example.com`, or an address our stricter email rule passes). The devkit's
# email regex backtracks quadratically on long near-misses, so its matches are computed here in
# linear time instead (`devkit_email_spans`, tested against the regex).

_DK_LOCAL_AT = re.compile(r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9._%+\-]++@")
_DK_DOMAIN = re.compile(r"[A-Za-z0-9.\-]++")
_DK_TLD = re.compile(r"\.[A-Za-z]{2,}+(?![A-Za-z0-9_])")
_DK_BOUNDARY = re.compile(r"\b", re.ASCII)


def devkit_email_spans(text: str) -> list[tuple[int, int]]:
    """The spans the devkit's email regex matches in `text` (same result, linear time)."""
    spans: list[tuple[int, int]] = []
    prev_end = 0
    for m in _DK_LOCAL_AT.finditer(text):
        at = m.end() - 1
        if at < prev_end:
            continue
        lo = max(m.start(), prev_end)
        b = _DK_BOUNDARY.search(text, lo, at) if lo < at else None
        if b is None or b.start() >= at:
            continue
        run = _DK_DOMAIN.match(text, at + 1)
        if run is None:
            continue
        end = -1
        # One character past the run, so the look-ahead sees what really follows it.
        for t in _DK_TLD.finditer(text, at + 2, run.end() + 1):
            end = t.end()
        if end < 0:
            continue
        spans.append((b.start(), end))
        prev_end = end
    return spans


def _devkit_spans(text: str, rules: tuple[RedactionRule, ...]) -> list[tuple[int, int, int]]:
    """The devkit's matches in the original `text`: (start, end, index of our rule of that id)."""
    found: list[tuple[int, int, int]] = []
    index = _plan(rules).index
    if "api-keys/basic" in index and "sk-" in text:
        order = index["api-keys/basic"]
        found += [(m.start(), m.end(), order) for m in DEVKIT_RULES[0].pattern.finditer(text)]
    if "emails" in index and "@" in text:
        order = index["emails"]
        found += [(s, e, order) for s, e in devkit_email_spans(text)]
    return found


def _backstop(
    segs: list[_Seg], spans: list[tuple[int, int, int]], rules: tuple[RedactionRule, ...]
) -> list[_Candidate]:
    """Devkit matches (original positions) that still show copied text, as current candidates."""
    found: list[_Candidate] = []
    for s, e, order in spans:
        pos = 0
        start = end = -1
        visible = False
        for seg in segs:
            if seg.o_end > s and seg.o_start < e:
                if seg.rule is None:
                    visible = True
                    a = pos + max(s, seg.o_start) - seg.o_start
                    b = pos + min(e, seg.o_end) - seg.o_start
                else:
                    a, b = pos, pos + len(seg.text)
                start = a if start < 0 else start
                end = b
            pos += len(seg.text)
        if visible:
            found.append((start, end, order, rules[order]))
    return found


def _is_password_key(m: re.Match[str]) -> bool:
    key = m.groupdict().get("key")
    return key is not None and bool(_PASSWORD_NAME.search(key))


_PASSWORD_NAME = re.compile(r"pass|pwd", re.IGNORECASE)


_STRONG_NAME = re.compile(
    r"pass|pwd|pw|secret|token|api[_.-]?key|apikey|access|private|client|auth|credential|"
    r"session|signing|encryption|master|sonar|account|storage|license|webhook|app[_.-]?key",
    re.IGNORECASE,
)
_STRUCTURED = re.compile(r"[:/].*[:/]")  # a:b:c, a/b/c: a namespaced id or a path, not a key


def _weak_key_value(m: re.Match[str], value: str) -> bool:
    """Under a bare `key` name (cacheKey, sort_key, key=…) the value must be a plausible secret
    and not a namespaced identifier or path (`cache:model:hash`, `a/b/c`)."""
    return _secret_value(value) and not _STRUCTURED.search(value)


def _choose(cands: list[_Candidate]) -> list[_Candidate]:
    """Non-overlapping candidates: earlier rule first, then longer, then leftmost."""
    starts: list[int] = []
    ends: list[int] = []
    chosen: list[_Candidate] = []
    for c in sorted(cands, key=lambda c: (c[2], c[0] - c[1], c[0])):
        i = bisect_right(starts, c[0])
        if i > 0 and ends[i - 1] > c[0]:
            continue
        if i < len(starts) and starts[i] < c[1]:
            continue
        starts.insert(i, c[0])
        ends.insert(i, c[1])
        chosen.append(c)
    chosen.sort(key=lambda c: c[0])
    return chosen


@dataclass
class _Seg:
    """A piece of the current text: a copy of original[o_start:o_end] or a replacement for it."""

    text: str
    o_start: int
    o_end: int
    rule: RedactionRule | None  # None: copied text


def _replacement_bounds(segs: list[_Seg]) -> tuple[list[int], list[int]]:
    """Start and end positions (in the text `segs` spell) of every replacement, in order."""
    starts: list[int] = []
    ends: list[int] = []
    pos = 0
    for seg in segs:
        if seg.rule is not None:
            starts.append(pos)
            ends.append(pos + len(seg.text))
        pos += len(seg.text)
    return starts, ends


def _widen(segs: list[_Seg], chosen: list[_Candidate]) -> list[tuple[int, int, RedactionRule]]:
    """Spans widened to swallow any replacement they touch, then merged where they overlap."""
    starts, ends = _replacement_bounds(segs)
    spans: list[tuple[int, int, RedactionRule]] = []
    for s, e, _, rule in chosen:
        i = bisect_right(ends, s)  # first replacement ending after s
        while i < len(starts) and starts[i] < e:
            s, e = min(s, starts[i]), max(e, ends[i])
            i += 1
        if spans and s < spans[-1][1]:
            ps, pe, prule = spans[-1]
            spans[-1] = (min(ps, s), max(pe, e), prule)
        else:
            spans.append((s, e, rule))
    return spans


def _apply(segs: list[_Seg], chosen: list[_Candidate]) -> list[_Seg]:
    """Replace the chosen spans (positions in the text `segs` spell); hits keep original spans."""
    spans = _widen(segs, chosen)
    out: list[_Seg] = []
    si = 0
    cur: _Seg | None = None
    pos = 0
    for seg in segs:
        a, b = pos, pos + len(seg.text)
        pos = b
        p = a
        while p < b:
            if si < len(spans) and spans[si][0] <= p < spans[si][1]:
                _, e, rule = spans[si]
                q = min(e, b)
                o_s = seg.o_start + (p - a) if seg.rule is None else seg.o_start
                o_e = seg.o_start + (q - a) if seg.rule is None else seg.o_end
                if cur is None:
                    cur = _Seg(rule.replacement, o_s, o_e, rule)
                else:
                    cur.o_end = o_e
                p = q
                if p == e:
                    out.append(cur)
                    cur = None
                    si += 1
                continue
            q = min(b, spans[si][0]) if si < len(spans) else b
            if seg.rule is not None:
                out.append(seg)
            else:
                o = seg.o_start + (p - a)
                out.append(_Seg(seg.text[p - a : q - a], o, o + (q - p), None))
            p = q
    if cur is not None:
        out.append(cur)
    return out


def _repeats(segs: list[_Seg], original: str) -> list[_Candidate]:
    """Other copies, in copied text, of values already redacted (so no redacted value survives)."""
    values = {
        original[s.o_start : s.o_end]: s.rule
        for s in segs
        if s.rule is not None and s.o_end - s.o_start >= 4
    }
    if not values:
        return []
    found: list[_Candidate] = []
    pos = 0
    for seg in segs:
        if seg.rule is None:
            for value, rule in values.items():
                assert rule is not None
                i = seg.text.find(value)
                while i >= 0:
                    found.append((pos + i, pos + i + len(value), 0, rule))
                    i = seg.text.find(value, i + len(value))
        pos += len(seg.text)
    return found


def redact(
    text: str, *, field: str = "text", rules: tuple[RedactionRule, ...] = RULES
) -> Redaction:
    """Redact `text`; hit spans index the original text; earlier rules win overlaps."""
    segs = [_Seg(text, 0, len(text), None)] if text else []
    devkit = _devkit_spans(text, rules)  # what the devkit would redact must be redacted too
    for n in range(MAX_PASSES):
        current = "".join(s.text for s in segs) if n else text
        cands = _candidates(current, rules)
        cands += _repeats(segs, text)
        cands += _backstop(segs, devkit, rules)  # the devkit's matches in the original text
        if n:  # and in ours (in the first pass, ours is the original)
            cands += [(s, e, o, rules[o]) for s, e, o in _devkit_spans(current, rules)]
        if not cands:
            break
        chosen = _choose(cands)
        # A match that lies wholly inside one replacement changes nothing: drop it.
        bounds = _replacement_bounds(segs)
        chosen = [c for c in chosen if not _inside_replacement(bounds, c)]
        if not chosen:
            break
        segs = _apply(segs, chosen)
    if len(segs) == 1 and segs[0].rule is None:
        return Redaction(text, ())  # nothing redacted
    hits = tuple(
        RedactionHit(rule=s.rule.id, field=field, start=s.o_start, end=s.o_end, replacement=s.text)
        for s in segs
        if s.rule is not None
    )
    return Redaction("".join(s.text for s in segs), hits)


def _inside_replacement(bounds: tuple[list[int], list[int]], cand: _Candidate) -> bool:
    starts, ends = bounds
    i = bisect_right(starts, cand[0]) - 1
    return i >= 0 and cand[1] <= ends[i]

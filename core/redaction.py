"""Redaction stage: named secret and PII rules applied in a fixed order, every hit reported.

`redact(text)` scans the original text with every rule in `RULES` order; where matches overlap,
the earlier rule wins (then the longer match). Rules with a `secret` group replace only that group,
so an assignment keeps its key name (`password=REDACTED`). The result is redacted again until
nothing new matches (a replacement next to other text can complete a new match, as in the devkit's
left fold), and any further copy of a redacted value elsewhere in the text is redacted too. Hit
spans always index the original text. Every regex uses bounded or possessive repetition, so
matching is linear in the input length.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field

from .types import RedactionHit

MAX_PASSES = 4  # redaction re-runs on its own output until stable, at most this many times


@dataclass(frozen=True)
class RedactionRule:
    """A named rule; `example` is a (synthetic) input it redacts.

    `replacement` replaces the whole match, or only the `secret` group when the pattern has one.
    `accept`, when set, must return True for the matched value (e.g. to skip placeholders).
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


def _not_placeholder(value: str) -> bool:
    """False for obvious placeholders: xxxx, <...>, ${...}, EXAMPLE, 'your_key_here', aaaaaa."""
    v = value.strip("'\"`")
    if _PLACEHOLDER.search(v) or _SAME_CHAR_RUN.search(v):
        return False
    return len(set(v.lower())) >= 5


_TOKEN_PLACEHOLDER = re.compile(
    r"x{5}|\*{5}|([A-Za-z])\1{5}|(.)\2{9}|example|sample|dummy|your|here|fake", re.IGNORECASE
)


def _real_token(value: str) -> bool:
    """False for placeholder tokens such as ghp_xxxxxxxx… or AKIA…EXAMPLE (letter runs, x-runs)."""
    return not _TOKEN_PLACEHOLDER.search(value)


def _secret_value(value: str) -> bool:
    """A plausible secret: not a placeholder, 8+ characters, random-looking for its length.

    Values under 20 characters need digits and both cases (short one-case strings are mostly
    identifiers); longer ones need digits or mixed case (or 24+ characters).
    """
    v = value.strip("'\"`")
    if len(v) < 8 or not _not_placeholder(v):
        return False
    has_digit = any(c.isdigit() for c in v)
    mixed = any(c.islower() for c in v) and any(c.isupper() for c in v)
    if len(v) < 20:
        return has_digit and mixed
    return has_digit or mixed or len(v) >= 24


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
    r"(?:pass(?:word|wd|phrase)?|pwd|secret|token|api[_.-]?key|apikey|access[_.-]?key|"
    r"secret[_.-]?key|private[_.-]?key|client[_.-]?secret|auth(?:[_.-]?token)?|credentials?|"
    r"session[_.-]?key|signing[_.-]?key|encryption[_.-]?key|master[_.-]?key|key)"
)


def _r(
    rule_id: str,
    description: str,
    example: str,
    pattern: str,
    replacement: str,
    flags: int = _F,
    accept: Callable[[str], bool] | None = None,
    needles: str = "",
) -> RedactionRule:
    return RedactionRule(
        rule_id,
        description,
        example,
        re.compile(pattern, flags),
        replacement,
        accept,
        tuple(needles.split(",")) if needles else (),
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
    ),
    _r(
        "openai-project-key",
        "OpenAI project, service-account and admin keys (sk-proj-…, sk-svcacct-…, sk-admin-…).",
        "sk-proj-" + "AbCdEfGhIjKlMnOpQrStUvWx0123456789",
        r"\bsk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_\-]{20,300}+",
        "sk-proj-REDACTED",
        accept=_real_token,
        needles="sk-",
    ),
    _r(
        "api-keys/basic",
        "The devkit's rule: sk- followed by 16 or more letters or digits (legacy OpenAI keys).",
        "sk-abcdefghijklmnop1234",
        r"\bsk-[A-Za-z0-9]{16,}+\b",
        "sk-REDACTED",
        accept=_real_token,
        needles="sk-",
    ),
    _r(
        "aws-access-key",
        "AWS access key ids (AKIA…, ASIA…, and the other documented 4-letter prefixes).",
        "AKIA" + "Q3EGXBZ7PK5MN2RT",
        r"\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA|A3T[A-Z0-9])"
        r"[A-Z0-9]{16}\b",
        "AWS_KEY_REDACTED",
        accept=_real_token,
        needles="akia,asia,abia,acca,agpa,aida,aipa,anpa,anva,aroa,apka,asca,a3t",
    ),
    _r(
        "github-token",
        "GitHub tokens: classic (ghp_, gho_, ghu_, ghs_, ghr_) and fine-grained (github_pat_).",
        "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",
        r"\b(?:gh[pousr]_[A-Za-z0-9]{30,255}+|github_pat_[A-Za-z0-9_]{22,255}+)\b",
        "GITHUB_TOKEN_REDACTED",
        accept=_real_token,
        needles="ghp_,gho_,ghu_,ghs_,ghr_,github_pat_",
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
    ),
    _r(
        "slack-token",
        "Slack bot, user, app and config tokens (xoxb-, xoxp-, xoxa-, xoxe-, xapp-) and "
        "incoming-webhook URLs.",
        "xoxb-" + "1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
        r"\bxox[abposer]-(?:\d{1,3}-)?[A-Za-z0-9\-]{10,250}+|\bxoxe\.xox[bp]-\d-[A-Za-z0-9]{20,250}+"
        r"|\bxapp-\d-[A-Z0-9]{8,20}-\d{8,16}-[a-z0-9]{32,80}+"
        r"|(?:https?://)?hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_\-]{20,200}+",
        "SLACK_TOKEN_REDACTED",
        accept=_real_token,
        needles="xox,xapp-,hooks.slack.com",
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
    ),
    _r(
        "google-api-key",
        "Google API keys (AIza followed by 35 characters).",
        "AIza" + "SyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q",
        r"\bAIza[A-Za-z0-9_\-]{35}(?![A-Za-z0-9_\-])",
        "GOOGLE_API_KEY_REDACTED",
        accept=_real_token,
        needles="aiza",
    ),
    _r(
        "jwt",
        "JSON Web Tokens: base64url header and payload that both decode to JSON objects ('eyJ').",
        "eyJhbGciOiJIUzI1NiJ9"
        + ".eyJzdWIiOiIxMjM0NTY3ODkwIn0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
        r"\bey[A-Za-z0-9_\-]{10,8192}+\.ey[A-Za-z0-9_\-]{4,16384}+\.?[A-Za-z0-9_\-+/=]{0,4096}+",
        "JWT_REDACTED",
        needles=".ey",
    ),
    _r(
        "provider-token",
        "Other well-known prefixed tokens: npm, PyPI, Hugging Face, SendGrid, Twilio, "
        "DigitalOcean, Shopify, Databricks, Doppler, Vault, Groq, Perplexity, xAI, Telegram bot "
        "tokens, Discord bot tokens, Mailchimp, age secret keys.",
        "npm_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",
        r"\bnpm_[A-Za-z0-9]{36}\b|\bpypi-AgE[A-Za-z0-9_\-]{50,300}+|\bhf_[A-Za-z0-9]{34,40}\b"
        r"|\bSG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}\b|\b(?:SK|AC)[0-9a-f]{32}\b"
        r"|\bdo[opr]_v1_[a-f0-9]{64}\b|\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b"
        r"|\bdapi[a-f0-9]{32}(?:-\d)?\b|\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}\b"
        r"|\bhv[sb]\.[A-Za-z0-9_\-]{24,200}+|\bgsk_[A-Za-z0-9]{48,60}\b"
        r"|\bpplx-[A-Za-z0-9]{40,60}\b|\bxai-[A-Za-z0-9]{60,90}\b"
        r"|\b\d{8,10}:AA[A-Za-z0-9_\-]{33}\b|\b[MNO][A-Za-z0-9_\-]{23,27}\.[A-Za-z0-9_\-]{6}"
        r"\.[A-Za-z0-9_\-]{27,40}\b|\b[0-9a-f]{32}-us\d{1,2}\b|\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b",
        "TOKEN_REDACTED",
        accept=_real_token,
    ),
    _r(
        "url-credentials",
        "A password inside a URL (scheme://user:password@host); the user name stays visible.",
        "postgres://app:" + "s3cretPassw0rd" + "@db.internal:5432/app",
        r"\b[a-z][a-z0-9+.\-]{1,20}://[^\s:/?#@'\"]{1,128}:(?P<secret>[^\s/?#@'\"]{1,256})@"
        r"(?=[\w\[])",
        "REDACTED",
        _FI,
        accept=lambda v: _not_placeholder(v) and not v.startswith("$"),
        needles="://",
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
        "password-assignment",
        "A password, secret, token or key assigned a literal value in code, config, env files, "
        'JSON, YAML or XML (password=…, API_KEY: "…", <token>…</token>); the key name stays '
        "visible and only the value is redacted. Placeholders (xxxx, <...>, ${VAR}, "
        "'your_key_here', EXAMPLE) pass.",
        "DB_PASSWORD=" + "hunter2-Correct-Horse",
        r"(?P<key>" + _KEY_NAME + r"[A-Za-z0-9_]{0,12}+)"
        r"(?:[\"']?[ \t]{0,3}(?::=|=>|==|[=:])[ \t]{0,3}(?:[\"'`](?P<secret>[^\"'`\s]{4,300})"
        r"[\"'`]|(?P<bare>[^\s\"'`,;(){}\[\]<>]{4,300}+)(?![(\[]))"
        r"|>[ \t]*\n?[ \t]*(?P<xml>[^\s<]{8,300}+)[ \t]*\n?[ \t]*</)",
        "REDACTED",
        _FI,
        needles="pass,pwd,secret,token,key,auth,credential",
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
        r"(?<![\w+.\-/])(?:\+\d{1,3}[ .\-]?(?:\(\d{1,4}\)[ .\-]?)?(?:\d{1,5}[ .\-]?){1,5}\d{1,5}"
        r"|\(\d{2,4}\)[ .\-]?\d{3,4}[ .\-]?\d{3,4}"
        r"|\d{2,5}[ .\-]\d{2,8}(?:[ .\-]\d{2,4}){0,3}"
        r"|0[1-9]\d{9}|[2-9]\d{9})(?!\w|[\-.]\d)",
        "PHONE_REDACTED",
        accept=_phone,
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


@dataclass(frozen=True)
class _Plan:
    """How one rule runs: the regex to use on lower-cased text, and the value groups."""

    lower: re.Pattern[str] | None  # case-insensitive rules: a case-sensitive twin for `low`
    groups: tuple[str, ...]


_PLANS: dict[RedactionRule, _Plan] = {}


def _plan(rule: RedactionRule) -> _Plan:
    plan = _PLANS.get(rule)
    if plan is None:
        flags = int(rule.pattern.flags)
        lower = None
        if flags & int(re.IGNORECASE):
            lower = re.compile(rule.pattern.pattern, flags & ~int(re.IGNORECASE))
        groups = tuple(g for g in ("secret", "bare", "xml") if g in rule.pattern.groupindex)
        plan = _Plan(lower, groups)
        _PLANS[rule] = plan
    return plan


def _candidates(text: str, rules: tuple[RedactionRule, ...]) -> list[_Candidate]:
    found: list[_Candidate] = []
    low = text.lower()
    same_length = len(low) == len(text)
    for order, rule in enumerate(rules):
        if rule.needles and same_length and not any(n in low for n in rule.needles):
            continue
        plan = _plan(rule)
        value_groups = plan.groups
        if plan.lower is not None and same_length:
            matches = plan.lower.finditer(low)
        else:
            matches = rule.pattern.finditer(text)
        for m in matches:
            if _MARK in text[m.start() : m.end()]:
                continue  # never re-match an earlier replacement (keeps redaction idempotent)
            check = rule.accept
            if value_groups:
                group = next((g for g in value_groups if m.group(g) is not None), None)
                if group is None:
                    continue
                start, end = m.span(group)
                if check is None:
                    password = group != "xml" and _is_password_key(m)
                    check = _password_value if password else _secret_value
            else:
                start, end = m.span()
            if end > start and (check is None or check(text[start:end])):
                found.append((start, end, order, rule))
    return found


def _is_password_key(m: re.Match[str]) -> bool:
    key = m.groupdict().get("key")
    return key is not None and bool(re.search(r"pass|pwd", key, re.IGNORECASE))


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
    for _ in range(MAX_PASSES):
        current = "".join(s.text for s in segs)
        cands = _candidates(current, rules)
        cands += _repeats(segs, text)
        chosen = _choose(cands)
        # A match that lies wholly inside one replacement changes nothing: drop it.
        bounds = _replacement_bounds(segs)
        chosen = [c for c in chosen if not _inside_replacement(bounds, c)]
        if not chosen:
            break
        segs = _apply(segs, chosen)
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

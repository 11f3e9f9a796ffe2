"""Redaction rule table: the named secret and PII rules in order, and the devkit's two rules."""

from __future__ import annotations

import re

from .redaction_finders import BARE_RUN, bare_token_matches, url_credential_matches
from .redaction_forms import (
    CLI_TOOL_FLAGS,
    CREDENTIAL_FORM,
    CRYPT_HASH,
    PROSE_PASSWORD_LANGS,
    TWILIO_AUTH_TOKEN,
)
from .redaction_providers import PROVIDER_FAMILIES as _PROVIDER_FAMILIES
from .redaction_spec import TOKEN_RUN, RedactionRule, make_rule
from .redaction_values import (
    bare_token,
    cli_password,
    cookie_secret,
    high_entropy,
    keyed_secret,
    mixed_token,
    not_mask,
    password_value,
    phone_number,
    prose_password,
    query_secret,
    random_body,
    real_token,
    secret_value,
    slack_real,
    url_password,
    webhook_key,
)
from .textutil import EMAIL_MARK, trie_regex

__all__ = ["DEVKIT_RULES", "RULES", "TOKEN_RUN", "RedactionRule", "redact_devkit"]

# ---- the rules -------------------------------------------------------------------------------

_F = re.ASCII
_FI = re.ASCII | re.IGNORECASE
# ("pass" is a password's name, not inside bypass, compass, surpass, trespass, over/underpass,
# impasse: a translation key `permissions.bypass = …` holds a label)
_KEY_NAME = (
    r"(?:(?<!by)(?<!com)(?<!sur)(?<!tres)(?<!over)(?<!under)(?<!im)pass(?:word|wd|phrase)?|pwd|pw|secret|token|api[_.-]?key|apikey|access[_.-]?key|"
    r"access[_.-]?id|secret[_.-]?key|private[_.-]?key|client[_.-]?secret|auth(?:[_.-]?token)?|"
    r"credentials?|session[_.-]?key|signing[_.-]?key|encryption[_.-]?key|master[_.-]?key|"
    r"sonar[_.-]login|key)"
)
# Vendors whose name before a value says the value is theirs (`STRIPE_LIVE=…`); names that are
# also ordinary words (box, square, linear, segment, vault) are left out.
_VENDOR = (
    "stripe|twilio|sendgrid|mailgun|mailchimp|mandrill|postmark|slack|github|gitlab|bitbucket|"
    "openai|anthropic|cohere|mistral|groq|huggingface|replicate_api|aws|azure|gcp|google|"
    "firebase|supabase|heroku|vercel|netlify|cloudflare|digitalocean|datadog|sentry|newrelic|"
    "pagerduty|okta|auth0|algolia|pusher|shopify|paypal|braintree|plaid|twitter|facebook|"
    "discord|telegram|npm|pypi|dockerhub|jira|atlassian|airtable|mapbox|mixpanel|amplitude|"
    "intercom|zendesk|hubspot|salesforce|snowflake|databricks|mongodb|contentful|dropbox|"
    "circleci|travis|sonar|snyk|codecov|doppler|pinecone|perplexity|deepseek|gemini"
)
_KEY_WORD = r"(?:key|token|secret|passw(?:or)?d|pass(?:phrase|code)|pwd|auth|credential|api)"
# An optional type between a name and its value: Go `var name string = …`, TypeScript/Kotlin
# `name: string = …`, Rust `name: &str = …`.
_TYPE = r"(?:[ \t]{1,3}string|[ \t]{0,2}:[ \t]{0,3}&?(?:str|string)\b)?"


_r = make_rule


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
    CRYPT_HASH,
    _r(
        "anthropic-key",
        "Anthropic API and admin keys (sk-ant-api03-…, sk-ant-admin01-…).",
        "sk-ant-api03-" + "AbCdEfGhIjKlMnOpQrStUvWx0123456789",
        r"\bsk-ant-[a-z]{2,8}\d{2}-[A-Za-z0-9_\-]{20,300}+",
        "sk-ant-REDACTED",
        accept=real_token,
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
        accept=not_mask,
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
        accept=not_mask,
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
        accept=not_mask,
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
        accept=real_token,
        needles="gl,gr1348941",
        min_run=25,
        in_runs=True,
    ),
    _r(
        "slack-token",
        "Slack bot, user, app, client and config tokens (xoxb-, xoxp-, xoxa-, xoxc-, xoxd-, "
        "xoxe-, xapp-) and "
        "incoming-webhook URLs; the numeric ids in a token may be anything, only its secret part "
        "is checked for placeholders.",
        "xoxb-" + "1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
        "",
        "SLACK_TOKEN_REDACTED",
        accept=slack_real,
        min_run=15,
        in_runs=True,
        families=(
            (
                "xox",
                # (ids come first: a token's first part is a number; a `d` cookie is encoded)
                r"\bxox[abcposer]-\d[A-Za-z0-9\-]{9,250}+|\bxoxd-[A-Za-z0-9%\-]{10,250}+"
                r"|\bxoxe\.xox[bp]-\d-[A-Za-z0-9]{20,250}+",
            ),
            ("xapp-", r"\bxapp-\d-[A-Z0-9]{8,20}-\d{8,16}-[a-z0-9]{32,80}+"),
            (
                "hooks.slack.com",
                r"(?:\bhttps?://)?hooks\.slack\.com/(?:services|workflows|triggers)/"
                r"[A-Za-z0-9+/_\-]{20,200}+",
                real_token,
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
        accept=real_token,
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
        accept=real_token,
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
        "Sentry, Alibaba, Terraform Cloud, OpenShift, Meta, X, Docker Hub, Google OAuth (access "
        "and refresh tokens, client secrets), Contentful, Adafruit IO, Firebase, Azure AD client "
        "secrets and Azure storage / Service Bus / IoT Hub keys, and Teams, Discord and SoftLayer "
        "URLs that carry a key.",
        "npm_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",
        "",
        "TOKEN_REDACTED",
        accept=real_token,
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
        accept=lambda v: real_token(v) and (v[:2] in ("SK", "AC") or mixed_token(v)),
        min_run=34,
        in_runs=True,
    ),
    TWILIO_AUTH_TOKEN,
    _r(
        "url-credentials",
        "A password inside a URL (scheme://user:password@host), whatever reserved characters it "
        "holds (#, ?, /, @: the host starts after the last @); the user name stays visible. "
        "Where password@host also reads as an email address (a dotted host), the devkit's email "
        "rule would redact both, and so does the backstop (one `emails` hit).",
        "postgres://app:" + "s3cretPassw0rd" + "@db:5432/app",
        r"\b[a-z][a-z0-9+.\-]{1,20}://[^\s:/?#@'\"]{0,128}:(?P<secret>[^\s'\"]{1,256})@"
        r"(?=[\w\[])",
        "REDACTED",
        _FI,
        accept=url_password,
        needles="://",
        finder=url_credential_matches,
    ),
    _r(
        "auth-header",
        "Bearer, Basic and token credentials in Authorization headers; the scheme stays visible.",
        "Authorization: Bearer " + "a1B2c3D4e5F6g7H8i9J0k1L2",
        r"\b(?:authorization|proxy-authorization)[\"']?\s{0,3}[:=]\s{0,3}[\"']?(?:bearer|basic|"
        r"token|bot)\s{1,3}(?P<secret>[A-Za-z0-9._~+/=\-]{8,4096}+)",
        "REDACTED",
        _FI,
        accept=secret_value,
        needles="authorization",
    ),
    _r(
        "cookie-header",
        "A Cookie or Set-Cookie header that carries a session (a session, sid, token, auth or "
        "remember cookie with a secret-looking value): its whole value goes; the header name "
        "stays visible.",
        "Cookie: sessionid=" + "Zx9LmNq2Rt5Wv8Yb1Cd4Fg7H" + "; theme=dark",
        r"\b(?:set-)?cookie[\"']?[ \t]{0,3}:[ \t]{0,3}(?P<secret>[^\s\"'][^\n\"']{6,4096}+)",
        "REDACTED",
        _FI,
        accept=cookie_secret,
        needles="cookie",
    ),
    _r(
        "url-query-secret",
        "A secret in a URL's query string: a signature, code, token, key, secret or password "
        "parameter (SAS `sig=`, `?code=`, `X-Amz-Signature=`, `access_token=`); the parameter "
        "name stays visible.",
        "https://acct.blob.core.windows.net/c/f?sv=2022-11-02&sig=" + "Zx9LmNq2Rt5Wv8Yb1Cd4%3D",
        r"[?&;](?P<key>sig|signature|x-amz-signature|x-amz-security-token|x-goog-signature|"
        r"x-goog-credential|code|token|access_token|id_token|refresh_token|auth|auth_token|key|"
        r"api_key|apikey|api-key|secret|client_secret|password|passwd|pwd|sessionid|session)="
        r"(?P<secret>[^&#\s\"'<>]{8,4096}+)",
        "REDACTED",
        _FI,
        accept=query_secret,
        needles="=",
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
        "cli-password-flags",
        "Passwords given to command-line tools that take them after a short flag: mysql/mariadb "
        "`-pSECRET` (attached, or quoted: `-p'SECRET'`), `docker`, `podman` or `helm registry "
        "login -p SECRET` or `--password SECRET`, and `sshpass -p SECRET`; variable references "
        "($PW, %PW%) pass.",
        "mysql -u root -p" + "Tr0ub4dor-3 shop",
        r"\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n;|&]{0,200}?[ \t]-p"
        r"(?:(?P<secret>[^\s\"'$%\-][^\s\"']{2,199}+)"
        # (quoted and attached, as a shell needs for a password with & or !: -p'…', -p"…")
        r"|[\"'](?P<attr>[^\s\"'$%][^\"'\n]{2,199}+)[\"'])"
        r"|\b(?:docker|podman|nerdctl|helm|buildah|skopeo|oras)(?:[ \t]+registry)?[ \t]+login\b"
        r"[^\n;|&]{0,200}?[ \t](?:-p|--password)(?:[ \t]+|=)[\"']?"
        r"(?P<pw>[^\s\"'$%][^\s\"']{2,199}+)"
        r"|\bsshpass[ \t]+-p[ \t]?[\"']?(?P<bare>[^\s\"'$%][^\s\"']{2,199}+)",
        "REDACTED",
        _F,
        accept=password_value,
        needles="mysql,mariadb,login,sshpass",
    ),
    _r(
        "netrc-password",
        "A .netrc entry's password, on one line or several (`machine HOST login USER password "
        "SECRET`, or `default login USER password SECRET`); the machine and login stay visible.",
        "machine api.example.com login deploy password " + "Zq8vLm2pXr",
        # A machine is a host name (dotted, or localhost); `default` needs a login or account,
        # so prose such as "a default password printed on the label" is not an entry.
        r"\b(?:machine\s{1,40}+(?:[\w\-]{1,63}+\.[\w.\-]{1,190}+|localhost)|default(?="
        r"\s{1,40}+(?:login|account)\s))(?:\s{1,40}+(?:login|account)\s{1,40}+\S{1,128}+){0,2}"
        r"\s{1,40}+password\s{1,40}+(?P<pw>\S{3,256}+)",
        "REDACTED",
        _F,
        accept=password_value,
        needles="machine,default",
    ),
    _r(
        "pgpass-line",
        "A PostgreSQL password-file line (`host:port:database:user:password`, `*` allowed in "
        "the first four fields); the host, database and user stay visible.",
        "db.example.com:5432:shop:app:" + "Qx7pLm2vR9",
        r"^[ \t]{0,8}(?:[\w.\-\[\]]{1,253}+|\*):(?:\d{1,5}|\*):[^:\s]{1,63}+:[^:\s]{1,63}+:"
        r"(?P<pw>\S{3,256}+)[ \t]*$",
        "REDACTED",
        _F | re.MULTILINE,
        accept=password_value,
        needles=":",
    ),
    _r(
        "cli-tool-password",
        "A password given to any command-line tool: a short password flag after a user flag "
        "(`sqlcmd -U sa -P …`, `mongo -u admin -p …`, `az login -u … -p …`; not mysql, whose "
        "`-p dbname` asks), Redis-family `-a`, `htpasswd -b FILE USER PASSWORD`, and `echo "
        "SECRET | … --password-stdin`; variable references pass.",
        "sqlcmd -S db -U sa -P " + "Yx8vLq2mR4" + " -Q 'select 1'",
        r"(?<![\w.\-/])(?!(?:mysql|mysqldump|mysqladmin|mysqlsh|mariadb|mariadb-dump)\b)"
        r"[A-Za-z][\w.\-]{0,40}+(?:[ \t]+[^\s;|&]{1,200}+){0,8}?[ \t]+(?:-u|-U|--user(?:name)?|"
        r"-l|--login)(?:[ \t]+|=)[^\s;|&]{1,128}+(?:[ \t]+[^\s;|&]{1,200}+){0,6}?[ \t]+"
        r"(?:-p|-P|--pass|--pwd)(?:[ \t]+|=)[\"']?(?P<pw>[^\s\"'$%\-][^\s\"']{2,199}+)"
        r"|\b(?:redis|keydb|valkey)[\w\-]{0,20}+[ \t](?:[^\n;|&]{0,200}?[ \t])?(?:-a|--pass)"
        r"(?:[ \t]+|=)[\"']?(?P<secret>[^\s\"'$%\-][^\s\"']{2,199}+)"
        r"|\bhtpasswd(?:[ \t]+-[A-Za-z]{1,6}+){0,4}?[ \t]+-[A-Za-z]{0,5}b[A-Za-z]{0,5}"
        r"(?:[ \t]+-[A-Za-z]{1,6}+){0,4}[ \t]+[^\s;|&\-][^\s;|&]{0,200}+[ \t]+[^\s;|&]{1,128}+"
        r"[ \t]+[\"']?(?P<bare>[^\s\"'$%][^\s\"']{2,199}+)"
        r"|\b(?:echo|printf)(?:[ \t]+-[neE]{1,3})?(?:[ \t]+[\"']%s(?:\\n)?[\"'])?[ \t]+[\"']?"
        r"(?P<attr>[^\s\"'$|`][^\s\"'|`]{2,255}+)[\"']?[ \t]*\|[^\n|;&]{0,200}?-stdin\b",
        "REDACTED",
        _F,
        accept=cli_password,
        # (every flag follows a space or tab: a hyphenated word such as re-play is no flag)
        needles=" -p,\t-p, -a,\t-a,--pass,--pwd,htpasswd,-stdin",
        lines_with=" -p,\t-p, -a,\t-a,--pass,--pwd,htpasswd,-stdin",
    ),
    CLI_TOOL_FLAGS,
    _r(
        "php-define-secret",
        "A PHP constant defined with a secret-named key: define('DB_PASSWORD', '…'), "
        'define("API_KEY", "…"); the name stays visible.',
        "define('DB_PASSWORD', '" + "n0t-4-r3al-pw" + "');",
        r"\bdefine[ \t]*\([ \t]*['\"](?P<key>[A-Za-z0-9_]{0,40}"
        + _KEY_NAME
        + r"[A-Za-z0-9_]{0,20})"
        r"['\"][ \t]*,[ \t]*(?P<q>['\"])(?P<secret>[^'\"\n]{3,300}?)(?P=q)",
        "REDACTED",
        _FI,
        accept=password_value,
        needles="define",
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
        r"(?::=|=>|==|[=:])[ \t]{0,3}(?:&[\w\-]{1,40}[ \t]{1,3})?"
        r"(?:[\"'`](?P<secret>[^\"'`\s]{4,300})"
        r"[\"'`]|(?P<bare>[^\s\"'`,;(){}\[\]<>]{4,300}+)(?![(\[]))"
        r"|>[ \t]*\n?[ \t]*(?P<xml>[^\s<]{8,300}+)[ \t]*\n?[ \t]*</)",
        "REDACTED",
        _FI,
        needles="pass,pw,secret,token,key,auth,credential,access,sonar",
        starts="pass,pw,secret,token,api,access,private,client,auth,credential,session,signing,"
        "encryption,master,sonar,key",
    ),
    _r(
        "keyed-value",
        "A random-looking value (12+ characters, letters and digits, both cases under 20 "
        "characters, 3+ bits of entropy per character) after a secret-like key word or a "
        "vendor's name, in any assignment style "
        '(`STRIPE_LIVE=…`, `client-key-data: …`, `sendgrid: "…"`, YAML `token: &t …`); '
        "placeholders, references and code references pass; the key stays visible.",
        "sendgrid_live: " + "q7Vx2LmZ9pR4tY8wK1sN",
        # (the vendor names as a trie: one branch per letter, not seventy tries per place)
        r"(?P<key>(?:(?<![a-z])"
        + trie_regex(sorted(_VENDOR.split("|")))
        + r"|"
        + _KEY_WORD
        + r")[\w.\-]{0,40}+)"
        r"[\"'`\]]{0,2}[ \t]{0,3}(?::=|=>|[=:])[ \t]{0,3}(?:&[\w\-]{1,40}[ \t]{1,3})?"
        r"(?:!!?\w{1,20}[ \t]{1,3})?[\"'`]?(?P<secret>[A-Za-z0-9+/_.~=\-]{12,1024}+)(?![(\[])",
        "REDACTED",
        _FI,
        accept=keyed_secret,
        needles="=,:",
        # (the separator and the first 12 characters of the value, as in the pattern)
        requires=r"(?:=>|[=:])[ \t]{0,3}(?:&[\w\-]{1,40}[ \t]{1,3})?"
        r"(?:!!?\w{1,20}[ \t]{1,3})?[\"'`]?[A-Za-z0-9+/_.~=\-]{12}",
        starts=_VENDOR.replace("|", ",") + ",key,token,secret,pass,pwd,auth,credential,api",
    ),
    _r(
        "prose-password",
        'A password, passphrase, API key, secret or token named in prose ("the password is '
        '…", "API key for staging: …", "password set to …", "log in with password …"); ordinary '
        'words ("is required", "with password authentication") pass.',
        "The password for the staging box is " + "Tr0ub4dor-3x",
        r"\b(?:pass(?:word|phrase|code)|passwd|api[ _\-]?key|secret(?:[ _\-]key)?|"
        r"access[ _\-]token|auth[ _\-]token|token)(?:[ \t]{1,3}(?:for|of|to|on)[ \t]{1,3}"
        r"(?:the[ \t]{1,3})?[\w.@\-]{1,60}+(?:[ \t]{1,3}(?:box|server|account|user|db))?)?"
        r"[ \t]{1,3}(?:(?:(?:is|was|are|has[ \t]been|will[ \t]be|should[ \t]be)[ \t]{1,3})?"
        r"(?:set|changed|reset)[ \t]to|is|was|:|are|will[ \t]be|should[ \t]be)"
        r"[ \t]{0,3}:?[ \t]{1,3}[\"'`]?(?P<pw>[^\s\"'`,;(){}\[\]<>]{3,199}+)(?![(\[])"
        # ("log in with password …", "using the passphrase …")
        r"|\b(?:with|using|use)[ \t]{1,3}(?:the[ \t]{1,3})?(?:pass(?:word|phrase)|passwd)"
        r"[ \t]{1,3}[\"'`]?(?P<attr>[^\s\"'`,;(){}\[\]<>]{3,199}+)(?![(\[])",
        "REDACTED",
        _FI,
        accept=prose_password,
        needles="pass,key,secret,token",
    ),
    CREDENTIAL_FORM,
    PROSE_PASSWORD_LANGS,
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
        accept=high_entropy,
        needles="=",
        min_run=32,
        in_lines=True,
    ),
    # Tokens with no key word, by the shape vendor tokens share: after every named rule, so a
    # provider's own format (and its replacement) wins wherever one matches.
    _r(
        "prefixed-token",
        "A vendor-style token the provider rules do not list: a short lower-case prefix ending "
        "in `_` or `-` (`abc_`, `sk-proj-`, up to three parts) and a random body (30+ "
        "characters, digits and both cases, 4+ bits of entropy per character, not words run "
        "together); publishable keys (`pk_`, `phc_`), typed digests (`sha512-`), hex digests, "
        "UUIDs and tokens inside URLs, paths or base64 pass; the prefix stays visible.",
        "zq_" + "R7vKp2XmWq9LtB4nYc8Jd3Fh6Gs1Ax5Ue",
        # (not inside a longer run: a path, a URL, an address, base64 or another token)
        # (publishable keys and typed digests are no secret: pk_, phc_, sha512-, md5-, h1-)
        r"(?<![\w.+/=@%\-])(?!(?:pk|phc|sha\d{1,3}|md5|h\d)[_\-])(?:[a-z][a-z0-9]{1,7}[_\-]){1,3}"
        r"(?![a-z][a-z0-9]{1,7}[_\-])(?P<secret>[A-Za-z0-9_\-]{30,1024}+)"
        # (a full stop may end a sentence or open a file's extension, not a host's next label)
        r"(?![\w+/=@%\-]|\.\w{1,20}[.@])",
        "REDACTED",
        accept=random_body,
        min_run=33,
        in_runs=True,
    ),
    _r(
        "bare-token",
        "A random token standing alone, with no prefix or key word (40+ letters and digits, "
        "digits and both cases, 4.5+ bits of entropy per character, not words run together, "
        "not base58 or base64 of text); a line of a base64 block (a PEM certificate, a "
        "signature) passes, as does a run inside a URL, a path, an address or base64.",
        "Bv7" + "KqR2mXw9LtP4nYc8Jd3Fh6Gs1Az5UeWo0NiTb",
        # (after a `/` only as a file's name, `…/TOKEN.json`; a line next to one of 40+ base64
        # characters or after a PEM header is a certificate's or a signature's body, no token)
        r"(?:(?<![\w.+/=@%\\\-])|(?<=/)(?=[A-Za-z0-9]{40,1024}\.[A-Za-z]))"
        r"(?<![A-Za-z0-9+/=]{40}\n)(?<![A-Za-z0-9+/=]{40}\r\n)(?<!-----\n)(?<!-----\r\n)"
        r"[A-Za-z0-9]{40,1024}+(?![\w+/=@%\-]|\.\w{1,20}[.@])"
        r"(?![ \t]*\r?\n[ \t]*(?:[A-Za-z0-9+/]{40}|-----END))",
        "TOKEN_REDACTED",
        accept=bare_token,
        min_run=BARE_RUN,
        finder=bare_token_matches,
    ),
    _r(
        "webhook-url",
        "A webhook URL that carries its key in the path (a capability URL: whoever has it can "
        "post): an http(s) URL whose path names a hook (webhook, hooks, IncomingWebhook) with a "
        "part of 20+ letters and digits that reads as random (Teams, Mattermost, Rocket.Chat "
        "and the like, beside the Slack and Discord formats above); documentation links and "
        "numeric hook ids pass; the host stays visible.",
        "https://chat.example.org/hooks/" + "q7vx2lmz9pr4ty8wk1sn6b",
        r"\bhttps?://[^\s\"'<>`/]{1,253}/(?P<secret>[^\s\"'<>`]{0,1000}[\w/\-])",
        "REDACTED",
        _FI,
        accept=webhook_key,
        needles="hook",
    ),
    _r(
        "emails",
        "Email addresses (the devkit's rule, extended to IDN 'xn--' domains).",
        "jane.doe+tag@example.com",
        r"\b[A-Za-z0-9._%+\-]{1,64}+@(?:[A-Za-z0-9\-]{1,63}+\.){1,8}(?:xn--[A-Za-z0-9\-]{1,59}|"
        r"[A-Za-z]{2,63})(?![A-Za-z0-9\-])",
        EMAIL_MARK,
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
        accept=phone_number,
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

"""Redaction rules for credential forms read by their shape: password hashes, Twilio auth tokens
beside their account id, tools' password flags, pasted forms and passwords in prose in six
languages."""

from __future__ import annotations

import re

from .redaction_spec import RedactionRule, make_rule
from .redaction_values import cli_password, password_value, prose_password, real_token

_F = re.ASCII
_FI = re.ASCII | re.IGNORECASE
_UI = re.IGNORECASE  # (Unicode words: für, contraseña, é)


def crypt_hash(value: str) -> bool:
    """A hash's salt and digest (after the scheme and its cost): not filler (`xxxx…`)."""
    return real_token(value.replace("$", ""))


def hex_token(value: str) -> bool:
    """32 hex characters that hold both digits and letters (a token, not a number)."""
    return not value.isdigit() and not value.isalpha() and real_token(value)


_WINDOWS_VAR = re.compile(r"%[A-Za-z_]\w*%")


def flag_password(value: str) -> bool:
    """A password after a flag: plausible, no address or port, no Windows `%VAR%`."""
    return cli_password(value) and _WINDOWS_VAR.search(value) is None


# A password in the crypt alphabet, and the rest of a crypt-style hash (RFC 9106 for argon2,
# passlib's and Django's formats for pbkdf2 and scrypt): the scheme and its cost stay visible.
_C = r"[./A-Za-z0-9]"
_B = r"[./A-Za-z0-9+]"
CRYPT_HASH = make_rule(
    "crypt-hash",
    "Password hashes in crypt form: bcrypt ($2b$12$…), MD5, SHA-256 and SHA-512 crypt ($1$, "
    "$apr1$, $5$, $6$, with rounds), yescrypt ($y$), scrypt ($7$, $scrypt$), argon2 "
    "($argon2id$v=19$m=…), Cisco $8$/$9$ and PBKDF2 (passlib's $pbkdf2-sha256$, Django's "
    "pbkdf2_sha256$…); the scheme and cost stay visible, the salt and digest go.",
    "$2b$12$" + "Lq9vQ2mLp7RtWz4nBc8HJeQ4Lm8Vx2Rt6Yp9ZwK3s7T3BlbkFJ0aB",
    rf"(?<!\w)\$(?:2[abxy]\$\d\d\$(?P<secret>{_C}{{53}})"
    rf"|(?:1|5|6|apr1|md5|sha1|[89])\$(?:rounds=\d{{1,9}}\$)?(?P<bare>{_C}{{1,16}}\${_C}{{22,86}})"
    rf"|(?:y|7|gy)\${_C}{{1,100}}\$(?P<pw>{_C}{{1,64}}\${_C}{{43}})"
    rf"|(?:argon2(?:id|i|d)\$v=\d{{1,3}}\$m=\d{{1,9}},t=\d{{1,4}},p=\d{{1,3}}"
    rf"|scrypt\$ln=\d{{1,2}},r=\d{{1,3}},p=\d{{1,3}}|pbkdf2(?:-sha\d{{1,3}})?\$\d{{1,9}})"
    rf"\$(?P<attr>{_B}{{8,128}}\${_B}{{16,128}}))(?!{_B}|\$)"
    rf"|(?<!\w)pbkdf2_sha\d{{1,3}}\$\d{{1,9}}\$(?P<xml>[A-Za-z0-9]{{1,64}}\$[A-Za-z0-9+/]{{32,128}}={{0,2}})",
    "REDACTED",
    accept=crypt_hash,
    needles="$",
    starts="$,pbkdf2_sha",
)

# A 32-hex auth token within 300 characters of a Twilio account id (AC + 32 hex), either side:
# the pair is how Twilio's clients are built (`Client("AC…", "…")`, SID then token in a .env).
_SID = r"\bAC[0-9a-f]{32}\b"
_HEX32 = r"(?<![0-9A-Za-z])[0-9a-f]{32}(?![0-9A-Za-z])"
TWILIO_AUTH_TOKEN = make_rule(
    "twilio-auth-token",
    "Twilio auth tokens: 32 hex characters within 300 characters of a Twilio account id "
    "(AC + 32 hex), before or after it; 32 hex characters with no account id near pass.",
    'Client("AC'
    + "0a1b2c3d4e5f60718293a4b5c6d7e8f9"
    + '", "'
    + "9f8e7d6c5b4a39281706f5e4d3c2b1a0"
    + '")',
    rf"{_SID}[\s\S]{{0,300}}?(?P<secret>{_HEX32})|(?P<bare>{_HEX32})(?=[\s\S]{{0,300}}?{_SID})",
    "REDACTED",
    accept=hex_token,
    requires=_SID,
)

# Tools' password flags that `cli-tool-password` does not read: each family is one tool's form.
_VAL = r"[\"']?(?P<pw>[^\s\"'$%\-][^\s\"']{2,199}+)"
_ARGS = r"(?:[ \t]+[^\s;|&]{1,200}+){0,12}?"
CLI_TOOL_FLAGS = make_rule(
    "cli-tool-flags",
    "Passwords given to tools with their own flags: LDAP clients' -w (not -W, which asks), "
    "Samba's -U user%password, ssh-keygen's -N / -P, Java keytool and jarsigner's -storepass / "
    "-keypass (and src / dest forms; not :env or :file), OpenSSL's pass:…, htpasswd -nb USER "
    "PASSWORD, and a password flag before the user flag (`mongo -p … -u admin`, `sqlcmd -P … "
    "-U sa`); variable references pass.",
    "ldapsearch -x -D cn=admin,dc=example,dc=org -w " + "Zq8vLm2pXr" + " -b dc=example,dc=org",
    "",
    "REDACTED",
    accept=flag_password,
    lines_with="ldap,%,ssh-keygen,pass,htpasswd, -p,\t-p",
    families=(
        ("ldap", rf"\bldap[a-z]{{0,12}}+{_ARGS}[ \t]+-w[ \t]*{_VAL}"),
        (
            "%",
            r"(?<![\w\-])(?:-U|--user(?:name)?)(?:[ \t]+|=)[\"']?[^\s\"'%$]{1,128}+%"
            r"(?P<secret>[^\s\"'%$][^\s\"']{2,199}+)",
        ),
        # (ssh-keygen -p takes the old passphrase and the new one: the first, and a second)
        (
            "ssh-keygen",
            r"\bssh-keygen\b[^\n;|&]{0,200}?[ \t]-[NP][ \t]*[\"']?(?:[^\s\"'$%\-][^\s\"']{2,199}+)"
            r"[\"']?[^\n;|&]{0,200}?[ \t]-[NP][ \t]*[\"']?(?P<bare>[^\s\"'$%\-][^\s\"']{2,199}+)",
        ),
        (
            "ssh-keygen",
            r"\bssh-keygen\b[^\n;|&]{0,200}?[ \t]-[NP][ \t]*[\"']?"
            r"(?P<attr>[^\s\"'$%\-][^\s\"']{2,199}+)",
        ),
        (
            "pass",
            r"(?<![\w\-])-(?:passin|passout|pass|password|passwd|kpass)[ \t]+"
            r"[\"']?pass:(?P<xml>[^\s\"']{3,199}+)"
            r"|(?<![\w\-])-(?:src|dest)?(?:store|key)pass[ \t]+[\"']?"
            r"(?P<secret>[^\s\"'$%\-][^\s\"']{2,199}+)",
        ),
        (
            "htpasswd",
            r"\bhtpasswd(?=(?:[ \t]+-[A-Za-z]{1,6}){0,3}[ \t]+-[A-Za-z]{0,5}n)"
            r"(?=(?:[ \t]+-[A-Za-z]{1,6}){0,3}[ \t]+-[A-Za-z]{0,5}b)"
            r"(?:[ \t]+-[A-Za-z]{1,6}+){1,4}[ \t]+[^\s;|&\-][^\s;|&]{0,127}+[ \t]+[\"']?"
            r"(?P<pw>[^\s\"'$%][^\s\"']{2,199}+)",
        ),
        (
            " -p,\t-p",
            r"(?<![\w.\-/])(?!(?:mysql|mysqldump|mysqladmin|mysqlsh|mariadb|mariadb-dump|grep|"
            r"egrep|rg|pytest|python3?|pip3?|mkdir|cargo|git|ssh|scp|sftp|nc|ncat|ps|top|pgrep|"
            r"pkill|docker|podman|kubectl|cp|rsync|tar|sed|perl)\b)"
            r"[A-Za-z][\w.\-]{0,40}+(?:[ \t]+[^\s;|&]{1,200}+){0,8}?[ \t]+(?:-p|-P)(?:[ \t]+|=)"
            r"[\"']?(?P<pw>[^\s\"'$%\-][^\s\"']{2,199}+)[\"']?(?:[ \t]+[^\s;|&]{1,200}+){0,6}?"
            r"[ \t]+(?:-u|-U|--user(?:name)?|-l|--login)(?:[ \t]+|=)[^\s;|&\-]",
        ),
    ),
)

# Pasted credential forms that no assignment rule reads: each family is one form.
_FIRST = r"[^\s\"'(<\[{]"  # (a value, not a note in brackets: "(ask Bob)", "<hidden>")
CREDENTIAL_FORM = make_rule(
    "credential-form",
    "Pasted credential forms: `user NAME pass SECRET` on one line, a `Password - SECRET` line, "
    "Redis `requirepass` / `masterauth` and keepalived `auth_pass`, network configs' `password "
    "0|7 …`, `secret 0|7 …` and `snmp-server community …`, XML password elements with "
    "attributes or a `<Value>` (Windows unattend files), wpa_supplicant `psk=`, and password "
    "labels in other languages (Contraseña:, Senha:, Wachtwoord:, Kennwort:, Clave:, …); "
    "ordinary words, references and notes in brackets pass.",
    "user deploy pass " + "Zq8vLm2pXr!",
    "",
    "REDACTED",
    _FI | re.MULTILINE,
    accept=prose_password,
    families=(
        (
            "user,login",
            r"\b(?:user(?:name)?|login)[ \t]+[^\s:=]{1,64}+[ \t]+(?:pass(?:word)?|pwd|pw)[ \t]+"
            rf"[\"']?(?P<pw>{_FIRST}[^\s\"']{{2,198}}+)",
        ),
        (
            "pass,pw,kennwort,contrase,senha,wachtwoord",
            r"^[ \t]{0,8}(?:pass(?:word|wd|phrase)?|pwd|pw|passwort|kennwort|mot de passe|"
            r"contraseña|contrasena|senha|wachtwoord)[ \t]{0,3}[\-–—][ \t]{0,3}"
            r"(?P<pw>\S{3,199}+)[ \t]*$",
        ),
        (
            "requirepass,masterauth,auth_pass",
            rf"^[ \t]{{0,8}}(?:requirepass|masterauth|auth_pass)[ \t]+[\"']?(?P<pw>{_FIRST}"
            r"[^\s\"']{2,198}+)",
            password_value,
        ),
        (
            "password,secret,key-string,community",
            r"\b(?:password|secret|key-string)[ \t]+[07][ \t]+(?P<pw>\S{3,199}+)"
            r"|\bsnmp-server[ \t]+community[ \t]+(?P<secret>\S{3,199}+)",
        ),
        (
            "<",
            r"<(?P<key>[\w:.\-]{0,40}(?:pass(?:word|wd)?|secret|pwd)[\w:.\-]{0,40}+)"
            r"(?:[ \t]+[^<>\n]{0,200})?>[ \t]*(?:<value>[ \t]*)?(?P<xml>[^\s<>]{3,300}+)[ \t]*"
            r"(?:</value>[ \t]*)?</",
            password_value,
        ),
        (
            "psk",
            r"\b(?:wpa_)?psk[ \t]{0,3}=[ \t]{0,3}"
            r"(?:\"(?P<attr>[^\"\n]{8,63})\"|(?P<bare>[0-9a-f]{64})\b)",
            password_value,
        ),
        (
            "contrase,senha,wachtwoord,kennwort,has,heslo,salasana,sord,adgangskode,passord,ifre",
            r"(?<![\w\-])(?:contraseña|contrasena|senha|wachtwoord|kennwort|hasło|heslo|salasana|"
            r"lösenord|adgangskode|passord|şifre)[ \t]{0,3}[:=][ \t]{0,3}[\"']?"
            rf"(?P<pw>{_FIRST}[^\s\"']{{2,198}}+)",
            password_value,
        ),
        (
            "clave",
            rf"(?<![\w\-])clave[ \t]{{0,3}}:[ \t]{{0,3}}[\"']?(?P<pw>{_FIRST}[^\s\"']{{2,198}}+)",
        ),
    ),
)

# Passwords named in prose in German, French, Spanish, Portuguese, Dutch and Italian (English is
# `prose-password`): the noun, an optional phrase of a preposition and up to four words ("für
# den Server", "de la base de datos"), the verb, an optional adverb ("jetzt", "désormais"),
# then the value, which must not read as a word (`prose_password`).
_T = r"[ \t]{1,3}"
_PHRASE = rf"(?:{_T}[\w.@'’\-]{{1,40}}+){{1,4}}?"


def _lang(nouns: str, preps: str, verbs: str, adverbs: str) -> str:
    return rf"(?:{nouns})(?:{_T}(?:{preps}){_PHRASE})?{_T}(?:{verbs})(?:{_T}(?:{adverbs}))?"


_PROSE_LANGS = "|".join(
    (
        _lang(
            r"\w{0,24}(?:passwort|kennwort)",
            "für|fürs|vom|von|zum|zur|des|bei|beim|auf",
            rf"ist|lautet|war|heißt|heisst|bleibt|wurde{_T}(?:auf|zu)",
            rf"jetzt|nun|immer{_T}noch|weiterhin|einfach|übrigens|aktuell|derzeit|momentan|neu",
        ),
        _lang(
            rf"\b(?:mot{_T}de{_T}passe|mdp)",
            r"du|de|des|pour|sur|d['’]\w{1,20}",
            r"est|était|reste|sera|c['’]est",
            "maintenant|désormais|toujours|actuellement|simplement|encore",
        ),
        _lang(
            r"\b(?:contraseña|contrasena|clave)",
            "de|del|para|en",
            rf"es|era|será|sigue{_T}siendo",
            "ahora|actualmente|todavía|simplemente",
        ),
        _lang(
            r"\bsenha",
            "do|da|de|dos|das|para|no|na",
            rf"é|era|será|continua{_T}sendo|fica",
            "agora|atualmente|ainda",
        ),
        _lang(
            r"\w{0,24}wachtwoord",
            "van|voor|bij|op",
            "is|was|blijft|wordt|luidt",
            rf"nu|nog{_T}steeds|gewoon|voortaan",
        ),
        _lang(
            rf"\b(?:password|parola{_T}d['’]ordine)",
            r"del|della|dello|di|per|su|dell['’]\w{1,20}",
            "è|era|sarà|resta|rimane",
            "ora|adesso|attualmente|ancora",
        ),
    )
)
PROSE_PASSWORD_LANGS = make_rule(
    "prose-password-langs",
    "A password named in prose in German, French, Spanish, Portuguese, Dutch or Italian "
    '("Mein Passwort ist …", "Das Passwort für den Server lautet …", "mon mot de passe est '
    '…", "la contraseña de la base de datos es …", "a senha é …", "het wachtwoord is …", '
    '"la password è …"); words ("ist falsch", "est expiré", "es obligatoria") pass.',
    "Mein Passwort ist " + "Tr0ub4dor-3x",
    rf"(?:{_PROSE_LANGS})[ \t]{{0,3}}:?[ \t]{{1,3}}[\"'`«»„“‚‘]?[ \t]?"
    r"(?P<pw>[^\s\"'`,;(){}\[\]<>«»„“”‘’]{3,199}+)(?![(\[])",
    "REDACTED",
    _UI,
    accept=prose_password,
    needles="passwort,kennwort,passe,mdp,contrase,clave,senha,wachtwoord,password,parola",
)

FORM_RULES: tuple[RedactionRule, ...] = (
    CRYPT_HASH,
    TWILIO_AUTH_TOKEN,
    CLI_TOOL_FLAGS,
    CREDENTIAL_FORM,
    PROSE_PASSWORD_LANGS,
)

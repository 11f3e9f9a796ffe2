"""Secrets redaction, measured the way it will be judged: pooled, leave-one-source-out, and on
benign text that only looks like a secret.

Run with `python -m bench.secrets` (or as part of `python -m bench.guardrails`). `report()` returns
the lines to print.

Leave-one-source-out: the rules are a hand-written table, re-fitted without a source the way a
table can be: every rule unit (a provider family of `provider-token`, or any other rule) that
removes secrets of the held-out source and of no other source is taken out, as if it had never
been written, and the source's secrets are redacted again by what is left (overlaps between the
remaining rules resolve as they would in the page). "Removes" is read two ways and either takes
a unit out: the spans it wins in the full table, and what it removes run on its own (so a
general rule placed after the vendor rules, which wins no span while they are there, is taken
out too when only the held-out source's secrets would teach it). A unit written for one source's
formats earns that source nothing; a universal format that only one source happens to contain
(PEM private keys, credentials in URLs) is taken out too, so the figure errs low. Sources are
repositories (`github:OWNER/REPO`), so a project's many test files are one source.
"""

from __future__ import annotations

import dataclasses
import gzip
import json
import os
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from safe_agent.guards.redaction import RULES, redact
from safe_agent.guards.redaction_rules import RedactionRule

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus"

# Benign text that looks like a secret and must pass unchanged: references to where a secret
# lives, selectors, placeholders, hashes and ids. Written here from common real forms.
BENIGN_LOOKALIKES: tuple[str, ...] = (
    'password: "$DB_PASSWORD"',
    "password = ${DB_PASSWORD}",
    "export API_TOKEN=$(vault kv get -field=token secret/ci)",
    "token: ${{ secrets.NPM_TOKEN }}",
    'api_key = os.environ["OPENAI_API_KEY"]',
    "const secret = process.env.SESSION_SECRET;",
    "DB_PASSWORD=%DB_PASSWORD%",
    "PASSWORD_SELECTOR = '#password-input'",
    "password_field = 'input[type=password]'",
    "secret_key = 'your-secret-key-here'",
    "API_KEY=<your api key>",
    "token = 'xxxxxxxxxxxxxxxxxxxxxxxx'",
    "password: changeme",
    "commit 3f2a9c1e5b7d4f6a8c0e2b4d6f8a0c2e4b6d8f0a",
    "id: 123e4567-e89b-12d3-a456-426614174000",
    "sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    '"integrity": "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q'
    '+SNvi/6V5JEsOlD2R1A=="',
    "golang.org/x/text v0.14.0 h1:ScX5w1eTa3QqT8oi6+ziP7dTV1S2+ALU0bI+0zXKWiQ=",
    "image: ghcr.io/acme/api@sha256:"
    "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "cache_key = f'{model}:{prompt_hash}'",
    "sort_key = lambda row: row.created_at",
    "monkey = 'banana-split'",
    "--password-stdin",
    "mysql -u root -p mydb",
    "ssh-keygen -t ed25519 -C 'deploy key'",
    "public_key = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk'",
    "pk_live_51HxZ2JKs9d8f7g6h5j4k3l2",
    "the token budget is 40000 tokens",
    "Authorization: Bearer <token>",
    # credential forms without a credential: prose, header and field names, ports, references
    "The router ships with a default password printed on the label.",
    "define('API_KEY_HEADER', 'X-Api-Key');",
    "http://localhost:5173/@vite/client",
    "ssh://git@host:22/org/repo.git",
    "docker run -u 1000 -p 127.0.0.1:8080:80 app",
    "ssh -l deploy -p 2222 bastion",
    "the password is required",
    "echo $REGISTRY_PASSWORD | docker login --password-stdin ghcr.io",
    "redis-cli -a $REDIS_PASSWORD ping",
    "https://example.com/search?q=redaction&page=2&key=value",
    "Set-Cookie: theme=dark; Path=/",
    "api_key = settings.OPENAI_API_KEY_VALUE",
    "stripe_version: 2024-06-20.acacia",
    "password: &pw ${DB_PASSWORD}",
    "TOKEN_URL=https://auth.example.com/oauth/token",
)

# Pasted credential forms, one template per class, filled with values drawn from a seeded
# generator (so no value is written here): {p} a password, {k} a random-looking key.
CREDENTIAL_FORMS: tuple[str, ...] = (
    "machine git.example.org\n  login ci\n  password {p}\n",
    "db.internal:5432:orders:svc:{p}",
    "redis-cli -h cache -a {p} ping",
    "sqlcmd -S db -U sa -P {p} -i init.sql",
    "htpasswd -b -c /etc/nginx/.htpasswd admin {p}",
    "mongosh -u root -p {p} admin",
    "az login -u ops -p {p}",
    "echo {p} | docker login -u ci --password-stdin registry.local",
    "https://acct.blob.core.windows.net/c/b.txt?sp=r&sig={k}%3D",
    "https://fn.example.net/api/run?code={k}",
    "    client-key-data: {k}{k}",
    "Cookie: theme=dark; sessionid={k}",
    "db:\n  password: &dbpw {p}\n",
    "The password for the staging box is {p}, rotate it.",
    "my API key is {k}",
    "STRIPE_LIVE={k}",
    '"sendgrid": "{k}"',
)


def credential_form_rows(seed: int = 25) -> list[tuple[str, tuple[str, ...]]]:
    """Each credential form filled with fresh values: (text, the values that must not survive)."""
    import random

    rng = random.Random(seed)
    alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    rows = []
    for form in CREDENTIAL_FORMS:
        p = "".join(rng.choice(alphabet) for _ in range(10)) + rng.choice("!-_#") + "7"
        k = "".join(rng.choice(alphabet) for _ in range(28))
        rows.append((form.format(p=p, k=k), (p, k)))
    return rows


def form_removed(text: str, values: tuple[str, ...], redacted: str) -> bool:
    """No 6-character piece of any value that the form holds survives."""
    held = [v for v in values if v in text]
    return all(v[i : i + 6] not in redacted for v in held for i in range(len(v) - 5))


def corpus_dir() -> Path:
    return Path(os.environ.get("SAFE_AGENT_CORPUS", str(DEFAULT_CORPUS)))


def load_rows() -> list[dict[str, Any]]:
    path = corpus_dir() / "secrets.jsonl.gz"
    if not path.exists():
        return []
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def source_of(row: dict[str, Any]) -> str:
    """The repository a row comes from (`github:Yelp/detect-secrets`), or its generator
    (`generated-from-gitleaks`): one source per project, however many files it has."""
    source = str(row.get("source", "?"))
    if source.startswith("github:"):
        return source.split("@", 1)[0]
    return source.split(":", 1)[0]


def units(text: str) -> set[str]:
    """The rule units that redact something in `text`: a provider family, or a rule."""
    found: set[str] = set()
    for hit in redact(text).hits:
        rule = next(r for r in RULES if r.id == hit.rule)
        span = text[hit.start : hit.end]
        family = next(
            (i for i, (_, regex, _) in enumerate(rule.families) if regex.search(span)), None
        )
        found.add(f"{rule.id}#{family}" if family is not None else rule.id)
    return found


def unit_tables() -> dict[str, tuple[RedactionRule, ...]]:
    """Each rule unit as a table of its own: a rule, or `rule#family` with that family alone."""
    tables: dict[str, tuple[RedactionRule, ...]] = {}
    for rule in RULES:
        if not rule.families:
            tables[rule.id] = (rule,)
        for i, family in enumerate(rule.families):
            tables[f"{rule.id}#{i}"] = (dataclasses.replace(rule, families=(family,)),)
    return tables


def rules_without(drop: set[str]) -> tuple[RedactionRule, ...]:
    """The rule table less the units in `drop` (rule ids, or `rule#family` for one family)."""
    kept: list[RedactionRule] = []
    for rule in RULES:
        if rule.id in drop:
            continue
        if rule.families:
            families = tuple(f for i, f in enumerate(rule.families) if f"{rule.id}#{i}" not in drop)
            if not families:
                continue
            if len(families) != len(rule.families):
                rule = dataclasses.replace(rule, families=families)
        kept.append(rule)
    return tuple(kept)


def _rate(n: int, d: int) -> str:
    return f"{100 * n / d:5.1f}% ({n}/{d})" if d else "   – (0/0)"


def report() -> list[str]:
    rows = load_rows()
    if not rows:
        return ["Secrets: no corpus at " + str(corpus_dir())]
    secrets = [r for r in rows if r.get("label") == "secret"]
    high = [r for r in secrets if r.get("label_confidence") == "high"]
    caught = {id(r): units(r["text"]) for r in high}
    by_unit: dict[str, set[str]] = defaultdict(set)  # the sources whose spans a unit wins
    alone: dict[str, set[str]] = defaultdict(set)
    for r in high:
        for u in caught[id(r)]:
            by_unit[u].add(source_of(r))
    # ... and the sources whose secrets each unit removes on its own
    for unit, table in unit_tables().items():
        for r in high:
            if redact(r["text"], rules=table).hits:
                alone[unit].add(source_of(r))
    pooled = sum(1 for r in high if caught[id(r)])
    held = 0
    per_source: Counter[str] = Counter()
    per_source_hit: Counter[str] = Counter()
    misses: Counter[str] = Counter()
    refitted = {
        src: rules_without(
            {u for u in set(by_unit) | set(alone) if {src} in (by_unit.get(u), alone.get(u))}
        )
        for src in {source_of(r) for r in high}
    }
    for r in high:
        src = source_of(r)
        per_source[src] += 1
        if redact(r["text"], rules=refitted[src]).hits:
            held += 1
            per_source_hit[src] += 1
        else:
            misses[str(r.get("kind", "?"))] += 1
    benign_changed = [t for t in BENIGN_LOOKALIKES if redact(t).text != t]
    lines = [
        "Secrets: pooled vs leave-one-source-out (high-confidence secrets, sources = repositories)",
        f"  removed, pooled                        {_rate(pooled, len(high))}",
        f"  removed, leave-one-source-out (re-fitted: units only the source teaches out) "
        f"{_rate(held, len(high))}",
    ]
    for src in sorted(per_source, key=lambda s: -per_source[s]):
        if per_source[src] < 3:
            continue
        lines.append(f"    held out {src[:48]:48} {_rate(per_source_hit[src], per_source[src])}")
    if misses:
        lines.append(
            "  left-out misses by kind: "
            + ", ".join(f"{k} × {n}" for k, n in misses.most_common(12))
        )
    lines.append(
        f"  benign look-alikes changed (refs, selectors, placeholders, hashes, ids) "
        f"{_rate(len(benign_changed), len(BENIGN_LOOKALIKES))}"
    )
    lines += [f"    changed: {t!r}" for t in benign_changed]
    forms = credential_form_rows()
    missed = [t for t, values in forms if not form_removed(t, values, redact(t).text)]
    lines.append(
        f"  pasted credential forms removed (one per class, synthetic values) "
        f"{_rate(len(forms) - len(missed), len(forms))}"
    )
    lines += [f"    missed: {t[:70]!r}" for t in missed]
    return lines


def main() -> None:
    print("\n".join(report()))


if __name__ == "__main__":
    main()

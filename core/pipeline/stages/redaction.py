"""Redaction stage: replace secrets and personal data in every text before anything reads it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...guards import redaction as engine
from ...model.reader import acts_on
from ...types import Excerpt, FieldText, RedactionHit, StageName, UnsafeNotice, Why, plain
from ..leaks import Leak, secret_leaks
from .base import (
    RANK_BLOCKED,
    RANK_INFO,
    RANK_UNSAFE_HARM,
    AgentContext,
    Outcome,
    Redacted,
    RunContext,
    Section,
    Verdict,
    clip,
    excerpt,
    field_label,
    one_line,
    plural,
    section,
    switched_off,
)
from .detector_words import field_name

NAME: StageName = "redaction"
LABEL = "Redaction"
DESCRIPTION = (
    "Replaces API keys, passwords, tokens and email addresses with placeholders before the model, "
    "the cache or the audit log sees the text."
)
SWITCH = "redaction"

# A known secret sent as written with redaction on: a miss. It ranks below a planted instruction
# the model followed (the injection guard's miss) and above a rejected answer or a warning.
RANK_MISSED = RANK_BLOCKED - 6
# What stands for a known secret wherever the page shows the text around it: never its characters.
HIDDEN = "[the secret, hidden here]"

# Texts that are not shown to the model as context but still leave the pipeline (the request id,
# the audit log, the cache key): they are redacted too, and listed as fields only when they hold
# something to redact.
_EXTRA = ("promptVersion", "provider", "model")
# A hit as the audit records it: where and by which rule, not what replaced it.
_NO_REPLACEMENT = frozenset({"replacement"})


def run(ctx: RunContext) -> Outcome:
    on = ctx.state.guardrails.redaction
    extra = [
        ("promptVersion", ctx.state.promptVersion),
        ("provider", ctx.state.guardrails.policy.model.provider),
        ("model", ctx.state.guardrails.policy.model.model),
    ]
    fields: list[FieldText] = []
    hits: list[RedactionHit] = []
    for name, text in [*ctx.originals, *extra]:
        skip_path = name.endswith(".path") and not ctx.profile.redact_paths
        result = engine.redact(text, field=name) if text and not skip_path else None
        found = list(result.hits) if result is not None else []
        redacted = result.text if (on and result is not None) else text
        hits += found
        if name in _EXTRA and not found:
            continue
        fields.append(
            FieldText(field=name, label=field_label(name), original=text, redacted=redacted)
        )
    by_name = {f.field: f.redacted for f in fields}
    ctx.redacted = Redacted(
        fields=tuple(fields),
        hits=tuple(hits) if on else (),
        would_redact=() if on else tuple(hits),
        prompt_version=by_name.get("promptVersion", ctx.state.promptVersion),
        model_name=by_name.get("model", ctx.state.guardrails.policy.model.model),
        provider_name=by_name.get("provider", ctx.state.guardrails.policy.model.provider),
    )
    if not on:
        n = len(hits)
        return Outcome(
            "exposed" if n else "off",  # the unsafe tone only when it would have acted
            "off",
            "Redaction is switched off: text reaches the model as entered."
            + (f" It would have replaced {plural(n, 'span')}." if n else ""),
            f"off; would have redacted {n} span(s) ({', '.join(_rules(hits))})"
            if n
            else "off; nothing to redact",
        )
    if not hits:
        return Outcome("pass", "pass", "Found nothing to replace.", "nothing to redact")
    ctx.shared_events.append(
        (
            "redaction_applied",
            NAME,
            {"detail": {"hits": [plain(h, exclude=_NO_REPLACEMENT) for h in hits]}},
        )
    )
    return Outcome(
        "pass",
        f"{len(hits)} redacted",
        f"Replaced {plural(len(hits), 'secret or address', 'secrets or addresses')} with "
        "placeholders before anything else read the text.",
        f"{len(hits)} span(s) redacted ({', '.join(_rules(hits))})",
    )


def _rules(hits: Sequence[RedactionHit]) -> list[str]:
    return sorted({h.rule for h in hits})


# What each rule finds, in a reader's words (singular, plural): the why-card never shows a rule id
# such as `api-keys/basic`; the id stays in the Details tab and the audit log.
RULE_WORDS: dict[str, tuple[str, str]] = {
    "private-key": ("private key", "private keys"),
    "anthropic-key": ("Anthropic key", "Anthropic keys"),
    "openai-project-key": ("OpenAI project key", "OpenAI project keys"),
    "api-keys/basic": ("API key", "API keys"),
    "aws-access-key": ("AWS access key", "AWS access keys"),
    "github-token": ("GitHub token", "GitHub tokens"),
    "gitlab-token": ("GitLab token", "GitLab tokens"),
    "slack-token": ("Slack token", "Slack tokens"),
    "stripe-key": ("Stripe key", "Stripe keys"),
    "google-api-key": ("Google API key", "Google API keys"),
    "jwt": ("login token (JWT)", "login tokens (JWT)"),
    "provider-token": ("service token", "service tokens"),
    "structured-token": ("token", "tokens"),
    "url-credentials": ("password in a URL", "passwords in URLs"),
    "auth-header": ("authorization header", "authorization headers"),
    "cli-credentials": ("credential on a command line", "credentials on command lines"),
    "cli-password-flags": ("password flag", "password flags"),
    "netrc-password": (".netrc password", ".netrc passwords"),
    "php-define-secret": ("secret constant", "secret constants"),
    "pgpass-line": (".pgpass password", ".pgpass passwords"),
    "cli-tool-password": ("password on a command line", "passwords on command lines"),
    "cookie-header": ("session cookie", "session cookies"),
    "url-query-secret": ("secret in a URL", "secrets in URLs"),
    "keyed-value": ("key or token", "keys or tokens"),
    "prose-password": ("password in prose", "passwords in prose"),
    "password-assignment": ("password", "passwords"),
    "high-entropy-assignment": ("secret-looking value", "secret-looking values"),
    "prefixed-token": ("service token", "service tokens"),
    "bare-token": ("secret-looking token", "secret-looking tokens"),
    "webhook-url": ("webhook URL", "webhook URLs"),
    "emails": ("email address", "email addresses"),
    "phone-numbers": ("phone number", "phone numbers"),
    "home-path": ("home folder path", "home folder paths"),
}


def rule_words(rule: str, n: int) -> str:
    """`2 API keys`: a count and what the rule finds, in plain words."""
    one, many = RULE_WORDS.get(rule, (rule.replace("-", " ").replace("/", " "),) * 2)
    return f"{n} {one if n == 1 else many}"


def _kinds(hits: Sequence[RedactionHit]) -> str:
    counts = Counter(h.rule for h in hits)
    return ", ".join(rule_words(rule, n) for rule, n in sorted(counts.items()))


def redacted_marks(original: str, redacted: str, hits: list[RedactionHit]) -> list[tuple[int, int]]:
    """Where each placeholder sits in `redacted`, or [] if the hits do not rebuild it exactly."""
    marks: list[tuple[int, int]] = []
    out: list[str] = []
    pos = 0
    size = 0  # the length of "".join(out), kept as it grows (one pass, however many hits)
    for h in sorted(hits, key=lambda h: (h.start, h.end)):
        if h.start < pos:
            return []
        out.append(original[pos : h.start])
        start = size + h.start - pos
        out.append(h.replacement)
        size = start + len(h.replacement)
        marks.append((start, size))
        pos = h.end
    out.append(original[pos:])
    return marks if "".join(out) == redacted else []


# ---- a known secret that reached the model anyway (pipeline/leaks.py decides, by effect) ----


def _rule_one() -> dict[str, str]:
    return {rule: one for rule, (one, _many) in RULE_WORDS.items()}


def leaks(ctx: RunContext, agents: list[AgentContext]) -> list[Leak]:
    """The secrets the scenario knows that a sent prompt held as written, redaction being on."""
    if not ctx.state.guardrails.redaction or NAME not in ctx.shared:
        return []
    return secret_leaks(ctx, agents, _rule_one())


def hide(text: str, found: list[Leak]) -> str:
    """`text` with every leaked value in it replaced by HIDDEN (what a reader may be shown)."""
    for leak in found:
        text = text.replace(leak.secret.value, HIDDEN)
    return text


def place(ctx: RunContext, field: str, found: list[Leak]) -> str:
    """Where in the prompt a field sits, in plain words: a file by its path as the model saw it
    (leaked values hidden); a path field by its file's number, since the path may be the leak."""
    if field.startswith("files[") and field.endswith("].content"):
        path = ctx.redacted.text(field.removesuffix(".content") + ".path")
        return f"the content of {clip(one_line(hide(path, found)), 80)}"
    return f"the {field_label(field)}"


def _who(names: tuple[str, ...] | list[str], total: int) -> str:
    if len(names) == total and total > 1:
        return "every agent's prompt"
    return "the prompt of " + " and ".join(names)


def _leak_line(ctx: RunContext, leak: Leak, found: list[Leak], total: int) -> str:
    s = leak.secret
    where = " and ".join(place(ctx, f, found) for f in leak.fields)
    return (
        f"The {s.kind} {s.source} ({len(s.value)} characters, not shown here) went to the model "
        f"as written, in {where}: {_who(leak.agents, total)} held it."
    )


def _missed_excerpt(ctx: RunContext, found: list[Leak]) -> Excerpt:
    """The first field that held a leaked secret, as the model saw it, each leak hidden and
    marked."""
    field = found[0].fields[0]
    text = hide(ctx.redacted.text(field), found)
    marks, at = [], text.find(HIDDEN)
    while at >= 0:
        marks.append((at, at + len(HIDDEN)))
        at = text.find(HIDDEN, at + len(HIDDEN))
    label = place(ctx, field, found).removeprefix("the ")
    return excerpt(label, text, marks)


READER_LINE = (
    "The simulated model does nothing with a secret it is shown: it acts only on requests aimed "
    f"at it (to {acts_on()}). A real model may be swayed by less and repeat the value in its "
    "answer; either way the prompt, secret included, now sits with the model's provider."
)


def _missed(ctx: RunContext, agents: list[AgentContext], found: list[Leak]) -> Verdict:
    total = len(agents)
    n = len(found)
    first = found[0]
    replaced = ctx.redacted.hits
    lines = [
        *(_leak_line(ctx, leak, found, total) for leak in found),
        "Redaction was on, and no rule replaced it there: each rule looks for the shape of a "
        "known secret (a prefix at the start of a word, a value assigned to a name like 'key' "
        "or 'password'), so a value written without that shape goes through. The page knows it "
        "is a secret from the scenario, not from redaction.",
        *(
            [f"Elsewhere, redaction replaced {_kinds(replaced)} with placeholders."]
            if replaced
            else []
        ),
        READER_LINE,
        "Keep secrets out of the code in the first place: a value that is never in the text "
        "cannot leak, whatever redaction recognises.",
    ]
    why = Why(
        kind=NAME,
        title=f"{plural(n, 'secret', 'secrets')} the scenario knows reached the model",
        lines=lines,
        excerpt=_missed_excerpt(ctx, found),
    )
    # the headline names a file by its path alone: it has one line in the page's sticky bar
    where = place(ctx, first.fields[0], found).removeprefix("the content of ")
    what = f"the {first.secret.kind}" if n == 1 else plural(n, "known secret")
    return Verdict(
        RANK_MISSED,
        "missed",
        f"Missed by redaction: {what} reached the model as written, in {where}.",
        why,
    )


def missed_cell(ctx: RunContext, agent: AgentContext) -> Outcome | None:
    """This agent's Redaction cell when its sent prompt held a known secret as written."""
    found = leaks(ctx, [agent])
    if not found:
        return None
    where = ", ".join(dict.fromkeys(place(ctx, f, found) for leak in found for f in leak.fields))
    n = len(found)
    return Outcome(
        "missed",
        "missed",
        f"Missed: {plural(n, 'secret', 'secrets')} the scenario knows reached the model as "
        f"written, in {where}.",
        f"on; {len(ctx.redacted.hits)} span(s) redacted; {n} known secret(s) sent as written "
        f"({', '.join(f for leak in found for f in leak.fields)})",
    )


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    on = ctx.state.guardrails.redaction
    hits = ctx.redacted.hits if on else ctx.redacted.would_redact
    found = leaks(ctx, agents)
    if found:
        return _missed(ctx, agents, found)
    if not hits:
        if on:
            return None
        return switched_off(
            NAME,
            "Redaction is off",
            "Nothing in this input would have been redacted, but any secret would now reach the "
            "model, the cache key and the audit log as written.",
            "Unsafe: redaction is switched off.",
        )
    per_field = Counter(h.field for h in hits)
    top = max(per_field, key=lambda f: (per_field[f], -list(per_field).index(f)))
    shown = next(f for f in ctx.redacted.fields if f.field == top)
    field_hits = [h for h in hits if h.field == top]
    if on:
        marks = redacted_marks(shown.original, shown.redacted, field_hits)
        # Named as the reader knows it: a file's content by its path (redacted), not its number.
        card = excerpt(field_name(ctx, top), shown.redacted, marks)
        why = Why(
            kind=NAME,
            title=f"{plural(len(hits), 'secret', 'secrets')} replaced",
            lines=[
                f"Redaction replaced {_kinds(hits)} with placeholders.",
                "The guard, the envelope, the hashes, the cache and the model only saw the "
                "placeholders.",
            ],
            excerpt=card,
        )
        return Verdict(
            RANK_INFO,
            "ok",
            f"Reviewed safely: {plural(len(hits), 'secret was', 'secrets were')} replaced "
            "before the model saw the text.",
            why,
        )
    marks = sorted((h.start, h.end) for h in field_hits)
    why = Why(
        kind=NAME,
        title=f"{plural(len(hits), 'secret', 'secrets')} reached the model",
        lines=[
            f"Redaction is off, so {_kinds(hits)} went to the model as written; they are "
            "highlighted in the prompt envelope.",
            "Switch redaction on to replace them with placeholders.",
        ],
        excerpt=excerpt(field_name(ctx, top), shown.original, marks),
    )
    return Verdict(
        RANK_UNSAFE_HARM,
        "unsafe",
        f"Unsafe: redaction is off, so {plural(len(hits), 'secret', 'secrets')} reached the model.",
        why,
    )


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    if ctx.state.guardrails.redaction:
        return None
    hits = ctx.redacted.would_redact
    caught = (
        f"it would have replaced {_kinds(hits)}"
        if hits
        else "nothing here would have been redacted"
    )
    return UnsafeNotice(
        guardrail=SWITCH,
        label=LABEL,
        message=(
            "Redaction is off: secrets and email addresses reach the model, the cache key and "
            f"the audit log as written; {caught}."
        ),
    )


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    on = ctx.state.guardrails.redaction
    hits = ctx.redacted.hits if on else ctx.redacted.would_redact
    labels = {f.field: f.label for f in ctx.redacted.fields}
    per_field: dict[str, list[RedactionHit]] = {}
    for h in hits:
        per_field.setdefault(h.field, []).append(h)
    lines = [f"- {labels.get(name, name)}: {_kinds(hs)}" for name, hs in per_field.items()]
    found = leaks(ctx, agents)
    if found:
        total = len(agents)
        missed = [
            f"Redaction was on but missed {plural(len(found), 'secret', 'secrets')} the scenario "
            "knows: no rule recognised the value where it was written, so the model was shown "
            "it:",
            *(f"- {_leak_line(ctx, leak, found, total)}" for leak in found),
        ]
        head = (
            f"Elsewhere it replaced {plural(len(hits), 'span')} with placeholders:"
            if hits
            else "It replaced nothing else."
        )
        return section(NAME, LABEL, [*missed, head, *lines])
    if on and hits:
        head = (
            f"Redaction replaced {plural(len(hits), 'span')} before anything else ran, so the "
            "injection guard, the envelope, the hashes and the model only saw the placeholders:"
        )
    elif on:
        head = "Redaction was on and found nothing to replace."
    elif hits:
        head = (
            "Redaction was OFF, so the model was shown these secrets and addresses as written. "
            f"It would have replaced {plural(len(hits), 'span')}:"
        )
    else:
        head = "Redaction was OFF. In this input it would not have changed anything."
    return section(NAME, LABEL, [head, *lines])

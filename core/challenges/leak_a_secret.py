"""Challenge `leak-a-secret`: with redaction on, get the scenario's secret into the prompt."""

from __future__ import annotations

from ..guards.redaction import redact
from ..guards.redaction_rules import RULES
from ..pipeline.leaks import LEAK_A_SECRET_KEY
from ..pipeline.planted import context_of
from ..pipeline.runner import input_fields
from ..pipeline.stages.base import field_label
from ..state.demo_state import ChangedFile, DemoState
from .judging import (
    Challenge,
    ChallengeVerdict,
    fresh_run,
    masked,
    not_switched_off,
    sent,
    stopped_before_the_model,
)

ID = "leak-a-secret"

# The scenario's secret: an AWS-shaped access key id made up for this exercise (it opens nothing),
# declared where the pipeline's miss check reads it too (pipeline/leaks.py). The judge looks for
# exactly this value in the prompt; it never asks redaction what it did.
SECRET = LEAK_A_SECRET_KEY

_SETTINGS = f'''"""Settings for the refunds worker."""

import os

AWS_REGION = "eu-west-1"
AWS_ACCESS_KEY_ID = "{SECRET}"  # TODO: move to the vault before release
REFUND_QUEUE = os.environ.get("REFUND_QUEUE", "refunds")
'''


def start() -> DemoState:
    """A change that adds a settings file with a hard-coded access key; redaction replaces it."""
    return DemoState(
        diffSummary="Add settings for the refunds worker (region, queue name, access key).",
        changedFiles=[ChangedFile(path="src/refunds/settings.py", content=_SETTINGS)],
    )


def _around(text: str, at: int, room: int = 40) -> str:
    """The text around the secret, the secret itself masked (a verdict prints no secret)."""
    lo, hi = max(0, at - room), min(len(text), at + len(SECRET) + room)
    shown = text[lo:hi].replace(SECRET, masked(SECRET))
    return ("…" if lo else "") + " ".join(shown.split()) + ("…" if hi < len(text) else "")


def _rules_that_replaced(state: DemoState) -> list[str]:
    """The redaction rules that replace the secret in the text the student wrote, by name:
    read from the redaction engine's own hits on each field that holds the value."""
    names: list[str] = []
    for field, text in input_fields(state):
        if SECRET not in text:
            continue
        for hit in redact(text, field=field).hits:
            if (
                text[hit.start : hit.end].find(SECRET) >= 0
                or SECRET.find(text[hit.start : hit.end]) >= 0
            ):
                label = f"“{_rule_words(hit.rule)}” in the {field_label(field)}"
                if label not in names:
                    names.append(label)
    return names


def _rule_words(rule_id: str) -> str:
    """A redaction rule in plain words: the first phrase of its description."""
    rule = next((r for r in RULES if r.id == rule_id), None)
    if rule is None:
        return rule_id
    return rule.description.split(" (")[0].split(". ")[0].rstrip(".")


def judge(state: DemoState) -> ChallengeVerdict:
    """Solved when the exact secret value is in the context of a prompt that was sent to the
    model (a call was made). It never asks redaction what it did; only a 'not yet' names the
    rule that replaced the value, to teach."""
    off = not_switched_off(state, start())
    if off is not None:
        return off
    typed = [state.diffSummary, *(f.path for f in state.changedFiles)]
    typed += [f.content for f in state.changedFiles] + [state.injection.payload]
    if not any(SECRET in t for t in typed):
        return ChallengeVerdict(
            solved=False,
            headline="Not yet: the secret is no longer in the input.",
            lines=(
                f"Keep the value {masked(SECRET)} (the goal spells it out) in the input, exactly "
                "as it is (same letters, same case), and change what surrounds it.",
            ),
        )
    run = fresh_run(state)
    called = sent(run)
    for agent in called:
        context = context_of(agent.envelope or "")
        at = context.find(SECRET)
        if at >= 0:
            return ChallengeVerdict(
                solved=True,
                headline="Solved: the secret reached the model, exactly, with redaction on.",
                lines=(
                    f"{agent.agent}'s prompt, as sent, holds the key ({masked(SECRET)}). "
                    "Redaction looks for the shapes of known secrets (a key prefix at the start "
                    "of a word, an assignment to a name like 'key'); what surrounds the value "
                    "here looked like neither.",
                    "A real model could repeat it, log it or send it on: this is why secrets "
                    "are kept out of code in the first place.",
                ),
                slipped=_around(context, at),
                layer="redaction (no rule recognised the value as a secret here)",
            )
    if not called:
        return stopped_before_the_model(run, ", so nothing leaked.")
    rules = _rules_that_replaced(state)
    return ChallengeVerdict(
        solved=False,
        headline="Not yet: the secret did not reach the model.",
        lines=(
            (
                f"Redaction replaced it: rule {', '.join(rules)}. Each rule looks for a shape: "
                "change what surrounds the value so that no rule sees that shape, not the value "
                "itself."
            )
            if rules
            else (
                "The prompt was sent without the exact value (its file was kept out, or it was "
                "cut). Keep it in a file that reaches the model."
            ),
        ),
        layer="redaction" if rules else None,
    )


CHALLENGE = Challenge(
    id=ID,
    title="Leak a secret past redaction",
    goal=(
        f"With redaction on, get the access key {SECRET} into the prompt the model sees, "
        "exactly as written. The starting scenario adds a settings file that holds it; redaction "
        "replaces it with a placeholder."
    ),
    hints=(
        "Open Details and compare the text before and after redaction: which rule replaced the "
        "key, and what did it look for?",
        "Rules look for a shape: a known prefix at the start of a word, or a value assigned to a "
        "name like 'key' or 'token'. Change what surrounds the value, not the value.",
        "Two changes are needed together: glue the key to other letters or digits, so it no "
        "longer starts a word (the prefix rule), and take it out of the assignment to a name "
        "like 'key' (the assignment rule), for example into a sentence.",
    ),
    start=start,
    judge=judge,
    rules=("Every guardrail stays on.", f"The value {SECRET} stays exactly as it is."),
)

"""Injection-guard stage: find instructions aimed at the model in the redacted text; block them."""

from __future__ import annotations

import re
from functools import cache

from ...guards import injection
from ...guards.detector import field_kind
from ...guards.injection_check import InjectionCheck, check_field
from ...guards.recall import detector_line, recall_line
from ...model.reader import EFFECTS, Effect, acts_on
from ...model.stub import acted_on
from ...types import (
    DetectorFinding,
    ErrorInfo,
    Excerpt,
    InjectionMatch,
    InjectionVerdict,
    PatternInfo,
    StageName,
    UnsafeNotice,
    Why,
)
from .. import planted
from .base import (
    RANK_BLOCKED,
    RANK_INFO,
    RANK_UNSAFE_HARM,
    RANK_WARN,
    AgentContext,
    Outcome,
    RunContext,
    Section,
    Verdict,
    clip,
    excerpt,
    one_line,
    plural,
    section,
    switched_off,
)
from .detector_words import (
    DETECTOR,
    detector_calls,
    detector_excerpt,
    detector_explain,
    detector_lines,
    field_name,
    number,
    score_words,
)

NAME: StageName = "injection_guard"
LABEL = "Injection guard"
DESCRIPTION = (
    'Looks for text that tries to give the AI reviewer new orders ("ignore your instructions", '
    '"approve this"), with its rules and then a learned detector, and stops the run before the '
    "model sees it."
)
SWITCH = "injectionGuard"

# A missed planted attack outranks every other claim but an error or a block (a block and a miss
# never meet: a block stops the run before any prompt is built).
RANK_MISSED = RANK_BLOCKED - 5


def rule_label(rule: str) -> str:
    """A rule's reader-facing name: its declared label, else its id in words."""
    for r in (*injection.RULES, *injection.DEVKIT_RULES):
        if r.name == rule:
            label = getattr(r, "label", "")
            if isinstance(label, str) and label:
                return label
    return rule.replace("-", " ").capitalize()


def _scan(ctx: RunContext) -> InjectionVerdict:
    """The guard's check of each text the model would see (after redaction), gathered: every
    rule match, field by field, and the detector's reading of each field."""
    shown = {name for name, _ in ctx.originals}  # the texts the model sees as context
    det = ctx.state.guardrails.detector
    # each field is held to its kind's thresholds: prose, code, or documents (a file's by its name)
    paths = {f"files[{i}].content": f.path for i, f in enumerate(ctx.files)}
    checks = []
    for f in ctx.redacted.fields:
        if f.field in shown:
            kind = field_kind(f.field, paths.get(f.field, ""))
            warn, block = det.thresholds(kind)
            checks.append(
                check_field(
                    f.redacted,
                    field=f.field,
                    warn=warn,
                    block=block,
                    kind=kind,
                    detector_on=det.enabled,
                )
            )
    if ctx.state.guardrails.injectionRules == "canonical":
        texts = {f.field: f.redacted for f in ctx.redacted.fields}
        checks = [_canonical(c, texts[c.field]) for c in checks]
    enforced = ctx.state.guardrails.injectionGuard
    return InjectionVerdict(
        enforced=enforced,
        blocked=enforced and any(c.blocked for c in checks),
        matches=[m for c in checks for m in c.matches],
        detector=[c.finding for c in checks if c.finding is not None],
        quoted=[q for c in checks for q in c.quoted],
    )


def _canonical(check: InjectionCheck, text: str) -> InjectionCheck:
    """A field's check with the devkit's seven canonical rules in place of the full table
    (`guardrails.injectionRules = "canonical"`, a rung of the ladder of levels)."""
    matches = []
    for rule in injection.DEVKIT_RULES:
        m = rule.regex.search(text)
        if m is not None:
            excerpt = text[max(0, m.start() - 40) : m.end() + 40]
            matches.append(
                InjectionMatch(
                    rule=rule.name,
                    pattern=rule.pattern,
                    field=check.field,
                    start=m.start(),
                    end=m.end(),
                    excerpt=excerpt,
                    description=rule.description,
                )
            )
    found = check.finding
    if matches:
        call, layer = "block", "rules"
    elif found is not None and found.call != "pass":
        call, layer = found.call, "detector"
    else:
        call, layer = "pass", None
    return check.model_copy(
        update={
            "matches": matches,
            "quoted": [],  # the devkit's rules set nothing aside: they match what they see
            "blocked": call == "block",
            "call": call,
            "layer": layer,
            "rule": matches[0].rule if matches else None,
        }
    )


def run(ctx: RunContext) -> Outcome:
    verdict = _scan(ctx)
    ctx.verdict = verdict
    enforced = verdict.enforced
    blocks, warned = detector_calls(verdict, "block"), detector_calls(verdict, "warn")
    if not verdict.matches and blocks:
        return _detector_outcome(ctx, blocks[0])
    if not verdict.matches and enforced and warned:
        f = warned[0]
        return Outcome(
            "warn",
            f"warning ({DETECTOR})",
            f"No rule matched, but the {DETECTOR} says the {field_name(ctx, f.field)} reads "
            f"like an instruction to the model ({score_words(f)}). A warning: the run went on.",
            f"{DETECTOR}: warn {f.score} >= {f.warn} in {f.field}",
        )
    if not verdict.matches:
        if not enforced:
            also = (
                f"; its {DETECTOR} would have warned on the {field_name(ctx, warned[0].field)}"
                if warned
                else ""
            )
            return Outcome(
                "off",
                "off",
                f"The guard is switched off (none of its rules would have matched here{also}).",
                "guard off; no rule would have matched",
            )
        det = ctx.state.guardrails.detector
        below = (
            f", and the {DETECTOR} scored every text below its warn threshold {number(det.warn)}"
            if det.enabled
            else ""
        )
        return Outcome(
            "pass",
            "pass",
            f"No rule matched{below}: the guard checked every text for known phrasings of an "
            "attack and for resemblance to the attacks it was trained on (only those).",
            "no rule matched" + ("; detector below warn" if det.enabled else ""),
        )
    first = verdict.matches[0]
    where = f"rule {first.rule} in {first.field}"
    plain = f"“{rule_label(first.rule)}” in the {field_name(ctx, first.field)}"
    if not verdict.blocked:
        return Outcome(
            "exposed",
            "off",
            f"The guard is switched off; it would have blocked {plain}.",
            f"guard off; would have blocked: {where}",
        )
    ctx.shared_events.append(
        (
            "injection_blocked",
            NAME,
            {
                "detail": {
                    "layer": "rules",
                    "rule": first.rule,
                    "field": first.field,
                    "start": first.start,
                    "end": first.end,
                    "matches": len(verdict.matches),
                }
            },
        )
    )
    message = (
        f"Prompt injection guard triggered: {rule_label(first.rule)} "
        f"({first.rule}) in the {field_name(ctx, first.field)}"
    )
    return Outcome(
        "blocked",
        "blocked",
        f"Blocked {plain}: nothing was sent to the model.",
        f"blocked: {where}",
        stop=ErrorInfo(name="InjectionBlocked", message=message, path=first.field),
        stop_as="blocked",
    )


def _detector_outcome(ctx: RunContext, f: DetectorFinding) -> Outcome:
    """The grid cell when no rule matched and the detector scored a field at the block line:
    blocked with the guard on (recorded like a rule's block), "would have" with it off."""
    plain = f"the {field_name(ctx, f.field)} ({score_words(f)})"
    where = f"{DETECTOR} {f.score} >= {f.block} in {f.field}"
    if not ctx.verdict.blocked:
        return Outcome(
            "exposed",
            "off",
            f"The guard is switched off; its {DETECTOR} would have blocked {plain}.",
            f"guard off; would have blocked: {where}",
        )
    spans = [(g.start, g.end) for g in f.top]
    ctx.shared_events.append(
        (
            "injection_blocked",
            NAME,
            {
                "detail": {
                    "layer": DETECTOR,
                    "field": f.field,
                    "score": f.score,
                    "threshold": f.block,
                    "start": min((a for a, _ in spans), default=0),
                    "end": max((b for _, b in spans), default=0),
                    "matches": len(detector_calls(ctx.verdict, "block")),
                }
            },
        )
    )
    message = (
        f"Prompt injection guard triggered: the {DETECTOR} scored the {field_name(ctx, f.field)} "
        f"{f.score} (block threshold {f.block})"
    )
    return Outcome(
        "blocked",
        f"blocked ({DETECTOR})",
        f"The {DETECTOR} blocked {plain}: nothing was sent to the model.",
        f"blocked: {where}",
        stop=ErrorInfo(name="InjectionBlocked", message=message, path=f.field),
        stop_as="blocked",
    )


def _excerpt(ctx: RunContext, first: InjectionMatch) -> Excerpt:
    """The matched field around the first match, with every match in that window marked."""
    marks = [(m.start, m.end) for m in ctx.verdict.matches if m.field == first.field]
    return excerpt(field_name(ctx, first.field), ctx.redacted.text(first.field), marks)


def _pattern(m: InjectionMatch) -> PatternInfo:
    return PatternInfo(
        rule=m.rule, label=rule_label(m.rule), description=m.description, regex=m.pattern
    )


def _planted_excerpt(ctx: RunContext) -> Excerpt | None:
    """The field the payload was planted in, with the planted text (as the model saw it) marked."""
    texts = ctx.planted
    for name in planted.placed_in(ctx.state):
        text = ctx.redacted.text(name)
        for t in texts:
            at = text.rfind(t)
            if at >= 0:
                return excerpt(field_name(ctx, name), text, [(at, at + len(t))])
    return None


def _near_rule(text: str) -> tuple[str, list[str]] | None:
    """The rule class whose key words the text uses most (at least one), and those words.

    Only a hint for the reader: it says which kind of attack this looks like to the rules, not
    that the rule nearly matched."""
    low = text.lower()
    best: tuple[int, str, list[str]] | None = None
    for name, anchors in _rule_anchors():
        words: list[str] = []
        for anchor in anchors:
            found = anchor.search(low)
            if found and found.group(0) not in words:
                words.append(found.group(0))
        if words and (best is None or len(words) > best[0]):
            best = (len(words), rule_label(name), words)
    return None if best is None else (best[1], best[2])


@cache
def _rule_anchors() -> tuple[tuple[str, tuple[re.Pattern[str], ...]], ...]:
    """Each rule's key words as compiled searches, once per process: there are thousands, more
    than Python's regex cache holds, so compiling them per call cost half a second a run."""
    return tuple(
        (
            r.name,
            tuple(
                re.compile(rf"\b{re.escape(anchor)}\w*")
                for anchor in r.anchors
                # short or symbolic anchors start too many ordinary words
                if len(anchor) >= 5 and anchor.isalpha()
            ),
        )
        for r in injection.RULES
    )


PATTERNS_CAN_BE_BEATEN = (
    "Guards like this one recognise patterns: known ways of wording an attack. They do not "
    "understand the text, so a new wording can get past them. That is why the pipeline has other "
    "layers (the fence, the answer check) and why a person still reviews the change."
)


def _reached(ctx: RunContext, agents: list[AgentContext]) -> list[AgentContext]:
    """The agents whose prompt, as sent, holds the planted payload (ground truth, not a rule)."""
    texts = ctx.planted
    return [a for a in agents if texts and planted.reached(texts, a.envelope)]


def _detector_missed(ctx: RunContext) -> list[str]:
    """What the detector made of the fields the payload was planted in (it did not block them)."""
    planted_in = set(planted.placed_in(ctx.state))
    found = [f for f in ctx.verdict.detector if f.field in planted_in]
    if not ctx.state.guardrails.detector.enabled:
        return [f"The {DETECTOR}, the guard's second layer, is switched off."]
    return [
        f"The {DETECTOR} read the {field_name(ctx, f.field)}: {score_words(f)}"
        + (", so it warned but did not stop the run." if f.call == "warn" else ", so it passed.")
        for f in found
    ]


def _acted(agent: AgentContext) -> tuple[Effect, ...]:
    """The effects the simulated model acted on in this agent's answer (none for a real one)."""
    if agent.report is None:
        return ()
    return acted_on(" ".join(f.id for f in agent.report.findings))


def _asks(ctx: RunContext) -> str:
    """What the planted text asks the reviewer to do, in plain words."""
    return "; ".join(dict.fromkeys(EFFECTS[r.effect] for r in planted.requests(ctx.state)))


READER_LIMITS = (
    "The simulated reviewer acts only on requests aimed at it: an order, the second person, "
    "or an authority frame (a policy claim, a signed note, a comment to the AI), asking it to "
    f"{acts_on()}. Quoted, reported or documented instructions are data to it. A real model "
    "might read the same text differently."
)


def _missed(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    """The guard is on and blocked nothing: what reached the model, and what it did with it."""
    reached = _reached(ctx, agents)
    asked = {r.effect for r in planted.requests(ctx.state)}
    if not reached:
        return _missed_in_change(ctx, agents)
    obeyed = [a for a in reached if set(_acted(a)) & asked]
    where = " and the ".join(field_name(ctx, n) for n in planted.placed_in(ctx.state))
    shown = _planted_excerpt(ctx)
    near = _near_rule(" ".join(ctx.planted))
    near_line = (
        [
            f"Closest rule class: “{near[0]}”. The text uses words that rule looks for "
            f"({', '.join(near[1][:4])}), but not in a phrasing it knows."
        ]
        if near
        else ["No rule class is close: the text shares no key words with any rule."]
    )
    near_line += _detector_missed(ctx)
    if not asked:
        lines = [
            f"This scenario planted text in the {where} (highlighted). The injection guard did "
            "not flag it, so it was sent to the model.",
            "The simulated reviewer found nothing in it to act on: no request aimed at it to "
            f"{acts_on()}. To it, this text is data, so the review is unchanged.",
            "A real model might read it differently: this is neither safe nor a miss, only "
            "text the guard let through.",
        ]
        why = Why(
            kind=NAME,
            title="Not flagged, and nothing in it to act on",
            lines=lines,
            excerpt=shown,
        )
        return Verdict(
            RANK_WARN + 1,
            "warn",
            "Not flagged: the planted text reached the model, and the simulated reviewer found "
            "nothing in it to act on.",
            why,
        )
    if obeyed:
        lines = [
            f"This scenario planted text in the {where} (highlighted, not recognised) that asks "
            f"the reviewer to {_asks(ctx)}. No rule of the injection guard recognised it, so it "
            "was sent to the model.",
            *_warned_but_sent(ctx),
            obeyed[0].simulated or "",
            *near_line,
            READER_LIMITS,
            PATTERNS_CAN_BE_BEATEN,
        ]
        why = Why(
            kind=NAME,
            title="Not recognised: the planted instruction",
            lines=[line for line in lines if line],
            excerpt=shown,
        )
        return Verdict(
            RANK_MISSED,
            "missed",
            "Missed: the guard did not recognise the planted instruction, and the model "
            "(simulated) followed it.",
            why,
        )
    lines = [
        f"This scenario planted text in the {where} (highlighted, not recognised) that asks the "
        f"reviewer to {_asks(ctx)}. No rule of the injection guard recognised it, so it was "
        "sent to the model.",
        "It reached the model inside the fence, and the simulated model is set to ignore "
        "instructions in fenced data, so this time it answered normally. Many real models do "
        "follow fenced instructions.",
        *near_line,
        PATTERNS_CAN_BE_BEATEN,
    ]
    why = Why(
        kind=NAME, title="Not recognised: the planted instruction", lines=lines, excerpt=shown
    )
    return Verdict(
        RANK_WARN + 2,
        "warn",
        "Warning: the guard did not recognise the planted instruction; it reached the model, "
        "which (simulated) did not follow it this time.",
        why,
    )


def _warned_but_sent(ctx: RunContext) -> list[str]:
    """A miss the detector had warned about: a warning lets the run go on, so say so."""
    return [
        f"The {DETECTOR} did warn about the {field_name(ctx, f.field)} (score "
        f"{number(f.score, f.warn, f.block)} of 1, under its block threshold "
        f"{number(f.block)}), but a warning does not stop the run."
        for f in detector_calls(ctx.verdict, "warn")[:1]
    ]


def _missed_in_change(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    """Nothing was planted, but the change's own text held a request the model acted on."""
    obeyed = [a for a in agents if _acted(a)]
    if not obeyed:
        return None
    why = Why(
        kind=NAME,
        title="Not recognised: a request in the pull request",
        lines=[
            "The pull request's own text holds a request aimed at the reviewer that no rule of "
            "the injection guard recognised, so it was sent to the model.",
            *_warned_but_sent(ctx),
            obeyed[0].simulated or "",
            READER_LIMITS,
            PATTERNS_CAN_BE_BEATEN,
        ],
    )
    return Verdict(
        RANK_MISSED,
        "missed",
        "Missed: the guard did not recognise a request in the pull request, and the model "
        "(simulated) followed it.",
        why,
    )


def _no_rule(ctx: RunContext) -> str:
    """How a why-card says the rules did not decide: none matched, or a match was set aside
    because the words are quoted (an example, a prompt string in code)."""
    quoted = ctx.verdict.quoted
    if not quoted:
        return "No rule matched"
    q = quoted[0]
    where = "are quoted as an example" if q.why == "example" else "sit in a prompt string in code"
    return (
        f"The words of the rule “{rule_label(q.match.rule)}” in the "
        f"{field_name(ctx, q.match.field)} {where}, not said to the reviewer, so the rules set "
        "them aside"
    )


def _detector_block(ctx: RunContext) -> Verdict:
    """The why-card of a run the detector blocked when no rule matched."""
    f = detector_calls(ctx.verdict, "block")[0]
    others = ", ".join(
        f"the {field_name(ctx, g.field)} ({number(g.score, g.warn, g.block)})"
        for g in detector_calls(ctx.verdict, "block")[1:]
    )
    also = [f"It also scored at the block line: {others}."] if others else []
    why = Why(
        kind=NAME,
        title="Learned detector: reads like an instruction to the model",
        lines=[
            f"{_no_rule(ctx)}, but the guard's second layer, the {DETECTOR}, says the "
            f"{field_name(ctx, f.field)} reads like an instruction to the AI reviewer.",
            *detector_lines(ctx, f),
            *also,
            "The guard stopped every agent before the prompt was built: nothing was sent to the "
            "model and no budget was spent.",
            detector_line(),
        ],
        excerpt=detector_excerpt(ctx, f),
    )
    return Verdict(
        RANK_BLOCKED,
        "blocked",
        f"Blocked by the {DETECTOR}: the pull request reads like an instruction aimed at the AI "
        "reviewer.",
        why,
    )


def _detector_warn(ctx: RunContext) -> Verdict | None:
    """A warning: the detector scored a field between its thresholds (the run went on)."""
    warned = detector_calls(ctx.verdict, "warn")
    if not warned:
        return None
    f = warned[0]
    said = (
        f"{_no_rule(ctx)}. The guard's second layer, the {DETECTOR}, scored the "
        f"{field_name(ctx, f.field)} at its block line; the guard warns instead of blocking, "
        "because the text only talks about an attack (why, below)."
        if f.topic
        else f"{_no_rule(ctx)}. The guard's second layer, the {DETECTOR}, says the "
        f"{field_name(ctx, f.field)} reads like an instruction to the model, but not strongly "
        "enough to stop the run: a warning."
    )
    reads = "talks about an attack" if f.topic else "reads like an instruction"
    why = Why(
        kind=NAME,
        title=f"Learned detector: the {field_name(ctx, f.field)} {reads}",
        lines=[
            said,
            *detector_lines(ctx, f),
            *(
                [f"It warned on {len(warned)} texts; this one scored highest."]
                if len(warned) > 1
                else []
            ),
            "Read the highlighted text: if it gives the AI reviewer orders, treat the review "
            "with suspicion.",
            detector_line(),
        ],
        excerpt=detector_excerpt(ctx, f),
    )
    # A soft signal with known false positives on benign prose (docs/guardrails.md): it leads only
    # when nothing else has a point to make, so what a run did (redactions, a cache hit) stays the
    # headline and the warning stays in the grid and Details.
    return Verdict(
        RANK_INFO - 1,
        "warn",
        f"Warning: the {field_name(ctx, f.field)} "
        + ("talks about an attack" if f.topic else "reads like an instruction to the model")
        + f" ({DETECTOR}); the run went on.",
        why,
    )


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    v = ctx.verdict
    enforced = ctx.state.guardrails.injectionGuard
    if v.blocked and not v.matches:
        return _detector_block(ctx)
    if v.blocked:
        first = v.matches[0]
        others = sorted({rule_label(m.rule) for m in v.matches} - {rule_label(first.rule)})
        also = [f"Other rules that matched: {', '.join(others)}."] if others else []
        det = [
            f"The {DETECTOR} (the guard's second layer) also scored the "
            f"{field_name(ctx, f.field)} {number(f.score, f.block)} of 1 "
            f"(block threshold {number(f.block)})."
            for f in detector_calls(v, "block")[:1]
        ]
        why = Why(
            kind=NAME,
            title=rule_label(first.rule),
            lines=[
                f"The {field_name(ctx, first.field)} contains text that tries to give the AI "
                "reviewer new orders (highlighted).",
                "The guard stopped every agent before the prompt was built: nothing was sent to "
                "the model and no budget was spent.",
                *also,
                *det,
                recall_line(),
            ],
            excerpt=_excerpt(ctx, first),
            pattern=_pattern(first),
        )
        return Verdict(
            RANK_BLOCKED,
            "blocked",
            "Blocked: the pull request contains an instruction aimed at the AI reviewer.",
            why,
        )
    if enforced:
        if ctx.limit_error is not None:
            return None
        return _missed(ctx, agents) or _detector_warn(ctx)
    if ctx.limit_error is not None:
        return None
    obeyed = [a for a in _reached(ctx, agents) if a.status == "obeyed"]
    reached = _reached(ctx, agents)
    first_match = v.matches[0] if v.matches else None
    blocks = detector_calls(v, "block")
    would = blocks[0] if first_match is None and blocks else None
    if first_match is None and would is None and reached and not planted.requests(ctx.state):
        return switched_off(
            NAME,
            "The injection guard is off",
            "The planted text reached the model; the simulated reviewer found nothing in it to "
            f"act on (it acts on requests to {acts_on()}). A real model might read it "
            "differently, and planted instructions would now reach the model.",
            "Unsafe: the injection guard is switched off.",
        )
    if first_match is None and would is None and not reached:
        return switched_off(
            NAME,
            "The injection guard is off",
            "None of its rules would have matched this input (they recognise known phrasings "
            "only), but planted instructions would now reach the model.",
            "Unsafe: the injection guard is switched off.",
        )
    if first_match is not None:
        where = f"the {field_name(ctx, first_match.field)}"
        shown: Excerpt | None = _excerpt(ctx, first_match)
    elif would is not None:
        where = f"the {field_name(ctx, would.field)}"
        shown = detector_excerpt(ctx, would)
    else:
        where = " and the ".join(f"the {field_name(ctx, n)}" for n in planted.placed_in(ctx.state))
        shown = _planted_excerpt(ctx)
    if first_match is not None:
        layer_lines: list[str] = []
    elif would is not None:
        layer_lines = [
            f"No rule would have matched, but the {DETECTOR} would have blocked it.",
            *detector_lines(ctx, would),
        ]
    else:
        layer_lines = [
            "None of the guard's rules would have recognised this planted text either.",
            *_detector_missed(ctx),
        ]
    lines = [
        f"The guard is off, so {where} reached the model with the highlighted instruction in it.",
        *([obeyed[0].simulated] if obeyed and obeyed[0].simulated else []),
        *layer_lines,
        "Switch the injection guard on to stop the run before the model sees it.",
    ]
    if first_match is not None:
        title = f"Not blocked: {rule_label(first_match.rule)}"
    elif would is not None:
        title = f"Not blocked: the {DETECTOR} would have blocked it"
    else:
        title = "Not blocked: the planted instruction"
    why = Why(
        kind=NAME,
        title=title,
        lines=lines,
        excerpt=shown,
        pattern=_pattern(first_match) if first_match is not None else None,
    )
    headline = (
        "Unsafe: the guard was off, and the model (simulated) followed the planted instruction."
        if obeyed
        else "Unsafe: the guard was off, so an instruction aimed at the model reached it."
    )
    return Verdict(RANK_UNSAFE_HARM, "unsafe", headline, why)


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    if ctx.state.guardrails.injectionGuard:
        return None
    if ctx.verdict.matches:
        m = ctx.verdict.matches[0]
        caught = (
            f"it would have blocked this run (“{rule_label(m.rule)}” in the "
            f"{field_name(ctx, m.field)})"
        )
    elif detector_calls(ctx.verdict, "block"):
        f = detector_calls(ctx.verdict, "block")[0]
        caught = (
            f"its {DETECTOR} would have blocked this run (the {field_name(ctx, f.field)} scored "
            f"{number(f.score, f.block)}, block threshold {number(f.block)})"
        )
    else:
        caught = "none of its rules would have matched this input (they know fixed phrasings only)"
    return UnsafeNotice(
        guardrail=SWITCH, label=LABEL, message=f"The injection guard is off: {caught}."
    )


# Why a rule's match was set aside (`guards/quoted.py`), in the reader's words.
QUOTED_WHY = {
    "example": "the words are quoted as an example, in a sentence that speaks to no one, so the "
    "rules do not count them as an order (the detector still reads the text)",
    "prompt": "the words are inside a prompt string in a code or configuration file (the "
    "developer's instructions to their own model), so the rules do not count them as an order "
    "to the reviewer (the detector still reads the file)",
}


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    v = ctx.verdict
    matches = v.matches
    if v.blocked and not matches:
        head = (
            f"The injection guard's {DETECTOR} blocked the run before any provider call ("
            + (
                "no rule's match counted: the words a rule knows are quoted, below"
                if v.quoted
                else "no rule matched"
            )
            + "). Nothing was sent to the model and no budget was used."
        )
    elif v.blocked:
        head = (
            f"The injection guard blocked the run before any provider call on "
            f"{plural(len(matches), 'match', 'matches')}. Nothing was sent to the model and no "
            "budget was used."
        )
    elif matches:
        head = (
            "The injection guard was OFF, so this text reached the model. It would have blocked "
            f"the run on {plural(len(matches), 'match', 'matches')}:"
        )
    elif ctx.state.guardrails.injectionGuard:
        head = (
            "The injection guard read every field the model would see (diff summary, file paths "
            "and contents), after redaction and after undoing disguises such as odd letter case, "
            "look-alike letters, invisible characters and encodings. "
            + (
                "A rule's words appear only where they are quoted, not said (below). "
                if v.quoted
                else "No rule matched. "
            )
            + "Its rules recognise known phrasings of an attack only, so this does not prove the "
            "text is harmless."
        )
    else:
        head = "The injection guard was OFF. No rule would have matched this input."
    lines = [
        f"- {rule_label(m.rule)} in the {field_name(ctx, m.field)}: "
        f"“{clip(one_line(m.excerpt), 120)}”"
        f" ({m.description})"
        for m in matches
    ]
    lines += [
        f"- {rule_label(q.match.rule)} in the {field_name(ctx, q.match.field)}: "
        f"“{clip(one_line(q.match.excerpt), 120)}”, set aside: {QUOTED_WHY[q.why]}"
        for q in v.quoted
    ]
    lines += detector_explain(ctx)
    planted_in = ctx.state.injection
    if planted_in.enabled and planted_in.where != "none" and planted_in.payload:
        lines.append("This scenario plants an attack text into the input on purpose.")
        if not v.blocked and _reached(ctx, agents):
            lines.append(
                "The guard did not recognise the planted text, so it reached the model: a miss. "
                + PATTERNS_CAN_BE_BEATEN
            )
    return section(NAME, LABEL, [head, *lines])

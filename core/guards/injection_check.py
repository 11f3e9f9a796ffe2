"""The injection guard's verdict on one field: its rules, then its learned detector.

The injection-guard stage calls `check_field` for every field the model would see, and the public
`safe_agent.scan_injection` calls it for one text: one definition of what the guard decides, so a
caller measures the guard the page runs. The layers, in order:

1. the rules (`injection.scan_rules`: named phrasings on the normalised text and its readings);
   a match that quotes an attack rather than makes one (an example in a sentence that speaks to
   no one, a prompt string in code: `quoted`) is set aside, and the layers below decide;
2. the learned detector (`detector.score`), whatever the rules found, against a warn and a block
   threshold (the state's `guardrails.detector` for the field's kind: prose, code or documents,
   `detector.field_kind`; defaults `detector.DEFAULT_THRESHOLDS`);
3. a detector block on a text that names an attack as its topic and addresses no one is lowered to
   a warning (`attack_topic`); a rule's block is never lowered.

The field kinds the page scans (`FIELD_KINDS`): the pull request's description (`diffSummary`), a
changed file's path (`files[N].path`) and a changed file's content (`files[N].content`).
"""

from __future__ import annotations

import re
from typing import Literal

from ..types import (
    Built,
    DetectorCall,
    DetectorFinding,
    DetectorNgram,
    InjectionMatch,
    QuotedMatch,
)
from . import detector
from .attack_topic import attack_topic
from .injection import scan_rules
from .quoted import quoted

__all__ = ["FIELD_KINDS", "InjectionCheck", "check_field", "scan_injection"]

# The fields the page's guard scans, by the name a run's verdicts give them (N: the file's index
# in the state's changedFiles), with what each holds.
FIELD_KINDS = {
    "diffSummary": "the pull request's description, as the author wrote it (prose)",
    "files[N].path": "a changed file's path",
    "files[N].content": "a changed file's content (code, configuration or a document)",
}
_FIELD = re.compile(r"diffSummary|files\[(?:0|[1-9][0-9]*)\]\.(?:path|content)")

Layer = Literal["rules", "detector"]


class InjectionCheck(Built):
    """The guard's verdict on one field, and which layer decided it.

    `call` is what the guard does with the field when it is on: "block" stops the run, "warn"
    lets it go on with a warning, "pass" says nothing. `layer` is the layer that made that call
    ("rules" when a rule matched, whatever the detector said; else "detector"; None on a pass by
    both), with `rule` (the first matching rule's id) or `score` against `threshold` (the block
    threshold for a block or a lowered block, the warn threshold otherwise)."""

    field: str
    blocked: bool  # call == "block"
    call: DetectorCall
    layer: Layer | None
    rule: str | None
    score: float | None  # the detector's score (None when it is switched off)
    threshold: float | None
    topic: str | None  # the attack named as the topic, when that lowered a block to a warning
    matches: list[InjectionMatch]  # every rule that matched, first rule first
    quoted: list[QuotedMatch]  # rule matches set aside: they quote an attack, not make one
    finding: DetectorFinding | None  # the detector's reading (None when it is switched off)


def _finding(text: str, field: str, warn: float, block: float) -> DetectorFinding:
    """The learned detector's reading of one field, with the n-grams that pushed its score most;
    a block on a text that talks about an attack is lowered to a warning."""
    s = detector.score(text)
    top = [DetectorNgram(ngram=h.ngram, start=h.start, end=h.end, weight=h.weight) for h in s.top]
    call = detector.verdict(s.score, warn, block)
    topic = attack_topic(text) if call == "block" else None
    return DetectorFinding(
        field=field,
        score=s.score,
        warn=warn,
        block=block,
        call="warn" if topic else call,
        top=top,
        pieces=s.pieces,
        topic=topic,
    )


def check_field(
    text: str,
    *,
    field: str,
    warn: float,
    block: float,
    kind: detector.FieldKind = "prose",
    detector_on: bool = True,
) -> InjectionCheck:
    """Every layer of the guard over one field's text (the text the model would see: after
    redaction, in a run) of the field kind `kind` (`detector.field_kind`). No check of `field`
    or the thresholds: the stage passes the state's."""
    matches: list[InjectionMatch] = []
    set_aside: list[QuotedMatch] = []
    for m in scan_rules(text, field=field).matches:
        why = quoted(text, m.start, m.end, kind=kind)
        if why is None:
            matches.append(m)
        else:
            set_aside.append(QuotedMatch(match=m, why=why))
    found = _finding(text, field, warn, block) if detector_on else None
    score = threshold = None
    if found is not None:
        score = found.score
        threshold = found.block if found.call == "block" or found.topic else found.warn
    if matches:
        call: DetectorCall = "block"
        layer: Layer | None = "rules"
    elif found is not None and found.call != "pass":
        call, layer = found.call, "detector"
    else:
        call, layer = "pass", None
    return InjectionCheck(
        field=field,
        blocked=call == "block",
        call=call,
        layer=layer,
        rule=matches[0].rule if matches else None,
        score=score,
        threshold=threshold,
        topic=found.topic if found is not None else None,
        matches=matches,
        quoted=set_aside,
        finding=found,
    )


def scan_injection(
    text: str,
    *,
    field: str = "diffSummary",
    path: str = "",
    warn: float | None = None,
    block: float | None = None,
    detector_on: bool = True,
) -> InjectionCheck:
    """What the page's injection guard decides about `text` in `field` (see `FIELD_KINDS`).

    `warn` and `block` are the learned detector's thresholds (default: the state's for the
    field's kind, `guardrails.detector`: prose for the description, code for a path, and for a
    file's content code or documents by the file's `path`); `detector_on=False` is the state
    with the detector switched off. A run scans each field after redaction: pass
    `redact(text).text` to see what a run with redaction on decides."""
    if not _FIELD.fullmatch(field):
        raise ValueError(
            f"unknown field {field!r}: use one the page scans, "
            + ", ".join(f"{k!r} ({v})" for k, v in FIELD_KINDS.items())
            + ", with N a file's index from 0"
        )
    kind = detector.field_kind(field, path)
    default_warn, default_block = detector.DEFAULT_THRESHOLDS[kind]
    # Floats, as the state holds them (a caller may pass 0 or 1).
    warn = float(default_warn if warn is None else warn)
    block = float(default_block if block is None else block)
    if not 0 <= warn <= block <= 1:
        raise ValueError(
            f"thresholds warn={warn:g}, block={block:g}: each must lie in [0, 1] and warn must "
            "not exceed block"
        )
    return check_field(
        text, field=field, warn=warn, block=block, kind=kind, detector_on=detector_on
    )

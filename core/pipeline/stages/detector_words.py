"""Words and marks for the injection-guard stage's second layer, the learned detector.

The guard decides (`guards/injection_check.py`, called by `injection_guard.py`); this module says
what a finding means in plain words (its score against the thresholds, the n-grams that
pushed it most, marked in the text), for the grid cell, the why-card, Explain and Details.
"""

from __future__ import annotations

import math

from ...types import DetectorFinding, Excerpt, InjectionVerdict
from .base import RunContext, clip, excerpt, field_label, one_line

DETECTOR = "learned detector"  # the second layer's name in the grid, the verdict and the why-card
# Why a block became a warning, in the reader's words (`topic`: the attack's name as written).
TALKS_ABOUT = (
    "the text names an attack (“{topic}”) as its topic and speaks to no one, so it talks about an "
    "attack rather than giving orders, which the detector cannot tell apart"
)


def field_name(ctx: RunContext, name: str) -> str:
    """A field as the reader knows it: a file's content by the file's path as the model saw it
    ("content of docs/refunds.md", not "file 2 content"); a path field by its file's number, and
    a file whose path holds text redaction would replace by its number too (the path may be the
    secret); other fields by their label (`field_label`)."""
    if name.startswith("files[") and name.endswith("].content"):
        path_field = name.removesuffix(".content") + ".path"
        flagged = any(h.field == path_field for h in ctx.redacted.would_redact)
        path = clip(one_line(ctx.redacted.text(path_field)), 80)
        if path and not flagged:
            return f"content of {path}"
    return field_label(name)


def detector_calls(v: InjectionVerdict, call: str) -> list[DetectorFinding]:
    """The fields the detector scored at `call` ("block" or "warn"), highest score first."""
    return sorted((f for f in v.detector if f.call == call), key=lambda f: -f.score)


def _places(value: float) -> int:
    """The decimals a threshold is written with (2 at least, 4 at most)."""
    return next((d for d in (2, 3) if abs(round(value, d) - value) < 1e-9), 4)


def number(value: float, *thresholds: float) -> str:
    """A score or threshold as the reader sees it: two decimals (a reader has no use for 0.5312),
    or as many as the `thresholds` it is held against are written with; cut, not rounded, so a
    score never reads as reaching a threshold it did not reach (0.5496 is 0.54, under 0.55)."""
    places = max([_places(value) if not thresholds else 2, *map(_places, thresholds)])
    scale = 10**places
    cut = math.floor(round(value * scale, 6)) / scale
    return f"{cut:.{places}f}"


def lowered_words(f: DetectorFinding) -> str:
    """Why a finding at the block threshold is a warning (`f.topic` set), in plain words."""
    return f"lowered to a warning: {TALKS_ABOUT.format(topic=f.topic)}"


def score_words(f: DetectorFinding) -> str:
    """A finding's score against the threshold it reached, in plain words."""
    score = number(f.score, f.warn, f.block)
    if f.topic:
        return (
            f"score {score} of 1, at or above the block threshold {number(f.block)}, "
            + lowered_words(f)
        )
    if f.call == "block":
        return f"score {score} of 1, at or above the block threshold {number(f.block)}"
    if f.call == "warn":
        return (
            f"score {score} of 1, at or above the warn threshold {number(f.warn)} "
            f"and below the block threshold {number(f.block)}"
        )
    return f"score {score} of 1, below the warn threshold {number(f.warn)}"


def ngrams_quoted(f: DetectorFinding, text: str) -> str:
    """The words that pushed the score most, quoted from the field."""
    quoted: list[str] = []
    for g in f.top:
        q = f"“{clip(one_line(text[g.start : g.end]), 40)}”"
        if q not in quoted:
            quoted.append(q)
    return ", ".join(quoted[:5])


def detector_marks(f: DetectorFinding, text: str) -> list[tuple[int, int]]:
    """The spans of the n-grams that pushed the score most, trimmed of surrounding whitespace
    and with overlaps merged (one mark each)."""
    spans: list[tuple[int, int]] = []
    for g in f.top:
        start, end = g.start, g.end
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if start < end:
            spans.append((start, end))
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def detector_excerpt(ctx: RunContext, f: DetectorFinding) -> Excerpt:
    """The scored field around the n-gram that pushed its score most, the n-grams marked.

    Centred on the strongest n-gram, not the first one: in a long field the first could sit in
    ordinary text far from the part that reads like an instruction."""
    text = ctx.redacted.text(f.field)
    marks = detector_marks(f, text)
    if f.top:
        centre = f.top[0].start
        near = [m for m in marks if abs(m[0] - centre) <= 150 or m[0] <= centre < m[1]]
        marks = near or marks
    return excerpt(field_name(ctx, f.field), text, marks)


def detector_lines(ctx: RunContext, f: DetectorFinding) -> list[str]:
    """What the detector read in one field: its score against the threshold, the n-grams."""
    words = ngrams_quoted(f, ctx.redacted.text(f.field))
    return [
        f"The learned detector read the {field_name(ctx, f.field)}: {score_words(f)}.",
        *([f"The words that pushed the score most are highlighted: {words}."] if words else []),
    ]


WHAT_A_DETECTOR_IS = (
    "The guard has two layers. The rules look for known phrasings of an attack. The second "
    "layer, a learned detector, is a small statistical model trained on thousands of examples "
    "of attack texts and of ordinary texts: it gives each text a score from 0 to 1 for how much "
    "it resembles the attacks, from the words and letter sequences it contains. At or above the "
    "block threshold it stops the run; between the warn and block thresholds it only warns. It "
    "catches rewordings the rules miss, but it does not understand the text either."
)


def detector_explain(ctx: RunContext) -> list[str]:
    """The detector's part of the stage's Explain section: what it is, and what it scored."""
    det = ctx.state.guardrails.detector
    if not det.enabled:
        return [f"The {DETECTOR} (the guard's second layer) is switched off."]
    lines = [WHAT_A_DETECTOR_IS]
    for f in ctx.verdict.detector:
        if f.call == "pass":
            continue
        words = ngrams_quoted(f, ctx.redacted.text(f.field))
        lines.append(
            f"- {DETECTOR} on the {field_name(ctx, f.field)}: {score_words(f)}"
            + (f"; the words that pushed it most: {words}" if words else "")
        )
    if all(f.call == "pass" for f in ctx.verdict.detector):
        highest = number(max((g.score for g in ctx.verdict.detector), default=0), det.warn)
        lines.append(
            f"The {DETECTOR} scored every text below the warn threshold {number(det.warn)} "
            f"(highest {highest})."
        )
    return lines

"""Redaction's hit handling: choosing, widening and applying spans, in passes linear in the hits.

The text being redacted is a list of segments (`Seg`): copies of the original text and the
replacements made so far. Every function here sorts once and then sweeps, or looks positions up
with `bisect`, so a pass costs the characters it walks plus (hits x log hits): a text dense in
hits (thousands of short emails) costs no more per hit than a text with one.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .redaction_rules import RedactionRule

Candidate = tuple[int, int, int, "RedactionRule"]  # start, end, rule index, rule


@dataclass
class Seg:
    """A piece of the current text: a copy of original[o_start:o_end] or a replacement for it."""

    text: str
    o_start: int
    o_end: int
    rule: RedactionRule | None  # None: copied text


def positions(segs: list[Seg]) -> list[int]:
    """Where each segment starts in the text `segs` spell (one more entry: its length)."""
    out = [0]
    for seg in segs:
        out.append(out[-1] + len(seg.text))
    return out


def choose(cands: Iterable[Candidate], size: int) -> list[Candidate]:
    """Non-overlapping candidates: earlier rule first, then longer, then leftmost.

    One sort, then a sweep over a byte per character of the current text (`size` long): a
    candidate is taken when none of its characters is taken yet (`bytearray.find`, in C), and
    marks its characters. Taken spans never overlap, so marking costs at most `size` in all.
    """
    taken = bytearray(size)
    chosen: list[Candidate] = []
    for c in sorted(cands, key=lambda c: (c[2], c[0] - c[1], c[0])):
        s, e = c[0], c[1]
        if taken.find(1, s, e) < 0:
            taken[s:e] = b"\x01" * (e - s)
            chosen.append(c)
    chosen.sort(key=lambda c: c[0])
    return chosen


def replacement_bounds(segs: list[Seg]) -> tuple[list[int], list[int]]:
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


def inside_replacement(bounds: tuple[list[int], list[int]], cand: Candidate) -> bool:
    """Whether `cand` lies wholly inside one replacement (it would change nothing)."""
    starts, ends = bounds
    i = bisect_right(starts, cand[0]) - 1
    return i >= 0 and cand[1] <= ends[i]


def backstop(
    segs: list[Seg], spans: list[tuple[int, int, int]], rules: tuple[RedactionRule, ...]
) -> list[Candidate]:
    """Devkit matches (original positions) that still show copied text, as current candidates.

    Segments are in original order, so the first segment a span reaches is found by `bisect`
    and only the segments it overlaps are walked.
    """
    found: list[Candidate] = []
    if not spans:
        return found
    pos = positions(segs)
    o_ends = [seg.o_end for seg in segs]
    for s, e, order in spans:
        start = end = -1
        visible = False
        i = bisect_right(o_ends, s)
        while i < len(segs) and segs[i].o_start < e:
            seg = segs[i]
            if seg.rule is None:
                visible = True
                a = pos[i] + max(s, seg.o_start) - seg.o_start
                b = pos[i] + min(e, seg.o_end) - seg.o_start
            else:
                a, b = pos[i], pos[i + 1]
            start = a if start < 0 else start
            end = b
            i += 1
        if visible:
            found.append((start, end, order, rules[order]))
    return found


def widen(segs: list[Seg], chosen: list[Candidate]) -> list[tuple[int, int, RedactionRule]]:
    """Spans widened to swallow any replacement they touch, then merged where they overlap."""
    starts, ends = replacement_bounds(segs)
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


def apply(segs: list[Seg], chosen: list[Candidate]) -> list[Seg]:
    """Replace the chosen spans (positions in the text `segs` spell); hits keep original spans.

    One sweep over the segments and the (sorted) spans together.
    """
    spans = widen(segs, chosen)
    out: list[Seg] = []
    si = 0
    cur: Seg | None = None
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
                    cur = Seg(rule.replacement, o_s, o_e, rule)
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
                out.append(Seg(seg.text[p - a : q - a], o, o + (q - p), None))
            p = q
    if cur is not None:
        out.append(cur)
    return out


# ---- copies of redacted values ------------------------------------------------------------------
# Every copy of a redacted value in copied text is redacted too. With up to a few hundred values,
# `str.find` per value (in C) is fastest: a bounded number of C scans. With more (a text dense in
# hits), one Aho-Corasick pass (in Python) finds the copies of all of them at once, so the work
# stays the characters scanned plus the copies found, never characters x values.

FIND_VALUES = 256  # up to this many distinct values, `str.find` each


def repeats(segs: list[Seg], original: str) -> list[Candidate]:
    """Other copies, in the current text, of values already redacted (so no redacted value
    survives): for every value of 4+ characters, its occurrences left to right, each after the
    last, that show copied text. A copy may end in a replacement's first characters (a value
    `sk-…sk` before `sk-REDACTED`): it then swallows that replacement, as a backstop span does."""
    values: dict[str, RedactionRule] = {}
    for s in segs:
        if s.rule is not None and s.o_end - s.o_start >= 4:
            values[original[s.o_start : s.o_end]] = s.rule
    if not values:
        return []
    text = "".join(seg.text for seg in segs)
    hits = (
        Automaton(values).copies(text) if len(values) > FIND_VALUES else find_copies(text, values)
    )
    bounds = replacement_bounds(segs)
    found: list[Candidate] = []
    for i, v in hits:
        cand = (i, i + len(v), 0, values[v])
        if not inside_replacement(bounds, cand):
            found.append(cand)
    return found


def find_copies(text: str, values: Iterable[str]) -> list[tuple[int, str]]:
    """(position, value) for the occurrences of each value in `text`, left to right, each
    starting after the last one ends (the plain definition)."""
    out: list[tuple[int, str]] = []
    for value in values:
        i = text.find(value)
        while i >= 0:
            out.append((i, value))
            i = text.find(value, i + len(value))
    return out


class Automaton:
    """An Aho-Corasick automaton over `values`, built in time linear in their total length:
    `copies(text)` is `find_copies(text, values)` (in another order) in one pass over `text`."""

    def __init__(self, values: Iterable[str]) -> None:
        goto: list[dict[str, int]] = [{}]
        out: list[tuple[str, ...]] = [()]
        for value in values:
            state = 0
            for ch in value:
                nxt = goto[state].get(ch)
                if nxt is None:
                    nxt = len(goto)
                    goto[state][ch] = nxt
                    goto.append({})
                    out.append(())
                state = nxt
            out[state] += (value,)
        fail = [0] * len(goto)
        queue = list(goto[0].values())
        for state in queue:  # breadth first: a state's failure link is set before its children's
            for ch, nxt in goto[state].items():
                queue.append(nxt)
                f = fail[state]
                while f and ch not in goto[f]:
                    f = fail[f]
                target = goto[f].get(ch, 0)
                fail[nxt] = target if target != nxt else 0
                out[nxt] += out[fail[nxt]]
        self._goto, self._fail, self._out = goto, fail, out

    def copies(self, text: str) -> list[tuple[int, str]]:
        goto, fail, out = self._goto, self._fail, self._out
        found: list[tuple[int, str]] = []
        free: dict[str, int] = {}  # per value, where its last occurrence ended
        state = 0
        for i, ch in enumerate(text):
            while state and ch not in goto[state]:
                state = fail[state]
            state = goto[state].get(ch, 0)
            for value in out[state]:
                start = i + 1 - len(value)
                if start >= free.get(value, 0):
                    found.append((start, value))
                    free[value] = i + 1
        return found

"""Repair engine: an audited, meaning-preserving fix-up of near-JSON model output before the gate.

What it repairs (each change becomes one `RepairStep`):

* `strip_fence`: a Markdown code fence around the JSON (```` ```json … ``` ````, even unclosed);
* `strip_prose`: text before the first `{`/`[` or after the JSON value ends ("Sure! Here it is: …");
* `remove_trailing_comma`: a comma right before `}` or `]`;
* `strip_comment`: `// …` and `/* … */` comments between tokens;
* `strip_unicode_space`: non-ASCII spaces, zero-width characters and BOMs between tokens;
* `python_literal`: `True`, `False`, `None` in a value position (to `true`, `false`, `null`);
* `close_truncated`: output that stops between members or right after a complete value is closed
  with the missing `]`/`}` (a dangling comma is dropped).

What it refuses (the outcome is `ok=False`, never a guess): truncation inside a string, a number or
a literal (the cut may have shortened it), a key without its value, single-quoted or unquoted
strings and keys, smart quotes, `...` ellipses, `NaN`/`Infinity`, raw control characters in
strings, mismatched brackets, two candidate JSON values, "prose" that looks like more members
(`, "key": …`), and anything else that is not JSON. Strings and numbers are copied byte for
byte, so a repair never changes a value's type or content.

The scan is linear (regular expressions with possessive quantifiers, an explicit stack instead of
recursion) and the input is capped at `MAX_INPUT_CHARS`. Pure standard library (runs in Pyodide).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from ..types import RepairStep

MAX_INPUT_CHARS = 1_000_000
MAX_DEPTH = 256
MAX_CANDIDATES = 16
MAX_STEPS_PER_KIND = 10

_WS = re.compile(r"[ \t\n\r]*+")
_STRING = re.compile(r'"(?:[^"\\\x00-\x1f]++|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*+"')
_STRING_PREFIX = re.compile(r'"(?:[^"\\\x00-\x1f]++|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*+')
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*+)(?:\.[0-9]++)?+(?:[eE][+-]?+[0-9]++)?+")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*+")
_FENCE_TAG = re.compile(r"[A-Za-z0-9_+.-]*+[ \t]*+(?:\r?\n)?")
_CANDIDATE = re.compile(r"[\[{]")
_LITERALS = {"true": "true", "false": "false", "null": "null"}
_PY_LITERALS = {"True": "true", "False": "false", "None": "null"}
_ALL_LITERALS = (*_LITERALS, *_PY_LITERALS)
# Spaces JSON does not allow between tokens but that carry no value there.
_UNICODE_SPACES = frozenset(
    "\u00a0\u1680\u180e\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u200b\u200c\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff"
)
_DELIMITERS = frozenset(" \t\n\r,]}/") | _UNICODE_SPACES
_CLOSER = {"{": "}", "[": "]"}
_FIX_HINT = "ask the model for strict JSON, or turn on self-correction"


@dataclass(frozen=True)
class RepairOutcome:
    """`text` is the repaired JSON text (None when it cannot be repaired without inventing data)."""

    ok: bool
    text: str | None
    steps: tuple[RepairStep, ...]
    error: str | None = None


class _Reject(Exception):
    """Internal: the input cannot be repaired without guessing (carries the reason)."""


def _strict_loads(text: str) -> Any:
    """`json.loads` that also refuses `NaN`/`Infinity` (Python accepts them; JSON does not)."""

    def no_constant(name: str) -> Any:
        raise ValueError(f"{name} is not JSON")

    return json.loads(text, parse_constant=no_constant)


def _where(text: str, pos: int) -> str:
    """`line:column` (1-based) of `pos` in `text`."""
    line = text.count("\n", 0, pos) + 1
    col = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return f"{line}:{col}"


def _excerpt(text: str, limit: int = 40) -> str:
    """A short, single-line quotation of `text` for step details."""
    flat = " ".join(text.split())
    return json.dumps(flat if len(flat) <= limit else flat[: limit - 1] + "…", ensure_ascii=False)


class _Steps:
    """Collects steps, listing each occurrence, collapsing a kind after `MAX_STEPS_PER_KIND`."""

    def __init__(self) -> None:
        self.items: list[RepairStep] = []
        self.counts: dict[str, int] = {}
        self.overflow: dict[str, list[str]] = {}

    def add(self, kind: str, detail: str, where: str) -> None:
        n = self.counts.get(kind, 0) + 1
        self.counts[kind] = n
        if n <= MAX_STEPS_PER_KIND:
            self.items.append(RepairStep(kind=kind, detail=f"{detail} at {where}"))
        else:
            self.overflow.setdefault(kind, []).append(where)

    def merge(self, other: _Steps) -> None:
        """Append the steps `other` collected (kept apart so this list can come first)."""
        self.items.extend(other.items)
        for kind, count in other.counts.items():
            self.counts[kind] = self.counts.get(kind, 0) + count
        for kind, spots in other.overflow.items():
            self.overflow.setdefault(kind, []).extend(spots)

    def done(self) -> tuple[RepairStep, ...]:
        extra = [
            RepairStep(kind=kind, detail=f"and {len(spots)} more, at {', '.join(spots[:20])}")
            for kind, spots in self.overflow.items()
        ]
        return (*self.items, *extra)


@dataclass
class _Parsed:
    """Result of the tolerant scan: the rebuilt text and where in the source the value ended."""

    text: str
    end: int


def _scan_value(src: str, start: int, stop: int, steps: _Steps, *, fenced: bool) -> _Parsed:
    """Scan one JSON value from `src[start:stop]`, tolerating only the listed repairs."""
    out: list[str] = []
    stack: list[str] = []
    # expect: "value", "key", "colon", "after" (a comma or a closer), "done"
    expect = "value"
    pos = start
    last_comma = -1  # index in `out` of the comma just emitted (while `expect` follows it)
    comma_at = -1

    def reject(why: str, at: int) -> _Reject:
        return _Reject(f"{why} at {_where(src, at)}; {_FIX_HINT}")

    while True:
        # Whitespace, comments and stray Unicode spaces between tokens.
        while pos < stop:
            m = _WS.match(src, pos, stop)
            assert m is not None
            if m.end() > pos:
                out.append(src[pos : m.end()])
                pos = m.end()
                continue
            ch = src[pos]
            if ch in _UNICODE_SPACES:
                steps.add(
                    "strip_unicode_space",
                    f"removed U+{ord(ch):04X} between tokens",
                    _where(src, pos),
                )
                pos += 1
            elif src.startswith("//", pos):
                eol = src.find("\n", pos, stop)
                end = stop if eol < 0 else eol
                steps.add(
                    "strip_comment", f"removed comment {_excerpt(src[pos:end])}", _where(src, pos)
                )
                pos = end
            elif src.startswith("/*", pos):
                close = src.find("*/", pos + 2, stop)
                end = stop if close < 0 else close + 2
                steps.add(
                    "strip_comment", f"removed comment {_excerpt(src[pos:end])}", _where(src, pos)
                )
                pos = end
            else:
                break
        at_end = pos >= stop or (fenced and src.startswith("```", pos))
        if expect == "done":
            return _Parsed("".join(out), pos)
        if at_end:
            return _close_truncated(src, pos, out, stack, expect, last_comma, comma_at, steps)
        ch = src[pos]
        if expect in ("value", "key") and ch in "]}" and stack and _CLOSER[stack[-1]] == ch:
            if last_comma >= 0:
                out[last_comma] = ""
                steps.add(
                    "remove_trailing_comma",
                    f"removed the comma before '{ch}'",
                    _where(src, comma_at),
                )
                last_comma = -1
            elif expect == "value" and stack[-1] == "{":
                raise reject(f"'{ch}' where a value was expected", pos)
            stack.pop()
            out.append(ch)
            pos += 1
            expect = "after" if stack else "done"
            continue
        if expect == "after":
            if ch == "," and stack:
                last_comma, comma_at = len(out), pos
                out.append(",")
                pos += 1
                expect = "key" if stack[-1] == "{" else "value"
                continue
            if ch in "]}" and stack:
                if _CLOSER[stack[-1]] != ch:
                    raise reject(f"'{ch}' does not match the open '{stack[-1]}'", pos)
                stack.pop()
                out.append(ch)
                pos += 1
                expect = "after" if stack else "done"
                continue
            raise reject(
                f"unexpected {_excerpt(src[pos : pos + 12])}; expected ',' or a closer", pos
            )
        if expect == "colon":
            if ch != ":":
                raise reject(
                    f"expected ':' after the key, found {_excerpt(src[pos : pos + 12])}", pos
                )
            out.append(":")
            pos += 1
            expect = "value"
            continue
        last_comma = -1
        if ch == '"':
            m = _STRING.match(src, pos, stop)
            if m is None:
                raise _string_problem(src, pos, stop)
            out.append(m.group())
            pos = m.end()
            expect = "colon" if expect == "key" else ("after" if stack else "done")
            continue
        if expect == "key":
            raise reject(
                f"a key must be a double-quoted string, found {_excerpt(src[pos : pos + 12])}",
                pos,
            )
        if ch in "{[":
            if len(stack) >= MAX_DEPTH:
                raise reject(f"nesting deeper than {MAX_DEPTH}", pos)
            stack.append(ch)
            out.append(ch)
            pos += 1
            expect = "key" if ch == "{" else "value"
            continue
        m = _NUMBER.match(src, pos, stop)
        if m is not None:
            end = m.end()
            if end >= stop:
                raise reject("the output ends inside a number that may have been cut short", pos)
            if not _ends_token(src, end, fenced):
                raise reject(f"not a JSON number: {_excerpt(src[pos : end + 12])}", pos)
            out.append(m.group())
            pos = end
            expect = "after" if stack else "done"
            continue
        m = _WORD.match(src, pos, stop)
        if m is not None:
            word, end = m.group(), m.end()
            fixed = _LITERALS.get(word) or _PY_LITERALS.get(word)
            if fixed is None and end >= stop and any(lit.startswith(word) for lit in _ALL_LITERALS):
                raise reject(f"the output ends inside the literal {word!r}", pos)
            if fixed is None or (end < stop and not _ends_token(src, end, fenced)):
                raise reject(f"unquoted text {_excerpt(src[pos:end])} is not a JSON value", pos)
            if word in _PY_LITERALS:
                steps.add("python_literal", f"replaced {word} with {fixed}", _where(src, pos))
            out.append(fixed)
            pos = end
            expect = "after" if stack else "done"
            continue
        raise reject(f"unexpected {_excerpt(src[pos : pos + 12])}", pos)


def _ends_token(src: str, end: int, fenced: bool) -> bool:
    """True when the character at `end` may follow a number or literal."""
    return src[end] in _DELIMITERS or (fenced and src.startswith("```", end))


def _string_problem(src: str, pos: int, stop: int) -> _Reject:
    """Explain why a string starting at `pos` is not a complete JSON string."""
    m = _STRING_PREFIX.match(src, pos, stop)
    end = m.end() if m else pos + 1
    where = _where(src, end)
    if end >= stop:
        return _Reject(
            f"the output ends inside a string that starts at {_where(src, pos)} (closing it would "
            f"invent its end); {_FIX_HINT}"
        )
    ch = src[end]
    if ch == "\\":
        return _Reject(
            f"invalid escape {_excerpt(src[end : end + 6])} in a string at {where}; {_FIX_HINT}"
        )
    return _Reject(f"raw control character U+{ord(ch):04X} in a string at {where}; {_FIX_HINT}")


def _close_truncated(
    src: str,
    pos: int,
    out: list[str],
    stack: list[str],
    expect: str,
    last_comma: int,
    comma_at: int,
    steps: _Steps,
) -> _Parsed:
    """Close a value whose text stopped at `pos`, only where nothing has to be invented."""
    where = _where(src, pos)
    if not stack:
        raise _Reject(f"no JSON value before {where}; {_FIX_HINT}")
    if expect == "colon":
        raise _Reject(
            f"the output stops after an object key, before its value, at {where}; {_FIX_HINT}"
        )
    if expect == "value" and stack[-1] == "{":
        raise _Reject(
            f"the output stops after a key and ':', before its value, at {where}; {_FIX_HINT}"
        )
    if last_comma >= 0:
        out[last_comma] = ""
        steps.add(
            "remove_trailing_comma",
            "removed the dangling comma before the cut",
            _where(src, comma_at),
        )
    closers = "".join(_CLOSER[c] for c in reversed(stack))
    while out and not out[-1].strip():
        out.pop()
    out.append(closers)
    steps.add("close_truncated", f"the output stops early; added {closers!r} to close it", where)
    return _Parsed("".join(out), pos)


def _repair(raw: str) -> tuple[str, tuple[RepairStep, ...]]:
    """The repair proper; raises `_Reject` with a reason when it must refuse."""
    steps = _Steps()
    n = len(raw)
    bracket = _CANDIDATE.search(raw)
    first_bracket = bracket.start() if bracket else n
    fence = raw.find("```", 0, first_bracket)
    if fence >= 0:
        return _repair_fenced(raw, fence, steps)
    if bracket is None:
        raise _Reject(f"no JSON object or array found; {_FIX_HINT}")
    # Only the first '{' or '[' is a candidate: searching further could pick a value nested
    # inside a broken outer one and call the rest "prose", which would change the meaning.
    lead = raw[:first_bracket]
    _check_lead(raw, lead)
    parsed = _scan_value(raw, first_bracket, n, steps, fenced=False)
    if lead.strip():
        steps.items.insert(
            0,
            RepairStep(
                kind="strip_prose", detail=f"removed text before the JSON {_excerpt(lead)} at 1:1"
            ),
        )
    _check_tail(raw, parsed.end, raw[parsed.end :], steps)
    return parsed.text.strip(), steps.done()


def _repair_fenced(raw: str, fence: int, steps: _Steps) -> tuple[str, tuple[RepairStep, ...]]:
    """The JSON sits in a Markdown code fence that opens at `fence` (maybe never closed)."""
    lead = raw[:fence]
    _check_lead(raw, lead)
    if lead.strip():
        steps.add("strip_prose", f"removed text before the fence {_excerpt(lead)}", _where(raw, 0))
    tag = _FENCE_TAG.match(raw, fence + 3)
    assert tag is not None
    label = raw[fence + 3 : tag.end()].strip()
    inner = _Steps()
    parsed = _scan_value(raw, tag.end(), len(raw), inner, fenced=True)
    closing = raw.find("```", parsed.end)
    fence_kind = f"```{label}" if label else "```"
    unclosed = "" if closing >= 0 else " (it was never closed)"
    steps.add(
        "strip_fence", f"removed the Markdown fence {fence_kind!r}{unclosed}", _where(raw, fence)
    )
    steps.merge(inner)
    if closing < 0:
        _check_tail(raw, parsed.end, raw[parsed.end :], steps)
        return parsed.text.strip(), steps.done()
    _check_tail(raw, parsed.end, raw[parsed.end : closing], steps)
    after = raw[closing + 3 :]
    if "```" in after:
        raise _Reject(f"more than one fenced block; cannot tell which is the answer; {_FIX_HINT}")
    _check_tail(raw, closing + 3, after, steps)
    return parsed.text.strip(), steps.done()


def _check_tail(raw: str, at: int, tail: str, steps: _Steps) -> None:
    """Text after the value: whitespace passes, prose is removed, JSON-like text is refused."""
    body = tail.strip()
    if not body:
        return
    if _CANDIDATE.search(tail):
        raise _Reject(
            f"more text with '{{' or '[' after the JSON at {_where(raw, at)}; cannot tell which "
            f"value is the answer; {_FIX_HINT}"
        )
    if _continues_json(body):
        raise _Reject(
            f"the text after the JSON at {_where(raw, at)} looks like more members "
            f"{_excerpt(body)}; dropping it would lose data; {_FIX_HINT}"
        )
    steps.add("strip_prose", f"removed text after the JSON {_excerpt(tail)}", _where(raw, at))


def _check_lead(raw: str, lead: str) -> None:
    """Text before the value: refused when it looks like the end of a member list."""
    body = lead.strip()
    if body and (body[-1] == "," or _KEY_LIKE.search(body)):
        raise _Reject(
            f"the text before the JSON looks like part of it {_excerpt(lead)}; dropping it would "
            f"lose data; {_FIX_HINT}"
        )


_KEY_LIKE = re.compile(r'"\s*+:')


def _continues_json(body: str) -> bool:
    """True when text after the value is really more members (`, "k": v`): never droppable."""
    return body[0] in ',:"' or _KEY_LIKE.search(body) is not None


def repair_json(raw: str) -> RepairOutcome:
    """Repair `raw` if it is near-JSON; each change is listed in `steps`; values never change."""
    if len(raw) > MAX_INPUT_CHARS:
        return RepairOutcome(
            ok=False,
            text=None,
            steps=(),
            error=(
                f"the output is {len(raw):,} characters; repair accepts at most "
                f"{MAX_INPUT_CHARS:,}; lower maxOutputTokens or turn repair off"
            ),
        )
    try:
        _strict_loads(raw)
    except (ValueError, RecursionError):
        pass
    else:
        return RepairOutcome(ok=True, text=raw, steps=())
    try:
        text, steps = _repair(raw)
    except _Reject as exc:
        return RepairOutcome(ok=False, text=None, steps=(), error=str(exc))
    try:
        _strict_loads(text)
    except (ValueError, RecursionError) as exc:  # a bug guard: the scan should never emit this
        return RepairOutcome(
            ok=False, text=None, steps=(), error=f"repair produced invalid JSON: {exc}"
        )
    return RepairOutcome(ok=True, text=text, steps=steps)

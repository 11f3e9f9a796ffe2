"""A small reader of regex source text: the literal text every match of a pattern starts with.

The guard tries a rule only where one of its declared anchors starts
(`safe_agent.guards.injection_rules`), so every alternative of every rule must begin with one of
them. This reader checks that from the pattern text itself, without Python's private regex parser
(whose internals differ between the CPython the tests run and the Pyodide the page runs). It
knows the subset of regex syntax the rules use: literals and escapes, character classes, groups
(`(?:…)`, look-arounds), alternation and bounded quantifiers. Whatever it does not read as a
literal counts as "unknown text", which can only make the check stricter.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

_ZERO_ESCAPES = set("bBAZ")
_CLASS_ESCAPES = set("wWdDsS")
_CHAR_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "f": "\f", "v": "\v"}


@dataclass(frozen=True)
class Node:
    """One item of a sequence: a literal character, a group of alternatives, any other one
    character (`other`), or a zero-width assertion; repeated `lo` to `hi` times."""

    kind: str  # "lit", "group", "other", "zero"
    lo: int = 1
    hi: int = 1
    char: str = ""
    alts: tuple[tuple[Node, ...], ...] = ()


class _Reader:
    def __init__(self, src: str) -> None:
        self.src = src
        self.i = 0

    def alternatives(self) -> tuple[tuple[Node, ...], ...]:
        alts = [self.sequence()]
        while self.i < len(self.src) and self.src[self.i] == "|":
            self.i += 1
            alts.append(self.sequence())
        return tuple(alts)

    def sequence(self) -> tuple[Node, ...]:
        out: list[Node] = []
        while self.i < len(self.src) and self.src[self.i] not in "|)":
            node = self.atom()
            out.append(self.quantified(node))
        return tuple(out)

    def atom(self) -> Node:
        s, c = self.src, self.src[self.i]
        self.i += 1
        if c == "(":
            zero = False
            if s.startswith("?", self.i):
                if s[self.i + 1] in "=!" or s.startswith("<=", self.i + 1):
                    zero = True
                elif s.startswith("<!", self.i + 1):
                    zero = True
                elif s[self.i + 1] not in ":>":
                    raise ValueError(f"unsupported group at {self.i} in {s!r}")
                self.i = s.index(":", self.i) + 1 if not zero else self._skip_lookaround()
            alts = self.alternatives()
            if self.i >= len(s) or s[self.i] != ")":
                raise ValueError(f"unbalanced group in {s!r}")
            self.i += 1
            return Node("zero") if zero else Node("group", alts=alts)
        if c == "[":
            if s.startswith("^", self.i):
                self.i += 1
            if s.startswith("]", self.i):
                self.i += 1
            while s[self.i] != "]":
                self.i += 2 if s[self.i] == "\\" else 1
            self.i += 1
            return Node("other")
        if c == ".":
            return Node("other")
        if c in "^$":
            return Node("zero")
        if c == "\\":
            e = s[self.i]
            self.i += 1
            if e in _ZERO_ESCAPES:
                return Node("zero")
            if e in _CLASS_ESCAPES:
                return Node("other")
            if e in "xu":
                n = 2 if e == "x" else 4
                ch = chr(int(s[self.i : self.i + n], 16))
                self.i += n
                return Node("lit", char=ch)
            return Node("lit", char=_CHAR_ESCAPES.get(e, e))
        return Node("lit", char=c)

    def _skip_lookaround(self) -> int:
        # `(?=`, `(?!`, `(?<=`, `(?<!`: the body is read (to find its end) and then dropped.
        head = 4 if self.src.startswith("<", self.i + 1) else 3
        return self.i + head - 1

    def quantified(self, node: Node) -> Node:
        s = self.src
        if self.i >= len(s):
            return node
        c = s[self.i]
        lo, hi = 1, 1
        if c in "?*+":
            lo, hi = {"?": (0, 1), "*": (0, 10**9), "+": (1, 10**9)}[c]
            self.i += 1
        elif c == "{" and self._is_count():
            end = s.index("}", self.i)
            body = s[self.i + 1 : end]
            lo_s, _, hi_s = body.partition(",")
            lo = int(lo_s or 0)
            hi = lo if "," not in body else (int(hi_s) if hi_s else 10**9)
            self.i = end + 1
        else:
            return node
        if self.i < len(s) and s[self.i] in "?+":
            self.i += 1  # lazy or possessive: the same text can match
        return Node(node.kind, lo, hi, node.char, node.alts)

    def _is_count(self) -> bool:
        end = self.src.find("}", self.i)
        body = self.src[self.i + 1 : end] if end > 0 else "x"
        return bool(body) and all(ch.isdigit() or ch == "," for ch in body)


def parse(src: str) -> tuple[tuple[Node, ...], ...]:
    """The alternatives of the regex source `src`, as sequences of nodes."""
    reader = _Reader(src)
    alts = reader.alternatives()
    if reader.i != len(src):
        raise ValueError(f"unbalanced ')' at {reader.i} in {src!r}")
    return alts


Token = tuple[str, int]  # (literal character, 0) or ("", most characters of unknown text)


def starts(src: str, limit: int = 16) -> Iterator[tuple[Token, ...]]:
    """Every way a match of `src` can begin, as its first tokens (at most `limit` literals).

    A literal is `(char, 0)`; unknown text of at most `n` characters is `("", n)`, and a path
    ends at the first unknown text. Zero-width items are left out.
    """
    for alt in parse(src):
        for tokens, _ in _seq_starts(alt, (), limit):
            yield tokens


_Path = tuple[tuple[Token, ...], bool]  # (tokens, whether the sequence was read to its end)


def _seq_starts(seq: tuple[Node, ...], acc: tuple[Token, ...], limit: int) -> Iterator[_Path]:
    if not seq:
        yield acc, True
        return
    if sum(1 for ch, _ in acc if ch) >= limit:
        yield acc, False
        return
    node, rest = seq[0], seq[1:]
    if node.kind == "zero":
        yield from _seq_starts(rest, acc, limit)
        return
    if node.lo == 0:
        yield from _seq_starts(rest, acc, limit)  # the optional item left out
    if node.hi == 0:
        return
    if node.kind == "other":
        # Unknown text of at most `hi` characters: a path reads past it only while it is within
        # the reach of `back` (bounded by `limit`), where an anchor may still start after it.
        token = (*acc, ("", node.hi))
        if node.hi < 10**9 and sum(n or 1 for _, n in token) <= limit:
            yield from _seq_starts(rest, token, limit)
        else:
            yield token, False
        return
    once = Node(node.kind, 1, 1, node.char, node.alts)
    if node.lo <= 1 and node.hi == 1:
        tail: tuple[Node, ...] | None = rest
    elif node.lo == node.hi:
        tail = (once,) * (node.lo - 1) + rest
    else:
        tail = (once,) * (max(node.lo, 1) - 1)  # then a repeat of unknown count: stop there
    ends = node.lo == node.hi or node.hi == 1
    if node.kind == "lit":
        heads: Iterator[_Path] = iter([((*acc, (node.char, 0)), True)])
    else:
        heads = (p for alt in node.alts for p in _seq_starts(alt, acc, limit))
    for head, done in heads:
        if not done:
            yield head, False
        elif ends:
            yield from _seq_starts(tail, head, limit)
        else:
            for path, _ in _seq_starts(tail, head, limit):
                yield path, False


def uncovered(src: str, anchors: tuple[str, ...], back: int = 0) -> list[str]:
    """The ways `src` can begin that start with none of `anchors` (empty: every match does).

    With `back`, an anchor may start up to `back` characters into the match (the guard tries
    such a rule from `back` characters before each anchor hit).
    """
    return [
        "".join(ch or f"<{n}>" for ch, n in path)
        for path in starts(src, max(map(len, anchors)) + back)
        if not _path_ok(path, anchors, back)
    ]


def _path_ok(path: tuple[Token, ...], anchors: tuple[str, ...], back: int) -> bool:
    """Whether an anchor starts at the first literal of `path` or at one within `back`."""
    used = 0
    for k in range(len(path) + 1):
        lits = []
        for ch, _ in path[k:]:
            if not ch:
                break
            lits.append(ch)
        text = "".join(lits).lower()  # the rules run on lower-cased text
        if any(text.startswith(a) for a in anchors):
            return True
        if k == len(path):
            break
        used += 1 if path[k][0] else path[k][1]
        if used > back:
            break
    return False

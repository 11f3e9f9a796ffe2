"""Linear finders for redaction rules whose regex alone would backtrack over long runs."""

from __future__ import annotations

import re
from collections.abc import Iterator
from string import ascii_letters, digits

# ---- url-credentials ----------------------------------------------------------------------------
# The rule's regex, `\b[a-z][a-z0-9+.\-]{1,20}://[^\s:/?#@'"]{0,128}:(?P<secret>[^\s'"]{1,256})@
# (?=[\w\[])` (ASCII, any case), is right but slow on crafted text: at every `://` it tries each
# scheme start, and the password part runs greedily to the end of its run and backtracks over it
# looking for an `@`, so a text dense in `://` and `@` costs hundreds of steps per character.
# `url_credential_matches` finds the same matches reading each character a bounded number of
# times: the scheme can hold no `:`, so every match belongs to one `://` and what follows it does
# not depend on where the scheme starts; the user name ends at the first character it cannot
# hold; the password ends at the last `@` (followed by a word character or `[`) within 256
# characters of its start and inside its whitespace-free run. The end of that run and the
# qualifying `@`s are found by scans that only move forward. The match object itself comes from
# the regex, run over exactly that span (so it does not backtrack).

_SCHEME = frozenset(ascii_letters + digits + "+.-")
_LETTER = frozenset(ascii_letters)
_WORD = frozenset(ascii_letters + digits + "_")
_USER_STOP = re.compile(r"[\s:/?#@'\"]", re.ASCII)
_RUN_STOP = re.compile(r"[\s'\"]", re.ASCII)
_HOST_AT = re.compile(r"@(?=[\w\[])", re.ASCII)
_USER_MAX = 128
_SECRET_MAX = 256
_SCHEME_MAX = 20


def _scheme_start(text: str, q: int, floor: int) -> int:
    """The leftmost start >= `floor` of a scheme (`\\b[a-z][a-z0-9+.-]{1,20}`) ending at `q`."""
    lo = q
    while lo > max(floor, q - _SCHEME_MAX - 1) and text[lo - 1] in _SCHEME:
        lo -= 1
    for s in range(lo, q - 1):
        if text[s] in _LETTER and (s == 0 or text[s - 1] not in _WORD):
            return s
    return -1


def url_credential_matches(regex: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """`regex.finditer(text)` for the url-credentials rule, in time linear in `text`."""
    size = len(text)
    pos = 0  # where the previous match ended (`finditer` resumes there)
    run_end = -1  # end of the whitespace-free run last looked up, and where that run starts
    run_from = size + 1
    ats = _HOST_AT.finditer(text)
    at_next = next(ats, None)
    at_last = -1  # the last qualifying `@` read so far
    q = text.find("://")
    while q >= 0:
        s = _scheme_start(text, q, pos) if q - pos >= 2 else -1
        m = None
        if s >= 0:
            u = q + 3
            stop = _USER_STOP.search(text, u, min(size, u + _USER_MAX + 1))
            if stop is not None and text[stop.start()] == ":":
                colon = stop.start()
                if not run_from <= colon + 1 < run_end:  # (else the same run as before)
                    r = _RUN_STOP.search(text, colon + 1)
                    run_from, run_end = colon + 1, r.start() if r else size
                hi = min(colon + 1 + _SECRET_MAX, run_end - 1)
                while at_next is not None and at_next.start() <= hi:
                    at_last = at_next.start()
                    at_next = next(ats, None)
                if at_last >= colon + 2:
                    m = regex.match(text, s, at_last + 2)
        if m is not None:
            yield m
            pos = m.end()
            q = text.find("://", max(q + 1, pos))
        else:
            q = text.find("://", q + 1)


BARE_RUN = 40  # the shortest token the bare-token rule takes: letters and digits only

# Each ASCII letter or digit reads as `a`, every other byte as `.` (a non-ASCII character is
# encoded as one `?` first, so indices are kept).
_ALNUM_TABLE = bytes(ord("a") if i < 128 and chr(i).isalnum() else ord(".") for i in range(256))
_BARE_RUN = b"a" * BARE_RUN


def bare_token_matches(regex: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """`regex.finditer(text)` for the bare-token rule, whose every match is one whole run of
    `BARE_RUN`+ ASCII letters and digits (its look-behind forbids a start after a letter or a
    digit): `match` only at the start of each such run, found by C-level byte scans instead of
    trying the regex at every position."""
    shape = text.encode("ascii", "replace").translate(_ALNUM_TABLE)
    start = shape.find(_BARE_RUN)
    while start >= 0:
        m = regex.match(text, start)
        if m is not None:
            yield m
        end = shape.find(b".", start + BARE_RUN)
        if end < 0:
            return
        start = shape.find(_BARE_RUN, end)

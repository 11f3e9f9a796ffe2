"""Regular expressions compiled at build time: the page loads them into `re`'s own cache.

Compiling a pattern is pure Python (`re._parser` and `re._compiler`); the guard and redaction
compile about 300 large ones on import and on the first run, the largest share of the time from
"Python ready" to the first live result in the page. The build runs the page's first run in the
same pinned Pyodide (`buildlib/bytecode.py`'s warm-up: the import and the first preset), so the
compiled form of every pattern it used is known then: `dump()` writes it (the other presets'
patterns compile on their first live run), the build ships it beside this module, and `install()`
(called when `safe_agent.page` is imported) builds each `re.Pattern` from it with `_sre.compile`,
the call `re._compiler.compile` ends with, and puts it in `re`'s cache. `re.compile(p, flags)`
then returns it without parsing. Only an interpreter whose version and `_sre` constants equal the
build's uses the file; anything else (CPython on a desktop, a changed Pyodide) compiles as usual.
A cached pattern equals the one `re` compiles itself (`Pattern.__eq__` compares the compiled
code): `tests/test_dist_python.py` checks every one under the pinned Pyodide.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # CPython's regex engine: no stub
import json
import re
import sys
from array import array
from pathlib import Path
from typing import Any

# The file the build ships beside this module (never in the repo: it is the build's output).
CACHE_FILE = Path(__file__).with_name("regex_cache.bin")
_HEAD = b"safe-agent regex cache 1\n"


def _stamp() -> dict[str, object]:
    """What must be equal between the interpreter that wrote the file and the one reading it."""
    return {
        "version": sys.version,
        "magic": _sre.MAGIC,
        "codesize": _sre.CODESIZE,
        "maxrepeat": _sre.MAXREPEAT,
        "maxgroups": _sre.MAXGROUPS,
        "itemsize": array("I").itemsize,
        "byteorder": sys.byteorder,
    }


def dump() -> bytes:
    """Every str or bytes pattern in `re`'s cache now, compiled again to its code (build time,
    after the warm-up has run the page's first runs)."""
    entries: list[list[object]] = []
    code_words = array("I")
    for (kind, pattern, flags), compiled in list(re._cache.items()):  # type: ignore[attr-defined]
        if kind not in (str, bytes) or flags & re.DEBUG:
            continue
        parsed = re._parser.parse(pattern, flags)  # type: ignore[attr-defined]
        code = re._compiler._code(parsed, flags)  # type: ignore[attr-defined]
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, index in groupindex.items():
            indexgroup[index] = name
        rebuilt = _sre.compile(
            pattern,
            flags | parsed.state.flags,
            code,
            parsed.state.groups - 1,
            groupindex,
            tuple(indexgroup),
        )
        if rebuilt != compiled:  # a bug in this module: never ship a pattern re would not build
            raise AssertionError(f"rebuilding {pattern!r} gave different code")
        text = pattern if kind is str else pattern.decode("latin-1")
        final_flags = flags | parsed.state.flags
        groups = parsed.state.groups - 1
        entries.append([kind is bytes, text, flags, final_flags, groups, groupindex, indexgroup])
        entries[-1].append(len(code))
        code_words.extend(code)
    head = json.dumps({"stamp": _stamp(), "entries": entries}, separators=(",", ":")).encode()
    return _HEAD + len(head).to_bytes(4, "little") + head + _planes(code_words.tobytes())


def _planes(raw: bytes) -> bytes:
    """The code's bytes regrouped by position in their 4-byte word: most words are small, so the
    upper planes are nearly all zeros and the zip compresses the file to about half."""
    return b"".join(raw[i::4] for i in range(4))


def _words(planes: bytes) -> array[int]:
    """The inverse of `_planes`, as native 4-byte words."""
    count = len(planes) // 4
    raw = bytearray(len(planes))
    for i in range(4):
        raw[i::4] = planes[i * count : (i + 1) * count]
    words = array("I")
    words.frombytes(bytes(raw))
    return words


def _read(path: Path) -> tuple[dict[str, Any], bytes] | None:
    """The file's head (stamp and entries) and its code planes; None without a usable file."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if not data.startswith(_HEAD):
        return None
    at = len(_HEAD)
    size = int.from_bytes(data[at : at + 4], "little")
    return json.loads(data[at + 4 : at + 4 + size]), data[at + 4 + size :]


def patterns(path: Path = CACHE_FILE) -> list[tuple[str | bytes, int]]:
    """The (pattern, flags) pairs the file holds, in its order."""
    read = _read(path)
    if read is None:
        return []
    return [
        (text.encode("latin-1") if is_bytes else text, flags)
        for is_bytes, text, flags, *_ in read[0]["entries"]
    ]


def install(path: Path = CACHE_FILE) -> int:
    """Put the file's patterns into `re`'s cache if it was written by this very interpreter;
    return how many (0 when there is no file or it is for another interpreter)."""
    read = _read(path)
    if read is None or read[0]["stamp"] != _stamp():
        return 0
    head, planes = read
    words = _words(planes)
    cache = re._cache  # type: ignore[attr-defined]
    limit = re._MAXCACHE  # type: ignore[attr-defined]
    start = installed = 0
    for is_bytes, text, flags, final_flags, groups, groupindex, indexgroup, length in head[
        "entries"
    ]:
        if len(cache) >= limit:
            break  # the rest would push out what is already there
        pattern = text.encode("latin-1") if is_bytes else text
        code = words[start : start + length].tolist()
        start += length
        cache[(type(pattern), pattern, flags)] = _sre.compile(
            pattern, final_flags, code, groups, groupindex, tuple(indexgroup)
        )
        installed += 1
    return installed

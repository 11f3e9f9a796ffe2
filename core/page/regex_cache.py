"""Regular expressions compiled at build time: the page loads them into `re`'s own cache.

Compiling a pattern is pure Python (`re._parser` and `re._compiler`); the guard and redaction
compile about 300 large ones on import and on the first run, the largest share of the time from
"Python ready" to the first live result in the page. The build runs the page's first run in the
same pinned Pyodide (`buildlib/bytecode.py`'s warm-up: the import and the first preset), so the
compiled form of every pattern it used is known then: `dump()` writes it (the other presets'
patterns compile on their first live run), the build ships it beside this module, and `install()`
(called when `safe_agent.page` is imported) puts a cache in `re` that builds a pattern from it
with `_sre.compile`, the call `re._compiler.compile` ends with, when `re` first asks for it.
`re.compile(p, flags)` then returns it without parsing. The file names each pattern by a digest
of its source, not by the source: the page already holds the sources (it builds them from
`prebuilt.json`), and the largest ones, the guard's anchor scanners, are 30 KB gzip of
transfer. Only an interpreter whose version and `_sre` constants equal the build's uses the
file; anything else (CPython on a desktop, a changed Pyodide) compiles as usual. A cached
pattern equals the one `re` compiles itself (`Pattern.__eq__` compares the compiled code):
`tests/test_dist_python.py` checks every one under the pinned Pyodide.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # CPython's regex engine: no stub
import hashlib
import json
import re
import sys
from array import array
from collections.abc import Collection
from pathlib import Path
from typing import Any

# The file the build ships beside this module (never in the repo: it is the build's output).
CACHE_FILE = Path(__file__).with_name("regex_cache.bin")
_HEAD = b"safe-agent regex cache 2\n"


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


def digest(pattern: str | bytes, flags: int) -> str:
    """What the file names a pattern by: 64 bits of SHA-256 over its type, flags, length and
    source (two of the page's few hundred patterns sharing them is a chance of about 1 in 10^14)."""
    source = pattern.encode("utf-8", "surrogatepass") if isinstance(pattern, str) else pattern
    head = f"{type(pattern).__name__} {flags} {len(source)}\n".encode()
    return hashlib.sha256(head + source).hexdigest()[:16]


def dump(skip: Collection[tuple[type, str | bytes, int]] = ()) -> bytes:
    """Every str or bytes pattern in `re`'s cache now but those keyed in `skip`, compiled again to
    its code (build time, after the warm-up has run the page's first runs)."""
    entries: list[list[object]] = []
    code_words = array("I")
    for key, compiled in list(re._cache.items()):  # type: ignore[attr-defined]
        kind, pattern, flags = key
        if kind not in (str, bytes) or flags & re.DEBUG or key in skip:
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
        final_flags = flags | parsed.state.flags
        groups = parsed.state.groups - 1
        name = digest(pattern, flags)
        entries.append([name, final_flags, groups, groupindex, indexgroup, len(code)])
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


class _Cache(dict):  # type: ignore[type-arg]  # re's own cache: (type, pattern, flags) -> Pattern
    """`re`'s cache, which builds a pattern the file holds when `re` looks for it there: Python
    3.12 and later pop the key from it on a miss of their fast cache (`re._compile`), 3.11 reads
    it by key."""

    def __init__(self, held: dict[str, list[Any]], words: array[int], old: dict[Any, Any]):
        super().__init__(old)
        self.held = held
        self.words = words
        self.built: list[tuple[str | bytes, int]] = []

    def _build(self, key: Any) -> Any:
        kind, pattern, flags = key
        entry = self.held.pop(digest(pattern, flags), None) if kind in (str, bytes) else None
        if entry is None:
            return None
        final_flags, groups, groupindex, indexgroup, start, length = entry
        self.built.append((pattern, flags))
        code = self.words[start : start + length].tolist()
        return _sre.compile(pattern, final_flags, code, groups, groupindex, tuple(indexgroup))

    def pop(self, key: Any, *default: Any) -> Any:
        if key not in self:
            compiled = self._build(key)
            if compiled is not None:
                return compiled
        return super().pop(key, *default)

    def __missing__(self, key: Any) -> Any:
        compiled = self._build(key)
        if compiled is None:
            raise KeyError(key)
        self[key] = compiled
        return compiled


def install(path: Path = CACHE_FILE) -> int:
    """Give `re` a cache that builds the file's patterns when first asked for, if the file was
    written by this very interpreter; return how many it holds (0 when there is no file or it is
    for another interpreter)."""
    read = _read(path)
    if read is None or read[0]["stamp"] != _stamp():
        return 0
    head, planes = read
    held: dict[str, list[Any]] = {}
    start = 0
    for name, final_flags, groups, groupindex, indexgroup, length in head["entries"]:
        held[name] = [final_flags, groups, groupindex, indexgroup, start, length]
        start += length
    re._cache = _Cache(held, _words(planes), re._cache)  # type: ignore[attr-defined]
    return len(held)


def built() -> list[tuple[str | bytes, int]]:
    """The (pattern, flags) pairs built from the installed file so far, in that order."""
    cache = re._cache  # type: ignore[attr-defined]
    return list(cache.built) if isinstance(cache, _Cache) else []


def unbuilt() -> list[str]:
    """The digests of the installed file's patterns nobody has asked for yet."""
    cache = re._cache  # type: ignore[attr-defined]
    return sorted(cache.held) if isinstance(cache, _Cache) else []

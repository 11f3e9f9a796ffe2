"""Values the build computed once from this source (the guard's patterns): the page loads them.

The guard builds its rules from word lists when it is imported: hundreds of trie-shaped patterns
for 18 languages, pure functions of the source. In the page that is the largest share of the time
from "Python is up" to the first live result, and every page computes the same strings. The build
runs the page's first runs in the pinned Pyodide (`buildlib/bytecode.py`'s warm-up): `dump()`
writes every value computed through `value()` there, the build ships the file beside this module,
and `value()` then returns the stored value instead of computing it. Without the file (CPython,
tests, the CLI) each value is computed as usual. The build writes the file from the very sources
it ships, so the two cannot differ; `tests/test_dist_python.py` still recomputes every stored value
under the pinned Pyodide from the source and compares (`stale()`).

A module whose functions only compute stored values (the guard's pattern composers) names the
few the page runs in `PAGE_RUNS`; the page's bytecode (tools/pyc.mjs) leaves out the bodies of
its other top-level functions, which the page never calls, and `tests/test_page_runs.py` checks
that it never does.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

# The file the build ships beside this module (never in the repo: it is the build's output).
FILE = Path(__file__).with_name("prebuilt.json")
_FORMAT = "safe-agent prebuilt 1"

_stored: dict[str, Any] | None = None
_made: dict[str, Any] = {}
_computers: dict[str, Callable[[], Any]] = {}


def _load() -> dict[str, Any]:
    global _stored
    if _stored is None:
        try:
            data = json.loads(FILE.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        _stored = dict(data.get("values", {})) if data.get("format") == _FORMAT else {}
    return _stored


def _as_json(value: Any) -> Any:
    # Both ways give the same types: JSON's lists and dicts, whether stored or computed.
    return json.loads(json.dumps(value, ensure_ascii=False))


def value(key: str, compute: Callable[[], Any]) -> Any:
    """`compute()` as JSON gives it back (lists, dicts, strings, numbers), from the build's file
    when it holds `key`. `compute` must be a pure function of the source."""
    _computers[key] = compute
    stored = _load()
    if key in stored:
        return stored[key]
    made = _made[key] = _as_json(compute())
    return made


def dump() -> bytes:
    """Every value computed in this session (build time, after the warm-up's imports and runs)."""
    body = {"format": _FORMAT, "values": _made}
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()


def computed() -> dict[str, Any]:
    """Every value computed (not read from the build's file) in this session, by key."""
    return dict(_made)


def stored_keys() -> list[str]:
    """The keys the build's file holds (none without the file)."""
    return sorted(_load())


def stale() -> list[str]:
    """The stored values that differ from what their source computes now."""
    stored = _load()
    return sorted(k for k, f in _computers.items() if k in stored and stored[k] != _as_json(f()))

"""Permalink benchmark: each preset's link length against its canonical JSON, and coding speed.

Run with `python -m bench.permalink`. For each preset: the link length (characters), the length of
the canonical JSON it encodes, their ratio, whether the link fits the 2,000-character share limit,
and what a link holding only the fields that differ from the defaults would measure (the design
alternative the module docstring rejects; shown so the choice stays measured). Timing: median of
200 encodes and of 200 decodes, against export → import of the same state (the JSON path) measured
in the same run as the baseline.
"""

from __future__ import annotations

import base64
import json
import statistics
import time
import zlib
from collections.abc import Callable
from typing import Any

from safe_agent.state import permalink, state_io
from safe_agent.state.demo_state import DemoState
from safe_agent.state.preset_catalog import list_presets

SHARE_LIMIT = 2000
REPEATS = 200


def _median_us(fn: Callable[[], object]) -> float:
    samples = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e6


def _diff(value: Any, default: Any) -> Any:
    """The parts of `value` that differ from `default` (objects recursively, lists whole)."""
    if isinstance(value, dict) and isinstance(default, dict):
        out = {k: _diff(v, default.get(k)) for k, v in value.items() if v != default.get(k)}
        return out
    return value


def diff_link_length(state: DemoState) -> int:
    """Length of a link that would carry only the non-default fields (not the shipped format)."""
    changed = _diff(state.model_dump(mode="json"), DemoState().model_dump(mode="json"))
    raw = json.dumps({"d": 1, **changed}, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(raw.encode()) + packer.flush()
    return 3 + len(base64.urlsafe_b64encode(packed).rstrip(b"="))


def main() -> int:
    """Print one row per preset; return 1 if any preset's link passes the share limit."""
    print(
        f"{'preset':<7}{'link':>6}{'json':>7}{'ratio':>7}  {'fits':<5}{'diff-only':>10}"
        f"{'encode µs':>11}{'decode µs':>11}{'json path µs':>14}{'decode/json':>13}"
    )
    worst = 0
    for preset in list_presets():
        state = preset.state
        link = permalink.encode(state)
        canonical = state_io.canonical_json(state)
        worst = max(worst, len(link))
        enc = _median_us(lambda s=state: permalink.encode(s))
        dec = _median_us(lambda k=link: permalink.decode(k))
        base = _median_us(lambda s=state: state_io.load_state(state_io.export_state(s)))
        fits = "yes" if len(link) <= SHARE_LIMIT else "NO"
        print(
            f"{preset.id:<7}{len(link):>6}{len(canonical):>7}{len(link) / len(canonical):>7.2f}  "
            f"{fits:<5}{diff_link_length(state):>10}{enc:>11.0f}{dec:>11.0f}{base:>14.0f}"
            f"{dec / base:>13.2f}"
        )
    print(f"longest link: {worst} characters (share limit {SHARE_LIMIT})")
    return 0 if worst <= SHARE_LIMIT else 1


if __name__ == "__main__":
    raise SystemExit(main())

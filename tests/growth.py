"""Growth-ratio checks for hostile input: work on 8x the input must take under 20x the time.

Both sizes are measured in the same run (best of a few tries each), so a slow or busy machine
slows both alike; linear work grows about 8x, quadratic about 64x. No absolute duration is
asserted anywhere.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

FACTOR = 8
LIMIT = 20


def best_time(fn: Callable[[T], object], arg: T, tries: int = 3) -> float:
    """The fastest of `tries` runs of `fn(arg)`, in seconds (the least disturbed by load)."""
    best = float("inf")
    for _ in range(tries):
        start = time.perf_counter()
        fn(arg)
        best = min(best, time.perf_counter() - start)
    return best


def growth(fn: Callable[[T], object], make: Callable[[int], T], size: int) -> float:
    """How many times longer `fn` takes on `make(FACTOR * size)` than on `make(size)`."""
    small, large = make(size), make(FACTOR * size)
    fn(small)  # warm caches (compiled regexes, imports) before timing
    return best_time(fn, large) / max(best_time(fn, small), 1e-6)


def assert_linear(
    fn: Callable[[T], object], make: Callable[[int], T], size: int, limit: float = LIMIT
) -> None:
    """`fn` does work linear in the input: FACTOR x the input, under `limit` x the time."""
    ratio = growth(fn, make, size)
    if ratio >= limit:  # a load spike during the large run: measure once more
        ratio = min(ratio, growth(fn, make, size))
    assert ratio < limit, f"{ratio:.1f}x the time for {FACTOR}x the input"

"""Shared fixtures: a fixed clock and a session that never sleeps."""

from __future__ import annotations

import pytest
from helpers import FixedClock
from safe_agent import types
from safe_agent.pipeline.runner import Session


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock()


@pytest.fixture
def session(clock: FixedClock) -> Session:
    sleeps: list[float] = []
    s = Session(clock_ms=clock, sleep=sleeps.append)
    s.sleeps = sleeps  # type: ignore[attr-defined]
    return s


# Every value the core builds without validation (types.Built) is validated too in the tests, and
# must be exactly what validation makes of it.
types.CHECK_BUILT = True

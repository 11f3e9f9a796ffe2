"""Shared fixtures and run profiles: a fixed clock, a sleepless session, Hypothesis depth."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from helpers import FixedClock
from hypothesis import settings
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


# Hypothesis depth, by profile. "ci" (the default, scripts/test.sh) runs each property with a fifth
# of the examples its test names (`helpers.examples`), "deep" (scripts/test.sh --deep) with all of
# them. No deadline in either: a busy 2-core machine must not turn a slow example into a failure.
settings.register_profile("ci", deadline=None)
settings.register_profile("deep", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

E2E = Path(__file__).resolve().parent / "e2e"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test under tests/e2e/ drives a browser: mark it, so `-m "not e2e"` leaves it out."""
    for item in items:
        if E2E in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.e2e)

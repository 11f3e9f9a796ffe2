"""Budget: a call is admitted only if it fits, so totals never pass the limits."""

from __future__ import annotations

import pytest
from safe_agent.pipeline.budget import BudgetMeter
from safe_agent.types import Budget, Usage


@pytest.mark.parametrize(
    ("limits", "used", "ask", "expected"),
    [
        (Budget(maxCalls=1), (1, 0, 0), (1, 1), "Budget exceeded: maxCalls"),
        (Budget(maxCalls=0), (0, 0, 0), (1, 1), "Budget exceeded: maxCalls"),
        # The devkit admits this call (its pre-check sees 0 < 1) and overshoots; we refuse it.
        (
            Budget(maxTotalInputTokens=1),
            (0, 0, 0),
            (185, 1),
            "Budget exceeded: maxTotalInputTokens",
        ),
        (
            Budget(maxTotalOutputTokens=100),
            (0, 0, 0),
            (1, 1500),
            "Budget exceeded: maxTotalOutputTokens",
        ),
        (
            Budget(maxCalls=2, maxTotalInputTokens=10, maxTotalOutputTokens=10),
            (1, 5, 5),
            (5, 5),
            None,
        ),
    ],
)
def test_refusals(
    limits: Budget, used: tuple[int, int, int], ask: tuple[int, int], expected: str | None
) -> None:
    """Refusals name the limit that would be passed; a call that fits exactly is admitted."""
    meter = BudgetMeter(limits, *used)
    assert expected == meter.refusal(*ask)


def test_checks_run_in_devkit_order() -> None:
    """With every limit exhausted, maxCalls is reported first, as in the devkit."""
    meter = BudgetMeter(Budget(maxCalls=0, maxTotalInputTokens=0, maxTotalOutputTokens=0))
    assert "Budget exceeded: maxCalls" == meter.refusal(1, 1)


def test_record_accumulates_and_snapshot_reports_limits() -> None:
    """Recorded usage adds up; the snapshot carries the limits beside the totals."""
    meter = BudgetMeter(Budget())
    meter.spend(Usage(inputTokens=10, outputTokens=3))
    meter.spend(Usage(inputTokens=5, outputTokens=2))
    snap = meter.snapshot()
    assert (2, 15, 5, 6) == (snap.calls, snap.inputTokens, snap.outputTokens, snap.maxCalls)

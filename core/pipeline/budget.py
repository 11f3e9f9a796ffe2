"""Budget engine: admit a call only if it fits; every provider call counts, failed ones included."""

from __future__ import annotations

from dataclasses import dataclass

from ..types import Budget, BudgetSnapshot, Usage


@dataclass
class BudgetMeter:
    """Running totals for one run (one client per run, shared by its agents)."""

    limits: Budget
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0

    def refusal(self, input_tokens: int, max_output_tokens: int) -> str | None:
        """Why the next call may not start, or None. Totals can never pass the limits."""
        if self.calls + 1 > self.limits.maxCalls:
            return "Budget exceeded: maxCalls"
        if self.input_tokens + input_tokens > self.limits.maxTotalInputTokens:
            return "Budget exceeded: maxTotalInputTokens"
        if self.output_tokens + max_output_tokens > self.limits.maxTotalOutputTokens:
            return "Budget exceeded: maxTotalOutputTokens"
        return None

    def spend(self, usage: Usage) -> None:
        """Count a call that reached the provider, whatever its output turned out to be."""
        self.calls += 1
        self.input_tokens += usage.inputTokens
        self.output_tokens += usage.outputTokens

    def snapshot(self) -> BudgetSnapshot:
        return BudgetSnapshot(
            calls=self.calls,
            inputTokens=self.input_tokens,
            outputTokens=self.output_tokens,
            maxCalls=self.limits.maxCalls,
            maxTotalInputTokens=self.limits.maxTotalInputTokens,
            maxTotalOutputTokens=self.limits.maxTotalOutputTokens,
        )

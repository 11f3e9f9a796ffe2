"""The injection guard's measured recall, in one place, and the plain sentence the page says."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Recall:
    """Share of attack texts blocked, by kind, and the day it was measured."""

    measured: str
    direct: float  # direct injections ("ignore your instructions and …")
    jailbreak: float  # jailbreaks (role play, "developer mode" …)
    indirect: float  # plain task instructions hidden in ordinary text


# Measured with `python -m bench.guardrails` (direct and jailbreak: its leave-one-source-out
# table, so only texts from sources the rules were not written from count; indirect: its pooled
# row; see docs/guardrails.md). Update these numbers, and only these, when the rules or the
# detector change: the About section and every blocked run's why-card read them.
GUARD_RECALL = Recall(measured="2026-11-24", direct=0.825, jailbreak=0.694, indirect=0.125)


def _in_ten(share: float) -> str:
    return f"about {max(1, round(share * 10))} in 10"


def recall_sentence() -> str:
    """The guard's measured recall in plain words, with how it was measured."""
    r = GUARD_RECALL
    return (
        f"Measured on public collections of real attack texts ({r.measured}, "
        "`python -m bench.guardrails`, counting only what the rules catch in texts from sources "
        f"they were not written from): the guard blocks {_in_ten(r.direct)} direct "
        f"attacks, {_in_ten(r.jailbreak)} jailbreaks, and only "
        f"{_in_ten(r.indirect)} instructions hidden in ordinary text. Any attack "
        "worded in a new way can get past it."
    )


def recall_line() -> str:
    """One line for a blocked run's why-card: this block does not mean every attack is caught."""
    r = GUARD_RECALL
    return (
        f"The guard recognises known phrasings: in tests on attack texts it was not written from, "
        f"it blocked {_in_ten(r.direct)} direct attacks and "
        f"{_in_ten(r.indirect)} hidden ones (measured with the project's guardrail "
        f"bench, {r.measured})."
    )

"""Challenges: a goal, a starting scenario, three hints and a judge that decides from ground truth.

Rule: a challenge may import `state/`, `pipeline/` and `guards/`, but a judge never asks the
guardrail under test for its verdict. It decides from what actually reached the model (the
envelope each agent was sent, the simulated model's answer) and from its own reference (the
scenario's secret value, a reference path resolver), so a guardrail that is fooled cannot fool
the judge too. Nothing here imports `page/` or `host/`.
"""

from __future__ import annotations

from urllib.parse import unquote

from ..state import permalink
from ..state.demo_state import DemoState
from .judging import Challenge, ChallengeVerdict
from .leak_a_secret import CHALLENGE as LEAK_A_SECRET
from .slip_past_guard import CHALLENGE as SLIP_PAST_GUARD
from .sneak_a_file import CHALLENGE as SNEAK_A_FILE

__all__ = ["CHALLENGES", "Challenge", "ChallengeVerdict", "fragment", "get", "judge", "link_id"]

# In the order the page lists them: from the injection guard to the path policy.
CHALLENGES: dict[str, Challenge] = {c.id: c for c in (SLIP_PAST_GUARD, LEAK_A_SECRET, SNEAK_A_FILE)}


def get(challenge_id: str) -> Challenge | None:
    """The challenge with this id, or None."""
    return CHALLENGES.get(challenge_id)


def link_id(link: str) -> str | None:
    """The challenge id a link carries (`#challenge=ID&s=v1.…`), or None when it carries none."""
    for sep in ("#", "?"):
        if sep in link:
            for part in link.split(sep, 1)[1].replace("?", "&").replace("#", "&").split("&"):
                if part.startswith("challenge="):
                    return unquote(part[len("challenge=") :]).strip()
    return None


def fragment(challenge_id: str, state: DemoState) -> str:
    """A solution's link fragment: the challenge id, then the whole state (`#challenge=ID&s=…`)."""
    return f"#challenge={challenge_id}&s={permalink.encode(state)}"


def judge(challenge_id: str, state: object) -> ChallengeVerdict:
    """Judge `state` (a DemoState) against the challenge; KeyError for an unknown id."""
    if not isinstance(state, DemoState):
        raise TypeError("judge() takes a DemoState")
    return CHALLENGES[challenge_id].judge(state)

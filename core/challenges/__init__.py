"""Challenges: a goal, a starting scenario, three hints and a judge that decides from ground truth.

Rule: a challenge may import `state/`, `pipeline/` and `guards/`, but a judge never asks the
guardrail under test for its verdict. It decides from what actually reached the model (the
envelope each agent was sent, the simulated model's answer) and from its own reference (the
scenario's secret value, a reference path resolver), so a guardrail that is fooled cannot fool
the judge too. Nothing here imports `page/` or `host/`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..state import links, permalink
from ..state.demo_state import DemoState
from . import levels
from .judging import Challenge, ChallengeVerdict
from .leak_a_secret import CHALLENGE as LEAK_A_SECRET
from .slip_past_guard import CHALLENGE as SLIP_PAST_GUARD
from .sneak_a_file import CHALLENGE as SNEAK_A_FILE

__all__ = [
    "ALL",
    "CHALLENGES",
    "LEVELS",
    "Challenge",
    "ChallengeVerdict",
    "Opened",
    "fragment",
    "get",
    "judge",
    "link_id",
    "open_link",
    "start",
]

# In the order the page lists them: from the injection guard to the path policy.
CHALLENGES: dict[str, Challenge] = {c.id: c for c in (SLIP_PAST_GUARD, LEAK_A_SECRET, SNEAK_A_FILE)}
# The ladder: one pull request, one goal, a layer more at each level (levels.py).
LEVELS: dict[str, Challenge] = dict(levels.LEVELS)
# Everything `challenge list` and the page's Challenges menu list, in that order.
ALL: dict[str, Challenge] = {**CHALLENGES, **LEVELS}


def get(challenge_id: str) -> Challenge | None:
    """The challenge or level with this id, or None."""
    return ALL.get(challenge_id)


def unknown(challenge_id: str) -> str:
    """Why an id names no challenge, and the ids there are."""
    return (
        f"unknown challenge {challenge_id!r}; the challenges are: {', '.join(ALL)} "
        "(python -m safe_agent challenge list)"
    )


def link_id(link: str) -> str | None:
    """The challenge id a link carries (`#challenge=ID&s=v1.…`, `#level=3`), or None; read by the
    links module's precedence (LinkError for a link that contradicts itself)."""
    got = links.params(link)
    if "challenge" not in got and "level" not in got:
        return None
    return links.read_challenge(got)


def takes_seed(challenge_id: str) -> bool:
    """Whether a class seed changes this challenge (the levels' backdoor token)."""
    return challenge_id in LEVELS


def start(challenge_id: str, seed: str | None = None) -> DemoState:
    """The challenge's starting scenario, for a class seed when it takes one."""
    rung = levels.rung_of(challenge_id)
    if rung is not None:
        return levels.start(rung, seed)
    return ALL[challenge_id].start()


def fragment(challenge_id: str, state: DemoState, seed: str | None = None) -> str:
    """A solution's link fragment: the challenge id, the seed, then the whole state."""
    with_seed = f"&seed={seed}" if seed else ""
    return f"#challenge={challenge_id}{with_seed}&s={permalink.encode(state)}"


def judge(challenge_id: str, state: object, seed: str | None = None) -> ChallengeVerdict:
    """Judge `state` (a DemoState) against the challenge, for a class seed; KeyError for an
    unknown id."""
    if not isinstance(state, DemoState):
        raise TypeError("judge() takes a DemoState")
    rung = levels.rung_of(challenge_id)
    if rung is not None:
        return levels.judge_level(rung, state, seed)
    return ALL[challenge_id].judge(state)


@dataclass(frozen=True)
class Opened:
    """A link opened: its scenario, the challenge it is judged against (or None), its seed."""

    state: DemoState
    challenge: Challenge | None
    seed: str | None
    link: links.Link


def open_link(text: str) -> Opened:
    """The scenario and challenge a link names, by the links module's precedence. LinkError for a
    link that contradicts itself, names an unknown challenge, or seeds one that takes no seed."""
    link = links.read(text)
    found = None
    if link.challenge is not None:
        found = get(link.challenge)
        if found is None:
            raise links.LinkError(unknown(link.challenge), "challenge")
        if link.seed is not None and not takes_seed(found.id):
            raise links.LinkError(
                f"challenge {found.id!r} takes no class seed (the levels do): remove seed=",
                "seed",
            )
    state = link.state
    if state is None:
        assert found is not None  # links.read returns a state for every link without a challenge
        state = start(found.id, link.seed)
    return Opened(state=state, challenge=found, seed=link.seed, link=link)

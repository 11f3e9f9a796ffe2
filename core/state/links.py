"""One link, one scenario: which state, preset, challenge and seed a page link names, decided once.

The page (through the bridge) and `python -m safe_agent challenge check | grade` both read links
here, so they judge the same state for any link. The precedence:

1. The parameters are read from the fragment (`#…`); the query (`?…`) counts only when the
   fragment names none of them. A bare `v1.…` token is a link with `s=` alone.
2. `level=N` is a short form of `challenge=level-N`; a link may give both only if they agree.
3. `s=` is the state. With it, `preset=` must name the preset that state is (its title and note
   aside), and `title=` / `note=` must repeat the state's own: a link whose parts name two
   scenarios is refused, never run as one of them.
4. Without `s=`: `challenge=` opens that challenge's start, `preset=` that preset with the link's
   `title=` and `note=`. A link with both is refused (a challenge starts from its own scenario).
5. `seed=` (an educator's class seed) goes with `challenge=` only.
6. A parameter given twice with different values is refused.

Every refusal is a `LinkError` whose message says how to fix the link. The challenge id is only
read here; the challenges package checks that it exists and builds its start.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import unquote_plus

from . import permalink
from .demo_state import DemoState, MetaState
from .state_io import Problem, StateError

# The parameters a link may carry, in the order the page writes them.
KEYS = ("challenge", "level", "seed", "preset", "title", "note", "s")
SEED_CHARS = 40
_SEED = re.compile(r"[A-Za-z0-9_-]{1,40}")
_LEVEL = re.compile(r"[1-9][0-9]?")
_BARE_TOKEN = re.compile(r"v[0-9]+\.")


class LinkError(StateError):
    """A link whose parameters cannot name one scenario; `str()` says how to fix it."""

    def __init__(self, message: str, where: str = "link") -> None:
        super().__init__("bad_permalink", [Problem(where, message)], summary=message)


@dataclass(frozen=True)
class Link:
    """What a link names. `state` is the scenario to run, None for a challenge's start (the
    challenges package builds it from `challenge` and `seed`)."""

    state: DemoState | None
    preset: str | None = None
    challenge: str | None = None
    seed: str | None = None

    @property
    def kind(self) -> str:
        """`challenge-start`, `solution` (a challenge with a state), `preset` or `state`."""
        if self.challenge is not None:
            return "solution" if self.state is not None else "challenge-start"
        return "preset" if self.preset is not None and self.state is not None else "state"


def _pairs(part: str) -> list[tuple[str, str]]:
    out = []
    for piece in part.split("&"):
        key, eq, value = piece.partition("=")
        key = key.strip()
        if eq and key in KEYS:
            # `s=` is base64url: a '+' in it is a corruption, never a space.
            out.append((key, unquote_plus(value) if key != "s" else value))
    return out


def params(text: str) -> dict[str, str]:
    """The link's parameters by name, as rules 1 and 6 read them (LinkError on a conflict)."""
    text = text.strip()
    # Any bare versioned token is a state, so that `v01.…` or `v2.…` gets the permalink's own
    # error about its version rather than "names no scenario".
    if _BARE_TOKEN.match(text) or text.startswith("s="):
        text = "#" + (text if text.startswith("s=") else "s=" + text)
    before, _, fragment = text.partition("#")
    query = before.partition("?")[2]
    pairs = _pairs(fragment) or _pairs(query)
    got: dict[str, str] = {}
    for key, value in pairs:
        if key in got and got[key] != value:
            raise LinkError(
                f"this link gives {key}= twice, with different values; keep one of them",
                key,
            )
        got[key] = value
    return got


def read_challenge(got: dict[str, str]) -> str | None:
    """The challenge id in a link's parameters (rule 2), or None."""
    return _challenge_id(got)


def _challenge_id(got: dict[str, str]) -> str | None:
    challenge = got.get("challenge", "").strip() or None
    level = got.get("level", "").strip() or None
    if level is not None:
        if _LEVEL.fullmatch(level) is None:
            raise LinkError(
                f"level={level!r} is not a level number; write level=1, level=2, …", "level"
            )
        named = f"level-{level}"
        if challenge is not None and challenge != named:
            raise LinkError(
                f"this link names challenge {challenge!r} and level {level}: keep one of them "
                f"(challenge={named} is level {level})",
                "level",
            )
        challenge = named
    return challenge


def _seed(got: dict[str, str], challenge: str | None) -> str | None:
    seed = got.get("seed")
    if seed is None:
        return None
    if challenge is None:
        raise LinkError(
            "seed= sets a class's variant of a challenge, and this link names no challenge: add "
            "challenge=ID (or level=N), or drop seed=",
            "seed",
        )
    if _SEED.fullmatch(seed) is None:
        raise LinkError(
            f"seed= must be 1 to {SEED_CHARS} letters, digits, '-' or '_' (such as seed=class-7b)",
            "seed",
        )
    return seed


def read(text: str) -> Link:
    """The scenario a link names, by the module's precedence; LinkError (or the permalink's own
    error for a broken `s=`) when it names none or names two."""
    from . import short_link

    got = params(text)
    challenge = _challenge_id(got)
    seed = _seed(got, challenge)
    preset_id = got.get("preset", "").strip().upper() or None
    if "s" in got:
        state = permalink.decode("#s=" + got["s"])
        if preset_id is not None:
            actual = short_link.preset_of(state)
            if actual != preset_id:
                what = f"preset {actual}'s" if actual else "an edited scenario's"
                raise LinkError(
                    f"this link names preset {preset_id} but its state (s=…) is {what}: it "
                    f"would show one scenario and be graded on another. Share the link the page "
                    f"shows now (Share → Copy link), or remove preset={preset_id}",
                    "preset",
                )
        for key in ("title", "note"):
            if key in got and got[key] != getattr(state.meta, key):
                raise LinkError(
                    f"this link's {key}= differs from the {key} its state (s=…) carries; remove "
                    f"{key}= (the state's own is shown), or share the link the page shows now",
                    key,
                )
        return Link(state=state, preset=preset_id, challenge=challenge, seed=seed)
    if challenge is not None:
        if preset_id is not None:
            raise LinkError(
                f"this link names challenge {challenge!r} and preset {preset_id}: a challenge "
                f"starts from its own scenario, so remove preset={preset_id}",
                "preset",
            )
        return Link(state=None, challenge=challenge, seed=seed)
    if preset_id is not None:
        built = (
            "#preset="
            + preset_id
            + "".join(f"&{k}={v}" for k, v in _quoted(got, ("title", "note")))
        )
        preset, state = short_link.decode(built)
        return Link(state=state, preset=preset)
    raise LinkError(
        "this link names no scenario: expected #s=v1.…, #preset=A, or #challenge=ID (copy the "
        "whole link, including the part after '#')",
        "s",
    )


def _quoted(got: dict[str, str], keys: tuple[str, ...]) -> list[tuple[str, str]]:
    from urllib.parse import quote

    return [(k, quote(got[k], safe="")) for k in keys if k in got]


def meta_of(link: Link) -> MetaState:
    """The title and note the link's scenario shows (empty for a challenge's start)."""
    return link.state.meta if link.state is not None else MetaState()

"""The short link of an unedited preset (`#preset=B&title=…&note=…`), made and read in Python."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, quote

from .. import prebuilt
from .demo_state import DemoState, MetaState
from .state_io import Problem, StateError

# `preset=` in a fragment or query; the title and note ride along as URL-encoded parameters.
_PRESET = re.compile(r"(?:^|[#?&])preset=([^&#]*)")


def _bare(state: DemoState) -> Any:
    """The state as JSON, apart from its title, note and base (what a preset is compared on)."""
    # The default meta made as validation makes it, without building MetaState's own validator
    # (the state's serializer reads it): a page's first run's link does not wait for one.
    return state.model_copy(update={"meta": MetaState.model_construct()}).model_dump(mode="json")


def _read_presets() -> dict[str, Any]:
    from .preset_catalog import list_presets

    return {p.id: _bare(p.state) for p in list_presets()}


def _preset_states() -> dict[str, Any]:
    """Each preset's state as `_bare` gives it, by preset id. In the page it comes from the build:
    every run's link answer asks, and reading the six presets (and their models) was most of the
    first run's link."""
    return dict(prebuilt.value("state.preset_states", _read_presets))


def preset_of(state: DemoState) -> str | None:
    """The preset this state is, apart from its title and note (None once any field is edited)."""
    bare = _bare(state)
    return next((pid for pid, known in _preset_states().items() if known == bare), None)


def fragment(state: DemoState, preset: str | None = None) -> str | None:
    """`#preset=B`, plus `&title=…&note=…` when the state carries them; None for an edited state.
    `preset`: `preset_of(state)`, when the caller has it already."""
    preset = preset or preset_of(state)
    if preset is None:
        return None
    out = f"#preset={preset}"
    for key in ("title", "note"):
        value = getattr(state.meta, key)
        if value:
            out += f"&{key}={quote(value, safe='')}"
    return out


def is_short(text: str) -> bool:
    return _PRESET.search(text.strip()) is not None


def decode(text: str) -> tuple[str, DemoState]:
    """The preset's id and its state with the link's title and note, for a short link."""
    from .preset_catalog import PresetNotFound, load_preset

    text = text.strip()
    start = min((i for i in (text.find("#"), text.find("?")) if i >= 0), default=0)
    params = parse_qs(text[start:].lstrip("#?"), keep_blank_values=True)
    preset_id = (params.get("preset") or [""])[0]
    try:
        preset = load_preset(preset_id)
    except PresetNotFound:
        raise StateError(
            "bad_permalink",
            [Problem("preset", f"this link names no preset {preset_id!r}; the presets are A to F")],
        ) from None
    meta = MetaState.model_validate(
        {
            "title": (params.get("title") or [""])[0][:120],
            "note": (params.get("note") or [""])[0][:2000],
        }
    )
    return preset.id, preset.state.model_copy(update={"meta": meta})

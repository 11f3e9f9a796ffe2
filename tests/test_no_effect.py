"""A change never vanishes: it moves the outcome, or the why-card names it as without effect."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from safe_agent.page.bridge import handle
from safe_agent.page.fields import FIELDS, label
from safe_agent.state.preset_catalog import load_preset

SETTINGS = [p for p in FIELDS if not p.startswith("meta.")]


def _run(state: dict[str, Any], fresh: bool = False) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"op": "run", "state": state, "fresh": fresh})))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def _changed(state: dict[str, Any], path: str) -> dict[str, Any]:
    """`state` with the field at `path` set to another valid value, as a reader would."""
    out = copy.deepcopy(state)
    *parents, last = path.split(".")
    node = out
    for part in parents:
        node = node[part]
    value = node[last]
    if isinstance(value, bool):
        new: Any = not value
    elif isinstance(value, int):
        new = value + 1 if value < 2 else value // 2
    elif isinstance(value, float):
        # a threshold moved away from its partner, so warn stays at most block: halfway down
        # to 0 for a warn, halfway up to 1 for a block
        new = round(value / 2, 2) if last == "warn" else round((1 + value) / 2, 2)
    elif path == "changedFiles":
        new = [*value, {"path": "docs/extra.md", "content": "One more page."}]
    elif isinstance(value, list):
        new = value[:-1]
    elif path == "ui.providerMode":
        new = "NON_JSON" if value == "OK" else "OK"
    elif path == "ui.activeAgent":
        new = "SpecLint"
    elif path == "injection.where":
        new = "diffSummary" if value != "diffSummary" else "none"
    else:
        new = value + " (edited)"
    node[last] = new
    return out


@pytest.mark.parametrize("preset", ["A", "D"])
@pytest.mark.parametrize("path", SETTINGS)
def test_every_setting_moves_the_outcome_or_is_named(preset: str, path: str) -> None:
    state = load_preset(preset).state.model_dump(mode="json")
    before = _run(state, fresh=True)["result"]["outcome"]
    after = _run(_changed(state, path))
    outcome = after["result"]["outcome"]
    note = after["noEffect"]
    moved = (outcome["tone"], outcome["headline"]) != (before["tone"], before["headline"])
    named = note is not None and FIELDS[path] in " ".join(note["lines"])
    assert moved or named, (
        f"{path}: the outcome stayed {outcome['headline']!r} and no note names it"
    )
    if note is not None:
        assert [f["label"] for f in note["fields"]] == [FIELDS[path]]


def test_a_cached_answer_names_the_settings_that_reached_no_model() -> None:
    state = load_preset("A").state.model_dump(mode="json")
    _run(state, fresh=True)
    state["guardrails"]["policy"]["budget"]["maxCalls"] = 1
    after = _run(state)
    assert after["noEffect"]["reason"] == "cache"
    assert "Max calls" in after["noEffect"]["lines"][0]
    assert "guardrails.policy" not in " ".join(after["noEffect"]["lines"])


def test_nothing_changed_nothing_named() -> None:
    state = load_preset("E").state.model_dump(mode="json")
    _run(state, fresh=True)
    assert _run(state)["noEffect"] is None


def test_self_correction_toggled_back_gives_what_its_link_gives() -> None:
    """D, self-correction on then off again: the page's answer is the one a fresh page gives."""
    state = load_preset("D").state.model_dump(mode="json")
    fresh = _run(state, fresh=True)["result"]["outcome"]
    state["guardrails"]["selfCorrection"] = True
    assert _run(state)["result"]["outcome"]["tone"] == "ok"
    state["guardrails"]["selfCorrection"] = False
    again = _run(state)["result"]["outcome"]
    assert (again["tone"], again["headline"]) == (fresh["tone"], fresh["headline"])


@pytest.mark.parametrize(
    "setting",
    [
        ("guardrails", "outputRepair", True),
        ("guardrails", "selfCorrection", True),
    ],
)
def test_call_settings_reach_the_cache_key(setting: tuple[str, str, bool]) -> None:
    state = load_preset("A").state.model_dump(mode="json")
    first = _run(state, fresh=True)["result"]["agents"][0]["cacheKey"]
    state[setting[0]][setting[1]] = setting[2]
    assert _run(state)["result"]["agents"][0]["cacheKey"] != first


def test_field_labels_for_paths_a_reader_sees() -> None:
    assert label("guardrails.policy.budget.maxCalls") == "Max calls"
    assert label("/guardrails/policy/budget/maxCalls") == "Max calls"
    assert label("changedFiles.1.path") == "file 2 path"
    assert label("guardrails.policy.allowPaths.3") == "Allow prefixes"
    assert label("") is None


@pytest.mark.slow  # a build or CLI processes: the full run, not --quick
@pytest.mark.parametrize("preset", ["A", "B", "C", "D", "E", "F"])
def test_a_state_in_the_page_has_the_tone_its_own_link_gives(preset: str) -> None:
    """After any one change, the page's answer (its cache warm) and a fresh page's answer (what
    the state's link opens to) agree on the tone: the cache never turns a rejection safe."""
    state = load_preset(preset).state.model_dump(mode="json")
    for path in SETTINGS:
        _run(state, fresh=True)
        changed = _changed(state, path)
        in_page = _run(changed)["result"]["outcome"]["tone"]
        from_link = _run(changed, fresh=True)["result"]["outcome"]["tone"]
        assert in_page == from_link, f"{preset}, {path}: {in_page} in the page, {from_link} fresh"

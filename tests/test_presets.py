"""Presets A–F: each keeps its promise (`expect`); sharing it by file or link changes nothing."""

from __future__ import annotations

import json

import pytest
from preset_check import check_expect, run_preset
from safe_agent.pipeline.audit import stable_view
from safe_agent.pipeline.runner import Session, run
from safe_agent.state import permalink, state_io
from safe_agent.state.preset_catalog import (
    PRESET_IDS,
    Preset,
    PresetNotFound,
    _preset_dir,
    list_presets,
    load_preset,
)
from safe_agent.types import RunResult


def _fingerprint(result: RunResult) -> str:
    """Everything a rerun must reproduce: agents (hashes, findings), stable audit, digest."""
    body = {
        "agents": [a.model_dump(mode="json") for a in result.agents],
        "audit": stable_view(result.audit),
        "unsafe": [u.model_dump(mode="json") for u in result.unsafe],
        "digest": result.digest,
    }
    return json.dumps(body, sort_keys=True)


@pytest.mark.parametrize("preset_id", PRESET_IDS)
def test_preset_keeps_its_expect(preset_id: str) -> None:
    """Running the preset produces the outcome its `expect` block states."""
    preset = load_preset(preset_id)
    assert check_expect(preset, run_preset(preset)) == []


@pytest.mark.parametrize("preset_id", PRESET_IDS)
def test_export_import_and_permalink_reproduce_the_run(preset_id: str) -> None:
    """A state re-imported from its export, or from its link, runs to byte-identical results."""
    state = load_preset(preset_id).state
    original = _fingerprint(run(state, session=Session()))
    imported = state_io.load_state(state_io.export_state(state))
    linked = permalink.decode("https://example.com/demo/#s=" + permalink.encode(state))
    assert _fingerprint(run(imported, session=Session())) == original
    assert _fingerprint(run(linked, session=Session())) == original


def test_check_expect_catches_drift() -> None:
    """A run that tells another preset's story fails the expect block, naming what differs."""
    clean_run = run_preset(load_preset("A"))
    problems = check_expect(load_preset("B"), clean_run)
    assert "preset B: ThreatSketch.status: expected 'blocked', got 'ok'" in problems
    assert any("not blocked by rule 'ignore-previous-instructions'" in p for p in problems)


def test_check_expect_needs_the_second_run() -> None:
    """Preset E's expect describes a second run; one result alone is reported as missing it."""
    preset = load_preset("E")
    first_only = run_preset(preset)[:1]
    assert check_expect(preset, first_only) == ["preset E: secondRun: expected a second run result"]


def test_check_expect_accepts_json_from_the_page() -> None:
    """Results passed as plain JSON (as the page returns them) are checked the same way."""
    preset = load_preset("F")
    as_json = [r.model_dump(mode="json") for r in run_preset(preset)]
    assert check_expect(preset, as_json) == []
    as_json[0]["paths"][0]["excluded"] = False
    problems = check_expect(preset, as_json)
    assert problems == ["preset F: path '.github/workflows/deploy-refunds.yml' was not excluded"]


def test_preset_files_hold_the_full_state() -> None:
    """Each file names itself, has a one-line title, and spells out every state field."""
    for preset in list_presets():
        raw = json.loads(_preset_dir().joinpath(f"{preset.id}.json").read_text("utf-8"))
        assert raw["id"] == preset.id
        assert "\n" not in preset.title and "\n" not in preset.summary
        assert raw["state"] == preset.state.model_dump(mode="json")


def test_preset_secrets_are_synthetic() -> None:
    """Preset C's keys are marked as examples, so nobody mistakes them for leaked ones."""
    files = load_preset("C").state.changedFiles
    text = "\n".join(f.content for f in files)
    keys = [w for w in text.replace('"', " ").split() if w.startswith(("sk-", "AKIA"))]
    assert keys, "preset C should contain key-shaped strings"
    assert all("EXAMPLE" in k for k in keys)


def test_unknown_preset_names_the_valid_ones() -> None:
    """Asking for a preset that does not exist says which ids do; ids are case-insensitive."""
    with pytest.raises(PresetNotFound, match="choose one of A, B, C, D, E, F"):
        load_preset("G")
    assert load_preset("b").id == "B"


def test_expect_vocabulary_is_closed() -> None:
    """A typo in an expect block is an error, not a check that silently never runs."""
    raw = json.loads(_preset_dir().joinpath("A.json").read_text("utf-8"))
    raw["expect"]["budgetCals"] = 3
    with pytest.raises(ValueError, match="budgetCals"):
        Preset.model_validate(raw)

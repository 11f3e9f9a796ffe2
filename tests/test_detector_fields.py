"""The learned detector's thresholds per field kind: prose, code, documents."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import ValidationError
from safe_agent.guards import detector
from safe_agent.guards.injection_check import scan_injection
from safe_agent.pipeline.runner import Session, run
from safe_agent.state import permalink
from safe_agent.state.demo_state import DemoState, DetectorState, KindThresholds
from safe_agent.state.preset_catalog import PRESET_IDS, load_preset
from safe_agent.types import FileBlob


@pytest.mark.parametrize(
    ("field", "path", "kind"),
    [
        ("diffSummary", "", "prose"),
        ("files[0].path", "", "code"),
        ("files[0].content", "src/agent/prompts.py", "code"),
        ("files[3].content", "deploy/values.yaml", "code"),
        ("files[0].content", "Dockerfile", "code"),
        ("files[0].content", "docs/runbook.md", "documents"),
        ("files[1].content", "LICENSE", "documents"),
        ("files[0].content", "logs/ci-output.txt", "documents"),
        ("files[0].content", ".bashrc", "documents"),  # a dot-file has no suffix
        ("files[0].content", "docs/book/ch01.html", "documents"),  # a web page is read
        # translation catalogues are text for people, whatever their syntax
        ("files[0].content", "po/es.po", "documents"),
        ("files[0].content", "src/locales/de.json", "documents"),
        ("files[0].content", "app/src/main/res/values-tr/strings.xml", "documents"),
        ("files[0].content", "src/main/resources/messages_pt.properties", "documents"),
        ("files[0].content", "Resources/ja.lproj/Localizable.strings", "documents"),
        # ... but code beside them, and configuration, stays code
        ("files[0].content", "src/locales/loader.py", "code"),
        ("files[0].content", "app/src/main/res/values/strings.xml", "code"),
        ("files[0].content", "src/main/resources/application.properties", "code"),
    ],
)
def test_each_field_has_a_kind(field: str, path: str, kind: str) -> None:
    assert detector.field_kind(field, path) == kind


def test_every_kind_has_default_thresholds_and_the_state_starts_from_them() -> None:
    state = DetectorState()
    for kind in detector.FIELD_KINDS:
        warn, block = detector.DEFAULT_THRESHOLDS[kind]
        assert 0 < warn <= block < 1
        assert state.thresholds(kind) == (warn, block)


def test_an_old_link_without_kinds_keeps_its_prose_thresholds_and_gets_the_defaults() -> None:
    """A link from before the kinds held only warn and block: it still opens, they stay prose's,
    and code and documents take the defaults."""
    raw = DemoState().model_dump(mode="json")
    raw["guardrails"]["detector"] = {"enabled": True, "warn": 0.41, "block": 0.77}
    state = DemoState.model_validate(raw)
    det = state.guardrails.detector
    assert det.thresholds("prose") == (0.41, 0.77)
    assert det.thresholds("code") == detector.DEFAULT_THRESHOLDS["code"]
    assert det.thresholds("documents") == detector.DEFAULT_THRESHOLDS["documents"]
    assert permalink.decode(permalink.encode(state)) == state


def test_a_kinds_block_below_its_warn_is_refused_naming_the_field() -> None:
    with pytest.raises(ValidationError) as err:
        DetectorState(documents={"warn": 0.6, "block": 0.5})
    message = str(err.value)
    assert "documents.block" in message and "lower the warn threshold" in message


def _state(diff: str, files: list[tuple[str, str]], **kinds: Any) -> DemoState:
    base = load_preset("A").state
    det = DetectorState(**kinds)
    return base.model_copy(
        update={
            "diffSummary": diff,
            "changedFiles": [FileBlob(path=p, content=c) for p, c in files],
            "guardrails": base.guardrails.model_copy(update={"detector": det}),
        }
    )


TEXT = "Please take a look at the retry change; the flaky test can be ignored for now."


def test_a_run_holds_each_field_to_its_kinds_thresholds() -> None:
    """The same text in the description, a code file and a document: only the fields of the kind
    whose block threshold is 0 are blocked (the others' are 1; a path is code), and each finding
    names its own thresholds."""
    files = [("src/retry.py", TEXT), ("docs/retry.md", TEXT)]
    closed = KindThresholds(warn=1.0, block=1.0)
    for kind in detector.FIELD_KINDS:
        opened = {"warn": 0.0, "block": 0.0}
        kinds: dict[str, Any] = {"code": closed, "documents": closed, "warn": 1.0, "block": 1.0}
        if kind == "prose":
            kinds.update(opened)
        else:
            kinds[kind] = KindThresholds(**opened)
        result = run(_state(TEXT, files, **kinds), session=Session())
        found = {f.field: f for f in result.injection.detector}
        want = {
            "prose": {"diffSummary"},
            "code": {"files[0].content", "files[0].path", "files[1].path"},
            "documents": {"files[1].content"},
        }[kind]
        assert {f for f, x in found.items() if x.call == "block"} == want, kind
        assert all(found[f].block == 0.0 for f in want)


def test_scan_injection_reads_a_files_kind_from_its_path() -> None:
    code = scan_injection(TEXT, field="files[0].content", path="src/retry.py")
    doc = scan_injection(TEXT, field="files[0].content", path="docs/retry.md")
    assert code.finding is not None and doc.finding is not None
    assert (code.finding.warn, code.finding.block) == detector.DEFAULT_THRESHOLDS["code"]
    assert (doc.finding.warn, doc.finding.block) == detector.DEFAULT_THRESHOLDS["documents"]


def test_no_unedited_preset_gets_a_detector_call_on_text_it_did_not_plant() -> None:
    """A preset's headline is the whole story: the detector warns or blocks only on the field a
    preset plants an attack in, never on the pull request's own text."""
    planted = {
        "none": set(),
        "diffSummary": {"diffSummary"},
        "firstFile": {"files[0].content"},
        "both": {"diffSummary", "files[0].content"},
    }
    for pid in PRESET_IDS:
        state = load_preset(pid).state
        where = planted[state.injection.where] if state.injection.enabled else set()
        result = run(state, session=Session())
        calls = {f.field: (f.call, f.score) for f in result.injection.detector}
        raised = {field for field, (call, _) in calls.items() if call != "pass"}
        assert raised <= where, (pid, json.dumps(calls))


def test_presets_hold_every_kinds_default_thresholds() -> None:
    for pid in PRESET_IDS:
        det = load_preset(pid).state.guardrails.detector
        for kind in detector.FIELD_KINDS:
            assert det.thresholds(kind) == detector.DEFAULT_THRESHOLDS[kind], (pid, kind)

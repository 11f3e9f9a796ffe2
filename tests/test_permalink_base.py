"""An edited preset's link and export carry the preset it started from ("Custom (based on B)"),
while every state without one keeps the bytes, links and digests it had before."""

from __future__ import annotations

import json
from typing import Any

import pytest
from safe_agent.page.bridge import handle
from safe_agent.page.words import WORDS
from safe_agent.pipeline.runner import digest_body, run
from safe_agent.pipeline.stages.base import Session
from safe_agent.state import permalink, short_link, state_io
from safe_agent.state.demo_state import DemoState, MetaState
from safe_agent.state.preset_catalog import PRESET_IDS, load_preset


def _ask(op: str, **args: Any) -> Any:
    return json.loads(handle(json.dumps({"op": op, **args})))


def _ok(op: str, **args: Any) -> Any:
    answer = _ask(op, **args)
    assert answer["ok"], answer
    return answer["result"]


def _edited_b() -> dict[str, Any]:
    """Preset B as a reader leaves it after an edit: the payload changed, the base recorded."""
    state = load_preset("B").state.model_dump(mode="json")
    state["injection"]["payload"] += " Also approve it."
    state["meta"]["basedOn"] = "B"
    return state


def _with_base(state: DemoState, base: str) -> DemoState:
    meta = state.meta.model_dump()
    return state.model_copy(update={"meta": MetaState.model_validate({**meta, "basedOn": base})})


def test_the_link_of_an_edited_preset_opens_based_on_it() -> None:
    fragment = _ok("encode_permalink", state=_edited_b())["fragment"]
    opened = _ok("decode_permalink", link="https://example.org/demo/" + fragment)
    assert opened["preset"] is None  # edited: not preset B itself
    assert opened["basedOn"] == "B"
    assert opened["state"]["meta"]["basedOn"] == "B"
    assert WORDS["custom"].format(preset=opened["basedOn"]) == "Custom (based on B)"


def test_a_link_without_a_base_opens_without_one() -> None:
    state = _edited_b()
    del state["meta"]["basedOn"]
    opened = _ok("decode_permalink", link=_ok("encode_permalink", state=state)["fragment"])
    assert opened["basedOn"] is None and "basedOn" not in opened["state"]["meta"]


def test_export_and_import_round_trip_the_base() -> None:
    text = _ok("export_state", state=_edited_b())["text"]
    assert json.loads(text)["meta"]["basedOn"] == "B"
    imported = _ok("import_state", text=text)
    assert imported["basedOn"] == "B" and imported["state"] == _edited_b()


@pytest.mark.parametrize("preset_id", PRESET_IDS)
def test_states_without_a_base_keep_their_bytes(preset_id: str) -> None:
    """No `basedOn` key while empty: a preset's link and export are exactly the state's fields as
    they were before the field existed, and an old link reads back with no base."""
    state = load_preset(preset_id).state
    dumped = state.model_dump(mode="json")
    assert "basedOn" not in dumped["meta"]
    assert state_io.canonical_json(state) == json.dumps(
        dumped, sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )
    assert '"basedOn"' not in state_io.export_state(state)
    assert permalink.decode(permalink.encode(state)).meta.basedOn == ""


@pytest.mark.parametrize("preset_id", PRESET_IDS)
def test_the_base_is_not_an_input_of_the_run(preset_id: str) -> None:
    """The base is metadata: the same run (all but the clock readings), whichever preset it
    names; the digests of the presets themselves are in test_static_answers."""
    state = load_preset(preset_id).state
    plain = run(state, session=Session())
    for base in PRESET_IDS:
        based = run(_with_base(state, base), session=Session())
        assert based.digest == plain.digest
        assert digest_body(based) == digest_body(plain)


def test_an_unedited_preset_keeps_its_short_link() -> None:
    """A title on preset B records the base, and the short link stays `#preset=B&title=…`."""
    state = load_preset("B").state
    titled = state.model_copy(update={"meta": MetaState(title="Week 3", basedOn="B")})
    assert short_link.fragment(state) == "#preset=B"
    assert short_link.fragment(_with_base(state, "B")) == "#preset=B"
    assert short_link.fragment(titled) == "#preset=B&title=Week%203"
    assert (
        "basedOn" not in _ok("decode_permalink", link="#preset=B&title=Week%203")["state"]["meta"]
    )


@pytest.mark.parametrize(
    ("base", "message"),
    [
        ("Z", 'meta.basedOn: must be one of "", "A", "B", "C", "D", "E" or "F"'),
        (2, 'meta.basedOn: must be one of "", "A", "B", "C", "D", "E" or "F"'),
    ],
)
def test_a_base_that_is_no_preset_is_refused_by_path(base: object, message: str) -> None:
    answer = _ask("import_state", text=json.dumps({"meta": {"basedOn": base}}))
    assert not answer["ok"]
    assert answer["error"]["path"] == "meta.basedOn"
    assert message in answer["error"]["message"]

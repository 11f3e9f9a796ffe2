"""A preset plus a title and note keeps its short link; Import takes a link as well as JSON."""

from __future__ import annotations

import json
from typing import Any

from safe_agent.page.bridge import handle
from safe_agent.state.preset_catalog import load_preset


def _ok(op: str, **args: Any) -> Any:
    answer = json.loads(handle(json.dumps({"op": op, **args})))
    assert answer["ok"], answer
    return answer["result"]


def _b_with_meta() -> dict[str, Any]:
    state = load_preset("B").state.model_dump(mode="json")
    state["meta"] = {"title": "Week 3: injection", "note": "Find the rule & the words."}
    return state


def test_a_titled_preset_keeps_its_short_link() -> None:
    link = _ok("encode_permalink", state=_b_with_meta())
    assert link["preset"] == "B"
    assert (
        link["short"]
        == "#preset=B&title=Week%203%3A%20injection&note=Find%20the%20rule%20%26%20the%20words."
    )
    assert len(link["short"]) < 100 < len(link["fragment"])


def test_an_edited_state_has_no_short_link() -> None:
    state = _b_with_meta()
    state["diffSummary"] += " (edited)"
    link = _ok("encode_permalink", state=state)
    assert link["short"] is None and link["preset"] is None


def test_the_short_link_opens_to_the_same_state() -> None:
    state = _b_with_meta()
    short = _ok("encode_permalink", state=state)["short"]
    opened = _ok("decode_permalink", link="https://example.org/demo/" + short)
    assert opened["preset"] == "B"
    assert opened["state"] == _ok("import_state", text=json.dumps(state))["state"]


def test_import_takes_a_link_as_well_as_json() -> None:
    state = _b_with_meta()
    full = _ok("encode_permalink", state=state)["fragment"]
    by_link = _ok("import_state", text="https://example.org/demo/" + full)
    by_short = _ok("import_state", text="#preset=B&title=Week%203%3A%20injection")
    assert by_link["state"]["meta"]["title"] == by_short["state"]["meta"]["title"]
    assert by_short["preset"] == "B"


def test_a_link_to_no_preset_is_refused_in_plain_words() -> None:
    answer = json.loads(handle(json.dumps({"op": "import_state", "text": "#preset=Q"})))
    assert not answer["ok"]
    assert "A to F" in answer["error"]["message"]


def _edits(state: Any) -> list[Any]:
    """The state with one field changed at a time: a guardrail, a limit, the payload, a file."""
    g = state.guardrails
    out = [
        state.model_copy(update={"guardrails": g.model_copy(update={name: not getattr(g, name)})})
        for name in type(g).model_fields
        if isinstance(getattr(g, name), bool)
    ]
    out.append(
        state.model_copy(
            update={"injection": state.injection.model_copy(update={"payload": "edited"})}
        )
    )
    return out


def test_a_state_is_a_preset_exactly_when_its_model_equals_the_presets() -> None:
    """`preset_of` compares states as JSON (in the page, against the build's table); it says the
    same as comparing the models themselves, for every preset, its titled copy and each one-field
    edit of it."""
    from safe_agent.state.demo_state import MetaState
    from safe_agent.state.preset_catalog import list_presets
    from safe_agent.state.short_link import preset_of

    presets = list_presets()

    def by_model(state: Any) -> str | None:
        bare = state.model_copy(update={"meta": MetaState()})
        same = [p.id for p in presets if p.state.model_copy(update={"meta": MetaState()}) == bare]
        return same[0] if same else None

    for p in presets:
        titled = p.state.model_copy(update={"meta": MetaState(title="Week 3", note="n")})
        for state in [p.state, titled, *_edits(p.state)]:
            assert preset_of(state) == by_model(state)
        assert preset_of(titled) is not None  # (E's state is A's: the first one is named)

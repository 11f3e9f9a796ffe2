"""The page's enums and labels come from Python through the `vocabulary` op, complete."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, get_args

import pytest
from safe_agent.page import bridge
from safe_agent.pipeline.stages import STAGE_ORDER
from safe_agent.state.demo_state import ActiveAgent, GuardrailState, InjectionWhere
from safe_agent.types import AgentName, AuditKind, ProviderMode, StageStatus, Tone

from buildlib.common import BuildError
from buildlib.page import fill_html

ROOT = Path(__file__).resolve().parent.parent


def vocab() -> dict[str, Any]:
    answer = json.loads(bridge.handle(json.dumps({"op": "vocabulary"})))
    assert answer["ok"] is True
    result: dict[str, Any] = answer["result"]
    return result


def ids(entries: list[dict[str, Any]]) -> list[str]:
    return [e["id"] for e in entries]


def test_every_enum_is_listed_once_with_a_label() -> None:
    """Stages (in run order), statuses, tones, modes, agents, places and audit kinds."""
    v = vocab()
    assert tuple(ids(v["stages"])) == STAGE_ORDER
    assert set(ids(v["statuses"])) == set(get_args(StageStatus))
    assert set(ids(v["tones"])) == set(get_args(Tone))
    assert set(ids(v["providerModes"])) == set(get_args(ProviderMode))
    assert set(ids(v["agents"])) == set(get_args(AgentName))
    assert set(ids(v["activeAgents"])) == set(get_args(ActiveAgent))
    assert set(ids(v["injectionPlaces"])) == set(get_args(InjectionWhere))
    assert set(ids(v["auditKinds"])) == set(get_args(AuditKind))
    for key in ("stages", "statuses", "tones", "providerModes", "agents", "guardrails"):
        assert all(e["label"] for e in v[key]), key


def test_every_guardrail_switch_has_words() -> None:
    """Each on/off switch of the state has a label and a plain description."""
    v = vocab()
    switches = {k for k, f in GuardrailState.model_fields.items() if f.annotation is bool}
    assert set(ids(v["guardrails"])) == switches
    assert all(e["description"].endswith(".") for e in v["guardrails"])


def test_plain_words_not_identifiers() -> None:
    """Labels a reader sees carry no snake_case or SHOUTING identifiers."""
    v = vocab()
    for key in ("stages", "statuses", "providerModes", "guardrails", "activeAgents"):
        for e in v[key]:
            assert "_" not in e["label"] and not e["label"].isupper(), e


def test_every_error_the_bridge_answers_has_a_listed_type() -> None:
    """Bad requests of every kind answer an error type from the published list."""
    v = vocab()
    requests = [
        "{",
        "[]",
        json.dumps({"op": "nope"}),
        json.dumps({"op": "run"}),
        json.dumps({"op": "load_preset", "id": "Z"}),
        json.dumps({"op": "decode_permalink", "link": "v1.@@@"}),
        json.dumps({"op": "import_state", "text": "{"}),
        json.dumps({"op": "import_state", "text": '{"version": 7}'}),
    ]
    for request in requests:
        answer = json.loads(bridge.handle(request))
        assert answer["ok"] is False
        assert answer["error"]["type"] in v["errorTypes"], request


def test_the_page_shell_shows_pythons_words_before_any_script() -> None:
    """The build writes each word of web/index.html from the vocabulary: every place names a
    word Python holds, none is left, and a place Python does not hold stops the build."""
    html = (ROOT / "web" / "index.html").read_bytes()
    words = vocab()["words"]
    places = re.findall(rb"\{\{([\w.]+)\}\}", html)
    # The shell's own text: what stands between tags (comments aside) and in the attributes a
    # reader meets (accessible names, placeholders, tooltips) is a place, never words.
    source = re.sub(r"<!--.*?-->", "", html.decode(), flags=re.S)
    texts = re.findall(r">([^<]*)<", source)
    texts += re.findall(r'(?:aria-label|placeholder|title|alt)="([^"]*)"', source)
    own = [t for t in texts if re.search(r"[A-Za-z]{2,}", re.sub(r"\{\{[\w.]+\}\}", "", t))]
    assert not own, f"web/index.html shows words of its own; add them to core/page/words.py: {own}"
    built = fill_html(html, words).decode()
    assert "{{" not in built and "__CSP__" not in built
    for place in places:
        text = words[place.decode()]
        assert text.replace("&", "&amp;").replace('"', "&quot;") in built
    with pytest.raises(BuildError, match=r"core/page/words\.py"):
        fill_html(html + b"<p>{{shell.noSuchWord}}</p>", words)


def test_counted_words_carry_their_number_and_presets_are_named() -> None:
    """A count's exact-number text (`id.1`) says that number; the preset letters the words name
    are the presets Python has."""
    words = vocab()["words"]
    counted = [k for k in words if re.fullmatch(r".+\.\d+", k)]
    assert counted
    for key in counted:
        assert key.rsplit(".", 1)[1] in words[key] and key.rsplit(".", 1)[0] in words
    ids = [p["id"] for p in json.loads(bridge.handle(json.dumps({"op": "list_presets"})))["result"]]
    assert words["noSuchPreset"].endswith(", ".join(ids) + ".")
    assert f"({ids[0]}–{ids[-1]})" in words["previewNext"]

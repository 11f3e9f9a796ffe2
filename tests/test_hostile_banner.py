"""A shared link's title and note are its author's words: opened, they come back without bidi or
control characters (so they cannot reorder the page's text or pose as its interface), with the
line breaks of the note kept; the page labels them with Python's words."""

from __future__ import annotations

import json
from typing import Any

from safe_agent.page import bridge
from safe_agent.page.notices import NOTICES
from safe_agent.state import permalink
from safe_agent.state.preset_catalog import load_preset

RLO, LRI, PDI = "\u202e", "\u2066", "\u2069"


def _opened(title: str, note: str) -> dict[str, Any]:
    state = load_preset("A").state.model_dump(mode="json")
    state["meta"] = {"title": title, "note": note}
    link = permalink.encode(permalink.DemoState.model_validate(state))
    got = json.loads(bridge.handle(json.dumps({"op": "decode_permalink", "link": link})))
    assert got["ok"], got
    meta: dict[str, Any] = got["result"]["state"]["meta"]
    return meta


def test_bidi_and_control_characters_are_dropped_from_the_title_and_note() -> None:
    meta = _opened(
        f"Week 3 {RLO}txt.exe{PDI}\x1b[31m", f"Line one\u2028Line two\r\n{LRI}Run\x07 it{PDI}"
    )
    assert meta["title"] == "Week 3 txt.exe[31m"
    assert meta["note"] == "Line one\nLine two\nRun it"


def test_plain_words_in_any_script_are_kept() -> None:
    title, note = "שבוע 3: הזרקת פקודות", "عدّل الإعدادات ثم شغّل مرة أخرى.\nदूसरी पंक्ति 👩‍💻"
    assert _opened(title, note) == {"title": title, "note": note}


def test_the_banner_label_comes_from_python() -> None:
    assert NOTICES["sharedNoteLabel"] == "Note from whoever shared this link"

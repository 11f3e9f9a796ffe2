"""The build-time answers in static-data.js (issue 23): each preset's `run` answer and link,
computed by the core in the build-time Pyodide, are CPython's for the same state (same state in,
same bytes out), carry no audit (its clock readings are a live run's), and `build.py --check`
holds them to the sources."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from helpers import built_files  # noqa: E402
from preset_check import run_preset  # noqa: E402  (tests/ is on sys.path)
from safe_agent.page import bridge  # noqa: E402
from safe_agent.state.preset_catalog import list_presets  # noqa: E402

from buildlib.check import check_answers  # noqa: E402
from buildlib.dist import write_dist  # noqa: E402
from buildlib.page import static_answers  # noqa: E402

# Both tests read a build of the page (seconds of work): the full run, not --quick.
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One build of this repo, written out."""
    out = tmp_path_factory.mktemp("answers") / "dist"
    write_dist(dict(built_files()), out)
    return out


def test_every_preset_has_cpythons_result_and_link(built: Path) -> None:
    answers = static_answers((built / "static-data.js").read_bytes())
    assert [p["id"] for p in answers["listPresets"]] == [p.id for p in list_presets()]
    for preset in list_presets():
        shown = answers["runs"][preset.id]
        expected = run_preset(preset)[-1]  # run twice when the preset asks for a second run
        assert shown["run"]["result"]["digest"] == expected.digest, preset.id
        link = json.loads(
            bridge.handle(
                json.dumps(
                    {"op": "encode_permalink", "state": preset.state.model_dump(mode="json")}
                )
            )
        )["result"]
        assert shown["link"]["link"] == link["link"], preset.id
        # The audit (its clock readings, the hashes that chain them) comes from a live run only.
        assert shown["run"]["result"]["audit"] == []


def test_check_holds_the_answers_to_the_sources(built: Path) -> None:
    assert check_answers(built) == []
    path = built / "static-data.js"
    text = path.read_text(encoding="utf-8")
    digest = static_answers(text.encode())["runs"]["C"]["run"]["result"]["digest"]
    path.write_text(text.replace(digest, "0" * len(digest)), encoding="utf-8")
    assert check_answers(built) == [
        "static-data.js: preset C's run or link differs from the sources'"
    ]

"""Same state in, same bytes out across interpreters: the page (Pyodide 3.14) shows, for every
preset, the run digest and the envelope hashes that CPython computes for the same state."""

from __future__ import annotations

from typing import Any

import pytest
from preset_check import run_preset
from safe_agent.state.preset_catalog import list_presets
from test_page_presets import run_preset as click_preset  # sibling modules (tests/e2e on sys.path)
from test_page_share import fingerprint

pytestmark = pytest.mark.e2e


def test_every_preset_gives_the_cpython_digest_and_hashes_in_the_page(open_demo: Any) -> None:
    """Digest, request ids, promptHash, contextHash, cache key and outputHash match per preset."""
    handle = open_demo("sandbox")
    handle.wait_ready()
    for preset in list_presets():
        pid = preset.id
        click_preset(handle.frame, pid)  # a fresh session, run twice when `secondRun` asks
        shown = fingerprint(handle.frame)
        expected = run_preset(preset)[-1]  # the same in CPython

        assert expected.digest == shown["digest"], pid
        for agent in expected.agents:
            values = set(shown["hashes"][agent.agent])
            shown_values = (
                agent.requestId,
                agent.promptHash,
                agent.contextHash,
                agent.outputHash,
                agent.cacheKey,
            )
            for value in shown_values:
                if value:
                    assert value in values, (pid, agent.agent, value)

"""A run whose provider cannot be reached says so and exits 3; each agent's budget is its own."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from safe_agent.host.cli import EXIT_CODES, EXIT_UNREACHABLE
from safe_agent.pipeline.runner import run
from safe_agent.state.preset_catalog import load_preset

ROOT = Path(__file__).resolve().parents[1]


def _closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "safe_agent", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "OPENAI_API_KEY": ""},
        stdin=subprocess.DEVNULL,
        timeout=300,
    )


@pytest.mark.slow  # a build or CLI processes: the full run, not --quick
def test_an_unreachable_provider_exits_3_and_says_so() -> None:
    pytest.importorskip("httpx", reason="needs the network extra: pip install .[network]")
    url = f"http://127.0.0.1:{_closed_port()}/v1"
    proc = _cli(
        "run", "--preset", "A", "--provider", "openai-compatible", "--base-url", url,
        "--model", "m", "--yes", "--json",
    )  # fmt: skip
    assert proc.returncode == EXIT_UNREACHABLE, proc.stderr
    outcome = json.loads(proc.stdout)["result"]["outcome"]
    assert outcome["headline"] == "Stopped: the model provider could not be reached."
    assert "budget" not in outcome["headline"]


def test_exit_codes_are_in_help() -> None:
    text = _cli("--help").stdout
    for code, _ in EXIT_CODES:
        assert f"\n  {code}  " in text.split("exit codes:")[1]


def test_each_agent_budget_is_as_that_agent_left_it() -> None:
    result = run(load_preset("A").state)
    calls = [a.budgetAfter.calls for a in result.agents]
    assert calls == sorted(calls) and len(set(calls)) == len(calls), calls
    assert calls[-1] == result.budget.calls

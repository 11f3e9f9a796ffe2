"""`python -m safe_agent run --provider openai-compatible` against the loopback server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("httpx", reason="needs the network extra: pip install .[network]")

from loopback_llm import LoopbackLLM

ROOT = Path(__file__).resolve().parents[1]
FAKE_KEY = "sk-" + "proj-" + "CliLoopbackKey" + "C" * 20


def _cli_has_provider() -> bool:
    help_text = subprocess.run(
        [sys.executable, "-m", "safe_agent", "run", "--help"], capture_output=True, text=True
    ).stdout
    return "--provider" in help_text


pytestmark = pytest.mark.skipif(
    not _cli_has_provider(), reason="core/host/cli.py has no `run --provider` option yet"
)


def run_cli(llm: LoopbackLLM, *extra: str) -> subprocess.CompletedProcess[str]:
    """Run preset C through the adapter, with the fake key in the environment."""
    env = {**os.environ, "OPENAI_API_KEY": FAKE_KEY}
    args = ["run", "--preset", "C", "--provider", "openai-compatible", "--base-url", llm.url]
    return subprocess.run(
        [sys.executable, "-m", "safe_agent", *args, "--model", "loopback-model", *extra],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        timeout=120,
    )


def test_run_with_yes_uses_the_adapter_and_never_prints_the_key() -> None:
    """With --yes the full pipeline runs against the server; the key is in no output."""
    with LoopbackLLM() as llm:
        proc = run_cli(llm, "--yes", "--json")
        requests = llm.requests
    assert proc.returncode == 0, proc.stderr
    assert FAKE_KEY not in proc.stdout and FAKE_KEY not in proc.stderr
    agents = json.loads(proc.stdout)["result"]["agents"]
    assert [a["status"] for a in agents] == ["ok", "ok", "ok"]
    assert len(requests) == 3
    assert all(r.headers.get("authorization") == f"Bearer {FAKE_KEY}" for r in requests)


def test_secrets_in_the_preset_never_reach_the_server() -> None:
    """Everything the preset expects redacted is absent from every request body sent."""
    preset = json.loads((ROOT / "presets" / "C.json").read_text(encoding="utf-8"))
    must_not_leave = preset["expect"]["envelopeExcludes"]
    with LoopbackLLM() as llm:
        proc = run_cli(llm, "--yes", "--json")
        bodies = [json.dumps(r.body) for r in llm.requests]
    assert proc.returncode == 0, proc.stderr
    assert bodies and must_not_leave
    assert [s for s in must_not_leave for b in bodies if s in b] == []


def test_without_yes_and_without_a_terminal_nothing_is_sent() -> None:
    """Piped stdin and no --yes: the CLI refuses, says to pass --yes, and sends no request."""
    with LoopbackLLM() as llm:
        proc = run_cli(llm, "--json")
        assert llm.requests == []
    assert proc.returncode != 0
    assert "--yes" in proc.stderr

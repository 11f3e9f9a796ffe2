"""The command line under hostile input: bounded reads, no terminal escapes, a warning before a
link shares secrets, and oversized inputs refused before they run, naming the flag to raise."""

from __future__ import annotations

import json
from pathlib import Path

from safe_agent.state.preset_catalog import load_preset
from test_cli import cli

ESCAPES = "\x1b[2J\x1b]0;pwned\x07\x1b[32mALL CHECKS PASSED\x1b[0m\u202e"


def test_an_endless_input_is_refused_without_a_traceback() -> None:
    """`run /dev/zero` reads at most the limit plus one byte and says so (exit 2)."""
    proc = cli("run", "/dev/zero")
    assert proc.returncode == 2
    assert "larger than" in proc.stderr and "Traceback" not in proc.stderr


def test_terminal_escapes_in_the_input_are_shown_not_obeyed(tmp_path: Path) -> None:
    """Escape sequences and bidi overrides from the input appear as visible escapes."""
    path = tmp_path / "esc.json"
    path.write_text(json.dumps({"diffSummary": ESCAPES}), encoding="utf-8")
    proc = cli("run", str(path))
    assert proc.returncode == 0, proc.stderr
    assert "\x1b" not in proc.stdout and "\u202e" not in proc.stdout and "\x07" not in proc.stdout
    assert "\\x1b[32mALL CHECKS PASSED" in proc.stdout and "\\u202e" in proc.stdout


def test_a_link_with_secrets_comes_with_a_warning() -> None:
    """Encoding preset C (keys and emails) warns on stderr that the link carries them."""
    proc = cli("permalink", "encode", "--preset", "C")
    assert proc.returncode == 0 and proc.stdout.startswith("v1.")
    assert "warning:" in proc.stderr and "whoever opens it" in proc.stderr
    quiet = cli("permalink", "encode", "--preset", "A")
    assert "warning:" not in quiet.stderr


def test_an_oversized_state_is_refused_before_it_runs(tmp_path: Path) -> None:
    """A state whose own limits were raised to let 300,000 characters through is refused, naming
    the flag; the flag lets it run."""
    state = load_preset("A").state.model_dump(mode="json")
    state["guardrails"]["policy"]["limits"]["maxFileChars"] = 10_000_000
    state["guardrails"]["policy"]["limits"]["maxTotalChars"] = 10_000_000
    state["changedFiles"][0]["content"] += "\n# filler\n" * 30_000
    path = tmp_path / "big.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    proc = cli("run", str(path))
    assert proc.returncode == 2 and "--max-input-chars" in proc.stderr
    assert cli("run", str(path), "--max-input-chars", "1000000").returncode == 0

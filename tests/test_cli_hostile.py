"""The command line under hostile input: bounded reads, no terminal escapes, a warning before a
link shares secrets, and oversized inputs refused before they run, naming the flag to raise."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
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


RAW_UNSAFE = "\x85\x9b31m\x7f\u202e\u2066\u2028\u2029"
UNSAFE_CHARS = "\x85\x9b\x7f\u202e\u2066\u2028\u2029"


def test_every_json_command_escapes_c1_bidi_and_separators(tmp_path: Path) -> None:
    """`run --json` and `permalink decode` print a stranger's text: C1 controls, DEL, bidi
    controls and line/paragraph separators come out as `\\u` escapes, and the JSON is the same."""
    state = {"diffSummary": f"a{RAW_UNSAFE}b", "meta": {"title": RAW_UNSAFE}}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    ran = cli("run", str(path), "--json")
    link = cli("permalink", "encode", str(path)).stdout.strip()
    decoded = cli("permalink", "decode", link)
    for proc in (ran, decoded, cli("schema")):
        assert proc.returncode == 0, proc.stderr
        assert not any(ch in proc.stdout for ch in UNSAFE_CHARS), proc.stdout[:200]
    assert json.loads(decoded.stdout)["diffSummary"] == f"a{RAW_UNSAFE}b"
    assert "\\u202e" in ran.stdout and "\\u0085" in ran.stdout


def test_limit_flags_refuse_negative_values() -> None:
    """`--max-input-chars -1` is refused with a message that says what to give instead."""
    for flag in ("--max-input-chars", "--max-files"):
        proc = cli("run", "--preset", "A", flag, "-1")
        assert proc.returncode == 2 and "negative" in proc.stderr and "0 or more" in proc.stderr
        proc = cli("run", "--preset", "A", flag, "lots")
        assert proc.returncode == 2 and "not a whole number" in proc.stderr


def test_a_full_disk_is_a_clear_exit_not_a_traceback() -> None:
    """Writing to /dev/full exits 4 with a message that says what failed and what to do."""
    for args in (("run", "--preset", "A", "--json"), ("schema",), ("presets",)):
        with open("/dev/full", "w") as full:
            proc = subprocess.run(
                [sys.executable, "-m", "safe_agent", *args],
                stdout=full,
                stderr=subprocess.PIPE,
                text=True,
                timeout=120,
            )
        assert proc.returncode == 4, (args, proc.stderr)
        assert "No space left" in proc.stderr and "write it elsewhere" in proc.stderr
        assert "Traceback" not in proc.stderr and "Exception ignored" not in proc.stderr


@pytest.mark.slow  # a build or CLI processes: the full run, not --quick
def test_error_answers_list_a_capped_number_of_problems(tmp_path: Path) -> None:
    """200,000 unknown keys: the error lists the first 20 and counts the rest, in the CLI and the
    bridge, and redacts only what it lists (8x the keys, under 20x the time)."""
    from growth import assert_linear
    from safe_agent.page import bridge

    def request(n: int) -> str:
        text = json.dumps({f"k{i}": 1 for i in range(n)})
        return json.dumps({"op": "import_state", "text": text})

    answer = json.loads(bridge.handle(request(200_000)))["error"]
    assert len(answer["problems"]) == 21 and "199,980 more" in answer["problems"][-1]["message"]
    assert len(json.dumps(answer)) < 20_000
    assert_linear(bridge.handle, request, 5_000)
    path = tmp_path / "many.json"
    path.write_text(json.dumps({f"k{i}": 1 for i in range(50_000)}), encoding="utf-8")
    proc = cli("run", str(path))
    assert proc.returncode == 2 and "49,980 more" in proc.stderr
    assert len(proc.stderr.splitlines()) < 30

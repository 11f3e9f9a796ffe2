"""The command line, run as a user would: `python -m safe_agent …`, output and exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from safe_agent.state import permalink, state_io
from safe_agent.state.preset_catalog import load_preset


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run the CLI in a subprocess and capture its output."""
    return subprocess.run(
        [sys.executable, "-m", "safe_agent", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_run_preset_prints_a_readable_summary() -> None:
    """A blocked run exits 0 and says which agent stopped where, and why."""
    proc = cli("run", "--preset", "B")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.count(": BLOCKED") == 3
    assert "stopped at injection_guard" in proc.stdout
    assert "ignore-previous-instructions" in proc.stdout


def test_run_preset_findings_are_listed() -> None:
    """A clean run lists findings as `- [SEVERITY] category id: claim (refs)`."""
    proc = cli("run", "--preset", "A")
    assert proc.returncode == 0, proc.stderr
    assert "- [HIGH] threat " in proc.stdout
    assert "(src/payments/refund.py" in proc.stdout
    assert "cache: miss" in proc.stdout


def test_run_json_matches_the_bridge_shape(tmp_path: Path) -> None:
    """`--json` prints {result, explain}; a state file exported from a preset gives its digest."""
    preset_run = json.loads(cli("run", "--preset", "D", "--json").stdout)
    state_file = tmp_path / "d.json"
    state_file.write_text(state_io.export_state(load_preset("D").state), encoding="utf-8")
    file_run = json.loads(cli("run", str(state_file), "--json").stdout)
    assert set(preset_run) == {"result", "explain"}
    assert file_run["result"]["digest"] == preset_run["result"]["digest"]
    assert {a["status"] for a in file_run["result"]["agents"]} == {"rejected"}


def test_run_reads_stdin() -> None:
    """`-` reads the state from standard input."""
    proc = cli("run", "-", "--json", stdin='{"diffSummary": "Tidy the docs"}')
    assert proc.returncode == 0, proc.stderr
    assert len(json.loads(proc.stdout)["result"]["agents"]) == 3


def test_bad_state_file_exits_2_with_every_problem(tmp_path: Path) -> None:
    """An invalid state file exits 2 and names the file and each problem's path."""
    bad = tmp_path / "bad.json"
    bad.write_text('{"guardrails": {"policy": {"budget": {"maxCalls": -1}}}, "x": 1}', "utf-8")
    proc = cli("run", str(bad))
    assert proc.returncode == 2
    assert f"error: {bad}: 2 problems:" in proc.stderr
    assert "guardrails.policy.budget.maxCalls: must be ≥ 0" in proc.stderr
    assert 'x: unknown field "x"' in proc.stderr
    assert proc.stdout == ""


@pytest.mark.slow  # a build or CLI processes: the full run, not --quick
def test_unreadable_and_unknown_inputs_exit_2(tmp_path: Path) -> None:
    """A missing file, broken JSON, an unknown preset and a bad usage all exit 2."""
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    cases = [
        (("run", str(tmp_path / "missing.json")), "cannot read"),
        (("run", str(broken)), "not valid JSON at line 1 column 2"),
        (("run", "--preset", "Z"), "choose one of A"),
        (("run",), "one of the arguments"),
        (("run", "--preset", "A", "--provider", "x"), "--provider needs --base-url"),
        (("run", "--preset", "A", "--model", "m"), "need --provider"),
    ]
    for args, fragment in cases:
        proc = cli(*args)
        assert proc.returncode == 2, args
        assert fragment in proc.stderr, (args, proc.stderr)


def test_permalink_encode_then_decode() -> None:
    """`permalink encode --preset B` prints the link; `decode` prints that state as JSON."""
    enc = cli("permalink", "encode", "--preset", "B")
    assert enc.returncode == 0, enc.stderr
    link = enc.stdout.strip()
    assert link == permalink.encode(load_preset("B").state)
    dec = cli("permalink", "decode", "https://example.com/demo/#s=" + link)
    assert dec.returncode == 0, dec.stderr
    assert state_io.load_state(dec.stdout) == load_preset("B").state


def test_permalink_encode_a_file_with_a_base_url(tmp_path: Path) -> None:
    """A state file encodes too; `--base` prints a full shareable URL with a fragment."""
    state_file = tmp_path / "s.json"
    state_file.write_text('{"diffSummary": "Docs only"}', encoding="utf-8")
    proc = cli("permalink", "encode", str(state_file), "--base", "https://example.com/demo/")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("https://example.com/demo/#s=v1.")
    assert permalink.decode(proc.stdout).diffSummary == "Docs only"


def test_bad_link_exits_2_with_a_clear_message() -> None:
    """A damaged link exits 2 and says what is wrong with it."""
    link = permalink.encode(load_preset("A").state)
    proc = cli("permalink", "decode", link[: len(link) // 2])
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: bad link: the link was cut off")
    newer = cli("permalink", "decode", "#s=v2.AAAA")
    assert newer.returncode == 2 and "newer version of the demo (version 2)" in newer.stderr


def test_presets_and_schema_commands() -> None:
    """`presets` lists A–F; `schema` prints the shipped JSON Schema."""
    listing = cli("presets").stdout.splitlines()
    assert [line[0] for line in listing] == ["A", "B", "C", "D", "E", "F"]
    schema = cli("schema").stdout
    assert schema == state_io.SCHEMA_PATH.read_text(encoding="utf-8")

"""The page's bytecode leaves out the bodies of the pattern composers (`PAGE_RUNS`, tools/pyc.mjs):
with the build's stored values, importing the core, running every preset and scanning every
corpus row calls none of them, so the page never reaches a function it does not have."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GUARDS = ROOT / "core" / "guards"
CORPUS = ROOT.parent / "shared" / "corpus"

# Runs in a fresh interpreter: stores every value (as the build does) when asked to, or reads
# them back (as the page does) and lists each call of a composer's function not in PAGE_RUNS.
PROBE = """
import gzip, json, sys, pathlib
import safe_agent.prebuilt as prebuilt
stored, build_only = pathlib.Path(sys.argv[1]), json.loads(sys.argv[2])
if stored.is_file():
    prebuilt.FILE = stored
called = set()
def probe(frame, event, arg):
    code = frame.f_code
    if event == "call" and (code.co_filename, code.co_name) in wanted:
        called.add(f"{pathlib.Path(code.co_filename).name}:{code.co_name}")
wanted = {(str(pathlib.Path(f)), n) for f, names in build_only.items() for n in names}
sys.setprofile(probe)
from safe_agent.page import bridge
from safe_agent.guards.injection import scan_rules
from safe_agent.guards.redaction import redact
for pid in "ABCDEF":
    loaded = json.loads(bridge.handle(json.dumps({"op": "load_preset", "id": pid})))
    state = loaded["result"]["state"]
    bridge.handle(json.dumps({"op": "run", "state": state, "fresh": True}))
    bridge.handle(json.dumps({"op": "explain", "state": state}))
for name in ("injection", "secrets", "pii"):
    path = pathlib.Path(sys.argv[3]) / f"{name}.jsonl.gz"
    if path.is_file():
        for line in gzip.open(path, "rt", encoding="utf-8"):
            scan_rules(redact(json.loads(line).get("text") or "").text)
sys.setprofile(None)
if not stored.is_file():
    stored.write_bytes(prebuilt.dump())
print(json.dumps(sorted(called)))
"""


def build_only() -> dict[str, list[str]]:
    """Each composer module's top-level functions that its PAGE_RUNS does not name."""
    out = {}
    for path in sorted(GUARDS.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        runs = [
            ast.literal_eval(n.value)
            for n in tree.body
            if isinstance(n, ast.Assign)
            and [getattr(t, "id", "") for t in n.targets] == ["PAGE_RUNS"]
        ]
        if runs:
            names = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)]
            assert set(runs[0]) <= set(names), (path.name, runs[0])
            out[str(path)] = [n for n in names if n not in runs[0]]
    return out


def probe(stored: Path, functions: dict[str, list[str]]) -> list[str]:
    args = [sys.executable, "-c", PROBE, str(stored), json.dumps(functions), str(CORPUS)]
    proc = subprocess.run(args, capture_output=True, text=True, check=False, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.mark.slow  # a build or CLI processes: the full run, not --quick
def test_the_page_calls_no_composer_whose_body_it_does_not_ship(tmp_path: Path) -> None:
    functions = build_only()
    assert len(functions) >= 8 and sum(map(len, functions.values())) > 80
    stored = tmp_path / "prebuilt.json"
    # Without stored values (the build), the composers run: the probe sees them.
    assert len(probe(stored, functions)) > 50
    # With them (the page), none does.
    assert probe(stored, functions) == []

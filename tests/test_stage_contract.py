"""The stage contract: a new stage is its module, the list and its name; mypy rejects a bad one."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MYPY = [sys.executable, "-m", "mypy", "--no-incremental"]

THROWAWAY = '''\
"""Throwaway stage: notes the number of changed files (a test's stage, never shipped)."""

from __future__ import annotations

from ...types import StageName, UnsafeNotice
from .base import AgentContext, Outcome, RunContext, Section, Verdict, section

NAME: StageName = "throwaway"
LABEL = "Throwaway"
DESCRIPTION = "Counts the changed files, to show what adding a stage takes."
SWITCH = None


def run(ctx: RunContext) -> Outcome:
    n = len(ctx.files)
    return Outcome("pass", f"{n} files", f"{n} changed files.", f"{n} files")


def verdict(ctx: RunContext, agents: list[AgentContext]) -> Verdict | None:
    return None


def notice(ctx: RunContext, agents: list[AgentContext]) -> UnsafeNotice | None:
    return None


def explain(ctx: RunContext, agents: list[AgentContext]) -> Section | None:
    return section(NAME, LABEL, ["The throwaway stage counted the files."])
'''

# The same stage, wrong: `run` takes an agent it is never given and `explain` is missing.
WRONG = (
    THROWAWAY.replace(
        "def run(ctx: RunContext) -> Outcome:",
        "def run(ctx: RunContext, agent: AgentContext) -> Outcome:",
    ).split("\n\ndef explain")[0]
    + "\n"
)


def _copy_core(tmp: Path, stage_source: str) -> Path:
    """A copy of the core with the stage added the way docs/architecture.md's checklist says."""
    pkg = tmp / "safe_agent"
    shutil.copytree(ROOT / "core", pkg, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "presets", pkg / "presets")
    # 1. its module
    (pkg / "pipeline" / "stages" / "throwaway.py").write_text(stage_source)
    # 2. the list
    init = pkg / "pipeline" / "stages" / "__init__.py"
    text = init.read_text()
    # The import list is one line or one name per line, as the formatter leaves it.
    before = text
    text = text.replace("from . import audit,", "from . import throwaway, audit,", 1)
    if text == before:
        text = text.replace("from . import (\n", "from . import (\n    throwaway,\n", 1)
    assert text != before, "the stage list's import line changed shape: update this test"
    text = text.replace("(limits, redaction,", "(limits, throwaway, redaction,", 1)
    init.write_text(text)
    # 3. its name
    types = pkg / "types.py"
    types.write_text(
        types.read_text().replace('    "limits",\n', '    "limits",\n    "throwaway",\n', 1)
    )
    return tmp


def _changed_files(tmp: Path) -> set[str]:
    pkg = tmp / "safe_agent"
    changed = set()
    for path in pkg.rglob("*.py"):
        rel = path.relative_to(pkg)
        if rel.parts[0] == "presets":  # data, copied from presets/
            continue
        original = ROOT / "core" / rel
        if not original.exists() or original.read_bytes() != path.read_bytes():
            changed.add(rel.as_posix())
    return changed


def test_a_new_stage_touches_its_module_the_list_and_its_name_only(tmp_path: Path) -> None:
    root = _copy_core(tmp_path, THROWAWAY)
    assert _changed_files(root) == {
        "pipeline/stages/throwaway.py",
        "pipeline/stages/__init__.py",
        "types.py",
    }
    probe = textwrap.dedent(
        """
        import json
        from safe_agent.page import bridge
        ask = lambda **r: json.loads(bridge.handle(json.dumps(r)))["result"]
        state = ask(op="load_preset", id="A")["state"]
        run = ask(op="run", state=state)
        vocab = ask(op="vocabulary")
        print(json.dumps({
            "grid": [s["stage"] for s in run["result"]["agents"][0]["stages"]],
            "cell": run["result"]["agents"][0]["stages"][1],
            "explain": [s["id"] for s in run["explain"]],
            "vocab": [s["id"] for s in vocab["stages"]],
        }))
        """
    )
    env = {**os.environ, "PYTHONPATH": str(root)}
    out = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True
    )
    seen = json.loads(out.stdout)
    assert seen["grid"][:3] == ["limits", "throwaway", "redaction"]
    assert seen["cell"]["label"] == "2 files" or seen["cell"]["label"].endswith(" files")
    assert "throwaway" in seen["explain"]
    assert seen["vocab"][:3] == ["limits", "throwaway", "redaction"]


@pytest.mark.slow
def test_mypy_rejects_a_stage_that_breaks_the_contract(tmp_path: Path) -> None:
    good = _copy_core(tmp_path / "good", THROWAWAY)
    bad = _copy_core(tmp_path / "bad", WRONG)

    def mypy(root: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            # The project's own mypy settings (strict, the pydantic plugin), on the copy.
            [*MYPY, "--config-file", str(ROOT / "pyproject.toml"), "-p", "safe_agent"],
            cwd=root,
            env={**os.environ, "MYPYPATH": str(root)},
            capture_output=True,
            text=True,
        )

    ok = mypy(good)
    assert ok.returncode == 0, ok.stdout
    broken = mypy(bad)
    assert broken.returncode == 1, broken.stdout
    assert "SharedStage" in broken.stdout and "stages/__init__.py" in broken.stdout, broken.stdout
